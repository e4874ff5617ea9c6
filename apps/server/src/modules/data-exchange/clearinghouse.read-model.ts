import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  mileageReportingOptions as d,
  mroEvents as e,
  mileageReports as mr,
  participants as p,
  pilotPrograms as pp,
  participantStatements as ps,
  tripSegments as s,
  trips as t,
  vehicles as v,
} from '../../db/schema/index.js';

/*
 * Read model of the clearinghouse export (docs/data-exchange.md). It reads, for a page of vehicles at a
 * time: `vehicles` (VIN, reporting type, EPA rating), `participants` (account number, dates),
 * `pilotPrograms` (the program's short name), `mileageReportingOptions` (the vehicle's device),
 * `tripSegments` with `trips` (distance, fuel and fees per day, state and road type; invalid trips left
 * out), `mroEvents` (device events), `mileageReports` (approved manual odometer readings) and
 * `participantStatements` (the billing months). It is one set-based statement per kind and page, where a
 * service call per vehicle and day would be thousands of round trips. It writes nothing, and reads no
 * location: no polyline, trip bin or vehicle location column is selected.
 */

/** A vehicle with what its account message needs. */
export interface ExchangeVehicle {
  id: string;
  username: string;
  vin: string | null;
  type: string | null;
  mroType: string;
  epaMpg: number | null;
  createdAt: Date;
  accountNo: number | null;
  participantCreatedAt: Date;
  onboardedDate: Date | null;
  closedDate: Date | null;
  programShortName: string | null;
  deviceSerialNumber: string | null;
}

/** One day's distance of a vehicle in one state on one kind of road. */
export interface DailyZoneMileage {
  vehicleId: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  stateCode: string | null;
  /** public, private or state (distance known only per state, no road type). */
  roadType: string;
  km: number;
  litres: number;
  mileageFeeCents: number;
  fuelFeeCents: number;
}

export interface DeviceEvent {
  vehicleId: string;
  code: number;
  dateTime: Date;
}

export interface OdometerReading {
  id: string;
  vehicleId: string;
  odoKm: number;
  tsReportDate: Date;
  verifiedBy: string | null;
}

export interface BillingMonth {
  month: string;
  periodFrom: Date;
  periodTo: Date;
}

const toDate = (x: unknown) => (x instanceof Date ? x : new Date(String(x)));
const toNumber = (x: unknown) => (x === null || x === undefined ? 0 : Number(x));

export class ClearinghouseReadModel {
  constructor(readonly db: Database) {}

  /**
   * A page of vehicles ordered by id after `afterId`: those created before `to` whose participant's
   * account was not closed before `from`, optionally of one participant.
   */
  async vehicles(q: { from: Date; to: Date; username: string | null; afterId: string | null; limit: number }) {
    const result = await this.db.execute<Record<string, unknown>>(sql`
      select ${v.id} as id, ${v.username} as username, ${v.vin} as vin, ${v.type} as type, ${v.mroType} as mro_type,
             ${v.epaVehicleCombinedMpg} as epa_mpg, ${v.createdAt} as created_at,
             ${p.accountNo} as account_no, ${p.createdAt} as participant_created_at,
             ${p.onboardedDate} as onboarded_date, ${p.closedDate} as closed_date,
             ${pp.shortName} as program_short_name,
             (select ${d.deviceSerialNumber} from ${d} where ${d.vehicleId} = ${v.id}
               order by ${d.createdAt} desc limit 1) as device_serial_number
        from ${v}
        join ${p} on ${p.username} = ${v.username}
        left join ${pp} on ${pp.id} = ${p.participantPilotProgramId}
       where ${v.createdAt} < ${q.to}
         and (${p.closedDate} is null or ${p.closedDate} >= ${q.from})
         and (${q.username}::text is null or ${v.username} = ${q.username})
         and (${q.afterId}::text is null or ${v.id} > ${q.afterId})
       order by ${v.id}
       limit ${q.limit}`);
    return result.rows.map(
      (r): ExchangeVehicle => ({
        id: String(r.id),
        username: String(r.username),
        vin: (r.vin as string | null) ?? null,
        type: (r.type as string | null) ?? null,
        mroType: String(r.mro_type),
        epaMpg: r.epa_mpg === null ? null : Number(r.epa_mpg),
        createdAt: toDate(r.created_at),
        accountNo: r.account_no === null ? null : Number(r.account_no),
        participantCreatedAt: toDate(r.participant_created_at),
        onboardedDate: r.onboarded_date ? toDate(r.onboarded_date) : null,
        closedDate: r.closed_date ? toDate(r.closed_date) : null,
        programShortName: (r.program_short_name as string | null) ?? null,
        deviceSerialNumber: (r.device_serial_number as string | null) ?? null,
      }),
    );
  }

  /** Per vehicle, UTC day, state and road type: distance, fuel and fees of the valid trips' segments. */
  async dailyMileage(vehicleIds: string[], from: Date, to: Date): Promise<DailyZoneMileage[]> {
    if (vehicleIds.length === 0) return [];
    const at = sql`coalesce(${s.tsStart}, ${t.tsStart}, ${s.createdAt})`;
    const result = await this.db.execute<Record<string, unknown>>(sql`
      select ${s.vehicleId} as vehicle_id,
             to_char(${at} at time zone 'UTC', 'YYYY-MM-DD') as day,
             ${s.stateCode} as state_code, ${s.type} as road_type,
             sum(${s.mileage}) as km, sum(${s.fuel}) as litres,
             sum(${s.mileageFeeCents}) as mileage_fee_cents, sum(${s.fuelFeeCents}) as fuel_fee_cents
        from ${s}
        join ${t} on ${t.id} = ${s.tripId}
       where ${s.vehicleId} = any (${sql.param(vehicleIds)}::text[])
         and not ${t.invalid}
         and ${at} >= ${from} and ${at} < ${to}
       group by 1, 2, 3, 4
       order by 1, 2, 3, 4`);
    return result.rows.map((r) => ({
      vehicleId: String(r.vehicle_id),
      day: String(r.day),
      stateCode: (r.state_code as string | null) ?? null,
      roadType: String(r.road_type),
      km: toNumber(r.km),
      litres: toNumber(r.litres),
      mileageFeeCents: toNumber(r.mileage_fee_cents),
      fuelFeeCents: toNumber(r.fuel_fee_cents),
    }));
  }

  /** The vehicles' events with one of `codes`, in time order. */
  async deviceEvents(vehicleIds: string[], codes: readonly number[], from: Date, to: Date): Promise<DeviceEvent[]> {
    if (vehicleIds.length === 0 || codes.length === 0) return [];
    const result = await this.db.execute<Record<string, unknown>>(sql`
      select ${e.vehicleId} as vehicle_id, ${e.code} as code, ${e.dateTime} as date_time
        from ${e}
       where ${e.vehicleId} = any (${sql.param(vehicleIds)}::text[])
         and ${e.code} = any (${sql.param([...codes])}::int[])
         and ${e.dateTime} >= ${from} and ${e.dateTime} < ${to}
       order by ${e.vehicleId}, ${e.dateTime}, ${e.id}`);
    return result.rows.map((r) => ({
      vehicleId: String(r.vehicle_id),
      code: Number(r.code),
      dateTime: toDate(r.date_time),
    }));
  }

  /** The vehicles' approved manual odometer readings (the audited value), in time order. */
  async approvedOdometerReadings(vehicleIds: string[], from: Date, to: Date): Promise<OdometerReading[]> {
    if (vehicleIds.length === 0) return [];
    const result = await this.db.execute<Record<string, unknown>>(sql`
      select ${mr.id} as id, ${mr.vehicleId} as vehicle_id, ${mr.odoMileage} as odo_km,
             ${mr.tsReportDate} as ts_report_date, ${mr.updatedBy} as verified_by
        from ${mr}
       where ${mr.vehicleId} = any (${sql.param(vehicleIds)}::text[])
         and ${mr.auditStatus} = 'approved'
         and ${mr.tsReportDate} >= ${from} and ${mr.tsReportDate} < ${to}
       order by ${mr.vehicleId}, ${mr.tsReportDate}, ${mr.id}`);
    return result.rows.map((r) => ({
      id: String(r.id),
      vehicleId: String(r.vehicle_id),
      odoKm: toNumber(r.odo_km),
      tsReportDate: toDate(r.ts_report_date),
      verifiedBy: (r.verified_by as string | null) ?? null,
    }));
  }

  /** The statement months whose period overlaps the range (of one participant, if given), in order. */
  async billingMonths(from: Date, to: Date, username: string | null): Promise<BillingMonth[]> {
    const result = await this.db.execute<Record<string, unknown>>(sql`
      select ${ps.month} as month, min(${ps.periodFrom}) as period_from, max(${ps.periodTo}) as period_to
        from ${ps}
       where ${ps.periodFrom} < ${to} and ${ps.periodTo} >= ${from}
         and (${username}::text is null or ${ps.username} = ${username})
       group by 1
       order by 1`);
    return result.rows.map((r) => ({
      month: String(r.month),
      periodFrom: toDate(r.period_from),
      periodTo: toDate(r.period_to),
    }));
  }
}
