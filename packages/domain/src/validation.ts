import { z } from 'zod';
import { LIMITS, US_STATES } from './constants.js';
import { messages } from './messages.js';

/** Letters, digits, dots, underscores, percent, plus, hyphen; a domain with a TLD of 2+ letters. */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/i;
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;
export const NAME_PATTERN = /^[A-Za-z][A-Za-z\s-]*$/;
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
export const ZIP_PATTERN = /^\d{5}$/;
export const CODE_PATTERN = /^\d{6}$/;

/** E-mail is trimmed and lower-cased before sign-in, sign-up and reset. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export const emailSchema = z
  .string({ error: messages.emailInvalid })
  .transform(normaliseEmail)
  .pipe(z.string().regex(EMAIL_PATTERN, messages.emailInvalid));

export const passwordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .regex(PASSWORD_PATTERN, messages.passwordRule);

/** Sign-in only checks presence: the rule is enforced when a password is chosen. */
export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired),
});

export const signUpSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});

export const verificationCodeSchema = z
  .string({ error: messages.verificationCodeRequired })
  .trim()
  .min(1, messages.verificationCodeRequired)
  .regex(CODE_PATTERN, messages.verificationCodeInvalidFormat);

export const confirmSignUpSchema = z.object({ email: emailSchema, code: verificationCodeSchema });

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  email: emailSchema,
  code: verificationCodeSchema,
  password: z
    .string({ error: messages.newPasswordRequired })
    .min(1, messages.newPasswordRequired)
    .regex(PASSWORD_PATTERN, messages.passwordRule),
});

const nameSchema = (message: string) =>
  z.string({ error: message }).trim().min(LIMITS.nameMinLength, message).regex(NAME_PATTERN, message);

export const firstNameSchema = nameSchema(messages.firstNameRule);
export const lastNameSchema = nameSchema(messages.lastNameRule);
export const phoneSchema = z.string({ error: messages.phoneRequired }).regex(PHONE_PATTERN, messages.phoneRequired);
export const zipSchema = z.string({ error: messages.zipRequired }).trim().regex(ZIP_PATTERN, messages.zipRequired);

/** A street line naming a post office box ('PO Box', 'P.O. Box', 'POBox', 'Post Office Box'). */
export const PO_BOX_PATTERN = /\bp\.?\s*o\.?\s*box\b|\bpost\s+office\s+box\b/i;
export const isPoBox = (value: string): boolean => PO_BOX_PATTERN.test(value);
const US_STATE_CODES: ReadonlySet<string> = new Set(US_STATES.map(([code]) => code));

export const address1Schema = z
  .string({ error: messages.addressRequired })
  .trim()
  .min(1, messages.addressRequired)
  .max(100, messages.addressRequired)
  .refine((v) => !isPoBox(v), messages.poBoxNotAllowed);
export const address2Schema = z
  .string()
  .trim()
  .max(100)
  .refine((v) => !isPoBox(v), messages.poBoxNotAllowed);
export const citySchema = z
  .string({ error: messages.cityRequired })
  .trim()
  .min(1, messages.cityRequired)
  .max(100, messages.cityRequired);
/** A US state (or DC) code, case-insensitive; stored upper-case. */
export const stateSchema = z
  .string({ error: messages.stateRequired })
  .trim()
  .toUpperCase()
  .refine((v) => US_STATE_CODES.has(v), messages.stateRequired);
export const middleNameSchema = z
  .string({ error: messages.middleNameRule })
  .trim()
  .max(100, messages.middleNameRule)
  .refine((v) => v === '' || NAME_PATTERN.test(v), messages.middleNameRule);

/**
 * The profile of the enrolment step Your Information and the My Info tab (participant spec section 5),
 * each rule with its spec message. The server applies the same field rules to updateParticipant.
 */
export const profileSchema = z.object({
  firstName: firstNameSchema.max(100, messages.firstNameRule),
  middleName: middleNameSchema.nullish(),
  lastName: lastNameSchema.max(100, messages.lastNameRule),
  phoneNumber: phoneSchema,
  address1: address1Schema,
  address2: address2Schema.nullish(),
  city: citySchema,
  state: stateSchema,
  postalCode: zipSchema,
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const usernameSchema = z.string().trim().min(1).max(64);
export const configurationKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Z0-9_]+$/);

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** First message of a failed zod parse, for one clear answer per rejection. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? messages.invalidInput;
}

export const updateConfigurationSchema = z.object({
  key: configurationKeySchema,
  name: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .nullish()
    .transform((v) => v ?? undefined),
  description: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => v ?? undefined),
  value: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => v ?? undefined),
  options: z
    .array(z.object({ name: z.string().trim().min(1).max(200), value: z.string().trim().max(2000) }))
    .max(100)
    .nullish()
    .transform((v) => v ?? undefined),
});
