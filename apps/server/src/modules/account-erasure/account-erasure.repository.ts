import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { accountErasureRuns, accountErasures } from '../../db/schema/index.js';
import { afterKey, orderByKey, type PageQuery } from '../../lib/pagination.js';

export type AccountErasureRunRow = typeof accountErasureRuns.$inferSelect;
export type AccountErasureRow = typeof accountErasures.$inferSelect;
export type NewAccountErasureRow = typeof accountErasures.$inferInsert;

/** The proof of the account erasure job (decision 020): its runs and what each did with each account. */
export class AccountErasureRepository {
  constructor(readonly db: Database) {}

  async insertRun(values: { ranAt: Date; retentionDays: number }): Promise<AccountErasureRunRow> {
    const [row] = await this.db.insert(accountErasureRuns).values(values).returning();
    if (!row) throw new Error('account erasure run not inserted');
    return row;
  }

  /** Records one account's outcome and counts it in the run, in the account's transaction. */
  async record(tx: Executor, row: NewAccountErasureRow): Promise<void> {
    await tx.insert(accountErasures).values(row);
    const column = row.outcome === 'erased' ? accountErasureRuns.erased : accountErasureRuns.held;
    await tx
      .update(accountErasureRuns)
      .set(row.outcome === 'erased' ? { erased: sql`${column} + 1` } : { held: sql`${column} + 1` })
      .where(eq(accountErasureRuns.id, row.runId));
  }

  async finishRun(runId: string, at: Date): Promise<AccountErasureRunRow> {
    const [row] = await this.db
      .update(accountErasureRuns)
      .set({ finishedAt: at })
      .where(eq(accountErasureRuns.id, runId))
      .returning();
    if (!row) throw new Error(`account erasure run ${runId} vanished`);
    return row;
  }

  async findRun(id: string): Promise<AccountErasureRunRow | null> {
    const [row] = await this.db.select().from(accountErasureRuns).where(eq(accountErasureRuns.id, id));
    return row ?? null;
  }

  listRuns(q: PageQuery): Promise<AccountErasureRunRow[]> {
    const key = [accountErasureRuns.createdAt, accountErasureRuns.id];
    return this.db
      .select()
      .from(accountErasureRuns)
      .where(afterKey(key, q.after, q.direction))
      .orderBy(...orderByKey(key, q.direction))
      .limit(q.limit);
  }

  /** A run's accounts, by account number (at most `limit`). */
  listRunAccounts(runId: string, limit: number): Promise<AccountErasureRow[]> {
    return this.db
      .select()
      .from(accountErasures)
      .where(eq(accountErasures.runId, runId))
      .orderBy(asc(accountErasures.accountNo), asc(accountErasures.username))
      .limit(limit);
  }
}
