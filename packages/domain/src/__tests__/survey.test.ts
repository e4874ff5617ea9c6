import { describe, expect, it } from 'vitest';
import {
  createSurveySchema,
  SURVEY_TEXT,
  type SurveyAnswers,
  shownSurveyQuestions,
  surveyEligibility,
  surveyFormSchema,
  surveyRecord,
} from '../index.js';
import { messages } from '../messages.js';

const ELIGIBLE: SurveyAnswers = {
  vehicleType: 'sedan',
  vehicleAge: 'from2006',
  fuelType: 'gasoline',
  driversLicense: 'yes',
  manualReporting: 'yes',
  deviceComfort: 'veryComfortable',
  engineDataComfort: 'dontKnow',
};

describe('surveyEligibility', () => {
  it.each<[string, SurveyAnswers, ReturnType<typeof surveyEligibility>]>([
    ['a sedan driver with a license who accepts manual reporting', ELIGIBLE, { eligible: true }],
    ['any other passenger vehicle', { ...ELIGIBLE, vehicleType: 'pickup' }, { eligible: true }],
    ['an electric luxury car', { ...ELIGIBLE, vehicleType: 'luxury', fuelType: 'electric' }, { eligible: true }],
    ['discomfort with the device', { ...ELIGIBLE, deviceComfort: 'veryUncomfortable' }, { eligible: true }],
    ['a motorcycle', { ...ELIGIBLE, vehicleType: 'motorcycle' }, { eligible: false, reasons: ['motorcycle'] }],
    ['not driving', { ...ELIGIBLE, vehicleType: 'noDrive' }, { eligible: false, reasons: ['doesNotDrive'] }],
    [
      'a commercial van/truck',
      { ...ELIGIBLE, vehicleType: 'commercial' },
      { eligible: false, reasons: ['commercialVehicle'] },
    ],
    ["no driver's license", { ...ELIGIBLE, driversLicense: 'no' }, { eligible: false, reasons: ['noLicense'] }],
    ['declining the manual option', { ...ELIGIBLE, manualReporting: 'no' }, { eligible: false, reasons: ['noManual'] }],
    [
      'several reasons at once',
      { ...ELIGIBLE, vehicleType: 'motorcycle', driversLicense: 'no', manualReporting: 'no' },
      { eligible: false, reasons: ['motorcycle', 'noLicense', 'noManual'] },
    ],
  ])('%s', (_name, answers, expected) => {
    expect(surveyEligibility(answers)).toEqual(expected);
  });
});

describe('shownSurveyQuestions', () => {
  it.each<[string, SurveyAnswers, string[]]>([
    [
      'asks everything by default',
      {},
      [
        'vehicleType',
        'vehicleAge',
        'fuelType',
        'driversLicense',
        'manualReporting',
        'deviceComfort',
        'engineDataComfort',
      ],
    ],
    [
      'waives the monitoring and engine questions for a vehicle up to 2005',
      { vehicleAge: 'upTo2005' },
      ['vehicleType', 'vehicleAge', 'fuelType', 'driversLicense', 'manualReporting'],
    ],
    [
      'skips the vehicle questions for someone who does not drive',
      { vehicleType: 'noDrive' },
      ['vehicleType', 'driversLicense', 'manualReporting'],
    ],
  ])('%s', (_name, answers, expected) => {
    expect(shownSurveyQuestions(answers)).toEqual(expected);
  });
});

describe('surveyFormSchema and surveyRecord', () => {
  const form = { email: ' Pat@Example.com ', zip: '95814', ...ELIGIBLE };

  it('needs an answer to every question shown', () => {
    const parsed = surveyFormSchema.safeParse({ email: 'pat@example.com', zip: '95814', vehicleAge: 'upTo2005' });
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(paths).toEqual([
      `vehicleType: ${messages.surveyAnswerRequired}`,
      `fuelType: ${messages.surveyAnswerRequired}`,
      `driversLicense: ${messages.surveyAnswerRequired}`,
      `manualReporting: ${messages.surveyAnswerRequired}`,
    ]);
  });

  it('checks the e-mail, the zip and the option keys', () => {
    const issues = surveyFormSchema.safeParse({ ...form, email: 'nope', zip: '958', fuelType: 'coal' }).error?.issues;
    expect(issues?.map((i) => i.message)).toEqual(
      expect.arrayContaining([messages.emailInvalid, messages.zipRequired]),
    );
    expect(issues?.some((i) => i.path[0] === 'fuelType')).toBe(true);
  });

  it('records the English question and answer texts and the outcome, valid for createSurvey', () => {
    const record = surveyRecord(surveyFormSchema.parse({ ...form, vehicleAge: 'upTo2005', deviceComfort: '' }));
    expect(record).toEqual([
      { type: 'email', question: 'Email', answer: 'pat@example.com' },
      { type: 'zip', question: 'Zip', answer: '95814' },
      { type: 'radio', question: SURVEY_TEXT.vehicleType.question, answer: 'Sedan/Compact' },
      { type: 'radio', question: SURVEY_TEXT.vehicleAge.question, answer: 'Up to 2005' },
      { type: 'radio', question: SURVEY_TEXT.fuelType.question, answer: 'Gasoline' },
      { type: 'radio', question: SURVEY_TEXT.driversLicense.question, answer: 'Yes' },
      { type: 'radio', question: SURVEY_TEXT.manualReporting.question, answer: 'Yes' },
      { type: 'result', question: 'Eligible', answer: 'Yes' },
    ]);
    const ineligible = surveyRecord(surveyFormSchema.parse({ ...form, vehicleType: 'commercial' }));
    expect(ineligible.at(-1)).toEqual({ type: 'result', question: 'Eligible', answer: 'No (commercialVehicle)' });
    expect(
      createSurveySchema.safeParse({ surveyId: '6f1c1b7e-0a4b-4c1e-9a51-3f5f0f2b7d11', questions: record }).success,
    ).toBe(true);
  });
});
