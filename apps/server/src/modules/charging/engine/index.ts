import { BILLING_STATE_CODE, feeCents } from '@rc/domain';
import {
  GANTRY_GATE_HALF_WIDTH_M,
  GANTRY_HEADING_COS,
  GANTRY_RADIUS_M,
  M_PER_DEG_LAT,
  type PreparedContext,
  type PreparedCordon,
  prepareContext,
  rateKey,
} from './context.js';
import { naiveStateIndexAt, StateLocator, stateIndexOfCode, statesData } from './geo.js';
import { encodeTrack } from './polyline.js';
import { localDateString, localDay, windowIntervals, zoneOffset } from './time.js';
import type {
  ComputedSegment,
  ComputedTrip,
  OdometerChargeInput,
  RateContext,
  SegmentType,
  TrackPoint,
  TripInput,
  TripIssue,
} from './types.js';

export { stateAt } from './geo.js';
export type * from './types.js';

/*
 * The trip engine (pure: no database, no clock). See engine-contract "Segment semantics":
 * - Every maximal run of the track inside one state gives one `state` segment and one or more
 *   `public` segments over the same points. Public segments in CA are split where the pilot's charging
 *   context changes: cordon zone entered/left during cordon hours (MBUF+C), ToD window entered/left
 *   (MBUF+ToD), after each toll gantry passage (MBUF+TF, at most one toll per segment).
 * - Attribution: the step from point i−1 to point i belongs to point i (its state and context); a
 *   segment over points s..e therefore starts at point s−1's time and its polyline starts there too,
 *   so consecutive segments join.
 * - Points outside every state (the Bay under a bridge, the sea next to a coast road, Mexico) belong to
 *   the previous point's state (leading ones to the first state found); a track that never enters a
 *   state is charged like a trip without GPS (home state). The distance always counts.
 * - GPS km are scaled so each layer adds up to distMro (odometer distance when reported, else GPS).
 * - Fees only on public segments in CA, integer cents, half-up per segment (feeCents); trip totals
 *   are the sums of the segments' fees. cordonFeeCents includes the entry fee (also shown on its own
 *   in cordonEnterFeeCents) so the totals carry it.
 */

const R_KM = 6371.0088;
const RAD = Math.PI / 180;
/** Steps longer than this use the haversine formula (shorter ones an equirectangular projection). */
const LONG_STEP_KM = 20;
const EXCESSIVE_KM = 1500;
const EXCESSIVE_KMH = 250;
/** Points ending more than this before the trip's end make the trip incomplete (MRO event 16). */
const EARLY_END_MS = 5 * 60_000;
const DISCREPANCY = 0.1;

// Per-process scratch arrays, grown on demand (computeTrip is synchronous, so they are never shared).
let cap = 0;
let LAT = new Float64Array(0);
let LNG = new Float64Array(0);
let TS = new Float64Array(0);
let STATE = new Int16Array(0);
let LABEL = new Int32Array(0);
let STEP = new Float64Array(0);

function ensureCapacity(n: number): void {
  if (n <= cap) return;
  cap = Math.max(n, cap * 2, 4096);
  LAT = new Float64Array(cap);
  LNG = new Float64Array(cap);
  TS = new Float64Array(cap);
  STATE = new Int16Array(cap);
  LABEL = new Int32Array(cap);
  STEP = new Float64Array(cap);
}

const locator = new StateLocator();
let naiveLookup = false;

/**
 * Runs fn with the naive state lookup (every point against every state polygon, plain ray casting):
 * the benchmark's baseline. Not for production use.
 */
export function withNaiveStateLookup<T>(fn: () => T): T {
  naiveLookup = true;
  try {
    return fn();
  } finally {
    naiveLookup = false;
  }
}

function stepKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const x = (lng2 - lng1) * RAD * Math.cos((lat1 + lat2) * 0.5 * RAD);
  const d = R_KM * Math.sqrt(x * x + dLat * dLat);
  if (d < LONG_STEP_KM) return d;
  const sLat = Math.sin(dLat / 2);
  const sLng = Math.sin(((lng2 - lng1) * RAD) / 2);
  const h = sLat * sLat + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * sLng * sLng;
  return 2 * R_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

function isElectric(vehicle: { fuelType: string | null }): boolean {
  return (vehicle.fuelType ?? '').toLowerCase() === 'electric';
}

/** Trip fuel (litres): measured, else estimated from the EPA kpl; electric vehicles burn none. */
function tripFuel(
  km: number,
  measured: number | null,
  vehicle: { kpl: number | null; fuelType: string | null },
  logs: string[],
): number {
  if (isElectric(vehicle)) {
    logs.push('Fuel: 0 L (electric vehicle)');
    return 0;
  }
  if (measured !== null && Number.isFinite(measured) && measured >= 0) {
    logs.push(`Fuel: ${fmt(measured, 3)} L measured`);
    return measured;
  }
  if (measured !== null) logs.push(`Fuel: the reported fuel used (${measured}) is not valid and was ignored`);
  if (vehicle.kpl !== null && Number.isFinite(vehicle.kpl) && vehicle.kpl > 0) {
    const fuel = km / vehicle.kpl;
    logs.push(`Fuel: ${fmt(fuel, 3)} L estimated from ${fmt(km, 3)} km at ${fmt(vehicle.kpl, 2)} km/L`);
    return fuel;
  }
  logs.push('Fuel: not measured and the vehicle has no EPA kpl: 0 L');
  return 0;
}

const fmt = (value: number, digits: number) => value.toFixed(digits);

function stateName(code: string): string {
  const s = stateIndexOfCode(code);
  return s < 0 ? code : (statesData().states[s]?.name ?? code);
}

function blankSegment(
  type: SegmentType,
  state: string,
  stateCode: string,
  tsStart: number,
  tsEnd: number,
): ComputedSegment {
  return {
    type,
    state,
    stateCode,
    tsStart,
    tsEnd,
    mileage: 0,
    calculatedMileage: null,
    fuel: 0,
    percentage: 0,
    percentageState: 0,
    polylines: [],
    pointRange: null,
    todId: null,
    cordonId: null,
    cordonName: null,
    cordonEnterTime: null,
    cordonEnterTimeZone: null,
    cordonEnterFeeCents: 0,
    tollId: null,
    tollEntryId: null,
    tollExitId: null,
    tollEntryTime: null,
    tollExitTime: null,
    mileageFeeCents: 0,
    fuelFeeCents: 0,
    cordonFeeCents: 0,
    todFeeCents: 0,
    tollFeeCents: 0,
  };
}

/** Mileage fee and fuel-tax credit of a public segment (CA only; 0 without a rate row). */
function applyMroFees(segment: ComputedSegment, prepared: PreparedContext, mroType: string): void {
  if (segment.stateCode !== BILLING_STATE_CODE) return;
  const rate = prepared.rates.get(rateKey(mroType, segment.stateCode));
  if (!rate) return;
  segment.mileageFeeCents = feeCents(segment.mileage, rate.centsPerMileageUnit);
  segment.fuelFeeCents = feeCents(segment.fuel, rate.centsPerFuelUnit);
}

/**
 * A distance known only from odometer readings (manual report, telematics): one public segment in
 * the home state with the mileage fee and fuel-tax credit.
 */
export function chargeOdometerDistance(input: OdometerChargeInput, ctx: RateContext): ComputedSegment {
  const prepared = prepareContext(ctx);
  const km = Number.isFinite(input.km) && input.km > 0 ? input.km : 0;
  const segment = blankSegment(
    'public',
    stateName(input.homeStateCode),
    input.homeStateCode,
    input.tsStart,
    Math.max(input.tsStart, input.tsEnd),
  );
  segment.mileage = km;
  segment.fuel = tripFuel(km, input.fuelUsedLitres, input.vehicle, []);
  segment.percentage = km > 0 ? 1 : 0;
  segment.percentageState = km > 0 ? 1 : 0;
  applyMroFees(segment, prepared, input.mroType);
  return segment;
}

interface Passage {
  point: number;
  gantry: PreparedContext['gantries'][number];
}

/** Toll passages along the track (MBUF+TF): one per toll facility and direction per trip. */
function findPassages(prepared: PreparedContext, n: number, billing: number): Passage[] {
  const passages: Passage[] = [];
  const { gantries } = prepared;
  if (gantries.length === 0) return passages;
  const seen = new Set<string>();
  const gMinLat = prepared.gantryMinLat;
  const gMaxLat = prepared.gantryMaxLat;
  const gMinLng = prepared.gantryMinLng;
  const gMaxLng = prepared.gantryMaxLng;
  const r2 = GANTRY_RADIUS_M * GANTRY_RADIUS_M;
  for (let i = 1; i < n; i++) {
    const aLat = LAT[i - 1] as number;
    const bLat = LAT[i] as number;
    const aLng = LNG[i - 1] as number;
    const bLng = LNG[i] as number;
    const minLat = aLat < bLat ? aLat : bLat;
    const maxLat = aLat < bLat ? bLat : aLat;
    const minLng = aLng < bLng ? aLng : bLng;
    const maxLng = aLng < bLng ? bLng : aLng;
    if (maxLat < gMinLat || minLat > gMaxLat || maxLng < gMinLng || minLng > gMaxLng) continue;
    if (STATE[i] !== billing) continue;
    for (const g of gantries) {
      if (maxLat < g.minLat || minLat > g.maxLat || maxLng < g.minLng || minLng > g.maxLng) continue;
      // Local metres with the gantry at the origin.
      const ax = (aLng - g.lng) * g.mPerDegLng;
      const ay = (aLat - g.lat) * M_PER_DEG_LAT;
      const vx = (bLng - g.lng) * g.mPerDegLng - ax;
      const vy = (bLat - g.lat) * M_PER_DEG_LAT - ay;
      const len2 = vx * vx + vy * vy;
      if (len2 === 0) continue; // standing still: no heading
      const len = Math.sqrt(len2);
      if (g.hasDirection && vx * g.dirX + vy * g.dirY < GANTRY_HEADING_COS * len) continue;
      let hit = false;
      // Within the radius of the gantry (closest point of the step)…
      let u = -(ax * vx + ay * vy) / len2;
      u = u < 0 ? 0 : u > 1 ? 1 : u;
      const cx = ax + u * vx;
      const cy = ay + u * vy;
      if (cx * cx + cy * cy <= r2) hit = true;
      else if (g.hasDirection) {
        // …or across the gate through it, perpendicular to the paying direction.
        const alongA = ax * g.dirX + ay * g.dirY;
        const alongB = alongA + vx * g.dirX + vy * g.dirY;
        if (alongA < 0 && alongB >= 0) {
          const f = -alongA / (alongB - alongA);
          const lateral = (ax + f * vx) * -g.dirY + (ay + f * vy) * g.dirX;
          if (lateral <= GANTRY_GATE_HALF_WIDTH_M && lateral >= -GANTRY_GATE_HALF_WIDTH_M) hit = true;
        }
      }
      if (!hit) continue;
      const key = `${g.tollIndex}|${g.direction ?? '*'}`;
      if (seen.has(key)) continue;
      seen.add(key);
      passages.push({ point: i, gantry: g });
    }
  }
  return passages;
}

function insideRings(rings: Float64Array[], lat: number, lng: number): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 2; i < ring.length; i += 2) {
      const ay = ring[i - 1] as number;
      const by = ring[i + 1] as number;
      if (ay > lat !== by > lat) {
        const ax = ring[i - 2] as number;
        if (ax + ((lat - ay) * ((ring[i] as number) - ax)) / (by - ay) > lng) inside = !inside;
      }
    }
  }
  return inside;
}

/** Labels points of the billing state with 1 + the cordon they are charged in (MBUF+C), else 0. */
function labelCordons(prepared: PreparedContext, n: number, billing: number, tz: string): void {
  const cordons: { c: PreparedCordon; label: number; intervals: [number, number][]; p: number }[] = [];
  prepared.cordons.forEach((c, index) => {
    if (!c.hasArea || c.input.state !== BILLING_STATE_CODE) return;
    const intervals = windowIntervals(tz, c.window, TS[0] as number, TS[n - 1] as number);
    if (intervals.length > 0) cordons.push({ c, label: index + 1, intervals, p: 0 });
  });
  LABEL.fill(0, 0, n);
  if (cordons.length === 0) return;
  for (let i = 0; i < n; i++) {
    if (STATE[i] !== billing) continue;
    const t = TS[i] as number;
    const lat = LAT[i] as number;
    const lng = LNG[i] as number;
    for (let k = 0; k < cordons.length; k++) {
      const entry = cordons[k] as (typeof cordons)[number];
      const { intervals } = entry;
      while (entry.p < intervals.length && (intervals[entry.p] as [number, number])[1] <= t) entry.p++;
      if (entry.p >= intervals.length || (intervals[entry.p] as [number, number])[0] > t) continue;
      const c = entry.c;
      if (lat < c.minLat || lat > c.maxLat || lng < c.minLng || lng > c.maxLng) continue;
      if (!insideRings(c.rings, lat, lng)) continue;
      LABEL[i] = entry.label;
      break;
    }
  }
}

/** Labels points of the billing state with 1 + the ToD window they are in (MBUF+ToD), else 0. */
function labelTods(prepared: PreparedContext, n: number, billing: number, tz: string): void {
  const tods: { index: number; intervals: [number, number][]; p: number }[] = [];
  prepared.tods.forEach((t, index) => {
    const intervals = windowIntervals(tz, t.window, TS[0] as number, TS[n - 1] as number);
    if (intervals.length > 0) tods.push({ index, intervals, p: 0 });
  });
  LABEL.fill(0, 0, n);
  if (tods.length === 0) return;
  for (let i = 0; i < n; i++) {
    if (STATE[i] !== billing) continue;
    const t = TS[i] as number;
    for (let k = 0; k < tods.length; k++) {
      const entry = tods[k] as (typeof tods)[number];
      const { intervals } = entry;
      while (entry.p < intervals.length && (intervals[entry.p] as [number, number])[1] <= t) entry.p++;
      if (entry.p < intervals.length && (intervals[entry.p] as [number, number])[0] <= t) {
        LABEL[i] = entry.index + 1;
        break;
      }
    }
  }
}

/** Labels points with the number of toll passages before them, so each passage ends a segment. */
function labelPassages(passages: Passage[], n: number): void {
  let count = 0;
  let next = 0;
  for (let i = 0; i < n; i++) {
    LABEL[i] = count;
    while (next < passages.length && (passages[next] as Passage).point === i) {
      next++;
      count = next;
    }
  }
}

/** Copies the valid points into the scratch arrays in time order; returns how many there are. */
function loadPoints(points: readonly TrackPoint[]): number {
  ensureCapacity(points.length + 1);
  let n = 0;
  let sorted = true;
  let prevT = -Infinity;
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as TrackPoint;
    const { lat, lng, t } = p;
    if (!(lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180 && Number.isFinite(t))) continue;
    LAT[n] = lat;
    LNG[n] = lng;
    TS[n] = t;
    if (t < prevT) sorted = false;
    prevT = t;
    n++;
  }
  if (!sorted) {
    // Rare (devices send points in order): a stable sort by time through an index array.
    const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => (TS[a] as number) - (TS[b] as number) || a - b);
    const lat = LAT.slice(0, n);
    const lng = LNG.slice(0, n);
    const ts = TS.slice(0, n);
    order.forEach((from, to) => {
      LAT[to] = lat[from] as number;
      LNG[to] = lng[from] as number;
      TS[to] = ts[from] as number;
    });
  }
  return n;
}

/** The local wall-clock time 'YYYY-MM-DD HH:MM' of an instant (for logs). */
function localStamp(tz: string, ts: number): string {
  return new Date(ts + zoneOffset(tz, ts)).toISOString().slice(0, 16).replace('T', ' ');
}

function issueTexts(input: TripInput) {
  const trip = input.tripId ? `Trip ${input.tripId}` : 'Trip';
  const device = input.serialNumber ? `Device ${input.serialNumber}` : 'Device';
  return {
    incomplete: `${trip} is incomplete`,
    noMileage: `${trip} has no mileage`,
    excessive: `${device} reported excessive mileage`,
  };
}

interface Run {
  state: number;
  first: number;
  last: number;
  gps: number;
}

interface PublicRun extends Run {
  label: number;
}

/** Computes a reported trip's segments and fees. */
export function computeTrip(input: TripInput, ctx: RateContext): ComputedTrip {
  const prepared = prepareContext(ctx);
  const tz = ctx.timeZone;
  const logs: string[] = [];
  const issues: TripIssue[] = [];
  const texts = issueTexts(input);
  const tripStart = input.tsStart;
  const tripEnd = Math.max(input.tsStart, input.tsEnd);

  let odometerKm = input.odometerKm;
  if (odometerKm !== null && !(Number.isFinite(odometerKm) && odometerKm >= 0)) {
    logs.push(`Odometer: the reported distance (${odometerKm} km) is not valid and was ignored`);
    odometerKm = null;
  }

  const n = input.points.length > 0 ? loadPoints(input.points) : 0;
  if (input.points.length > n) logs.push(`GPS: ${input.points.length - n} invalid point(s) ignored`);

  // Per-point states; points outside every state take the previous point's state.
  const { states } = statesData();
  const billing = stateIndexOfCode(BILLING_STATE_CODE);
  let known = -1;
  for (let i = 0; i < n; i++) {
    let s = naiveLookup
      ? naiveStateIndexAt(LAT[i] as number, LNG[i] as number)
      : locator.locate(LAT[i] as number, LNG[i] as number);
    if (s < 0) s = known;
    else if (known < 0) STATE.fill(s, 0, i); // leading points outside every state
    if (s >= 0) known = s;
    STATE[i] = s;
  }
  const hasTrack = n > 0 && known >= 0;
  if (n > 0 && !hasTrack) logs.push('GPS: no point lies in a US state; the trip is charged in the home state');

  let distGps: number | null = null;
  if (n > 0) {
    let sum = 0;
    STEP[0] = 0;
    for (let i = 1; i < n; i++) {
      const d = stepKm(LAT[i - 1] as number, LNG[i - 1] as number, LAT[i] as number, LNG[i] as number);
      STEP[i] = d;
      sum += d;
    }
    distGps = sum;
  }
  // An implausible odometer distance (excessive mileage, MRO event 99) is never billed as reported: the
  // GPS distance is charged when it is plausible, otherwise nothing, and the trip goes to review.
  const hours = (tripEnd - tripStart) / 3_600_000;
  const implausible = (km: number) => km > EXCESSIVE_KM || (hours > 0 && km / hours > EXCESSIVE_KMH);
  const reportedKm = odometerKm ?? distGps ?? 0;
  const excessive = implausible(reportedKm);
  let distMro = reportedKm;
  if (excessive) {
    distMro = odometerKm !== null && distGps !== null && !implausible(distGps) ? distGps : 0;
    logs.push(
      distMro > 0
        ? `Excessive mileage: ${fmt(reportedKm, 3)} km reported; the GPS distance is charged until staff review`
        : `Excessive mileage: ${fmt(reportedKm, 3)} km reported; nothing is charged until staff review`,
    );
  }
  logs.push(
    `Distance: ${n} GPS point(s), GPS ${distGps === null ? 'none' : `${fmt(distGps, 3)} km`}, odometer ${
      odometerKm === null ? 'not reported' : `${fmt(odometerKm, 3)} km`
    }, charged ${fmt(distMro, 3)} km`,
  );
  const fuel = tripFuel(distMro, input.fuelUsedLitres, input.vehicle, logs);

  const segments: ComputedSegment[] = [];
  let polyline: string | null = null;
  const newCordonDays: string[] = [];

  if (!hasTrack) {
    // No location: one public segment in the home state with all the mileage.
    const segment = blankSegment('public', stateName(input.homeStateCode), input.homeStateCode, tripStart, tripEnd);
    segment.mileage = distMro;
    segment.calculatedMileage = distGps;
    segment.fuel = fuel;
    segment.percentage = distMro > 0 ? 1 : 0;
    segment.percentageState = distMro > 0 ? 1 : 0;
    applyMroFees(segment, prepared, input.mroType);
    segments.push(segment);
    if (n > 0) polyline = encodeTrack(LAT, LNG, n).full;
  } else {
    // Pilot context labels (points of the billing state only).
    let passages: Passage[] = [];
    if (input.pilot === 'MBUF+C') labelCordons(prepared, n, billing, tz);
    else if (input.pilot === 'MBUF+ToD') labelTods(prepared, n, billing, tz);
    else if (input.pilot === 'MBUF+TF') {
      passages = findPassages(prepared, n, billing);
      labelPassages(passages, n);
    } else LABEL.fill(0, 0, n);

    // State runs and their public runs, in one pass.
    const runs: Run[] = [];
    const pubs: PublicRun[] = [];
    let run: Run = { state: STATE[0] as number, first: 0, last: 0, gps: 0 };
    let pub: PublicRun = { state: run.state, first: 0, last: 0, gps: 0, label: LABEL[0] as number };
    runs.push(run);
    pubs.push(pub);
    for (let i = 1; i < n; i++) {
      const s = STATE[i] as number;
      const label = LABEL[i] as number;
      if (s !== run.state) {
        run = { state: s, first: i, last: i, gps: 0 };
        runs.push(run);
        pub = { state: s, first: i, last: i, gps: 0, label };
        pubs.push(pub);
      } else if (label !== pub.label) {
        pub = { state: s, first: i, last: i, gps: 0, label };
        pubs.push(pub);
      }
      const d = STEP[i] as number;
      run.last = i;
      run.gps += d;
      pub.last = i;
      pub.gps += d;
    }

    const gpsTotal = distGps ?? 0;
    const factor = gpsTotal > 0 ? distMro / gpsTotal : 0;
    // Scaled km; with no GPS distance at all the whole distance goes to the first segment of a layer.
    const scale = (gps: number, first: boolean) => (gpsTotal > 0 ? gps * factor : first ? distMro : 0);
    const stateKm = new Map<number, number>();
    runs.forEach((r, k) => {
      stateKm.set(r.state, (stateKm.get(r.state) ?? 0) + scale(r.gps, k === 0));
    });
    logs.push(
      `States: ${[...stateKm].map(([s, km]) => `${(states[s] as { name: string }).name} ${fmt(km, 3)} km`).join(', ')}`,
    );

    const track = encodeTrack(LAT, LNG, n);
    polyline = track.full;
    const time = (i: number) => {
      const t = TS[i] as number;
      return t < tripStart ? tripStart : t > tripEnd ? tripEnd : t;
    };
    const makeSegment = (type: SegmentType, r: Run, first: boolean, lastOfTrip: boolean): ComputedSegment => {
      const info = states[r.state] as { code: string; name: string };
      const from = r.first > 0 ? r.first - 1 : 0;
      const segment = blankSegment(
        type,
        info.name,
        info.code,
        r.first === 0 ? tripStart : time(from),
        lastOfTrip ? tripEnd : time(r.last),
      );
      segment.mileage = scale(r.gps, first);
      segment.calculatedMileage = r.gps;
      segment.fuel = distMro > 0 ? (fuel * segment.mileage) / distMro : 0;
      segment.percentage = distMro > 0 ? segment.mileage / distMro : 0;
      const total = stateKm.get(r.state) ?? 0;
      segment.percentageState = total > 0 ? segment.mileage / total : 0;
      segment.polylines = [track.slice(from, r.last)];
      segment.pointRange = [r.first, r.last];
      return segment;
    };

    // Cordon visits (MBUF+C) are charged after the minimum distances are known.
    const cordonVisits: { segment: ComputedSegment; cordon: PreparedCordon; enter: number }[] = [];
    let p = 0;
    let passageIndex = 0;
    runs.forEach((r, k) => {
      segments.push(makeSegment('state', r, k === 0, k === runs.length - 1));
      for (; p < pubs.length && (pubs[p] as PublicRun).first <= r.last; p++) {
        const pr = pubs[p] as PublicRun;
        const segment = makeSegment('public', pr, p === 0, p === pubs.length - 1);
        segments.push(segment);
        if (pr.state !== billing) continue;
        applyMroFees(segment, prepared, input.mroType);
        if (input.pilot === 'MBUF+C' && pr.label > 0) {
          const cordon = prepared.cordons[pr.label - 1] as PreparedCordon;
          cordonVisits.push({ segment, cordon, enter: TS[pr.first] as number });
        } else if (input.pilot === 'MBUF+ToD' && pr.label > 0) {
          const tod = (prepared.tods[pr.label - 1] as PreparedContext['tods'][number]).input;
          segment.todId = tod.id;
          segment.todFeeCents = feeCents(segment.mileage, tod.centsPerMileageUnit);
        } else if (input.pilot === 'MBUF+TF') {
          while (passageIndex < passages.length && (passages[passageIndex] as Passage).point < pr.first) passageIndex++;
          const passage = passages[passageIndex];
          if (passage && passage.point <= pr.last) {
            const g = passage.gantry;
            const at = TS[passage.point] as number;
            segment.tollId = g.toll.id;
            segment.tollEntryId = g.id;
            segment.tollExitId = g.id;
            segment.tollEntryTime = at;
            segment.tollExitTime = at;
            segment.tollFeeCents = g.toll.feeCents;
            logs.push(
              `Toll: ${g.toll.name}, gantry ${g.id} passed heading ${g.direction ?? 'any way'} at ${localStamp(tz, at)}: ${g.toll.feeCents} ¢`,
            );
          }
        }
      }
    });

    if (cordonVisits.length > 0) {
      const totals = new Map<PreparedCordon, number>();
      for (const v of cordonVisits) totals.set(v.cordon, (totals.get(v.cordon) ?? 0) + v.segment.mileage);
      const charged = new Set<string>();
      for (const { segment, cordon, enter } of cordonVisits) {
        const c = cordon.input;
        segment.cordonId = c.id;
        segment.cordonName = c.name;
        segment.cordonEnterTime = enter;
        segment.cordonEnterTimeZone = tz;
        const minimum = c.minimumDistanceInMileageUnit ?? 0;
        const minimumTotal = c.minimumTotalDistanceInMileageUnit ?? 0;
        if (segment.mileage < minimum || (totals.get(cordon) ?? 0) < minimumTotal) {
          logs.push(`Cordon: ${c.name} at ${localStamp(tz, enter)}: below the minimum distance, not charged`);
          continue;
        }
        const dayKey = `${c.id}|${localDateString(localDay(tz, enter))}`;
        let entry = 0;
        if (!input.cordonDaysCharged.has(dayKey) && !charged.has(dayKey)) {
          entry = c.entryFeeCents;
          charged.add(dayKey);
          newCordonDays.push(dayKey);
        }
        segment.cordonEnterFeeCents = entry;
        segment.cordonFeeCents = entry + feeCents(segment.mileage, c.centsPerMileageUnit);
        logs.push(
          `Cordon: ${c.name} entered ${localStamp(tz, enter)}, ${fmt(segment.mileage, 3)} km inside: ${
            segment.cordonFeeCents
          } ¢ (entry fee ${entry > 0 ? `${entry} ¢` : 'already charged that day'})`,
        );
      }
    }
  }

  let mileageFeeCents = 0;
  let fuelFeeCents = 0;
  let cordonFeeCents = 0;
  let todFeeCents = 0;
  let tollFeeCents = 0;
  for (const s of segments) {
    mileageFeeCents += s.mileageFeeCents;
    fuelFeeCents += s.fuelFeeCents;
    cordonFeeCents += s.cordonFeeCents;
    todFeeCents += s.todFeeCents;
    tollFeeCents += s.tollFeeCents;
  }
  if (
    segments.some((s) => s.type === 'public' && s.stateCode === BILLING_STATE_CODE) &&
    !prepared.rates.has(rateKey(input.mroType, BILLING_STATE_CODE))
  ) {
    logs.push(`Rates: no MRO rate for ${input.mroType} in ${BILLING_STATE_CODE}: no mileage fee or fuel-tax credit`);
  }
  logs.push(
    `Fees (¢): mileage ${mileageFeeCents}, fuel-tax credit ${fuelFeeCents}, cordon ${cordonFeeCents}, time of day ${todFeeCents}, toll ${tollFeeCents}`,
  );

  // Issues for MRO events.
  const lastPointEarly = n > 0 && (TS[n - 1] as number) < tripEnd - EARLY_END_MS;
  if (odometerKm === null || lastPointEarly) {
    issues.push({ code: 16, description: texts.incomplete });
    logs.push(
      odometerKm === null ? 'Incomplete: no odometer distance' : 'Incomplete: the GPS points end before the trip',
    );
  }
  if (!(reportedKm > 0)) issues.push({ code: 17, description: texts.noMileage });
  if (excessive) {
    issues.push({ code: 99, description: texts.excessive });
    logs.push(`Excessive mileage: ${fmt(reportedKm, 3)} km in ${fmt(hours * 60, 1)} min`);
  }
  const distanceDiscrepancy =
    excessive || (odometerKm !== null && distGps !== null && Math.abs(distGps - odometerKm) > DISCREPANCY * odometerKm);
  if (distanceDiscrepancy) logs.push('Review: GPS and odometer distances differ by more than 10 %');

  return {
    segments,
    distMro,
    distGps,
    fuel,
    polyline,
    mileageFeeCents,
    fuelFeeCents,
    cordonFeeCents,
    todFeeCents,
    tollFeeCents,
    distanceDiscrepancy,
    cordonDaysCharged: newCordonDays,
    issues,
    logs,
  };
}
