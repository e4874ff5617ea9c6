import { z } from 'zod';
import { messages } from './messages.js';
import { SURVEY_TEXT } from './survey-text.js';
import { emailSchema, zipSchema } from './validation.js';

export type SurveyQuestionId = keyof typeof SURVEY_TEXT;
export type SurveyOption<Q extends SurveyQuestionId> = keyof (typeof SURVEY_TEXT)[Q]['options'] & string;
export type SurveyAnswers = { [Q in SurveyQuestionId]?: SurveyOption<Q> | '' | null };

/** The radio questions in the order the survey asks them. */
export const SURVEY_QUESTION_IDS = Object.keys(SURVEY_TEXT) as SurveyQuestionId[];

export const surveyOptionKeys = <Q extends SurveyQuestionId>(question: Q): SurveyOption<Q>[] =>
  Object.keys(SURVEY_TEXT[question].options) as SurveyOption<Q>[];

/** The survey form's name in createSurvey records (each answered survey gets its own surveyId UUID). */
export const ELIGIBILITY_SURVEY_TYPE = 'eligibility';

/** Questions about the vehicle, skipped for someone who does not drive. */
const VEHICLE_QUESTIONS: readonly SurveyQuestionId[] = ['vehicleAge', 'fuelType', 'deviceComfort', 'engineDataComfort'];
/** The monitoring and engine questions, waived for a vehicle up to 2005 (no diagnostic port data). */
const DEVICE_QUESTIONS: readonly SurveyQuestionId[] = ['deviceComfort', 'engineDataComfort'];

/** The questions shown for the answers so far: a vehicle up to 2005 waives the device questions. */
export function shownSurveyQuestions(answers: SurveyAnswers): SurveyQuestionId[] {
  return SURVEY_QUESTION_IDS.filter((q) => {
    if (answers.vehicleType === 'noDrive' && VEHICLE_QUESTIONS.includes(q)) return false;
    if (answers.vehicleAge === 'upTo2005' && DEVICE_QUESTIONS.includes(q)) return false;
    return true;
  });
}

export type SurveyIneligibleReason = 'motorcycle' | 'doesNotDrive' | 'commercialVehicle' | 'noLicense' | 'noManual';

/**
 * Eligibility from the answers (pure; the spec's rule): a motorcycle, not driving, a commercial
 * van/truck, no driver's license, or declining the manual option makes the person ineligible.
 */
export function surveyEligibility(
  answers: SurveyAnswers,
): { eligible: true } | { eligible: false; reasons: SurveyIneligibleReason[] } {
  const reasons: SurveyIneligibleReason[] = [];
  if (answers.vehicleType === 'motorcycle') reasons.push('motorcycle');
  if (answers.vehicleType === 'noDrive') reasons.push('doesNotDrive');
  if (answers.vehicleType === 'commercial') reasons.push('commercialVehicle');
  if (answers.driversLicense === 'no') reasons.push('noLicense');
  if (answers.manualReporting === 'no') reasons.push('noManual');
  return reasons.length ? { eligible: false, reasons } : { eligible: true };
}

const answerSchema = <Q extends SurveyQuestionId>(question: Q) =>
  z
    .union([z.enum(surveyOptionKeys(question) as unknown as [string, ...string[]]), z.literal('')])
    .nullish()
    .transform((v) => (v || null) as SurveyOption<Q> | null);

/** The survey form: e-mail, zip, and an answer to every question shown ('Please choose an answer.'). */
export const surveyFormSchema = z
  .object({
    email: emailSchema,
    zip: zipSchema,
    ...(Object.fromEntries(SURVEY_QUESTION_IDS.map((q) => [q, answerSchema(q)])) as {
      [Q in SurveyQuestionId]: ReturnType<typeof answerSchema<Q>>;
    }),
  })
  .superRefine((form, ctx) => {
    for (const q of shownSurveyQuestions(form as SurveyAnswers)) {
      if (!form[q]) ctx.addIssue({ code: 'custom', path: [q], message: messages.surveyAnswerRequired });
    }
  });
export type SurveyFormInput = z.input<typeof surveyFormSchema>;
export type SurveyForm = z.output<typeof surveyFormSchema>;

/** The createSurvey questions of an answered form: e-mail, zip, each shown question, and the outcome. */
export function surveyRecord(form: SurveyForm): { type: string; question: string; answer: string }[] {
  const answers = form as SurveyAnswers;
  const outcome = surveyEligibility(answers);
  return [
    { type: 'email', question: 'Email', answer: form.email },
    { type: 'zip', question: 'Zip', answer: form.zip },
    ...shownSurveyQuestions(answers).map((q) => {
      const options = SURVEY_TEXT[q].options as Record<string, string>;
      return { type: 'radio', question: SURVEY_TEXT[q].question, answer: options[answers[q] ?? ''] ?? '' };
    }),
    {
      type: 'result',
      question: 'Eligible',
      answer: outcome.eligible ? 'Yes' : `No (${outcome.reasons.join(', ')})`,
    },
  ];
}
