import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { type DateKeyCondition, dateCondition } from '../../lib/filters.js';
import { afterKey, orderByKey, type PageQuery } from '../../lib/pagination.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

/** SQL of e-mail notifications. */
export class NotificationsRepository {
  constructor(readonly db: Database) {}

  /** Account erasure (decision 020): the e-mails sent or queued (address, words, data) deleted. */
  async erasePersonalData(tx: Executor, username: string): Promise<number> {
    const rows = await tx
      .delete(notifications)
      .where(eq(notifications.username, username))
      .returning({ id: notifications.id });
    return rows.length;
  }

  async findById(id: string): Promise<NotificationRow | null> {
    const rows = await this.db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /** A participant's notifications by (createdAt, id). */
  listByUsername(q: PageQuery & { username: string; status?: string | null }): Promise<NotificationRow[]> {
    const key = [notifications.createdAt, notifications.id];
    return this.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.username, q.username),
          q.status ? eq(notifications.status, q.status) : undefined,
          afterKey(key, q.after, q.direction),
        ),
      )
      .orderBy(...orderByKey(key, q.direction))
      .limit(q.limit);
  }

  /** Notifications of one status by (shouldBeSentAt, id). */
  listByStatus(
    q: PageQuery & { status: string; shouldBeSentAt?: DateKeyCondition | null },
  ): Promise<NotificationRow[]> {
    const key = [notifications.shouldBeSentAt, notifications.id];
    return this.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.status, q.status),
          dateCondition(notifications.shouldBeSentAt, q.shouldBeSentAt),
          afterKey(key, q.after, q.direction),
        ),
      )
      .orderBy(...orderByKey(key, q.direction))
      .limit(q.limit);
  }

  async insert(tx: Executor, row: NewNotificationRow): Promise<NotificationRow> {
    const [created] = await tx.insert(notifications).values(row).returning();
    if (!created) throw new Error('notification insert returned nothing');
    return created;
  }

  /** Pending notifications due at `now`, oldest first: candidates for the sender (not locked). */
  listDue(now: Date, limit: number): Promise<Pick<NotificationRow, 'id' | 'username'>[]> {
    return this.db
      .select({ id: notifications.id, username: notifications.username })
      .from(notifications)
      .where(and(eq(notifications.status, 'pending'), lte(notifications.shouldBeSentAt, now)))
      .orderBy(asc(notifications.shouldBeSentAt), asc(notifications.id))
      .limit(limit);
  }

  /**
   * Locks one notification for sending if it is still pending and due. A row another sender holds is
   * skipped (null), and so is one that changed status (sent, cancelled) since it was listed.
   */
  async claim(tx: Executor, id: string, now: Date): Promise<NotificationRow | null> {
    const rows = await tx
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.status, 'pending'), lte(notifications.shouldBeSentAt, now)))
      .for('update', { skipLocked: true });
    return rows[0] ?? null;
  }

  /** Records one send attempt: the new fields and a log entry appended to the row's logs. */
  async recordAttempt(
    tx: Executor,
    id: string,
    patch: Partial<
      Pick<
        NotificationRow,
        'status' | 'statusMsg' | 'sentAt' | 'retries' | 'shouldBeSentAt' | 'subject' | 'text' | 'html'
      >
    >,
    entry: Record<string, unknown>,
  ): Promise<NotificationRow> {
    const [row] = await tx
      .update(notifications)
      .set({ ...patch, logs: sql`${notifications.logs} || ${JSON.stringify([entry])}::jsonb`, updatedAt: new Date() })
      .where(eq(notifications.id, id))
      .returning();
    if (!row) throw new Error(`notification ${id} vanished while sending`);
    return row;
  }

  /** Cancels the notification if it is still pending (one statement, so it cannot race the sender). */
  async cancelPending(tx: Executor, id: string, entry: Record<string, unknown>): Promise<NotificationRow | null> {
    const [row] = await tx
      .update(notifications)
      .set({
        status: 'cancelled',
        logs: sql`${notifications.logs} || ${JSON.stringify([entry])}::jsonb`,
        updatedAt: new Date(),
      })
      .where(and(eq(notifications.id, id), eq(notifications.status, 'pending')))
      .returning();
    return row ?? null;
  }
}
