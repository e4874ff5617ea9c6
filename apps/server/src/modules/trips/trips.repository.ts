import { LIMITS } from '@rc/domain';
import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import {
  cordons,
  mileageReportingOptions,
  mroEvents,
  participants,
  tods,
  tolls,
  tripAdjustments,
  tripBins,
  tripSegments,
  trips,
  vehicles,
} from '../../db/schema/index.js';
import { type DateKeyCondition, dateCondition } from '../../lib/filters.js';
import { afterKey, orderByKey, type PageQuery } from '../../lib/pagination.js';

export type TripRow = typeof trips.$inferSelect;
export type TripSegmentRow = typeof tripSegments.$inferSelect;
export type TripBinRow = typeof tripBins.$inferSelect;
export type TripAdjustmentRow = typeof tripAdjustments.$inferSelect;
export type NewTripAdjustmentRow = typeof tripAdjustments.$inferInsert;

/** Optional conditions of every trip list (the `filter` argument). */
export interface TripFilter {
  createdAt?: DateKeyCondition | null;
  processStatus?: string | null;
  reviewStatus?: string | null;
  invalid?: boolean | null;
  vehicleId?: string | null;
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

/** The participant's view of segments (isSegmentVisibleToParticipant): CA public/private, state outside CA. */
const participantVisibleSegment = sql`((${tripSegments.type} in ('public', 'private') and ${tripSegments.stateCode} = 'CA') or (${tripSegments.type} = 'state' and ${tripSegments.stateCode} is distinct from 'CA'))`;

/** Updates a trip's columns and appends log entries to its logs (staff edits and the trip processor alike). */
async function updateTripRow(
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
          afterKey(orderKey, options.after, options.direction),
        ),
      )
      .orderBy(...orderByKey(orderKey, options.direction))
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

  async listBins(tripId: string, options: PageQuery): Promise<TripBinRow[]> {
    const orderKey = [tripBins.timestamp, tripBins.id];
    return this.db
      .select()
      .from(tripBins)
      .where(and(eq(tripBins.tripId, tripId), afterKey(orderKey, options.after, options.direction)))
      .orderBy(...orderByKey(orderKey, options.direction))
      .limit(options.limit);
  }

  /**
   * Whether the trip's reporting method records location: not for a vehicle reporting through a
   * device without location, nor for a trip whose device has GPS disabled.
   */
  async tripRecordsLocation(trip: Pick<TripRow, 'vehicleId' | 'mroId'>): Promise<boolean> {
    if (trip.vehicleId) {
      const [vehicle] = await this.db
        .select({ mroType: vehicles.mroType })
        .from(vehicles)
        .where(eq(vehicles.id, trip.vehicleId))
        .limit(1);
      if (vehicle?.mroType === 'automatedWithoutLocation') return false;
    }
    if (trip.mroId) {
      const [device] = await this.db
        .select({ gpsEnabled: mileageReportingOptions.gpsEnabled })
        .from(mileageReportingOptions)
        .where(eq(mileageReportingOptions.id, trip.mroId))
        .limit(1);
      if (device && !device.gpsEnabled) return false;
    }
    return true;
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

  /** A vehicle's owner and reporting type, or null. */
  async findVehicle(
    id: string,
    executor: Executor = this.db,
  ): Promise<{ id: string; username: string; mroType: string } | null> {
    const rows = await executor
      .select({ id: vehicles.id, username: vehicles.username, mroType: vehicles.mroType })
      .from(vehicles)
      .where(eq(vehicles.id, id))
      .limit(1);
    return rows[0] ?? null;
  }

  async participantProgramId(username: string, executor: Executor = this.db): Promise<string | null | undefined> {
    const rows = await executor
      .select({ programId: participants.participantPilotProgramId })
      .from(participants)
      .where(eq(participants.username, username))
      .limit(1);
    return rows[0] ? rows[0].programId : undefined;
  }

  /** Whether each referenced rate record of an adjustment exists. */
  async referencesExist(refs: {
    cordonId: string | null;
    todId: string | null;
    tollId: string | null;
  }): Promise<boolean> {
    const checks: Promise<unknown[]>[] = [];
    if (refs.cordonId)
      checks.push(this.db.select({ id: cordons.id }).from(cordons).where(eq(cordons.id, refs.cordonId)));
    if (refs.todId) checks.push(this.db.select({ id: tods.id }).from(tods).where(eq(tods.id, refs.todId)));
    if (refs.tollId) checks.push(this.db.select({ id: tolls.id }).from(tolls).where(eq(tolls.id, refs.tollId)));
    const found = await Promise.all(checks);
    return found.every((rows) => rows.length > 0);
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
   * Moves trips to a participant's vehicle, with the records that name the trip's participant:
   * segments, GPS points, adjustments and device events.
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
    await tx.update(tripBins).set({ username: target.username }).where(inArray(tripBins.tripId, tripIds));
    await tx
      .update(tripAdjustments)
      .set({ username: target.username, vehicleId: target.vehicleId, updatedAt: new Date() })
      .where(inArray(tripAdjustments.tripId, tripIds));
    await tx
      .update(mroEvents)
      .set({ username: target.username, vehicleId: target.vehicleId, updatedAt: new Date() })
      .where(inArray(mroEvents.tripId, tripIds));
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

// --- The trip processor's SQL (device trips, re-processing) -------------------------------------

export type NewTripRow = typeof trips.$inferInsert;
export type NewTripSegmentRow = typeof tripSegments.$inferInsert;

/** The GPS points of a trip as parallel arrays (one bulk insert, whatever the trip's length). */
export interface BinColumns {
  ids: string[];
  lat: number[];
  lng: number[];
  /** Epoch milliseconds. */
  t: number[];
}

/** `{a,b,c}`: a PostgreSQL array literal of numbers or plain identifiers, sent as ONE parameter. */
const pgArray = (values: readonly (number | string)[]) => `{${values.join(',')}}`;

export class TripProcessingRepository {
  constructor(readonly db: Database) {}

  /**
   * Serialises the processing of one participant's trips until the transaction ends, so the
   * "cordon entry fee once per day" check and the running totals see every earlier trip.
   */
  async lockParticipant(tx: Executor, username: string, options: { relaxCommit?: boolean } = {}): Promise<void> {
    // relaxCommit: the commit need not wait for the disk. For a delivered trip everything written
    // is derived from its stored delivery and committed with the delivery's "processed" status, so
    // a commit lost in a crash leaves the delivery pending and the sweeper processes it again.
    const relax = options.relaxCommit ? sql`set_config('synchronous_commit', 'off', true), ` : sql``;
    await tx.execute(sql`select ${relax}pg_advisory_xact_lock(hashtext(${`trips:${username}`}))`);
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
    if (rows.length) await tx.insert(tripSegments).values(rows);
  }

  /** All GPS points of a trip in one statement (parallel arrays unnested; ids made by the caller). */
  async insertBins(tx: Executor, tripId: string, username: string, timeZone: string, bins: BinColumns) {
    if (bins.ids.length === 0) return;
    await tx.execute(sql`
      insert into ${tripBins} (id, trip_id, username, lat, lng, "timestamp", time_zone)
      select u.id, ${tripId}, ${username}, u.lat, u.lng, to_timestamp(u.t / 1000.0), ${timeZone}
      from unnest(${pgArray(bins.ids)}::text[], ${pgArray(bins.lat)}::float8[], ${pgArray(bins.lng)}::float8[],
                  ${pgArray(bins.t)}::float8[]) as u(id, lat, lng, t)`);
  }

  async deleteBins(tx: Executor, tripId: string): Promise<void> {
    await tx.delete(tripBins).where(eq(tripBins.tripId, tripId));
  }

  /** The stored GPS points of a trip in time order (re-processing). */
  async listBinPoints(tx: Executor, tripId: string): Promise<{ id: string; lat: number; lng: number; t: number }[]> {
    const rows = await tx
      .select({ id: tripBins.id, lat: tripBins.lat, lng: tripBins.lng, timestamp: tripBins.timestamp })
      .from(tripBins)
      .where(eq(tripBins.tripId, tripId))
      .orderBy(tripBins.timestamp, tripBins.id);
    return rows.map((r) => ({ id: r.id, lat: r.lat, lng: r.lng, t: r.timestamp.getTime() }));
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
