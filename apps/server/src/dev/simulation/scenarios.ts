import { type DeviceTripPayload, type PilotShortName, vinCheckDigit } from '@rc/domain';
import { localDateString, localDay, localToUtc } from '../../modules/charging/engine/time.js';
import { fuelLitres } from './fleet.js';
import type { LatLng } from './geo.js';
import { Random } from './random.js';
import {
  type Commute,
  type LongTrip,
  PERSONAS,
  type Persona,
  personaById,
  type Route,
  reverseRoute,
  routeLengthByClass,
  routeStart,
} from './routes.js';
import { driveRoute, estimateDurationS, type TrackPoint } from './track.js';

/**
 * Who drives what and when: a day-by-day plan of trips for one simulated participant, and the
 * device's record of each trip (the webhook payload). Everything follows from the seed, so a run can
 * be repeated exactly; each day draws from its own generator, so the trips of a day do not depend on
 * how many days are simulated.
 */

export const SIM_TIME_ZONE = 'America/Los_Angeles';

/** Faulty records a device sometimes sends, and the MRO event each one leads to. */
export const FAULT_KINDS = ['incomplete', 'zeroDistance', 'excessive', 'wrongVin'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
export const FAULT_EVENT_CODES: Record<FaultKind, number> = {
  incomplete: 16,
  zeroDistance: 17,
  excessive: 99,
  wrongVin: 1002,
};

export interface SimVehicle {
  /** The device's serial number (upper case, as registered). */
  serial: string;
  vin: string;
  /** The device reports GPS points. */
  gps: boolean;
  /** EPA combined km per litre (null when unknown: a typical 12 km/l is assumed for the fuel reading). */
  kpl: number | null;
  electric: boolean;
  /** Odometer at the start of the simulated period, km. */
  odometerKm: number;
}

export interface SimDriver {
  /** The participant's username (seeds the randomness only when there is no label). */
  key: string;
  /** For reports: the participant's e-mail address. */
  label?: string;
  pilot: PilotShortName;
  persona: Persona;
  vehicle: SimVehicle;
}

/**
 * What seeds a driver's randomness: the e-mail address when known (stable across databases, so a
 * seed gives the same trips for the same simulated people), else the username.
 */
function seedKey(driver: SimDriver): string {
  return driver.label ?? driver.key;
}

export type TripKind = 'commute' | 'errand' | 'long' | 'idle';

export interface SimTrip {
  driverKey: string;
  kind: TripKind;
  route: Route;
  startMs: number;
  /** Scheduling estimate; the record's end time comes from the drive itself. */
  estimatedEndMs: number;
  fault: FaultKind | null;
  /** The odometer before and after the trip (the record may report otherwise when faulty). */
  odometerStartKm: number;
  odometerEndKm: number;
  fuelUsedLitres: number | null;
  fuelAddedLitres: number | null;
}

export interface PlanOptions {
  seed: string | number;
  /** Number of local days, ending with the day of `endMs`. */
  days: number;
  /** No trip ends after this instant (now); trips are planned for the days before it. */
  endMs: number;
  /** Which faults may occur, and how often (per trip). */
  faults?: readonly FaultKind[];
  faultRate?: number;
}

// Local time ------------------------------------------------------------------------------------------

/** The instant of a Pacific local date ('YYYY-MM-DD') and minutes after midnight. */
export function localTime(date: string, minutes: number): number {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  // The engine's local day numbers count days since 1970-01-01.
  return localToUtc(SIM_TIME_ZONE, Date.UTC(y, m - 1, d) / 86_400_000, Math.round(minutes * 60_000));
}

/** The Pacific local date of an instant, 'YYYY-MM-DD'. */
export function localDate(ms: number): string {
  return localDateString(localDay(SIM_TIME_ZONE, ms));
}

export function addDays(date: string, n: number): string {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** ISO weekday of a date: Monday 1 … Sunday 7. */
export function isoWeekday(date: string): number {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
}

/** Minutes after midnight for h:mm. */
const hm = (h: number, m = 0) => h * 60 + m;

// Who lives where -------------------------------------------------------------------------------------

/** Personas that fit a pilot: cordon commuters drive into downtown San Francisco, toll commuters cross a bridge. */
export const PERSONAS_BY_PILOT: Record<PilotShortName, readonly string[]> = {
  'MBUF+C': ['sf-mission', 'oakland-lake', 'daly-city', 'san-mateo', 'mill-valley'],
  'MBUF+TF': ['oakland-lake', 'hayward', 'fremont', 'richmond', 'mill-valley'],
  'MBUF+ToD': ['san-jose', 'san-mateo', 'hayward', 'fremont', 'oakland-lake', 'daly-city'],
  MBUF: PERSONAS.map((p) => p.id),
  'OB-MBUF': PERSONAS.map((p) => p.id),
};

export function personaFor(pilot: PilotShortName, rng: Random): Persona {
  return personaById(rng.pick(PERSONAS_BY_PILOT[pilot]));
}

/** The commute a pilot's participant drives: through the cordon for MBUF+C, over a toll bridge for MBUF+TF. */
export function commuteFor(persona: Persona, pilot: PilotShortName): Commute | null {
  const want = pilot === 'MBUF+C' ? 'cordon' : pilot === 'MBUF+TF' ? 'toll' : null;
  const fits = want ? persona.commutes.filter((c) => c.features.includes(want)) : persona.commutes;
  return fits[0] ?? persona.commutes[0] ?? null;
}

// Planning ----------------------------------------------------------------------------------------------

interface Draft {
  kind: TripKind;
  route: Route;
  startMs: number;
  fault?: FaultKind | null;
}

const DEFAULT_FAULT_RATE = 0.015;
const MIN_GAP_MS = 10 * 60_000;

/** Adds a trip out and, after a stay, the same route back. */
function outAndBack(drafts: Draft[], kind: TripKind, route: Route, startMs: number, stayMinutes: number): void {
  drafts.push({ kind, route, startMs });
  const back = startMs + estimateDurationS(routeLengthByClass(route)) * 1000 + stayMinutes * 60_000;
  drafts.push({ kind, route: reverseRoute(route), startMs: back });
}

function planDay(driver: SimDriver, date: string, seed: string | number): Draft[] {
  const rng = new Random(`${seed}|${seedKey(driver)}|${date}`);
  const { persona, pilot } = driver;
  const commute = commuteFor(persona, pilot);
  const weekday = isoWeekday(date);
  const drafts: Draft[] = [];
  const at = (minutes: number) => localTime(date, minutes);
  const errand = () => rng.pick(persona.errands);
  const rushOnly = pilot === 'MBUF+ToD';

  // Weekends: sometimes a long drive (decided once per weekend, so Saturday and Sunday agree).
  const saturday = weekday === 6 ? date : weekday === 7 ? addDays(date, -1) : null;
  if (saturday) {
    const weekend = new Random(`${seed}|${seedKey(driver)}|weekend|${saturday}`);
    const goes = weekend.chance(0.25) && persona.longTrips.length > 0;
    const trip: LongTrip | null = goes ? weekend.pick(persona.longTrips) : null;
    const outMinutes = weekend.between(hm(7, 30), hm(10));
    const backMinutes = weekend.between(hm(11), hm(13, 30));
    const stayHours = weekend.between(3, 6);
    if (trip?.overnight) {
      if (weekday === 6) drafts.push({ kind: 'long', route: trip.route, startMs: at(outMinutes) });
      else drafts.push({ kind: 'long', route: reverseRoute(trip.route), startMs: at(backMinutes) });
      return drafts;
    }
    if (trip && weekday === 6) {
      outAndBack(drafts, 'long', trip.route, at(outMinutes + 60), stayHours * 60);
      return drafts;
    }
    const errands = rng.int(0, 2);
    for (let i = 0; i < errands; i++) {
      outAndBack(drafts, 'errand', errand(), at(rng.between(hm(10), hm(17))), rng.between(20, 90));
    }
    return drafts;
  }

  // Weekdays: the commute (most days), an errand some evenings.
  if (commute && rng.chance(0.88)) {
    // ToD participants drive in the rush-hour windows (06–10, 15–19); others mostly do too.
    const morning = rushOnly || rng.chance(0.8) ? rng.between(hm(6, 45), hm(9, 10)) : rng.between(hm(10, 5), hm(11));
    const evening = rushOnly || rng.chance(0.75) ? rng.between(hm(16), hm(18, 15)) : rng.between(hm(19, 10), hm(20));
    drafts.push({ kind: 'commute', route: commute.to, startMs: at(morning) });
    drafts.push({ kind: 'commute', route: commute.back, startMs: at(evening) });
    if (rng.chance(0.3))
      outAndBack(drafts, 'errand', errand(), at(rng.between(hm(19, 45), hm(20, 45))), rng.between(15, 45));
  } else if (rng.chance(0.75)) {
    outAndBack(drafts, 'errand', errand(), at(rng.between(hm(10), hm(15))), rng.between(20, 60));
  }
  return drafts;
}

/**
 * The trips of one driver over the days that end with `endMs`, in time order, with odometer and fuel
 * carried from trip to trip. Trips that would end after `endMs` are left out.
 */
export function planTrips(driver: SimDriver, options: PlanOptions): SimTrip[] {
  const faults = options.faults ?? FAULT_KINDS;
  const faultRate = options.faultRate ?? DEFAULT_FAULT_RATE;
  const today = localDate(options.endMs);
  const drafts: Draft[] = [];
  for (let i = options.days - 1; i >= 0; i--) {
    const date = addDays(today, -i);
    const day = planDay(driver, date, options.seed);
    const faultRng = new Random(`${options.seed}|${seedKey(driver)}|${date}|faults`);
    for (const d of day) {
      const fault = faults.length > 0 && faultRng.chance(faultRate) ? faultRng.pick(faults) : null;
      if (fault === 'zeroDistance') {
        // The engine started and stopped without the car moving: an extra record before the trip.
        drafts.push({ kind: 'idle', route: idleRoute(routeStart(d.route)), startMs: d.startMs - 15 * 60_000, fault });
        drafts.push({ ...d, fault: null });
      } else {
        drafts.push({ ...d, fault });
      }
    }
  }
  drafts.sort((a, b) => a.startMs - b.startMs);

  const calibration = new Random(`${options.seed}|${seedKey(driver)}|odometer`).between(-0.012, 0.012);
  const tank = driver.vehicle.electric ? null : { capacity: 52, level: 35 };
  let odometer = driver.vehicle.odometerKm;
  let previousEnd = -Infinity;
  const trips: SimTrip[] = [];
  for (const d of drafts) {
    const startMs = Math.max(d.startMs, previousEnd + MIN_GAP_MS);
    const byClass = routeLengthByClass(d.route);
    const km = (byClass.city + byClass.arterial + byClass.highway) / 1000;
    const durationMs = d.kind === 'idle' ? 90_000 : estimateDurationS(kmOf(byClass)) * 1000;
    const estimatedEndMs = startMs + durationMs * 1.15;
    if (estimatedEndMs > options.endMs) continue;
    previousEnd = estimatedEndMs;
    const rng = new Random(`${options.seed}|${seedKey(driver)}|${startMs}|record`);
    const odometerStartKm = odometer;
    // The odometer reads the distance with the car's calibration error (within ±1.2 %).
    if (d.kind !== 'idle') odometer = Math.max(odometer, odometer + km * (1 + calibration) + rng.normal() * 0.002);
    let fuelUsedLitres: number | null = null;
    let fuelAddedLitres: number | null = null;
    if (tank) {
      const kpl = driver.vehicle.kpl ?? 12;
      fuelAddedLitres = 0;
      if (tank.level < 12) {
        // Filled up before this trip.
        fuelAddedLitres = round2(tank.capacity - tank.level);
        tank.level = tank.capacity;
      }
      fuelUsedLitres = round2(fuelLitres(kpl, kmOf(byClass)) * (1 + rng.normal() * 0.03));
      let need = fuelUsedLitres;
      while (need > tank.level - 4) {
        // A stop for fuel on the way, with about 6 litres left.
        const used = Math.max(0, tank.level - 6);
        need -= used;
        fuelAddedLitres = round2(fuelAddedLitres + tank.capacity - (tank.level - used));
        tank.level = tank.capacity;
      }
      tank.level -= need;
    }
    trips.push({
      driverKey: driver.key,
      kind: d.kind,
      route: d.route,
      startMs,
      estimatedEndMs,
      fault: d.fault ?? null,
      odometerStartKm,
      odometerEndKm: odometer,
      fuelUsedLitres,
      fuelAddedLitres,
    });
  }
  return trips;
}

const kmOf = (m: { city: number; arterial: number; highway: number }) => ({
  city: m.city / 1000,
  arterial: m.arterial / 1000,
  highway: m.highway / 1000,
});

const round2 = (x: number) => Math.round(x * 100) / 100;

/** A "route" that goes nowhere: the car parked at a place. */
function idleRoute(at: LatLng): Route {
  return { id: 'idle', name: 'Engine on, not driven', pieces: [{ name: 'Parked', kind: 'city', points: [at] }] };
}

// The device's record ------------------------------------------------------------------------------

export interface TripRecord {
  payload: DeviceTripPayload;
  /** The distance actually driven, km. */
  distanceKm: number;
  durationS: number;
}

const compactTime = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').slice(0, 15);

/**
 * The webhook payload of a planned trip, as the device sends it: 1 Hz points only with GPS, the
 * odometer at start and end (missing end when incomplete, absurd when faulty), fuel used and added,
 * and the VIN the car reports (another car's when the device was moved).
 */
export function tripRecord(driver: SimDriver, trip: SimTrip, seed: string | number): TripRecord {
  const rng = new Random(`${seed}|${seedKey(driver)}|${trip.startMs}|track`);
  const idle = trip.kind === 'idle';
  let points: TrackPoint[];
  let durationS: number;
  if (idle) {
    const at = routeStart(trip.route);
    durationS = rng.int(40, 120);
    // A parked receiver repeats its fix.
    points = Array.from({ length: durationS + 1 }, (_, i): TrackPoint => [at[0], at[1], i]);
  } else {
    const track = driveRoute(trip.route, rng);
    points = track.points;
    durationS = track.durationS;
  }
  const endMs = trip.startMs + durationS * 1000;
  const round = (km: number) => Math.round(km * 100) / 100;
  let odometerEndKm: number | null = round(trip.odometerEndKm);
  if (trip.fault === 'incomplete') odometerEndKm = null;
  if (trip.fault === 'excessive') odometerEndKm = round(trip.odometerStartKm + rng.between(4_000, 9_000));
  const vin = trip.fault === 'wrongVin' ? otherVin(driver.vehicle.vin) : driver.vehicle.vin;
  const serial = driver.vehicle.serial;
  return {
    payload: {
      id: `sim-${seed}-${serial}-${compactTime(trip.startMs)}`,
      type: 'trip',
      device: { serialNumber: serial, vin },
      trip: {
        tripId: `${serial}-${compactTime(trip.startMs)}`,
        startTime: new Date(trip.startMs).toISOString(),
        endTime: new Date(endMs).toISOString(),
        odometerStartKm: round(trip.odometerStartKm),
        odometerEndKm,
        fuelUsedLitres: trip.fuelUsedLitres,
        fuelAddedLitres: trip.fuelAddedLitres,
        ...(driver.vehicle.gps ? { points } : {}),
      },
    },
    distanceKm: idle ? 0 : trip.odometerEndKm - trip.odometerStartKm,
    durationS,
  };
}

/** A different valid VIN of the same model (the production number changed, check digit recomputed). */
function otherVin(vin: string): string {
  const serial = (Number(vin.slice(11)) + 424_242) % 1_000_000;
  const body = `${vin.slice(0, 8)}0${vin.slice(9, 11)}${String(serial).padStart(6, '0')}`;
  const digit = vinCheckDigit(body);
  if (!digit) throw new Error(`not a VIN pattern: ${body}`);
  return `${body.slice(0, 8)}${digit}${body.slice(9)}`;
}
