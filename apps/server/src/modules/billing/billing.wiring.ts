import type { Database } from '../../db/client.js';
import type { ConfigurationService } from '../configuration/configuration.service.js';
import { NotificationsRepository } from '../notifications/notifications.repository.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { ParticipantsService } from '../participants/participants.service.js';
import { PaymentsRepository } from '../payments/payments.repository.js';
import { PaymentsService } from '../payments/payments.service.js';
import { BillingRepository } from './billing.repository.js';
import { BillingService } from './billing.service.js';

/**
 * The billing, payments and notifications services, wired to each other: paying needs the cards, and
 * deleting a card asks billing whether a payment with it is in progress. The configuration and
 * participants services they call are stateless, so their own instances serve.
 */
export function createBillingServices(
  db: Database,
  shared: { participants: ParticipantsService; configuration: ConfigurationService },
) {
  const { participants, configuration } = shared;
  const payments: PaymentsService = new PaymentsService(
    new PaymentsRepository(db),
    configuration,
    participants,
    () => billing,
  );
  const billing: BillingService = new BillingService(new BillingRepository(db), payments, configuration);
  const notifications = new NotificationsService(new NotificationsRepository(db), participants);
  return { billing, payments, notifications };
}
