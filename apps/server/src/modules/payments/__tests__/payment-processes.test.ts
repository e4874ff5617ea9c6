import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { Client, createTestDatabase } from '../../../../test/harness.js';
import {
  type ServerProcess,
  startServerProcess,
  stopAllServerProcesses,
  stopServerProcess,
} from '../../../../test/server-process.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { configurations, sandboxPaymentOperations } from '../../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';
import { PAYMENT_JOB } from '../payment-lifecycle.service.js';
import {
  attemptsOf,
  type Bill,
  billed,
  chargesOf,
  insertBill,
  insertCard,
  TEST_CARDS,
  transactionRow,
  waitForTransaction,
} from './payment-fixtures.js';

/**
 * The payment worker as separate server processes (tsx src/main.ts) on one database: two at once, and
 * one killed with SIGKILL in the middle of a payment, then started again.
 */

const handles: DatabaseHandle[] = [];

/** A database with the payment settings on, and the environment of the processes that share it. */
async function sharedDatabase() {
  const databaseUrl = await createTestDatabase();
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'rc-payments-')),
    AUTH_SECRET: randomBytes(32).toString('hex'),
    // Each test client claims its own address, as in the in-process tests.
    TRUST_PROXY: 'true',
  };
  const handle = connect(databaseUrl);
  handles.push(handle);
  return { env, handle };
}

/** Log lines of a process recording a payment job's run (see payments.jobs.ts). */
const paymentRuns = (server: ServerProcess) =>
  server.lines.flatMap((line) => {
    try {
      const entry = JSON.parse(line) as { msg?: string; transactionId?: string; run?: string };
      return entry.msg === 'payment job' ? [entry] : [];
    } catch {
      return [];
    }
  });

const pay = (client: Client, username: string, ids: string[], paymentMethodId: string) =>
  client.graphql('mutation($input: UpdateTransactionInput!) { updateTransaction(input: $input) { id status } }', {
    input: { ids, username, paymentMethodId },
  });

afterAll(async () => {
  await stopAllServerProcesses();
  for (const handle of handles) await handle.close();
});

describe('payment worker processes', () => {
  it('two worker processes on one database never process a payment twice', { timeout: 240_000 }, async () => {
    const { env, handle } = await sharedDatabase();
    // The first process seeds the demo accounts; the second joins the same database.
    const first = await startServerProcess({ ...env, SEED_DEMO: 'true' });
    const second = await startServerProcess({ ...env, SEED_DEMO: 'false' });
    const { db } = handle;
    await db.update(configurations).set({ value: 'true' }).where(eq(configurations.key, 'PAYMENTS_ALLOWED'));
    const viaFirst = new Client(first.url);
    const viaSecond = new Client(second.url);
    const driver = (await viaFirst.signIn('driver@example.com', DEMO_PASSWORD)).id;
    await viaSecond.signIn('driver@example.com', DEMO_PASSWORD);
    const approve = await insertCard(db, driver, TEST_CARDS.approve);
    const timeout = await insertCard(db, driver, TEST_CARDS.timeout);

    const bills: Bill[] = [];
    for (let i = 0; i < 20; i++) bills.push(await insertBill(db, driver, 100 + i));
    const ids = bills.map((b) => b.transactionId);
    // Half paid through each process; the timed-out ones are retried by whichever process fetches the retry.
    const [a, b] = await Promise.all([
      pay(viaFirst, driver, ids.slice(0, 10), approve),
      pay(viaSecond, driver, ids.slice(10), timeout),
    ]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();

    // Two more jobs per transaction (as a redelivery would), so both processes go for the same payments.
    const boss = new PgBoss({
      connectionString: env.DATABASE_URL,
      schema: 'pgboss',
      supervise: false,
      schedule: false,
    });
    await boss.start();
    for (const id of ids) {
      for (const n of [1, 2]) await boss.send(PAYMENT_JOB, { transactionId: id }, { singletonKey: `${id}:again${n}` });
    }
    await boss.stop({ graceful: false, wait: true });

    for (const bill of bills) {
      const done = await waitForTransaction(db, bill.transactionId, undefined, 120_000);
      expect(done.status).toBe('processed');
    }
    for (const bill of bills) {
      const amount = (await transactionRow(db, bill.transactionId)).amountCents;
      expect(await chargesOf(db, bill.transactionId)).toHaveLength(1);
      const attempts = await attemptsOf(db, bill.transactionId);
      expect(attempts).toHaveLength(1);
      expect(attempts[0]?.status).toBe('approved');
      const { paymentStatuses, statement } = await billed(db, bill);
      expect(paymentStatuses).toEqual(['paid', 'paid', 'paid']);
      // Recorded once: a second recording would have doubled the statement's paid amount.
      expect(statement?.paidAmount).toBe(amount);
    }
    // Let the duplicate jobs drain, then count: every payment was recorded by exactly one run.
    await new Promise((r) => setTimeout(r, 3000));
    const runs = [...paymentRuns(first), ...paymentRuns(second)];
    const processed = runs.filter((r) => r.run === 'processed').map((r) => r.transactionId);
    expect(processed.sort()).toEqual([...ids].sort());
    expect(paymentRuns(first).length).toBeGreaterThan(0);
    expect(paymentRuns(second).length).toBeGreaterThan(0);
    const charges = await db
      .select()
      .from(sandboxPaymentOperations)
      .where(like(sandboxPaymentOperations.idempotencyKey, 'rc-charge-%'));
    expect(charges).toHaveLength(20);

    await stopServerProcess(first);
    await stopServerProcess(second);
  });

  it('a server killed (SIGKILL) after the provider charged, before the payment was recorded: restarted, it charges once', {
    timeout: 300_000,
  }, async () => {
    const { env, handle } = await sharedDatabase();
    const { db } = handle;
    // The sandbox charges, then waits a minute before answering: the window to kill the server in.
    const doomed = await startServerProcess({
      ...env,
      SEED_DEMO: 'true',
      SANDBOX_PAYMENTS_PAUSE_AFTER_CHARGE_MS: '60000',
    });
    await db.update(configurations).set({ value: 'true' }).where(eq(configurations.key, 'PAYMENTS_ALLOWED'));
    const client = new Client(doomed.url);
    const driver = (await client.signIn('driver@example.com', DEMO_PASSWORD)).id;
    const card = await insertCard(db, driver, TEST_CARDS.approve);
    const bills = [await insertBill(db, driver, 4200), await insertBill(db, driver, 1300)];
    const ids = bills.map((b) => b.transactionId);
    expect((await pay(client, driver, ids, card)).errors).toBeUndefined();

    // Wait until the provider has made the first charge (the worker is now waiting for its answer).
    const deadline = Date.now() + 60_000;
    let charged: string | undefined;
    while (!charged) {
      for (const id of ids) if ((await chargesOf(db, id)).length > 0) charged = id;
      if (Date.now() > deadline) throw new Error(`no charge made: ${doomed.lines.slice(-20).join('\n')}`);
      if (!charged) await new Promise((r) => setTimeout(r, 100));
    }
    await stopServerProcess(doomed, 'SIGKILL');

    // Killed mid-payment: charged at the provider, recorded nowhere of ours.
    const [firstCharge] = await chargesOf(db, charged);
    for (const id of ids) expect((await transactionRow(db, id)).status).toBe('pending');
    expect(await attemptsOf(db, charged)).toEqual([expect.objectContaining({ status: 'started', calls: 0 })]);

    // Restarted (without the pause): the recovery job hands both payments back to the worker.
    const restarted = await startServerProcess({ ...env, SEED_DEMO: 'false' });
    for (const bill of bills) {
      const done = await waitForTransaction(db, bill.transactionId, undefined, 240_000);
      expect(done.status).toBe('processed');
      expect(await chargesOf(db, bill.transactionId)).toHaveLength(1);
      const { statement, paymentStatuses } = await billed(db, bill);
      expect(statement?.paidAmount).toBe(done.amountCents);
      expect(paymentStatuses).toEqual(['paid', 'paid', 'paid']);
    }
    // The interrupted payment was answered with the charge made before the crash, not a new one.
    const done = await transactionRow(db, charged);
    expect(done.paymentProcessorResponse?.referenceNumber).toBe(firstCharge?.reference);
    const [attempt, ...more] = await attemptsOf(db, charged);
    expect(more).toEqual([]);
    expect(attempt).toMatchObject({ status: 'approved', providerReference: firstCharge?.reference });
    expect(attempt?.response).toMatchObject({ replayed: true });
    await stopServerProcess(restarted);
  });
});
