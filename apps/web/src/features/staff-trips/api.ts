import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DayRange, rangeInstants } from '../../components/staff/DateRangeFilter';
import { type StaffPageRequest, useStaffList } from '../../components/staff/useStaffList';
import {
  StaffAssociateVehiclesDocument,
  StaffInvalidateTripDocument,
  StaffParticipantTripsDocument,
  StaffReviewTripDocument,
  StaffReviewTripProgressDocument,
  type StaffReviewTripRowFragment,
  StaffReviewTripsDocument,
  StaffSearchTripsDocument,
  StaffTripAssociateDocument,
  type StaffTripListRowFragment,
  type StaffTripRowFragment,
  StaffTripsPilotProgramsDocument,
  type TripProcessStatus,
  type TripReviewStatus,
  type UpdateTripInput,
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

// ---- /trips and /tripsReview (staff spec sections 2, 4, 7, 9) ----

export type StaffTripListRow = StaffTripListRowFragment;
/** A row of /tripsReview: a list row without the participant's name (see tripLists.graphql). */
export type StaffReviewTripRow = StaffReviewTripRowFragment;

/** Query keys of the console-wide trip lists (not about one participant). */
export const staffTripListKeys = {
  all: ['staff', 'tripLists'] as const,
  search: () => [...staffTripListKeys.all, 'search'] as const,
  review: () => [...staffTripListKeys.all, 'review'] as const,
  pilots: () => [...staffTripListKeys.all, 'pilots'] as const,
  vehicles: (username: string) => [...staffTripListKeys.all, 'vehicles', username] as const,
  progress: (id: string) => [...staffTripListKeys.all, 'progress', id] as const,
};

/** What /trips is filtered by: the createdAt range and any of the other conditions together. */
export interface TripSearchFilter {
  range: DayRange;
  zone: StaffZone;
  processStatus: TripProcessStatus | '';
  reviewStatus: TripReviewStatus | '';
  validity: 'all' | 'valid' | 'invalid';
  /** The pilot program id, '' for any. */
  pilot: string;
  /** The participant's username, '' for any. */
  participant: string;
}

function searchVariables(filter: TripSearchFilter) {
  const { from, to } = rangeInstants(filter.range, filter.zone);
  return {
    createdAt: { ge: from, lt: to },
    filter: {
      processStatus: filter.processStatus || null,
      reviewStatus: filter.reviewStatus || null,
      invalid: filter.validity === 'all' ? null : filter.validity === 'invalid',
      pilotProgramId: filter.pilot || null,
      username: filter.participant || null,
    },
  };
}

/** One server page of every trip the filter selects (searchTrips). */
export function useTripSearch(filter: TripSearchFilter) {
  return useStaffList<StaffTripListRow, TripSearchFilter>({
    queryKey: staffTripListKeys.search(),
    filter,
    fetchPage: async ({ filter: f, limit, nextToken, sortDirection }) =>
      (await execute(StaffSearchTripsDocument, { ...searchVariables(f), limit, nextToken, sortDirection })).searchTrips,
    defaultSort: { field: 'createdAt', direction: 'DESC' },
  });
}

/** The CSV export of every trip the filter selects (all pages, streamed by the server). */
export function tripsCsvHref(filter: TripSearchFilter, sortDirection?: 'ASC' | 'DESC'): string {
  const { createdAt, filter: f } = searchVariables(filter);
  const params = new URLSearchParams();
  params.set('from', createdAt.ge);
  // The export's "to" is inclusive; the range's end is the next day's first instant.
  params.set('to', new Date(Date.parse(createdAt.lt) - 1).toISOString());
  if (f.processStatus) params.set('processStatus', f.processStatus);
  if (f.reviewStatus) params.set('reviewStatus', f.reviewStatus);
  if (f.invalid != null) params.set('invalid', String(f.invalid));
  if (f.username) params.set('participant', f.username);
  if (f.pilotProgramId) params.set('pilot', f.pilotProgramId);
  if (sortDirection) params.set('sortDirection', sortDirection);
  return `/api/staff/exports/trips.csv?${params.toString()}`;
}

/** The pilot programs, for the pilot filter. */
export function useTripPilotPrograms() {
  return useQuery({
    queryKey: staffTripListKeys.pilots(),
    queryFn: async () => (await execute(StaffTripsPilotProgramsDocument)).listPilotPrograms.items,
    staleTime: 5 * 60_000,
  });
}

/** The vehicles of the participant trips are being associated with. */
export function useAssociateVehicles(username: string | null) {
  return useQuery({
    queryKey: staffTripListKeys.vehicles(username ?? ''),
    enabled: Boolean(username),
    queryFn: async () =>
      (await execute(StaffAssociateVehiclesDocument, { username: username ?? '' })).listVehicles.items,
  });
}

/** tripAssociate: moves the trips to the participant's vehicle; every trip list is read again. */
export function useAssociateTrips() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { trips: string[]; username: string; vehicleId: string }) =>
      execute(StaffTripAssociateDocument, input),
    onSuccess: async (_data, input) => {
      await queryClient.invalidateQueries({ queryKey: staffTripListKeys.all });
      await queryClient.invalidateQueries({ queryKey: participantKeys.one(input.username) });
    },
  });
}

/** One server page of the trips flagged for review (reviewStatus pending), newest first. */
export function useReviewTrips() {
  return useStaffList<StaffReviewTripRow, null>({
    queryKey: staffTripListKeys.review(),
    filter: null,
    fetchPage: async ({ limit, nextToken, sortDirection }) =>
      (await execute(StaffReviewTripsDocument, { limit, nextToken, sortDirection })).getTripsByReviewStatusByCreatedAt,
    defaultSort: { field: 'createdAt', direction: 'DESC' },
  });
}

/** Trip Review's actions: clear the flag or request a re-process (updateTrip). */
export function useReviewTrip() {
  return useMutation({
    mutationFn: (input: UpdateTripInput) => execute(StaffReviewTripDocument, { input }),
  });
}

/** Polls a trip while its re-process job runs (every REVIEW_PROGRESS_POLL_MS while pending). */
export const REVIEW_PROGRESS_POLL_MS = 2000;
export function useReviewTripProgress(id: string, enabled: boolean) {
  return useQuery({
    queryKey: staffTripListKeys.progress(id),
    enabled,
    queryFn: async () => (await execute(StaffReviewTripProgressDocument, { id })).getTrip,
    refetchInterval: (query) =>
      query.state.data?.processStatus === 'processed' || query.state.data?.processStatus === 'failed'
        ? false
        : REVIEW_PROGRESS_POLL_MS,
  });
}
