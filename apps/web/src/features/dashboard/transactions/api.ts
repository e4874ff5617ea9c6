import { LIMITS } from '@rc/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  TransactionsTableAdjustmentsDocument,
  TransactionsTableMileageReportsDocument,
  TransactionsTableTripsDocument,
} from '../../../gql/graphql';
import { execute, listAll } from '../../../lib/graphql';

// Apart from ../api.ts: an expanded transaction is a lazy chunk (TransactionDetails), and its
// documents stay in it instead of joining the dashboard on the first route.

const PAGE_SIZE = LIMITS.transactionsPageSize;

/** Query keys of what an expanded transaction lists. */
export const transactionKeys = {
  one: (transactionId: string) => ['transactions', transactionId] as const,
  trips: (transactionId: string) => [...transactionKeys.one(transactionId), 'trips'] as const,
  mileageReports: (transactionId: string) => [...transactionKeys.one(transactionId), 'mileageReports'] as const,
  adjustments: (transactionId: string) => [...transactionKeys.one(transactionId), 'adjustments'] as const,
};

/** The trips a transaction bills, a server page at a time. */
export function useTransactionTrips(transactionId: string) {
  return useInfiniteQuery({
    queryKey: transactionKeys.trips(transactionId),
    queryFn: async ({ pageParam }) => {
      const data = await execute(TransactionsTableTripsDocument, {
        id: transactionId,
        limit: PAGE_SIZE,
        nextToken: pageParam,
      });
      return data.getTransaction?.trips ?? { items: [], nextToken: null };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextToken ?? undefined,
  });
}

/** The mileage reports a transaction bills, a server page at a time. */
export function useTransactionMileageReports(transactionId: string) {
  return useInfiniteQuery({
    queryKey: transactionKeys.mileageReports(transactionId),
    queryFn: async ({ pageParam }) => {
      const data = await execute(TransactionsTableMileageReportsDocument, {
        id: transactionId,
        limit: PAGE_SIZE,
        nextToken: pageParam,
      });
      return data.getTransaction?.mileageReports ?? { items: [], nextToken: null };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextToken ?? undefined,
  });
}

/** Every adjustment a transaction bills. */
export function useTransactionAdjustments(transactionId: string) {
  return useQuery({
    queryKey: transactionKeys.adjustments(transactionId),
    queryFn: () =>
      listAll(async ({ limit, nextToken }) => {
        const data = await execute(TransactionsTableAdjustmentsDocument, { id: transactionId, limit, nextToken });
        return data.getTransaction?.tripAdjustments ?? { items: [], nextToken: null };
      }),
  });
}
