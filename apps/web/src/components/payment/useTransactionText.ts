import { pilotMonthText } from '@rc/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKeyOf } from '../../i18n';
import type { PaymentItem, PaymentTransaction } from './paymentItems';
import './texts';

/** How the payment page names a transaction, its status and the reason a payment failed. */
export function useTransactionText() {
  const { t, i18n } = useTranslation();
  const language = i18n.language?.startsWith('es') ? 'es' : 'en';

  /** A transaction's description: the server's in the reader's language, staff's own words as written. */
  const describe = useCallback(
    (transaction: Pick<PaymentTransaction, 'description' | 'describedAs'> | null | undefined) => {
      const described = transaction?.describedAs;
      if (described) {
        return t(`payment.descriptions.${described.key}`, {
          month: described.month ? pilotMonthText(described.month, language) : '',
        });
      }
      return transaction?.description?.trim() ?? '';
    },
    [t, language],
  );

  const labelOf = useCallback(
    (item: PaymentItem) => describe(item.transaction) || t('payment.transactionLabel', { id: item.id }),
    [t, describe],
  );

  /** The stored failure message (the spec's English text) in the chosen language. */
  const reasonOf = useCallback(
    (statusMessage: string | null | undefined) => {
      const key = messageKeyOf(statusMessage);
      if (key) return t(`messages.${key}`);
      return statusMessage?.trim() || t('messages.paymentNotCompleted');
    },
    [t],
  );

  const statusOf = useCallback(
    (item: PaymentItem) => {
      switch (item.transaction?.status) {
        case 'pending':
          return t('payment.statusPending');
        case 'processed':
          return t('payment.statusPaid');
        case 'failed':
          return t('payment.statusFailed');
        default:
          return t('payment.statusUnpaid');
      }
    },
    [t],
  );

  return { describe, labelOf, reasonOf, statusOf };
}
