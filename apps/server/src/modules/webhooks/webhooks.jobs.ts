import type { JobDefinition } from '../../jobs/jobs.js';
import type { WebhooksService } from './webhooks.service.js';

export const WEBHOOK_SWEEP_JOB = 'webhook-sweep';

/**
 * Crash safety: a delivery is stored and queued in one transaction, but a job can still be lost
 * (queue purged, worker killed mid-retry, its retries spent while the database was away, or left
 * active until its expiry because the database went away as it finished). Every minute, deliveries
 * pending for more than 2 minutes are queued again, so after a database outage they are processed
 * within about three minutes; the trip job is idempotent, so a second run is harmless.
 */
export function webhookJobDefinitions(webhooks: WebhooksService): JobDefinition[] {
  return [
    {
      name: WEBHOOK_SWEEP_JOB,
      queue: { policy: 'singleton', retryLimit: 0 },
      schedule: { cron: '* * * * *', tz: 'UTC' },
      async handle(_data, { logger }) {
        const requeued = await webhooks.requeueStalePending();
        if (requeued > 0) logger.info({ requeued }, 'requeued pending webhook events');
      },
    },
  ];
}
