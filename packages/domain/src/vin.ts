/**
 * Vehicle Identification Number rules of 49 CFR 565.15 (pure functions, used by the server and the
 * enrolment form): the check digit in position 9 and the model year in position 10.
 */

export const VIN_LENGTH = 17;

/** Letters are transliterated to numbers; I, O and Q are never used in a VIN. */
export const VIN_TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

/** Weight of each of the 17 positions (position 9, the check digit itself, weighs 0). */
export const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Seventeen characters from the VIN alphabet: digits and letters except I, O and Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** A VIN as stored and compared: trimmed and upper-cased. */
export function normaliseVin(value: string): string {
  return value.trim().toUpperCase();
}

function transliterate(ch: string): number | null {
  if (ch >= '0' && ch <= '9') return ch.charCodeAt(0) - 48;
  return VIN_TRANSLITERATION[ch] ?? null;
}

/**
 * The check digit ('0'–'9' or 'X') that position 9 must hold: the weighted sum of the transliterated
 * positions mod 11, with 10 written as 'X'. Null when the text is not 17 VIN characters.
 */
export function vinCheckDigit(vin: string): string | null {
  const v = normaliseVin(vin);
  if (!VIN_PATTERN.test(v)) return null;
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const value = transliterate(v.charAt(i));
    if (value === null) return null;
    sum += value * (VIN_WEIGHTS[i] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** True for 17 VIN characters whose position 9 is the right check digit (case and surrounding spaces ignored). */
export function isValidVin(vin: string): boolean {
  const expected = vinCheckDigit(vin);
  return expected !== null && normaliseVin(vin).charAt(8) === expected;
}

/** The 30-year model-year cycle of position 10: A = 1980/2010 … Y = 2000/2030, 1 = 2001/2031 … 9 = 2009/2039. */
export const MODEL_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * Model year from position 10. Position 7 decides the cycle (passenger cars, MPVs and light trucks):
 * a letter there means 2010–2039, a digit 1980–2009. Null when position 10 is not a model-year code
 * (I, O, Q, U, Z and 0 are never used) or the text is not a VIN.
 */
export function vinModelYear(vin: string): number | null {
  const v = normaliseVin(vin);
  if (!VIN_PATTERN.test(v)) return null;
  const index = MODEL_YEAR_CODES.indexOf(v.charAt(9));
  if (index < 0) return null;
  const position7 = v.charAt(6);
  const base = position7 >= '0' && position7 <= '9' ? 1980 : 2010;
  return base + index;
}

/**
 * The World Manufacturer Identifier: positions 1–3, or for a low-volume manufacturer (position 3 is
 * '9') positions 1–3 followed by positions 12–14.
 */
export function vinWmi(vin: string): string {
  const v = normaliseVin(vin);
  const short = v.slice(0, 3);
  return short.charAt(2) === '9' && v.length >= 14 ? `${short}${v.slice(11, 14)}` : short;
}
