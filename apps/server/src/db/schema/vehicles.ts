import { DEVICE_DEFAULTS, MRO_TYPES, VEHICLE_TYPES } from '@rc/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, idColumn, inList, km, ts, updatedAt } from './columns.js';
import { epaVehicles } from './epa.js';
import { participants } from './participants.js';

export interface VehicleReport {
  odometer?: number | null;
  evCapacity?: number | null;
  engineOilLife?: number | null;
  tsReportDate?: string | null;
  /** Which connection read it ('provider:externalVehicleId'): readings are compared only within one source. */
  source?: string | null;
}

export interface VehicleLocation {
  latitude: number;
  longitude: number;
  tsLocationDate?: string | null;
}

export interface VehicleGotoll {
  vehicleId?: string | null;
  action?: string | null;
  status?: string | null;
  createdAt?: string | null;
  actionAt?: string | null;
}

/** Odometer readings are km. mroId is the device id, or 'N/A' once a device is removed (no foreign key). */
export const vehicles = pgTable(
  'vehicles',
  {
    id: idColumn(),
    username: text('username')
      .notNull()
      .references(() => participants.username, { onDelete: 'restrict' }),
    vin: text('vin'),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    type: text('type'),
    subtype: text('subtype'),
    licensePlate: text('license_plate'),
    registrationState: text('registration_state'),
    isPrimary: boolean('is_primary').notNull().default(false),
    mroType: text('mro_type').notNull().default('N/A'),
    mroId: text('mro_id'),
    beginningOdometerReading: km('beginning_odometer_reading'),
    currentOdometerReading: km('current_odometer_reading'),
    mileage: km('mileage').notNull().default(0),
    fuelTaxCreditCents: cents('fuel_tax_credit_cents').notNull().default(0),
    mileageUserFeeCents: cents('mileage_user_fee_cents').notNull().default(0),
    epaVehicleId: text('epa_vehicle_id').references(() => epaVehicles.id, { onDelete: 'set null' }),
    epaVehicleCombinedMpg: doublePrecision('epa_vehicle_combined_mpg'),
    epaVehicleCombinedKpl: doublePrecision('epa_vehicle_combined_kpl'),
    lastReportedVinDate: ts('last_reported_vin_date'),
    firstDataReceivedDate: ts('first_data_received_date'),
    participantConnectionId: text('participant_connection_id'),
    logs: jsonb('logs').$type<unknown[]>().notNull().default([]),
    reports: jsonb('reports').$type<VehicleReport[]>().notNull().default([]),
    locations: jsonb('locations').$type<VehicleLocation[]>().notNull().default([]),
    gotoll: jsonb('gotoll').$type<VehicleGotoll>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
  },
  (t) => [
    // Named explicitly: the generated name would pass PostgreSQL's 63-character limit.
    foreignKey({
      name: 'vehicles_participant_connection_id_fk',
      columns: [t.participantConnectionId],
      foreignColumns: [participantConnections.id],
    }).onDelete('set null'),
    check('vehicles_type_check', sql`${t.type} in (${inList(VEHICLE_TYPES)})`),
    check('vehicles_mro_type_check', sql`${t.mroType} in (${inList(MRO_TYPES)})`),
    index('vehicles_username_created_idx').on(t.username, t.createdAt),
    // 'This vehicle has already been registered': one vehicle per VIN.
    uniqueIndex('vehicles_vin_idx').on(t.vin).where(sql`${t.vin} is not null`),
    index('vehicles_mro_id_idx').on(t.mroId),
    index('vehicles_epa_vehicle_id_idx').on(t.epaVehicleId),
    index('vehicles_participant_connection_id_idx').on(t.participantConnectionId),
    // Staff participant search by VIN prefix (participants/participant-search.read-model.ts).
    index('vehicles_vin_search_idx').using('btree', sql`lower(${t.vin}) text_pattern_ops`),
  ],
);

/**
 * A vehicle-data provider authorisation (telematics). The tokens are kept for the provider calls
 * and are never exposed through the API; the audit trail records only that they changed.
 */
export const participantConnections = pgTable(
  'participant_connections',
  {
    id: idColumn(),
    username: text('username')
      .notNull()
      .references(() => participants.username, { onDelete: 'restrict' }),
    vehicleId: text('vehicle_id').references((): AnyPgColumn => vehicles.id, { onDelete: 'set null' }),
    resourceProvider: text('resource_provider').notNull(),
    authorizationCode: text('authorization_code'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    accessTokenExpiresAt: ts('access_token_expires_at'),
    externalVehicleId: text('external_vehicle_id'),
    forceRestoreConnection: boolean('force_restore_connection').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
  },
  (t) => [
    index('participant_connections_username_created_idx').on(t.username, t.createdAt),
    index('participant_connections_vehicle_id_idx').on(t.vehicleId),
  ],
);

/** A mileage-reporting device (MRO). Removing a device deletes this row and sets the vehicle's mroId to 'N/A'. */
export const mileageReportingOptions = pgTable(
  'mileage_reporting_options',
  {
    id: idColumn(),
    username: text('username')
      .notNull()
      .references(() => participants.username, { onDelete: 'restrict' }),
    vehicleId: text('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    deviceSerialNumber: text('device_serial_number').notNull(),
    deviceImei: text('device_imei'),
    manufacturer: text('manufacturer').notNull().default(DEVICE_DEFAULTS.manufacturer),
    model: text('model'),
    hardwareVersion: text('hardware_version'),
    firmwareVersion: text('firmware_version').notNull().default(DEVICE_DEFAULTS.firmwareVersion),
    gpsEnabled: boolean('gps_enabled').notNull().default(false),
    configurableParameters: jsonb('configurable_parameters').$type<Record<string, unknown>>(),
    shippedDate: ts('shipped_date'),
    shippingCarrier: text('shipping_carrier'),
    shippingTrackingNumber: text('shipping_tracking_number'),
    deliveredDate: ts('delivered_date'),
    activationDate: ts('activation_date'),
    firstReportedDate: ts('first_reported_date'),
    lastReportedDate: ts('last_reported_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
  },
  (t) => [
    // 'The provided device serial number has already been registered'
    uniqueIndex('mileage_reporting_options_device_serial_number_idx').on(t.deviceSerialNumber),
    index('mileage_reporting_options_username_created_idx').on(t.username, t.createdAt),
    // The staff device list pages by (createdAt, id) across everyone.
    index('mileage_reporting_options_created_idx').on(t.createdAt, t.id),
    index('mileage_reporting_options_vehicle_id_idx').on(t.vehicleId),
    index('mileage_reporting_options_device_imei_idx').on(t.deviceImei),
    index('mileage_reporting_options_last_reported_idx').on(t.lastReportedDate),
    // Staff participant search by serial number prefix (participants/participant-search.read-model.ts).
    index('mileage_reporting_options_serial_search_idx').using(
      'btree',
      sql`lower(${t.deviceSerialNumber}) text_pattern_ops`,
    ),
  ],
);
