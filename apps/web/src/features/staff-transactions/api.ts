import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentTransaction } from '../../components/payment/paymentItems';
import { type DayRange, rangeInstants } from '../../components/staff/DateRangeFilter';
import { type StaffPageRequest, useStaffList } from '../../components/staff/useStaffList';
import {
  type BillingStanding,
  StaffPaymentAttemptsDocument,
  StaffPaymentTransactionDocument,
  type StaffPaymentTransactionFragment,
  StaffSearchTransactionsDocument,
  StaffSummarizeTransactionsDocument,
  StaffTransactionAdjustmentsDocument,
  StaffTransactionDetailDocument,
  type StaffTransactionListRowFragment,
  StaffTransactionParticipantDocument,
  StaffTransactionSegmentsDocument,
  StaffTransactionStatementDocument,
  type TransactionStatus,
} from '../../gql/staff/graphql';
import { execute } from '../../lib/graphql';
import type { StaffZone } from '../../lib/staff/timeZone';

export type StaffTransactionListRow = StaffTransactionListRowFragment;
export type StaffPaymentRow = StaffPaymentTransactionFragment & PaymentTransaction;

/** The radio filters of /transactions (staff spec section 2): '' is all. */
export const STATUS_FILTERS = ['', 'created', 'processed', 'failed'] as const satisfies readonly (
  | TransactionStatus
  | ''
)[];
export const STANDING_FILTERS = ['', 'due', 'overdue', 'default'] as const satisfies readonly (BillingStanding | '')[];

export interface TransactionSearchFilter {
  range: DayRange;
  zone: StaffZone;
  status: (typeof STATUS_FILTERS)[number];
  standing: (typeof STANDING_FILTERS)[number];
}

export const staffTransactionKeys = {
  all: ['staffTransactions'] as const,
  search: () => [...staffTransactionKeys.all, 'search'] as const,
  summary: (filter: TransactionSearchFilter) => [...staffTransactionKeys.all, 'summary', filter] as const,
  detail: (id: string) => [...staffTransactionKeys.all, 'detail', id] as const,
  participant: (username: string) => [...staffTransactionKeys.all, 'participant', username] as const,
  statement: (id: string) => [...staffTransactionKeys.all, 'statement', id] as const,
  segments: (id: string) => [...staffTransactionKeys.all, 'segments', id] as const,
  adjustments: (id: string) => [...staffTransactionKeys.all, 'adjustments', id] as const,
  attempts: (id: string) => [...staffTransactionKeys.all, 'attempts', id] as const,
  payment: (id: string) => [...staffTransactionKeys.all, 'payment', id] as const,
};

/** The API's arguments of a filter: the range's instants in the staff zone, and the chosen radios. */
export function searchVariables(filter: TransactionSearchFilter) {
  const { from, to } = rangeInstants(filter.range, filter.zone);
  return {
    createdAt: { ge: from, lt: to },
    filter: {
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.standing ? { standing: filter.standing } : {}),
    },
  };
}

/** One server page of the search, newest first by default. */
export function useTransactionSearch(filter: TransactionSearchFilter) {
  return useStaffList<StaffTransactionListRow, TransactionSearchFilter>({
    queryKey: staffTransactionKeys.search(),
    filter,
    fetchPage: async ({ filter: f, limit, nextToken, sortDirection }: StaffPageRequest<TransactionSearchFilter>) =>
      (await execute(StaffSearchTransactionsDocument, { ...searchVariables(f), limit, nextToken, sortDirection }))
        .searchTransactions,
    defaultSort: { field: 'createdAt', direction: 'DESC' },
  });
}

/** The chips' totals: computed by the server over everything the filter selects. */
export function useTransactionSummary(filter: TransactionSearchFilter) {
  return useQuery({
    queryKey: staffTransactionKeys.summary(filter),
    queryFn: async () =>
      (await execute(StaffSummarizeTransactionsDocument, searchVariables(filter))).summarizeTransactions,
  });
}

/** The server's CSV of the same filter (every page), as /api/staff/exports/transactions.csv. */
export function transactionsCsvHref(filter: TransactionSearchFilter, sortDirection?: 'ASC' | 'DESC'): string {
  const { createdAt, filter: f } = searchVariables(filter);
  const params = new URLSearchParams();
  params.set('from', createdAt.ge);
  // The export's "to" is inclusive; the range's end is the next day's first instant.
  params.set('to', new Date(Date.parse(createdAt.lt) - 1).toISOString());
  if (f.status) params.set('status', f.status);
  if (f.standing) params.set('standing', f.standing);
  if (sortDirection) params.set('sortDirection', sortDirection);
  return `/api/staff/exports/transactions.csv?${params.toString()}`;
}

export function useTransactionDetail(id: string) {
  return useQuery({
    queryKey: staffTransactionKeys.detail(id),
    queryFn: async () => (await execute(StaffTransactionDetailDocument, { id })).getTransaction ?? null,
    // A payment or refund in progress is followed until the worker has answered.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 1000 : false),
  });
}

export function useTransactionParticipant(username: string | undefined) {
  return useQuery({
    queryKey: staffTransactionKeys.participant(username ?? ''),
    queryFn: async () =>
      (await execute(StaffTransactionParticipantDocument, { username: username ?? '' })).getParticipant ?? null,
    enabled: Boolean(username),
  });
}

export function useTransactionStatement(id: string | null | undefined) {
  return useQuery({
    queryKey: staffTransactionKeys.statement(id ?? ''),
    queryFn: async () =>
      (await execute(StaffTransactionStatementDocument, { id: id ?? '' })).getParticipantStatement ?? null,
    enabled: Boolean(id),
  });
}

export function useTransactionSegments(transactionId: string) {
  return useStaffList({
    queryKey: staffTransactionKeys.segments(transactionId),
    filter: transactionId,
    fetchPage: async ({ limit, nextToken, sortDirection }: StaffPageRequest<string>) =>
      (await execute(StaffTransactionSegmentsDocument, { transactionId, limit, nextToken, sortDirection }))
        .getTripSegmentsByTransactionId,
    defaultSort: { field: 'createdAt', direction: 'ASC' },
  });
}

export function useTransactionAdjustments(transactionId: string) {
  return useStaffList({
    queryKey: staffTransactionKeys.adjustments(transactionId),
    filter: transactionId,
    fetchPage: async ({ limit, nextToken, sortDirection }: StaffPageRequest<string>) =>
      (await execute(StaffTransactionAdjustmentsDocument, { transactionId, limit, nextToken, sortDirection }))
        .getTripAdjustmentsByTransactionId,
    defaultSort: { field: 'createdAt', direction: 'ASC' },
  });
}

export function usePaymentAttempts(transactionId: string, poll: boolean) {
  return useQuery({
    queryKey: staffTransactionKeys.attempts(transactionId),
    queryFn: async () =>
      (await execute(StaffPaymentAttemptsDocument, { transactionId })).getPaymentAttemptsByTransactionId,
    refetchInterval: poll ? 1000 : false,
  });
}

/** After a refund or a payment: the lists, totals and this transaction's reads are stale. */
export function useInvalidateTransactions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffTransactionKeys.all });
}

/** How often a payment in progress is asked about on the staff payment page. */
const POLL_MS = 1000;

/** The transactions of the staff payment page's address, one query each (in the order of the ids). */
export function useStaffPaymentTransactions(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: staffTransactionKeys.payment(id),
      queryFn: async (): Promise<StaffPaymentRow | null> =>
        (await execute(StaffPaymentTransactionDocument, { id })).getTransaction ?? null,
      refetchInterval: (query: { state: { data?: StaffPaymentRow | null } }) =>
        query.state.data?.status === 'pending' ? POLL_MS : false,
    })),
  });
}
