import { registerTexts } from '../../i18n';

/**
 * The staff payment screens' texts in English, under `staffPayments`; registered when the staff console
 * loads, so participants never download them. Spanish: texts.es.ts.
 */
export const staffPaymentsEn = {
  cards: {
    title: 'Saved cards',
    empty: 'No saved cards.',
    alias: 'Alias',
    brand: 'Brand',
    last4: 'Last 4',
    expiry: 'Expiry',
    isDefault: 'Default',
    expired: 'Expired',
  },
  add: {
    title: 'Add a card for the participant',
    intro:
      "The card details are typed into the payment provider's card page: only its token reaches this system, never the card number. The new card becomes the participant's default card, after a $1 pre-authorization that is reversed at once.",
    show: 'Add a card',
    hide: 'Close the card entry',
  },
  transactions: {
    title: 'Transactions',
    empty: 'No transactions in this range.',
    status: 'Status',
    anyStatus: 'Any status',
    standingNote: 'Rows are coloured by standing: pending light yellow, due yellow, overdue orange, default red.',
  },
  columns: {
    id: 'Transaction id',
    created: 'Created',
    type: 'Type',
    description: 'Description',
    subtotal: 'Subtotal',
    discount: 'Discount',
    amount: 'Amount',
    status: 'Status',
    standing: 'Standing',
    statusMessage: 'Status message',
    retries: 'Retries',
    payment: 'Card',
    paidAt: 'Paid at',
    statementId: 'Statement id',
    carryover: 'Carried over to',
    createdBy: 'Created by',
    updated: 'Updated',
    updatedBy: 'Updated by',
  },
  status: {
    created: 'created',
    pending: 'pending',
    processed: 'processed',
    failed: 'failed',
    due: 'due',
    overdue: 'overdue',
    default: 'default',
    carriedOver: 'carried over',
  },
  standing: { current: 'current', due: 'due', overdue: 'overdue', default: 'default' },
  type: { transaction: 'transaction', refund: 'refund' },
  card: '{{brand}} •••• {{last4}}',
};

declare module '../../i18n' {
  interface FeatureTexts {
    staffPayments: typeof staffPaymentsEn;
  }
}

registerTexts(
  { staffPayments: staffPaymentsEn },
  { es: () => import('./texts.es').then((module) => ({ staffPayments: module.staffPaymentsEs })) },
);
