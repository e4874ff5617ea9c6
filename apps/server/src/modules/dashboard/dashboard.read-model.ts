// Read model of the participant dashboard: reads participants (participants), participant_statements
// (statements), transactions (billing), participant_totals, trips, trip_segments (trips) and
// mileage_reports (mileage reports). The dashboard is one screen over all of them, answered with a few
// set-based queries instead of a call per owning service and row.
import { PAYABLE_TRANSACTION_STATUSES } from '@rc/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { participantStatements, participants, participantTotals, transactions } from '../../db/schema/index.js';
import type { CursorValue, PageQuery } from '../../lib/pagination.js';

/** What the dashboard reads of a statement (its bar, its standing). */
export interface DashboardStatementRow {
  id: string;
  month: string;
  transactionId: string | null;
  totalNewChages: number;
  balance: number | null;
  mileage: number;
  trips: number;
  isProcessed: boolean;
  paidAt: Date | null;
  createdAt: Date;
}

/** The dashboard's reads of one participant. */
export interface DashboardRows {
  totals: RecordedTotalsRow;
  hasStatements: boolean;
  open: OpenTransactionRow[];
  statements: DashboardStatementRow[];
}

/** An unpaid or in-payment transaction of a participant (what the balance and the Pay button read). */
export interface OpenTransactionRow {
  id: string;
  type: string;
  status: string;
  amountCents: number;
  createdAt: Date;
}

/**
 * A participant's recorded driving: the segments of their valid trips and their adjustments, billed or
 * not (the rows statements bill). Distances km, fuel litres, money cents.
 */
export interface RecordedTotalsRow {
  trips: number;
  segments: number;
  adjustments: number;
  mileageKm: number;
  fuelLitres: number;
  mileageFeeCents: number;
  fuelTaxCreditCents: number;
  cordonFeeCents: number;
  todFeeCents: number;
  tollFeeCents: number;
  /** The earliest segment (its start, else its creation); null without segments. */
  firstDataAt: Date | null;
}

/** The trip segments a transaction bills, summed per trip. */
export interface BilledTripRow {
  tripId: string;
  tsStart: Date | null;
  tsEnd: Date | null;
  /** The trip's sort instant (start, else creation): the list key with the id. */
  sortAt: Date;
  processStatus: string;
  distMro: number | null;
  segments: { type: string; paymentStatus: string }[];
  mileageKm: number;
  fuelLitres: number;
  mileageFeeCents: number;
  fuelTaxCreditCents: number;
  cordonFeeCents: number;
  todFeeCents: number;
  tollFeeCents: number;
}

/** A manual odometer report whose distance a transaction bills, with what its segments charged. */
export interface BilledMileageReportRow {
  id: string;
  tripId: string;
  vehicleId: string;
  odoMileageKm: number;
  tsReportDate: Date;
  auditStatus: string;
  mileageKm: number;
  mileageFeeCents: number;
  fuelTaxCreditCents: number;
  paymentStatus: string;
}

const num = (value: unknown): number => (value == null ? 0 : Number(value));
const date = (value: unknown): Date | null => (value == null ? null : new Date(String(value)));

/** Keyset condition `(a, b) > (x, y)` (or `<`) on SQL expressions. */
function after(columns: ReturnType<typeof sql>, key: CursorValue[] | null, direction: 'ASC' | 'DESC') {
  if (!key) return sql`true`;
  const values = sql.join(
    key.map((v) => sql`${v}`),
    sql`, `,
  );
  return direction === 'ASC' ? sql`(${columns}) > (${values})` : sql`(${columns}) < (${values})`;
}

/**
 * The dashboard's reads as one named prepared statement: one round trip instead of three, and
 * PostgreSQL parses and plans it once per connection while drizzle builds its SQL once per process
 * (building, planning and sending three statements on every load was the largest cost after the
 * session check). The open transactions and the months' statements come as JSON arrays of just the
 * columns the dashboard reads. Named statements need session pooling (docs/deployment.md).
 */
function prepareDashboardQuery(db: Database) {
  const username = sql.placeholder('username');
  const open = [...PAYABLE_TRANSACTION_STATUSES, 'pending'];
  return db
    .select({
      totals: participantTotals,
      hasStatements: sql<boolean>`exists (select 1 from ${participantStatements} where ${participantStatements.username} = ${participants.username})`,
      open: sql<Record<string, unknown>[]>`(
        select coalesce(json_agg(json_build_object('id', t.id, 'type', t.type, 'status', t.status,
                                                   'amountCents', t.amount_cents, 'createdAt', t.created_at)
                                 order by t.created_at, t.id), '[]')
          from ${transactions} t
         where t.username = ${participants.username}
           and t.status in (${sql.join(
             open.map((status) => sql`${status}`),
             sql`, `,
           )}))`,
      statements: sql<Record<string, unknown>[]>`(
        select coalesce(json_agg(json_build_object('id', s.id, 'month', s.month, 'transactionId', s.transaction_id,
                                                   'totalNewChages', s.total_new_chages, 'balance', s.balance,
                                                   'mileage', s.mileage, 'trips', s.trips, 'isProcessed', s.is_processed,
                                                   'paidAt', s.paid_at, 'createdAt', s.created_at)
                                 order by s.month), '[]')
          from ${participantStatements} s
         where s.username = ${participants.username}
           and s.month between ${sql.placeholder('first')} and ${sql.placeholder('last')})`,
    })
    .from(participants)
    .leftJoin(participantTotals, eq(participantTotals.username, participants.username))
    .where(eq(participants.username, username))
    .prepare('dashboard_overview');
}

/** SQL of the participant dashboard and of the trips and mileage reports behind a transaction (read only). */
export class DashboardReadModel {
  private prepared: ReturnType<typeof prepareDashboardQuery> | undefined;

  constructor(readonly db: Database) {}

  /**
   * Everything the dashboard reads of a participant, in one query; null when there is no such
   * participant:
   * - the recorded driving: one row of participant_totals, which database triggers keep in step with
   *   the segments of valid trips and the adjustments (decision 014), so the cost does not grow with
   *   the history; zeros before the first segment or adjustment;
   * - whether any statement exists;
   * - the unpaid (created, failed) and in-payment (pending) transactions, oldest first;
   * - the statements of the months from `first` to `last` (YYYY-MM), oldest first.
   */
  async dashboard(username: string, first: string, last: string): Promise<DashboardRows | null> {
    this.prepared ??= prepareDashboardQuery(this.db);
    const [r] = await this.prepared.execute({ username, first, last });
    if (!r) return null;
    const t = r.totals;
    return {
      hasStatements: r.hasStatements,
      totals: {
        trips: t?.trips ?? 0,
        segments: t?.segments ?? 0,
        adjustments: t?.adjustments ?? 0,
        mileageKm: num(t?.mileage),
        fuelLitres: num(t?.fuel),
        mileageFeeCents: num(t?.mileageFeeCents),
        fuelTaxCreditCents: num(t?.fuelFeeCents),
        cordonFeeCents: num(t?.cordonFeeCents),
        todFeeCents: num(t?.todFeeCents),
        tollFeeCents: num(t?.tollFeeCents),
        firstDataAt: t?.firstDataAt ?? null,
      },
      open: r.open.map((o) => ({
        id: String(o.id),
        type: String(o.type),
        status: String(o.status),
        amountCents: num(o.amountCents),
        createdAt: new Date(String(o.createdAt)),
      })),
      statements: r.statements.map((s) => ({
        id: String(s.id),
        month: String(s.month),
        transactionId: (s.transactionId as string | null) ?? null,
        totalNewChages: num(s.totalNewChages),
        balance: s.balance == null ? null : num(s.balance),
        mileage: num(s.mileage),
        trips: num(s.trips),
        isProcessed: s.isProcessed === true,
        paidAt: date(s.paidAt),
        createdAt: new Date(String(s.createdAt)),
      })),
    };
  }

  /** The trips of the segments a transaction bills, by (trip start, trip id) (index trip_segments_transaction_id_idx). */
  async billedTrips(q: PageQuery & { transactionId: string }): Promise<BilledTripRow[]> {
    const direction = q.direction === 'DESC' ? sql.raw('desc') : sql.raw('asc');
    const result = await this.db.execute<Record<string, unknown>>(sql`
      select t.id as trip_id, t.ts_start, t.ts_end, coalesce(t.ts_start, t.created_at) as sort_at,
             t.process_status, t.dist_mro,
             jsonb_agg(jsonb_build_object('type', s.type, 'paymentStatus', s.payment_status)) as segments,
             coalesce(sum(s.mileage), 0)::float8 as mileage, coalesce(sum(s.fuel), 0)::float8 as fuel,
             sum(s.mileage_fee_cents) as mileage_fee, sum(s.fuel_fee_cents) as fuel_fee,
             sum(s.cordon_fee_cents) as cordon_fee, sum(s.tod_fee_cents) as tod_fee,
             sum(s.toll_fee_cents) as toll_fee
        from trip_segments s join trips t on t.id = s.trip_id
       where s.transaction_id = ${q.transactionId}
         and ${after(sql`coalesce(t.ts_start, t.created_at), t.id`, q.after, q.direction)}
       group by t.id
       order by coalesce(t.ts_start, t.created_at) ${direction}, t.id ${direction}
       limit ${q.limit}`);
    return result.rows.map((r) => ({
      tripId: String(r.trip_id),
      tsStart: date(r.ts_start),
      tsEnd: date(r.ts_end),
      sortAt: date(r.sort_at) ?? new Date(0),
      processStatus: String(r.process_status),
      distMro: r.dist_mro == null ? null : Number(r.dist_mro),
      segments: (r.segments as { type: string; paymentStatus: string }[]) ?? [],
      mileageKm: num(r.mileage),
      fuelLitres: num(r.fuel),
      mileageFeeCents: num(r.mileage_fee),
      fuelTaxCreditCents: num(r.fuel_fee),
      cordonFeeCents: num(r.cordon_fee),
      todFeeCents: num(r.tod_fee),
      tollFeeCents: num(r.toll_fee),
    }));
  }

  /**
   * The manual odometer reports whose distance a transaction bills: an approved report is charged as
   * one trip with recordId = the report id (mileage-reports module), by (reading date, report id).
   */
  async billedMileageReports(q: PageQuery & { transactionId: string }): Promise<BilledMileageReportRow[]> {
    const direction = q.direction === 'DESC' ? sql.raw('desc') : sql.raw('asc');
    const result = await this.db.execute<Record<string, unknown>>(sql`
      select r.id, min(t.id) as trip_id, r.vehicle_id, r.odo_mileage, r.ts_report_date, r.audit_status,
             coalesce(sum(s.mileage), 0)::float8 as mileage, sum(s.mileage_fee_cents) as mileage_fee,
             sum(s.fuel_fee_cents) as fuel_fee,
             case when bool_or(s.payment_status = 'failed') then 'failed'
                  when bool_and(s.payment_status = 'paid') then 'paid' else 'pending' end as payment_status
        from trip_segments s
        join trips t on t.id = s.trip_id
        join mileage_reports r on r.id = t.record_id
       where s.transaction_id = ${q.transactionId}
         and ${after(sql`r.ts_report_date, r.id`, q.after, q.direction)}
       group by r.id
       order by r.ts_report_date ${direction}, r.id ${direction}
       limit ${q.limit}`);
    return result.rows.map((r) => ({
      id: String(r.id),
      tripId: String(r.trip_id),
      vehicleId: String(r.vehicle_id),
      odoMileageKm: num(r.odo_mileage),
      tsReportDate: date(r.ts_report_date) ?? new Date(0),
      auditStatus: String(r.audit_status),
      mileageKm: num(r.mileage),
      mileageFeeCents: num(r.mileage_fee),
      fuelTaxCreditCents: num(r.fuel_fee),
      paymentStatus: String(r.payment_status),
    }));
  }
}
