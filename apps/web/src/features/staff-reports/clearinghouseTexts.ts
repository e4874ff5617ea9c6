import { registerTexts } from '../../i18n';

/**
 * The Clearinghouse export card's texts in English, under `staffClearinghouse` (its own namespace beside
 * the report cards' `staffReports`). Spanish: clearinghouseTexts.es.ts.
 */
export const staffClearinghouseEn = {
  title: 'Clearinghouse export',
  description:
    'Accounts, daily mileage by state and road type, approved odometer readings, device events and billing periods as clearinghouse messages (one JSON message a line).',
  from: 'From',
  to: 'To',
  fromHint: 'From {{date}}, 00:00 UTC',
  toHint: 'Through {{date}}, UTC',
  participant: 'Participant (optional)',
  participantHint: 'A username: only that participant’s vehicles',
  monthRequired: 'Choose a month.',
  fromAfterTo: 'From must not be after To.',
  download: 'Download Messages',
  downloaded: 'The clearinghouse messages were downloaded ({{filename}}).',
};

declare module '../../i18n' {
  interface FeatureTexts {
    staffClearinghouse: typeof staffClearinghouseEn;
  }
}

registerTexts(
  { staffClearinghouse: staffClearinghouseEn },
  {
    es: () => import('./clearinghouseTexts.es').then((module) => ({ staffClearinghouse: module.staffClearinghouseEs })),
  },
);
