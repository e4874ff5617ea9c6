import { decodePolyline, encodePolyline, feeCents, KM_PER_MILE, LITRES_PER_GALLON } from '@rc/domain';
import { describe, expect, it } from 'vitest';
import { naiveStateIndexAt, StateLocator, stateAt, statesData } from '../engine/geo.js';
import { chargeOdometerDistance, computeTrip } from '../engine/index.js';
import type { ComputedTrip, TrackPoint } from '../engine/types.js';
import { seededRateContext } from '../seeded-rates.js';
import { line, PLACES, pdt, track, tripInput } from './helpers.js';

const ctx = seededRateContext();
const TEN_MILES_KM = 10 * KM_PER_MILE;
const ONE_MILE_KM = KM_PER_MILE;
const MILEAGE_RATE = 1.118468; // 1.8 ¢/mile in ¢/km (seeded)
const FUEL_RATE = 15.744654; // 59.6 ¢/gallon in ¢/litre (seeded)
const RUSH_RATE = 3.106856; // 5 ¢/mile in ¢/km (seeded ToD and cordon)

const publicSegments = (trip: ComputedTrip) => trip.segments.filter((s) => s.type === 'public');
const stateSegments = (trip: ComputedTrip) => trip.segments.filter((s) => s.type === 'state');

describe('state lookup (us-atlas boundaries)', () => {
  it.each([
    ['San Francisco', 37.7749, -122.4194, 'CA'],
    ['Los Angeles', 34.0522, -118.2437, 'CA'],
    ['Reno', 39.5296, -119.8138, 'NV'],
    ['Las Vegas', 36.1699, -115.1398, 'NV'],
    ['Portland', 45.5152, -122.6784, 'OR'],
    ['Phoenix', 33.4484, -112.074, 'AZ'],
    ['South Lake Tahoe', 38.9399, -119.9772, 'CA'],
    ['Stateline (Lake Tahoe, NV side)', 38.9613, -119.9426, 'NV'],
    ['Kings Beach (north shore, CA)', 39.2377, -120.0266, 'CA'],
    ['Incline Village (north shore, NV)', 39.2513, -119.973, 'NV'],
    ['Lake Tahoe, west half of the water', 39.09, -120.08, 'CA'],
    ['Lake Tahoe, east half of the water', 39.09, -119.95, 'NV'],
    ['Winterhaven (across the Colorado from Yuma)', 32.7395, -114.6347, 'CA'],
    ['Yuma', 32.6927, -114.6277, 'AZ'],
    ['Ashland', 42.1946, -122.7095, 'OR'],
    ['Anchorage', 61.2181, -149.9003, 'AK'],
    ['Honolulu', 21.3069, -157.8583, 'HI'],
  ])('%s is in %s', (_name, lat, lng, code) => {
    expect(stateAt(lat, lng)?.code).toBe(code);
  });

  it('names the state', () => {
    expect(stateAt(37.7749, -122.4194)).toEqual({ code: 'CA', name: 'California' });
  });

  it.each([
    ['the Pacific', 36, -125],
    ['Tijuana', 32.5149, -117.0382],
    ['the Bay under the Bay Bridge', 37.8, -122.36],
    ['Vancouver', 49.2827, -123.1207],
  ])('%s is in no state', (_name, lat, lng) => {
    expect(stateAt(lat, lng)).toBeNull();
  });

  it('the grid gives the same answer as plain ray casting, near borders and coasts too', () => {
    // A fixed pseudo-random sample over the West (deterministic, so a failure is reproducible).
    let seed = 7;
    const rand = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const locator = new StateLocator();
    const mismatches: [number, number][] = [];
    for (let i = 0; i < 5_000; i++) {
      const lat = 31 + rand() * 12;
      const lng = -125 + rand() * 12;
      if (locator.locate(lat, lng) !== naiveStateIndexAt(lat, lng)) mismatches.push([lat, lng]);
    }
    expect(mismatches).toEqual([]);
  });

  it('knows the 50 states, DC and Puerto Rico by code', () => {
    const codes = new Set(statesData().states.map((s) => s.code));
    expect(codes.size).toBeGreaterThanOrEqual(52);
    for (const code of ['CA', 'NV', 'OR', 'AZ', 'DC', 'PR', 'AK', 'HI']) expect(codes.has(code)).toBe(true);
  });
});

describe('feeCents', () => {
  it('rounds half-up per product, robust to binary floating error', () => {
    expect(feeCents(0.145, 100)).toBe(15); // 14.499999999999998 in floating point
    expect(feeCents(1.005, 100)).toBe(101); // 100.49999999999999
    expect(feeCents(2.5, 1)).toBe(3);
    expect(feeCents(2.4999, 1)).toBe(2);
    expect(feeCents(0, 1.118468)).toBe(0);
    expect(feeCents(TEN_MILES_KM, MILEAGE_RATE)).toBe(18);
    expect(feeCents(-2.5, 1)).toBe(-3);
    expect(Object.is(feeCents(-0.1, 1), 0)).toBe(true);
  });

  it('refuses non-finite quantities', () => {
    expect(() => feeCents(Number.NaN, 1)).toThrow(RangeError);
  });
});

describe('computeTrip: mileage fee and fuel-tax credit (MBUF)', () => {
  const points = line(PLACES.sacramento, PLACES.davis, 900, pdt(5, 12));

  it('10 miles in CA at 1.8 ¢/mile is 18 ¢; a measured gallon of fuel is a 59.6 → 60 ¢ credit', () => {
    const trip = computeTrip(
      tripInput({ points, odometerKm: TEN_MILES_KM, fuelUsedLitres: LITRES_PER_GALLON, pilot: 'MBUF' }),
      ctx,
    );
    expect(trip.distMro).toBe(TEN_MILES_KM);
    const [pub] = publicSegments(trip);
    expect(publicSegments(trip)).toHaveLength(1);
    expect(pub).toMatchObject({ stateCode: 'CA', state: 'California', mileageFeeCents: 18, fuelFeeCents: 60 });
    expect(pub?.mileage).toBeCloseTo(TEN_MILES_KM, 9);
    expect(stateSegments(trip)).toHaveLength(1);
    expect(stateSegments(trip)[0]).toMatchObject({ stateCode: 'CA', mileageFeeCents: 0, fuelFeeCents: 0 });
    expect(trip).toMatchObject({ mileageFeeCents: 18, fuelFeeCents: 60, cordonFeeCents: 0, todFeeCents: 0 });
    expect(trip.tollFeeCents).toBe(0);
  });

  it('estimates fuel from the EPA kpl when not measured: 16.09 km at 8.04672 km/L is 2 L → 31 ¢', () => {
    const trip = computeTrip(
      tripInput({ points, odometerKm: TEN_MILES_KM, vehicle: { kpl: TEN_MILES_KM / 2, fuelType: 'gas' } }),
      ctx,
    );
    expect(trip.fuel).toBeCloseTo(2, 9);
    expect(trip.fuelFeeCents).toBe(feeCents(2, FUEL_RATE));
    expect(trip.fuelFeeCents).toBe(31);
  });

  it('an electric vehicle uses no fuel and gets no credit, even with a fuel reading', () => {
    const trip = computeTrip(
      tripInput({ points, odometerKm: TEN_MILES_KM, fuelUsedLitres: 3, vehicle: { kpl: 10, fuelType: 'electric' } }),
      ctx,
    );
    expect(trip.fuel).toBe(0);
    expect(trip.fuelFeeCents).toBe(0);
    expect(trip.mileageFeeCents).toBe(18);
  });

  it('OB-MBUF charges the same fees as MBUF and no others', () => {
    const input = tripInput({ points, odometerKm: TEN_MILES_KM, fuelUsedLitres: LITRES_PER_GALLON });
    const a = computeTrip({ ...input, pilot: 'MBUF' }, ctx);
    const b = computeTrip({ ...input, pilot: 'OB-MBUF' }, ctx);
    expect(b.mileageFeeCents).toBe(a.mileageFeeCents);
    expect(b.fuelFeeCents).toBe(a.fuelFeeCents);
    expect(b.cordonFeeCents + b.todFeeCents + b.tollFeeCents).toBe(0);
  });

  it('no MRO rate row for the reporting type: mileage but no fees, and a log line says so', () => {
    const noRates = { ...ctx, mroRates: [] };
    const trip = computeTrip(tripInput({ points, odometerKm: TEN_MILES_KM }), noRates);
    expect(trip.mileageFeeCents).toBe(0);
    expect(trip.distMro).toBe(TEN_MILES_KM);
    expect(trip.logs.some((l) => l.includes('no MRO rate'))).toBe(true);
  });
});

describe('computeTrip: state segments and scaling', () => {
  it('a Sacramento → Reno trip bills only the California part', () => {
    // 1,800 points every 5 s (2.5 h): a straight line over the Sierra into Nevada.
    const points = line(PLACES.sacramento, PLACES.reno, 1800, pdt(5, 12), 5);
    const trip = computeTrip(tripInput({ points, odometerKm: 200, pilot: 'MBUF' }), ctx);
    expect(stateSegments(trip).map((s) => s.stateCode)).toEqual(['CA', 'NV']);
    expect(publicSegments(trip).map((s) => s.stateCode)).toEqual(['CA', 'NV']);
    const [ca, nv] = publicSegments(trip);
    expect(nv).toMatchObject({ mileageFeeCents: 0, fuelFeeCents: 0, cordonFeeCents: 0, todFeeCents: 0 });
    expect(nv?.mileage).toBeGreaterThan(10);
    expect(ca?.mileageFeeCents).toBe(feeCents(ca?.mileage ?? 0, MILEAGE_RATE));
    expect(trip.mileageFeeCents).toBe(ca?.mileageFeeCents);
    expect(trip.mileageFeeCents).toBeLessThan(feeCents(200, MILEAGE_RATE));
    // Layers add up to the odometer distance; each segment's GPS km is scaled by the same factor.
    const sum = (xs: { mileage: number }[]) => xs.reduce((a, s) => a + s.mileage, 0);
    expect(sum(stateSegments(trip))).toBeCloseTo(200, 9);
    expect(sum(publicSegments(trip))).toBeCloseTo(200, 9);
    const factor = 200 / (trip.distGps ?? 1);
    expect(ca?.mileage).toBeCloseTo((ca?.calculatedMileage ?? 0) * factor, 9);
    expect(ca?.percentage).toBeCloseTo((ca?.mileage ?? 0) / 200, 12);
    expect(ca?.percentageState).toBe(1);
    // Contiguous in time and in points.
    expect(ca?.tsEnd).toBe(nv?.tsStart);
    expect(ca?.pointRange?.[1]).toBe((nv?.pointRange?.[0] ?? 0) - 1);
  });

  it('a trip without GPS is one public segment in the home state with all the mileage', () => {
    const trip = computeTrip(tripInput({ odometerKm: 50, fuelUsedLitres: null, pilot: 'MBUF' }), ctx);
    expect(trip.segments).toHaveLength(1);
    expect(trip.segments[0]).toMatchObject({
      type: 'public',
      stateCode: 'CA',
      state: 'California',
      mileage: 50,
      calculatedMileage: null,
      polylines: [],
      pointRange: null,
      percentage: 1,
      mileageFeeCents: feeCents(50, MILEAGE_RATE),
      fuelFeeCents: feeCents(5, FUEL_RATE),
    });
    expect(trip.mileageFeeCents).toBe(56);
    expect(trip.distGps).toBeNull();
    expect(trip.polyline).toBeNull();
  });

  it('points over the water (the Bay, bridges) stay in the previous state; leading ones take the first state', () => {
    const points = track(
      [
        [[37.8, -122.36], PLACES.westOfPlaza], // starts on the water under the Bay Bridge
        [PLACES.westOfPlaza, PLACES.eastOfPlaza],
        [PLACES.eastOfPlaza, PLACES.westOfPlaza],
      ],
      pdt(5, 12),
    );
    expect(stateAt(37.8, -122.36)).toBeNull();
    const trip = computeTrip(tripInput({ points }), ctx);
    expect(trip.segments.map((s) => `${s.type}:${s.stateCode}`)).toEqual(['state:CA', 'public:CA']);
  });

  it('a track that never enters a state is charged like a trip without location', () => {
    const points = line([32.45, -117.0], [32.4, -116.9], 1000, pdt(5, 12)); // Baja California
    const trip = computeTrip(tripInput({ points, odometerKm: 12 }), ctx);
    expect(trip.segments).toHaveLength(1);
    expect(trip.segments[0]).toMatchObject({ type: 'public', stateCode: 'CA', mileage: 12 });
    expect(trip.polyline).not.toBeNull();
  });

  it('segment polylines are the points of the segment, joined to the previous segment', () => {
    const points = line(PLACES.sacramento, PLACES.reno, 600, pdt(5, 12), 15);
    const trip = computeTrip(tripInput({ points }), ctx);
    const coords = points.map((p) => [p.lat, p.lng] as [number, number]);
    expect(trip.polyline).toBe(encodePolyline(coords));
    for (const s of trip.segments) {
      const [first, last] = s.pointRange ?? [0, 0];
      expect(s.polylines).toEqual([encodePolyline(coords.slice(Math.max(0, first - 1), last + 1))]);
      expect(decodePolyline(s.polylines[0] ?? '')?.length).toBe(last - Math.max(0, first - 1) + 1);
    }
  });

  it('points out of order are sorted by time first', () => {
    const points = line(PLACES.sacramento, PLACES.reno, 300, pdt(5, 12), 30);
    const shuffled = [...points].reverse();
    const a = computeTrip(tripInput({ points }), ctx);
    const b = computeTrip(
      tripInput({ points: shuffled, tsStart: points[0]?.t, tsEnd: points[points.length - 1]?.t }),
      ctx,
    );
    expect(b.segments).toEqual(a.segments);
  });

  it('invalid points are dropped and logged', () => {
    const points: TrackPoint[] = [
      ...line(PLACES.sacramento, PLACES.davis, 50, pdt(5, 12)),
      { lat: Number.NaN, lng: -121, t: pdt(5, 12, 1) },
      { lat: 95, lng: -121, t: pdt(5, 12, 1) },
    ];
    const trip = computeTrip(tripInput({ points }), ctx);
    expect(trip.logs.some((l) => l.includes('2 invalid point'))).toBe(true);
    expect(trip.segments.every((s) => s.stateCode === 'CA')).toBe(true);
  });
});

describe('computeTrip: cordon (MBUF+C)', () => {
  const dayKey = 'cordon-downtown-sf|2024-08-05';
  const inside = line(PLACES.soma, PLACES.financialDistrict, 120, pdt(5, 8));

  it('a mile inside downtown SF on a weekday morning: $5 entry + 5 ¢/mile = 505 ¢, entry recorded once', () => {
    const trip = computeTrip(tripInput({ points: inside, odometerKm: ONE_MILE_KM, pilot: 'MBUF+C' }), ctx);
    const pubs = publicSegments(trip);
    expect(pubs).toHaveLength(1);
    expect(pubs[0]).toMatchObject({
      cordonId: 'cordon-downtown-sf',
      cordonName: 'Downtown San Francisco',
      cordonEnterTime: inside[0]?.t,
      cordonEnterTimeZone: 'America/Los_Angeles',
      cordonEnterFeeCents: 500,
      cordonFeeCents: 505,
      mileageFeeCents: 2,
    });
    expect(trip.cordonFeeCents).toBe(505);
    expect(trip.cordonDaysCharged).toEqual([dayKey]);
  });

  it('a second trip the same day (day already charged) pays only the per-mile part', () => {
    const trip = computeTrip(
      tripInput({ points: inside, odometerKm: ONE_MILE_KM, pilot: 'MBUF+C', cordonDaysCharged: new Set([dayKey]) }),
      ctx,
    );
    expect(trip.cordonFeeCents).toBe(feeCents(ONE_MILE_KM, RUSH_RATE));
    expect(trip.cordonFeeCents).toBe(5);
    expect(publicSegments(trip)[0]?.cordonEnterFeeCents).toBe(0);
    expect(trip.cordonDaysCharged).toEqual([]);
  });

  it('a day charged earlier is a different day: the next weekday pays the entry fee again', () => {
    const tuesday = line(PLACES.soma, PLACES.financialDistrict, 120, pdt(6, 8));
    const trip = computeTrip(
      tripInput({ points: tuesday, odometerKm: ONE_MILE_KM, pilot: 'MBUF+C', cordonDaysCharged: new Set([dayKey]) }),
      ctx,
    );
    expect(trip.cordonFeeCents).toBe(505);
    expect(trip.cordonDaysCharged).toEqual(['cordon-downtown-sf|2024-08-06']);
  });

  it('in and out twice in one trip: segments split at the zone edge, one entry fee', () => {
    const points = track(
      [
        [PLACES.missionDistrict, PLACES.soma],
        [PLACES.soma, PLACES.civicCenter],
        [PLACES.civicCenter, PLACES.financialDistrict],
        [PLACES.financialDistrict, PLACES.civicCenter],
      ],
      pdt(5, 17),
      120,
    );
    const trip = computeTrip(tripInput({ points, pilot: 'MBUF+C' }), ctx);
    const pubs = publicSegments(trip);
    const visits = pubs.filter((s) => s.cordonId);
    expect(pubs.length).toBeGreaterThanOrEqual(4);
    expect(visits.length).toBeGreaterThanOrEqual(2);
    expect(visits.map((s) => s.cordonEnterFeeCents)).toEqual([500, ...visits.slice(1).map(() => 0)]);
    const perMile = visits.reduce((sum, s) => sum + feeCents(s.mileage, RUSH_RATE), 0);
    expect(trip.cordonFeeCents).toBe(500 + perMile);
    expect(pubs.filter((s) => !s.cordonId).every((s) => s.cordonFeeCents === 0)).toBe(true);
  });

  it('no cordon fee on a Saturday, after 19:00, or for another pilot', () => {
    const saturday = line(PLACES.soma, PLACES.financialDistrict, 120, pdt(10, 8));
    const evening = line(PLACES.soma, PLACES.financialDistrict, 120, pdt(5, 19, 5));
    for (const [points, pilot] of [
      [saturday, 'MBUF+C'],
      [evening, 'MBUF+C'],
      [inside, 'MBUF'],
      [inside, 'MBUF+ToD'],
    ] as const) {
      const trip = computeTrip(tripInput({ points, odometerKm: ONE_MILE_KM, pilot }), ctx);
      expect(trip.cordonFeeCents).toBe(0);
      expect(trip.segments.every((s) => s.cordonId === null)).toBe(true);
      expect(trip.cordonDaysCharged).toEqual([]);
    }
  });

  it('minimum distances: a visit shorter than the minimum is not charged', () => {
    const strict = {
      ...ctx,
      cordons: ctx.cordons.map((c) => ({ ...c, minimumDistanceInMileageUnit: 5 })),
    };
    const trip = computeTrip(tripInput({ points: inside, odometerKm: ONE_MILE_KM, pilot: 'MBUF+C' }), strict);
    expect(trip.cordonFeeCents).toBe(0);
    expect(trip.cordonDaysCharged).toEqual([]);
    const total = { ...ctx, cordons: ctx.cordons.map((c) => ({ ...c, minimumTotalDistanceInMileageUnit: 1 })) };
    expect(
      computeTrip(tripInput({ points: inside, odometerKm: ONE_MILE_KM, pilot: 'MBUF+C' }), total).cordonFeeCents,
    ).toBe(505);
  });
});

describe('computeTrip: time of day (MBUF+ToD)', () => {
  it('10 miles in the morning rush hour: 5 ¢/mile = 50 ¢ on top of the 18 ¢ road charge', () => {
    const points = line(PLACES.sacramento, PLACES.davis, 1200, pdt(5, 7, 30));
    const trip = computeTrip(tripInput({ points, odometerKm: TEN_MILES_KM, pilot: 'MBUF+ToD' }), ctx);
    expect(publicSegments(trip)).toHaveLength(1);
    expect(publicSegments(trip)[0]).toMatchObject({
      todId: 'tod-weekday-rush-am',
      todFeeCents: 50,
      mileageFeeCents: 18,
    });
    expect(trip.todFeeCents).toBe(50);
  });

  it('the evening window too; nothing at midday or on a Sunday', () => {
    const at = (start: number) =>
      computeTrip(
        tripInput({
          points: line(PLACES.sacramento, PLACES.davis, 600, start),
          odometerKm: TEN_MILES_KM,
          pilot: 'MBUF+ToD',
        }),
        ctx,
      );
    expect(at(pdt(5, 17)).segments.find((s) => s.type === 'public')?.todId).toBe('tod-weekday-rush-pm');
    expect(at(pdt(5, 17)).todFeeCents).toBe(50);
    expect(at(pdt(5, 12)).todFeeCents).toBe(0);
    expect(at(pdt(11, 8)).todFeeCents).toBe(0);
  });

  it('windows are local time through daylight saving: 06:30 local is 13:30 UTC in August, 14:30 UTC in December', () => {
    const at = (start: number) =>
      computeTrip(
        tripInput({
          points: line(PLACES.sacramento, PLACES.davis, 600, start),
          odometerKm: TEN_MILES_KM,
          pilot: 'MBUF+ToD',
        }),
        ctx,
      ).todFeeCents;
    expect(at(Date.UTC(2024, 7, 5, 13, 30))).toBe(50); // Monday 06:30 PDT
    expect(at(Date.UTC(2024, 11, 2, 13, 30))).toBe(0); // Monday 05:30 PST
    expect(at(Date.UTC(2024, 11, 2, 14, 30))).toBe(50); // Monday 06:30 PST
  });

  it('a trip across the end of the window is split at 10:00 local; only the part before pays', () => {
    const points = line(PLACES.sacramento, PLACES.davis, 1200, pdt(5, 9, 50));
    const trip = computeTrip(tripInput({ points, odometerKm: 20, pilot: 'MBUF+ToD' }), ctx);
    const pubs = publicSegments(trip);
    expect(pubs.map((s) => s.todId)).toEqual(['tod-weekday-rush-am', null]);
    expect(pubs[0]?.tsEnd).toBe(pdt(5, 10) - 1000);
    expect(pubs[1]?.tsStart).toBe(pdt(5, 10) - 1000);
    // 599 of the 1,199 one-second steps (equal in degrees, so equal in km to within 0.1 %).
    expect(pubs[0]?.mileage).toBeCloseTo((20 * 599) / 1199, 1);
    expect(trip.todFeeCents).toBe(feeCents(pubs[0]?.mileage ?? 0, RUSH_RATE));
    expect(pubs[1]?.todFeeCents).toBe(0);
  });
});

describe('computeTrip: tolls (MBUF+TF)', () => {
  const westbound = line(PLACES.eastOfPlaza, PLACES.westOfPlaza, 60, pdt(5, 12));
  const eastbound = line(PLACES.westOfPlaza, PLACES.eastOfPlaza, 60, pdt(5, 12));

  it('Bay Bridge westbound through the toll plaza: $7, once although the plaza has two gantries', () => {
    const trip = computeTrip(tripInput({ points: westbound, pilot: 'MBUF+TF' }), ctx);
    expect(trip.tollFeeCents).toBe(700);
    const tolled = publicSegments(trip).filter((s) => s.tollId);
    expect(tolled).toHaveLength(1);
    expect(tolled[0]).toMatchObject({ tollId: 'toll-bay-bridge', tollFeeCents: 700 });
    expect(tolled[0]?.tollEntryId).toMatch(/^gantry-sfobb-wb-/);
    expect(tolled[0]?.tollEntryTime).not.toBeNull();
  });

  it('Bay Bridge eastbound (the free direction): $0', () => {
    const trip = computeTrip(tripInput({ points: eastbound, pilot: 'MBUF+TF' }), ctx);
    expect(trip.tollFeeCents).toBe(0);
    expect(trip.segments.every((s) => s.tollId === null)).toBe(true);
  });

  it('a road past the plaza heading north pays nothing (heading must be within ±60° of west)', () => {
    const north = line([37.82, -122.3015], [37.832, -122.3015], 60, pdt(5, 12));
    expect(computeTrip(tripInput({ points: north, pilot: 'MBUF+TF' }), ctx).tollFeeCents).toBe(0);
  });

  it('there and back twice in one trip: one passage per bridge and direction', () => {
    const points = track(
      [
        [PLACES.eastOfPlaza, PLACES.westOfPlaza],
        [PLACES.westOfPlaza, PLACES.eastOfPlaza],
        [PLACES.eastOfPlaza, PLACES.westOfPlaza],
      ],
      pdt(5, 12),
    );
    const trip = computeTrip(tripInput({ points, pilot: 'MBUF+TF' }), ctx);
    expect(trip.tollFeeCents).toBe(700);
  });

  it('the toll splits the public segments: at most one toll per segment; other pilots pay no toll', () => {
    const points = track(
      [
        [PLACES.eastOfPlaza, PLACES.westOfPlaza],
        [PLACES.westOfPlaza, [37.81, -122.365]],
      ],
      pdt(5, 12),
    );
    const trip = computeTrip(tripInput({ points, pilot: 'MBUF+TF' }), ctx);
    const pubs = publicSegments(trip);
    expect(pubs).toHaveLength(2);
    expect(pubs.map((s) => s.tollFeeCents)).toEqual([700, 0]);
    expect(computeTrip(tripInput({ points, pilot: 'MBUF' }), ctx).tollFeeCents).toBe(0);
  });
});

describe('computeTrip: issues and review', () => {
  const points = line(PLACES.sacramento, PLACES.davis, 900, pdt(5, 12));

  it('16: no odometer distance (GPS distance charged) or points ending early', () => {
    const noOdometer = computeTrip(tripInput({ points, tripId: 'T1' }), ctx);
    expect(noOdometer.issues).toContainEqual({ code: 16, description: 'Trip T1 is incomplete' });
    expect(noOdometer.distMro).toBe(noOdometer.distGps);
    const early = computeTrip(tripInput({ points, odometerKm: 21, tsEnd: pdt(5, 13), tripId: 'T2' }), ctx);
    expect(early.issues.map((i) => i.code)).toEqual([16]);
    const complete = computeTrip(tripInput({ points, odometerKm: 21 }), ctx);
    expect(complete.issues).toEqual([]);
  });

  it('17: a trip with no mileage', () => {
    const trip = computeTrip(tripInput({ odometerKm: 0, tripId: 'T3' }), ctx);
    expect(trip.issues).toContainEqual({ code: 17, description: 'Trip T3 has no mileage' });
    expect(trip.segments[0]?.mileageFeeCents).toBe(0);
  });

  it('99: more than 1,500 km, or faster than 250 km/h on average', () => {
    const far = computeTrip(
      tripInput({ odometerKm: 1600, tsStart: pdt(5, 0), tsEnd: pdt(5, 20), serialNumber: 'MRO42' }),
      ctx,
    );
    expect(far.issues).toContainEqual({ code: 99, description: 'Device MRO42 reported excessive mileage' });
    const fast = computeTrip(tripInput({ odometerKm: 300, tsStart: pdt(5, 12), tsEnd: pdt(5, 13) }), ctx);
    expect(fast.issues.map((i) => i.code)).toContain(99);
    const fine = computeTrip(tripInput({ odometerKm: 200, tsStart: pdt(5, 12), tsEnd: pdt(5, 14) }), ctx);
    expect(fine.issues.map((i) => i.code)).not.toContain(99);
  });

  it('99: an implausible odometer is never billed: the GPS distance is charged, or nothing, and the trip goes to review', () => {
    const gpsOnly = computeTrip(tripInput({ points, odometerKm: null }), ctx);
    const withGps = computeTrip(tripInput({ points, odometerKm: 9000 }), ctx);
    expect(withGps.issues.map((i) => i.code)).toContain(99);
    expect(withGps.distMro).toBeCloseTo(gpsOnly.distGps ?? -1, 9);
    expect(withGps.mileageFeeCents).toBe(gpsOnly.mileageFeeCents);
    expect(withGps.mileageFeeCents).toBeGreaterThan(0);
    expect(withGps.distanceDiscrepancy).toBe(true);
    const noGps = computeTrip(tripInput({ odometerKm: 9000, tsStart: pdt(5, 12), tsEnd: pdt(5, 13) }), ctx);
    expect(noGps.issues.map((i) => i.code)).toEqual([99]);
    expect(noGps.distMro).toBe(0);
    expect(noGps.mileageFeeCents + noGps.fuelFeeCents).toBe(0);
    expect(noGps.distanceDiscrepancy).toBe(true);
  });

  it('distanceDiscrepancy when GPS and odometer differ by more than 10 %', () => {
    const gps = computeTrip(tripInput({ points }), ctx).distGps ?? 0;
    expect(computeTrip(tripInput({ points, odometerKm: gps * 1.05 }), ctx).distanceDiscrepancy).toBe(false);
    expect(computeTrip(tripInput({ points, odometerKm: gps * 0.95 }), ctx).distanceDiscrepancy).toBe(false);
    expect(computeTrip(tripInput({ points, odometerKm: gps * 1.2 }), ctx).distanceDiscrepancy).toBe(true);
    expect(computeTrip(tripInput({ points, odometerKm: gps * 0.8 }), ctx).distanceDiscrepancy).toBe(true);
    expect(computeTrip(tripInput({ odometerKm: 10 }), ctx).distanceDiscrepancy).toBe(false);
  });

  it('writes log lines: distance, states, fuel and fees', () => {
    const trip = computeTrip(tripInput({ points, odometerKm: 21, fuelUsedLitres: 2 }), ctx);
    expect(trip.logs.join('\n')).toMatch(/Distance: 900 GPS point\(s\).*charged 21\.000 km/);
    expect(trip.logs.join('\n')).toMatch(/States: California 21\.000 km/);
    expect(trip.logs.join('\n')).toMatch(/Fuel: 2\.000 L measured/);
    expect(trip.logs.join('\n')).toMatch(/Fees \(¢\): mileage 23, fuel-tax credit 31/);
  });
});

describe('chargeOdometerDistance (manual and telematics mileage)', () => {
  it('one CA public segment with the mileage fee and fuel-tax credit', () => {
    const segment = chargeOdometerDistance(
      {
        tsStart: pdt(1, 0),
        tsEnd: pdt(31, 0),
        km: 100,
        fuelUsedLitres: null,
        homeStateCode: 'CA',
        vehicle: { kpl: 12.5, fuelType: 'gas' },
        mroType: 'manual',
      },
      ctx,
    );
    expect(segment).toMatchObject({
      type: 'public',
      state: 'California',
      stateCode: 'CA',
      mileage: 100,
      fuel: 8,
      percentage: 1,
      calculatedMileage: null,
      mileageFeeCents: feeCents(100, MILEAGE_RATE),
      fuelFeeCents: feeCents(8, FUEL_RATE),
      cordonFeeCents: 0,
      todFeeCents: 0,
      tollFeeCents: 0,
    });
    expect(segment.mileageFeeCents).toBe(112);
    expect(segment.fuelFeeCents).toBe(126);
  });

  it('outside California nothing is billed; an electric vehicle gets no fuel credit', () => {
    const base = {
      tsStart: pdt(1, 0),
      tsEnd: pdt(31, 0),
      km: 100,
      fuelUsedLitres: 5,
      vehicle: { kpl: 12.5, fuelType: 'gas' },
      mroType: 'telematics' as const,
    };
    expect(chargeOdometerDistance({ ...base, homeStateCode: 'NV' }, ctx)).toMatchObject({
      stateCode: 'NV',
      state: 'Nevada',
      mileageFeeCents: 0,
      fuelFeeCents: 0,
    });
    const ev = chargeOdometerDistance(
      { ...base, homeStateCode: 'CA', vehicle: { kpl: null, fuelType: 'electric' } },
      ctx,
    );
    expect(ev).toMatchObject({ fuel: 0, fuelFeeCents: 0, mileageFeeCents: 112 });
  });
});
