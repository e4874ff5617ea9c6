import type pg from 'pg';

export type Run = (text: string, params?: unknown[]) => Promise<pg.QueryResult>;

/**
 * Runs `fill` in one transaction with triggers and foreign-key checks suspended (the benches' rows are
 * consistent by construction): all of it is loaded, or nothing.
 */
export async function bulkLoad(pool: pg.Pool, fill: (run: Run) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  const run: Run = (text, params = []) => client.query(text, params);
  try {
    await run('begin');
    await run('set local session_replication_role = replica');
    await fill(run);
    await run('commit');
  } catch (error) {
    await run('rollback');
    throw error;
  } finally {
    client.release();
  }
}
