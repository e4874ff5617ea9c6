import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connect, type DatabaseHandle } from '../client.js';
import { appliedMigrations, MIGRATIONS_DIR, runMigrations } from '../migrate.js';

const handles: DatabaseHandle[] = [];
afterAll(async () => {
  for (const handle of handles) await handle.close();
});

/** A new, empty database (not the migrated template); the run's teardown drops it by its prefix. */
async function emptyDatabase(): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  const name = `${inject('testDbPrefix')}empty_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

describe('migrations', () => {
  it('two processes migrating a fresh database at once both succeed, one after the other', async () => {
    const url = await emptyDatabase();
    const a = connect(url);
    const b = connect(url);
    handles.push(a, b);
    expect(await appliedMigrations(a.db)).toBe(0);

    await Promise.all([runMigrations(a.db), runMigrations(b.db)]);

    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(await appliedMigrations(a.db)).toBe(journal.entries.length);
    // Every migration once, and the lock is free again: a third run finds nothing to do.
    await runMigrations(b.db);
    expect(await appliedMigrations(b.db)).toBe(journal.entries.length);
    const { rows } = await a.pool.query(
      `select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database
        where l.locktype = 'advisory' and l.classid = $1 and d.datname = current_database()`,
      [0x5243],
    );
    expect(rows[0].n).toBe(0);
  });
});
