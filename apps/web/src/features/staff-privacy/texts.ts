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
  erasure: {
    title: 'Account Erasure',
    intro:
      "Each day the erasure job erases the personal data of accounts closed longer than the configured period (ACCOUNT_ERASURE_DAYS): names, contact details, address, vehicle identifiers, messages, photos, cards and sign-in. The money records stay under the account's id. An account that still owes money is held until it is settled.",
    empty: 'The erasure job has not run yet.',
    columns: {
      retentionDays: 'Kept after closing (days)',
      erased: 'Erased',
      held: 'Held',
      accountNo: 'Account',
      username: 'Account id',
      closedDate: 'Closed',
      outcome: 'Outcome',
      details: 'Details',
    },
    outcomes: { erased: 'Erased', held: 'Held' },
    accountsTitle: 'Accounts',
    accountsLabel: 'The accounts the run of {{date}} judged',
    noAccounts: 'No closed account was due in this run.',
    count: '{{category}}: {{count}}',
    categories: {
      account: 'Sign-in',
      participant: 'Profile',
      vehicles: 'Vehicles',
      connections: 'Carmaker connections',
      devices: 'Devices',
      trips: 'Trip notes',
      tripLocations: 'Trips with location',
      locationPoints: 'GPS points',
      deliveryPoints: 'Delivery points',
      mileageReports: 'Mileage reports',
      statements: 'Statement notes',
      transactions: 'Transaction descriptions',
      payments: 'Cards and payments',
      inquiries: 'Inquiry messages',
      disputes: 'Dispute reasons',
      emails: 'E-mails',
      exports: 'Data exports',
      invitations: 'Invitations',
      files: 'Files',
      auditEvents: 'Audit events',
    },
  },
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
