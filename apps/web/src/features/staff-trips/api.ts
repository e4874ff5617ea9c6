import { useQueryClient } from '@tanstack/react-query';
import { type DayRange, rangeInstants } from '../../components/staff/DateRangeFilter';
import { type StaffPageRequest, useStaffList } from '../../components/staff/useStaffList';
import {
  StaffInvalidateTripDocument,
  StaffParticipantTripsDocument,
  type StaffTripRowFragment,
  type TripProcessStatus,
} from '../../gql/staff/graphql';
import { execute } from '../../lib/graphql';
import { participantKeys } from '../../lib/queryKeys';
import type { StaffZone } from '../../lib/staff/timeZone';

export type StaffTripRow = StaffTripRowFragment;

/** Query keys of the staff trip screens (under the participant's root: one invalidation refreshes all). */
export const staffTripKeys = {
  participant: (username: string) => [...participantKeys.one(username), 'staffTrips'] as const,
  list: (username: string, view: 'all' | 'valid') => [...staffTripKeys.participant(username), view] as const,
};

/** What a participant's trip list is filtered by. */
export interface StaffTripFilter {
  range: DayRange;
  zone: StaffZone;
  /** '' for every process status. */
  processStatus: TripProcessStatus | '';
  /** 'all', only valid or only invalid trips. */
  validity: 'all' | 'valid' | 'invalid';
}

function fetchTrips(username: string) {
  return async ({ filter, limit, nextToken, sortDirection }: StaffPageRequest<StaffTripFilter>) => {
    const { from, to } = rangeInstants(filter.range, filter.zone);
    const data = await execute(StaffParticipantTripsDocument, {
      username,
      createdAt: { ge: from, lt: to },
      filter: {
        processStatus: filter.processStatus || null,
        invalid: filter.validity === 'all' ? null : filter.validity === 'invalid',
      },
      limit,
      nextToken,
      sortDirection,
    });
    return data.getTripsByUsernameByCreatedAt;
  };
}

/** One server page of the participant's trips (every process status; staff see invalid ones too). */
export function useParticipantTrips(username: string, filter: StaffTripFilter, view: 'all' | 'valid' = 'all') {
  return useStaffList<StaffTripRow, StaffTripFilter>({
    queryKey: staffTripKeys.list(username, view),
    filter,
    fetchPage: fetchTrips(username),
    defaultSort: { field: 'createdAt', direction: 'DESC' },
  });
}

export interface InvalidationResult {
  invalidated: string[];
  failed: { id: string; error: unknown }[];
}

/**
 * Invalidates the chosen trips one by one with the same note (updateTrip has no batch form); the
 * participant's reads are refreshed afterwards, whatever succeeded.
 */
export function useInvalidateTrips(username: string) {
  const queryClient = useQueryClient();
  return async (ids: readonly string[], note: string): Promise<InvalidationResult> => {
    const result: InvalidationResult = { invalidated: [], failed: [] };
    for (const id of ids) {
      try {
        await execute(StaffInvalidateTripDocument, { input: { id, invalid: true, notes: note } });
        result.invalidated.push(id);
      } catch (error) {
        result.failed.push({ id, error });
      }
    }
    await queryClient.invalidateQueries({ queryKey: participantKeys.one(username) });
    return result;
  };
}
