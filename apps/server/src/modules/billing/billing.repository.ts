import { type TransactionDescription, transactionDescriptionText } from '@rc/domain';
import { and, asc, eq, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { transactions } from '../../db/schema/index.js';
import { ERASED_TEXT } from '../../lib/erasure.js';
import { type DateKeyCondition, dateCondition } from '../../lib/filters.js';
import { afterKey, orderByKey, type PageQuery } from '../../lib/pagination.js';

export type TransactionRow = typeof transactions.$inferSelect;

/** A transaction closed into a newer statement's transaction, with its signed amount. */
export interface CarriedRow {
  id: string;
  username: string;
  intoTransactionId: string;
  signedCents: number;
  createdAt: Date;
}

/** What a statement's totals set on its transaction. */
export interface StatementCharge {
  id: string;
  type: 'transaction' | 'refund';
  status: 'created' | 'processed';
  amountCents: number;
  subtotalCents: number;
  carryoverTransactionId: string | null;
  description: TransactionDescription;
  statusMessage: string | null;
  paid: boolean;
}

/** Statuses of a transaction that still owe money and can be carried into a newer statement's. */
const CARRIABLE = sql.raw(`'created', 'failed', 'due', 'overdue', 'default'`);

/** SQL of transactions: the ledger of charges, refunds and their status. */
export class BillingRepository {
  constructor(readonly db: Database) {}

  /**
   * Account erasure (decision 020): amounts, dates and statuses stay (the books reconcile); a
   * description written by hand (no description code) may name the person and is replaced.
   */
  async erasePersonalData(tx: Executor, username: string): Promise<number> {
    const rows = await tx
      .update(transactions)
      .set({ description: ERASED_TEXT, updatedAt: new Date() })
      .where(
        and(
          eq(transactions.username, username),
          isNull(transactions.descriptionKey),
          isNotNull(transactions.description),
        ),
      )
      .returning({ id: transactions.id });
    return rows.length;
  }

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

  /**
   * Closes unpaid transactions into newer ones (status carriedOver, carried_into_transaction_id):
   * their amounts are now owed through those. Only still-unpaid ones change (a payment may have begun
   * meanwhile); returns them with their signed amounts (refunds count down).
   */
  async carryOver(
    tx: Executor,
    pairs: { id: string; intoTransactionId: string }[],
    statusMessage: string,
    actor: string,
  ): Promise<CarriedRow[]> {
    if (pairs.length === 0) return [];
    const result = await tx.execute<{
      id: string;
      username: string;
      into: string;
      signed: string;
      created_at: Date;
    }>(sql`
      update transactions x
         set status = 'carriedOver', carried_into_transaction_id = c.into_id,
             status_message = ${statusMessage}, updated_by = ${actor}, updated_at = now()
        from unnest(${sql.param(pairs.map((p) => p.id))}::text[],
                    ${sql.param(pairs.map((p) => p.intoTransactionId))}::text[]) as c(id, into_id)
       where x.id = c.id and x.status in (${CARRIABLE})
      returning x.id, x.username, c.into_id as into,
                case when x.type = 'refund' then -x.amount_cents else x.amount_cents end as signed, x.created_at`);
    return result.rows.map((r) => ({
      id: r.id,
      username: r.username,
      intoTransactionId: r.into,
      signedCents: r.signed == null ? 0 : Number(r.signed),
      createdAt: new Date(r.created_at),
    }));
  }

  /**
   * The transactions of new statements, with the ids the statements already point to: amount 0 until
   * their totals are known (writeStatementCharges). Written in the statement chunk's database
   * transaction right after the statements; the keys between the two are checked at COMMIT
   * (DEFERRABLE INITIALLY DEFERRED, migration 0014).
   */
  async insertStatementCharges(
    tx: Executor,
    charges: { id: string; username: string; statementId: string }[],
    description: TransactionDescription,
    actor: string,
  ): Promise<void> {
    if (charges.length === 0) return;
    await tx.execute(sql`
      insert into transactions (id, username, type, status, amount_cents, statement_id, description, description_key,
                                description_values, created_by, updated_by)
      select c.id, c.username, 'transaction', 'created', 0, c.statement_id, ${transactionDescriptionText(description)},
             ${description.key}, ${JSON.stringify(description.values)}::jsonb, ${actor}, ${actor}
        from unnest(${sql.param(charges.map((c) => c.id))}::text[], ${sql.param(charges.map((c) => c.username))}::text[],
                    ${sql.param(charges.map((c) => c.statementId))}::text[]) as c(id, username, statement_id)`);
  }

  /**
   * Deletes the transactions of statements that were removed in the same database transaction before
   * anything was billed to them (still created, of a statement); the deferred keys see both gone at COMMIT.
   */
  async deleteStatementCharges(tx: Executor, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await tx.execute(sql`
      delete from transactions
       where id = any (${sql.param(ids)}::text[]) and statement_id is not null and status = 'created'`);
  }

  /** Sets the amounts, type and status of new statements' transactions (one statement for all). */
  async writeStatementCharges(tx: Executor, charges: StatementCharge[], actor: string): Promise<void> {
    if (charges.length === 0) return;
    const rows = charges.map(({ description, ...charge }) => ({
      ...charge,
      description: transactionDescriptionText(description),
      descriptionKey: description.key,
      descriptionValues: description.values,
    }));
    await tx.execute(sql`
      update transactions x
         set type = v.type, status = v.status, amount_cents = v."amountCents", subtotal_cents = v."subtotalCents",
             carryover_transaction_id = v."carryoverTransactionId", description = v.description,
             description_key = v."descriptionKey", description_values = v."descriptionValues",
             status_message = v."statusMessage", paid_at = case when v.paid then now() end,
             updated_by = ${actor}, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
               id text, type text, status text, "amountCents" bigint, "subtotalCents" bigint,
               "carryoverTransactionId" text, description text, "descriptionKey" text, "descriptionValues" jsonb,
               "statusMessage" text, paid boolean)
       where x.id = v.id`);
  }
}
