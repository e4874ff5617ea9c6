import { describe, expect, it } from 'vitest';
import {
  centsPerDistanceUnit,
  DEFAULT_PILOT_END_DATE,
  dashboardMonths,
  deviceLastSeen,
  HEARTBEAT_SILENCE_MS,
  isDeviceSilent,
  pilotEndDateOf,
  projectToPilotEnd,
  transactionTone,
  vehiclesNeedingConnection,
} from '../index.js';

describe('dashboard months', () => {
  it('are the six months through the previous one, oldest first, across a year boundary', () => {
    expect(dashboardMonths('2025-02')).toEqual(['2024-08', '2024-09', '2024-10', '2024-11', '2024-12', '2025-01']);
    expect(dashboardMonths('2024-12', 2)).toEqual(['2024-10', '2024-11']);
  });
});

describe('pilot end date', () => {
  it.each([
    ['2025-06-30', '2025-06-30'],
    [' 2026-01-31 ', '2026-01-31'],
    ['2025-02-30', DEFAULT_PILOT_END_DATE],
    ['31/01/2025', DEFAULT_PILOT_END_DATE],
    ['', DEFAULT_PILOT_END_DATE],
    [null, DEFAULT_PILOT_END_DATE],
  ])('%s → %s', (value, expected) => {
    expect(pilotEndDateOf(value)).toBe(expected);
  });
});

describe('projection to the end of the pilot', () => {
  const now = new Date('2024-09-11T12:00:00Z');
  const totals = { mileageKm: 100, roadChargeCents: 250, fuelTaxCreditCents: 101 };

  it('adds the daily average times the days left, rounding each amount half-up once', () => {
    const projection = projectToPilotEnd({
      totals,
      firstDataAt: new Date('2024-09-01T12:00:00Z'),
      now,
      endsAt: new Date('2024-09-21T12:00:00Z'),
    });
    // 10 days so far, 10 days left: the totals double; 101/10 × 10 = 101.
    expect(projection).toEqual({
      mileageKm: 200,
      roadChargeCents: 500,
      fuelTaxCreditCents: 202,
      daysElapsed: 10,
      daysRemaining: 10,
      ended: false,
    });
    const third = projectToPilotEnd({
      totals: { mileageKm: 1, roadChargeCents: 1, fuelTaxCreditCents: 2 },
      firstDataAt: new Date('2024-09-08T12:00:00Z'),
      now,
      endsAt: new Date('2024-09-12T12:00:00Z'),
    });
    // 3 days so far, 1 left: 1/3 → 0 and 2/3 → 1 (half-up on the product only).
    expect(third).toMatchObject({ roadChargeCents: 1, fuelTaxCreditCents: 3, daysElapsed: 3, daysRemaining: 1 });
  });

  it('keeps the totals once the pilot has ended, and has nothing to project without data', () => {
    expect(
      projectToPilotEnd({ totals, firstDataAt: new Date('2024-08-01T00:00:00Z'), now, endsAt: new Date('2024-09-01') }),
    ).toMatchObject({ ...totals, daysRemaining: 0, ended: true });
    expect(projectToPilotEnd({ totals, firstDataAt: null, now, endsAt: new Date('2025-01-31') })).toBeNull();
  });

  it('counts at least one day elapsed, so data from today is not divided by zero', () => {
    const projection = projectToPilotEnd({
      totals,
      firstDataAt: now,
      now,
      endsAt: new Date(now.getTime() + 2 * 24 * 3600 * 1000),
    });
    expect(projection).toMatchObject({ daysElapsed: 1, daysRemaining: 2, roadChargeCents: 750 });
  });
});

describe('rates per distance unit', () => {
  it('divides by km or by miles, and gives null for no distance', () => {
    expect(centsPerDistanceUnit(200, 100, 'km')).toBe(2);
    expect(centsPerDistanceUnit(200, 160.9344, 'mi')).toBeCloseTo(2, 6);
    expect(centsPerDistanceUnit(5, 0, 'mi')).toBeNull();
  });
});

describe('transaction row tone', () => {
  it.each([
    [{ status: 'created', standing: 'due' }, 'due'],
    [{ status: 'failed', standing: 'overdue' }, 'overdue'],
    [{ status: 'created', standing: 'default' }, 'default'],
    [{ status: 'pending', standing: 'current' }, 'pending'],
    [{ status: 'overdue', standing: 'current' }, 'overdue'],
    [{ status: 'processed', standing: 'current' }, null],
    [{ status: 'created', standing: 'current' }, null],
  ])('%o → %s', (transaction, tone) => {
    expect(transactionTone(transaction)).toBe(tone);
  });
});

describe('vehicles needing a telematics connection', () => {
  const vehicles = [
    { id: 'v1', mroType: 'telematics', participantConnectionId: null },
    { id: 'v2', mroType: 'telematics', participantConnectionId: 'c2' },
    { id: 'v3', mroType: 'telematics', participantConnectionId: 'c3' },
    { id: 'v4', mroType: 'automatedWithLocation', participantConnectionId: null },
  ];
  const connections = [
    { id: 'c2', vehicleId: 'v2', forceRestoreConnection: false },
    { id: 'c3', vehicleId: 'v3', forceRestoreConnection: true },
  ];

  it('are the telematics vehicles without a connection, or whose connection must be restored', () => {
    expect(vehiclesNeedingConnection({ mroDevicePreference: 'automatedWithLocation', vehicles, connections })).toEqual([
      'v1',
      'v3',
    ]);
  });

  it("include every vehicle of a participant who prefers telematics, by the participant's preference", () => {
    expect(vehiclesNeedingConnection({ mroDevicePreference: 'telematics', vehicles, connections })).toEqual([
      'v1',
      'v3',
      'v4',
    ]);
  });
});

describe('device silence (the heartbeat threshold)', () => {
  const now = new Date('2024-09-10T12:00:00Z');
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('is 72 hours since the last report, else the first, else the activation', () => {
    expect(HEARTBEAT_SILENCE_MS).toBe(72 * 3600 * 1000);
    expect(isDeviceSilent({ lastReportedDate: before(HEARTBEAT_SILENCE_MS) }, now)).toBe(true);
    expect(isDeviceSilent({ lastReportedDate: before(HEARTBEAT_SILENCE_MS - 1) }, now)).toBe(false);
    expect(isDeviceSilent({ firstReportedDate: before(HEARTBEAT_SILENCE_MS + 1) }, now)).toBe(true);
    expect(isDeviceSilent({ activationDate: before(1000) }, now)).toBe(false);
    expect(isDeviceSilent({}, now)).toBe(false);
    expect(deviceLastSeen({ lastReportedDate: 'not a date', activationDate: before(5) })?.toISOString()).toBe(
      before(5),
    );
  });
});
