import { randomUUID } from 'node:crypto';
import { APP_VERSION, BILLING_STATE_CODE, type PilotShortName, type TripLogEntry } from '@rc/domain';
import type { Executor, Transaction } from '../../db/actor.js';
import { computeTrip } from '../charging/engine/index.js';
import type { ComputedSegment, ComputedTrip, RateContext, TrackPoint, TripInput } from '../charging/engine/types.js';
import type { NewTripSegmentRow, TripProcessingRepository } from './trip-processing.repository.js';
import { type TripRow, type TripSegmentRow, tripBinId } from './trips.repository.js';

/** Recorded on every trip the engine computed (Trip.routeEngine / routeEngineVersion). */
export const ROUTE_ENGINE = 'rc-engine';

/** The user trip processing acts as. */
export const SYSTEM = 'System';
const HOUR = 3600 * 1000;

/** The fees of a trip or of a set of segments, in integer cents (and km / litres). */
interface Totals {
  mileage: number;
  fuel: number;
  mileageFeeCents: number;
  fuelFeeCents: number;
  cordonFeeCents: number;
  todFeeCents: number;
  tollFeeCents: number;
}

function sumSegments(segments: readonly Pick<TripSegmentRow, keyof Totals | 'type' | 'stateCode'>[]): Totals {
  const t: Totals = {
    mileage: 0,
    fuel: 0,
    mileageFeeCents: 0,
    fuelFeeCents: 0,
    cordonFeeCents: 0,
    todFeeCents: 0,
    tollFeeCents: 0,
  };
  for (const s of segments) {
    // The charged layer: public and private segments (state segments carry the same mileage, no fees).
    if (s.type === 'state') continue;
    t.mileage += s.mileage;
    t.fuel += s.fuel;
    t.mileageFeeCents += s.mileageFeeCents;
    t.fuelFeeCents += s.fuelFeeCents;
    t.cordonFeeCents += s.cordonFeeCents;
    t.todFeeCents += s.todFeeCents;
    t.tollFeeCents += s.tollFeeCents;
  }
  return t;
}

/** A trip log line written by processing (as the System user). */
export const tripLog = (message: string, at = new Date()): TripLogEntry => ({
  timestamp: at.toISOString(),
  username: SYSTEM,
  message,
});

const cents = (n: number) => `$${(n / 100).toFixed(2)}`;

export function describeFees(c: Omit<Totals, 'mileage' | 'fuel'>): string {
  const parts = [`mileage fee ${cents(c.mileageFeeCents)}`, `fuel-tax credit ${cents(c.fuelFeeCents)}`];
  if (c.cordonFeeCents) parts.push(`cordon fee ${cents(c.cordonFeeCents)}`);
  if (c.todFeeCents) parts.push(`time-of-day fee ${cents(c.todFeeCents)}`);
  if (c.tollFeeCents) parts.push(`toll fee ${cents(c.tollFeeCents)}`);
  return parts.join(', ');
}

/** An error's message as a trip or event records it. */
export const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/** Points of a route without times (a staff-drawn polyline), timed evenly by distance over the trip. */
export function timeRoute(route: readonly (readonly [number, number])[], tsStart: number, tsEnd: number): TrackPoint[] {
  if (route.length === 0) return [];
  const cumulative = [0];
  for (let i = 1; i < route.length; i++) {
    const [aLat, aLng] = route[i - 1] as readonly [number, number];
    const [bLat, bLng] = route[i] as readonly [number, number];
    const dLat = ((bLat - aLat) * Math.PI) / 180;
    // Equirectangular distance: only the proportions along the route matter here.
    const x = (((bLng - aLng) * Math.PI) / 180) * Math.cos((((aLat + bLat) / 2) * Math.PI) / 180);
    cumulative.push((cumulative[i - 1] as number) + Math.sqrt(dLat * dLat + x * x));
  }
  const total = cumulative.at(-1) as number;
  const span = Math.max(0, tsEnd - tsStart);
  return route.map(([lat, lng], i) => ({
    lat,
    lng,
    t: tsStart + (total > 0 ? Math.round(((cumulative[i] as number) / total) * span) : 0),
  }));
}

/**
 * Trip computation: a trip's input becomes segments and fees through the pure engine
 * (modules/charging), and the results are stored in the caller's transaction. Used by ingestion
 * (a delivered trip) and re-processing (a trip staff sent back) alike, which decide where the input
 * comes from and what else the trip changes.
 */
export class TripCharges {
  constructor(private readonly repo: TripProcessingRepository) {}

  /**
   * Runs the engine on a trip of `username`, with the cordon days the participant has already
   * paid an entry fee for around the trip (read in `tx`, under the participant's processing lock).
   */
  async compute(
    tx: Executor,
    username: string,
    input: Omit<TripInput, 'cordonDaysCharged'>,
    rates: RateContext,
  ): Promise<ComputedTrip> {
    const cordonDaysCharged = await this.cordonDays(tx, username, input.pilot, input.tsStart, input.tsEnd, rates);
    return computeTrip({ ...input, cordonDaysCharged }, rates);
  }

  /**
   * Deletes the trip's segments that may be recomputed and returns those that must stay: segments
   * on a transaction or paid (billed) and segments that adjustments refer to.
   */
  async clearForRecompute(tx: Transaction, tripId: string): Promise<TripSegmentRow[]> {
    const segments = await this.repo.listSegments(tx, tripId);
    if (segments.length === 0) return [];
    const adjusted = await this.repo.adjustedSegmentIds(
      tx,
      segments.filter((s) => !s.transactionId && s.paymentStatus !== 'paid').map((s) => s.id),
    );
    const kept = segments.filter((s) => s.transactionId || s.paymentStatus === 'paid' || adjusted.has(s.id));
    const keptIds = new Set(kept.map((s) => s.id));
    await this.repo.deleteSegments(
      tx,
      segments.filter((s) => !keptIds.has(s.id)).map((s) => s.id),
    );
    return kept;
  }

  /**
   * Stores the computed segments, or — when segments had to be kept — one pending adjustment for
   * the difference between the new computation and the kept segments. Returns how the charged
   * totals moved (for the vehicle and participant running totals).
   */
  async storeSegments(
    tx: Transaction,
    a: {
      tripId: string;
      username: string;
      vehicleId: string | null;
      computed: ComputedTrip;
      kept: TripSegmentRow[];
      /** How many GPS points the trip keeps (0 for none): segments name their first and last. */
      pointCount: number;
      now: Date;
      note: string;
      /** The trip as it was (null for a new trip): what it had charged until now. */
      before: Pick<TripRow, 'mileageFeeCents' | 'fuelFeeCents'> | null;
    },
  ): Promise<{ mileageFeeCents: number; fuelFeeCents: number }> {
    // Whether as new segments or as kept segments plus an adjustment, the trip now charges the
    // computed totals: the running totals move by the difference to what it charged before.
    const delta = {
      mileageFeeCents: a.computed.mileageFeeCents - (a.before?.mileageFeeCents ?? 0),
      fuelFeeCents: a.computed.fuelFeeCents - (a.before?.fuelFeeCents ?? 0),
    };
    if (a.kept.length === 0) {
      await this.repo.insertSegments(tx, newSegmentRows(a));
      return delta;
    }
    const keptTotals = sumSegments(a.kept);
    const diff = {
      adjMileage: round6(a.computed.distMro - keptTotals.mileage),
      adjFuel: round6(a.computed.fuel - keptTotals.fuel),
      adjMileageFeeCents: a.computed.mileageFeeCents - keptTotals.mileageFeeCents,
      adjFuelFeeCents: a.computed.fuelFeeCents - keptTotals.fuelFeeCents,
      adjCordonFeeCents: a.computed.cordonFeeCents - keptTotals.cordonFeeCents,
      adjTodFeeCents: a.computed.todFeeCents - keptTotals.todFeeCents,
      adjTollFeeCents: a.computed.tollFeeCents - keptTotals.tollFeeCents,
    };
    if (Object.values(diff).some((v) => v !== 0)) {
      await this.repo.insertAdjustment(tx, {
        tripId: a.tripId,
        username: a.username,
        vehicleId: a.vehicleId,
        tripSegmentDate: a.kept[0]?.tsStart ?? null,
        type: 'public',
        state: 'California',
        stateCode: BILLING_STATE_CODE,
        ...diff,
        note: `${a.note}: difference between the new computation and the segments already billed or adjusted.`,
        paymentStatus: 'pending',
        createdBy: SYSTEM,
        updatedBy: SYSTEM,
      });
    }
    return delta;
  }

  /** The segments of new trips (deliveries processed together), in one statement. */
  async storeNewTripsSegments(tx: Transaction, tripsOf: readonly NewTripSegments[]): Promise<void> {
    await this.repo.insertSegments(tx, tripsOf.flatMap(newSegmentRows));
  }

  /**
   * Whether a trip's charges depend on the participant's earlier trips: the cordon entry fee is paid
   * once a local day, so a trip must see the segments of the trips before it. Otherwise a
   * participant's trips can be computed in any order, or together.
   */
  dependsOnEarlierTrips(pilot: PilotShortName, rates: RateContext): boolean {
    return pilot === 'MBUF+C' && rates.cordons.length > 0;
  }

  /** Cordon days already charged around the trip; only the cordon pilot pays cordon fees. */
  private async cordonDays(
    tx: Executor,
    username: string,
    pilot: PilotShortName,
    tsStart: number,
    tsEnd: number,
    rates: RateContext,
  ): Promise<ReadonlySet<string>> {
    if (!this.dependsOnEarlierTrips(pilot, rates)) return new Set();
    // A local day is at most 25 hours long: this window holds every segment of the trip's local days.
    return this.repo.cordonDaysCharged(
      tx,
      username,
      new Date(tsStart - 26 * HOUR),
      new Date(tsEnd + 26 * HOUR),
      rates.timeZone,
    );
  }
}

/** The participant's home state (two letters), else the billing state. */
export function homeState(participant: { state: string | null }): string {
  const state = participant.state?.trim().toUpperCase();
  return state && /^[A-Z]{2}$/.test(state) ? state : BILLING_STATE_CODE;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

function tripFees(c: ComputedTrip | ComputedSegment) {
  return {
    mileageFeeCents: c.mileageFeeCents,
    fuelFeeCents: c.fuelFeeCents,
    cordonFeeCents: c.cordonFeeCents,
    todFeeCents: c.todFeeCents,
    tollFeeCents: c.tollFeeCents,
  };
}

/** What every engine run records on its trip: processed now by this engine, the fees, a review when distances disagree. */
export function processedFields(computed: ComputedTrip, now: Date) {
  return {
    processStatus: 'processed' as const,
    processMsg: null,
    processedAt: now,
    routeEngine: ROUTE_ENGINE,
    routeEngineVersion: APP_VERSION,
    ...tripFees(computed),
    ...(computed.distanceDiscrepancy
      ? { reviewStatus: 'pending' as const, reviewReason: 'distanceDiscrepancy' as const }
      : {}),
    updatedBy: SYSTEM,
  };
}

/** A computed segment's distances, shares and fees, as a trip segment row stores them. */
export function segmentCharges(s: ComputedSegment) {
  return {
    percentage: s.percentage,
    percentageState: s.percentageState,
    mileage: s.mileage,
    calculatedMileage: s.calculatedMileage,
    fuel: s.fuel,
    ...tripFees(s),
  };
}

/** What a new trip's segment rows are made of. */
export interface NewTripSegments {
  tripId: string;
  username: string;
  vehicleId: string | null;
  computed: ComputedTrip;
  /** How many GPS points the trip keeps (0 for none): segments name their first and last. */
  pointCount: number;
  now: Date;
}

/** A new trip's segment rows in route order. */
function newSegmentRows(a: NewTripSegments): NewTripSegmentRow[] {
  const base = a.now.getTime();
  // createdAt orders a trip's segments (lists sort by createdAt, id): route order.
  return a.computed.segments.map((s, i) => segmentRow(s, { ...a, createdAt: new Date(base + i) }));
}

function segmentRow(
  s: ComputedSegment,
  a: { tripId: string; username: string; vehicleId: string | null; pointCount: number; createdAt: Date },
): NewTripSegmentRow {
  const date = (ms: number | null) => (ms == null ? null : new Date(ms));
  // Segments name their first and last GPS point only: the points themselves are the trip's bins.
  const range = s.pointRange;
  const tripBinIds = range
    ? [range[0], range[1]].filter((i) => i < a.pointCount).map((i) => tripBinId(a.tripId, i))
    : [];
  return {
    id: randomUUID(),
    tripId: a.tripId,
    username: a.username,
    vehicleId: a.vehicleId,
    transactionId: null,
    tsStart: new Date(s.tsStart),
    tsEnd: new Date(s.tsEnd),
    type: s.type,
    state: s.state,
    stateCode: s.stateCode,
    todId: s.todId,
    cordonId: s.cordonId,
    cordonName: s.cordonName,
    cordonEnterTime: date(s.cordonEnterTime),
    cordonEnterTimeZone: s.cordonEnterTimeZone,
    cordonEnterFeeCents: s.cordonEnterFeeCents,
    tollId: s.tollId,
    tollEntryId: s.tollEntryId,
    tollExitId: s.tollExitId,
    tollEntryTime: date(s.tollEntryTime),
    tollExitTime: date(s.tollExitTime),
    ...segmentCharges(s),
    polylines: s.polylines,
    tripBinIds,
    paymentStatus: 'pending',
    createdAt: a.createdAt,
  };
}
