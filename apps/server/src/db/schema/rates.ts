import { ISO_WEEKDAYS, MRO_TYPES, RATE_KINDS, TOLL_GANTRY_DIRECTIONS } from '@rc/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
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
import { cents, createdAt, idColumn, inList, km, ts, updatedAt } from './columns.js';

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

/**
 * The priced fields of a rate entity as they are from one date on (decision 011): a full snapshot, so
 * the version in force at an instant alone says how a trip of that instant is priced.
 */
export interface RateVersionValues {
  centsPerMileageUnit?: number;
  centsPerFuelUnit?: number;
  feeCents?: number;
  entryFeeCents?: number;
  exitFeeCents?: number;
  zones?: CordonZone[];
  days?: number[];
  internalStart?: string | null;
  internalEnd?: string | null;
  minimumDistanceInMileageUnit?: number | null;
  minimumTotalDistanceInMileageUnit?: number | null;
}

/**
 * Dated rates: every change of an MRO rate, cordon, time of day or toll's priced fields, in force from
 * effective_at (midnight in America/Los_Angeles of effective_from, or the moment of the change when it
 * takes effect today) until the next version. Rows are only inserted, never changed.
 */
export const rateVersions = pgTable(
  'rate_versions',
  {
    id: idColumn(),
    kind: text('kind').notNull(),
    entityId: text('entity_id').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveAt: ts('effective_at').notNull(),
    values: jsonb('values').$type<RateVersionValues>().notNull(),
    createdAt: createdAt(),
    createdBy: text('created_by').notNull(),
  },
  (t) => [
    check('rate_versions_kind_check', sql`${t.kind} in (${inList(RATE_KINDS)})`),
    index('rate_versions_entity_idx').on(t.kind, t.entityId, t.effectiveAt, t.createdAt),
  ],
);
