// Read model of the reconciliation (`npm run reconcile`): reads participant_statements (statements),
// transactions (billing) and trip_segments, trip_adjustments, trips, participant_totals and the view
// participant_totals_recomputed (trips),
// because checking the books means comparing what each of them recorded in one consistent snapshot,
// with set-based SQL over every participant. It only reads.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

const n = (v: unknown): number => (v == null ? 0 : Number(v));

/** Net cents of a segment: fees − fuel-tax credit. */
const SEGMENT_NET = sql.raw(
  's.mileage_fee_cents + s.cordon_fee_cents + s.tod_fee_cents + s.toll_fee_cents - s.fuel_fee_cents',
);
/** Net cents of an adjustment: fee deltas − fuel-credit delta. */
const ADJUSTMENT_NET = sql.raw(
  'a.adj_mileage_fee_cents + a.adj_cordon_fee_cents + a.adj_tod_fee_cents + a.adj_toll_fee_cents - a.adj_fuel_fee_cents',
);
const SIGNED = sql.raw(`case when x.type = 'refund' then -x.amount_cents else x.amount_cents end`);

export interface StatementCheckRow {
  statementId: string;
  username: string;
  month: string;
  problems: string[];
}

export interface ParticipantTotalsRow {
  username: string;
  statements: number;
  segmentNet: number;
  adjustmentNet: number;
  statementNewCharges: number;
  openTransactions: number;
  carryover: number;
  carried: number;
}

export interface IntegrityRow {
  kind: string;
  id: string;
  username: string | null;
  detail: string;
}

export interface TransactionPaymentRow {
  id: string;
  username: string;
  type: string;
  status: string;
  amountCents: number;
  reference: string | null;
}

/** A participant whose running totals differ from the sums of their rows: the columns that differ. */
export interface RunningTotalsDriftRow {
  username: string;
  columns: string[];
}

const TOTALS_COLUMNS = [
  'trips',
  'segments',
  'adjustments',
  'mileage',
  'fuel',
  'mileage_fee_cents',
  'fuel_fee_cents',
  'cordon_fee_cents',
  'tod_fee_cents',
  'toll_fee_cents',
  'first_data_at',
] as const;

/** Read-only SQL of the reconciliation (set-based over the whole database). */
export class ReconcileReadModel {
  constructor(readonly db: Database) {}

  /**
   * Participants whose running totals (participant_totals) differ from a full recomputation; a missing row
   * counts as zeros. Exact: counts and cents are integers, distances and fuel exact decimals.
   */
  async runningTotalsDrift(usernames: string[] | null): Promise<RunningTotalsDriftRow[]> {
    const differs = sql.raw(
      TOTALS_COLUMNS.map((c) =>
        c === 'first_data_at'
          ? `case when k.${c} is distinct from r.${c} then '${c}' end`
          : `case when coalesce(k.${c}, 0) <> coalesce(r.${c}, 0) then '${c}' end`,
      ).join(', '),
    );
    // Both ways: rows without kept totals, and kept totals (not all zero) without rows.
    const result = await this.db.execute<{ username: string; columns: (string | null)[] }>(sql`
      select coalesce(r.username, k.username) as username, array[${differs}] as columns
        from participant_totals_recomputed r
        full join participant_totals k on k.username = r.username
       ${usernames ? sql`where coalesce(r.username, k.username) = any (${sql.param(usernames)}::text[])` : sql``}`);
    return result.rows
      .map((row) => ({ username: row.username, columns: row.columns.filter((c): c is string => c !== null) }))
      .filter((row) => row.columns.length > 0);
  }

  /** Every generated statement against its linked items, carried amounts and transaction. */
  async statementChecks(usernames: string[] | null): Promise<StatementCheckRow[]> {
    const only = usernames ? sql`and ps.username = any (${sql.param(usernames)}::text[])` : sql``;
    const result = await this.db.execute<Record<string, unknown>>(sql`
      with seg as (
        select s.transaction_id, sum(s.mileage_fee_cents) as mbuf, sum(s.cordon_fee_cents) as cordon,
               sum(s.tod_fee_cents) as tod, sum(s.toll_fee_cents) as toll, sum(s.fuel_fee_cents) as fuel,
               sum(${SEGMENT_NET}) as net, count(*) as n
          from trip_segments s where s.transaction_id is not null group by s.transaction_id
      ),
      adj as (
        select a.transaction_id, sum(${ADJUSTMENT_NET}) as net, count(*) as n
          from trip_adjustments a where a.transaction_id is not null group by a.transaction_id
      ),
      car as (
        select x.carried_into_transaction_id as transaction_id, sum(${SIGNED}) as amount, count(*) as n
          from transactions x where x.carried_into_transaction_id is not null group by 1
      )
      select ps.id, ps.username, ps.month, ps.mbuf_fee, ps.cordon_fee, ps.tod_fee, ps.toll_fee, ps.fuel_tax_credit,
             ps.total_new_mileage_fee, ps.total_new_adj_charges, ps.total_new_chages, ps.carryover_balance, ps.balance,
             x.id as tx_id, x.username as tx_username, x.statement_id as tx_statement_id, x.type as tx_type,
             x.status as tx_status, ${SIGNED} as tx_signed,
             seg.mbuf, seg.cordon, seg.tod, seg.toll, seg.fuel, seg.net as seg_net, adj.net as adj_net,
             car.amount as carried
        from participant_statements ps
        left join transactions x on x.id = ps.transaction_id
        left join seg on seg.transaction_id = ps.transaction_id
        left join adj on adj.transaction_id = ps.transaction_id
        left join car on car.transaction_id = ps.transaction_id
       where ps.transaction_id is not null ${only}
       order by ps.username, ps.month`);
    const rows: StatementCheckRow[] = [];
    for (const r of result.rows) {
      const problems: string[] = [];
      const expect = (label: string, actual: unknown, expected: unknown) => {
        if (n(actual) !== n(expected)) problems.push(`${label} ${n(actual)} ≠ ${n(expected)}`);
      };
      if (!r.tx_id) problems.push('its transaction is missing');
      else {
        if (r.tx_username !== r.username) problems.push("its transaction is another participant's");
        if (r.tx_statement_id !== r.id) problems.push('its transaction points to another statement');
      }
      expect('mbufFee', r.mbuf_fee, r.mbuf);
      expect('cordonFee', r.cordon_fee, r.cordon);
      expect('todFee', r.tod_fee, r.tod);
      expect('tollFee', r.toll_fee, r.toll);
      expect('fuelTaxCredit', r.fuel_tax_credit, r.fuel);
      expect('totalNewMileageFee (segments)', r.total_new_mileage_fee, r.seg_net);
      expect('totalNewAdjCharges (adjustments)', r.total_new_adj_charges, r.adj_net);
      expect('totalNewChages', r.total_new_chages, n(r.total_new_mileage_fee) + n(r.total_new_adj_charges));
      expect('carryoverBalance (carried transactions)', r.carryover_balance, r.carried);
      expect('balance', r.balance, n(r.carryover_balance) + n(r.total_new_chages));
      if (r.tx_id) expect('transaction amount (signed)', r.tx_signed, r.balance);
      rows.push({ statementId: String(r.id), username: String(r.username), month: String(r.month), problems });
    }
    return rows;
  }

  /**
   * Per participant: segment and adjustment nets billed by statements, the statements' new charges,
   * and the signed amounts of their transactions that are still the account's own (not carried over,
   * which are counted again in the transaction they were carried into).
   */
  async participantTotals(usernames: string[] | null): Promise<ParticipantTotalsRow[]> {
    const only = (column: string) =>
      usernames ? sql`and ${sql.raw(column)} = any (${sql.param(usernames)}::text[])` : sql``;
    const result = await this.db.execute<Record<string, unknown>>(sql`
      with st as (
        select ps.username, count(*) as statements, sum(ps.total_new_chages) as new_charges,
               sum(ps.carryover_balance) as carryover
          from participant_statements ps where ps.transaction_id is not null ${only('ps.username')}
         group by ps.username
      ),
      seg as (
        select s.username, sum(${SEGMENT_NET}) as net
          from trip_segments s join participant_statements ps on ps.transaction_id = s.transaction_id
         where true ${only('s.username')}
         group by s.username
      ),
      adj as (
        select a.username, sum(${ADJUSTMENT_NET}) as net
          from trip_adjustments a join participant_statements ps on ps.transaction_id = a.transaction_id
         where true ${only('a.username')}
         group by a.username
      ),
      tx as (
        select x.username,
               sum(${SIGNED}) filter (where x.status <> 'carriedOver') as open_amount,
               sum(${SIGNED}) filter (where x.status = 'carriedOver') as carried
          from transactions x join participant_statements ps on ps.transaction_id = x.id
         where true ${only('x.username')}
         group by x.username
      )
      select st.username, st.statements, st.new_charges, st.carryover, seg.net as seg_net, adj.net as adj_net,
             tx.open_amount, tx.carried
        from st left join seg using (username) left join adj using (username) left join tx using (username)
       order by st.username`);
    return result.rows.map((r) => ({
      username: String(r.username),
      statements: n(r.statements),
      segmentNet: n(r.seg_net),
      adjustmentNet: n(r.adj_net),
      statementNewCharges: n(r.new_charges),
      openTransactions: n(r.open_amount),
      carryover: n(r.carryover),
      carried: n(r.carried),
    }));
  }

  /** Links that would bill something twice or outside a statement, and carry-over rows out of shape. */
  async integrity(usernames: string[] | null): Promise<IntegrityRow[]> {
    const only = (column: string) =>
      usernames ? sql`and ${sql.raw(column)} = any (${sql.param(usernames)}::text[])` : sql``;
    const result = await this.db.execute<{ kind: string; id: string; username: string | null; detail: string }>(sql`
      select 'segment billed outside a statement' as kind, s.id, s.username, coalesce(s.transaction_id, '') as detail
        from trip_segments s
       where s.transaction_id is not null ${only('s.username')}
         and not exists (select 1 from participant_statements ps where ps.transaction_id = s.transaction_id)
      union all
      select 'segment billed to another participant', s.id, s.username, s.transaction_id
        from trip_segments s join transactions x on x.id = s.transaction_id
       where x.username <> s.username ${only('s.username')}
      union all
      select 'adjustment billed outside a statement', a.id, a.username, coalesce(a.transaction_id, '')
        from trip_adjustments a
       where a.transaction_id is not null ${only('a.username')}
         and not exists (select 1 from participant_statements ps where ps.transaction_id = a.transaction_id)
      union all
      select 'adjustment billed to another participant', a.id, a.username, a.transaction_id
        from trip_adjustments a join transactions x on x.id = a.transaction_id
       where x.username <> a.username ${only('a.username')}
      union all
      select 'carried over without a target, or a target without carriedOver', x.id, x.username, x.status
        from transactions x
       where ((x.status = 'carriedOver') <> (x.carried_into_transaction_id is not null)) ${only('x.username')}
      union all
      select 'carried into a transaction that is not a later statement of the same participant', x.id, x.username,
             x.carried_into_transaction_id
        from transactions x
        join participant_statements own on own.transaction_id = x.id
        left join participant_statements target on target.transaction_id = x.carried_into_transaction_id
       where x.carried_into_transaction_id is not null ${only('x.username')}
         and (target.id is null or target.username <> x.username or target.month <= own.month)
      union all
      select 'carried over but not issued by a statement', x.id, x.username, x.carried_into_transaction_id
        from transactions x
       where x.carried_into_transaction_id is not null ${only('x.username')}
         and not exists (select 1 from participant_statements ps where ps.transaction_id = x.id)
      union all
      select 'two statements for one participant-month', min(ps.id), ps.username, ps.month
        from participant_statements ps where true ${only('ps.username')}
       group by ps.username, ps.month having count(*) > 1`);
    return result.rows.map((r) => ({ kind: r.kind, id: r.id, username: r.username, detail: r.detail }));
  }

  /** Statements without a transaction: not issued by generation (e.g. imported); reported, not checked. */
  async statementsWithoutTransaction(usernames: string[] | null): Promise<number> {
    const only = usernames ? sql`and username = any (${sql.param(usernames)}::text[])` : sql``;
    const result = await this.db.execute<{ n: string }>(
      sql`select count(*) as n from participant_statements where transaction_id is null ${only}`,
    );
    return n(result.rows[0]?.n);
  }

  /** Transactions that claim a provider operation, or were settled as paid without one. */
  async paymentTransactions(usernames: string[] | null): Promise<TransactionPaymentRow[]> {
    const only = usernames ? sql`and x.username = any (${sql.param(usernames)}::text[])` : sql``;
    const result = await this.db.execute<Record<string, unknown>>(sql`
      select x.id, x.username, x.type, x.status, x.amount_cents,
             x.payment_processor_response ->> 'referenceNumber' as reference
        from transactions x
       where ((x.status = 'processed' and x.amount_cents > 0)
              or x.status = 'pending'
              or x.payment_processor_response ->> 'referenceNumber' is not null) ${only}
       order by x.created_at, x.id`);
    return result.rows.map((r) => ({
      id: String(r.id),
      username: String(r.username),
      type: String(r.type),
      status: String(r.status),
      amountCents: n(r.amount_cents),
      reference: (r.reference as string | null) ?? null,
    }));
  }
}
