import { z } from 'zod';
import { LIMITS, MRO_TYPES, US_STATES, VEHICLE_TYPES } from './constants.js';
import { messages } from './messages.js';
import { usernameSchema } from './validation.js';
import { isValidVin, normaliseVin } from './vin.js';

/** Model years from which a VIN must be given even when registering with a VIN is not required. */
export const VIN_REQUIRED_YEARS = { from: 1996, to: 2006 } as const;

/** Whether a vehicle of this model year must give a VIN (1996 to 2006), whatever the VIN feature flag says. */
export const vinRequiredForYear = (year: number | null | undefined): boolean =>
  typeof year === 'number' && year >= VIN_REQUIRED_YEARS.from && year <= VIN_REQUIRED_YEARS.to;

/** The model-list choice that asks for a free-text model. */
export const OTHER_MODEL = 'Other';

/** New model years go on sale the year before: the newest eligible year is next year. */
export const maxEligibleModelYear = (now: Date = new Date()): number => now.getFullYear() + 1;

const US_STATE_CODES: ReadonlySet<string> = new Set(US_STATES.map(([code]) => code));

/** A subtype naming a motorcycle (any case), which makes the vehicle ineligible. */
export const isMotorcycle = (subtype: string | null | undefined): boolean => !!subtype && /motorcycle/i.test(subtype);

export const isOtherModel = (model: string | null | undefined): boolean =>
  !!model && model.trim().toLowerCase() === OTHER_MODEL.toLowerCase();

const limitText = (max: number) => z.string().trim().max(max, messages.invalidInput);

/** A VIN, trimmed and upper-cased, with a valid check digit. */
export const vinSchema = z
  .string({ error: messages.vinInvalid })
  .transform(normaliseVin)
  .refine(isValidVin, messages.vinInvalid);

/** An optional VIN: empty text and null read as no VIN; anything else must be a valid VIN. */
export const optionalVinSchema = z
  .string({ error: messages.vinInvalid })
  .nullish()
  .transform((v) => (v == null ? null : normaliseVin(v) || null))
  .refine((v) => v === null || isValidVin(v), messages.vinInvalid);

/**
 * The fields of the vehicle registration form (participant spec section 5), eligibility first:
 * the year range and motorcycles come before the other rules so the first message is the eligibility one.
 */
export const vehicleDetailsShape = {
  year: z
    .number({ error: messages.vehicleYearRequired })
    .int(messages.vehicleYearRequired)
    .min(LIMITS.vehicleMinYear, messages.vehicleYearOutOfRange)
    .refine((y) => y <= maxEligibleModelYear(), messages.vehicleYearOutOfRange),
  subtype: limitText(50)
    .nullish()
    .refine((v) => !isMotorcycle(v), messages.motorcycleNotEligible),
  vin: optionalVinSchema,
  make: z
    .string({ error: messages.vehicleMakeRequired })
    .trim()
    .min(1, messages.vehicleMakeRequired)
    .max(50, messages.invalidInput),
  model: z
    .string({ error: messages.vehicleModelRequired })
    .trim()
    .min(1, messages.vehicleModelRequired)
    .max(100, messages.invalidInput),
  /** The free-text model when the model chosen is 'Other'. */
  otherModel: limitText(100).nullish(),
  type: z.enum(VEHICLE_TYPES, { error: messages.invalidInput }).nullish(),
  registrationState: z
    .string({ error: messages.registrationStateRequired })
    .trim()
    .toUpperCase()
    .refine((v) => US_STATE_CODES.has(v), messages.registrationStateRequired),
  licensePlate: z
    .string({ error: messages.licensePlateRequired })
    .trim()
    .toUpperCase()
    .min(1, messages.licensePlateRequired)
    .max(LIMITS.plateMaxLength, messages.licensePlateTooLong),
};

interface VehicleRuleInput {
  year: number;
  vin: string | null;
  model: string;
  otherModel?: string | null;
}

/** Rules across fields: an 'Other' model needs its text; 1996–2006 vehicles need a VIN. */
function vehicleRules(v: VehicleRuleInput, ctx: z.RefinementCtx): void {
  if (isOtherModel(v.model) && !v.otherModel) {
    ctx.addIssue({ code: 'custom', message: messages.vehicleOtherModelRequired, path: ['otherModel'] });
  }
  if (vinRequiredForYear(v.year) && !v.vin) {
    ctx.addIssue({ code: 'custom', message: messages.vinRequired, path: ['vin'] });
  }
}

/** The registration form (and a vehicle as a whole after an update): every field rule and the cross-field rules. */
export const vehicleDetailsSchema = z.object(vehicleDetailsShape).superRefine(vehicleRules);
export type VehicleDetails = z.output<typeof vehicleDetailsSchema>;

/** The model to store: the free text of an 'Other' model, otherwise the model chosen. */
export function resolvedModel(v: { model: string; otherModel?: string | null }): string {
  return isOtherModel(v.model) && v.otherModel ? v.otherModel : v.model;
}

/** Fields only staff may set (staff spec section 5: odometer readings, reporting type, device). */
export const vehicleStaffShape = {
  isPrimary: z.boolean().nullish(),
  mroType: z.enum(MRO_TYPES, { error: messages.mroTypeInvalid }).nullish(),
  mroId: limitText(64).nullish(),
  beginningOdometerReading: z.number().min(0, messages.invalidInput).nullish(),
  currentOdometerReading: z.number().min(0, messages.invalidInput).nullish(),
};
export const VEHICLE_STAFF_FIELDS = Object.keys(vehicleStaffShape) as (keyof typeof vehicleStaffShape)[];
export const VEHICLE_DETAIL_FIELDS = Object.keys(vehicleDetailsShape) as (keyof typeof vehicleDetailsShape)[];

export const createVehicleSchema = z
  .object({
    username: usernameSchema,
    ...vehicleDetailsShape,
    ...vehicleStaffShape,
  })
  .superRefine(vehicleRules);
export type CreateVehicleInput = z.output<typeof createVehicleSchema>;

/** Field rules of an update; the vehicle as a whole is checked again with vehicleDetailsSchema after merging. */
export const updateVehicleSchema = z.object({
  id: z.string().trim().min(1).max(64),
  username: usernameSchema,
  ...z.object(vehicleDetailsShape).partial().shape,
  ...vehicleStaffShape,
});
export type UpdateVehicleInput = z.output<typeof updateVehicleSchema>;

export const deleteVehicleSchema = z.object({ id: z.string().trim().min(1).max(64), username: usernameSchema });

export const vinCheckSchema = z.object({
  vin: vinSchema,
  source: limitText(50).nullish(),
  /** The vehicle being edited, which does not count as another vehicle with this VIN. */
  vehicleId: limitText(64).nullish(),
});

/** A model year of the EPA list queries. */
export const epaYearSchema = z
  .number()
  .int(messages.invalidInput)
  .min(1900, messages.invalidInput)
  .max(2100, messages.invalidInput);

export const epaMakeYearSchema = z.object({
  make: z.string().trim().min(1, messages.vehicleMakeRequired).max(50, messages.invalidInput),
  year: epaYearSchema,
});
