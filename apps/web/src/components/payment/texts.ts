import { registerTexts } from '../../i18n';

/**
 * The payment texts in English, under `payment` (registerTexts), shared by the participant's payment page
 * and the staff one. The Spanish ones
 * are in texts.es.ts, so English readers never download them; the spec's exact messages stay in the
 * domain `messages`.
 */
export const paymentEn = {
  title: 'Make a Payment',
  intro: 'Check what you are paying, choose a saved card and select Pay.',
  loading: 'Loading the payment…',
  toPayHeading: 'What you are paying',
  tableCaption: 'Transactions in this payment',
  date: 'Date',
  description: 'Description',
  status: 'Status',
  amount: 'Amount',
  total: 'Total',
  noDescription: 'Road charge',
  descriptions: {
    statement: 'Statement of {{month}}',
    statementCreditRefund: 'Refund of the credit balance of the {{month}} statement',
  },
  statusUnpaid: 'Unpaid',
  statusFailed: 'Payment failed',
  statusPending: 'Payment in progress',
  statusPaid: 'Paid',
  lastAttempt: 'Last attempt: {{reason}}',
  notIncludedHeading: 'Not included in this payment',
  notFound: '{{label}} was not found in your account.',
  alreadyPaid: '{{label}} is already paid ({{date}}).',
  carriedOver: '{{label}} was carried over into a later statement: pay that statement instead.',
  notPayable: '{{label}} has nothing to pay.',
  loadFailed: '{{label}} could not be loaded: {{reason}}',
  transactionLabel: 'Transaction {{id}}',
  truncated: 'Only the first {{count}} transactions of the address are shown.',
  nothingToPayHint: 'Your account balance and statements are on the dashboard.',
  backToDashboard: 'Back to the dashboard',
  cardHeading: 'Payment method',
  cardLegend: 'Pay with',
  cardLabel: '{{card}}, expires {{month}}/{{year}}',
  cardDefault: 'default',
  cardExpired: 'expired',
  cardsLoading: 'Loading your saved cards…',
  noCards: 'You have no saved card to pay with.',
  addCard: 'Add a card in Billing Info',
  noCardsContactSupport: 'Please contact support to add a card.',
  supportLink: 'Contact support',
  allCardsExpired: 'All your saved cards have expired.',
  pay: 'Pay {{amount}}',
  paying: 'Starting the payment…',
  autopayNote: 'You are charged once, now. Saving a card never sets up automatic payments.',
  progressHeading: 'Payment in progress',
  progressText: 'Processing your payment: {{done}} of {{total}} transactions done.',
  progressLabel: 'Payment progress',
  progressKeepOpen: 'You can leave this page: the payment continues and never charges twice.',
  alreadyRunning: 'A payment of these transactions was already under way, for example in another tab or window.',
  resultHeading: 'Payment result',
  success: 'Payment complete: {{amount}} paid with {{card}}.',
  successNext: 'Thank you. Your balance is updated on the dashboard.',
  declined: 'Your payment of {{amount}} with {{card}} did not go through: {{reason}}',
  declinedNext: 'Nothing was charged for it. Choose another card below and select Pay again.',
};

declare module '../../i18n' {
  interface FeatureTexts {
    payment: typeof paymentEn;
  }
}

registerTexts(
  { payment: paymentEn },
  { es: () => import('./texts.es').then((module) => ({ payment: module.paymentEs })) },
);
