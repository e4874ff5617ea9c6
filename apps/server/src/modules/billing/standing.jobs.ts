import type { JobDefinition } from '../../jobs/jobs.js';
import type { StandingService } from './standing.service.js';

export const BILLING_STANDING_JOB = 'billing.standing';

/**
 * The daily billing standing run (06:00 in California, after the night's statement and payment work).
 * Running it twice on a day changes nothing the second time: every notice is once per episode.
 */
export function standingJobs(standing: StandingService): JobDefinition[] {
  return [
    {
      name: BILLING_STANDING_JOB,
      queue: { policy: 'short', retryLimit: 3, retryDelay: 300, expireInSeconds: 60 * 60 },
      schedule: { cron: '0 6 * * *', tz: 'America/Los_Angeles' },
      async handle(_data, { logger }) {
        const report = await standing.evaluateAll();
        logger.info(report, 'billing standing evaluated');
      },
    },
  ];
}
