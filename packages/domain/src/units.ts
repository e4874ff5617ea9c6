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
