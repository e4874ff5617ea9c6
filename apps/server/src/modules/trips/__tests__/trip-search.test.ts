import { messages } from '@rc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pilotPrograms, trips } from '../../../db/schema/index.js';
import { parseCsvRecords } from '../../../lib/csv.js';
import { errorOf, startTripsWorld, stopTripsWorld, type TripsWorld } from './helpers.js';

/**
 * The staff trip search (/trips): a createdAt range with every filter combined, keyset pages, bad
 * input refused with its reason; and the trips CSV export with the same filters.
 */
let w: TripsWorld;
const ids: Record<string, string> = {};
const PILOT = 'trip-search-pilot';
// A window no other test or the demo seed writes trips in.
const day = (d: number, h = 12) => new Date(Date.UTC(2019, 2, d, h));
const RANGE = { ge: day(1, 0).toISOString(), lt: day(8, 0).toISOString() };

const SEARCH = `query($c: ModelDateKeyConditionInput!, $f: StaffTripSearchFilterInput, $l: Int, $n: String) {
  searchTrips(createdAt: $c, filter: $f, limit: $l, nextToken: $n) { items { id } nextToken } }`;

async function search(filter: Record<string, unknown> | null, createdAt: Record<string, unknown> = RANGE) {
  const res = await w.admin.graphql(SEARCH, { c: createdAt, f: filter });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data.searchTrips.items.map((t: { id: string }) => t.id);
}

beforeAll(async () => {
  w = await startTripsWorld();
  const db = w.handle.db;
  await db.insert(pilotPrograms).values({ id: PILOT, name: 'Trip search', shortName: 'TS' });
  const add = async (name: string, values: Partial<typeof trips.$inferInsert> & { username: string }) => {
    const [row] = await db.insert(trips).values(values).returning({ id: trips.id });
    ids[name] = row?.id ?? '';
  };
  await add('driverProcessed', { username: w.driverId, processStatus: 'processed', createdAt: day(2), distMro: 5 });
  await add('driverFailed', {
    username: w.driverId,
    processStatus: 'failed',
    createdAt: day(3),
    pilotProgramId: PILOT,
  });
  await add('driverReview', {
    username: w.driverId,
    processStatus: 'processed',
    reviewStatus: 'pending',
    reviewReason: 'distanceDiscrepancy',
    createdAt: day(4),
  });
  await add('manualPending', {
    username: w.manualId,
    processStatus: 'pending',
    createdAt: day(5),
    pilotProgramId: PILOT,
  });
  await add('manualInvalid', {
    username: w.manualId,
    processStatus: 'processed',
    invalid: true,
    createdAt: day(6),
    pilotProgramId: PILOT,
  });
  await add('outside', { username: w.driverId, processStatus: 'processed', createdAt: day(9) });
});
afterAll(() => stopTripsWorld(w));

describe('searchTrips', () => {
  it('lists every trip of the range, every process status and invalid ones, newest first', async () => {
    expect(await search(null)).toEqual([
      ids.manualInvalid,
      ids.manualPending,
      ids.driverReview,
      ids.driverFailed,
      ids.driverProcessed,
    ]);
  });

  it('combines participant, process status, review status, validity and pilot', async () => {
    expect(await search({ username: w.driverId })).toEqual([ids.driverReview, ids.driverFailed, ids.driverProcessed]);
    expect(await search({ username: w.driverId, processStatus: 'processed' })).toEqual([
      ids.driverReview,
      ids.driverProcessed,
    ]);
    expect(await search({ processStatus: 'processed', reviewStatus: 'pending' })).toEqual([ids.driverReview]);
    expect(await search({ invalid: true })).toEqual([ids.manualInvalid]);
    expect(await search({ invalid: false, pilotProgramId: PILOT })).toEqual([ids.manualPending, ids.driverFailed]);
    expect(await search({ username: w.manualId, pilotProgramId: PILOT, processStatus: 'pending' })).toEqual([
      ids.manualPending,
    ]);
    expect(await search({ username: 'nobody@example.com' })).toEqual([]);
  });

  it('pages by keyset without repeating or skipping a trip', async () => {
    const seen: string[] = [];
    let token: string | null = null;
    do {
      const res: { data: { searchTrips: { items: { id: string }[]; nextToken: string | null } } } =
        await w.admin.graphql(SEARCH, { c: RANGE, l: 2, n: token });
      seen.push(...res.data.searchTrips.items.map((t) => t.id));
      token = res.data.searchTrips.nextToken;
    } while (token);
    expect(seen).toEqual(await search(null));
  });

  it('refuses a range without both ends, a reversed or too long range, and participants', async () => {
    const missing = await w.admin.graphql(SEARCH, { c: { ge: RANGE.ge } });
    expect(errorOf(missing)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'createdAt needs a start (ge, gt or between) and an end (le, lt or between).',
    });
    const reversed = await w.admin.graphql(SEARCH, { c: { ge: RANGE.lt, lt: RANGE.ge } });
    expect(errorOf(reversed)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'createdAt: the start must not be after the end.',
    });
    const long = await w.admin.graphql(SEARCH, { c: { ge: '2019-01-01T00:00:00Z', lt: '2021-01-01T00:00:00Z' } });
    expect(errorOf(long)).toEqual({ code: 'BAD_USER_INPUT', message: 'createdAt: the range may be at most 366 days.' });
    const badLimit = await w.admin.graphql(SEARCH, { c: RANGE, l: 101 });
    expect(errorOf(badLimit)).toEqual({ code: 'BAD_USER_INPUT', message: 'limit must be between 1 and 100.' });
    const refused = await w.driver.graphql(SEARCH, { c: RANGE });
    expect(errorOf(refused)).toEqual({ code: 'FORBIDDEN', message: messages.adminOnly });
  });
});

describe('the trips export', () => {
  const URL_ = '/api/staff/exports/trips.csv';
  async function download(query: string, client = w.admin) {
    const res = await client.fetch(`${URL_}${query}`);
    const text = (await res.text()).replace(/^\uFEFF/, '');
    return { res, header: text.split('\r\n')[0]?.split(',') ?? [], records: parseCsvRecords(text) };
  }
  const window = `from=${encodeURIComponent(RANGE.ge)}&to=${encodeURIComponent(new Date(Date.parse(RANGE.lt) - 1).toISOString())}`;

  it('exports the rows searchTrips selects for the same filter, with the derived values', async () => {
    const { res, header, records } = await download(`?${window}&participant=${encodeURIComponent(w.driverId)}`);
    expect(res.status).toBe(200);
    expect(header.slice(0, 3)).toEqual(['id', 'username', 'pilotProgramId']);
    expect(header).toContain('paymentStatus');
    expect(records.map((r) => r.id)).toEqual(await search({ username: w.driverId }));
    expect(records.map((r) => r.processStatus)).toEqual(['processed', 'failed', 'processed']);
    expect(records.map((r) => r.paymentStatus)).toEqual(['pending', 'pending', 'pending']);

    const invalid = await download(`?${window}&invalid=true&pilot=${PILOT}`);
    expect(invalid.records.map((r) => r.id)).toEqual([ids.manualInvalid]);
    const failed = await download(`?${window}&processStatus=failed&sortDirection=ASC`);
    expect(failed.records.map((r) => r.id)).toEqual([ids.driverFailed]);
  });

  it('refuses missing dates and bad values with the reason, and participants', async () => {
    const noDates = await w.admin.fetch(URL_);
    expect(noDates.status).toBe(400);
    expect((await noDates.json()).message).toBe(
      'from and to are required: the trips created in that range are exported.',
    );
    const badStatus = await w.admin.fetch(`${URL_}?${window}&processStatus=done`);
    expect(badStatus.status).toBe(400);
    expect((await badStatus.json()).message).toBe(
      'processStatus must be one of pending, processed, failed, not "done".',
    );
    const badInvalid = await w.admin.fetch(`${URL_}?${window}&invalid=yes`);
    expect(badInvalid.status).toBe(400);
    const driver = await w.driver.fetch(`${URL_}?${window}`);
    expect(driver.status).toBe(403);
  });
});
