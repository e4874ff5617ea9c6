import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { locationRetentionRuns, locationRetentionTrips } from '../../db/schema/index.js';
import { afterKey, orderByKey, type PageQuery } from '../../lib/pagination.js';

export type LocationRetentionRunRow = typeof locationRetentionRuns.$inferSelect;
export type LocationRetentionTripRow = typeof locationRetentionTrips.$inferSelect;
export type NewLocationRetentionTripRow = typeof locationRetentionTrips.$inferInsert;

/** What one participant lost in one run. */
export interface ParticipantRetentionCounts {
  username: string;
  trips: number;
  bins: number;
  polylines: number;
  segments: number;
  deliveryPoints: number;
}

/** The proof of the retention job (decision 015): its runs and what each destroyed per trip. */
export class LocationRetentionRepository {
  constructor(readonly db: Database) {}

  async insertRun(values: { ranAt: Date; retentionDays: number }): Promise<LocationRetentionRunRow> {
    const [row] = await this.db.insert(locationRetentionRuns).values(values).returning();
    if (!row) throw new Error('location retention run not inserted');
    return row;
  }

  /** Records one batch's trips and adds them to the run's totals, in the batch's transaction. */
  async recordTrips(tx: Executor, runId: string, rows: NewLocationRetentionTripRow[]): Promise<void> {
    if (rows.length === 0) return;
    await tx.insert(locationRetentionTrips).values(rows);
    const sum = (f: (r: NewLocationRetentionTripRow) => number | undefined) =>
      rows.reduce((n, r) => n + (f(r) ?? 0), 0);
    await tx
      .update(locationRetentionRuns)
      .set({
        trips: sql`${locationRetentionRuns.trips} + ${rows.length}`,
        bins: sql`${locationRetentionRuns.bins} + ${sum((r) => r.bins)}`,
        polylines: sql`${locationRetentionRuns.polylines} + ${sum((r) => r.polylines)}`,
        segments: sql`${locationRetentionRuns.segments} + ${sum((r) => r.segments)}`,
        deliveryPoints: sql`${locationRetentionRuns.deliveryPoints} + ${sum((r) => r.deliveryPoints)}`,
      })
      .where(eq(locationRetentionRuns.id, runId));
  }

  async finishRun(runId: string, at: Date): Promise<LocationRetentionRunRow> {
    const [row] = await this.db
      .update(locationRetentionRuns)
      .set({
        finishedAt: at,
        participants: sql`(select count(distinct username)::int from ${locationRetentionTrips} where run_id = ${runId})`,
      })
      .where(eq(locationRetentionRuns.id, runId))
      .returning();
    if (!row) throw new Error(`location retention run ${runId} vanished`);
    return row;
  }

  async findRun(id: string): Promise<LocationRetentionRunRow | null> {
    const [row] = await this.db.select().from(locationRetentionRuns).where(eq(locationRetentionRuns.id, id));
    return row ?? null;
  }

  listRuns(q: PageQuery): Promise<LocationRetentionRunRow[]> {
    const key = [locationRetentionRuns.createdAt, locationRetentionRuns.id];
    return this.db
      .select()
      .from(locationRetentionRuns)
      .where(afterKey(key, q.after, q.direction))
      .orderBy(...orderByKey(key, q.direction))
      .limit(q.limit);
  }

  /** Per participant of each run: trips and what they held. */
  async participantCounts(runIds: readonly string[]): Promise<Map<string, ParticipantRetentionCounts[]>> {
    const out = new Map<string, ParticipantRetentionCounts[]>(runIds.map((id) => [id, []]));
    if (runIds.length === 0) return out;
    const result = await this.db.execute<Record<string, unknown>>(sql`
      select run_id, username, count(*)::int as trips, sum(bins)::int as bins, sum(polylines)::int as polylines,
             sum(segments)::int as segments, sum(delivery_points)::int as delivery_points
        from ${locationRetentionTrips}
       where run_id = any (${sql.param([...runIds])}::text[])
       group by run_id, username
       order by run_id, username`);
    for (const r of result.rows) {
      out.get(String(r.run_id))?.push({
        username: String(r.username),
        trips: Number(r.trips),
        bins: Number(r.bins),
        polylines: Number(r.polylines),
        segments: Number(r.segments),
        deliveryPoints: Number(r.delivery_points),
      });
    }
    return out;
  }

  /** A run's trips (optionally one participant's), by participant and trip. */
  listRunTrips(runId: string, username: string | null, limit: number): Promise<LocationRetentionTripRow[]> {
    return this.db
      .select()
      .from(locationRetentionTrips)
      .where(
        and(
          eq(locationRetentionTrips.runId, runId),
          username ? eq(locationRetentionTrips.username, username) : undefined,
        ),
      )
      .orderBy(asc(locationRetentionTrips.username), asc(locationRetentionTrips.tripId))
      .limit(limit);
  }
}
