// The trip engine's core speed: trips per second on one core for 30-minute 1 Hz trips (1,800 GPS
// points) through state segmentation and every fee, next to a naive baseline (every point tested
// against every state polygon with plain ray casting, no bounding boxes, no grid) on a smaller
// sample. `tsx apps/server/bench/engine-core.ts` prints the figures; bench/engine.ts reuses them.
import { pathToFileURL } from 'node:url';
import { PILOT_SHORT_NAMES, type PilotShortName } from '@rc/domain';
import { computeTrip, withNaiveStateLookup } from '../src/modules/charging/engine/index.js';
import type { RateContext, TrackPoint, TripInput } from '../src/modules/charging/engine/types.js';
import { seededRateContext } from '../src/modules/charging/seeded-rates.js';

export interface EngineBenchResult {
  tripsPerSecondPerCore: number;
  baselineTripsPerSecond: number;
  speedup: number;
}

export interface EngineBenchOptions {
  /** Distinct synthetic trips (default 240). */
  trips?: number;
  /** Minimum measuring time of the engine, ms (default 3,000). */
  minMs?: number;
  /** Trips of the baseline sample (default 12). */
  baselineTrips?: number;
  log?: (line: string) => void;
}

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Route {
  name: string;
  /** Typical speed, m/s. */
  speed: number;
  /** Prefer weekday rush hours (commutes). */
  rush: boolean;
  waypoints: [number, number][];
}

/** Plausible Californian drives (waypoints along real roads, to ~100 m). */
export const ROUTES: Route[] = [
  {
    name: 'Daly City to downtown San Francisco (cordon)',
    speed: 11,
    rush: true,
    waypoints: [
      [37.6879, -122.4702],
      [37.708, -122.446],
      [37.733, -122.405],
      [37.752, -122.403],
      [37.768, -122.406],
      [37.776, -122.41],
      [37.785, -122.4],
      [37.795, -122.395],
      [37.7985, -122.401],
      [37.79, -122.423],
      [37.77, -122.42],
    ],
  },
  {
    name: 'Oakland to San Francisco over the Bay Bridge (westbound toll)',
    speed: 17,
    rush: true,
    waypoints: [
      [37.829, -122.27],
      [37.829, -122.29],
      [37.8255, -122.2995],
      [37.8255, -122.3035],
      [37.824, -122.32],
      [37.811, -122.363],
      [37.799, -122.38],
      [37.789, -122.393],
      [37.785, -122.4],
      [37.78, -122.41],
    ],
  },
  {
    name: 'Truckee to Reno on I-80 (into Nevada)',
    speed: 28,
    rush: false,
    waypoints: [
      [39.3279, -120.1833],
      [39.3885, -120.095],
      [39.395, -120.022],
      [39.49, -120.0],
      [39.518, -119.989],
      [39.5296, -119.8138],
    ],
  },
  {
    name: 'South Lake Tahoe to Zephyr Cove (into Nevada)',
    speed: 14,
    rush: false,
    waypoints: [
      [38.933, -119.984],
      [38.957, -119.945],
      [38.975, -119.94],
      [39.006, -119.948],
    ],
  },
  {
    name: 'Santa Monica to East Los Angeles on I-10',
    speed: 20,
    rush: true,
    waypoints: [
      [34.0195, -118.4912],
      [34.033, -118.37],
      [34.05, -118.25],
      [34.04, -118.17],
    ],
  },
  {
    name: 'Sacramento to Davis on I-80',
    speed: 27,
    rush: false,
    waypoints: [
      [38.5816, -121.4944],
      [38.56, -121.56],
      [38.545, -121.7405],
    ],
  },
  {
    name: 'Needles to Topock (into Arizona)',
    speed: 29,
    rush: false,
    waypoints: [
      [34.848, -114.6141],
      [34.78, -114.5],
      [34.72, -114.45],
    ],
  },
  {
    name: 'Yreka to Ashland on I-5 (into Oregon)',
    speed: 29,
    rush: false,
    waypoints: [
      [41.7354, -122.6345],
      [41.93, -122.56],
      [42.0, -122.6],
      [42.1946, -122.7095],
    ],
  },
  {
    name: 'San Diego up the coast on I-5',
    speed: 25,
    rush: false,
    waypoints: [
      [32.7157, -117.1611],
      [32.85, -117.23],
      [33.0, -117.27],
    ],
  },
];

const M_PER_DEG = 111_320;

/** A 30-minute 1 Hz drive along a route (back and forth when the route is shorter than the drive). */
export function syntheticTrack(route: Route, start: number, rand: () => number, seconds = 1800): TrackPoint[] {
  const legs: { from: [number, number]; to: [number, number]; m: number }[] = [];
  for (let i = 1; i < route.waypoints.length; i++) {
    const from = route.waypoints[i - 1] as [number, number];
    const to = route.waypoints[i] as [number, number];
    const dy = (to[0] - from[0]) * M_PER_DEG;
    const dx = (to[1] - from[1]) * M_PER_DEG * Math.cos((from[0] * Math.PI) / 180);
    legs.push({ from, to, m: Math.hypot(dx, dy) });
  }
  const length = legs.reduce((sum, l) => sum + l.m, 0);
  const at = (s: number): [number, number] => {
    // Ping-pong along the route.
    const cycle = s % (2 * length);
    let d = cycle <= length ? cycle : 2 * length - cycle;
    for (const leg of legs) {
      if (d <= leg.m) {
        const f = leg.m > 0 ? d / leg.m : 0;
        return [leg.from[0] + (leg.to[0] - leg.from[0]) * f, leg.from[1] + (leg.to[1] - leg.from[1]) * f];
      }
      d -= leg.m;
    }
    return route.waypoints[route.waypoints.length - 1] as [number, number];
  };
  const points: TrackPoint[] = [];
  let s = rand() * length * 0.2;
  let v = route.speed * (0.8 + rand() * 0.4);
  for (let i = 0; i < seconds; i++) {
    const [lat, lng] = at(s);
    // GPS noise of a few metres.
    points.push({
      lat: lat + ((rand() - 0.5) * 6) / M_PER_DEG,
      lng: lng + ((rand() - 0.5) * 6) / M_PER_DEG,
      t: start + i * 1000,
    });
    v = Math.max(0, Math.min(route.speed * 1.4, v + (rand() - 0.5) * 2));
    if (rand() < 0.003) v = 0; // a stop
    if (v < 1 && rand() < 0.2) v = route.speed * 0.5;
    s += v;
  }
  return points;
}

/** Synthetic trips for every pilot, commutes at rush hour, in August 2024. */
export function syntheticTrips(count: number, seed = 42): TripInput[] {
  const rand = random(seed);
  const trips: TripInput[] = [];
  for (let k = 0; k < count; k++) {
    const route = ROUTES[k % ROUTES.length] as Route;
    const day = 1 + Math.floor(rand() * 30);
    // Rush-hour commutes start 06:30–09:00 or 15:30–18:00 local (PDT = UTC−7).
    const localHour = route.rush ? (rand() < 0.5 ? 6.5 + rand() * 2.5 : 15.5 + rand() * 2.5) : 5 + rand() * 17;
    const tsStart = Date.UTC(2024, 7, day, 7, 0, 0) + Math.round(localHour * 3600) * 1000;
    const points = syntheticTrack(route, tsStart, rand);
    const pilot = PILOT_SHORT_NAMES[k % PILOT_SHORT_NAMES.length] as PilotShortName;
    trips.push({
      tsStart,
      tsEnd: tsStart + 1800 * 1000,
      odometerKm: null,
      fuelUsedLitres: rand() < 0.5 ? null : 1 + rand() * 3,
      points,
      homeStateCode: 'CA',
      vehicle: { kpl: 8 + rand() * 10, fuelType: rand() < 0.1 ? 'electric' : 'gas' },
      mroType: 'automatedWithLocation',
      pilot,
      cordonDaysCharged: new Set(),
      tripId: `bench-${k}`,
      serialNumber: `BENCH${k}`,
    });
  }
  // The odometer agrees with the GPS to within a couple of per cent, like a real device.
  for (const trip of trips) {
    const r = computeTrip(trip, benchContext());
    trip.odometerKm = Math.round((r.distGps ?? 0) * (0.98 + rand() * 0.04) * 10) / 10;
  }
  return trips;
}

let context: RateContext | null = null;
const benchContext = () => {
  context ??= seededRateContext();
  return context;
};

/**
 * Trips per second of CPU time consumed by this process (user + system): the rate one core delivers,
 * unaffected by other processes competing for the machine's cores. Also returns the wall-clock rate.
 */
function timeTrips(
  trips: TripInput[],
  ctx: RateContext,
  minMs: number,
  compute = computeTrip,
): { perCpuSecond: number; perWallSecond: number } {
  let done = 0;
  let checksum = 0;
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  let elapsed = 0;
  do {
    for (const trip of trips) {
      checksum += compute(trip, ctx).mileageFeeCents;
      done++;
    }
    elapsed = performance.now() - started;
  } while (elapsed < minMs);
  const cpu = process.cpuUsage(cpuStart);
  if (!Number.isFinite(checksum)) throw new Error('bench checksum');
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return { perCpuSecond: (done * 1000) / Math.max(cpuMs, 1e-3), perWallSecond: (done * 1000) / elapsed };
}

export async function runEngineBench(opts: EngineBenchOptions = {}): Promise<EngineBenchResult> {
  const log = opts.log ?? (() => {});
  const ctx = benchContext();
  const trips = syntheticTrips(opts.trips ?? 240);
  log(`engine: ${trips.length} synthetic 30-minute 1 Hz trips (${trips[0]?.points.length} points each)`);
  // Warm-up: the JIT, and the lazily built state grid cells along the routes.
  const coldStart = performance.now();
  for (const trip of trips) computeTrip(trip, ctx);
  log(`engine: first pass (cold grid cells, JIT) ${(performance.now() - coldStart).toFixed(0)} ms`);
  timeTrips(trips, ctx, 500);
  const engine = timeTrips(trips, ctx, opts.minMs ?? 3000);
  const tripsPerSecondPerCore = engine.perCpuSecond;
  log(
    `engine: ${tripsPerSecondPerCore.toFixed(0)} trips per CPU-second on one thread (${engine.perWallSecond.toFixed(0)} trips/s wall clock)`,
  );

  const sample = trips.slice(0, opts.baselineTrips ?? 12);
  const naive = (trip: TripInput, c: RateContext) => withNaiveStateLookup(() => computeTrip(trip, c));
  timeTrips(sample.slice(0, 2), ctx, 0, naive);
  const baseline = timeTrips(sample, ctx, 1000, naive);
  const baselineTripsPerSecond = baseline.perCpuSecond;
  log(
    `baseline: ${baselineTripsPerSecond.toFixed(1)} trips per CPU-second (${baseline.perWallSecond.toFixed(1)} wall clock): every point against every state polygon`,
  );
  const speedup = tripsPerSecondPerCore / baselineTripsPerSecond;
  return { tripsPerSecondPerCore, baselineTripsPerSecond, speedup };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runEngineBench({ log: (line) => console.log(line) });
  console.log(
    `engine: ${Math.round(result.tripsPerSecondPerCore)} trips/s per core, ${result.speedup.toFixed(1)}x baseline (${result.baselineTripsPerSecond.toFixed(1)} trips/s)`,
  );
}
