import { messages } from '@rc/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  errorOf,
  setConfiguration,
  signInDemoUsers,
  startTestServer,
  type TestServer,
} from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { paymentAttempts, sandboxPaymentOperations, transactions } from '../../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';
import { attemptIdempotencyKey } from '../payments.service.js';
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

let server: TestServer;
let handle: DatabaseHandle;
let admin: Client;
let driver: Client;
let other: Client;
let driverId: string;
let otherId: string;
const cards = {} as Record<keyof typeof TEST_CARDS | 'others', string>;

const txFields = 'id username type status statusMessage amountCents retries paidAt description';
const pay = (client: Client, ids: string[], paymentMethodId = cards.approve, username = driverId) =>
  client.graphql(`mutation($input: UpdateTransactionInput!) { updateTransaction(input: $input) { ${txFields} } }`, {
    input: { ids, username, paymentMethodId },
  });
/** A staff refund; the reason is required, so one is given unless the input says otherwise. */
const refund = (client: Client, input: Record<string, unknown>) =>
  client.graphql(`mutation($input: RefundTransactionInput!) { refundTransaction(input: $input) { ${txFields} } }`, {
    input: { description: 'Refund in a test', ...input },
  });
const bill = (amountCents = 1500, username = driverId) => insertBill(handle.db, username, amountCents);
/** Bill paid and processed by the worker. */
const paidBill = async (amountCents: number): Promise<Bill> => {
  const b = await bill(amountCents);
  expect((await pay(driver, [b.transactionId])).errors).toBeUndefined();
  expect((await waitForTransaction(handle.db, b.transactionId)).status).toBe('processed');
  return b;
};

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  ({ admin, driver, driverId, manual: other, manualId: otherId } = await signInDemoUsers(server.url));
  await setConfiguration(handle.db, 'PAYMENTS_ALLOWED', 'true');
  for (const [name, number] of Object.entries(TEST_CARDS)) {
    cards[name as keyof typeof TEST_CARDS] = await insertCard(handle.db, driverId, number);
  }
  cards.others = await insertCard(handle.db, otherId, TEST_CARDS.approve);
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

describe('the payment worker', () => {
  it('charges an approved card once and records the payment everywhere', async () => {
    const b = await bill(1500);
    const res = await pay(driver, [b.transactionId]);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateTransaction[0]).toMatchObject({ status: 'pending' });

    const done = await waitForTransaction(handle.db, b.transactionId);
    const [charge, ...more] = await chargesOf(handle.db, b.transactionId);
    expect(more).toEqual([]);
    expect(charge).toMatchObject({ status: 'approved', amountCents: 1500 });
    expect(done).toMatchObject({ status: 'processed', statusMessage: null, retries: 0, updatedBy: 'System' });
    expect(done.paidAt).toBeInstanceOf(Date);
    expect(done.paymentProcessorResponse?.referenceNumber).toBe(charge?.reference);
    const attempts = await attemptsOf(handle.db, b.transactionId);
    expect(attempts).toEqual([
      expect.objectContaining({
        attempt: 1,
        kind: 'charge',
        status: 'approved',
        calls: 1,
        idempotencyKey: attemptIdempotencyKey('charge', b.transactionId, 1),
        providerReference: charge?.reference,
      }),
    ]);
    const { paymentStatuses, statement } = await billed(handle.db, b);
    expect(paymentStatuses).toEqual(['paid', 'paid', 'paid']);
    expect(statement).toMatchObject({ paidAmount: 1500, isProcessed: true });
    expect(statement?.paidAt).toBeInstanceOf(Date);

    // Paid: a second payment of it is refused, and nothing more is charged.
    expect(errorOf(await pay(driver, [b.transactionId]))).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.noUnpaidTransactions,
    });
    expect(await chargesOf(handle.db, b.transactionId)).toHaveLength(1);
  });

  it('fails on a declined card (message, retries + 1, segments failed); paying again is a new attempt', async () => {
    const b = await bill(800);
    expect((await pay(driver, [b.transactionId], cards.decline)).errors).toBeUndefined();
    const failed = await waitForTransaction(handle.db, b.transactionId);
    expect(failed).toMatchObject({ status: 'failed', statusMessage: messages.cardDeclined, retries: 1, paidAt: null });
    expect((await billed(handle.db, b)).paymentStatuses).toEqual(['failed', 'failed', 'failed']);
    expect((await billed(handle.db, b)).statement).toMatchObject({ paidAmount: 0, paidAt: null });

    expect((await pay(driver, [b.transactionId], cards.approve)).errors).toBeUndefined();
    const paid = await waitForTransaction(handle.db, b.transactionId);
    expect(paid).toMatchObject({ status: 'processed', statusMessage: null, retries: 1 });
    const attempts = await attemptsOf(handle.db, b.transactionId);
    expect(attempts.map((a) => [a.attempt, a.status, a.paymentMethodId])).toEqual([
      [1, 'declined', cards.decline],
      [2, 'approved', cards.approve],
    ]);
    expect(new Set(attempts.map((a) => a.idempotencyKey)).size).toBe(2);
    const charges = await chargesOf(handle.db, b.transactionId);
    expect(charges.map((c) => c.status).sort()).toEqual(['approved', 'declined']);
    expect((await billed(handle.db, b)).paymentStatuses).toEqual(['paid', 'paid', 'paid']);
    expect((await billed(handle.db, b)).statement).toMatchObject({ paidAmount: 800 });
  });

  it('retries a timed-out charge with the same idempotency key: the provider answers the first charge', async () => {
    const b = await bill(1200);
    expect((await pay(driver, [b.transactionId], cards.timeout)).errors).toBeUndefined();
    const done = await waitForTransaction(handle.db, b.transactionId);
    expect(done.status).toBe('processed');
    const [attempt, ...more] = await attemptsOf(handle.db, b.transactionId);
    expect(more).toEqual([]);
    // The first call timed out (status unknown), the retry of the same attempt got the original answer.
    expect(attempt).toMatchObject({ attempt: 1, status: 'approved', calls: 2 });
    expect(attempt?.response).toMatchObject({ replayed: true });
    const charges = await chargesOf(handle.db, b.transactionId);
    expect(charges).toHaveLength(1);
    expect(done.paymentProcessorResponse?.referenceNumber).toBe(charges[0]?.reference);
    expect((await billed(handle.db, b)).statement).toMatchObject({ paidAmount: 1200 });
  });

  it('fifty concurrent pay requests for one transaction: one is accepted, the card is charged once', async () => {
    const b = await bill(2500);
    const results = await Promise.all(Array.from({ length: 50 }, () => pay(driver, [b.transactionId])));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.errors).map((r) => errorOf(r).message))).toEqual(
      new Set([messages.noUnpaidTransactions]),
    );
    expect((await waitForTransaction(handle.db, b.transactionId)).status).toBe('processed');
    expect(await chargesOf(handle.db, b.transactionId)).toHaveLength(1);
    expect(await attemptsOf(handle.db, b.transactionId)).toHaveLength(1);
    expect((await billed(handle.db, b)).statement).toMatchObject({ paidAmount: 2500 });
  });

  it('two tabs (two sessions of one participant) paying at once: one payment, one charge', async () => {
    const tab1 = new Client(server.url);
    const tab2 = new Client(server.url);
    await tab1.signIn('driver@example.com', DEMO_PASSWORD);
    await tab2.signIn('driver@example.com', DEMO_PASSWORD);
    const first = await bill(300);
    const second = await bill(400);
    // Tab 1 pays both; tab 2 pays the second only (with another card), at the same moment.
    const [one, two] = await Promise.all([
      pay(tab1, [first.transactionId, second.transactionId]),
      pay(tab2, [second.transactionId], cards.timeout),
    ]);
    const paidBy = [one, two].filter((r) => !r.errors);
    expect(paidBy.length).toBeGreaterThanOrEqual(1);
    for (const b of [first, second]) {
      expect((await waitForTransaction(handle.db, b.transactionId)).status).toBe('processed');
      expect(await chargesOf(handle.db, b.transactionId)).toHaveLength(1);
      expect(await attemptsOf(handle.db, b.transactionId)).toHaveLength(1);
    }
    // Whichever tab won the second transaction, the other was told there was nothing (left) to pay.
    const paidSecond = [one, two].filter(
      (r) => !r.errors && r.data.updateTransaction.some((t: { id: string }) => t.id === second.transactionId),
    );
    expect(paidSecond).toHaveLength(1);
  });

  it('runs many times at once for one payment (duplicate jobs, several workers) and charges once', async () => {
    const b = await bill(900);
    expect((await pay(driver, [b.transactionId])).errors).toBeUndefined();
    const runs = await Promise.all(
      Array.from({ length: 10 }, () => server.services.paymentLifecycle.processPayment(b.transactionId)),
    );
    expect(runs.filter((r) => r === 'processed').length).toBeLessThanOrEqual(1);
    expect((await waitForTransaction(handle.db, b.transactionId)).status).toBe('processed');
    expect(await chargesOf(handle.db, b.transactionId)).toHaveLength(1);
    expect(await attemptsOf(handle.db, b.transactionId)).toEqual([expect.objectContaining({ calls: 1 })]);
    expect((await billed(handle.db, b)).statement).toMatchObject({ paidAmount: 900 });
  });

  it('paying a transaction that carried an older unpaid one settles the older statement and its items', async () => {
    const older = await bill(600);
    const newer = await bill(1600);
    // As statement generation carries an unpaid balance over: the old transaction is closed into the new.
    await handle.db
      .update(transactions)
      .set({ status: 'carriedOver', carriedIntoTransactionId: newer.transactionId })
      .where(eq(transactions.id, older.transactionId));
    await handle.db
      .update(transactions)
      .set({ carryoverTransactionId: older.transactionId })
      .where(eq(transactions.id, newer.transactionId));
    expect(errorOf(await pay(driver, [older.transactionId])).message).toBe(messages.noUnpaidTransactions);

    expect((await pay(driver, [newer.transactionId], cards.decline)).errors).toBeUndefined();
    expect((await waitForTransaction(handle.db, newer.transactionId)).status).toBe('failed');
    expect((await billed(handle.db, older)).paymentStatuses).toEqual(['failed', 'failed', 'failed']);

    expect((await pay(driver, [newer.transactionId])).errors).toBeUndefined();
    expect((await waitForTransaction(handle.db, newer.transactionId)).status).toBe('processed');
    for (const b of [older, newer]) {
      const { paymentStatuses, statement } = await billed(handle.db, b);
      expect(paymentStatuses).toEqual(['paid', 'paid', 'paid']);
      expect(statement?.isProcessed).toBe(true);
      expect(statement?.paidAt).toBeInstanceOf(Date);
    }
    expect((await billed(handle.db, newer)).statement).toMatchObject({ paidAmount: 1600 });
    expect(await chargesOf(handle.db, older.transactionId)).toEqual([]);
    expect(await transactionRow(handle.db, older.transactionId)).toMatchObject({ status: 'carriedOver' });
  });

  it('does nothing with a transaction that is not pending (a job run again after the payment)', async () => {
    const b = await paidBill(250);
    expect(await server.services.paymentLifecycle.processPayment(b.transactionId)).toBe('skipped');
    expect(await server.services.paymentLifecycle.processPayment('no-such-transaction')).toBe('skipped');
    expect(await chargesOf(handle.db, b.transactionId)).toHaveLength(1);
  });
});

describe('recovery of a payment whose worker died', () => {
  /** A transaction left pending with its attempt written and no job: what a crash leaves behind. */
  const abandoned = async (amountCents: number) => {
    const b = await bill(amountCents);
    const card = await handle.db.query.paymentCards.findFirst({ where: (c, { eq }) => eq(c.id, cards.approve) });
    await handle.db
      .update(transactions)
      .set({ status: 'pending', paymentMethodId: cards.approve, updatedAt: new Date(Date.now() - 120_000) })
      .where(eq(transactions.id, b.transactionId));
    const key = attemptIdempotencyKey('charge', b.transactionId, 1);
    await handle.db.insert(paymentAttempts).values({
      transactionId: b.transactionId,
      username: driverId,
      kind: 'charge',
      attempt: 1,
      idempotencyKey: key,
      amountCents,
      serviceProviderKey: 'sandbox',
      paymentMethodId: cards.approve,
      paymentMethodToken: card?.externalId,
    });
    return { b, key, token: card?.externalId ?? '' };
  };

  it('after the attempt was written but before the provider was called: charged once on recovery', async () => {
    const { b } = await abandoned(650);
    expect(await chargesOf(handle.db, b.transactionId)).toEqual([]);
    // (The every-minute recovery job may queue it first: either way it is queued once.)
    await server.services.paymentLifecycle.recoverPendingPayments();
    expect((await waitForTransaction(handle.db, b.transactionId)).status).toBe('processed');
    expect(await chargesOf(handle.db, b.transactionId)).toHaveLength(1);
    expect(await attemptsOf(handle.db, b.transactionId)).toEqual([
      expect.objectContaining({ attempt: 1, status: 'approved', calls: 1 }),
    ]);
  });

  it('after the provider charged but before we recorded it: the same key returns that charge', async () => {
    const { b, key, token } = await abandoned(700);
    const charged = await server.providers.payments.charge({ token, amountCents: 700, idempotencyKey: key });
    await server.services.paymentLifecycle.recoverPendingPayments();
    const done = await waitForTransaction(handle.db, b.transactionId);
    expect(done).toMatchObject({ status: 'processed' });
    expect(done.paymentProcessorResponse?.referenceNumber).toBe(charged.reference);
    expect(await chargesOf(handle.db, b.transactionId)).toHaveLength(1);
    expect((await billed(handle.db, b)).statement).toMatchObject({ paidAmount: 700 });
  });

  it('leaves alone a payment a live worker is processing (it holds the payment lease)', async () => {
    const { b } = await abandoned(710);
    await handle.db.transaction(async (tx) => {
      // Holding the lease as a live worker does while it waits for the provider (see tryPaymentLease).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payment:${b.transactionId}`}, 0))`);
      expect(await server.services.paymentLifecycle.recoverPendingPayments()).toBe(0);
      expect(await server.services.paymentLifecycle.processPayment(b.transactionId)).toBe('busy');
      expect(await transactionRow(handle.db, b.transactionId)).toMatchObject({ status: 'pending' });
    });
    await server.services.paymentLifecycle.recoverPendingPayments();
    expect((await waitForTransaction(handle.db, b.transactionId)).status).toBe('processed');
    expect(await chargesOf(handle.db, b.transactionId)).toHaveLength(1);
  });
});

describe('who may pay and see a transaction', () => {
  it('another participant can neither pay nor read someone else’s transaction', async () => {
    const b = await bill(1100);
    const asOwner = await pay(other, [b.transactionId], cards.others, driverId);
    expect(errorOf(asOwner).code).toBe('FORBIDDEN');
    const asSelf = await pay(other, [b.transactionId], cards.others, otherId);
    expect(errorOf(asSelf).code).toBe('NOT_FOUND');
    const withTheirCard = await pay(driver, [b.transactionId], cards.others);
    expect(errorOf(withTheirCard).code).toBe('NOT_FOUND');
    const read = await other.graphql('query($id: ID!) { getTransaction(id: $id) { id status } }', {
      id: b.transactionId,
    });
    expect(errorOf(read).code).toBe('FORBIDDEN');
    expect(await transactionRow(handle.db, b.transactionId)).toMatchObject({ status: 'created' });
    expect(await attemptsOf(handle.db, b.transactionId)).toEqual([]);
  });

  it('the participant follows the payment by polling getTransaction until it is no longer pending', async () => {
    const b = await bill(450);
    expect((await pay(driver, [b.transactionId])).errors).toBeUndefined();
    let status = 'pending';
    for (let i = 0; i < 300 && status === 'pending'; i++) {
      const res = await driver.graphql('query($id: ID!) { getTransaction(id: $id) { status statusMessage paidAt } }', {
        id: b.transactionId,
      });
      expect(res.errors).toBeUndefined();
      status = res.data.getTransaction.status;
      if (status === 'pending') await new Promise((r) => setTimeout(r, 200));
      else expect(res.data.getTransaction.paidAt).toBeTruthy();
    }
    expect(status).toBe('processed');
  });
});

describe('staff refunds', () => {
  const refundsOf = (transactionId: string) =>
    handle.db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.refundedTransactionId, transactionId), eq(paymentAttempts.kind, 'refund')));

  it('refunds part, then the rest, of a processed card payment through the provider', async () => {
    const b = await paidBill(1500);
    const part = await refund(admin, { transactionId: b.transactionId, amountCents: 500, description: 'Overcharge' });
    expect(part.errors).toBeUndefined();
    expect(part.data.refundTransaction).toMatchObject({
      type: 'refund',
      status: 'processed',
      amountCents: 500,
      username: driverId,
      description: 'Overcharge',
    });
    expect(part.data.refundTransaction.paidAt).toBeTruthy();

    expect(errorOf(await refund(admin, { transactionId: b.transactionId, amountCents: 1001 }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.refundTooLarge,
    });
    const rest = await refund(admin, { transactionId: b.transactionId });
    expect(rest.data.refundTransaction).toMatchObject({ type: 'refund', status: 'processed', amountCents: 1000 });
    expect(errorOf(await refund(admin, { transactionId: b.transactionId }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.refundAlreadyRefunded,
    });

    const attempts = await refundsOf(b.transactionId);
    expect(attempts.map((a) => [a.status, a.amountCents]).sort()).toEqual([
      ['approved', 1000],
      ['approved', 500],
    ]);
    const [charge] = await chargesOf(handle.db, b.transactionId);
    const providerRefunds = await handle.db
      .select()
      .from(sandboxPaymentOperations)
      .where(eq(sandboxPaymentOperations.chargeReference, charge?.reference ?? ''));
    expect(providerRefunds.map((r) => r.amountCents).sort()).toEqual([1000, 500]);
    // The paid transaction stays processed; the refunds are transactions of their own.
    expect(await transactionRow(handle.db, b.transactionId)).toMatchObject({ status: 'processed' });
  });

  it('never refunds more than was paid, even when staff refund at the same moment', async () => {
    const b = await paidBill(1000);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => refund(admin, { transactionId: b.transactionId, amountCents: 400 })),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(2);
    expect(new Set(results.filter((r) => r.errors).map((r) => errorOf(r).message))).toEqual(
      new Set([messages.refundTooLarge]),
    );
    const [charge] = await chargesOf(handle.db, b.transactionId);
    const providerRefunds = await handle.db
      .select()
      .from(sandboxPaymentOperations)
      .where(eq(sandboxPaymentOperations.chargeReference, charge?.reference ?? ''));
    expect(providerRefunds.reduce((sum, r) => sum + r.amountCents, 0)).toBe(800);
  });

  it('refuses what cannot be refunded, with messages, and changes nothing', async () => {
    const unpaid = await bill(600);
    const [paidByCheck] = await handle.db
      .insert(transactions)
      .values({ username: driverId, amountCents: 600, status: 'processed', paidAt: new Date() })
      .returning();
    const paid = await paidBill(600);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ transactionId: unpaid.transactionId }, 'BAD_USER_INPUT', messages.refundNotAllowed],
      [{ transactionId: paidByCheck?.id }, 'BAD_USER_INPUT', messages.refundNoCardCharge],
      [{ transactionId: paid.transactionId, amountCents: 0 }, 'BAD_USER_INPUT', messages.refundAmountInvalid],
      [{ transactionId: paid.transactionId, amountCents: -5 }, 'BAD_USER_INPUT', messages.refundAmountInvalid],
      [{ transactionId: paid.transactionId, amountCents: 601 }, 'BAD_USER_INPUT', messages.refundTooLarge],
      [
        { transactionId: paid.transactionId, description: 'x'.repeat(1001) },
        'BAD_USER_INPUT',
        messages.refundDescriptionTooLong,
      ],
      [{ transactionId: 'no-such-transaction' }, 'NOT_FOUND', messages.transactionNotFound],
      [{ transactionId: paid.transactionId, description: '  ' }, 'BAD_USER_INPUT', messages.refundReasonRequired],
    ];
    for (const [input, code, message] of cases) {
      expect(errorOf(await refund(admin, input)), JSON.stringify(input)).toEqual({ code, message });
    }
    // A refund transaction is not itself refundable.
    const made = await refund(admin, { transactionId: paid.transactionId, amountCents: 100 });
    expect(errorOf(await refund(admin, { transactionId: made.data.refundTransaction.id }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.refundNotAllowed,
    });
    // Participants cannot refund, not even their own payment.
    expect(errorOf(await refund(driver, { transactionId: paid.transactionId })).code).toBe('FORBIDDEN');
    expect(await refundsOf(paid.transactionId)).toHaveLength(1);
    expect(await refundsOf(unpaid.transactionId)).toEqual([]);
  });
});
