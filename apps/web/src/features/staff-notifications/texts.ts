import { registerTexts } from '../../i18n';

/**
 * The staff notification screens' texts in English, under `staffNotifications`; registered when the
 * staff console loads, so participants never download them. Spanish: texts.es.ts.
 */
export const staffNotificationsEn = {
  participant: {
    title: 'Notifications',
    empty: 'No notifications.',
    status: 'Status',
    anyStatus: 'Any status',
  },
  page: {
    title: 'Notifications',
    listTitle: 'Notifications by send time',
    rangeLabel: 'Send time',
    empty: 'No notifications with this status are to be sent in these days.',
    participant: 'Participant',
    fromTemplate: '(from the template)',
    subject: 'Subject',
    text: 'Text',
    htmlHeading: 'HTML (sanitised)',
    htmlFrame: 'HTML of the e-mail {{subject}}',
    renderedNow: 'Not sent yet: the template as it would be rendered for the participant now.',
    previewFailed: 'The preview could not be rendered.',
    loading: 'Loading…',
    logs: 'Delivery log',
    noLogs: 'No delivery attempts yet.',
    createOpen: 'Create notification',
    createTitle: 'Create notification',
    addParticipant: 'Add a participant',
    recipients: 'Recipients',
    template: 'Template',
    noTemplate: 'None: write the subject and text',
    templateHelp: "A template is written in the participant's language with their details.",
    overrideHelp: "Optional: replaces the template's",
    sendAt: 'Send at ({{zone}})',
    sendAtRequired: 'A send time is required',
    estimated: 'Estimated delivery: {{at}}',
    preview: 'Preview',
    previewHeading: 'Preview',
    previewFor: 'Preview for {{participant}} ({{language}})',
    languages: { en: 'English', es: 'Spanish' },
    create: 'Create',
    created_one: 'Notification created.',
    created_other: '{{count}} notifications created.',
    cancel: 'Cancel',
    cancelLabel: 'Cancel the notification to {{email}} at {{at}}',
    cancelTitle: 'Cancel notification',
    cancelMessage: 'The e-mail to {{email}} due at {{at}} will not be sent.',
    cancelConfirm: 'Cancel notification',
    cancelled: 'Notification cancelled.',
  },
  templates: {
    accountOnboarded: 'Account onboarded',
    accountApproval: 'Account approved',
    accountApprovalManualProgram: 'Account approved (manual reporting)',
    mroInstallationReminder1: 'Device installation reminder 1',
    mroInstallationReminder2: 'Device installation reminder 2',
    accountActive: 'Account active',
    mroMissingHeartbeat: 'Device not reporting (3 days)',
    mroMissingHeartbeat5Days: 'Device not reporting (5 days)',
    mileageReportReject: 'Mileage report rejected',
    mileageReportApproveWithUpdate: 'Mileage report approved with a change',
    paymentOverdue: 'Payment overdue',
    paymentDefault: 'Payment in default',
    accountRestored: 'Account restored',
    manualProgramSubmissionReminder: 'Odometer report reminder',
    accountUpdateName: 'Name changed',
    accountUpdateAddress: 'Address changed',
    accountUpdatePhoneNumber: 'Phone number changed',
    accountClose: 'Account closed',
    accountSuspended: 'Account suspended',
  },
  columns: {
    template: 'Template',
    subject: 'Subject',
    status: 'Status',
    shouldBeSentAt: 'Send at',
    sentAt: 'Sent at',
    retries: 'Retries',
    statusMsg: 'Status message',
    email: 'E-mail',
    estimatedDeliveryAt: 'Estimated delivery',
    createdBy: 'Created by',
    created: 'Created',
    id: 'Notification id',
  },
  status: { pending: 'pending', sent: 'sent', failed: 'failed', cancelled: 'cancelled' },
  noTemplate: 'None',
  noSubject: '(no subject)',
  textHeading: 'Text of the e-mail',
  noText: 'This notification has no plain text.',
};

declare module '../../i18n' {
  interface FeatureTexts {
    staffNotifications: typeof staffNotificationsEn;
  }
}

registerTexts(
  { staffNotifications: staffNotificationsEn },
  { es: () => import('./texts.es').then((module) => ({ staffNotifications: module.staffNotificationsEs })) },
);
