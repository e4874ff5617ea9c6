import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, inList, ts, updatedAt } from './columns.js';

/** queued → running → completed (the file is stored), or failed with a message. */
export const REPORT_RUN_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type ReportRunStatus = (typeof REPORT_RUN_STATUSES)[number];

/**
 * A report too large to stream at once (more rows than the reports module's threshold), written by a
 * job into storage (reports/{id}.csv) with its progress. Job bookkeeping, not business data: not audited
 * (the download of the file is).
 */
export const reportRuns = pgTable(
  'report_runs',
  {
    id: idColumn(),
    /** The report's name (participant-enrollment, billing-trips, …). */
    report: text('report').notNull(),
    /** The range's first and last day (YYYY-MM-DD, America/Los_Angeles). */
    rangeFrom: text('range_from').notNull(),
    rangeTo: text('range_to').notNull(),
    status: text('status').notNull().default('queued'),
    statusMessage: text('status_message'),
    rowsTotal: integer('rows_total').notNull().default(0),
    rowsDone: integer('rows_done').notNull().default(0),
    storageKey: text('storage_key'),
    finishedAt: ts('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: text('created_by').notNull(),
  },
  (t) => [
    check('report_runs_status_check', sql`${t.status} in (${inList(REPORT_RUN_STATUSES)})`),
    index('report_runs_created_idx').on(t.createdAt, t.id),
  ],
);
