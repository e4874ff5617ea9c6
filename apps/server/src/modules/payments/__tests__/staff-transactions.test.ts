import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  errorOf,
  setConfiguration,
  signInDemoUsers,
  startTestServer,
  type TestServer,
} from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { participantStatements, transactions } from '../../../db/schema/index.js';
import { ReconcileReadModel } from '../../statements/reconcile.read-model.js';
import { reconcile } from '../../statements/reconcile.service.js';
import { type Bill, chargesOf, insertBill, insertCard, TEST_CARDS, waitForTransaction } from './payment-fixtures.js';

// Staff /transactions (staff spec sections 2, 4, 9): search by range, status and standing, the summary
// of the whole filter, the CSV export, the payment attempts, and an idempotent partial refund after
// which the books still reconcile.

let server: TestServer;
let handle: DatabaseHandle;
let admin: Client;
let driver: Client;
let driverId: string;
let card: string;

const DAY = 86_400_000;
// The bills' transactions are moved into this window, away from anything else in the database.
const windowStart = new Date('2003-03-01T00:00:00.000Z');
const windowEnd = new Date('2003-03-08T00:00:00.000Z');
const range = { ge: windowStart.toISOString(), lt: windowEnd.toISOString() };

const rowFields = 'id username type status standing amountCents paidAt paymentProcessorResponse { referenceNumber }';
const search = (
  client: Client,
  filter: Record<string, unknown> | null,
  page: { limit?: number; nextToken?: string } = {},
) =>
  client.graphql(
    `query($createdAt: ModelDateKeyConditionInput!, $filter: StaffTransactionSearchFilterInput, $limit: Int, $nextToken: String) {
      searchTransactions(createdAt: $createdAt, filter: $filter, limit: $limit, nextToken: $nextToken) { items { ${rowFields} } nextToken }
    }`,
    { createdAt: range, filter, ...page },
  );
const summary = (client: Client, filter: Record<string, unknown> | null, createdAt: Record<string, string> = range) =>
  client.graphql(
    `query($createdAt: ModelDateKeyConditionInput!, $filter: StaffTransactionSearchFilterInput) {
      summarizeTransactions(createdAt: $createdAt, filter: $filter) {
        count amountCents
        charges { key count amountCents } refunds { key count amountCents }
        byStatus { key count amountCents } byStanding { key count amountCents }
      }
    }`,
    { createdAt, filter },
  );
const refund = (client: Client, input: Record<string, unknown>) =>
  client.graphql(
    'mutation($input: RefundTransactionInput!) { refundTransaction(input: $input) { id type status amountCents description } }',
    { input },
  );

/** Every row of a search, read a page of `limit` at a time. */
async function allRows(filter: Record<string, unknown> | null, limit = 2) {
  const rows: { id: string; type: string; status: string; standing: string; amountCents: number }[] = [];
  let nextToken: string | undefined;
  do {
    const res = await search(admin, filter, { limit, nextToken });
    expect(res.errors).toBeUndefined();
    rows.push(...res.data.searchTransactions.items);
    nextToken = res.data.searchTransactions.nextToken ?? undefined;
  } while (nextToken);
  return rows;
}

/** A bill whose statement was issued `ageDays` ago and whose transaction sits at `offsetHours` into the window. */
async function agedBill(amountCents: number, ageDays: number, offsetHours: number): Promise<Bill> {
  const b = await insertBill(handle.db, driverId, amountCents);
  await handle.db
    .update(participantStatements)
    .set({ createdAt: new Date(Date.now() - ageDays * DAY - 60_000) })
    .where(eq(participantStatements.id, b.statementId));
  await handle.db
    .update(transactions)
    .set({ createdAt: new Date(windowStart.getTime() + offsetHours * 3_600_000) })
    .where(eq(transactions.id, b.transactionId));
  return b;
}

const bills = {} as Record<'current' | 'due' | 'overdue' | 'default' | 'paid', Bill>;

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  ({ admin, driver, driverId } = await signInDemoUsers(server.url));
  await setConfiguration(handle.db, 'PAYMENTS_ALLOWED', 'true');
  card = await insertCard(handle.db, driverId, TEST_CARDS.approve);
  // Ages against the defaults: due 14, overdue 21, default 30 days.
  bills.current = await agedBill(1100, 2, 1);
  bills.due = await agedBill(1200, 15, 2);
  bills.overdue = await agedBill(1300, 25, 3);
  bills.default = await agedBill(1400, 40, 4);
  bills.paid = await agedBill(2000, 40, 5);
  const paid = await driver.graphql(
    'mutation($input: UpdateTransactionInput!) { updateTransaction(input: $input) { id status } }',
    { input: { ids: [bills.paid.transactionId], username: driverId, paymentMethodId: card } },
  );
  expect(paid.errors).toBeUndefined();
  expect((await waitForTransaction(handle.db, bills.paid.transactionId)).status).toBe('processed');
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

describe('searchTransactions', () => {
  it('filters by standing and by status, a server page at a time, newest first', async () => {
    for (const standing of ['due', 'overdue', 'default'] as const) {
      const rows = await allRows({ standing });
      expect(rows.map((r) => r.id)).toEqual([bills[standing].transactionId]);
      expect(rows[0]?.standing).toBe(standing);
    }
    const current = await allRows({ standing: 'current' });
    expect(current.map((r) => r.id)).toEqual([bills.paid.transactionId, bills.current.transactionId]);

    const processed = await allRows({ status: 'processed' });
    expect(processed.map((r) => r.id)).toEqual([bills.paid.transactionId]);
    const created = await allRows({ status: 'created' });
    expect(created.map((r) => r.id)).toEqual(
      ['default', 'overdue', 'due', 'current'].map((k) => bills[k as keyof typeof bills].transactionId),
    );
    // Both together; and a page of two reads the same rows as one page of all.
    expect(await allRows({ status: 'processed', standing: 'default' })).toEqual([]);
    expect((await allRows(null, 2)).map((r) => r.id)).toEqual((await allRows(null, 100)).map((r) => r.id));
  });

  it('refuses a missing or too wide range and a page over 100, with the reason', async () => {
    const noEnd = await admin.graphql(
      'query { searchTransactions(createdAt: { ge: "2003-03-01T00:00:00Z" }) { items { id } } }',
    );
    expect(errorOf(noEnd).code).toBe('BAD_USER_INPUT');
    const wide = await summary(admin, null, { ge: '2001-01-01T00:00:00Z', lt: '2003-01-01T00:00:00Z' });
    expect(errorOf(wide)).toEqual({ code: 'BAD_USER_INPUT', message: 'createdAt: the range may be at most 366 days.' });
    expect(errorOf(await search(admin, null, { limit: 101 })).code).toBe('BAD_USER_INPUT');
  });
});

describe('summarizeTransactions', () => {
  it('totals the whole filter (not a page), in cents, by status and standing', async () => {
    const all = await summary(admin, null);
    expect(all.errors).toBeUndefined();
    const s = all.data.summarizeTransactions;
    expect(s.count).toBe(5);
    expect(s.amountCents).toBe(1100 + 1200 + 1300 + 1400 + 2000);
    expect(s.byStatus).toEqual([
      { key: 'created', count: 4, amountCents: 5000 },
      { key: 'processed', count: 1, amountCents: 2000 },
    ]);
    expect(s.byStanding).toEqual([
      { key: 'current', count: 2, amountCents: 3100 },
      { key: 'due', count: 1, amountCents: 1200 },
      { key: 'overdue', count: 1, amountCents: 1300 },
      { key: 'default', count: 1, amountCents: 1400 },
    ]);
    // The same numbers as adding up every row the search returns.
    const rows = await allRows(null);
    expect(rows.reduce((sum, r) => sum + (r.type === 'refund' ? -r.amountCents : r.amountCents), 0)).toBe(
      s.amountCents,
    );

    const overdue = (await summary(admin, { standing: 'overdue' })).data.summarizeTransactions;
    expect(overdue).toMatchObject({ count: 1, amountCents: 1300, refunds: { count: 0, amountCents: 0 } });
  });
});

describe('authorisation', () => {
  it('lets no participant search, total, export or read payment attempts', async () => {
    expect(errorOf(await search(driver, null)).code).toBe('FORBIDDEN');
    expect(errorOf(await summary(driver, { standing: 'due' })).code).toBe('FORBIDDEN');
    const attempts = await driver.graphql(
      'query($id: ID!) { getPaymentAttemptsByTransactionId(transactionId: $id) { id } }',
      { id: bills.paid.transactionId },
    );
    expect(errorOf(attempts).code).toBe('FORBIDDEN');
    const csv = await driver.fetch('/api/staff/exports/transactions.csv?from=2003-03-01&to=2003-03-07');
    expect(csv.status).toBe(403);
  });
});

describe('the transactions export', () => {
  it('streams every transaction of the filter as CSV, and refuses a bad parameter', async () => {
    const res = await admin.fetch('/api/staff/exports/transactions.csv?from=2003-03-01&to=2003-03-07&standing=due');
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]?.startsWith('id,username,createdAt,type,status,standing')).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(bills.due.transactionId);
    expect(lines[1]).toContain(',due,');
    const bad = await admin.fetch('/api/staff/exports/transactions.csv?from=2003-03-01&to=2003-03-07&standing=late');
    expect(bad.status).toBe(400);
  });
});

describe('refunds on the staff transaction page', () => {
  it('refunds part of a payment once per request id, lists the attempts, and the books reconcile', async () => {
    const id = randomUUID();
    const input = { transactionId: bills.paid.transactionId, amountCents: 700, description: 'Goodwill', id };
    const [first, again] = await Promise.all([refund(admin, input), refund(admin, input)]);
    expect(first.errors).toBeUndefined();
    expect(again.errors).toBeUndefined();
    expect(first.data.refundTransaction).toMatchObject({ id, type: 'refund', amountCents: 700 });
    expect(again.data.refundTransaction.id).toBe(id);
    const third = await refund(admin, input);
    expect(third.data.refundTransaction).toMatchObject({ id, status: 'processed', amountCents: 700 });
    const refunds = await handle.db
      .select()
      .from(transactions)
      .where(inArray(transactions.id, [id]));
    expect(refunds).toHaveLength(1);
    // An id already used by another transaction is refused.
    const clash = await refund(admin, { ...input, id: bills.due.transactionId });
    expect(errorOf(clash).code).toBe('BAD_USER_INPUT');

    const attempts = await admin.graphql(
      'query($id: ID!) { getPaymentAttemptsByTransactionId(transactionId: $id) { kind status amountCents providerReference transactionId } }',
      { id: bills.paid.transactionId },
    );
    expect(attempts.errors).toBeUndefined();
    const [charge] = await chargesOf(handle.db, bills.paid.transactionId);
    expect(attempts.data.getPaymentAttemptsByTransactionId).toEqual([
      {
        kind: 'charge',
        status: 'approved',
        amountCents: 2000,
        providerReference: charge?.reference,
        transactionId: bills.paid.transactionId,
      },
      expect.objectContaining({ kind: 'refund', status: 'approved', amountCents: 700, transactionId: id }),
    ]);

    // The refund is in the totals of its own day (it was created now), counted down.
    const today = new Date();
    const refundsToday = await summary(
      admin,
      { type: 'refund' },
      { ge: new Date(today.getTime() - DAY).toISOString(), lt: new Date(today.getTime() + DAY).toISOString() },
    );
    expect(refundsToday.data.summarizeTransactions).toMatchObject({
      count: 1,
      amountCents: -700,
      refunds: { count: 1, amountCents: 700 },
    });

    const report = await reconcile(new ReconcileReadModel(handle.db), {
      charges: server.providers.payments,
      usernames: [driverId],
    });
    // The fixtures' statements carry no fee breakdown, so only the money checks apply here: every
    // processed payment and refund matches one approved provider operation of its amount, and back.
    expect(report.payments.checked).toBe(true);
    expect(report.payments.providerRefunds).toBe(1);
    expect(report.mismatches.filter((m) => m.check === 'payments')).toEqual([]);
  });
});
