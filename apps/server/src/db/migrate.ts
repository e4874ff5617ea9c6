import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Database } from './client.js';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** PostgreSQL advisory lock keys (one namespace, one key per purpose): the same numbers in every process. */
const LOCK_NAMESPACE = 0x5243; // "RC"
export const MIGRATION_LOCK = 1;
/** Reference data, demo seed and job queue creation at start (pg-boss deadlocks on concurrent createQueue). */
export const STARTUP_LOCK = 2;

/** The pool under a database made by `connect` (drizzle keeps it as $client). */
export function poolOf(db: Database): pg.Pool {
  const pool = (db as Database & { $client?: pg.Pool }).$client;
  if (!pool || typeof pool.connect !== 'function') throw new Error('the database has no connection pool');
  return pool;
}

/**
 * Runs `fn` while this process holds a session advisory lock (on a connection of its own), so server
 * processes and `npm run db:migrate` starting together on one database take turns instead of racing.
 * The lock ends with its session, so a process that dies while holding it frees it.
 */
export async function withAdvisoryLock<T>(db: Database, key: number, fn: () => Promise<T>): Promise<T> {
  const client = await poolOf(db).connect();
  let healthy = false;
  try {
    await client.query('select pg_advisory_lock($1, $2)', [LOCK_NAMESPACE, key]);
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1, $2)', [LOCK_NAMESPACE, key]);
      healthy = true;
    }
  } finally {
    // A connection that failed to unlock may still hold the lock: it is closed, not given back.
    client.release(!healthy);
  }
}

/** Applies the pending migrations, one process at a time (the others wait, then find nothing to do). */
export async function runMigrations(db: Database): Promise<void> {
  await withAdvisoryLock(db, MIGRATION_LOCK, () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }));
}

/** How many migrations the database has applied (0 before the first). */
export async function appliedMigrations(db: Database): Promise<number> {
  const pool = poolOf(db);
  const { rows } = await pool.query<{ table: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as table`,
  );
  if (!rows[0]?.table) return 0;
  const count = await pool.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  return count.rows[0]?.n ?? 0;
}
