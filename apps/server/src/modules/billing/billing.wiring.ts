import type { Database } from '../../db/client.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { defaultStorage, StorageLinks, type StorageProvider } from '../../integrations/storage/index.js';
import { type JobQueue, noJobs } from '../../jobs/jobs.js';
import type { ConfigurationService } from '../configuration/configuration.service.js';
import { NotificationsRepository } from '../notifications/notifications.repository.js';
import {
  type NotificationDeliveryOptions,
  NotificationsService,
  noMailer,
} from '../notifications/notifications.service.js';
import type { ParticipantsService } from '../participants/participants.service.js';
import { PaymentsRepository } from '../payments/payments.repository.js';
import { PaymentsService } from '../payments/payments.service.js';
import type { ProgramsService } from '../programs/programs.service.js';
import type { VehiclesService } from '../vehicles/vehicles.service.js';
import { BillingRepository } from './billing.repository.js';
import { BillingService } from './billing.service.js';
import { DashboardRepository } from './dashboard/dashboard.repository.js';
import { DashboardService } from './dashboard/dashboard.service.js';
import { StandingRepository } from './standing.repository.js';
import { StandingService } from './standing.service.js';
import { PdfWorkerPool } from './statements/pdf-pool.js';
import { StatementsRepository } from './statements/statements.repository.js';
import { StatementsService } from './statements/statements.service.js';

/**
 * The billing, payments and notifications services, wired to each other: paying needs the cards, and
 * deleting a card asks billing whether a payment with it is in progress. The configuration and
 * participants services they call are stateless, so their own instances serve.
 */
export function createBillingServices(
  db: Database,
  shared: {
    participants: ParticipantsService;
    configuration: ConfigurationService;
    jobs?: JobQueue;
    /** For the notification worker: the mailer (default: none, sends fail), links' base, retry policy. */
    programs: ProgramsService;
    mailer?: Mailer;
    portalUrl?: string;
    notificationDelivery?: NotificationDeliveryOptions;
    /** For statements: vehicle names on the PDF, and where PDFs are stored and linked. */
    vehicles: VehiclesService;
    storage?: StorageProvider;
    storageLinks?: StorageLinks;
  },
) {
  const { participants, configuration } = shared;
  const jobs = shared.jobs ?? noJobs;
  const payments: PaymentsService = new PaymentsService(
    new PaymentsRepository(db),
    configuration,
    participants,
    () => billing,
  );
  const billing: BillingService = new BillingService(
    new BillingRepository(db),
    payments,
    configuration,
    jobs,
    // Paying settles what a transaction carried over (statements own carry-over).
    () => statements,
  );
  const notifications = new NotificationsService(new NotificationsRepository(db), participants, {
    programs: shared.programs,
    jobs,
    mailer: shared.mailer ?? noMailer,
    portalUrl: shared.portalUrl ?? 'http://localhost:3000',
    delivery: shared.notificationDelivery,
  });
  const standing = new StandingService(new StandingRepository(db), {
    billingAges: () => billing.billingAges(),
    participants,
    notifications,
  });
  const statements = new StatementsService(new StatementsRepository(db), {
    participants,
    vehicles: shared.vehicles,
    programs: shared.programs,
    configuration,
    notifications,
    billingAges: () => billing.billingAges(),
    jobs,
    storage: shared.storage ?? defaultStorage(),
    storageLinks: shared.storageLinks ?? new StorageLinks(),
    pdf: new PdfWorkerPool(),
  });
  const dashboard = new DashboardService(new DashboardRepository(db), {
    configuration,
    billingAges: () => billing.billingAges(),
  });
  return { billing, payments, notifications, standing, statements, dashboard };
}
