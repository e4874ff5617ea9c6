import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Transaction } from '../db/actor.js';
import { isDatabaseUnavailable } from '../db/availability.js';
import { POOL_OPTIONS } from '../db/client.js';

/**
 * Background jobs on pg-boss in the application database (schema pgboss). Modules declare their
 * queues in `<domain>.jobs.ts` as JobDefinitions; the server registers them all. A process with
 * ROLE=api only sends jobs; ROLE=worker or all also works them and runs the schedules.
 */

export interface JobSendOptions {
  /** One job per key while it is queued or active (e.g. the webhook event id): a second send is dropped. */
  singletonKey?: string;
  startAfter?: number | string | Date;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  priority?: number;
}

/** What services need: queue a job now, or inside the transaction that makes it necessary. */
export interface JobQueue {
  send(name: string, data: object, options?: JobSendOptions): Promise<string | null>;
  /**
   * Queues the job in `tx`: it exists exactly when the transaction commits, so a crash between
   * "row written" and "job queued" cannot lose work.
   */
  sendInTransaction(tx: Transaction, name: string, data: object, options?: JobSendOptions): Promise<string | null>;
}

export interface JobContext {
  logger: Logger;
}

export interface JobDefinition<T extends object = object> {
  name: string;
  /** Queue policy and retry defaults for the queue (pg-boss createQueue). */
  queue?: Omit<PgBoss.Queue, 'name'>;
  /** Cron (5 fields) in the given time zone, e.g. hourly '0 * * * *'. */
  schedule?: { cron: string; tz?: string; data?: T };
  /** Jobs fetched at once (default 1). After a full batch the worker fetches again at once. */
  batchSize?: number;
  /**
   * How many jobs of one fetched batch run at the same time (default 1: one after the other), for
   * independent jobs such as one per webhook delivery. Each job still succeeds or fails on its own.
   */
  concurrency?: number;
  /** The wait after an empty or partly full batch (at least 0.5 s; default 1). */
  pollingIntervalSeconds?: number;
  /**
   * Handles one job; throwing fails it and pg-boss retries it by the queue's retry options
   * (retryCount of retryLimit: the last attempt is retryCount >= retryLimit).
   */
  handle(data: T, context: JobContext & JobAttempt): Promise<void>;
  /**
   * Instead of `handle`: handles up to `groupSize` jobs of a fetched batch at once (`concurrency`
   * groups at a time), for work that is cheaper together. One result a job, in order; a rejected
   * one fails that job alone, as a throw from `handle` would.
   */
  handleGroup?(jobs: (JobAttempt & { data: T })[], context: JobContext): Promise<PromiseSettledResult<unknown>[]>;
  groupSize?: number;
}

/** Which job, and which attempt of it. */
export interface JobAttempt {
  jobId: string;
  retryCount: number;
  retryLimit: number;
}

/** A job queue that drops nothing but runs nothing: for code paths (unit tests, scripts) with no boss. */
export const noJobs: JobQueue = {
  send: async () => null,
  sendInTransaction: async () => null,
};

/**
 * pg-boss's statements are few and fixed, and a job sent with each device delivery is frequent: they
 * run as named statements, which a connection parses and plans once instead of at every send.
 */
const statementNames = new Map<string, string>();
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  // A bound on the names, should a statement ever be built per call: those then run unnamed.
  if (!name && statementNames.size < 20) {
    name = `pgboss_${createHash('sha256').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** The node-postgres client under a drizzle transaction, so pg-boss can write its job row in it. */
function transactionClient(tx: Transaction): PgBoss.Db {
  // drizzle-orm keeps the pool client of a node-postgres transaction in its session (not public API).
  const client = (
    tx as unknown as {
      session: {
        client: { query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }> };
      };
    }
  ).session.client;
  return {
    executeSql: (text, values) =>
      client.query({ name: statementName(text), text, values }) as Promise<{ rows: never[] }>,
  };
}

export class Jobs implements JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<object>>();
  private started = false;
  private stopping = false;

  constructor(
    connectionString: string,
    private readonly logger: Logger,
    private readonly options: { work: boolean },
  ) {
    const settings: PgBoss.ConstructorOptions = {
      connectionString,
      schema: 'pgboss',
      max: 4,
      // Schedules are only evaluated by processes that work jobs.
      schedule: options.work,
      supervise: options.work,
    };
    // pg-boss hands its settings to its pg.Pool: the same connection timeout and keep-alive as ours.
    this.boss = new PgBoss({ ...settings, ...POOL_OPTIONS });
    this.boss.on('error', (err: Error & { code?: string }) => {
      // The error carries the whole pg client; the message and code are what an operator needs.
      const detail = { message: err.message, code: err.code };
      // While stopping, the database closing the queue's idle connections is expected; while the
      // database is away, pg-boss's timers fail until it returns, then carry on by themselves.
      if (this.stopping) logger.debug({ err: detail }, 'job queue error while stopping');
      else if (isDatabaseUnavailable(err)) logger.warn({ err: detail }, 'job queue: database unavailable');
      else logger.error({ err: detail }, 'job queue error');
    });
  }

  register(...definitions: JobDefinition<object>[]): void {
    for (const d of definitions) {
      if (this.definitions.has(d.name)) throw new Error(`job ${d.name} registered twice`);
      this.definitions.set(d.name, d);
    }
  }

  async start(): Promise<void> {
    await this.boss.start();
    for (const d of this.definitions.values()) {
      await this.boss.createQueue(d.name, {
        name: d.name,
        retryLimit: 5,
        retryDelay: 5,
        retryBackoff: true,
        ...d.queue,
      });
    }
    if (this.options.work) {
      for (const d of this.definitions.values()) {
        const batchSize = d.batchSize ?? 1;
        // pg-boss waits out the polling interval after every batch. A full batch says more jobs are
        // likely waiting, so the worker is told to fetch again at once: otherwise a queue drains at
        // most one batch per interval, whatever its jobs cost (decision 031).
        // Assigned once work() returns; a first batch fetched before that just waits the interval.
        let workerId: string | undefined;
        workerId = await this.boss.work<object>(
          d.name,
          {
            batchSize,
            pollingIntervalSeconds: d.pollingIntervalSeconds ?? 1,
            // With metadata each job carries its retryCount and retryLimit.
            includeMetadata: true,
          },
          async (jobs) => {
            // pg-boss settles a whole batch by the callback's outcome, so each job is settled here on
            // its own (pg-boss's own completion afterwards finds none still active).
            const failures: { id: string; err: unknown }[] = [];
            const fail = (job: PgBoss.JobWithMetadata<object>, err: unknown) => {
              this.logger.warn({ err, job: d.name, jobId: job.id }, 'job failed');
              failures.push({ id: job.id, err });
            };
            const attempt = (job: PgBoss.JobWithMetadata<object>) => ({
              jobId: job.id,
              retryCount: job.retryCount ?? 0,
              retryLimit: job.retryLimit ?? 0,
            });
            const run = async (unit: PgBoss.JobWithMetadata<object>[]) => {
              if (d.handleGroup) {
                const results = await d
                  .handleGroup(
                    unit.map((job) => ({ ...attempt(job), data: job.data })),
                    { logger: this.logger },
                  )
                  .catch((err: unknown) =>
                    unit.map((): PromiseSettledResult<unknown> => ({ status: 'rejected', reason: err })),
                  );
                unit.forEach((job, i) => {
                  const result = results[i];
                  if (result?.status !== 'fulfilled') fail(job, result ? result.reason : new Error('no result'));
                });
                return;
              }
              for (const job of unit) {
                try {
                  await d.handle(job.data, { logger: this.logger, ...attempt(job) });
                } catch (err) {
                  fail(job, err);
                }
              }
            };
            const size = d.handleGroup ? Math.max(1, d.groupSize ?? 10) : 1;
            const units: PgBoss.JobWithMetadata<object>[][] = [];
            for (let i = 0; i < jobs.length; i += size) units.push(jobs.slice(i, i + size));
            let next = 0;
            const lane = async () => {
              while (next < units.length) await run(units[next++] as PgBoss.JobWithMetadata<object>[]);
            };
            await Promise.all(Array.from({ length: Math.max(1, d.concurrency ?? 1) }, lane));
            const failed = new Set(failures.map((f) => f.id));
            const succeeded = jobs.filter((job) => !failed.has(job.id)).map((job) => job.id);
            if (succeeded.length) await this.settle(d.name, () => this.boss.complete(d.name, succeeded));
            for (const { id, err } of failures) {
              const message = err instanceof Error ? err.message : String(err);
              await this.settle(d.name, () => this.boss.fail(d.name, id, { message }));
            }
            if (jobs.length >= batchSize && workerId && !this.stopping) this.boss.notifyWorker(workerId);
          },
        );
        if (d.schedule) await this.boss.schedule(d.name, d.schedule.cron, d.schedule.data ?? {}, { tz: d.schedule.tz });
      }
    }
    this.started = true;
  }

  /**
   * Completes or fails jobs, again and again while the database is away: a settlement lost then would
   * leave the jobs active until their expiry (15 minutes by default) before anything retried them.
   */
  private async settle(queue: string, action: () => Promise<unknown>): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await action();
        return;
      } catch (err) {
        if (this.stopping || !isDatabaseUnavailable(err)) {
          // The jobs stay active until their expiry, then pg-boss retries them.
          this.logger.warn({ err, queue }, 'could not settle jobs');
          return;
        }
        if (attempt === 0) this.logger.warn({ queue }, 'database unavailable: settling jobs once it returns');
        await new Promise((resolve) => setTimeout(resolve, Math.min(500 * 2 ** attempt, 5_000)));
      }
    }
  }

  async send(name: string, data: object, options: JobSendOptions = {}): Promise<string | null> {
    return this.boss.send(name, data, options);
  }

  async sendInTransaction(tx: Transaction, name: string, data: object, options: JobSendOptions = {}) {
    return this.boss.send(name, data, { ...options, db: transactionClient(tx) });
  }

  /** Waits for active jobs to finish (up to `timeoutMs`), then stops polling. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.stopping = true;
    await this.boss.stop({ graceful: true, timeout: timeoutMs, wait: true });
  }

  /** For tests and progress displays: how many jobs of a queue are waiting or running. */
  async queueSize(name: string): Promise<number> {
    return this.boss.getQueueSize(name);
  }
}
