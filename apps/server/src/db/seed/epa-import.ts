import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KPL_PER_MPG } from '@rc/domain';
import { getTableColumns, sql } from 'drizzle-orm';
import { parseCsvRecords } from '../../lib/csv.js';
import type { Executor } from '../actor.js';
import { epaVehicles } from '../schema/index.js';

/** The bundled EPA list (see data-files/epa/README.md for provenance and licence). */
export const EPA_VEHICLES_CSV = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../data-files/epa/epa-vehicles.csv',
);

const BATCH_SIZE = 1000;

type EpaVehicleRow = typeof epaVehicles.$inferInsert;

/** km per litre from US mpg (1 mpg = 1.609344 / 3.785411784 km/l), rounded to 3 decimals. */
export function kplFromMpg(mpg: number | null): number | null {
  if (mpg === null) return null;
  return Math.round(mpg * KPL_PER_MPG * 1000) / 1000;
}

function text(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value;
}

function num(value: string | undefined, line: number, column: string): number | null {
  if (value === undefined || value === '') return null;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`epa-vehicles.csv record ${line}: ${column} is not a number: ${value}`);
  return n;
}

function int(value: string | undefined, line: number, column: string): number | null {
  const n = num(value, line, column);
  if (n !== null && !Number.isInteger(n))
    throw new Error(`epa-vehicles.csv record ${line}: ${column} is not an integer`);
  return n;
}

/** Maps the CSV records (header of data-files/epa/README.md) to table rows. */
export function epaRowsFromCsv(csv: string): EpaVehicleRow[] {
  return parseCsvRecords(csv).map((r, i) => {
    const line = i + 1;
    const id = text(r.id);
    const make = text(r.make);
    const model = text(r.model);
    const year = int(r.year, line, 'year');
    if (!id || !make || !model || year === null)
      throw new Error(`epa-vehicles.csv record ${line}: id, make, model and year are required`);
    const mpgCity = num(r.mpgCity, line, 'mpgCity');
    const mpgHighway = num(r.mpgHighway, line, 'mpgHighway');
    const mpgCombined = num(r.mpgCombined, line, 'mpgCombined');
    return {
      id,
      make,
      model,
      year,
      cylinders: int(r.cylinders, line, 'cylinders'),
      displacement: num(r.displacement, line, 'displacement'),
      trany: text(r.trany),
      fuelType: text(r.fuelType),
      fuelType1: text(r.fuelType1),
      fuelType2: text(r.fuelType2),
      atvType: text(r.atvType),
      vehicleClass: text(r.vehicleClass),
      mpgCity,
      mpgHighway,
      mpgCombined,
      kplCity: kplFromMpg(mpgCity),
      kplHighway: kplFromMpg(mpgHighway),
      kplCombined: kplFromMpg(mpgCombined),
      mpgCityAlt: num(r.mpgCityAlt, line, 'mpgCityAlt'),
      mpgHighwayAlt: num(r.mpgHighwayAlt, line, 'mpgHighwayAlt'),
      mpgCombinedAlt: num(r.mpgCombinedAlt, line, 'mpgCombinedAlt'),
    };
  });
}

export interface EpaImportResult {
  /** Rows in the file (all upserted). */
  rows: number;
  /** Wall time of reading, parsing and writing, in milliseconds. */
  ms: number;
}

/**
 * Upserts the EPA list by id in batches of 1000 rows, in one transaction (a failed import leaves the
 * table as it was). Each batch is one multi-row INSERT … SELECT FROM unnest(<one array per column>):
 * 21 array parameters instead of 21,000 values, which keeps the whole import at about 2 s (building
 * drizzle's VALUES lists took 14 s). Repeatable: rows whose data did not change are not rewritten.
 */
export async function importEpaVehicles(db: Executor, file = EPA_VEHICLES_CSV): Promise<EpaImportResult> {
  const started = performance.now();
  const rows = epaRowsFromCsv(await readFile(file, 'utf8'));
  const columns = Object.entries(getTableColumns(epaVehicles))
    .filter(([key]) => key !== 'createdAt' && key !== 'updatedAt')
    .map(([key, column]) => ({ key: key as keyof EpaVehicleRow, name: column.name, type: column.getSQLType() }));
  const quoted = (name: string) => `"${name}"`;
  const names = sql.raw(columns.map((c) => quoted(c.name)).join(', '));
  const updatable = columns.filter((c) => c.key !== 'id');
  const set = sql.raw(updatable.map((c) => `${quoted(c.name)} = excluded.${quoted(c.name)}`).join(', '));
  const current = sql.raw(updatable.map((c) => `epa_vehicles.${quoted(c.name)}`).join(', '));
  const incoming = sql.raw(updatable.map((c) => `excluded.${quoted(c.name)}`).join(', '));
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += BATCH_SIZE) {
      const batch = rows.slice(i, i + BATCH_SIZE);
      const arrays = sql.join(
        columns.map((c) => sql`${sql.param(batch.map((row) => row[c.key] ?? null))}::${sql.raw(c.type)}[]`),
        sql`, `,
      );
      await tx.execute(sql`
        insert into epa_vehicles (${names})
        select * from unnest(${arrays})
        on conflict (id) do update set ${set}, updated_at = now()
        where (${current}) is distinct from (${incoming})`);
    }
  });
  return { rows: rows.length, ms: Math.round(performance.now() - started) };
}

/** Imports the EPA list only when the table is empty (fast path at every start). */
export async function ensureEpaVehicles(db: Executor): Promise<EpaImportResult | null> {
  const [any] = await db.select({ id: epaVehicles.id }).from(epaVehicles).limit(1);
  if (any) return null;
  return importEpaVehicles(db);
}
