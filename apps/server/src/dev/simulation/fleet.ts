import { type VehicleType, vinCheckDigit } from '@rc/domain';
import type { Random } from './random.js';

/**
 * Vehicles the simulator registers: real make/model/year rows of the EPA list (so the vehicle gets
 * its EPA match and fuel economy) with VINs of the real manufacturer code and body pattern, the
 * model-year character of the year and a valid check digit.
 */
export interface FleetModel {
  make: string;
  /** Exactly the EPA list's model name. */
  model: string;
  year: number;
  type: VehicleType;
  /** VIN positions 1–8: manufacturer code and vehicle descriptor (position 7 a letter: 2010 onwards). */
  vinPrefix: string;
  /** VIN position 11: the assembly plant. */
  plant: string;
  /** EPA combined fuel economy, mpg (the database row decides at run time; this is for estimates). */
  mpg: number;
}

/** Cars a plug-in device can be fitted to (combustion engines and hybrids). */
export const DEVICE_FLEET: readonly FleetModel[] = [
  { make: 'Toyota', model: 'Camry', year: 2021, type: 'gas', vinPrefix: '4T1B11HK', plant: 'U', mpg: 32 },
  { make: 'Toyota', model: 'Prius', year: 2020, type: 'hybrid', vinPrefix: 'JTDKARFU', plant: '3', mpg: 52 },
  { make: 'Toyota', model: 'RAV4 AWD', year: 2021, type: 'gas', vinPrefix: '2T3P1RFV', plant: 'W', mpg: 30 },
  { make: 'Toyota', model: 'Corolla', year: 2022, type: 'gas', vinPrefix: 'JTDEPMAE', plant: 'J', mpg: 33 },
  { make: 'Honda', model: 'Civic 4Dr', year: 2020, type: 'gas', vinPrefix: '2HGFC2F6', plant: 'H', mpg: 33 },
  { make: 'Honda', model: 'Accord', year: 2020, type: 'gas', vinPrefix: '1HGCV1F3', plant: 'A', mpg: 33 },
  { make: 'Honda', model: 'CR-V AWD', year: 2021, type: 'gas', vinPrefix: '2HKRW2H8', plant: 'H', mpg: 29 },
  { make: 'Ford', model: 'F150 Pickup 2WD', year: 2020, type: 'gas', vinPrefix: '1FTEW1CP', plant: 'K', mpg: 20 },
  { make: 'Ford', model: 'Maverick FWD', year: 2022, type: 'gas', vinPrefix: '3FTTW8E3', plant: 'R', mpg: 26 },
  { make: 'Subaru', model: 'Outback AWD', year: 2020, type: 'gas', vinPrefix: '4S4BTAFC', plant: '3', mpg: 29 },
  { make: 'Subaru', model: 'Forester AWD', year: 2021, type: 'gas', vinPrefix: 'JF2SKAJC', plant: 'H', mpg: 29 },
  { make: 'Hyundai', model: 'Elantra', year: 2021, type: 'gas', vinPrefix: 'KMHLM4AG', plant: 'U', mpg: 35 },
  { make: 'Kia', model: 'Sorento AWD', year: 2021, type: 'gas', vinPrefix: '5XYRKDLF', plant: 'G', mpg: 24 },
];

/** Electric cars (they report through telematics or manual readings, never a plug-in device). */
export const ELECTRIC_FLEET: readonly FleetModel[] = [
  {
    make: 'Tesla',
    model: 'Model 3 Long Range AWD',
    year: 2022,
    type: 'electric',
    vinPrefix: '5YJ3E1EB',
    plant: 'F',
    mpg: 131,
  },
  { make: 'Chevrolet', model: 'Bolt EV', year: 2021, type: 'electric', vinPrefix: '1G1FY6S0', plant: '4', mpg: 118 },
];

const MODEL_YEAR = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** The model-year character (position 10) of a year from 2010 to 2039. */
export function modelYearCode(year: number): string {
  const code = MODEL_YEAR[(year - 2010) % 30];
  if (!code || year < 2010) throw new Error(`no model-year code for ${year}`);
  return code;
}

/** A VIN of a fleet model with the given six-digit production number and a valid check digit. */
export function vinFor(model: FleetModel, serial: number): string {
  const body = `${model.vinPrefix}0${modelYearCode(model.year)}${model.plant}${String(serial % 1_000_000).padStart(6, '0')}`;
  const digit = vinCheckDigit(body);
  if (!digit) throw new Error(`not a VIN pattern: ${body}`);
  return `${body.slice(0, 8)}${digit}${body.slice(9)}`;
}

/** A 15-digit IMEI: 14 digits and the Luhn check digit. */
export function imeiFor(body14: string): string {
  if (!/^\d{14}$/.test(body14)) throw new Error('an IMEI body is 14 digits');
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let d = Number(body14[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return `${body14}${(10 - (sum % 10)) % 10}`;
}

/** A California passenger plate: digit, three letters, three digits (e.g. 8ABC123). */
export function plateFor(rng: Random): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const l = () => letters[rng.int(0, letters.length - 1)];
  return `${rng.int(7, 9)}${l()}${l()}${l()}${rng.int(100, 999)}`;
}

/** Litres of fuel for a distance: worse in town, better on the freeway (EPA combined in between). */
export function fuelLitres(kpl: number, km: { city: number; arterial: number; highway: number }): number {
  return km.city / (kpl * 0.85) + km.arterial / kpl + km.highway / (kpl * 1.08);
}
