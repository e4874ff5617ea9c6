import { randomBytes } from 'node:crypto';
import { GROUPS, statementLineItemId } from '@rc/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, signInDemoUsers, startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import {
  disputes,
  inquiryComments,
  mileageReports,
  participantInquiries,
  participantStatements,
  participants,
  transactions,
  tripAdjustments,
  tripSegments,
  trips,
  users,
} from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import type { Actor } from '../../identity/actor.js';
import { addTrip, addVehicle } from '../../statements/__tests__/fixtures.js';

/**
 * Disputes (decision 021) through the service, on the real database: who may dispute what and until
 * when, the inquiry it opens, the standing that leaves an open dispute's amount out, the location clock
 * that waits for the decision, and the decision: a credit as a linked adjustment, sent and closed.
 */

const DAY = 24 * 60 * 60 * 1000;
let server: TestServer;
let handle: DatabaseHandle;
let db: DatabaseHandle['db'];
let months = 0;
const staff: Actor = { username: 'dispute-staff', email: 'dispute-staff@example.com', groups: [GROUPS.admins] };

async function participant(): Promise<Actor> {
  const username = `dispute-${randomBytes(5).toString('hex')}`;
  const email = `${username}@example.com`;
  await db.insert(users).values({ id: username, name: username, email, emailVerified: true });
  await db.insert(participants).values({ username, email, status: 'active', firstName: 'Dana', lastName: 'Ruiz' });
  return { username, email, groups: [] };
}

/** A processed trip with one segment (mileage fee − fuel credit), billed on a statement issued `issuedDaysAgo`. */
async function billedTrip(username: string, issuedDaysAgo: number, fees: { mileage: number; fuel: number }) {
  const issuedAt = new Date(Date.now() - issuedDaysAgo * DAY);
  const { tripId } = await addTrip(db, {
    username,
    segments: [
      { tsStart: new Date(issuedAt.getTime() - 10 * DAY), mileageFeeCents: fees.mileage, fuelFeeCents: fees.fuel },
    ],
  });
  await shown(tripId);
  const amount = fees.mileage - fees.fuel;
  const n = months++;
  const month = `${1990 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
  const [statement] = await db
    .insert(participantStatements)
    .values({
      username,
      month,
      periodFrom: new Date(issuedAt.getTime() - 30 * DAY),
      periodTo: new Date(issuedAt.getTime() - DAY),
      balance: amount,
      totalNewChages: amount,
      createdAt: issuedAt,
      createdBy: 'System',
    })
    .returning();
  const [transaction] = await db
    .insert(transactions)
    .values({ username, amountCents: amount, statementId: statement?.id, status: 'created', createdAt: issuedAt })
    .returning();
  if (!statement || !transaction) throw new Error('not billed');
  await db
    .update(participantStatements)
    .set({ transactionId: transaction.id })
    .where(eq(participantStatements.id, statement.id));
  await db
    .update(tripSegments)
    .set({ transactionId: transaction.id, paymentStatus: 'pending' })
    .where(eq(tripSegments.tripId, tripId));
  return { tripId, transactionId: transaction.id, issuedAt };
}

/** Long enough for its participant to see it (the fixture leaves the distance empty). */
async function shown(tripId: string) {
  await db.update(trips).set({ distMro: 12.5 }).where(eq(trips.id, tripId));
}

const reason = 'I was not driving that day; the car was parked at home all weekend.';
const service = () => server.services.disputes;

async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return `${error.code} ${error.messageKey}`;
    throw error;
  }
  throw new Error('expected a refusal');
}

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  db = handle.db;
  await db
    .insert(users)
    .values({ id: staff.username, name: 'Staff', email: staff.email, emailVerified: true, role: 'admin' });
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

describe('raising a dispute', () => {
  it('shows the amount and the deadline, opens a Mileage Reporting inquiry, and refuses a second or someone else', async () => {
    const dana = await participant();
    const other = await participant();
    const { tripId, issuedAt } = await billedTrip(dana.username, 10, { mileage: 512, fuel: 112 });

    const item = await service().disputableItem(dana, { itemType: 'trip', itemId: tripId });
    expect(item).toMatchObject({ amountCents: 400, canDispute: true, openDispute: null });
    expect(item.deadlineAt?.getTime()).toBe(issuedAt.getTime() + 30 * DAY);

    expect(await refusal(() => service().disputableItem(other, { itemType: 'trip', itemId: tripId }))).toBe(
      'FORBIDDEN notAuthorized',
    );
    expect(
      await refusal(() =>
        service().createDispute(dana, { itemType: 'trip', itemId: tripId, subject: 'Dispute', reason: 'short' }),
      ),
    ).toBe('BAD_USER_INPUT disputeReasonMin');

    const dispute = await service().createDispute(dana, {
      itemType: 'trip',
      itemId: tripId,
      subject: 'Trip of 5 May',
      reason,
    });
    expect(dispute).toMatchObject({ status: 'open', amountCents: 400, tripId, username: dana.username });
    const [inquiry] = await db
      .select()
      .from(participantInquiries)
      .where(eq(participantInquiries.id, dispute.inquiryId));
    expect(inquiry).toMatchObject({
      username: dana.username,
      category: 'Mileage Reporting',
      subject: 'Trip of 5 May',
      body: reason,
      status: 'new',
      email: dana.email,
      name: 'Dana Ruiz',
    });
    expect(
      await refusal(() =>
        service().createDispute(dana, { itemType: 'trip', itemId: tripId, subject: 'Again', reason }),
      ),
    ).toBe('CONFLICT disputeAlreadyOpen');
    expect((await service().disputableItem(dana, { itemType: 'trip', itemId: tripId })).canDispute).toBe(false);
  });

  it('is refused once the period after the statement has ended (DISPUTE_PERIOD_DAYS), and for an unknown item', async () => {
    const dana = await participant();
    const { tripId } = await billedTrip(dana.username, 31, { mileage: 300, fuel: 0 });
    expect((await service().disputableItem(dana, { itemType: 'trip', itemId: tripId })).canDispute).toBe(false);
    expect(
      await refusal(() => service().createDispute(dana, { itemType: 'trip', itemId: tripId, subject: 'Late', reason })),
    ).toBe('BAD_USER_INPUT disputePeriodOver');
    expect(
      await refusal(() =>
        service().createDispute(dana, { itemType: 'mileageReport', itemId: 'nope', subject: 'x', reason }),
      ),
    ).toBe('NOT_FOUND disputeItemNotFound');
    const rows = await db.select().from(disputes).where(eq(disputes.username, dana.username));
    expect(rows).toHaveLength(0);
  });
});

describe('disputing a mileage report', () => {
  it('disputes the trip the report was charged as, and a refused report without a charge to credit', async () => {
    const dana = await participant();
    const vehicleId = await addVehicle(db, dana.username);
    const [charged, refused, pending] = await db
      .insert(mileageReports)
      .values([
        { username: dana.username, vehicleId, odoMileage: 1200, tsReportDate: new Date(), auditStatus: 'approved' },
        { username: dana.username, vehicleId, odoMileage: 900, tsReportDate: new Date(), auditStatus: 'rejected' },
        { username: dana.username, vehicleId, odoMileage: 1300, tsReportDate: new Date(), auditStatus: 'pending' },
      ])
      .returning();
    if (!charged || !refused || !pending) throw new Error('reports not inserted');
    expect((await service().disputableItem(dana, { itemType: 'mileageReport', itemId: pending.id })).canDispute).toBe(
      false,
    );
    expect(
      await refusal(() =>
        service().createDispute(dana, { itemType: 'mileageReport', itemId: pending.id, subject: 'Early', reason }),
      ),
    ).toBe('BAD_USER_INPUT disputeReportAwaitingReview');
    const { tripId } = await billedTrip(dana.username, 6, { mileage: 700, fuel: 200 });
    await db.update(trips).set({ recordId: charged.id }).where(eq(trips.id, tripId));

    const item = await service().disputableItem(dana, { itemType: 'mileageReport', itemId: charged.id });
    expect(item).toMatchObject({ amountCents: 500, canDispute: true });
    const dispute = await service().createDispute(dana, {
      itemType: 'mileageReport',
      itemId: charged.id,
      subject: 'Reading',
      reason,
    });
    expect(dispute).toMatchObject({ itemType: 'mileageReport', mileageReportId: charged.id, tripId, amountCents: 500 });
    expect((await service().latestOfMileageReports([charged.id])).get(charged.id)?.id).toBe(dispute.id);
    expect(await server.services.standing.unpaidCents(db, dana.username)).toBe(0);

    const other = await service().createDispute(dana, {
      itemType: 'mileageReport',
      itemId: refused.id,
      subject: 'Refused',
      reason,
    });
    expect(other).toMatchObject({ tripId: null, amountCents: 0, deadlineAt: null });
    expect(
      await refusal(() =>
        service().resolveDispute(staff, { id: other.id, outcome: 'upheld', note: 'Re-audited', creditCents: 1 }),
      ),
    ).toBe('BAD_USER_INPUT disputeCreditInvalid');
    expect(
      (await service().resolveDispute(staff, { id: other.id, outcome: 'upheld', note: 'We will audit it again.' }))
        .adjustmentId,
    ).toBeNull();
  });
});

describe('disputing a statement line', () => {
  it("disputes one vehicle's charge in one state as printed, keeps its trips' location, and credits its latest trip", async () => {
    const dana = await participant();
    const other = await participant();
    const first = await billedTrip(dana.username, 8, { mileage: 600, fuel: 100 });
    const [statement] = await db
      .select()
      .from(participantStatements)
      .where(eq(participantStatements.transactionId, first.transactionId));
    if (!statement) throw new Error('no statement');
    // A later trip of the same vehicle (none recorded) in the same state, billed on the same statement.
    const { tripId: latest } = await addTrip(db, {
      username: dana.username,
      segments: [{ tsStart: new Date(Date.now() - 12 * DAY), mileageFeeCents: 300, fuelFeeCents: 50 }],
    });
    await shown(latest);
    await db
      .update(tripSegments)
      .set({ transactionId: first.transactionId, paymentStatus: 'paid' })
      .where(inArray(tripSegments.tripId, [first.tripId, latest]));
    const line = { stateCode: 'CA', fuelFee: 150, mileage: 20, mileageFee: 900, taxDifference: 750, net: 750 };
    await db
      .update(participantStatements)
      .set({ tripsSummary: [line] })
      .where(eq(participantStatements.id, statement.id));
    const itemId = statementLineItemId({ statementId: statement.id, stateCode: 'CA', vehicleId: null });

    const item = await service().disputableItem(dana, { itemType: 'statementLine', itemId });
    expect(item).toMatchObject({ amountCents: 750, canDispute: true });
    expect(item.deadlineAt?.getTime()).toBe(first.issuedAt.getTime() + 30 * DAY);
    expect(await refusal(() => service().disputableItem(other, { itemType: 'statementLine', itemId }))).toBe(
      'FORBIDDEN notAuthorized',
    );
    const nevada = statementLineItemId({ statementId: statement.id, stateCode: 'NV', vehicleId: null });
    expect(await refusal(() => service().disputableItem(dana, { itemType: 'statementLine', itemId: nevada }))).toBe(
      'NOT_FOUND disputeItemNotFound',
    );
    expect(
      await refusal(() =>
        service().disputableItem(dana, { itemType: 'statementLine', itemId: `${statement.id}/California/` }),
      ),
    ).toBe('NOT_FOUND disputeItemNotFound');

    const clocks = async () => {
      const byTrip = await server.services.tripLocation.clocks([first.tripId, latest]);
      return [byTrip.get(first.tripId)?.clockAt ?? null, byTrip.get(latest)?.clockAt ?? null];
    };
    expect((await clocks()).every((at) => at !== null)).toBe(true);
    const owed = () => server.services.standing.unpaidCents(db, dana.username);
    expect(await owed()).toBe(500);

    const dispute = await service().createDispute(dana, {
      itemType: 'statementLine',
      itemId,
      subject: 'Statement line',
      reason,
    });
    expect(dispute).toMatchObject({
      itemType: 'statementLine',
      statementId: statement.id,
      stateCode: 'CA',
      vehicleId: null,
      tripId: latest,
      amountCents: 750,
    });
    expect(
      await refusal(() => service().createDispute(dana, { itemType: 'statementLine', itemId, subject: 'x', reason })),
    ).toBe('CONFLICT disputeAlreadyOpen');
    expect((await service().latestOfStatementLines([statement.id])).map((d) => d.id)).toEqual([dispute.id]);
    // The line's trips keep their location while it is open; the disputed amount is not chased.
    expect(await clocks()).toEqual([null, null]);
    expect(await owed()).toBe(0);

    const decided = await service().resolveDispute(staff, {
      id: dispute.id,
      outcome: 'upheld',
      note: 'The charge in California was too high; we credited $3.00.',
      creditCents: 300,
    });
    const [adjustment] = await db.select().from(tripAdjustments).where(eq(tripAdjustments.tripId, latest));
    expect(adjustment).toMatchObject({ id: decided.adjustmentId, adjMileageFeeCents: -300, stateCode: 'CA' });
    // The other trip's clock starts at the decision; the credited one waits for its credit to be billed.
    expect((await clocks()).map((at) => at?.getTime() ?? null)).toEqual([decided.resolvedAt?.getTime(), null]);
    expect(await owed()).toBe(500);
  });
});

describe('while a dispute is open', () => {
  it('leaves its amount out of the owed balance, and counts it again once decided', async () => {
    const dana = await participant();
    const disputed = await billedTrip(dana.username, 5, { mileage: 400, fuel: 0 });
    await billedTrip(dana.username, 4, { mileage: 250, fuel: 0 });
    const owed = () => server.services.standing.unpaidCents(db, dana.username);
    expect(await owed()).toBe(650);
    const dispute = await service().createDispute(dana, {
      itemType: 'trip',
      itemId: disputed.tripId,
      subject: 'Dispute',
      reason,
    });
    expect(await owed()).toBe(250);
    await service().resolveDispute(staff, { id: dispute.id, outcome: 'rejected', note: 'The device shows the trip.' });
    expect(await owed()).toBe(650);
  });

  it("keeps the trip's location data: the retention clock starts only when the dispute is decided", async () => {
    const dana = await participant();
    // An invalid trip is never billed: its clock runs from processing.
    const { tripId } = await addTrip(db, {
      username: dana.username,
      invalid: true,
      segments: [{ tsStart: new Date() }],
    });
    await shown(tripId);
    const clock = async () => (await server.services.tripLocation.clocks([tripId])).get(tripId)?.clockAt ?? null;
    expect(await clock()).not.toBeNull();
    const dispute = await service().createDispute(dana, { itemType: 'trip', itemId: tripId, subject: 'x', reason });
    expect(await clock()).toBeNull();
    const decided = await service().resolveDispute(staff, {
      id: dispute.id,
      outcome: 'rejected',
      note: 'Invalid already.',
    });
    expect((await clock())?.getTime()).toBe(decided.resolvedAt?.getTime());
  });
});

describe('location retention of a disputed trip', () => {
  it('the daily job keeps it while the dispute is open, and destroys it the period after the decision', async () => {
    const dana = await participant();
    const { tripId } = await addTrip(db, {
      username: dana.username,
      invalid: true,
      segments: [{ tsStart: new Date(Date.now() - 41 * DAY) }],
    });
    await shown(tripId);
    await db
      .update(trips)
      .set({ createdAt: new Date(Date.now() - 40 * DAY) })
      .where(eq(trips.id, tripId));
    const destroyedAt = async () => (await db.select().from(trips).where(eq(trips.id, tripId)))[0]?.locationDestroyedAt;
    const dispute = await service().createDispute(dana, { itemType: 'trip', itemId: tripId, subject: 'x', reason });

    await server.services.locationRetention.run({ now: new Date() });
    expect(await destroyedAt()).toBeNull();
    const decided = await service().resolveDispute(staff, { id: dispute.id, outcome: 'rejected', note: 'No.' });
    const resolvedAt = decided.resolvedAt?.getTime() ?? 0;
    await server.services.locationRetention.run({ now: new Date(resolvedAt + 29 * DAY) });
    expect(await destroyedAt()).toBeNull();
    const run = await server.services.locationRetention.run({ now: new Date(resolvedAt + 31 * DAY) });
    expect((await destroyedAt())?.getTime()).toBe(run.ranAt.getTime());
  });
});

describe('deciding a dispute', () => {
  it('upholds with a credit made as a linked adjustment, sends the decision and closes the inquiry; only once', async () => {
    const dana = await participant();
    const { tripId } = await billedTrip(dana.username, 3, { mileage: 900, fuel: 150 });
    const dispute = await service().createDispute(dana, { itemType: 'trip', itemId: tripId, subject: 'x', reason });

    expect(await refusal(() => service().resolveDispute(dana, { id: dispute.id, outcome: 'upheld', note: 'x' }))).toBe(
      'FORBIDDEN adminOnly',
    );
    expect(
      await refusal(() =>
        service().resolveDispute(staff, { id: dispute.id, outcome: 'upheld', note: 'Too much', creditCents: 751 }),
      ),
    ).toBe('BAD_USER_INPUT disputeCreditInvalid');
    expect(
      await refusal(() =>
        service().resolveDispute(staff, { id: dispute.id, outcome: 'rejected', note: 'No', creditCents: 10 }),
      ),
    ).toBe('BAD_USER_INPUT disputeCreditInvalid');
    expect(await refusal(() => service().resolveDispute(staff, { id: dispute.id, outcome: 'upheld', note: ' ' }))).toBe(
      'BAD_USER_INPUT disputeResolutionNoteRequired',
    );

    const note = 'The device double-counted part of this trip; we credited $2.50.';
    const decided = await service().resolveDispute(staff, {
      id: dispute.id,
      outcome: 'upheld',
      note,
      creditCents: 250,
    });
    expect(decided).toMatchObject({
      status: 'upheld',
      creditCents: 250,
      resolutionNote: note,
      resolvedBy: staff.username,
    });
    const [adjustment] = await db.select().from(tripAdjustments).where(eq(tripAdjustments.tripId, tripId));
    expect(adjustment).toMatchObject({ id: decided.adjustmentId, adjMileageFeeCents: -250, paymentStatus: 'pending' });
    expect(adjustment?.note).toContain(note);
    expect((await service().ofAdjustments([adjustment?.id ?? ''])).get(adjustment?.id ?? '')?.id).toBe(dispute.id);

    const [inquiry] = await db
      .select()
      .from(participantInquiries)
      .where(eq(participantInquiries.id, dispute.inquiryId));
    expect(inquiry?.status).toBe('closed');
    const comments = await db.select().from(inquiryComments).where(eq(inquiryComments.inquiryId, dispute.inquiryId));
    expect(comments.map((c) => [c.author, c.type, c.body])).toEqual([['admin', 'message', note]]);

    expect(
      await refusal(() => service().resolveDispute(staff, { id: dispute.id, outcome: 'rejected', note: 'Again' })),
    ).toBe('CONFLICT disputeNotOpen');
    // Decided: the trip may be disputed again (within the period), and the newest shows on it.
    expect((await service().disputableItem(dana, { itemType: 'trip', itemId: tripId })).canDispute).toBe(true);
    expect((await service().latestOfTrips([tripId])).get(tripId)?.status).toBe('upheld');
  });

  it('erases the reason and the decision with the account, keeping amounts and outcomes', async () => {
    const dana = await participant();
    const { tripId } = await billedTrip(dana.username, 2, { mileage: 100, fuel: 0 });
    const dispute = await service().createDispute(dana, { itemType: 'trip', itemId: tripId, subject: 'x', reason });
    await service().resolveDispute(staff, { id: dispute.id, outcome: 'rejected', note: 'Personal words' });
    expect(await db.transaction((tx) => service().erasePersonalData(tx, dana.username))).toBe(1);
    const [row] = await db.select().from(disputes).where(eq(disputes.id, dispute.id));
    expect(row).toMatchObject({ reason: '[erased]', resolutionNote: '[erased]', amountCents: 100, status: 'rejected' });
  });
});

describe('POST /api/disputes (a dispute with its files)', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const form = (tripId: string, files: { name: string; type: string; bytes: Buffer }[]) => {
    const body = new FormData();
    body.set('itemType', 'trip');
    body.set('itemId', tripId);
    body.set('subject', 'Dispute with a receipt');
    body.set('reason', reason);
    for (const f of files) body.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
    return body;
  };

  it('stores the files with the dispute, for its participant and staff only, and refuses what it cannot keep', async () => {
    const { driver, driverId, admin, manual } = await signInDemoUsers(server.url);
    const { tripId } = await addTrip(db, {
      username: driverId,
      segments: [{ tsStart: new Date(), mileageFeeCents: 90 }],
    });
    await shown(tripId);

    expect(
      (await new Client(server.url).fetch('/api/disputes', { method: 'POST', body: form(tripId, []) })).status,
    ).toBe(401);
    const refused = await driver.fetch('/api/disputes', {
      method: 'POST',
      body: form(tripId, [{ name: 'tool.exe', type: 'application/x-msdownload', bytes: Buffer.from('MZ') }]),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ messageKey: 'disputeFileRefused' });
    expect(await db.select().from(disputes).where(eq(disputes.tripId, tripId))).toHaveLength(0);
    const someoneElse = await manual.fetch('/api/disputes', { method: 'POST', body: form(tripId, []) });
    expect(someoneElse.status).toBe(403);

    const created = await driver.fetch('/api/disputes', {
      method: 'POST',
      body: form(tripId, [
        { name: 'receipt.png', type: 'image/png', bytes: PNG },
        { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('Parked at home from 9 to 5.') },
      ]),
    });
    expect(created.status).toBe(201);
    const body = (await created.json()) as { id: string; files: { filename: string }[] };
    expect(body.files.map((f) => f.filename)).toEqual(['receipt.png', 'notes.txt']);
    const [row] = await db.select().from(disputes).where(eq(disputes.id, body.id));
    for (const file of row?.files ?? []) {
      expect(file.storageKey.startsWith(`participant/${driverId}/disputes/${body.id}/`)).toBe(true);
      expect(await server.services.storage.exists(file.storageKey)).toBe(true);
    }

    const FILES = 'query($id: ID!) { getDispute(id: $id) { files { filename size url } } }';
    const own = await driver.graphql(FILES, { id: body.id });
    const link = own.data.getDispute.files[0].url as string;
    expect((await driver.fetch(link)).status).toBe(200);
    expect((await admin.graphql(FILES, { id: body.id })).data.getDispute.files).toHaveLength(2);
    expect((await manual.graphql(FILES, { id: body.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await manual.fetch(link)).status).not.toBe(200);
  });

  it('takes more files later while the dispute is open: its participant or staff, 5 in all, none once decided', async () => {
    const { driver, driverId, admin, manual } = await signInDemoUsers(server.url);
    const { tripId } = await addTrip(db, {
      username: driverId,
      segments: [{ tsStart: new Date(), mileageFeeCents: 70 }],
    });
    await shown(tripId);
    const created = await driver.fetch('/api/disputes', {
      method: 'POST',
      body: form(tripId, [{ name: 'first.png', type: 'image/png', bytes: PNG }]),
    });
    const { id } = (await created.json()) as { id: string };
    const more = (names: string[], type = 'text/plain') => {
      const body = new FormData();
      for (const name of names) body.append('files', new Blob([`${name} says where the car was.`], { type }), name);
      return body;
    };
    const add = (client: Client, body: FormData, disputeId = id) =>
      client.fetch(`/api/disputes/${disputeId}/files`, { method: 'POST', body });
    const stored = async () => (await db.select().from(disputes).where(eq(disputes.id, id)))[0]?.files ?? [];

    expect((await add(new Client(server.url), more(['a.txt']))).status).toBe(401);
    expect((await add(manual, more(['a.txt']))).status).toBe(403);
    expect((await add(driver, more(['a.txt']), 'no-such-dispute')).status).toBe(404);
    expect((await add(driver, more([]))).status).toBe(400);
    const wrongType = await add(driver, more(['tool.exe'], 'application/x-msdownload'));
    expect(await wrongType.json()).toMatchObject({ messageKey: 'disputeFileRefused' });

    const added = await add(driver, more(['receipt.txt', 'parking.txt']));
    expect(added.status).toBe(200);
    expect(((await added.json()) as { files: { filename: string }[] }).files.map((f) => f.filename)).toEqual([
      'first.png',
      'receipt.txt',
      'parking.txt',
    ]);
    expect((await add(admin, more(['staff-note.txt']))).status).toBe(200);
    const files = await stored();
    expect(files.map((f) => f.storageKey.split('/').pop())).toEqual([
      '1-first.png',
      '2-receipt.txt',
      '3-parking.txt',
      '4-staff-note.txt',
    ]);
    for (const file of files) expect(await server.services.storage.exists(file.storageKey)).toBe(true);
    // Five in all: two more do not fit, and nothing of them is kept.
    const tooMany = await add(driver, more(['x.txt', 'y.txt']));
    expect(tooMany.status).toBe(400);
    expect(await stored()).toHaveLength(4);

    await service().resolveDispute(staff, { id, outcome: 'rejected', note: 'The trip was recorded as driven.' });
    const decided = await add(driver, more(['late.txt']));
    expect(decided.status).toBe(409);
    expect(await decided.json()).toMatchObject({ messageKey: 'disputeNotOpen' });
    expect(await stored()).toHaveLength(4);
  });
});
