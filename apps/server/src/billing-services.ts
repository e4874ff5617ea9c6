import type { Database } from './db/client.js';
import type { Mailer } from './integrations/mail/mailer.js';
import type { PaymentsProviderLookup } from './integrations/payments/index.js';
import { defaultStorage, StorageLinks, type StorageProvider } from './integrations/storage/index.js';
import { type JobQueue, noJobs } from './jobs/jobs.js';
import { BillingRepository } from './modules/billing/billing.repository.js';
import { BillingService } from './modules/billing/billing.service.js';
import { OwedBalancesReadModel } from './modules/billing/owed-balances.read-model.js';
import { StandingRepository } from './modules/billing/standing.repository.js';
import { StandingService } from './modules/billing/standing.service.js';
import { TransactionSearchReadModel } from './modules/billing/transaction-search.read-model.js';
import { TransactionViewsReadModel } from './modules/billing/transaction-views.read-model.js';
import type { ConfigurationService } from './modules/configuration/configuration.service.js';
import { DashboardReadModel } from './modules/dashboard/dashboard.read-model.js';
import { DashboardService } from './modules/dashboard/dashboard.service.js';
import { NotificationsRepository } from './modules/notifications/notifications.repository.js';
import {
  type NotificationDeliveryOptions,
  NotificationsService,
  noMailer,
} from './modules/notifications/notifications.service.js';
import type { ParticipantsService } from './modules/participants/participants.service.js';
import { PaymentLifecycleService } from './modules/payments/payment-lifecycle.service.js';
import { PaymentsRepository } from './modules/payments/payments.repository.js';
import { PaymentsService } from './modules/payments/payments.service.js';
import type { ProgramsService } from './modules/programs/programs.service.js';
import { PdfWorkerPool } from './modules/statements/pdf-pool.js';
import { StatementsRepository } from './modules/statements/statements.repository.js';
import { StatementsService } from './modules/statements/statements.service.js';
import { BilledItemsRepository } from './modules/trips/billed-items.repository.js';
import { BilledItemsService } from './modules/trips/billed-items.service.js';
import type { VehiclesService } from './modules/vehicles/vehicles.service.js';

/**
 * The money side, one module each: notifications, billing (the ledger and standing), statements,
 * payments (cards and the payment lifecycle) and the dashboard read model, each wired to its own
 * repository. Dependencies point one way: payments → statements → trips' billed items, payments →
 * billing; nothing calls back. Reactions that may come later (a participant's standing after a
 * payment) are jobs queued in the database transaction that causes them.
 */
export function createBillingServices(
  db: Database,
  shared: {
    participants: ParticipantsService;
    configuration: ConfigurationService;
    jobs?: JobQueue;
    programs: ProgramsService;
    /** For the notification worker: the mailer (default: none, sends fail), links' base, retry policy. */
    mailer?: Mailer;
    portalUrl?: string;
    notificationDelivery?: NotificationDeliveryOptions;
    /** For statements: vehicle names on the PDF, and where PDFs are stored and linked. */
    vehicles: VehiclesService;
    storage?: StorageProvider;
    storageLinks?: StorageLinks;
    /** The card processors by PAYMENTS_PROVIDER, around the server's sandbox. */
    paymentsProviders: PaymentsProviderLookup;
  },
) {
  const { participants, configuration } = shared;
  const jobs = shared.jobs ?? noJobs;
  const notifications = new NotificationsService(new NotificationsRepository(db), participants, {
    programs: shared.programs,
    jobs,
    mailer: shared.mailer ?? noMailer,
    portalUrl: shared.portalUrl ?? 'http://localhost:3000',
    delivery: shared.notificationDelivery,
    pilotCalendar: () => configuration.pilotCalendar(),
  });
  // Trips own segments and adjustments; this is their billing side (links and payment status).
  const billedItems = new BilledItemsService(new BilledItemsRepository(db));
  const billing = new BillingService(
    new BillingRepository(db),
    new TransactionViewsReadModel(db),
    billedItems,
    configuration,
    new TransactionSearchReadModel(db),
  );
  const billingAges = () => billing.billingAges();
  const standing = new StandingService(new StandingRepository(db), {
    billingAges,
    owed: new OwedBalancesReadModel(),
    participants,
    notifications,
  });
  const statements = new StatementsService(new StatementsRepository(db), {
    participants,
    vehicles: shared.vehicles,
    programs: shared.programs,
    configuration,
    notifications,
    billing,
    billedItems,
    billingAges,
    jobs,
    storage: shared.storage ?? defaultStorage(),
    storageLinks: shared.storageLinks ?? new StorageLinks(),
    paymentsProviders: shared.paymentsProviders,
    pdf: new PdfWorkerPool(),
  });
  const payments = new PaymentsService(
    new PaymentsRepository(db),
    configuration,
    participants,
    billing,
    shared.paymentsProviders,
  );
  const paymentLifecycle = new PaymentLifecycleService(db, { billing, payments, statements, jobs });
  const dashboard = new DashboardService(new DashboardReadModel(db), { configuration, billingAges });
  return { billing, billedItems, payments, paymentLifecycle, notifications, standing, statements, dashboard };
}
