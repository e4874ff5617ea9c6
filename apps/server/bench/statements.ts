// `npm run bench:statements -- --participants N`: statement generation throughput, PDFs included.
// Seeds N participants with a month of trips (bulk SQL: ~20 trips and ~30 segments each, some
// adjustments and an unpaid earlier statement to carry over), then runs the month's generation through
// the real job queue (chunk jobs, PDF jobs in worker threads, storage) and times it from the request to
// the last stored PDF. Uses BENCH_DATABASE_URL's server when set, otherwise an embedded PostgreSQL in a
// temporary folder. BENCH_PROFILE=1 prints the time spent in each step. Ends with one line:
// `statements: 250 statements/s (2000 participants, PDFs included)`.
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { ensureDatabase } from '../src/db/client.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { previousMonth } from '../src/modules/statements/period.js';
import { createLogger, startServer } from '../src/server.js';
import { seedStatementMonth } from './statements-volume.js';

const { values } = parseArgs({
  options: {
    participants: { type: 'string', default: '2000' },
    trips: { type: 'string', default: '20' },
    keep: { type: 'boolean', default: false },
    reconcile: { type: 'boolean', default: true },
  },
  allowPositionals: true,
});
const P = Number(values.participants);
const TRIPS = Number(values.trips);
if (!Number.isInteger(P) || P < 1 || !Number.isInteger(TRIPS) || TRIPS < 1) {
  console.error('Usage: npm run bench:statements -- --participants N [--trips T]');
  process.exit(2);
}

const month = previousMonth();

const dir = await mkdtemp(path.join(os.tmpdir(), 'rc-bench-statements-'));
await chmod(dir, 0o755);
const embedded = process.env.BENCH_DATABASE_URL ? null : await startEmbeddedPostgres(path.join(dir, 'pg'));
const adminUrl = process.env.BENCH_DATABASE_URL ?? embedded?.url ?? '';
const databaseUrl = await ensureDatabase(adminUrl, `rc_bench_statements_${Date.now()}`);
const config = loadConfig({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  DATABASE_URL: databaseUrl,
  DATA_DIR: dir,
  AUTH_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'error',
  WEB_DIST: '/nonexistent',
  SEED_DEMO: 'false',
});
/** Seeds, runs the month, reconciles; answers statements per second. */
async function main(): Promise<number> {
  const server = await startServer(config, createLogger(config));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });

  let t = Date.now();
  await seedStatementMonth(pool, { participants: P, trips: TRIPS, month });
  const segments = Number((await pool.query('select count(*) from trip_segments')).rows[0].count);
  console.log(
    `seeded ${P} participants, ${P * TRIPS} trips, ${segments} segments in ${((Date.now() - t) / 1000).toFixed(1)} s`,
  );

  const statements = server.services.statements;
  const timings = new Map<string, { ms: number; calls: number }>();
  if (process.env.BENCH_PROFILE) {
    const repo = statements.repo as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const svc = statements as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const wrap = (target: Record<string, (...args: unknown[]) => Promise<unknown>>, name: string) => {
      const original = target[name]?.bind(target);
      if (!original) return;
      target[name] = async (...args: unknown[]) => {
        const t0 = performance.now();
        try {
          return await original(...args);
        } finally {
          const entry = timings.get(name) ?? { ms: 0, calls: 0 };
          entry.ms += performance.now() - t0;
          entry.calls++;
          timings.set(name, entry);
        }
      };
    };
    for (const name of [
      'lockParticipants',
      'insertStatements',
      'carryOver',
      'writeTotals',
      'settleStatements',
      'completeStatements',
      'findStatementsByIds',
      'setFilenames',
      'addPdfs',
      'completeChunk',
      'statementsWithoutPdf',
    ])
      wrap(repo, name);
    // What generation reads of trips', billing's and participants' tables.
    const reads = statements.billingReads as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    for (const name of ['billableUsernames', 'carriable', 'carriedChain']) wrap(reads, name);
    for (const name of ['generateMonth', 'renderPdfs', 'pdfData', 'chunkContext', 'settleChains']) wrap(svc, name);
    // Segment and adjustment links are trips' billed items.
    const items = (
      statements as unknown as { deps: { billedItems: Record<string, (...args: unknown[]) => Promise<unknown>> } }
    ).deps.billedItems;
    for (const name of ['linkSegments', 'linkAdjustments', 'setPaymentStatusOf']) wrap(items, name);
  }
  t = Date.now();
  const created = await statements.createRun('bench', {
    months: [month],
    participantUsernames: null,
    note: null,
    shouldSendEmailToParticipant: false,
    trigger: 'staff',
  });
  let last = '';
  for (;;) {
    const run = await statements.repo.findRun(created.id);
    if (!run) throw new Error('run vanished');
    const line = `  ${run.status}: participants ${run.participantsDone}/${run.participantsTotal}, statements ${run.statementsCreated}, PDFs ${run.pdfsDone}`;
    if (line !== last && (run.status !== 'running' || Date.now() % 5000 < 1000)) {
      console.log(`${((Date.now() - t) / 1000).toFixed(1).padStart(6)} s${line}`);
      last = line;
    }
    if (run.status === 'completed' || run.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seconds = (Date.now() - t) / 1000;
  const run = await statements.repo.findRun(created.id);
  const files = await readdir(path.join(dir, 'storage', 'participant')).catch(() => []);
  console.log(
    `generated ${run?.statementsCreated} statements and ${run?.pdfsDone} PDFs (${files.length} folders) in ${seconds.toFixed(1)} s`,
  );
  if (values.reconcile) {
    const rt = Date.now();
    const report = await statements.reconcile({ charges: null });
    console.log(
      `reconciliation: ${report.ok ? 'OK' : `${report.mismatches.length} mismatches`} (${report.statements} statements, ${((Date.now() - rt) / 1000).toFixed(1)} s)`,
    );
  }

  for (const [name, { ms, calls }] of timings)
    console.log(`  ${name.padEnd(22)} ${(ms / 1000).toFixed(2).padStart(7)} s in ${calls} calls`);
  await pool.end();
  await server.close();
  return (run?.statementsCreated ?? 0) / seconds;
}

try {
  const rate = await main();
  console.log(`statements: ${Math.round(rate)} statements/s (${P} participants, PDFs included)`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  // A failure leaves no PostgreSQL running and no folder behind.
  await embedded?.stop().catch(() => {});
  if (!values.keep) await rm(dir, { recursive: true, force: true });
}
process.exit(process.exitCode ?? 0);
