import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

/**
 * EPA fuel-economy vehicle list (fueleconomy.gov, public domain), imported from
 * data-files/epa/epa-vehicles.csv by seed/epa-import.ts. The id is fueleconomy.gov's record id.
 * kpl = mpg × 1.609344 / 3.785411784, rounded to 3 decimals. Alt values are for the second fuel.
 */
export const epaVehicles = pgTable(
  'epa_vehicles',
  {
    id: text('id').primaryKey(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    cylinders: integer('cylinders'),
    displacement: doublePrecision('displacement'),
    trany: text('trany'),
    fuelType: text('fuel_type'),
    fuelType1: text('fuel_type1'),
    fuelType2: text('fuel_type2'),
    atvType: text('atv_type'),
    vehicleClass: text('vehicle_class'),
    mpgCity: doublePrecision('mpg_city'),
    mpgHighway: doublePrecision('mpg_highway'),
    mpgCombined: doublePrecision('mpg_combined'),
    kplCity: doublePrecision('kpl_city'),
    kplHighway: doublePrecision('kpl_highway'),
    kplCombined: doublePrecision('kpl_combined'),
    mpgCityAlt: doublePrecision('mpg_city_alt'),
    mpgHighwayAlt: doublePrecision('mpg_highway_alt'),
    mpgCombinedAlt: doublePrecision('mpg_combined_alt'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('epa_vehicles_make_year_model_idx').on(t.make, t.year, t.model)],
);
