import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { trips, users, webhookEvents } from '../../db/schema/index.js';

export interface ProcessingProgress {
  pending: number;
  processed: number;
  failed: number;
}

export interface ParticipantTripTotals {
  username: string;
  trips: number;
  km: number;
  mileageFeeCents: number;
  fuelFeeCents: number;
  cordonFeeCents: number;
  todFeeCents: number;
  tollFeeCents: number;
}

/**
 * Read model of the simulator (a development tool, not a product module). Reads `users` (identities by
 * e-mail: simulated and demo accounts are found by address), `webhookEvents` (how far the server has
 * got with the deliveries it posted) and `trips` (the summary's totals per participant). It writes
 * nothing: every write of the simulator goes through the services.
 */
export class SimulationReadModel {
  constructor(readonly db: Database) {}

  async usernamesByEmail(emails: readonly string[]): Promise<Map<string, string>> {
    if (emails.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, [...emails]));
    return new Map(rows.map((r) => [r.email, r.id]));
  }

  /** Status counts of a source's deliveries by their ids. */
  async deliveryProgress(source: string, sourceIds: readonly string[]): Promise<ProcessingProgress> {
    const progress: ProcessingProgress = { pending: 0, processed: 0, failed: 0 };
    for (let i = 0; i < sourceIds.length; i += 5000) {
      const rows = await this.db
        .select({ status: webhookEvents.status, n: sql<number>`count(*)::int` })
        .from(webhookEvents)
        .where(and(eq(webhookEvents.source, source), inArray(webhookEvents.sourceId, sourceIds.slice(i, i + 5000))))
        .groupBy(webhookEvents.status);
      for (const r of rows) {
        if (r.status in progress) progress[r.status as keyof ProcessingProgress] += r.n;
      }
    }
    return progress;
  }

  /** Processed trips of participants that started from `since`, with their distance and fee totals. */
  async tripTotals(usernames: readonly string[], since: Date): Promise<ParticipantTripTotals[]> {
    if (usernames.length === 0) return [];
    const t = trips;
    return this.db
      .select({
        username: t.username,
        trips: sql<number>`count(*)::int`,
        km: sql<number>`coalesce(sum(${t.distMro}), 0)::float8`,
        mileageFeeCents: sql<number>`coalesce(sum(${t.mileageFeeCents}), 0)::int`,
        fuelFeeCents: sql<number>`coalesce(sum(${t.fuelFeeCents}), 0)::int`,
        cordonFeeCents: sql<number>`coalesce(sum(${t.cordonFeeCents}), 0)::int`,
        todFeeCents: sql<number>`coalesce(sum(${t.todFeeCents}), 0)::int`,
        tollFeeCents: sql<number>`coalesce(sum(${t.tollFeeCents}), 0)::int`,
      })
      .from(t)
      .where(
        and(
          inArray(t.username, [...usernames]),
          eq(t.processStatus, 'processed'),
          sql`${t.tsStart} >= ${since.toISOString()}`,
        ),
      )
      .groupBy(t.username);
  }
}
