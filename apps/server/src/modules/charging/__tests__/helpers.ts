import type { MroType, PilotShortName } from '@rc/domain';
import type { TrackPoint, TripInput } from '../engine/types.js';

/** 1 Hz points (or every `stepS` seconds) on a straight line from `from` to `to`, endpoints included. */
export function line(
  from: readonly [number, number],
  to: readonly [number, number],
  count: number,
  t0: number,
  stepS = 1,
): TrackPoint[] {
  return Array.from({ length: count }, (_, i) => {
    const f = count > 1 ? i / (count - 1) : 0;
    return {
      lat: from[0] + (to[0] - from[0]) * f,
      lng: from[1] + (to[1] - from[1]) * f,
      t: t0 + i * stepS * 1000,
    };
  });
}

/** Joins legs into one track with times continuing 1 s (or stepS) after the previous leg. */
export function track(legs: readonly (readonly [number, number])[][], t0: number, perLeg = 60, stepS = 1) {
  const points: TrackPoint[] = [];
  for (const [from, to] of legs as [readonly [number, number], readonly [number, number]][]) {
    const start = points.length === 0 ? t0 : (points[points.length - 1] as TrackPoint).t + stepS * 1000;
    points.push(...line(from, to, perLeg, start, stepS));
  }
  return points;
}

/** Local time in California in August 2024 (PDT, UTC−7): 2024-08-05 is a Monday, 08-10 a Saturday. */
export const pdt = (day: number, hour: number, minute = 0) => Date.UTC(2024, 7, day, hour + 7, minute);

export function tripInput(overrides: Partial<TripInput> = {}): TripInput {
  const points = overrides.points ?? [];
  const tsStart = overrides.tsStart ?? points[0]?.t ?? pdt(5, 12);
  const tsEnd = overrides.tsEnd ?? points[points.length - 1]?.t ?? tsStart + 30 * 60_000;
  return {
    tsStart,
    tsEnd,
    odometerKm: null,
    fuelUsedLitres: null,
    points,
    homeStateCode: 'CA',
    vehicle: { kpl: 10, fuelType: 'gas' },
    mroType: 'automatedWithLocation' as MroType,
    pilot: 'MBUF' as PilotShortName,
    cordonDaysCharged: new Set<string>(),
    ...overrides,
  };
}

/** Well-known places (inside their state by several km, except where noted). */
export const PLACES = {
  sanFrancisco: [37.7749, -122.4194],
  sacramento: [38.5816, -121.4944],
  davis: [38.545, -121.7405],
  reno: [39.5296, -119.8138],
  // Downtown SF cordon (Financial District / SoMa) and points just outside it.
  soma: [37.78, -122.405],
  financialDistrict: [37.79, -122.396],
  missionDistrict: [37.76, -122.415],
  civicCenter: [37.7793, -122.4193],
  // Bay Bridge toll plaza (Oakland end): east of it on land, west of it over the water.
  eastOfPlaza: [37.8255, -122.295],
  westOfPlaza: [37.8255, -122.312],
} as const satisfies Record<string, readonly [number, number]>;
