import { registerTexts } from '../../i18n';

/**
 * The staff Webhook Events page's texts in English, under `staffWebhooks`; registered when the page
 * loads, so participants never download them. Spanish: texts.es.ts.
 */
export const staffWebhooksEn = {
  title: 'Webhook Events',
  empty: 'No deliveries with this status in the last month.',
  status: 'Status',
  statuses: { pending: 'Pending', processed: 'Processed', failed: 'Failed' },
  columns: {
    timestamp: 'Timestamp',
    id: 'Id',
    status: 'Status',
    source: 'Source',
    sourceId: 'Source id',
    error: 'Error',
    processedAt: 'Processed',
    payload: 'Payload',
  },
  payloadTitle: 'Payload of delivery {{id}}',
  retry: 'Retry',
  retryLabel: 'Retry delivery {{id}}',
  retried: 'The delivery was queued again.',
};

declare module '../../i18n' {
  interface FeatureTexts {
    staffWebhooks: typeof staffWebhooksEn;
  }
}

registerTexts(
  { staffWebhooks: staffWebhooksEn },
  { es: () => import('./texts.es').then((module) => ({ staffWebhooks: module.staffWebhooksEs })) },
);
