import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, km, ts, updatedAt } from './columns.js';
import { participants } from './participants.js';
import { trips } from './trips.js';
import { vehicles } from './vehicles.js';

/**
 * An event from a device or from processing (heartbeat 1001, VIN mismatch 1002, …; staff spec
 * section 8). The spec stores isProcessed and flagged as 0/1; here they are booleans.
 * The serial number is kept as reported (no foreign key: events may precede or outlive the device row).
 */
export const mroEvents = pgTable(
  'mro_events',
  {
    id: idColumn(),
    mroDeviceSerialNumber: text('mro_device_serial_number'),
    username: text('username').references(() => participants.username, { onDelete: 'restrict' }),
    vehicleId: text('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    tripId: text('trip_id').references(() => trips.id, { onDelete: 'set null' }),
    code: integer('code'),
    odometerReadingStart: km('odometer_reading_start'),
    odometerReading: km('odometer_reading'),
    mileage: km('mileage'),
    type: text('type'),
    description: text('description'),
    dateTime: ts('date_time').notNull().defaultNow(),
    source: text('source'),
    isProcessed: boolean('is_processed').notNull().default(false),
    processLogs: jsonb('process_logs').$type<unknown[]>().notNull().default([]),
    flagged: boolean('flagged').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    check('mro_events_code_check', sql`${t.code} >= 0`),
    // List keys end with the id, so each keyset page is one index range scan with no sort.
    index('mro_events_trip_id_idx').on(t.tripId, t.dateTime, t.id),
    index('mro_events_is_processed_date_time_idx').on(t.isProcessed, t.dateTime, t.id),
    index('mro_events_date_time_idx').on(t.dateTime),
    index('mro_events_mro_device_serial_number_date_time_idx').on(t.mroDeviceSerialNumber, t.dateTime, t.id),
    index('mro_events_username_flagged_date_time_idx').on(t.username, t.flagged, t.dateTime, t.id),
    index('mro_events_username_date_time_idx').on(t.username, t.dateTime, t.id),
    index('mro_events_vehicle_id_date_time_idx').on(t.vehicleId, t.dateTime),
  ],
);
