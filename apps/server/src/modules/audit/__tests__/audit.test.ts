import { messages } from '@rc/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { createParticipant } from '../../../db/__tests__/fixtures.js';
import { withActor } from '../../../db/actor.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { participants, vehicles } from '../../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';

let server: TestServer;
let handle: DatabaseHandle;
let admin: Client;
let adminId: string;
let username: string;
let vehicleId: string;
let startedAt: Date;

const SELECTION =
  '{ items { key timestamp eventId eventName diff { key old new } note username updatedBy } nextToken }';

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  admin = new Client(server.url);
  adminId = (await admin.signIn('admin@example.com', DEMO_PASSWORD)).id;
  startedAt = new Date();

  // A participant (INSERT by system), staff changes to it (MODIFY with a note), a vehicle added and removed.
  username = await createParticipant(handle.db, 'audited@example.com');
  await withActor(
    handle.db,
    adminId,
    (tx) => tx.update(participants).set({ firstName: 'Vera', isVIP: true }).where(eq(participants.username, username)),
    { note: 'Marked as VIP' },
  );
  const [vehicle] = await withActor(handle.db, adminId, (tx) =>
    tx
      .insert(vehicles)
      .values({ username, make: 'Honda', model: 'Civic', year: 2019, type: 'gas', licensePlate: '8ABC123' })
      .returning(),
  );
  vehicleId = vehicle!.id;
  await withActor(handle.db, adminId, (tx) => tx.delete(vehicles).where(eq(vehicles.id, vehicleId)));
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

const q = async (query: string, variables: Record<string, unknown> = {}, client: Client = admin) => {
  const res = await client.graphql(query, variables);
  return res;
};

describe('audit events', () => {
  it('by key: the record history with API field names and JSON values, newest first by default', async () => {
    const res = await q(`query($k: String!) { getEventsByKeyByTimestamp(key: $k) ${SELECTION} }`, {
      k: `participants#${username}`,
    });
    expect(res.errors).toBeUndefined();
    const [modify, insert] = res.data.getEventsByKeyByTimestamp.items;
    expect(res.data.getEventsByKeyByTimestamp.items).toHaveLength(2);
    expect(modify).toMatchObject({ eventName: 'MODIFY', username, updatedBy: adminId, note: 'Marked as VIP' });
    expect(modify.diff).toEqual([
      { key: 'firstName', old: '"Test"', new: '"Vera"' },
      { key: 'isVIP', old: 'false', new: 'true' },
    ]);
    expect(insert).toMatchObject({ eventName: 'INSERT', updatedBy: 'system', note: null });
    expect(insert.diff).toContainEqual({ key: 'email', old: null, new: '"audited@example.com"' });
    expect(insert.diff).toContainEqual({ key: 'participantPilotProgramId', old: null, new: null });
    expect(new Date(modify.timestamp).getTime()).toBeGreaterThanOrEqual(new Date(insert.timestamp).getTime());
  });

  it('by username: every event of the participant’s records, in either order', async () => {
    const desc = await q(`query($u: String!) { getEventsByUsernameByTimestamp(username: $u) ${SELECTION} }`, {
      u: username,
    });
    const asc = await q(
      `query($u: String!) { getEventsByUsernameByTimestamp(username: $u, sortDirection: ASC) ${SELECTION} }`,
      { u: username },
    );
    const names = (r: typeof desc) =>
      r.data.getEventsByUsernameByTimestamp.items.map(
        (e: { key: string; eventName: string }) => `${e.key.split('#')[0]} ${e.eventName}`,
      );
    expect(names(asc)).toEqual(['participants INSERT', 'participants MODIFY', 'vehicles INSERT', 'vehicles REMOVE']);
    expect(names(desc)).toEqual([...names(asc)].reverse());
    const removed = asc.data.getEventsByUsernameByTimestamp.items[3];
    expect(removed.key).toBe(`vehicles#${vehicleId}`);
    expect(removed.diff).toContainEqual({ key: 'licensePlate', old: '"8ABC123"', new: null });
  });

  it('by who made the change, with a key filter', async () => {
    const res = await q(
      `query($u: String!) { getEventsByUpdatedByByTimestamp(updatedBy: $u, filter: { key: { beginsWith: "vehicles#" } }) ${SELECTION} }`,
      { u: adminId },
    );
    expect(res.errors).toBeUndefined();
    const items = res.data.getEventsByUpdatedByByTimestamp.items;
    expect(items.map((e: { eventName: string }) => e.eventName)).toEqual(['REMOVE', 'INSERT']);
    expect(
      items.every((e: { updatedBy: string; key: string }) => e.updatedBy === adminId && e.key.startsWith('vehicles#')),
    ).toBe(true);
  });

  it('by event name, with a key filter and timestamp conditions', async () => {
    const key = `participants#${username}`;
    const base = `query($t: ModelDateKeyConditionInput, $k: String) {
      getEventsByEventNameByTimestamp(eventName: MODIFY, timestamp: $t, filter: { key: { eq: $k } }) ${SELECTION} }`;
    const all = await q(base, { k: key });
    expect(all.data.getEventsByEventNameByTimestamp.items).toHaveLength(1);
    const inRange = await q(base, {
      k: key,
      t: { between: [startedAt.toISOString(), new Date(Date.now() + 60_000).toISOString()] },
    });
    expect(inRange.data.getEventsByEventNameByTimestamp.items).toHaveLength(1);
    const future = await q(base, { k: key, t: { ge: new Date(Date.now() + 60_000).toISOString() } });
    expect(future.data.getEventsByEventNameByTimestamp.items).toEqual([]);
    const before = await q(base, { k: key, t: { lt: startedAt.toISOString() } });
    expect(before.data.getEventsByEventNameByTimestamp.items).toEqual([]);
    const otherFilter = await q(
      `query { getEventsByEventNameByTimestamp(eventName: INSERT, filter: { eventName: MODIFY }) { items { eventId } } }`,
    );
    expect(otherFilter.data.getEventsByEventNameByTimestamp.items).toEqual([]);
  });

  it('pages with nextToken, each event once', async () => {
    const seen: string[] = [];
    let token: string | null = null;
    do {
      const res: any = await q(
        'query($u: String!, $t: String) { getEventsByUsernameByTimestamp(username: $u, limit: 1, nextToken: $t) { items { eventId } nextToken } }',
        { u: username, t: token },
      );
      expect(res.errors).toBeUndefined();
      seen.push(...res.data.getEventsByUsernameByTimestamp.items.map((e: { eventId: string }) => e.eventId));
      token = res.data.getEventsByUsernameByTimestamp.nextToken;
    } while (token);
    expect(seen).toHaveLength(4);
    expect(new Set(seen).size).toBe(4);
  });

  it.each([
    [
      'a between with one date',
      'query { getEventsByKeyByTimestamp(key: "x", timestamp: { between: ["2024-01-01T00:00:00Z"] }) { items { key } } }',
    ],
    ['a forged nextToken', 'query { getEventsByKeyByTimestamp(key: "x", nextToken: "abc.def") { items { key } } }'],
    ['an empty key', 'query { getEventsByKeyByTimestamp(key: " ") { items { key } } }'],
    [
      'a limit over 1000',
      'query { getEventsByUpdatedByByTimestamp(updatedBy: "system", limit: 5000) { items { key } } }',
    ],
  ])('refuses %s as bad input', async (_what, query) => {
    const res = await q(query);
    expect(res.status).toBeLessThan(500);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('exports a search as CSV (the /events page), and refuses a bad search with 400', async () => {
    const res = await admin.fetch(
      `/api/staff/exports/events.csv?by=key&value=participants%23${username}&sortDirection=ASC`,
    );
    expect(res.status).toBe(200);
    const lines = (await res.text()).trimEnd().split('\r\n');
    // (fetch's text() drops the byte-order mark)
    expect(lines[0]).toBe('timestamp,eventId,eventName,key,username,updatedBy,note,diff');
    expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual(['INSERT', 'MODIFY']);
    expect(lines[2]).toContain('Marked as VIP');
    for (const query of [
      'by=who&value=x',
      'by=key',
      'by=eventName&value=UPSERT',
      'by=key&value=x&eventName=X',
      'by=key&value=x&from=yesterday',
    ]) {
      const bad = await admin.fetch(`/api/staff/exports/events.csv?${query}`);
      expect(bad.status, query).toBe(400);
    }
  });

  it('refuses an unknown event name as bad input', async () => {
    const res = await q(
      'query($e: AuditEventName!) { getEventsByEventNameByTimestamp(eventName: $e) { items { key } } }',
      {
        e: 'UPSERT',
      },
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is for staff only', async () => {
    const participant = new Client(server.url);
    const me = await participant.signIn('driver@example.com', DEMO_PASSWORD);
    const own = await q(
      'query($u: String!) { getEventsByUsernameByTimestamp(username: $u) { items { key } } }',
      { u: me.id },
      participant,
    );
    expect(own.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(own.errors?.[0]?.message).toBe(messages.adminOnly);
    const anonymous = await q(
      'query { getEventsByKeyByTimestamp(key: "x") { items { key } } }',
      {},
      new Client(server.url),
    );
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
