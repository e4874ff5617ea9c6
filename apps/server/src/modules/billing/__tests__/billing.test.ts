import { messages } from '@rc/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  errorOf,
  setConfiguration as setDatabaseConfiguration,
  signInDemoUsers,
  startTestServer,
  type TestServer,
} from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import {
  auditEvents,
  participantStatements,
  paymentCards,
  transactions,
  tripAdjustments,
  tripSegments,
  trips,
} from '../../../db/schema/index.js';

let server: TestServer;
let handle: DatabaseHandle;
let admin: Client;
let driver: Client;
let other: Client;
let driverId: string;
let otherId: string;

const DAY = 24 * 3600 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const nextYear = new Date().getFullYear() + 1;
type IdName =
  | 'aug'
  | 'sep'
  | 'oct'
  | 'othersStatement'
  | 'card'
  | 'otherCard'
  | 'expiredCard'
  | 'txAug'
  | 'txSep'
  | 'txOct'
  | 'txFailed'
  | 'txRefund'
  | 'txOther';
const ids = {} as Record<IdName, string>;

const txFields =
  'id username status amountCents standing paymentType paymentInfo paymentMethodId statementId paidAt description statusMessage';
const pay = (client: Client, input: Record<string, unknown>) =>
  client.graphql(`mutation($input: UpdateTransactionInput!) { updateTransaction(input: $input) { ${txFields} } }`, {
    input,
  });
const setConfiguration = (key: string, value: string) => setDatabaseConfiguration(handle.db, key, value);
const statusOf = async (id: string) =>
  (await handle.db.select().from(transactions).where(eq(transactions.id, id)))[0]?.status;

beforeAll(async () => {
  // An API-only process: paying leaves the transactions pending (no payment worker here; the worker
  // and its outcomes are tested in payments/__tests__/payment-worker.test.ts).
  server = await startTestServer({ ROLE: 'api' });
  handle = connect(server.databaseUrl);
  ({ admin, driver, driverId, manual: other, manualId: otherId } = await signInDemoUsers(server.url));
  await setConfiguration('PAYMENTS_ALLOWED', 'true');

  const { db } = handle;
  // Statement generation comes with a later issue: statements and transactions are inserted here.
  const statement = (username: string, month: string, createdAt: Date, extra: Record<string, unknown> = {}) => ({
    username,
    month,
    periodFrom: new Date(`${month}-01T08:00:00Z`),
    periodTo: new Date(`${month}-28T08:00:00Z`),
    createdAt,
    createdBy: 'System',
    ...extra,
  });
  const [aug, sep, oct, othersStatement] = await db
    .insert(participantStatements)
    .values([
      statement(driverId, '2024-08', daysAgo(40), {
        isProcessed: true,
        balance: 0,
        tripsSummary: [
          { stateCode: 'CA', fuel: 12.5, fuelFee: 250, mileage: 320.4, mileageFee: 640, taxDifference: 390, net: 390 },
        ],
        adjustmentSummary: [{ adjMileage: -3, adjMileageFee: -6, adjFuel: -0.2, adjFuelFee: -4, shortDate: '08/14' }],
        vehiclesSummary: [{ fuel: 12.5, fuelFee: 250, mileage: 320.4, mileageFee: 640, taxDifference: 390 }],
      }),
      statement(driverId, '2024-09', daysAgo(22), { shouldSendEmailToParticipant: true, balance: 1500 }),
      statement(driverId, '2024-10', daysAgo(3), { createdBy: 'admin-user', balance: 800 }),
      statement(otherId, '2024-09', daysAgo(22)),
    ])
    .returning();
  const [card, otherCard, expiredCard] = await db
    .insert(paymentCards)
    .values([
      {
        username: driverId,
        brand: 'visa',
        last4: '4242',
        expirationMonth: 12,
        expirationYear: nextYear,
        isDefault: true,
      },
      {
        username: otherId,
        brand: 'amex',
        last4: '0005',
        expirationMonth: 12,
        expirationYear: nextYear,
        isDefault: true,
      },
      { username: driverId, brand: 'mastercard', last4: '4444', expirationMonth: 1, expirationYear: 2020 },
    ])
    .returning();
  const [txAug, txSep, txOct, txFailed, txRefund, txOther] = await db
    .insert(transactions)
    .values([
      { username: driverId, amountCents: 900, status: 'processed', statementId: aug?.id, createdAt: daysAgo(40) },
      { username: driverId, amountCents: 1500, statementId: sep?.id, createdAt: daysAgo(22) },
      { username: driverId, amountCents: 800, statementId: oct?.id, createdAt: daysAgo(3) },
      { username: driverId, amountCents: 300, status: 'failed', statusMessage: 'Card declined', createdAt: daysAgo(2) },
      { username: driverId, amountCents: 200, type: 'refund', createdAt: daysAgo(1) },
      { username: otherId, amountCents: 700, statementId: othersStatement?.id, createdAt: daysAgo(22) },
    ])
    .returning();
  const [trip] = await db.insert(trips).values({ username: driverId }).returning();
  if (!aug || !sep || !oct || !othersStatement || !card || !otherCard || !expiredCard || !trip) throw new Error('seed');
  if (!txAug || !txSep || !txOct || !txFailed || !txRefund || !txOther) throw new Error('seed');
  await db.insert(tripSegments).values([
    {
      tripId: trip.id,
      username: driverId,
      type: 'public',
      stateCode: 'CA',
      mileage: 10,
      mileageFeeCents: 20,
      transactionId: txSep.id,
    },
    {
      tripId: trip.id,
      username: driverId,
      type: 'private',
      stateCode: 'CA',
      mileage: 2,
      mileageFeeCents: 0,
      transactionId: txSep.id,
    },
    { tripId: trip.id, username: driverId, type: 'public', stateCode: 'CA', mileage: 5, mileageFeeCents: 10 },
  ]);
  await db.insert(tripAdjustments).values({
    tripId: trip.id,
    username: driverId,
    note: 'GPS gap',
    adjMileage: 1.5,
    adjMileageFeeCents: 3,
    transactionId: txSep.id,
  });
  Object.assign(ids, {
    aug: aug.id,
    sep: sep.id,
    oct: oct.id,
    othersStatement: othersStatement.id,
    card: card.id,
    otherCard: otherCard.id,
    expiredCard: expiredCard.id,
    txAug: txAug.id,
    txSep: txSep.id,
    txOct: txOct.id,
    txFailed: txFailed.id,
    txRefund: txRefund.id,
    txOther: txOther.id,
  });
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

const byUsername = (client: Client, variables: Record<string, unknown>) =>
  client.graphql(
    `query($u: ID!, $c: ModelDateKeyConditionInput, $f: ModelTransactionFilterInput, $limit: Int, $next: String, $dir: ModelSortDirection) {
      getTransactionsByUsernameByCreatedAt(username: $u, createdAt: $c, filter: $f, limit: $limit, nextToken: $next, sortDirection: $dir) {
        items { ${txFields} } nextToken } }`,
    variables,
  );

describe('transactions', () => {
  it('lists a participant’s transactions newest first, with filters and pages', async () => {
    const all = await byUsername(driver, { u: driverId });
    expect(all.errors).toBeUndefined();
    const items = all.data.getTransactionsByUsernameByCreatedAt.items as { id: string }[];
    expect(items.map((t) => t.id)).toEqual([ids.txRefund, ids.txFailed, ids.txOct, ids.txSep, ids.txAug]);

    const failed = await byUsername(driver, { u: driverId, f: { status: 'failed' } });
    expect(failed.data.getTransactionsByUsernameByCreatedAt.items.map((t: { id: string }) => t.id)).toEqual([
      ids.txFailed,
    ]);

    const range = await byUsername(driver, {
      u: driverId,
      c: { between: [daysAgo(30).toISOString(), daysAgo(2.5).toISOString()] },
      dir: 'ASC',
    });
    expect(range.data.getTransactionsByUsernameByCreatedAt.items.map((t: { id: string }) => t.id)).toEqual([
      ids.txSep,
      ids.txOct,
    ]);

    const seen: string[] = [];
    let next: string | null = null;
    do {
      const page = await byUsername(driver, { u: driverId, limit: 2, next });
      seen.push(...page.data.getTransactionsByUsernameByCreatedAt.items.map((t: { id: string }) => t.id));
      next = page.data.getTransactionsByUsernameByCreatedAt.nextToken;
    } while (next);
    expect(seen).toEqual(items.map((t) => t.id));
  });

  it('derives the standing from the statement age and the BILLING_BALANCE_* configuration', async () => {
    const standing = async () => {
      const res = await byUsername(driver, { u: driverId });
      return Object.fromEntries(
        (res.data.getTransactionsByUsernameByCreatedAt.items as { id: string; standing: string }[]).map((t) => [
          t.id,
          t.standing,
        ]),
      );
    };
    expect(await standing()).toMatchObject({
      [ids.txAug]: 'current', // paid, on a processed statement
      [ids.txSep]: 'overdue', // 22 days: overdue from 21
      [ids.txOct]: 'current', // 3 days
      [ids.txRefund]: 'current',
    });
    try {
      await setConfiguration('BILLING_BALANCE_OVERDUE_DAYS', '25');
      expect((await standing())[ids.txSep]).toBe('due');
      await setConfiguration('BILLING_BALANCE_OVERDUE_DAYS', '21');
      await setConfiguration('BILLING_BALANCE_DEFAULT_DAYS', '22');
      expect((await standing())[ids.txSep]).toBe('default');
      // Ages out of order are read in order: default is never before overdue.
      await setConfiguration('BILLING_BALANCE_DEFAULT_DAYS', '10');
      expect((await standing())[ids.txSep]).toBe('default');
    } finally {
      await setConfiguration('BILLING_BALANCE_OVERDUE_DAYS', '21');
      await setConfiguration('BILLING_BALANCE_DEFAULT_DAYS', '30');
    }
  });

  it('keeps participants to their own transactions', async () => {
    expect(errorOf(await byUsername(other, { u: driverId })).code).toBe('FORBIDDEN');
    const one = await other.graphql('query($id: ID!) { getTransaction(id: $id) { id } }', { id: ids.txSep });
    expect(errorOf(one).code).toBe('FORBIDDEN');
    const byStatement = await other.graphql(
      'query($s: ID!) { getTransactionsByStatementId(statementId: $s) { items { id } } }',
      {
        s: ids.sep,
      },
    );
    expect(errorOf(byStatement).code).toBe('FORBIDDEN');
    const segments = await other.graphql(
      'query($t: ID!) { getTripSegmentsByTransactionId(transactionId: $t) { items { id } } }',
      { t: ids.txSep },
    );
    expect(errorOf(segments).code).toBe('FORBIDDEN');
    const byType = await driver.graphql(
      'query { getTransactionsByTypeByCreatedAt(type: transaction) { items { id } } }',
    );
    expect(errorOf(byType).code).toBe('FORBIDDEN');
    const missing = await driver.graphql('query { getTransaction(id: "no-such-transaction") { id } }');
    expect(missing.errors).toBeUndefined();
    expect(missing.data.getTransaction).toBeNull();
  });

  it('reads a transaction with its statement, segments and adjustments', async () => {
    const res = await driver.graphql(
      `query($id: ID!, $s: ID!) {
        getTransaction(id: $id) { id statementId standing tripSegments { items { id mileage mileageFeeCents type paymentStatus } } tripAdjustments { items { id note adjMileageFeeCents } } }
        getTransactionsByStatementId(statementId: $s) { items { id } nextToken }
        getTripSegmentsByTransactionId(transactionId: $id) { items { id transactionId mileage mileageFeeCents stateCode } nextToken }
        getTripAdjustmentsByTransactionId(transactionId: $id) { items { id transactionId adjMileage adjMileageFeeCents note } nextToken }
      }`,
      { id: ids.txSep, s: ids.sep },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.getTransaction.tripSegments.items).toHaveLength(2);
    expect(res.data.getTransaction.tripAdjustments.items).toEqual([
      expect.objectContaining({ note: 'GPS gap', adjMileageFeeCents: 3 }),
    ]);
    expect(res.data.getTransactionsByStatementId.items.map((t: { id: string }) => t.id)).toEqual([ids.txSep]);
    const segments = res.data.getTripSegmentsByTransactionId.items as {
      transactionId: string;
      mileageFeeCents: number;
    }[];
    expect(segments.map((s) => s.mileageFeeCents).sort()).toEqual([0, 20]);
    expect(segments.every((s) => s.transactionId === ids.txSep)).toBe(true);
    expect(res.data.getTripAdjustmentsByTransactionId.items[0]).toMatchObject({
      adjMileage: 1.5,
      transactionId: ids.txSep,
    });
  });

  it('lists transactions by type for staff, with a status filter', async () => {
    const res = await admin.graphql(
      `query($c: ModelDateKeyConditionInput) {
        charges: getTransactionsByTypeByCreatedAt(type: transaction, createdAt: $c, filter: { status: created }) { items { id username status } }
        refunds: getTransactionsByTypeByCreatedAt(type: refund) { items { id } }
      }`,
      { c: { ge: daysAgo(30).toISOString() } },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.charges.items.map((t: { id: string }) => t.id).sort()).toEqual(
      [ids.txSep, ids.txOct, ids.txOther].sort(),
    );
    expect(res.data.refunds.items.map((t: { id: string }) => t.id)).toEqual([ids.txRefund]);
  });
});

describe('paying', () => {
  it('refuses while payments are disabled, for participants', async () => {
    await setConfiguration('PAYMENTS_ALLOWED', 'false');
    const res = await pay(driver, { ids: [ids.txSep], username: driverId, paymentMethodId: ids.card });
    expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message: messages.paymentsDisabled });
    expect(await statusOf(ids.txSep)).toBe('created');
    await setConfiguration('PAYMENTS_ALLOWED', 'true');
  });

  it('refuses another participant’s card or transactions, an expired card, and another username', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ids: [ids.txSep], username: driverId, paymentMethodId: ids.otherCard }, 'NOT_FOUND'],
      [{ ids: [ids.txSep, ids.txOther], username: driverId, paymentMethodId: ids.card }, 'NOT_FOUND'],
      [{ ids: [ids.txOther], username: otherId, paymentMethodId: ids.otherCard }, 'FORBIDDEN'],
      [{ ids: [ids.txSep], username: driverId, paymentMethodId: ids.expiredCard }, 'BAD_USER_INPUT'],
      [{ ids: [], username: driverId, paymentMethodId: ids.card }, 'BAD_USER_INPUT'],
      [{ ids: [ids.txSep], username: driverId, paymentMethodId: ids.card, status: 'processed' }, 'BAD_USER_INPUT'],
    ];
    for (const [input, code] of cases) {
      expect(errorOf(await pay(driver, input)).code, JSON.stringify(input)).toBe(code);
    }
    expect(
      errorOf(await pay(driver, { ids: [ids.txSep], username: driverId, paymentMethodId: ids.expiredCard })).message,
    ).toBe(messages.cardExpired);
    expect(await statusOf(ids.txSep)).toBe('created');
    expect(await statusOf(ids.txOther)).toBe('created');
  });

  it('marks the created and failed ones pending with the card, in one go; a second click finds nothing to pay', async () => {
    const res = await pay(driver, {
      ids: [ids.txSep, ids.txFailed, ids.txAug, ids.txRefund, ids.txSep],
      username: driverId,
      paymentMethodId: ids.card,
    });
    expect(res.errors).toBeUndefined();
    const paid = res.data.updateTransaction as {
      id: string;
      status: string;
      paymentType: string;
      paymentInfo: string;
    }[];
    expect(paid.map((t) => t.id).sort()).toEqual([ids.txSep, ids.txFailed].sort());
    for (const t of paid) {
      expect(t).toMatchObject({ status: 'pending', paymentType: 'visa', paymentInfo: '4242', standing: 'current' });
    }
    expect(await statusOf(ids.txAug)).toBe('processed');
    expect(await statusOf(ids.txRefund)).toBe('created');
    const [failed] = await handle.db.select().from(transactions).where(eq(transactions.id, ids.txFailed));
    expect(failed).toMatchObject({ paymentMethodId: ids.card, statusMessage: null, updatedBy: driverId });

    const again = await pay(driver, { ids: [ids.txSep, ids.txFailed], username: driverId, paymentMethodId: ids.card });
    expect(errorOf(again)).toEqual({ code: 'BAD_USER_INPUT', message: messages.noUnpaidTransactions });

    // The audit trail records the participant as the one who paid.
    const events = await handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.key, `transactions#${ids.txSep}`), eq(auditEvents.eventName, 'MODIFY')));
    expect(events.map((e) => e.updatedBy)).toContain(driverId);
  });

  it('lets staff pay on a participant’s behalf with the participant’s card', async () => {
    const res = await pay(admin, { ids: [ids.txOther], username: otherId, paymentMethodId: ids.otherCard });
    expect(res.errors).toBeUndefined();
    expect(res.data.updateTransaction[0]).toMatchObject({ status: 'pending', paymentInfo: '0005' });
  });

  it('settles two simultaneous payments of the same transaction once', async () => {
    const results = await Promise.all([
      pay(driver, { ids: [ids.txOct], username: driverId, paymentMethodId: ids.card }),
      pay(driver, { ids: [ids.txOct], username: driverId, paymentMethodId: ids.card }),
    ]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => r.errors).map((r) => errorOf(r).message)).toEqual([messages.noUnpaidTransactions]);
  });
});

describe('staff edits of a transaction', () => {
  it('is staff only', async () => {
    const res = await pay(driver, { id: ids.txRefund, description: 'changed' });
    expect(errorOf(res).code).toBe('FORBIDDEN');
  });

  it('sets status, message and description; processed records paidAt; pending cannot be set by hand', async () => {
    const res = await pay(admin, {
      id: ids.txRefund,
      status: 'processed',
      statusMessage: 'Refunded by check',
      description: 'Fuel-tax credit',
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.updateTransaction[0]).toMatchObject({
      status: 'processed',
      statusMessage: 'Refunded by check',
      description: 'Fuel-tax credit',
    });
    expect(res.data.updateTransaction[0].paidAt).toBeTruthy();

    const back = await pay(admin, { id: ids.txRefund, status: 'created' });
    expect(back.data.updateTransaction[0]).toMatchObject({ status: 'created', paidAt: null });

    const pending = await pay(admin, { id: ids.txRefund, status: 'pending' });
    expect(errorOf(pending)).toEqual({ code: 'BAD_USER_INPUT', message: messages.transactionStatusNotEditable });
    const nothing = await pay(admin, { id: ids.txRefund });
    expect(errorOf(nothing).message).toBe(messages.nothingToUpdate);
    const missing = await pay(admin, { id: 'no-such-transaction', description: 'x' });
    expect(errorOf(missing).code).toBe('NOT_FOUND');
  });
});

describe('statements', () => {
  const statementFields = `id username month periodFrom periodTo balance isProcessed shouldSendEmailToParticipant createdBy standing
    tripsSummary { vehicleId stateCode fuel fuelFee mileage mileageFee taxDifference net }
    adjustmentSummary { adjMileage adjMileageFee adjFuel adjFuelFee shortDate }
    vehiclesSummary { fuel fuelFee mileage mileageFee taxDifference }`;

  it('lists a participant’s statements newest month first, with the filters', async () => {
    const res = await driver.graphql(
      `query($u: ID!) {
        all: getParticipantStatementsByUsername(username: $u) { items { ${statementFields} } nextToken }
        emailed: getParticipantStatementsByUsername(username: $u, filter: { shouldSendEmailToParticipant: true }) { items { month } }
        system: getParticipantStatementsByUsername(username: $u, filter: { createdBy: "System" }, sortDirection: ASC) { items { month } }
        recent: getParticipantStatementsByUsername(username: $u, filter: { periodFrom: { ge: "2024-09-01T00:00:00Z" } }) { items { month } }
      }`,
      { u: driverId },
    );
    expect(res.errors).toBeUndefined();
    const all = res.data.all.items;
    expect(all.map((s: { month: string }) => s.month)).toEqual(['2024-10', '2024-09', '2024-08']);
    expect(all.map((s: { standing: string }) => s.standing)).toEqual(['current', 'overdue', 'current']);
    expect(all[2]).toMatchObject({
      isProcessed: true,
      tripsSummary: [
        {
          vehicleId: null,
          stateCode: 'CA',
          fuel: 12.5,
          fuelFee: 250,
          mileage: 320.4,
          mileageFee: 640,
          taxDifference: 390,
          net: 390,
        },
      ],
      adjustmentSummary: [{ adjMileage: -3, adjMileageFee: -6, adjFuel: -0.2, adjFuelFee: -4, shortDate: '08/14' }],
      vehiclesSummary: [{ fuel: 12.5, fuelFee: 250, mileage: 320.4, mileageFee: 640, taxDifference: 390 }],
    });
    expect(res.data.emailed.items).toEqual([{ month: '2024-09' }]);
    expect(res.data.system.items).toEqual([{ month: '2024-08' }, { month: '2024-09' }]);
    expect(res.data.recent.items).toEqual([{ month: '2024-10' }, { month: '2024-09' }]);
  });

  it('keeps participants to their own statements; staff list everyone’s by period', async () => {
    expect(
      errorOf(
        await other.graphql('query($u: ID!) { getParticipantStatementsByUsername(username: $u) { items { id } } }', {
          u: driverId,
        }),
      ).code,
    ).toBe('FORBIDDEN');
    expect(
      errorOf(await other.graphql('query($id: ID!) { getParticipantStatement(id: $id) { id } }', { id: ids.sep })).code,
    ).toBe('FORBIDDEN');
    expect(errorOf(await driver.graphql('query { listParticipantStatements { items { id } } }')).code).toBe(
      'FORBIDDEN',
    );

    const own = await driver.graphql('query($id: ID!) { getParticipantStatement(id: $id) { id month balance } }', {
      id: ids.sep,
    });
    expect(own.data.getParticipantStatement).toMatchObject({ month: '2024-09', balance: 1500 });

    const res = await admin.graphql(
      `query {
        september: listParticipantStatements(filter: { periodFrom: { between: ["2024-09-01T00:00:00Z", "2024-09-30T00:00:00Z"] } }) { items { id username } }
        byStaff: listParticipantStatements(filter: { createdBy: "admin-user" }) { items { month } }
      }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.september.items.map((s: { id: string }) => s.id).sort()).toEqual(
      [ids.sep, ids.othersStatement].sort(),
    );
    expect(res.data.byStaff.items).toEqual([{ month: '2024-10' }]);
  });
});
