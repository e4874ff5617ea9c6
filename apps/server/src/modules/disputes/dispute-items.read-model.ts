// Read model of disputes: reads trips, trip_segments and trip_adjustments (trips), mileage_reports
// (mileage-reports) and participant_statements (statements). What a dispute needs of its item — whose
// it is, what it charged and when its statement was issued — is spread over those owners; one query
// per item instead of a service call per owner. It writes nothing.
import { type DisputeItemType, isTripVisibleToParticipant, parseStatementLineItemId } from '@rc/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';

/** A disputable item as the rules see it. */
export interface DisputeItem {
  itemType: DisputeItemType;
  username: string;
  /**
   * The trip disputed, the trip a mileage report was charged as (null: not charged), or a statement
   * line's latest trip (the one a credit adjusts).
   */
  tripId: string | null;
  mileageReportId: string | null;
  /** A statement line: its statement, state and vehicle (null for the other items). */
  statementId: string | null;
  stateCode: string | null;
  vehicleId: string | null;
  /** What the item charged, net of credits and earlier adjustments (never below 0). */
  amountCents: number;
  /** When the statement that billed it was issued (null: not billed yet). */
  statementIssuedAt: Date | null;
  /** A mileage report staff have not reviewed yet: nothing to dispute until they have. */
  awaitingReview: boolean;
  /** The participant may see it: a processed trip of at least 0.06 km, or any mileage report. */
  visibleToParticipant: boolean;
}

/** Per trip `t`: the net charge (segments of a valid trip, and adjustments) and its first statement. */
const tripFigures = sql`
  left join lateral (
    select coalesce(sum(f.net), 0)::bigint as net, min(st.created_at) as issued_at
      from (
        select s.mileage_fee_cents + s.cordon_fee_cents + s.tod_fee_cents + s.toll_fee_cents - s.fuel_fee_cents as net,
               s.transaction_id
          from trip_segments s
         where s.trip_id = t.id and not t.invalid
        union all
        select a.adj_mileage_fee_cents + a.adj_cordon_fee_cents + a.adj_tod_fee_cents + a.adj_toll_fee_cents
                 - a.adj_fuel_fee_cents,
               a.transaction_id
          from trip_adjustments a
         where a.trip_id = t.id
      ) f
      left join participant_statements st on st.transaction_id = f.transaction_id
  ) c on true`;

interface ItemRow extends Record<string, unknown> {
  username: string;
  trip_id: string | null;
  mileage_report_id: string | null;
  net: string | number | null;
  issued_at: string | Date | null;
  process_status: string | null;
  dist_mro: number | null;
  awaiting_review: boolean;
  statement_id?: string | null;
  state_code?: string | null;
  vehicle_id?: string | null;
}

export class DisputeItemsReadModel {
  /** The item, or null when there is none of that id. */
  async find(executor: Executor, itemType: DisputeItemType, itemId: string): Promise<DisputeItem | null> {
    if (itemType === 'statementLine') return this.findStatementLine(executor, itemId);
    const result =
      itemType === 'trip'
        ? await executor.execute<ItemRow>(sql`
            select t.username, t.id as trip_id, null::text as mileage_report_id, c.net, c.issued_at,
                   t.process_status, t.dist_mro, false as awaiting_review
              from trips t ${tripFigures}
             where t.id = ${itemId}`)
        : await executor.execute<ItemRow>(sql`
            select r.username, t.id as trip_id, r.id as mileage_report_id, c.net, c.issued_at,
                   null::text as process_status, null::float8 as dist_mro,
                   (r.audit_status = 'pending') as awaiting_review
              from mileage_reports r
              left join lateral (
                select t.* from trips t
                 where t.record_id = r.id and t.username = r.username
                 order by t.created_at desc limit 1
              ) t on true
              ${tripFigures}
             where r.id = ${itemId}`);
    const row = result.rows[0];
    if (!row) return null;
    return {
      itemType,
      username: row.username,
      tripId: row.trip_id,
      mileageReportId: row.mileage_report_id,
      statementId: null,
      stateCode: null,
      vehicleId: null,
      amountCents: Math.max(0, Number(row.net ?? 0)),
      statementIssuedAt: row.issued_at ? new Date(row.issued_at) : null,
      awaitingReview: Boolean(row.awaiting_review),
      visibleToParticipant:
        itemType === 'mileageReport' ||
        isTripVisibleToParticipant({ processStatus: row.process_status ?? '', distMro: row.dist_mro }),
    };
  }

  /**
   * A line of a statement (`statementId/stateCode/vehicleId`): what the statement billed for that
   * vehicle in that state (its net, as printed), issued with the statement, and the line's latest trip
   * (a segment of it billed on the statement's transaction).
   */
  private async findStatementLine(executor: Executor, itemId: string): Promise<DisputeItem | null> {
    const line = parseStatementLineItemId(itemId);
    if (!line) return null;
    const result = await executor.execute<ItemRow>(sql`
      select st.username, st.id as statement_id, (l.line->>'net')::bigint as net, st.created_at as issued_at,
             ${line.stateCode}::text as state_code, ${line.vehicleId}::text as vehicle_id,
             (select s.trip_id from trip_segments s
               where s.transaction_id = st.transaction_id and s.state_code = ${line.stateCode}
                 and s.vehicle_id is not distinct from ${line.vehicleId}::text
               order by s.ts_start desc nulls last, s.id desc limit 1) as trip_id,
             null::text as mileage_report_id, false as awaiting_review
        from participant_statements st
        cross join lateral jsonb_array_elements(st.trips_summary) as l(line)
       where st.id = ${line.statementId} and l.line->>'stateCode' = ${line.stateCode}
         and (l.line->>'vehicleId') is not distinct from ${line.vehicleId}::text
       limit 1`);
    const row = result.rows[0];
    if (!row) return null;
    return {
      itemType: 'statementLine',
      username: row.username,
      tripId: row.trip_id,
      mileageReportId: null,
      statementId: row.statement_id ?? line.statementId,
      stateCode: line.stateCode,
      vehicleId: line.vehicleId,
      amountCents: Math.max(0, Number(row.net ?? 0)),
      statementIssuedAt: row.issued_at ? new Date(row.issued_at) : null,
      awaitingReview: false,
      // The statement is the participant's own (the caller checks whose): every line of it is theirs to see.
      visibleToParticipant: true,
    };
  }
}
