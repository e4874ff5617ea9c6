import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alive,
  DeliveryPoster,
  probe,
  type RestartablePostgres,
  signIn,
  startRestartablePostgres,
  waitForReadiness,
} from '../../../test/db-outage.js';
import { type ServerProcess, startServerProcess, stopAllServerProcesses } from '../../../test/server-process.js';
import { REPO_ROOT } from '../../config.js';
import {
  chargesOf,
  insertCard,
  TEST_CARDS,
  waitForTransaction,
} from '../../modules/payments/__tests__/payment-fixtures.js';
import { periodOfMonth } from '../../modules/statements/period.js';
import { connect, type DatabaseHandle, ensureDatabase } from '../client.js';
import {
  configurations,
  participantStatements,
  statementRuns,
  tripAdjustments,
  trips,
  users,
} from '../schema/index.js';
import { DEMO_PASSWORD } from '../seed/seed.js';

/**
 * PostgreSQL stopped (fast shutdown, as in a restart or a fail-over) under a running server process on
 * DATABASE_URL, and started again: the process lives on, answers 503 with Retry-After meanwhile, and
 * finishes everything in flight by itself afterwards. A PostgreSQL of the test's own, never the machine's.
 */

let pg: RestartablePostgres;
let server: ServerProcess;
let handle: DatabaseHandle;
let databaseUrl: string;
let dataDir: string | undefined;

afterAll(async () => {
  await stopAllServerProcesses();
  await handle?.close();
  await pg?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a database restart under a running server', () => {
  beforeAll(async () => {
    pg = await startRestartablePostgres();
    databaseUrl = await ensureDatabase(pg.adminUrl, 'roadcharge');
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'rc-outage-'));
    server = await startServerProcess({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: 'true',
      // The payment test stops the database while the sandbox provider "answers" a charge it has made.
      SANDBOX_PAYMENTS_PAUSE_AFTER_CHARGE_MS: '2000',
    });
    handle = connect(databaseUrl);
  });

  it('answers 503 with Retry-After meanwhile, stays alive, and processes every delivery once it is back', async () => {
    const poster = new DeliveryPoster(server.url, await DeliveryPoster.secretOf(handle.db));
    // Deliveries arrive and are worked while the database goes away.
    const posting = poster.post(40);
    while (poster.stored.size < 15) await new Promise((r) => setTimeout(r, 20));
    await pg.stop();

    const during = await probe(server.url);
    expect(during.healthz.status).toBe(200);
    expect(during.readyz.status).toBe(503);
    for (const answer of [during.graphql, during.signIn]) {
      expect(answer).toMatchObject({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) });
      expect(answer.ms).toBeLessThan(6_000);
    }
    expect(during.signIn.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', messageKey: 'serviceUnavailable' });
    expect(during.graphql.body).toMatchObject({ errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
    // Stays down for a while (requests keep failing fast) before coming back.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(alive(server)).toBe(true);
    await pg.start();

    await posting;
    await waitForReadiness(server.url, 200);
    expect(await poster.waitProcessed(handle.db, 60_000)).toEqual({});
    expect(poster.stored.size).toBe(40);
    expect(poster.statuses.get(503)).toBeGreaterThan(0);
    expect(poster.retryAfterOnEvery503).toBe(true);
    expect(poster.slowestMs).toBeLessThan(8_000);
    expect(alive(server)).toBe(true);
    expect((await signIn(server.url)).status).toBe(200);
    expect(server.lines.join('\n')).not.toMatch(/Unhandled 'error' event|unhandled promise rejection/);
  }, 120_000);

  it('a statement run caught by the restart finishes once', async () => {
    const admin = await signedIn(server.url, 'admin@example.com');
    // A charge by staff on one of the driver's trips, so the driver's statement has something to pay
    // (the trips alone earn a fuel-tax credit larger than their fee).
    const [driver] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'driver@example.com'));
    const [trip] = await handle.db
      .select({ id: trips.id, at: trips.tsStart })
      .from(trips)
      .where(and(eq(trips.username, driver?.id ?? ''), eq(trips.processStatus, 'processed')))
      .limit(1);
    const adjusted = await graphql(server.url, admin, ADJUST, {
      input: {
        tripId: trip?.id,
        adjMileage: 10,
        adjMileageFeeCents: 2_500,
        note: 'Outage test charge',
      },
    });
    expect(adjusted.errors).toBeUndefined();
    // Made "then", so the previous month's statement bills it.
    await handle.db
      .update(tripAdjustments)
      .set({ createdAt: trip?.at ?? new Date() })
      .where(eq(tripAdjustments.id, adjusted.data.createTripAdjustment.id));
    const month = previousMonth();
    const queued = await graphql(server.url, admin, GENERATE, { from: month.from, to: month.to });
    const runId = queued.data.generateStatements.id as string;
    await pg.stop();
    await new Promise((r) => setTimeout(r, 3_000));
    await pg.start();

    const deadline = Date.now() + 90_000;
    let run: { status: string; participantsTotal: number; participantsDone: number } | undefined;
    while (run?.status !== 'completed') {
      if (Date.now() > deadline) throw new Error(`statement run still ${JSON.stringify(run)}`);
      await new Promise((r) => setTimeout(r, 250));
      const [row] = await handle.db.select().from(statementRuns).where(eq(statementRuns.id, runId));
      run = row;
    }
    expect(run.participantsDone).toBe(run.participantsTotal);
    const statements = await handle.db
      .select({ username: participantStatements.username, month: participantStatements.month })
      .from(participantStatements);
    expect(statements.length).toBeGreaterThan(0);
    // One statement per participant and month, however often a job ran.
    expect(new Set(statements.map((st) => `${st.username} ${st.month}`)).size).toBe(statements.length);
  }, 120_000);

  it('a payment whose provider answer arrives while the database is away is charged once; the books reconcile', async () => {
    const { db } = handle;
    await db.update(configurations).set({ value: 'true' }).where(eq(configurations.key, 'PAYMENTS_ALLOWED'));
    const [driver] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'driver@example.com'));
    const username = driver?.id ?? '';
    const [statement] = await db
      .select({ transactionId: participantStatements.transactionId })
      .from(participantStatements)
      .where(eq(participantStatements.username, username));
    expect(statement).toBeDefined();
    const transactionId = statement?.transactionId ?? '';
    expect(transactionId).not.toBe('');
    const card = await insertCard(db, username, TEST_CARDS.approve);
    const cookie = await signedIn(server.url, 'driver@example.com');
    const paid = await graphql(server.url, cookie, PAY, {
      input: { ids: [transactionId], username, paymentMethodId: card },
    });
    expect(paid.errors).toBeUndefined();

    // The provider has charged; its answer comes 2 s later, when the database is gone.
    const deadline = Date.now() + 30_000;
    while ((await chargesOf(db, transactionId)).length === 0) {
      if (Date.now() > deadline) throw new Error('no charge made');
      await new Promise((r) => setTimeout(r, 50));
    }
    await pg.stop();
    await new Promise((r) => setTimeout(r, 4_000));
    expect(alive(server)).toBe(true);
    await pg.start();

    const done = await waitForTransaction(db, transactionId, (st) => st === 'processed', 90_000);
    expect(done.status).toBe('processed');
    expect(await chargesOf(db, transactionId)).toHaveLength(1);
    expect(alive(server)).toBe(true);

    const reconcile = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/scripts/reconcile.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    });
    expect(reconcile.status, reconcile.stdout + reconcile.stderr).toBe(0);
  }, 120_000);
});

const GENERATE = `mutation($from: DateTime!, $to: DateTime!) {
  generateStatements(from: $from, to: $to) { id status }
}`;
const ADJUST = 'mutation($input: CreateTripAdjustmentInput!) { createTripAdjustment(input: $input) { id } }';
const PAY = 'mutation($input: UpdateTransactionInput!) { updateTransaction(input: $input) { id status } }';

/** The previous month in the pilot's time zone (the trips of the first test are in it). */
function previousMonth() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const period = periodOfMonth(`${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`);
  return { from: period.from.toISOString(), to: period.to.toISOString() };
}

/** A signed-in session's cookie header. */
async function signedIn(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(new URL('/api/auth/sign-in/email', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function graphql(baseUrl: string, cookie: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(new URL('/graphql', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': '203.0.113.77' },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: unknown };
}

describe('the embedded PostgreSQL crashing under the server', () => {
  it('is started again by the server; when it cannot be, the server exits 1 with one line saying why', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'rc-embedded-crash-'));
    // As root, PostgreSQL runs as the 'postgres' user, which must be able to enter the folder.
    await chmod(folder, 0o755);
    const embedded = await startServerProcess({
      DATA_DIR: folder,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
    });
    const cluster = path.join(folder, 'postgres');
    const postmaster = async () =>
      Number((await readFile(path.join(cluster, 'postmaster.pid'), 'utf8')).split('\n')[0]);

    process.kill(await postmaster(), 'SIGKILL');
    await waitForReadiness(embedded.url, 503, 10_000);
    await waitForReadiness(embedded.url, 200, 30_000);
    expect(alive(embedded)).toBe(true);
    expect(embedded.lines.join('\n')).toContain('embedded PostgreSQL restarted');

    // Now it cannot start: its data folder lost a file PostgreSQL needs.
    await rm(path.join(cluster, 'PG_VERSION'));
    process.kill(await postmaster(), 'SIGKILL');
    expect(await Promise.race([embedded.exited, new Promise((r) => setTimeout(() => r('running'), 40_000))])).toBe(1);
    const last = embedded.lines.filter((l) => l.trim()).at(-1) ?? '';
    expect(JSON.parse(last)).toMatchObject({ level: 60, msg: expect.stringContaining('could not be started again') });
    await rm(folder, { recursive: true, force: true });
  }, 120_000);
});
