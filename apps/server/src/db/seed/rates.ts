import { centsPerGallonToPerLitre, centsPerMileToPerKm, encodePolyline, MRO_TYPES } from '@rc/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { cordons, mroRates, tods, tollGantries, tolls } from '../schema/index.js';

/*
 * Rate reference data (idempotent: rows are inserted only when missing, so staff edits survive restarts).
 *
 * Units: rates are stored per km (mileage unit) and per litre (fuel unit).
 * - Road charge: 1.8 cents per mile, the rate of California's road charge pilots
 *   → 1.8 × 0.6213711922373338 = 1.118468 cents per km.
 * - Fuel-tax credit: California gasoline excise tax, 59.6 cents per gallon (1 July 2024 to 30 June 2025,
 *   the whole pilot period) → 59.6 ÷ 3.785411784 = 15.744654 cents per litre.
 * - Time of day and cordon: 5 cents per mile (the 2021 study, staff spec section 9) → 3.106856 cents per km.
 */
export const ROAD_CHARGE_CENTS_PER_MILE = 1.8;
export const FUEL_TAX_CENTS_PER_GALLON = 59.6;
export const RUSH_HOUR_CENTS_PER_MILE = 5;

const SYSTEM = 'System';
const WEEKDAYS = [1, 2, 3, 4, 5];

/** Mileage fee and fuel-tax credit for every reporting type in California. */
export const MRO_RATES = MRO_TYPES.map((mroType) => ({
  mroType,
  state: 'CA',
  centsPerMileageUnit: centsPerMileToPerKm(ROAD_CHARGE_CENTS_PER_MILE),
  centsPerFuelUnit: centsPerGallonToPerLitre(FUEL_TAX_CENTS_PER_GALLON),
  updatedBy: SYSTEM,
}));

/** Weekday rush hours, Monday to Friday 06:00–10:00 and 15:00–19:00: one row per window (the table has one). */
export const TODS = [
  { id: 'tod-weekday-rush-am', name: 'Weekday rush hours (morning)', internalStart: '06:00', internalEnd: '10:00' },
  { id: 'tod-weekday-rush-pm', name: 'Weekday rush hours (evening)', internalStart: '15:00', internalEnd: '19:00' },
].map((t) => ({ ...t, days: WEEKDAYS, centsPerMileageUnit: centsPerMileToPerKm(RUSH_HOUR_CENTS_PER_MILE) }));

/**
 * Downtown San Francisco: the Financial District and SoMa, bounded by Broadway, Kearny Street, Market
 * Street to 10th Street, 10th Street to Bryant, Bryant/Townsend to King Street and the Embarcadero.
 */
export const DOWNTOWN_SF_OUTLINE: [number, number][] = [
  [37.799, -122.3987], // The Embarcadero at Broadway
  [37.7979, -122.4054], // Broadway at Kearny Street / Columbus Avenue
  [37.7879, -122.4035], // Kearny Street at Market Street
  [37.7842, -122.4076], // Market Street at 5th Street
  [37.7765, -122.4172], // Market Street at 10th Street
  [37.7707, -122.4095], // 10th Street at Bryant Street
  [37.7711, -122.403], // 7th Street at Townsend Street
  [37.7765, -122.3943], // 4th Street at King Street
  [37.7785, -122.3893], // King Street at The Embarcadero
  [37.7856, -122.3879], // The Embarcadero at Bryant Street (Bay Bridge)
  [37.795, -122.3938], // The Embarcadero at Market Street (Ferry Building)
];

export const CORDONS = [
  {
    id: 'cordon-downtown-sf',
    state: 'CA',
    name: 'Downtown San Francisco',
    description:
      'Financial District and South of Market. $5.00 once per day on entry plus 5 cents per mile driven inside, Monday to Friday 6:00 AM to 7:00 PM.',
    zones: [
      {
        name: 'Financial District and SoMa',
        description: 'Broadway, Kearny, Market to 10th Street, Bryant, Townsend and King to the Embarcadero',
        color: '#d32f2f',
        polyline: encodePolyline(DOWNTOWN_SF_OUTLINE),
      },
    ],
    days: WEEKDAYS,
    internalStart: '06:00',
    internalEnd: '19:00',
    entryFeeCents: 500,
    exitFeeCents: 0,
    centsPerMileageUnit: centsPerMileToPerKm(RUSH_HOUR_CENTS_PER_MILE),
    minimumDistanceInMileageUnit: null,
    minimumTotalDistanceInMileageUnit: null,
    updatedBy: SYSTEM,
  },
];

/**
 * The Bay Area's toll bridges. Each charges in one direction only; the gantries sit at the toll plaza
 * on the paying side, with the direction of the paying traffic (coordinates to about 100 m).
 */
export const TOLLS: {
  id: string;
  name: string;
  /** FasTrak toll for a two-axle car in the pilot period (state-owned bridges $7.00, Golden Gate $9.00). */
  feeCents: number;
  gantries: { id: string; assetId: string; lat: number; lon: number; direction: 'N' | 'S' | 'E' | 'W' }[];
}[] = [
  {
    id: 'toll-golden-gate-bridge',
    name: 'Golden Gate Bridge',
    feeCents: 900,
    // US-101 southbound, toll plaza at the San Francisco end.
    gantries: [{ id: 'gantry-ggb-sb', assetId: 'GGB-SB-01', lat: 37.8066, lon: -122.4746, direction: 'S' }],
  },
  {
    id: 'toll-bay-bridge',
    name: 'San Francisco–Oakland Bay Bridge',
    feeCents: 700,
    // I-80 westbound, toll plaza at the Oakland end (north and south halves of the plaza).
    gantries: [
      { id: 'gantry-sfobb-wb-n', assetId: 'SFOBB-WB-01', lat: 37.8262, lon: -122.3018, direction: 'W' },
      { id: 'gantry-sfobb-wb-s', assetId: 'SFOBB-WB-02', lat: 37.8247, lon: -122.3012, direction: 'W' },
    ],
  },
  {
    id: 'toll-san-mateo-hayward-bridge',
    name: 'San Mateo–Hayward Bridge',
    feeCents: 700,
    // SR 92 westbound, toll plaza at the Hayward end.
    gantries: [{ id: 'gantry-smhb-wb', assetId: 'SMHB-WB-01', lat: 37.6182, lon: -122.1578, direction: 'W' }],
  },
  {
    id: 'toll-dumbarton-bridge',
    name: 'Dumbarton Bridge',
    feeCents: 700,
    // SR 84 westbound, toll plaza at the Newark/Fremont end.
    gantries: [{ id: 'gantry-db-wb', assetId: 'DB-WB-01', lat: 37.504, lon: -122.0966, direction: 'W' }],
  },
  {
    id: 'toll-richmond-san-rafael-bridge',
    name: 'Richmond–San Rafael Bridge',
    feeCents: 700,
    // I-580 westbound, toll plaza at the Richmond end.
    gantries: [{ id: 'gantry-rsrb-wb', assetId: 'RSRB-WB-01', lat: 37.9331, lon: -122.4035, direction: 'W' }],
  },
  {
    id: 'toll-carquinez-bridge',
    name: 'Carquinez Bridge',
    feeCents: 700,
    // I-80 eastbound (northbound across the strait), toll plaza at the Vallejo end.
    gantries: [{ id: 'gantry-cb-nb', assetId: 'CB-NB-01', lat: 38.0667, lon: -122.2279, direction: 'N' }],
  },
  {
    id: 'toll-benicia-martinez-bridge',
    name: 'Benicia–Martinez Bridge',
    feeCents: 700,
    // I-680 northbound, toll plaza at the Benicia end.
    gantries: [{ id: 'gantry-bmb-nb', assetId: 'BMB-NB-01', lat: 38.0514, lon: -122.1262, direction: 'N' }],
  },
  {
    id: 'toll-antioch-bridge',
    name: 'Antioch Bridge',
    feeCents: 700,
    // SR 160 southbound, toll plaza at the Sherman Island (north) end.
    gantries: [{ id: 'gantry-ab-sb', assetId: 'AB-SB-01', lat: 38.0294, lon: -121.7531, direction: 'S' }],
  },
];

/** Inserts the rate reference data that is missing; never overwrites what staff have changed. */
export async function seedRates(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(mroRates).values(MRO_RATES).onConflictDoNothing();
    await tx
      .insert(tods)
      .values(TODS.map((t) => ({ ...t, updatedBy: SYSTEM })))
      .onConflictDoNothing();
    await tx.insert(cordons).values(CORDONS).onConflictDoNothing();
    await tx
      .insert(tolls)
      .values(TOLLS.map(({ id, name, feeCents }) => ({ id, name, feeCents, state: 'CA', updatedBy: SYSTEM })))
      // Databases seeded before tolls had a fee get it; a fee staff have set is kept.
      .onConflictDoUpdate({
        target: tolls.id,
        set: { feeCents: sql`excluded.fee_cents` },
        setWhere: sql`${tolls.feeCents} = 0 and ${tolls.updatedBy} = ${SYSTEM}`,
      });
    await tx
      .insert(tollGantries)
      .values(TOLLS.flatMap((t) => t.gantries.map((g) => ({ ...g, tollId: t.id, updatedBy: SYSTEM }))))
      .onConflictDoNothing();
  });
}
