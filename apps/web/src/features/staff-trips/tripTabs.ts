/** The staff trip page's tabs (staff spec section 2, Trip detail (admin)), in order. */
export const STAFF_TRIP_TABS = [
  'visualization',
  'segments',
  'info',
  'bins',
  'logs',
  'mroEvents',
  'adjustments',
  'review',
] as const;
export type StaffTripTab = (typeof STAFF_TRIP_TABS)[number];

/** Visualization only when the trip's reporting option records GPS. */
export function visibleStaffTripTabs(hasGps: boolean): StaffTripTab[] {
  return STAFF_TRIP_TABS.filter((tab) => tab !== 'visualization' || hasGps);
}

export const isStaffTripTab = (value: string | null): value is StaffTripTab =>
  (STAFF_TRIP_TABS as readonly (string | null)[]).includes(value);

/** Route colours per segment index: the map's (components/trip-map), so the table's dots match the lines. */
export { SEGMENT_COLOURS as STAFF_SEGMENT_COLOURS, segmentColour } from '../../components/trip-map/mapStyle';
