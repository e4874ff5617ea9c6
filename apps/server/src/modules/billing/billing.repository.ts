import { and, asc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { participantStatements, transactions, tripAdjustments, tripSegments } from '../../db/schema/index.js';
import { type DateKeyCondition, dateCondition } from '../../lib/filters.js';
import { afterKey, orderByKey, type PageQuery } from '../../lib/pagination.js';

export type TransactionRow = typeof transactions.$inferSelect;
export type StatementRow = typeof participantStatements.$inferSelect;
export type TransactionSegmentRow = typeof tripSegments.$inferSelect;
export type TransactionAdjustmentRow = typeof tripAdjustments.$inferSelect;

export interface StatementFilter {
  shouldSendEmailToParticipant?: boolean | null;
  createdBy?: string | null;
  periodFrom?: DateKeyCondition | null;
}

/** SQL of transactions, statements, and the trip segments and adjustments a transaction bills. */
export class BillingRepository {
  constructor(readonly db: Database) {}

  async findTransaction(id: string): Promise<TransactionRow | null> {
    const rows = await this.db.select().from(transactions).where(eq(transactions.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /** The participant's transactions among `ids`, locked for the rest of the database transaction. */
  lockTransactions(tx: Executor, username: string, ids: string[]): Promise<TransactionRow[]> {
    return tx
      .select()
      .from(transactions)
      .where(and(eq(transactions.username, username), inArray(transactions.id, ids)))
      .orderBy(transactions.id)
      .for('update');
  }

  lockTransactionById(tx: Executor, id: string): Promise<TransactionRow[]> {
    return tx.select().from(transactions).where(eq(transactions.id, id)).limit(1).for('update');
  }

  /**
   * The payment worker's lease on a transaction: a transaction-level advisory lock, taken without
   * waiting, held by the worker's lease transaction while it pays (including while the provider is asked)
   * and released when that transaction ends, or when its connection dies with a crashed process. No row
   * stays locked meanwhile, so paying and reading never wait for the provider. False: another worker has it.
   */
  async tryPaymentLease(tx: Executor, transactionId: string): Promise<boolean> {
    const result = await tx.execute<{ leased: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtextextended(${`payment:${transactionId}`}, 0)) as leased`,
    );
    return result.rows[0]?.leased === true;
  }

  /** Pending transactions last changed before `before`, not locked by anyone else, locked until the end of `tx`. */
  lockUnattendedPendingTransactions(tx: Executor, before: Date, limit: number): Promise<{ id: string }[]> {
    return tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.status, 'pending'), lt(transactions.updatedAt, before)))
      .orderBy(asc(transactions.updatedAt))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  async insertTransaction(tx: Executor, row: typeof transactions.$inferInsert): Promise<TransactionRow> {
    const [created] = await tx.insert(transactions).values(row).returning();
    if (!created) throw new Error('transaction insert returned nothing');
    return created;
  }

  /** Sets the payment status of every segment and adjustment a transaction bills. */
  async setBilledPaymentStatus(
    tx: Executor,
    transactionId: string,
    paymentStatus: 'pending' | 'paid' | 'failed',
  ): Promise<void> {
    await tx.update(tripSegments).set({ paymentStatus }).where(eq(tripSegments.transactionId, transactionId));
    await tx.update(tripAdjustments).set({ paymentStatus }).where(eq(tripAdjustments.transactionId, transactionId));
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

  /** Keyset page ordered by (createdAt, id). */
  private pageOfTransactions(where: (SQL | undefined)[], page: PageQuery): Promise<TransactionRow[]> {
    const key = [transactions.createdAt, transactions.id];
    return this.db
      .select()
      .from(transactions)
      .where(and(...where, afterKey(key, page.after, page.direction)))
      .orderBy(...orderByKey(key, page.direction))
      .limit(page.limit);
  }

  listTransactionsByUsername(
    q: PageQuery & { username: string; createdAt?: DateKeyCondition | null; status?: string | null },
  ): Promise<TransactionRow[]> {
    return this.pageOfTransactions(
      [
        eq(transactions.username, q.username),
        dateCondition(transactions.createdAt, q.createdAt),
        q.status ? eq(transactions.status, q.status) : undefined,
      ],
      q,
    );
  }

  listTransactionsByStatement(q: PageQuery & { statementId: string }): Promise<TransactionRow[]> {
    return this.pageOfTransactions([eq(transactions.statementId, q.statementId)], q);
  }

  listTransactionsByType(
    q: PageQuery & { type: string; createdAt?: DateKeyCondition | null; status?: string | null },
  ): Promise<TransactionRow[]> {
    return this.pageOfTransactions(
      [
        eq(transactions.type, q.type),
        dateCondition(transactions.createdAt, q.createdAt),
        q.status ? eq(transactions.status, q.status) : undefined,
      ],
      q,
    );
  }

  async updateTransactions(
    tx: Executor,
    ids: string[],
    values: Partial<
      Pick<
        TransactionRow,
        | 'status'
        | 'statusMessage'
        | 'description'
        | 'paymentMethodId'
        | 'paidAt'
        | 'retries'
        | 'paymentProcessorResponse'
      >
    > & {
      updatedBy: string;
    },
  ): Promise<TransactionRow[]> {
    if (ids.length === 0) return [];
    return tx
      .update(transactions)
      .set({ ...values, updatedAt: new Date() })
      .where(inArray(transactions.id, ids))
      .returning();
  }

  /** Whether a payment with this card is in progress (a pending transaction uses it). */
  async hasPendingPaymentWithCard(tx: Executor, cardId: string): Promise<boolean> {
    const rows = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.paymentMethodId, cardId), eq(transactions.status, 'pending')))
      .limit(1);
    return rows.length > 0;
  }

  async findStatement(id: string): Promise<StatementRow | null> {
    const rows = await this.db.select().from(participantStatements).where(eq(participantStatements.id, id)).limit(1);
    return rows[0] ?? null;
  }

  async findStatements(ids: string[]): Promise<StatementRow[]> {
    if (ids.length === 0) return [];
    return this.db.select().from(participantStatements).where(inArray(participantStatements.id, ids));
  }

  private statementFilter(filter: StatementFilter | null | undefined): (SQL | undefined)[] {
    return [
      filter?.shouldSendEmailToParticipant == null
        ? undefined
        : eq(participantStatements.shouldSendEmailToParticipant, filter.shouldSendEmailToParticipant),
      filter?.createdBy == null ? undefined : eq(participantStatements.createdBy, filter.createdBy),
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

  /** The trip segments billed by a transaction, by (createdAt, id). */
  listSegmentsByTransaction(q: PageQuery & { transactionId: string }): Promise<TransactionSegmentRow[]> {
    const key = [tripSegments.createdAt, tripSegments.id];
    return this.db
      .select()
      .from(tripSegments)
      .where(and(eq(tripSegments.transactionId, q.transactionId), afterKey(key, q.after, q.direction)))
      .orderBy(...orderByKey(key, q.direction))
      .limit(q.limit);
  }

  /** The trip adjustments billed by a transaction, by (createdAt, id). */
  listAdjustmentsByTransaction(q: PageQuery & { transactionId: string }): Promise<TransactionAdjustmentRow[]> {
    const key = [tripAdjustments.createdAt, tripAdjustments.id];
    return this.db
      .select()
      .from(tripAdjustments)
      .where(and(eq(tripAdjustments.transactionId, q.transactionId), afterKey(key, q.after, q.direction)))
      .orderBy(...orderByKey(key, q.direction))
      .limit(q.limit);
  }
}
