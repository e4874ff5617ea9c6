import type { JobDefinition } from '../../jobs/jobs.js';
import { DATA_EXPORT_CLEANUP_JOB, DATA_EXPORT_JOB, type PrivacyService } from './privacy.service.js';

/**
 * Own-data exports (decision 016): building one is idempotent (the ZIP is replaced whole; a ready export
 * is not rebuilt), so a retry after a crash only builds it again; after the last retry the export is
 * marked failed with the reason. Every day the exports whose 7 days have ended are deleted.
 */
export function privacyJobs(privacy: PrivacyService): JobDefinition<{ exportId?: string }>[] {
  return [
    {
      name: DATA_EXPORT_JOB,
      queue: { retryLimit: 2, retryDelay: 5, expireInSeconds: 600 },
      pollingIntervalSeconds: 1,
      async handle(data, { retryCount, retryLimit }) {
        const exportId = String(data.exportId ?? '');
        try {
          await privacy.buildExport(exportId);
        } catch (error) {
          if (retryCount >= retryLimit) {
            await privacy.repo.fail(exportId, error instanceof Error ? error.message : String(error));
          }
          throw error;
        }
      },
    },
    {
      name: DATA_EXPORT_CLEANUP_JOB,
      schedule: { cron: '15 3 * * *', tz: 'America/Los_Angeles' },
      async handle() {
        await privacy.deleteExpiredExports();
      },
    },
  ];
}
