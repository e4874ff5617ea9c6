// Read model of the staff /transactions list and its summary: reads transactions (billing) joined to
// participant_statements (statements), because a transaction's standing is the age of the statement
// that issued it; filtering and totalling by standing in SQL keeps both one indexed query over the
// whole filter instead of a read per row. It only reads.
import type { BillingAges, BillingStanding } from '@rc/domain';
import { and as andSql, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { participantStatements, transactions } from '../../db/schema/index.js';
import { type DateKeyCondition, dateCondition } from '../../lib/filters.js';
import { afterKey, orderByKey, type PageQuery } from '../../lib/pagination.js';
import type { TransactionRow } from './billing.repository.js';

/** What the staff search selects (each part optional but the range). */
export interface TransactionSearchFilter {
  createdAt: DateKeyCondition;
  status?: string | null;
  standing?: BillingStanding | null;
  type?: string | null;
  username?: string | null;
}

/** One group of the summary: transactions of one type, status and standing, with their amount. */
export interface TransactionSummaryGroup {
  type: string;
  status: string;
  standing: BillingStanding;
  count: number;
  amountCents: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export class TransactionSearchReadModel {
  constructor(private readonly db: Database) {}

  /**
   * The standing of each row in SQL, exactly as transactionStanding (packages/domain billing.ts) computes
   * it: only an unpaid charge (created or failed of a positive amount, or a stored due/overdue/default
   * status) of a statement not yet processed can be behind; its age is its statement's (or its own) and a
   * whole number of days d ≥ n holds exactly when the issue instant is at least n days before now.
   */
  private standingSql(ages: BillingAges, now: Date): SQL<BillingStanding> {
    const issued = sql`coalesce(${participantStatements.createdAt}, ${transactions.createdAt})`;
    const atLeast = (days: number) =>
      days <= 0 ? sql`true` : sql`${issued} <= ${new Date(now.getTime() - days * DAY_MS).toISOString()}::timestamptz`;
    const behind = sql`(((${transactions.type} = 'transaction' and ${transactions.status} in ('created', 'failed') and ${transactions.amountCents} > 0)
        or ${transactions.status} in ('due', 'overdue', 'default'))
      and not coalesce(${participantStatements.isProcessed}, false))`;
    return sql<BillingStanding>`case when not ${behind} then 'current'
      when ${atLeast(ages.defaultDays)} then 'default'
      when ${atLeast(ages.overdueDays)} then 'overdue'
      when ${atLeast(ages.dueDays)} then 'due'
      else 'current' end`;
  }

  private where(filter: TransactionSearchFilter, standing: SQL<BillingStanding>): SQL | undefined {
    return andSql(
      dateCondition(transactions.createdAt, filter.createdAt),
      filter.status ? eq(transactions.status, filter.status) : undefined,
      filter.type ? eq(transactions.type, filter.type) : undefined,
      filter.username ? eq(transactions.username, filter.username) : undefined,
      filter.standing ? sql`(${standing}) = ${filter.standing}` : undefined,
    );
  }

  /** A keyset page ordered by (createdAt, id), over transactions_created_idx (or status/type/username ones). */
  async page(
    filter: TransactionSearchFilter,
    ages: BillingAges,
    now: Date,
    page: PageQuery,
  ): Promise<TransactionRow[]> {
    const standing = this.standingSql(ages, now);
    const key = [transactions.createdAt, transactions.id];
    return this.db
      .select(getTableColumns(transactions))
      .from(transactions)
      .leftJoin(participantStatements, eq(participantStatements.id, transactions.statementId))
      .where(andSql(this.where(filter, standing), afterKey(key, page.after, page.direction)))
      .orderBy(...orderByKey(key, page.direction))
      .limit(page.limit);
  }

  /** Count and amount of everything the filter selects, by type, status and standing (one aggregate query). */
  async summary(filter: TransactionSearchFilter, ages: BillingAges, now: Date): Promise<TransactionSummaryGroup[]> {
    const standing = this.standingSql(ages, now);
    const rows = await this.db
      .select({
        type: transactions.type,
        status: transactions.status,
        standing: sql<BillingStanding>`${standing}`.as('standing'),
        count: sql<string>`count(*)`,
        amountCents: sql<string>`coalesce(sum(${transactions.amountCents}), 0)`,
      })
      .from(transactions)
      .leftJoin(participantStatements, eq(participantStatements.id, transactions.statementId))
      .where(this.where(filter, standing))
      .groupBy(transactions.type, transactions.status, sql`3`);
    return rows.map((r) => ({
      type: r.type,
      status: r.status,
      standing: r.standing,
      count: Number(r.count),
      amountCents: Number(r.amountCents),
    }));
  }
}
