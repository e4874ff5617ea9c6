import { useQueries } from '@tanstack/react-query';
import type { PaymentTransaction } from '../../components/payment/paymentItems';
import { PaymentPageTransactionDocument } from '../../gql/graphql';
import { execute } from '../../lib/graphql';

/** How often a payment in progress is asked about (getTransaction, docs/api.md 'Billing'). */
const POLL_MS = 1000;

/** Query keys of the payment page (the saved cards are components/payment-card's savedCardKeys). */
export const paymentKeys = {
  transactions: ['payment', 'transaction'] as const,
  transaction: (id: string) => [...paymentKeys.transactions, id] as const,
};

function transactionQuery(id: string) {
  return {
    queryKey: paymentKeys.transaction(id),
    queryFn: async (): Promise<PaymentTransaction | null> =>
      (await execute(PaymentPageTransactionDocument, { id })).getTransaction ?? null,
    // Only a transaction whose payment is running is asked about again, until the worker has answered.
    refetchInterval: (query: { state: { data?: PaymentTransaction | null } }) =>
      query.state.data?.status === 'pending' ? POLL_MS : false,
  };
}

/** The transactions of the payment page's address, one query each (in the order of the ids). */
export function usePaymentTransactions(ids: readonly string[]) {
  return useQueries({ queries: ids.map(transactionQuery) });
}
