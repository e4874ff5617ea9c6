// `npm run soak [-- --seconds 600 --rate 200]`: sustained mixed traffic against the real server running
// as its own process, at a fixed arrival rate (open loop: requests go out on schedule whether or not
// earlier ones have answered), spread over `--processes N` server processes (one per core by default)
// as a load balancer would. `--profile DIR` writes the servers' CPU profiles there (open them in
// Chromium's DevTools). Participants read dashboards and trips, staff page and search lists,
// people sign in, anonymous pages read the configuration, devices deliver trips, and now and then a
// participant pays. Ends with one summary line; exits 1 when any request failed.
// Uses BENCH_DATABASE_URL's server when set, otherwise an embedded PostgreSQL in a temporary folder.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ensureDatabase } from '../src/db/client.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { DEMO_ADMIN, DEMO_PARTICIPANTS, DEMO_PASSWORD } from '../src/db/seed/seed.js';
import { signedHeaders } from '../src/integrations/device-webhooks/signature.js';
import { SIMULATOR_SOURCE } from '../src/modules/webhooks/webhooks.service.js';
import { startServerProcess, stopServerProcess } from '../test/server-process.js';
import { syntheticTrips } from './engine-core.js';
import { seedVolume } from './volume.js';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '600' },
    rate: { type: 'string', default: '200' },
    profile: { type: 'string' },
    processes: { type: 'string', default: String(os.availableParallelism()) },
  },
});
const SECONDS = Number(args.seconds);
const RATE = Number(args.rate);
const PROCESSES = Math.max(1, Number(args.processes));
/** Requests that may wait for an answer at once; beyond it the generator counts a request as failed. */
const MAX_IN_FLIGHT = 400;
/** A request that takes longer than this counts as failed (the soak's idea of "never a hang"). */
const TIMEOUT_MS = 10_000;
/** Points of a delivered trip: ten minutes at 1 Hz. */
const DELIVERY_POINTS = 600;

const log = (line: string) => console.log(`soak: ${line}`);

// ---- database and server -------------------------------------------------------------------------
const dir = await mkdtemp(path.join(os.tmpdir(), 'rc-soak-'));
await chmod(dir, 0o755);
const embedded = process.env.BENCH_DATABASE_URL ? null : await startEmbeddedPostgres(path.join(dir, 'pg'));
const databaseUrl = await ensureDatabase(
  process.env.BENCH_DATABASE_URL ?? embedded?.url ?? '',
  `rc_soak_${Date.now()}`,
);
const authSecret = randomBytes(32).toString('hex');
const serverEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  DATA_DIR: dir,
  AUTH_SECRET: authSecret,
  LOG_LEVEL: 'warn',
  // Each simulated person has an address of their own (X-Forwarded-For), as behind a proxy.
  TRUST_PROXY: 'true',
  // The product's default (the test processes read the table every time).
  CONFIGURATION_CACHE_MS: '1000',
};
const nodeArgs = (n: number) =>
  args.profile
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args.profile)}`, `--cpu-prof-name=server-${n}.cpuprofile`]
    : [];
// The first process seeds the demo and runs the background jobs; the others serve requests only
// (ROLE=api), as docs/deployment.md runs one process per core behind a load balancer.
const servers = [
  await startServerProcess(
    { ...serverEnv, SEED_DEMO: 'true', SEED_DEMO_TRIPS: 'true', SEED_DEMO_CARDS: 'true' },
    { nodeArgs: nodeArgs(1) },
  ),
];
for (let n = 2; n <= PROCESSES; n++) {
  servers.push(await startServerProcess({ ...serverEnv, SEED_DEMO: 'false', ROLE: 'api' }, { nodeArgs: nodeArgs(n) }));
}
/** The load balancer: each request goes to the next process in turn. */
let turn = 0;
const serverUrl = () => (servers[turn++ % servers.length] as (typeof servers)[number]).url;
const pids = servers.map((s) => s.child.pid ?? 0);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });

/** The server processes' resident memory together. */
const rssMb = () =>
  pids.reduce((sum, pid) => {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return sum + Math.round(Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024);
  }, 0);

// The demo accounts' trips and statements (posted by the server in the background), and a staff-sized
// population of participants, trips and records to page through.
log('waiting for the demo trips and statements');
const demoDeadline = Date.now() + 5 * 60_000;
for (;;) {
  const { rows } = await pool.query<{ pending: number; transactions: number }>(
    `select (select count(*)::int from webhook_events where status = 'pending') as pending,
            (select count(*)::int from transactions) as transactions`,
  );
  if ((rows[0]?.transactions ?? 0) > 0 && rows[0]?.pending === 0) break;
  if (Date.now() > demoDeadline) {
    log('the demo statements did not appear in 5 minutes; payments will find nothing to pay');
    break;
  }
  await new Promise((r) => setTimeout(r, 2000));
}
await seedVolume(pool, { participants: 5000, tripsPerParticipant: 10 });
log('seeded 5,000 more participants with 50,000 trips');

// ---- clients ---------------------------------------------------------------------------------------
let nextAddress = 1;
const newAddress = () => {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

interface Session {
  email: string;
  username: string;
  cookie: string;
  address: string;
}

async function signIn(email: string, address = newAddress()): Promise<{ session: Session | null; status: number }> {
  const res = await fetch(`${serverUrl()}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c.includes('session_token='))
    .join('; ');
  const body = (await res.json()) as { user?: { id: string } };
  if (res.status !== 200 || !body.user) return { session: null, status: res.status };
  return { session: { email, username: body.user.id, cookie, address }, status: res.status };
}

const participantEmails = DEMO_PARTICIPANTS.map((p) => p.email);
const participants: Session[] = [];
const staff: Session[] = [];
for (let i = 0; i < 3; i++) {
  for (const email of participantEmails) {
    const { session } = await signIn(email);
    if (!session) throw new Error(`could not sign in ${email}`);
    participants.push(session);
  }
  const { session } = await signIn(DEMO_ADMIN);
  if (!session) throw new Error('could not sign in the admin');
  staff.push(session);
}
const gpsSerials = (
  await pool.query<{ serial: string }>(
    `select o.device_serial_number as serial from mileage_reporting_options o
       join participants p on p.username = o.username
      where o.device_serial_number is not null and o.gps_enabled and p.email = any($1)`,
    [participantEmails],
  )
).rows.map((r) => r.serial);
if (gpsSerials.length === 0) throw new Error('no demo GPS devices');
const secret = (
  await pool.query<{ secret: string }>('select secret from webhook_sources where name = $1', [SIMULATOR_SOURCE])
).rows[0]?.secret;
if (!secret) throw new Error('no simulator webhook source');

// ---- the mix ---------------------------------------------------------------------------------------
type Outcome = { ok: boolean; detail?: string };
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

async function graphql(session: Session | null, query: string, variables: object = {}, expected: string[] = []) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': session?.address ?? newAddress(),
  };
  if (session) headers.cookie = session.cookie;
  const res = await fetch(`${serverUrl()}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await res.json()) as {
    data?: Record<string, unknown>;
    errors?: { message: string; extensions?: { messageKey?: string } }[];
  };
  const unexpected = (body.errors ?? []).filter((e) => !expected.includes(e.extensions?.messageKey ?? ''));
  return {
    data: body.data,
    outcome: {
      ok: res.status === 200 && unexpected.length === 0,
      detail: `${res.status} ${unexpected[0]?.message ?? ''}`,
    } as Outcome,
  };
}

const DASHBOARD = `query($u: ID!) { getParticipantDashboard(username: $u) {
  balanceCents payableTransactionIds totals { trips mileageKm roadChargeCents netCents }
  months { month billedCents standing } } }`;
const TRIPS = `query($u: ID!) { getTripsByUsernameByCreatedAt(username: $u, limit: 20, sortDirection: DESC) {
  items { id tsStart tsEnd totalDistance mileageFeeCents paymentStatus } nextToken } }`;
const PARTICIPANT = `query($u: ID!) { getParticipant(username: $u) { username email status firstName lastName } }`;
const STAFF_LIST = `query($n: String) { listParticipants(limit: 100, nextToken: $n) {
  items { username accountNo status firstName lastName pilotProgram { shortName } } nextToken } }`;
const STAFF_BY_STATUS = `query($s: ParticipantStatus!) { getParticipantsByStatus(status: $s, limit: 20) {
  items { username status createdAt } nextToken } }`;
const STAFF_SEARCH = `query($e: String) { listInvitations(filter: { email: $e }, limit: 20) { items { email } nextToken } }`;
const STAFF_TRIPS = `query($u: ID!) { getTripsByUsernameByCreatedAt(username: $u, limit: 100) { items { id } nextToken } }`;
const CONFIGURATION = `{ getConfiguration(key: "MILEAGE_UNIT") { value } }`;
const CARDS = `query($u: ID!) { listPaymentCards(username: $u) { items { id isDefault } } }`;
const PAY = `mutation($input: UpdateTransactionInput!) { updateTransaction(input: $input) { id status } }`;

let deliveries = 0;
const tripShapes = syntheticTrips(50, 11);
async function deliver(): Promise<Outcome> {
  const k = deliveries++;
  const shape = tripShapes[k % tripShapes.length];
  if (!shape) throw new Error('no trip shapes');
  const points = shape.points.slice(0, DELIVERY_POINTS);
  const start = Date.now() - 3_600_000 - (k % 600) * 60_000;
  const seconds = points.length;
  const body = JSON.stringify({
    id: `soak-${k}`,
    type: 'trip',
    device: { serialNumber: gpsSerials[k % gpsSerials.length], vin: null },
    trip: {
      tripId: `soak-trip-${k}`,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + seconds * 1000).toISOString(),
      odometerStartKm: 50_000 + k,
      odometerEndKm: 50_000 + k + ((shape.odometerKm ?? 0) * points.length) / shape.points.length,
      fuelUsedLitres: null,
      fuelAddedLitres: 0,
      points: points.map((p, i) => [Math.round(p.lat * 1e6) / 1e6, Math.round(p.lng * 1e6) / 1e6, i]),
    },
  });
  const res = await fetch(`${serverUrl()}/webhooks/devices`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signedHeaders(SIMULATOR_SOURCE, secret as string, body) },
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await res.text();
  return { ok: res.status === 202, detail: `${res.status} ${text.slice(0, 120)}` };
}

let payments = 0;
async function pay(): Promise<Outcome> {
  const session = pick(participants);
  const dashboard = await graphql(session, DASHBOARD, { u: session.username });
  if (!dashboard.outcome.ok) return dashboard.outcome;
  const figures = dashboard.data?.getParticipantDashboard as { payableTransactionIds: string[] } | undefined;
  const ids = figures?.payableTransactionIds ?? [];
  if (ids.length === 0) return { ok: true };
  const cards = await graphql(session, CARDS, { u: session.username });
  const card = (
    cards.data?.listPaymentCards as { items: { id: string; isDefault: boolean }[] } | undefined
  )?.items.find((c) => c.isDefault);
  if (!card) return cards.outcome;
  payments++;
  // Another request may have paid them a moment ago: that refusal is an answer, not a failure.
  const paid = await graphql(session, PAY, { input: { ids, username: session.username, paymentMethodId: card.id } }, [
    'noUnpaidTransactions',
    'transactionNotPayable',
  ]);
  return paid.outcome;
}

/** One request of the mix, by weight (percent). */
const MIX: [number, string, () => Promise<Outcome>][] = [
  [
    30,
    'dashboard',
    async () => {
      const s = pick(participants);
      return (await graphql(s, DASHBOARD, { u: s.username })).outcome;
    },
  ],
  [
    18,
    'trips',
    async () => {
      const s = pick(participants);
      return (await graphql(s, TRIPS, { u: s.username })).outcome;
    },
  ],
  [
    8,
    'participant',
    async () => {
      const s = pick(participants);
      return (await graphql(s, PARTICIPANT, { u: s.username })).outcome;
    },
  ],
  [8, 'staff list', async () => (await graphql(pick(staff), STAFF_LIST)).outcome],
  [
    5,
    'staff by status',
    async () => (await graphql(pick(staff), STAFF_BY_STATUS, { s: pick(['active', 'approved', 'suspended']) })).outcome,
  ],
  [
    4,
    'staff search',
    async () => (await graphql(pick(staff), STAFF_SEARCH, { e: pick(['invitee', 'vol', 'x']) })).outcome,
  ],
  [
    4,
    'staff trips',
    async () => (await graphql(pick(staff), STAFF_TRIPS, { u: `vol${1 + Math.floor(Math.random() * 5000)}` })).outcome,
  ],
  [15, 'configuration', async () => (await graphql(null, CONFIGURATION)).outcome],
  // A sign-in costs about 110 ms of CPU by design (scrypt, in the libuv threads): one a second at 200
  // requests/s is 3,600 an hour, well above a state pilot's peak; 4 % (8/s) alone filled two cores.
  [
    0.5,
    'sign-in',
    async () => {
      const { session, status } = await signIn(pick([...participantEmails, DEMO_ADMIN]));
      return { ok: session !== null, detail: String(status) };
    },
  ],
  [3, 'delivery', deliver],
  [1, 'payment', pay],
];
const totalWeight = MIX.reduce((n, [w]) => n + w, 0);
function chooseRequest() {
  let r = Math.random() * totalWeight;
  for (const entry of MIX) {
    r -= entry[0];
    if (r < 0) return entry;
  }
  return MIX[0] as (typeof MIX)[number];
}

// ---- the run ---------------------------------------------------------------------------------------
const latencies = new Float64Array(Math.ceil(SECONDS * RATE) + 1000);
let sent = 0;
let answered = 0;
let errors = 0;
let inFlight = 0;
const errorsByKind = new Map<string, number>();
const firstErrors: string[] = [];
const rssSamples: number[] = [];

function fail(kind: string, detail: string) {
  errors++;
  errorsByKind.set(kind, (errorsByKind.get(kind) ?? 0) + 1);
  if (firstErrors.length < 5) firstErrors.push(`${kind}: ${detail}`);
}

log(`${RATE} requests/s for ${SECONDS} s against ${servers.map((s) => s.url).join(', ')} (pids ${pids.join(', ')})`);
const rssStart = rssMb();
const started = performance.now();
const sampler = setInterval(() => rssSamples.push(rssMb()), 30_000);
await new Promise<void>((resolve) => {
  const tick = setInterval(() => {
    const elapsed = (performance.now() - started) / 1000;
    if (elapsed >= SECONDS) {
      clearInterval(tick);
      resolve();
      return;
    }
    const due = Math.floor(elapsed * RATE) - sent;
    for (let i = 0; i < due; i++) {
      const [, kind, run] = chooseRequest();
      sent++;
      if (inFlight >= MAX_IN_FLIGHT) {
        fail(kind, 'not sent: too many requests waiting for an answer');
        continue;
      }
      inFlight++;
      const t0 = performance.now();
      run()
        .then((outcome) => {
          if (!outcome.ok) fail(kind, outcome.detail ?? '');
        })
        .catch((err: Error) => fail(kind, err.message))
        .finally(() => {
          latencies[answered++] = performance.now() - t0;
          inFlight--;
        });
    }
  }, 20);
});
while (inFlight > 0) await new Promise((r) => setTimeout(r, 50));
clearInterval(sampler);
const rssEnd = rssMb();

// Deliveries still being turned into trips get a little while to finish.
const deliveredDeadline = Date.now() + 3 * 60_000;
let processed = 0;
for (;;) {
  const { rows } = await pool.query<{ status: string; n: number }>(
    `select status, count(*)::int as n from webhook_events where source_id like 'soak-%' group by status`,
  );
  const by = Object.fromEntries(rows.map((r) => [r.status, r.n]));
  processed = by.processed ?? 0;
  if (!by.pending || Date.now() > deliveredDeadline) {
    if (by.failed) fail('delivery', `${by.failed} deliveries failed in processing`);
    if (by.pending) fail('delivery', `${by.pending} deliveries still pending 3 minutes after the soak`);
    break;
  }
  await new Promise((r) => setTimeout(r, 1000));
}

const sorted = Array.from(latencies.subarray(0, answered)).sort((a, b) => a - b);
const p99 = sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? 0;
const p50 = sorted[Math.floor(0.5 * sorted.length)] ?? 0;
log(
  `p50 ${p50.toFixed(0)} ms; payments started ${payments}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
log(`RSS every 30 s (MB): ${rssSamples.join(' ')}`);
for (const [kind, n] of errorsByKind) log(`errors of ${kind}: ${n}`);
for (const line of firstErrors) log(`first errors: ${line}`);
console.log(
  `soak: ${sent} requests, ${errors} errors, p99 ${p99.toFixed(0)} ms, RSS start ${rssStart} MB end ${rssEnd} MB, deliveries ${processed} processed`,
);

await pool.end();
for (const server of servers) await stopServerProcess(server);
await embedded?.stop();
await rm(dir, { recursive: true, force: true });
process.exit(errors > 0 ? 1 : 0);
