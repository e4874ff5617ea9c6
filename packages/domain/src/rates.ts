import { z } from 'zod';
import { ISO_WEEKDAYS, MRO_TYPES, US_STATES } from './constants.js';
import { messages } from './messages.js';
import { crossesItself } from './polygons.js';
import { MILES_PER_KM } from './units.js';

/*
 * Rates, cordons, times of day and tolls (staff spec sections 3 and 6; participant spec section 7).
 *
 * Units: a rate's "mileage unit" is the kilometre and its "fuel unit" the litre, as stored. A rate of
 * 1.8 cents per mile is 1.8 × 0.6213711922373338 = 1.118468 cents per km; fees computed from a rate are
 * rounded half-up to integer cents per segment. Money (entry and exit fees) is integer cents.
 */

/** Cents per mile → cents per km (the stored mileage unit), to 6 decimals like the rate columns. */
export function centsPerMileToPerKm(centsPerMile: number): number {
  return Math.round(centsPerMile * MILES_PER_KM * 1e6) / 1e6;
}

/** Cents per US gallon → cents per litre (the stored fuel unit), to 6 decimals. */
export function centsPerGallonToPerLitre(centsPerGallon: number): number {
  return Math.round((centsPerGallon / 3.785411784) * 1e6) / 1e6;
}

// --- Google encoded polylines (zone outlines) ---------------------------------------------------

export type LatLng = [lat: number, lng: number];

/**
 * Decodes a Google encoded polyline (precision 5). Returns null when the text is not a well-formed
 * polyline (a character outside the alphabet, a value cut short, an odd number of values).
 */
export function decodePolyline(encoded: string, precision = 5): LatLng[] | null {
  const factor = 10 ** precision;
  const points: LatLng[] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = (): number | null => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      if (index >= encoded.length) return null;
      byte = encoded.charCodeAt(index++) - 63;
      if (byte < 0 || byte > 63) return null;
      result += (byte & 0x1f) * 2 ** shift;
      shift += 5;
      if (shift > 35) return null;
    } while (byte >= 0x20);
    return result % 2 === 1 ? -(result + 1) / 2 : result / 2;
  };
  while (index < encoded.length) {
    const dLat = next();
    const dLng = dLat === null ? null : next();
    if (dLat === null || dLng === null) return null;
    lat += dLat;
    lng += dLng;
    points.push([lat / factor, lng / factor]);
  }
  return points;
}

/** One signed delta of a Google encoded polyline, as its characters. */
export function encodePolylineValue(value: number): string {
  let n = value < 0 ? ~(value << 1) : value << 1;
  let out = '';
  while (n >= 0x20) {
    out += String.fromCharCode((0x20 | (n & 0x1f)) + 63);
    n >>= 5;
  }
  return out + String.fromCharCode(n + 63);
}

/** Encodes points as a Google encoded polyline (precision 5). */
export function encodePolyline(points: readonly (readonly [number, number])[], precision = 5): string {
  const factor = 10 ** precision;
  let out = '';
  let prevLat = 0;
  let prevLng = 0;
  for (const [lat, lng] of points) {
    const iLat = Math.round(lat * factor);
    const iLng = Math.round(lng * factor);
    out += encodePolylineValue(iLat - prevLat) + encodePolylineValue(iLng - prevLng);
    prevLat = iLat;
    prevLng = iLng;
  }
  return out;
}

/** A zone outline: a well-formed polyline of at least 3 distinct points on the globe. */
export function isValidZonePolyline(encoded: string): boolean {
  const points = decodePolyline(encoded);
  if (!points) return false;
  if (points.some(([lat, lng]) => lat < -90 || lat > 90 || lng < -180 || lng > 180)) return false;
  return new Set(points.map(([lat, lng]) => `${lat},${lng}`)).size >= 3;
}

// --- Field schemas ---------------------------------------------------------------------------------

export const US_STATE_CODES = US_STATES.map(([code]) => code);

/** A two-letter US state code (upper-cased). */
export const stateCodeSchema = z
  .string({ error: messages.stateCodeInvalid })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => (US_STATE_CODES as readonly string[]).includes(v), messages.stateCodeInvalid);

export const mroTypeSchema = z.enum(MRO_TYPES, { error: messages.mroTypeInvalid });

/** Cents per km or per litre: zero or more, at most 6 decimals are kept. */
export const rateSchema = z
  .number({ error: messages.rateInvalid })
  .min(0, messages.rateInvalid)
  .max(100_000, messages.rateInvalid)
  .transform((v) => Math.round(v * 1e6) / 1e6);

export const feeCentsSchema = z
  .number({ error: messages.feeCentsInvalid })
  .int(messages.feeCentsInvalid)
  .min(0, messages.feeCentsInvalid)
  .max(100_000_000, messages.feeCentsInvalid);

export const distanceSchema = z
  .number({ error: messages.distanceInvalid })
  .min(0, messages.distanceInvalid)
  .max(100_000, messages.distanceInvalid);

/** ISO weekdays (Monday 1 to Sunday 7), each once; stored sorted. */
export const weekdaysSchema = z
  .array(z.number({ error: messages.daysInvalid }).int(messages.daysInvalid), { error: messages.daysInvalid })
  .min(1, messages.daysInvalid)
  .refine((days) => days.every((d) => (ISO_WEEKDAYS as readonly number[]).includes(d)), messages.daysInvalid)
  .refine((days) => new Set(days).size === days.length, messages.daysInvalid)
  .transform((days) => [...days].sort((a, b) => a - b));

export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A local time of day 'HH:MM' (00:00 to 23:59). */
export const timeOfDaySchema = z
  .string({ error: messages.timeInvalid })
  .trim()
  .regex(TIME_OF_DAY_PATTERN, messages.timeInvalid);

const rateNameSchema = z.string({ error: messages.rateNameRequired }).trim().min(1, messages.rateNameRequired).max(200);
const descriptionSchema = z
  .string()
  .trim()
  .max(2000)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));
const idSchema = z.string().trim().min(1).max(100);

/** Start strictly before end ('HH:MM' compares as text). */
export const isTimeWindow = (start: string, end: string): boolean => start < end;

const timeWindowIssue = (value: { internalStart?: string | null; internalEnd?: string | null }) =>
  !value.internalStart || !value.internalEnd || isTimeWindow(value.internalStart, value.internalEnd);

// --- Dated rates (decision 011) ---------------------------------------------------------------------

/** The priced entities whose changes are dated (rate_versions.kind). */
export const RATE_KINDS = ['mroRate', 'cordon', 'tod', 'toll'] as const;
export type RateKind = (typeof RATE_KINDS)[number];
export const rateKindSchema = z.enum(RATE_KINDS, { error: messages.rateKindInvalid });

/** Rate changes are dated in the rates' time zone (windows and cordon days are local there too). */
export const RATES_TIME_ZONE = 'America/Los_Angeles';

/**
 * The first day a rate change applies to (YYYY-MM-DD, California calendar); left out means now.
 * "Today or later" needs a clock, so the service checks it (isEffectiveFromAllowed).
 */
export const effectiveFromSchema = z
  .string({ error: messages.effectiveFromInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.effectiveFromInvalid)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v <= '2100-12-31';
  }, messages.effectiveFromInvalid)
  .nullish()
  .transform((v) => v ?? undefined);

/** The California calendar day of an instant. */
export function ratesDateKey(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: RATES_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** A change may take effect today or later, never in the past (priced trips keep their rates). */
export const isEffectiveFromAllowed = (effectiveFrom: string, now: Date = new Date()): boolean =>
  effectiveFrom >= ratesDateKey(now);

// --- MRO rates -------------------------------------------------------------------------------------

/** updateMRORate: upsert by (mroType, state); a rate left out keeps its value (0 on a new row). */
export const updateMroRateSchema = z.object({
  mroType: mroTypeSchema,
  state: stateCodeSchema,
  centsPerMileageUnit: rateSchema.nullish().transform((v) => v ?? undefined),
  centsPerFuelUnit: rateSchema.nullish().transform((v) => v ?? undefined),
  effectiveFrom: effectiveFromSchema,
});
export type UpdateMroRateInput = z.input<typeof updateMroRateSchema>;

// --- Cordons -------------------------------------------------------------------------------------------

/** A zone colour: '#rgb', '#rrggbb' or a colour name; empty means none. */
export const zoneColorSchema = z
  .string({ error: messages.zoneColorInvalid })
  .trim()
  .nullish()
  .transform((v) => v || null)
  .pipe(
    z
      .string()
      .regex(/^(#[0-9a-f]{3}|#[0-9a-f]{6}|[a-z]{3,30})$/i, messages.zoneColorInvalid)
      .nullable(),
  );

export const cordonZoneSchema = z.object({
  name: rateNameSchema,
  description: descriptionSchema.transform((v) => v ?? null),
  color: zoneColorSchema,
  polyline: z
    .string({ error: messages.zonePolylineInvalid })
    .trim()
    .max(200_000, messages.zonePolylineInvalid)
    .refine(isValidZonePolyline, messages.zonePolylineInvalid)
    .refine((encoded) => !crossesItself(decodePolyline(encoded) ?? []), messages.zoneSelfCrossing),
});
export type CordonZoneInput = z.input<typeof cordonZoneSchema>;

const cordonFields = {
  state: stateCodeSchema,
  name: rateNameSchema,
  description: descriptionSchema,
  zones: z.array(cordonZoneSchema, { error: messages.zonesRequired }).min(1, messages.zonesRequired).max(50),
  days: weekdaysSchema,
  internalStart: timeOfDaySchema,
  internalEnd: timeOfDaySchema,
  entryFeeCents: feeCentsSchema,
  exitFeeCents: feeCentsSchema,
  centsPerMileageUnit: rateSchema,
  minimumDistanceInMileageUnit: distanceSchema.nullish(),
  minimumTotalDistanceInMileageUnit: distanceSchema.nullish(),
};

export const createCordonSchema = z
  .object({
    ...cordonFields,
    description: cordonFields.description.transform((v) => v ?? null),
    exitFeeCents: feeCentsSchema.nullish().transform((v) => v ?? 0),
    minimumDistanceInMileageUnit: distanceSchema.nullish().transform((v) => v ?? null),
    minimumTotalDistanceInMileageUnit: distanceSchema.nullish().transform((v) => v ?? null),
  })
  .refine(timeWindowIssue, { message: messages.timeOrder, path: ['internalEnd'] });
export type CreateCordonInput = z.input<typeof createCordonSchema>;

/** updateCordon: the id and the fields to change (nullable fields may be cleared with null). */
export const updateCordonSchema = z
  .object({
    id: idSchema,
    state: cordonFields.state.optional(),
    name: cordonFields.name.optional(),
    description: cordonFields.description,
    zones: cordonFields.zones.optional(),
    days: cordonFields.days.optional(),
    internalStart: cordonFields.internalStart.optional(),
    internalEnd: cordonFields.internalEnd.optional(),
    entryFeeCents: cordonFields.entryFeeCents.optional(),
    exitFeeCents: cordonFields.exitFeeCents.optional(),
    centsPerMileageUnit: cordonFields.centsPerMileageUnit.optional(),
    minimumDistanceInMileageUnit: cordonFields.minimumDistanceInMileageUnit,
    minimumTotalDistanceInMileageUnit: cordonFields.minimumTotalDistanceInMileageUnit,
    effectiveFrom: effectiveFromSchema,
  })
  .refine(timeWindowIssue, { message: messages.timeOrder, path: ['internalEnd'] });
export type UpdateCordonInput = z.input<typeof updateCordonSchema>;

// --- Times of day --------------------------------------------------------------------------------------

export const createTodSchema = z
  .object({
    name: rateNameSchema,
    days: weekdaysSchema,
    internalStart: timeOfDaySchema,
    internalEnd: timeOfDaySchema,
    centsPerMileageUnit: rateSchema,
  })
  .refine(timeWindowIssue, { message: messages.timeOrder, path: ['internalEnd'] });
export type CreateTodInput = z.input<typeof createTodSchema>;

export const updateTodSchema = z
  .object({
    id: idSchema,
    name: rateNameSchema.optional(),
    days: weekdaysSchema.optional(),
    internalStart: timeOfDaySchema.optional(),
    internalEnd: timeOfDaySchema.optional(),
    centsPerMileageUnit: rateSchema.optional(),
    effectiveFrom: effectiveFromSchema,
  })
  .refine(timeWindowIssue, { message: messages.timeOrder, path: ['internalEnd'] });
export type UpdateTodInput = z.input<typeof updateTodSchema>;

// --- Tolls -----------------------------------------------------------------------------------------------

export const updateTollSchema = z.object({
  id: idSchema,
  name: rateNameSchema.optional(),
  state: stateCodeSchema.optional(),
  feeCents: feeCentsSchema.optional(),
  effectiveFrom: effectiveFromSchema,
});
export type UpdateTollInput = z.input<typeof updateTollSchema>;
