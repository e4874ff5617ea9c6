import { type QueryClient, useQueries, useQuery } from '@tanstack/react-query';
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { TripMapBinsDocument, TripMapTollGantriesDocument, TripMapTollsDocument } from '../../gql/graphql';
import { execute, listAll } from '../../lib/graphql';

// The map's own reads, in the map's lazy chunk (documents in tripMap.graphql).

const STATE_OUTLINES_URL = '/api/map/us-states.geojson';
const COUNTY_OUTLINES_URL = '/api/map/counties.geojson';
const TOLLS_STALE_MS = 5 * 60_000;

/** Query keys of the trip map. */
export const tripMapKeys = {
  stateOutlines: ['map', 'us-states'] as const,
  countyOutlines: ['map', 'counties'] as const,
  bins: (tripId: string) => ['trip', tripId, 'bins'] as const,
  tollNames: ['tolls', 'names'] as const,
  tollGantries: (tollId: string) => ['tolls', tollId, 'gantries'] as const,
};

/** A base-layer file of the server's (public, cached by the browser for a day), kept for the whole visit. */
function outlinesQuery<T extends FeatureCollection>(queryKey: readonly string[], url: string) {
  return {
    queryKey,
    queryFn: async (): Promise<T> => {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return (await response.json()) as T;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  };
}

function useOutlines<T extends FeatureCollection>(queryKey: readonly string[], url: string, enabled: boolean) {
  return useQuery({ ...outlinesQuery<T>(queryKey, url), enabled });
}

/**
 * Starts loading the offline base layer before the map is shown (while the trip's segments and the
 * map's code are on their way), so the three do not wait on each other.
 */
export function prefetchBaseLayer(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(outlinesQuery(tripMapKeys.stateOutlines, STATE_OUTLINES_URL));
  void queryClient.prefetchQuery(outlinesQuery(tripMapKeys.countyOutlines, COUNTY_OUTLINES_URL));
}

/** The US state outlines drawn when no map tiles are configured. */
export function useStateOutlines(enabled: boolean) {
  return useOutlines<FeatureCollection>(tripMapKeys.stateOutlines, STATE_OUTLINES_URL, enabled);
}

/** The counties of California and its neighbours, each with where its name is written. */
export type CountyOutlines = FeatureCollection<Polygon | MultiPolygon, { name: string; label: [number, number] }>;

/** The county lines and names drawn when no map tiles are configured. */
export function useCountyOutlines(enabled: boolean) {
  return useOutlines<CountyOutlines>(tripMapKeys.countyOutlines, COUNTY_OUTLINES_URL, enabled);
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
