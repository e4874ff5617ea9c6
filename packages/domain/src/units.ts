import { KPL_PER_MPG } from './constants.js';

/** 1 mile = 1/0.6213711922373338 km (participant spec section 9). */
export const KM_PER_MILE = 1 / 0.6213711922373338;
export const MILES_PER_KM = 0.6213711922373338;
export const GALLONS_PER_LITRE = 0.264172;
export const LITRES_PER_GALLON = 3.78541;

export function kmToMiles(km: number): number {
  return km * MILES_PER_KM;
}
export function milesToKm(miles: number): number {
  return miles * KM_PER_MILE;
}

/** EPA's energy content of a gallon of gasoline, the basis of MPGe: 33.705 kWh. */
export const KWH_PER_GALLON_EQUIVALENT = 33.705;

/**
 * A vehicle's EPA combined efficiency in the display unit, as the EPA gives it for its kind: MPG or km
 * per litre for fuel, and for an electric car MPGe with its kWh per 100 miles or km (the EPA's
 * "mpg" figure for an electric car is MPGe; a km-per-litre figure means nothing for it). Null when
 * the EPA figure is not known.
 */
export type VehicleEfficiency =
  | { kind: 'mpg' | 'kpl'; value: number }
  | { kind: 'electric'; mpge: number; kwhPer100: number; unit: 'km' | 'mi' };

export function vehicleEfficiency(
  vehicle: { type?: string | null; mpg?: number | null; kpl?: number | null },
  unit: 'km' | 'mi',
): VehicleEfficiency | null {
  if (vehicle.type === 'electric') {
    const mpge = vehicle.mpg ?? (vehicle.kpl == null ? null : vehicle.kpl / KPL_PER_MPG);
    if (mpge == null || !(mpge > 0)) return null;
    const kwhPer100Miles = (100 * KWH_PER_GALLON_EQUIVALENT) / mpge;
    return { kind: 'electric', mpge, kwhPer100: unit === 'mi' ? kwhPer100Miles : kwhPer100Miles / KM_PER_MILE, unit };
  }
  const value = unit === 'km' ? vehicle.kpl : vehicle.mpg;
  return value == null ? null : { kind: unit === 'km' ? 'kpl' : 'mpg', value };
}
