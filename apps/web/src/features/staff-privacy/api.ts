import { useQuery } from '@tanstack/react-query';
import type { SortDirection } from '../../components/staff/StaffTable';
import { type StaffPageRequest, useStaffList } from '../../components/staff/useStaffList';
import {
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
