import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { createParticipant } from '../../../db/__tests__/fixtures.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { participantStatements, transactions, tripAdjustments, tripSegments } from '../../../db/schema/index.js';
import { paymentsProviders } from '../../../integrations/payments/index.js';
import { noJobs } from '../../../jobs/jobs.js';
import { inlinePdfRenderer } from '../pdf-pool.js';
import { periodOfMonth } from '../period.js';
import { StatementsRepository } from '../statements.repository.js';
import { StatementsService } from '../statements.service.js';
import { addAdjustment, addTrip, pacific } from './fixtures.js';

/**
 * Random months of segments and adjustments, generated in random orders and repeats, with random
 * payment outcomes in between: the books always reconcile to the cent, every valid item is billed once
 * and invalid trips never.
 */
let server: TestServer;
let handle: DatabaseHandle;
let statements: StatementsService;

const MONTHS = ['2024-08', '2024-09', '2024-10'] as const;

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  // Generation driven directly (no job queue): plan, then each chunk, in this process.
  const {
    participants,
    vehicles,
    programs,
    configuration,
    notifications,
    billing,
    billedItems,
    storage,
    storageLinks,
  } = server.services;
  statements = new StatementsService(new StatementsRepository(handle.db), {
    participants,
    vehicles,
    programs,
    configuration,
    notifications,
    billing,
    billedItems,
    billingAges: () => billing.billingAges(),
    jobs: noJobs,
    storage,
    storageLinks,
    paymentsProviders: paymentsProviders(server.providers.payments),
    pdf: inlinePdfRenderer,
    chunkSize: 2,
  });
}, 60_000);

afterAll(async () => {
  await handle?.close();
  await server?.close();
});

async function generate(months: string[], usernames: string[]) {
  const run = await statements.createRun('System', {
    months,
    participantUsernames: usernames,
    note: null,
    shouldSendEmailToParticipant: false,
    trigger: 'staff',
  });
  for (const chunk of await statements.planRun(run.id)) await statements.runChunk(chunk);
}

const money = fc.integer({ min: -2000, max: 5000 });
const segment = fc.record({
  month: fc.constantFrom(...MONTHS),
  day: fc.integer({ min: 1, max: 28 }),
  type: fc.constantFrom('public', 'private', 'state'),
  stateCode: fc.constantFrom('CA', 'NV', 'OR'),
  mileage: fc.float({ min: 0, max: 500, noNaN: true }),
  mileageFeeCents: fc.nat(3000),
  fuelFeeCents: fc.nat(1500),
  cordonFeeCents: fc.nat(600),
  todFeeCents: fc.nat(200),
  tollFeeCents: fc.nat(800),
});
const adjustment = fc.record({
  month: fc.constantFrom(...MONTHS),
  day: fc.integer({ min: 1, max: 28 }),
  adjMileageFeeCents: money,
  adjFuelFeeCents: fc.integer({ min: -500, max: 500 }),
  adjTollFeeCents: fc.integer({ min: -300, max: 300 }),
});
const trip = fc.record({
  invalid: fc.nat(5).map((n) => n === 0),
  segments: fc.array(segment, { minLength: 0, maxLength: 4 }),
});
const participant = fc.record({
  trips: fc.array(trip, { maxLength: 5 }),
  adjustments: fc.array(adjustment, { maxLength: 3 }),
});
/** Between generation steps: what happens to each participant's open transaction. */
const outcome = fc.constantFrom('none', 'paid', 'failed', 'pending', 'pendingThenFailed');
const step = fc.record({
  months: fc.constantFrom<string[]>(['2024-08'], ['2024-09'], ['2024-10'], ['2024-08', '2024-09'], [...MONTHS]),
  outcome,
});

describe('statement generation, property', () => {
  it('keeps the books reconciled to the cent', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(participant, { minLength: 1, maxLength: 3 }),
        fc.array(step, { minLength: 1, maxLength: 5 }),
        async (people, steps) => {
          const { db } = handle;
          const usernames: string[] = [];
          const invalidSegments: string[] = [];
          for (const p of people) {
            const username = await createParticipant(db);
            usernames.push(username);
            for (const t of p.trips) {
              const { tripId, segmentIds } = await addTrip(db, {
                username,
                invalid: t.invalid,
                segments: t.segments.map((s) => ({ ...s, tsStart: pacific(s.month, s.day) })),
              });
              if (t.invalid) invalidSegments.push(...segmentIds);
              for (const a of p.adjustments.splice(0, 1)) {
                await addAdjustment(db, { username, tripId, ...a, createdAt: pacific(a.month, a.day) });
              }
            }
            for (const a of p.adjustments) {
              const { tripId } = await addTrip(db, { username, segments: [] });
              await addAdjustment(db, { username, tripId, ...a, createdAt: pacific(a.month, a.day) });
            }
          }
          const pendingThenFailed: string[] = [];
          for (const s of steps) {
            await generate(s.months, usernames);
            // Payment outcomes on each participant's open statement transaction, as the payment worker records them.
            for (const id of pendingThenFailed.splice(0)) {
              await db.update(transactions).set({ status: 'failed' }).where(eq(transactions.id, id));
            }
            const open = await db
              .select()
              .from(transactions)
              .where(inArray(transactions.username, usernames))
              .then((rows) =>
                rows.filter((r) => r.status === 'created' && r.type === 'transaction' && r.amountCents > 0),
              );
            for (const tx of open) {
              if (s.outcome === 'paid') {
                await db.transaction(async (t) => {
                  await t
                    .update(transactions)
                    .set({ status: 'processed', paidAt: new Date() })
                    .where(eq(transactions.id, tx.id));
                  await statements.settleCarried(t, tx.id, new Date(), 'System');
                });
              } else if (s.outcome === 'failed') {
                await db.update(transactions).set({ status: 'failed' }).where(eq(transactions.id, tx.id));
              } else if (s.outcome === 'pending' || s.outcome === 'pendingThenFailed') {
                await db.update(transactions).set({ status: 'pending' }).where(eq(transactions.id, tx.id));
                if (s.outcome === 'pendingThenFailed') pendingThenFailed.push(tx.id);
              }
            }
          }
          const report = await statements.reconcile({ usernames, charges: null });
          expect(report.mismatches).toEqual([]);

          // Independently of the reconciliation: every valid item up to the last month billed generated is
          // on exactly one statement, invalid trips never, and the money adds up.
          const lastGenerated =
            steps
              .flatMap((s) => s.months)
              .sort()
              .at(-1) ?? MONTHS[0];
          const end = periodOfMonth(lastGenerated).to;
          const segs = await db.select().from(tripSegments).where(inArray(tripSegments.username, usernames));
          const adjs = await db.select().from(tripAdjustments).where(inArray(tripAdjustments.username, usernames));
          const stmts = await db
            .select()
            .from(participantStatements)
            .where(inArray(participantStatements.username, usernames));
          const txs = await db.select().from(transactions).where(inArray(transactions.username, usernames));
          const statementTx = new Set(stmts.map((s) => s.transactionId));
          for (const s of segs) {
            if (invalidSegments.includes(s.id)) expect(s.transactionId).toBeNull();
            else if ((s.tsStart?.getTime() ?? 0) <= end.getTime()) expect(statementTx.has(s.transactionId)).toBe(true);
          }
          for (const a of adjs)
            if (a.createdAt.getTime() <= end.getTime()) expect(statementTx.has(a.transactionId)).toBe(true);
          const net = (s: (typeof segs)[number]) =>
            s.mileageFeeCents + s.cordonFeeCents + s.todFeeCents + s.tollFeeCents - s.fuelFeeCents;
          const billedItems =
            segs.filter((s) => s.transactionId).reduce((t, s) => t + net(s), 0) +
            adjs
              .filter((a) => a.transactionId)
              .reduce(
                (t, a) =>
                  t +
                  a.adjMileageFeeCents +
                  a.adjCordonFeeCents +
                  a.adjTodFeeCents +
                  a.adjTollFeeCents -
                  a.adjFuelFeeCents,
                0,
              );
          const owedOrSettled = txs
            .filter((x) => statementTx.has(x.id) && x.status !== 'carriedOver')
            .reduce((t, x) => t + (x.type === 'refund' ? -x.amountCents : x.amountCents), 0);
          expect(owedOrSettled).toBe(billedItems);
          // One statement per participant-month, one transaction per statement.
          const keys = stmts.map((s) => `${s.username}:${s.month}`);
          expect(new Set(keys).size).toBe(keys.length);
          expect(statementTx.size).toBe(stmts.length);
        },
      ),
      { numRuns: 25 },
    );
  });
});
