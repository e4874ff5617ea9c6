import { useQuery } from '@tanstack/react-query';
import type { SortDirection } from '../../components/staff/StaffTable';
import { type StaffPageRequest, useStaffList } from '../../components/staff/useStaffList';
import {
  StaffAccountErasureRunAccountsDocument,
  type StaffAccountErasureRunRowFragment,
  StaffAccountErasureRunsDocument,
  StaffLocationRetentionRunParticipantsDocument,
  type StaffLocationRetentionRunRowFragment,
  StaffLocationRetentionRunsDocument,
} from '../../gql/staff/graphql';
import { execute } from '../../lib/graphql';

export type LocationRetentionRunRow = StaffLocationRetentionRunRowFragment;

/** Query keys of the staff Location Retention page. */
export const locationRetentionKeys = {
  all: ['staff', 'locationRetention'] as const,
  participants: (id: string) => ['staff', 'locationRetention', 'participants', id] as const,
};

async function fetchRuns({ limit, nextToken, sortDirection }: StaffPageRequest<Record<string, never>>) {
  const data = await execute(StaffLocationRetentionRunsDocument, { limit, nextToken, sortDirection });
  return data.listLocationRetentionRuns;
}

/** One server page of the retention job's runs, newest first unless turned. */
export function useLocationRetentionRuns() {
  return useStaffList<LocationRetentionRunRow, Record<string, never>>({
    queryKey: locationRetentionKeys.all,
    filter: {},
    fetchPage: fetchRuns,
    defaultSort: { field: 'createdAt', direction: 'DESC' as SortDirection },
  });
}

/** What one run destroyed per participant (loaded when its row is expanded). */
export function useRunParticipants(id: string) {
  return useQuery({
    queryKey: locationRetentionKeys.participants(id),
    queryFn: async () =>
      (await execute(StaffLocationRetentionRunParticipantsDocument, { id })).getLocationRetentionRun
        ?.participantCounts ?? [],
  });
}

export type AccountErasureRunRow = StaffAccountErasureRunRowFragment;

/** Query keys of the staff Account Erasure page. */
export const accountErasureKeys = {
  all: ['staff', 'accountErasure'] as const,
  accounts: (id: string) => ['staff', 'accountErasure', 'accounts', id] as const,
};

async function fetchErasureRuns({ limit, nextToken, sortDirection }: StaffPageRequest<Record<string, never>>) {
  const data = await execute(StaffAccountErasureRunsDocument, { limit, nextToken, sortDirection });
  return data.listAccountErasureRuns;
}

/** One server page of the erasure job's runs, newest first unless turned. */
export function useAccountErasureRuns() {
  return useStaffList<AccountErasureRunRow, Record<string, never>>({
    queryKey: accountErasureKeys.all,
    filter: {},
    fetchPage: fetchErasureRuns,
    defaultSort: { field: 'createdAt', direction: 'DESC' as SortDirection },
  });
}

/** The accounts one run judged (loaded when its row is expanded). */
export function useRunAccounts(id: string) {
  return useQuery({
    queryKey: accountErasureKeys.accounts(id),
    queryFn: async () =>
      (await execute(StaffAccountErasureRunAccountsDocument, { id })).getAccountErasureRun?.accounts ?? [],
  });
}
