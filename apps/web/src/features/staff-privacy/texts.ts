import { registerTexts } from '../../i18n';

/**
 * The staff Location Retention page's texts in English, under `staffPrivacy`; registered when the page
 * loads, so participants never download them. Spanish: texts.es.ts.
 */
export const staffPrivacyEn = {
  title: 'Location Retention',
  intro:
    'Each day the retention job destroys the location data (GPS points, routes, the points of device deliveries) of trips whose retention period has ended. Each run is listed with what it destroyed.',
  empty: 'The retention job has not run yet.',
  columns: {
    ranAt: 'Run',
    retentionDays: 'Retention (days)',
    participants: 'Participants',
    trips: 'Trips',
    bins: 'GPS points',
    polylines: 'Routes',
    segments: 'Segments',
    deliveryPoints: 'Delivery points',
    finishedAt: 'Finished',
    username: 'Participant',
  },
  running: 'Running',
  participantsTitle: 'Per participant',
  participantsLabel: 'What the run of {{date}} destroyed per participant',
  noParticipants: 'Nothing was due in this run.',
  loadFailed: 'The counts could not be loaded.',
};

declare module '../../i18n' {
  interface FeatureTexts {
    staffPrivacy: typeof staffPrivacyEn;
  }
}

registerTexts(
  { staffPrivacy: staffPrivacyEn },
  { es: () => import('./texts.es').then((module) => ({ staffPrivacy: module.staffPrivacyEs })) },
);
