import type { CarriedRow } from '../billing/billing.service.js';
import type { LinkedAdjustmentRow, SegmentSumRow } from '../trips/billed-items.service.js';
import { type StatementPeriod, shortDate } from './period.js';
import type { NewStatementRow, StatementTotals } from './statements.repository.js';

const sum = <T>(rows: T[], pick: (row: T) => number): number => rows.reduce((total, row) => total + pick(row), 0);

/**
 * A statement's totals from exactly what was linked to it (cents are sums of integer cents):
 * totalNewMileageFee = mileage + cordon + time-of-day + toll fees − fuel-tax credit of the segments;
 * totalNewAdjCharges = the same deltas of the adjustments; totalNewChages = both; balance = carry-over
 * + new charges. Null when nothing was linked or carried (another run got there first).
 */
export function buildTotals(
  row: NewStatementRow,
  period: StatementPeriod,
  items: {
    segments: SegmentSumRow[];
    adjustments: LinkedAdjustmentRow[];
    carried: CarriedRow[];
    rateBasis: string | null;
  },
): StatementTotals | null {
  const detail = items.segments.filter((s) => s.level === 'detail');
  const total = items.segments.find((s) => s.level === 'total');
  if (!total && items.adjustments.length === 0 && items.carried.length === 0) return null;
  const mbufFee = total?.mileageFeeCents ?? 0;
  const cordonFee = total?.cordonFeeCents ?? 0;
  const todFee = total?.todFeeCents ?? 0;
  const tollFee = total?.tollFeeCents ?? 0;
  const fuelTaxCredit = total?.fuelFeeCents ?? 0;
  const totalNewMileageFee = mbufFee + cordonFee + todFee + tollFee - fuelTaxCredit;
  const adjustmentNet = (a: LinkedAdjustmentRow) =>
    a.adjMileageFeeCents + a.adjCordonFeeCents + a.adjTodFeeCents + a.adjTollFeeCents - a.adjFuelFeeCents;
  const totalNewAdjCharges = sum(items.adjustments, adjustmentNet);
  const totalNewChages = totalNewMileageFee + totalNewAdjCharges;
  const carryoverBalance = sum(items.carried, (c) => c.signedCents);
  const balance = carryoverBalance + totalNewChages;

  const tripsSummary = detail.map((s) => ({
    vehicleId: s.vehicleId ?? undefined,
    stateCode: s.stateCode ?? '',
    privateFuel: s.privateFuel,
    publicFuel: s.publicFuel,
    fuel: s.fuel,
    fuelFee: s.fuelFeeCents,
    mileage: s.mileage,
    publicMileage: s.publicMileage,
    privateMileage: s.privateMileage,
    mileageFee: s.mileageFeeCents,
    cordonFee: s.cordonFeeCents,
    todFee: s.todFeeCents,
    tollFee: s.tollFeeCents,
    taxDifference: s.mileageFeeCents - s.fuelFeeCents,
    net: s.mileageFeeCents + s.cordonFeeCents + s.todFeeCents + s.tollFeeCents - s.fuelFeeCents,
  }));
  const vehicles = new Map<string | null, (typeof tripsSummary)[number][]>();
  for (const t of tripsSummary) vehicles.set(t.vehicleId ?? null, [...(vehicles.get(t.vehicleId ?? null) ?? []), t]);
  const vehiclesSummary = [...vehicles.entries()].map(([vehicleId, rows]) => ({
    vehicleId: vehicleId ?? undefined,
    fuel: sum(rows, (r) => r.fuel),
    fuelFee: sum(rows, (r) => r.fuelFee),
    mileage: sum(rows, (r) => r.mileage),
    mileageFee: sum(rows, (r) => r.mileageFee),
    taxDifference: sum(rows, (r) => r.taxDifference),
  }));
  const adjustmentSummary = items.adjustments.map((a) => ({
    adjMileage: a.adjMileage,
    adjMileageFee: a.adjMileageFeeCents,
    adjFuel: a.adjFuel,
    adjFuelFee: a.adjFuelFeeCents,
    adjCordonFee: a.adjCordonFeeCents,
    adjTodFee: a.adjTodFeeCents,
    adjTollFee: a.adjTollFeeCents,
    net: adjustmentNet(a),
    shortDate: shortDate(a.date),
    stateCode: a.stateCode,
    vehicleId: a.vehicleId,
    note: a.note,
  }));
  const newest = [...items.carried].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const refund = balance < 0;
  const amountCents = Math.abs(balance);
  return {
    statementId: row.statementId,
    transactionId: row.transactionId,
    values: {
      mileage: total?.mileage ?? 0,
      fuel: total?.fuel ?? 0,
      trips: total?.trips ?? 0,
      rif_fee: 0,
      trip_dynamic_rate_basis: items.rateBasis,
      mbuf_fee: mbufFee,
      cordon_fee: cordonFee,
      tod_fee: todFee,
      toll_fee: tollFee,
      fuel_tax_credit: fuelTaxCredit,
      total_new_mileage_fee: totalNewMileageFee,
      total_new_adj_charges: totalNewAdjCharges,
      total_new_chages: totalNewChages,
      carryover_balance: carryoverBalance,
      balance,
      is_processed: balance <= 0,
      trips_summary: tripsSummary,
      adjustment_summary: adjustmentSummary,
      vehicles_summary: vehiclesSummary,
    },
    transaction: {
      type: refund ? 'refund' : 'transaction',
      status: balance === 0 ? 'processed' : 'created',
      amountCents,
      subtotalCents: amountCents,
      carryoverTransactionId: newest?.id ?? null,
      description: { key: refund ? 'statementCreditRefund' : 'statement', values: { month: period.month } },
      statusMessage: balance === 0 ? 'Nothing to pay.' : null,
      paid: balance === 0,
    },
  };
}
