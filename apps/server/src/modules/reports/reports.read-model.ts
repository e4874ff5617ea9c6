// Read model of the staff reports (/report): reads participants (participants), pilot_programs
// (programs), vehicles (vehicles), mileage_reporting_options (devices), trips, trip_segments and
// trip_adjustments (trips), mro_events (mro-events), participant_statements (statements), transactions
// (billing), payment_attempts and payment_cards (payments), participant_inquiries and inquiry_comments
// (inquiries). Each report is one set-based query over many owners, read a page at a time; a service
// call per row would be thousands of calls per report. It writes nothing.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** Reports count calendar days and months in the pilot's zone, as statements do. */
export const REPORT_TIME_ZONE = 'America/Los_Angeles';

/** A report's range: its first and last day (YYYY-MM-DD), both included. */
export interface ReportRange {
  from: string;
  to: string;
}

/** What a query needs besides the range. */
export interface ReportQueryContext {
  range: ReportRange;
  /** BILLING_BALANCE_OVERDUE_DAYS: a payment is on time when its days to pay are below it. */
  overdueDays: number;
}

export type ReportRow = Record<string, unknown>;

/** A report's rows as one query without order, and the unique order its pages are read in. */
interface ReportQuery {
  base: SQL;
  order: SQL;
}

const TZ = sql.raw(`'${REPORT_TIME_ZONE}'`);
/** The start of the range's first day and of the day after its last, as instants. */
const start = (r: ReportRange) => sql`((${r.from}::date)::timestamp at time zone ${TZ})`;
const end = (r: ReportRange) => sql`(((${r.to}::date) + 1)::timestamp at time zone ${TZ})`;
const fromMonth = (r: ReportRange) => sql`to_char(${r.from}::date, 'YYYY-MM')`;
const toMonth = (r: ReportRange) => sql`to_char(${r.to}::date, 'YYYY-MM')`;
/** Calendar day (in the pilot's zone) of an instant column. */
const day = (column: SQL) => sql`(${column} at time zone ${TZ})::date`;

/** Net cents of a segment as statements bill it: fees − fuel-tax credit. */
const SEGMENT_NET = sql.raw(
  '(s.mileage_fee_cents + s.cordon_fee_cents + s.tod_fee_cents + s.toll_fee_cents - s.fuel_fee_cents)',
);
const ADJUSTMENT_NET = sql.raw(
  '(a.adj_mileage_fee_cents + a.adj_cordon_fee_cents + a.adj_tod_fee_cents + a.adj_toll_fee_cents - a.adj_fuel_fee_cents)',
);
/** Chargeable km of a segment: California only for devices with location, all of it otherwise. */
const CHARGEABLE_KM = sql.raw(
  "(case when coalesce(v.mro_type, '') <> 'automatedWithLocation' or s.state_code = 'CA' then s.mileage else 0 end)",
);
/** A trip that bills: processed and not invalidated. */
const BILLING_TRIP = sql.raw("t.process_status = 'processed' and not t.invalid");
const TRIP_AT = sql.raw('coalesce(t.ts_start, t.created_at)');
const UNPAID_STATUSES = sql.raw("('created', 'failed', 'pending', 'due', 'overdue', 'default')");

function query(name: string, ctx: ReportQueryContext): ReportQuery {
  const r = ctx.range;
  switch (name) {
    case 'participant-enrollment':
      return {
        base: sql`
          select p.account_no, p.username, p.first_name, p.last_name, p.email, p.phone_number, p.city, p.state,
                 p.postal_code, pp.name as program_name, pp.short_name as program_short_name, p.status,
                 p.is_government_employee, p.is_california_elected, p.is_legislator, p.age_group, p.gender,
                 p.created_at, p.onboarded_date, p.first_data_received_date, p.closed_date, p.closed_reason,
                 v.id as vehicle_id, v.vin, v.make, v.model, v.year, v.type as vehicle_type, v.mro_type,
                 d.device_serial_number
            from participants p
            left join pilot_programs pp on pp.id = p.participant_pilot_program_id
            left join vehicles v on v.username = p.username
            left join lateral (
              select m.device_serial_number from mileage_reporting_options m
               where m.vehicle_id = v.id order by m.created_at desc, m.id limit 1
            ) d on true
           where p.created_at < ${end(r)} and (p.closed_date is null or p.closed_date >= ${start(r)})`,
        order: sql`account_no, vehicle_id nulls first`,
      };
    case 'customer-interaction':
      return {
        base: sql`
          select i.id, i.created_at, i.updated_at, p.account_no, i.username,
                 coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), i.name) as participant_name,
                 coalesce(p.email, i.email) as email, i.category, i.subject, i.status, i.assignee,
                 c.admin_messages, c.participant_messages, c.notes, c.first_admin_reply_at, res.body as resolution
            from participant_inquiries i
            left join participants p on p.username = i.username
            left join lateral (
              select count(*) filter (where ic.author = 'admin' and ic.type = 'message')::int as admin_messages,
                     count(*) filter (where ic.author = 'participant' and ic.type = 'message')::int as participant_messages,
                     count(*) filter (where ic.type = 'note')::int as notes,
                     min(ic.created_at) filter (where ic.author = 'admin' and ic.type = 'message') as first_admin_reply_at
                from inquiry_comments ic where ic.inquiry_id = i.id
            ) c on true
            left join lateral (
              select rc.body from inquiry_comments rc
               where rc.inquiry_id = i.id and rc.author = 'admin' order by rc.created_at, rc.id limit 1
            ) res on i.status = 'closed'
           where i.created_at >= ${start(r)} and i.created_at < ${end(r)}`,
        order: sql`created_at, id`,
      };
    case 'billing-trips':
      return {
        base: sql`
          select t.id, ${TRIP_AT} as trip_at, t.ts_start, t.ts_end, p.account_no, t.username,
                 coalesce(v.vin, t.vehicle_vin) as vin, v.type as vehicle_type, v.mro_type,
                 t.mro_device_serial_number, pp.name as program_name, pp.short_name as program_short_name,
                 coalesce(s.km, 0) as km, coalesce(s.chargeable_km, 0) as chargeable_km, coalesce(s.litres, 0) as litres,
                 coalesce(s.mileage_fee, 0) as mileage_fee, coalesce(s.fuel_fee, 0) as fuel_fee,
                 coalesce(s.cordon_fee, 0) as cordon_fee, coalesce(s.tod_fee, 0) as tod_fee,
                 coalesce(s.toll_fee, 0) as toll_fee, coalesce(s.segments, 0) as segments,
                 s.public_segments, s.public_paid, s.public_failed, st.month as statement_month
            from trips t
            join participants p on p.username = t.username
            left join vehicles v on v.id = t.vehicle_id
            left join pilot_programs pp on pp.id = coalesce(t.pilot_program_id, p.participant_pilot_program_id)
            left join lateral (
              select sum(s.mileage) as km, sum(${CHARGEABLE_KM}) as chargeable_km, sum(s.fuel) as litres,
                     sum(s.mileage_fee_cents)::bigint as mileage_fee, sum(s.fuel_fee_cents)::bigint as fuel_fee,
                     sum(s.cordon_fee_cents)::bigint as cordon_fee, sum(s.tod_fee_cents)::bigint as tod_fee,
                     sum(s.toll_fee_cents)::bigint as toll_fee, count(*)::int as segments,
                     count(*) filter (where s.type = 'public')::int as public_segments,
                     count(*) filter (where s.type = 'public' and s.payment_status = 'paid')::int as public_paid,
                     count(*) filter (where s.type = 'public' and s.payment_status = 'failed')::int as public_failed,
                     min(s.transaction_id) as transaction_id
                from trip_segments s where s.trip_id = t.id
            ) s on true
            left join participant_statements st on st.transaction_id = s.transaction_id
           where ${BILLING_TRIP} and ${TRIP_AT} >= ${start(r)} and ${TRIP_AT} < ${end(r)}`,
        order: sql`trip_at, id`,
      };
    case 'billing-month':
      return {
        base: sql`
          select st.id, st.month, p.account_no, st.username, pp.name as program_name,
                 pp.short_name as program_short_name, st.trips, st.mileage as km, st.fuel as litres, st.mbuf_fee,
                 st.fuel_tax_credit, st.cordon_fee, st.tod_fee, st.toll_fee, st.total_new_mileage_fee,
                 st.total_new_adj_charges, st.total_new_chages, st.carryover_balance, st.balance, st.paid_amount,
                 st.paid_at, st.created_at, st.transaction_id, x.status as transaction_status,
                 x.amount_cents as transaction_amount
            from participant_statements st
            join participants p on p.username = st.username
            left join pilot_programs pp on pp.id = p.participant_pilot_program_id
            left join transactions x on x.id = st.transaction_id
           where st.month >= ${fromMonth(r)} and st.month <= ${toMonth(r)}`,
        order: sql`month, username`,
      };
    case 'billing-customer-totals':
      return {
        base: sql`
          select p.account_no, p.username, p.first_name, p.last_name, pp.name as program_name,
                 pp.short_name as program_short_name, p.status, count(*)::int as statements,
                 sum(st.trips)::int as trips, sum(st.mileage) as km, sum(st.fuel) as litres,
                 sum(st.mbuf_fee)::bigint as mbuf_fee, sum(st.fuel_tax_credit)::bigint as fuel_tax_credit,
                 sum(st.cordon_fee)::bigint as cordon_fee, sum(st.tod_fee)::bigint as tod_fee,
                 sum(st.toll_fee)::bigint as toll_fee, sum(st.total_new_adj_charges)::bigint as adjustments,
                 sum(st.total_new_chages)::bigint as new_charges, sum(st.paid_amount)::bigint as paid_amount,
                 sum(case when x.status = 'processed' or x.carried_into_transaction_id is not null then 0
                          else x.amount_cents end)::bigint as unpaid
            from participant_statements st
            join participants p on p.username = st.username
            left join pilot_programs pp on pp.id = p.participant_pilot_program_id
            left join transactions x on x.id = st.transaction_id
           where st.month >= ${fromMonth(r)} and st.month <= ${toMonth(r)}
           group by p.account_no, p.username, pp.name, pp.short_name`,
        order: sql`account_no`,
      };
    case 'billing-trips-statement':
      return {
        base: sql`
          select st.id as statement_id, st.month, p.account_no, st.username, 'segment' as line_type, s.id as line_id,
                 s.trip_id, coalesce(s.ts_start, s.created_at) as line_at, s.state_code, s.type as segment_type,
                 v.type as vehicle_type, v.mro_type, s.mileage as km, ${CHARGEABLE_KM} as chargeable_km,
                 s.fuel as litres, s.mileage_fee_cents as mileage_fee, s.fuel_fee_cents as fuel_fee,
                 s.cordon_fee_cents as cordon_fee, s.tod_fee_cents as tod_fee, s.toll_fee_cents as toll_fee,
                 ${SEGMENT_NET} as net, s.payment_status, st.transaction_id, null as note
            from participant_statements st
            join participants p on p.username = st.username
            join trip_segments s on s.transaction_id = st.transaction_id
            left join vehicles v on v.id = s.vehicle_id
           where st.month >= ${fromMonth(r)} and st.month <= ${toMonth(r)}
          union all
          select st.id, st.month, p.account_no, st.username, 'adjustment', a.id, a.trip_id,
                 coalesce(a.trip_segment_date, a.created_at), a.state_code, a.type, v.type, v.mro_type,
                 a.adj_mileage,
                 case when coalesce(v.mro_type, '') <> 'automatedWithLocation' or a.state_code = 'CA'
                      then a.adj_mileage else 0 end,
                 a.adj_fuel, a.adj_mileage_fee_cents, a.adj_fuel_fee_cents, a.adj_cordon_fee_cents,
                 a.adj_tod_fee_cents, a.adj_toll_fee_cents, ${ADJUSTMENT_NET}, a.payment_status,
                 st.transaction_id, a.note
            from participant_statements st
            join participants p on p.username = st.username
            join trip_adjustments a on a.transaction_id = st.transaction_id
            left join vehicles v on v.id = a.vehicle_id
           where st.month >= ${fromMonth(r)} and st.month <= ${toMonth(r)}`,
        order: sql`month, username, line_at, line_type desc, line_id`,
      };
    case 'errors-and-events':
      return {
        base: sql`
          select e.id, e.date_time, p.account_no, e.username, e.mro_device_serial_number, v.vin, e.trip_id, e.code,
                 e.type, e.description, e.source, e.flagged, e.is_processed, e.mileage as km
            from mro_events e
            left join participants p on p.username = e.username
            left join vehicles v on v.id = e.vehicle_id
           where e.date_time >= ${start(r)} and e.date_time < ${end(r)}`,
        order: sql`date_time, id`,
      };
    case 'pilot-closeout':
      return {
        base: sql`
          select p.account_no, p.username, p.first_name, p.last_name, pp.name as program_name,
                 pp.short_name as program_short_name, p.status, p.created_at, p.closed_date, p.closed_reason,
                 p.closed_by,
                 (select count(*)::int from vehicles v where v.username = p.username) as vehicles,
                 d.trips, d.km, d.chargeable_km, d.litres, d.mileage_fee, d.fuel_fee, d.other_fees, d.net_ruc,
                 d.has_net_ruc,
                 (select coalesce(sum(${ADJUSTMENT_NET}), 0)::bigint from trip_adjustments a
                   where a.username = p.username and a.created_at < ${end(r)}) as adjustments,
                 b.statements, b.billed, b.last_month,
                 (select coalesce(sum(x.amount_cents), 0)::bigint from transactions x
                   where x.username = p.username and x.type = 'transaction' and x.status = 'processed'
                     and x.paid_at < ${end(r)}) as paid,
                 (select coalesce(sum(x.amount_cents), 0)::bigint from transactions x
                   where x.username = p.username and x.type = 'refund' and x.status = 'processed'
                     and x.paid_at < ${end(r)}) as refunded,
                 (select coalesce(sum(x.amount_cents), 0)::bigint from transactions x
                   where x.username = p.username and x.type = 'transaction' and x.status in ${UNPAID_STATUSES}
                     and x.carried_into_transaction_id is null) as outstanding
            from participants p
            left join pilot_programs pp on pp.id = p.participant_pilot_program_id
            left join lateral (
              select count(distinct t.id)::int as trips, coalesce(sum(s.mileage), 0) as km,
                     coalesce(sum(${CHARGEABLE_KM}), 0) as chargeable_km, coalesce(sum(s.fuel), 0) as litres,
                     coalesce(sum(s.mileage_fee_cents), 0)::bigint as mileage_fee,
                     coalesce(sum(s.fuel_fee_cents), 0)::bigint as fuel_fee,
                     coalesce(sum(s.cordon_fee_cents + s.tod_fee_cents + s.toll_fee_cents), 0)::bigint as other_fees,
                     coalesce(sum(s.mileage_fee_cents - s.fuel_fee_cents)
                       filter (where coalesce(v.type, '') <> 'electric'), 0)::bigint as net_ruc,
                     bool_or(coalesce(v.type, '') <> 'electric') as has_net_ruc
                from trips t
                join trip_segments s on s.trip_id = t.id
                left join vehicles v on v.id = t.vehicle_id
               where t.username = p.username and ${BILLING_TRIP} and ${TRIP_AT} < ${end(r)}
            ) d on true
            left join lateral (
              select count(*)::int as statements, coalesce(sum(st.total_new_chages), 0)::bigint as billed,
                     max(st.month) as last_month
                from participant_statements st where st.username = p.username and st.month <= ${toMonth(r)}
            ) b on true
           where p.created_at < ${end(r)}`,
        order: sql`account_no`,
      };
    case 'summary':
      return {
        base: sql`
          with m as (
            select to_char(g, 'YYYY-MM') as month,
                   (g::timestamp at time zone ${TZ}) as ms,
                   ((g + interval '1 month')::timestamp at time zone ${TZ}) as me
              from generate_series(date_trunc('month', ${r.from}::date), date_trunc('month', ${r.to}::date),
                                   interval '1 month') g
          )
          select m.month,
                 (select count(*)::int from participants p
                   where p.created_at < m.me and (p.closed_date is null or p.closed_date >= m.ms)) as enrolled,
                 (select count(*)::int from participants p where p.created_at >= m.ms and p.created_at < m.me) as new_enrolments,
                 (select count(*)::int from participants p where p.closed_date >= m.ms and p.closed_date < m.me) as closed,
                 d.drivers, d.trips, d.km, d.chargeable_km, d.litres, d.mileage_fee, d.fuel_fee, d.cordon_fee,
                 d.tod_fee, d.toll_fee, d.net_ruc,
                 b.statements, b.billed,
                 pay.payments, pay.paid, pay.on_time,
                 (select coalesce(sum(x.amount_cents), 0)::bigint from transactions x
                   where x.type = 'refund' and x.status = 'processed' and x.paid_at >= m.ms and x.paid_at < m.me) as refunded,
                 (select count(*)::int from participant_inquiries i where i.created_at >= m.ms and i.created_at < m.me) as inquiries_opened,
                 (select count(*)::int from participant_inquiries i
                   where i.status = 'closed' and i.updated_at >= m.ms and i.updated_at < m.me) as inquiries_closed,
                 (select count(*)::int from mro_events e where e.date_time >= m.ms and e.date_time < m.me) as events
            from m
            left join lateral (
              select count(distinct t.username)::int as drivers, count(distinct t.id)::int as trips,
                     coalesce(sum(s.mileage), 0) as km, coalesce(sum(${CHARGEABLE_KM}), 0) as chargeable_km,
                     coalesce(sum(s.fuel), 0) as litres, coalesce(sum(s.mileage_fee_cents), 0)::bigint as mileage_fee,
                     coalesce(sum(s.fuel_fee_cents), 0)::bigint as fuel_fee,
                     coalesce(sum(s.cordon_fee_cents), 0)::bigint as cordon_fee,
                     coalesce(sum(s.tod_fee_cents), 0)::bigint as tod_fee,
                     coalesce(sum(s.toll_fee_cents), 0)::bigint as toll_fee,
                     coalesce(sum(s.mileage_fee_cents - s.fuel_fee_cents)
                       filter (where coalesce(v.type, '') <> 'electric'), 0)::bigint as net_ruc
                from trips t
                left join trip_segments s on s.trip_id = t.id
                left join vehicles v on v.id = t.vehicle_id
               where ${BILLING_TRIP} and ${TRIP_AT} >= m.ms and ${TRIP_AT} < m.me
            ) d on true
            left join lateral (
              select count(*)::int as statements, coalesce(sum(st.total_new_chages), 0)::bigint as billed
                from participant_statements st where st.month = m.month
            ) b on true
            left join lateral (
              select count(*)::int as payments, coalesce(sum(x.amount_cents), 0)::bigint as paid,
                     count(*) filter (where ${day(sql`x.paid_at`)} - ${day(sql`coalesce(st.created_at, x.created_at)`)}
                                           < ${ctx.overdueDays})::int as on_time
                from transactions x
                left join participant_statements st on st.id = x.statement_id
               where x.type = 'transaction' and x.status = 'processed' and x.paid_at >= m.ms and x.paid_at < m.me
            ) pay on true`,
        order: sql`month`,
      };
    case 'paid-transactions':
      return {
        base: sql`
          select x.id, p.account_no, x.username, p.first_name, p.last_name, x.description, x.statement_id,
                 st.month as statement_month, coalesce(st.created_at, x.created_at) as issued_at, x.subtotal_cents,
                 x.discount_cents, x.amount_cents, x.created_at, x.paid_at,
                 ${day(sql`x.paid_at`)} - ${day(sql`coalesce(st.created_at, x.created_at)`)} as days_to_pay,
                 pc.brand, pc.last4, x.payment_processor_response ->> 'referenceNumber' as reference_number,
                 coalesce(rf.refunded, 0)::bigint as refunded
            from transactions x
            join participants p on p.username = x.username
            left join participant_statements st on st.id = x.statement_id
            left join payment_cards pc on pc.id = x.payment_method_id
            left join lateral (
              select sum(rx.amount_cents) as refunded from transactions rx
               where rx.type = 'refund' and rx.status = 'processed' and exists (
                 select 1 from payment_attempts pa
                  where pa.transaction_id = rx.id and pa.refunded_transaction_id = x.id)
            ) rf on true
           where x.type = 'transaction' and x.status = 'processed'
             and x.paid_at >= ${start(r)} and x.paid_at < ${end(r)}`,
        order: sql`paid_at, id`,
      };
    case 'refunded-transactions':
      return {
        base: sql`
          select x.id, p.account_no, x.username, p.first_name, p.last_name, x.description, x.status,
                 x.status_message, x.amount_cents, x.created_at, x.paid_at, x.created_by,
                 x.payment_processor_response ->> 'referenceNumber' as reference_number,
                 o.id as refunded_transaction_id, o.amount_cents as refunded_transaction_amount,
                 o.paid_at as refunded_transaction_paid_at, o.statement_id
            from transactions x
            join participants p on p.username = x.username
            left join lateral (
              select pa.refunded_transaction_id from payment_attempts pa
               where pa.transaction_id = x.id and pa.refunded_transaction_id is not null
               order by pa.attempt limit 1
            ) a on true
            left join transactions o on o.id = a.refunded_transaction_id
           where x.type = 'refund' and x.created_at >= ${start(r)} and x.created_at < ${end(r)}`,
        order: sql`created_at, id`,
      };
    default:
      throw new Error(`no query for report ${name}`);
  }
}

/** Which reports have a query here (the blank template has none). */
export const QUERIED_REPORTS = [
  'participant-enrollment',
  'customer-interaction',
  'billing-trips',
  'billing-month',
  'billing-customer-totals',
  'billing-trips-statement',
  'errors-and-events',
  'pilot-closeout',
  'summary',
  'paid-transactions',
  'refunded-transactions',
] as const;

export class ReportsReadModel {
  constructor(private readonly db: Database) {}

  /** How many rows the report has for the range. */
  async count(name: string, ctx: ReportQueryContext): Promise<number> {
    const { base } = query(name, ctx);
    const result = await this.db.execute<{ n: number }>(sql`select count(*)::int as n from (${base}) q`);
    return Number(result.rows[0]?.n ?? 0);
  }

  /** The report's first `limit` rows, in its order (one query: one consistent view of the data). */
  async rows(name: string, ctx: ReportQueryContext, limit: number): Promise<ReportRow[]> {
    const { base, order } = query(name, ctx);
    const result = await this.db.execute<ReportRow>(sql`select * from (${base}) q order by ${order} limit ${limit}`);
    return result.rows;
  }

  /**
   * Every row of the report, `size` at a time, through a cursor: the query runs once (one consistent
   * view, however many pages) and never holds more than a page here.
   */
  async eachPage(
    name: string,
    ctx: ReportQueryContext,
    size: number,
    onPage: (rows: ReportRow[]) => Promise<void>,
  ): Promise<void> {
    const { base, order } = query(name, ctx);
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`declare report_rows no scroll cursor for select * from (${base}) q order by ${order}`);
      for (;;) {
        const page = await tx.execute<ReportRow>(
          sql`fetch forward ${sql.raw(String(Math.trunc(size)))} from report_rows`,
        );
        if (page.rows.length > 0) await onPage(page.rows);
        if (page.rows.length < size) return;
      }
    });
  }
}
