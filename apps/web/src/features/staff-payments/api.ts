import { type DayRange, rangeInstants } from '../../components/staff/DateRangeFilter';
import { type StaffPageRequest, useStaffList } from '../../components/staff/useStaffList';
import {
  StaffParticipantTransactionsDocument,
  type StaffTransactionRowFragment,
  type TransactionStatus,
} from '../../gql/staff/graphql';
import { execute } from '../../lib/graphql';
import { participantKeys } from '../../lib/queryKeys';
import type { StaffZone } from '../../lib/staff/timeZone';

export type StaffTransactionRow = StaffTransactionRowFragment;

/** Query keys of the staff payment screens (the saved cards are savedCardKeys, components/payment-card). */
export const staffPaymentKeys = {
  transactions: (username: string) => [...participantKeys.one(username), 'staffTransactions'] as const,
};

export interface StaffTransactionFilter {
  range: DayRange;
  zone: StaffZone;
  /** '' for every status. */
  status: TransactionStatus | '';
}

/** One server page of the participant's transactions created in the range, newest first. */
export function useParticipantTransactions(username: string, filter: StaffTransactionFilter) {
  return useStaffList<StaffTransactionRow, StaffTransactionFilter>({
    queryKey: staffPaymentKeys.transactions(username),
    filter,
    fetchPage: async ({ filter: f, limit, nextToken, sortDirection }: StaffPageRequest<StaffTransactionFilter>) => {
      const { from, to } = rangeInstants(f.range, f.zone);
      return (
        await execute(StaffParticipantTransactionsDocument, {
          username,
          createdAt: { ge: from, lt: to },
          filter: f.status ? { status: f.status } : null,
          limit,
          nextToken,
          sortDirection,
        })
      ).getTransactionsByUsernameByCreatedAt;
    },
    defaultSort: { field: 'createdAt', direction: 'DESC' },
  });
}
