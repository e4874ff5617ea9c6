import { BILLING_STATE_CODE, feeCents } from '@rc/domain';

/** The rates a trip was charged with (staff spec section 9: fee = quantity × cents per unit, per segment). */
export interface TripRates {
  /** The vehicle's reporting type's rate in the billing state; null when there is none (no fee). */
  mro: { centsPerMileageUnit: number; centsPerFuelUnit: number } | null;
  tods: ReadonlyMap<string, number>;
  cordons: ReadonlyMap<string, number>;
}

export interface AdjustableSegment {
  type: string;
  stateCode?: string | null;
  todId?: string | null;
  cordonId?: string | null;
  cordonEnterFeeCents: number;
  mileage: number;
  fuel: number;
  mileageFeeCents: number;
  fuelFeeCents: number;
  cordonFeeCents: number;
  todFeeCents: number;
  tollFeeCents: number;
}

/** What staff typed for one segment: the new mileage (km), fuel (litres) and toll fee (integer cents). */
export interface SegmentEdit {
  mileage: number;
  fuel: number;
  tollFeeCents: number;
}

export interface SegmentAdjustment {
  adjMileage: number;
  adjFuel: number;
  adjMileageFeeCents: number;
  adjFuelFeeCents: number;
  adjCordonFeeCents: number;
  adjTodFeeCents: number;
  adjTollFeeCents: number;
}

/** Quantities are rounded to 6 decimals so 1.1 − 1 is 0.1, not 0.10000000000000009. */
const delta = (next: number, previous: number) => Math.round((next - previous) * 1e6) / 1e6;

/**
 * The adjustment (deltas) of one segment when its mileage, fuel or toll fee change, with the fees
 * recomputed as the trip engine charges them: the mileage fee and fuel-tax credit for public segments in
 * the billing state at the reporting type's rate, the time-of-day fee at the segment's time-of-day rate,
 * the cordon fee as the entry fee plus the mileage at the cordon's rate. Every fee is integer cents.
 */
export function segmentAdjustment(segment: AdjustableSegment, edit: SegmentEdit, rates: TripRates): SegmentAdjustment {
  const charged = segment.type === 'public' && segment.stateCode === BILLING_STATE_CODE && rates.mro !== null;
  const mileageChanged = edit.mileage !== segment.mileage;
  const fuelChanged = edit.fuel !== segment.fuel;
  const todRate = segment.todId ? rates.tods.get(segment.todId) : undefined;
  const cordonRate = segment.cordonId ? rates.cordons.get(segment.cordonId) : undefined;
  return {
    adjMileage: delta(edit.mileage, segment.mileage),
    adjFuel: delta(edit.fuel, segment.fuel),
    adjMileageFeeCents:
      charged && mileageChanged && rates.mro
        ? feeCents(edit.mileage, rates.mro.centsPerMileageUnit) - segment.mileageFeeCents
        : 0,
    adjFuelFeeCents:
      charged && fuelChanged && rates.mro ? feeCents(edit.fuel, rates.mro.centsPerFuelUnit) - segment.fuelFeeCents : 0,
    adjTodFeeCents: mileageChanged && todRate !== undefined ? feeCents(edit.mileage, todRate) - segment.todFeeCents : 0,
    adjCordonFeeCents:
      mileageChanged && cordonRate !== undefined
        ? segment.cordonEnterFeeCents + feeCents(edit.mileage, cordonRate) - segment.cordonFeeCents
        : 0,
    adjTollFeeCents: edit.tollFeeCents - segment.tollFeeCents,
  };
}

/** True when the adjustment changes anything (the server refuses an adjustment of only zeros). */
export function isChanged(adjustment: SegmentAdjustment): boolean {
  return Object.values(adjustment).some((value) => value !== 0);
}

export { centsToDollars, parseDollars } from '@rc/domain';
