import { deviceTripPayloadSchema, isValidVin, vinModelYear } from '@rc/domain';
import { describe, expect, it } from 'vitest';
import { DEVICE_FLEET, ELECTRIC_FLEET, imeiFor, vinFor } from '../fleet.js';
import { distanceM } from '../geo.js';
import { personaById } from '../routes.js';
import {
  type FAULT_KINDS,
  isoWeekday,
  localDate,
  localTime,
  planTrips,
  type SimDriver,
  tripRecord,
} from '../scenarios.js';

const driver = (over: Partial<SimDriver> = {}, vehicle: Partial<SimDriver['vehicle']> = {}): SimDriver => ({
  key: 'participant-1',
  pilot: 'MBUF',
  persona: personaById('oakland-lake'),
  ...over,
  vehicle: {
    serial: 'SIM000001',
    vin: vinFor(DEVICE_FLEET[0] as (typeof DEVICE_FLEET)[number], 1),
    gps: true,
    kpl: 13.6,
    electric: false,
    odometerKm: 40_000,
    ...vehicle,
  },
});

// A Wednesday evening, Pacific time (after the day's commutes).
const END = localTime('2025-03-12', 22 * 60);

/** Local hour of day (Pacific) of an instant. */
const localHour = (ms: number) => (ms - localTime(localDate(ms), 0)) / 3_600_000;

describe('local time', () => {
  it('converts Pacific wall-clock times across daylight saving', () => {
    expect(new Date(localTime('2025-01-15', 8 * 60)).toISOString()).toBe('2025-01-15T16:00:00.000Z');
    expect(new Date(localTime('2025-07-15', 8 * 60)).toISOString()).toBe('2025-07-15T15:00:00.000Z');
    expect(localDate(Date.parse('2025-07-16T06:30:00Z'))).toBe('2025-07-15');
    expect(isoWeekday('2025-03-12')).toBe(3);
    expect(isoWeekday('2025-03-16')).toBe(7);
  });
});

describe('planning trips', () => {
  it('plans commutes, errands and longer drives in time order, none overlapping or after the end', () => {
    const trips = planTrips(driver(), { seed: 1, days: 60, endMs: END, faults: [] });
    expect(trips.length).toBeGreaterThan(60);
    const kinds = new Set(trips.map((t) => t.kind));
    expect(kinds).toEqual(new Set(['commute', 'errand', 'long']));
    for (let i = 1; i < trips.length; i++) {
      const a = trips[i - 1] as (typeof trips)[number];
      const b = trips[i] as (typeof trips)[number];
      expect(b.startMs).toBeGreaterThan(a.estimatedEndMs);
      expect(b.odometerStartKm).toBeCloseTo(a.odometerEndKm, 6);
    }
    expect(trips.at(-1)?.estimatedEndMs).toBeLessThanOrEqual(END);
    expect(localDate(trips[0]?.startMs ?? 0) >= '2025-01-12').toBe(true);
  });

  it('is the same for the same seed, differs for another seed, and a day does not depend on the length of the run', () => {
    const a = planTrips(driver(), { seed: 'x', days: 20, endMs: END });
    const b = planTrips(driver(), { seed: 'x', days: 20, endMs: END });
    expect(b).toEqual(a);
    const records = (t: typeof a) => t.slice(0, 5).map((trip) => tripRecord(driver(), trip, 'x').payload);
    expect(records(b)).toEqual(records(a));
    const other = planTrips(driver(), { seed: 'y', days: 20, endMs: END });
    expect(other.map((t) => t.startMs)).not.toEqual(a.map((t) => t.startMs));
    const longer = planTrips(driver(), { seed: 'x', days: 40, endMs: END });
    const startsOfLastDays = (t: typeof a) => t.filter((x) => x.startMs > END - 10 * 86_400_000).map((x) => x.startMs);
    expect(startsOfLastDays(longer)).toEqual(startsOfLastDays(a));
  });

  it('drives the rush hours on weekdays for time-of-day participants', () => {
    const trips = planTrips(driver({ pilot: 'MBUF+ToD', persona: personaById('san-jose') }), {
      seed: 3,
      days: 30,
      endMs: END,
      faults: [],
    });
    const commutes = trips.filter((t) => t.kind === 'commute');
    expect(commutes.length).toBeGreaterThan(25);
    for (const t of commutes) {
      expect(isoWeekday(localDate(t.startMs))).toBeLessThanOrEqual(5);
      const h = localHour(t.startMs);
      expect((h >= 6 && h < 10) || (h >= 15 && h < 19), `${new Date(t.startMs).toISOString()} at ${h}`).toBe(true);
    }
  });

  it('sends cordon participants through downtown San Francisco and toll participants over a bridge on weekdays', () => {
    const cordon = planTrips(driver({ pilot: 'MBUF+C', persona: personaById('daly-city') }), {
      seed: 4,
      days: 14,
      endMs: END,
    }).filter((t) => t.kind === 'commute');
    expect(cordon.length).toBeGreaterThan(10);
    expect(new Set(cordon.map((t) => t.route.id))).toEqual(new Set(['daly-city:soma:to', 'daly-city:soma:back']));
    const toll = planTrips(driver({ pilot: 'MBUF+TF', persona: personaById('hayward') }), {
      seed: 4,
      days: 14,
      endMs: END,
    }).filter((t) => t.kind === 'commute');
    expect(toll.some((t) => t.route.id === 'hayward:san-mateo:to')).toBe(true);
  });
});

describe('the device record', () => {
  it('is a valid webhook payload with 1 Hz points, odometer within 2 % of the distance and fuel from the economy', () => {
    const d = driver();
    const trips = planTrips(d, { seed: 5, days: 10, endMs: END, faults: [] });
    for (const trip of trips) {
      const { payload, distanceKm, durationS } = tripRecord(d, trip, 5);
      expect(deviceTripPayloadSchema.safeParse(payload).success).toBe(true);
      const points = payload.trip.points ?? [];
      expect(points.length).toBe(durationS + 1);
      expect(Date.parse(payload.trip.endTime) - Date.parse(payload.trip.startTime)).toBe(durationS * 1000);
      let gps = 0;
      for (let i = 1; i < points.length; i++) {
        const a = points[i - 1] as [number, number, number];
        const b = points[i] as [number, number, number];
        gps += distanceM([a[0], a[1]], [b[0], b[1]]) / 1000;
      }
      const odometer = (payload.trip.odometerEndKm ?? 0) - (payload.trip.odometerStartKm ?? 0);
      expect(Math.abs(odometer - gps) / gps, trip.route.id).toBeLessThan(0.02);
      expect(odometer).toBeCloseTo(distanceKm, 1);
      // Litres used: km ÷ kpl, a little worse in town.
      const used = payload.trip.fuelUsedLitres ?? 0;
      expect(used).toBeGreaterThan((odometer / 13.6) * 0.85);
      expect(used).toBeLessThan((odometer / 13.6) * 1.3);
    }
    // A fill-up now and then.
    const month = planTrips(d, { seed: 5, days: 40, endMs: END, faults: [] });
    expect(month.filter((t) => (t.fuelAddedLitres ?? 0) > 30).length).toBeGreaterThan(0);
  });

  it('leaves the points out for a device without GPS and the fuel out for an electric car', () => {
    const noGps = driver({}, { gps: false });
    const [trip] = planTrips(noGps, { seed: 6, days: 3, endMs: END, faults: [] });
    if (!trip) throw new Error('no trip');
    expect(tripRecord(noGps, trip, 6).payload.trip.points).toBeUndefined();
    const ev = driver({}, { electric: true, kpl: null });
    const [evTrip] = planTrips(ev, { seed: 6, days: 3, endMs: END, faults: [] });
    if (!evTrip) throw new Error('no trip');
    expect(tripRecord(ev, evTrip, 6).payload.trip.fuelUsedLitres).toBeNull();
  });

  it('makes each kind of faulty record', () => {
    const d = driver();
    const records = (fault: (typeof FAULT_KINDS)[number]) =>
      planTrips(d, { seed: 8, days: 3, endMs: END, faults: [fault], faultRate: 1 })
        .filter((t) => t.fault === fault)
        .map((t) => tripRecord(d, t, 8).payload);

    const incomplete = records('incomplete');
    expect(incomplete.length).toBeGreaterThan(0);
    for (const p of incomplete) expect(p.trip.odometerEndKm).toBeNull();

    const idle = records('zeroDistance');
    expect(idle.length).toBeGreaterThan(0);
    for (const p of idle) {
      expect(p.trip.odometerEndKm).toBe(p.trip.odometerStartKm);
      const points = p.trip.points ?? [];
      expect(points.length).toBeGreaterThan(30);
      expect(new Set(points.map(([lat, lng]) => `${lat},${lng}`)).size).toBe(1);
    }

    const excessive = records('excessive');
    expect(excessive.length).toBeGreaterThan(0);
    for (const p of excessive)
      expect((p.trip.odometerEndKm ?? 0) - (p.trip.odometerStartKm ?? 0)).toBeGreaterThan(1500);

    const wrongVin = records('wrongVin');
    expect(wrongVin.length).toBeGreaterThan(0);
    for (const p of wrongVin) {
      expect(p.device.vin).not.toBe(d.vehicle.vin);
      expect(isValidVin(p.device.vin ?? '')).toBe(true);
    }
    for (const p of [...incomplete, ...idle, ...excessive, ...wrongVin]) {
      expect(deviceTripPayloadSchema.safeParse(p).success).toBe(true);
    }
  });

  it('gives a few faulty trips at the default rate', () => {
    const trips = planTrips(driver(), { seed: 9, days: 120, endMs: END });
    const faulty = trips.filter((t) => t.fault).length;
    expect(faulty).toBeGreaterThan(0);
    expect(faulty).toBeLessThan(trips.length * 0.06);
  });
});

describe('the fleet', () => {
  it('has VINs with valid check digits and the model year, and IMEIs with their Luhn digit', () => {
    for (const m of [...DEVICE_FLEET, ...ELECTRIC_FLEET]) {
      const vin = vinFor(m, 123_456);
      expect(isValidVin(vin), vin).toBe(true);
      expect(vinModelYear(vin), vin).toBe(m.year);
    }
    expect(imeiFor('49015420323751')).toBe('490154203237518');
  });
});
