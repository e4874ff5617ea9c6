import { KM_PER_MILE } from '@rc/domain';
import type { MileageUnit } from '../../lib/format';

/*
 * Cordons store cents per km and distances in km; staff read and type them in the configured
 * mileage unit (MILEAGE_UNIT). Rates keep 6 decimals, like the rate columns.
 */

const six = (value: number) => Math.round(value * 1e6) / 1e6;

/** Stored cents per km → cents per display unit. */
export const rateForDisplay = (centsPerKm: number, unit: MileageUnit) =>
  six(unit === 'km' ? centsPerKm : centsPerKm * KM_PER_MILE);

/** Cents per display unit → stored cents per km. */
export const rateToStored = (centsPerUnit: number, unit: MileageUnit) =>
  six(unit === 'km' ? centsPerUnit : centsPerUnit / KM_PER_MILE);

/** Stored km → display unit. */
export const distanceForDisplay = (km: number, unit: MileageUnit) => six(unit === 'km' ? km : km / KM_PER_MILE);

/** Display unit → stored km. */
export const distanceToStored = (value: number, unit: MileageUnit) => six(unit === 'km' ? value : value * KM_PER_MILE);

/** A number for an input field: up to 4 decimals, no trailing zeros. */
export const numberText = (value: number | null | undefined) =>
  value == null ? '' : String(Math.round(value * 1e4) / 1e4);

/** '12.5' / '12.50' / '12' dollars → cents; null when the text is not an amount in dollars and cents. */
export function dollarsToCents(text: string): number | null {
  const match = /^\$?\s*(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export const centsToDollars = (cents: number) => (cents / 100).toFixed(2);
