// Read model of statement generation and settlement: reads trip_segments, trips and trip_adjustments
// (trips), transactions (billing) and participants (participants), beside participant_statements
// (statements' own), because finding what to bill and what a statement carried is set-based SQL over a
// chunk of hundreds of participants (or a carry-over chain) inside the chunk's or the payment's
// database transaction, where a service call per participant or per transaction would be too slow.
// It only reads: the writes are statements' repository, billing's ledger and trips' billed items.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';

/** Statuses of a statement's transaction that still owe money (carried into the next statement). */
export const UNPAID_STATUSES = ['created', 'failed', 'due', 'overdue', 'default'] as const;
const UNPAID = sql.raw(UNPAID_STATUSES.map((s) => `'${s}'`).join(', '));

/** What statements read of the other modules' tables to bill and to settle. */
export class StatementsBillingReadModel {
  constructor(readonly db: Database) {}

  /**
   * Participants with something to bill up to `to`: segments or adjustments not on a transaction, or
   * an unpaid statement transaction to carry over. Sorted, so chunks are stable when re-planned.
   */
  async participantsWithWork(to: Date): Promise<string[]> {
    const result = await this.db.execute<{ username: string }>(sql`
      select username from trip_segments
       where transaction_id is null and (ts_start <= ${to} or (ts_start is null and created_at <= ${to}))
      union
      select username from trip_adjustments where transaction_id is null and created_at <= ${to}
      union
      select x.username from transactions x join participant_statements ps on ps.transaction_id = x.id
       where x.status in (${UNPAID})
      order by 1`);
    return result.rows.map((r) => r.username);
  }

  /** The given usernames that are participants, sorted. */
  async existingUsernames(usernames: string[]): Promise<string[]> {
    if (usernames.length === 0) return [];
    const result = await this.db.execute<{ username: string }>(
      sql`select username from participants where username = any (${sql.param(usernames)}::text[]) order by username`,
    );
    return result.rows.map((r) => r.username);
  }

  /**
   * The participants among `usernames` with something to bill for `month` (up to `to`) and no
   * statement for it yet: a segment of a valid trip or an adjustment not on a transaction, or an unpaid
   * transaction of an earlier month's statement to carry over. Read in the chunk's transaction, under
   * its participant locks.
   */
  async billableUsernames(tx: Executor, input: { usernames: string[]; month: string; to: Date }): Promise<string[]> {
    if (input.usernames.length === 0) return [];
    const result = await tx.execute<{ username: string }>(sql`
      select i.username
        from unnest(${sql.param(input.usernames)}::text[]) as i(username)
       where not exists (select 1 from participant_statements ps where ps.username = i.username and ps.month = ${input.month})
         and (exists (select 1 from trip_segments s join trips t on t.id = s.trip_id
                       where s.username = i.username and s.transaction_id is null and not t.invalid
                         and (s.ts_start <= ${input.to} or (s.ts_start is null and s.created_at <= ${input.to})))
           or exists (select 1 from trip_adjustments a
                       where a.username = i.username and a.transaction_id is null and a.created_at <= ${input.to})
           or exists (select 1 from transactions x join participant_statements ps on ps.transaction_id = x.id
                       where x.username = i.username and ps.month < ${input.month} and x.status in (${UNPAID})))
       order by i.username`);
    return result.rows.map((r) => r.username);
  }

  /**
   * Each participant's unpaid transactions of earlier months' statements, paired with the new
   * transaction they are carried into (billing closes them: BillingService.carryOver). A payment in
   * progress (pending) is not carried.
   */
  async carriable(
    tx: Executor,
    rows: { username: string; transactionId: string }[],
    month: string,
  ): Promise<{ id: string; intoTransactionId: string }[]> {
    if (rows.length === 0) return [];
    const result = await tx.execute<{ id: string; into: string }>(sql`
      select x.id, m.transaction_id as into
        from transactions x,
             unnest(${sql.param(rows.map((r) => r.username))}::text[],
                    ${sql.param(rows.map((r) => r.transactionId))}::text[]) as m(username, transaction_id),
             participant_statements ps
       where x.username = m.username and ps.transaction_id = x.id and x.id <> m.transaction_id
         and ps.month < ${month}
         and x.status in (${UNPAID})`);
    return result.rows.map((r) => ({ id: r.id, intoTransactionId: r.into }));
  }

  /**
   * The given transactions and every transaction carried into them, recursively (`withSelf` false:
   * only what they carried).
   */
  async carriedChain(tx: Executor, transactionIds: string[], withSelf: boolean): Promise<string[]> {
    if (transactionIds.length === 0) return [];
    const ids = sql.param(transactionIds);
    const result = await tx.execute<{ id: string }>(sql`
      with recursive chain(id) as (
        ${withSelf ? sql`select unnest(${ids}::text[])` : sql`select x.id from transactions x where x.carried_into_transaction_id = any (${ids}::text[])`}
        union
        select x.id from transactions x join chain c on x.carried_into_transaction_id = c.id
      )
      select id from chain`);
    return result.rows.map((r) => r.id);
  }

  /**
   * For each given open transaction: when the oldest amount it owes was issued, i.e. the creation time
   * of the oldest statement in its carry-over chain (standing ages from there, not from the latest
   * statement that restated the amount).
   */
  async debtOrigins(executor: Executor, transactionIds: string[]): Promise<Map<string, Date>> {
    if (transactionIds.length === 0) return new Map();
    const result = await executor.execute<{ root: string; issued_at: Date }>(sql`
      with recursive chain(root, id) as (
        select id, id from transactions where id = any (${sql.param(transactionIds)}::text[])
        union
        select c.root, x.id from transactions x join chain c on x.carried_into_transaction_id = c.id
      )
      select c.root, min(coalesce(ps.created_at, x.created_at)) as issued_at
        from chain c join transactions x on x.id = c.id
        left join participant_statements ps on ps.transaction_id = x.id
       group by c.root`);
    return new Map(result.rows.map((r) => [r.root, new Date(r.issued_at)]));
  }
}
