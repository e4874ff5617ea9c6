import { ISO_WEEKDAYS, MRO_TYPES, TOLL_GANTRY_DIRECTIONS } from '@rc/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  doublePrecision,
  index,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, idColumn, inList, km, updatedAt } from './columns.js';

/**
 * Rates are cents per km (mileage unit) and cents per litre (fuel unit). They may be fractional
 * (2 cents a mile is 1.2427… cents a km), so they are exact decimals; fees computed from them are
 * rounded half-up to integer cents per segment.
 */
const rate = (name: string) => numeric(name, { precision: 14, scale: 6, mode: 'number' });

/** Mileage and fuel-tax rates by reporting type and state. */
export const mroRates = pgTable(
  'mro_rates',
  {
    id: idColumn(),
    mroType: text('mro_type').notNull(),
    state: text('state').notNull(),
    centsPerMileageUnit: rate('cents_per_mileage_unit').notNull().default(0),
    centsPerFuelUnit: rate('cents_per_fuel_unit').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    check('mro_rates_mro_type_check', sql`${t.mroType} in (${inList(MRO_TYPES)})`),
    uniqueIndex('mro_rates_mro_type_state_idx').on(t.mroType, t.state),
    index('mro_rates_state_idx').on(t.state),
  ],
);

export interface CordonZone {
  name: string;
  description?: string | null;
  color?: string | null;
  /** Encoded polyline of the zone outline. */
  polyline: string;
}

const weekdaysCheck = (column: AnyPgColumn) => sql`${column} <@ array[${inList(ISO_WEEKDAYS)}]::smallint[]`;

/**
 * An area charge: an entry fee once per day plus cents per km inside the zones during the hours
 * (internalStart to internalEnd, local time) of the days (ISO weekdays, Monday 1 to Sunday 7).
 */
export const cordons = pgTable(
  'cordons',
  {
    id: idColumn(),
    state: text('state').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    zones: jsonb('zones').$type<CordonZone[]>().notNull().default([]),
    days: smallint('days').array().notNull().default(sql`'{}'::smallint[]`),
    internalStart: time('internal_start'),
    internalEnd: time('internal_end'),
    entryFeeCents: cents('entry_fee_cents').notNull().default(0),
    exitFeeCents: cents('exit_fee_cents').notNull().default(0),
    centsPerMileageUnit: rate('cents_per_mileage_unit').notNull().default(0),
    minimumDistanceInMileageUnit: km('minimum_distance_in_mileage_unit'),
    minimumTotalDistanceInMileageUnit: km('minimum_total_distance_in_mileage_unit'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by'),
  },
  (t) => [check('cordons_days_check', weekdaysCheck(t.days)), index('cordons_state_idx').on(t.state)],
);

/** A time-of-day rate: cents per km driven inside the window on the given ISO weekdays. */
export const tods = pgTable(
  'tods',
  {
    id: idColumn(),
    name: text('name').notNull(),
    days: smallint('days').array().notNull().default(sql`'{}'::smallint[]`),
    internalStart: time('internal_start'),
    internalEnd: time('internal_end'),
    centsPerMileageUnit: rate('cents_per_mileage_unit').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by'),
  },
  (t) => [check('tods_days_check', weekdaysCheck(t.days))],
);

/** A toll facility (bridge or toll road); feeCents is charged once per passage of one of its gantries. */
export const tolls = pgTable(
  'tolls',
  {
    id: idColumn(),
    state: text('state').notNull(),
    name: text('name').notNull(),
    feeCents: cents('fee_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by'),
  },
  (t) => [index('tolls_state_idx').on(t.state), check('tolls_fee_cents_check', sql`${t.feeCents} >= 0`)],
);

/** A toll point (gantry) of a toll facility. */
export const tollGantries = pgTable(
  'toll_gantries',
  {
    id: idColumn(),
    assetId: text('asset_id').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    direction: text('direction'),
    tollId: text('toll_id').references(() => tolls.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    check('toll_gantries_direction_check', sql`${t.direction} in (${inList(TOLL_GANTRY_DIRECTIONS)})`),
    check('toll_gantries_lat_check', sql`${t.lat} between -90 and 90`),
    check('toll_gantries_lon_check', sql`${t.lon} between -180 and 180`),
    index('toll_gantries_toll_id_idx').on(t.tollId),
    index('toll_gantries_asset_id_idx').on(t.assetId),
  ],
);
