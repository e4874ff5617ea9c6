import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.js';
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
