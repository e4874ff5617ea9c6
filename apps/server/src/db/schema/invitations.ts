import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.js';
import { pilotPrograms } from './programs.js';

/**
 * The invitation list of a pilot (staff import it as CSV: email, pilot short name). emailCheck answers
 * eligible when the address is on it. E-mail addresses are stored trimmed and lower-cased.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: idColumn(),
    email: text('email').notNull(),
    pilotShortName: text('pilot_short_name')
      .notNull()
      .references(() => pilotPrograms.shortName, { onDelete: 'restrict', onUpdate: 'cascade' }),
    createdAt: createdAt(),
    createdBy: text('created_by'),
  },
  (t) => [
    check('invitations_email_check', sql`${t.email} = lower(btrim(${t.email}))`),
    uniqueIndex('invitations_email_pilot_short_name_idx').on(t.email, t.pilotShortName),
  ],
);
