import { randomUUID } from 'node:crypto';
import {
  APP_VERSION,
  BILLING_STATE_CODE,
  DEFAULT_PILOT,
  type DeviceTripPayload,
  decodePolyline,
  deviceTripPayloadProblem,
  deviceTripPayloadSchema,
  type MroType,
  PILOT_SHORT_NAMES,
  type PilotShortName,
  type TripLogEntry,
} from '@rc/domain';
import { type Executor, type Transaction, withActor } from '../../db/actor.js';
import { isDatabaseUnavailable } from '../../db/availability.js';
import type { Database } from '../../db/client.js';
import type { TripPolylineVersion } from '../../db/schema/index.js';
import { computeTrip } from '../charging/engine/index.js';
import type { ComputedSegment, ComputedTrip, RateContext, TrackPoint, TripInput } from '../charging/engine/types.js';
import type { DeviceRow } from '../devices/devices.repository.js';
import type { DevicesService } from '../devices/devices.service.js';
import type { NewMroEventRow } from '../mro-events/mro-events.repository.js';
import type { MroEventsService } from '../mro-events/mro-events.service.js';
import type { ParticipantRow } from '../participants/participants.repository.js';
import type { ParticipantsService } from '../participants/participants.service.js';
import type { ProgramsService } from '../programs/programs.service.js';
import type { VehicleRow } from '../vehicles/vehicles.repository.js';
import type { VehiclesService } from '../vehicles/vehicles.service.js';
import { deviceMroType } from '../vehicles/vehicles.service.js';
import type { WebhookEventRow } from '../webhooks/webhooks.repository.js';
import type { WebhooksService } from '../webhooks/webhooks.service.js';
import {
  type BinColumns,
  type NewTripRow,
  type NewTripSegmentRow,
  TripProcessingRepository,
  type TripRow,
  type TripSegmentRow,
} from './trips.repository.js';

/** Recorded on every trip the engine computed (Trip.routeEngine / routeEngineVersion). */
export const ROUTE_ENGINE = 'rc-engine';

const SYSTEM = 'System';
const HOUR = 3600 * 1000;

export interface TripProcessorDeps {
  webhooks: WebhooksService;
  devices: DevicesService;
  vehicles: VehiclesService;
  participants: ParticipantsService;
  programs: ProgramsService;
  mroEvents: MroEventsService;
  /** The charging service's cached rate reference data. */
  rateContext: () => Promise<RateContext>;
}

export type ProcessOutcome = 'processed' | 'failed' | 'skipped';

/** Who a device trip belongs to, found from the device's serial number. */
interface Match {
  device: DeviceRow;
  vehicle: VehicleRow;
  participant: ParticipantRow;
  pilot: PilotShortName;
}

/** A failure that retrying cannot fix (unknown device, bad payload): the event fails at once. */
class PermanentFailure extends Error {}

/** The fees of a trip or of a set of segments, in integer cents (and km / litres). */
interface Totals {
  mileage: number;
  fuel: number;
  mileageFeeCents: number;
  fuelFeeCents: number;
  cordonFeeCents: number;
  todFeeCents: number;
  tollFeeCents: number;
}

function sumSegments(segments: readonly Pick<TripSegmentRow, keyof Totals | 'type' | 'stateCode'>[]): Totals {
  const t: Totals = {
    mileage: 0,
    fuel: 0,
    mileageFeeCents: 0,
    fuelFeeCents: 0,
    cordonFeeCents: 0,
    todFeeCents: 0,
    tollFeeCents: 0,
  };
  for (const s of segments) {
    // The charged layer: public and private segments (state segments carry the same mileage, no fees).
    if (s.type === 'state') continue;
    t.mileage += s.mileage;
    t.fuel += s.fuel;
    t.mileageFeeCents += s.mileageFeeCents;
    t.fuelFeeCents += s.fuelFeeCents;
    t.cordonFeeCents += s.cordonFeeCents;
    t.todFeeCents += s.todFeeCents;
    t.tollFeeCents += s.tollFeeCents;
  }
  return t;
}

const log = (message: string, at = new Date()): TripLogEntry => ({
  timestamp: at.toISOString(),
  username: SYSTEM,
  message,
});

const cents = (n: number) => `$${(n / 100).toFixed(2)}`;

function describeFees(c: Omit<Totals, 'mileage' | 'fuel'>): string {
  const parts = [`mileage fee ${cents(c.mileageFeeCents)}`, `fuel-tax credit ${cents(c.fuelFeeCents)}`];
  if (c.cordonFeeCents) parts.push(`cordon fee ${cents(c.cordonFeeCents)}`);
  if (c.todFeeCents) parts.push(`time-of-day fee ${cents(c.todFeeCents)}`);
  if (c.tollFeeCents) parts.push(`toll fee ${cents(c.tollFeeCents)}`);
  return parts.join(', ');
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/** Points of a route without times (a staff-drawn polyline), timed evenly by distance over the trip. */
export function timeRoute(route: readonly (readonly [number, number])[], tsStart: number, tsEnd: number): TrackPoint[] {
  if (route.length === 0) return [];
  const cumulative = [0];
  for (let i = 1; i < route.length; i++) {
    const [aLat, aLng] = route[i - 1] as readonly [number, number];
    const [bLat, bLng] = route[i] as readonly [number, number];
    const dLat = ((bLat - aLat) * Math.PI) / 180;
    // Equirectangular distance: only the proportions along the route matter here.
    const x = (((bLng - aLng) * Math.PI) / 180) * Math.cos((((aLat + bLat) / 2) * Math.PI) / 180);
    cumulative.push((cumulative[i - 1] as number) + Math.sqrt(dLat * dLat + x * x));
  }
  const total = cumulative.at(-1) as number;
  const span = Math.max(0, tsEnd - tsStart);
  return route.map(([lat, lng], i) => ({
    lat,
    lng,
    t: tsStart + (total > 0 ? Math.round(((cumulative[i] as number) / total) * span) : 0),
  }));
}

/**
 * The trip processor (DOMAIN.md "Mileage, trips and charges"): a stored device delivery becomes a
 * Trip with its segments, GPS points, MRO events and the running totals of its device, vehicle and
 * participant — all in one transaction as the System user, so a trip is either fully recorded or
 * not at all. The charging engine computes; this class matches, loads and stores.
 *
 * One participant's trips are processed one at a time (an advisory lock on the username), so the
 * cordon entry fee is charged once per local day even when trips of that day arrive together.
 */
export class TripProcessor {
  private readonly repo: TripProcessingRepository;
  private readonly pilots = new Map<string, { pilot: PilotShortName; at: number }>();

  constructor(
    db: Database,
    private readonly deps: TripProcessorDeps,
  ) {
    this.repo = new TripProcessingRepository(db);
  }

  // --- Device deliveries ----------------------------------------------------------------------

  /**
   * Processes one stored delivery. Returns 'processed', 'failed' (permanently: bad payload, unknown
   * device — the event keeps the reason for staff) or 'skipped' (already processed, or gone).
   * Throws on an unexpected error so the job is retried; the event records the error meanwhile and,
   * on the last attempt, a failed Trip and event 1005 are written.
   */
  async processDeliveredTrip(eventId: string, attempt = { retryCount: 0, retryLimit: 0 }): Promise<ProcessOutcome> {
    const event = await this.deps.webhooks.findEvent(eventId);
    if (!event || event.status === 'processed') return 'skipped';
    const parsed = deviceTripPayloadSchema.safeParse(event.payload);
    if (!parsed.success) {
      await this.deps.webhooks.markFailed(
        this.repo.db,
        event.id,
        `Invalid payload: ${deviceTripPayloadProblem(parsed.error)}`,
      );
      return 'failed';
    }
    const payload = parsed.data;
    const serial = payload.device.serialNumber.trim();
    let match: Match | null = null;
    try {
      match = await this.match(serial);
      const m = match;
      const rates = await this.deps.rateContext();
      const done = await withActor(this.repo.db, SYSTEM, (tx) => this.storeDeliveredTrip(tx, event, payload, m, rates));
      return done ? 'processed' : 'skipped';
    } catch (err) {
      // The database is away: the delivery is not at fault and nothing could be recorded anyway. It
      // stays pending; the job's retry (or the webhook sweeper) processes it once the database returns.
      if (isDatabaseUnavailable(err)) throw err;
      const permanent = err instanceof PermanentFailure;
      const reason = errorText(err);
      const message = `Failed to process trip ${payload.trip.tripId}: ${reason}`;
      const final = permanent || attempt.retryCount >= attempt.retryLimit;
      // The event's status goes last (with the failure records on the last attempt): whoever
      // watches the event sees everything about the failure once it says failed.
      if (final) await this.recordDeliveryFailure(event, payload, serial, match, reason, message);
      else await this.deps.webhooks.markFailed(this.repo.db, event.id, message);
      if (permanent) return 'failed';
      throw err;
    }
  }

  /** Device (serial) → its vehicle → the vehicle's participant and pilot. */
  private async match(serial: string): Promise<Match> {
    const device = await this.deps.devices.findBySerial(serial);
    if (!device) throw new PermanentFailure(`unknown device ${serial}`);
    if (!device.vehicleId) throw new PermanentFailure(`device ${serial} is not associated with a vehicle`);
    const vehicle = await this.deps.vehicles.findById(device.vehicleId);
    if (!vehicle) throw new PermanentFailure(`the vehicle of device ${serial} was not found`);
    const [participant] = await this.deps.participants.findByUsernames([vehicle.username]);
    if (!participant) throw new PermanentFailure(`the participant of device ${serial} was not found`);
    return { device, vehicle, participant, pilot: await this.pilotOf(participant.participantPilotProgramId) };
  }

  /** A program's short name (cached for a minute: programs change rarely, trips arrive constantly). */
  private async pilotOf(programId: string | null): Promise<PilotShortName> {
    if (!programId) return DEFAULT_PILOT;
    const cached = this.pilots.get(programId);
    if (cached && Date.now() - cached.at < 60_000) return cached.pilot;
    const [program] = await this.deps.programs.findByIds([programId]);
    const name = program?.shortName;
    const pilot = (PILOT_SHORT_NAMES as readonly string[]).includes(name ?? '')
      ? (name as PilotShortName)
      : DEFAULT_PILOT;
    this.pilots.set(programId, { pilot, at: Date.now() });
    return pilot;
  }

  /** Everything for one delivered trip, in the caller's transaction. False when another run did it. */
  private async storeDeliveredTrip(
    tx: Transaction,
    event: WebhookEventRow,
    payload: DeviceTripPayload,
    m: Match,
    rates: RateContext,
  ): Promise<boolean> {
    const { device, vehicle, participant, pilot } = m;
    const username = vehicle.username;
    await this.repo.lockParticipant(tx, username, { relaxCommit: true });
    const locked = await this.deps.webhooks.lockEvent(tx, event.id);
    if (!locked || locked.status === 'processed') return false;

    const now = new Date();
    const p = payload.trip;
    const tsStart = Date.parse(p.startTime);
    const tsEnd = Date.parse(p.endTime);
    const gps = device.gpsEnabled;
    const reportedPoints = p.points ?? [];
    // A device without location must not leave a track: its points are neither used nor kept.
    const points: TrackPoint[] = gps
      ? reportedPoints.map(([lat, lng, s]) => ({ lat, lng, t: tsStart + Math.round(s * 1000) }))
      : [];
    const odometerKm =
      p.odometerStartKm != null && p.odometerEndKm != null ? p.odometerEndKm - p.odometerStartKm : null;
    const reportedVin = payload.device.vin?.trim().toUpperCase() || null;
    const vinMismatch = !!reportedVin && !!vehicle.vin && reportedVin !== vehicle.vin.trim().toUpperCase();

    const existing = await this.repo.lockByRecordId(tx, event.id);
    const kept = existing ? await this.clearForRecompute(tx, existing.id) : [];
    if (existing) await this.repo.deleteBins(tx, existing.id);

    const input: TripInput = {
      tsStart,
      tsEnd,
      odometerKm,
      fuelUsedLitres: p.fuelUsedLitres ?? null,
      points,
      homeStateCode: homeState(participant),
      vehicle: { kpl: vehicle.epaVehicleCombinedKpl, fuelType: vehicle.type },
      mroType: deviceMroType(gps),
      pilot,
      cordonDaysCharged: await this.cordonDays(tx, username, pilot, tsStart, tsEnd, rates),
      tripId: p.tripId,
      serialNumber: device.deviceSerialNumber,
    };
    const computed = computeTrip(input, rates);

    const tripId = existing?.id ?? randomUUID();
    const logs: TripLogEntry[] = [
      log(`Received from ${event.source} (delivery ${payload.id}, device ${device.deviceSerialNumber}).`, now),
      ...(gps || reportedPoints.length === 0
        ? []
        : [log(`${reportedPoints.length} GPS points dropped: the device does not report location.`, now)]),
      ...(vinMismatch
        ? [log(`Reported VIN ${reportedVin} does not match the vehicle's VIN ${vehicle.vin}.`, now)]
        : []),
      ...computed.logs.map((line) => log(line, now)),
      log(`Processed: ${computed.distMro.toFixed(2)} km, ${describeFees(computed)}.`, now),
    ];
    const values: NewTripRow = {
      id: tripId,
      recordId: event.id,
      recordTripId: p.tripId,
      mroDeviceSerialNumber: device.deviceSerialNumber,
      vehicleVin: reportedVin,
      username,
      vehicleId: vehicle.id,
      pilotProgramId: participant.participantPilotProgramId,
      mroId: device.id,
      tsStart: new Date(tsStart),
      tsEnd: new Date(tsEnd),
      polyline: computed.polyline,
      distMro: computed.distMro,
      odoMro: odometerKm,
      distGps: computed.distGps,
      odoMroStart: p.odometerStartKm ?? null,
      odoMroEnd: p.odometerEndKm ?? null,
      fuel: computed.fuel,
      fuelAdded: p.fuelAddedLitres ?? null,
      // The measured fuel (null when estimated): re-processing must estimate again, not reuse an estimate.
      totalFuel: p.fuelUsedLitres ?? null,
      odometerBin: [
        ...(p.odometerStartKm != null ? [{ odo: p.odometerStartKm, timestamp: p.startTime }] : []),
        ...(p.odometerEndKm != null ? [{ odo: p.odometerEndKm, timestamp: p.endTime }] : []),
      ],
      ...processedFields(computed, now),
    };
    if (existing) await this.repo.updateTrip(tx, tripId, values, logs);
    else await this.repo.insertTrip(tx, { ...values, logs });

    const binIds = points.map(() => randomUUID());
    if (gps && points.length) {
      const bins: BinColumns = { ids: binIds, lat: [], lng: [], t: [] };
      for (const pt of points) {
        bins.lat.push(pt.lat);
        bins.lng.push(pt.lng);
        bins.t.push(pt.t);
      }
      await this.repo.insertBins(tx, tripId, username, rates.timeZone, bins);
    }
    const delta = await this.storeSegments(tx, {
      tripId,
      username,
      vehicleId: vehicle.id,
      computed,
      kept,
      binIds,
      now,
      note: 'Re-processed delivery',
      before: existing ?? null,
    });

    const base = {
      mroDeviceSerialNumber: device.deviceSerialNumber,
      username,
      vehicleId: vehicle.id,
      tripId,
      source: event.source,
      dateTime: now,
      odometerReadingStart: p.odometerStartKm ?? null,
      odometerReading: p.odometerEndKm ?? null,
      mileage: computed.distMro,
      updatedBy: SYSTEM,
    } satisfies Partial<NewMroEventRow>;
    const events: NewMroEventRow[] = [
      ...(vinMismatch
        ? [
            {
              ...base,
              code: 1002,
              description: `Failed to match participant vehicle vin ${vehicle.vin} with reported vin ${reportedVin}`,
            },
          ]
        : []),
      ...computed.issues.map((issue) => ({ ...base, code: issue.code, description: issue.description })),
      { ...base, code: 1004, description: 'Trip processed.', isProcessed: true },
    ];
    await this.deps.mroEvents.recordEvents(tx, events);
    await this.deps.devices.recordReport(tx, device.id, event.createdAt);
    // A report ends a silence: the heartbeat watcher's inactive flag no longer holds.
    await this.deps.participants.setInactive(tx, username, false);
    await this.deps.vehicles.addTripTotals(tx, vehicle.id, {
      km: computed.distMro - (existing?.distMro ?? 0),
      mileageFeeCents: delta.mileageFeeCents,
      fuelFeeCents: delta.fuelFeeCents,
      at: now,
      vinReported: !!reportedVin,
    });
    await this.deps.participants.addTripTotals(tx, username, {
      mileageFeeCents: delta.mileageFeeCents,
      fuelFeeCents: delta.fuelFeeCents,
      at: now,
      vinMismatch,
    });
    if (!gps && reportedPoints.length) await this.deps.webhooks.dropPayloadPoints(tx, event.id);
    await this.deps.webhooks.markProcessed(tx, event.id);
    return true;
  }

  /**
   * The last attempt failed: a Trip with processStatus failed (so staff find it among failed trips
   * and can retry the event) and event 1005, when the device was matched; otherwise only event 1005
   * with the serial number. The delivery is marked failed in the same transaction.
   */
  private async recordDeliveryFailure(
    event: WebhookEventRow,
    payload: DeviceTripPayload,
    serial: string,
    match: Match | null,
    reason: string,
    message: string,
  ): Promise<void> {
    const now = new Date();
    await withActor(this.repo.db, SYSTEM, async (tx) => {
      let tripId: string | null = null;
      if (match) {
        const username = match.vehicle.username;
        await this.repo.lockParticipant(tx, username);
        const locked = await this.deps.webhooks.lockEvent(tx, event.id);
        if (!locked || locked.status === 'processed') return;
        const existing = await this.repo.lockByRecordId(tx, event.id);
        const values: NewTripRow = {
          recordId: event.id,
          recordTripId: payload.trip.tripId,
          mroDeviceSerialNumber: match.device.deviceSerialNumber,
          vehicleVin: payload.device.vin?.trim().toUpperCase() || null,
          username,
          vehicleId: match.vehicle.id,
          pilotProgramId: match.participant.participantPilotProgramId,
          mroId: match.device.id,
          tsStart: new Date(payload.trip.startTime),
          tsEnd: new Date(payload.trip.endTime),
          odoMroStart: payload.trip.odometerStartKm ?? null,
          odoMroEnd: payload.trip.odometerEndKm ?? null,
          processStatus: 'failed',
          processMsg: reason,
          processedAt: now,
          updatedBy: SYSTEM,
        };
        const entry = log(message, now);
        const trip = existing
          ? await this.repo.updateTrip(tx, existing.id, values, [entry])
          : await this.repo.insertTrip(tx, { ...values, logs: [entry] });
        tripId = trip.id;
      }
      await this.deps.mroEvents.recordEvents(tx, [
        {
          mroDeviceSerialNumber: match?.device.deviceSerialNumber ?? serial,
          username: match?.vehicle.username ?? null,
          vehicleId: match?.vehicle.id ?? null,
          tripId,
          code: 1005,
          description: message,
          source: event.source,
          dateTime: now,
          updatedBy: SYSTEM,
        },
      ]);
      await this.deps.webhooks.markFailed(tx, event.id, message);
    });
  }

  // --- Staff re-processing ---------------------------------------------------------------------

  /**
   * Recomputes a trip staff set back to pending: from the new route when staff gave one, else from
   * the stored GPS points, else from the odometer distance. Segments already on a statement (or
   * with adjustments) are never touched; the difference to them becomes one pending adjustment.
   * A device trip that never got processed is processed again from its stored delivery instead.
   */
  async reprocessTrip(tripId: string, options: { useRoute: boolean; requestedBy: string }): Promise<ProcessOutcome> {
    const current = await this.repo.findById(tripId);
    if (!current) return 'skipped';
    if (current.recordId) {
      // Never processed successfully (its delivery failed): process the stored delivery itself.
      const event = await this.deps.webhooks.findEvent(current.recordId);
      if (event && event.status !== 'processed') {
        return this.processDeliveredTrip(event.id, { retryCount: 0, retryLimit: 0 });
      }
    }
    const vehicle = current.vehicleId ? await this.deps.vehicles.findById(current.vehicleId) : null;
    const [participant] = await this.deps.participants.findByUsernames([current.username]);
    if (!participant) return 'skipped';
    const [device] = current.mroId ? await this.deps.devices.findByIds([current.mroId]) : [];
    const pilot = await this.pilotOf(current.pilotProgramId ?? participant.participantPilotProgramId);
    const rates = await this.deps.rateContext();
    try {
      return await withActor(this.repo.db, SYSTEM, async (tx) => {
        await this.repo.lockParticipant(tx, current.username);
        const trip = await this.repo.lockById(tx, tripId);
        if (!trip) return 'skipped';
        return this.recompute(tx, trip, { vehicle, participant, device: device ?? null, pilot, rates, ...options });
      });
    } catch (err) {
      // Not the trip's fault: the job is retried once the database returns.
      if (isDatabaseUnavailable(err)) throw err;
      const reason = errorText(err);
      const message = `Failed to process trip ${current.recordTripId ?? current.id}: ${reason}`;
      await withActor(this.repo.db, SYSTEM, async (tx) => {
        await this.repo.updateTrip(tx, tripId, { processStatus: 'failed', processMsg: reason, updatedBy: SYSTEM }, [
          log(message),
        ]);
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
    const kept = await this.clearForRecompute(tx, trip.id);

    let points: TrackPoint[] = [];
    let binIds: string[] = [];
    let source: string;
    const route = o.useRoute && trip.polyline ? decodePolyline(trip.polyline) : null;
    if (route?.length) {
      points = timeRoute(route, tsStart, tsEnd);
      source = `the staff route (${points.length} points)`;
    } else {
      const bins = await this.repo.listBinPoints(tx, trip.id);
      points = bins.map(({ lat, lng, t }) => ({ lat, lng, t }));
      binIds = bins.map((b) => b.id);
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
    const input: TripInput = {
      tsStart,
      tsEnd,
      odometerKm,
      fuelUsedLitres: trip.totalFuel,
      points,
      homeStateCode: homeState(o.participant),
      vehicle: { kpl: o.vehicle?.epaVehicleCombinedKpl ?? null, fuelType: o.vehicle?.type ?? null },
      mroType,
      pilot: o.pilot,
      cordonDaysCharged: await this.cordonDays(tx, trip.username, o.pilot, tsStart, tsEnd, o.rates),
      tripId: trip.recordTripId ?? trip.id,
      serialNumber: trip.mroDeviceSerialNumber,
    };
    const computed = computeTrip(input, o.rates);

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
    const delta = await this.storeSegments(tx, {
      tripId: trip.id,
      username: trip.username,
      vehicleId: trip.vehicleId,
      computed,
      kept,
      binIds,
      now,
      note: `Re-processed by ${o.requestedBy}`,
      before: trip,
    });
    const logs = [
      ...computed.logs.map((line) => log(line, now)),
      log(
        `Re-processed from ${source}: ${computed.distMro.toFixed(2)} km, ${describeFees(computed)}` +
          (kept.length
            ? `; ${kept.length} billed or adjusted segments kept, the difference is a pending adjustment.`
            : '.'),
        now,
      ),
    ];
    await this.repo.updateTrip(
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

  // --- Shared steps ----------------------------------------------------------------------------

  /**
   * Deletes the trip's segments that may be recomputed and returns those that must stay: segments
   * on a transaction or paid (billed) and segments that adjustments refer to.
   */
  private async clearForRecompute(tx: Transaction, tripId: string): Promise<TripSegmentRow[]> {
    const segments = await this.repo.listSegments(tx, tripId);
    if (segments.length === 0) return [];
    const adjusted = await this.repo.adjustedSegmentIds(
      tx,
      segments.filter((s) => !s.transactionId && s.paymentStatus !== 'paid').map((s) => s.id),
    );
    const kept = segments.filter((s) => s.transactionId || s.paymentStatus === 'paid' || adjusted.has(s.id));
    const keptIds = new Set(kept.map((s) => s.id));
    await this.repo.deleteSegments(
      tx,
      segments.filter((s) => !keptIds.has(s.id)).map((s) => s.id),
    );
    return kept;
  }

  /**
   * Stores the computed segments, or — when segments had to be kept — one pending adjustment for
   * the difference between the new computation and the kept segments. Returns how the charged
   * totals moved (for the vehicle and participant running totals).
   */
  private async storeSegments(
    tx: Transaction,
    a: {
      tripId: string;
      username: string;
      vehicleId: string | null;
      computed: ComputedTrip;
      kept: TripSegmentRow[];
      binIds: string[];
      now: Date;
      note: string;
      /** The trip as it was (null for a new trip): what it had charged until now. */
      before: Pick<TripRow, 'mileageFeeCents' | 'fuelFeeCents'> | null;
    },
  ): Promise<{ mileageFeeCents: number; fuelFeeCents: number }> {
    // Whether as new segments or as kept segments plus an adjustment, the trip now charges the
    // computed totals: the running totals move by the difference to what it charged before.
    const delta = {
      mileageFeeCents: a.computed.mileageFeeCents - (a.before?.mileageFeeCents ?? 0),
      fuelFeeCents: a.computed.fuelFeeCents - (a.before?.fuelFeeCents ?? 0),
    };
    if (a.kept.length === 0) {
      const base = a.now.getTime();
      await this.repo.insertSegments(
        tx,
        a.computed.segments.map((s, i) =>
          // createdAt orders a trip's segments (lists sort by createdAt, id): route order.
          segmentRow(s, { ...a, createdAt: new Date(base + i) }),
        ),
      );
      return delta;
    }
    const keptTotals = sumSegments(a.kept);
    const diff = {
      adjMileage: round6(a.computed.distMro - keptTotals.mileage),
      adjFuel: round6(a.computed.fuel - keptTotals.fuel),
      adjMileageFeeCents: a.computed.mileageFeeCents - keptTotals.mileageFeeCents,
      adjFuelFeeCents: a.computed.fuelFeeCents - keptTotals.fuelFeeCents,
      adjCordonFeeCents: a.computed.cordonFeeCents - keptTotals.cordonFeeCents,
      adjTodFeeCents: a.computed.todFeeCents - keptTotals.todFeeCents,
      adjTollFeeCents: a.computed.tollFeeCents - keptTotals.tollFeeCents,
    };
    if (Object.values(diff).some((v) => v !== 0)) {
      await this.repo.insertAdjustment(tx, {
        tripId: a.tripId,
        username: a.username,
        vehicleId: a.vehicleId,
        tripSegmentDate: a.kept[0]?.tsStart ?? null,
        type: 'public',
        state: 'California',
        stateCode: BILLING_STATE_CODE,
        ...diff,
        note: `${a.note}: difference between the new computation and the segments already billed or adjusted.`,
        paymentStatus: 'pending',
        createdBy: SYSTEM,
        updatedBy: SYSTEM,
      });
    }
    return delta;
  }

  /** Cordon days already charged around the trip; only the cordon pilot pays cordon fees. */
  private async cordonDays(
    tx: Executor,
    username: string,
    pilot: PilotShortName,
    tsStart: number,
    tsEnd: number,
    rates: RateContext,
  ): Promise<ReadonlySet<string>> {
    if (pilot !== 'MBUF+C' || rates.cordons.length === 0) return new Set();
    // A local day is at most 25 hours long: this window holds every segment of the trip's local days.
    return this.repo.cordonDaysCharged(
      tx,
      username,
      new Date(tsStart - 26 * HOUR),
      new Date(tsEnd + 26 * HOUR),
      rates.timeZone,
    );
  }
}

function homeState(participant: ParticipantRow): string {
  const state = participant.state?.trim().toUpperCase();
  return state && /^[A-Z]{2}$/.test(state) ? state : BILLING_STATE_CODE;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

function tripFees(c: ComputedTrip | ComputedSegment) {
  return {
    mileageFeeCents: c.mileageFeeCents,
    fuelFeeCents: c.fuelFeeCents,
    cordonFeeCents: c.cordonFeeCents,
    todFeeCents: c.todFeeCents,
    tollFeeCents: c.tollFeeCents,
  };
}

/** What every engine run records on its trip: processed now by this engine, the fees, a review when distances disagree. */
function processedFields(computed: ComputedTrip, now: Date) {
  return {
    processStatus: 'processed' as const,
    processMsg: null,
    processedAt: now,
    routeEngine: ROUTE_ENGINE,
    routeEngineVersion: APP_VERSION,
    ...tripFees(computed),
    ...(computed.distanceDiscrepancy
      ? { reviewStatus: 'pending' as const, reviewReason: 'distanceDiscrepancy' as const }
      : {}),
    updatedBy: SYSTEM,
  };
}

/** A computed segment's distances, shares and fees, as a trip segment row stores them. */
export function segmentCharges(s: ComputedSegment) {
  return {
    percentage: s.percentage,
    percentageState: s.percentageState,
    mileage: s.mileage,
    calculatedMileage: s.calculatedMileage,
    fuel: s.fuel,
    ...tripFees(s),
  };
}

function segmentRow(
  s: ComputedSegment,
  a: { tripId: string; username: string; vehicleId: string | null; binIds: string[]; createdAt: Date },
): NewTripSegmentRow {
  const date = (ms: number | null) => (ms == null ? null : new Date(ms));
  // Segments name their first and last GPS point only: the points themselves are the trip's bins.
  const range = s.pointRange;
  const tripBinIds =
    range && a.binIds.length
      ? [a.binIds[range[0]], a.binIds[range[1]]].filter((id): id is string => typeof id === 'string')
      : [];
  return {
    id: randomUUID(),
    tripId: a.tripId,
    username: a.username,
    vehicleId: a.vehicleId,
    transactionId: null,
    tsStart: new Date(s.tsStart),
    tsEnd: new Date(s.tsEnd),
    type: s.type,
    state: s.state,
    stateCode: s.stateCode,
    todId: s.todId,
    cordonId: s.cordonId,
    cordonName: s.cordonName,
    cordonEnterTime: date(s.cordonEnterTime),
    cordonEnterTimeZone: s.cordonEnterTimeZone,
    cordonEnterFeeCents: s.cordonEnterFeeCents,
    tollId: s.tollId,
    tollEntryId: s.tollEntryId,
    tollExitId: s.tollExitId,
    tollEntryTime: date(s.tollEntryTime),
    tollExitTime: date(s.tollExitTime),
    ...segmentCharges(s),
    polylines: s.polylines,
    tripBinIds,
    paymentStatus: 'pending',
    createdAt: a.createdAt,
  };
}
