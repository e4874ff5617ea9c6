import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness.js';
import * as schema from '../../db/schema/index.js';
import { Jobs } from '../jobs.js';

// The queue's polling interval is far longer than the test may take: only fetching again at once
// after a full batch can work a backlog of several batches in time.
const POLL_SECONDS = 120;

describe('a worker with a backlog', () => {
  let jobs: Jobs;
  const batches: string[][] = [];
  let resolveDone: () => void;
  const done = new Promise<void>((resolve) => {
    resolveDone = resolve;
  });

  beforeAll(async () => {
    const url = await createTestDatabase();
    const sender = new Jobs(url, pino({ level: 'silent' }), { work: false });
    sender.register({ name: 'backlog', handle: async () => {} });
    await sender.start();
    for (let i = 0; i < 23; i++) await sender.send('backlog', { n: i });
    await sender.stop();

    jobs = new Jobs(url, pino({ level: 'silent' }), { work: true });
    jobs.register({
      name: 'backlog',
      batchSize: 5,
      concurrency: 5,
      pollingIntervalSeconds: POLL_SECONDS,
      handle: async () => {},
      async handleGroup(group) {
        batches.push(group.map((job) => job.jobId));
        if (batches.flat().length === 23) resolveDone();
        return group.map(() => ({ status: 'fulfilled', value: undefined }));
      },
      groupSize: 5,
    });
    await jobs.start();
  });

  afterAll(async () => {
    await jobs?.stop(1_000);
  });

  it('fetches again at once after a full batch', async () => {
    await done;
    // Five batches: four full ones, each followed at once by the next fetch, then the three left.
    expect(batches.map((b) => b.length)).toEqual([5, 5, 5, 5, 3]);
    expect(new Set(batches.flat()).size).toBe(23);
    await expect.poll(() => jobs.queueSize('backlog'), { timeout: 10_000 }).toBe(0);
  }, 30_000);
});

describe('jobs sent inside a transaction', () => {
  it('are queued with the transaction, by a statement each connection prepares once', async () => {
    const url = await createTestDatabase();
    const jobs = new Jobs(url, pino({ level: 'silent' }), { work: false });
    jobs.register({ name: 'in-transaction', handle: async () => {} });
    await jobs.start();
    // One connection: the statement prepared by the first send is the one the later sends use.
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const db = drizzle(pool, { schema });
    try {
      for (let i = 0; i < 3; i++) {
        await db.transaction(async (tx) => {
          await jobs.sendInTransaction(tx, 'in-transaction', { n: i });
        });
      }
      // A rolled-back transaction queues nothing.
      await db
        .transaction(async (tx) => {
          await jobs.sendInTransaction(tx, 'in-transaction', { n: 99 });
          throw new Error('rolled back');
        })
        .catch(() => {});
      expect(await jobs.queueSize('in-transaction')).toBe(3);
      const prepared = await db.execute<{ name: string }>(
        sql`select name from pg_prepared_statements where name like 'pgboss_%'`,
      );
      expect(prepared.rows).toHaveLength(1);
    } finally {
      await pool.end();
      await jobs.stop(1_000);
    }
  });
});
