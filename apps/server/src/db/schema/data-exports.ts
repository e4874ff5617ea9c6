import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, inList, ts, updatedAt } from './columns.js';
import { participants } from './participants.js';

/** queued → running → ready (the ZIP is stored and e-mailed) → deleted after 7 days; or failed. */
export const DATA_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed', 'deleted'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/**
 * A participant's own-data export (decision 016): everything held about them, built by a job into a
 * ZIP at participant/{username}/exports/{id}.zip, e-mailed as a signed link that expires with the file.
 * Job state, not business data: not audited by trigger; the privacy module records the request, the
 * delivery and the deletion in the audit trail itself.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: idColumn(),
    /** Whose data: the only participant the job reads. */
    username: text('username')
      .notNull()
      .references(() => participants.username, { onDelete: 'restrict' }),
    status: text('status').notNull().default('queued'),
    statusMessage: text('status_message'),
    /** Steps done of stepsTotal (one per category, then the files). */
    stepsDone: integer('steps_done').notNull().default(0),
    stepsTotal: integer('steps_total').notNull().default(0),
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    /** When the link and the file end (7 days after the export was ready). */
    expiresAt: ts('expires_at'),
    finishedAt: ts('finished_at'),
    deletedAt: ts('deleted_at'),
    /** Who asked: the participant, or the staff member who asked for them. */
    requestedBy: text('requested_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('data_exports_status_check', sql`${t.status} in (${inList(DATA_EXPORT_STATUSES)})`),
    index('data_exports_username_created_idx').on(t.username, t.createdAt),
    index('data_exports_status_expires_idx').on(t.status, t.expiresAt),
  ],
);
