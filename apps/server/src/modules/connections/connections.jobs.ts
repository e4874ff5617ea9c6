import type { JobDefinition, JobQueue } from '../../jobs/jobs.js';
import type { TelematicsReadingsService } from './telematics-readings.js';

export const TELEMATICS_READ_JOB = 'telematics-odometer-read';
/** One connection's reading again, after the vehicle maker did not answer. */
export const TELEMATICS_RETRY_JOB = 'telematics-odometer-retry';
/**
 * The first retry 10 minutes after the outage, then pg-boss's back-off doubles the wait: six retries
 * reach about ten hours later, and the next daily run takes over after that.
 */
export const TELEMATICS_RETRY_DELAY_SECONDS = 600;

/**
 * Daily at 02:30 California time: every telematics odometer is read and the distance charged. A
 * connection whose vehicle maker is not answering gets a retry job of its own (one per connection),
 * failed and retried with back-off until the maker answers.
 */
export function connectionJobDefinitions(readings: TelematicsReadingsService, jobs: JobQueue): JobDefinition[] {
  const retryLater = (connectionId: string) =>
    jobs.send(
      TELEMATICS_RETRY_JOB,
      { connectionId },
      { singletonKey: connectionId, startAfter: TELEMATICS_RETRY_DELAY_SECONDS },
    );
  const retry: JobDefinition<{ connectionId: string }> = {
    name: TELEMATICS_RETRY_JOB,
    queue: { policy: 'short', retryLimit: 6, retryDelay: TELEMATICS_RETRY_DELAY_SECONDS, retryBackoff: true },
    async handle({ connectionId }, { logger }) {
      const outcome = await readings.readConnectionById(connectionId, new Date(), logger);
      logger.info({ connectionId, status: outcome?.status ?? 'gone' }, 'telematics odometer reading retried');
      // Failing the job makes pg-boss try again later, with back-off.
      if (outcome?.status === 'unavailable') throw new Error(`vehicle maker not answering: ${outcome.reason}`);
    },
  };
  return [
    {
      name: TELEMATICS_READ_JOB,
      queue: { policy: 'singleton', retryLimit: 2, retryDelay: 300 },
      schedule: { cron: '30 2 * * *', tz: 'America/Los_Angeles' },
      async handle(_data, { logger }) {
        const outcomes = await readings.readAll(new Date(), logger);
        const count = (status: string) => outcomes.filter((o) => o.status === status).length;
        for (const o of outcomes) if (o.status === 'unavailable') await retryLater(o.connectionId);
        logger.info(
          {
            charged: count('charged'),
            restoreNeeded: count('restoreNeeded'),
            unavailable: count('unavailable'),
            failed: count('failed'),
          },
          'telematics odometer readings',
        );
      },
    },
    retry,
  ];
}
