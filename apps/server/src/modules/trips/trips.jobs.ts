import type { JobDefinition } from '../../jobs/jobs.js';
import { DEVICE_TRIP_JOB, type DeviceTripJobData } from '../webhooks/webhooks.service.js';
import type { TripProcessor } from './trip-processor.js';
import { TRIP_REPROCESS_JOB, type TripReprocessJobData } from './trips.service.js';

/** Attempts after the first: a lost database connection is retried, a bug fails the event for staff. */
export const DEVICE_TRIP_RETRIES = 3;

/**
 * The trip processor's queues. Deliveries are independent (the processor serialises one
 * participant's trips itself), so a large batch is worked six at a time: enough to keep the
 * database busy, while four of the pool's ten connections stay free for the API.
 */
export function tripJobDefinitions(
  processor: TripProcessor,
): JobDefinition<DeviceTripJobData | TripReprocessJobData>[] {
  const deviceTrip: JobDefinition<DeviceTripJobData> = {
    name: DEVICE_TRIP_JOB,
    // short: one queued job per delivery (the sweeper and a staff retry cannot queue it twice).
    queue: { policy: 'short', retryLimit: DEVICE_TRIP_RETRIES, retryDelay: 10, retryBackoff: true },
    batchSize: 60,
    concurrency: 6,
    pollingIntervalSeconds: 0.5,
    async handle(data, { logger, retryCount, retryLimit }) {
      const outcome = await processor.processDeliveredTrip(data.eventId, { retryCount, retryLimit });
      if (outcome === 'failed') logger.info({ eventId: data.eventId }, 'device trip failed');
    },
  };
  const reprocess: JobDefinition<TripReprocessJobData> = {
    name: TRIP_REPROCESS_JOB,
    queue: { policy: 'short', retryLimit: 2, retryDelay: 10 },
    pollingIntervalSeconds: 1,
    async handle(data) {
      await processor.reprocessTrip(data.tripId, { useRoute: data.useRoute, requestedBy: data.requestedBy });
    },
  };
  return [deviceTrip, reprocess];
}
