import type { JobDefinition } from '../../jobs/jobs.js';
import type { WebhooksService } from './webhooks.service.js';

export const WEBHOOK_SWEEP_JOB = 'webhook-sweep';

/**
 * Crash safety: a delivery is stored and queued in one transaction, but a job can still be lost
 * (queue purged, worker killed mid-retry). Every 5 minutes, deliveries pending for more than
 * 2 minutes are queued again; the trip job is idempotent, so a second run is harmless.
 */
export function webhookJobDefinitions(webhooks: WebhooksService): JobDefinition[] {
  return [
    {
      name: WEBHOOK_SWEEP_JOB,
      queue: { policy: 'singleton', retryLimit: 0 },
      schedule: { cron: '*/5 * * * *', tz: 'UTC' },
      async handle(_data, { logger }) {
        const requeued = await webhooks.requeueStalePending();
        if (requeued > 0) logger.info({ requeued }, 'requeued pending webhook events');
      },
    },
  ];
}
