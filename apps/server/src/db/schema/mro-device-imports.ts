import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, inList, ts, updatedAt } from './columns.js';

/** queued (the job is waiting) → running → completed, or failed when the job gave up. */
export const MRO_DEVICE_IMPORT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type MroDeviceImportStatus = (typeof MRO_DEVICE_IMPORT_STATUSES)[number];

/** One manifest row as read from the file (1-based `line`, the header being line 1 when there is one). */
export interface StoredManifestRow {
  line: number;
  serialNumber: string;
  imei: string;
  participant: string;
  vin: string;
  carrier: string;
  trackingNumber: string;
}

/**
 * A shipping-manifest import (staff bulk registration) worked by a job, with its progress. `done` rows
 * and the counts are saved in the same transaction as each registration (and every few rows otherwise),
 * so a job that runs again after a crash goes on from there and counts nothing twice. Job bookkeeping,
 * not business data: not audited (the devices and vehicles it writes are).
 */
export const mroDeviceImports = pgTable(
  'mro_device_imports',
  {
    id: idColumn(),
    createdBy: text('created_by').notNull(),
    status: text('status').notNull().default('queued'),
    rows: jsonb('rows').$type<StoredManifestRow[]>().notNull(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    registrations: integer('registrations').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    /** Participants who got a device so far (their count is the result's `notifications`). */
    notified: jsonb('notified').$type<string[]>().notNull().default([]),
    error: text('error'),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('mro_device_imports_status_check', sql`${t.status} in (${inList(MRO_DEVICE_IMPORT_STATUSES)})`),
    check('mro_device_imports_done_check', sql`${t.done} between 0 and ${t.total}`),
    index('mro_device_imports_created_at_idx').on(t.createdAt),
  ],
);

/** The rows of an import that were not registered, with the reason (one per manifest line). */
export const mroDeviceImportErrors = pgTable(
  'mro_device_import_errors',
  {
    importId: text('import_id')
      .notNull()
      .references(() => mroDeviceImports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    participant: text('participant').notNull(),
    serial: text('serial').notNull(),
    vehicle: text('vehicle').notNull(),
    message: text('message').notNull(),
    messageKey: text('message_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line] })],
);
