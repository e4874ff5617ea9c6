import type { JobDefinition } from '../../jobs/jobs.js';
import type { TripIngestion } from './trip-ingestion.js';
import {
  DEVICE_TRIP_JOB,
  type DeviceTripJobData,
  TRIP_REPROCESS_JOB,
  type TripReprocessJobData,
} from './trip-queues.js';
import type { TripReprocessing } from './trip-reprocessing.js';

/** Attempts after the first: a lost database connection is retried, a bug fails the event for staff. */
export const DEVICE_TRIP_RETRIES = 3;

/**
 * The trips module's queues. Deliveries are independent (ingestion serialises one participant's
 * trips itself), so a large batch is worked in groups of ten, six groups at a time: enough to keep
 * the database busy, while four of the pool's ten connections stay free for the API. A group's
 * deliveries are written together where they can be (TripIngestion.processDeliveredTrips).
 */
export function tripJobDefinitions(units: {
  ingestion: TripIngestion;
  reprocessing: TripReprocessing;
}): JobDefinition<DeviceTripJobData | TripReprocessJobData>[] {
  const deviceTrip: JobDefinition<DeviceTripJobData> = {
    name: DEVICE_TRIP_JOB,
    // short: one queued job per delivery (the sweeper and a staff retry cannot queue it twice).
    queue: { policy: 'short', retryLimit: DEVICE_TRIP_RETRIES, retryDelay: 10, retryBackoff: true },
    batchSize: 60,
    groupSize: 10,
    concurrency: 6,
    pollingIntervalSeconds: 0.5,
    async handle(data, { logger, retryCount, retryLimit }) {
      const outcome = await units.ingestion.processDeliveredTrip(data.eventId, { retryCount, retryLimit });
      if (outcome === 'failed') logger.info({ eventId: data.eventId }, 'device trip failed');
    },
    async handleGroup(jobs, { logger }) {
      const results = await units.ingestion.processDeliveredTrips(
        jobs.map((job) => ({ eventId: job.data.eventId, retryCount: job.retryCount, retryLimit: job.retryLimit })),
        (err, eventIds) => logger.warn({ err, eventIds }, 'device trips not written together; writing them one by one'),
      );
      results.forEach((result, i) => {
        if (result.status === 'fulfilled' && result.value === 'failed')
          logger.info({ eventId: jobs[i]?.data.eventId }, 'device trip failed');
      });
      return results;
    },
  };
  const reprocess: JobDefinition<TripReprocessJobData> = {
    name: TRIP_REPROCESS_JOB,
    queue: { policy: 'short', retryLimit: 2, retryDelay: 10 },
    pollingIntervalSeconds: 1,
    async handle(data) {
      await units.reprocessing.reprocessTrip(data.tripId, { useRoute: data.useRoute, requestedBy: data.requestedBy });
    },
  };
  return [deviceTrip, reprocess];
}
