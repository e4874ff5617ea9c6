// Read model of location retention (decision 015): reads trips, trip_segments, trip_adjustments and
// trip_tracks (trips), transactions (billing), participant_statements (statements), disputes (disputes)
// and webhook_events (webhooks). When a trip's retention period starts depends on when its charges
// were paid and when a dispute of it was decided, which only the billing and dispute rows say, and
// whether location data is left depends on the stored delivery: one set-based query over those owners
// instead of a service call per trip. It writes nothing.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/**
 * Per trip `t`: `c.unpaid` (a charge of the trip is not paid yet) and `c.paid_at` (when the last was
 * paid). The charges are the segments and adjustments with a fee: billed ones, and unbilled segments
 * of a valid trip (an invalid trip's are never billed). Paid when: its statement's paidAt (also for
 * amounts carried into a later statement), else its transaction's, else when the row was marked paid.
 */
const charges = sql`
  left join lateral (
    select bool_or(i.payment_status <> 'paid') as unpaid,
           max(coalesce(st.paid_at, tr.paid_at, i.updated_at)) as paid_at
      from (
        select s.payment_status, s.transaction_id, s.updated_at
          from trip_segments s
         where s.trip_id = t.id
           and (s.mileage_fee_cents <> 0 or s.fuel_fee_cents <> 0 or s.cordon_fee_cents <> 0
                or s.tod_fee_cents <> 0 or s.toll_fee_cents <> 0)
           and (s.transaction_id is not null or not t.invalid)
        union all
        select a.payment_status, a.transaction_id, a.updated_at
          from trip_adjustments a
         where a.trip_id = t.id
           and (a.adj_mileage_fee_cents <> 0 or a.adj_fuel_fee_cents <> 0 or a.adj_cordon_fee_cents <> 0
                or a.adj_tod_fee_cents <> 0 or a.adj_toll_fee_cents <> 0)
      ) i
      left join transactions tr on tr.id = i.transaction_id
      left join participant_statements st on st.transaction_id = i.transaction_id
  ) c on true`;

/**
 * The disputes of statement lines that cover trip `t`: a line is one vehicle in one state, and covers
 * the trips whose segments of that vehicle and state the statement billed.
 */
const lineDisputesOfTrip = sql`
  from disputes d
  join participant_statements st on st.id = d.statement_id
  where d.item_type = 'statementLine'
    and exists (select 1 from trip_segments s
                 where s.trip_id = t.id and s.transaction_id = st.transaction_id and s.state_code = d.state_code
                   and s.vehicle_id is not distinct from d.vehicle_id)`;

/**
 * When the retention period starts: processing, the payment of the last charge, or the decision of the
 * last dispute of the trip (as itself, as a mileage report's charge, or in a statement line),
 * whichever is latest.
 */
const clockAt = sql`greatest(coalesce(t.processed_at, t.created_at), c.paid_at,
  (select max(d.resolved_at) from disputes d where d.trip_id = t.id),
  (select max(d.resolved_at) ${lineDisputesOfTrip}))`;
/** The period has a start: processed (or failed), nothing of it waits for payment, no dispute of it is open. */
const clockRuns = sql`t.process_status <> 'pending' and not coalesce(c.unpaid, false)
  and not exists (select 1 from disputes d where d.trip_id = t.id and d.status = 'open')
  and not exists (select 1 ${lineDisputesOfTrip} and d.status = 'open')`;

export interface DueTrip {
  tripId: string;
  username: string;
  recordId: string | null;
}

export interface TripClock {
  tripId: string;
  /** When the retention period started; null while it has not (charges unpaid, not processed). */
  clockAt: Date | null;
  destroyedAt: Date | null;
}

/** Location data a trip still holds although its date has passed (or it was destroyed). */
export interface LocationLeftover {
  tripId: string;
  username: string;
  clockAt: Date | null;
  destroyedAt: Date | null;
  bins: number;
  polylines: number;
  segments: number;
  deliveryPoints: number;
}

const date = (v: unknown): Date | null => (v == null ? null : new Date(v as string));

export class TripLocationReadModel {
  constructor(private readonly db: Database) {}

  /** Trips whose location data is still kept although their period started at or before `cutoff`. */
  async dueTrips(cutoff: Date): Promise<DueTrip[]> {
    const result = await this.db.execute<{ id: string; username: string; record_id: string | null }>(sql`
      select t.id, t.username, t.record_id
        from trips t ${charges}
       where t.location_destroyed_at is null
         and coalesce(t.processed_at, t.created_at) <= ${cutoff}
         and ${clockRuns} and ${clockAt} <= ${cutoff}
       order by t.processed_at, t.id`);
    return result.rows.map((r) => ({ tripId: r.id, username: r.username, recordId: r.record_id }));
  }

  /** When each trip's retention period started (absent ids are unknown trips). */
  async clocks(tripIds: readonly string[]): Promise<Map<string, TripClock>> {
    if (tripIds.length === 0) return new Map();
    const result = await this.db.execute<{ id: string; clock_at: string | null; destroyed_at: string | null }>(sql`
      select t.id, case when ${clockRuns} then ${clockAt} end as clock_at, t.location_destroyed_at as destroyed_at
        from trips t ${charges}
       where t.id = any (${sql.param([...tripIds])}::text[])`);
    return new Map(
      result.rows.map((r) => [r.id, { tripId: r.id, clockAt: date(r.clock_at), destroyedAt: date(r.destroyed_at) }]),
    );
  }

  /**
   * Every trip that still holds location data (GPS points, a route or route versions, segment routes or
   * point ids, points in its stored delivery) although it was destroyed or its period started at or
   * before `cutoff`: what `npm run privacy:verify` reports. Reads every trip.
   */
  async leftovers(cutoff: Date, limit = 1000): Promise<LocationLeftover[]> {
    const result = await this.db.execute<Record<string, unknown>>(sql`
      with found as (
        select t.id, t.username, t.record_id, t.polyline, t.polylines, t.location_destroyed_at,
               case when ${clockRuns} then ${clockAt} end as clock_at
          from trips t ${charges}
      ),
      counted as (
        select f.id, f.username, f.clock_at, f.location_destroyed_at,
               coalesce((select cardinality(b.lat) from trip_tracks b where b.trip_id = f.id), 0)::int as bins,
               ((f.polyline is not null)::int + jsonb_array_length(f.polylines)
                + coalesce((select sum(jsonb_array_length(s.polylines)) from trip_segments s where s.trip_id = f.id), 0))::int
                 as polylines,
               (select count(*) from trip_segments s
                 where s.trip_id = f.id and (s.polylines <> '[]'::jsonb or s.trip_bin_ids <> '[]'::jsonb))::int as segments,
               coalesce((select json_array_length(e.payload #> '{trip,points}') from webhook_events e
                          where e.id = f.record_id and json_typeof(e.payload #> '{trip,points}') = 'array'), 0)::int
                 as delivery_points
          from found f
         where f.location_destroyed_at is not null or f.clock_at <= ${cutoff}
      )
      select * from counted
       where bins > 0 or polylines > 0 or segments > 0 or delivery_points > 0
       order by clock_at nulls first, id
       limit ${limit}`);
    return result.rows.map((r) => ({
      tripId: String(r.id),
      username: String(r.username),
      clockAt: date(r.clock_at),
      destroyedAt: date(r.location_destroyed_at),
      bins: Number(r.bins),
      polylines: Number(r.polylines),
      segments: Number(r.segments),
      deliveryPoints: Number(r.delivery_points),
    }));
  }
}
