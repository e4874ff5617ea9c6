import { registerTexts } from '../../i18n';

/**
 * The dispute form and status in English, under `dispute`: shared by the trip page, the statements
 * tab and the mileage reports tab. Spanish: texts.es.ts.
 */
export const disputeEn = {
  action: 'Dispute this charge',
  short: 'Dispute',
  shortLabel: {
    trip: 'Dispute the trip of {{date}}',
    mileageReport: 'Dispute the mileage report of {{date}}',
    statementLine: 'Dispute the statement line {{name}}',
  },
  title: 'Dispute this charge',
  item: {
    trip: 'Trip of {{date}}',
    mileageReport: 'Mileage report of {{date}}',
    statementLine: 'Statement line: {{name}}',
  },
  amount: 'Charge disputed: {{amount}}',
  deadline: 'You can dispute this charge until {{date}}.',
  noDeadlineYet: 'You can dispute this charge until {{days}} days after the statement that bills it.',
  periodOver: 'The period to dispute this charge has ended.',
  reason: 'Why do you dispute this charge?',
  reasonHint: 'At least 25 characters. Our answer will be under Inquiries.',
  subject: {
    trip: 'Dispute of the trip of {{date}}',
    mileageReport: 'Dispute of the mileage report of {{date}}',
    statementLine: 'Dispute of the statement line {{name}}',
  },
  addFiles: 'Add photos or files',
  filesHint: 'Optional: up to 5 photos or documents (PDF, JPEG, PNG or text), 10 MB each.',
  filesChosen: 'Files chosen',
  files: 'Files sent',
  moreFiles: 'Send more photos or files',
  moreFilesHint: 'PDF, JPEG, PNG or text, 10 MB each; a dispute holds 5 files in all ({{left}} more).',
  moreFilesFull: 'This dispute holds the most files it can (5).',
  moreFilesSending: 'Sending the files…',
  moreFilesSent_one: '{{count}} file was added to your dispute.',
  moreFilesSent_other: '{{count}} files were added to your dispute.',
  send: 'Send dispute',
  cancel: 'Cancel',
  sent: 'Your dispute has been sent. We will answer under Inquiries.',
  open: 'You disputed this charge on {{date}}. While the dispute is open, its amount does not count as overdue.',
  upheld: 'Your dispute was upheld on {{date}}.',
  upheldCredit: 'Your dispute was upheld on {{date}}: a credit of {{amount}} will be on your next statement.',
  rejected: 'Your dispute was not upheld ({{date}}).',
  decision: 'Decision: {{note}}',
  follow: 'Follow the dispute under Inquiries',
  loadFailed: 'The dispute form could not be loaded. Please try again later.',
  status: {
    open: 'Disputed',
    upheld: 'Dispute upheld',
    rejected: 'Dispute not upheld',
  },
};

declare module '../../i18n' {
  interface FeatureTexts {
    dispute: typeof disputeEn;
  }
}

registerTexts(
  { dispute: disputeEn },
  { es: () => import('./texts.es').then((module) => ({ dispute: module.disputeEs })) },
);
