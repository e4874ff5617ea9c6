/**
 * Telematics (vehicle-maker data provider) compatibility: the first model year from which a make's
 * vehicles can report odometer and location through the provider. A make not in the table is not
 * compatible. The participant spec uses this table when the provider's own compatibility check fails
 * (its contents are not shown there); the values are the provider's published brand coverage,
 * rounded to the first fully supported model year.
 */
export const TELEMATICS_MIN_MODEL_YEAR: Readonly<Record<string, number>> = {
  Acura: 2020,
  Audi: 2018,
  BMW: 2018,
  Buick: 2018,
  Cadillac: 2018,
  Chevrolet: 2018,
  Chrysler: 2018,
  Dodge: 2018,
  Ford: 2018,
  GMC: 2018,
  Honda: 2020,
  Hyundai: 2019,
  Infiniti: 2018,
  Jeep: 2018,
  Kia: 2019,
  Lexus: 2018,
  Lincoln: 2018,
  'Mercedes-Benz': 2019,
  MINI: 2018,
  Nissan: 2018,
  Ram: 2018,
  Tesla: 2015,
  Toyota: 2018,
  Volkswagen: 2020,
};

/**
 * Manufacturer names (as the VIN manufacturer list spells them) that stand for a make of the table:
 * 'GM' covers the General Motors brands and 'FCA' the Chrysler brands, which share one minimum year.
 */
const MAKE_ALIASES: Readonly<Record<string, string>> = {
  gm: 'Chevrolet',
  generalmotors: 'Chevrolet',
  chevy: 'Chevrolet',
  fca: 'Chrysler',
  daimlerchrysler: 'Chrysler',
  mercedes: 'Mercedes-Benz',
  vw: 'Volkswagen',
};

/** Comparison key of a make: lower case, letters and digits only ('Mercedes-Benz' → 'mercedesbenz'). */
export function makeKey(make: string): string {
  return make.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const tableByKey = new Map(Object.entries(TELEMATICS_MIN_MODEL_YEAR).map(([make, year]) => [makeKey(make), year]));

/** The first compatible model year of a make (case and punctuation ignored), or null when the make is not supported. */
export function telematicsMinModelYear(make: string | null | undefined): number | null {
  if (!make) return null;
  const key = makeKey(make);
  const alias = MAKE_ALIASES[key];
  return tableByKey.get(key) ?? (alias ? (tableByKey.get(makeKey(alias)) ?? null) : null);
}

/** True when a vehicle of this make and model year can report through the telematics provider. */
export function isTelematicsCompatible(make: string | null | undefined, year: number | null | undefined): boolean {
  const min = telematicsMinModelYear(make);
  return min !== null && year != null && Number.isInteger(year) && year >= min;
}
