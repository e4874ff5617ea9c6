import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export interface PilotProgramDetails {
  participantsSelected?: string;
  assetsAndRoadScope?: string;
  participantStatement?: string;
  minimumDataRequired?: string;
  locationGPS?: string;
}

export const pilotPrograms = pgTable('pilot_programs', {
  id: text('id').primaryKey(),
  category: text('category'),
  name: text('name').notNull(),
  shortName: text('short_name').notNull().unique(),
  description: text('description'),
  isDeviceRequired: boolean('is_device_required').notNull().default(false),
  isGpsRequired: boolean('is_gps_required').notNull().default(false),
  details: jsonb('details').$type<PilotProgramDetails>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
