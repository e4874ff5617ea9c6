import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts, updatedAt } from './columns.js';
import { participants } from './participants.js';

/** A saved card: the provider's token and masked details only, never the card number. */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: idColumn(),
    username: text('username')
      .notNull()
      .references(() => participants.username, { onDelete: 'restrict' }),
    alias: text('alias'),
    brand: text('brand'),
    last4: text('last4'),
    nameOnCard: text('name_on_card'),
    expirationMonth: integer('expiration_month'),
    expirationYear: integer('expiration_year'),
    billingCountryCode: text('billing_country_code'),
    billingZip: text('billing_zip'),
    isDefault: boolean('is_default').notNull().default(false),
    externalId: text('external_id'),
    fingerprint: text('fingerprint'),
    serviceProviderKey: text('service_provider_key'),
    token: text('token'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
  },
  (t) => [
    check('payment_cards_expiration_month_check', sql`${t.expirationMonth} between 1 and 12`),
    check('payment_cards_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
    index('payment_cards_username_created_idx').on(t.username, t.createdAt),
    // At most one default card per participant.
    uniqueIndex('payment_cards_username_default_idx').on(t.username).where(sql`${t.isDefault}`),
  ],
);

/**
 * The $1 pre-authorisation placed when a card is saved, and its reversal (participant spec section 9):
 * one row per verification, kept when the card is deleted. status 'reversed' once the hold is released;
 * 'authorized' means the reversal failed and the hold still has to be released.
 */
export const paymentCardAuthorizations = pgTable(
  'payment_card_authorizations',
  {
    id: idColumn(),
    cardId: text('card_id').references(() => paymentCards.id, { onDelete: 'set null' }),
    username: text('username')
      .notNull()
      .references(() => participants.username, { onDelete: 'restrict' }),
    serviceProviderKey: text('service_provider_key').notNull(),
    authorizationId: text('authorization_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull(),
    message: text('message'),
    authorizedAt: ts('authorized_at').notNull(),
    reversedAt: ts('reversed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('payment_card_authorizations_status_check', sql`${t.status} in ('authorized', 'reversed')`),
    check('payment_card_authorizations_amount_check', sql`${t.amountCents} > 0`),
    index('payment_card_authorizations_card_id_idx').on(t.cardId),
    index('payment_card_authorizations_username_created_idx').on(t.username, t.createdAt),
    index('payment_card_authorizations_status_idx').on(t.status),
  ],
);
