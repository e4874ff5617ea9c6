import { createBillingServices } from './billing-services.js';
import type { Database } from './db/client.js';
import { type AddressVerifier, offlineAddressVerifier } from './integrations/address/index.js';
import type { Mailer } from './integrations/mail/mailer.js';
import { paymentsProviders, SandboxPaymentsProvider } from './integrations/payments/index.js';
import { defaultStorage, StorageLinks, type StorageProvider } from './integrations/storage/index.js';
import { SandboxTelematicsProvider, type TelematicsProvider } from './integrations/telematics/index.js';
import type { VinDecoder } from './integrations/vin/vin-decoder.js';
import { type JobQueue, noJobs } from './jobs/jobs.js';
import { AccountErasureRepository } from './modules/account-erasure/account-erasure.repository.js';
import { AccountErasureService } from './modules/account-erasure/account-erasure.service.js';
import { AddressesService } from './modules/addresses/addresses.service.js';
import { AuditRepository } from './modules/audit/audit.repository.js';
import { AuditService } from './modules/audit/audit.service.js';
import { ChargingService } from './modules/charging/charging.service.js';
import { ConfigurationRepository } from './modules/configuration/configuration.repository.js';
import { ConfigurationService } from './modules/configuration/configuration.service.js';
import { ConnectionsRepository } from './modules/connections/connections.repository.js';
import { ConnectionsService } from './modules/connections/connections.service.js';
import { TelematicsReadingsService } from './modules/connections/telematics-readings.js';
import { ClearinghouseReadModel } from './modules/data-exchange/clearinghouse.read-model.js';
import { DataExchangeService } from './modules/data-exchange/data-exchange.service.js';
import { DeviceImportsRepository } from './modules/devices/device-imports.repository.js';
import { DevicesRepository } from './modules/devices/devices.repository.js';
import { DevicesService } from './modules/devices/devices.service.js';
import { HeartbeatWatcher } from './modules/devices/heartbeat.js';
import { HeartbeatReadModel } from './modules/devices/heartbeat.read-model.js';
import { ManifestParticipantsReadModel } from './modules/devices/manifest-participants.read-model.js';
import { DisputeItemsReadModel } from './modules/disputes/dispute-items.read-model.js';
import { DisputesRepository } from './modules/disputes/disputes.repository.js';
import { DisputesService } from './modules/disputes/disputes.service.js';
import { EnrolmentRepository } from './modules/enrolment/enrolment.repository.js';
import { EnrolmentService } from './modules/enrolment/enrolment.service.js';
import { IdentityRepository } from './modules/identity/identity.repository.js';
import { IdentityService } from './modules/identity/identity.service.js';
import { RateLimitRepository } from './modules/identity/rate-limit.repository.js';
import { RateLimitService } from './modules/identity/rate-limits.js';
import { SessionCache } from './modules/identity/session-cache.js';
import { ThrottleRepository } from './modules/identity/throttle.repository.js';
import { ThrottleService } from './modules/identity/throttle.service.js';
import { UserAdminRepository } from './modules/identity/user-admin.repository.js';
import { UserAdminService } from './modules/identity/user-admin.service.js';
import { InquiriesRepository } from './modules/inquiries/inquiries.repository.js';
import { InquiriesService } from './modules/inquiries/inquiries.service.js';
import { LocationRetentionRepository } from './modules/location-retention/location-retention.repository.js';
import { LocationRetentionService } from './modules/location-retention/location-retention.service.js';
import { MileageReportsRepository } from './modules/mileage-reports/mileage-reports.repository.js';
import { MileageReportsService } from './modules/mileage-reports/mileage-reports.service.js';
import { OdometerCharges } from './modules/mileage-reports/odometer-charges.js';
import { MroEventsRepository } from './modules/mro-events/mro-events.repository.js';
import { MroEventsService } from './modules/mro-events/mro-events.service.js';
import { participantNotices } from './modules/participants/participant-notices.js';
import { ParticipantSearchReadModel } from './modules/participants/participant-search.read-model.js';
import { ParticipantSearchService } from './modules/participants/participant-search.service.js';
import { ParticipantTimelineReadModel } from './modules/participants/participant-timeline.read-model.js';
import { ParticipantTimelineService } from './modules/participants/participant-timeline.service.js';
import { ParticipantsRepository } from './modules/participants/participants.repository.js';
import { ParticipantsService } from './modules/participants/participants.service.js';
import { PrivacyReadModel } from './modules/privacy/privacy.read-model.js';
import { PrivacyRepository } from './modules/privacy/privacy.repository.js';
import { PrivacyService } from './modules/privacy/privacy.service.js';
import { ProgramsRepository } from './modules/programs/programs.repository.js';
import { ProgramsService } from './modules/programs/programs.service.js';
import { RatesRepository } from './modules/rates/rates.repository.js';
import { RatesService } from './modules/rates/rates.service.js';
import { ReportsReadModel } from './modules/reports/reports.read-model.js';
import { ReportsRepository } from './modules/reports/reports.repository.js';
import { ReportsService } from './modules/reports/reports.service.js';
import { StaffSearchService } from './modules/staff-search/staff-search.service.js';
import { deviceTripQueue } from './modules/trips/trip-queues.js';
import { createTripsServices } from './modules/trips/trips.wiring.js';
import { VehicleReferencesReadModel } from './modules/vehicles/vehicle-references.read-model.js';
import { VehiclesRepository } from './modules/vehicles/vehicles.repository.js';
import { VehiclesService } from './modules/vehicles/vehicles.service.js';
import { WebhooksRepository } from './modules/webhooks/webhooks.repository.js';
import { WebhooksService } from './modules/webhooks/webhooks.service.js';

/** External services chosen by configuration (defaults: the built-in offline ones). */
export interface ServiceIntegrations {
  address?: AddressVerifier;
  /** VIN decoding (default: offline). */
  vinDecoder?: VinDecoder;
  /** Background job queue (default: none, for scripts and unit tests that run no workers). */
  jobs?: JobQueue;
  /** File storage (default: a local folder under the system temporary folder) and its signed links. */
  storage?: StorageProvider;
  storageLinks?: StorageLinks;
  /** The vehicle-maker telematics provider (default: the built-in sandbox). */
  telematics?: TelematicsProvider;
  /** The sandbox card processor (default: a private one; the server passes the one its pages share). */
  paymentsSandbox?: SandboxPaymentsProvider;
  /** Outgoing e-mail for the notification worker (default: none; sends fail) and the portal address in links. */
  mailer?: Mailer;
  portalUrl?: string;
  /** Rows above which a staff report runs as a job (default REPORT_JOB_THRESHOLD). */
  reportJobRows?: number;
  /** How long configuration values read are kept (default 0: read every time, as scripts and unit tests expect). */
  configurationCacheMs?: number;
  /** How long a verified session's user is kept (default 0: the identity store is asked every time). */
  sessionCacheMs?: number;
}

/** One instance of each domain service, wired to its repository. */
export function createServices(db: Database, integrations: ServiceIntegrations = {}) {
  const address = integrations.address ?? offlineAddressVerifier();
  const jobs = integrations.jobs ?? noJobs;
  const storage = integrations.storage ?? defaultStorage();
  const storageLinks = integrations.storageLinks ?? new StorageLinks();
  // Without one given (scripts, unit tests), a private sandbox: nothing else shares its codes.
  const telematics = integrations.telematics ?? new SandboxTelematicsProvider();
  const paymentsSandbox = integrations.paymentsSandbox ?? new SandboxPaymentsProvider();
  const sessionCache = new SessionCache({ ttlMs: integrations.sessionCacheMs ?? 0 });
  const programs = new ProgramsService(new ProgramsRepository(db));
  const participants = new ParticipantsService(new ParticipantsRepository(db), programs, address);
  const participantSearch = new ParticipantSearchService(new ParticipantSearchReadModel(db), programs);
  const configuration = new ConfigurationService(new ConfigurationRepository(db), {
    cacheMs: integrations.configurationCacheMs ?? 0,
  });
  const audit = new AuditService(new AuditRepository(db));
  const rates = new RatesService(new RatesRepository(db));
  // The trip engine's rates, cached for 60 s and dropped when staff change a rate.
  const charging = new ChargingService(rates);
  rates.onRatesChanged(() => charging.invalidate());
  const vehicles = new VehiclesService(new VehiclesRepository(db), configuration, integrations.vinDecoder, {
    references: new VehicleReferencesReadModel(db),
    participants,
  });
  const devices = new DevicesService(
    new DevicesRepository(db),
    new DeviceImportsRepository(db),
    jobs,
    vehicles,
    programs,
    new ManifestParticipantsReadModel(db),
  );
  // Deliveries are published to the trips module's queue; a trip's events are read under the trip's rules.
  const webhooks = new WebhooksService(new WebhooksRepository(db), deviceTripQueue(jobs));
  const mroEvents = new MroEventsService(new MroEventsRepository(db), {
    requireTrip: (actor, tripId) => tripsServices.trips.requireTrip(actor, tripId),
  });
  const tripsServices = createTripsServices(db, {
    jobs,
    mroEvents,
    webhooks,
    devices,
    vehicles,
    participants,
    programs,
    rateContext: (at) => charging.rateContext(at),
  });
  const billingServices = createBillingServices(db, {
    participants,
    configuration,
    jobs,
    programs,
    mailer: integrations.mailer,
    portalUrl: integrations.portalUrl,
    vehicles,
    storage,
    storageLinks,
    paymentsProviders: paymentsProviders(paymentsSandbox),
  });
  // Status and profile notices are queued in the same transaction as the change (sent later by the mail worker).
  participants.onParticipantChanged(async (change, tx) => {
    for (const notice of participantNotices(change)) {
      await billingServices.notifications.queueTemplate(tx, change.after, notice.templateName, notice.data, {
        createdBy: change.source === 'staff' ? change.actor : undefined,
      });
    }
  });
  // Manual and telematics mileage: odometer distances charged through the engine as one CA trip.
  const odometer = new OdometerCharges(charging, tripsServices.trips, { vehicles, participants });
  const mileageReports = new MileageReportsService(new MileageReportsRepository(db), {
    storage,
    links: storageLinks,
    odometer,
    vehicles,
    notifications: billingServices.notifications,
    participants,
  });
  const connections = new ConnectionsService(new ConnectionsRepository(db), vehicles, participants, telematics);
  // A vehicle switched to telematics: its connection must be restored, in the same transaction.
  vehicles.onSwitchedToTelematics(async (change, tx) => {
    await connections.forceRestoreForVehicle(tx, change);
  });
  const telematicsReadings = new TelematicsReadingsService(new ConnectionsRepository(db), {
    telematics,
    odometer,
    vehicles,
  });
  const heartbeat = new HeartbeatWatcher(new HeartbeatReadModel(db), {
    mroEvents,
    notifications: billingServices.notifications,
    participants,
  });
  const inquiries = new InquiriesService(new InquiriesRepository(db), participants, {
    jobs,
    mailer: integrations.mailer,
    storage,
  });
  const services = {
    jobs,
    storage,
    storageLinks,
    programs,
    addresses: new AddressesService(address),
    ...billingServices,
    ...tripsServices,
    mileageReports,
    telematicsReadings,
    heartbeat,
    mroEvents,
    webhooks,
    participants,
    participantSearch,
    participantTimeline: new ParticipantTimelineService(new ParticipantTimelineReadModel(db)),
    staffSearch: new StaffSearchService({
      participants: participantSearch,
      trips: tripsServices.trips,
      devices,
      billing: billingServices.billing,
    }),
    enrolment: new EnrolmentService(new EnrolmentRepository(db), configuration),
    inquiries,
    // Disputes of a charge: an inquiry linked to a trip or mileage report (decision 021).
    disputes: new DisputesService(new DisputesRepository(db), {
      items: new DisputeItemsReadModel(),
      inquiries,
      trips: tripsServices.trips,
      configuration,
      storage,
      standing: billingServices.standing,
    }),
    configuration,
    // Location data destroyed on schedule, with proof (decision 015).
    locationRetention: new LocationRetentionService(new LocationRetentionRepository(db), {
      tripLocation: tripsServices.tripLocation,
      webhooks,
      configuration,
    }),
    vehicles,
    devices,
    connections,
    throttle: new ThrottleService(new ThrottleRepository(db)),
    rateLimits: new RateLimitService(new RateLimitRepository(db)),
    identity: new IdentityService(new IdentityRepository(db)),
    audit,
    dataExchange: new DataExchangeService(new ClearinghouseReadModel(db)),
    rates,
    charging,
    reports: new ReportsService(new ReportsReadModel(db), new ReportsRepository(db), {
      jobs,
      storage,
      billing: billingServices.billing,
      jobThreshold: integrations.reportJobRows,
    }),
    // Own-data exports and the privacy centre (decision 016).
    privacy: new PrivacyService(new PrivacyReadModel(db), new PrivacyRepository(db), {
      db,
      jobs,
      storage,
      links: storageLinks,
      audit,
      configuration,
      participants,
      notifications: billingServices.notifications,
      portalUrl: integrations.portalUrl ?? 'http://localhost:3000',
    }),
    userAdmin: new UserAdminService(new UserAdminRepository(db), audit, {
      mailer: integrations.mailer,
      portalUrl: integrations.portalUrl ?? 'http://localhost:3000',
      sessionsChanged: () => sessionCache.clear(),
    }),
    sessionCache,
  };
  return {
    ...services,
    // Closed accounts erased after their retention period, with proof (decision 020).
    accountErasure: new AccountErasureService(new AccountErasureRepository(db), services),
  };
}

export type Services = ReturnType<typeof createServices>;
