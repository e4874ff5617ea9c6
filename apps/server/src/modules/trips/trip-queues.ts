import type { Transaction } from '../../db/actor.js';
import type { JobQueue } from '../../jobs/jobs.js';
import type { DeliveryQueue } from '../webhooks/webhooks.service.js';

// The trips module's queues: it handles them (trips.jobs.ts), so it names them. The webhooks module
// stores a delivery and publishes it through the DeliveryQueue below without knowing who handles it.

/** The queue that turns a stored device delivery into a trip. */
export const DEVICE_TRIP_JOB = 'device-trip';

export interface DeviceTripJobData {
  eventId: string;
}

/** The queue that recomputes a trip staff asked to re-process. */
export const TRIP_REPROCESS_JOB = 'trip-reprocess';

export interface TripReprocessJobData {
  tripId: string;
  /** Staff gave a new route: compute from it instead of the stored GPS points. */
  useRoute: boolean;
  requestedBy: string;
}

/**
 * Stored deliveries become device-trip jobs. One queued job per delivery: the singleton key is the
 * event id, so the sweeper and a staff retry cannot queue a delivery twice, and the job queued with
 * the stored delivery exists exactly when that transaction commits.
 */
export function deviceTripQueue(jobs: JobQueue): DeliveryQueue {
  return {
    queueInTransaction: (tx: Transaction, eventId: string) =>
      jobs.sendInTransaction(tx, DEVICE_TRIP_JOB, { eventId } satisfies DeviceTripJobData, { singletonKey: eventId }),
    queue: (eventId: string) =>
      jobs.send(DEVICE_TRIP_JOB, { eventId } satisfies DeviceTripJobData, { singletonKey: eventId }),
  };
}
