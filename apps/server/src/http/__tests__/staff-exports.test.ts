import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../db/client.js';
import { auditEvents } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../db/seed/seed.js';
import { parseCsvRecords } from '../../lib/csv.js';
import { registeredRoutes } from '../app.js';

/**
 * GET /api/staff/exports/{name}.csv: staff only, every row in pages of 1000, RFC 4180, safe in a
 * spreadsheet, bad parameters refused before anything is sent, and each export recorded.
 */
let server: TestServer;
let handle: DatabaseHandle;
let admin: Client;
let driver: Client;

const PILOT = 'export-pilot';
const MANY = 2105;
const URL_ = '/api/staff/exports/participants.csv';

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  admin = new Client(server.url);
  await admin.signIn('admin@example.com', DEMO_PASSWORD);
  driver = new Client(server.url);
  await driver.signIn('driver@example.com', DEMO_PASSWORD);
  const run = (sql: string, params: unknown[] = []) => handle.pool.query(sql, params);
  await run(`insert into pilot_programs (id, name, short_name) values ($1, 'Export test', 'EXP')`, [PILOT]);
  // More participants than one page of the export (1000), half of them with one creation time.
  await run(
    `insert into users (id, name, email, email_verified, role)
     select 'exp' || g, 'exp', 'exp' || g || '@users.example.com', true, 'user' from generate_series(1, $1) g`,
    [MANY],
  );
  await run(
    `insert into participants (username, email, first_name, last_name, phone_number, status,
                               participant_pilot_program_id, created_at, is_inactive)
     select 'exp' || g, 'exp' || g || '@export.test', 'First' || g, 'Last' || g, '(209) 555-0100',
            (array['active', 'suspended'])[1 + g % 2], $2,
            case when g % 2 = 0 then '2026-01-01T00:00:00Z'::timestamptz else now() - (g || ' minutes')::interval end,
            g % 3 = 0
     from generate_series(1, $1) g`,
    [MANY, PILOT],
  );
  // Text that needs quoting, and text a spreadsheet would run as a formula.
  await run(
    `insert into users (id, name, email, email_verified, role) values
       ('exp-odd', 'x', 'odd@users.example.com', true, 'user'), ('exp-formula', 'x', 'formula@users.example.com', true, 'user')`,
  );
  await run(
    `insert into participants (username, email, first_name, last_name, phone_number, status, participant_pilot_program_id)
     values ('exp-odd', 'odd@export.test', 'Ann, "Nan"', E'Two\\nLines', '+1 (209) 555-0199', 'closed', $1),
            ('exp-formula', '@evil@export.test', '=HYPERLINK("http://evil.example","click")', '-2+3', E'\\t=1', 'closed', $1)`,
    [PILOT],
  );
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

async function download(client: Client, query: string) {
  const res = await client.fetch(`${URL_}${query}`);
  // Decoded keeping the byte-order mark (res.text() would drop it).
  return { res, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()) };
}

describe('the participants export', () => {
  it('is a registered route (so the origin and route-fuzz tests walk it)', () => {
    const routes = registeredRoutes.get(server.app) ?? [];
    expect(routes).toContainEqual({ method: 'GET', url: '/api/staff/exports/:file' });
  });

  it('streams every row the filter selects, over more than one page, once each', async () => {
    const search = server.services.participantSearch;
    const pageOf = search.exportPage.bind(search);
    const pageSizes: number[] = [];
    search.exportPage = async (...args) => {
      const page = await pageOf(...args);
      pageSizes.push(page.items.length);
      return page;
    };
    let res: Response;
    let text: string;
    try {
      ({ res, text } = await download(admin, `?pilot=${PILOT}&status=active,suspended`));
    } finally {
      search.exportPage = pageOf;
    }
    // Read from the database 1000 rows at a time.
    expect(pageSizes).toEqual([1000, 1000, 105]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="participants-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(text.startsWith('\uFEFFusername,accountNo,firstName,lastName,email,phoneNumber,status,pilot,')).toBe(true);
    const [header] = text.slice(1).split('\r\n');
    expect(header?.split(',')).toEqual([
      'username',
      'accountNo',
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'status',
      'pilot',
      'onboardedDate',
      'createdAt',
      'isBillingOverdue',
      'isBillingDefault',
      'isInactive',
      'isVinMismatch',
      'hasIntegrityViolation',
    ]);
    const records = parseCsvRecords(text);
    expect(records).toHaveLength(MANY);
    const usernames = records.map((r) => r.username);
    expect(new Set(usernames).size).toBe(MANY);
    expect(new Set(usernames)).toEqual(new Set(Array.from({ length: MANY }, (_, i) => `exp${i + 1}`)));
    // Newest first by default (ties by username, descending).
    const keys = records.map((r) => `${r.createdAt}|${r.username}`);
    expect(keys).toEqual([...keys].sort().reverse());
    const one = records.find((r) => r.username === 'exp3');
    expect(one).toMatchObject({
      firstName: 'First3',
      lastName: 'Last3',
      email: 'exp3@export.test',
      phoneNumber: '(209) 555-0100',
      status: 'suspended',
      pilot: 'EXP',
      onboardedDate: '',
      isInactive: 'true',
      isBillingOverdue: 'false',
    });
    expect(one?.accountNo).toMatch(/^\d+$/);
    expect(one?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('takes the filters and order of searchParticipants', async () => {
    const rows = async (query: string) => parseCsvRecords((await download(admin, query)).text);
    expect((await rows(`?pilot=${PILOT}&status=active&flags=isInactive`)).map((r) => r.username).sort()).toEqual(
      Array.from({ length: MANY }, (_, i) => i + 1)
        .filter((g) => g % 2 === 0 && g % 3 === 0)
        .map((g) => `exp${g}`)
        .sort(),
    );
    expect(
      (await rows(`?pilot=${PILOT}&status=closed&status=suspended&search=first21`)).map((r) => r.username).sort(),
    ).toEqual(['exp21', 'exp2101', 'exp2103', 'exp2105', 'exp211', 'exp213', 'exp215', 'exp217', 'exp219']);
    const byAccount = await rows(`?pilot=${PILOT}&search=exp1&sortField=accountNo&sortDirection=ASC`);
    expect(byAccount.length).toBeGreaterThan(1);
    const numbers = byAccount.map((r) => Number(r.accountNo));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(await rows(`?pilot=${PILOT}&onboardedFrom=2026-01-01&onboardedTo=2026-01-31`)).toEqual([]);
    expect(await rows('?pilot=no-such-pilot')).toEqual([]);
    expect((await download(admin, '?pilot=no-such-pilot')).text).toMatch(/^\uFEFFusername,.*\r\n$/);
  });

  it('quotes as RFC 4180 says and writes formulas as text', async () => {
    const { text } = await download(admin, `?pilot=${PILOT}&status=closed&sortField=lastName&sortDirection=ASC`);
    expect(text).toContain('"Ann, ""Nan"""');
    expect(text).toContain('"Two\nLines"');
    const records = parseCsvRecords(text);
    expect(records.map((r) => r.username)).toEqual(['exp-formula', 'exp-odd']);
    expect(records[1]).toMatchObject({
      firstName: 'Ann, "Nan"',
      lastName: 'Two\nLines',
      phoneNumber: "'+1 (209) 555-0199",
    });
    expect(records[0]).toMatchObject({
      firstName: '\'=HYPERLINK("http://evil.example","click")',
      lastName: "'-2+3",
      email: "'@evil@export.test",
      phoneNumber: "'\t=1",
    });
    // No field of any row starts with a formula character.
    for (const record of records) {
      for (const value of Object.values(record)) expect(value).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it('aborts the response when a later page fails, so a short file never looks whole', async () => {
    const search = server.services.participantSearch;
    const pageOf = search.exportPage.bind(search);
    search.exportPage = async (actor, args, token) => {
      if (token) throw new Error('the database went away');
      return pageOf(actor, args, token);
    };
    try {
      const res = await admin.fetch(`${URL_}?pilot=${PILOT}`);
      expect(res.status).toBe(200);
      await expect(res.arrayBuffer()).rejects.toThrow();
    } finally {
      search.exportPage = pageOf;
    }
  });

  it('records who exported what in the audit trail', async () => {
    await download(admin, `?pilot=${PILOT}&search=first1&status=active`);
    const [event] = await handle.db
      .select()
      .from(auditEvents)
      .where(and(like(auditEvents.key, 'exports#%'), eq(auditEvents.updatedBy, (await adminId()) ?? '')))
      .orderBy(auditEvents.timestamp)
      .limit(100)
      .then((rows) => rows.slice(-1));
    expect(event).toMatchObject({
      eventName: 'INSERT',
      note: expect.stringMatching(/^CSV export participants-.*\.csv$/),
    });
    expect(event?.diff).toEqual([
      { key: 'export', old: null, new: 'participants' },
      { key: 'parameters', old: null, new: { pilot: PILOT, search: 'first1', status: 'active' } },
    ]);
  });
});

async function adminId() {
  const { rows } = await handle.pool.query<{ id: string }>(`select id from users where email = 'admin@example.com'`);
  return rows[0]?.id;
}

describe('refusals, as JSON', () => {
  it('refuses anonymous callers (401) and participants (403)', async () => {
    const anonymous = await new Client(server.url).fetch(URL_);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const participant = await driver.fetch(URL_);
    expect(participant.status).toBe(403);
    expect(await participant.json()).toMatchObject({ code: 'FORBIDDEN' });
    // Even for an export that does not exist or with bad parameters: nothing is told before the session.
    expect((await driver.fetch('/api/staff/exports/nothing.csv?x=1')).status).toBe(403);
  });

  it('answers 404 for an export that does not exist', async () => {
    for (const path of [
      '/api/staff/exports/nothing.csv',
      '/api/staff/exports/participants',
      '/api/staff/exports/participants.json',
    ]) {
      const res = await admin.fetch(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: expect.stringContaining('participants.csv'),
      });
    }
  });

  it('answers 400 with the reason for a bad parameter', async () => {
    const cases: [string, RegExp][] = [
      ['?status=gone', /status must be one of: created, onboarded/],
      ['?status=active,gone', /status must be one of/],
      ['?flags=isVIP', /flags must be one of: isBillingOverdue/],
      ['?sortField=username', /sortField must be one of: createdAt/],
      ['?sortDirection=up', /sortDirection must be one of: ASC, DESC/],
      ['?onboardedFrom=yesterday', /onboardedFrom must be a date \(YYYY-MM-DD\)/],
      ['?onboardedTo=2026-02-30', /onboardedTo must be a date/],
      ['?search=a&search=b', /search may be given only once/],
      [`?search=${'x'.repeat(101)}`, /search must be at most 100 characters/],
      ['?search=%00', /search must not contain control characters/],
      ['?limit=5', /Unknown parameter "limit": the participants export takes search, status/],
    ];
    for (const [query, message] of cases) {
      const res = await admin.fetch(`${URL_}${query}`);
      expect(res.status, query).toBe(400);
      const body = await res.json();
      expect(body.code, query).toBe('BAD_USER_INPUT');
      expect(body.message, query).toMatch(message);
    }
  });

  it('answers no HEAD request (it would read the whole export for nothing)', async () => {
    const res = await admin.fetch(URL_, { method: 'HEAD' });
    expect(res.status).toBe(404);
  });
});
