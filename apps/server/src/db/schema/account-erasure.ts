import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from './columns.js';

/**
 * One run of the account erasure job (decision 020): the instant it judged by, the retention period it
 * applied after closure, and how many closed accounts it erased or held back. Proof of erasure, never
 * the erased data itself. Not audited: the run is its own record.
 */
export const accountErasureRuns = pgTable(
  'account_erasure_runs',
  {
    id: idColumn(),
    /** The run's "now": accounts closed at least retentionDays before it were due. */
    ranAt: ts('ran_at').notNull(),
    retentionDays: integer('retention_days').notNull(),
    erased: integer('erased').notNull().default(0),
    held: integer('held').notNull().default(0),
    finishedAt: ts('finished_at'),
    createdAt: createdAt(),
  },
  (t) => [index('account_erasure_runs_created_idx').on(t.createdAt, t.id)],
);

/**
 * What one run did with one closed account: erased (with what it removed, by category) or held back
 * (with the reason). The username is the account's random id, the pseudonym its money records keep;
 * plain text, so the proof outlives any later removal.
 */
export const accountErasures = pgTable(
  'account_erasures',
  {
    id: idColumn(),
    runId: text('run_id')
      .notNull()
      .references(() => accountErasureRuns.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    accountNo: bigint('account_no', { mode: 'number' }),
    closedDate: ts('closed_date').notNull(),
    /** erased, or held (nothing changed; the next run judges the account again). */
    outcome: text('outcome').notNull(),
    heldReason: text('held_reason'),
    /** Rows changed or removed per category, and files deleted: { participant: 1, vehicles: 2, files: 3, … }. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    erasedAt: ts('erased_at'),
  },
  (t) => [
    check('account_erasures_outcome_check', sql`${t.outcome} in ('erased', 'held')`),
    index('account_erasures_run_idx').on(t.runId, t.username),
    index('account_erasures_username_idx').on(t.username),
  ],
);
