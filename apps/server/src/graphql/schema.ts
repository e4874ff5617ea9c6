import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.js';
import '../modules/configuration/configuration.schema.js';
import '../modules/vehicles/vehicles.schema.js';
import '../modules/devices/devices.schema.js';
import '../modules/connections/connections.schema.js';
import '../modules/participants/participants.schema.js';
import '../modules/participants/participant-timeline.schema.js';
import '../modules/enrolment/enrolment.schema.js';
import '../modules/inquiries/inquiries.schema.js';
import '../modules/programs/programs.schema.js';
import '../modules/billing/billing.schema.js';
import '../modules/statements/statements.schema.js';
import '../modules/dashboard/dashboard.schema.js';
import '../modules/payments/payments.schema.js';
import '../modules/notifications/notifications.schema.js';
import '../modules/rates/rates.schema.js';
import '../modules/audit/audit.schema.js';
import '../modules/trips/trips.schema.js';
import '../modules/location-retention/location-retention.schema.js';
import '../modules/account-erasure/account-erasure.schema.js';
import '../modules/mro-events/mro-events.schema.js';
import '../modules/webhooks/webhooks.schema.js';
import '../modules/mileage-reports/mileage-reports.schema.js';
import '../modules/disputes/disputes.schema.js';
import '../modules/addresses/addresses.schema.js';
import '../modules/staff-search/staff-search.schema.js';
import '../modules/privacy/privacy.schema.js';

export const schema = builder.toSchema();

export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
