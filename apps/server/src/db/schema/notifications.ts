import { NOTIFICATION_STATUSES, NOTIFICATION_TEMPLATE_NAMES, NOTIFICATION_TYPES } from '@rc/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, inList, ts, updatedAt } from './columns.js';
import { participants } from './participants.js';

/** An e-mail to send: a row first (pending, shouldBeSentAt), then sent or failed by the worker. */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    username: text('username').references(() => participants.username, { onDelete: 'restrict' }),
    type: text('type').notNull().default('email'),
    templateName: text('template_name'),
    email: text('email').notNull(),
    subject: text('subject'),
    text: text('text'),
    html: text('html'),
    /** Values of the template's placeholders (amountCents, dueDate, month, link, reason, …). */
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    shouldBeSentAt: ts('should_be_sent_at').notNull().defaultNow(),
    retries: integer('retries').notNull().default(0),
    status: text('status').notNull().default('pending'),
    statusMsg: text('status_msg'),
    sentAt: ts('sent_at'),
    logs: jsonb('logs').$type<unknown[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: text('created_by'),
  },
  (t) => [
    check('notifications_type_check', sql`${t.type} in (${inList(NOTIFICATION_TYPES)})`),
    check('notifications_status_check', sql`${t.status} in (${inList(NOTIFICATION_STATUSES)})`),
    check('notifications_template_name_check', sql`${t.templateName} in (${inList(NOTIFICATION_TEMPLATE_NAMES)})`),
    check('notifications_retries_check', sql`${t.retries} >= 0`),
    index('notifications_username_created_idx').on(t.username, t.createdAt),
    index('notifications_status_should_be_sent_at_idx').on(t.status, t.shouldBeSentAt),
    index('notifications_created_idx').on(t.createdAt),
  ],
);
