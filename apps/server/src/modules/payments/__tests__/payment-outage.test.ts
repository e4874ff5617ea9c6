import { messages } from '@rc/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  errorOf,
  setConfiguration,
  signInDemoUsers,
  startTestServer,
  type TestServer,
} from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { ReconcileReadModel } from '../../statements/reconcile.read-model.js';
import { reconcile } from '../../statements/reconcile.service.js';
import {
  attemptsOf,
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
let driver: Client;
let driverId: string;
let card: string;

const pay = (transactionId: string) =>
  driver.graphql('mutation($input: UpdateTransactionInput!) { updateTransaction(input: $input) { id status } }', {
    input: { ids: [transactionId], username: driverId, paymentMethodId: card },
  });

/** Pays a new bill while the provider is out, and waits until the worker has heard nothing back. */
async function payDuringOutage(amountCents: number) {
  const b = await insertBill(handle.db, driverId, amountCents);
  expect((await pay(b.transactionId)).errors).toBeUndefined();
  for (let i = 0; i < 100; i++) {
    const [attempt] = await attemptsOf(handle.db, b.transactionId);
    const row = await transactionRow(handle.db, b.transactionId);
    if (attempt?.status === 'unknown' && row.statusMessage) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return b;
}

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  ({ driver, driverId } = await signInDemoUsers(server.url));
  await setConfiguration(handle.db, 'PAYMENTS_ALLOWED', 'true');
  card = await insertCard(handle.db, driverId, TEST_CARDS.approve);
});
afterEach(() => server.providers.payments.configureOutage(null));
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

describe('the card processor down or timing out', () => {
  it('down: the payment waits with a message, then settles once when the processor is back', async () => {
    server.providers.payments.configureOutage('down');
    const b = await payDuringOutage(1300);
    const waiting = await driver.graphql('query($id: ID!) { getTransaction(id: $id) { status statusMessage } }', {
      id: b.transactionId,
    });
    expect(waiting.data.getTransaction).toEqual({
      status: 'pending',
      statusMessage: messages.paymentWaitingForProcessor,
    });
    expect(await attemptsOf(handle.db, b.transactionId)).toEqual([
      expect.objectContaining({ attempt: 1, status: 'unknown' }),
    ]);
    expect(await chargesOf(handle.db, b.transactionId)).toEqual([]); // the provider's own books

    server.providers.payments.configureOutage(null);
    // The job's next retry or the recovery would do this within a minute; the test does not wait for them.
    await server.services.paymentLifecycle.processPayment(b.transactionId);
    const done = await waitForTransaction(handle.db, b.transactionId);
    expect(done).toMatchObject({ status: 'processed', statusMessage: null });
    expect(await chargesOf(handle.db, b.transactionId)).toHaveLength(1);
    const attempts = await attemptsOf(handle.db, b.transactionId);
    expect(attempts).toEqual([expect.objectContaining({ attempt: 1, status: 'approved' })]);
    expect(attempts[0]?.calls).toBeGreaterThanOrEqual(2);
    expect((await billed(handle.db, b)).statement).toMatchObject({ paidAmount: 1300 });
  });

  it('timeout: charged once during the outage, recorded once afterwards, and the books agree meanwhile', async () => {
    server.providers.payments.configureOutage('timeout');
    const b = await payDuringOutage(1400);
    expect(await transactionRow(handle.db, b.transactionId)).toMatchObject({
      status: 'pending',
      statusMessage: messages.paymentWaitingForProcessor,
    });
    // The provider made the charge; its answer never arrived. Retries during the outage charge nothing more.
    await server.services.paymentLifecycle.processPayment(b.transactionId);
    expect(await chargesOf(handle.db, b.transactionId)).toHaveLength(1);
    // An outage longer than reconciliation's in-flight window: the charge of a pending payment is no mismatch.
    const later = new Date(Date.now() + 60 * 60_000);
    const report = await reconcile(new ReconcileReadModel(handle.db), {
      charges: server.providers.payments,
      now: later,
    });
    expect(report.mismatches.filter((m) => m.check === 'payments')).toEqual([]);

    server.providers.payments.configureOutage(null);
    await server.services.paymentLifecycle.processPayment(b.transactionId);
    const done = await waitForTransaction(handle.db, b.transactionId);
    const charges = await chargesOf(handle.db, b.transactionId);
    expect(charges).toHaveLength(1);
    expect(done).toMatchObject({ status: 'processed', statusMessage: null });
    expect(done.paymentProcessorResponse?.referenceNumber).toBe(charges[0]?.reference);
    expect((await attemptsOf(handle.db, b.transactionId))[0]?.response).toMatchObject({ replayed: true });
  });

  it('saving a card while the processor is down says so and saves nothing', async () => {
    server.providers.payments.configureOutage('down');
    const token = server.providers.payments.createToken(TEST_CARDS.approve, 12, new Date().getFullYear() + 2);
    const res = await driver.graphql(
      'mutation($input: StorePaymentCardByTokenInput!) { storePaymentCardByToken(input: $input) { paymentMethodId } }',
      { input: { username: driverId, token, isDefault: false } },
    );
    expect(errorOf(res)).toEqual({ code: 'SERVICE_UNAVAILABLE', message: messages.cardProcessorUnavailable });
  });
});
