import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { paymentAttempts, paymentCardAuthorizations, paymentCards } from '../../db/schema/index.js';
import type { SortDirection } from '../../lib/cursor.js';
import { afterKey, type CursorValue, orderByKey } from '../../lib/pagination.js';

export type PaymentCardRow = typeof paymentCards.$inferSelect;
export type NewPaymentCardRow = typeof paymentCards.$inferInsert;
export type PaymentCardAuthorizationRow = typeof paymentCardAuthorizations.$inferSelect;
export type NewPaymentCardAuthorizationRow = typeof paymentCardAuthorizations.$inferInsert;
export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;
export type NewPaymentAttemptRow = typeof paymentAttempts.$inferInsert;

/** SQL of saved payment cards and their verification (pre-authorisation) records. */
export class PaymentsRepository {
  constructor(readonly db: Database) {}

  /**
   * Account erasure (decision 020): saved cards deleted (payments and holds keep their amounts, the
   * card reference set null by the keys) and the provider's payment-method ids and answers removed.
   */
  async erasePersonalData(tx: Executor, username: string): Promise<number> {
    const attempts = await tx
      .update(paymentAttempts)
      .set({ paymentMethodToken: null, response: null })
      .where(eq(paymentAttempts.username, username))
      .returning({ id: paymentAttempts.id });
    const cards = await tx
      .delete(paymentCards)
      .where(eq(paymentCards.username, username))
      .returning({ id: paymentCards.id });
    return attempts.length + cards.length;
  }

  /**
   * Serialises card changes of one participant until the database transaction ends, so the
   * three-card limit and the single default hold under concurrent requests (also for the first card,
   * when there is no row to lock yet).
   */
  async lockParticipantCards(tx: Executor, username: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payment_cards:${username}`}, 0))`);
  }

  async findById(id: string, executor: Executor = this.db): Promise<PaymentCardRow | null> {
    const rows = await executor.select().from(paymentCards).where(eq(paymentCards.id, id)).limit(1);
    return rows[0] ?? null;
  }

  async findByIds(ids: readonly string[]): Promise<PaymentCardRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(paymentCards)
      .where(inArray(paymentCards.id, [...ids]));
  }

  async listAllByUsername(executor: Executor, username: string): Promise<PaymentCardRow[]> {
    return executor
      .select()
      .from(paymentCards)
      .where(eq(paymentCards.username, username))
      .orderBy(desc(paymentCards.createdAt), desc(paymentCards.id));
  }

  /** Keyset page of a participant's cards ordered by (createdAt, id). */
  listByUsername(q: {
    username: string;
    limit: number;
    after: CursorValue[] | null;
    direction: SortDirection;
  }): Promise<PaymentCardRow[]> {
    const key = [paymentCards.createdAt, paymentCards.id];
    return this.db
      .select()
      .from(paymentCards)
      .where(and(eq(paymentCards.username, q.username), afterKey(key, q.after, q.direction)))
      .orderBy(...orderByKey(key, q.direction))
      .limit(q.limit);
  }

  async insert(tx: Executor, row: NewPaymentCardRow): Promise<PaymentCardRow> {
    const [created] = await tx.insert(paymentCards).values(row).returning();
    if (!created) throw new Error('payment card insert returned nothing');
    return created;
  }

  async update(
    tx: Executor,
    id: string,
    values: Partial<
      Pick<PaymentCardRow, 'expirationMonth' | 'expirationYear' | 'nameOnCard' | 'isDefault' | 'alias' | 'updatedBy'>
    >,
  ): Promise<PaymentCardRow | null> {
    const [row] = await tx
      .update(paymentCards)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(paymentCards.id, id))
      .returning();
    return row ?? null;
  }

  /** Clears the default flag of the participant's other cards. */
  async clearOtherDefaults(tx: Executor, username: string, keepId: string, updatedBy: string): Promise<void> {
    await tx
      .update(paymentCards)
      .set({ isDefault: false, updatedBy, updatedAt: new Date() })
      .where(and(eq(paymentCards.username, username), ne(paymentCards.id, keepId), eq(paymentCards.isDefault, true)));
  }

  async delete(tx: Executor, id: string): Promise<PaymentCardRow | null> {
    const [row] = await tx.delete(paymentCards).where(eq(paymentCards.id, id)).returning();
    return row ?? null;
  }

  async insertAuthorization(tx: Executor, row: NewPaymentCardAuthorizationRow): Promise<PaymentCardAuthorizationRow> {
    const [created] = await tx.insert(paymentCardAuthorizations).values(row).returning();
    if (!created) throw new Error('authorization insert returned nothing');
    return created;
  }

  async authorizationsOfCard(cardId: string): Promise<PaymentCardAuthorizationRow[]> {
    return this.db
      .select()
      .from(paymentCardAuthorizations)
      .where(eq(paymentCardAuthorizations.cardId, cardId))
      .orderBy(paymentCardAuthorizations.createdAt);
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

  /** The newest attempt of a transaction (highest attempt number), or null. */
  async latestAttempt(executor: Executor, transactionId: string): Promise<PaymentAttemptRow | null> {
    const rows = await executor
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.transactionId, transactionId))
      .orderBy(desc(paymentAttempts.attempt))
      .limit(1);
    return rows[0] ?? null;
  }

  /** The approved charge of a transaction, if any (at most one: a new attempt starts only after a decline). */
  async approvedCharge(executor: Executor, transactionId: string): Promise<PaymentAttemptRow | null> {
    const rows = await executor
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.transactionId, transactionId),
          eq(paymentAttempts.kind, 'charge'),
          eq(paymentAttempts.status, 'approved'),
        ),
      )
      .limit(1);
    return rows[0] ?? null;
  }

  /** Cents of the refunds of a transaction's charge that are not declined (approved or still open). */
  async refundedCents(executor: Executor, refundedTransactionId: string): Promise<number> {
    const [row] = await executor
      .select({ cents: sql<string>`coalesce(sum(${paymentAttempts.amountCents}), 0)` })
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.refundedTransactionId, refundedTransactionId),
          eq(paymentAttempts.kind, 'refund'),
          ne(paymentAttempts.status, 'declined'),
        ),
      );
    return Number(row?.cents ?? 0);
  }

  async insertAttempt(executor: Executor, row: NewPaymentAttemptRow): Promise<PaymentAttemptRow> {
    const [created] = await executor.insert(paymentAttempts).values(row).returning();
    if (!created) throw new Error('payment attempt insert returned nothing');
    return created;
  }

  /** Records an answer (or a non-answer) of the provider to the attempt and counts the call. */
  async recordAnswer(
    executor: Executor,
    id: string,
    values: Partial<Pick<PaymentAttemptRow, 'status' | 'providerReference' | 'message' | 'response'>>,
  ): Promise<PaymentAttemptRow | null> {
    const [row] = await executor
      .update(paymentAttempts)
      .set({ ...values, calls: sql`${paymentAttempts.calls} + 1`, updatedAt: new Date() })
      .where(eq(paymentAttempts.id, id))
      .returning();
    return row ?? null;
  }

  /** Every attempt of the given transactions, oldest first. */
  async attemptsOfTransactions(
    transactionIds: readonly string[],
    executor: Executor = this.db,
  ): Promise<PaymentAttemptRow[]> {
    if (transactionIds.length === 0) return [];
    return executor
      .select()
      .from(paymentAttempts)
      .where(inArray(paymentAttempts.transactionId, [...transactionIds]))
      .orderBy(asc(paymentAttempts.createdAt), asc(paymentAttempts.attempt));
  }

  /**
   * A transaction's provider calls: its own attempts (charges, or the refund it is) and the refunds of its
   * charge (refunded_transaction_id), oldest first; a transaction has a handful, bounded by `limit`.
   */
  attemptsAboutTransaction(transactionId: string, limit: number): Promise<PaymentAttemptRow[]> {
    return this.db
      .select()
      .from(paymentAttempts)
      .where(
        or(eq(paymentAttempts.transactionId, transactionId), eq(paymentAttempts.refundedTransactionId, transactionId)),
      )
      .orderBy(asc(paymentAttempts.createdAt), asc(paymentAttempts.attempt))
      .limit(limit);
  }
}
