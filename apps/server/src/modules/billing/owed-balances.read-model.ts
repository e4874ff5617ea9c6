// Read model of the billing standing: reads transactions (billing) and participant_statements
// (statements), because a balance ages from the issue date of the statement behind it, followed back
// through carried-over transactions; one recursive query for every participant keeps the daily run's
// cost independent of the number of participants. It only reads.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';

/** A participant's unpaid balance: its total and the issue date of its oldest part. */
export interface UnpaidBalance {
  username: string;
  oldestIssuedAt: Date;
  amountCents: number;
}

/**
 * Charges still owed: unpaid (created, failed) or being paid (pending; a failed payment makes it
 * unpaid again, so it is not settled until processed), of a positive amount. A transaction carried
 * over into a later statement's (status carriedOver) is owed through that one.
 */
const OWED_STATUSES = ['created', 'failed', 'pending', 'due', 'overdue', 'default'];

export class OwedBalancesReadModel {
  /**
   * Unpaid balances per participant (all, or the given ones). The age of an owed transaction is that
   * of the oldest balance it carries: its statement's issue date, or that of a statement whose unpaid
   * transaction was carried over into it (followed back through carryoverTransactionId), so a debt
   * rolled into next month's statement keeps ageing instead of starting again.
   */
  async unpaidBalances(executor: Executor, usernames?: readonly string[]): Promise<UnpaidBalance[]> {
    if (usernames && usernames.length === 0) return [];
    const byUser = usernames ? sql`and t.username = any(${sql.param([...usernames])}::text[])` : sql``;
    const result = await executor.execute<{ username: string; oldest: string | Date; amount: string | number }>(sql`
      with recursive owed as (
        select t.id, t.username, t.amount_cents, t.carryover_transaction_id,
               coalesce(s.created_at, t.created_at) as issued_at
        from transactions t
        left join participant_statements s on s.id = t.statement_id
        where t.type = 'transaction'
          and t.status = any(${sql.param(OWED_STATUSES)}::text[])
          and t.amount_cents > 0
          ${byUser}
      ),
      chain (root, next_id, issued_at, depth) as (
        select id, carryover_transaction_id, issued_at, 0 from owed
        union all
        select c.root, t.carryover_transaction_id, coalesce(s.created_at, t.created_at), c.depth + 1
        from chain c
        join transactions t on t.id = c.next_id and t.status <> 'processed'
        left join participant_statements s on s.id = t.statement_id
        where c.depth < 240
      ),
      origin as (select root, min(issued_at) as issued_at from chain group by root)
      select o.username, min(g.issued_at) as oldest, sum(o.amount_cents)::bigint as amount
      from owed o
      join origin g on g.root = o.id
      group by o.username
      order by o.username
    `);
    return result.rows.map((r) => ({
      username: r.username,
      oldestIssuedAt: new Date(r.oldest),
      amountCents: Number(r.amount),
    }));
  }
}
