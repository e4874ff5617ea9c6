import { useQueries, useQuery } from '@tanstack/react-query';
import type { FeatureCollection } from 'geojson';
import { TripMapBinsDocument, TripMapTollGantriesDocument, TripMapTollsDocument } from '../../gql/graphql';
import { execute, listAll } from '../../lib/graphql';

// The map's own reads, in the map's lazy chunk (documents in tripMap.graphql).

const STATE_OUTLINES_URL = '/api/map/us-states.geojson';
const TOLLS_STALE_MS = 5 * 60_000;

/** Query keys of the trip map. */
export const tripMapKeys = {
  stateOutlines: ['map', 'us-states'] as const,
  bins: (tripId: string) => ['trip', tripId, 'bins'] as const,
  tollNames: ['tolls', 'names'] as const,
  tollGantries: (tollId: string) => ['tolls', tollId, 'gantries'] as const,
};

/** The US state outlines drawn when no map tiles are configured (kept for the whole visit). */
export function useStateOutlines(enabled: boolean) {
  return useQuery({
    queryKey: tripMapKeys.stateOutlines,
    queryFn: async (): Promise<FeatureCollection> => {
      const response = await fetch(STATE_OUTLINES_URL, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`state outlines: HTTP ${response.status}`);
      return (await response.json()) as FeatureCollection;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/** A trip's bins (the Bins display). */
export function useTripBins(tripId: string, enabled: boolean) {
  return useQuery({
    queryKey: tripMapKeys.bins(tripId),
    queryFn: () =>
      listAll(
        async ({ limit, nextToken }) => (await execute(TripMapBinsDocument, { tripId, limit, nextToken })).listTripBins,
      ),
    enabled,
  });
}

/** The names of every toll way. */
export function useTollNames(enabled: boolean) {
  return useQuery({
    queryKey: tripMapKeys.tollNames,
    queryFn: () =>
      listAll(async ({ limit, nextToken }) => (await execute(TripMapTollsDocument, { limit, nextToken })).listTolls),
    enabled,
    staleTime: TOLLS_STALE_MS,
  });
}

/** The toll points of each toll way, one query each (in the order of the ids). */
export function useTollGantries(tollIds: readonly string[]) {
  return useQueries({
    queries: tollIds.map((tollId) => ({
      queryKey: tripMapKeys.tollGantries(tollId),
      queryFn: () =>
        listAll(
          async ({ limit, nextToken }) =>
            (await execute(TripMapTollGantriesDocument, { tollId, limit, nextToken })).listTollGantries,
        ),
      staleTime: TOLLS_STALE_MS,
    })),
  });
}
