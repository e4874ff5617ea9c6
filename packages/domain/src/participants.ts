import { z } from 'zod';
import { PARTICIPANT_STATUSES, PREFERRED_CONTACT_TYPES } from './constants.js';
import { messages } from './messages.js';
import {
  address1Schema,
  address2Schema,
  citySchema,
  middleNameSchema,
  phoneSchema,
  profileSchema,
  stateSchema,
  usernameSchema,
  zipSchema,
} from './validation.js';

/** The reporting options a participant chooses from (the MRO types except N/A; participant spec section 1). */
export const REPORTING_OPTIONS = ['automatedWithLocation', 'automatedWithoutLocation', 'telematics', 'manual'] as const;
export type ReportingOption = (typeof REPORTING_OPTIONS)[number];

/** Pilot programs whose fees need a location: only a device with location is allowed (participant spec section 2). */
export const LOCATION_ONLY_PILOTS = ['MBUF+TF', 'MBUF+ToD', 'MBUF+C'] as const;

/** Flags staff set on a participant (the agreement flags are set by AgreeToTerms only). */
export const PARTICIPANT_STAFF_FLAGS = [
  'hasIntegrityViolation',
  'isBillingOverdue',
  'isBillingDefault',
  'isInactive',
  'isVinMismatch',
  'isLegislator',
  'isVIP',
  'isGovernmentEmployee',
  'isCaliforniaElected',
] as const;
export type ParticipantStaffFlag = (typeof PARTICIPANT_STAFF_FLAGS)[number];

/** Profile fields a participant may change on their own account (besides reporting option and pilot). */
export const PARTICIPANT_PROFILE_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'phoneNumber',
  'address1',
  'address2',
  'city',
  'state',
  'postalCode',
  'preferredContactType',
  'gender',
  'ageGroup',
  'language',
] as const;
export type ParticipantProfileField = (typeof PARTICIPANT_PROFILE_FIELDS)[number];

/** Fields only staff may change. */
export const PARTICIPANT_STAFF_FIELDS = [
  'status',
  'statusMessage',
  'closedReason',
  'governmentAffiliation',
  ...PARTICIPANT_STAFF_FLAGS,
] as const;

export const LANGUAGES = ['en', 'es'] as const;

/** null (or absent) leaves the value unchanged. */
const unchangedWhenNull = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined);
/** Absent leaves the value unchanged; null or blank clears it. */
const clearable = (schema: z.ZodType<string, string>) => schema.nullish().transform((v) => (v === '' ? null : v));

const optionalText = (max: number) => clearable(z.string().trim().max(max));

/**
 * updateParticipant input (both specs, section 7): only the fields given change. Required profile
 * fields cannot be cleared (null gives their spec message). updatedBy, closedDate and closedBy are
 * recorded by the server from the caller and the clock, so they are not read from the input.
 */
export const updateParticipantSchema = z.object({
  username: usernameSchema,
  firstName: profileSchema.shape.firstName.optional(),
  middleName: clearable(middleNameSchema),
  lastName: profileSchema.shape.lastName.optional(),
  phoneNumber: phoneSchema.optional(),
  address1: address1Schema.optional(),
  address2: clearable(address2Schema),
  city: citySchema.optional(),
  state: stateSchema.optional(),
  postalCode: zipSchema.optional(),
  preferredContactType: z.enum(PREFERRED_CONTACT_TYPES, { error: messages.invalidInput }).nullish(),
  gender: optionalText(50),
  ageGroup: optionalText(50),
  language: unchangedWhenNull(z.enum(LANGUAGES)),
  /** null clears the choice (choosing the vehicle step again clears it, participant spec section 2). */
  mroDevicePreference: z.enum(REPORTING_OPTIONS, { error: messages.reportingOptionRequired }).nullish(),
  participantPilotProgramId: unchangedWhenNull(z.string().trim().min(1).max(64)),
  status: unchangedWhenNull(z.enum(PARTICIPANT_STATUSES)),
  statusMessage: optionalText(500),
  closedReason: optionalText(1000),
  /** Staff only: the government body a government employee or elected official belongs to. */
  governmentAffiliation: optionalText(200),
  hasIntegrityViolation: unchangedWhenNull(z.boolean()),
  isBillingOverdue: unchangedWhenNull(z.boolean()),
  isBillingDefault: unchangedWhenNull(z.boolean()),
  isInactive: unchangedWhenNull(z.boolean()),
  isVinMismatch: unchangedWhenNull(z.boolean()),
  isLegislator: unchangedWhenNull(z.boolean()),
  isVIP: unchangedWhenNull(z.boolean()),
  isGovernmentEmployee: unchangedWhenNull(z.boolean()),
  isCaliforniaElected: unchangedWhenNull(z.boolean()),
});
export type UpdateParticipantInput = z.output<typeof updateParticipantSchema>;

/** Closing an account needs a reason (staff spec sections 4 and 5). */
export const closeAccountSchema = z.object({
  closedReason: z
    .string({ error: messages.closeAccountReasonRequired })
    .trim()
    .min(1, messages.closeAccountReasonRequired)
    .max(1000),
});

/** The agreements of the Agreements step and the version accepted. */
export const AGREEMENT_VERSION = '0.0.1';
export const REQUIRED_AGREEMENTS = ['agreeGlobalParticipantAgreement', 'agreeGlobalPrivacyPolicy'] as const;
export type AgreementName = (typeof REQUIRED_AGREEMENTS)[number];

/** AgreeToTerms input: both agreements at the current version, plus the step's two yes/no answers. */
export const agreeToTermsSchema = z
  .object({
    username: usernameSchema,
    agreementDate: z.coerce.date({ error: messages.invalidInput }),
    agreements: z
      .array(z.object({ name: z.string().trim().max(100), version: z.string().trim().max(20) }), {
        error: messages.agreementsRequired,
      })
      .max(10, messages.agreementsRequired),
    isGovernmentEmployee: z.boolean().nullish(),
    isLegislator: z.boolean().nullish(),
    isCaliforniaElected: z.boolean().nullish(),
  })
  .refine(
    (v) =>
      REQUIRED_AGREEMENTS.every((name) => v.agreements.some((a) => a.name === name && a.version === AGREEMENT_VERSION)),
    { message: messages.agreementsRequired, path: ['agreements'] },
  );
export type AgreeToTermsInput = z.output<typeof agreeToTermsSchema>;

/** The Agreements step form: both questions answered, both agreements ticked. */
export const agreementsFormSchema = z.object({
  isGovernmentEmployee: z.boolean({ error: messages.yesOrNoRequired }),
  isElectedOfficial: z.boolean({ error: messages.yesOrNoRequired }),
  agreeGlobalParticipantAgreement: z.literal(true, { error: messages.agreementsRequired }),
  agreeGlobalPrivacyPolicy: z.literal(true, { error: messages.agreementsRequired }),
});

/** Whether My Info lets the participant change their profile, and if not, why. */
export type ProfileEditState = 'editable' | 'notOnboarded' | 'closed';

/**
 * My Info (participant spec sections 2 and 4): profile changes wait until the participant is fully
 * onboarded, i.e. staff have reviewed the enrolment (approved, active, and the later suspended or
 * flagged); created and onboarded (awaiting review) are not yet. A closed account can no longer change.
 */
export function profileEditState(status: string | null | undefined): ProfileEditState {
  if (status === 'closed') return 'closed';
  if (status === 'created' || status === 'onboarded' || !status) return 'notOnboarded';
  return 'editable';
}
