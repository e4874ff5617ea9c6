import type { TransactionDescription } from '@rc/domain';
import { and, desc, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { participantStatements, statementRuns } from '../../db/schema/index.js';
import { type DateKeyCondition, dateCondition } from '../../lib/filters.js';
import { afterKey, orderByKey, type PageQuery } from '../../lib/pagination.js';

/** createdBy of statements made by scheduled runs (statements.service STATEMENTS_SYSTEM_ACTOR). */
const STATEMENTS_SYSTEM = 'System';

export type StatementRunRow = typeof statementRuns.$inferSelect;
export type StatementRow = typeof participantStatements.$inferSelect;

export interface StatementFilter {
  shouldSendEmailToParticipant?: boolean | null;
  createdBy?: string | null;
  /** true: made by a staff member's run; false: by the monthly schedule (createdBy 'System'). */
  createdByStaff?: boolean | null;
  periodFrom?: DateKeyCondition | null;
}

export interface NewStatementRow {
  statementId: string;
  transactionId: string;
  username: string;
}

/** The totals written onto a new statement and its transaction once its items are linked. */
export interface StatementTotals {
  statementId: string;
  transactionId: string;
  values: Record<string, unknown>;
  transaction: {
    type: 'transaction' | 'refund';
    status: 'created' | 'processed';
    amountCents: number;
    subtotalCents: number;
    carryoverTransactionId: string | null;
    description: TransactionDescription;
    statusMessage: string | null;
    paid: boolean;
  };
}

/**
 * SQL of statements' own tables (participant_statements, statement_runs): set-based over a chunk of
 * participants for one month, so a chunk of hundreds of participants costs a handful of statements.
 * Every write is conditional (`on conflict do nothing`, `where transaction_id is null`, `where status
 * in unpaid`), which is what makes a participant-month generate once and a segment, adjustment or
 * unpaid amount bill once, even when two jobs race or one is re-run after a crash. What generation
 * reads of other modules' tables is StatementsBillingReadModel; what it writes there goes through
 * their services (billing's transactions, trips' billed items).
 */
export class StatementsRepository {
  constructor(readonly db: Database) {}

  /** Account erasure (decision 020): notes on the statements replaced; totals stay (the PDFs go with the participant's folder). */
  async erasePersonalData(tx: Executor, username: string): Promise<number> {
    const rows = await tx
      .update(participantStatements)
      .set({ note: null, updatedAt: new Date() })
      .where(and(eq(participantStatements.username, username), isNotNull(participantStatements.note)))
      .returning({ id: participantStatements.id });
    return rows.length;
  }

  // ---- runs ----

  async insertRun(tx: Executor, values: typeof statementRuns.$inferInsert): Promise<StatementRunRow> {
    const [row] = await tx.insert(statementRuns).values(values).returning();
    if (!row) throw new Error('statement run not inserted');
    return row;
  }

  async findRun(id: string, executor: Executor = this.db): Promise<StatementRunRow | null> {
    const rows = await executor.select().from(statementRuns).where(eq(statementRuns.id, id)).limit(1);
    return rows[0] ?? null;
  }

  listRuns(q: PageQuery): Promise<StatementRunRow[]> {
    const key = [statementRuns.createdAt, statementRuns.id];
    return this.db
      .select()
      .from(statementRuns)
      .where(afterKey(key, q.after, q.direction))
      .orderBy(...orderByKey(key, q.direction))
      .limit(q.limit);
  }

  /** queued → running (or completed when empty); false when another planner got there first. */
  async startRun(tx: Executor, id: string, participantsTotal: number, chunksTotal: number): Promise<boolean> {
    const rows = await tx
      .update(statementRuns)
      .set({
        status: participantsTotal === 0 ? 'completed' : 'running',
        participantsTotal,
        chunksTotal,
        startedAt: new Date(),
        finishedAt: participantsTotal === 0 ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(and(eq(statementRuns.id, id), eq(statementRuns.status, 'queued')))
      .returning({ id: statementRuns.id });
    return rows.length > 0;
  }

  async failRun(id: string, message: string): Promise<void> {
    await this.db
      .update(statementRuns)
      .set({ status: 'failed', statusMessage: message.slice(0, 500), finishedAt: new Date(), updatedAt: new Date() })
      .where(eq(statementRuns.id, id));
  }

  /**
   * Adds a finished chunk's counts once (a re-run chunk is already in completedChunks), and completes
   * the run when every participant is done and every statement has its PDF.
   */
  async completeChunk(tx: Executor, id: string, chunk: number, participants: number): Promise<boolean> {
    const result = await tx.execute(sql`
      update statement_runs
         set completed_chunks = completed_chunks || ${chunk}::integer,
             participants_done = participants_done + ${participants},
             updated_at = now()
       where id = ${id} and not (${chunk}::integer = any (completed_chunks))
      returning id`);
    await this.settleRunStatus(tx, id);
    return result.rows.length > 0;
  }

  /**
   * Counted in the transaction that creates the statements, so each is counted exactly once (with the
   * participants of the month who already had a statement for it and were left alone).
   */
  async completeStatements(tx: Executor, id: string, statements: number, alreadyBilled = 0): Promise<void> {
    if (statements === 0 && alreadyBilled === 0) return;
    await tx.execute(sql`
      update statement_runs
         set statements_created = statements_created + ${statements},
             already_billed = already_billed + ${alreadyBilled}, updated_at = now()
       where id = ${id}`);
  }

  /** How many of the participants already have a statement for the month (read under their locks). */
  async countStatementsOfMonth(tx: Executor, usernames: string[], month: string): Promise<number> {
    if (usernames.length === 0) return 0;
    const result = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from participant_statements
       where month = ${month} and username = any (${sql.param(usernames)}::text[])`);
    return Number(result.rows[0]?.n ?? 0);
  }

  /**
   * A chunk whose job gave up: its participants count as failed, once (a chunk that later completed,
   * or failed before, is not counted again); the run finishes when nothing else is outstanding.
   */
  async failChunk(id: string, chunk: number, participants: number, message: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`
        update statement_runs
           set failed_chunks = failed_chunks || ${chunk}::integer,
               participants_failed = participants_failed + ${participants},
               status_message = ${message.slice(0, 500)},
               updated_at = now()
         where id = ${id} and not (${chunk}::integer = any (completed_chunks))
           and not (${chunk}::integer = any (failed_chunks))`);
      await this.settleRunStatus(tx, id);
    });
  }

  /** Statements whose PDF job gave up (still without a file): counted as failed PDFs. */
  async failPdfs(id: string, statementIds: string[], message: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const result = await tx.execute<{ n: number }>(sql`
        select count(*)::int as n from participant_statements
         where id = any (${sql.param(statementIds)}::text[]) and filename is null`);
      const failed = Number(result.rows[0]?.n ?? 0);
      if (failed === 0) return;
      await tx.execute(sql`
        update statement_runs
           set pdfs_failed = pdfs_failed + ${failed}, status_message = ${message.slice(0, 500)}, updated_at = now()
         where id = ${id}`);
      await this.settleRunStatus(tx, id);
    });
  }

  /** Queued or running runs that bill any of these months (a second run for them waits its turn). */
  async activeRunsFor(months: string[]): Promise<StatementRunRow[]> {
    return this.db
      .select()
      .from(statementRuns)
      .where(
        and(
          inArray(statementRuns.status, ['queued', 'running']),
          sql`${statementRuns.months} ?| ${sql.param(months)}::text[]`,
        ),
      )
      .orderBy(desc(statementRuns.createdAt))
      .limit(5);
  }

  async addPdfs(tx: Executor, id: string, pdfs: number, emails: number): Promise<void> {
    if (pdfs === 0 && emails === 0) return;
    await tx.execute(sql`
      update statement_runs
         set pdfs_done = pdfs_done + ${pdfs}, emails_queued = emails_queued + ${emails}, updated_at = now()
       where id = ${id}`);
    await this.settleRunStatus(tx, id);
  }

  private async settleRunStatus(tx: Executor, id: string): Promise<void> {
    await tx.execute(sql`
      update statement_runs
         set status = 'completed', finished_at = now(), updated_at = now()
       where id = ${id} and status = 'running'
         and participants_done + participants_failed >= participants_total
         and pdfs_done + pdfs_failed >= statements_created`);
  }

  // ---- generation of one month for a chunk of participants (all in the caller's transaction) ----

  /** Transaction-scoped advisory locks, one per participant, taken in the given (sorted) order. */
  async lockParticipants(tx: Executor, sortedUsernames: string[]): Promise<void> {
    await tx.execute(sql`
      select pg_advisory_xact_lock(hashtextextended('statements:' || u, 0))
        from unnest(${sql.param(sortedUsernames)}::text[]) with ordinality as t(u, n)
       order by n`);
  }

  /**
   * Inserts a statement for each of the given participants who has no statement for the month yet (the
   * caller has checked they have something to bill: StatementsBillingReadModel.billableUsernames), each
   * pointing to the id of its transaction-to-be. Billing inserts those transactions next
   * (BillingService.createStatementCharges) in the same database transaction: the keys between a
   * statement and its transaction are checked at COMMIT (DEFERRABLE INITIALLY DEFERRED, migration 0014).
   */
  async insertStatements(
    tx: Executor,
    input: {
      usernames: string[];
      month: string;
      from: Date;
      to: Date;
      actor: string;
      note: string | null;
      shouldSendEmailToParticipant: boolean;
      mileageUnit: string;
      fuelUnit: string;
    },
  ): Promise<NewStatementRow[]> {
    if (input.usernames.length === 0) return [];
    const result = await tx.execute<{ statement_id: string; transaction_id: string; username: string }>(sql`
      with statements as (
        insert into participant_statements
          (id, username, month, period_from, period_to, note, should_send_email_to_participant, mileage_unit,
           fuel_unit, transaction_id, created_by, updated_by)
        select gen_random_uuid()::text, i.username, ${input.month}, ${input.from}, ${input.to}, ${input.note},
               ${input.shouldSendEmailToParticipant}, ${input.mileageUnit}, ${input.fuelUnit},
               gen_random_uuid()::text, ${input.actor}, ${input.actor}
          from unnest(${sql.param(input.usernames)}::text[]) as i(username)
         where not exists (select 1 from participant_statements ps where ps.username = i.username and ps.month = ${input.month})
        on conflict (username, month) do nothing
        returning id, username, transaction_id
      )
      select s.id as statement_id, s.transaction_id, s.username from statements s order by s.username`);
    return result.rows.map((r) => ({
      statementId: r.statement_id,
      transactionId: r.transaction_id,
      username: r.username,
    }));
  }

  /** Writes the totals onto the new statements (their transactions: BillingService.writeStatementCharges). */
  async writeTotals(tx: Executor, totals: StatementTotals[]): Promise<void> {
    if (totals.length === 0) return;
    const statements = totals.map((t) => ({ id: t.statementId, ...t.values }));
    await tx.execute(sql`
      update participant_statements ps
         set mileage = v.mileage, fuel = v.fuel, trips = v.trips, rif_fee = v.rif_fee,
             trip_dynamic_rate_basis = v.trip_dynamic_rate_basis,
             mbuf_fee = v.mbuf_fee, cordon_fee = v.cordon_fee, tod_fee = v.tod_fee, toll_fee = v.toll_fee,
             fuel_tax_credit = v.fuel_tax_credit, total_new_mileage_fee = v.total_new_mileage_fee,
             total_new_adj_charges = v.total_new_adj_charges, total_new_chages = v.total_new_chages,
             carryover_balance = v.carryover_balance, balance = v.balance,
             is_processed = v.is_processed, paid_at = case when v.is_processed then now() end,
             trips_summary = v.trips_summary, adjustment_summary = v.adjustment_summary,
             vehicles_summary = v.vehicles_summary, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(statements)}::jsonb) as v(
               id text, mileage float8, fuel float8, trips integer, rif_fee bigint, trip_dynamic_rate_basis text,
               mbuf_fee bigint, cordon_fee bigint, tod_fee bigint, toll_fee bigint, fuel_tax_credit bigint,
               total_new_mileage_fee bigint, total_new_adj_charges bigint, total_new_chages bigint,
               carryover_balance bigint, balance bigint, is_processed boolean, trips_summary jsonb,
               adjustment_summary jsonb, vehicles_summary jsonb)
       where ps.id = v.id`);
  }

  /**
   * Removes statements that ended up with nothing (another run billed their items between the check
   * and the links); returns the ids of their transactions, which billing deletes next in the same
   * database transaction (BillingService.deleteStatementCharges; the keys are checked at COMMIT).
   */
  async deleteStatements(tx: Executor, statementIds: string[]): Promise<string[]> {
    if (statementIds.length === 0) return [];
    const result = await tx.execute<{ transaction_id: string | null }>(sql`
      delete from participant_statements where id = any (${sql.param(statementIds)}::text[])
      returning transaction_id`);
    return result.rows.flatMap((r) => (r.transaction_id ? [r.transaction_id] : []));
  }

  /** Marks the statements of these transactions settled; returns how many changed. */
  async settleStatements(tx: Executor, transactionIds: string[], paidAt: Date, actor: string): Promise<number> {
    if (transactionIds.length === 0) return 0;
    const rows = await tx
      .update(participantStatements)
      .set({
        isProcessed: true,
        paidAt: sql`coalesce(${participantStatements.paidAt}, ${paidAt.toISOString()}::timestamptz)`,
        updatedBy: actor,
        updatedAt: sql`now()`,
      })
      .where(
        and(inArray(participantStatements.transactionId, transactionIds), eq(participantStatements.isProcessed, false)),
      )
      .returning({ id: participantStatements.id });
    return rows.length;
  }

  /** Adds a payment to a statement; paidAt is set once the payments cover its balance. */
  async addStatementPayment(tx: Executor, statementId: string, cents: number, at: Date, updatedBy: string) {
    await tx
      .update(participantStatements)
      .set({
        paidAmount: sql`${participantStatements.paidAmount} + ${cents}`,
        paidAt: sql`case when ${participantStatements.balance} is null or ${participantStatements.paidAmount} + ${cents} >= ${participantStatements.balance} then coalesce(${participantStatements.paidAt}, ${at.toISOString()}::timestamptz) else ${participantStatements.paidAt} end`,
        updatedAt: at,
        updatedBy,
      })
      .where(eq(participantStatements.id, statementId));
  }

  // ---- reading statements ----

  async findStatement(id: string): Promise<StatementRow | null> {
    const rows = await this.db.select().from(participantStatements).where(eq(participantStatements.id, id)).limit(1);
    return rows[0] ?? null;
  }

  private statementFilter(filter: StatementFilter | null | undefined): (SQL | undefined)[] {
    return [
      filter?.shouldSendEmailToParticipant == null
        ? undefined
        : eq(participantStatements.shouldSendEmailToParticipant, filter.shouldSendEmailToParticipant),
      filter?.createdBy == null ? undefined : eq(participantStatements.createdBy, filter.createdBy),
      filter?.createdByStaff == null
        ? undefined
        : filter.createdByStaff
          ? ne(participantStatements.createdBy, STATEMENTS_SYSTEM)
          : eq(participantStatements.createdBy, STATEMENTS_SYSTEM),
      dateCondition(participantStatements.periodFrom, filter?.periodFrom),
    ];
  }

  /** A participant's statements by (month, id): newest month first when descending. */
  listStatementsByUsername(
    q: PageQuery & { username: string; filter?: StatementFilter | null },
  ): Promise<StatementRow[]> {
    const key = [participantStatements.month, participantStatements.id];
    return this.db
      .select()
      .from(participantStatements)
      .where(
        and(
          eq(participantStatements.username, q.username),
          ...this.statementFilter(q.filter),
          afterKey(key, q.after, q.direction),
        ),
      )
      .orderBy(...orderByKey(key, q.direction))
      .limit(q.limit);
  }

  /** Every participant's statements by (periodFrom, id). */
  listStatements(q: PageQuery & { filter?: StatementFilter | null }): Promise<StatementRow[]> {
    const key = [participantStatements.periodFrom, participantStatements.id];
    return this.db
      .select()
      .from(participantStatements)
      .where(and(...this.statementFilter(q.filter), afterKey(key, q.after, q.direction)))
      .orderBy(...orderByKey(key, q.direction))
      .limit(q.limit);
  }

  // ---- PDFs ----

  findStatementsByIds(ids: string[], executor: Executor = this.db): Promise<StatementRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return executor.select().from(participantStatements).where(inArray(participantStatements.id, ids));
  }

  /** Statements of these participants and months still without a PDF (a crashed run's leftovers). */
  statementsWithoutPdf(usernames: string[], months: string[]): Promise<StatementRow[]> {
    if (usernames.length === 0 || months.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(participantStatements)
      .where(
        and(
          inArray(participantStatements.username, usernames),
          inArray(participantStatements.month, months),
          isNull(participantStatements.filename),
        ),
      );
  }

  /** Records the stored PDF; only the first writer wins, so the e-mail is queued once. */
  async setFilenames(tx: Executor, files: { id: string; filename: string }[], actor: string): Promise<StatementRow[]> {
    if (files.length === 0) return [];
    const result = await tx.execute<{ id: string }>(sql`
      update participant_statements ps set filename = v.filename, updated_by = ${actor}, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(files)}::jsonb) as v(id text, filename text)
       where ps.id = v.id and ps.filename is null
      returning ps.id`);
    return this.findStatementsByIds(
      result.rows.map((r) => r.id),
      tx,
    );
  }
}
