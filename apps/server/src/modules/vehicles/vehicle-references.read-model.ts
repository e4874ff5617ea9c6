import { NO_DEVICE_ID } from '@rc/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import {
  mileageReportingOptions,
  mileageReports,
  participantConnections,
  participants,
  tripAdjustments,
  tripSegments,
  trips,
} from '../../db/schema/index.js';

/** The participant fields the vehicle rules need (read in the transaction that changes the vehicles). */
export interface VehicleOwner {
  username: string;
  status: string;
  mroDevicePreference: string | null;
}

/**
 * Read model of what the vehicle rules check in other modules' tables, inside the transaction that
 * changes the vehicles. Reads `participants` (the owner's status and device preference; locked
 * FOR UPDATE so two concurrent registrations cannot both see "no vehicle yet"), `trips`,
 * `tripSegments`, `tripAdjustments`, `mileageReports` and `mileageReportingOptions` (whether a
 * vehicle may be deleted: one statement of EXISTS probes) and `mileageReportingOptions`,
 * `participantConnections` (whether an mroId is the participant's). It writes nothing.
 */
export class VehicleReferencesReadModel {
  constructor(readonly db: Database) {}

  /** The participant's row, locked until the transaction ends. Reads only the fields the vehicle rules need. */
  async lockOwner(tx: Executor, username: string): Promise<VehicleOwner | null> {
    const rows = await tx
      .select({
        username: participants.username,
        status: participants.status,
        mroDevicePreference: participants.mroDevicePreference,
      })
      .from(participants)
      .where(eq(participants.username, username))
      .limit(1)
      .for('update');
    return rows[0] ?? null;
  }

  async findOwner(username: string): Promise<VehicleOwner | null> {
    const rows = await this.db
      .select({
        username: participants.username,
        status: participants.status,
        mroDevicePreference: participants.mroDevicePreference,
      })
      .from(participants)
      .where(eq(participants.username, username))
      .limit(1);
    return rows[0] ?? null;
  }

  /** What still refers to a vehicle: trips (with their segments and adjustments), mileage reports and devices. */
  async usage(tx: Executor, id: string): Promise<{ tripsOrReports: boolean; device: boolean }> {
    const result = await tx.execute<{ trips: boolean; device: boolean }>(sql`
      select
        (exists (select 1 from ${trips} where vehicle_id = ${id})
          or exists (select 1 from ${tripSegments} where vehicle_id = ${id})
          or exists (select 1 from ${tripAdjustments} where vehicle_id = ${id})
          or exists (select 1 from ${mileageReports} where vehicle_id = ${id})) as trips,
        exists (select 1 from ${mileageReportingOptions} where vehicle_id = ${id}) as device`);
    const row = result.rows[0];
    return { tripsOrReports: !!row?.trips, device: !!row?.device };
  }

  /** True when mroId names a device or a vehicle-data connection of this participant (or is 'N/A'). */
  async mroIdBelongsTo(executor: Executor, mroId: string, username: string): Promise<boolean> {
    if (mroId === NO_DEVICE_ID) return true;
    const devices = await executor
      .select({ id: mileageReportingOptions.id })
      .from(mileageReportingOptions)
      .where(and(eq(mileageReportingOptions.id, mroId), eq(mileageReportingOptions.username, username)))
      .limit(1);
    if (devices.length > 0) return true;
    const connections = await executor
      .select({ id: participantConnections.id })
      .from(participantConnections)
      .where(and(eq(participantConnections.id, mroId), eq(participantConnections.username, username)))
      .limit(1);
    return connections.length > 0;
  }
}
