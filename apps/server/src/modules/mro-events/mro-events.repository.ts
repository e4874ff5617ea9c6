import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { insertColumns } from '../../db/insert-columns.js';
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
  /** Staff events list (listMroEvents) only: processed state, device serial and participant. */
  isProcessed?: boolean | null;
  mroDeviceSerialNumber?: string | null;
  username?: string | null;
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
          f.isProcessed != null ? eq(mroEvents.isProcessed, f.isProcessed) : undefined,
          f.mroDeviceSerialNumber ? eq(mroEvents.mroDeviceSerialNumber, f.mroDeviceSerialNumber) : undefined,
          f.username ? eq(mroEvents.username, f.username) : undefined,
          afterKey(orderKey, options.after, options.direction),
        ),
      )
      .orderBy(...orderByKey(orderKey, options.direction))
      .limit(options.limit);
  }

  /** Several events in one statement (trip processing, watchers). */
  async insertMany(tx: Executor, rows: NewMroEventRow[]): Promise<void> {
    await insertColumns(tx, mroEvents, rows);
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

  /** The events of trips that moved to another participant's vehicle follow their trips. */
  async moveTrips(tx: Executor, tripIds: string[], target: { username: string; vehicleId: string }): Promise<void> {
    await tx
      .update(mroEvents)
      .set({ username: target.username, vehicleId: target.vehicleId, updatedAt: new Date() })
      .where(inArray(mroEvents.tripId, tripIds));
  }

  /** Whether a device has an event of `code` dated at or after `since`. */
  async existsSince(tx: Executor, serial: string, code: number, since: Date): Promise<boolean> {
    const e = mroEvents;
    const rows = await tx.execute(sql`
      select 1 from ${e}
      where ${e.mroDeviceSerialNumber} = ${serial} and ${e.code} = ${code} and ${e.dateTime} >= ${since}
      limit 1`);
    return rows.rows.length > 0;
  }

  /**
   * Appends `entry` to the event's processLogs unless an entry with the same `stage` is there;
   * false when it was (another run recorded the stage first).
   */
  async appendStageOnce(tx: Executor, eventId: string, entry: { stage: string } & Record<string, unknown>) {
    const e = mroEvents;
    const rows = await tx.execute(sql`
      update ${e} set process_logs = ${e.processLogs} || ${JSON.stringify([entry])}::jsonb, updated_at = now(),
             updated_by = 'System'
      where ${e.id} = ${eventId} and not (${e.processLogs} @> ${JSON.stringify([{ stage: entry.stage }])}::jsonb)
      returning ${e.id}`);
    return rows.rows.length > 0;
  }
}
