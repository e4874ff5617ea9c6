import type { JobDefinition } from '../../jobs/jobs.js';
import type { HeartbeatWatcher } from './heartbeat.js';

export const HEARTBEAT_WATCH_JOB = 'device-heartbeat-watch';

/** Hourly: devices silent for 72 hours, then 5 days (HeartbeatWatcher). */
export function deviceJobDefinitions(heartbeat: HeartbeatWatcher): JobDefinition[] {
  return [
    {
      name: HEARTBEAT_WATCH_JOB,
      queue: { policy: 'singleton', retryLimit: 2, retryDelay: 60 },
      schedule: { cron: '7 * * * *', tz: 'America/Los_Angeles' },
      async handle(_data, { logger }) {
        const run = await heartbeat.run(new Date(), logger);
        if (run.missing.length || run.inactive.length) {
          logger.info({ missing: run.missing.length, inactive: run.inactive.length }, 'heartbeat watcher');
        }
      },
    },
  ];
}
