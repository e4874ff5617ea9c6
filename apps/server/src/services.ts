import type { Database } from './db/client.js';
import { type AddressVerifier, offlineAddressVerifier } from './integrations/address/index.js';
import { type JobQueue, noJobs } from './jobs/jobs.js';
import { AddressesService } from './modules/addresses/addresses.service.js';
import { AuditRepository } from './modules/audit/audit.repository.js';
import { AuditService } from './modules/audit/audit.service.js';
import { createBillingServices } from './modules/billing/billing.wiring.js';
import { ConfigurationRepository } from './modules/configuration/configuration.repository.js';
import { ConfigurationService } from './modules/configuration/configuration.service.js';
import { ConnectionsRepository } from './modules/connections/connections.repository.js';
import { ConnectionsService } from './modules/connections/connections.service.js';
import { DevicesRepository } from './modules/devices/devices.repository.js';
import { DevicesService } from './modules/devices/devices.service.js';
import { EnrolmentRepository } from './modules/enrolment/enrolment.repository.js';
import { EnrolmentService } from './modules/enrolment/enrolment.service.js';
import { IdentityRepository } from './modules/identity/identity.repository.js';
import { IdentityService } from './modules/identity/identity.service.js';
import { ThrottleRepository } from './modules/identity/throttle.repository.js';
import { ThrottleService } from './modules/identity/throttle.service.js';
import { UserAdminRepository } from './modules/identity/user-admin.repository.js';
import { UserAdminService } from './modules/identity/user-admin.service.js';
import { InquiriesRepository } from './modules/inquiries/inquiries.repository.js';
import { InquiriesService } from './modules/inquiries/inquiries.service.js';
import { ParticipantsRepository } from './modules/participants/participants.repository.js';
import { ParticipantsService } from './modules/participants/participants.service.js';
import { ProgramsRepository } from './modules/programs/programs.repository.js';
import { ProgramsService } from './modules/programs/programs.service.js';
import { RatesRepository } from './modules/rates/rates.repository.js';
import { RatesService } from './modules/rates/rates.service.js';
import { createTripsServices } from './modules/trips/trips.wiring.js';
import { VehiclesRepository } from './modules/vehicles/vehicles.repository.js';
import { VehiclesService } from './modules/vehicles/vehicles.service.js';

/** External services chosen by configuration (defaults: the built-in offline ones). */
export interface ServiceIntegrations {
  address?: AddressVerifier;
  /** Background job queue (default: none, for scripts and unit tests that run no workers). */
  jobs?: JobQueue;
}

/** One instance of each domain service, wired to its repository. */
export function createServices(db: Database, integrations: ServiceIntegrations = {}) {
  const address = integrations.address ?? offlineAddressVerifier();
  const jobs = integrations.jobs ?? noJobs;
  const programs = new ProgramsService(new ProgramsRepository(db));
  const participants = new ParticipantsService(new ParticipantsRepository(db), programs, address);
  const configuration = new ConfigurationService(new ConfigurationRepository(db));
  const audit = new AuditService(new AuditRepository(db));
  const vehicles = new VehiclesService(new VehiclesRepository(db), configuration);
  const billingServices = createBillingServices(db, { participants, configuration });
  // Status notices are queued in the same transaction as the change (sent later by the mail worker).
  participants.onParticipantChanged(async ({ before, after }, tx) => {
    if (before.status !== 'onboarded' && after.status === 'onboarded') {
      await billingServices.notifications.queueTemplate(tx, after, 'accountOnboarded');
    }
  });
  return {
    jobs,
    programs,
    addresses: new AddressesService(address),
    ...billingServices,
    ...createTripsServices(db),
    participants,
    enrolment: new EnrolmentService(new EnrolmentRepository(db), configuration),
    inquiries: new InquiriesService(new InquiriesRepository(db), participants),
    configuration,
    vehicles,
    devices: new DevicesService(new DevicesRepository(db), vehicles, programs),
    connections: new ConnectionsService(new ConnectionsRepository(db), vehicles),
    throttle: new ThrottleService(new ThrottleRepository(db)),
    identity: new IdentityService(new IdentityRepository(db)),
    audit,
    rates: new RatesService(new RatesRepository(db)),
    userAdmin: new UserAdminService(new UserAdminRepository(db), audit),
  };
}

export type Services = ReturnType<typeof createServices>;
