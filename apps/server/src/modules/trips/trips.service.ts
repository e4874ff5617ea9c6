import {
  createTripAdjustmentSchema,
  deleteTripSegmentSchema,
  flagReason,
  isAdmin,
  isTripVisibleToParticipant,
  type TripLogEntry,
  type TripPaymentStatus,
  type TripTotals,
  tripAssociateSchema,
  tripPaymentStatus,
  tripTotals,
  updateTripSchema,
} from '@rc/domain';
import { type Executor, withActor } from '../../db/actor.js';
import type { TripPolylineVersion } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { type JobQueue, noJobs } from '../../jobs/jobs.js';
import type { Page } from '../../lib/cursor.js';
import type { DateKeyCondition } from '../../lib/filters.js';
import { type PageArgs, type PageQuery, paginate, timeKey } from '../../lib/pagination.js';
import { validate } from '../../lib/validation.js';
import type { ComputedSegment, RateContext } from '../charging/engine/types.js';
import { type Actor, requireActor, requireAdmin, requireSelfOrAdmin } from '../identity/actor.js';
import type { MroEventsService } from '../mro-events/mro-events.service.js';
import { segmentCharges } from './trip-charges.js';
import { TRIP_REPROCESS_JOB, type TripReprocessJobData } from './trip-queues.js';
import type { TripReferencesReadModel } from './trip-references.read-model.js';
import type {
  TripAdjustmentRow,
  TripBinRow,
  TripFilter,
  TripRow,
  TripSegmentRow,
  TripsRepository,
} from './trips.repository.js';

export interface TripSummary extends TripTotals {
  paymentStatus: TripPaymentStatus;
}

type TripListArgs = PageArgs & { filter?: TripFilter | null; createdAt?: DateKeyCondition | null };

const EMPTY_PAGE = { items: [], nextToken: null };

/** The longest createdAt range the staff trip search reads (it bounds the index range scanned). */
export const TRIP_SEARCH_MAX_DAYS = 366;
/** The largest page searchTrips serves (the staff table's 10/20/100 rows); the export reads its own. */
export const TRIP_SEARCH_MAX_LIMIT = 100;
/** Rows per page the trips CSV export reads. */
export const TRIP_EXPORT_PAGE_SIZE = 1000;

/** What the staff trip search (/trips and its CSV export) filters by, besides the createdAt range. */
export interface TripSearchFilter {
  processStatus?: string | null;
  reviewStatus?: string | null;
  invalid?: boolean | null;
  username?: string | null;
  pilotProgramId?: string | null;
  vehicleId?: string | null;
}

export type TripSearchArgs = PageArgs & {
  createdAt: DateKeyCondition | null | undefined;
  filter?: TripSearchFilter | null;
};

const searchError = (message: string) => new AppError('BAD_USER_INPUT', 'invalidInput', message);

/** The createdAt range of a trip search: both ends required, from before to, at most TRIP_SEARCH_MAX_DAYS. */
function searchRange(createdAt: DateKeyCondition | null | undefined): DateKeyCondition {
  const c = createdAt ?? {};
  if (c.eq) return c;
  const from = c.ge ?? c.gt ?? c.between?.[0] ?? null;
  const to = c.le ?? c.lt ?? c.between?.[1] ?? null;
  if (!from || !to) {
    throw searchError('createdAt needs a start (ge, gt or between) and an end (le, lt or between).');
  }
  const span = new Date(to).getTime() - new Date(from).getTime();
  if (span < 0) throw searchError('createdAt: the start must not be after the end.');
  if (span > TRIP_SEARCH_MAX_DAYS * 86_400_000) {
    throw searchError(`createdAt: the range may be at most ${TRIP_SEARCH_MAX_DAYS} days.`);
  }
  return c;
}

export interface TripsServiceDeps {
  /** The vehicle, device, participant and rate records trips refer to. */
  references: TripReferencesReadModel;
  /** A trip's device events move with it. */
  mroEvents: Pick<MroEventsService, 'moveTripEvents'>;
  /** Re-process requests are queued here (default: none, for scripts that run no workers). */
  jobs?: JobQueue;
  /** The rates in force at an instant (epoch ms): what a trip was priced with (decision 011). */
  rateContext: (at?: number) => Promise<RateContext>;
}

/** The priced figures of the rates in force when a trip started: what an adjustment is recomputed with. */
export interface TripRatesInForce {
  mroRates: readonly { mroType: string; state: string; centsPerMileageUnit: number; centsPerFuelUnit: number }[];
  tods: readonly { id: string; centsPerMileageUnit: number }[];
  cordons: readonly { id: string; centsPerMileageUnit: number }[];
}

/**
 * Trips and their segments, GPS points and adjustments (participant spec section 2, staff spec
 * sections 2 to 5). Participants reach only their own trips that are processed and at least
 * 0.06 km; anything else is "not found" to them. Processing and charging belong to the trip engine:
 * updateTrip records what staff set (flag, invalidate) and queues a re-process request, which
 * trip-reprocessing.ts carries out (trips.jobs.ts).
 */
export class TripsService {
  private readonly references: TripReferencesReadModel;
  private readonly mroEvents: TripsServiceDeps['mroEvents'];
  private readonly jobs: JobQueue;
  private readonly rateContext: TripsServiceDeps['rateContext'];

  constructor(
    private readonly repo: TripsRepository,
    deps: TripsServiceDeps,
  ) {
    this.references = deps.references;
    this.mroEvents = deps.mroEvents;
    this.jobs = deps.jobs ?? noJobs;
    this.rateContext = deps.rateContext;
  }

  /** Account erasure (decision 020), in the caller's transaction. */
  erasePersonalData(tx: Executor, username: string): Promise<number> {
    return this.repo.erasePersonalData(tx, username);
  }

  /** The trip if the actor may see it: staff any trip, a participant their own visible trips. */
  async requireTrip(actor: Actor | null, id: string): Promise<{ trip: TripRow; staff: boolean }> {
    const a = requireActor(actor);
    const staff = isAdmin(a.groups);
    const trip = await this.repo.findById(id);
    if (!trip) throw new AppError('NOT_FOUND', 'tripNotFound');
    if (!staff && (trip.username !== a.username || !isTripVisibleToParticipant(trip))) {
      throw new AppError('NOT_FOUND', 'tripNotFound');
    }
    return { trip, staff };
  }

  async getTrip(actor: Actor | null, id: string): Promise<TripRow> {
    return (await this.requireTrip(actor, id)).trip;
  }

  /**
   * Staff: the rates the engine priced this trip with, those in force at its start (decision 011), so an
   * adjustment recomputes fees as the trip was charged, not at today's rates.
   */
  async ratesInForce(actor: Actor | null, trip: Pick<TripRow, 'tsStart' | 'createdAt'>): Promise<TripRatesInForce> {
    requireAdmin(actor);
    const rates = await this.rateContext((trip.tsStart ?? trip.createdAt).getTime());
    return {
      mroRates: rates.mroRates,
      tods: rates.tods.map(({ id, centsPerMileageUnit }) => ({ id, centsPerMileageUnit })),
      cordons: rates.cordons.map(({ id, centsPerMileageUnit }) => ({ id, centsPerMileageUnit })),
    };
  }

  private pageTrips(
    args: TripListArgs,
    query: Omit<Parameters<TripsRepository['listTrips']>[0], keyof PageQuery>,
  ): Promise<Page<TripRow>> {
    return paginate(args, {
      defaultDirection: 'DESC',
      arity: 2,
      keyOf: (t) => [timeKey(t.createdAt), t.id],
      fetch: (q) => this.repo.listTrips({ ...q, ...query }),
    });
  }

  /**
   * A participant's trips, newest first; a participant sees only their processed trips of 0.06 km or
   * more, and so does staff asking for the participant's view.
   */
  async getTripsByUsernameByCreatedAt(
    actor: Actor | null,
    args: TripListArgs & { username: string; participantView?: boolean },
  ) {
    const a = requireSelfOrAdmin(actor, args.username);
    return this.pageTrips(args, {
      key: this.repo.keyUsername(args.username),
      createdAt: args.createdAt,
      filter: args.filter,
      participantView: !isAdmin(a.groups) || args.participantView === true,
    });
  }

  /**
   * The trips a participant sees (processed, 0.06 km or more), ordered by when they were driven, newest
   * first (decision 012): the participant's Trips tab. Staff get the same view; their own lists keep
   * the order trips were recorded in.
   */
  async getTripsByUsernameByTsStart(actor: Actor | null, args: PageArgs & { username: string }) {
    requireSelfOrAdmin(actor, args.username);
    return paginate(args, {
      defaultDirection: 'DESC',
      arity: 2,
      keyOf: (t: TripRow) => [timeKey(t.tsStart ?? t.createdAt), t.id],
      fetch: (q) => this.repo.listVisibleTripsByDriveTime(args.username, q),
    });
  }

  async listTrips(actor: Actor | null, args: TripListArgs) {
    requireAdmin(actor);
    return this.pageTrips(args, { filter: args.filter });
  }

  /**
   * Staff: every trip created in a range (all process statuses, invalid ones too), filtered by any of
   * process status, review status, validity, participant, pilot program and vehicle together; newest
   * first. The most selective indexed equality leads the scan (participant, then process status, then
   * review status; otherwise the createdAt index), the other conditions filter that range.
   */
  async searchTrips(actor: Actor | null, args: TripSearchArgs): Promise<Page<TripRow>> {
    if (args.limit != null && (!Number.isInteger(args.limit) || args.limit < 1 || args.limit > TRIP_SEARCH_MAX_LIMIT)) {
      throw searchError(`limit must be between 1 and ${TRIP_SEARCH_MAX_LIMIT}.`);
    }
    return this.searchPage(actor, args);
  }

  private searchPage(actor: Actor | null, args: TripSearchArgs): Promise<Page<TripRow>> {
    requireAdmin(actor);
    const createdAt = searchRange(args.createdAt);
    const f = args.filter ?? {};
    const key = f.username
      ? this.repo.keyUsername(f.username)
      : f.processStatus
        ? this.repo.keyProcessStatus(f.processStatus)
        : f.reviewStatus
          ? this.repo.keyReviewStatus(f.reviewStatus)
          : undefined;
    return this.pageTrips(args, { key, createdAt, filter: f });
  }

  /** A page of 1000 of the staff trip search with each trip's derived values (the CSV export). */
  async searchTripsExportPage(
    actor: Actor | null,
    args: Omit<TripSearchArgs, 'limit' | 'nextToken'>,
    nextToken: string | null,
  ): Promise<Page<TripRow & TripSummary>> {
    const page = await this.searchPage(actor, { ...args, limit: TRIP_EXPORT_PAGE_SIZE, nextToken });
    const summaries = await this.summaries(page.items.map((t) => t.id));
    return { items: page.items.map((t, i) => ({ ...t, ...(summaries[i] as TripSummary) })), nextToken: page.nextToken };
  }

  async getTripsByReviewStatusByCreatedAt(actor: Actor | null, args: TripListArgs & { reviewStatus: string }) {
    requireAdmin(actor);
    return this.pageTrips(args, {
      key: this.repo.keyReviewStatus(args.reviewStatus),
      createdAt: args.createdAt,
      filter: args.filter,
    });
  }

  async getTripsByProcessStatusByCreatedAt(actor: Actor | null, args: TripListArgs & { processStatus: string }) {
    requireAdmin(actor);
    return this.pageTrips(args, {
      key: this.repo.keyProcessStatus(args.processStatus),
      createdAt: args.createdAt,
      filter: args.filter,
    });
  }

  /**
   * Derived values of trips the caller has already been allowed to see: total and billable
   * distance, total fuel and the trip-level payment status, from all of each trip's segments.
   */
  async summaries(tripIds: readonly string[]): Promise<TripSummary[]> {
    const rows = await this.repo.segmentSummaries(tripIds);
    const byTrip = new Map<string, typeof rows>();
    for (const r of rows) byTrip.set(r.tripId, [...(byTrip.get(r.tripId) ?? []), r]);
    return tripIds.map((id) => {
      const segments = byTrip.get(id) ?? [];
      return { ...tripTotals(segments), paymentStatus: tripPaymentStatus(segments) };
    });
  }

  /** Segments of a trip; participants do not see state segments in CA nor public/private ones outside CA. */
  async listTripSegments(actor: Actor | null, args: PageArgs & { tripId: string }): Promise<Page<TripSegmentRow>> {
    const { trip, staff } = await this.requireTrip(actor, args.tripId);
    return paginate(args, {
      defaultDirection: 'ASC',
      arity: 2,
      keyOf: (s) => [timeKey(s.createdAt), s.id],
      fetch: (q) => this.repo.listSegments(trip.id, { ...q, participantView: !staff }),
    });
  }

  /** GPS points of a trip, for its participant and staff only; none for devices without location. */
  async listTripBins(actor: Actor | null, args: PageArgs & { tripId: string }): Promise<Page<TripBinRow>> {
    const { trip } = await this.requireTrip(actor, args.tripId);
    if (!(await this.references.tripRecordsLocation(trip))) return EMPTY_PAGE;
    return paginate(args, {
      defaultDirection: 'ASC',
      arity: 1,
      keyOf: (b) => [b.index],
      fetch: (q) => this.repo.listBins(trip.id, q),
    });
  }

  async listTripAdjustments(
    actor: Actor | null,
    args: PageArgs & { tripId: string },
  ): Promise<Page<TripAdjustmentRow>> {
    const { trip } = await this.requireTrip(actor, args.tripId);
    return paginate(args, {
      defaultDirection: 'ASC',
      arity: 2,
      keyOf: (a) => [timeKey(a.createdAt), a.id],
      fetch: (q) => this.repo.listAdjustments(trip.id, q),
    });
  }

  /**
   * Staff correct a trip's charges: a note and at least one changed amount are required; the
   * adjustment starts pending and is billed on the next statement.
   */
  async createTripAdjustment(actor: Actor | null, raw: unknown): Promise<TripAdjustmentRow> {
    const admin = requireAdmin(actor);
    const input = validate(createTripAdjustmentSchema, raw);
    const trip = await this.repo.findById(input.tripId);
    if (!trip) throw new AppError('NOT_FOUND', 'tripNotFound');
    if (input.username && input.username !== trip.username) {
      throw new AppError('BAD_USER_INPUT', 'tripParticipantMismatch');
    }
    let vehicleId = trip.vehicleId;
    if (input.vehicleId) {
      const vehicle = await this.references.findVehicle(input.vehicleId);
      if (!vehicle || vehicle.username !== trip.username) {
        throw new AppError('BAD_USER_INPUT', 'tripAssociateVehicleNotOwned');
      }
      vehicleId = vehicle.id;
    }
    if (!(await this.references.referencesExist(input))) {
      throw new AppError('BAD_USER_INPUT', 'tripAdjustmentReferenceNotFound');
    }
    return withActor(this.repo.db, admin.username, async (tx) => {
      const segment = input.tripSegmentId ? await this.repo.findSegment(tx, trip.id, input.tripSegmentId) : null;
      if (input.tripSegmentId && !segment) throw new AppError('BAD_USER_INPUT', 'tripAdjustmentSegmentNotOnTrip');
      if (!input.vehicleId && segment?.vehicleId) vehicleId = segment.vehicleId;
      if ((input.adjFuel !== 0 || input.adjFuelFeeCents !== 0) && !vehicleId) {
        throw new AppError('BAD_USER_INPUT', 'adjustVehicleNotFound');
      }
      return this.repo.insertAdjustment(tx, {
        tripId: trip.id,
        username: trip.username,
        vehicleId,
        tripSegmentId: segment?.id ?? null,
        tripSegmentDate: input.tripSegmentDate ?? segment?.tsStart ?? trip.tsStart,
        type: input.type ?? segment?.type ?? null,
        state: input.state ?? segment?.state ?? null,
        stateCode: input.stateCode ?? segment?.stateCode ?? null,
        cordonId: input.cordonId ?? segment?.cordonId ?? null,
        cordonName: input.cordonName ?? segment?.cordonName ?? null,
        todId: input.todId ?? segment?.todId ?? null,
        todName: input.todName,
        tollId: input.tollId ?? segment?.tollId ?? null,
        adjMileage: input.adjMileage,
        adjMileageFeeCents: input.adjMileageFeeCents,
        adjFuel: input.adjFuel,
        adjFuelFeeCents: input.adjFuelFeeCents,
        adjCordonFeeCents: input.adjCordonFeeCents,
        adjTodFeeCents: input.adjTodFeeCents,
        adjTollFeeCents: input.adjTollFeeCents,
        note: input.note,
        content: input.content,
        paymentStatus: 'pending',
        transactionId: null,
        createdBy: admin.username,
        updatedBy: admin.username,
      });
    });
  }

  /**
   * An upheld dispute's credit (the disputes module), in its transaction: an adjustment of the trip's
   * road charge by −creditCents with the decision as its note, billed on the next statement like every
   * adjustment. The caller has checked the amount against what was disputed.
   */
  async creditTripIn(
    tx: Executor,
    admin: Actor,
    input: { tripId: string; creditCents: number; note: string; stateCode?: string | null },
  ): Promise<TripAdjustmentRow> {
    const trip = await this.repo.findById(input.tripId);
    if (!trip) throw new AppError('NOT_FOUND', 'tripNotFound');
    return this.repo.insertAdjustment(tx, {
      tripId: trip.id,
      username: trip.username,
      vehicleId: trip.vehicleId,
      stateCode: input.stateCode ?? null,
      tripSegmentId: null,
      tripSegmentDate: trip.tsStart,
      type: null,
      adjMileage: 0,
      adjMileageFeeCents: -input.creditCents,
      adjFuel: 0,
      adjFuelFeeCents: 0,
      adjCordonFeeCents: 0,
      adjTodFeeCents: 0,
      adjTollFeeCents: 0,
      note: input.note,
      paymentStatus: 'pending',
      transactionId: null,
      createdBy: admin.username,
      updatedBy: admin.username,
    });
  }

  /** Staff remove a segment that is not billed yet; billed segments are corrected with adjustments. */
  async deleteTripSegment(actor: Actor | null, raw: unknown): Promise<TripSegmentRow> {
    const admin = requireAdmin(actor);
    const input = validate(deleteTripSegmentSchema, raw);
    return withActor(this.repo.db, admin.username, async (tx) => {
      const segment = await this.repo.findSegment(tx, input.tripId, input.id);
      if (!segment) throw new AppError('NOT_FOUND', 'tripSegmentNotFound');
      if (segment.transactionId || segment.paymentStatus === 'paid') {
        throw new AppError('BAD_USER_INPUT', 'tripSegmentBilled');
      }
      if (await this.repo.segmentHasAdjustments(tx, segment.id)) {
        throw new AppError('BAD_USER_INPUT', 'tripSegmentHasAdjustments');
      }
      await this.repo.deleteSegment(tx, segment.id);
      return segment;
    });
  }

  /**
   * The staff actions on a trip: flag (reviewStatus pending/completed; a flag without a reason is
   * 'admin'), invalidate (invalid true needs a note) and request re-processing (processStatus
   * pending with a new route and GPS distance: the original route is kept in polylines the first
   * time). Every action appends a log line. The trip engine does the re-processing itself.
   */
  async updateTrip(actor: Actor | null, raw: unknown): Promise<TripRow> {
    const admin = requireAdmin(actor);
    const input = validate(updateTripSchema, raw);
    // An invalidation's note is also the audit event's note, so the trail says why.
    const auditNote = input.invalid === true ? input.notes : null;
    return withActor(
      this.repo.db,
      admin.username,
      async (tx) => {
        const trip = await this.repo.lockById(tx, input.id);
        if (!trip) throw new AppError('NOT_FOUND', 'tripNotFound');
        const now = new Date().toISOString();
        const logs: TripLogEntry[] = [];
        const log = (message: string) => logs.push({ timestamp: now, username: admin.username, message });
        const values: Parameters<TripsRepository['updateTrip']>[2] = {};

        if (input.reviewStatus === 'pending') {
          values.reviewStatus = 'pending';
          values.reviewReason = flagReason(input.reviewReason);
          log(`Flagged for review (${values.reviewReason}).`);
        } else if (input.reviewStatus === 'completed') {
          values.reviewStatus = 'completed';
          if (input.reviewReason) values.reviewReason = input.reviewReason;
          log('Review completed.');
        } else if (input.reviewReason) {
          values.reviewReason = input.reviewReason;
        }

        if (input.notes) values.notes = input.notes;
        if (input.invalid != null && input.invalid !== trip.invalid) {
          values.invalid = input.invalid;
          log(input.invalid ? `Invalidated: ${input.notes}` : 'Marked valid again.');
        }

        if (input.processStatus === 'pending') {
          if (trip.locationDestroyedAt) {
            // Its GPS points are gone: computing it again would charge it from the odometer alone.
            throw new AppError(
              'BAD_USER_INPUT',
              'invalidInput',
              'The location data of this trip was destroyed (retention period); it cannot be re-processed.',
            );
          }
          values.processStatus = 'pending';
          const changed = input.polyline != null && input.polyline !== trip.polyline;
          const versions: TripPolylineVersion[] = [...trip.polylines];
          if (trip.polyline && versions.length === 0) {
            versions.push({
              polyline: trip.polyline,
              description: 'original',
              createdBy: 'system',
              createdAt: trip.createdAt.toISOString(),
            });
          } else if (changed && trip.polyline && !versions.some((v) => v.polyline === trip.polyline)) {
            versions.push({
              polyline: trip.polyline,
              description: 'replaced by re-process',
              createdBy: admin.username,
              createdAt: now,
            });
          }
          if (versions.length !== trip.polylines.length) values.polylines = versions;
          if (changed) values.polyline = input.polyline;
          if (input.distGps != null) values.distGps = input.distGps;
          const what = [changed ? 'new route' : null, input.distGps != null ? `GPS distance ${input.distGps} km` : null]
            .filter(Boolean)
            .join(', ');
          log(`Re-process requested${what ? ` (${what})` : ''}.`);
          for (const line of input.logs ?? []) log(line);
        } else if (input.logs?.length) {
          for (const line of input.logs) log(line);
        }

        if (Object.keys(values).length === 0 && logs.length === 0) {
          throw new AppError(
            'BAD_USER_INPUT',
            'invalidInput',
            'Nothing to change: flag, invalidate or re-process the trip.',
          );
        }
        const updated = await this.repo.updateTrip(tx, trip.id, { ...values, updatedBy: admin.username }, logs);
        if (input.processStatus === 'pending') {
          // The recomputation runs as a job queued with this change: it exists iff the request commits.
          const useRoute = input.polyline != null && input.polyline !== trip.polyline;
          await this.jobs.sendInTransaction(
            tx,
            TRIP_REPROCESS_JOB,
            { tripId: trip.id, useRoute, requestedBy: admin.username } satisfies TripReprocessJobData,
            { singletonKey: trip.id },
          );
        }
        return updated;
      },
      { note: auditNote },
    );
  }

  /**
   * Stores a distance charged from odometer readings (an approved manual report or a telematics
   * reading) as one processed trip with its single public segment, in the caller's transaction.
   * recordId is the source record (mileage report or reading); the caller has authorised the change.
   */
  async recordOdometerTrip(
    tx: Executor,
    input: {
      recordId: string;
      username: string;
      vehicleId: string;
      vehicleVin: string | null;
      mroId: string | null;
      odometerStartKm: number;
      odometerEndKm: number;
      segment: ComputedSegment;
      updatedBy: string;
      log: string;
    },
  ): Promise<TripRow> {
    const s = input.segment;
    const now = new Date();
    const tsStart = new Date(s.tsStart);
    const tsEnd = new Date(s.tsEnd);
    return this.repo.insertOdometerTrip(
      tx,
      {
        recordId: input.recordId,
        username: input.username,
        vehicleId: input.vehicleId,
        vehicleVin: input.vehicleVin,
        pilotProgramId: (await this.references.participantProgramId(input.username, tx)) ?? null,
        mroId: input.mroId,
        tsStart,
        tsEnd,
        distMro: s.mileage,
        odoMro: input.odometerEndKm,
        odoMroStart: input.odometerStartKm,
        odoMroEnd: input.odometerEndKm,
        fuel: s.fuel,
        totalFuel: s.fuel,
        processStatus: 'processed',
        processMsg: 'Trip processed.',
        processedAt: now,
        logs: [{ timestamp: now.toISOString(), username: input.updatedBy, message: input.log } satisfies TripLogEntry],
        mileageFeeCents: s.mileageFeeCents,
        fuelFeeCents: s.fuelFeeCents,
        cordonFeeCents: s.cordonFeeCents,
        todFeeCents: s.todFeeCents,
        tollFeeCents: s.tollFeeCents,
        updatedBy: input.updatedBy,
      },
      {
        vehicleId: input.vehicleId,
        username: input.username,
        tsStart,
        tsEnd,
        type: s.type,
        state: s.state,
        stateCode: s.stateCode,
        ...segmentCharges(s),
        polylines: [],
        paymentStatus: 'pending',
      },
    );
  }

  /** Staff assign trips to a participant's vehicle; trips already billed cannot move. */
  async tripAssociate(
    actor: Actor | null,
    raw: { trips: readonly (string | number)[]; username: string | number; vehicle_id: string | number },
  ): Promise<TripRow[]> {
    const admin = requireAdmin(actor);
    const input = validate(tripAssociateSchema, {
      trips: raw.trips.map(String),
      username: String(raw.username),
      vehicle_id: String(raw.vehicle_id),
    });
    const ids = [...new Set(input.trips)];
    const vehicle = await this.references.findVehicle(input.vehicle_id);
    if (!vehicle || vehicle.username !== input.username) {
      throw new AppError('BAD_USER_INPUT', 'tripAssociateVehicleNotOwned');
    }
    return withActor(this.repo.db, admin.username, async (tx) => {
      const found = await this.repo.lockByIds(tx, ids);
      if (found.length !== ids.length) throw new AppError('NOT_FOUND', 'tripNotFound');
      const moving = found.filter((t) => t.username !== input.username || t.vehicleId !== vehicle.id);
      const movingIds = moving.map((t) => t.id);
      if (movingIds.length && (await this.repo.billedTripIds(tx, movingIds)).length) {
        throw new AppError('BAD_USER_INPUT', 'tripAssociateBilled');
      }
      const pilotProgramId = (await this.references.participantProgramId(input.username, tx)) ?? null;
      const updated = movingIds.length
        ? await this.repo.associate(
            tx,
            movingIds,
            { username: input.username, vehicleId: vehicle.id, pilotProgramId, updatedBy: admin.username },
            {
              timestamp: new Date().toISOString(),
              username: admin.username,
              message: `Associated with participant ${input.username}, vehicle ${vehicle.id}.`,
            } satisfies TripLogEntry,
          )
        : [];
      await this.mroEvents.moveTripEvents(tx, movingIds, { username: input.username, vehicleId: vehicle.id });
      const byId = new Map([...found, ...updated].map((t) => [t.id, t]));
      return ids.map((id) => byId.get(id) as TripRow);
    });
  }
}
