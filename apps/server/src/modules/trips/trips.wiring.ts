import type { Database } from '../../db/client.js';
import type { JobQueue } from '../../jobs/jobs.js';
import type { RateContext } from '../charging/engine/types.js';
import type { DevicesService } from '../devices/devices.service.js';
import type { MroEventsService } from '../mro-events/mro-events.service.js';
import type { ParticipantsService } from '../participants/participants.service.js';
import type { ProgramsService } from '../programs/programs.service.js';
import type { VehiclesService } from '../vehicles/vehicles.service.js';
import type { WebhooksService } from '../webhooks/webhooks.service.js';
import { TripCharges } from './trip-charges.js';
import { TripIngestion } from './trip-ingestion.js';
import { TripLocationReadModel } from './trip-location.read-model.js';
import { TripLocationRepository } from './trip-location.repository.js';
import { TripLocationService } from './trip-location.service.js';
import { TripPilots } from './trip-pilots.js';
import { TripProcessingRepository } from './trip-processing.repository.js';
import { TripReferencesReadModel } from './trip-references.read-model.js';
import { TripReprocessing } from './trip-reprocessing.js';
import { TripsRepository } from './trips.repository.js';
import { TripsService } from './trips.service.js';

/** The other modules' services the trips module works with (each built with its own repository). */
export interface TripsModuleDeps {
  jobs?: JobQueue;
  mroEvents: MroEventsService;
  webhooks: WebhooksService;
  devices: DevicesService;
  vehicles: VehiclesService;
  participants: ParticipantsService;
  programs: ProgramsService;
  /** The rates in force at an instant (epoch ms): a trip is priced at its start (decision 011). */
  rateContext: (at?: number) => Promise<RateContext>;
}

/**
 * The trips module: the trips service (reads and staff actions), ingestion (delivery → trip) and
 * re-processing, the last two computing through one TripCharges. Mileage reports are wired in
 * services.ts: they need the charging engine, storage and notifications.
 */
export function createTripsServices(db: Database, deps: TripsModuleDeps) {
  const trips = new TripsService(new TripsRepository(db), {
    references: new TripReferencesReadModel(db),
    mroEvents: deps.mroEvents,
    jobs: deps.jobs,
    rateContext: deps.rateContext,
  });
  const repo = new TripProcessingRepository(db);
  const charges = new TripCharges(repo);
  const pilots = new TripPilots(deps.programs);
  const shared = {
    repo,
    charges,
    pilots,
    webhooks: deps.webhooks,
    devices: deps.devices,
    vehicles: deps.vehicles,
    participants: deps.participants,
    mroEvents: deps.mroEvents,
    rateContext: deps.rateContext,
  };
  const tripIngestion = new TripIngestion(shared);
  const tripReprocessing = new TripReprocessing({ ...shared, ingestion: tripIngestion });
  // Location retention (decision 015): the location-retention module's job destroys through it.
  const tripLocation = new TripLocationService(new TripLocationReadModel(db), new TripLocationRepository(db));
  return { trips, tripIngestion, tripReprocessing, tripLocation };
}
