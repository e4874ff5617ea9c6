import { execSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../src/config.js';
import { connect, ensureDatabase } from '../src/db/client.js';
import {
  alive,
  DeliveryPoster,
  probe,
  type RestartablePostgres,
  signIn,
  startRestartablePostgres,
  waitForReadiness,
} from '../test/db-outage.js';
import { startServerProcess, stopAllServerProcesses } from '../test/server-process.js';

/*
 * Database restart drill: a real server process (ROLE=all) on its own database, signed device deliveries
 * arriving, and PostgreSQL restarted under it N times. Each time the server must stay up, answer 503 with
 * Retry-After (liveness 200, readiness 503) while the database is away, and afterwards every delivery
 * must be processed, sign-in must work and the books must reconcile. Ends with one summary line; exits 1
 * on any problem.
 *
 * By default the PostgreSQL is an embedded one in a temporary folder, stopped (fast shutdown) and started
 * again. --database-url uses a new database on that server instead, and --restart-command restarts it.
 */
const usage = `Usage: tsx apps/server/scripts/db-restart-drill.ts [--restarts 10] [--deliveries 30] [--down 3]
       [--database-url postgres://… --restart-command 'sudo systemctl restart postgresql']

  --restarts          how many times PostgreSQL is restarted (default 10)
  --deliveries        device deliveries posted around each restart (default 30)
  --down              seconds the embedded PostgreSQL stays stopped (default 3)
  --database-url      a PostgreSQL server to use (a new database is created on it) instead of an embedded one
  --restart-command   shell command that restarts that server (required with --database-url)`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      restarts: { type: 'string', default: '10' },
      deliveries: { type: 'string', default: '30' },
      down: { type: 'string', default: '3' },
      'database-url': { type: 'string' },
      'restart-command': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const restarts = Number(values.restarts);
  const perRound = Number(values.deliveries);
  const downMs = Number(values.down) * 1000;
  const external = values['database-url'];
  const restartCommand = values['restart-command'];
  if (external && !restartCommand) {
    console.error('--database-url needs --restart-command (the drill must be able to restart that server)');
    return 2;
  }

  let pg: RestartablePostgres | null = null;
  let adminUrl: string;
  if (external) {
    adminUrl = external;
  } else {
    pg = await startRestartablePostgres();
    adminUrl = pg.adminUrl;
  }
  const databaseUrl = await ensureDatabase(adminUrl, `rc_drill_${randomBytes(4).toString('hex')}`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rc-drill-'));
  await chmod(dataDir, 0o755);
  const handle = connect(databaseUrl);
  const problems: string[] = [];
  let unavailable = 0;
  try {
    const server = await startServerProcess({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      ROLE: 'all',
      TRUST_PROXY: 'true',
    });
    const poster = new DeliveryPoster(server.url, await DeliveryPoster.secretOf(handle.db));

    for (let round = 1; round <= restarts; round++) {
      const before = poster.stored.size;
      const posting = poster.post(perRound);
      // Stop it while deliveries are arriving and being worked.
      while (poster.stored.size - before < perRound / 3) await sleep(20);
      const stopped = Date.now();
      if (pg) await pg.stop();
      else execSync(restartCommand ?? '', { stdio: 'ignore' });
      const during = await probe(server.url);
      const check = (what: string, ok: boolean) => {
        if (!ok) problems.push(`restart ${round}: ${what}`);
      };
      if (pg) {
        check(`/healthz answered ${during.healthz.status}`, during.healthz.status === 200);
        check(`/readyz answered ${during.readyz.status}`, during.readyz.status === 503);
        for (const [name, answer] of [
          ['GraphQL', during.graphql],
          ['sign-in', during.signIn],
        ] as const) {
          check(`${name} answered ${answer.status}`, answer.status === 503 && answer.retryAfter !== null);
          check(`${name} took ${answer.ms} ms`, answer.ms < 6_000);
          if (answer.status === 503) unavailable++;
        }
        await sleep(Math.max(0, downMs - (Date.now() - stopped)));
        await pg.start();
      }
      await posting;
      await waitForReadiness(server.url, 200, 60_000);
      check('the server process exited', alive(server));
      console.error(
        `restart ${round}/${restarts}: database back after ${((Date.now() - stopped) / 1000).toFixed(1)} s, ${poster.stored.size} deliveries stored`,
      );
    }
    unavailable += poster.statuses.get(503) ?? 0;
    if (!poster.retryAfterOnEvery503) problems.push('a delivery answered 503 without Retry-After');
    if (poster.slowestMs > 10_000) problems.push(`a delivery took ${poster.slowestMs} ms to be answered`);

    const left = await poster.waitProcessed(handle.db, 300_000);
    const processed = poster.stored.size - Object.values(left).reduce((a, b) => a + b, 0);
    if (Object.keys(left).length) problems.push(`deliveries not processed: ${JSON.stringify(left)}`);
    if ((await signIn(server.url)).status !== 200) problems.push('sign-in failed after the restarts');
    if (server.lines.some((l) => /Unhandled 'error' event|unhandled promise rejection/.test(l))) {
      problems.push('the server logged an unhandled error');
    }
    const reconcile = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/scripts/reconcile.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    });
    if (reconcile.status !== 0) problems.push(`reconcile failed:\n${reconcile.stdout}${reconcile.stderr}`);
    const serverAlive = alive(server);
    if (!serverAlive) problems.push('the server process is not running');

    for (const problem of problems) console.error(problem);
    console.log(
      `db restarts: ${restarts}, ${serverAlive ? 'process alive' : 'PROCESS DIED'}, deliveries ${poster.stored.size} posted / ${processed} processed, ${unavailable} 503s seen, ${reconcile.status === 0 ? 'reconcile ok' : 'RECONCILE FAILED'}`,
    );
    return problems.length ? 1 : 0;
  } finally {
    await stopAllServerProcesses();
    await handle.close();
    if (pg) await pg.close();
    else {
      // The drill's database on the shared server goes with it.
      const admin = connect(adminUrl);
      await admin.pool.query(`drop database if exists "${new URL(databaseUrl).pathname.slice(1)}" with (force)`);
      await admin.close();
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(2);
  },
);
