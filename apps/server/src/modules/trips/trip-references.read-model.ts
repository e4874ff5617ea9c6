import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { cordons, mileageReportingOptions, participants, tods, tolls, vehicles } from '../../db/schema/index.js';

/**
 * Read model of the records a trip refers to, for the staff and participant trip actions. Reads
 * `vehicles` (owner and reporting type: adjustments and associations name a vehicle of the trip's
 * participant; GPS points are hidden for devices without location), `mileageReportingOptions` (the
 * trip's device GPS flag), `participants` (the pilot program a trip is recorded under) and `cordons`,
 * `tods`, `tolls` (an adjustment's rate references exist). One primary-key lookup each, also inside
 * the caller's transaction, which a round trip through the owners' services could not offer as cheaply.
 * It writes nothing.
 */
export class TripReferencesReadModel {
  constructor(readonly db: Database) {}

  /** A vehicle's owner and reporting type, or null. */
  async findVehicle(
    id: string,
    executor: Executor = this.db,
  ): Promise<{ id: string; username: string; mroType: string } | null> {
    const rows = await executor
      .select({ id: vehicles.id, username: vehicles.username, mroType: vehicles.mroType })
      .from(vehicles)
      .where(eq(vehicles.id, id))
      .limit(1);
    return rows[0] ?? null;
  }

  /** The participant's pilot program id: null without one, undefined when there is no such participant. */
  async participantProgramId(username: string, executor: Executor = this.db): Promise<string | null | undefined> {
    const rows = await executor
      .select({ programId: participants.participantPilotProgramId })
      .from(participants)
      .where(eq(participants.username, username))
      .limit(1);
    return rows[0] ? rows[0].programId : undefined;
  }

  /**
   * Whether the trip's reporting method records location: not for a vehicle reporting through a
   * device without location, nor for a trip whose device has GPS disabled.
   */
  async tripRecordsLocation(trip: { vehicleId: string | null; mroId: string | null }): Promise<boolean> {
    if (trip.vehicleId) {
      const [vehicle] = await this.db
        .select({ mroType: vehicles.mroType })
        .from(vehicles)
        .where(eq(vehicles.id, trip.vehicleId))
        .limit(1);
      if (vehicle?.mroType === 'automatedWithoutLocation') return false;
    }
    if (trip.mroId) {
      const [device] = await this.db
        .select({ gpsEnabled: mileageReportingOptions.gpsEnabled })
        .from(mileageReportingOptions)
        .where(eq(mileageReportingOptions.id, trip.mroId))
        .limit(1);
      if (device && !device.gpsEnabled) return false;
    }
    return true;
  }

  /** Whether each referenced rate record of an adjustment exists. */
  async referencesExist(refs: {
    cordonId: string | null;
    todId: string | null;
    tollId: string | null;
  }): Promise<boolean> {
    const checks: Promise<unknown[]>[] = [];
    if (refs.cordonId)
      checks.push(this.db.select({ id: cordons.id }).from(cordons).where(eq(cordons.id, refs.cordonId)));
    if (refs.todId) checks.push(this.db.select({ id: tods.id }).from(tods).where(eq(tods.id, refs.todId)));
    if (refs.tollId) checks.push(this.db.select({ id: tolls.id }).from(tolls).where(eq(tolls.id, refs.tollId)));
    const found = await Promise.all(checks);
    return found.every((rows) => rows.length > 0);
  }
}
