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

/**
 * Route colours by segment index, each at least 3:1 against the map's land and water colours even
 * at the lines' 0.8 opacity; the segment number and list beside the map carry the same information.
 */
export const SEGMENT_COLOURS = [
  '#1c56ad',
  '#b03224',
  '#186a2c',
  '#7b3fa0',
  '#944800',
  '#00656c',
  '#a0306a',
  '#5a4a2a',
] as const;

export function segmentColour(index: number): string {
  return SEGMENT_COLOURS[index % SEGMENT_COLOURS.length] as string;
}

/** A map is "nested" inside another page (400 px high), otherwise it is the page's own (800 px). */
export const MAP_HEIGHT = { nested: 400, page: 800 } as const;
