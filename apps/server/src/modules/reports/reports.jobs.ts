import type { JobDefinition } from '../../jobs/jobs.js';
import { REPORT_JOB, type ReportsService } from './reports.service.js';

/**
 * A large report written into storage. Writing is idempotent (the file is replaced whole), so a retry
 * after a crash only writes it again; after the last retry the run is marked failed with the reason.
 */
export function reportJobs(reports: ReportsService): JobDefinition<{ runId: string }>[] {
  return [
    {
      name: REPORT_JOB,
      queue: { retryLimit: 2, retryDelay: 5, expireInSeconds: 600 },
      pollingIntervalSeconds: 1,
      async handle(data, { retryCount, retryLimit }) {
        try {
          await reports.writeRun(data.runId);
        } catch (error) {
          if (retryCount >= retryLimit) {
            await reports.repo.failRun(data.runId, error instanceof Error ? error.message : String(error));
          }
          throw error;
        }
      },
    },
  ];
}
