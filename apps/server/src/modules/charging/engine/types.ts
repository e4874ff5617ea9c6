import type { MroType, PilotShortName } from '@rc/domain';

/**
 * The trip engine's contract: pure functions from a reported trip and the rate reference data to
 * segments with every fee in integer cents. No database, no clock, no I/O: the trip processor
 * (trips module) loads the context, calls the engine and stores the result.
 * Units: km, litres, integer cents; times are epoch milliseconds.
 */

/** One GPS fix (1 Hz from plug-in devices with GPS). */
export interface TrackPoint {
  lat: number;
  lng: number;
  /** Epoch milliseconds. */
  t: number;
}

export interface MroRateInput {
  mroType: MroType;
  /** State code (CA, NV, …). */
  state: string;
  centsPerMileageUnit: number;
  centsPerFuelUnit: number;
}

export interface CordonInput {
  id: string;
  name: string;
  state: string;
  /** Zone outlines as [lat, lng] rings (decoded from the zones' polylines). */
  zones: readonly (readonly [number, number])[][];
  /** ISO weekdays, Monday 1 … Sunday 7. */
  days: readonly number[];
  /** Local time 'HH:MM' (America/Los_Angeles). */
  internalStart: string | null;
  internalEnd: string | null;
  entryFeeCents: number;
  centsPerMileageUnit: number;
  minimumDistanceInMileageUnit: number | null;
  minimumTotalDistanceInMileageUnit: number | null;
}

export interface TodInput {
  id: string;
  name: string;
  days: readonly number[];
  internalStart: string | null;
  internalEnd: string | null;
  centsPerMileageUnit: number;
}

export interface TollInput {
  id: string;
  name: string;
  feeCents: number;
  gantries: readonly { id: string; lat: number; lon: number; direction: 'N' | 'S' | 'E' | 'W' | null }[];
}

/** Rate reference data, loaded once and reused for many trips (the engine may cache indexes on it). */
export interface RateContext {
  mroRates: readonly MroRateInput[];
  cordons: readonly CordonInput[];
  tods: readonly TodInput[];
  tolls: readonly TollInput[];
  /** Local time zone of windows and cordon days: America/Los_Angeles. */
  timeZone: string;
}

export interface TripInput {
  tsStart: number;
  tsEnd: number;
  /** odometerEnd − odometerStart in km; null when the device did not report both. */
  odometerKm: number | null;
  /** Measured fuel used in litres; null → estimated as mileage ÷ kpl (0 for electric). */
  fuelUsedLitres: number | null;
  /** GPS track; empty for devices without location (one segment in homeStateCode then). */
  points: readonly TrackPoint[];
  /** The participant's state (CA): where mileage without location is charged. */
  homeStateCode: string;
  vehicle: { kpl: number | null; fuelType: string | null };
  mroType: MroType;
  pilot: PilotShortName;
  /**
   * Cordon days already charged an entry fee for this participant, as `${cordonId}|YYYY-MM-DD`
   * (local date). The engine charges an entry fee only for days not in this set.
   */
  cordonDaysCharged: ReadonlySet<string>;
  /** Only for the texts of issues and logs ("Trip <id> is incomplete", "Device <serial> …"). */
  tripId?: string | null;
  serialNumber?: string | null;
}

export type SegmentType = 'public' | 'private' | 'state';

export interface ComputedSegment {
  type: SegmentType;
  /** State name (California) and code (CA). */
  state: string;
  stateCode: string;
  tsStart: number;
  tsEnd: number;
  /** Scaled km: the segments of each type-layer add up to the trip's distMro. */
  mileage: number;
  /** Measured GPS km before scaling (null without GPS). */
  calculatedMileage: number | null;
  fuel: number;
  /** mileage ÷ trip distMro, and mileage ÷ the mileage of its state in the trip. */
  percentage: number;
  percentageState: number;
  /** Encoded polylines of the part of the route (empty without GPS). */
  polylines: string[];
  /** Index range [first, last] of the points in this segment (for bins), null without GPS. */
  pointRange: [number, number] | null;
  todId: string | null;
  cordonId: string | null;
  cordonName: string | null;
  cordonEnterTime: number | null;
  cordonEnterTimeZone: string | null;
  cordonEnterFeeCents: number;
  tollId: string | null;
  tollEntryId: string | null;
  tollExitId: string | null;
  tollEntryTime: number | null;
  tollExitTime: number | null;
  mileageFeeCents: number;
  fuelFeeCents: number;
  cordonFeeCents: number;
  todFeeCents: number;
  tollFeeCents: number;
}

/** Problems the processor turns into MRO events (staff spec section 8 codes). */
export interface TripIssue {
  code: 16 | 17 | 99 | 1006 | 1009;
  description: string;
}

export interface ComputedTrip {
  segments: ComputedSegment[];
  /** The trip's distance: the odometer distance when reported, else the GPS distance (km). */
  distMro: number;
  /** GPS distance (km), null without points. */
  distGps: number | null;
  /** Fuel used, measured or estimated (litres). */
  fuel: number;
  /** The whole route, encoded; null without GPS. */
  polyline: string | null;
  /** Sums of the segments' fees (trip totals are never computed any other way). */
  mileageFeeCents: number;
  fuelFeeCents: number;
  cordonFeeCents: number;
  todFeeCents: number;
  tollFeeCents: number;
  /** GPS and odometer distance differ by more than 10 %, or the reported distance is implausible (MRO event 99): staff review it. */
  distanceDiscrepancy: boolean;
  /** Cordon days newly charged by this trip (`${cordonId}|YYYY-MM-DD`). */
  cordonDaysCharged: string[];
  issues: TripIssue[];
  /** Human-readable processing log lines (appended to the trip's logs). */
  logs: string[];
}

/** A distance known only from odometer readings (manual report, telematics): one CA public segment. */
export interface OdometerChargeInput {
  tsStart: number;
  tsEnd: number;
  km: number;
  fuelUsedLitres: number | null;
  homeStateCode: string;
  vehicle: { kpl: number | null; fuelType: string | null };
  mroType: MroType;
}
