import { randomUUID } from 'node:crypto';
import { encodePolyline, messages } from '@rc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';
import { SACRAMENTO } from '../../trips/__tests__/device-trips.js';
import { enrolDeviceParticipant } from '../../trips/__tests__/helpers.js';
import { SIMULATOR_SOURCE } from '../../webhooks/webhooks.service.js';
import { deliverTrip } from './priced-trips.js';

/**
 * Cordon zones drawn by staff: an outline that crosses itself is refused by the service (the rule,
 * shared with the web through @rc/domain), and the charging engine uses saved zones for the trips
 * delivered after the change (signed deliveries → webhook job → trip and segments).
 */

let server: TestServer;
let admin: Client;
let secret: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = new Client(server.url);
  await admin.signIn('admin@example.com', DEMO_PASSWORD);
  secret = (await server.services.webhooks.sourceSecret(SIMULATOR_SOURCE)) ?? '';
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function ok(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const res = await client.graphql(query, variables);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data;
}

/** A rectangle from its north-west to its south-east corner, clockwise. */
const box = (north: number, west: number, south: number, east: number): [number, number][] => [
  [north, west],
  [north, east],
  [south, east],
  [south, west],
];
/** The same corners in the wrong order: a bow tie. */
const bowTie = (north: number, west: number, south: number, east: number): [number, number][] => [
  [north, west],
  [south, east],
  [north, east],
  [south, west],
];

const FIELDS = 'id name zones { name description color polyline } entryFeeCents centsPerMileageUnit';
const CREATE = `mutation($input: CreateCordonInput!) { createCordon(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($input: UpdateCordonInput!) { updateCordon(input: $input) { ${FIELDS} } }`;
const input = (name: string, zone: [number, number][]) => ({
  state: 'CA',
  name,
  zones: [{ name: 'Zone A', description: 'drawn on the map', color: '#7b3fa0', polyline: encodePolyline(zone) }],
  days: [1, 2, 3, 4, 5, 6, 7],
  internalStart: '00:00',
  internalEnd: '23:59',
  entryFeeCents: 250,
  centsPerMileageUnit: 3,
});

describe('zone outlines', () => {
  it('createCordon refuses a zone that crosses itself, and stores nothing', async () => {
    const name = `Bow tie ${randomUUID()}`;
    const res = await admin.graphql(CREATE, { input: input(name, bowTie(38.6, -121.5, 38.5, -121.4)) });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toBe(messages.zoneSelfCrossing);
    const listed = await ok(admin, 'query { listCordons(limit: 1000) { items { name } } }');
    expect(listed.listCordons.items.map((c: { name: string }) => c.name)).not.toContain(name);
  });

  it('updateCordon refuses it too and keeps the stored zones', async () => {
    const created = (await ok(admin, CREATE, { input: input(`Kept ${randomUUID()}`, box(36.8, -119.8, 36.7, -119.7)) }))
      .createCordon;
    const res = await admin.graphql(UPDATE, {
      input: {
        id: created.id,
        zones: [created.zones[0], { name: 'Zone B', polyline: encodePolyline(bowTie(36.9, -119.8, 36.85, -119.7)) }],
      },
    });
    expect(res.errors?.[0]?.message).toBe(messages.zoneSelfCrossing);
    const after = await ok(admin, `query($id: ID!) { getCordon(id: $id) { ${FIELDS} } }`, { id: created.id });
    expect(after.getCordon.zones).toEqual(created.zones);
  });
});

describe('the engine and saved zones', () => {
  it('charges a trip through a zone saved after an earlier trip was not charged', async () => {
    // An MBUF+C participant with a GPS device, through the real sign-up.
    const { username, vin, serial } = await enrolDeviceParticipant(server, admin, {
      emailPrefix: 'zones',
      licensePlate: '8ZON123',
      gpsEnabled: true,
      programId: 'mbuf-c',
    });

    // A cordon whose only zone is in Fresno, far from the Sacramento drive.
    const cordon = (
      await ok(admin, CREATE, { input: input(`Midtown ${randomUUID()}`, box(36.8, -119.8, 36.7, -119.7)) })
    ).createCordon;

    const tripThrough = async () => {
      // Starting now, after the change (a change made today is in force from its moment); the
      // cordon hours are the whole day but for its last minute, so a trip then starts after midnight.
      let start = new Date();
      const local = start.toLocaleTimeString('en-GB', { timeZone: 'America/Los_Angeles', hour12: false });
      if (local >= '23:50') start = new Date(start.getTime() + 20 * 60_000);
      const tripId = await deliverTrip(server, secret, { serialNumber: serial, vin, start, waypoints: SACRAMENTO });
      const data = await ok(
        admin,
        `query($u: ID!) { getTripsByUsernameByCreatedAt(username: $u, limit: 100) {
          items { id recordTripId cordonFeeCents } } }`,
        { u: username },
      );
      const trip = data.getTripsByUsernameByCreatedAt.items.find(
        (t: { recordTripId: string }) => t.recordTripId === tripId,
      );
      expect(trip).toBeDefined();
      const segments = await ok(
        admin,
        `query($t: ID!) { listTripSegments(tripId: $t, limit: 1000) {
          items { cordonId cordonName cordonEnterFeeCents cordonFeeCents mileage } } }`,
        { t: trip.id },
      );
      return { ...trip, tripSegments: segments.listTripSegments } as {
        cordonFeeCents: number;
        tripSegments: {
          items: {
            cordonId: string | null;
            cordonName: string | null;
            cordonEnterFeeCents: number;
            cordonFeeCents: number;
            mileage: number;
          }[];
        };
      };
    };

    const before = await tripThrough();
    expect(before.cordonFeeCents).toBe(0);
    expect(before.tripSegments.items.every((s) => s.cordonId === null)).toBe(true);

    // Staff redraw the zone over Midtown Sacramento (the drive's first two kilometres).
    await ok(admin, UPDATE, {
      input: {
        id: cordon.id,
        zones: [{ ...cordon.zones[0], polyline: encodePolyline(box(38.58, -121.485, 38.568, -121.46)) }],
      },
    });

    const after = await tripThrough();
    const inside = after.tripSegments.items.filter((s) => s.cordonId === cordon.id);
    expect(inside.length).toBeGreaterThan(0);
    expect(inside[0]?.cordonName).toBe(cordon.name);
    // The entry fee once, plus 3 ¢ a km inside, rounded half-up per segment.
    expect(inside.reduce((n, s) => n + s.cordonEnterFeeCents, 0)).toBe(250);
    const perKm = inside.reduce((n, s) => n + Math.floor(s.mileage * 3 + 0.5), 0);
    expect(after.cordonFeeCents).toBe(250 + perKm);
    expect(perKm).toBeGreaterThan(0);
  }, 120_000);
});
