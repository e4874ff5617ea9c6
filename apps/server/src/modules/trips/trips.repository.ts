import { LIMITS } from '@rc/domain';
import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { tripAdjustments, tripSegments, trips, tripTracks } from '../../db/schema/index.js';
import { ERASED_TEXT } from '../../lib/erasure.js';
import { type DateKeyCondition, dateCondition } from '../../lib/filters.js';
import { afterKey, orderByKey, type PageQuery } from '../../lib/pagination.js';

export type TripRow = typeof trips.$inferSelect;
export type TripSegmentRow = typeof tripSegments.$inferSelect;
/** A GPS point of a trip: the spec's TripBin, read out of the trip's track (one row per trip). */
export interface TripBinRow {
  id: string;
  /** The point's place in the track, from 0 (the list's cursor). */
  index: number;
  tripId: string;
  username: string;
  lat: number;
  lng: number;
  timestamp: Date;
  timeZone: string | null;
}

/** The id of a trip's point `index`: derived, so the points need no row or id of their own. */
export const tripBinId = (tripId: string, index: number) => `${tripId}:${index}`;
export type TripAdjustmentRow = typeof tripAdjustments.$inferSelect;
export type NewTripAdjustmentRow = typeof tripAdjustments.$inferInsert;

/** Optional conditions of every trip list (the `filter` argument). */
export interface TripFilter {
  createdAt?: DateKeyCondition | null;
  processStatus?: string | null;
  reviewStatus?: string | null;
  invalid?: boolean | null;
  vehicleId?: string | null;
  /** The trip's participant (staff trip search). */
  username?: string | null;
  /** The trip's pilot program (staff trip search). */
  pilotProgramId?: string | null;
}

/** The segment fields the trip-level derived values need. */
export type SegmentSummaryRow = Pick<
  TripSegmentRow,
  'tripId' | 'type' | 'stateCode' | 'mileage' | 'fuel' | 'paymentStatus'
>;

/**
 * The participant's view of trips, in SQL: the same rule as isTripVisibleToParticipant, written with
 * literals so the planner matches the partial index trips_username_visible_created_idx.
 */
const participantVisibleTrip = sql`${trips.processStatus} = 'processed' and ${trips.distMro} >= ${sql.raw(String(LIMITS.participantTripMinDistMro))}`;

/**
 * When a trip was driven: its start, or when it was recorded for a trip without one. The same
 * expression as the index trips_username_visible_driven_idx, so the planner matches it.
 */
const tripDriveTime = sql`coalesce(${trips.tsStart}, ${trips.createdAt})`;

/** The participant's view of segments (isSegmentVisibleToParticipant): CA public/private, state outside CA. */
const participantVisibleSegment = sql`((${tripSegments.type} in ('public', 'private') and ${tripSegments.stateCode} = 'CA') or (${tripSegments.type} = 'state' and ${tripSegments.stateCode} is distinct from 'CA'))`;

/** Updates a trip's columns and appends log entries to its logs (staff edits and trip processing alike). */
export async function updateTripRow(
  tx: Executor,
  id: string,
  values: Partial<typeof trips.$inferInsert>,
  appendLogs: unknown[],
): Promise<TripRow> {
  const [row] = await tx
    .update(trips)
    .set({
      ...values,
      ...(appendLogs.length ? { logs: sql`${trips.logs} || ${JSON.stringify(appendLogs)}::jsonb` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(trips.id, id))
    .returning();
  if (!row) throw new Error(`trip ${id} vanished during update`);
  return row;
}

export class TripsRepository {
  constructor(readonly db: Database) {}

  /**
   * Account erasure (decision 020): notes written about the trips and adjustments replaced (they may
   * name the person); distances, fees and dates stay. Location data is destroyed by TripLocationRepository.
   */
  async erasePersonalData(tx: Executor, username: string): Promise<number> {
    const notes = await tx
      .update(trips)
      .set({ notes: null, updatedAt: new Date() })
      .where(and(eq(trips.username, username), isNotNull(trips.notes)))
      .returning({ id: trips.id });
    const adjustments = await tx
      .update(tripAdjustments)
      .set({ note: ERASED_TEXT })
      .where(eq(tripAdjustments.username, username))
      .returning({ id: tripAdjustments.id });
    return notes.length + adjustments.length;
  }

  async findById(id: string, executor: Executor = this.db): Promise<TripRow | null> {
    const rows = await executor.select().from(trips).where(eq(trips.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /** The trip row locked for an update in the same transaction. */
  async lockById(tx: Executor, id: string): Promise<TripRow | null> {
    const rows = await tx.select().from(trips).where(eq(trips.id, id)).limit(1).for('update');
    return rows[0] ?? null;
  }

  /** The trips of `ids` that exist, locked for an update in the same transaction. */
  async lockByIds(tx: Executor, ids: string[]): Promise<TripRow[]> {
    if (ids.length === 0) return [];
    return tx.select().from(trips).where(inArray(trips.id, ids)).orderBy(trips.id).for('update');
  }

  /**
   * One keyset page of trips ordered by (createdAt, id). `key` is the leading equality of the list
   * (username, processStatus or reviewStatus) so each list is one range scan of its index.
   */
  async listTrips(
    options: PageQuery & {
      key?: SQL;
      createdAt?: DateKeyCondition | null;
      filter?: TripFilter | null;
      participantView?: boolean;
    },
  ): Promise<TripRow[]> {
    const orderKey = [trips.createdAt, trips.id];
    const f = options.filter ?? {};
    return this.db
      .select()
      .from(trips)
      .where(
        and(
          options.key,
          options.participantView ? participantVisibleTrip : undefined,
          dateCondition(trips.createdAt, options.createdAt),
          dateCondition(trips.createdAt, f.createdAt),
          f.processStatus ? eq(trips.processStatus, f.processStatus) : undefined,
          f.reviewStatus ? eq(trips.reviewStatus, f.reviewStatus) : undefined,
          f.invalid != null ? eq(trips.invalid, f.invalid) : undefined,
          f.vehicleId ? eq(trips.vehicleId, f.vehicleId) : undefined,
          f.username ? eq(trips.username, f.username) : undefined,
          f.pilotProgramId ? eq(trips.pilotProgramId, f.pilotProgramId) : undefined,
          afterKey(orderKey, options.after, options.direction),
        ),
      )
      .orderBy(...orderByKey(orderKey, options.direction))
      .limit(options.limit);
  }

  /**
   * One keyset page of the trips a participant sees, ordered by when they were driven
   * (tripDriveTime, then id): one range scan of trips_username_visible_driven_idx (decision 012).
   */
  async listVisibleTripsByDriveTime(username: string, options: PageQuery): Promise<TripRow[]> {
    const after = options.after
      ? options.direction === 'ASC'
        ? sql`(${tripDriveTime}, ${trips.id}) > (${options.after[0]}, ${options.after[1]})`
        : sql`(${tripDriveTime}, ${trips.id}) < (${options.after[0]}, ${options.after[1]})`
      : undefined;
    const order =
      options.direction === 'ASC'
        ? [sql`${tripDriveTime} asc`, asc(trips.id)]
        : [sql`${tripDriveTime} desc`, desc(trips.id)];
    return this.db
      .select()
      .from(trips)
      .where(and(eq(trips.username, username), participantVisibleTrip, after))
      .orderBy(...order)
      .limit(options.limit);
  }

  keyUsername = (username: string) => eq(trips.username, username);
  keyProcessStatus = (status: string) => eq(trips.processStatus, status);
  keyReviewStatus = (status: string) => eq(trips.reviewStatus, status);

  /** Segment fields of several trips at once, for the derived trip values of a page. */
  async segmentSummaries(tripIds: readonly string[]): Promise<SegmentSummaryRow[]> {
    if (tripIds.length === 0) return [];
    return this.db
      .select({
        tripId: tripSegments.tripId,
        type: tripSegments.type,
        stateCode: tripSegments.stateCode,
        mileage: tripSegments.mileage,
        fuel: tripSegments.fuel,
        paymentStatus: tripSegments.paymentStatus,
      })
      .from(tripSegments)
      .where(inArray(tripSegments.tripId, [...tripIds]));
  }

  async listSegments(tripId: string, options: PageQuery & { participantView: boolean }): Promise<TripSegmentRow[]> {
    const orderKey = [tripSegments.createdAt, tripSegments.id];
    return this.db
      .select()
      .from(tripSegments)
      .where(
        and(
          eq(tripSegments.tripId, tripId),
          options.participantView ? participantVisibleSegment : undefined,
          afterKey(orderKey, options.after, options.direction),
        ),
      )
      .orderBy(...orderByKey(orderKey, options.direction))
      .limit(options.limit);
  }

  async findSegment(tx: Executor, tripId: string, id: string): Promise<TripSegmentRow | null> {
    const rows = await tx
      .select()
      .from(tripSegments)
      .where(and(eq(tripSegments.id, id), eq(tripSegments.tripId, tripId)))
      .limit(1)
      .for('update');
    return rows[0] ?? null;
  }

  async segmentHasAdjustments(tx: Executor, segmentId: string): Promise<boolean> {
    const rows = await tx
      .select({ id: tripAdjustments.id })
      .from(tripAdjustments)
      .where(eq(tripAdjustments.tripSegmentId, segmentId))
      .limit(1);
    return rows.length > 0;
  }

  async deleteSegment(tx: Executor, id: string): Promise<void> {
    await tx.delete(tripSegments).where(eq(tripSegments.id, id));
  }

  /**
   * A page of a trip's GPS points in track order; the cursor is the point's index. The track is one
   * row (primary key), so the page is cut from it here rather than unnested and sorted in SQL.
   */
  async listBins(tripId: string, options: PageQuery): Promise<TripBinRow[]> {
    const [track] = await this.db.select().from(tripTracks).where(eq(tripTracks.tripId, tripId));
    if (!track) return [];
    const n = track.lat.length;
    const after = options.after ? Number(options.after[0]) : null;
    const asc = options.direction === 'ASC';
    const first = asc ? (after === null ? 0 : after + 1) : after === null ? n - 1 : after - 1;
    const page: TripBinRow[] = [];
    for (let i = first; i >= 0 && i < n && page.length < options.limit; i += asc ? 1 : -1) {
      page.push({
        id: tripBinId(tripId, i),
        index: i,
        tripId,
        username: track.username,
        lat: track.lat[i] ?? 0,
        lng: track.lng[i] ?? 0,
        timestamp: new Date(track.tMs[i] ?? 0),
        timeZone: track.timeZone,
      });
    }
    return page;
  }

  async listAdjustments(tripId: string, options: PageQuery): Promise<TripAdjustmentRow[]> {
    const orderKey = [tripAdjustments.createdAt, tripAdjustments.id];
    return this.db
      .select()
      .from(tripAdjustments)
      .where(and(eq(tripAdjustments.tripId, tripId), afterKey(orderKey, options.after, options.direction)))
      .orderBy(...orderByKey(orderKey, options.direction))
      .limit(options.limit);
  }

  async insertAdjustment(tx: Executor, row: NewTripAdjustmentRow): Promise<TripAdjustmentRow> {
    const [created] = await tx.insert(tripAdjustments).values(row).returning();
    if (!created) throw new Error('trip adjustment insert returned no row');
    return created;
  }

  async updateTrip(
    tx: Executor,
    id: string,
    values: Partial<
      Pick<
        TripRow,
        | 'reviewStatus'
        | 'reviewReason'
        | 'invalid'
        | 'notes'
        | 'processStatus'
        | 'polyline'
        | 'polylines'
        | 'distGps'
        | 'updatedBy'
      >
    >,
    appendLogs: unknown[] = [],
  ): Promise<TripRow> {
    return updateTripRow(tx, id, values, appendLogs);
  }

  /** Ids among `tripIds` with a segment or an adjustment already on a transaction. */
  async billedTripIds(tx: Executor, tripIds: string[]): Promise<string[]> {
    const segs = await tx
      .selectDistinct({ tripId: tripSegments.tripId })
      .from(tripSegments)
      .where(and(inArray(tripSegments.tripId, tripIds), isNotNull(tripSegments.transactionId)));
    const adjs = await tx
      .selectDistinct({ tripId: tripAdjustments.tripId })
      .from(tripAdjustments)
      .where(and(inArray(tripAdjustments.tripId, tripIds), isNotNull(tripAdjustments.transactionId)));
    return [...new Set([...segs, ...adjs].map((r) => r.tripId))];
  }

  /**
   * Moves trips to a participant's vehicle, with the trip records that name the trip's participant:
   * segments, GPS points and adjustments (the device events move through the MRO events service).
   */
  async associate(
    tx: Executor,
    tripIds: string[],
    target: { username: string; vehicleId: string; pilotProgramId: string | null; updatedBy: string },
    log: unknown,
  ): Promise<TripRow[]> {
    const updated = await tx
      .update(trips)
      .set({
        username: target.username,
        vehicleId: target.vehicleId,
        pilotProgramId: target.pilotProgramId,
        updatedBy: target.updatedBy,
        logs: sql`${trips.logs} || ${JSON.stringify([log])}::jsonb`,
        updatedAt: new Date(),
      })
      .where(inArray(trips.id, tripIds))
      .returning();
    await tx
      .update(tripSegments)
      .set({ username: target.username, vehicleId: target.vehicleId, updatedAt: new Date() })
      .where(inArray(tripSegments.tripId, tripIds));
    await tx.update(tripTracks).set({ username: target.username }).where(inArray(tripTracks.tripId, tripIds));
    await tx
      .update(tripAdjustments)
      .set({ username: target.username, vehicleId: target.vehicleId, updatedAt: new Date() })
      .where(inArray(tripAdjustments.tripId, tripIds));
    return updated;
  }

  /** A trip charged from odometer readings (manual report, telematics) and its one segment. */
  async insertOdometerTrip(
    tx: Executor,
    trip: typeof trips.$inferInsert,
    segment: Omit<typeof tripSegments.$inferInsert, 'tripId'>,
  ): Promise<TripRow> {
    const [created] = await tx.insert(trips).values(trip).returning();
    if (!created) throw new Error('trip insert returned no row');
    await tx.insert(tripSegments).values({ ...segment, tripId: created.id });
    return created;
  }
}
