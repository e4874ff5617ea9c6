import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import {
  auditEvents,
  billingStandings,
  configurations,
  notifications,
  participantStatements,
  participants,
  transactions,
  users,
} from '../../../db/schema/index.js';

const DAY = 24 * 60 * 60 * 1000;
// Statements a year ahead: the real daily run (real clock) sees them as just issued and leaves them be.
const BASE = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 2, 1, 8, 5));
const day = (d: number, hours = 1) => new Date(BASE.getTime() + d * DAY + hours * 3600_000);

let server: TestServer;
let handle: DatabaseHandle;
let db: DatabaseHandle['db'];
let months = 0;

/** A participant inserted directly (status active), without the sign-up flow. */
async function participant(language: 'en' | 'es' = 'en'): Promise<string> {
  const username = `standing-${randomBytes(5).toString('hex')}`;
  const email = `${username}@example.com`;
  await db.insert(users).values({ id: username, name: username, email, emailVerified: true });
  await db.insert(participants).values({ username, email, status: 'active', language, firstName: 'Sam' });
  return username;
}

/** A statement issued `issuedDay` days after BASE with its transaction of `amountCents` (status created). */
async function bill(
  username: string,
  issuedDay: number,
  amountCents: number,
  extra: { carryoverTransactionId?: string; status?: string } = {},
): Promise<{ statementId: string; transactionId: string }> {
  const n = months++;
  const month = `${2000 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
  const issuedAt = new Date(BASE.getTime() + issuedDay * DAY);
  const [statement] = await db
    .insert(participantStatements)
    .values({
      username,
      month,
      periodFrom: new Date(issuedAt.getTime() - 30 * DAY),
      periodTo: new Date(issuedAt.getTime() - DAY),
      balance: amountCents,
      totalNewChages: amountCents,
      createdAt: issuedAt,
      createdBy: 'System',
    })
    .returning();
  const [transaction] = await db
    .insert(transactions)
    .values({
      username,
      amountCents,
      subtotalCents: amountCents,
      statementId: statement?.id,
      status: extra.status ?? 'created',
      carryoverTransactionId: extra.carryoverTransactionId,
      createdAt: issuedAt,
      createdBy: 'System',
    })
    .returning();
  if (!statement || !transaction) throw new Error('bill');
  return { statementId: statement.id, transactionId: transaction.id };
}

async function noticesOf(username: string): Promise<string[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.username, username))
    .orderBy(notifications.createdAt);
  return rows.flatMap((r) =>
    r.templateName === 'paymentReminder'
      ? [`paymentReminder${(r.data as { reminder: number }).reminder}`]
      : r.templateName
        ? [r.templateName]
        : [],
  );
}

async function participantRow(username: string) {
  const [row] = await db.select().from(participants).where(eq(participants.username, username));
  if (!row) throw new Error('participant');
  return row;
}

const standing = () => server.services.standing;

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  db = handle.db;
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

describe('the daily billing standing run', () => {
  it('moves through due, reminders, overdue and default at the exact day boundaries, each notice once', async () => {
    const sam = await participant();
    await bill(sam, 0, 4520);
    const stateOn = async (d: number, hours = 1) => {
      await standing().evaluateAll({ now: day(d, hours) });
      const [episode] = await db.select().from(billingStandings).where(eq(billingStandings.username, sam));
      const p = await participantRow(sam);
      return {
        standing: episode?.standing ?? 'current',
        overdue: p.isBillingOverdue,
        default: p.isBillingDefault,
        notices: await noticesOf(sam),
      };
    };

    expect(await stateOn(13, 23.9)).toEqual({ standing: 'current', overdue: false, default: false, notices: [] });
    expect(await stateOn(14, 0.1)).toEqual({ standing: 'due', overdue: false, default: false, notices: [] });
    expect((await stateOn(18)).notices).toEqual([]);
    expect((await stateOn(19)).notices).toEqual(['paymentReminder1']);
    expect(await stateOn(20, 23.9)).toMatchObject({ standing: 'due', overdue: false });
    expect(await stateOn(21, 0.1)).toEqual({
      standing: 'overdue',
      overdue: true,
      default: false,
      notices: ['paymentReminder1', 'paymentOverdue'],
    });
    const flagged = await participantRow(sam);
    expect(flagged).toMatchObject({ status: 'flagged', statusMessage: 'Unpaid invoice.', updatedBy: 'System' });
    // The same day again, and the next: nothing new.
    expect((await stateOn(21, 5)).notices).toEqual(['paymentReminder1', 'paymentOverdue']);
    expect((await stateOn(22)).notices).toEqual(['paymentReminder1', 'paymentOverdue']);
    expect((await stateOn(24)).notices).toEqual(['paymentReminder1', 'paymentOverdue', 'paymentReminder2']);
    expect(await stateOn(29, 23.9)).toMatchObject({ standing: 'overdue', default: false });
    expect(await stateOn(30, 0.1)).toEqual({
      standing: 'default',
      overdue: true,
      default: true,
      notices: ['paymentReminder1', 'paymentOverdue', 'paymentReminder2', 'paymentDefault'],
    });
    expect((await stateOn(40)).notices).toHaveLength(4);

    // The notices carry the balance and its dates, and the flag change is in the audit trail as System.
    const [overdue] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.username, sam), eq(notifications.templateName, 'paymentOverdue')));
    expect(overdue?.data).toEqual({
      amountCents: 4520,
      dueDate: new Date(BASE.getTime() + 21 * DAY).toISOString(),
      defaultDate: new Date(BASE.getTime() + 30 * DAY).toISOString(),
    });
    const audit = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.key, `participants#${sam}`));
    expect(audit.some((e) => e.updatedBy === 'System' && JSON.stringify(e.diff).includes('is_billing_overdue'))).toBe(
      true,
    );
  });

  it('restores the account as soon as a payment is processed (re-evaluating one participant)', async () => {
    const sam = await participant();
    const { transactionId } = await bill(sam, 0, 1000);
    await standing().evaluateAll({ now: day(22) });
    expect(await participantRow(sam)).toMatchObject({ isBillingOverdue: true, status: 'flagged' });

    // A payment in progress is not a payment yet.
    await db.update(transactions).set({ status: 'pending' }).where(eq(transactions.id, transactionId));
    expect(await standing().evaluateParticipant(sam, { now: day(22, 5) })).toBeNull();

    await db
      .update(transactions)
      .set({ status: 'processed', paidAt: day(22, 6) })
      .where(eq(transactions.id, transactionId));
    const plan = await standing().evaluateParticipant(sam, { now: day(22, 6) });
    expect(plan?.notices).toEqual([{ templateName: 'accountRestored' }]);
    expect(await participantRow(sam)).toMatchObject({
      isBillingOverdue: false,
      isBillingDefault: false,
      status: 'active',
      statusMessage: null,
    });
    expect(await noticesOf(sam)).toEqual(['paymentOverdue', 'accountRestored']);
    // Once restored, the daily run has nothing more to say.
    await standing().evaluateAll({ now: day(23) });
    expect(await noticesOf(sam)).toEqual(['paymentOverdue', 'accountRestored']);
  });

  it('a debt carried over into a later statement keeps its age', async () => {
    const sam = await participant();
    const first = await bill(sam, 0, 800, { status: 'carriedOver' });
    await bill(sam, 28, 1500, { carryoverTransactionId: first.transactionId });
    await standing().evaluateAll({ now: day(30) });
    expect(await participantRow(sam)).toMatchObject({ isBillingOverdue: true, isBillingDefault: true });
    const [notice] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.username, sam), eq(notifications.templateName, 'paymentDefault')));
    // The amount owed is the later transaction's (it includes the carried-over one).
    expect(notice?.data).toMatchObject({ amountCents: 1500 });
  });

  it('leaves alone a status or reason set for something else', async () => {
    const sam = await participant();
    await db
      .update(participants)
      .set({ status: 'flagged', statusMessage: 'Vin mismatch.' })
      .where(eq(participants.username, sam));
    await bill(sam, 0, 1000);
    await standing().evaluateAll({ now: day(21) });
    expect(await participantRow(sam)).toMatchObject({
      isBillingOverdue: true,
      status: 'flagged',
      statusMessage: 'Vin mismatch.',
    });
  });

  it('evaluates many participants in batches, each by its own age, and a second run changes nothing', async () => {
    const ages = [0, 13, 14, 19, 21, 24, 30];
    const people = await Promise.all(ages.map(() => participant()));
    for (const [i, d] of ages.entries()) await bill(people[i] as string, -d, 500 + i);
    const first = await standing().evaluateAll({ now: day(0), batchSize: 2 });
    expect(first.evaluated).toBeGreaterThanOrEqual(ages.length);
    const rows = await db.select().from(participants).where(inArray(participants.username, people));
    const byUser = new Map(rows.map((r) => [r.username, r]));
    const flags = people.map((u) => [byUser.get(u)?.isBillingOverdue, byUser.get(u)?.isBillingDefault]);
    expect(flags).toEqual([
      [false, false],
      [false, false],
      [false, false],
      [false, false],
      [true, false],
      [true, false],
      [true, true],
    ]);
    const notices = await Promise.all(people.map(noticesOf));
    expect(notices).toEqual([
      [],
      [],
      [],
      ['paymentReminder1'],
      ['paymentOverdue'],
      ['paymentOverdue'],
      ['paymentDefault'],
    ]);
    const again = await standing().evaluateAll({ now: day(0, 3), batchSize: 2 });
    expect(again.changed).toBe(0);
    expect(await Promise.all(people.map(noticesOf))).toEqual(notices);
  });

  it('follows the BILLING_BALANCE_* configuration', async () => {
    const sam = await participant();
    await bill(sam, 0, 700);
    const set = (key: string, value: string) =>
      db.update(configurations).set({ value }).where(eq(configurations.key, key));
    await set('BILLING_BALANCE_DUE_DAYS', '3');
    await set('BILLING_BALANCE_OVERDUE_DAYS', '5');
    await set('BILLING_BALANCE_DEFAULT_DAYS', '7');
    try {
      await standing().evaluateParticipant(sam, { now: day(4, 23) });
      expect((await participantRow(sam)).isBillingOverdue).toBe(false);
      await standing().evaluateParticipant(sam, { now: day(5) });
      expect((await participantRow(sam)).isBillingOverdue).toBe(true);
      await standing().evaluateParticipant(sam, { now: day(7) });
      expect((await participantRow(sam)).isBillingDefault).toBe(true);
    } finally {
      await set('BILLING_BALANCE_DUE_DAYS', '14');
      await set('BILLING_BALANCE_OVERDUE_DAYS', '21');
      await set('BILLING_BALANCE_DEFAULT_DAYS', '30');
    }
  });

  it('concurrent evaluations of one participant send the overdue notice once', async () => {
    const sam = await participant();
    await bill(sam, 0, 900);
    await Promise.all([
      standing().evaluateAll({ now: day(21) }),
      ...Array.from({ length: 6 }, () => standing().evaluateParticipant(sam, { now: day(21) })),
    ]);
    expect(await noticesOf(sam)).toEqual(['paymentOverdue']);
  });

  it('the notices go out by e-mail in the participant language', async () => {
    const ana = await participant('es');
    await bill(ana, 0, 2500);
    await standing().evaluateAll({ now: day(21) });
    const [p] = await db.select().from(participants).where(eq(participants.username, ana));
    const mail = await server.mail.waitFor(p?.email ?? '');
    expect(mail.subject).toBe('Su pago del cargo vial está vencido');
    expect(mail.text).toContain('$25.00');
  });
});
