// `npm run bench:scale [-- --participants N] [--rebuild]`: the product at state scale, in one run.
//
// Builds the volume database once (100,000 participants with vehicles and devices, 10,000,000 trip
// segments over seven months, the activity staff lists page through: bench/scale-volume.ts) and keeps
// it as a template database between runs, on BENCH_DATABASE_URL's PostgreSQL when set, otherwise on an
// embedded PostgreSQL kept in .tmp/bench-scale. Each run measures on copies of it, with the product
// deployed as it would be: an API process (ROLE=api) and worker processes (ROLE=worker), the load
// coming from this process.
//   1. dashboard: getParticipantDashboard against getParticipant, 20 connections spread over the API
//      processes (autocannon);
//   2. staff lists: the first page of every staff list and search, one after another;
//   3. ingestion: signed 30-minute 1 Hz GPS deliveries until the worker has processed them all, and
//      the trip engine alone;
//   4. statements: the month's run, PDFs included, with one worker process, then on a fresh copy with two,
//      each worker pinned to a core of its own (decision 028).
// Ends with the four summary lines of issue 20. Asserts nothing.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureDatabase } from '../src/db/client.js';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded.js';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../src/db/seed/seed.js';
import { periodOfMonth, previousMonth } from '../src/modules/statements/period.js';
import { runEngineBench } from './engine-core.js';
import { cpuSince, describeCpuPer, type RoleProcess, readCpu } from './process-cpu.js';
import { SEGMENTS_PER_PARTICIPANT, seedScaleVolume } from './scale-volume.js';
import { startBenchServer } from './support.js';
import { postDeliveries } from './webhooks.js';

/** Raise when bench/scale-volume.ts changes what it builds: the cached template is then rebuilt. */
const VOLUME_VERSION = 2;

const { values } = parseArgs({
  options: {
    participants: { type: 'string', default: '100000' },
    rebuild: { type: 'boolean', default: false },
    /** Seconds of load per dashboard measurement. */
    seconds: { type: 'string', default: '15' },
    /** API processes, as deployed: one per core (docs/deployment.md). */
    api: { type: 'string', default: String(os.availableParallelism()) },
    /** Some of the measurements only (comma-separated), on the cached volume. */
    only: { type: 'string', default: 'dashboard,lists,ingestion,statements' },
  },
});
const PARTS = ['dashboard', 'lists', 'ingestion', 'statements'] as const;
const ONLY = new Set(values.only.split(',').map((part) => part.trim()));
const P = Number(values.participants);
const SECONDS = Number(values.seconds);
const API_PROCESSES = Number(values.api);
if (
  !Number.isInteger(P) ||
  P < 100 ||
  !(SECONDS > 0) ||
  !Number.isInteger(API_PROCESSES) ||
  API_PROCESSES < 1 ||
  ONLY.size === 0 ||
  ![...ONLY].every((part) => (PARTS as readonly string[]).includes(part))
) {
  console.error(
    `Usage: npm run bench:scale -- [--participants N (at least 100)] [--api PROCESSES] [--seconds S] [--only ${PARTS.join(',')}] [--rebuild]`,
  );
  process.exit(2);
}
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const cacheDir = path.resolve(serverDir, '../../.tmp/bench-scale');
const log = (line: string) => console.log(line);
const since = (t: number) => `${((performance.now() - t) / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------------------------------
// The volume database, built once.

await mkdir(cacheDir, { recursive: true });
// The embedded PostgreSQL runs as another user when the bench runs as root: it must reach its folder.
await chmod(cacheDir, 0o755);
const embedded = process.env.BENCH_DATABASE_URL ? null : await startEmbeddedPostgres(path.join(cacheDir, 'pg'));
const adminUrl = process.env.BENCH_DATABASE_URL ?? embedded?.url ?? '';
const urlOf = (name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

interface VolumeFacts {
  version: number;
  participants: number;
  segments: number;
  month: string;
  seconds: number;
  builtAt: string;
}
const template = `rc_scale_v${VOLUME_VERSION}_${P}`;

/** The template's facts (kept as the database's comment), or null when it is missing or incomplete. */
async function cachedVolume(): Promise<VolumeFacts | null> {
  const { rows } = await admin((c) =>
    c.query<{ facts: string | null }>(
      `select shobj_description(oid, 'pg_database') as facts from pg_database where datname = $1`,
      [template],
    ),
  );
  try {
    const facts = JSON.parse(rows[0]?.facts ?? 'null') as VolumeFacts | null;
    return facts?.version === VOLUME_VERSION && facts.participants === P ? facts : null;
  } catch {
    return null;
  }
}

async function buildVolume(): Promise<VolumeFacts> {
  const building = `${template}_building`;
  await admin(async (c) => {
    await c.query(`drop database if exists "${template}" with (force)`);
    await c.query(`drop database if exists "${building}" with (force)`);
  });
  const t = performance.now();
  const databaseUrl = await ensureDatabase(adminUrl, building);
  // Migrations, reference data and the demo accounts (staff sign in as admin@), as a server does them.
  const first = await startBenchServer('scale-build', {
    DATABASE_URL: databaseUrl,
    SEED_DEMO_TRIPS: 'false',
    SEED_DEMO_CARDS: 'false',
    LOG_LEVEL: 'error',
  });
  await first.server.close();
  const month = previousMonth();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    await seedScaleVolume(pool, { participants: P, month });
    const { rows } = await pool.query<{ n: string }>('select count(*) as n from trip_segments');
    const facts: VolumeFacts = {
      version: VOLUME_VERSION,
      participants: P,
      segments: Number(rows[0]?.n),
      month,
      seconds: Math.round((performance.now() - t) / 1000),
      builtAt: new Date().toISOString(),
    };
    await pool.end();
    await admin(async (c) => {
      await c.query(`comment on database "${building}" is '${JSON.stringify(facts)}'`);
      await c.query(`alter database "${building}" rename to "${template}"`);
    });
    return facts;
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
}

let volume = values.rebuild ? null : await cachedVolume();
if (volume) {
  log(`volume: cached ${template} (built ${volume.builtAt} in ${volume.seconds} s)`);
} else {
  log(`volume: building ${template} (${P} participants, ${P * SEGMENTS_PER_PARTICIPANT} segments) …`);
  volume = await buildVolume();
  log(`volume: built in ${volume.seconds} s`);
}
const size = await admin((c) =>
  c.query<{ size: string }>('select pg_size_pretty(pg_database_size($1)) as size', [template]),
);
log(
  `volume: ${volume.participants} participants, ${volume.segments} segments, month to bill ${volume.month}, ${size.rows[0]?.size} on disk`,
);

// The server settings that decide how the monthly run's writes reach the disk: runs compare only with them.
const settings = await admin((c) =>
  c.query<{ name: string; value: string }>(
    `select name, current_setting(name) as value from pg_settings
      where name in ('shared_buffers', 'max_wal_size', 'checkpoint_timeout', 'wal_compression') order by name`,
  ),
);
log(`PostgreSQL: ${settings.rows.map((r) => `${r.name} ${r.value}`).join(', ')}`);

// ---------------------------------------------------------------------------------------------------
// The product's processes on a copy.

const dataRoot = await mkdtemp(path.join(os.tmpdir(), 'rc-bench-scale-'));
const authSecret = randomBytes(32).toString('hex');
const copies: string[] = [];

async function copyOfVolume(label: string): Promise<string> {
  const name = `rc_scale_run_${label}_${Date.now()}`;
  const t = performance.now();
  // A file copy, then a checkpoint: the default copy writes the whole template through the WAL, and the
  // checkpoints that follow it would otherwise land in the first measurement.
  await admin(async (c) => {
    await c.query(`create database "${name}" template "${template}" strategy file_copy`);
    await c.query('checkpoint');
  });
  copies.push(name);
  log(`copy ${label}: ${since(t)}`);
  return urlOf(name);
}

interface ServerProcess {
  url: string;
  /** The process's id (taskset runs the server in its own process). */
  pid: number;
  stop(): Promise<void>;
}

/** Cores a process may be pinned to (`taskset`), when there are at least two and taskset is present. */
const PIN_CORES = os.availableParallelism() >= 2 && existsSync('/usr/bin/taskset') ? os.availableParallelism() : 0;

/**
 * `tsx src/main.ts` with the given role, as the operator runs it; resolves once /readyz answers 200.
 * With `core`, the process runs on that core only (and sizes its PDF threads to it), as on a machine
 * of its own with one core.
 */
async function startProcess(
  role: 'api' | 'worker',
  databaseUrl: string,
  dataDir: string,
  core?: number,
): Promise<ServerProcess> {
  const port = await freePort();
  const command = [process.execPath, '--import', 'tsx', 'src/main.ts'];
  if (core !== undefined) command.unshift('/usr/bin/taskset', '--cpu-list', String(core));
  const child: ChildProcess = spawn(command[0] as string, command.slice(1), {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ROLE: role,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      AUTH_SECRET: authSecret,
      LOG_LEVEL: 'error',
      WEB_DIST: '/nonexistent',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${role} process exited (${child.exitCode})`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the ${role} process was not ready in 10 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN, password: DEMO_PASSWORD }),
  });
  const cookie =
    res.headers
      .getSetCookie()
      .find((c) => c.includes('session_token='))
      ?.split(';')[0] ?? '';
  if (!cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}

function graphqlClient(url: string, cookie: string) {
  return async <T = unknown>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    const json = (await res.json()) as { data?: T; errors?: unknown };
    if (res.status >= 400 || json.errors) throw new Error(`${res.status} ${JSON.stringify(json.errors ?? json)}`);
    return json.data as T;
  };
}
type GraphQL = ReturnType<typeof graphqlClient>;

const someone = (i: number) => `srch${1 + ((i * 7919 + 13) % P)}`;

// ---------------------------------------------------------------------------------------------------
// 1. Dashboard against a plain read.

const GET_PARTICIPANT = `query($username: ID!) { getParticipant(username: $username) {
  username accountNo firstName lastName email status phoneNumber participantPilotProgramId } }`;
const GET_DASHBOARD = `query($username: ID!) { getParticipantDashboard(username: $username) {
  balanceCents payableTransactionIds pendingPaymentCents hasStatements pilotEndDate
  totals { trips mileageKm mileageFeeCents cordonFeeCents todFeeCents tollFeeCents roadChargeCents fuelTaxCreditCents netCents }
  months { month statementId billedCents standing }
  projection { mileageKm roadChargeCents fuelTaxCreditCents daysElapsed daysRemaining ended } } }`;

interface Load {
  rps: number;
  p50: number;
  p99: number;
}

const CONNECTIONS = 20;

/**
 * CONNECTIONS connections for SECONDS, spread over the API processes as a proxy would, each request
 * for another participant, after a 3-second warm-up. Throughput is the sum; the percentiles are the
 * worst process's (conservative: the processes' histograms are not merged).
 */
async function load(urls: string[], cookie: string, query: string): Promise<Load> {
  let n = 0;
  const optionsFor = (url: string, connections: number): autocannon.Options => ({
    url: `${url}/graphql`,
    connections,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ query, variables: { username: someone(n++) } }),
        }),
      },
    ],
  });
  const spread = urls.map((url, i) =>
    optionsFor(url, Math.floor(CONNECTIONS / urls.length) + (i < CONNECTIONS % urls.length ? 1 : 0)),
  );
  await Promise.all(spread.map((options) => autocannon({ ...options, duration: 3 })));
  const results = await Promise.all(spread.map((options) => autocannon({ ...options, duration: SECONDS })));
  for (const result of results) {
    if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
      throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
  };
}

/**
 * Reads the tables both calls read, with their indexes, into the operating system's cache: a fresh
 * copy of the volume starts cold, while a running database holds its participants' rows in memory.
 * Without it, the first measurement pays for reading the copy from disk.
 */
async function warmDashboardTables(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_prewarm');
    const t = performance.now();
    const { rows } = await client.query<{ blocks: string }>(
      `select sum(pg_prewarm(c.oid::regclass, 'read')) as blocks
         from pg_class c
        where c.oid = any ($1::regclass[])
           or c.oid in (select indexrelid from pg_index where indrelid = any ($1::regclass[]))`,
      [['participants', 'participant_totals', 'participant_statements', 'transactions', 'configurations']],
    );
    log(`  warmed ${((Number(rows[0]?.blocks) * 8) / 1024).toFixed(0)} MB of tables and indexes in ${since(t)}`);
  } finally {
    await client.end();
  }
}

async function measureDashboard(urls: string[], cookie: string, graphql: GraphQL) {
  // The answers are right before they are timed: a GraphQL error would still be a 200.
  const one = await graphql<{ getParticipantDashboard: { totals: { trips: number }; months: unknown[] } }>(
    GET_DASHBOARD,
    { username: someone(1) },
  );
  log(
    `dashboard: ${someone(1)} has ${one.getParticipantDashboard.totals.trips} trips, ${one.getParticipantDashboard.months.length} months`,
  );
  await graphql(GET_PARTICIPANT, { username: someone(1) });
  const plain = await load(urls, cookie, GET_PARTICIPANT);
  log(`  getParticipant           ${plain.rps.toFixed(0)} req/s, p50 ${plain.p50} ms, p99 ${plain.p99} ms`);
  const dash = await load(urls, cookie, GET_DASHBOARD);
  log(`  getParticipantDashboard  ${dash.rps.toFixed(0)} req/s, p50 ${dash.p50} ms, p99 ${dash.p99} ms`);
  return { plain, dash };
}

// ---------------------------------------------------------------------------------------------------
// 2. Staff lists: the first page each staff screen asks for.

function staffLists(
  month: string,
): { name: string; query: string; variables: (i: number) => Record<string, unknown> }[] {
  const period = periodOfMonth(month);
  const lastMonth = { between: [period.from.toISOString(), period.to.toISOString()] };
  const page = 'nextToken';
  return [
    {
      name: 'participants (newest first)',
      query: `query { searchParticipants(sortField: createdAt, sortDirection: DESC) { items { username accountNo } ${page} } }`,
      variables: () => ({}),
    },
    {
      name: 'participants sorted by last name',
      query: `query { searchParticipants(sortField: lastName, sortDirection: ASC) { items { username } ${page} } }`,
      variables: () => ({}),
    },
    {
      name: 'participants: search by name',
      query: `query($s: String) { searchParticipants(search: $s) { items { username } ${page} } }`,
      variables: (i) => ({ s: ['Garcia', 'Maria Lo', 'Kim', 'Patel', 'Jose R'][i % 5] }),
    },
    {
      name: 'participants: status and flag filters',
      query: `query { searchParticipants(filter: { status: [active], flags: [isBillingOverdue] }) { items { username } ${page} } }`,
      variables: () => ({}),
    },
    {
      name: 'global search',
      query: `query($q: String!) { staffSearch(query: $q) { kind id } }`,
      variables: (i) => ({ q: i % 2 ? `DL${String(1 + (i % P)).padStart(9, '0')}` : 'Rivera' }),
    },
    {
      name: 'trips of last month',
      query: `query($c: ModelDateKeyConditionInput!) { searchTrips(createdAt: $c, sortDirection: DESC) { items { id username } ${page} } }`,
      variables: () => ({ c: lastMonth }),
    },
    {
      name: 'trips to review',
      query: `query { getTripsByReviewStatusByCreatedAt(reviewStatus: pending, sortDirection: DESC) { items { id } ${page} } }`,
      variables: () => ({}),
    },
    {
      name: 'transactions of last month',
      query: `query($c: ModelDateKeyConditionInput!) { searchTransactions(createdAt: $c, sortDirection: DESC) { items { id username } ${page} } }`,
      variables: () => ({
        c: { between: [new Date(Date.now() - 200 * 86_400_000).toISOString(), new Date().toISOString()] },
      }),
    },
    {
      name: 'statements',
      query: `query { listParticipantStatements(sortDirection: DESC) { items { id username month } ${page} } }`,
      variables: () => ({}),
    },
    {
      name: 'inquiries: new',
      query: `query { listParticipantInquirys(filter: { status: new }, sortDirection: DESC) { items { id } ${page} } }`,
      variables: () => ({}),
    },
    {
      name: 'device events of last month',
      query: `query($c: ModelDateKeyConditionInput) { listMroEvents(dateTime: $c, sortDirection: DESC) { items { id } ${page} } }`,
      variables: () => ({ c: lastMonth }),
    },
    {
      name: 'devices',
      query: `query { listAllMileageReportingOptions(sortDirection: DESC) { items { id deviceSerialNumber } ${page} } }`,
      variables: () => ({}),
    },
    {
      name: 'mileage reports to audit',
      query: `query { getMileageReportsByAuditStatus(auditStatus: pending) { items { id } ${page} } }`,
      variables: () => ({}),
    },
    {
      name: 'notifications: failed',
      query: `query { getNotificationsByStatusByShouldBeSentAt(status: failed, sortDirection: DESC) { items { id } ${page} } }`,
      variables: () => ({}),
    },
    {
      name: 'webhook deliveries: processed',
      query: `query { getWebhookEventsByStatusByCreatedAt(status: processed, sortDirection: DESC) { items { id } ${page} } }`,
      variables: () => ({}),
    },
    {
      name: 'audit trail: inserts',
      query: `query { getEventsByEventNameByTimestamp(eventName: INSERT, sortDirection: DESC) { items { key } ${page} } }`,
      variables: () => ({}),
    },
  ];
}

const RUNS = 40;
async function measureStaffLists(graphql: GraphQL, month: string) {
  let worst = { name: '', p95: 0 };
  for (const list of staffLists(month)) {
    await graphql(list.query, list.variables(RUNS));
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await graphql(list.query, list.variables(i));
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const p95 = times[Math.floor(0.95 * (times.length - 1))] ?? 0;
    const p50 = times[Math.floor(0.5 * (times.length - 1))] ?? 0;
    log(`  ${list.name.padEnd(40)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms`);
    if (p95 > worst.p95) worst = { name: list.name, p95 };
  }
  return worst;
}

// ---------------------------------------------------------------------------------------------------
// 4. Statements.

async function runStatements(graphql: GraphQL, month: string, label: string) {
  const period = periodOfMonth(month);
  const t = performance.now();
  const { generateStatements } = await graphql<{ generateStatements: { id: string } }>(
    `mutation($from: DateTime!, $to: DateTime!) { generateStatements(from: $from, to: $to, shouldSendEmailToParticipant: false) { id } }`,
    { from: period.from.toISOString(), to: period.to.toISOString() },
  );
  type Run = {
    status: string;
    participantsDone: number;
    participantsTotal: number;
    statementsCreated: number;
    pdfsDone: number;
  };
  let last = 0;
  let lastStatus = '';
  for (;;) {
    const { getStatementRun: run } = await graphql<{ getStatementRun: Run }>(
      `query($id: ID!) { getStatementRun(id: $id) { status participantsDone participantsTotal statementsCreated pdfsDone } }`,
      { id: generateStatements.id },
    );
    if (performance.now() - last > 15_000 || run.status !== lastStatus) {
      lastStatus = run.status;
      log(
        `  ${label}: ${since(t)} ${run.status}, participants ${run.participantsDone}/${run.participantsTotal}, statements ${run.statementsCreated}, PDFs ${run.pdfsDone}`,
      );
      last = performance.now();
    }
    if (run.status === 'failed') throw new Error(`the statement run failed (${label})`);
    if (run.status === 'completed' && run.pdfsDone >= run.statementsCreated) {
      return { statements: run.statementsCreated, perSecond: run.statementsCreated / ((performance.now() - t) / 1000) };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// ---------------------------------------------------------------------------------------------------

const running: ServerProcess[] = [];
/** The processes under one role, for the CPU they spend. */
const roles = (role: string, processes: readonly ServerProcess[]): RoleProcess[] =>
  processes.map((p) => ({ role, pid: p.pid }));
const loadOf = () => os.loadavg()[0]?.toFixed(2);

/** The machine's CPU time so far (Linux /proc/stat, clock ticks): busy and all; null elsewhere. */
function cpuTicks(): { busy: number; all: number } | null {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: idle and iowait are not busy.
    const all = fields.slice(0, 8).reduce((a, b) => a + b, 0);
    return { busy: all - (fields[3] ?? 0) - (fields[4] ?? 0), all };
  } catch {
    return null;
  }
}

/**
 * How busy all cores were while `work` ran, as a share of the machine: near 100 % means the machine,
 * not the process under test, set the pace (a second worker on the same cores cannot then go faster).
 */
async function withCpuShare<T>(work: () => Promise<T>): Promise<{ result: T; busy: string }> {
  const before = cpuTicks();
  const result = await work();
  const after = cpuTicks();
  const busy =
    before && after && after.all > before.all
      ? `${((100 * (after.busy - before.busy)) / (after.all - before.all)).toFixed(0)} %`
      : 'unknown';
  return { result, busy };
}
try {
  // Copy A: the API processes and one worker.
  const urlA = await copyOfVolume('a');
  const dirA = path.join(dataRoot, 'a');
  const apisA: ServerProcess[] = [];
  for (let i = 0; i < API_PROCESSES; i++) apisA.push(await startProcess('api', urlA, dirA));
  const apiA = apisA[0] as ServerProcess;
  running.push(...apisA);
  const cookie = await signIn(apiA.url);
  const graphqlA = graphqlClient(apiA.url, cookie);

  const summary: Partial<Record<(typeof PARTS)[number], string>> = {};
  if (ONLY.has('dashboard')) {
    log(
      `\n1. dashboard (${CONNECTIONS} connections over ${API_PROCESSES} API processes, ${SECONDS} s each, load ${loadOf()})`,
    );
    await warmDashboardTables(urlA);
    const { plain, dash } = await measureDashboard(
      apisA.map((p) => p.url),
      cookie,
      graphqlA,
    );
    summary.dashboard = `dashboard: ${dash.rps.toFixed(0)} req/s (${((100 * dash.rps) / plain.rps).toFixed(0)} % of getParticipant), p99 ${dash.p99} ms (${volume.participants} participants, ${volume.segments} segments)`;
  }

  if (ONLY.has('lists')) {
    log(`\n2. staff lists (first page, ${RUNS} runs each, load ${loadOf()})`);
    const worst = await measureStaffLists(graphqlA, volume.month);
    summary.lists = `staff lists: p95 ${worst.p95.toFixed(0)} ms (${volume.participants} participants; slowest: ${worst.name})`;
  }

  if (ONLY.has('ingestion')) {
    // The worker starts after the API measurements, which measure the API alone: on these two cores a
    // worker at work takes what the API answers with (one sending volume 1's overdue notifications
    // roughly halved getParticipant's throughput and doubled its p99).
    const worker = await startProcess('worker', urlA, dirA);
    running.push(worker);
    log(`\n3. ingestion (load ${loadOf()})`);
    const pool = new pg.Pool({ connectionString: urlA, max: 2 });
    const processes = [...roles('API', apisA), ...roles('worker', [worker])];
    const { result: ingestion, busy } = await withCpuShare(() =>
      postDeliveries({ url: apiA.url, pool }, { log: (line) => log(`  ${line}`), processes }).finally(() => pool.end()),
    );
    log(`  all cores ${busy} busy during the ingestion part (devices and bodies made, deliveries sent and processed)`);
    const serverMs = ingestion.cpuPerTrip.reduce((sum, [, ms]) => sum + ms, 0);
    if (serverMs > 0) {
      log(
        `  at ${serverMs.toFixed(1)} ms of server CPU a trip, ${os.availableParallelism()} fully busy cores process at most ` +
          `${((os.availableParallelism() * 1000) / serverMs).toFixed(0)} trips/s; 200 trips/s needs ${(serverMs / 5).toFixed(1)} cores`,
      );
    }
    const engine = await runEngineBench({ log: () => {} });
    summary.ingestion = `ingestion: ${ingestion.tripsPerSecond.toFixed(0)} trips/s end to end (${engine.tripsPerSecondPerCore.toFixed(0)} trips/s in the engine alone)`;
  }

  if (ONLY.has('statements')) {
    // One worker process against two on a fresh copy of the same month. On this machine one worker
    // (two chunks and a PDF thread per core at once) already keeps every core busy, so a second one
    // could only add contention. Each worker is therefore pinned to a core of its own, as a worker
    // machine of its own would be; PostgreSQL and the API stay unpinned.
    // The first API process stays; the others and an unpinned worker go.
    const others = running.splice(0).filter((p) => p !== apiA);
    running.push(apiA);
    for (const p of others) await p.stop();
    const pin = (i: number) => (PIN_CORES ? i % PIN_CORES : undefined);
    running.push(await startProcess('worker', urlA, dirA, pin(0)));
    log(
      `\n4. statements (${volume.participants} participants, PDFs included, ${PIN_CORES ? 'each worker on a core of its own' : 'workers unpinned'}, load ${loadOf()})`,
    );
    const onePart = [...roles('worker', running.slice(1)), ...roles('API', [apiA])];
    const cpuOne = readCpu(onePart);
    const { result: one, busy: busyOne } = await withCpuShare(() => runStatements(graphqlA, volume.month, '1 worker'));
    const cpuOneSpent = cpuSince(cpuOne, readCpu(onePart));
    for (const p of running.splice(0)) await p.stop();

    // Copy B: the same month again, with two workers.
    const urlB = await copyOfVolume('b');
    const dirB = path.join(dataRoot, 'b');
    const apiB = await startProcess('api', urlB, dirB);
    running.push(apiB);
    running.push(await startProcess('worker', urlB, dirB, pin(0)), await startProcess('worker', urlB, dirB, pin(1)));
    const graphqlB = graphqlClient(apiB.url, await signIn(apiB.url));
    const twoPart = [...roles('worker', running.slice(1)), ...roles('API', [apiB])];
    const cpuTwo = readCpu(twoPart);
    const { result: two, busy: busyTwo } = await withCpuShare(() => runStatements(graphqlB, volume.month, '2 workers'));
    const cpuTwoSpent = cpuSince(cpuTwo, readCpu(twoPart));
    log(
      `  1 worker: ${one.perSecond.toFixed(0)} statements/s (all cores ${busyOne} busy); 2 workers: ${two.perSecond.toFixed(0)} statements/s (all cores ${busyTwo} busy)`,
    );
    if (cpuOneSpent.length > 0) {
      log(`  CPU per statement, 1 worker: ${describeCpuPer(cpuOneSpent, one.statements)}`);
      log(`  CPU per statement, 2 workers: ${describeCpuPer(cpuTwoSpent, two.statements)}`);
    }
    // The monthly run as deployed (two workers); the speed-up over one.
    summary.statements = `statements: ${two.perSecond.toFixed(0)} statements/s (${volume.participants} participants, PDFs included; 2 workers ${(two.perSecond / one.perSecond).toFixed(2)} x faster than 1)`;
  }

  // The issue's order of the summary lines.
  log('');
  for (const part of ['dashboard', 'ingestion', 'lists', 'statements'] as const) {
    const line = summary[part];
    if (line) log(line);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const p of running) await p.stop().catch(() => {});
  await admin(async (c) => {
    for (const name of copies) await c.query(`drop database if exists "${name}" with (force)`);
  }).catch(() => {});
  await embedded?.stop().catch(() => {});
  await rm(dataRoot, { recursive: true, force: true });
}
process.exit(process.exitCode ?? 0);
