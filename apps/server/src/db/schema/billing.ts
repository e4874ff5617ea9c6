import { TRANSACTION_STATUSES, TRANSACTION_TYPES, type TransactionDescriptionValues } from '@rc/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, idColumn, inList, km, litres, ts, updatedAt } from './columns.js';
import { participants } from './participants.js';
import { paymentCards } from './payment-cards.js';

/**
 * Per vehicle and state: mileage (km), fuel (litres) and their fees (cents). taxDifference = mileageFee
 * − fuelFee; net = mileageFee + cordonFee + todFee + tollFee − fuelFee, so the rows of a statement add
 * up to its totalNewMileageFee. Public mileage and fuel include 'state' segments (no location data).
 */
export interface StatementTripsSummary {
  vehicleId?: string;
  stateCode: string;
  privateFuel?: number;
  publicFuel?: number;
  fuel?: number;
  fuelFee: number;
  mileage: number;
  publicMileage?: number;
  privateMileage?: number;
  mileageFee: number;
  cordonFee?: number;
  todFee?: number;
  tollFee?: number;
  taxDifference: number;
  net: number;
}

/**
 * One line per billed adjustment. Beyond the spec's five fields: the other fee deltas and `net` (all
 * cents: mileage + cordon + time of day + toll − fuel credit), so the lines add up to totalNewAdjCharges.
 */
export interface StatementAdjustmentSummary {
  adjMileage: number;
  adjMileageFee: number;
  adjFuel: number;
  adjFuelFee: number;
  shortDate: string;
  adjCordonFee?: number;
  adjTodFee?: number;
  adjTollFee?: number;
  net?: number;
  stateCode?: string | null;
  vehicleId?: string | null;
  note?: string | null;
}

export interface StatementVehicleSummary {
  vehicleId?: string;
  fuel: number;
  fuelFee: number;
  mileage: number;
  mileageFee: number;
  taxDifference: number;
}

/**
 * A monthly statement (month 'YYYY-MM', America/Los_Angeles). Field names follow the spec
 * (including totalNewChages); every money column (rifFee, mbufFee, …, balance, paidAmount) holds
 * integer cents, mileage is km and fuel litres. createdBy is 'System' for generated statements.
 */
export const participantStatements = pgTable(
  'participant_statements',
  {
    id: idColumn(),
    username: text('username')
      .notNull()
      .references(() => participants.username, { onDelete: 'restrict' }),
    month: text('month').notNull(),
    periodFrom: ts('period_from').notNull(),
    periodTo: ts('period_to').notNull(),
    filename: text('filename'),
    mileageUnit: text('mileage_unit'),
    fuelUnit: text('fuel_unit'),
    rifFee: cents('rif_fee').notNull().default(0),
    tripDynamicRateBasis: text('trip_dynamic_rate_basis'),
    tripDieselFuelRateMetric: doublePrecision('trip_diesel_fuel_rate_metric'),
    mileage: km('mileage').notNull().default(0),
    fuel: litres('fuel').notNull().default(0),
    trips: integer('trips').notNull().default(0),
    mbufFee: cents('mbuf_fee').notNull().default(0),
    cordonFee: cents('cordon_fee').notNull().default(0),
    todFee: cents('tod_fee').notNull().default(0),
    tollFee: cents('toll_fee').notNull().default(0),
    fuelTaxCredit: cents('fuel_tax_credit').notNull().default(0),
    totalNewMileageFee: cents('total_new_mileage_fee').notNull().default(0),
    totalNewAdjCharges: cents('total_new_adj_charges').notNull().default(0),
    totalNewChages: cents('total_new_chages').notNull().default(0),
    carryoverBalance: cents('carryover_balance').notNull().default(0),
    balance: cents('balance'),
    paidAmount: cents('paid_amount').notNull().default(0),
    paidAt: ts('paid_at'),
    note: text('note'),
    /**
     * Settled: its amount was paid (also through a later statement that carried it over), or it owed
     * nothing (balance zero or a credit). Unsettled statements age into due, overdue and default.
     */
    isProcessed: boolean('is_processed').notNull().default(false),
    shouldSendEmailToParticipant: boolean('should_send_email_to_participant').notNull().default(false),
    tripsSummary: jsonb('trips_summary').$type<StatementTripsSummary[]>().notNull().default([]),
    adjustmentSummary: jsonb('adjustment_summary').$type<StatementAdjustmentSummary[]>().notNull().default([]),
    vehiclesSummary: jsonb('vehicles_summary').$type<StatementVehicleSummary[]>().notNull().default([]),
    /**
     * The one transaction this statement issued (for its balance: a charge, or a refund when negative).
     * DEFERRABLE INITIALLY DEFERRED in the database (migration 0014; drizzle cannot say it), like
     * transactions.statementId: the statement and its transaction are written apart and checked at
     * COMMIT. ON DELETE no action, since PostgreSQL never defers RESTRICT; deletion still fails then.
     */
    transactionId: text('transaction_id').references((): AnyPgColumn => transactions.id, { onDelete: 'no action' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
  },
  (t) => [
    check('participant_statements_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('participant_statements_period_check', sql`${t.periodFrom} <= ${t.periodTo}`),
    index('participant_statements_username_created_idx').on(t.username, t.createdAt),
    // A participant-month is billed once: a second generation for the month finds it and does nothing.
    uniqueIndex('participant_statements_username_month_idx').on(t.username, t.month),
    uniqueIndex('participant_statements_transaction_id_idx').on(t.transactionId),
    // The staff list pages by (periodFrom, id): with the id, a month's 100,000 ties need no sort.
    index('participant_statements_period_from_idx').on(t.periodFrom, t.id),
  ],
);

export interface PaymentProcessorResponse {
  referenceNumber?: string | null;
  transactionResponse?: unknown;
}

/**
 * A charge (type transaction) or a refund on a participant's account, for a statement's net amount.
 * Money records are never deleted by a cascade: statements, carried-over transactions and segments
 * restrict deletion. Deleting a saved card keeps the transaction and clears paymentMethodId.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: idColumn(),
    username: text('username')
      .notNull()
      .references(() => participants.username, { onDelete: 'restrict' }),
    type: text('type').notNull().default('transaction'),
    status: text('status').notNull().default('created'),
    statusMessage: text('status_message'),
    description: text('description'),
    /**
     * What a description the server wrote says, as a code and its values (the participant's pages put it
     * in their language); null when staff wrote the description. `description` keeps the English text.
     */
    descriptionKey: text('description_key'),
    descriptionValues: jsonb('description_values').$type<TransactionDescriptionValues>(),
    subtotalCents: cents('subtotal_cents').notNull().default(0),
    discountCents: cents('discount_cents').notNull().default(0),
    amountCents: cents('amount_cents').notNull(),
    paymentMethodId: text('payment_method_id').references(() => paymentCards.id, { onDelete: 'set null' }),
    /** DEFERRABLE INITIALLY DEFERRED in the database (migration 0014): see participantStatements.transactionId. */
    statementId: text('statement_id').references(() => participantStatements.id, { onDelete: 'no action' }),
    carryoverTransactionId: text('carryover_transaction_id').references((): AnyPgColumn => transactions.id, {
      onDelete: 'restrict',
    }),
    /**
     * Set when an unpaid transaction is carried over into a later statement's transaction: it is then
     * closed (status carriedOver, never charged) and its amount is part of that transaction's.
     */
    carriedIntoTransactionId: text('carried_into_transaction_id').references((): AnyPgColumn => transactions.id, {
      onDelete: 'restrict',
    }),
    retries: integer('retries').notNull().default(0),
    paidAt: ts('paid_at'),
    paymentProcessorResponse: jsonb('payment_processor_response').$type<PaymentProcessorResponse>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
  },
  (t) => [
    check('transactions_type_check', sql`${t.type} in (${inList(TRANSACTION_TYPES)})`),
    check('transactions_status_check', sql`${t.status} in (${inList(TRANSACTION_STATUSES)})`),
    check('transactions_retries_check', sql`${t.retries} >= 0`),
    index('transactions_username_created_idx').on(t.username, t.createdAt),
    index('transactions_statement_id_idx').on(t.statementId),
    index('transactions_status_created_idx').on(t.status, t.createdAt),
    index('transactions_type_created_idx').on(t.type, t.createdAt),
    // The staff search pages by (createdAt, id); a statement run gives thousands the same createdAt.
    index('transactions_created_idx').on(t.createdAt, t.id),
    index('transactions_payment_method_id_idx').on(t.paymentMethodId),
    index('transactions_carryover_transaction_id_idx').on(t.carryoverTransactionId),
    index('transactions_carried_into_transaction_id_idx').on(t.carriedIntoTransactionId),
  ],
);
