import type { JobDefinition } from '../../jobs/jobs.js';
import type { MileageReportsService } from './mileage-reports.service.js';

export const ABANDONED_PHOTOS_JOB = 'mileageReports.abandonedPhotos';

/**
 * The daily clean-up of odometer photos no report took (uploads whose report was never sent or
 * failed), a day after their upload. Running it twice deletes nothing more the second time.
 */
export function mileageReportJobs(mileageReports: MileageReportsService): JobDefinition[] {
  return [
    {
      name: ABANDONED_PHOTOS_JOB,
      queue: { policy: 'short', retryLimit: 3, retryDelay: 600, expireInSeconds: 60 * 60 },
      schedule: { cron: '20 3 * * *', tz: 'America/Los_Angeles' },
      async handle(_data, { logger }) {
        const outcome = await mileageReports.deleteAbandonedPhotos();
        logger.info(outcome, 'abandoned odometer photos deleted');
      },
    },
  ];
}
