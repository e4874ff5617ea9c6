import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKeyOf } from '../../i18n';
import type { PaymentItem } from './paymentItems';
import './texts';

/** How the payment page names a transaction, its status and the reason a payment failed. */
export function useTransactionText() {
  const { t } = useTranslation();

  const labelOf = useCallback(
    (item: PaymentItem) => item.transaction?.description?.trim() || t('payment.transactionLabel', { id: item.id }),
    [t],
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

  return { labelOf, reasonOf, statusOf };
}
