import { RATES_TIME_ZONE, ratesDateKey } from '@rc/domain';
import { expect } from 'vitest';
import type { Client, TestServer } from '../../../../test/harness.js';
import { ok } from '../../participants/__tests__/helpers.js';
import { postDelivery, type TripOptions, tripPayload } from '../../trips/__tests__/device-trips.js';
import { SIMULATOR_SOURCE } from '../../webhooks/webhooks.service.js';

/**
 * Trips priced by the real pipeline, for the rate tests (and the reports tests): a signed device
 * delivery → webhook event → trip job → trip and segments, read back by staff through GraphQL; and
 * staff re-processing a trip.
 */

/** Polls `read` every 100 ms until it returns a value (not undefined), for up to 30 s. */
async function until<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still pending after 30 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Posts a signed trip as the simulator and waits until its webhook event is settled; expects it
 * processed unless `expectStatus` says otherwise. Returns the device's trip id (recordTripId).
 */
export async function deliverTrip(
  server: TestServer,
  secret: string,
  options: TripOptions,
  expectStatus: 'processed' | 'failed' = 'processed',
): Promise<string> {
  const payload = tripPayload(options);
  const res = await postDelivery(server.url, SIMULATOR_SOURCE, secret, payload);
  expect(res.status, JSON.stringify(res.json)).toBe(202);
  const event = await until(`delivery ${res.json.id}`, async () => {
    const e = await server.services.webhooks.findEvent(res.json.id);
    return e && e.status !== 'pending' ? e : undefined;
  });
  expect(event.status, event.statusMessage ?? '').toBe(expectStatus);
  return payload.trip.tripId;
}

export interface PricedSegment {
  type: string;
  stateCode: string;
  mileage: number;
  todId: string | null;
  cordonId: string | null;
  tollId: string | null;
  cordonEnterFeeCents: number;
  mileageFeeCents: number;
  cordonFeeCents: number;
  todFeeCents: number;
  tollFeeCents: number;
}

export interface PricedTrip {
  id: string;
  recordTripId: string;
  processStatus: string;
  mileageFeeCents: number;
  fuelFeeCents: number;
  cordonFeeCents: number;
  todFeeCents: number;
  tollFeeCents: number;
  segments: PricedSegment[];
}

const TRIP_FIELDS =
  'id recordTripId processStatus mileageFeeCents fuelFeeCents cordonFeeCents todFeeCents tollFeeCents';
const SEGMENT_FIELDS =
  'type stateCode mileage todId cordonId tollId cordonEnterFeeCents mileageFeeCents cordonFeeCents todFeeCents tollFeeCents';

/** The participant's trip delivered as `recordTripId`, with its segments, as staff read them. */
export async function pricedTrip(admin: Client, username: string, recordTripId: string): Promise<PricedTrip> {
  const data = await ok(
    admin,
    `query($u: ID!) { getTripsByUsernameByCreatedAt(username: $u, limit: 1000) { items { ${TRIP_FIELDS} } } }`,
    { u: username },
  );
  const trip = data.getTripsByUsernameByCreatedAt.items.find((t: PricedTrip) => t.recordTripId === recordTripId);
  expect(trip, `trip ${recordTripId} of ${username}`).toBeDefined();
  const segments = await ok(
    admin,
    `query($t: ID!) { listTripSegments(tripId: $t, limit: 1000) { items { ${SEGMENT_FIELDS} } } }`,
    { t: trip.id },
  );
  return { ...trip, segments: segments.listTripSegments.items };
}

/** Staff send a trip back for processing (the re-process panel) and wait until it is processed again. */
export async function reprocessTrip(admin: Client, tripId: string): Promise<void> {
  const stamp = async () =>
    (await ok(admin, 'query($id: ID!) { getTrip(id: $id) { processStatus updatedAt } }', { id: tripId })).getTrip as {
      processStatus: string;
      updatedAt: string;
    };
  const was = await stamp();
  await ok(admin, 'mutation($input: UpdateTripInput!) { updateTrip(input: $input) { id } }', {
    input: { id: tripId, processStatus: 'pending' },
  });
  const now = await until(`re-processing trip ${tripId}`, async () => {
    const s = await stamp();
    return s.processStatus !== 'pending' && s.updatedAt !== was.updatedAt ? s : undefined;
  });
  expect(now.processStatus).toBe('processed');
}

/** Hand-worked fee: quantity × rate, rounded half-up to a whole cent (as the engine does per segment). */
export const fee = (quantity: number, rate: number) => Math.floor(quantity * rate + 0.5);

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: RATES_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The instant of a California wall-clock time ('HH:MM') on a California day (PDT or PST). */
export function californiaTime(day: string, time: string): Date {
  for (const offset of ['-07:00', '-08:00']) {
    const at = new Date(`${day}T${time}:00${offset}`);
    if (ratesDateKey(at) === day && clock.format(at) === time) return at;
  }
  throw new Error(`${day} ${time} is not a California wall-clock time`);
}

/** The California day `n` days after `day` (YYYY-MM-DD). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** ISO weekday (Monday 1 … Sunday 7) of a YYYY-MM-DD day. */
export function isoWeekday(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
}

/** A California day at least `minDaysAhead` days from today whose ISO weekday is one of `weekdays`. */
export function upcomingDay(minDaysAhead: number, weekdays: readonly number[]): string {
  let day = addDays(ratesDateKey(new Date()), minDaysAhead);
  while (!weekdays.includes(isoWeekday(day))) day = addDays(day, 1);
  return day;
}
