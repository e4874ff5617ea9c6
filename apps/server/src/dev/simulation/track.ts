import { distanceM, interpolate, type LatLng, offsetM } from './geo.js';
import type { Random } from './random.js';
import type { SpeedClass } from './roads.js';
import type { Route } from './routes.js';

/** Cruising speeds by road class, km/h (the driver picks one in the range and drifts around it). */
export const SPEED_KMH: Record<SpeedClass, readonly [number, number]> = {
  city: [25, 40],
  arterial: [50, 75],
  highway: [95, 115],
};

/** One GPS fix as the device sends it: [lat, lng, seconds since the trip started]. */
export type TrackPoint = [number, number, number];

export interface Track {
  /** 1 Hz fixes from the start to the stop, seconds 0, 1, 2, … */
  points: TrackPoint[];
  /** The distance driven along the road (what the odometer measures), km. */
  distanceKm: number;
  /** Distance by road class, km (fuel economy differs in town and on the freeway). */
  distanceKmByClass: Record<SpeedClass, number>;
  durationS: number;
}

interface Span {
  a: LatLng;
  b: LatLng;
  length: number;
  kind: SpeedClass;
}

const ACCELERATION = 2.2; // m/s², a relaxed start
const DECELERATION = 3.0; // m/s²
const ROUND = 1e6;

const round6 = (x: number) => Math.round(x * ROUND) / ROUND;

/**
 * Drives a route at 1 Hz: speed follows the road class (cruise drawn per stretch, small jitter,
 * gentle acceleration, a stop at the end), city streets have traffic-light stops, and the fixes
 * carry a slowly drifting GPS error of a couple of metres (a receiver's error is correlated from one
 * second to the next; a parked receiver repeats its fix). Deterministic for a given Random state.
 */
export function driveRoute(route: Route, rng: Random): Track {
  const spans: Span[] = [];
  for (const piece of route.pieces) {
    for (let i = 1; i < piece.points.length; i++) {
      const a = piece.points[i - 1] as LatLng;
      const b = piece.points[i] as LatLng;
      const length = distanceM(a, b);
      if (length > 0.5) spans.push({ a, b, length, kind: piece.kind });
    }
  }
  const byClass: Record<SpeedClass, number> = { city: 0, arterial: 0, highway: 0 };
  let total = 0;
  for (const s of spans) {
    byClass[s.kind] += s.length;
    total += s.length;
  }
  const start = (route.pieces[0]?.points[0] ?? [0, 0]) as LatLng;
  if (spans.length === 0) {
    return {
      points: [[round6(start[0]), round6(start[1]), 0]],
      distanceKm: 0,
      distanceKmByClass: { city: 0, arterial: 0, highway: 0 },
      durationS: 0,
    };
  }

  const points: TrackPoint[] = [];
  let spanIndex = 0;
  let along = 0; // metres into the current span
  let travelled = 0;
  let v = 0;
  let kind: SpeedClass | null = null;
  let cruise = 0;
  let nextCruiseChange = 0;
  let stopLeft = 0; // seconds still waiting at a light
  let braking = false; // slowing down for a red light
  let nextLight = rng.between(250, 700); // metres of city street to the next light
  let err: [number, number] = [rng.normal() * 2, rng.normal() * 2];
  let lastFix: [number, number] = [start[0], start[1]];
  let t = 0;

  const emit = (p: LatLng, moving: boolean) => {
    if (moving) {
      // AR(1) drift: about 2 m standard deviation, changing by a few decimetres a second.
      err = [0.97 * err[0] + rng.normal() * 0.45, 0.97 * err[1] + rng.normal() * 0.45];
      lastFix = offsetM(p, err[0], err[1]);
    }
    points.push([round6(lastFix[0]), round6(lastFix[1]), t]);
  };

  const position = (): LatLng => {
    const s = spans[spanIndex] as Span;
    return interpolate(s.a, s.b, Math.min(1, along / s.length));
  };

  emit(start, true);
  while (spanIndex < spans.length) {
    t += 1;
    const span = spans[spanIndex] as Span;
    if (span.kind !== kind || t >= nextCruiseChange) {
      const [lo, hi] = SPEED_KMH[span.kind];
      cruise = rng.between(lo, hi) / 3.6;
      kind = span.kind;
      nextCruiseChange = t + rng.int(45, 240);
    }
    const remaining = total - travelled;
    if (stopLeft > 0) {
      stopLeft -= 1;
      v = 0;
      emit(position(), false);
      continue;
    }
    // Slow down for the end of the trip: v² = 2 a d.
    const stopping = Math.sqrt(2 * DECELERATION * Math.max(0, remaining - 2));
    const target = braking ? 0 : Math.min(cruise + rng.normal() * 0.5, stopping);
    v = target > v ? Math.min(target, v + ACCELERATION) : Math.max(target, v - DECELERATION);
    if (braking && v === 0) {
      // Stopped at the red light: wait, then go again.
      braking = false;
      stopLeft = rng.int(8, 45) - 1;
      emit(position(), false);
      continue;
    }
    // Keep creeping (at walking pace at least): the drive always reaches the destination.
    if (!braking) v = Math.max(v, 1);
    let step = v;
    travelled += step;
    if (kind === 'city' && !braking) {
      nextLight -= step;
      if (nextLight <= 0) {
        nextLight = rng.between(250, 700);
        if (rng.chance(0.45) && remaining > 100) braking = true;
      }
    }
    while (step > 0 && spanIndex < spans.length) {
      const s = spans[spanIndex] as Span;
      const left = s.length - along;
      if (step < left) {
        along += step;
        step = 0;
      } else {
        step -= left;
        spanIndex += 1;
        along = 0;
      }
    }
    if (spanIndex >= spans.length) {
      const end = (spans[spans.length - 1] as Span).b;
      emit(end, true);
      break;
    }
    emit(position(), true);
  }

  return {
    points,
    distanceKm: total / 1000,
    distanceKmByClass: {
      city: byClass.city / 1000,
      arterial: byClass.arterial / 1000,
      highway: byClass.highway / 1000,
    },
    durationS: t,
  };
}

/** Expected driving time of a route in seconds (cruise midpoints plus city stops), for scheduling. */
export function estimateDurationS(byClassKm: Record<SpeedClass, number>): number {
  let s = 0;
  for (const kind of ['city', 'arterial', 'highway'] as const) {
    const [lo, hi] = SPEED_KMH[kind];
    s += (byClassKm[kind] / ((lo + hi) / 2)) * 3600;
  }
  // Traffic lights: roughly one 25 s wait every 1.1 km of city street.
  return s + (byClassKm.city / 1.1) * 25 + 60;
}
