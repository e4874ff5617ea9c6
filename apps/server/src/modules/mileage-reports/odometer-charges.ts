import type { MroType } from '@rc/domain';
import type { Executor } from '../../db/actor.js';
import { chargeOdometerDistance } from '../charging/engine/index.js';
import type { ComputedSegment, RateContext } from '../charging/engine/types.js';
import type { TripsService } from '../trips/trips.service.js';

/** The state where distance known only from odometer readings is charged (docs/domain.md: one California segment). */
export const ODOMETER_HOME_STATE = 'CA';

/** Where the rate reference data comes from (the charging service: cached, reloaded after rate edits). */
export interface RateContextSource {
  rateContext(at?: number): Promise<RateContext>;
}

/** The vehicle fields the charge needs. */
export interface OdometerVehicle {
  id: string;
  username: string;
  vin: string | null;
  mroId: string | null;
  mroType: string;
  type: string | null;
  epaVehicleCombinedKpl: number | null;
}

/** The running totals a charge moves (the same ones trip processing moves). */
export interface OdometerTotals {
  vehicles: {
    addTripTotals(
      tx: Executor,
      vehicleId: string,
      totals: { km: number; mileageFeeCents: number; fuelFeeCents: number; at: Date },
    ): Promise<void>;
  };
  participants: {
    addTripTotals(
      tx: Executor,
      username: string,
      totals: { mileageFeeCents: number; fuelFeeCents: number; at: Date },
    ): Promise<void>;
  };
}

export interface OdometerChargeRequest {
  /** The record the distance comes from (mileage report id, telematics reading id): the trip's recordId. */
  recordId: string;
  source: 'manual' | 'telematics';
  vehicle: OdometerVehicle;
  fromKm: number;
  toKm: number;
  from: Date;
  to: Date;
  /** Who caused the charge (staff auditor, or System for the telematics job). */
  actor: string;
}

export interface OdometerCharge {
  tripId: string;
  km: number;
  segment: ComputedSegment;
}

/** Odometer readings carry float noise (1100.3 − 1000.1); distances are kept to the metre. */
export function odometerDistanceKm(fromKm: number, toKm: number): number {
  return Math.round((toKm - fromKm) * 1000) / 1000;
}

/**
 * Charges a distance known only from two odometer readings (an approved manual report, or two
 * telematics readings): one public segment in California through the trip engine, stored as one
 * processed trip, inside the caller's transaction, moving the vehicle's and participant's running
 * totals like trip processing does. Nothing is charged for no distance.
 */
export class OdometerCharges {
  constructor(
    private readonly rates: RateContextSource,
    private readonly trips: Pick<TripsService, 'recordOdometerTrip'>,
    private readonly totals: OdometerTotals,
  ) {}

  async charge(tx: Executor, request: OdometerChargeRequest): Promise<OdometerCharge | null> {
    const km = odometerDistanceKm(request.fromKm, request.toKm);
    if (!(km > 0)) return null;
    const { vehicle } = request;
    const segment = chargeOdometerDistance(
      {
        tsStart: request.from.getTime(),
        tsEnd: request.to.getTime(),
        km,
        fuelUsedLitres: null,
        homeStateCode: ODOMETER_HOME_STATE,
        vehicle: { kpl: vehicle.epaVehicleCombinedKpl, fuelType: vehicle.type },
        mroType: vehicle.mroType as MroType,
      },
      await this.rates.rateContext(request.from.getTime()),
    );
    const what = request.source === 'manual' ? 'approved mileage report' : 'telematics odometer reading';
    const trip = await this.trips.recordOdometerTrip(tx, {
      recordId: request.recordId,
      username: vehicle.username,
      vehicleId: vehicle.id,
      vehicleVin: vehicle.vin,
      mroId: vehicle.mroId,
      odometerStartKm: request.fromKm,
      odometerEndKm: request.toKm,
      segment,
      updatedBy: request.actor,
      log: `Charged ${km} km between odometer readings ${request.fromKm} km and ${request.toKm} km (${what} ${request.recordId}).`,
    });
    const at = new Date();
    const fees = { mileageFeeCents: segment.mileageFeeCents, fuelFeeCents: segment.fuelFeeCents, at };
    await this.totals.vehicles.addTripTotals(tx, vehicle.id, { km: segment.mileage, ...fees });
    await this.totals.participants.addTripTotals(tx, vehicle.username, fees);
    return { tripId: trip.id, km, segment };
  }
}
