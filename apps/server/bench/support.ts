// Start-up shared by the benches: a real server on its own new database, on BENCH_DATABASE_URL's
// PostgreSQL when set, otherwise on an embedded PostgreSQL in a temporary folder.
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { ensureDatabase } from '../src/db/client.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { createLogger, type RunningServer, startServer } from '../src/server.js';

export interface BenchServer {
  server: RunningServer;
  databaseUrl: string;
  /** Stops the server and the embedded PostgreSQL, and removes the temporary folder. */
  close(): Promise<void>;
}

/**
 * `name` tells the temporary folder and the database apart; `env` adds to or overrides the
 * configuration. With `env.DATABASE_URL` the server uses that database and no PostgreSQL is started.
 */
export async function startBenchServer(name: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `rc-bench-${name}-`));
  // The embedded PostgreSQL runs as another user when the bench runs as root: it must reach its folder.
  await chmod(dir, 0o755);
  const given = env.DATABASE_URL;
  const embedded = given || process.env.BENCH_DATABASE_URL ? null : await startEmbeddedPostgres(path.join(dir, 'pg'));
  const adminUrl = process.env.BENCH_DATABASE_URL ?? embedded?.url ?? '';
  const databaseUrl = given ?? (await ensureDatabase(adminUrl, `rc_bench_${name}_${Date.now()}`));
  const config = loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    // Production seeds no demo accounts by default; the benches sign in as them.
    SEED_DEMO: 'true',
    ...env,
  });
  const server = await startServer(config, createLogger(config));
  return {
    server,
    databaseUrl,
    async close() {
      await server.close();
      await embedded?.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
