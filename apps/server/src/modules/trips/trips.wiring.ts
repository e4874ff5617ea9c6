import type { Database } from '../../db/client.js';
import { MileageReportsRepository } from '../mileage-reports/mileage-reports.repository.js';
import { MileageReportsService } from '../mileage-reports/mileage-reports.service.js';
import { MroEventsRepository } from '../mro-events/mro-events.repository.js';
import { MroEventsService } from '../mro-events/mro-events.service.js';
import { WebhooksRepository } from '../webhooks/webhooks.repository.js';
import { WebhooksService } from '../webhooks/webhooks.service.js';
import { TripsRepository } from './trips.repository.js';
import { TripsService } from './trips.service.js';

/** Trips, MRO events, webhook events and mileage reports (MRO events of a trip follow the trip's rules). */
export function createTripsServices(db: Database) {
  const trips = new TripsService(new TripsRepository(db));
  return {
    trips,
    mroEvents: new MroEventsService(new MroEventsRepository(db), trips),
    webhooks: new WebhooksService(new WebhooksRepository(db)),
    mileageReports: new MileageReportsService(new MileageReportsRepository(db)),
  };
}
