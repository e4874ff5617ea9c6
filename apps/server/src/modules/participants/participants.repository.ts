import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { participants } from '../../db/schema/index.js';
import type { SortDirection } from '../../lib/cursor.js';

export type ParticipantRow = typeof participants.$inferSelect;
export type NewParticipantRow = typeof participants.$inferInsert;

export class ParticipantsRepository {
  constructor(private readonly db: Database) {}

  async findByUsername(username: string): Promise<ParticipantRow | null> {
    const rows = await this.db.select().from(participants).where(eq(participants.username, username)).limit(1);
    return rows[0] ?? null;
  }

  async insert(row: NewParticipantRow): Promise<ParticipantRow> {
    const [created] = await this.db.insert(participants).values(row).onConflictDoNothing().returning();
    return created ?? (await this.findByUsername(row.username)) ?? Promise.reject(new Error('participant insert'));
  }

  /** Keyset page ordered by (createdAt, username). */
  async list(options: {
    limit: number;
    after: { createdAt: Date; username: string } | null;
    direction: SortDirection;
  }): Promise<ParticipantRow[]> {
    const { limit, after, direction } = options;
    const cmp = direction === 'ASC' ? gt : lt;
    const where = after
      ? or(
          cmp(participants.createdAt, after.createdAt),
          and(eq(participants.createdAt, after.createdAt), cmp(participants.username, after.username)),
        )
      : undefined;
    const order = direction === 'ASC' ? asc : desc;
    return this.db
      .select()
      .from(participants)
      .where(where)
      .orderBy(order(participants.createdAt), order(participants.username))
      .limit(limit);
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(participants);
    return row?.n ?? 0;
  }
}
