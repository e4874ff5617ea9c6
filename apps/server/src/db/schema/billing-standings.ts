import { BILLING_STANDINGS } from '@rc/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { inList, ts, updatedAt } from './columns.js';
import { participants } from './participants.js';

/**
 * A participant's billing standing episode as the daily standing job last left it (docs/domain.md
 * "Statements, payments and standing"): the standing of the oldest unpaid balance and which notices of
 * the episode went out, so each reminder, paymentOverdue and paymentDefault is sent once per episode.
 * No row (or standing current) means nothing is behind.
 */
export const billingStandings = pgTable(
  'billing_standings',
  {
    username: text('username')
      .primaryKey()
      .references(() => participants.username, { onDelete: 'restrict' }),
    standing: text('standing').notNull().default('current'),
    /** Issue date of the oldest unpaid balance at the last evaluation. */
    oldestUnpaidIssuedAt: ts('oldest_unpaid_issued_at'),
    remindersSent: integer('reminders_sent').notNull().default(0),
    overdueNotifiedAt: ts('overdue_notified_at'),
    defaultNotifiedAt: ts('default_notified_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('billing_standings_standing_check', sql`${t.standing} in (${inList(BILLING_STANDINGS)})`),
    check('billing_standings_reminders_check', sql`${t.remindersSent} between 0 and 2`),
    index('billing_standings_standing_idx').on(t.standing),
  ],
);
