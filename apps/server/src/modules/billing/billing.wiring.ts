import type { Database } from '../../db/client.js';
import type { AddressVerifier } from '../../integrations/address/index.js';
import { ConfigurationRepository } from '../configuration/configuration.repository.js';
import { ConfigurationService } from '../configuration/configuration.service.js';
import { NotificationsRepository } from '../notifications/notifications.repository.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { ParticipantsRepository } from '../participants/participants.repository.js';
import { ParticipantsService } from '../participants/participants.service.js';
import { PaymentsRepository } from '../payments/payments.repository.js';
import { PaymentsService } from '../payments/payments.service.js';
import type { ProgramsService } from '../programs/programs.service.js';
import { BillingRepository } from './billing.repository.js';
import { BillingService } from './billing.service.js';

/**
 * The billing, payments and notifications services, wired to each other: paying needs the cards, and
 * deleting a card asks billing whether a payment with it is in progress. The configuration and
 * participants services they call are stateless, so their own instances serve.
 */
export function createBillingServices(db: Database, programs: ProgramsService, address: AddressVerifier) {
  const configuration = new ConfigurationService(new ConfigurationRepository(db));
  const participants = new ParticipantsService(new ParticipantsRepository(db), programs, address);
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
