import { feeCents, MRO_TYPES, PILOT_SHORT_NAMES } from '@rc/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTrip } from '../engine/index.js';
import type { ComputedSegment, TrackPoint, TripInput } from '../engine/types.js';
import { seededRateContext } from '../seeded-rates.js';

const ctx = seededRateContext();
const M_PER_DEG = 111_320;
const FEES = [
  'mileageFeeCents',
  'fuelFeeCents',
  'cordonFeeCents',
  'todFeeCents',
  'tollFeeCents',
  'cordonEnterFeeCents',
] as const;

/** Where random tracks start: across the CA/NV/OR/AZ borders, or in the Bay Area (cordon, bridges). */
const startArb = fc.oneof(
  fc.record({
    lat: fc.double({ min: 32.5, max: 42.5, noNaN: true }),
    lng: fc.double({ min: -124.5, max: -113.5, noNaN: true }),
  }),
  fc.record({
    lat: fc.double({ min: 38.8, max: 39.6, noNaN: true }),
    lng: fc.double({ min: -120.3, max: -119.7, noNaN: true }),
  }),
  fc.record({
    lat: fc.double({ min: 37.76, max: 37.84, noNaN: true }),
    lng: fc.double({ min: -122.43, max: -122.28, noNaN: true }),
  }),
);

/** A drive: heading changes, speeds and sampling intervals (mostly 1 Hz, sometimes long gaps). */
const stepArb = fc.record({
  turn: fc.double({ min: -0.6, max: 0.6, noNaN: true }),
  speed: fc.double({ min: 0, max: 45, noNaN: true }),
  dt: fc.oneof({ weight: 8, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.integer({ min: 2, max: 900 }) }),
});

const tripArb = fc
  .record({
    start: startArb,
    heading: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
    steps: fc.array(stepArb, { minLength: 0, maxLength: 400 }),
    tsStart: fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2025, 0, 31) }),
    odometer: fc.option(fc.double({ min: 0, max: 400, noNaN: true }), { nil: null }),
    fuel: fc.option(fc.double({ min: 0, max: 40, noNaN: true }), { nil: null }),
    kpl: fc.option(fc.double({ min: 2, max: 40, noNaN: true }), { nil: null }),
    fuelType: fc.constantFrom('gas', 'diesel', 'hybrid', 'electric', null),
    mroType: fc.constantFrom(...MRO_TYPES),
    pilot: fc.constantFrom(...PILOT_SHORT_NAMES),
    dayCharged: fc.boolean(),
  })
  .map((r): TripInput => {
    const points: TrackPoint[] = [];
    let { lat, lng } = r.start;
    let heading = r.heading;
    let t = r.tsStart;
    if (r.steps.length > 0) points.push({ lat, lng, t });
    for (const step of r.steps) {
      heading += step.turn;
      const m = step.speed * step.dt;
      lat += (Math.cos(heading) * m) / M_PER_DEG;
      lng += (Math.sin(heading) * m) / (M_PER_DEG * Math.cos((lat * Math.PI) / 180));
      t += step.dt * 1000;
      points.push({ lat, lng, t });
    }
    const day = new Date(r.tsStart - 7 * 3_600_000).toISOString().slice(0, 10);
    return {
      tsStart: r.tsStart,
      tsEnd: t,
      odometerKm: r.odometer,
      fuelUsedLitres: r.fuel,
      points,
      homeStateCode: 'CA',
      vehicle: { kpl: r.kpl, fuelType: r.fuelType },
      mroType: r.mroType,
      pilot: r.pilot,
      cordonDaysCharged: new Set(r.dayCharged ? [`cordon-downtown-sf|${day}`] : []),
    };
  });

const sum = (segments: ComputedSegment[], key: 'mileage' | (typeof FEES)[number]) =>
  segments.reduce((total, s) => total + s[key], 0);

const closeTo = (actual: number, expected: number) =>
  Math.abs(actual - expected) <= Math.max(1e-9, 1e-6 * Math.abs(expected));

describe('computeTrip properties (random tracks across CA, NV, OR and AZ)', () => {
  it('state segments and public segments each add up to distMro', () => {
    fc.assert(
      fc.property(tripArb, (input) => {
        const trip = computeTrip(input, ctx);
        const states = trip.segments.filter((s) => s.type === 'state');
        const publics = trip.segments.filter((s) => s.type === 'public');
        expect(publics.length).toBeGreaterThan(0);
        expect(closeTo(sum(publics, 'mileage'), trip.distMro)).toBe(true);
        if (states.length > 0) expect(closeTo(sum(states, 'mileage'), trip.distMro)).toBe(true);
        expect(trip.segments.some((s) => s.type === 'private')).toBe(false);
        for (const s of trip.segments) expect(s.mileage).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('every fee is a non-negative safe integer; out-of-state and state segments have none', () => {
    fc.assert(
      fc.property(tripArb, (input) => {
        const trip = computeTrip(input, ctx);
        for (const s of trip.segments) {
          for (const key of FEES) {
            expect(Number.isSafeInteger(s[key])).toBe(true);
            expect(s[key]).toBeGreaterThanOrEqual(0);
            if (s.stateCode !== 'CA' || s.type === 'state') expect(s[key]).toBe(0);
          }
          if (s.type === 'public' && s.stateCode === 'CA') {
            const rate = ctx.mroRates.find((r) => r.mroType === input.mroType && r.state === 'CA');
            expect(s.mileageFeeCents).toBe(feeCents(s.mileage, rate?.centsPerMileageUnit ?? 0));
          }
        }
        if (input.pilot !== 'MBUF+C') expect(trip.cordonFeeCents).toBe(0);
        if (input.pilot !== 'MBUF+ToD') expect(trip.todFeeCents).toBe(0);
        if (input.pilot !== 'MBUF+TF') expect(trip.tollFeeCents).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('trip totals are the sums of the segments', () => {
    fc.assert(
      fc.property(tripArb, (input) => {
        const trip = computeTrip(input, ctx);
        expect(trip.mileageFeeCents).toBe(sum(trip.segments, 'mileageFeeCents'));
        expect(trip.fuelFeeCents).toBe(sum(trip.segments, 'fuelFeeCents'));
        expect(trip.cordonFeeCents).toBe(sum(trip.segments, 'cordonFeeCents'));
        expect(trip.todFeeCents).toBe(sum(trip.segments, 'todFeeCents'));
        expect(trip.tollFeeCents).toBe(sum(trip.segments, 'tollFeeCents'));
      }),
      { numRuns: 300 },
    );
  });

  it('each layer covers the track in order: contiguous times within the trip and contiguous points', () => {
    fc.assert(
      fc.property(tripArb, (input) => {
        const trip = computeTrip(input, ctx);
        for (const type of ['state', 'public'] as const) {
          const layer = trip.segments.filter((s) => s.type === type);
          if (layer.length === 0) continue;
          expect(layer[0]?.tsStart).toBe(input.tsStart);
          expect(layer[layer.length - 1]?.tsEnd).toBe(Math.max(input.tsStart, input.tsEnd));
          layer.forEach((s, i) => {
            expect(s.tsStart).toBeLessThanOrEqual(s.tsEnd);
            const next = layer[i + 1];
            if (next) expect(next.tsStart).toBe(s.tsEnd);
            if (s.pointRange && next?.pointRange) expect(next.pointRange[0]).toBe(s.pointRange[1] + 1);
          });
          const ranges = layer.map((s) => s.pointRange).filter((r) => r !== null);
          if (ranges.length > 0) {
            expect(ranges[0]?.[0]).toBe(0);
            expect(ranges[ranges.length - 1]?.[1]).toBe(input.points.length - 1);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
