import { NO_DEVICE_ID } from '@rc/domain';
import { and, asc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { epaVehicles, vehicles } from '../../db/schema/index.js';
import type { SortDirection } from '../../lib/cursor.js';
import { afterKey, type CursorValue, orderByKey } from '../../lib/pagination.js';

export type VehicleRow = typeof vehicles.$inferSelect;
export type NewVehicleRow = typeof vehicles.$inferInsert;
export type EpaVehicleRow = typeof epaVehicles.$inferSelect;

export interface KeysetQuery {
  limit: number;
  after: CursorValue[] | null;
  direction: SortDirection;
}

/** How one trip moves its vehicle's running totals. */
export interface VehicleTripTotals {
  vehicleId: string;
  km: number;
  mileageFeeCents: number;
  fuelFeeCents: number;
  at: Date;
  vinReported?: boolean;
}

export class VehiclesRepository {
  constructor(readonly db: Database) {}

  /** Account erasure (decision 020): VIN, plate, reported locations and provider data removed; make, model and year stay. */
  async erasePersonalData(tx: Executor, username: string): Promise<number> {
    const rows = await tx
      .update(vehicles)
      .set({ vin: null, licensePlate: null, logs: [], reports: [], locations: [], gotoll: null, updatedAt: new Date() })
      .where(eq(vehicles.username, username))
      .returning({ id: vehicles.id });
    return rows.length;
  }

  async findById(id: string, executor: Executor = this.db): Promise<VehicleRow | null> {
    const rows = await executor.select().from(vehicles).where(eq(vehicles.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /** The vehicle row locked until the transaction ends (device association, deletion). */
  async findByIdForUpdate(tx: Executor, id: string): Promise<VehicleRow | null> {
    const rows = await tx.select().from(vehicles).where(eq(vehicles.id, id)).limit(1).for('update');
    return rows[0] ?? null;
  }

  /** Several vehicles locked for update, in key order (two transactions locking overlapping sets wait, not deadlock). */
  findByIdsForUpdate(tx: Executor, ids: readonly string[]): Promise<VehicleRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return tx
      .select()
      .from(vehicles)
      .where(inArray(vehicles.id, [...ids]))
      .orderBy(vehicles.id)
      .for('update');
  }

  findByIds(ids: readonly string[]): Promise<VehicleRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(vehicles)
      .where(inArray(vehicles.id, [...ids]));
  }

  async findByVin(vin: string, executor: Executor = this.db): Promise<VehicleRow | null> {
    const rows = await executor.select().from(vehicles).where(eq(vehicles.vin, vin)).limit(1);
    return rows[0] ?? null;
  }

  /** The vehicles of `vins`, by VIN (one read for a manifest chunk). */
  async findByVins(vins: readonly string[], executor: Executor = this.db): Promise<Map<string, VehicleRow>> {
    if (vins.length === 0) return new Map();
    const rows = await executor
      .select()
      .from(vehicles)
      .where(inArray(vehicles.vin, [...vins]));
    return new Map(rows.flatMap((row) => (row.vin ? [[row.vin, row] as const] : [])));
  }

  async vinExists(vin: string, exceptVehicleId?: string | null): Promise<boolean> {
    const rows = await this.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.vin, vin), exceptVehicleId ? ne(vehicles.id, exceptVehicleId) : undefined))
      .limit(1);
    return rows.length > 0;
  }

  /** Keyset page of a participant's vehicles ordered by (createdAt, id). */
  list(query: KeysetQuery & { username: string; isPrimary?: boolean | null }): Promise<VehicleRow[]> {
    const key = [vehicles.createdAt, vehicles.id];
    const conditions: (SQL | undefined)[] = [
      eq(vehicles.username, query.username),
      query.isPrimary == null ? undefined : eq(vehicles.isPrimary, query.isPrimary),
      afterKey(key, query.after, query.direction),
    ];
    return this.db
      .select()
      .from(vehicles)
      .where(and(...conditions))
      .orderBy(...orderByKey(key, query.direction))
      .limit(query.limit);
  }

  listByUsernames(usernames: readonly string[]): Promise<VehicleRow[]> {
    if (usernames.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(vehicles)
      .where(inArray(vehicles.username, [...usernames]))
      .orderBy(asc(vehicles.createdAt), asc(vehicles.id));
  }

  async countByUsername(executor: Executor, username: string): Promise<number> {
    const [row] = await executor
      .select({ n: sql<number>`count(*)::int` })
      .from(vehicles)
      .where(eq(vehicles.username, username));
    return row?.n ?? 0;
  }

  async insert(tx: Executor, row: NewVehicleRow): Promise<VehicleRow> {
    const [created] = await tx.insert(vehicles).values(row).returning();
    if (!created) throw new Error('vehicle insert returned no row');
    return created;
  }

  async update(tx: Executor, id: string, values: Partial<NewVehicleRow>): Promise<VehicleRow | null> {
    const [row] = await tx
      .update(vehicles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(vehicles.id, id))
      .returning();
    return row ?? null;
  }

  /**
   * Vehicles' running totals move by their trips' amounts, in one statement. Several entries of one
   * vehicle (its trips processed together) add up.
   */
  async addTripTotals(tx: Executor, items: readonly VehicleTripTotals[]): Promise<void> {
    if (items.length === 0) return;
    await tx.execute(sql`
      update vehicles v
         set mileage = v.mileage + t.km,
             mileage_user_fee_cents = v.mileage_user_fee_cents + t.mileage_fee_cents,
             fuel_tax_credit_cents = v.fuel_tax_credit_cents + t.fuel_fee_cents,
             first_data_received_date = coalesce(v.first_data_received_date, t.first_at),
             last_reported_vin_date = coalesce(t.vin_at, v.last_reported_vin_date),
             updated_at = now(), updated_by = 'System'
        from (select id, sum(km) as km, sum(mileage_fee_cents) as mileage_fee_cents,
                     sum(fuel_fee_cents) as fuel_fee_cents, min(at) as first_at,
                     max(at) filter (where vin_reported) as vin_at
                from unnest(${sql.param(items.map((i) => i.vehicleId))}::text[],
                            ${sql.param(items.map((i) => i.km))}::float8[],
                            ${sql.param(items.map((i) => i.mileageFeeCents))}::bigint[],
                            ${sql.param(items.map((i) => i.fuelFeeCents))}::bigint[],
                            ${sql.param(items.map((i) => i.at.toISOString()))}::timestamptz[],
                            ${sql.param(items.map((i) => !!i.vinReported))}::boolean[])
                     as i(id, km, mileage_fee_cents, fuel_fee_cents, at, vin_reported)
               group by id) as t
       where v.id = t.id`);
  }

  /** Only one primary vehicle per participant. */
  async clearPrimary(tx: Executor, username: string, exceptId: string | null): Promise<void> {
    await tx
      .update(vehicles)
      .set({ isPrimary: false, updatedAt: new Date() })
      .where(
        and(
          eq(vehicles.username, username),
          eq(vehicles.isPrimary, true),
          exceptId ? ne(vehicles.id, exceptId) : undefined,
        ),
      );
  }

  /** The participant's oldest vehicle becomes primary when none is (after a removal). */
  async ensurePrimary(tx: Executor, username: string, updatedBy: string): Promise<void> {
    await tx.execute(sql`
      update ${vehicles} set is_primary = true, updated_by = ${updatedBy}, updated_at = now()
      where id = (
        select id from ${vehicles} where username = ${username}
        and not exists (select 1 from ${vehicles} where username = ${username} and is_primary)
        order by created_at, id limit 1
      )`);
  }

  async delete(tx: Executor, id: string): Promise<VehicleRow | null> {
    const [row] = await tx.delete(vehicles).where(eq(vehicles.id, id)).returning();
    return row ?? null;
  }

  /** Devices associated with several vehicles at once (a manifest's rows), in one statement. */
  async setDevices(
    tx: Executor,
    items: readonly { vehicleId: string; mroId: string; mroType: string }[],
    updatedBy: string,
  ): Promise<void> {
    if (items.length === 0) return;
    await tx.execute(sql`
      update vehicles v
         set mro_id = i.mro_id, mro_type = i.mro_type, updated_by = ${updatedBy}, updated_at = now()
        from unnest(${sql.param(items.map((i) => i.vehicleId))}::text[],
                    ${sql.param(items.map((i) => i.mroId))}::text[],
                    ${sql.param(items.map((i) => i.mroType))}::text[]) as i(id, mro_id, mro_type)
       where v.id = i.id`);
  }

  /** Device removal: the vehicle's mroId becomes 'N/A' when it pointed at that device (or at nothing). */
  async releaseDevice(tx: Executor, vehicleId: string, deviceId: string, updatedBy: string): Promise<void> {
    await tx
      .update(vehicles)
      .set({ mroId: NO_DEVICE_ID, updatedBy, updatedAt: new Date() })
      .where(and(eq(vehicles.id, vehicleId), or(eq(vehicles.mroId, deviceId), isNull(vehicles.mroId))));
  }

  // EPA vehicle list ----------------------------------------------------------------------------
  // The list is matched by make in any case. A plain lower(make) would scan all 34,804 rows, so the
  // spellings of a make are found first by walking the distinct makes of the (make, year, model)
  // index (a loose index scan, one probe per make), and the queries then use that index.

  /** The distinct makes of the EPA list, walked through the index. */
  private distinctMakes() {
    return sql`with recursive makes(make) as (
        (select ${epaVehicles.make} from ${epaVehicles} order by ${epaVehicles.make} limit 1)
        union all
        select (select e.make from ${epaVehicles} e where e.make > m.make order by e.make limit 1)
        from makes m where m.make is not null
      )`;
  }

  /** How the EPA list spells a make given in any case ('MINI' and 'Mini' are both kept). */
  async epaMakeSpellings(executor: Executor, make: string): Promise<string[]> {
    const result = await executor.execute<{ make: string }>(
      sql`${this.distinctMakes()} select make from makes where make is not null and lower(make) = lower(${make})`,
    );
    return result.rows.map((r) => r.make);
  }

  /** The EPA row of the same make (any case), model (any case) and year; the first by numeric id when several. */
  async epaMatch(executor: Executor, make: string, model: string, year: number): Promise<EpaVehicleRow | null> {
    const spellings = await this.epaMakeSpellings(executor, make);
    if (spellings.length === 0) return null;
    const rows = await executor
      .select()
      .from(epaVehicles)
      .where(
        and(
          inArray(epaVehicles.make, spellings),
          eq(epaVehicles.year, year),
          sql`lower(${epaVehicles.model}) = lower(${model})`,
        ),
      )
      .orderBy(sql`length(${epaVehicles.id})`, asc(epaVehicles.id))
      .limit(1);
    return rows[0] ?? null;
  }

  /** Keyset page of the EPA vehicles of a make (any case) and year, ordered by (model, id). */
  async listEpaByMakeYear(query: KeysetQuery & { make: string; year: number }): Promise<EpaVehicleRow[]> {
    const spellings = await this.epaMakeSpellings(this.db, query.make);
    if (spellings.length === 0) return [];
    const key = [epaVehicles.model, epaVehicles.id];
    return this.db
      .select()
      .from(epaVehicles)
      .where(
        and(
          inArray(epaVehicles.make, spellings),
          eq(epaVehicles.year, query.year),
          afterKey(key, query.after, query.direction),
        ),
      )
      .orderBy(...orderByKey(key, query.direction))
      .limit(query.limit);
  }

  /** The makes that have vehicles of a model year, sorted. */
  async epaMakes(year: number): Promise<string[]> {
    const result = await this.db.execute<{ make: string }>(
      sql`${this.distinctMakes()} select m.make from makes m where m.make is not null
        and exists (select 1 from ${epaVehicles} e where e.make = m.make and e.year = ${year})
        order by m.make`,
    );
    return result.rows.map((r) => r.make);
  }

  async epaModels(make: string, year: number): Promise<string[]> {
    const spellings = await this.epaMakeSpellings(this.db, make);
    if (spellings.length === 0) return [];
    const rows = await this.db
      .selectDistinct({ model: epaVehicles.model })
      .from(epaVehicles)
      .where(and(inArray(epaVehicles.make, spellings), eq(epaVehicles.year, year)))
      .orderBy(asc(epaVehicles.model));
    return rows.map((r) => r.model);
  }
}
