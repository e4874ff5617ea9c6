import { spawn } from 'node:child_process';
import { messages } from '@rc/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { pdfText } from '../../../../test/pdf-text.js';
import { REPO_ROOT } from '../../../config.js';
import { createParticipant } from '../../../db/__tests__/fixtures.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import {
  configurations,
  notifications,
  participantStatements,
  participants,
  statementRuns,
  transactions,
  tripAdjustments,
  tripSegments,
} from '../../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';
import { periodOfMonth } from '../period.js';
import { statementJobs } from '../statements.jobs.js';
import { statementKey } from '../statements.service.js';
import { addAdjustment, addTrip, addVehicle, pacific } from './fixtures.js';

let server: TestServer;
let handle: DatabaseHandle;
let admin: Client;
let driver: Client;
let other: Client;
let driverId: string;
let adminId: string;

const generate = (client: Client, variables: Record<string, unknown>) =>
  client.graphql(
    `mutation($from: DateTime!, $to: DateTime!, $u: [String!], $note: String, $email: Boolean) {
      generateStatements(from: $from, to: $to, participantUsernames: $u, note: $note, shouldSendEmailToParticipant: $email) {
        id status months participantsTotal
      }
    }`,
    variables,
  );

/** Runs generateStatements as staff for the months and waits for the run to complete. */
async function runMonths(months: [string, string], usernames: string[] | null, extra: Record<string, unknown> = {}) {
  const res = await generate(admin, {
    from: periodOfMonth(months[0]).from.toISOString(),
    to: periodOfMonth(months[1]).to.toISOString(),
    u: usernames,
    ...extra,
  });
  expect(res.errors).toBeUndefined();
  const id = res.data.generateStatements.id as string;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const run = await admin.graphql(
      'query($id: ID!) { getStatementRun(id: $id) { id status participantsTotal participantsDone statementsCreated pdfsDone emailsQueued progress } }',
      { id },
    );
    const r = run.data?.getStatementRun;
    if (r?.status === 'completed' || r?.status === 'failed') return r;
    if (Date.now() > deadline) throw new Error(`run ${id} did not finish: ${JSON.stringify(r)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const statementsOf = (username: string) =>
  handle.db
    .select()
    .from(participantStatements)
    .where(eq(participantStatements.username, username))
    .orderBy(participantStatements.month);
const transactionById = async (id: string | null) =>
  id ? (await handle.db.select().from(transactions).where(eq(transactions.id, id)))[0] : undefined;

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  admin = new Client(server.url);
  adminId = (await admin.signIn('admin@example.com', DEMO_PASSWORD)).id;
  driver = new Client(server.url);
  driverId = (await driver.signIn('driver@example.com', DEMO_PASSWORD)).id;
  other = new Client(server.url);
  await other.signIn('manual@example.com', DEMO_PASSWORD);
  await handle.db.update(configurations).set({ value: 'mi' }).where(eq(configurations.key, 'MILEAGE_UNIT'));
}, 60_000);

afterAll(async () => {
  await handle?.close();
  await server?.close();
});

describe('a hand-worked month', () => {
  let username: string;
  let vehicleId: string;
  let billedSegments: string[];
  let septemberSegment: string;
  let invalidSegment: string;
  let adjustmentId: string;

  beforeAll(async () => {
    const { db } = handle;
    username = await createParticipant(db);
    vehicleId = await addVehicle(db, username);
    // Trip 1 (August): a public and a private California segment.
    const t1 = await addTrip(db, {
      username,
      vehicleId,
      segments: [
        {
          tsStart: pacific('2024-08', 5),
          mileage: 100,
          fuel: 8,
          mileageFeeCents: 124,
          fuelFeeCents: 45,
          cordonFeeCents: 500,
          todFeeCents: 25,
        },
        { tsStart: pacific('2024-08', 5), type: 'private', mileage: 10, fuel: 1 },
      ],
    });
    // Trip 2 (August 31, 11:30 pm Pacific: still August): Nevada, free.
    const t2 = await addTrip(db, {
      username,
      vehicleId,
      segments: [{ tsStart: new Date('2024-09-01T06:30:00Z'), stateCode: 'NV', mileage: 50, fuel: 4 }],
    });
    // September 1, 00:30 Pacific: not August.
    const t3 = await addTrip(db, {
      username,
      vehicleId,
      segments: [{ tsStart: new Date('2024-09-01T07:30:00Z'), mileage: 20, mileageFeeCents: 25, fuelFeeCents: 9 }],
    });
    // An invalidated trip is never billed.
    const t4 = await addTrip(db, {
      username,
      vehicleId,
      invalid: true,
      segments: [{ tsStart: pacific('2024-08', 9), mileage: 30, mileageFeeCents: 37 }],
    });
    billedSegments = [...t1.segmentIds, ...t2.segmentIds];
    septemberSegment = t3.segmentIds[0] ?? '';
    invalidSegment = t4.segmentIds[0] ?? '';
    adjustmentId = await addAdjustment(db, {
      username,
      tripId: t1.tripId,
      vehicleId,
      createdAt: pacific('2024-08', 20),
      adjMileage: -10,
      adjMileageFeeCents: -12,
      adjFuel: -1,
      adjFuelFeeCents: -5,
      adjTollFeeCents: 100,
      note: 'Toll gantry read twice',
    });
  });

  it('bills the month to the cent, with every statement field', async () => {
    const run = await runMonths(['2024-08', '2024-08'], [username], { note: 'Welcome to billing', email: true });
    expect(run).toMatchObject({
      status: 'completed',
      participantsTotal: 1,
      participantsDone: 1,
      statementsCreated: 1,
      pdfsDone: 1,
    });
    const [statement, ...more] = await statementsOf(username);
    expect(more).toEqual([]);
    if (!statement) throw new Error('no statement');
    expect(statement).toMatchObject({
      month: '2024-08',
      periodFrom: new Date('2024-08-01T07:00:00.000Z'),
      periodTo: new Date('2024-09-01T06:59:59.999Z'),
      mileageUnit: 'mi',
      fuelUnit: 'l',
      trips: 2,
      mileage: 160,
      fuel: 13,
      mbufFee: 124,
      cordonFee: 500,
      todFee: 25,
      tollFee: 0,
      fuelTaxCredit: 45,
      rifFee: 0,
      // 124 + 500 + 25 + 0 − 45
      totalNewMileageFee: 604,
      // −12 + 100 − (−5)
      totalNewAdjCharges: 93,
      totalNewChages: 697,
      carryoverBalance: 0,
      balance: 697,
      note: 'Welcome to billing',
      isProcessed: false,
      shouldSendEmailToParticipant: true,
      filename: 'statement-2024-08.pdf',
    });
    // Staff-generated: created by the staff member (scheduled ones by 'System').
    expect(statement.createdBy).toBe(adminId);
    expect(statement.tripsSummary).toEqual([
      {
        vehicleId,
        stateCode: 'CA',
        mileage: 110,
        publicMileage: 100,
        privateMileage: 10,
        fuel: 9,
        publicFuel: 8,
        privateFuel: 1,
        mileageFee: 124,
        fuelFee: 45,
        cordonFee: 500,
        todFee: 25,
        tollFee: 0,
        taxDifference: 79,
        net: 604,
      },
      {
        vehicleId,
        stateCode: 'NV',
        mileage: 50,
        publicMileage: 50,
        privateMileage: 0,
        fuel: 4,
        publicFuel: 4,
        privateFuel: 0,
        mileageFee: 0,
        fuelFee: 0,
        cordonFee: 0,
        todFee: 0,
        tollFee: 0,
        taxDifference: 0,
        net: 0,
      },
    ]);
    expect(statement.vehiclesSummary).toEqual([
      { vehicleId, fuel: 13, fuelFee: 45, mileage: 160, mileageFee: 124, taxDifference: 79 },
    ]);
    expect(statement.adjustmentSummary).toEqual([
      {
        adjMileage: -10,
        adjMileageFee: -12,
        adjFuel: -1,
        adjFuelFee: -5,
        adjCordonFee: 0,
        adjTodFee: 0,
        adjTollFee: 100,
        net: 93,
        shortDate: '08/20',
        stateCode: 'CA',
        vehicleId,
        note: 'Toll gantry read twice',
      },
    ]);
    const tx = await transactionById(statement.transactionId);
    expect(tx).toMatchObject({
      username,
      type: 'transaction',
      status: 'created',
      amountCents: 697,
      subtotalCents: 697,
      statementId: statement.id,
      carryoverTransactionId: null,
    });
    const segments = await handle.db.select().from(tripSegments).where(eq(tripSegments.username, username));
    const linked = segments.filter((s) => s.transactionId === tx?.id).map((s) => s.id);
    expect(linked.sort()).toEqual([...billedSegments].sort());
    expect(segments.find((s) => s.id === septemberSegment)?.transactionId).toBeNull();
    expect(segments.find((s) => s.id === invalidSegment)?.transactionId).toBeNull();
    const [adjustment] = await handle.db.select().from(tripAdjustments).where(eq(tripAdjustments.id, adjustmentId));
    expect(adjustment?.transactionId).toBe(tx?.id);
    // The e-mail is queued with the statement (sent by the notification worker).
    const mails = await handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.username, username), eq(notifications.templateName, 'statementIssued')));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.data).toMatchObject({ month: '2024-08', amountCents: 697 });
  });

  it('running the month again bills nothing twice', async () => {
    const before = await statementsOf(username);
    const run = await runMonths(['2024-08', '2024-08'], [username]);
    expect(run).toMatchObject({ status: 'completed', statementsCreated: 0 });
    // Everyone, too: nobody else has anything in August and this participant is done.
    const all = await runMonths(['2024-08', '2024-08'], null);
    expect(all.status).toBe('completed');
    expect(await statementsOf(username)).toEqual(before);
    const txs = await handle.db.select().from(transactions).where(eq(transactions.username, username));
    expect(txs).toHaveLength(1);
  });

  it('carries the unpaid balance into the next month and closes the carried transaction', async () => {
    await addAdjustment(handle.db, {
      username,
      tripId: (await addTrip(handle.db, { username, segments: [] })).tripId,
      createdAt: pacific('2024-10', 3),
      adjMileageFeeCents: 40,
    });
    const run = await runMonths(['2024-09', '2024-10'], [username]);
    expect(run).toMatchObject({ status: 'completed', statementsCreated: 2, pdfsDone: 2 });
    const [aug, sep, oct] = await statementsOf(username);
    if (!aug || !sep || !oct) throw new Error('statements missing');
    // September: the September 1 segment (25 − 9), plus August's 697 carried.
    expect(sep).toMatchObject({ totalNewChages: 16, carryoverBalance: 697, balance: 713, isProcessed: false });
    expect(oct).toMatchObject({ totalNewChages: 40, carryoverBalance: 713, balance: 753 });
    const augTx = await transactionById(aug.transactionId);
    const sepTx = await transactionById(sep.transactionId);
    const octTx = await transactionById(oct.transactionId);
    expect(augTx).toMatchObject({
      status: 'carriedOver',
      carriedIntoTransactionId: sep.transactionId,
      amountCents: 697,
    });
    expect(sepTx).toMatchObject({
      status: 'carriedOver',
      carriedIntoTransactionId: oct.transactionId,
      carryoverTransactionId: aug.transactionId,
      amountCents: 713,
    });
    expect(octTx).toMatchObject({ status: 'created', carryoverTransactionId: sep.transactionId, amountCents: 753 });
    // Staff cannot reopen a carried transaction: its amount is owed through October's.
    const reopen = await admin.graphql(
      'mutation($id: ID!) { updateTransaction(input: { id: $id, status: created }) { id status } }',
      { id: aug.transactionId },
    );
    expect(reopen.errors?.[0]?.message).toBe(messages.transactionCarriedOver);
    expect(await transactionById(aug.transactionId)).toMatchObject({ status: 'carriedOver' });
    // Standing ages from August's statement, the oldest amount still owed.
    const origins = await server.services.statements.debtOrigins(handle.db, [oct.transactionId ?? '']);
    expect(origins.get(oct.transactionId ?? '')).toEqual(aug.createdAt);
  });

  it('paying the last transaction settles every statement it carried', async () => {
    const [aug, sep, oct] = await statementsOf(username);
    if (!aug || !sep || !oct?.transactionId) throw new Error('statements missing');
    await handle.db.transaction(async (tx) => {
      await tx
        .update(transactions)
        .set({ status: 'processed', paidAt: new Date() })
        .where(eq(transactions.id, oct.transactionId ?? ''));
      await server.services.statements.settleCarried(tx, oct.transactionId ?? '', new Date(), 'System');
    });
    const after = await statementsOf(username);
    expect(after.map((s) => s.isProcessed)).toEqual([true, true, true]);
    const segments = await handle.db.select().from(tripSegments).where(eq(tripSegments.username, username));
    expect(segments.filter((s) => s.transactionId).every((s) => s.paymentStatus === 'paid')).toBe(true);
  });
});

describe('credits and empty months', () => {
  it('turns a negative balance into a refund transaction', async () => {
    const { db } = handle;
    const username = await createParticipant(db);
    const trip = await addTrip(db, {
      username,
      segments: [{ tsStart: pacific('2024-08', 2), mileage: 5, mileageFeeCents: 6, fuelFeeCents: 2 }],
    });
    await addAdjustment(db, {
      username,
      tripId: trip.tripId,
      createdAt: pacific('2024-08', 3),
      adjMileageFeeCents: -510,
    });
    await runMonths(['2024-08', '2024-08'], [username]);
    const [statement] = await statementsOf(username);
    expect(statement).toMatchObject({
      totalNewMileageFee: 4,
      totalNewAdjCharges: -510,
      balance: -506,
      isProcessed: true,
    });
    expect(await transactionById(statement?.transactionId ?? null)).toMatchObject({
      type: 'refund',
      status: 'created',
      amountCents: 506,
    });
    // The credit is carried (netted) into the next month's charges.
    await addTrip(db, {
      username,
      segments: [{ tsStart: pacific('2024-09', 2), mileage: 500, mileageFeeCents: 620 }],
    });
    await runMonths(['2024-09', '2024-09'], [username]);
    const [, sep] = await statementsOf(username);
    expect(sep).toMatchObject({ carryoverBalance: -506, totalNewChages: 620, balance: 114 });
    expect(await transactionById(sep?.transactionId ?? null)).toMatchObject({ type: 'transaction', amountCents: 114 });
    expect(await transactionById(statement?.transactionId ?? null)).toMatchObject({ status: 'carriedOver' });
  });

  it('settles a statement that owes exactly nothing', async () => {
    const { db } = handle;
    const username = await createParticipant(db);
    const trip = await addTrip(db, {
      username,
      segments: [{ tsStart: pacific('2024-08', 2), mileage: 5, mileageFeeCents: 50 }],
    });
    await addAdjustment(db, {
      username,
      tripId: trip.tripId,
      createdAt: pacific('2024-08', 3),
      adjMileageFeeCents: -50,
    });
    await runMonths(['2024-08', '2024-08'], [username]);
    const [statement] = await statementsOf(username);
    expect(statement).toMatchObject({ balance: 0, isProcessed: true });
    expect(await transactionById(statement?.transactionId ?? null)).toMatchObject({
      type: 'transaction',
      status: 'processed',
      amountCents: 0,
    });
    const segments = await db.select().from(tripSegments).where(eq(tripSegments.username, username));
    expect(segments.map((s) => s.paymentStatus)).toEqual(['paid']);
  });

  it('gives no statement to participants with nothing to bill', async () => {
    const { db } = handle;
    const quiet = await createParticipant(db);
    const later = await createParticipant(db);
    await addTrip(db, { username: later, segments: [{ tsStart: pacific('2024-11', 2), mileageFeeCents: 10 }] });
    const run = await runMonths(['2024-08', '2024-08'], [quiet, later]);
    expect(run).toMatchObject({ status: 'completed', participantsTotal: 2, statementsCreated: 0 });
    expect(await statementsOf(quiet)).toEqual([]);
    expect(await statementsOf(later)).toEqual([]);
  });
});

describe('staff input', () => {
  it('refuses bad periods and unknown participants with the spec words, and participants altogether', async () => {
    const bad = await generate(admin, { from: '2024-09-01T07:00:00Z', to: '2024-08-01T07:00:00Z' });
    expect(bad.errors?.[0]?.message).toBe('Choose a valid period: From must be on or before To.');
    const long = await generate(admin, { from: '2023-01-01T08:00:00Z', to: '2024-08-01T07:00:00Z' });
    expect(long.errors?.[0]?.message).toBe('Statements can be generated for at most 12 months at a time.');
    const future = await generate(admin, {
      from: new Date(Date.now() - 5 * 86400_000).toISOString(),
      to: new Date(Date.now() + 40 * 86400_000).toISOString(),
    });
    expect(future.errors?.[0]?.message).toBe('Statements cannot be generated for months that have not started.');
    const unknown = await generate(admin, {
      from: '2024-08-01T07:00:00Z',
      to: '2024-08-02T07:00:00Z',
      u: ['nobody-here'],
    });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(unknown.errors?.[0]?.message).toContain('Participant not found');
    const participant = await generate(driver, { from: '2024-08-01T07:00:00Z', to: '2024-08-02T07:00:00Z' });
    expect(participant.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const runs = await handle.db.select().from(statementRuns);
    expect(runs.every((r) => r.createdBy !== driverId)).toBe(true);
  });
});

describe('the statement PDF', () => {
  it('is stored under the participant and downloadable only by its owner or staff, until the link expires', async () => {
    const { db } = handle;
    const vehicleId = await addVehicle(db, driverId, { make: 'Honda', model: 'Fit', year: 2018 });
    await addTrip(db, {
      username: driverId,
      vehicleId,
      segments: [{ tsStart: pacific('2024-08', 12), mileage: 42, fuel: 3, mileageFeeCents: 52, fuelFeeCents: 19 }],
    });
    await runMonths(['2024-08', '2024-08'], [driverId]);
    const [statement] = await statementsOf(driverId);
    if (!statement?.filename) throw new Error('no PDF');
    const stored = await server.services.storage.get(statementKey(driverId, statement.filename));
    expect(stored?.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(stored?.contentType).toBe('application/pdf');
    // It states the pilot calendar of the configuration (here the defaults) and asks for real money.
    const text = pdfText(stored?.body ?? Buffer.alloc(0));
    expect(text).toContain('The California Road Charge Pilot runs from August 1, 2024 to January 31, 2025.');
    expect(text).not.toContain('mock statement');

    const query = 'query($id: ID!) { getParticipantStatement(id: $id) { id pdfUrl dueDate balance } }';
    const own = await driver.graphql(query, { id: statement.id });
    expect(own.errors).toBeUndefined();
    const url = own.data.getParticipantStatement.pdfUrl as string;
    // Due: issue date plus BILLING_BALANCE_OVERDUE_DAYS (21 by default).
    expect(new Date(own.data.getParticipantStatement.dueDate).getTime() - statement.createdAt.getTime()).toBe(
      21 * 86400_000,
    );
    const download = await fetch(new URL(url, server.url), { headers: { cookie: cookieOf(driver) } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Another participant can neither read the statement nor use its owner's link.
    const theirs = await other.graphql(query, { id: statement.id });
    expect(theirs.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await fetch(new URL(url, server.url), { headers: { cookie: cookieOf(other) } })).status).toBe(403);
    expect((await fetch(new URL(url, server.url))).status).toBe(401);

    // Staff get their own link.
    const staff = await admin.graphql(query, { id: statement.id });
    const staffUrl = staff.data.getParticipantStatement.pdfUrl as string;
    expect((await fetch(new URL(staffUrl, server.url), { headers: { cookie: cookieOf(admin) } })).status).toBe(200);

    // Links expire.
    const old = server.services.storageLinks.url(driverId, statementKey(driverId, statement.filename), {
      now: new Date(Date.now() - 60 * 60 * 1000),
    });
    expect((await fetch(new URL(old.url, server.url), { headers: { cookie: cookieOf(driver) } })).status).toBe(410);
  });
});

describe("a statement's transaction description", () => {
  it('is a code and its month for each reader to word; staff wording replaces it and is shown as written', async () => {
    const { db } = handle;
    const username = await createParticipant(db);
    await addTrip(db, { username, segments: [{ tsStart: pacific('2024-10', 8), mileageFeeCents: 90 }] });
    await runMonths(['2024-10', '2024-10'], [username]);
    const [statement] = await statementsOf(username);
    const query = `query($id: ID!) { getTransaction(id: $id) { description describedAs { key month } } }`;
    const before = await admin.graphql(query, { id: statement?.transactionId });
    expect(before.errors).toBeUndefined();
    // The English sentence stays for staff, exports and CSVs.
    expect(before.data.getTransaction).toEqual({
      description: 'Statement 2024-10',
      describedAs: { key: 'statement', month: '2024-10' },
    });
    const edit = await admin.graphql(
      'mutation($input: UpdateTransactionInput!) { updateTransaction(input: $input) { id } }',
      { input: { id: statement?.transactionId, description: 'October charges, corrected' } },
    );
    expect(edit.errors).toBeUndefined();
    const after = await admin.graphql(query, { id: statement?.transactionId });
    expect(after.data.getTransaction).toEqual({ description: 'October charges, corrected', describedAs: null });
  });
});

describe('the statement PDF of a participant who chose Spanish', () => {
  it('is written in Spanish, dates and all, and named so; an English one stays English', async () => {
    const { db } = handle;
    const username = await createParticipant(db);
    await db.update(participants).set({ language: 'es' }).where(eq(participants.username, username));
    const vehicleId = await addVehicle(db, username, { make: 'Honda', model: 'Fit', year: 2018 });
    const { tripId } = await addTrip(db, {
      username,
      vehicleId,
      segments: [{ tsStart: pacific('2024-09', 12), mileage: 42, fuel: 3, mileageFeeCents: 52, fuelFeeCents: 19 }],
    });
    await addAdjustment(db, {
      username,
      tripId,
      vehicleId,
      createdAt: pacific('2024-09', 20),
      adjMileage: 5,
      adjMileageFeeCents: 7,
      // No note: the PDF names the line itself.
      note: '',
    });
    await runMonths(['2024-09', '2024-09'], [username]);
    const [statement] = await statementsOf(username);
    expect(statement?.filename).toBe('statement-2024-09.es.pdf');
    const stored = await server.services.storage.get(statementKey(username, statement?.filename ?? ''));
    const text = pdfText(stored?.body ?? Buffer.alloc(0));
    for (const phrase of [
      'Estado de cuenta del cargo vial',
      'Septiembre de 2024',
      'RESUMEN DE LA CUENTA',
      'Resumen de cargos',
      'Cargos viales por 1 viaje, descontado el crédito del impuesto al combustible',
      'Sus vehículos',
      '2018 Honda Fit',
      'Ajuste de viaje',
      // The adjustment's day as Spanish writes it (day/month), and the pilot's days in words.
      '20/09',
      'El California Road Charge Pilot va del 1 de agosto de 2024 al 31 de enero de 2025.',
      'Página 1 de',
    ]) {
      expect(text).toContain(phrase);
    }
    for (const english of ['Summary of charges', 'Account number', 'How to pay', 'Trip adjustment', 'September']) {
      expect(text).not.toContain(english);
    }
    // The participant's own link serves it under its name.
    const query = 'query($id: ID!) { getParticipantStatement(id: $id) { pdfUrl } }';
    const staff = await admin.graphql(query, { id: statement?.id });
    const download = await fetch(new URL(staff.data.getParticipantStatement.pdfUrl, server.url), {
      headers: { cookie: cookieOf(admin) },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('statement-2024-09.es.pdf');
  });
});

describe('the monthly schedule', () => {
  it('runs on the 1st in Pacific time and bills the previous month for everyone, as System, e-mailed', async () => {
    const monthly = statementJobs(server.services.statements).find((j) => j.name === 'statements.monthly');
    expect(monthly?.schedule).toEqual({ cron: '0 1 1 * *', tz: 'America/Los_Angeles' });
    const username = await createParticipant(handle.db);
    await addTrip(handle.db, { username, segments: [{ tsStart: pacific('2024-11', 30), mileageFeeCents: 77 }] });
    // 1 December 2024, 01:00 in California (09:00 UTC): November.
    const run = await server.services.statements.startMonthlyRun(new Date('2024-12-01T09:00:00Z'));
    expect(run).toMatchObject({
      months: ['2024-11'],
      trigger: 'schedule',
      createdBy: 'System',
      participantUsernames: null,
    });
    const deadline = Date.now() + 60_000;
    while ((await server.services.statements.repo.findRun(run.id))?.status !== 'completed') {
      if (Date.now() > deadline) throw new Error('the scheduled run did not finish');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const [statement] = await statementsOf(username);
    expect(statement).toMatchObject({
      month: '2024-11',
      createdBy: 'System',
      shouldSendEmailToParticipant: true,
      balance: 77,
    });
  });
});

describe('reconciliation', () => {
  it('passes over everything these tests billed', async () => {
    const report = await server.services.statements.reconcile();
    expect(report.mismatches).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.statements).toBeGreaterThan(5);
  });

  it('npm run reconcile prints the report and exits 0, or 1 on a mismatch', async () => {
    const ok = await runReconcileScript();
    expect(ok.code).toBe(0);
    expect(ok.output).toContain('OK: everything reconciles.');
    const [segment] = await handle.db.select().from(tripSegments).where(eq(tripSegments.username, driverId)).limit(1);
    if (!segment?.transactionId) throw new Error('no billed segment');
    // A fee changed after billing: the statement no longer matches what it billed.
    await handle.db
      .update(tripSegments)
      .set({ mileageFeeCents: segment.mileageFeeCents + 5 })
      .where(eq(tripSegments.id, segment.id));
    const bad = await runReconcileScript();
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('MISMATCHES');
    expect(bad.output).toContain('mbufFee');
    await handle.db
      .update(tripSegments)
      .set({ mileageFeeCents: segment.mileageFeeCents })
      .where(eq(tripSegments.id, segment.id));
  }, 60_000);

  it('finds a statement whose transaction does not add up', async () => {
    const [statement] = await handle.db
      .select()
      .from(participantStatements)
      .where(
        inArray(
          participantStatements.username,
          await handle.db
            .select({ u: participants.username })
            .from(participants)
            .then((r) => r.map((x) => x.u)),
        ),
      )
      .limit(1);
    if (!statement?.transactionId) throw new Error('no statement');
    const tx = await transactionById(statement.transactionId);
    await handle.db
      .update(transactions)
      .set({ amountCents: (tx?.amountCents ?? 0) + 1 })
      .where(eq(transactions.id, statement.transactionId));
    const report = await server.services.statements.reconcile();
    expect(report.ok).toBe(false);
    expect(report.mismatches.some((m) => m.id === statement.id && m.message.includes('transaction amount'))).toBe(true);
    await handle.db
      .update(transactions)
      .set({ amountCents: tx?.amountCents ?? 0 })
      .where(eq(transactions.id, statement.transactionId));
    expect((await server.services.statements.reconcile()).ok).toBe(true);
  });
});

function cookieOf(client: Client): string {
  return (client as unknown as { cookies: Map<string, string> }).cookies
    ? [...(client as unknown as { cookies: Map<string, string> }).cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    : '';
}

/** The reconcile script as `npm run reconcile` runs it, on this test's database. */
function runReconcileScript(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/scripts/reconcile.ts'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: server.databaseUrl },
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}
