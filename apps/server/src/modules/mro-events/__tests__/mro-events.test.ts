import { messages } from '@rc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mroEvents, trips } from '../../../db/schema/index.js';
import {
  errorOf,
  minutesAgo,
  startTripsWorld,
  stopTripsWorld,
  type TripsWorld,
} from '../../trips/__tests__/helpers.js';

let w: TripsWorld;
const ids: Record<string, string> = {};
const DAY = 24 * 60;

beforeAll(async () => {
  w = await startTripsWorld();
  const db = w.handle.db;
  const [visible] = await db
    .insert(trips)
    .values({ username: w.driverId, processStatus: 'processed', distMro: 5 })
    .returning();
  const [hidden] = await db.insert(trips).values({ username: w.driverId, processStatus: 'pending' }).returning();
  ids.visibleTrip = visible?.id ?? '';
  ids.hiddenTrip = hidden?.id ?? '';
  const event = async (name: string, values: Partial<typeof mroEvents.$inferInsert>) => {
    const [row] = await db
      .insert(mroEvents)
      .values({ username: w.driverId, mroDeviceSerialNumber: 'SN-EVT-1', ...values })
      .returning();
    ids[name] = row?.id ?? '';
  };
  await event('tripStart', { tripId: ids.visibleTrip, code: 16, dateTime: minutesAgo(30), isProcessed: true });
  await event('tripDone', { tripId: ids.visibleTrip, code: 1004, dateTime: minutesAgo(20), isProcessed: true });
  await event('hiddenTripEvent', { tripId: ids.hiddenTrip, code: 17, dateTime: minutesAgo(10) });
  await event('heartbeat', { code: 5, dateTime: minutesAgo(DAY), flagged: true });
  await event('oldHeartbeat', { code: 5, dateTime: minutesAgo(8 * DAY) });
  await event('otherDevice', {
    username: w.manualId,
    mroDeviceSerialNumber: 'SN-EVT-2',
    code: 1001,
    dateTime: minutesAgo(2 * DAY),
  });
});

afterAll(() => stopTripsWorld(w));

const idsOf = (res: { data: any }, field: string) => res.data[field].items.map((e: { id: string }) => e.id);

describe('MRO event lists', () => {
  it("gives a trip's events, oldest first, to its participant when they can see the trip, and to staff", async () => {
    const Q = 'query($t: ID!) { getMroEventsByTripId(tripId: $t) { items { id code } } }';
    expect(idsOf(await w.driver.graphql(Q, { t: ids.visibleTrip }), 'getMroEventsByTripId')).toEqual([
      ids.tripStart,
      ids.tripDone,
    ]);
    expect(errorOf(await w.driver.graphql(Q, { t: ids.hiddenTrip }))).toEqual({
      code: 'NOT_FOUND',
      message: messages.tripNotFound,
    });
    expect(idsOf(await w.admin.graphql(Q, { t: ids.hiddenTrip }), 'getMroEventsByTripId')).toEqual([
      ids.hiddenTripEvent,
    ]);
    expect(errorOf(await w.manual.graphql(Q, { t: ids.visibleTrip })).code).toBe('NOT_FOUND');
  });

  it('lists processed or unprocessed events of the last 7 days by default, newest first', async () => {
    const Q = `query($p: Boolean!, $d: ModelDateKeyConditionInput) {
      getMroEventsByIsProcessedByDateTime(isProcessed: $p, dateTime: $d) { items { id isProcessed } } }`;
    expect(idsOf(await w.admin.graphql(Q, { p: false }), 'getMroEventsByIsProcessedByDateTime')).toEqual([
      ids.hiddenTripEvent,
      ids.heartbeat,
      ids.otherDevice,
    ]);
    expect(idsOf(await w.admin.graphql(Q, { p: true }), 'getMroEventsByIsProcessedByDateTime')).toEqual([
      ids.tripDone,
      ids.tripStart,
    ]);
    const wider = await w.admin.graphql(Q, { p: false, d: { ge: minutesAgo(9 * DAY).toISOString() } });
    expect(idsOf(wider, 'getMroEventsByIsProcessedByDateTime')).toContain(ids.oldHeartbeat);
    expect(errorOf(await w.driver.graphql(Q, { p: false })).code).toBe('FORBIDDEN');
  });

  it("lists a device's events for staff", async () => {
    const Q = 'query($s: String!) { getMroEventsByMroDeviceSerialNumber(mroDeviceSerialNumber: $s) { items { id } } }';
    expect(idsOf(await w.admin.graphql(Q, { s: 'SN-EVT-2' }), 'getMroEventsByMroDeviceSerialNumber')).toEqual([
      ids.otherDevice,
    ]);
    expect(errorOf(await w.driver.graphql(Q, { s: 'SN-EVT-1' })).code).toBe('FORBIDDEN');
  });

  it("lists a participant's events with the flagged filter, own or staff", async () => {
    const Q = `query($u: ID!, $f: ModelMROEventFilterInput) { getMroEventsByUsername(username: $u, filter: $f) { items { id flagged } } }`;
    expect(idsOf(await w.driver.graphql(Q, { u: w.driverId }), 'getMroEventsByUsername')).toEqual([
      ids.hiddenTripEvent,
      ids.tripDone,
      ids.tripStart,
      ids.heartbeat,
      ids.oldHeartbeat,
    ]);
    expect(idsOf(await w.admin.graphql(Q, { u: w.driverId, f: { flagged: true } }), 'getMroEventsByUsername')).toEqual([
      ids.heartbeat,
    ]);
    expect(errorOf(await w.manual.graphql(Q, { u: w.driverId }))).toEqual({
      code: 'FORBIDDEN',
      message: messages.notAuthorized,
    });
  });
});

describe('listMroEvents (staff MRO Events screen)', () => {
  const Q = `query($d: ModelDateKeyConditionInput, $f: ModelMROEventFilterInput, $n: String, $l: Int) {
    listMroEvents(dateTime: $d, filter: $f, nextToken: $n, limit: $l) { items { id } nextToken } }`;
  const list = async (variables: Record<string, unknown>) =>
    idsOf(await w.admin.graphql(Q, variables), 'listMroEvents');

  it('lists every event of the last 7 days by default, newest first, in pages', async () => {
    expect(await list({})).toEqual([ids.hiddenTripEvent, ids.tripDone, ids.tripStart, ids.heartbeat, ids.otherDevice]);
    const first = await w.admin.graphql(Q, { l: 2 });
    expect(idsOf(first, 'listMroEvents')).toEqual([ids.hiddenTripEvent, ids.tripDone]);
    const next = await w.admin.graphql(Q, { l: 10, n: first.data.listMroEvents.nextToken });
    expect(idsOf(next, 'listMroEvents')).toEqual([ids.tripStart, ids.heartbeat, ids.otherDevice]);
    expect(await list({ d: { ge: minutesAgo(9 * DAY).toISOString() } })).toContain(ids.oldHeartbeat);
  });

  it('filters by processed state, serial (any case), participant, code and flag', async () => {
    expect(await list({ f: { isProcessed: true } })).toEqual([ids.tripDone, ids.tripStart]);
    expect(await list({ f: { isProcessed: false, mroDeviceSerialNumber: ' sn-evt-2 ' } })).toEqual([ids.otherDevice]);
    expect(await list({ f: { username: w.manualId } })).toEqual([ids.otherDevice]);
    expect(await list({ f: { code: 17 } })).toEqual([ids.hiddenTripEvent]);
    expect(await list({ f: { flagged: true, username: w.driverId } })).toEqual([ids.heartbeat]);
  });

  it('is staff only', async () => {
    expect(errorOf(await w.driver.graphql(Q, {})).code).toBe('FORBIDDEN');
  });
});

describe('updateMroEvent', () => {
  const M = `mutation($input: UpdateMroEventInput!) { updateMroEvent(input: $input) { id flagged type description updatedBy } }`;

  it('lets staff flag an event and edit its type and description', async () => {
    const res = await w.admin.graphql(M, {
      input: { id: ids.otherDevice, flagged: true, type: 'heartbeat', description: 'Device unplugged for 3 days' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.updateMroEvent).toEqual({
      id: ids.otherDevice,
      flagged: true,
      type: 'heartbeat',
      description: 'Device unplugged for 3 days',
      updatedBy: w.adminId,
    });
    const unflag = await w.admin.graphql(M, { input: { id: ids.otherDevice, flagged: false } });
    expect(unflag.data.updateMroEvent).toMatchObject({ flagged: false, type: 'heartbeat' });
  });

  it('refuses participants and unknown events', async () => {
    expect(errorOf(await w.driver.graphql(M, { input: { id: ids.heartbeat, flagged: false } })).code).toBe('FORBIDDEN');
    expect(errorOf(await w.admin.graphql(M, { input: { id: 'missing', flagged: true } }))).toEqual({
      code: 'NOT_FOUND',
      message: messages.mroEventNotFound,
    });
  });
});
