import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import {
  mileageReportingOptions as d,
  mroEvents as e,
  participants as p,
  vehicles as v,
} from '../../db/schema/index.js';

export const HEARTBEAT_EVENT_CODE = 1001;
/** The marker in a 1001 event's processLogs once the 5-day stage has run for that silence. */
export const FIVE_DAY_STAGE = 'missingHeartbeat5Days';

/** An installed device that has been silent since `silentSince`. */
export interface SilentDevice {
  id: string;
  username: string;
  vehicleId: string;
  serial: string;
  silentSince: Date;
  /** '2018 Ford Focus', for the notice. */
  vehicle: string;
}

/** When a device last showed life: its last report, else its first, else its activation. */
const silentSince = sql`coalesce(${d.lastReportedDate}, ${d.firstReportedDate}, ${d.activationDate})`;

const toDate = (x: unknown) => (x instanceof Date ? x : new Date(String(x)));
const vehicleName = sql`concat_ws(' ', ${v.year}, ${v.make}, ${v.model})`;

/**
 * Read model of the heartbeat watcher: which installed devices are silent. Reads
 * `mileageReportingOptions` (the devices and their last report), `participants` (closed accounts are
 * left alone), `vehicles` (the vehicle's name for the notice) and `mroEvents` (whether the silence
 * already has its 1001 event) in one statement per page, which is why it is not a round of service
 * calls. Writes nothing: the events and flags are written through the MRO events and participants
 * services. "Installed" means associated with a vehicle and activated or already reporting. The 1001
 * event of a silence is the one dated at or after the silence began, so a device that reports again
 * starts a new silence.
 */
export class HeartbeatReadModel {
  constructor(readonly db: Database) {}

  /** Devices silent since before `cutoff` with no 1001 event for this silence yet (a page by id). */
  async silentWithoutEvent(cutoff: Date, afterId: string | null, limit: number): Promise<SilentDevice[]> {
    const rows = await this.db.execute(sql`
      select ${d.id} as id, ${d.username} as username, ${d.vehicleId} as "vehicleId",
             ${d.deviceSerialNumber} as serial, ${silentSince} as "silentSince", ${vehicleName} as vehicle
      from ${d} join ${p} on ${p.username} = ${d.username} join ${v} on ${v.id} = ${d.vehicleId}
      where ${d.vehicleId} is not null and ${p.status} <> 'closed'
        and ${silentSince} <= ${cutoff}
        and ${afterId === null ? sql`true` : sql`${d.id} > ${afterId}`}
        and not exists (
          select 1 from ${e}
          where ${e.mroDeviceSerialNumber} = ${d.deviceSerialNumber} and ${e.code} = ${HEARTBEAT_EVENT_CODE}
            and ${e.dateTime} >= ${silentSince})
      order by ${d.id}
      limit ${limit}`);
    return rows.rows.map((r) => ({ ...(r as unknown as SilentDevice), silentSince: toDate(r.silentSince) }));
  }

  /**
   * Devices silent since before `cutoff` whose 1001 event of this silence has not had its 5-day stage
   * (a page by id), with that event's id.
   */
  async silentPastFiveDays(
    cutoff: Date,
    afterId: string | null,
    limit: number,
  ): Promise<(SilentDevice & { eventId: string })[]> {
    const rows = await this.db.execute(sql`
      select distinct on (${d.id}) ${d.id} as id, ${d.username} as username, ${d.vehicleId} as "vehicleId",
             ${d.deviceSerialNumber} as serial, ${silentSince} as "silentSince", ${vehicleName} as vehicle,
             ${e.id} as "eventId"
      from ${d}
        join ${p} on ${p.username} = ${d.username}
        join ${v} on ${v.id} = ${d.vehicleId}
        join ${e} on ${e.mroDeviceSerialNumber} = ${d.deviceSerialNumber} and ${e.code} = ${HEARTBEAT_EVENT_CODE}
          and ${e.dateTime} >= ${silentSince}
      where ${d.vehicleId} is not null and ${p.status} <> 'closed'
        and ${silentSince} <= ${cutoff}
        and ${afterId === null ? sql`true` : sql`${d.id} > ${afterId}`}
        and not (${e.processLogs} @> ${JSON.stringify([{ stage: FIVE_DAY_STAGE }])}::jsonb)
      order by ${d.id}, ${e.dateTime}
      limit ${limit}`);
    return rows.rows.map((r) => ({
      ...(r as unknown as SilentDevice & { eventId: string }),
      silentSince: toDate(r.silentSince),
    }));
  }

  /** Serialises the watcher's work on one device until the transaction ends (overlapping runs; no table). */
  async lockDevice(tx: Executor, serial: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`heartbeat:${serial}`}))`);
  }
}
