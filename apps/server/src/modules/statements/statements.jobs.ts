import type { JobDefinition } from '../../jobs/jobs.js';
import { STATEMENT_TIME_ZONE } from './period.js';
import { type ChunkJob, type PdfJob, STATEMENT_JOBS, type StatementsService } from './statements.service.js';

/**
 * Statement generation as jobs: plan (one per run) → chunk (participants × months) → pdf (per chunk
 * and month). Every handler is idempotent, so pg-boss retries and a job run twice after a crash
 * change nothing twice. A killed worker's job is retried once its expiry passes.
 */
export function statementJobs(
  statements: StatementsService,
): JobDefinition<{ runId: string } | ChunkJob | PdfJob | object>[] {
  const plan: JobDefinition<{ runId: string }> = {
    name: STATEMENT_JOBS.plan,
    queue: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
    pollingIntervalSeconds: 1,
    async handle(data, { retryCount, retryLimit }) {
      try {
        await statements.planRun(data.runId);
      } catch (error) {
        if (retryCount >= retryLimit) {
          await statements.repo.failRun(data.runId, errorText(error));
        }
        throw error;
      }
    },
  };
  const chunk: JobDefinition<ChunkJob> = {
    name: STATEMENT_JOBS.chunk,
    queue: { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
    pollingIntervalSeconds: 0.5,
    // Two chunks at a time (disjoint participants) keep a second database core busy.
    batchSize: 2,
    concurrency: 2,
    async handle(data, { retryCount, retryLimit }) {
      try {
        await statements.runChunk(data);
      } catch (error) {
        // The last attempt: its participants count as failed, so the run can still finish and say so.
        if (retryCount >= retryLimit) {
          await statements.repo.failChunk(data.runId, data.chunk, data.usernames.length, errorText(error));
        }
        throw error;
      }
    },
  };
  const pdf: JobDefinition<PdfJob> = {
    name: STATEMENT_JOBS.pdf,
    queue: { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
    pollingIntervalSeconds: 0.5,
    async handle(data, { retryCount, retryLimit }) {
      try {
        await statements.renderPdfs(data);
      } catch (error) {
        if (retryCount >= retryLimit) await statements.repo.failPdfs(data.runId, data.statementIds, errorText(error));
        throw error;
      }
    },
  };
  const monthly: JobDefinition<object> = {
    name: STATEMENT_JOBS.monthly,
    queue: { retryLimit: 3, retryDelay: 60 },
    // 01:00 on the 1st, Pacific time: the previous month, everyone, e-mailed.
    schedule: { cron: '0 1 1 * *', tz: STATEMENT_TIME_ZONE },
    async handle() {
      await statements.startMonthlyRun();
    },
  };
  return [plan, chunk, pdf, monthly];
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
