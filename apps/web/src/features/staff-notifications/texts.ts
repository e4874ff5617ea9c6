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
