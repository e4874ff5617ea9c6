import { z } from 'zod';
import { DEFAULT_PILOT, PILOT_SHORT_NAMES, type PilotShortName, PREFERRED_CONTACT_TYPES } from './constants.js';
import { messages } from './messages.js';
import { LOCATION_ONLY_PILOTS, type ReportingOption } from './participants.js';
import { emailSchema, profileSchema } from './validation.js';
import { vehicleDetailsSchema } from './vehicles.js';

/** emailCheck input: the address is trimmed and lower-cased like every e-mail. */
export const emailCheckSchema = z.object({ email: emailSchema });

/** The pilot's canonical short name for a value given in any case (MBUF, mbuf+tod, …); null when unknown. */
export function canonicalPilotShortName(value: string | null | undefined): PilotShortName | null {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return null;
  return PILOT_SHORT_NAMES.find((p) => p.toLowerCase() === wanted) ?? null;
}

/** A pilot short name, case-insensitive; gives the canonical spelling. */
export const pilotShortNameSchema = z.string({ error: messages.pilotShortNameInvalid }).transform((v, ctx) => {
  const pilot = canonicalPilotShortName(v);
  if (!pilot) {
    ctx.addIssue({ code: 'custom', message: messages.pilotShortNameInvalid });
    return z.NEVER;
  }
  return pilot;
});

export const INVITATIONS_LIMITS = {
  /** Decoded CSV size (the HTTP body limit is 1 MB, base64 adds a third). */
  maxBytes: 768 * 1024,
  maxLines: 20_000,
} as const;

/** importInvitations arguments: base64 CSV and the pilot of rows that name none (default MBUF). */
export const importInvitationsSchema = z.object({
  csv: z.string({ error: messages.invitationsFileInvalid }).min(1, messages.invitationsFileInvalid),
  pilot: pilotShortNameSchema.nullish().transform((v) => v ?? DEFAULT_PILOT),
});

export const listInvitationsFilterSchema = z
  .object({ email: z.string().trim().toLowerCase().max(254).nullish() })
  .nullish();

export const SURVEY_LIMITS = { maxQuestions: 100, maxQuestionLength: 1000, maxAnswerLength: 2000 } as const;

/**
 * createSurvey input: the anonymous eligibility survey (it precedes sign-up), so every size is bounded.
 * surveyId names the survey form.
 */
export const createSurveySchema = z.object(
  {
    surveyId: z
      .string({ error: messages.surveyInvalid })
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/, messages.surveyInvalid),
    questions: z
      .array(
        z.object({
          type: z.string({ error: messages.surveyInvalid }).trim().min(1, messages.surveyInvalid).max(50),
          question: z
            .string({ error: messages.surveyInvalid })
            .trim()
            .min(1, messages.surveyInvalid)
            .max(SURVEY_LIMITS.maxQuestionLength, messages.surveyInvalid),
          answer: z
            .string()
            .trim()
            .max(SURVEY_LIMITS.maxAnswerLength, messages.surveyInvalid)
            .nullish()
            .transform((v) => v ?? null),
        }),
        { error: messages.surveyInvalid },
      )
      .min(1, messages.surveyInvalid)
      .max(SURVEY_LIMITS.maxQuestions, messages.surveyInvalid),
  },
  { error: messages.surveyInvalid },
);
export type CreateSurveyInput = z.output<typeof createSurveySchema>;

// ---------------------------------------------------------------------------------------------
// The enrolment wizard (participant spec section 2)

/** The wizard's steps in order (Billing Information only when billing is on). */
export const ENROLMENT_STEPS = [
  'createAccount',
  'yourInformation',
  'vehicleInformation',
  'reportingOptions',
  'billingInformation',
  'agreements',
] as const;
export type EnrolmentStep = (typeof ENROLMENT_STEPS)[number];

/** Where the wizard sends the user: a step, or away to a page. */
export type EnrolmentDestination = { step: EnrolmentStep } | { redirect: '/participants' | '/dashboard' };

/** The pilot whose participants skip the Reporting Options step. */
export const NO_REPORTING_OPTION_PILOT: PilotShortName = 'OB-MBUF';

/** Optional profile choices of the Your Information step (stored as these values). */
export const GENDERS = ['female', 'male', 'nonBinary', 'preferNotToSay'] as const;
export const AGE_GROUPS = ['16-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;

/** Billing is on when configuration PAYMENTS_ALLOWED and PAYMENTS_REGISTRATION are both 'true'. */
export function isBillingOn(configuration: {
  PAYMENTS_ALLOWED?: string | null;
  PAYMENTS_REGISTRATION?: string | null;
}): boolean {
  return configuration.PAYMENTS_ALLOWED === 'true' && configuration.PAYMENTS_REGISTRATION === 'true';
}

/** Whether the pilot (any case) skips the Reporting Options step. */
export function skipsReportingOptions(pilot: string | null | undefined): boolean {
  return canonicalPilotShortName(pilot) === NO_REPORTING_OPTION_PILOT;
}

/** The steps the wizard shows, in order. */
export function visibleEnrolmentSteps(options: { billingOn: boolean; pilot?: string | null }): EnrolmentStep[] {
  return ENROLMENT_STEPS.filter(
    (step) =>
      (step !== 'billingInformation' || options.billingOn) &&
      (step !== 'reportingOptions' || !skipsReportingOptions(options.pilot)),
  );
}

export interface EnrolmentState {
  /** Signed in at all. */
  authenticated: boolean;
  /** The identity groups of the signed-in user. */
  groups: readonly string[];
  /** The participant record; null when none exists yet (treated as a new account). */
  participant: {
    status: string;
    firstName?: string | null;
    mroDevicePreference?: string | null;
    /** The pilot's short name (MBUF, OB-MBUF, ...). */
    pilot?: string | null;
  } | null;
  vehicleCount: number;
  paymentCardCount: number;
  billingOn: boolean;
}

/**
 * The step the wizard resumes at, from the account state, in the order of participant spec
 * section 2: admin → /participants; status not created → /dashboard; missing first name → Your
 * Information; no vehicle → Vehicle Information; no reporting preference (except OB-MBUF) →
 * Reporting Options; no payment card with billing on → Billing Information; status created →
 * Agreements; else the dashboard. Not signed in → Create Account.
 */
export function chooseEnrolmentStep(state: EnrolmentState): EnrolmentDestination {
  if (!state.authenticated) return { step: 'createAccount' };
  if (state.groups.includes('Admins')) return { redirect: '/participants' };
  const participant = state.participant ?? { status: 'created' };
  if (participant.status !== 'created') return { redirect: '/dashboard' };
  if (!participant.firstName?.trim()) return { step: 'yourInformation' };
  if (state.vehicleCount === 0) return { step: 'vehicleInformation' };
  if (!participant.mroDevicePreference && !skipsReportingOptions(participant.pilot)) {
    return { step: 'reportingOptions' };
  }
  if (state.billingOn && state.paymentCardCount === 0) return { step: 'billingInformation' };
  if (participant.status === 'created') return { step: 'agreements' };
  return { redirect: '/dashboard' };
}

/** The four reporting options in the order the step lists them. */
export const ENROLMENT_REPORTING_OPTIONS = [
  'automatedWithLocation',
  'automatedWithoutLocation',
  'telematics',
  'manual',
] as const satisfies readonly ReportingOption[];

/**
 * The reporting options a participant may choose (participant spec section 2), rules applied in
 * order: an electric vehicle allows only telematics, with manual re-enabled; a hydrogen vehicle
 * (type or subtype naming hydrogen) cannot use telematics; the pilots MBUF+TF, MBUF+ToD and MBUF+C
 * allow only a device with location (their fees need the route), whatever the vehicle; OB-MBUF
 * has no choice (the step is skipped), so nothing is offered.
 */
export function allowedReportingOptions(input: {
  vehicleType?: string | null;
  vehicleSubtype?: string | null;
  pilot?: string | null;
}): ReportingOption[] {
  const pilot = canonicalPilotShortName(input.pilot);
  if (pilot === NO_REPORTING_OPTION_PILOT) return [];
  if (pilot && (LOCATION_ONLY_PILOTS as readonly string[]).includes(pilot)) return ['automatedWithLocation'];
  let allowed: ReportingOption[] = [...ENROLMENT_REPORTING_OPTIONS];
  if (input.vehicleType?.toLowerCase() === 'electric') allowed = ['telematics', 'manual'];
  const hydrogen = [input.vehicleType, input.vehicleSubtype].some((v) => !!v && /hydrogen/i.test(v));
  if (hydrogen) allowed = allowed.filter((option) => option !== 'telematics');
  return allowed;
}

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values, { error: messages.invalidInput }), z.literal('')])
    .nullish()
    .transform((v) => v || null);

/** The Your Information step (participant spec section 5): the profile plus the optional choices. */
export const yourInformationSchema = profileSchema.extend({
  preferredContactType: optionalChoice(PREFERRED_CONTACT_TYPES),
  gender: optionalChoice(GENDERS),
  ageGroup: optionalChoice(AGE_GROUPS),
});
export type YourInformationInput = z.input<typeof yourInformationSchema>;

/**
 * The Vehicle Information step: the registration rules of vehicleDetailsSchema, plus a VIN required
 * when configuration FEATURE_REGISTER_WITH_VIN is enabled.
 */
export function vehicleFormSchema(vinRequired: boolean) {
  return vehicleDetailsSchema.superRefine((v, ctx) => {
    if (vinRequired && !v.vin) ctx.addIssue({ code: 'custom', message: messages.vinRequired, path: ['vin'] });
  });
}

/** The Reporting Options step: one of the four options. */
export const reportingOptionFormSchema = z.object({
  mroDevicePreference: z.enum(ENROLMENT_REPORTING_OPTIONS, { error: messages.reportingOptionRequired }),
});

/** Messages of the server that mean the vehicle is not eligible (shown under the eligibility heading). */
export const VEHICLE_ELIGIBILITY_MESSAGE_KEYS = ['vehicleYearOutOfRange', 'motorcycleNotEligible'] as const;
