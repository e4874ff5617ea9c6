import { eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { billingStandings } from '../../db/schema/index.js';

export type BillingStandingRow = typeof billingStandings.$inferSelect;

/** SQL of the billing standing job: the standing episodes (owed balances: OwedBalancesReadModel). */
export class StandingRepository {
  constructor(readonly db: Database) {}

  /** Participants whose last evaluation left them behind (due, overdue or default). */
  async behindUsernames(): Promise<string[]> {
    const rows = await this.db
      .select({ username: billingStandings.username })
      .from(billingStandings)
      .where(ne(billingStandings.standing, 'current'));
    return rows.map((r) => r.username);
  }

  async findEpisodes(usernames: readonly string[]): Promise<BillingStandingRow[]> {
    if (usernames.length === 0) return [];
    return this.db
      .select()
      .from(billingStandings)
      .where(inArray(billingStandings.username, [...usernames]));
  }

  /** The participant's episode row, locked for this transaction (created as current when missing). */
  async lockEpisode(tx: Executor, username: string): Promise<BillingStandingRow> {
    await tx.insert(billingStandings).values({ username }).onConflictDoNothing();
    const [row] = await tx.select().from(billingStandings).where(eq(billingStandings.username, username)).for('update');
    if (!row) throw new Error(`billing standing of ${username} vanished`);
    return row;
  }

  async saveEpisode(
    tx: Executor,
    username: string,
    patch: Partial<Omit<BillingStandingRow, 'username' | 'updatedAt'>>,
  ): Promise<void> {
    await tx
      .update(billingStandings)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(billingStandings.username, username));
  }
}
