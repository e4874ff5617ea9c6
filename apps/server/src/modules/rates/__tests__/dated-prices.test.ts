import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORDONS, TODS, TOLLS } from '../../../db/seed/rates.js';
import { ok } from '../../participants/__tests__/helpers.js';
import { BAY_BRIDGE_INTO_DOWNTOWN } from '../../trips/__tests__/device-trips.js';
import {
  type DeviceParticipant,
  enrolDeviceParticipant,
  startTripsWorld,
  stopTripsWorld,
  type TripsWorld,
} from '../../trips/__tests__/helpers.js';
import { SIMULATOR_SOURCE } from '../../webhooks/webhooks.service.js';
import {
  addDays,
  californiaTime,
  deliverTrip,
  fee,
  type PricedTrip,
  pricedTrip,
  reprocessTrip,
  upcomingDay,
} from './priced-trips.js';

/**
 * Dated prices beyond MRO rates (decision 011): a change of a cordon's entry fee and per-km rate, of a
 * time of day's per-km rate and of a toll's fee, scheduled by staff for a later California day with the
 * console's mutations. Trips delivered through the device webhook are priced with the values in force
 * at their start: the day before the change at the old price, the change day at the new one; a trip
 * priced before the change keeps its stored price and is priced the same when re-processed.
 *
 * The same drive each time: Oakland over the Bay Bridge (toll plaza westbound) into downtown San
 * Francisco (the cordon), at 08:00 on a weekday (the morning ToD window and cordon hours).
 */

let world: TripsWorld;
let secret: string;
const riders: Record<'cordon' | 'tod' | 'toll', DeviceParticipant> = {} as never;

/** Wednesday 12 March 2025, 08:00 in San Francisco: priced before any change is scheduled. */
const PAST_RUSH_HOUR = new Date('2025-03-12T15:00:00Z');
/** The change day: a Wednesday to Friday at least two days ahead, so the day before is a weekday too. */
const CHANGE_DAY = upcomingDay(2, [3, 4, 5]);
const DAY_BEFORE = californiaTime(addDays(CHANGE_DAY, -1), '08:00');
const ON_CHANGE_DAY = californiaTime(CHANGE_DAY, '08:00');

const CORDON = CORDONS[0] as (typeof CORDONS)[number];
const MORNING = TODS.find((t) => t.id === 'tod-weekday-rush-am') as (typeof TODS)[number];
const BAY_BRIDGE = TOLLS.find((t) => t.id === 'toll-bay-bridge') as (typeof TOLLS)[number];

beforeAll(async () => {
  world = await startTripsWorld();
  secret = (await world.server.services.webhooks.sourceSecret(SIMULATOR_SOURCE)) ?? '';
  const enrol = (programId: string, licensePlate: string) =>
    enrolDeviceParticipant(world.server, world.admin, {
      emailPrefix: 'dated-prices',
      licensePlate,
      gpsEnabled: true,
      programId,
    });
  [riders.cordon, riders.tod, riders.toll] = await Promise.all([
    enrol('mbuf-c', '8CRD123'),
    enrol('mbuf-tod', '8TOD123'),
    enrol('mbuf-tf', '8TOL123'),
  ]);
}, 120_000);
afterAll(() => stopTripsWorld(world));

/**
 * The scenario for one participant: a trip of March 2025 priced first, then `schedule` (staff schedule the
 * change for CHANGE_DAY), then trips the day before and on the change day; the first trip read again,
 * and again after staff re-process it.
 */
async function pricedAroundChange(rider: DeviceParticipant, schedule: () => Promise<void>) {
  const drive = async (start: Date) =>
    pricedTrip(
      world.admin,
      rider.username,
      await deliverTrip(world.server, secret, {
        serialNumber: rider.serial,
        vin: rider.vin,
        start,
        waypoints: BAY_BRIDGE_INTO_DOWNTOWN,
      }),
    );
  const past = await drive(PAST_RUSH_HOUR);
  await schedule();
  const dayBefore = await drive(DAY_BEFORE);
  const changeDay = await drive(ON_CHANGE_DAY);
  const pastAfterChange = await pricedTrip(world.admin, rider.username, past.recordTripId);
  await reprocessTrip(world.admin, past.id);
  const pastReprocessed = await pricedTrip(world.admin, rider.username, past.recordTripId);
  return { past, dayBefore, changeDay, pastAfterChange, pastReprocessed };
}

/**
 * Staff schedule a change for CHANGE_DAY with the console's mutation (updateCordon, updateTod or
 * updateToll with effectiveFrom); the row returned still shows today's prices and the coming change.
 */
async function scheduleChange(
  mutation: 'updateCordon' | 'updateTod' | 'updateToll',
  input: Record<string, unknown>,
  today: Record<string, unknown>,
) {
  const inputType = `${mutation[0]?.toUpperCase()}${mutation.slice(1)}Input`;
  const fields = [...Object.keys(today), 'nextChangeFrom'].join(' ');
  const data = await ok(world.admin, `mutation($input: ${inputType}!) { ${mutation}(input: $input) { ${fields} } }`, {
    input: { ...input, effectiveFrom: CHANGE_DAY },
  });
  expect(data[mutation]).toEqual({ ...today, nextChangeFrom: CHANGE_DAY });
}

/** The fees a trip charges, trip totals and each segment's (what a re-pricing would change). */
const fees = (t: PricedTrip) => ({
  trip: [t.mileageFeeCents, t.fuelFeeCents, t.cordonFeeCents, t.todFeeCents, t.tollFeeCents],
  segments: t.segments.map((s) => [s.cordonEnterFeeCents, s.cordonFeeCents, s.todFeeCents, s.tollFeeCents]),
});
const total = (t: PricedTrip, key: 'cordonFeeCents' | 'todFeeCents' | 'tollFeeCents') =>
  t.segments.reduce((n, s) => n + s[key], 0);

describe('a cordon change scheduled for a later day', () => {
  const NEW_ENTRY = 777;
  const NEW_RATE = 9.5;

  /** The entry fee once, and the per-km rate on every segment inside the zone. */
  function expectCordonPrice(trip: PricedTrip, entryFeeCents: number, rate: number) {
    const inside = trip.segments.filter((s) => s.cordonId === CORDON.id);
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.reduce((n, s) => n + s.cordonEnterFeeCents, 0)).toBe(entryFeeCents);
    for (const s of inside) expect(s.cordonFeeCents).toBe(s.cordonEnterFeeCents + fee(s.mileage, rate));
    expect(trip.cordonFeeCents).toBe(total(trip, 'cordonFeeCents'));
  }

  it('prices the entry fee and cents per km by the trip’s start; trips priced before keep their fees', async () => {
    const r = await pricedAroundChange(riders.cordon, () =>
      scheduleChange(
        'updateCordon',
        { id: CORDON.id, entryFeeCents: NEW_ENTRY, centsPerMileageUnit: NEW_RATE },
        { entryFeeCents: CORDON.entryFeeCents, centsPerMileageUnit: CORDON.centsPerMileageUnit },
      ),
    );
    expectCordonPrice(r.past, CORDON.entryFeeCents, CORDON.centsPerMileageUnit);
    expectCordonPrice(r.dayBefore, CORDON.entryFeeCents, CORDON.centsPerMileageUnit);
    expectCordonPrice(r.changeDay, NEW_ENTRY, NEW_RATE);
    expect(r.changeDay.cordonFeeCents).toBeGreaterThan(r.dayBefore.cordonFeeCents);
    expect(fees(r.pastAfterChange)).toEqual(fees(r.past));
    expect(fees(r.pastReprocessed)).toEqual(fees(r.past));
  });
});

describe('a time-of-day price scheduled for a later day', () => {
  const NEW_RATE = 8.5;

  /** The window's per-km rate on every segment inside it (the morning window: 08:00). */
  function expectTodPrice(trip: PricedTrip, rate: number) {
    const inWindow = trip.segments.filter((s) => s.todId !== null);
    expect(inWindow.length).toBeGreaterThan(0);
    for (const s of inWindow) {
      expect(s.todId).toBe(MORNING.id);
      expect(s.todFeeCents).toBe(fee(s.mileage, rate));
    }
    expect(trip.todFeeCents).toBe(total(trip, 'todFeeCents'));
  }

  it('prices cents per km by the trip’s start; trips priced before keep their fees', async () => {
    const r = await pricedAroundChange(riders.tod, () =>
      scheduleChange(
        'updateTod',
        { id: MORNING.id, centsPerMileageUnit: NEW_RATE },
        { centsPerMileageUnit: MORNING.centsPerMileageUnit },
      ),
    );
    expectTodPrice(r.past, MORNING.centsPerMileageUnit);
    expectTodPrice(r.dayBefore, MORNING.centsPerMileageUnit);
    expectTodPrice(r.changeDay, NEW_RATE);
    expect(r.changeDay.todFeeCents).toBeGreaterThan(r.dayBefore.todFeeCents);
    expect(fees(r.pastAfterChange)).toEqual(fees(r.past));
    expect(fees(r.pastReprocessed)).toEqual(fees(r.past));
  });
});

describe('a toll price scheduled for a later day', () => {
  const NEW_FEE = 950;

  const tolls = (trip: PricedTrip) =>
    trip.segments.filter((s) => s.tollFeeCents > 0).map((s) => [s.tollId, s.tollFeeCents]);

  it('prices the passage by the trip’s start; trips priced before keep their fees', async () => {
    const r = await pricedAroundChange(riders.toll, () =>
      scheduleChange('updateToll', { id: BAY_BRIDGE.id, feeCents: NEW_FEE }, { feeCents: BAY_BRIDGE.feeCents }),
    );
    expect(tolls(r.past)).toEqual([[BAY_BRIDGE.id, BAY_BRIDGE.feeCents]]);
    expect(tolls(r.dayBefore)).toEqual([[BAY_BRIDGE.id, BAY_BRIDGE.feeCents]]);
    expect(tolls(r.changeDay)).toEqual([[BAY_BRIDGE.id, NEW_FEE]]);
    for (const t of [r.past, r.dayBefore, r.changeDay]) expect(t.tollFeeCents).toBe(total(t, 'tollFeeCents'));
    expect(fees(r.pastAfterChange)).toEqual(fees(r.past));
    expect(fees(r.pastReprocessed)).toEqual(fees(r.past));
  });
});
