import { dashboardMonths, feeCents, isPayableTransaction } from '@rc/domain';
import { eq } from 'drizzle-orm';
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
import {
  mileageReports,
  participantStatements,
  transactions,
  tripAdjustments,
  tripSegments,
  trips,
} from '../../../db/schema/index.js';
import { monthOf } from '../../statements/period.js';

let server: TestServer;
let handle: DatabaseHandle;
let admin: Client;
let driver: Client;
let manual: Client;
let driverId: string;
let manualId: string;
type IdName =
  | 'recentStatement'
  | 'txCreated'
  | 'txFailed'
  | 'txPaid'
  | 'tripA'
  | 'tripB'
  | 'report'
  | 'reportTrip'
  | 'txManual';
const ids = {} as Record<IdName, string>;

const DAY = 24 * 3600 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const months = dashboardMonths(monthOf(new Date()));

const DASHBOARD = `query($u: ID!) { getParticipantDashboard(username: $u) {
  username balanceCents payableTransactionIds pendingPaymentCents hasStatements pilotEndDate
  totals { trips segments adjustments mileageKm fuelLitres mileageFeeCents cordonFeeCents todFeeCents tollFeeCents
           roadChargeCents fuelTaxCreditCents netCents firstDataAt }
  months { month statementId transactionId billedCents balanceCents mileageKm trips standing isProcessed }
  projection { mileageKm roadChargeCents fuelTaxCreditCents daysElapsed daysRemaining ended }
} }`;

interface Dashboard {
  username: string;
  balanceCents: number;
  payableTransactionIds: string[];
  pendingPaymentCents: number;
  hasStatements: boolean;
  pilotEndDate: string;
  totals: Record<string, number | string | null>;
  months: { month: string; statementId: string | null; billedCents: number; standing: string | null }[];
  projection: {
    mileageKm: number;
    roadChargeCents: number;
    fuelTaxCreditCents: number;
    daysElapsed: number;
    daysRemaining: number;
    ended: boolean;
  } | null;
}

async function dashboardOf(client: Client, username: string): Promise<Dashboard> {
  const res = await client.graphql(DASHBOARD, { u: username });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data.getParticipantDashboard as Dashboard;
}

beforeAll(async () => {
  server = await startTestServer({ ROLE: 'api' });
  handle = connect(server.databaseUrl);
  ({ admin, driver, driverId, manual, manualId } = await signInDemoUsers(server.url));
  const { db } = handle;

  // Two statements in the chart's months (the newest and the oldest) and one long before it.
  const statement = (month: string, extra: Record<string, unknown>) => ({
    username: driverId,
    month,
    periodFrom: new Date(`${month}-01T08:00:00Z`),
    periodTo: new Date(`${month}-28T08:00:00Z`),
    createdBy: 'System',
    ...extra,
  });
  const newest = months.at(-1) as string;
  const oldest = months[0] as string;
  const [recent, older, ancient] = await db
    .insert(participantStatements)
    .values([
      statement(newest, { totalNewChages: 1234, balance: 1834, mileage: 410.5, trips: 12, createdAt: daysAgo(16) }),
      statement(oldest, { totalNewChages: 600, balance: 600, mileage: 201, trips: 5, isProcessed: true }),
      statement('2001-01', { totalNewChages: 99, balance: 99 }),
    ])
    .returning();
  if (!recent || !older || !ancient) throw new Error('seed statements');
  ids.recentStatement = recent.id;

  const [txCreated, txFailed, txPending, txPaid, txRefund, txZero] = await db
    .insert(transactions)
    .values([
      { username: driverId, amountCents: 1834, statementId: recent.id, createdAt: daysAgo(16) },
      { username: driverId, amountCents: 250, status: 'failed', createdAt: daysAgo(40) },
      { username: driverId, amountCents: 700, status: 'pending' },
      { username: driverId, amountCents: 600, status: 'processed', statementId: older.id, paidAt: daysAgo(100) },
      { username: driverId, amountCents: 300, type: 'refund', status: 'created' },
      { username: driverId, amountCents: 0, status: 'created' },
    ])
    .returning();
  if (!txCreated || !txFailed || !txPending || !txPaid || !txRefund || !txZero) throw new Error('seed transactions');
  Object.assign(ids, { txCreated: txCreated.id, txFailed: txFailed.id, txPaid: txPaid.id });

  // Three valid trips (two billed by txCreated) and one invalid trip that must not count.
  const [tripA, tripB, tripC, tripInvalid] = await db
    .insert(trips)
    .values([
      { username: driverId, processStatus: 'processed', distMro: 20, tsStart: daysAgo(30), tsEnd: daysAgo(30) },
      { username: driverId, processStatus: 'processed', distMro: 0.01, tsStart: daysAgo(29), tsEnd: daysAgo(29) },
      { username: driverId, processStatus: 'processed', distMro: 8, tsStart: daysAgo(3), tsEnd: daysAgo(3) },
      { username: driverId, processStatus: 'processed', distMro: 50, invalid: true, tsStart: daysAgo(5) },
    ])
    .returning();
  if (!tripA || !tripB || !tripC || !tripInvalid) throw new Error('seed trips');
  Object.assign(ids, { tripA: tripA.id, tripB: tripB.id });
  const segment = (tripId: string, tsStart: Date, values: Record<string, unknown>) => ({
    tripId,
    username: driverId,
    type: 'public',
    stateCode: 'CA',
    tsStart,
    ...values,
  });
  await db.insert(tripSegments).values([
    segment(tripA.id, daysAgo(30), {
      mileage: 12.5,
      fuel: 1.1,
      mileageFeeCents: 25,
      fuelFeeCents: 7,
      transactionId: txCreated.id,
      paymentStatus: 'paid',
    }),
    segment(tripA.id, daysAgo(30), {
      type: 'private',
      mileage: 2.25,
      fuel: 0.2,
      mileageFeeCents: 0,
      fuelFeeCents: 1,
      transactionId: txCreated.id,
    }),
    segment(tripB.id, daysAgo(29), {
      mileage: 0.01,
      fuel: 0.001,
      mileageFeeCents: 1,
      cordonFeeCents: 500,
      todFeeCents: 3,
      tollFeeCents: 125,
      transactionId: txCreated.id,
    }),
    segment(tripC.id, daysAgo(3), { mileage: 8, fuel: 0.7, mileageFeeCents: 16, fuelFeeCents: 5 }),
    segment(tripInvalid.id, daysAgo(5), { mileage: 50, fuel: 4, mileageFeeCents: 100, fuelFeeCents: 30 }),
  ]);
  await db.insert(tripAdjustments).values([
    { tripId: tripA.id, username: driverId, note: 'GPS gap', adjMileage: -1.5, adjMileageFeeCents: -3, adjFuel: -0.1 },
    { tripId: tripC.id, username: driverId, note: 'Toll refund', adjTollFeeCents: -25, adjFuelFeeCents: 2 },
  ]);

  // The manual demo account's approved odometer report is charged as one trip: bill it.
  const [report] = await db
    .select()
    .from(mileageReports)
    .where(eq(mileageReports.username, manualId))
    .orderBy(mileageReports.tsReportDate);
  const [reportTrip] = report ? await db.select().from(trips).where(eq(trips.recordId, report.id)) : [];
  if (!report || !reportTrip) throw new Error('the manual demo account has no charged mileage report');
  const [txManual] = await db.insert(transactions).values({ username: manualId, amountCents: 4321 }).returning();
  if (!txManual) throw new Error('seed manual transaction');
  await db.update(tripSegments).set({ transactionId: txManual.id }).where(eq(tripSegments.tripId, reportTrip.id));
  Object.assign(ids, { report: report.id, reportTrip: reportTrip.id, txManual: txManual.id });
});

afterAll(async () => {
  await handle?.close();
  await server?.close();
});

describe('getParticipantDashboard', () => {
  it('adds up the rows: balance and Pay ids from the payable transactions, totals from valid segments and adjustments', async () => {
    const { db } = handle;
    const dashboard = await dashboardOf(driver, driverId);

    const txRows = await db.select().from(transactions).where(eq(transactions.username, driverId));
    const payable = txRows.filter(isPayableTransaction);
    expect(dashboard.payableTransactionIds.sort()).toEqual(payable.map((t) => t.id).sort());
    expect(dashboard.payableTransactionIds.sort()).toEqual([ids.txCreated, ids.txFailed].sort());
    expect(dashboard.balanceCents).toBe(payable.reduce((sum, t) => sum + t.amountCents, 0));
    expect(dashboard.balanceCents).toBe(1834 + 250);
    expect(dashboard.pendingPaymentCents).toBe(700);

    const validTrips = await db.select().from(trips).where(eq(trips.username, driverId));
    const valid = new Set(validTrips.filter((t) => !t.invalid).map((t) => t.id));
    const segments = (await db.select().from(tripSegments).where(eq(tripSegments.username, driverId))).filter((s) =>
      valid.has(s.tripId),
    );
    const adjustments = await db.select().from(tripAdjustments).where(eq(tripAdjustments.username, driverId));
    const sum = <T>(rows: T[], f: (r: T) => number) => rows.reduce((total, r) => total + f(r), 0);
    const mileageFee = sum(segments, (s) => s.mileageFeeCents) + sum(adjustments, (a) => a.adjMileageFeeCents);
    const cordonFee = sum(segments, (s) => s.cordonFeeCents) + sum(adjustments, (a) => a.adjCordonFeeCents);
    const todFee = sum(segments, (s) => s.todFeeCents) + sum(adjustments, (a) => a.adjTodFeeCents);
    const tollFee = sum(segments, (s) => s.tollFeeCents) + sum(adjustments, (a) => a.adjTollFeeCents);
    const fuelCredit = sum(segments, (s) => s.fuelFeeCents) + sum(adjustments, (a) => a.adjFuelFeeCents);
    const { totals } = dashboard;
    expect(totals.trips).toBe(new Set(segments.map((s) => s.tripId)).size);
    expect(totals.segments).toBe(segments.length);
    expect(totals.adjustments).toBe(adjustments.length);
    expect(totals.mileageKm).toBeCloseTo(sum(segments, (s) => s.mileage) + sum(adjustments, (a) => a.adjMileage), 9);
    expect(totals.fuelLitres).toBeCloseTo(sum(segments, (s) => s.fuel) + sum(adjustments, (a) => a.adjFuel), 9);
    expect(totals.mileageFeeCents).toBe(mileageFee);
    expect(totals.cordonFeeCents).toBe(cordonFee);
    expect(totals.todFeeCents).toBe(todFee);
    expect(totals.tollFeeCents).toBe(tollFee);
    expect(totals.roadChargeCents).toBe(mileageFee + cordonFee + todFee + tollFee);
    expect(totals.fuelTaxCreditCents).toBe(fuelCredit);
    expect(totals.netCents).toBe(mileageFee + cordonFee + todFee + tollFee - fuelCredit);
    // The invalid trip's 50 km and $1.00 are left out (the demo driver has no other trips in this test).
    expect(totals.mileageKm).toBeCloseTo(12.5 + 2.25 + 0.01 + 8 - 1.5, 9);
    expect(totals.mileageFeeCents).toBe(25 + 1 + 16 - 3);
    expect(new Date(String(totals.firstDataAt)).getTime()).toBe(
      Math.min(...segments.map((s) => (s.tsStart ?? s.createdAt).getTime())),
    );
  });

  it('shows the six months through the previous one with their statements, and knows statements exist', async () => {
    const dashboard = await dashboardOf(driver, driverId);
    expect(dashboard.months.map((m) => m.month)).toEqual(months);
    expect(months).toHaveLength(6);
    expect(months.at(-1)).not.toBe(monthOf(new Date()));
    const newest = dashboard.months.at(-1);
    expect(newest).toMatchObject({ statementId: ids.recentStatement, billedCents: 1234, standing: 'due' });
    expect(dashboard.months[0]).toMatchObject({ billedCents: 600, standing: 'current' });
    for (const month of dashboard.months.slice(1, -1)) {
      expect(month).toMatchObject({ statementId: null, billedCents: 0, standing: null });
    }
    expect(dashboard.hasStatements).toBe(true);
    const manualDashboard = await dashboardOf(manual, manualId);
    expect(manualDashboard.hasStatements).toBe(false);
    expect(manualDashboard.months.every((m) => m.statementId === null)).toBe(true);
  });

  it("projects the totals to the pilot's end from the daily average, and stops at the end", async () => {
    await setConfiguration(handle.db, 'PILOT_END_DATE', '2100-12-31');
    const future = await dashboardOf(driver, driverId);
    const projection = future.projection;
    if (!projection) throw new Error('no projection');
    expect(future.pilotEndDate).toBe('2100-12-31');
    expect(projection.ended).toBe(false);
    expect(projection.daysRemaining).toBeGreaterThan(27_000);
    const { roadChargeCents, fuelTaxCreditCents, mileageKm } = future.totals as {
      roadChargeCents: number;
      fuelTaxCreditCents: number;
      mileageKm: number;
    };
    expect(projection.roadChargeCents).toBe(
      roadChargeCents + feeCents(roadChargeCents / projection.daysElapsed, projection.daysRemaining),
    );
    expect(projection.fuelTaxCreditCents).toBe(
      fuelTaxCreditCents + feeCents(fuelTaxCreditCents / projection.daysElapsed, projection.daysRemaining),
    );
    expect(projection.mileageKm).toBeCloseTo(
      mileageKm + (mileageKm / projection.daysElapsed) * projection.daysRemaining,
      6,
    );

    await setConfiguration(handle.db, 'PILOT_END_DATE', '2025-01-31');
    const past = await dashboardOf(driver, driverId);
    expect(past.projection).toMatchObject({
      ended: true,
      daysRemaining: 0,
      roadChargeCents,
      fuelTaxCreditCents,
    });

    // An unusable value counts as the default end.
    await setConfiguration(handle.db, 'PILOT_END_DATE', '2025-02-30');
    expect((await dashboardOf(driver, driverId)).pilotEndDate).toBe('2025-01-31');
  });

  it('is refused to another participant and anonymous callers; staff read anyone; unknown is not found', async () => {
    const refused = await manual.graphql(DASHBOARD, { u: driverId });
    expect(errorOf(refused).code).toBe('FORBIDDEN');
    expect(refused.data?.getParticipantDashboard ?? null).toBeNull();
    expect(errorOf(await new Client(server.url).graphql(DASHBOARD, { u: driverId })).code).toBe('UNAUTHENTICATED');
    expect((await dashboardOf(admin, driverId)).balanceCents).toBe(1834 + 250);
    expect(errorOf(await admin.graphql(DASHBOARD, { u: 'nobody-at-all' })).code).toBe('NOT_FOUND');
  });
});

describe('what a transaction bills', () => {
  const TRIPS = `query($id: ID!, $n: String) { getTransaction(id: $id) {
    trips(limit: 1, nextToken: $n) { items { tripId segments mileageKm fuelLitres mileageFeeCents fuelTaxCreditCents
      cordonFeeCents todFeeCents tollFeeCents paymentStatus visibleToParticipant } nextToken } } }`;

  it('sums the billed segments per trip, by trip start, a page at a time', async () => {
    const first = await driver.graphql(TRIPS, { id: ids.txCreated });
    expect(first.errors).toBeUndefined();
    const page1 = first.data.getTransaction.trips;
    expect(page1.items).toEqual([
      {
        tripId: ids.tripA,
        segments: 2,
        mileageKm: 14.75,
        fuelLitres: expect.closeTo(1.3, 9),
        mileageFeeCents: 25,
        fuelTaxCreditCents: 8,
        cordonFeeCents: 0,
        todFeeCents: 0,
        tollFeeCents: 0,
        // One public segment, paid.
        paymentStatus: 'paid in full',
        visibleToParticipant: true,
      },
    ]);
    expect(page1.nextToken).toBeTruthy();
    const second = (await driver.graphql(TRIPS, { id: ids.txCreated, n: page1.nextToken })).data.getTransaction.trips;
    expect(second.items).toEqual([
      expect.objectContaining({
        tripId: ids.tripB,
        cordonFeeCents: 500,
        todFeeCents: 3,
        tollFeeCents: 125,
        paymentStatus: 'pending',
        // Shorter than the participant minimum (0.06 km): billed, but not a trip they can open.
        visibleToParticipant: false,
      }),
    ]);
    expect(second.nextToken).toBeNull();
    // The billed trips add up to the transaction's segments.
    const segments = await handle.db.select().from(tripSegments).where(eq(tripSegments.transactionId, ids.txCreated));
    const listed = [...page1.items, ...second.items];
    expect(listed.reduce((s: number, t: { mileageFeeCents: number }) => s + t.mileageFeeCents, 0)).toBe(
      segments.reduce((s, r) => s + r.mileageFeeCents, 0),
    );
    expect(listed.reduce((s: number, t: { segments: number }) => s + t.segments, 0)).toBe(segments.length);
  });

  it("lists the mileage reports behind a manual participant's transaction, read-only to others", async () => {
    const query = `query($id: ID!) { getTransaction(id: $id) { mileageReports { items { id tripId odoMileageKm
      auditStatus mileageKm mileageFeeCents fuelTaxCreditCents paymentStatus } nextToken } trips { items { tripId } } } }`;
    const res = await manual.graphql(query, { id: ids.txManual });
    expect(res.errors).toBeUndefined();
    const segments = await handle.db.select().from(tripSegments).where(eq(tripSegments.tripId, ids.reportTrip));
    expect(res.data.getTransaction.mileageReports).toEqual({
      items: [
        {
          id: ids.report,
          tripId: ids.reportTrip,
          odoMileageKm: expect.any(Number),
          auditStatus: 'approved',
          mileageKm: expect.closeTo(
            segments.reduce((s, r) => s + r.mileage, 0),
            9,
          ),
          mileageFeeCents: segments.reduce((s, r) => s + r.mileageFeeCents, 0),
          fuelTaxCreditCents: segments.reduce((s, r) => s + r.fuelFeeCents, 0),
          paymentStatus: 'pending',
        },
      ],
      nextToken: null,
    });
    // A device transaction has no mileage reports; the report's trip is listed as a trip too.
    expect(res.data.getTransaction.trips.items).toEqual([{ tripId: ids.reportTrip }]);
    const driverTx = await driver.graphql(query, { id: ids.txCreated });
    expect(driverTx.data.getTransaction.mileageReports.items).toEqual([]);
    // Another participant never reaches them.
    expect(errorOf(await driver.graphql(query, { id: ids.txManual })).code).toBe('FORBIDDEN');
  });
});
