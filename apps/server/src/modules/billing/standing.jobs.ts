import type { JobDefinition } from '../../jobs/jobs.js';
import type { StandingService } from './standing.service.js';

export const BILLING_STANDING_JOB = 'billing.standing';
/**
 * One participant's standing, re-evaluated after something they owed was paid: queued by the payment
 * in the database transaction that settles it, so it runs exactly when the payment committed.
 */
export const STANDING_PARTICIPANT_JOB = 'billing.standing.participant';

/**
 * The daily billing standing run (06:00 in California, after the night's statement and payment work).
 * Running it twice on a day changes nothing the second time: every notice is once per episode.
 */
export function standingJobs(standing: StandingService): JobDefinition[] {
  const daily: JobDefinition = {
    name: BILLING_STANDING_JOB,
    queue: { policy: 'short', retryLimit: 3, retryDelay: 300, expireInSeconds: 60 * 60 },
    schedule: { cron: '0 6 * * *', tz: 'America/Los_Angeles' },
    async handle(_data, { logger }) {
      const report = await standing.evaluateAll();
      logger.info(report, 'billing standing evaluated');
    },
  };
  const participant: JobDefinition<{ username: string }> = {
    name: STANDING_PARTICIPANT_JOB,
    // Paying what was overdue restores the account at once, not at the next daily run.
    queue: { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 5 * 60 },
    async handle({ username }) {
      await standing.evaluateParticipant(username);
    },
  };
  return [daily, participant];
}
