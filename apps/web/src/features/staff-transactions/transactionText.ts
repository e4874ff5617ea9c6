import { transactionTone } from '@rc/domain';
import type { TFunction } from 'i18next';
import './texts';

interface Shown {
  type: string;
  status: string;
  standing: string;
  amountCents: number;
  paymentType?: string | null;
  paymentInfo?: string | null;
}

/** A transaction's amount as the books count it: refunds count down. */
export const signedCents = (row: Pick<Shown, 'type' | 'amountCents'>) =>
  row.type === 'refund' ? -row.amountCents : row.amountCents;

/** The status in words, with the standing when it says more (the row colour only repeats it). */
export function statusText(t: TFunction, row: Shown): string {
  const status = t(`staffTransactions.status.${row.status}`, { defaultValue: row.status });
  const tone = transactionTone(row);
  if (tone && tone !== 'pending' && tone !== row.status)
    return `${status} · ${t(`staffTransactions.standing.${tone}`)}`;
  return status;
}

/** The paying card as brand and last four, or nothing. */
export function cardText(t: TFunction, row: Pick<Shown, 'paymentType' | 'paymentInfo'>): string {
  return row.paymentInfo
    ? t('staffTransactions.card', { brand: row.paymentType ?? '', last4: row.paymentInfo }).trim()
    : '';
}
