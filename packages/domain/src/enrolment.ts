import { z } from 'zod';
import { DEFAULT_PILOT, PILOT_SHORT_NAMES, type PilotShortName } from './constants.js';
import { messages } from './messages.js';
import { emailSchema } from './validation.js';

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
