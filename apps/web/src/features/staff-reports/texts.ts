import { registerTexts } from '../../i18n';

/**
 * The staff Reports page's texts in English, under `staffReports`; registered when the page loads, so
 * participants never download them. Spanish: texts.es.ts. Report titles are the staff spec's card names.
 */
export const staffReportsEn = {
  title: 'Reports',
  intro:
    'Monthly CSV reports for the pilot. Each covers whole months, Pacific time: From starts on the first day of its month and To ends on the last day of its month.',
  from: 'From',
  to: 'To',
  fromHint: 'From {{date}}',
  toHint: 'Through {{date}}',
  fromAfterTo: 'From must not be after To.',
  monthRequired: 'Choose a month.',
  download: 'Download Report',
  downloadLabel: 'Download the {{report}} report',
  downloaded: 'The {{report}} report was downloaded.',
  queued: 'The report is large: it is being written in the background.',
  running: 'Writing the report in the background: {{done}} of {{total}} rows.',
  runningLabel: 'Progress of the {{report}} report',
  runDone: 'The report is ready.',
  runLink: 'Download {{report}} ({{total}} rows)',
  runFailed: 'The report could not be written: {{message}}',
  reports: {
    'participant-enrollment': {
      title: 'Participant Enrollment',
      description: 'Every enrolled participant and vehicle, with program, rate type, employer and reporting type.',
    },
    'customer-interaction': {
      title: 'Customer Interaction',
      description: 'Support inquiries opened in the range, with responses and the resolution of closed ones.',
    },
    'customer-interaction-metrics': {
      title: 'Customer Interaction Metrics',
      description: 'A blank template, one row per month, for call-centre and mailbox figures.',
    },
    'billing-trips': {
      title: 'Billing Trips',
      description:
        'Each billing trip: miles, chargeable miles, fuel, fees, net road-charge revenue and payment status.',
    },
    'billing-month': {
      title: 'Billing Month',
      description: 'Each monthly statement with its charges, credits, balance and payment.',
    },
    'billing-customer-totals': {
      title: 'Billing Customer Totals',
      description: "Each participant's statement totals over the range, paid and unpaid.",
    },
    'billing-trips-statement': {
      title: 'Billing Trips Statement',
      description: 'Every segment and adjustment billed on the statements of the range.',
    },
    'errors-and-events': {
      title: 'Errors and Events',
      description: 'Device events with their error-event codes.',
    },
    'pilot-closeout': {
      title: 'Pilot Closeout',
      description: 'Each account through the end of the range: driving, billed, paid, refunded and outstanding.',
    },
    summary: {
      title: 'Summary',
      description: 'Pilot totals per month: participants, trips, miles, revenue, payments and support.',
    },
    'paid-transactions': {
      title: 'Paid Transactions',
      description: 'Payments settled in the range, with days to pay and whether they were on time.',
    },
    'refunded-transactions': {
      title: 'Refunded Transactions',
      description: 'Refunds requested in the range and the payments they refund.',
    },
  },
};

declare module '../../i18n' {
  interface FeatureTexts {
    staffReports: typeof staffReportsEn;
  }
}

registerTexts(
  { staffReports: staffReportsEn },
  { es: () => import('./texts.es').then((module) => ({ staffReports: module.staffReportsEs })) },
);
