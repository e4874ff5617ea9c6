import { AUDIT_EVENT_NAMES } from '@rc/domain';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { inList, ts } from './columns.js';

/** One changed column of an audited row; old is null on INSERT, new is null on REMOVE. */
export interface AuditDiffEntry {
  key: string;
  old: unknown;
  new: unknown;
}

/**
 * The audit trail, written only by the database audit triggers (migration 0002_audit_triggers, made
 * statement-level in 0011_audit_statement_triggers):
 * key is '<table>#<primary key>', username the row's participant (when the table has one) and
 * updatedBy the acting user from the transaction setting app.actor (see db/actor.ts), else 'system'.
 * No foreign keys: the trail outlives the rows it describes.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    // Time-ordered (UUID version 7, migration 0035): a statement run writes millions of events, and
    // random keys would scatter them over the whole primary-key index.
    eventId: text('event_id').primaryKey().default(sql`uuid_time_ordered()::text`),
    key: text('key').notNull(),
    timestamp: ts('timestamp').notNull().default(sql`clock_timestamp()`),
    eventName: text('event_name').notNull(),
    diff: jsonb('diff').$type<AuditDiffEntry[]>().notNull().default([]),
    note: text('note'),
    username: text('username'),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [
    check('audit_events_event_name_check', sql`${t.eventName} in (${inList(AUDIT_EVENT_NAMES)})`),
    // One index per "events by X by timestamp" query, ending with the page key (timestamp, event id).
    index('audit_events_event_name_timestamp_idx').on(t.eventName, t.timestamp, t.eventId),
    index('audit_events_username_timestamp_idx').on(t.username, t.timestamp, t.eventId),
    index('audit_events_key_timestamp_idx').on(t.key, t.timestamp, t.eventId),
    index('audit_events_updated_by_timestamp_idx').on(t.updatedBy, t.timestamp, t.eventId),
    index('audit_events_timestamp_idx').on(t.timestamp),
  ],
);
