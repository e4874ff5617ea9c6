import type { JobDefinition } from '../../jobs/jobs.js';
import { NOTIFICATIONS_SEND_JOB, type NotificationsService } from './notifications.service.js';

/**
 * The notification sender: every minute (for notifications due later and retries after back-off),
 * and nudged when a notification is queued. Policy short keeps at most one queued run, so a burst of
 * notices makes one job; two runs at once (two workers) share the rows through their row locks.
 */
export function notificationJobs(notifications: NotificationsService): JobDefinition[] {
  return [
    {
      name: NOTIFICATIONS_SEND_JOB,
      // A failed run (database unavailable) is simply picked up by the next minute's run.
      queue: { policy: 'short', retryLimit: 0, expireInSeconds: 15 * 60 },
      schedule: { cron: '* * * * *' },
      async handle(_data, { logger }) {
        const report = await notifications.deliverDue();
        if (report.sent || report.retried || report.failed) logger.info(report, 'notifications delivered');
      },
    },
  ];
}
