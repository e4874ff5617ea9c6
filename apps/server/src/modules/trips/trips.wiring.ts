import type { Database } from '../../db/client.js';
import { type JobQueue, noJobs } from '../../jobs/jobs.js';
import { MroEventsRepository } from '../mro-events/mro-events.repository.js';
import { MroEventsService } from '../mro-events/mro-events.service.js';
import { WebhooksRepository } from '../webhooks/webhooks.repository.js';
import { WebhooksService } from '../webhooks/webhooks.service.js';
import { TripsRepository } from './trips.repository.js';
import { TripsService } from './trips.service.js';

/**
 * Trips, MRO events and webhook events (MRO events of a trip follow the trip's rules). Mileage reports
 * are wired in services.ts: they need the charging engine, storage and notifications.
 */
export function createTripsServices(db: Database, deps: { jobs?: JobQueue } = {}) {
  const jobs = deps.jobs ?? noJobs;
  const trips = new TripsService(new TripsRepository(db), jobs);
  return {
    trips,
    mroEvents: new MroEventsService(new MroEventsRepository(db), trips),
    webhooks: new WebhooksService(new WebhooksRepository(db), jobs),
  };
}
