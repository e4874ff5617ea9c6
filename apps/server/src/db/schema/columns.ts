// Shared column builders of the domain tables. Not exported from index.ts: it holds no tables.
import { type SQL, sql } from 'drizzle-orm';
import { bigint, doublePrecision, text, timestamp } from 'drizzle-orm/pg-core';

/** `'a', 'b'` for a CHECK constraint built from a domain constant list. */
export const inList = (values: readonly (string | number)[]): SQL =>
  sql.raw(values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`)).join(', '));

/** Text primary key defaulting to a random UUID. */
export const idColumn = () => text('id').primaryKey().default(sql`gen_random_uuid()::text`);

/** Timestamps keep milliseconds (precision 3) so list cursors built from JavaScript dates match exactly. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** Money: integer cents, never floating point. */
export const cents = (name: string) => bigint(name, { mode: 'number' });

/** Distance in km, fuel in litres. */
export const km = (name: string) => doublePrecision(name);
export const litres = (name: string) => doublePrecision(name);

export const createdAt = () => ts('created_at').notNull().defaultNow();
export const updatedAt = () =>
  ts('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
