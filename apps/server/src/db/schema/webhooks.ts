import { WEBHOOK_EVENT_STATUSES } from '@rc/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, json, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, inList, ts, updatedAt } from './columns.js';

/**
 * A webhook delivery, stored before it is processed. A delivery is idempotent by (source, sourceId):
 * a repeated delivery hits the unique index and is not processed twice.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: idColumn(),
    status: text('status').notNull().default('pending'),
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    // json, not jsonb: kept as the validated text (the body as sent when it is that, decision 030), so
    // storing a 50 KB delivery does not convert every number of its track (decision 026); the rare
    // rewrites cast.
    payload: json('payload').$type<unknown>().notNull(),
    statusMessage: text('status_message'),
    processedAt: ts('processed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('webhook_events_status_check', sql`${t.status} in (${inList(WEBHOOK_EVENT_STATUSES)})`),
    uniqueIndex('webhook_events_source_source_id_idx').on(t.source, t.sourceId),
    index('webhook_events_status_created_idx').on(t.status, t.createdAt, t.id),
  ],
);

/**
 * A sender of signed webhook deliveries (a device vendor's cloud, the simulator). Each has its own
 * HMAC secret; a disabled source's deliveries are refused. Not audited: the audit trail must not
 * keep secrets.
 */
export const webhookSources = pgTable('webhook_sources', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  description: text('description'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
