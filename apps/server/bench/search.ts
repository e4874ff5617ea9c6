// `npm run bench:search`: the staff search box on 100,000 participants (with vehicles and devices), in
// its own database on BENCH_DATABASE_URL's PostgreSQL when set, otherwise an embedded PostgreSQL in a
// temporary folder. Prints p50/p99 of searchParticipants per kind of search (name, e-mail, account
// number, phone, VIN, serial number) over HTTP as the console asks it, the list without a search in
// each order, the global search, and one full CSV export. The target is ≤ 100 ms; it asserts nothing.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { DEMO_PASSWORD } from '../src/db/seed/seed.js';
import { searchVolumeParticipant, seedSearchVolume } from './search-volume.js';
import { startBenchServer } from './support.js';

const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);

const bench = await startBenchServer('search');
const { server } = bench;
const pool = new pg.Pool({ connectionString: bench.databaseUrl });
const started = Date.now();
await seedSearchVolume(pool, PARTICIPANTS);
const { rows: counts } = await pool.query<{ p: number; v: number; d: number }>(
  `select (select count(*) from participants)::int as p, (select count(*) from vehicles)::int as v,
          (select count(*) from mileage_reporting_options)::int as d`,
);
console.log(
  `seeded ${counts[0]?.p} participants, ${counts[0]?.v} vehicles, ${counts[0]?.d} devices in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

let cookie = '';
const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
});
cookie =
  signIn.headers
    .getSetCookie()
    .find((c) => c.includes('session_token='))
    ?.split(';')[0] ?? '';
if (!cookie) throw new Error(`sign-in failed: ${signIn.status}`);

async function graphql(query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await res.json()) as { data?: unknown; errors?: unknown };
  if (res.status >= 400 || json.errors) throw new Error(JSON.stringify(json));
  return json.data;
}

const SEARCH = `query($search: String, $sortField: StaffParticipantSortField, $sortDirection: ModelSortDirection, $filter: StaffParticipantFilterInput) {
  searchParticipants(search: $search, sortField: $sortField, sortDirection: $sortDirection, filter: $filter) {
    items { username accountNo firstName lastName email status pilotProgram { shortName } } nextToken } }`;

/** A participant chosen at random (spread over the whole list), who has a device. */
function someone(i: number) {
  const g = 1 + ((i * 7919 + 13) % PARTICIPANTS);
  return g % 5 === 0 ? g + 1 : g;
}
const vinOf = (g: number) => createHash('md5').update(`vin${g}-1`).digest('hex').slice(0, 17).toUpperCase();

const accountNos = (
  await pool.query<{ account_no: string }>('select account_no from participants order by random() limit $1', [RUNS])
).rows.map((r) => r.account_no);

type Items = { searchParticipants: { items: { username: string; accountNo: string }[] } };

/** Times RUNS searches; `expect` (when given) tells whether a run found whom it looked for. */
async function measure(
  name: string,
  variables: (i: number) => Record<string, unknown>,
  expect?: (i: number, data: Items) => boolean,
) {
  const times: number[] = [];
  let found = 0;
  // One warm-up call (connections, plan cache), not counted.
  await graphql(SEARCH, variables(RUNS));
  for (let i = 0; i < RUNS; i++) {
    const vars = variables(i);
    const t = performance.now();
    const data = (await graphql(SEARCH, vars)) as Items;
    times.push(performance.now() - t);
    if (expect?.(i, data)) found++;
  }
  report(name, times, expect ? `(found ${found}/${RUNS})` : '');
}

function report(name: string, times: number[], note = '') {
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]?.toFixed(1);
  console.log(`${name.padEnd(52)} p50 ${at(0.5)?.padStart(6)} ms   p99 ${at(0.99)?.padStart(6)} ms   ${note}`);
}

const who = (i: number) => searchVolumeParticipant(someone(i));
const has = (username: string, data: Items) => data.searchParticipants.items.some((p) => p.username === username);

// Warm-up, not counted: the server's pooled connections and PostgreSQL's caches, as on a running server.
for (let i = 0; i < 50; i++) {
  const w = who(RUNS + i);
  await graphql(SEARCH, { search: [w.lastName, w.email, w.serial, w.phone, `${w.firstName} ${w.lastName}`][i % 5] });
}

console.log(`\nsearchParticipants (first page of 20, HTTP round trip), ${RUNS} runs each:`);
await measure('name: "first last" prefix (e.g. "Maria Garc")', (i) => ({
  search: `${who(i).firstName} ${who(i).lastName.slice(0, 4)}`,
}));
await measure('name: last name (~1,000 matches, e.g. "Garcia")', (i) => ({ search: who(i).lastName }));
await measure('name: first name prefix (~2,000 matches, e.g. "Mar")', (i) => ({
  search: who(i).firstName.slice(0, 3),
}));
await measure(
  'e-mail (whole address)',
  (i) => ({ search: who(i).email }),
  (i, d) => has(who(i).username, d),
);
await measure('e-mail (prefix, e.g. "maria.garcia.12")', (i) => ({ search: who(i).email.split('@')[0]?.slice(0, -1) }));
await measure(
  'account number (whole)',
  (i) => ({ search: accountNos[i % accountNos.length] }),
  (i, d) => d.searchParticipants.items.some((p) => p.accountNo === accountNos[i % accountNos.length]),
);
await measure(
  'phone (formatted, whole)',
  (i) => ({ search: who(i).phone }),
  (i, d) => has(who(i).username, d),
);
await measure('phone (digits prefix, 7)', (i) => ({ search: who(i).phone.replace(/\D/g, '').slice(0, 7) }));
await measure(
  'VIN (whole)',
  (i) => ({ search: vinOf(someone(i)) }),
  (i, d) => has(who(i).username, d),
);
await measure('VIN (first 8 characters)', (i) => ({ search: vinOf(someone(i)).slice(0, 8) }));
await measure(
  'device serial (whole)',
  (i) => ({ search: who(i).serial }),
  (i, d) => has(who(i).username, d),
);
await measure('short text "a" (every kind, many matches)', () => ({ search: 'a' }));
await measure('last name + status and flag filters', (i) => ({
  search: who(i).lastName,
  filter: { status: ['active'], flags: ['isInactive'] },
}));

console.log('\nthe list without a search (first page of 20):');
for (const sortField of ['createdAt', 'accountNo', 'lastName', 'email', 'status', 'onboardedDate']) {
  await measure(`sorted by ${sortField}`, (i) => ({ sortField, sortDirection: i % 2 ? 'ASC' : 'DESC' }));
}
await measure('status active, flag isBillingOverdue, pilot mbuf', () => ({
  filter: { status: ['active'], flags: ['isBillingOverdue'], participantPilotProgramId: 'mbuf' },
}));

console.log('\nstaffSearch (global search):');
{
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await graphql('query($q: String!) { staffSearch(query: $q) { kind id username label } }', {
      q: i % 2 ? who(i).serial : who(i).lastName,
    });
    times.push(performance.now() - t);
  }
  report('staffSearch (serial or last name)', times);
}

console.log('\nCSV export of every participant:');
{
  const t = performance.now();
  const rssBefore = process.memoryUsage().rss;
  const res = await fetch(`${server.url}/api/staff/exports/participants.csv`, { headers: { cookie } });
  let bytes = 0;
  let lines = 0;
  let peak = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const b of chunk) if (b === 10) lines++;
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  console.log(
    `participants.csv: ${res.status}, ${lines - 1} rows, ${(bytes / 1e6).toFixed(1)} MB in ${((performance.now() - t) / 1000).toFixed(2)} s (process RSS grew ${((peak - rssBefore) / 1e6).toFixed(0)} MB, server and client in one process)`,
  );
}

await pool.end();
await bench.close();
if (process.env.BENCH_DATABASE_URL) {
  // The database is 100,000 participants big: dropped, unlike the small ones of the other benches.
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists "${new URL(bench.databaseUrl).pathname.slice(1)}" with (force)`);
  await admin.end();
}
