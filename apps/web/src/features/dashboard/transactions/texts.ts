import { registerTexts } from '../../../i18n';

/**
 * The transactions texts in English, under `transactions` (registerTexts). The Spanish ones
 * are in texts.es.ts, so English readers never download them; the spec's exact messages stay in the
 * domain `messages`.
 */
export const transactionsEn = {
  columns: {
    details: 'Details',
    date: 'Date',
    description: 'Description',
    amount: 'Amount',
    status: 'Status',
    payment: 'Payment',
  },
  expand: 'Show what the transaction of {{date}} bills',
  collapse: 'Hide what the transaction of {{date}} bills',
  paidOn: 'Paid {{date}}',
  card: '{{brand}} ending in {{last4}}',
  cardUnknownBrand: 'Card ending in {{last4}}',
  noPayment: '—',
  status: {
    created: 'Unpaid',
    pending: 'Payment in progress',
    processed: 'Paid',
    refunded: 'Refunded',
    refundDue: 'Credit to be refunded',
    refundPending: 'Refund in progress',
    refundFailed: 'Refund failed',
    failed: 'Payment failed',
    due: 'Due',
    overdue: 'Overdue',
    default: 'In default',
    carriedOver: 'Carried over',
  },
  tone: {
    due: 'Due',
    overdue: 'Overdue',
    default: 'In default',
  },
  fees: {
    cordon: 'Cordon fee',
    tod: 'Time-of-day fee',
    toll: 'Toll fee',
  },
  trips: {
    heading: 'Trips',
    tableLabel: 'Trips billed by this transaction',
    start: 'Start',
    end: 'End',
    distance: 'Distance',
    roadCharge: 'Road charge',
    fuelTaxCredit: 'Gas tax credit',
    paymentStatus: 'Payment status',
    trip: 'Trip',
    view: 'View trip',
    viewLabel: 'View trip of {{date}}',
    hidden: 'Not shown',
    empty: 'This transaction bills no trips.',
    more: 'Show more trips',
  },
  reports: {
    heading: 'Mileage reports',
    tableLabel: 'Mileage reports billed by this transaction',
    readingDate: 'Reading date',
    odometer: 'Odometer reading',
    distance: 'Distance charged',
    roadCharge: 'Road charge',
    fuelTaxCredit: 'Gas tax credit',
    paymentStatus: 'Payment status',
    empty: 'This transaction bills no mileage reports.',
    more: 'Show more mileage reports',
  },
  adjustments: {
    heading: 'Adjustments',
    tableLabel: 'Adjustments billed by this transaction',
    date: 'Date',
    note: 'Note',
    distance: 'Distance change',
    roadCharge: 'Road charge change',
    fees: {
      cordon: 'Cordon fee change',
      tod: 'Time-of-day fee change',
      toll: 'Toll fee change',
    },
    fuelTaxCredit: 'Gas tax credit change',
    paymentStatus: 'Payment status',
  },
  paymentStatus: {
    pending: 'Pending',
    paid: 'Paid',
    failed: 'Failed',
    'N/A': 'N/A',
    'paid in full': 'Paid in full',
    'paid in part': 'Paid in part',
  },
  loadFailed: 'The details could not be loaded.',
};

declare module '../../../i18n' {
  interface FeatureTexts {
    transactions: typeof transactionsEn;
  }
}

registerTexts(
  { transactions: transactionsEn },
  { es: () => import('./texts.es').then((module) => ({ transactions: module.transactionsEs })) },
);
