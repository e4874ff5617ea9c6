import type { JobDefinition } from '../../jobs/jobs.js';
import type { AccountErasureService } from './account-erasure.service.js';

export const ACCOUNT_ERASURE_JOB = 'privacy.account-erasure';

/**
 * The daily account erasure run (04:00 in California, after the location retention run). pg-boss's
 * schedule queues one job per tick across all workers, and the 'singleton' policy lets only one run
 * be active; a second run would find nothing left to erase.
 */
export function accountErasureJobs(erasure: AccountErasureService): JobDefinition[] {
  const daily: JobDefinition = {
    name: ACCOUNT_ERASURE_JOB,
    queue: { policy: 'singleton', retryLimit: 3, retryDelay: 600, expireInSeconds: 2 * 60 * 60 },
    schedule: { cron: '0 4 * * *', tz: 'America/Los_Angeles' },
    async handle(_data, { logger }) {
      const run = await erasure.run();
      logger.info({ runId: run.id, erased: run.erased, held: run.held }, 'account erasure run');
    },
  };
  return [daily];
}
