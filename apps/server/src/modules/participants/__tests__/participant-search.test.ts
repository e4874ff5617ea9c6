import { sql } from 'drizzle-orm';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { queryCost } from '../../../graphql/cost-limit.js';
import { schema } from '../../../graphql/schema.js';
import { searchTerms } from '../participant-search.read-model.js';
import { ok, refused, signInDemo } from './helpers.js';

/**
 * searchParticipants (the staff list and its search box) and staffSearch (the console's global
 * search), on participants of their own pilot program so the demo accounts stay out of the counts.
 */
let server: TestServer;
let handle: DatabaseHandle;
let admin: { client: Client; username: string };
let driver: { client: Client; username: string };

const PILOT = 'srch-pilot';
const TIE_PILOT = 'srch-ties';
const T0 = Date.parse('2026-03-01T12:00:00.000Z');

interface Seed {
  username: string;
  first: string | null;
  last: string | null;
  email: string;
  phone: string | null;
  status: string;
  flags?: string[];
  onboarded: string | null;
  minutes: number;
}

const PEOPLE: Seed[] = [
  {
    username: 'srch-s1',
    first: 'Zelda',
    last: 'Quimby',
    email: 'Zelda.Quimby@srch.test',
    phone: '(209) 555-0101',
    status: 'active',
    onboarded: '2026-01-10T10:00:00Z',
    minutes: 1,
  },
  {
    username: 'srch-s2',
    first: 'Zeke',
    last: 'Quimbyson',
    email: 'zeke@srch.test',
    phone: '(707) 555-0202',
    status: 'suspended',
    flags: ['is_billing_overdue', 'is_inactive'],
    onboarded: '2026-02-10T10:00:00Z',
    minutes: 2,
  },
  {
    username: 'srch-s3',
    first: 'Yara',
    last: 'quill',
    email: 'yara.quill@srch.test',
    phone: '(209) 777-0303',
    status: 'flagged',
    flags: ['is_vin_mismatch', 'has_integrity_violation', 'is_billing_overdue'],
    onboarded: null,
    minutes: 3,
  },
  {
    username: 'srch-s4',
    first: 'Zed',
    last: null,
    email: 'zz_ortega@srch.test',
    phone: null,
    status: 'closed',
    flags: ['is_billing_default'],
    onboarded: '2026-02-20T10:00:00Z',
    minutes: 4,
  },
  {
    username: 'srch-s5',
    first: 'Abe',
    last: 'Zimmer',
    email: 'abe@srch.test',
    phone: '(209) 555-0505',
    status: 'active',
    flags: ['is_billing_overdue', 'is_inactive'],
    onboarded: '2026-03-02T10:00:00Z',
    minutes: 5,
  },
];

const q = (value: string) => `'${value.replaceAll("'", "''")}'`;
const orNull = (value: string | null) => (value === null ? 'null' : q(value));

async function insertPeople(pilot: string, people: Seed[]) {
  for (const p of people) {
    await handle.db.execute(
      sql.raw(`insert into users (id, name, email, email_verified, role)
               values (${q(p.username)}, ${q(p.username)}, ${q(`${p.username}@users.srch.test`)}, true, 'user')`),
    );
    const flags = [
      'is_billing_overdue',
      'is_billing_default',
      'is_inactive',
      'is_vin_mismatch',
      'has_integrity_violation',
    ];
    await handle.db.execute(
      sql.raw(`insert into participants (username, email, first_name, last_name, phone_number, status,
                 participant_pilot_program_id, onboarded_date, created_at, ${flags.join(', ')})
               values (${q(p.username)}, ${q(p.email)}, ${orNull(p.first)}, ${orNull(p.last)}, ${orNull(p.phone)},
                 ${q(p.status)}, ${q(pilot)}, ${p.onboarded ? `${q(p.onboarded)}::timestamptz` : 'null'},
                 ${q(new Date(T0 + p.minutes * 60_000).toISOString())}::timestamptz,
                 ${flags.map((f) => (p.flags?.includes(f) ? 'true' : 'false')).join(', ')})`),
    );
  }
}

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  admin = await signInDemo(server, 'admin@example.com');
  driver = await signInDemo(server, 'driver@example.com');
  await handle.db.execute(
    sql.raw(`insert into pilot_programs (id, name, short_name) values
               (${q(PILOT)}, 'Search test', 'SRCH'), (${q(TIE_PILOT)}, 'Search ties', 'SRCH-TIES')`),
  );
  await insertPeople(PILOT, PEOPLE);
  await handle.db.execute(
    sql.raw(`insert into vehicles (id, username, make, model, year, vin) values
               ('srch-v1', 'srch-s1', 'Honda', 'Civic', 2020, '1HGZZQ1234567890A'),
               ('srch-v3', 'srch-s3', 'Tesla', 'Model 3', 2022, '5YJZZQ9876543210B'),
               ('srch-v3b', 'srch-s3', 'Tesla', 'Model Y', 2023, null)`),
  );
  await handle.db.execute(
    sql.raw(`insert into mileage_reporting_options (id, username, vehicle_id, device_serial_number) values
               ('srch-d2', 'srch-s2', null, 'SRCHDEV-0001'),
               ('srch-d4', 'srch-s4', null, 'srchdev-0002')`),
  );
  // 23 participants with one last name, status and creation time: the pages must still visit each once.
  const ties: Seed[] = Array.from({ length: 23 }, (_, i) => ({
    username: `srch-tie-${String.fromCharCode(97 + ((i * 7) % 23))}${i}`,
    first: i % 2 ? 'Tie' : null,
    last: 'Same',
    email: `same${i % 3}@ties.test`,
    phone: null,
    status: i % 4 ? 'active' : 'approved',
    onboarded: i % 5 ? '2026-01-01T00:00:00Z' : null,
    minutes: 0,
  }));
  await insertPeople(TIE_PILOT, ties);
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

const SEARCH = `query($search: String, $filter: StaffParticipantFilterInput, $sortField: StaffParticipantSortField,
    $sortDirection: ModelSortDirection, $limit: Int, $nextToken: String) {
  searchParticipants(search: $search, filter: $filter, sortField: $sortField, sortDirection: $sortDirection,
      limit: $limit, nextToken: $nextToken) {
    items { username accountNo firstName lastName email status onboardedDate createdAt pilotProgram { shortName } }
    nextToken } }`;

interface Item {
  username: string;
  accountNo: string;
  lastName: string | null;
  email: string;
  status: string;
  onboardedDate: string | null;
  createdAt: string;
}

async function search(variables: Record<string, unknown>): Promise<{ items: Item[]; nextToken: string | null }> {
  return (await ok(admin.client, SEARCH, variables)).searchParticipants;
}

/** The usernames a search finds (every page), sorted. */
async function found(text: string, filter: Record<string, unknown> = {}): Promise<string[]> {
  const names: string[] = [];
  let nextToken: string | null = null;
  do {
    const page: { items: Item[]; nextToken: string | null } = await search({
      search: text,
      filter,
      limit: 100,
      nextToken,
    });
    names.push(...page.items.map((p) => p.username));
    nextToken = page.nextToken;
  } while (nextToken);
  return names.sort();
}

describe('searchParticipants: the search box', () => {
  it('finds by first name, last name and "first last", without case, by prefix', async () => {
    expect(await found('zelda')).toEqual(['srch-s1']);
    expect(await found('QUIMB')).toEqual(['srch-s1', 'srch-s2']);
    expect(await found('quimbys')).toEqual(['srch-s2']);
    expect(await found('Quill')).toEqual(['srch-s3']);
    expect(await found('  zelda   qu ')).toEqual(['srch-s1']);
    expect(await found('zeke quimbyson')).toEqual(['srch-s2']);
    expect(await found('zelda quimbyson')).toEqual([]);
    expect(await found('zed')).toEqual(['srch-s4']);
  });

  it('finds by e-mail prefix without case, and takes % and _ as text', async () => {
    expect(await found('zelda.quimby@SRCH.TEST')).toEqual(['srch-s1']);
    expect(await found('yara.')).toEqual(['srch-s3']);
    expect(await found('zz_ortega')).toEqual(['srch-s4']);
    expect(await found('zz_')).toEqual(['srch-s4']);
    expect(await found('z_')).toEqual([]);
    expect(await found('zeld_')).toEqual([]);
    expect(await found('%')).toEqual([]);
  });

  it('finds by account number (whole or prefix, with or without #)', async () => {
    const { rows } = await handle.pool.query<{ username: string; account_no: string }>(
      `select username, account_no::text from participants where username like 'srch-s%' order by username`,
    );
    for (const r of rows) {
      expect(await found(r.account_no, { participantPilotProgramId: PILOT })).toEqual([r.username]);
      expect(await found(`#${r.account_no}`, { participantPilotProgramId: PILOT })).toEqual([r.username]);
    }
    const first = (await search({ search: rows[2]?.account_no })).items;
    expect(first.map((p) => p.username)).toEqual(['srch-s3']);
  });

  it('finds by phone number digits, whatever the formatting', async () => {
    expect(await found('(209) 555-0101')).toEqual(['srch-s1']);
    expect(await found('2095550101')).toEqual(['srch-s1']);
    expect(await found('209-555')).toEqual(['srch-s1', 'srch-s5']);
    expect(await found('209')).toEqual(['srch-s1', 'srch-s3', 'srch-s5']);
    expect(await found('+1 707 555 02')).toEqual(['srch-s2']);
    expect(await found('555-0101')).toEqual([]);
  });

  it("finds by a vehicle's VIN and a device's serial number, without case, by prefix", async () => {
    expect(await found('1hgzzq')).toEqual(['srch-s1']);
    expect(await found('5YJZZQ98765')).toEqual(['srch-s3']);
    expect(await found('srchdev-0001')).toEqual(['srch-s2']);
    expect(await found('SRCHDEV-000')).toEqual(['srch-s2', 'srch-s4']);
    expect(await found('SRCHDEV-0003')).toEqual([]);
  });

  it('lists everyone without a search, and a blank search is no search', async () => {
    const all = await found('', { participantPilotProgramId: PILOT });
    expect(all).toEqual(PEOPLE.map((p) => p.username).sort());
    expect(await found('   ', { participantPilotProgramId: PILOT })).toEqual(all);
  });

  it('reads the search as patterns: prefix escaped, digits for account and phone', () => {
    expect(searchTerms('  a%b_c\\  ')).toEqual({
      prefix: 'a\\%b\\_c\\\\%',
      fullName: false,
      accountNo: null,
      phoneDigits: [],
    });
    expect(searchTerms('#100123')?.accountNo).toBe('100123%');
    expect(searchTerms('100')?.accountNo).toBe('100%');
    expect(searchTerms('10')?.accountNo).toBeNull();
    expect(searchTerms('(209) 55')?.phoneDigits).toEqual(['20955%']);
    expect(searchTerms('20')?.phoneDigits).toEqual([]);
    expect(searchTerms('+1 209')?.phoneDigits).toEqual(['1209%', '209%']);
    expect(searchTerms('   ')).toBeNull();
  });
});

describe('searchParticipants: filters and order', () => {
  const mine = { participantPilotProgramId: PILOT };

  it('filters by any of several statuses, by pilot, and by flags that must all be set', async () => {
    expect(await found('', { ...mine, status: ['active'] })).toEqual(['srch-s1', 'srch-s5']);
    expect(await found('', { ...mine, status: ['closed', 'flagged'] })).toEqual(['srch-s3', 'srch-s4']);
    expect(await found('', { ...mine, flags: ['isBillingOverdue'] })).toEqual(['srch-s2', 'srch-s3', 'srch-s5']);
    expect(await found('', { ...mine, flags: ['isBillingOverdue', 'isInactive'] })).toEqual(['srch-s2', 'srch-s5']);
    expect(await found('', { ...mine, flags: ['isVinMismatch', 'hasIntegrityViolation'] })).toEqual(['srch-s3']);
    expect(await found('', { ...mine, flags: ['isBillingDefault'], status: ['closed'] })).toEqual(['srch-s4']);
    expect(await found('', { ...mine, flags: ['isBillingDefault'], status: ['active'] })).toEqual([]);
    expect(await found('z', { ...mine, flags: ['isInactive'] })).toEqual(['srch-s2', 'srch-s5']);
    expect(await found('', { participantPilotProgramId: 'no-such-pilot' })).toEqual([]);
    const pilots = (await search({ filter: mine })).items.map(
      (p) => (p as unknown as { pilotProgram: { shortName: string } }).pilotProgram.shortName,
    );
    expect(new Set(pilots)).toEqual(new Set(['SRCH']));
  });

  it('filters by onboardedDate (between, ge, le)', async () => {
    const between = { between: ['2026-02-01T00:00:00Z', '2026-02-28T23:59:59Z'] };
    expect(await found('', { ...mine, onboardedDate: between })).toEqual(['srch-s2', 'srch-s4']);
    expect(await found('', { ...mine, onboardedDate: { ge: '2026-02-15T00:00:00Z' } })).toEqual(['srch-s4', 'srch-s5']);
    expect(await found('', { ...mine, onboardedDate: { le: '2026-01-31T00:00:00Z' } })).toEqual(['srch-s1']);
  });

  it('sorts by each field, both ways, newest first by default', async () => {
    const order = async (sortField?: string, sortDirection?: string) =>
      (await search({ filter: mine, sortField, sortDirection })).items.map((p) => p.username);
    expect(await order()).toEqual(['srch-s5', 'srch-s4', 'srch-s3', 'srch-s2', 'srch-s1']);
    expect(await order('createdAt', 'ASC')).toEqual(['srch-s1', 'srch-s2', 'srch-s3', 'srch-s4', 'srch-s5']);
    expect(await order('accountNo', 'ASC')).toEqual(['srch-s1', 'srch-s2', 'srch-s3', 'srch-s4', 'srch-s5']);
    expect(await order('accountNo', 'DESC')).toEqual(['srch-s5', 'srch-s4', 'srch-s3', 'srch-s2', 'srch-s1']);
    // No last name sorts as '', and case does not count ('quill' before 'Quimby').
    expect(await order('lastName', 'ASC')).toEqual(['srch-s4', 'srch-s3', 'srch-s1', 'srch-s2', 'srch-s5']);
    expect(await order('lastName', 'DESC')).toEqual(['srch-s5', 'srch-s2', 'srch-s1', 'srch-s3', 'srch-s4']);
    expect(await order('email', 'ASC')).toEqual(['srch-s5', 'srch-s3', 'srch-s2', 'srch-s1', 'srch-s4']);
    expect(await order('status', 'ASC')).toEqual(['srch-s1', 'srch-s5', 'srch-s4', 'srch-s3', 'srch-s2']);
    // No onboarded date sorts first ascending, last descending.
    expect(await order('onboardedDate', 'ASC')).toEqual(['srch-s3', 'srch-s1', 'srch-s2', 'srch-s4', 'srch-s5']);
    expect(await order('onboardedDate', 'DESC')).toEqual(['srch-s5', 'srch-s4', 'srch-s2', 'srch-s1', 'srch-s3']);
  });

  it('pages through ties once each, in every order, with a search too', async () => {
    const ties = { participantPilotProgramId: TIE_PILOT };
    const { rows } = await handle.pool.query<{ username: string }>(
      `select username from participants where participant_pilot_program_id = $1`,
      [TIE_PILOT],
    );
    const everyone = rows.map((r) => r.username).sort();
    expect(everyone).toHaveLength(23);
    for (const sortField of ['createdAt', 'accountNo', 'lastName', 'email', 'status', 'onboardedDate']) {
      for (const sortDirection of ['ASC', 'DESC']) {
        for (const text of [null, 'same']) {
          const seen: string[] = [];
          const pages: Item[][] = [];
          let nextToken: string | null = null;
          do {
            const page: { items: Item[]; nextToken: string | null } = await search({
              search: text,
              filter: ties,
              sortField,
              sortDirection,
              limit: 4,
              nextToken,
            });
            expect(page.items.length).toBeLessThanOrEqual(4);
            pages.push(page.items);
            seen.push(...page.items.map((p) => p.username));
            nextToken = page.nextToken;
          } while (nextToken);
          const label = `${sortField} ${sortDirection} ${text}`;
          expect(seen, label).toHaveLength(23);
          expect([...seen].sort(), label).toEqual(everyone);
          // Within equal keys the username decides, in the same direction.
          const flat = pages.flat();
          for (let i = 1; i < flat.length; i++) {
            const [a, b] = [flat[i - 1] as Item, flat[i] as Item];
            const key = (p: Item) => {
              if (sortField === 'lastName') return (p.lastName ?? '').toLowerCase();
              if (sortField === 'email') return p.email.toLowerCase();
              if (sortField === 'status') return p.status;
              if (sortField === 'onboardedDate') return p.onboardedDate ?? '';
              if (sortField === 'accountNo') return p.accountNo.padStart(20, '0');
              return p.createdAt;
            };
            const cmp = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.username < b.username ? -1 : 1;
            expect(sortDirection === 'ASC' ? cmp : -cmp, `${label}: ${a.username} before ${b.username}`).toBe(-1);
          }
        }
      }
    }
  });
});

describe('searchParticipants: who and what is refused', () => {
  it('is for staff only', async () => {
    const asDriver = await refused(driver.client, SEARCH, { search: 'zelda' });
    expect(asDriver.code).toBe('FORBIDDEN');
    const anonymous = await refused(new Client(server.url), SEARCH, { search: 'zelda' });
    expect(anonymous.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a page size over 100 or under 1, a bad or foreign nextToken, and a bad search text', async () => {
    const over = await refused(admin.client, SEARCH, { limit: 101 });
    expect(over).toMatchObject({ code: 'BAD_USER_INPUT', message: 'limit must be between 1 and 100.' });
    expect((await refused(admin.client, SEARCH, { limit: 0 })).code).toBe('BAD_USER_INPUT');
    expect((await search({ filter: { participantPilotProgramId: PILOT } })).items).toHaveLength(5);

    const bad = await refused(admin.client, SEARCH, { nextToken: 'not-a-token' });
    expect(bad).toMatchObject({ code: 'BAD_USER_INPUT', message: 'The nextToken is not valid.' });
    const page = await search({ filter: { participantPilotProgramId: PILOT }, limit: 2 });
    expect(page.nextToken).toBeTruthy();
    const other = await refused(admin.client, SEARCH, {
      filter: { participantPilotProgramId: PILOT },
      limit: 2,
      sortField: 'lastName',
      nextToken: page.nextToken,
    });
    expect(other.code).toBe('BAD_USER_INPUT');
    expect(other.message).toMatch(/another sort order/);
    // The token of listParticipants is not one of this list's.
    const list = await ok(admin.client, '{ listParticipants(limit: 1) { nextToken } }');
    expect((await refused(admin.client, SEARCH, { nextToken: list.listParticipants.nextToken })).code).toBe(
      'BAD_USER_INPUT',
    );

    const long = await refused(admin.client, SEARCH, { search: 'x'.repeat(101) });
    expect(long).toMatchObject({ code: 'BAD_USER_INPUT', message: 'search must be at most 100 characters.' });
    const nul = await refused(admin.client, SEARCH, { search: 'ze\u0000lda' });
    expect(nul).toMatchObject({ code: 'BAD_USER_INPUT', message: 'search must not contain control characters.' });
  });

  it('is priced by the cost limit at its own largest page (100 rows), not the usual 1000', () => {
    const document = parse(SEARCH);
    expect(queryCost(schema, document, { limit: 1000 })).toBe(queryCost(schema, document, { limit: 100 }));
    expect(queryCost(schema, document, { limit: 10 })).toBeLessThan(queryCost(schema, document, { limit: 100 }));
  });

  it('refuses an unknown sort field, status or flag, and a date that is not one, as bad input', async () => {
    for (const variables of [
      { sortField: 'username' },
      { sortDirection: 'UP' },
      { filter: { status: ['gone'] } },
      { filter: { flags: ['isVIP'] } },
      { filter: { onboardedDate: { ge: 'yesterday' } } },
      { filter: { onboardedDate: { between: ['2026-01-01T00:00:00Z'] } } },
    ]) {
      const error = await refused(admin.client, SEARCH, variables);
      expect(error.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
  });
});

describe('staffSearch: the console search box', () => {
  const STAFF_SEARCH = `query($q: String!) { staffSearch(query: $q) { kind id username label } }`;
  const hits = async (text: string) => (await ok(admin.client, STAFF_SEARCH, { q: text })).staffSearch;
  const accounts = new Map<string, string>();
  const accountNo = (username: string) => accounts.get(username);

  beforeAll(async () => {
    await handle.db.execute(
      sql.raw(`insert into trips (id, username, vehicle_id, process_status, ts_start, created_at)
               values ('srch-trip-1', 'srch-s1', 'srch-v1', 'processed', '2026-03-05T08:00:00Z', now())`),
    );
    await handle.db.execute(
      sql.raw(`insert into transactions (id, username, type, status, amount_cents, created_at)
               values ('srch-tx-1', 'srch-s3', 'transaction', 'processed', 1234, '2026-03-06T08:00:00Z')`),
    );
    const { rows } = await handle.pool.query<{ username: string; account_no: string }>(
      `select username, account_no::text from participants where username like 'srch-s%'`,
    );
    for (const r of rows) accounts.set(r.username, r.account_no);
  });

  it('finds participants as the search box does, at most 8, by last name', async () => {
    const found = await hits('quimb');
    expect(found).toEqual([
      { kind: 'participant', id: 'srch-s1', username: 'srch-s1', label: expect.stringContaining('Zelda Quimby') },
      { kind: 'participant', id: 'srch-s2', username: 'srch-s2', label: expect.stringContaining('Zeke Quimbyson') },
    ]);
    expect(found[0].label).toMatch(/Zelda\.Quimby@srch\.test · #\d+/);
    expect(await hits('same')).toHaveLength(8);
    expect(await hits('  ')).toEqual([]);
  });

  it('finds a trip, a device and a transaction by their exact identifiers', async () => {
    expect(await hits('srch-trip-1')).toEqual([
      { kind: 'trip', id: 'srch-trip-1', username: 'srch-s1', label: 'Trip of 2026-03-05 (processed)' },
    ]);
    expect(await hits('srch-tx-1')).toEqual([
      {
        kind: 'transaction',
        id: 'srch-tx-1',
        username: 'srch-s3',
        label: 'Transaction of $12.34 on 2026-03-06 (processed)',
      },
    ]);
    // The device, then its participant (the serial number is also a participant search).
    expect(await hits('SRCHDEV-0001')).toEqual([
      { kind: 'device', id: 'srch-d2', username: 'srch-s2', label: 'Device SRCHDEV-0001' },
      { kind: 'participant', id: 'srch-s2', username: 'srch-s2', label: expect.stringContaining('Zeke') },
    ]);
    // A prefix of an identifier is not a trip, device or transaction.
    expect((await hits('srch-trip')).filter((h: { kind: string }) => h.kind !== 'participant')).toEqual([]);
    // By last name: Zed has none, so comes first.
    expect(await hits('SRCHDEV-000')).toEqual([
      expect.objectContaining({
        kind: 'participant',
        id: 'srch-s4',
        label: `Zed · zz_ortega@srch.test · #${accountNo('srch-s4')}`,
      }),
      expect.objectContaining({ kind: 'participant', id: 'srch-s2' }),
    ]);
  });

  it('is for staff only, and refuses a bad text', async () => {
    expect((await refused(driver.client, STAFF_SEARCH, { q: 'zelda' })).code).toBe('FORBIDDEN');
    expect((await refused(admin.client, STAFF_SEARCH, { q: 'x'.repeat(101) })).code).toBe('BAD_USER_INPUT');
    expect((await refused(admin.client, '{ staffSearch { kind } }')).code).toBeDefined();
  });
});
