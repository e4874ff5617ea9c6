import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  participantStatements,
  paymentAttempts,
  paymentCards,
  sandboxPaymentOperations,
  transactions,
  tripAdjustments,
  tripSegments,
  trips,
} from '../../../db/schema/index.js';
import { SandboxPaymentsProvider } from '../../../integrations/payments/sandbox.js';

/**
 * Test fixtures of the payment worker's tests: sandbox cards, and bills (a statement with its transaction,
 * segments and an adjustment) inserted directly, without the trip engine or statement generation.
 */
export const TEST_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  timeout: '4000000000000119',
} as const;

// The sandbox's payment-method ids carry no signature, so any instance makes ones every server accepts.
const maker = new SandboxPaymentsProvider('payment fixtures');
const nextYear = new Date().getFullYear() + 1;

/** A saved sandbox card of `username` with the given test number. */
export async function insertCard(db: Database, username: string, number: string): Promise<string> {
  const card = await maker.describeToken(maker.createToken(number, 12, nextYear));
  const [row] = await db
    .insert(paymentCards)
    .values({
      username,
      brand: card.brand,
      last4: card.last4,
      expirationMonth: 12,
      expirationYear: nextYear,
      externalId: card.externalId,
      fingerprint: card.fingerprint,
      serviceProviderKey: 'sandbox',
    })
    .returning();
  if (!row) throw new Error('card');
  return row.id;
}

export interface Bill {
  statementId: string;
  transactionId: string;
  segmentIds: string[];
  adjustmentId: string;
}

// A different month for every bill: never two statements of one participant for the same month.
let bills = 0;

/** A statement of `amountCents` with its transaction (status created), two segments and one adjustment. */
export async function insertBill(db: Database, username: string, amountCents: number): Promise<Bill> {
  const n = bills++;
  const m = `${1990 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
  const [statement] = await db
    .insert(participantStatements)
    .values({
      username,
      month: m,
      periodFrom: new Date(`${m}-01T08:00:00Z`),
      periodTo: new Date(`${m}-28T08:00:00Z`),
      totalNewChages: amountCents,
      balance: amountCents,
      createdBy: 'System',
    })
    .returning();
  const [transaction] = await db
    .insert(transactions)
    .values({ username, amountCents, subtotalCents: amountCents, statementId: statement?.id, createdBy: 'System' })
    .returning();
  const [trip] = await db.insert(trips).values({ username }).returning();
  if (!statement || !transaction || !trip) throw new Error('bill');
  // The statement's one transaction, as statement generation links them.
  await db
    .update(participantStatements)
    .set({ transactionId: transaction.id })
    .where(eq(participantStatements.id, statement.id));
  const half = Math.floor(amountCents / 2);
  const segments = await db
    .insert(tripSegments)
    .values([
      {
        tripId: trip.id,
        username,
        type: 'public',
        stateCode: 'CA',
        mileageFeeCents: half,
        transactionId: transaction.id,
      },
      {
        tripId: trip.id,
        username,
        type: 'public',
        stateCode: 'CA',
        mileageFeeCents: amountCents - half - 1,
        transactionId: transaction.id,
      },
    ])
    .returning();
  const [adjustment] = await db
    .insert(tripAdjustments)
    .values({ tripId: trip.id, username, note: 'fixture', adjMileageFeeCents: 1, transactionId: transaction.id })
    .returning();
  if (!adjustment) throw new Error('bill');
  return {
    statementId: statement.id,
    transactionId: transaction.id,
    segmentIds: segments.map((s) => s.id),
    adjustmentId: adjustment.id,
  };
}

export async function transactionRow(db: Database, id: string) {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
  if (!row) throw new Error(`no transaction ${id}`);
  return row;
}

/** Waits until the transaction's status satisfies `done` (the worker runs in the background). */
export async function waitForTransaction(
  db: Database,
  id: string,
  done: (status: string) => boolean = (s) => s !== 'pending',
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await transactionRow(db, id);
    if (done(row.status)) return row;
    if (Date.now() > deadline) throw new Error(`transaction ${id} still ${row.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The sandbox provider's charges made for a transaction (by the worker's idempotency keys). */
export function chargesOf(db: Database, transactionId: string) {
  return db
    .select()
    .from(sandboxPaymentOperations)
    .where(
      and(
        like(sandboxPaymentOperations.idempotencyKey, `rc-charge-${transactionId}-%`),
        eq(sandboxPaymentOperations.kind, 'charge'),
      ),
    );
}

export function attemptsOf(db: Database, transactionId: string) {
  return db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.transactionId, transactionId))
    .orderBy(paymentAttempts.attempt);
}

export async function billed(db: Database, bill: Bill) {
  const segments = await db.select().from(tripSegments).where(eq(tripSegments.transactionId, bill.transactionId));
  const adjustments = await db
    .select()
    .from(tripAdjustments)
    .where(eq(tripAdjustments.transactionId, bill.transactionId));
  const [statement] = await db
    .select()
    .from(participantStatements)
    .where(eq(participantStatements.id, bill.statementId));
  return {
    paymentStatuses: [...segments, ...adjustments].map((r) => r.paymentStatus),
    statement,
  };
}
