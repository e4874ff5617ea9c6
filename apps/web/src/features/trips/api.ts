import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import {
  TripPageAdjustmentsDocument,
  TripPageParticipantDocument,
  TripPageSegmentsDocument,
  TripPageTripDocument,
  TripsTabTripsDocument,
} from '../../gql/graphql';
import { isApiError } from '../../lib/errors';
import { execute, listAll } from '../../lib/graphql';
import { participantKeys } from '../../lib/queryKeys';

/** Query keys of the trips (the map's are in components/trip-map/api.ts, a chunk of its own with Leaflet). */
export const tripKeys = {
  list: (username: string) => ['trips', username, 'list'] as const,
  listPage: (username: string, rowsPerPage: number, token: string | null) =>
    [...tripKeys.list(username), rowsPerPage, token] as const,
  /** The viewer of /trip/{id} (under the participant's key: refreshed with the rest of their data). */
  pageParticipant: (username: string) => [...participantKeys.one(username), 'trip-page'] as const,
  one: (tripId: string) => ['trip', tripId] as const,
  segments: (tripId: string) => [...tripKeys.one(tripId), 'segments'] as const,
  adjustments: (tripId: string) => [...tripKeys.one(tripId), 'adjustments'] as const,
};

export const isNotFound = (error: unknown) => isApiError(error) && error.code === 'NOT_FOUND';

/**
 * One server page of the trips the participant sees, newest drive first (the previous page stays shown
 * while the next loads); staff reading the participant's view get the same trips.
 */
export function useTripsPage(username: string, rowsPerPage: number, token: string | null) {
  return useQuery({
    queryKey: tripKeys.listPage(username, rowsPerPage, token),
    queryFn: async () =>
      (await execute(TripsTabTripsDocument, { username, limit: rowsPerPage, nextToken: token }))
        .getTripsByUsernameByTsStart,
    placeholderData: keepPreviousData,
  });
}

/**
 * A trip page's reads stay fresh this long: the reads started when the trip was tapped
 * (prefetchTripPage) are not asked again when the page mounts a moment later. A change the page
 * makes itself invalidates them at once.
 */
const TRIP_PAGE_FRESH_MS = 10_000;

const tripPageParticipantQuery = (username: string) =>
  queryOptions({
    queryKey: tripKeys.pageParticipant(username),
    queryFn: async () => (await execute(TripPageParticipantDocument, { username })).getParticipant ?? null,
    staleTime: TRIP_PAGE_FRESH_MS,
  });

const tripQuery = (tripId: string) =>
  queryOptions({
    queryKey: tripKeys.one(tripId),
    queryFn: async () => (await execute(TripPageTripDocument, { id: tripId })).getTrip ?? null,
    // "Not found" is an answer, not a failure to retry.
    retry: (count, error) => !isNotFound(error) && count < 2,
    staleTime: TRIP_PAGE_FRESH_MS,
  });

const tripSegmentsQuery = (tripId: string) =>
  queryOptions({
    queryKey: tripKeys.segments(tripId),
    queryFn: () =>
      listAll(
        async ({ limit, nextToken }) =>
          (await execute(TripPageSegmentsDocument, { tripId, limit, nextToken })).listTripSegments,
      ),
    staleTime: TRIP_PAGE_FRESH_MS,
  });

/** The viewer of a trip page (their reporting option decides the Visualization tab). */
export function useTripPageParticipant(username: string) {
  return useQuery({ ...tripPageParticipantQuery(username), enabled: username !== '' });
}

/** One trip; null when the server says it does not exist for this viewer. */
export function useTrip(tripId: string) {
  return useQuery(tripQuery(tripId));
}

/** Every segment of a trip. */
export function useTripSegments(tripId: string) {
  return useQuery(tripSegmentsQuery(tripId));
}

/** Starts a trip page's reads the moment the participant taps the trip, not once the page has rendered. */
export function prefetchTripPage(queryClient: QueryClient, tripId: string, username: string): void {
  void queryClient.prefetchQuery(tripQuery(tripId));
  void queryClient.prefetchQuery(tripSegmentsQuery(tripId));
  if (username) void queryClient.prefetchQuery(tripPageParticipantQuery(username));
}

/** Every adjustment of a trip. */
export function useTripAdjustments(tripId: string) {
  return useQuery({
    queryKey: tripKeys.adjustments(tripId),
    queryFn: () =>
      listAll(
        async ({ limit, nextToken }) =>
          (await execute(TripPageAdjustmentsDocument, { tripId, limit, nextToken })).listTripAdjustments,
      ),
  });
}
