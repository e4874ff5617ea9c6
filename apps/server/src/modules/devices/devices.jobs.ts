import type { JobDefinition } from '../../jobs/jobs.js';
import { DEVICE_IMPORT_JOB, type DevicesService } from './devices.service.js';
import type { HeartbeatWatcher } from './heartbeat.js';

export const HEARTBEAT_WATCH_JOB = 'device-heartbeat-watch';

/**
 * Hourly: devices silent for 72 hours, then 5 days (HeartbeatWatcher). On demand: a manifest import
 * (startMroDeviceImport), retried from its last checkpoint when a run fails.
 */
export function deviceJobDefinitions(heartbeat: HeartbeatWatcher, devices: DevicesService): JobDefinition[] {
  return [
    {
      name: DEVICE_IMPORT_JOB,
      queue: { policy: 'standard', retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 * 60 },
      async handle(data, { retryCount, retryLimit }) {
        const { id } = data as { id: string };
        await devices.runMroDeviceImport(id, retryCount >= retryLimit);
      },
    },
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
