import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { tripAdjustments, tripSegments } from '../../db/schema/index.js';
import { afterKey, orderByKey, type PageQuery } from '../../lib/pagination.js';

export type BilledSegmentRow = typeof tripSegments.$inferSelect;
export type BilledAdjustmentRow = typeof tripAdjustments.$inferSelect;
export type ItemPaymentStatus = 'pending' | 'paid' | 'failed';

/** Which participant's items go on which new transaction (one per participant of a statement chunk). */
export interface BillingTarget {
  username: string;
  transactionId: string;
}

/** Segment sums of one participant, per vehicle and state (`detail`) or for the participant (`total`). */
export interface SegmentSumRow {
  username: string;
  level: 'detail' | 'total';
  vehicleId: string | null;
  stateCode: string | null;
  segments: number;
  trips: number;
  mileage: number;
  publicMileage: number;
  privateMileage: number;
  fuel: number;
  publicFuel: number;
  privateFuel: number;
  mileageFeeCents: number;
  fuelFeeCents: number;
  cordonFeeCents: number;
  todFeeCents: number;
  tollFeeCents: number;
}

export interface LinkedAdjustmentRow {
  id: string;
  username: string;
  vehicleId: string | null;
  stateCode: string | null;
  date: Date;
  note: string | null;
  adjMileage: number;
  adjFuel: number;
  adjMileageFeeCents: number;
  adjFuelFeeCents: number;
  adjCordonFeeCents: number;
  adjTodFeeCents: number;
  adjTollFeeCents: number;
}

const n = (v: unknown): number => (v == null ? 0 : Number(v));

/**
 * The billing side of trip segments and adjustments: linking them to a statement's transaction and
 * their payment status. Every write takes the caller's database transaction, so statement generation
 * and a payment stay one transaction each, and stays set-based (one statement per call).
 */
export class BilledItemsRepository {
  constructor(readonly db: Database) {}

  private targets(rows: BillingTarget[]) {
    return sql`unnest(${sql.param(rows.map((r) => r.username))}::text[],
                      ${sql.param(rows.map((r) => r.transactionId))}::text[]) as m(username, transaction_id)`;
  }

  /**
   * Links every segment of the participants not yet on a transaction, started up to `to`, of a valid
   * trip, to the participant's new transaction; returns the sums of exactly the rows linked.
   */
  async linkSegments(tx: Executor, rows: BillingTarget[], to: Date): Promise<SegmentSumRow[]> {
    if (rows.length === 0) return [];
    const result = await tx.execute<Record<string, unknown>>(sql`
      with linked as (
        update trip_segments s set transaction_id = m.transaction_id, updated_at = now()
          from ${this.targets(rows)}, trips t
         where s.username = m.username and s.transaction_id is null and t.id = s.trip_id and not t.invalid
           and (s.ts_start <= ${to} or (s.ts_start is null and s.created_at <= ${to}))
        returning s.username, s.vehicle_id, s.state_code, s.type, s.trip_id, s.mileage, s.fuel, s.mileage_fee_cents,
                  s.fuel_fee_cents, s.cordon_fee_cents, s.tod_fee_cents, s.toll_fee_cents
      )
      select username, vehicle_id, state_code, grouping(vehicle_id, state_code) as level,
             count(*) as segments, count(distinct trip_id) as trips,
             coalesce(sum(mileage), 0)::float8 as mileage,
             coalesce(sum(mileage) filter (where type <> 'private'), 0)::float8 as public_mileage,
             coalesce(sum(mileage) filter (where type = 'private'), 0)::float8 as private_mileage,
             coalesce(sum(fuel), 0)::float8 as fuel,
             coalesce(sum(fuel) filter (where type <> 'private'), 0)::float8 as public_fuel,
             coalesce(sum(fuel) filter (where type = 'private'), 0)::float8 as private_fuel,
             sum(mileage_fee_cents) as mileage_fee, sum(fuel_fee_cents) as fuel_fee,
             sum(cordon_fee_cents) as cordon_fee, sum(tod_fee_cents) as tod_fee, sum(toll_fee_cents) as toll_fee
        from linked
       group by grouping sets ((username, vehicle_id, state_code), (username))
       order by username, vehicle_id nulls last, state_code nulls last`);
    return result.rows.map((r) => ({
      username: String(r.username),
      level: n(r.level) === 0 ? 'detail' : 'total',
      vehicleId: (r.vehicle_id as string | null) ?? null,
      stateCode: (r.state_code as string | null) ?? null,
      segments: n(r.segments),
      trips: n(r.trips),
      mileage: n(r.mileage),
      publicMileage: n(r.public_mileage),
      privateMileage: n(r.private_mileage),
      fuel: n(r.fuel),
      publicFuel: n(r.public_fuel),
      privateFuel: n(r.private_fuel),
      mileageFeeCents: n(r.mileage_fee),
      fuelFeeCents: n(r.fuel_fee),
      cordonFeeCents: n(r.cordon_fee),
      todFeeCents: n(r.tod_fee),
      tollFeeCents: n(r.toll_fee),
    }));
  }

  /** Links the participants' adjustments not yet on a transaction, made up to `to`; returns them. */
  async linkAdjustments(tx: Executor, rows: BillingTarget[], to: Date): Promise<LinkedAdjustmentRow[]> {
    if (rows.length === 0) return [];
    const result = await tx.execute<Record<string, unknown>>(sql`
      update trip_adjustments a set transaction_id = m.transaction_id, updated_at = now()
        from ${this.targets(rows)}
       where a.username = m.username and a.transaction_id is null and a.created_at <= ${to}
      returning a.id, a.username, a.vehicle_id, a.state_code, coalesce(a.trip_segment_date, a.created_at) as date, a.note,
                a.adj_mileage, a.adj_fuel, a.adj_mileage_fee_cents, a.adj_fuel_fee_cents, a.adj_cordon_fee_cents,
                a.adj_tod_fee_cents, a.adj_toll_fee_cents, a.created_at`);
    return result.rows
      .map((r) => ({
        id: String(r.id),
        username: String(r.username),
        vehicleId: (r.vehicle_id as string | null) ?? null,
        stateCode: (r.state_code as string | null) ?? null,
        date: new Date(r.date as string),
        note: (r.note as string | null) ?? null,
        adjMileage: n(r.adj_mileage),
        adjFuel: n(r.adj_fuel),
        adjMileageFeeCents: n(r.adj_mileage_fee_cents),
        adjFuelFeeCents: n(r.adj_fuel_fee_cents),
        adjCordonFeeCents: n(r.adj_cordon_fee_cents),
        adjTodFeeCents: n(r.adj_tod_fee_cents),
        adjTollFeeCents: n(r.adj_toll_fee_cents),
      }))
      .sort((a, b) => a.date.getTime() - b.date.getTime() || a.id.localeCompare(b.id));
  }

  /** Sets the payment status of every segment and adjustment a transaction bills. */
  async setPaymentStatus(tx: Executor, transactionId: string, paymentStatus: ItemPaymentStatus): Promise<void> {
    await tx.update(tripSegments).set({ paymentStatus }).where(eq(tripSegments.transactionId, transactionId));
    await tx.update(tripAdjustments).set({ paymentStatus }).where(eq(tripAdjustments.transactionId, transactionId));
  }

  /**
   * Sets the payment status of the items of several transactions (a carry-over chain), touching only
   * rows that change; `actor` is written on adjustments when given (settling records who settled).
   */
  async setPaymentStatusOf(
    tx: Executor,
    transactionIds: string[],
    status: ItemPaymentStatus,
    actor: string | null = null,
  ): Promise<void> {
    if (transactionIds.length === 0) return;
    const ids = sql.param(transactionIds);
    await tx.execute(sql`
      with segments as (
        update trip_segments s set payment_status = ${status}, updated_at = now()
         where s.transaction_id = any (${ids}::text[]) and s.payment_status <> ${status}
        returning s.id
      )
      update trip_adjustments a
         set payment_status = ${status}, ${actor === null ? sql`` : sql`updated_by = ${actor},`} updated_at = now()
       where a.transaction_id = any (${ids}::text[]) and a.payment_status <> ${status}`);
  }

  /** The trip segments billed by a transaction, by (createdAt, id). */
  listSegmentsByTransaction(q: PageQuery & { transactionId: string }): Promise<BilledSegmentRow[]> {
    const key = [tripSegments.createdAt, tripSegments.id];
    return this.db
      .select()
      .from(tripSegments)
      .where(and(eq(tripSegments.transactionId, q.transactionId), afterKey(key, q.after, q.direction)))
      .orderBy(...orderByKey(key, q.direction))
      .limit(q.limit);
  }

  /** The trip adjustments billed by a transaction, by (createdAt, id). */
  listAdjustmentsByTransaction(q: PageQuery & { transactionId: string }): Promise<BilledAdjustmentRow[]> {
    const key = [tripAdjustments.createdAt, tripAdjustments.id];
    return this.db
      .select()
      .from(tripAdjustments)
      .where(and(eq(tripAdjustments.transactionId, q.transactionId), afterKey(key, q.after, q.direction)))
      .orderBy(...orderByKey(key, q.direction))
      .limit(q.limit);
  }
}
