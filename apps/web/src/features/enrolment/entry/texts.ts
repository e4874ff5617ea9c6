import { registerTexts } from '../../../i18n';

/**
 * The enrolment entry pages' texts in English (invalid link, closed, by invitation, agreement documents),
 * under `entry` in the catalogue; added to it when those pages load. Spanish: texts.es.ts.
 */
export const entryEn = {
  backToSignIn: 'Already have an account? Sign in',
  contact: 'Questions? Contact us at {{email}}',
  oops: {
    title: 'Invalid Link',
    heading: 'This enrolment link is not valid',
    body: 'The link you followed does not name a pilot we know. Please use the invitation link from your invitation e-mail to enrol.',
    invitation: 'How enrolment works',
  },
  closed: {
    title: 'Enrolment Closed',
    heading: 'Enrolment is closed',
    body: 'Enrolment in the {{program}} is closed. Thank you for your interest.',
    signInNote: 'Already enrolled? You can still sign in to your account.',
  },
  invitation: {
    title: 'Enrolment by Invitation',
    heading: 'Enrolment is by invitation',
    body: 'Participants in the {{program}} are invited by e-mail. If you received an invitation, please use the link in that e-mail to create your account.',
    surveyIntro:
      'Not invited yet? Tell us about yourself and your vehicle in a short eligibility survey, and we will contact you if a place opens.',
    survey: 'Take the eligibility survey',
  },
  agreement: {
    tetcTitle: 'Participant Agreement',
    tutcTitle: 'Participant Agreement: Eastern Coalition Study',
    tutcIntro: 'The participant agreement of the eastern-coalition study.',
    frameTitle: 'Participant agreement (PDF document)',
    download: 'Download the Participant Agreement (PDF)',
  },
};

declare module '../../../i18n' {
  interface FeatureTexts {
    entry: typeof entryEn;
  }
}

registerTexts({ entry: entryEn }, { es: () => import('./texts.es').then((module) => ({ entry: module.entryEs })) });
