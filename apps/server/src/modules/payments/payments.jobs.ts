import type { JobDefinition } from '../../jobs/jobs.js';
import { PAYMENT_JOB, PAYMENT_RECOVERY_JOB, type PaymentLifecycleService } from './payment-lifecycle.service.js';

export { PAYMENT_RECOVERY_JOB } from './payment-lifecycle.service.js';

/**
 * The payment worker and its safety net. Exactly-once charging does not rest on pg-boss delivering a
 * job once: the handler locks the transaction, skips anything not pending and repeats an unanswered
 * attempt with its idempotency key, so a job run twice, or by two processes, charges once.
 */
export function paymentJobs(lifecycle: PaymentLifecycleService): JobDefinition[] {
  const processJob: JobDefinition<{ transactionId: string }> = {
    name: PAYMENT_JOB,
    queue: {
      // 'short': at most one queued job per singleton key (the transaction id), one may run meanwhile.
      policy: 'short',
      retryLimit: 8,
      retryDelay: 5,
      retryBackoff: true,
      // A run waits at most PROVIDER_ANSWER_TIMEOUT_MS for the provider; a job active longer was lost.
      expireInSeconds: 120,
    },
    async handle({ transactionId }, { logger }) {
      const run = await lifecycle.processPayment(transactionId);
      logger.info({ transactionId, run }, 'payment job');
      // Failing the job makes pg-boss retry it later, with the same attempt and idempotency key.
      if (run === 'unknown') throw new Error(`the payment provider gave no answer for transaction ${transactionId}`);
    },
  };
  const recover: JobDefinition = {
    name: PAYMENT_RECOVERY_JOB,
    queue: { policy: 'singleton', retryLimit: 0 },
    schedule: { cron: '* * * * *', tz: 'America/Los_Angeles' },
    async handle(_data, { logger }) {
      const queued = await lifecycle.recoverPendingPayments();
      if (queued > 0) logger.info({ queued }, 'pending payments handed back to the payment worker');
    },
  };
  return [processJob, recover];
}
