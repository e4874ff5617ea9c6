import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { mileageReportingOptions } from '../../db/schema/index.js';
import { type DateKeyCondition, dateCondition } from '../../lib/filters.js';
import { afterKey, orderByKey } from '../../lib/pagination.js';
import type { KeysetQuery } from '../vehicles/vehicles.repository.js';

export type DeviceRow = typeof mileageReportingOptions.$inferSelect;
export type NewDeviceRow = typeof mileageReportingOptions.$inferInsert;

export interface DeviceFilter {
  username?: string | null;
  vehicleId?: string | null;
  deviceSerialNumber?: string | null;
  gpsEnabled?: boolean | null;
  createdAt?: DateKeyCondition | null;
}

export class DevicesRepository {
  constructor(readonly db: Database) {}

  /** Account erasure (decision 020): the shipment's tracking number (it leads to the address) removed. */
  async erasePersonalData(tx: Executor, username: string): Promise<number> {
    const rows = await tx
      .update(mileageReportingOptions)
      .set({ shippingTrackingNumber: null, shippingCarrier: null, updatedAt: new Date() })
      .where(eq(mileageReportingOptions.username, username))
      .returning({ id: mileageReportingOptions.id });
    return rows.length;
  }

  async findById(id: string, executor: Executor = this.db): Promise<DeviceRow | null> {
    const rows = await executor
      .select()
      .from(mileageReportingOptions)
      .where(eq(mileageReportingOptions.id, id))
      .limit(1);
    return rows[0] ?? null;
  }

  findByIds(ids: readonly string[]): Promise<DeviceRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(mileageReportingOptions)
      .where(inArray(mileageReportingOptions.id, [...ids]));
  }

  async findBySerial(serial: string, executor: Executor = this.db): Promise<DeviceRow | null> {
    const rows = await executor
      .select()
      .from(mileageReportingOptions)
      .where(eq(mileageReportingOptions.deviceSerialNumber, serial))
      .limit(1);
    return rows[0] ?? null;
  }

  /** The devices of `serials` that are registered (exactly as written). */
  findBySerials(serials: readonly string[]): Promise<DeviceRow[]> {
    if (serials.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(mileageReportingOptions)
      .where(inArray(mileageReportingOptions.deviceSerialNumber, [...serials]));
  }

  /** Which of `serials` are registered already (one read for a manifest chunk). */
  async registeredSerials(executor: Executor, serials: readonly string[]): Promise<Set<string>> {
    if (serials.length === 0) return new Set();
    const rows = await executor
      .select({ serial: mileageReportingOptions.deviceSerialNumber })
      .from(mileageReportingOptions)
      .where(inArray(mileageReportingOptions.deviceSerialNumber, [...serials]));
    return new Set(rows.map((r) => r.serial));
  }

  async findByVehicleId(executor: Executor, vehicleId: string): Promise<DeviceRow | null> {
    const rows = await executor
      .select()
      .from(mileageReportingOptions)
      .where(eq(mileageReportingOptions.vehicleId, vehicleId))
      .limit(1);
    return rows[0] ?? null;
  }

  /** Keyset page ordered by (createdAt, id), optionally for one participant. */
  list(query: KeysetQuery & { filter: DeviceFilter }): Promise<DeviceRow[]> {
    const d = mileageReportingOptions;
    const key = [d.createdAt, d.id];
    const f = query.filter;
    const conditions: (SQL | undefined)[] = [
      f.username ? eq(d.username, f.username) : undefined,
      f.vehicleId ? eq(d.vehicleId, f.vehicleId) : undefined,
      f.deviceSerialNumber ? eq(d.deviceSerialNumber, f.deviceSerialNumber) : undefined,
      f.gpsEnabled == null ? undefined : eq(d.gpsEnabled, f.gpsEnabled),
      dateCondition(d.createdAt, f.createdAt),
      afterKey(key, query.after, query.direction),
    ];
    return this.db
      .select()
      .from(d)
      .where(and(...conditions))
      .orderBy(...orderByKey(key, query.direction))
      .limit(query.limit);
  }

  /** Which of the vehicles already have a device. */
  async vehicleIdsWithDevices(tx: Executor, vehicleIds: readonly string[]): Promise<Set<string>> {
    if (vehicleIds.length === 0) return new Set();
    const rows = await tx
      .select({ vehicleId: mileageReportingOptions.vehicleId })
      .from(mileageReportingOptions)
      .where(inArray(mileageReportingOptions.vehicleId, [...vehicleIds]));
    return new Set(rows.flatMap((r) => (r.vehicleId ? [r.vehicleId] : [])));
  }

  /** New devices in one statement; a serial number already registered is left out of the rows returned. */
  insertNew(tx: Executor, rows: readonly NewDeviceRow[]): Promise<DeviceRow[]> {
    if (rows.length === 0) return Promise.resolve([]);
    return tx
      .insert(mileageReportingOptions)
      .values([...rows])
      .onConflictDoNothing({ target: mileageReportingOptions.deviceSerialNumber })
      .returning();
  }

  async insert(tx: Executor, row: NewDeviceRow): Promise<DeviceRow> {
    const [created] = await tx.insert(mileageReportingOptions).values(row).returning();
    if (!created) throw new Error('device insert returned no row');
    return created;
  }

  async update(tx: Executor, id: string, values: Partial<NewDeviceRow>): Promise<DeviceRow | null> {
    const [row] = await tx
      .update(mileageReportingOptions)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(mileageReportingOptions.id, id))
      .returning();
    return row ?? null;
  }

  /**
   * Devices that sent data: each one's first and last reported dates, in one statement. Several
   * reports of one device (its trips processed together) date it by the first and the last.
   */
  async recordReports(tx: Executor, reports: readonly { id: string; at: Date }[]): Promise<void> {
    if (reports.length === 0) return;
    await tx.execute(sql`
      update mileage_reporting_options d
         set first_reported_date = coalesce(d.first_reported_date, r.first_at),
             last_reported_date = greatest(d.last_reported_date, r.last_at),
             updated_at = now()
        from (select id, min(at) as first_at, max(at) as last_at
                from unnest(${sql.param(reports.map((r) => r.id))}::text[],
                            ${sql.param(reports.map((r) => r.at.toISOString()))}::timestamptz[]) as i(id, at)
               group by id) as r
       where d.id = r.id`);
  }

  async delete(tx: Executor, id: string): Promise<DeviceRow | null> {
    const [row] = await tx.delete(mileageReportingOptions).where(eq(mileageReportingOptions.id, id)).returning();
    return row ?? null;
  }
}
