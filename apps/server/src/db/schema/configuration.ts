import type { ConfigurationOption } from '@rc/domain';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const configurations = pgTable('configurations', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  value: text('value'),
  options: jsonb('options').$type<ConfigurationOption[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});
