import { PARTICIPANT_STATUSES } from '@rc/domain';
// Timestamps keep milliseconds (precision 3) so list cursors built from JavaScript dates match exactly.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { inList } from './columns.js';
import { users } from './identity.js';
import { pilotPrograms } from './programs.js';

/** Account numbers are sequential, human-readable and never reused (a sequence never goes back). */
export const accountNoSequence = pgSequence('participant_account_no_seq', { startWith: 100001 });

export const participants = pgTable(
  'participants',
  {
    username: text('username')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    accountNo: bigint('account_no', { mode: 'number' })
      .notNull()
      .unique()
      .default(sql`nextval('participant_account_no_seq')`),
    email: text('email').notNull(),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    phoneNumber: text('phone_number'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    extendedPostalCode: text('extended_postal_code'),
    preferredContactType: text('preferred_contact_type'),
    gender: text('gender'),
    ageGroup: text('age_group'),
    status: text('status').notNull().default('created'),
    statusMessage: text('status_message'),
    governmentAffiliation: text('government_affiliation'),
    mroDataProviderPreference: text('mro_data_provider_preference'),
    mroDevicePreference: text('mro_device_preference'),
    mroManualCapture: boolean('mro_manual_capture').notNull().default(false),
    onboardedDate: timestamp('onboarded_date', { withTimezone: true, precision: 3 }),
    firstDataReceivedDate: timestamp('first_data_received_date', { withTimezone: true, precision: 3 }),
    closedDate: timestamp('closed_date', { withTimezone: true, precision: 3 }),
    closedReason: text('closed_reason'),
    closedBy: text('closed_by'),
    /** When the account's personal data was erased after closure (decision 020); null while it is held. */
    erasedAt: timestamp('erased_at', { withTimezone: true, precision: 3 }),
    participantPilotProgramId: text('participant_pilot_program_id').references(() => pilotPrograms.id),
    roadChargeCreditCents: bigint('road_charge_credit_cents', { mode: 'number' }).notNull().default(0),
    sumFuelTaxCreditCents: bigint('sum_fuel_tax_credit_cents', { mode: 'number' }).notNull().default(0),
    sumMileageUserFeeCents: bigint('sum_mileage_user_fee_cents', { mode: 'number' }).notNull().default(0),
    hasIntegrityViolation: boolean('has_integrity_violation').notNull().default(false),
    isBillingOverdue: boolean('is_billing_overdue').notNull().default(false),
    isBillingDefault: boolean('is_billing_default').notNull().default(false),
    isInactive: boolean('is_inactive').notNull().default(false),
    isVinMismatch: boolean('is_vin_mismatch').notNull().default(false),
    isLegislator: boolean('is_legislator').notNull().default(false),
    isVIP: boolean('is_vip').notNull().default(false),
    isGovernmentEmployee: boolean('is_government_employee').notNull().default(false),
    isCaliforniaElected: boolean('is_california_elected').notNull().default(false),
    agreeGlobalParticipantAgreement: boolean('agree_global_participant_agreement').notNull().default(false),
    agreeGlobalPrivacyPolicy: boolean('agree_global_privacy_policy').notNull().default(false),
    /** Language of e-mails and notifications ('en' or 'es'). */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    check('participants_status_check', sql`${t.status} in (${inList(PARTICIPANT_STATUSES)})`),
    check('participants_language_check', sql`${t.language} in ('en', 'es')`),
    index('participants_status_created_idx').on(t.status, t.createdAt),
    index('participants_created_idx').on(t.createdAt, t.username),
    index('participants_email_idx').on(t.email),
    index('participants_onboarded_idx').on(t.onboardedDate),
    // The erasure job's due accounts: closed, not yet erased, by closing date.
    index('participants_erasure_due_idx').on(t.closedDate).where(sql`${t.status} = 'closed' and ${t.erasedAt} is null`),
    // Staff participant search (participants/participant-search.read-model.ts): case-insensitive prefix
    // matches (LIKE 'abc%') on lower(...) with text_pattern_ops, whatever the database's collation.
    index('participants_first_name_search_idx').using('btree', sql`lower(${t.firstName}) text_pattern_ops`),
    index('participants_last_name_search_idx').using('btree', sql`lower(${t.lastName}) text_pattern_ops`),
    index('participants_full_name_search_idx').using(
      'btree',
      sql`lower(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) text_pattern_ops`,
    ),
    index('participants_email_search_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`),
    index('participants_account_no_search_idx').using('btree', sql`(${t.accountNo}::text) text_pattern_ops`),
    index('participants_phone_digits_search_idx').using(
      'btree',
      sql`regexp_replace(${t.phoneNumber}, '[^0-9]', '', 'g') text_pattern_ops`,
    ),
    // The staff list's sort orders (key, username), for keyset pages in either direction.
    index('participants_last_name_sort_idx').on(sql`lower(coalesce(${t.lastName}, ''))`, t.username),
    index('participants_email_sort_idx').on(sql`lower(${t.email})`, t.username),
    index('participants_status_sort_idx').on(t.status, t.username),
    index('participants_onboarded_sort_idx').on(
      sql`coalesce(${t.onboardedDate}, '-infinity'::timestamptz)`,
      t.username,
    ),
  ],
);
