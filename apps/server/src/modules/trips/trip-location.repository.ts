import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { tripSegments, trips, tripTracks } from '../../db/schema/index.js';
import { SYSTEM, tripLog } from './trip-charges.js';

/** What was destroyed of one trip: GPS points, routes (trip versions and segment routes), segments cleared. */
export interface DestroyedTripLocation {
  tripId: string;
  username: string;
  recordId: string | null;
  bins: number;
  polylines: number;
  segments: number;
}

/**
 * The retention job's writes on trips (decision 015): a trip's GPS points are deleted, its route and
 * route versions, and its segments' routes and point ids emptied; the trip records when. Totals, fees,
 * states and times are not touched (the running-totals triggers see no summed column change).
 */
export class TripLocationRepository {
  constructor(readonly db: Database) {}

  /** The participant's trips that still keep location data (account erasure destroys it whatever the clock). */
  async tripsKeepingLocation(tx: Executor, username: string): Promise<string[]> {
    const rows = await tx
      .select({ id: trips.id })
      .from(trips)
      .where(and(eq(trips.username, username), isNull(trips.locationDestroyedAt)));
    return rows.map((r) => r.id);
  }

  /** Destroys the location data of the trips not yet cleared (locked first); returns what each held. */
  async destroy(
    tx: Executor,
    tripIds: readonly string[],
    at: Date,
    why = 'retention period ended',
  ): Promise<DestroyedTripLocation[]> {
    if (tripIds.length === 0) return [];
    const ids = sql.param([...tripIds]);
    const log = JSON.stringify([tripLog(`Location data destroyed (${why}).`, at)]);
    const result = await tx.execute<Record<string, unknown>>(sql`
      with locked as (
        select id, username, record_id, (polyline is not null)::int + jsonb_array_length(polylines) as polylines
          from ${trips}
         where id = any (${ids}::text[]) and location_destroyed_at is null
         order by id
           for update
      ),
      bins as (
        delete from ${tripTracks} b using locked l where b.trip_id = l.id returning b.trip_id, cardinality(b.lat) as points
      ),
      old_segments as (
        select s.id, s.trip_id, jsonb_array_length(s.polylines) as polylines
          from ${tripSegments} s join locked l on l.id = s.trip_id
         where s.polylines <> '[]'::jsonb or s.trip_bin_ids <> '[]'::jsonb
      ),
      segments as (
        update ${tripSegments} s set polylines = '[]'::jsonb, trip_bin_ids = '[]'::jsonb, updated_at = now()
          from old_segments o
         where s.id = o.id
        returning o.trip_id, o.polylines
      ),
      cleared as (
        update ${trips} t
           set polyline = null, polylines = '[]'::jsonb, location_destroyed_at = ${at},
               logs = t.logs || ${log}::jsonb, updated_at = now(), updated_by = ${SYSTEM}
          from locked l
         where t.id = l.id
        returning t.id
      )
      select l.id, l.username, l.record_id,
             coalesce((select sum(b.points) from bins b where b.trip_id = l.id), 0)::int as bins,
             (l.polylines + coalesce((select sum(s.polylines) from segments s where s.trip_id = l.id), 0))::int
               as polylines,
             (select count(*) from segments s where s.trip_id = l.id)::int as segments
        from locked l join cleared c on c.id = l.id`);
    return result.rows.map((r) => ({
      tripId: String(r.id),
      username: String(r.username),
      recordId: r.record_id == null ? null : String(r.record_id),
      bins: Number(r.bins),
      polylines: Number(r.polylines),
      segments: Number(r.segments),
    }));
  }
}
