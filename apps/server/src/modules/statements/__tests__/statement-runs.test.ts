import { messages } from '@rc/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { createParticipant } from '../../../db/__tests__/fixtures.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { participantStatements, statementRuns, transactions } from '../../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';
import { periodOfMonth } from '../period.js';
import { statementJobs } from '../statements.jobs.js';
import type { StatementsService } from '../statements.service.js';
import { addTrip, pacific } from './fixtures.js';

let server: TestServer;
let handle: DatabaseHandle;
let admin: Client;
let driver: Client;

const RUN_FIELDS =
  'id status statusMessage participantsTotal participantsDone participantsFailed statementsCreated alreadyBilled pdfsDone pdfsFailed progress';

const generate = (client: Client, month: string, usernames: string[] | null) =>
  client.graphql(
    `mutation($from: DateTime!, $to: DateTime!, $u: [String!]) {
      generateStatements(from: $from, to: $to, participantUsernames: $u) { ${RUN_FIELDS} }
    }`,
    { from: periodOfMonth(month).from.toISOString(), to: periodOfMonth(month).to.toISOString(), u: usernames },
  );

async function waitForRun(id: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await admin.graphql(`query($id: ID!) { getStatementRun(id: $id) { ${RUN_FIELDS} } }`, { id });
    const run = res.data?.getStatementRun;
    if (run?.status === 'completed' || run?.status === 'failed') return run;
    if (Date.now() > deadline) throw new Error(`run ${id} did not finish: ${JSON.stringify(run)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const errorOf = (res: { errors?: { message: string; extensions?: { code?: string } }[] }) => ({
  code: res.errors?.[0]?.extensions?.code,
  message: res.errors?.[0]?.message,
});
const countOf = async (usernames: string[]) => ({
  statements:
    (
      await handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(participantStatements)
        .where(inArray(participantStatements.username, usernames))
    )[0]?.n ?? 0,
  transactions:
    (
      await handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(transactions)
        .where(inArray(transactions.username, usernames))
    )[0]?.n ?? 0,
});

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  admin = new Client(server.url);
  await admin.signIn('admin@example.com', DEMO_PASSWORD);
  driver = new Client(server.url);
  await driver.signIn('driver@example.com', DEMO_PASSWORD);
}, 60_000);
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

describe('a staff run and its progress', () => {
  it('counts participants, statements and PDFs to the end; a second run for the month bills nothing twice and says why', async () => {
    const a = await createParticipant(handle.db);
    const b = await createParticipant(handle.db);
    await addTrip(handle.db, { username: a, segments: [{ tsStart: pacific('2024-05', 10), mileageFeeCents: 120 }] });
    await addTrip(handle.db, { username: b, segments: [{ tsStart: pacific('2024-05', 20), mileageFeeCents: 80 }] });

    const first = await generate(admin, '2024-05', [a, b]);
    expect(first.errors).toBeUndefined();
    expect(await waitForRun(first.data.generateStatements.id)).toMatchObject({
      status: 'completed',
      participantsTotal: 2,
      participantsDone: 2,
      participantsFailed: 0,
      statementsCreated: 2,
      alreadyBilled: 0,
      pdfsDone: 2,
      pdfsFailed: 0,
      progress: 1,
    });
    const afterFirst = await countOf([a, b]);
    expect(afterFirst).toEqual({ statements: 2, transactions: 2 });

    const second = await generate(admin, '2024-05', [a, b]);
    expect(second.errors).toBeUndefined();
    expect(await waitForRun(second.data.generateStatements.id)).toMatchObject({
      status: 'completed',
      participantsDone: 2,
      statementsCreated: 0,
      alreadyBilled: 2,
      pdfsDone: 0,
      progress: 1,
    });
    expect(await countOf([a, b])).toEqual(afterFirst);

    // Staff statements are told apart from the schedule's ('System').
    const list = async (createdByStaff: boolean) =>
      (
        await admin.graphql(
          `query($f: ModelParticipantStatementFilterInput) { listParticipantStatements(filter: $f, limit: 100) { items { username createdBy } } }`,
          {
            f: {
              createdByStaff,
              periodFrom: { between: [periodOfMonth('2024-05').from, periodOfMonth('2024-05').to] },
            },
          },
        )
      ).data.listParticipantStatements.items as { username: string; createdBy: string }[];
    expect((await list(true)).map((s) => s.username).sort()).toEqual([a, b].sort());
    expect((await list(false)).filter((s) => [a, b].includes(s.username))).toEqual([]);
  });

  it('refuses a second run while one for the same month is in progress, writing nothing', async () => {
    const repo = server.services.statements.repo;
    const active = await repo.insertRun(handle.db, {
      months: ['2024-03'],
      periodFrom: periodOfMonth('2024-03').from,
      periodTo: periodOfMonth('2024-03').to,
      participantUsernames: null,
      note: null,
      shouldSendEmailToParticipant: false,
      trigger: 'staff',
      status: 'running',
      createdBy: 'someone',
    });
    const runs = async () => (await handle.db.select({ n: sql<number>`count(*)::int` }).from(statementRuns))[0]?.n;
    const before = await runs();
    const res = await generate(admin, '2024-03', null);
    expect(errorOf(res).code).toBe('CONFLICT');
    expect(errorOf(res).message).toContain(messages.statementRunInProgress);
    expect(errorOf(res).message).toContain('March 2024');
    expect(await runs()).toBe(before);
    // Another month is not held up.
    const other = await generate(admin, '2024-02', [await createParticipant(handle.db)]);
    expect(other.errors).toBeUndefined();
    await waitForRun(other.data.generateStatements.id);
    await handle.db.update(statementRuns).set({ status: 'failed' }).where(eq(statementRuns.id, active.id));
  });

  it('counts the participants of a chunk that failed for good once, and still finishes the run', async () => {
    const repo = server.services.statements.repo;
    const run = await repo.insertRun(handle.db, {
      months: ['2024-01'],
      periodFrom: periodOfMonth('2024-01').from,
      periodTo: periodOfMonth('2024-01').to,
      participantUsernames: ['x1', 'x2', 'x3'],
      note: null,
      shouldSendEmailToParticipant: false,
      trigger: 'staff',
      status: 'running',
      participantsTotal: 3,
      chunksTotal: 1,
      createdBy: 'someone',
    });
    const failing = { runChunk: async () => Promise.reject(new Error('database went away')), repo } as unknown;
    const chunk = statementJobs(failing as StatementsService).find((j) => j.name === 'statements.chunk');
    const job = { runId: run.id, chunk: 0, usernames: ['x1', 'x2', 'x3'], months: ['2024-01'] };
    const context = { logger: pino({ level: 'silent' }), jobId: 'j', retryLimit: 10 };
    // An attempt that will be retried counts nothing.
    await expect(chunk?.handle(job, { ...context, retryCount: 3 })).rejects.toThrow('database went away');
    expect((await repo.findRun(run.id))?.participantsFailed).toBe(0);
    // The last attempt counts the chunk's participants as failed, once.
    await expect(chunk?.handle(job, { ...context, retryCount: 10 })).rejects.toThrow();
    await expect(chunk?.handle(job, { ...context, retryCount: 10 })).rejects.toThrow();
    const res = await admin.graphql(`query($id: ID!) { getStatementRun(id: $id) { ${RUN_FIELDS} } }`, { id: run.id });
    expect(res.data.getStatementRun).toMatchObject({
      status: 'completed',
      statusMessage: 'database went away',
      participantsDone: 0,
      participantsFailed: 3,
      progress: 1,
    });
  });

  it('is staff only', async () => {
    expect(errorOf(await generate(driver, '2024-05', null)).code).toBe('FORBIDDEN');
    expect(errorOf(await driver.graphql('{ listStatementRuns { items { id } } }')).code).toBe('FORBIDDEN');
    expect(
      errorOf(
        await driver.graphql('query { listParticipantStatements(filter: { createdByStaff: true }) { items { id } } }'),
      ).code,
    ).toBe('FORBIDDEN');
  });
});
