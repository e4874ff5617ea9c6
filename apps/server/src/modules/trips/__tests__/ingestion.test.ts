import { randomUUID } from 'node:crypto';
import { DEVICE_WEBHOOK_MAX_BYTES, encodePolyline } from '@rc/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import {
  mileageReportingOptions,
  mroEvents,
  participants,
  transactions,
  tripAdjustments,
  tripSegments,
  trips,
  tripTracks,
  vehicles,
  webhookEvents,
} from '../../../db/schema/index.js';
import { CORDONS, MRO_RATES, TODS, TOLLS } from '../../../db/seed/rates.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';
import { signedHeaders } from '../../../integrations/device-webhooks/signature.js';
import { randomVin } from '../../vehicles/__tests__/helpers.js';
import { SIMULATOR_SOURCE } from '../../webhooks/webhooks.service.js';
import {
  BAY_BRIDGE_INTO_DOWNTOWN,
  INTO_NEVADA,
  postDelivery,
  SACRAMENTO,
  type TripOptions,
  tripPayload,
} from './device-trips.js';
import { type DeviceParticipant, enrolDeviceParticipant } from './helpers.js';

/**
 * Device ingestion end to end: signed deliveries over HTTP → webhook event → pg-boss job → trip,
 * segments and fees, read back through GraphQL as the participant, for each pilot.
 */

let server: TestServer;
let handle: DatabaseHandle;
let admin: Client;
let secret: string;

/** A weekday morning in rush hour and cordon hours: Wednesday 12 March 2025, 08:00 in San Francisco. */
const RUSH_HOUR = new Date('2025-03-12T15:00:00Z');

const CA_MILEAGE_RATE = MRO_RATES[0]?.centsPerMileageUnit ?? 0; // ¢ per km
const CA_FUEL_RATE = MRO_RATES[0]?.centsPerFuelUnit ?? 0; // ¢ per litre
const TOD_RATE = TODS[0]?.centsPerMileageUnit ?? 0;
const CORDON = CORDONS[0] as (typeof CORDONS)[number];
const BAY_BRIDGE = TOLLS.find((t) => t.id === 'toll-bay-bridge') as (typeof TOLLS)[number];
/** Hand-worked fee: quantity × rate, rounded half-up to a whole cent. */
const fee = (quantity: number, rate: number) => Math.floor(quantity * rate + 0.5);

type Enrolled = DeviceParticipant;

async function gql(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const res = await client.graphql(query, variables);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data;
}

/** A participant in `programId` through the real sign-up, with a vehicle and a device (GPS or not). */
function enrol(programId: string, gpsEnabled: boolean): Promise<Enrolled> {
  return enrolDeviceParticipant(server, admin, {
    emailPrefix: 'ingest',
    licensePlate: '8ABC123',
    gpsEnabled,
    programId,
  });
}

/** Posts a signed trip and waits until its webhook event is no longer pending. */
async function deliver(options: TripOptions) {
  const payload = tripPayload(options);
  const res = await postDelivery(server.url, SIMULATOR_SOURCE, secret, payload);
  expect(res.status, JSON.stringify(res.json)).toBe(202);
  const event = await settled(res.json.id);
  return { payload, eventId: res.json.id as string, event };
}

async function settled(eventId: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const event = await server.services.webhooks.findEvent(eventId);
    if (event && event.status !== 'pending') return event;
    if (Date.now() > deadline) throw new Error(`webhook event ${eventId} still pending`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const TRIP_FIELDS =
  'id username vehicleId recordTripId mroDeviceSerialNumber processStatus distMro distGps fuel polyline mileageFeeCents fuelFeeCents cordonFeeCents todFeeCents tollFeeCents billableDistance reviewStatus';
const SEGMENT_FIELDS =
  'id type state stateCode mileage fuel todId cordonId cordonEnterFeeCents tollId mileageFeeCents fuelFeeCents cordonFeeCents todFeeCents tollFeeCents tripBinIds';

/** The participant's view of their trip from a delivery: the trip and its visible segments. */
async function participantView(client: Client, username: string, recordTripId: string) {
  const data = await gql(
    client,
    `query($u: ID!) { getTripsByUsernameByCreatedAt(username: $u, limit: 100) { items { ${TRIP_FIELDS} } } }`,
    { u: username },
  );
  const trip = data.getTripsByUsernameByCreatedAt.items.find(
    (t: { recordTripId: string }) => t.recordTripId === recordTripId,
  );
  expect(trip, `trip ${recordTripId} in the participant's list`).toBeDefined();
  const segs = await gql(
    client,
    `query($t: ID!) { listTripSegments(tripId: $t, limit: 1000) { items { ${SEGMENT_FIELDS} } } }`,
    {
      t: trip.id,
    },
  );
  return { trip, segments: segs.listTripSegments.items as Segment[] };
}

interface Segment {
  id: string;
  type: string;
  stateCode: string;
  mileage: number;
  fuel: number;
  todId: string | null;
  cordonId: string | null;
  tollId: string | null;
  cordonEnterFeeCents: number;
  mileageFeeCents: number;
  fuelFeeCents: number;
  cordonFeeCents: number;
  todFeeCents: number;
  tollFeeCents: number;
  tripBinIds: string[];
}

const sum = (segments: Segment[], key: keyof Segment) => segments.reduce((n, s) => n + (s[key] as number), 0);

/** Every CA public segment charges mileage and credits fuel by the hand-worked formula. */
function expectMileageAndFuelFees(segments: Segment[]) {
  for (const s of segments.filter((x) => x.type === 'public' && x.stateCode === 'CA')) {
    expect(s.mileageFeeCents).toBe(fee(s.mileage, CA_MILEAGE_RATE));
    expect(s.fuelFeeCents).toBe(fee(s.fuel, CA_FUEL_RATE));
  }
}

function expectTotals(trip: Record<string, number>, segments: Segment[]) {
  for (const key of ['mileageFeeCents', 'fuelFeeCents', 'cordonFeeCents', 'todFeeCents', 'tollFeeCents'] as const) {
    expect(trip[key], key).toBe(sum(segments, key));
  }
}

const world: Record<string, Enrolled> = {};

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  admin = new Client(server.url);
  await admin.signIn('admin@example.com', DEMO_PASSWORD);
  secret = (await server.services.webhooks.sourceSecret(SIMULATOR_SOURCE)) ?? '';
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  const pilots = [
    ['mbuf', 'mbuf', true],
    ['tod', 'mbuf-tod', true],
    ['cordon', 'mbuf-c', true],
    ['toll', 'mbuf-tf', true],
    ['ob', 'ob-mbuf', true],
    ['noGps', 'mbuf', false],
  ] as const;
  for (const [name, program, gps] of pilots) world[name] = await enrol(program, gps);
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await server?.close();
});

describe('a trip across the Bay Bridge into downtown San Francisco at rush hour, by pilot', () => {
  const results: Record<string, { trip: any; segments: Segment[] }> = {};

  beforeAll(async () => {
    // The same drive for every pilot: only the fees the pilot charges differ.
    await Promise.all(
      ['mbuf', 'tod', 'cordon', 'toll', 'ob'].map(async (name) => {
        const p = world[name] as Enrolled;
        const { payload, event } = await deliver({
          serialNumber: p.serial,
          vin: p.vin,
          start: RUSH_HOUR,
          waypoints: BAY_BRIDGE_INTO_DOWNTOWN,
        });
        expect(event.status, event.statusMessage ?? '').toBe('processed');
        results[name] = await participantView(p.client, p.username, payload.trip.tripId);
      }),
    );
  }, 60_000);

  it('MBUF charges mileage and credits fuel only', () => {
    const { trip, segments } = results.mbuf as { trip: any; segments: Segment[] };
    expect(trip).toMatchObject({ processStatus: 'processed', cordonFeeCents: 0, todFeeCents: 0, tollFeeCents: 0 });
    expect(trip.mileageFeeCents).toBeGreaterThan(0);
    expect(trip.fuelFeeCents).toBeGreaterThan(0);
    expectMileageAndFuelFees(segments);
    expectTotals(trip, segments);
    // The mileage fee is the whole trip's distance at the CA rate (all of it is in California).
    expect(
      sum(
        segments.filter((s) => s.type === 'public'),
        'mileage',
      ),
    ).toBeCloseTo(trip.distMro, 6);
  });

  it('MBUF+ToD adds the time-of-day fee for the mileage inside the window', () => {
    const { trip, segments } = results.tod as { trip: any; segments: Segment[] };
    expect(trip).toMatchObject({ cordonFeeCents: 0, tollFeeCents: 0 });
    const inWindow = segments.filter((s) => s.todId);
    expect(inWindow.length).toBeGreaterThan(0);
    for (const s of inWindow) expect(s.todFeeCents).toBe(fee(s.mileage, TOD_RATE));
    expect(trip.todFeeCents).toBeGreaterThan(0);
    expect(trip.mileageFeeCents).toBe((results.mbuf as { trip: any }).trip.mileageFeeCents);
    expectMileageAndFuelFees(segments);
    expectTotals(trip, segments);
  });

  it('MBUF+C adds the cordon entry fee once and the per-km fee inside the zone', () => {
    const { trip, segments } = results.cordon as { trip: any; segments: Segment[] };
    expect(trip).toMatchObject({ todFeeCents: 0, tollFeeCents: 0 });
    const inside = segments.filter((s) => s.cordonId === CORDON.id);
    expect(inside.length).toBeGreaterThan(0);
    expect(sum(segments, 'cordonEnterFeeCents')).toBe(CORDON.entryFeeCents);
    for (const s of inside) {
      expect(s.cordonFeeCents).toBe(s.cordonEnterFeeCents + fee(s.mileage, CORDON.centsPerMileageUnit));
    }
    expect(trip.cordonFeeCents).toBeGreaterThan(CORDON.entryFeeCents);
    expectMileageAndFuelFees(segments);
    expectTotals(trip, segments);
  });

  it('MBUF+TF adds the Bay Bridge toll, once', () => {
    const { trip, segments } = results.toll as { trip: any; segments: Segment[] };
    expect(trip).toMatchObject({ cordonFeeCents: 0, todFeeCents: 0, tollFeeCents: BAY_BRIDGE.feeCents });
    const tolled = segments.filter((s) => s.tollFeeCents > 0);
    expect(tolled.map((s) => [s.tollId, s.tollFeeCents])).toEqual([[BAY_BRIDGE.id, BAY_BRIDGE.feeCents]]);
    expectMileageAndFuelFees(segments);
    expectTotals(trip, segments);
  });

  it('OB-MBUF charges mileage and credits fuel only', () => {
    const { trip, segments } = results.ob as { trip: any; segments: Segment[] };
    expect(trip).toMatchObject({ cordonFeeCents: 0, todFeeCents: 0, tollFeeCents: 0 });
    expect(trip.mileageFeeCents).toBe((results.mbuf as { trip: any }).trip.mileageFeeCents);
    expectMileageAndFuelFees(segments);
    expectTotals(trip, segments);
  });

  it('keeps the GPS points (bins) and names each segment’s first and last point', async () => {
    const { trip, segments } = results.mbuf as { trip: any; segments: Segment[] };
    const [{ n } = { n: 0 }] = await handle.db
      .select({ n: sql<number>`coalesce(sum(cardinality(${tripTracks.lat})), 0)::int` })
      .from(tripTracks)
      .where(eq(tripTracks.tripId, trip.id));
    const delivered = tripPayload({ serialNumber: 'x', start: RUSH_HOUR, waypoints: BAY_BRIDGE_INTO_DOWNTOWN }).trip;
    expect(n).toBe(delivered.points?.length);
    // The track is sent in PostgreSQL's binary array format: every point comes back exactly as delivered.
    const [track] = await handle.db.select().from(tripTracks).where(eq(tripTracks.tripId, trip.id));
    const start = Date.parse(delivered.startTime);
    expect(track?.lat).toEqual(delivered.points?.map(([lat]) => lat));
    expect(track?.lng).toEqual(delivered.points?.map(([, lng]) => lng));
    expect(track?.tMs).toEqual(delivered.points?.map(([, , s]) => start + Math.round(s * 1000)));
    for (const s of segments) {
      expect(s.tripBinIds).toHaveLength(2);
      // The ids of the segment's first and last point: `${tripId}:${index}`, in order.
      const [from, to] = s.tripBinIds.map((id: string) => Number(id.slice(trip.id.length + 1)));
      expect(s.tripBinIds[0]).toBe(`${trip.id}:${from}`);
      expect(to).toBeGreaterThanOrEqual(from ?? 0);
    }
    const bins = await gql(
      (world.mbuf as Enrolled).client,
      'query($t: ID!) { listTripBins(tripId: $t, limit: 3) { items { lat lng timestamp } } }',
      { t: trip.id },
    );
    expect(bins.listTripBins.items[0].timestamp).toBe(RUSH_HOUR.toISOString());
  });

  it('records event 1004 and the running totals of device, vehicle and participant', async () => {
    const p = world.mbuf as Enrolled;
    const { trip } = results.mbuf as { trip: any };
    const events = await gql(
      p.client,
      'query($t: ID!) { getMroEventsByTripId(tripId: $t) { items { code description mroDeviceSerialNumber } } }',
      { t: trip.id },
    );
    expect(events.getMroEventsByTripId.items).toEqual([
      { code: 1004, description: 'Trip processed.', mroDeviceSerialNumber: p.serial },
    ]);
    const [participant] = await handle.db.select().from(participants).where(eq(participants.username, p.username));
    expect(participant?.sumMileageUserFeeCents).toBe(trip.mileageFeeCents);
    expect(participant?.sumFuelTaxCreditCents).toBe(trip.fuelFeeCents);
    expect(participant?.firstDataReceivedDate).not.toBeNull();
    const [vehicle] = await handle.db.select().from(vehicles).where(eq(vehicles.id, p.vehicleId));
    expect(vehicle?.mileage).toBeCloseTo(trip.distMro, 6);
    expect(vehicle?.mileageUserFeeCents).toBe(trip.mileageFeeCents);
    const devices = await gql(
      admin,
      'query($u: String!) { listMileageReportingOptions(username: $u) { items { firstReportedDate lastReportedDate } } }',
      { u: p.username },
    );
    expect(devices.listMileageReportingOptions.items[0].lastReportedDate).not.toBeNull();
  });

  it('another participant cannot read the trip, its segments or its points', async () => {
    const { trip } = results.cordon as { trip: any };
    const other = (world.mbuf as Enrolled).client;
    for (const query of [
      'query($t: ID!) { getTrip(id: $t) { id } }',
      'query($t: ID!) { listTripSegments(tripId: $t) { items { id } } }',
      'query($t: ID!) { listTripBins(tripId: $t) { items { id } } }',
    ]) {
      const res = await other.graphql(query, { t: trip.id });
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const list = await other.graphql(
      'query($u: ID!) { getTripsByUsernameByCreatedAt(username: $u) { items { id } } }',
      {
        u: (world.cordon as Enrolled).username,
      },
    );
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('cordon entry fee once per day', () => {
  it('charges the entry fee on one of two same-day trips delivered together, then never again that day', async () => {
    const p = world.cordon as Enrolled;
    // The earlier bridge trip already paid 12 March: two more that day (delivered at once) pay none.
    const later = [1, 2].map((h) => ({
      serialNumber: p.serial,
      start: new Date(RUSH_HOUR.getTime() + h * 3600_000),
      waypoints: BAY_BRIDGE_INTO_DOWNTOWN,
    }));
    const sameDay = await Promise.all(later.map((o) => deliver(o)));
    // A new day: two trips delivered at once, exactly one entry fee between them.
    const nextDay = await Promise.all(
      [0, 1].map((h) =>
        deliver({
          serialNumber: p.serial,
          start: new Date(RUSH_HOUR.getTime() + 86_400_000 + h * 3600_000),
          waypoints: BAY_BRIDGE_INTO_DOWNTOWN,
        }),
      ),
    );
    const entryFees = async (deliveries: { payload: { trip: { tripId: string } } }[]) => {
      const fees = [];
      for (const d of deliveries) {
        const { segments } = await participantView(p.client, p.username, d.payload.trip.tripId);
        fees.push(sum(segments, 'cordonEnterFeeCents'));
      }
      return fees;
    };
    expect(await entryFees(sameDay)).toEqual([0, 0]);
    expect((await entryFees(nextDay)).sort()).toEqual([0, CORDON.entryFeeCents]);
  }, 60_000);
});

describe('devices and places', () => {
  it('a device without GPS: one California segment from the odometer, no points kept', async () => {
    const p = world.noGps as Enrolled;
    const { payload, eventId, event } = await deliver({
      serialNumber: p.serial.toLowerCase(),
      start: RUSH_HOUR,
      waypoints: SACRAMENTO,
      odometerStartKm: 20_000,
      odometerEndKm: 20_004.5,
    });
    expect(event.status).toBe('processed');
    const { trip, segments } = await participantView(p.client, p.username, payload.trip.tripId);
    expect(trip).toMatchObject({ distMro: 4.5, polyline: null, distGps: null });
    expect(segments).toHaveLength(1);
    expect(segments[0]).toMatchObject({ type: 'public', stateCode: 'CA', mileage: 4.5, tripBinIds: [] });
    expect(segments[0]?.mileageFeeCents).toBe(fee(4.5, CA_MILEAGE_RATE));
    const [{ n } = { n: 0 }] = await handle.db
      .select({ n: count() })
      .from(tripTracks)
      .where(eq(tripTracks.tripId, trip.id));
    expect(n).toBe(0);
    const stored = await server.services.webhooks.findEvent(eventId);
    expect(stored?.payload).toMatchObject({ trip: { points: [], pointsDropped: expect.any(Number) } });
  });

  it('a trip into Nevada: Nevada mileage is shown as a state segment and never billed by CA', async () => {
    const p = world.mbuf as Enrolled;
    const { payload } = await deliver({ serialNumber: p.serial, start: RUSH_HOUR, waypoints: INTO_NEVADA });
    const { trip, segments } = await participantView(p.client, p.username, payload.trip.tripId);
    const nevada = segments.filter((s) => s.stateCode === 'NV');
    expect(nevada.map((s) => s.type)).toEqual(['state']);
    for (const s of nevada) expect(s.mileageFeeCents + s.fuelFeeCents + s.tollFeeCents).toBe(0);
    const ca = segments.filter((s) => s.stateCode === 'CA');
    expect(ca.every((s) => s.type === 'public')).toBe(true);
    expect(trip.billableDistance).toBeCloseTo(sum(ca, 'mileage'), 6);
    expect(trip.billableDistance).toBeLessThan(trip.distMro);
    expect(trip.mileageFeeCents).toBe(sum(ca, 'mileageFeeCents'));
  });

  it('flags a trip whose GPS and odometer distances differ by more than 10 %', async () => {
    const p = world.mbuf as Enrolled;
    const { payload } = await deliver({
      serialNumber: p.serial,
      start: RUSH_HOUR,
      waypoints: SACRAMENTO,
      odometerStartKm: 1000,
      odometerEndKm: 1010,
    });
    const [row] = await handle.db.select().from(trips).where(eq(trips.recordTripId, payload.trip.tripId));
    expect(row).toMatchObject({
      processStatus: 'processed',
      reviewStatus: 'pending',
      reviewReason: 'distanceDiscrepancy',
    });
    expect(row?.distMro).toBe(10);
  });

  it('a reported VIN that differs raises 1002 and the flag, and the trip is still charged to the device’s vehicle', async () => {
    const p = world.toll as Enrolled;
    const otherVin = randomVin('1FA', 'L');
    const { payload, event } = await deliver({ serialNumber: p.serial, vin: otherVin, start: RUSH_HOUR });
    expect(event.status).toBe('processed');
    const { trip } = await participantView(p.client, p.username, payload.trip.tripId);
    expect(trip).toMatchObject({ vehicleId: p.vehicleId, processStatus: 'processed' });
    const events = await gql(
      admin,
      'query($u: ID!) { getMroEventsByUsername(username: $u, filter: { code: 1002 }) { items { code description tripId } } }',
      { u: p.username },
    );
    expect(events.getMroEventsByUsername.items).toEqual([
      {
        code: 1002,
        description: `Failed to match participant vehicle vin ${p.vin} with reported vin ${otherVin}`,
        tripId: trip.id,
      },
    ]);
    const participant = await gql(admin, 'query($u: ID!) { getParticipant(username: $u) { isVinMismatch } }', {
      u: p.username,
    });
    expect(participant.getParticipant.isVinMismatch).toBe(true);
  });
});

describe('delivery answers', () => {
  const storedEvents = async () => (await handle.db.select({ n: count() }).from(webhookEvents))[0]?.n ?? 0;

  it('a repeat of (source, id) answers 200 duplicate and is not processed again', async () => {
    const p = world.mbuf as Enrolled;
    const payload = tripPayload({ serialNumber: p.serial, start: RUSH_HOUR });
    const first = await postDelivery(server.url, SIMULATOR_SOURCE, secret, payload);
    expect(first.status).toBe(202);
    expect(first.json).toEqual({ id: expect.any(String), status: 'pending' });
    await settled(first.json.id);
    // Even with a different body: the delivery id decides.
    const again = await postDelivery(server.url, SIMULATOR_SOURCE, secret, {
      ...payload,
      trip: { ...payload.trip, odometerEndKm: 99_999 },
    });
    expect(again).toEqual({ status: 200, json: { id: first.json.id, status: 'processed', duplicate: true } });
    const rows = await handle.db.select({ id: trips.id }).from(trips).where(eq(trips.recordId, first.json.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses bad deliveries with a 4xx and a reason, storing nothing', async () => {
    const before = await storedEvents();
    const p = world.mbuf as Enrolled;
    const valid = tripPayload({ serialNumber: p.serial, start: RUSH_HOUR });
    const body = JSON.stringify(valid);
    const cases: [string, Promise<{ status: number; json: any }>, number, string][] = [
      ['garbage', postDelivery(server.url, SIMULATOR_SOURCE, secret, '{"id": "x", oops'), 400, 'INVALID_JSON'],
      ['empty', postDelivery(server.url, SIMULATOR_SOURCE, secret, ''), 400, 'INVALID_JSON'],
      ['not an object', postDelivery(server.url, SIMULATOR_SOURCE, secret, '[1,2,3]'), 400, 'INVALID_PAYLOAD'],
      [
        'bad field',
        postDelivery(server.url, SIMULATOR_SOURCE, secret, {
          ...valid,
          trip: { ...valid.trip, startTime: 'yesterday' },
        }),
        400,
        'INVALID_PAYLOAD',
      ],
      [
        'NUL in a text',
        postDelivery(server.url, SIMULATOR_SOURCE, secret, { ...valid, id: 'a\u0000b' }),
        400,
        'INVALID_PAYLOAD',
      ],
      ['wrong secret', postDelivery(server.url, SIMULATOR_SOURCE, 'x'.repeat(64), body), 401, 'BAD_SIGNATURE'],
      [
        'tampered body',
        postDelivery(server.url, SIMULATOR_SOURCE, secret, body, {
          'x-rc-signature': signedHeaders(SIMULATOR_SOURCE, secret, `${body} `)['x-rc-signature'] ?? '',
        }),
        401,
        'BAD_SIGNATURE',
      ],
      [
        'stale timestamp',
        postDelivery(
          server.url,
          SIMULATOR_SOURCE,
          secret,
          body,
          signedHeaders(SIMULATOR_SOURCE, secret, body, Date.now() - 600_000),
        ),
        401,
        'STALE_TIMESTAMP',
      ],
      [
        'no signature',
        postDelivery(server.url, SIMULATOR_SOURCE, secret, body, { 'x-rc-signature': null }),
        401,
        'MISSING_SIGNATURE',
      ],
      ['unknown source', postDelivery(server.url, 'nobody', secret, body), 401, 'UNKNOWN_SOURCE'],
      [
        'no source',
        postDelivery(server.url, SIMULATOR_SOURCE, secret, body, { 'x-rc-source': null }),
        401,
        'UNKNOWN_SOURCE',
      ],
      [
        'wrong content type',
        postDelivery(server.url, SIMULATOR_SOURCE, secret, body, { 'content-type': 'text/plain' }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        'form body',
        postDelivery(server.url, SIMULATOR_SOURCE, secret, 'a=1', {
          'content-type': 'application/x-www-form-urlencoded',
        }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        'too large',
        postDelivery(server.url, SIMULATOR_SOURCE, secret, `{"pad":"${'x'.repeat(DEVICE_WEBHOOK_MAX_BYTES)}"}`),
        413,
        'PAYLOAD_TOO_LARGE',
      ],
    ];
    for (const [name, request, status, code] of cases) {
      const res = await request;
      expect({ name, status: res.status, code: res.json?.code }).toEqual({ name, status, code });
      expect(typeof res.json?.message, name).toBe('string');
    }
    expect(await storedEvents()).toBe(before);
  });

  it('accepts a body just under the limit', async () => {
    const p = world.mbuf as Enrolled;
    const payload = tripPayload({ serialNumber: p.serial, start: RUSH_HOUR });
    const raw = JSON.stringify(payload);
    const padded = `${raw.slice(0, -1)},"padding":"${'x'.repeat(DEVICE_WEBHOOK_MAX_BYTES - raw.length - 20)}"}`;
    const res = await postDelivery(server.url, SIMULATOR_SOURCE, secret, padded);
    expect(res.status).toBe(202);
    expect((await settled(res.json.id)).status).toBe('processed');
  });

  it('stores the body as it came when it is the valid payload, else the valid payload without what it dropped', async () => {
    const p = world.mbuf as Enrolled;
    const storedText = async (id: string) =>
      (
        await handle.db
          .select({ text: sql<string>`${webhookEvents.payload}::text` })
          .from(webhookEvents)
          .where(eq(webhookEvents.id, id))
      )[0]?.text;
    // Spelt its own way (spacing, key order): kept byte for byte, as signed.
    const first = tripPayload({ serialNumber: p.serial, start: new Date('2025-03-14T15:00:00Z') });
    const asSent = JSON.stringify({ trip: first.trip, device: first.device, type: first.type, id: first.id }, null, 1);
    const a = await postDelivery(server.url, SIMULATOR_SOURCE, secret, asSent);
    expect(a.status).toBe(202);
    expect(await storedText(a.json.id)).toBe(asSent);
    // A key the payload does not have (location too) and a padded id: stored as validated.
    const second = tripPayload({ serialNumber: p.serial, start: new Date('2025-03-15T15:00:00Z') });
    const b = await postDelivery(server.url, SIMULATOR_SOURCE, secret, {
      ...second,
      id: `  ${second.id} `,
      trip: { ...second.trip, vendorLocation: { lat: 38.58, lng: -121.49 } },
    });
    expect(b.status).toBe(202);
    expect(JSON.parse((await storedText(b.json.id)) ?? 'null')).toEqual(second);
    expect((await settled(a.json.id)).status).toBe('processed');
    expect((await settled(b.json.id)).status).toBe('processed');
  });

  it('a disabled source is refused', async () => {
    await server.services.webhooks.ensureSource('vendor-x', { secret: 'v'.repeat(40) });
    const body = tripPayload({ serialNumber: 'SN-X', start: RUSH_HOUR });
    expect((await postDelivery(server.url, 'vendor-x', 'v'.repeat(40), body)).status).toBe(202);
    await server.services.webhooks.setSourceEnabled('vendor-x', false);
    const res = await postDelivery(server.url, 'vendor-x', 'v'.repeat(40), { ...body, id: 'another' });
    expect(res).toMatchObject({ status: 401, json: { code: 'UNKNOWN_SOURCE' } });
  });
});

describe('deliveries processed together', () => {
  /** A delivery stored as the receipt stores it, but not queued: the test processes it. */
  async function stored(options: TripOptions): Promise<string> {
    const payload = tripPayload(options);
    const [row] = await handle.db
      .insert(webhookEvents)
      .values({ source: SIMULATOR_SOURCE, sourceId: payload.id, payload, status: 'pending' })
      .returning({ id: webhookEvents.id });
    return row?.id ?? '';
  }

  /** Everything processing wrote for a participant, without what names the trip, device or moment. */
  async function written(p: Enrolled) {
    const tripRows = await handle.db.select().from(trips).where(eq(trips.username, p.username)).orderBy(trips.tsStart);
    const out = [];
    for (const t of tripRows) {
      const segments = await handle.db
        .select()
        .from(tripSegments)
        .where(eq(tripSegments.tripId, t.id))
        .orderBy(tripSegments.createdAt);
      const [track] = await handle.db.select().from(tripTracks).where(eq(tripTracks.tripId, t.id));
      const events = await handle.db
        .select({ code: mroEvents.code, description: mroEvents.description, mileage: mroEvents.mileage })
        .from(mroEvents)
        .where(eq(mroEvents.tripId, t.id))
        .orderBy(mroEvents.code);
      const {
        id,
        recordId,
        recordTripId,
        mroDeviceSerialNumber,
        vehicleVin,
        username,
        vehicleId,
        mroId,
        logs,
        ...rest
      } = t;
      out.push({
        trip: { ...rest, createdAt: null, updatedAt: null, processedAt: !!rest.processedAt },
        // The first line names the delivery and the device.
        logs: (logs as { message: string }[]).slice(1).map((l) => l.message),
        segments: segments.map(
          ({ id: _, tripId, username: __, vehicleId: ___, createdAt, updatedAt, tripBinIds, ...s }) => ({
            ...s,
            points: tripBinIds.length,
          }),
        ),
        track: track ? { timeZone: track.timeZone, lat: track.lat, lng: track.lng, tMs: track.tMs } : null,
        events,
      });
    }
    const [participant] = await handle.db.select().from(participants).where(eq(participants.username, p.username));
    const [vehicle] = await handle.db.select().from(vehicles).where(eq(vehicles.id, p.vehicleId));
    const [device] = await handle.db
      .select()
      .from(mileageReportingOptions)
      .where(eq(mileageReportingOptions.deviceSerialNumber, p.serial));
    return {
      trips: out,
      participant: {
        mileage: participant?.sumMileageUserFeeCents,
        fuel: participant?.sumFuelTaxCreditCents,
        inactive: participant?.isInactive,
        vinMismatch: participant?.isVinMismatch,
        firstData: !!participant?.firstDataReceivedDate,
      },
      vehicle: {
        km: vehicle?.mileage,
        mileage: vehicle?.mileageUserFeeCents,
        fuel: vehicle?.fuelTaxCreditCents,
        firstData: !!vehicle?.firstDataReceivedDate,
        vinDated: !!vehicle?.lastReportedVinDate,
      },
      device: { first: !!device?.firstReportedDate, last: !!device?.lastReportedDate },
    };
  }

  it('write what processing them one by one writes, in one transaction', async () => {
    const programs = ['mbuf-c', 'mbuf-tf', 'mbuf-tod'];
    const together: Enrolled[] = [];
    const alone: Enrolled[] = [];
    for (const program of programs) together.push(await enrol(program, true));
    for (const program of programs) alone.push(await enrol(program, true));
    // A silent participant's flag is cleared by the report, on both paths.
    for (const p of [together[0], alone[0]] as Enrolled[])
      await handle.db.update(participants).set({ isInactive: true }).where(eq(participants.username, p.username));
    const drives = [
      { start: new Date(RUSH_HOUR.getTime() + 7 * 86_400_000), waypoints: BAY_BRIDGE_INTO_DOWNTOWN },
      { start: new Date(RUSH_HOUR.getTime() + 7 * 86_400_000), waypoints: BAY_BRIDGE_INTO_DOWNTOWN },
      { start: new Date(RUSH_HOUR.getTime() + 8 * 86_400_000), waypoints: INTO_NEVADA },
    ];
    const deliver = (set: Enrolled[]) =>
      Promise.all(set.map((p, i) => stored({ serialNumber: p.serial, vin: p.vin, ...drives[i] } as TripOptions)));
    const togetherIds = await deliver(together);
    const aloneIds = await deliver(alone);

    const results = await server.services.tripIngestion.processDeliveredTrips(
      togetherIds.map((eventId) => ({ eventId, retryCount: 0, retryLimit: 3 })),
    );
    expect(results).toEqual(togetherIds.map(() => ({ status: 'fulfilled', value: 'processed' })));
    for (const id of aloneIds) expect(await server.services.tripIngestion.processDeliveredTrip(id)).toBe('processed');

    for (let i = 0; i < programs.length; i++) {
      const a = await written(together[i] as Enrolled);
      expect(a.trips).toHaveLength(1);
      expect(a.trips[0]?.segments.length).toBeGreaterThan(0);
      expect(a.participant.inactive).toBe(false);
      expect(a, programs[i]).toEqual(await written(alone[i] as Enrolled));
    }
    // Written together: the three trips were created in one transaction (one created_at), the
    // deliveries are processed, and processing them again changes nothing.
    const created = await handle.db
      .select({ createdAt: trips.createdAt })
      .from(trips)
      .where(sql`${trips.recordId} in ${togetherIds}`);
    expect(new Set(created.map((r) => r.createdAt.getTime())).size).toBe(1);
    const again = await server.services.tripIngestion.processDeliveredTrips(
      togetherIds.map((eventId) => ({ eventId, retryCount: 0, retryLimit: 3 })),
    );
    expect(again).toEqual(togetherIds.map(() => ({ status: 'fulfilled', value: 'skipped' })));
    expect(await written(together[0] as Enrolled)).toEqual(await written(alone[0] as Enrolled));
  }, 120_000);

  it('a participant’s several trips are written together, as one by one; a cordon participant’s later trips and an unknown device go one by one', async () => {
    const p = await enrol('mbuf', true);
    const twin = await enrol('mbuf', true);
    const q = await enrol('mbuf', true);
    const c = await enrol('mbuf-c', true);
    const day = RUSH_HOUR.getTime() + 9 * 86_400_000;
    const drives = [0, 2, 4].map((h) => ({ start: new Date(day + h * 3_600_000), waypoints: SACRAMENTO }));
    const ids = [];
    for (const drive of drives) ids.push(await stored({ serialNumber: p.serial, ...drive }));
    ids.push(await stored({ serialNumber: q.serial, start: new Date(day), waypoints: SACRAMENTO }));
    ids.push(await stored({ serialNumber: 'UNKNOWN-TOGETHER', start: new Date(day), waypoints: SACRAMENTO }));
    // Two drives into the cordon on one day: the entry fee is paid by the first only.
    for (const h of [0, 3])
      ids.push(
        await stored({
          serialNumber: c.serial,
          start: new Date(day + h * 3_600_000),
          waypoints: BAY_BRIDGE_INTO_DOWNTOWN,
        }),
      );
    const results = await server.services.tripIngestion.processDeliveredTrips(
      ids.map((eventId) => ({ eventId, retryCount: 0, retryLimit: 3 })),
    );
    expect(results.map((r) => r.status === 'fulfilled' && r.value)).toEqual([
      'processed',
      'processed',
      'processed',
      'processed',
      'failed',
      'processed',
      'processed',
    ]);
    const unknown = await server.services.webhooks.findEvent(ids[4] as string);
    expect(unknown?.statusMessage).toContain('unknown device UNKNOWN-TOGETHER');
    // The same drives of the twin, each delivery processed alone: the same trips, segments, events
    // and running totals of participant, vehicle and device.
    for (const drive of drives) {
      const id = await stored({ serialNumber: twin.serial, ...drive });
      expect(await server.services.tripIngestion.processDeliveredTrip(id)).toBe('processed');
    }
    const w = await written(p);
    expect(w.trips).toHaveLength(3);
    expect(w.participant.mileage).toBe(w.trips.reduce((n, t) => n + Number(t.trip.mileageFeeCents), 0));
    expect(w.participant.mileage).toBeGreaterThan(0);
    expect(w).toEqual(await written(twin));
    expect((await written(q)).trips).toHaveLength(1);
    const cordon = await written(c);
    const entryFees = cordon.trips.map((t) => t.segments.reduce((n, seg) => n + Number(seg.cordonEnterFeeCents), 0));
    expect(entryFees.sort()).toEqual([0, CORDON.entryFeeCents]);
    // p's three trips, q's and c's first were written together; c's second after, in its own transaction.
    const created = await handle.db
      .select({ recordId: trips.recordId, createdAt: trips.createdAt })
      .from(trips)
      .where(sql`${trips.recordId} in ${[...ids.slice(0, 4), ...ids.slice(5)]}`);
    const at = new Map(created.map((r) => [r.recordId, r.createdAt.getTime()]));
    expect(new Set(ids.slice(0, 4).map((id) => at.get(id))).size).toBe(1);
    expect(at.get(ids[5] as string)).toBe(at.get(ids[0] as string));
    expect(at.get(ids[6] as string)).not.toBe(at.get(ids[0] as string));
  }, 60_000);

  it('a group whose transaction fails is reported, and its deliveries are processed one by one', async () => {
    const p = await enrol('mbuf', true);
    const q = await enrol('mbuf', true);
    const day = RUSH_HOUR.getTime() + 10 * 86_400_000;
    const ids = [
      await stored({ serialNumber: p.serial, start: new Date(day), waypoints: SACRAMENTO }),
      await stored({ serialNumber: q.serial, start: new Date(day), waypoints: SACRAMENTO }),
    ];
    // Refuses any statement writing several trips at once: the group's, never a single delivery's.
    await handle.db.execute(sql`
      create function refuse_trips_together() returns trigger language plpgsql as $$
      begin
        if (select count(*) from new_rows) > 1 then raise exception 'several trips in one statement'; end if;
        return null;
      end $$;
      create trigger refuse_trips_together after insert on trips referencing new table as new_rows
        for each statement execute function refuse_trips_together();`);
    const failures: { error: unknown; eventIds: string[] }[] = [];
    try {
      const results = await server.services.tripIngestion.processDeliveredTrips(
        ids.map((eventId) => ({ eventId, retryCount: 0, retryLimit: 3 })),
        (error, eventIds) => failures.push({ error, eventIds }),
      );
      expect(results).toEqual(ids.map(() => ({ status: 'fulfilled', value: 'processed' })));
    } finally {
      await handle.db.execute(sql`
        drop trigger refuse_trips_together on trips;
        drop function refuse_trips_together();`);
    }
    expect(failures).toHaveLength(1);
    expect(failures[0]?.eventIds.sort()).toEqual([...ids].sort());
    // drizzle names the failed query; PostgreSQL's reason is the cause.
    expect(String((failures[0]?.error as Error | undefined)?.cause)).toContain('several trips in one statement');
    expect((await written(p)).trips).toHaveLength(1);
    expect((await written(q)).trips).toHaveLength(1);
  }, 60_000);
});

describe('failed deliveries and staff retry', () => {
  it('the sweeper queues again a delivery still pending after its job was lost', async () => {
    const p = world.mbuf as Enrolled;
    const payload = tripPayload({ serialNumber: p.serial, start: RUSH_HOUR });
    const tenMinutesAgo = new Date(Date.now() - 600_000);
    // Stored without a job, as if the queue had lost it.
    const [event] = await handle.db
      .insert(webhookEvents)
      .values({
        source: SIMULATOR_SOURCE,
        sourceId: payload.id,
        payload,
        createdAt: tenMinutesAgo,
        updatedAt: tenMinutesAgo,
      })
      .returning();
    expect(await server.services.webhooks.requeueStalePending()).toBeGreaterThanOrEqual(1);
    expect((await settled(event?.id ?? '')).status).toBe('processed');
  });

  it('an unknown device fails the event with its reason and no trip; after registration, a staff retry processes it', async () => {
    const serial = `SN-LATE-${randomUUID().slice(0, 6).toUpperCase()}`;
    const { payload, eventId, event } = await deliver({ serialNumber: serial, start: RUSH_HOUR });
    expect(event.status).toBe('failed');
    expect(event.statusMessage).toBe(`Failed to process trip ${payload.trip.tripId}: unknown device ${serial}`);
    expect(await handle.db.select().from(trips).where(eq(trips.recordId, eventId))).toEqual([]);
    const failedEvents = await handle.db
      .select({ code: mroEvents.code, description: mroEvents.description })
      .from(mroEvents)
      .where(eq(mroEvents.mroDeviceSerialNumber, serial));
    expect(failedEvents).toEqual([{ code: 1005, description: event.statusMessage }]);
    const listed = await gql(
      admin,
      'query { getWebhookEventsByStatusByCreatedAt(status: failed) { items { id statusMessage } } }',
    );
    expect(listed.getWebhookEventsByStatusByCreatedAt.items.map((e: { id: string }) => e.id)).toContain(eventId);

    // Staff register the device: a new participant whose device gets the late serial number.
    const p = await enrol('mbuf', true);
    await handle.db
      .update(mileageReportingOptions)
      .set({ deviceSerialNumber: serial })
      .where(eq(mileageReportingOptions.username, p.username));
    const participantRetry = await p.client.graphql('mutation($id: ID!) { retryWebhookEvent(id: $id) { id } }', {
      id: eventId,
    });
    expect(participantRetry.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const retried = await gql(admin, 'mutation($id: ID!) { retryWebhookEvent(id: $id) { id status } }', {
      id: eventId,
    });
    expect(retried.retryWebhookEvent).toEqual({ id: eventId, status: 'pending' });
    expect((await settled(eventId)).status).toBe('processed');
    const { trip } = await participantView(p.client, p.username, payload.trip.tripId);
    expect(trip.processStatus).toBe('processed');
    const again = await admin.graphql('mutation($id: ID!) { retryWebhookEvent(id: $id) { id } }', { id: eventId });
    expect(again.errors?.[0]?.message).toBe('This webhook event has already been processed.');
  }, 60_000);
});

describe('staff re-processing', () => {
  async function reprocessed(tripId: string, input: Record<string, unknown> = {}) {
    const before = await handle.db.select().from(trips).where(eq(trips.id, tripId));
    await gql(admin, 'mutation($input: UpdateTripInput!) { updateTrip(input: $input) { id processStatus } }', {
      input: { id: tripId, processStatus: 'pending', ...input },
    });
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [row] = await handle.db.select().from(trips).where(eq(trips.id, tripId));
      if (row && row.processStatus !== 'pending' && row.updatedAt > (before[0]?.updatedAt ?? new Date(0))) return row;
      if (Date.now() > deadline) throw new Error('trip still pending');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('recomputes the segments from the stored points: same fees, new segments, a log line', async () => {
    const p = world.cordon as Enrolled;
    const { payload } = await deliver({
      serialNumber: p.serial,
      start: new Date('2025-03-20T16:00:00Z'),
      waypoints: BAY_BRIDGE_INTO_DOWNTOWN,
    });
    const first = await participantView(p.client, p.username, payload.trip.tripId);
    const row = await reprocessed(first.trip.id);
    expect(row.processStatus).toBe('processed');
    const second = await participantView(p.client, p.username, payload.trip.tripId);
    expect(second.segments.map((s) => s.id)).not.toEqual(first.segments.map((s) => s.id));
    const strip = (segments: Segment[]) => segments.map(({ id, tripBinIds, ...rest }) => rest);
    // The trip's own entry fee is not "already charged": the recomputation charges it again, once.
    expect(strip(second.segments)).toEqual(strip(first.segments));
    expect(second.trip.cordonFeeCents).toBe(first.trip.cordonFeeCents);
    expect(JSON.stringify(row.logs)).toContain('Re-processed from');
    const [participant] = await handle.db.select().from(participants).where(eq(participants.username, p.username));
    const all = await handle.db.select().from(trips).where(eq(trips.username, p.username));
    expect(participant?.sumMileageUserFeeCents).toBe(all.reduce((n, t) => n + t.mileageFeeCents, 0));
  }, 60_000);

  it('with a new route: keeps the original route in polylines, recomputes, and never touches billed segments', async () => {
    const p = world.mbuf as Enrolled;
    const { payload } = await deliver({
      serialNumber: p.serial,
      start: RUSH_HOUR,
      waypoints: SACRAMENTO,
      odometerStartKm: null,
      odometerEndKm: null,
    });
    const first = await participantView(p.client, p.username, payload.trip.tripId);
    const tripId = first.trip.id as string;
    // The trip's segments go on a statement.
    const [tx] = await handle.db
      .insert(transactions)
      .values({ username: p.username, amountCents: first.trip.mileageFeeCents })
      .returning();
    await handle.db.update(tripSegments).set({ transactionId: tx?.id }).where(eq(tripSegments.tripId, tripId));
    const billed = await handle.db.select().from(tripSegments).where(eq(tripSegments.tripId, tripId));

    // Staff shorten the route to its first half.
    const half = SACRAMENTO.slice(0, 2) as [number, number][];
    const row = await reprocessed(tripId, { polyline: encodePolyline(half) });
    expect(row.processStatus).toBe('processed');
    expect(row.polyline).toBe(encodePolyline(half));
    expect(row.polylines).toEqual([
      expect.objectContaining({ polyline: first.trip.polyline, description: 'original' }),
    ]);
    expect(row.distMro).toBeLessThan(first.trip.distMro);
    expect(await handle.db.select().from(tripSegments).where(eq(tripSegments.tripId, tripId))).toEqual(billed);
    const adjustments = await handle.db
      .select()
      .from(tripAdjustments)
      .where(and(eq(tripAdjustments.tripId, tripId)));
    expect(adjustments).toHaveLength(1);
    expect(adjustments[0]?.adjMileageFeeCents).toBe(row.mileageFeeCents - first.trip.mileageFeeCents);
    expect(adjustments[0]?.adjMileageFeeCents).toBeLessThan(0);
    expect(adjustments[0]?.paymentStatus).toBe('pending');
  }, 60_000);
});
