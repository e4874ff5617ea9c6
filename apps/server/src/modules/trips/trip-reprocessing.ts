import { decodePolyline, type MroType, type PilotShortName } from '@rc/domain';
import { type Transaction, withActor } from '../../db/actor.js';
import { isDatabaseUnavailable } from '../../db/availability.js';
import type { TripPolylineVersion } from '../../db/schema/index.js';
import type { RateContext, TrackPoint, TripInput } from '../charging/engine/types.js';
import type { DeviceRow } from '../devices/devices.repository.js';
import type { DevicesService } from '../devices/devices.service.js';
import type { MroEventsService } from '../mro-events/mro-events.service.js';
import type { ParticipantRow } from '../participants/participants.repository.js';
import type { ParticipantsService } from '../participants/participants.service.js';
import type { VehicleRow } from '../vehicles/vehicles.repository.js';
import type { VehiclesService } from '../vehicles/vehicles.service.js';
import { deviceMroType } from '../vehicles/vehicles.service.js';
import type { WebhooksService } from '../webhooks/webhooks.service.js';
import {
  describeFees,
  errorText,
  homeState,
  processedFields,
  SYSTEM,
  type TripCharges,
  timeRoute,
  tripLog,
} from './trip-charges.js';
import type { ProcessOutcome, TripIngestion } from './trip-ingestion.js';
import type { TripPilots } from './trip-pilots.js';
import type { TripProcessingRepository } from './trip-processing.repository.js';
import type { TripRow } from './trips.repository.js';

export interface TripReprocessingDeps {
  repo: TripProcessingRepository;
  charges: TripCharges;
  pilots: TripPilots;
  /** A trip whose delivery never got processed is ingested again instead. */
  ingestion: Pick<TripIngestion, 'processDeliveredTrip'>;
  webhooks: Pick<WebhooksService, 'findEvent'>;
  devices: Pick<DevicesService, 'findByIds'>;
  vehicles: Pick<VehiclesService, 'findById' | 'addTripTotals'>;
  participants: Pick<ParticipantsService, 'findByUsernames' | 'addTripTotals'>;
  mroEvents: Pick<MroEventsService, 'recordEvents'>;
  /** The charging service's cached rate reference data. */
  /** The rates in force at an instant (epoch ms): a trip is priced at its start (decision 011). */
  rateContext: (at?: number) => Promise<RateContext>;
}

/**
 * Trip re-processing: staff send a trip back (trips.service updateTrip queues the request) and it
 * is computed again, as the System user under the participant's processing lock, like ingestion.
 */
export class TripReprocessing {
  constructor(private readonly deps: TripReprocessingDeps) {}

  /**
   * Recomputes a trip staff set back to pending: from the new route when staff gave one, else from
   * the stored GPS points, else from the odometer distance. Segments already on a statement (or
   * with adjustments) are never touched; the difference to them becomes one pending adjustment.
   * A device trip that never got processed is processed again from its stored delivery instead.
   */
  async reprocessTrip(tripId: string, options: { useRoute: boolean; requestedBy: string }): Promise<ProcessOutcome> {
    const current = await this.deps.repo.findById(tripId);
    if (!current) return 'skipped';
    // Without its GPS points a trip would be charged again from the odometer alone (decision 015).
    if (current.locationDestroyedAt) return 'skipped';
    if (current.recordId) {
      // Never processed successfully (its delivery failed): process the stored delivery itself.
      const event = await this.deps.webhooks.findEvent(current.recordId);
      if (event && event.status !== 'processed') {
        return this.deps.ingestion.processDeliveredTrip(event.id, { retryCount: 0, retryLimit: 0 });
      }
    }
    const vehicle = current.vehicleId ? await this.deps.vehicles.findById(current.vehicleId) : null;
    const [participant] = await this.deps.participants.findByUsernames([current.username]);
    if (!participant) return 'skipped';
    const [device] = current.mroId ? await this.deps.devices.findByIds([current.mroId]) : [];
    const pilot = await this.deps.pilots.pilotOf(current.pilotProgramId ?? participant.participantPilotProgramId);
    const rates = await this.deps.rateContext((current.tsStart ?? current.createdAt).getTime());
    try {
      return await withActor(this.deps.repo.db, SYSTEM, async (tx) => {
        await this.deps.repo.lockParticipant(tx, current.username);
        const trip = await this.deps.repo.lockById(tx, tripId);
        if (!trip) return 'skipped';
        return this.recompute(tx, trip, { vehicle, participant, device: device ?? null, pilot, rates, ...options });
      });
    } catch (err) {
      // Not the trip's fault: the job is retried once the database returns.
      if (isDatabaseUnavailable(err)) throw err;
      const reason = errorText(err);
      const message = `Failed to process trip ${current.recordTripId ?? current.id}: ${reason}`;
      await withActor(this.deps.repo.db, SYSTEM, async (tx) => {
        await this.deps.repo.updateTrip(
          tx,
          tripId,
          { processStatus: 'failed', processMsg: reason, updatedBy: SYSTEM },
          [tripLog(message)],
        );
        await this.deps.mroEvents.recordEvents(tx, [
          {
            mroDeviceSerialNumber: current.mroDeviceSerialNumber,
            username: current.username,
            vehicleId: current.vehicleId,
            tripId,
            code: 1005,
            description: message,
            updatedBy: SYSTEM,
          },
        ]);
      });
      return 'failed';
    }
  }

  private async recompute(
    tx: Transaction,
    trip: TripRow,
    o: {
      vehicle: VehicleRow | null;
      participant: ParticipantRow;
      device: DeviceRow | null;
      pilot: PilotShortName;
      rates: RateContext;
      useRoute: boolean;
      requestedBy: string;
    },
  ): Promise<ProcessOutcome> {
    const now = new Date();
    const tsStart = (trip.tsStart ?? trip.createdAt).getTime();
    const tsEnd = (trip.tsEnd ?? trip.tsStart ?? trip.createdAt).getTime();
    const kept = await this.deps.charges.clearForRecompute(tx, trip.id);

    let points: TrackPoint[] = [];
    let pointCount = 0;
    let source: string;
    const route = o.useRoute && trip.polyline ? decodePolyline(trip.polyline) : null;
    if (route?.length) {
      points = timeRoute(route, tsStart, tsEnd);
      source = `the staff route (${points.length} points)`;
    } else {
      const bins = await this.deps.repo.listBinPoints(tx, trip.id);
      points = bins;
      pointCount = bins.length;
      source = bins.length ? `${bins.length} stored GPS points` : 'the odometer distance';
    }
    const odometerKm =
      trip.odoMroStart != null && trip.odoMroEnd != null
        ? trip.odoMroEnd - trip.odoMroStart
        : points.length
          ? null
          : (trip.distMro ?? 0);
    const mroType: MroType = o.device
      ? deviceMroType(o.device.gpsEnabled)
      : ((o.vehicle?.mroType as MroType | undefined) ?? 'manual');
    const input: Omit<TripInput, 'cordonDaysCharged'> = {
      tsStart,
      tsEnd,
      odometerKm,
      fuelUsedLitres: trip.totalFuel,
      points,
      homeStateCode: homeState(o.participant),
      vehicle: { kpl: o.vehicle?.epaVehicleCombinedKpl ?? null, fuelType: o.vehicle?.type ?? null },
      mroType,
      pilot: o.pilot,
      tripId: trip.recordTripId ?? trip.id,
      serialNumber: trip.mroDeviceSerialNumber,
    };
    const computed = await this.deps.charges.compute(tx, trip.username, input, o.rates);

    // The route the trip had before is kept once as the original (updateTrip keeps it too when asked).
    const versions: TripPolylineVersion[] = [...trip.polylines];
    const newPolyline = route?.length ? trip.polyline : (computed.polyline ?? trip.polyline);
    if (versions.length === 0 && trip.polyline && newPolyline !== trip.polyline) {
      versions.push({
        polyline: trip.polyline,
        description: 'original',
        createdBy: SYSTEM,
        createdAt: trip.createdAt.toISOString(),
      });
    }
    const delta = await this.deps.charges.storeSegments(tx, {
      tripId: trip.id,
      username: trip.username,
      vehicleId: trip.vehicleId,
      computed,
      kept,
      pointCount,
      now,
      note: `Re-processed by ${o.requestedBy}`,
      before: trip,
    });
    const logs = [
      ...computed.logs.map((line) => tripLog(line, now)),
      tripLog(
        `Re-processed from ${source}: ${computed.distMro.toFixed(2)} km, ${describeFees(computed)}` +
          (kept.length
            ? `; ${kept.length} billed or adjusted segments kept, the difference is a pending adjustment.`
            : '.'),
        now,
      ),
    ];
    await this.deps.repo.updateTrip(
      tx,
      trip.id,
      {
        polyline: newPolyline,
        polylines: versions,
        distMro: computed.distMro,
        distGps: computed.distGps ?? trip.distGps,
        fuel: computed.fuel,
        ...processedFields(computed, now),
      },
      logs,
    );
    if (trip.vehicleId) {
      await this.deps.vehicles.addTripTotals(tx, trip.vehicleId, {
        km: computed.distMro - (trip.distMro ?? 0),
        mileageFeeCents: delta.mileageFeeCents,
        fuelFeeCents: delta.fuelFeeCents,
        at: now,
      });
    }
    await this.deps.participants.addTripTotals(tx, trip.username, {
      mileageFeeCents: delta.mileageFeeCents,
      fuelFeeCents: delta.fuelFeeCents,
      at: now,
    });
    return 'processed';
  }
}
