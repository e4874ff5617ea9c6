import { z } from 'zod';
import { MILEAGE_REPORT_AUDIT_STATUSES } from './constants.js';
import { messages } from './messages.js';
import { milesToKm } from './units.js';

/**
 * Manual odometer reports (participant spec sections 2, 5 and 7; staff spec mileage audit).
 * Odometer readings are km; the forms convert from the display unit before sending.
 */

/** Odometer photographs are stored under the participant's folder. */
export function mileageReportPhotoPrefix(username: string): string {
  return `participant/${username}/mileage-reports/`;
}

export const MILEAGE_REPORT_PHOTO_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/heic',
  'image/heif',
  'image/webp',
] as const;
/** Uploads above 10 MB are refused (a phone photo is 2 to 5 MB). */
export const MILEAGE_REPORT_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const MILEAGE_REPORT_MAX_PHOTOS = 5;
/** A plausible odometer ceiling (km), so a typing slip cannot block every later report. */
export const MAX_ODOMETER_KM = 3_000_000;
/** The reading date is today; a little slack covers clocks and time zones. */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

/** Readings are dated in the pilot's time zone: "today" is the California calendar day. */
export const MILEAGE_REPORT_TIME_ZONE = 'America/Los_Angeles';

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function localDateKey(at: Date, timeZone: string = MILEAGE_REPORT_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** A participant's reading must be dated today (the form's date field is today and disabled). */
export function isReadingDateToday(at: Date, now: Date = new Date()): boolean {
  return localDateKey(at) === localDateKey(now);
}

/** The new reading must exceed the last one reported for the vehicle. */
export function isOdometerIncrease(previousKm: number | null | undefined, nextKm: number): boolean {
  return previousKm == null || nextKm > previousKm;
}

const dateInput = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' && v ? new Date(v) : v), z.date({ error: message }));

const odometerKm = z
  .number({ error: messages.mileageReportOdometerRequired })
  .min(0, messages.mileageReportOdometerRequired)
  .max(MAX_ODOMETER_KM, messages.mileageReportOdometerTooLarge);

export const mileageReportPhotoSchema = z.object({
  storageKey: z
    .string({ error: messages.mileageReportPhotoRequired })
    .trim()
    .min(1, messages.mileageReportPhotoRequired)
    .max(500, messages.mileageReportPhotoInvalid)
    .refine((k) => !k.includes('..') && !k.startsWith('/'), messages.mileageReportPhotoInvalid),
  size: z
    .number({ error: messages.mileageReportPhotoInvalid })
    .int(messages.mileageReportPhotoInvalid)
    .min(1, messages.mileageReportPhotoInvalid)
    .max(MILEAGE_REPORT_PHOTO_MAX_BYTES, messages.mileageReportPhotoInvalid),
  mimeType: z.enum(MILEAGE_REPORT_PHOTO_MIME_TYPES, { error: messages.mileageReportPhotoInvalid }),
});

export const createMileageReportSchema = z
  .object({
    username: z.string({ error: messages.invalidInput }).trim().min(1, messages.invalidInput).max(64),
    vehicleId: z
      .string({ error: messages.mileageReportVehicleRequired })
      .trim()
      .min(1, messages.mileageReportVehicleRequired)
      .max(100),
    odoMileage: odometerKm,
    tsReportDate: dateInput(messages.mileageReportDateRequired),
    photos: z
      .array(mileageReportPhotoSchema, { error: messages.mileageReportPhotoRequired })
      .min(1, messages.mileageReportPhotoRequired)
      .max(MILEAGE_REPORT_MAX_PHOTOS, messages.mileageReportPhotoInvalid),
    auditStatus: z
      .enum(MILEAGE_REPORT_AUDIT_STATUSES, { error: messages.invalidInput })
      .nullish()
      .transform((v) => v ?? 'pending'),
  })
  .superRefine((input, ctx) => {
    if (input.tsReportDate.getTime() > Date.now() + FUTURE_SLACK_MS) {
      ctx.addIssue({ code: 'custom', path: ['tsReportDate'], message: messages.mileageReportDateInFuture });
    }
    const prefix = mileageReportPhotoPrefix(input.username);
    if (input.photos.some((p) => !p.storageKey.startsWith(prefix))) {
      ctx.addIssue({ code: 'custom', path: ['photos'], message: messages.mileageReportPhotoInvalid });
    }
  });
export type CreateMileageReportInput = z.infer<typeof createMileageReportSchema>;

/** Staff audit: pending to approved (with the actual reading, possibly corrected) or rejected. */
export const updateMileageReportSchema = z
  .object({
    id: z.string({ error: messages.invalidInput }).trim().min(1, messages.invalidInput).max(100),
    username: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .nullish()
      .transform((v) => v ?? null),
    auditStatus: z.enum(['approved', 'rejected'], { error: messages.mileageReportDecisionRequired }),
    odoMileage: z
      .number({ error: messages.actualMileageRequired })
      .min(0, messages.actualMileageRequired)
      .max(MAX_ODOMETER_KM, messages.mileageReportOdometerTooLarge)
      .nullish()
      .transform((v) => v ?? null),
    reason: z
      .string()
      .trim()
      .max(2000, messages.invalidInput)
      .nullish()
      .transform((v) => (v ? v : null)),
    tsReportDate: dateInput(messages.mileageReportDateRequired)
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((input, ctx) => {
    if (input.auditStatus === 'approved' && input.odoMileage === null) {
      ctx.addIssue({ code: 'custom', path: ['odoMileage'], message: messages.actualMileageRequired });
    }
    if (input.tsReportDate && input.tsReportDate.getTime() > Date.now() + FUTURE_SLACK_MS) {
      ctx.addIssue({ code: 'custom', path: ['tsReportDate'], message: messages.mileageReportDateInFuture });
    }
  });
export type UpdateMileageReportInput = z.infer<typeof updateMileageReportSchema>;

/** A reading as typed: digits with an optional decimal part (thousands separators are dropped). */
const ODOMETER_INPUT_PATTERN = /^\d+(\.\d+)?$/;

/** The odometer units a participant may type a reading in. */
export const ODOMETER_INPUT_UNITS = ['mi', 'km'] as const;
export type OdometerInputUnit = (typeof ODOMETER_INPUT_UNITS)[number];

/** A typed reading as a number ("12,345.5" → 12345.5), or null when it is not a plain number. */
export function parseOdometerInput(text: string): number | null {
  const plain = text.replace(/[\s,]/g, '');
  return ODOMETER_INPUT_PATTERN.test(plain) ? Number(plain) : null;
}

/** A reading in the unit it was typed in, as the km the API stores and compares. */
export function odometerReadingKm(value: number, unit: OdometerInputUnit): number {
  return unit === 'mi' ? milesToKm(value) : value;
}

/**
 * The Create Mileage Report form (participant spec sections 2 and 5): every field is required; the
 * reading is typed in the unit chosen on the form (`unit`; `defaultUnit`, the display unit, when the
 * form has no choice) and leaves the form in km, the unit the API stores and compares.
 */
export function mileageReportFormSchema(defaultUnit: OdometerInputUnit) {
  return z
    .object({
      vehicleId: z
        .string({ error: messages.mileageReportVehicleRequired })
        .trim()
        .min(1, messages.mileageReportVehicleRequired),
      unit: z.enum(ODOMETER_INPUT_UNITS).optional(),
      odometer: z
        .string({ error: messages.mileageReportOdometerRequired })
        .transform((v) => v.replace(/[\s,]/g, ''))
        .pipe(
          z
            .string()
            .min(1, { error: messages.mileageReportOdometerRequired, abort: true })
            .regex(ODOMETER_INPUT_PATTERN, messages.mileageReportOdometerInvalid)
            .transform(Number),
        ),
      photo: mileageReportPhotoSchema.nullable().transform((photo, ctx) => {
        if (photo) return photo;
        ctx.addIssue({ code: 'custom', message: messages.mileageReportPhotoRequired });
        return z.NEVER;
      }),
    })
    .transform(({ vehicleId, unit, odometer, photo }, ctx) => {
      const km = odometerReadingKm(odometer, unit ?? defaultUnit);
      if (km > MAX_ODOMETER_KM) {
        ctx.addIssue({ code: 'custom', path: ['odometer'], message: messages.mileageReportOdometerTooLarge });
        return z.NEVER;
      }
      return { vehicleId, odometer: km, photo };
    });
}
export type MileageReportFormInput = z.input<ReturnType<typeof mileageReportFormSchema>>;
