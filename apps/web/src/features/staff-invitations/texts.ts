import { registerTexts } from '../../i18n';

/**
 * The staff invitation page's texts in English, under `invitations` in the catalogue; added to it when the
 * staff console loads, so participants never download them. Spanish: texts.es.ts.
 */
export const invitationsEn = {
  title: 'Invitations',
  importHeading: 'Import invitations',
  importIntro:
    'Enrolment is by invitation. Add addresses from a CSV file with the columns e-mail and pilot short name (a header row is optional), or paste the rows below.',
  chooseFile: 'Choose CSV file',
  noFile: 'No file chosen',
  fileChosen: 'File: {{name}}',
  csvText: 'CSV rows',
  csvHint: 'One invitation per line: e-mail, pilot short name (for example driver@example.com,MBUF).',
  defaultPilot: 'Pilot for rows without one',
  defaultPilotHint: 'Used when a row names no pilot.',
  import: 'Import',
  result: 'Import finished. Added: {{added}}. Duplicates: {{duplicates}}. Rejected: {{rejected}}.',
  rejectedLabel: 'Rejected rows',
  line: 'Line',
  email: 'Email',
  reason: 'Reason',
  listHeading: 'Invitation list',
  search: 'Search by e-mail',
  pilot: 'Pilot',
  invited: 'Invited',
  empty: 'No invitations found.',
};

declare module '../../i18n' {
  interface FeatureTexts {
    invitations: typeof invitationsEn;
  }
}

registerTexts(
  { invitations: invitationsEn },
  { es: () => import('./texts.es').then((module) => ({ invitations: module.invitationsEs })) },
);
