import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { insertColumns } from '../../db/insert-columns.js';
import { tripAdjustments, tripSegments, trips, tripTracks } from '../../db/schema/index.js';
import { type NewTripAdjustmentRow, type TripRow, type TripSegmentRow, updateTripRow } from './trips.repository.js';

// The SQL of trip processing (delivered trips, re-processing): the writes of trips, segments, GPS
// points and adjustments that the engine's results become, and the reads the computation needs.

export type NewTripRow = typeof trips.$inferInsert;
export type NewTripSegmentRow = typeof tripSegments.$inferInsert;

/** The GPS points of a trip as parallel arrays (one row, whatever the trip's length). */
export interface BinColumns {
  lat: number[];
  lng: number[];
  /** Epoch milliseconds. */
  t: number[];
}

/** A trip's track as stored: one row of parallel arrays. */
export interface TrackRow {
  tripId: string;
  username: string;
  timeZone: string;
  bins: BinColumns;
}

/** float8's type oid, named in the binary array header. */
const FLOAT8_OID = 701;

/**
 * A float8[] in PostgreSQL's binary array format (one dimension, no nulls), sent as one binary
 * parameter: formatting 5,400 numbers as text here and parsing them there was most of storing a track.
 */
function float8ArrayBinary(values: readonly number[]): Buffer {
  const buf = Buffer.allocUnsafe(20 + 12 * values.length);
  buf.writeInt32BE(1, 0); // dimensions
  buf.writeInt32BE(0, 4); // no nulls
  buf.writeInt32BE(FLOAT8_OID, 8);
  buf.writeInt32BE(values.length, 12);
  buf.writeInt32BE(1, 16); // lower bound
  let offset = 20;
  for (const value of values) {
    buf.writeInt32BE(8, offset);
    buf.writeDoubleBE(value, offset + 4);
    offset += 12;
  }
  return buf;
}

export class TripProcessingRepository {
  constructor(readonly db: Database) {}

  /**
   * Serialises the processing of one participant's trips until the transaction ends, so the
   * "cordon entry fee once per day" check and the running totals see every earlier trip.
   */
  async lockParticipant(tx: Executor, username: string, options: { relaxCommit?: boolean } = {}): Promise<void> {
    await this.lockParticipants(tx, [username], options);
  }

  /** The processing locks of several participants (deliveries processed together). */
  async lockParticipants(
    tx: Executor,
    usernames: readonly string[],
    options: { relaxCommit?: boolean } = {},
  ): Promise<void> {
    // relaxCommit: the commit need not wait for the disk. For a delivered trip everything written
    // is derived from its stored delivery and committed with the delivery's "processed" status, so
    // a commit lost in a crash leaves the delivery pending and the sweeper processes it again.
    const relax = options.relaxCommit ? sql`set_config('synchronous_commit', 'off', true), ` : sql``;
    // Taken in key order, so two transactions that lock overlapping sets wait instead of deadlocking.
    await tx.execute(sql`
      select ${relax}pg_advisory_xact_lock(k)
        from (select distinct hashtext('trips:' || u) as k from unnest(${sql.param([...usernames])}::text[]) as u) as keys
       order by k`);
  }

  /** Which of the deliveries `recordIds` already have a trip. */
  async recordIdsWithTrips(tx: Executor, recordIds: readonly string[]): Promise<Set<string>> {
    if (recordIds.length === 0) return new Set();
    const rows = await tx
      .select({ recordId: trips.recordId })
      .from(trips)
      .where(inArray(trips.recordId, [...recordIds]));
    return new Set(rows.map((r) => r.recordId).filter((id): id is string => id !== null));
  }

  async findById(id: string): Promise<TripRow | null> {
    const rows = await this.db.select().from(trips).where(eq(trips.id, id)).limit(1);
    return rows[0] ?? null;
  }

  async lockByRecordId(tx: Executor, recordId: string): Promise<TripRow | null> {
    const rows = await tx.select().from(trips).where(eq(trips.recordId, recordId)).limit(1).for('update');
    return rows[0] ?? null;
  }

  async lockById(tx: Executor, id: string): Promise<TripRow | null> {
    const rows = await tx.select().from(trips).where(eq(trips.id, id)).limit(1).for('update');
    return rows[0] ?? null;
  }

  async insertTrip(tx: Executor, row: NewTripRow): Promise<TripRow> {
    const [created] = await tx.insert(trips).values(row).returning();
    if (!created) throw new Error('trip insert returned no row');
    return created;
  }

  /** New trips whose ids are already known, in one statement. */
  async insertTrips(tx: Executor, rows: NewTripRow[]): Promise<void> {
    await insertColumns(tx, trips, rows);
  }

  updateTrip(tx: Executor, id: string, values: Partial<NewTripRow>, appendLogs: unknown[] = []): Promise<TripRow> {
    return updateTripRow(tx, id, values, appendLogs);
  }

  /** The segments of a trip (all of them, for re-processing). */
  listSegments(tx: Executor, tripId: string): Promise<TripSegmentRow[]> {
    return tx.select().from(tripSegments).where(eq(tripSegments.tripId, tripId));
  }

  /** Ids among `segmentIds` that trip adjustments refer to (they cannot be deleted). */
  async adjustedSegmentIds(tx: Executor, segmentIds: string[]): Promise<Set<string>> {
    if (segmentIds.length === 0) return new Set();
    const rows = await tx
      .selectDistinct({ id: tripAdjustments.tripSegmentId })
      .from(tripAdjustments)
      .where(inArray(tripAdjustments.tripSegmentId, segmentIds));
    return new Set(rows.map((r) => r.id).filter((id): id is string => id !== null));
  }

  async deleteSegments(tx: Executor, ids: string[]): Promise<void> {
    if (ids.length) await tx.delete(tripSegments).where(inArray(tripSegments.id, ids));
  }

  async insertSegments(tx: Executor, rows: NewTripSegmentRow[]): Promise<void> {
    await insertColumns(tx, tripSegments, rows);
  }

  /** All GPS points of each trip as its one track row (decision 022), in one statement. */
  async insertTracks(tx: Executor, tracks: readonly TrackRow[]): Promise<void> {
    const rows = tracks.filter((t) => t.bins.lat.length > 0);
    if (rows.length === 0) return;
    const values = rows.map(
      (r) => sql`(${r.tripId}, ${r.username}, ${r.timeZone}, ${float8ArrayBinary(r.bins.lat)}::float8[],
              ${float8ArrayBinary(r.bins.lng)}::float8[], ${float8ArrayBinary(r.bins.t)}::float8[])`,
    );
    await tx.execute(sql`
      insert into ${tripTracks} (trip_id, username, time_zone, lat, lng, t_ms)
      values ${sql.join(values, sql`, `)}`);
  }

  async deleteBins(tx: Executor, tripId: string): Promise<void> {
    await tx.delete(tripTracks).where(eq(tripTracks.tripId, tripId));
  }

  /** The stored GPS points of a trip in track order (re-processing). */
  async listBinPoints(tx: Executor, tripId: string): Promise<{ lat: number; lng: number; t: number }[]> {
    const [track] = await tx
      .select({ lat: tripTracks.lat, lng: tripTracks.lng, t: tripTracks.tMs })
      .from(tripTracks)
      .where(eq(tripTracks.tripId, tripId));
    if (!track) return [];
    return track.lat.map((lat, i) => ({ lat, lng: track.lng[i] ?? 0, t: track.t[i] ?? 0 }));
  }

  /**
   * Cordon days already charged an entry fee to the participant (`${cordonId}|YYYY-MM-DD`, local
   * date of the entry) around [from, to]: one range scan of (username, ts_start).
   */
  async cordonDaysCharged(tx: Executor, username: string, from: Date, to: Date, timeZone: string) {
    const rows = await tx
      .select({
        key: sql<string>`${tripSegments.cordonId} || '|' || to_char(coalesce(${tripSegments.cordonEnterTime}, ${tripSegments.tsStart}) at time zone ${timeZone}, 'YYYY-MM-DD')`,
      })
      .from(tripSegments)
      .where(
        and(
          eq(tripSegments.username, username),
          sql`${tripSegments.tsStart} >= ${from}`,
          sql`${tripSegments.tsStart} <= ${to}`,
          sql`${tripSegments.cordonEnterFeeCents} > 0`,
          isNotNull(tripSegments.cordonId),
        ),
      );
    return new Set(rows.map((r) => r.key));
  }

  async insertAdjustment(tx: Executor, row: NewTripAdjustmentRow): Promise<void> {
    await tx.insert(tripAdjustments).values(row);
  }
}
