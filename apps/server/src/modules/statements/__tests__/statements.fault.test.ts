import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq, isNotNull, isNull, like } from 'drizzle-orm';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { seedStatementMonth } from '../../../../bench/statements-volume.js';
import { createTestDatabase } from '../../../../test/harness.js';
import { startServerProcess, stopAllServerProcesses, stopServerProcess } from '../../../../test/server-process.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { participantStatements, statementRuns, tripSegments } from '../../../db/schema/index.js';
import { periodOfMonth } from '../period.js';
import { ReconcileReadModel } from '../reconcile.read-model.js';
import { reconcile } from '../reconcile.service.js';
import { STATEMENT_JOBS } from '../statements.service.js';

/**
 * The server process (tsx src/main.ts) killed with SIGKILL while it generates statements, then
 * started again: the run finishes, every participant has exactly one statement with its PDF, and the
 * books reconcile.
 */
const closers: (() => Promise<void>)[] = [];

afterAll(async () => {
  await stopAllServerProcesses();
  for (const close of closers) await close();
});

describe('statement generation across a crash', () => {
  it('a server killed (SIGKILL) mid-run: restarted, it finishes the run with one statement each and the books reconcile', {
    timeout: 600_000,
  }, async () => {
    const databaseUrl = await createTestDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rc-statements-fault-'));
    closers.push(() => rm(dataDir, { recursive: true, force: true }));
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    };
    const handle: DatabaseHandle = connect(databaseUrl);
    closers.push(() => handle.close());
    const { db } = handle;

    // The first start migrates and creates the job queues.
    const doomed = await startServerProcess(env);
    // Six chunks of 250: two at work when the server is killed (two at a time), the others queued.
    const PARTICIPANTS = 1500;
    const month = '2024-08';
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    closers.push(() => pool.end());
    await seedStatementMonth(pool, { participants: PARTICIPANTS, trips: 10, month, prefix: 'flt' });

    // Queue the run as generateStatements does (a run row, then its planning job).
    const period = periodOfMonth(month);
    const [run] = await db
      .insert(statementRuns)
      .values({ months: [month], periodFrom: period.from, periodTo: period.to, createdBy: 'System', trigger: 'staff' })
      .returning();
    if (!run) throw new Error('no run');
    const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', supervise: false, schedule: false });
    await boss.start();
    await boss.send(STATEMENT_JOBS.plan, { runId: run.id });
    await boss.stop({ graceful: false, wait: true });

    const runRow = async () => (await db.select().from(statementRuns).where(eq(statementRuns.id, run.id)))[0];
    // Kill it once some statements exist and most do not.
    const deadline = Date.now() + 120_000;
    for (;;) {
      const r = await runRow();
      if (r && r.statementsCreated > 0) break;
      if (Date.now() > deadline) throw new Error(`no progress: ${doomed.lines.slice(-20).join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await stopServerProcess(doomed, 'SIGKILL');
    const atKill = await runRow();
    const activeAtKill = await pool.query(
      `select id, state, data->>'chunk' as chunk from pgboss.job where name = $1 and state = 'active'`,
      [STATEMENT_JOBS.chunk],
    );
    // Chunk jobs were in the middle of their work: pg-boss holds them active until they expire.
    expect(activeAtKill.rows.length).toBeGreaterThan(0);
    const queuedAtKill = await pool.query(
      `select count(*)::int as n from pgboss.job where name = $1 and state = 'created'`,
      [STATEMENT_JOBS.chunk],
    );
    expect(queuedAtKill.rows[0]?.n).toBeGreaterThan(0);
    expect(atKill?.status).toBe('running');
    expect(atKill?.participantsDone ?? 0).toBeLessThan(PARTICIPANTS);

    // Restarted: the queued chunks run, the killed ones once pg-boss expires them.
    const restarted = await startServerProcess(env);
    const finish = Date.now() + 480_000;
    for (;;) {
      const r = await runRow();
      if (r?.status === 'completed') break;
      if (r?.status === 'failed' || Date.now() > finish) {
        throw new Error(`run did not complete: ${JSON.stringify(r)}\n${restarted.lines.slice(-20).join('\n')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const done = await runRow();
    // The killed chunks ran again after expiring, and changed nothing twice. A chunk whose work had
    // committed just before the kill lets the run complete before its job is retried: wait for it.
    const killedJobs = async () =>
      pool.query(
        `select id, state, retry_count from pgboss.job where id = any ($1::uuid[])
         union all select id, state, retry_count from pgboss.archive where id = any ($1::uuid[])`,
        [activeAtKill.rows.map((r) => r.id)],
      );
    let retried = await killedJobs();
    const settled = Date.now() + 240_000;
    while (retried.rows.some((r) => r.state !== 'completed') && Date.now() < settled) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      retried = await killedJobs();
    }
    expect(retried.rows.length).toBe(activeAtKill.rows.length);
    expect(retried.rows.every((r) => r.state === 'completed' && r.retry_count >= 1)).toBe(true);
    expect(done).toMatchObject({ participantsTotal: PARTICIPANTS, participantsDone: PARTICIPANTS });

    // Exactly one August statement per participant, each with its PDF; every segment billed.
    const august = await db
      .select({ username: participantStatements.username, filename: participantStatements.filename })
      .from(participantStatements)
      .where(eq(participantStatements.month, month));
    expect(august).toHaveLength(PARTICIPANTS);
    expect(new Set(august.map((s) => s.username)).size).toBe(PARTICIPANTS);
    expect(august.every((s) => s.filename === 'statement-2024-08.pdf')).toBe(true);
    expect(done?.statementsCreated).toBe(PARTICIPANTS);
    expect(done?.pdfsDone).toBe(PARTICIPANTS);
    const folders = await readdir(path.join(dataDir, 'storage', 'participant'));
    expect(folders.filter((f) => f.startsWith('flt'))).toHaveLength(PARTICIPANTS);
    const [unbilled] = await db.select({ n: count() }).from(tripSegments).where(isNull(tripSegments.transactionId));
    expect(unbilled?.n).toBe(0);
    const [billed] = await db.select({ n: count() }).from(tripSegments).where(isNotNull(tripSegments.transactionId));
    expect(billed?.n).toBeGreaterThan(PARTICIPANTS);

    const report = await reconcile(new ReconcileReadModel(db), { charges: null });
    expect(report.mismatches).toEqual([]);
    expect(report.statements).toBe(PARTICIPANTS + PARTICIPANTS / 5);
    const carried = await db
      .select({ n: count() })
      .from(participantStatements)
      .where(like(participantStatements.month, '2024-07'));
    expect(carried[0]?.n).toBe(PARTICIPANTS / 5);
    await stopServerProcess(restarted);
  });
});
