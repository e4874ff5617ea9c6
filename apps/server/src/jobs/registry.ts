import type { Logger } from 'pino';
import { accountErasureJobs } from '../modules/account-erasure/account-erasure.jobs.js';
import { standingJobs } from '../modules/billing/standing.jobs.js';
import { connectionJobDefinitions } from '../modules/connections/connections.jobs.js';
import { deviceJobDefinitions } from '../modules/devices/devices.jobs.js';
import { inquiryJobs } from '../modules/inquiries/inquiries.jobs.js';
import { locationRetentionJobs } from '../modules/location-retention/location-retention.jobs.js';
import { mileageReportJobs } from '../modules/mileage-reports/mileage-reports.jobs.js';
import { notificationJobs } from '../modules/notifications/notifications.jobs.js';
import { paymentJobs } from '../modules/payments/payments.jobs.js';
import { privacyJobs } from '../modules/privacy/privacy.jobs.js';
import { reportJobs } from '../modules/reports/reports.jobs.js';
import { statementJobs } from '../modules/statements/statements.jobs.js';
import { tripJobDefinitions } from '../modules/trips/trips.jobs.js';
import { webhookJobDefinitions } from '../modules/webhooks/webhooks.jobs.js';
import type { Services } from '../services.js';
import type { JobDefinition } from './jobs.js';

export interface JobDependencies {
  services: Services;
  logger: Logger;
}

/**
 * Every background job of the product, from the modules' `<domain>.jobs.ts` files. Add a module's
 * definitions here; the server registers the list once at start.
 */
export function jobDefinitions(deps: JobDependencies): JobDefinition<object>[] {
  return [
    ...paymentJobs(deps.services.paymentLifecycle),
    ...notificationJobs(deps.services.notifications),
    ...standingJobs(deps.services.standing),
    ...statementJobs(deps.services.statements),
    ...webhookJobDefinitions(deps.services.webhooks),
    ...tripJobDefinitions({ ingestion: deps.services.tripIngestion, reprocessing: deps.services.tripReprocessing }),
    ...connectionJobDefinitions(deps.services.telematicsReadings, deps.services.jobs),
    ...deviceJobDefinitions(deps.services.heartbeat, deps.services.devices),
    ...reportJobs(deps.services.reports),
    ...inquiryJobs(deps.services.inquiries),
    ...mileageReportJobs(deps.services.mileageReports),
    ...locationRetentionJobs(deps.services.locationRetention),
    ...privacyJobs(deps.services.privacy),
    ...accountErasureJobs(deps.services.accountErasure),
  ];
}
