/**
 * The error-event codes of MRO events (staff spec section 8, "Errors and Events report"): each code's
 * description as staff read it. Staff-only: kept in its own module so participant code never carries it.
 */
export const MRO_EVENT_CODE_DESCRIPTIONS: Readonly<Record<number, string>> = {
  1001: 'OBDII device has not reported data for a 72-hour period',
  1002: 'Failed to match participant vehicle vin',
  1003: 'Can not find match trips for the toll transaction.',
  1004: 'Trip processed.',
  1005: 'Failed to process trip',
  1006: 'Calculated fuel',
  1007: 'Failed to decode the vehicle VIN',
  1008: 'Failed to match participant vehicle to the vin decoded vehicle',
  1009: 'odoMro',
  1: 'Device Health',
  2: 'Vin Change',
  3: 'Device Connected',
  4: 'Device Disconnected',
  5: 'Device Heartbeat',
  12: 'Vehicle Battery',
  15: 'Vehicle MIL',
  16: 'Trip is incomplete',
  17: 'Trip has no mileage',
  98: 'Trip could not be posted to rating',
  99: 'Device reported excessive mileage',
};

/** The codes of the table, in the spec's order. */
export const MRO_EVENT_CODES: readonly number[] = [
  1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1, 2, 3, 4, 5, 12, 15, 16, 17, 98, 99,
];

/** A code's description; blank for any other code (or none). */
export function mroEventCodeDescription(code: number | null | undefined): string {
  return code == null ? '' : (MRO_EVENT_CODE_DESCRIPTIONS[code] ?? '');
}
