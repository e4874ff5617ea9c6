import {
  LIMITS,
  PAYMENT_STATUSES,
  TRIP_PROCESS_STATUSES,
  TRIP_REVIEW_REASONS,
  TRIP_REVIEW_STATUSES,
  TRIP_SEGMENT_TYPES,
} from '@rc/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { transactions } from './billing.js';
import { cents, createdAt, idColumn, inList, km, litres, ts, updatedAt } from './columns.js';
import { participants } from './participants.js';
import { pilotPrograms } from './programs.js';
import { cordons, tods, tollGantries, tolls } from './rates.js';
import { vehicles } from './vehicles.js';

/** A saved version of a trip's route (the original is kept the first time a trip is re-processed). */
export interface TripPolylineVersion {
  polyline: string;
  description?: string | null;
  createdBy?: string | null;
  createdAt?: string | null;
}

export interface TripOdometerBin {
  odo: number;
  timestamp: string;
}

/**
 * A trip reported by a device, telematics or an approved manual report. Distances and odometers
 * are km, fuel litres, fees integer cents. reviewStatus is null until the trip is flagged for review
 * (then pending; the flag action toggles it to completed and back).
 * mroId is the device id at the time of the trip (kept when the device record is removed).
 */
export const trips = pgTable(
  'trips',
  {
    id: idColumn(),
    recordId: text('record_id'),
    recordTripId: text('record_trip_id'),
    mroDeviceSerialNumber: text('mro_device_serial_number'),
    vehicleVin: text('vehicle_vin'),
    username: text('username')
      .notNull()
      .references(() => participants.username, { onDelete: 'restrict' }),
    vehicleId: text('vehicle_id').references(() => vehicles.id, { onDelete: 'restrict' }),
    pilotProgramId: text('pilot_program_id').references(() => pilotPrograms.id, { onDelete: 'restrict' }),
    mroId: text('mro_id'),
    tsStart: ts('ts_start'),
    tsEnd: ts('ts_end'),
    polyline: text('polyline'),
    polylines: jsonb('polylines').$type<TripPolylineVersion[]>().notNull().default([]),
    distMro: km('dist_mro'),
    odoMro: km('odo_mro'),
    distGps: km('dist_gps'),
    distRoute: km('dist_route'),
    odoGps: km('odo_gps'),
    odoMroStart: km('odo_mro_start'),
    odoMroEnd: km('odo_mro_end'),
    fuel: litres('fuel'),
    fuelStart: litres('fuel_start'),
    fuelEnd: litres('fuel_end'),
    fuelAdded: litres('fuel_added'),
    totalFuel: litres('total_fuel'),
    odometerBin: jsonb('odometer_bin').$type<TripOdometerBin[]>().notNull().default([]),
    processStatus: text('process_status').notNull().default('pending'),
    processMsg: text('process_msg'),
    processedAt: ts('processed_at'),
    invalid: boolean('invalid').notNull().default(false),
    logs: jsonb('logs').$type<unknown[]>().notNull().default([]),
    notes: text('notes'),
    routeEngine: text('route_engine'),
    routeEngineVersion: text('route_engine_version'),
    mileageFeeCents: cents('mileage_fee_cents').notNull().default(0),
    fuelFeeCents: cents('fuel_fee_cents').notNull().default(0),
    cordonFeeCents: cents('cordon_fee_cents').notNull().default(0),
    todFeeCents: cents('tod_fee_cents').notNull().default(0),
    tollFeeCents: cents('toll_fee_cents').notNull().default(0),
    reviewStatus: text('review_status'),
    reviewReason: text('review_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by'),
    /**
     * When the retention job destroyed the trip's location data (bins, routes, segment routes, the GPS
     * points of its delivery); null while they are kept (decision 015).
     */
    locationDestroyedAt: ts('location_destroyed_at'),
  },
  (t) => [
    check('trips_process_status_check', sql`${t.processStatus} in (${inList(TRIP_PROCESS_STATUSES)})`),
    check('trips_review_status_check', sql`${t.reviewStatus} in (${inList(TRIP_REVIEW_STATUSES)})`),
    check('trips_review_reason_check', sql`${t.reviewReason} in (${inList(TRIP_REVIEW_REASONS)})`),
    // List keys end with the id, so each keyset page is one index range scan with no sort.
    index('trips_username_created_idx').on(t.username, t.createdAt, t.id),
    // The participant's trip list: only processed trips of at least the minimum distance.
    index('trips_username_visible_created_idx')
      .on(t.username, t.createdAt, t.id)
      .where(
        sql`${t.processStatus} = 'processed' and ${t.distMro} >= ${sql.raw(String(LIMITS.participantTripMinDistMro))}`,
      ),
    // The participant's Trips tab: the same trips ordered by when they were driven (decision 012).
    index('trips_username_visible_driven_idx')
      .on(t.username, sql`coalesce(${t.tsStart}, ${t.createdAt})`, t.id)
      .where(
        sql`${t.processStatus} = 'processed' and ${t.distMro} >= ${sql.raw(String(LIMITS.participantTripMinDistMro))}`,
      ),
    index('trips_created_idx').on(t.createdAt, t.id),
    index('trips_process_status_created_idx').on(t.processStatus, t.createdAt, t.id),
    // Partial: almost no trip is ever flagged, and a trip that is not adds no entry (decision 024).
    index('trips_review_status_created_idx')
      .on(t.reviewStatus, t.createdAt, t.id)
      .where(sql`${t.reviewStatus} is not null`),
    index('trips_vehicle_id_ts_start_idx').on(t.vehicleId, t.tsStart),
    index('trips_mro_device_serial_number_ts_start_idx').on(t.mroDeviceSerialNumber, t.tsStart),
    index('trips_record_id_idx').on(t.recordId),
    // The retention job's candidates: trips whose location data is still kept (few, once destroyed).
    index('trips_location_kept_idx').on(t.processedAt, t.id).where(sql`${t.locationDestroyedAt} is null`),
  ],
);

/**
 * A part of a trip in one state (and road type), with its fees in integer cents. Re-processing
 * deletes the segments of a trip that are not yet on a statement; billed segments (transactionId set)
 * are corrected with adjustments, and their transaction cannot be deleted.
 */
export const tripSegments = pgTable(
  'trip_segments',
  {
    id: idColumn(),
    tripId: text('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'restrict' }),
    transactionId: text('transaction_id').references(() => transactions.id, { onDelete: 'restrict' }),
    vehicleId: text('vehicle_id').references(() => vehicles.id, { onDelete: 'restrict' }),
    username: text('username')
      .notNull()
      .references(() => participants.username, { onDelete: 'restrict' }),
    tsStart: ts('ts_start'),
    tsEnd: ts('ts_end'),
    type: text('type').notNull(),
    state: text('state'),
    stateCode: text('state_code'),
    todId: text('tod_id').references(() => tods.id, { onDelete: 'restrict' }),
    cordonId: text('cordon_id').references(() => cordons.id, { onDelete: 'restrict' }),
    cordonName: text('cordon_name'),
    cordonEnterTime: ts('cordon_enter_time'),
    cordonEnterTimeZone: text('cordon_enter_time_zone'),
    cordonEnterFeeCents: cents('cordon_enter_fee_cents').notNull().default(0),
    tollTxId: text('toll_tx_id'),
    tollId: text('toll_id').references(() => tolls.id, { onDelete: 'restrict' }),
    tollEntryId: text('toll_entry_id').references(() => tollGantries.id, { onDelete: 'restrict' }),
    tollExitId: text('toll_exit_id').references(() => tollGantries.id, { onDelete: 'restrict' }),
    tollEntryTime: ts('toll_entry_time'),
    tollExitTime: ts('toll_exit_time'),
    percentage: doublePrecision('percentage'),
    percentageState: doublePrecision('percentage_state'),
    mileage: km('mileage').notNull().default(0),
    calculatedMileage: km('calculated_mileage'),
    fuel: litres('fuel').notNull().default(0),
    mileageFeeCents: cents('mileage_fee_cents').notNull().default(0),
    fuelFeeCents: cents('fuel_fee_cents').notNull().default(0),
    cordonFeeCents: cents('cordon_fee_cents').notNull().default(0),
    todFeeCents: cents('tod_fee_cents').notNull().default(0),
    tollFeeCents: cents('toll_fee_cents').notNull().default(0),
    polylines: jsonb('polylines').$type<string[]>().notNull().default([]),
    tripBinIds: jsonb('trip_bin_ids').$type<string[]>().notNull().default([]),
    paymentStatus: text('payment_status').notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('trip_segments_type_check', sql`${t.type} in (${inList(TRIP_SEGMENT_TYPES)})`),
    check('trip_segments_payment_status_check', sql`${t.paymentStatus} in (${inList(PAYMENT_STATUSES)})`),
    index('trip_segments_trip_id_idx').on(t.tripId, t.createdAt, t.id),
    index('trip_segments_transaction_id_idx').on(t.transactionId),
    index('trip_segments_username_ts_start_idx').on(t.username, t.tsStart),
    // Statement generation looks up a participant's segments not yet on a transaction.
    index('trip_segments_unbilled_username_idx').on(t.username, t.tsStart).where(sql`${t.transactionId} is null`),
    index('trip_segments_vehicle_id_idx').on(t.vehicleId),
  ],
);

/**
 * The GPS points of a trip, one row per trip: parallel arrays in the order the device reported them,
 * times as epoch milliseconds (decision 022). The spec's TripBin list is served from it, point i's id
 * being `${tripId}:${i}`. Only for devices with location; deleted with its trip and by the privacy
 * retention job. Not audited (volume, and the audit trail must not keep GPS points).
 */
export const tripTracks = pgTable(
  'trip_tracks',
  {
    tripId: text('trip_id')
      .primaryKey()
      .references(() => trips.id, { onDelete: 'cascade' }),
    username: text('username')
      .notNull()
      .references(() => participants.username, { onDelete: 'restrict' }),
    timeZone: text('time_zone'),
    lat: doublePrecision('lat').array().notNull(),
    lng: doublePrecision('lng').array().notNull(),
    tMs: doublePrecision('t_ms').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('trip_tracks_username_idx').on(t.username),
    check(
      'trip_tracks_arrays_match',
      sql`cardinality(${t.lat}) = cardinality(${t.lng}) and cardinality(${t.lat}) = cardinality(${t.tMs})`,
    ),
  ],
);

/**
 * A correction of a trip's charges (deltas: km, litres, cents), billed on the next statement.
 * Adjustments are money records: deleting their trip, segment or transaction is refused.
 */
export const tripAdjustments = pgTable(
  'trip_adjustments',
  {
    id: idColumn(),
    tripId: text('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'restrict' }),
    username: text('username')
      .notNull()
      .references(() => participants.username, { onDelete: 'restrict' }),
    vehicleId: text('vehicle_id').references(() => vehicles.id, { onDelete: 'restrict' }),
    tripSegmentId: text('trip_segment_id').references(() => tripSegments.id, { onDelete: 'restrict' }),
    tripSegmentDate: ts('trip_segment_date'),
    type: text('type'),
    state: text('state'),
    stateCode: text('state_code'),
    cordonId: text('cordon_id').references(() => cordons.id, { onDelete: 'restrict' }),
    cordonName: text('cordon_name'),
    todId: text('tod_id').references(() => tods.id, { onDelete: 'restrict' }),
    todName: text('tod_name'),
    tollId: text('toll_id').references(() => tolls.id, { onDelete: 'restrict' }),
    adjMileage: km('adj_mileage').notNull().default(0),
    adjMileageFeeCents: cents('adj_mileage_fee_cents').notNull().default(0),
    adjFuel: litres('adj_fuel').notNull().default(0),
    adjFuelFeeCents: cents('adj_fuel_fee_cents').notNull().default(0),
    adjCordonFeeCents: cents('adj_cordon_fee_cents').notNull().default(0),
    adjTodFeeCents: cents('adj_tod_fee_cents').notNull().default(0),
    adjTollFeeCents: cents('adj_toll_fee_cents').notNull().default(0),
    note: text('note').notNull(),
    content: jsonb('content').$type<unknown>(),
    transactionId: text('transaction_id').references(() => transactions.id, { onDelete: 'restrict' }),
    paymentStatus: text('payment_status').notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
  },
  (t) => [
    check('trip_adjustments_type_check', sql`${t.type} in (${inList(TRIP_SEGMENT_TYPES)})`),
    check('trip_adjustments_payment_status_check', sql`${t.paymentStatus} in (${inList(PAYMENT_STATUSES)})`),
    index('trip_adjustments_trip_id_idx').on(t.tripId, t.createdAt, t.id),
    index('trip_adjustments_transaction_id_idx').on(t.transactionId),
    index('trip_adjustments_trip_segment_id_idx').on(t.tripSegmentId),
    index('trip_adjustments_username_created_idx').on(t.username, t.createdAt),
    index('trip_adjustments_unbilled_username_idx').on(t.username, t.createdAt).where(sql`${t.transactionId} is null`),
  ],
);

/**
 * A participant's recorded driving, kept by database triggers on trips, trip_segments and
 * trip_adjustments in the transaction that changes them (decision 014), so the dashboard reads one row
 * whatever the length of the history: the segments of valid trips and every adjustment, as
 * recordedTotals once summed them. Distances and fuel are exact decimals (sums of the rows' values), money
 * integer cents. Not audited: derived from audited rows; `npm run reconcile` recomputes it.
 */
export const participantTotals = pgTable('participant_totals', {
  username: text('username')
    .primaryKey()
    .references(() => participants.username, { onDelete: 'cascade' }),
  trips: integer('trips').notNull().default(0),
  segments: integer('segments').notNull().default(0),
  adjustments: integer('adjustments').notNull().default(0),
  mileage: numeric('mileage', { mode: 'number' }).notNull().default(0),
  fuel: numeric('fuel', { mode: 'number' }).notNull().default(0),
  mileageFeeCents: cents('mileage_fee_cents').notNull().default(0),
  fuelFeeCents: cents('fuel_fee_cents').notNull().default(0),
  cordonFeeCents: cents('cordon_fee_cents').notNull().default(0),
  todFeeCents: cents('tod_fee_cents').notNull().default(0),
  tollFeeCents: cents('toll_fee_cents').notNull().default(0),
  /** The earliest segment of a valid trip (its start, else its creation); null without one. */
  firstDataAt: ts('first_data_at'),
});
