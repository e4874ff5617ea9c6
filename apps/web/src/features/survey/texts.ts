import { SURVEY_TEXT } from '@rc/domain';
import { registerTexts } from '../../i18n';

/**
 * The eligibility survey's texts in English, under `survey` in the catalogue; added to it when the survey
 * page loads. The questions are the domain's SURVEY_TEXT. Spanish: texts.es.ts.
 */
export const surveyEn = {
  title: 'Eligibility Survey',
  heading: 'Eligibility survey',
  intro: 'Answer a few questions to find out whether you can take part in the {{program}}. All questions are required.',
  email: 'Email',
  zip: 'Zip code of your home address',
  submit: 'Submit',
  eligibleHeading: 'Thank you!',
  eligibleBody:
    'Based on your answers you are eligible to take part in the pilot. We will contact you by e-mail with an invitation when a place is available.',
  ineligibleHeading: 'Thank you for your interest',
  ineligibleBody: 'Based on your answers you are not eligible to take part in this pilot:',
  reasons: {
    motorcycle: 'Motorcycles are not eligible.',
    doesNotDrive: 'Participants must drive a vehicle.',
    commercialVehicle: 'Commercial vans and trucks are not eligible.',
    noLicense: "Participants must have a valid driver's license.",
    noManual: 'Participants must be willing to report mileage manually if a device cannot be used.',
  },
  startOver: 'Start Over',
  saveFailed: 'Your answers could not be saved. Please try again.',
  questions: SURVEY_TEXT,
};

declare module '../../i18n' {
  interface FeatureTexts {
    survey: typeof surveyEn;
  }
}

registerTexts({ survey: surveyEn }, { es: () => import('./texts.es').then((module) => ({ survey: module.surveyEs })) });
