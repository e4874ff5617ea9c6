import type { JobDefinition } from '../../jobs/jobs.js';
import type { LocationRetentionService } from './location-retention.service.js';

export const LOCATION_RETENTION_JOB = 'privacy.location-retention';

/**
 * The daily location retention run (03:30 in California, after the night's statement and payment work
 * has settled what it paid). pg-boss's schedule queues one job per tick across all workers, and the
 * 'singleton' policy lets only one run be active; a second run would find nothing left to destroy.
 */
export function locationRetentionJobs(retention: LocationRetentionService): JobDefinition[] {
  const daily: JobDefinition = {
    name: LOCATION_RETENTION_JOB,
    queue: { policy: 'singleton', retryLimit: 3, retryDelay: 600, expireInSeconds: 2 * 60 * 60 },
    schedule: { cron: '30 3 * * *', tz: 'America/Los_Angeles' },
    async handle(_data, { logger }) {
      const run = await retention.run();
      logger.info(
        { runId: run.id, trips: run.trips, participants: run.participants, bins: run.bins },
        'location retention run',
      );
    },
  };
  return [daily];
}
