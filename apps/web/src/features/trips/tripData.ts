import type { TripPageAdjustmentsQuery, TripPageSegmentsQuery, TripPageTripQuery } from '../../gql/graphql';

export type TripDetailTrip = NonNullable<TripPageTripQuery['getTrip']>;
export type TripDetailSegment = TripPageSegmentsQuery['listTripSegments']['items'][number];
export type TripDetailAdjustment = TripPageAdjustmentsQuery['listTripAdjustments']['items'][number];

/** The trip page tabs in order; the English name is the tab's value in the URL (?tab=Segments). */
export const TRIP_TABS = ['Visualization', 'Segments', 'Info', 'Adjustments'] as const;
export type TripTab = (typeof TRIP_TABS)[number];

export function isTripTab(value: unknown): value is TripTab {
  return typeof value === 'string' && (TRIP_TABS as readonly string[]).includes(value);
}

/**
 * The tabs a participant sees: Visualization only when their reporting option records location
 * (GPS Enabled); the staff-only Bins, Logs, Mro Events and Review tabs are never offered here.
 */
export function visibleTripTabs(mroDevicePreference: string | null | undefined): TripTab[] {
  return TRIP_TABS.filter((tab) => tab !== 'Visualization' || mroDevicePreference === 'automatedWithLocation');
}

export { MAP_HEIGHT, SEGMENT_COLOURS, segmentColour } from '../../components/trip-map/mapStyle';
