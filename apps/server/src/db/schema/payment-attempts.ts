import { PAYMENT_ATTEMPT_KINDS, PAYMENT_ATTEMPT_STATUSES } from '@rc/domain';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { transactions } from './billing.js';
import { cents, createdAt, idColumn, inList, updatedAt } from './columns.js';
import { participants } from './participants.js';
import { paymentCards } from './payment-cards.js';

/**
 * One call (or repeated calls) to the payments provider for a transaction: a charge of a payment
 * (type transaction) or a refund (type refund). The row is committed BEFORE the provider is called, with
 * the idempotency key the provider receives: a crash or a timeout leaves it 'started' or 'unknown', and
 * the next run repeats the call with the SAME key, so the provider answers with the first outcome instead
 * of charging again. A new attempt (attempt + 1, a new key) starts only after a final answer (declined).
 *
 *   status      started (committed, provider not yet answered), unknown (timeout/unavailable),
 *               approved, declined (final)
 *   paymentMethodToken   the provider's payment-method id charged (redacted in the audit trail)
 *   chargeReference      for refunds: the provider reference of the charge being refunded
 *   refundedTransactionId for refunds: the transaction whose charge is refunded
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: idColumn(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'restrict' }),
    username: text('username')
      .notNull()
      .references(() => participants.username, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    attempt: integer('attempt').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').notNull().default('started'),
    amountCents: cents('amount_cents').notNull(),
    serviceProviderKey: text('service_provider_key').notNull(),
    paymentMethodId: text('payment_method_id').references(() => paymentCards.id, { onDelete: 'set null' }),
    paymentMethodToken: text('payment_method_token'),
    refundedTransactionId: text('refunded_transaction_id').references((): AnyPgColumn => transactions.id, {
      onDelete: 'restrict',
    }),
    chargeReference: text('charge_reference'),
    providerReference: text('provider_reference'),
    message: text('message'),
    response: jsonb('response').$type<Record<string, unknown>>(),
    calls: integer('calls').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_attempts_kind_check', sql`${t.kind} in (${inList(PAYMENT_ATTEMPT_KINDS)})`),
    check('payment_attempts_status_check', sql`${t.status} in (${inList(PAYMENT_ATTEMPT_STATUSES)})`),
    check('payment_attempts_amount_check', sql`${t.amountCents} > 0`),
    check('payment_attempts_attempt_check', sql`${t.attempt} >= 1`),
    uniqueIndex('payment_attempts_idempotency_key_idx').on(t.idempotencyKey),
    uniqueIndex('payment_attempts_transaction_attempt_idx').on(t.transactionId, t.attempt),
    // At most one attempt of a transaction waits for the provider's answer at any time.
    uniqueIndex('payment_attempts_transaction_open_idx')
      .on(t.transactionId)
      .where(sql`${t.status} in ('started', 'unknown')`),
    index('payment_attempts_refunded_transaction_id_idx').on(t.refundedTransactionId),
    index('payment_attempts_payment_method_id_idx').on(t.paymentMethodId),
    index('payment_attempts_status_created_idx').on(t.status, t.createdAt),
    index('payment_attempts_username_created_idx').on(t.username, t.createdAt),
  ],
);

/**
 * The sandbox payments provider's own books (integrations/payments/sandbox.ts), kept in PostgreSQL so
 * every server process sees the same idempotency keys: a key seen before returns its first result and
 * never charges again. Not business data of ours (not audited): the provider's side of the ledger, read
 * back through listCharges for reconciliation.
 */
export const sandboxPaymentOperations = pgTable(
  'sandbox_payment_operations',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    reference: text('reference').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    amountCents: cents('amount_cents').notNull(),
    paymentMethod: text('payment_method'),
    chargeReference: text('charge_reference'),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [
    check('sandbox_payment_operations_kind_check', sql`${t.kind} in ('charge', 'refund')`),
    check('sandbox_payment_operations_status_check', sql`${t.status} in ('approved', 'declined')`),
    uniqueIndex('sandbox_payment_operations_reference_idx').on(t.reference),
    index('sandbox_payment_operations_charge_reference_idx').on(t.chargeReference),
    index('sandbox_payment_operations_created_idx').on(t.createdAt),
  ],
);
