import { registerTexts } from '../../i18n';

/**
 * The staff Participant View's texts in English, under `staffParticipantView`; registered when the
 * staff console loads. Spanish: participantViewTexts.es.ts.
 */
export const staffParticipantViewEn = {
  title: 'Participant View',
  readOnly:
    'What {{name}} sees in their account, read-only: actions that would change something are hidden or disabled.',
  tabsLabel: "The participant's account tabs",
  notFound: 'There is no participant {{username}}.',
  enrolling: 'This participant is still enrolling: they see the enrolment wizard, not their account.',
  inquiries: {
    participantName: 'Participant name',
    author: 'Author',
    rawStatus: 'Status (raw)',
  },
};

declare module '../../i18n' {
  interface FeatureTexts {
    staffParticipantView: typeof staffParticipantViewEn;
  }
}

registerTexts(
  { staffParticipantView: staffParticipantViewEn },
  {
    es: () =>
      import('./participantViewTexts.es').then((module) => ({ staffParticipantView: module.staffParticipantViewEs })),
  },
);
