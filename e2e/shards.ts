import os from 'node:os';

/**
 * How many shards the journeys run in: one Playwright worker each, with its own server and its own copy of
 * the seeded database (global-setup.ts). E2E_SHARDS sets it; by default one per core, at most 2, since each
 * shard runs a server and a browser.
 */
export function shardCount(): number {
  const asked = Number.parseInt(process.env.E2E_SHARDS ?? '', 10);
  if (Number.isInteger(asked) && asked > 0) return asked;
  return Math.max(1, Math.min(2, os.availableParallelism()));
}

/**
 * In a test worker, points E2E_BASE_URL, E2E_MAIL_DIR, E2E_DATABASE_URL and E2E_DATA_DIR at the worker's own
 * shard. Playwright gives every worker a parallel index below the worker count, kept by the worker that
 * replaces a failed one.
 */
export function selectWorkerShard(): void {
  const index = process.env.TEST_PARALLEL_INDEX;
  if (index === undefined) return;
  for (const name of ['E2E_BASE_URL', 'E2E_MAIL_DIR', 'E2E_DATABASE_URL', 'E2E_DATA_DIR']) {
    const value = process.env[`${name}_${index}`];
    if (value) process.env[name] = value;
  }
}
