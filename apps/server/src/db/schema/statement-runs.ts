import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, inList, ts, updatedAt } from './columns.js';

/** queued (chunks being planned) → running → completed, or failed when planning itself failed. */
export const STATEMENT_RUN_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type StatementRunStatus = (typeof STATEMENT_RUN_STATUSES)[number];

/**
 * One statement generation (generateStatements or the monthly schedule) and its progress. Work is cut
 * into chunks of participants, each a job; `completedChunks` makes a chunk's counts add up once even
 * when its job runs twice. Job bookkeeping, not business data: not audited (the statements,
 * transactions and segment links it writes are).
 */
export const statementRuns = pgTable(
  'statement_runs',
  {
    id: idColumn(),
    /** The calendar months (YYYY-MM, America/Los_Angeles) of the run, oldest first. */
    months: jsonb('months').$type<string[]>().notNull(),
    periodFrom: ts('period_from').notNull(),
    periodTo: ts('period_to').notNull(),
    /** Null: every participant with something to bill. */
    participantUsernames: jsonb('participant_usernames').$type<string[] | null>(),
    note: text('note'),
    shouldSendEmailToParticipant: boolean('should_send_email_to_participant').notNull().default(false),
    /** 'staff' (generateStatements) or 'schedule' (the monthly job). */
    trigger: text('trigger').notNull().default('staff'),
    status: text('status').notNull().default('queued'),
    statusMessage: text('status_message'),
    participantsTotal: integer('participants_total').notNull().default(0),
    participantsDone: integer('participants_done').notNull().default(0),
    statementsCreated: integer('statements_created').notNull().default(0),
    pdfsDone: integer('pdfs_done').notNull().default(0),
    emailsQueued: integer('emails_queued').notNull().default(0),
    /** Participant-months left alone because the participant already had a statement for that month. */
    alreadyBilled: integer('already_billed').notNull().default(0),
    /** Participants of chunks that failed for good, and statements whose PDF job failed for good. */
    participantsFailed: integer('participants_failed').notNull().default(0),
    pdfsFailed: integer('pdfs_failed').notNull().default(0),
    failedChunks: integer('failed_chunks').array().notNull().default(sql`'{}'::integer[]`),
    chunksTotal: integer('chunks_total').notNull().default(0),
    completedChunks: integer('completed_chunks').array().notNull().default(sql`'{}'::integer[]`),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: text('created_by').notNull(),
  },
  (t) => [
    check('statement_runs_status_check', sql`${t.status} in (${inList(STATEMENT_RUN_STATUSES)})`),
    check('statement_runs_trigger_check', sql`${t.trigger} in ('staff', 'schedule')`),
    check('statement_runs_period_check', sql`${t.periodFrom} <= ${t.periodTo}`),
    index('statement_runs_created_idx').on(t.createdAt, t.id),
    // The running run of a month is looked up when staff start another (generateStatements).
    index('statement_runs_status_idx').on(t.status),
  ],
);
