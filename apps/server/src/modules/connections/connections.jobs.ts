import type { JobDefinition } from '../../jobs/jobs.js';
import type { TelematicsReadingsService } from './telematics-readings.js';

export const TELEMATICS_READ_JOB = 'telematics-odometer-read';

/** Daily at 02:30 California time: every telematics odometer is read and the distance charged. */
export function connectionJobDefinitions(readings: TelematicsReadingsService): JobDefinition[] {
  return [
    {
      name: TELEMATICS_READ_JOB,
      queue: { policy: 'singleton', retryLimit: 2, retryDelay: 300 },
      schedule: { cron: '30 2 * * *', tz: 'America/Los_Angeles' },
      async handle(_data, { logger }) {
        const outcomes = await readings.readAll(new Date(), logger);
        const count = (status: string) => outcomes.filter((o) => o.status === status).length;
        logger.info(
          { charged: count('charged'), restoreNeeded: count('restoreNeeded'), failed: count('failed') },
          'telematics odometer readings',
        );
      },
    },
  ];
}
