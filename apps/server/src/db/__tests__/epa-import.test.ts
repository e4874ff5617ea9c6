import { KPL_PER_MPG } from '@rc/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness.js';
import { connect, type DatabaseHandle } from '../client.js';
import { epaVehicles } from '../schema/index.js';
import { ensureEpaVehicles, importEpaVehicles, kplFromMpg } from '../seed/epa-import.js';
import { seedReferenceData } from '../seed/seed.js';

const EPA_ROWS = 34_804;

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = connect(await createTestDatabase());
});
afterAll(async () => {
  await handle?.close();
});

const count = async () => {
  const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(epaVehicles);
  return row?.n;
};

describe('EPA vehicle import', () => {
  it('converts mpg to km per litre exactly (1 mpg = 1.609344 / 3.785411784 km/l), to 3 decimals', () => {
    expect(KPL_PER_MPG).toBeCloseTo(0.425143707, 9);
    expect(kplFromMpg(20)).toBe(8.503);
    expect(kplFromMpg(18)).toBe(7.653);
    expect(kplFromMpg(23)).toBe(9.778);
    expect(kplFromMpg(null)).toBeNull();
  });

  it('is already in the template database (seedReferenceData), with every row of the file', async () => {
    expect(await count()).toBe(EPA_ROWS);
    expect(await ensureEpaVehicles(handle.db)).toBeNull();
  });

  it('loads 34,804 rows into an empty table in a few seconds, and a second run changes nothing', async () => {
    await handle.pool.query('delete from epa_vehicles');
    expect(await count()).toBe(0);

    const first = await importEpaVehicles(handle.db);
    console.info(`EPA import: ${first.rows} rows in ${first.ms} ms`);
    expect(first.rows).toBe(EPA_ROWS);
    expect(await count()).toBe(EPA_ROWS);
    expect(first.ms).toBeLessThan(15_000);

    const { rows: before } = await handle.pool.query<{ max: Date }>('select max(updated_at) as max from epa_vehicles');
    const second = await importEpaVehicles(handle.db);
    expect(second.rows).toBe(EPA_ROWS);
    expect(await count()).toBe(EPA_ROWS);
    const { rows: after } = await handle.pool.query<{ max: Date }>('select max(updated_at) as max from epa_vehicles');
    expect(after[0]?.max).toEqual(before[0]?.max);

    // seedReferenceData does not import again once the table has rows.
    await seedReferenceData(handle.db);
    expect(await count()).toBe(EPA_ROWS);
  });

  it('derives kpl from mpg for a known row and keeps the EPA fields', async () => {
    const [row] = await handle.db.select().from(epaVehicles).where(eq(epaVehicles.id, '12673'));
    expect(row).toMatchObject({
      make: 'Acura',
      model: '2.5TL/3.2TL',
      year: 1996,
      cylinders: 5,
      displacement: 2.5,
      trany: 'Automatic 4-spd',
      fuelType: 'Premium',
      fuelType1: 'Premium Gasoline',
      fuelType2: null,
      vehicleClass: 'Compact Cars',
      mpgCity: 18,
      mpgHighway: 23,
      mpgCombined: 20,
      kplCity: 7.653,
      kplHighway: 9.778,
      kplCombined: 8.503,
      mpgCombinedAlt: null,
    });
    // A quoted field with a comma survives the parser.
    const [van] = await handle.db.select().from(epaVehicles).where(eq(epaVehicles.id, '14584'));
    expect(van?.vehicleClass).toBe('Vans, Cargo Type');
  });

  it('repairs a changed row on re-import, and serves the make-and-year lookup', async () => {
    await handle.db.update(epaVehicles).set({ kplCombined: 1 }).where(eq(epaVehicles.id, '12673'));
    await importEpaVehicles(handle.db);
    const [row] = await handle.db.select().from(epaVehicles).where(eq(epaVehicles.id, '12673'));
    expect(row?.kplCombined).toBe(8.503);

    const toyota2020 = await handle.db
      .select()
      .from(epaVehicles)
      .where(and(eq(epaVehicles.make, 'Toyota'), eq(epaVehicles.year, 2020)));
    expect(toyota2020.length).toBeGreaterThan(10);
    expect(toyota2020.every((v) => v.kplCombined !== null)).toBe(true);
  });
});
