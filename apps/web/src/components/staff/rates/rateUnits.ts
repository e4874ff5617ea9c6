import { KM_PER_MILE, LITRES_PER_GALLON } from '@rc/domain';
import { useConfiguration } from '../../../lib/configuration';
import { type FuelUnit, fuelUnitOf, type MileageUnit, mileageUnitOf } from '../../../lib/format';

/** Rates are stored per km and per litre; staff read and enter them in the configured units. */
export function useRateUnits() {
  const configuration = useConfiguration();
  const mileage: MileageUnit = mileageUnitOf(configuration.get('MILEAGE_UNIT'));
  const fuel: FuelUnit = fuelUnitOf(configuration.get('FUEL_UNIT'));
  return {
    mileage,
    fuel,
    mileageName: mileage === 'km' ? 'km' : 'mile',
    fuelName: fuel === 'L' ? 'litre' : 'gallon',
    /** Cents per km → cents per configured distance unit. */
    perMileageShown: (perKm: number) => (mileage === 'km' ? perKm : perKm * KM_PER_MILE),
    /** Cents per configured distance unit → cents per km (6 decimals, as stored). */
    perMileageStored: (shown: number) => round6(mileage === 'km' ? shown : shown / KM_PER_MILE),
    perFuelShown: (perLitre: number) => (fuel === 'L' ? perLitre : perLitre * LITRES_PER_GALLON),
    perFuelStored: (shown: number) => round6(fuel === 'L' ? shown : shown / LITRES_PER_GALLON),
  };
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** A rate for reading: up to 4 decimals ("1.8", "0.0062"). */
export const formatRate = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 4 });

/** A rate for its edit field: up to 4 decimals, no grouping. */
export const rateInput = (value: number) => String(Math.round(value * 1e4) / 1e4);

/** A number of cents (zero or more) typed by staff, or null. */
export function parseRate(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value <= 100_000 ? value : null;
}

/** ISO weekdays (Monday 1 … Sunday 7) → their text keys. */
export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const weekdayKey = (day: number) => WEEKDAY_KEYS[(day - 1 + 7) % 7] ?? 'mon';
