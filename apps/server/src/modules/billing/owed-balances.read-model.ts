// Read model of the billing standing: reads transactions (billing), participant_statements
// (statements), and disputes (disputes) with the trip segments and adjustments (trips) that say which
// transaction a disputed trip was billed on. A balance ages from the issue date of the statement
// behind it, followed back through carried-over transactions, and an open dispute's amount does not
// count; one recursive query for every participant keeps the daily run's cost independent of the
// number of participants. It only reads.
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
   * rolled into next month's statement keeps ageing instead of starting again. The amount of an open
   * dispute is taken off the transaction its trip was billed on (followed forward when that one was
   * carried over); a transaction left with nothing owed neither counts nor ages the balance.
   */
  async unpaidBalances(executor: Executor, usernames?: readonly string[]): Promise<UnpaidBalance[]> {
    if (usernames && usernames.length === 0) return [];
    const users = usernames ? sql.param([...usernames]) : null;
    const byUser = users ? sql`and t.username = any(${users}::text[])` : sql``;
    const byDisputeUser = users ? sql`and d.username = any(${users}::text[])` : sql``;
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
      origin as (select root, min(issued_at) as issued_at from chain group by root),
      disputed_on (transaction_id, cents, depth) as (
        select x.transaction_id, d.amount_cents, 0
        from disputes d
        join lateral (
          select s.transaction_id from trip_segments s where s.trip_id = d.trip_id and s.transaction_id is not null
          union
          select a.transaction_id from trip_adjustments a where a.trip_id = d.trip_id and a.transaction_id is not null
          order by 1
          limit 1
        ) x on true
        where d.status = 'open' and d.trip_id is not null ${byDisputeUser}
        union all
        select t.carried_into_transaction_id, c.cents, c.depth + 1
        from disputed_on c
        join transactions t on t.id = c.transaction_id and t.carried_into_transaction_id is not null
        where c.depth < 240
      ),
      disputed as (select transaction_id, sum(cents) as cents from disputed_on group by transaction_id),
      remaining as (
        select o.id, o.username, o.amount_cents - coalesce(x.cents, 0) as cents
        from owed o
        left join disputed x on x.transaction_id = o.id
      )
      select r.username, min(g.issued_at) as oldest, sum(r.cents)::bigint as amount
      from remaining r
      join origin g on g.root = r.id
      where r.cents > 0
      group by r.username
      order by r.username
    `);
    return result.rows.map((r) => ({
      username: r.username,
      oldestIssuedAt: new Date(r.oldest),
      amountCents: Number(r.amount),
    }));
  }
}
