import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { mroEvents } from '../../db/schema/index.js';
import type { SortDirection } from '../../lib/cursor.js';
import { type DateKeyCondition, dateCondition } from '../../lib/filters.js';
import { afterKey, type CursorValue, orderByKey } from '../../lib/pagination.js';

export type MroEventRow = typeof mroEvents.$inferSelect;
export type NewMroEventRow = typeof mroEvents.$inferInsert;

/** Optional conditions of the MRO event lists (the `filter` argument). */
export interface MroEventFilter {
  flagged?: boolean | null;
  code?: number | null;
  type?: string | null;
  dateTime?: DateKeyCondition | null;
}

export class MroEventsRepository {
  constructor(readonly db: Database) {}

  async findById(id: string, executor: Executor = this.db): Promise<MroEventRow | null> {
    const rows = await executor.select().from(mroEvents).where(eq(mroEvents.id, id)).limit(1);
    return rows[0] ?? null;
  }

  keyTrip = (tripId: string) => eq(mroEvents.tripId, tripId);
  keyProcessed = (isProcessed: boolean) => eq(mroEvents.isProcessed, isProcessed);
  keySerial = (serial: string) => eq(mroEvents.mroDeviceSerialNumber, serial);
  /** With the flag, the list uses (username, flagged, dateTime, id); without, (username, dateTime, id). */
  keyUsername = (username: string, flagged?: boolean | null) =>
    flagged == null
      ? eq(mroEvents.username, username)
      : and(eq(mroEvents.username, username), eq(mroEvents.flagged, flagged));

  /** One keyset page ordered by (dateTime, id) after the list's leading equality `key`. */
  async list(options: {
    key: SQL | undefined;
    dateTime?: DateKeyCondition | null;
    filter?: MroEventFilter | null;
    limit: number;
    after: CursorValue[] | null;
    direction: SortDirection;
  }): Promise<MroEventRow[]> {
    const orderKey = [mroEvents.dateTime, mroEvents.id];
    const f = options.filter ?? {};
    return this.db
      .select()
      .from(mroEvents)
      .where(
        and(
          options.key,
          dateCondition(mroEvents.dateTime, options.dateTime),
          dateCondition(mroEvents.dateTime, f.dateTime),
          f.flagged != null ? eq(mroEvents.flagged, f.flagged) : undefined,
          f.code != null ? eq(mroEvents.code, f.code) : undefined,
          f.type ? eq(mroEvents.type, f.type) : undefined,
          afterKey(orderKey, options.after, options.direction),
        ),
      )
      .orderBy(...orderByKey(orderKey, options.direction))
      .limit(options.limit);
  }

  /** Several events in one statement (trip processing, watchers). */
  async insertMany(tx: Executor, rows: NewMroEventRow[]): Promise<void> {
    if (rows.length) await tx.insert(mroEvents).values(rows);
  }

  async update(
    tx: Executor,
    id: string,
    values: Partial<Pick<MroEventRow, 'flagged' | 'type' | 'description'>> & { updatedBy: string },
  ): Promise<MroEventRow | null> {
    const [row] = await tx
      .update(mroEvents)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(mroEvents.id, id))
      .returning();
    return row ?? null;
  }
}
