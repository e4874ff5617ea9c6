import { randomUUID } from 'node:crypto';
import {
  type DeviceTripPayload,
  deviceTripPayloadProblem,
  deviceTripPayloadSchema,
  type PilotShortName,
  type TripLogEntry,
} from '@rc/domain';
import { type Transaction, withActor } from '../../db/actor.js';
import { isDatabaseUnavailable } from '../../db/availability.js';
import type { ComputedTrip, RateContext, TrackPoint, TripInput } from '../charging/engine/types.js';
import type { DeviceRow } from '../devices/devices.repository.js';
import type { DevicesService } from '../devices/devices.service.js';
import type { NewMroEventRow } from '../mro-events/mro-events.repository.js';
import type { MroEventsService } from '../mro-events/mro-events.service.js';
import type { ParticipantRow } from '../participants/participants.repository.js';
import type { ParticipantsService } from '../participants/participants.service.js';
import type { VehicleRow } from '../vehicles/vehicles.repository.js';
import type { VehiclesService } from '../vehicles/vehicles.service.js';
import { deviceMroType } from '../vehicles/vehicles.service.js';
import type { WebhookEventRow } from '../webhooks/webhooks.repository.js';
import type { WebhooksService } from '../webhooks/webhooks.service.js';
import {
  describeFees,
  errorText,
  homeState,
  processedFields,
  SYSTEM,
  type TripCharges,
  tripLog,
} from './trip-charges.js';
import type { TripPilots } from './trip-pilots.js';
import type { BinColumns, NewTripRow, TripProcessingRepository } from './trip-processing.repository.js';

export type ProcessOutcome = 'processed' | 'failed' | 'skipped';

export interface TripIngestionDeps {
  repo: TripProcessingRepository;
  charges: TripCharges;
  pilots: TripPilots;
  webhooks: WebhooksService;
  devices: DevicesService;
  vehicles: VehiclesService;
  participants: ParticipantsService;
  mroEvents: MroEventsService;
  /** The rates in force at an instant (epoch ms): a trip is priced at its start (decision 011). */
  rateContext: (at?: number) => Promise<RateContext>;
}

/** Who a device trip belongs to, found from the device's serial number. */
interface Match {
  device: DeviceRow;
  vehicle: VehicleRow;
  participant: ParticipantRow;
  pilot: PilotShortName;
}

/** A failure that retrying cannot fix (unknown device, bad payload): the event fails at once. */
class PermanentFailure extends Error {}

/**
 * Trip ingestion (docs/domain.md "Mileage, trips and charges"): a stored device delivery becomes a Trip
 * with its segments, GPS points, MRO events and the running totals of its device, vehicle and
 * participant — all in one transaction as the System user, so a trip is either fully recorded or
 * not at all. Ingestion matches, loads and stores; TripCharges computes.
 *
 * One participant's trips are processed one at a time (an advisory lock on the username), so the
 * cordon entry fee is charged once per local day even when trips of that day arrive together.
 * The trip job's deliveries are written together, a group in one transaction with one statement
 * per table (decisions 027 and 030): the same rows as one by one, in far fewer round trips. A
 * cordon pilot participant's trips are the exception: one of theirs a group, the others one by one.
 */
export class TripIngestion {
  constructor(private readonly deps: TripIngestionDeps) {}

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
        this.deps.repo.db,
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
      const rates = await this.deps.rateContext(Date.parse(payload.trip.startTime));
      const done = await withActor(this.deps.repo.db, SYSTEM, (tx) =>
        this.storeDeliveredTrip(tx, event, payload, m, rates),
      );
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
      else await this.deps.webhooks.markFailed(this.deps.repo.db, event.id, message);
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
    return {
      device,
      vehicle,
      participant,
      pilot: await this.deps.pilots.pilotOf(participant.participantPilotProgramId),
    };
  }

  /** Everything for one delivered trip, in the caller's transaction. False when another run did it. */
  private async storeDeliveredTrip(
    tx: Transaction,
    event: WebhookEventRow,
    payload: DeviceTripPayload,
    m: Match,
    rates: RateContext,
  ): Promise<boolean> {
    const { device, vehicle } = m;
    const username = vehicle.username;
    await this.deps.repo.lockParticipant(tx, username, { relaxCommit: true });
    const locked = await this.deps.webhooks.lockEvent(tx, event.id);
    if (!locked || locked.status === 'processed') return false;

    const now = new Date();
    const delivered = deliveredTrip(payload, m);
    const existing = await this.deps.repo.lockByRecordId(tx, event.id);
    const kept = existing ? await this.deps.charges.clearForRecompute(tx, existing.id) : [];
    if (existing) await this.deps.repo.deleteBins(tx, existing.id);
    const computed = await this.deps.charges.compute(tx, username, delivered.input, rates);
    const tripId = existing?.id ?? randomUUID();
    const record = deliveredTripRecord(event, payload, m, delivered, computed, tripId, now);
    if (existing) await this.deps.repo.updateTrip(tx, tripId, record.values, record.logs);
    else await this.deps.repo.insertTrip(tx, { ...record.values, logs: record.logs });
    if (record.track) await this.deps.repo.insertTracks(tx, [{ ...record.track, timeZone: rates.timeZone }]);
    const delta = await this.deps.charges.storeSegments(tx, {
      tripId,
      username,
      vehicleId: vehicle.id,
      computed,
      kept,
      pointCount: delivered.input.points.length,
      now,
      note: 'Re-processed delivery',
      before: existing ?? null,
    });
    await this.deps.mroEvents.recordEvents(tx, record.events);
    await this.deps.devices.recordReport(tx, device.id, event.createdAt);
    // A report ends a silence: the heartbeat watcher's inactive flag no longer holds.
    await this.deps.participants.setInactive(tx, username, false);
    await this.deps.vehicles.addTripTotals(tx, vehicle.id, {
      km: computed.distMro - (existing?.distMro ?? 0),
      mileageFeeCents: delta.mileageFeeCents,
      fuelFeeCents: delta.fuelFeeCents,
      at: now,
      vinReported: !!delivered.reportedVin,
    });
    await this.deps.participants.addTripTotals(tx, username, {
      mileageFeeCents: delta.mileageFeeCents,
      fuelFeeCents: delta.fuelFeeCents,
      at: now,
      vinMismatch: delivered.vinMismatch,
    });
    if (delivered.droppedPoints > 0) await this.deps.webhooks.dropPayloadPoints(tx, event.id);
    await this.deps.webhooks.markProcessed(tx, event.id);
    return true;
  }

  /**
   * Processes a group of stored deliveries (the trip job's batch): as many as can be are written
   * together, in one transaction of a few statements; the others one by one as processDeliveredTrip
   * does. Results are in the order of `attempts`; a rejected one is retried by the job.
   * `groupFailed` hears of a group whose transaction failed (its deliveries then go one by one): the
   * one-by-one path records each delivery's own failure, but only this says the faster path is failing.
   */
  async processDeliveredTrips(
    attempts: readonly DeliveryAttempt[],
    groupFailed: (error: unknown, eventIds: string[]) => void = () => {},
  ): Promise<PromiseSettledResult<ProcessOutcome>[]> {
    const together = await this.storeTogether(
      attempts.filter((a) => a.retryCount === 0).map((a) => a.eventId),
      groupFailed,
    );
    const results: PromiseSettledResult<ProcessOutcome>[] = [];
    for (const attempt of attempts) {
      if (together.has(attempt.eventId)) {
        results.push({ status: 'fulfilled', value: 'processed' });
        continue;
      }
      try {
        results.push({ status: 'fulfilled', value: await this.processDeliveredTrip(attempt.eventId, attempt) });
      } catch (reason) {
        results.push({ status: 'rejected', reason });
      }
    }
    return results;
  }

  /**
   * Writes together the deliveries of `eventIds` that take the common path: first attempt, a valid
   * payload, a matched device, no trip yet, no points to drop, and for a participant whose trips
   * depend on their earlier ones (the cordon pilot) only the first of theirs. Returns
   * the ids it processed. The rest (and all of them, when the group's transaction fails) are left to
   * processDeliveredTrip, which records the failure of the one at fault only.
   */
  private async storeTogether(
    eventIds: readonly string[],
    groupFailed: (error: unknown, eventIds: string[]) => void,
  ): Promise<Set<string>> {
    if (eventIds.length < 2) return new Set();
    const candidates: { event: WebhookEventRow; payload: DeviceTripPayload; serial: string }[] = [];
    for (const event of await this.deps.webhooks.findEvents(eventIds)) {
      if (event.status === 'processed') continue;
      const parsed = deviceTripPayloadSchema.safeParse(event.payload);
      if (parsed.success)
        candidates.push({ event, payload: parsed.data, serial: parsed.data.device.serialNumber.trim() });
    }
    const devices = new Map(
      (await this.deps.devices.findBySerials([...new Set(candidates.map((c) => c.serial))])).map((d) => [
        d.deviceSerialNumber,
        d,
      ]),
    );
    const vehicleIds = [...devices.values()].flatMap((d) => (d.vehicleId ? [d.vehicleId] : []));
    const vehicles = new Map((await this.deps.vehicles.findByIds([...new Set(vehicleIds)])).map((v) => [v.id, v]));
    const usernames = [...new Set([...vehicles.values()].map((v) => v.username))];
    const participants = new Map((await this.deps.participants.findByUsernames(usernames)).map((p) => [p.username, p]));
    const group: Delivery[] = [];
    const taken = new Set<string>();
    for (const c of candidates) {
      const device = devices.get(c.serial);
      const vehicle = device?.vehicleId ? vehicles.get(device.vehicleId) : undefined;
      const participant = vehicle ? participants.get(vehicle.username) : undefined;
      if (!device || !vehicle || !participant) continue;
      if (!device.gpsEnabled && (c.payload.trip.points?.length ?? 0) > 0) continue;
      const pilot = await this.deps.pilots.pilotOf(participant.participantPilotProgramId);
      const rates = await this.deps.rateContext(Date.parse(c.payload.trip.startTime));
      // A trip that must see the participant's earlier ones (a cordon day's entry fee) cannot be
      // computed beside another of theirs: the second goes one by one, after the group.
      const firstOfParticipant = !taken.has(vehicle.username);
      taken.add(vehicle.username);
      if (!firstOfParticipant && this.deps.charges.dependsOnEarlierTrips(pilot, rates)) continue;
      group.push({ event: c.event, payload: c.payload, m: { device, vehicle, participant, pilot }, rates });
    }
    if (group.length < 2) return new Set();
    try {
      return await withActor(this.deps.repo.db, SYSTEM, (tx) => this.storeDeliveredTripsTogether(tx, group));
    } catch (error) {
      // Whatever failed (one delivery's data, the database) happens again on the one-by-one path,
      // which records it against that delivery and retries or fails it.
      groupFailed(
        error,
        group.map((d) => d.event.id),
      );
      return new Set();
    }
  }

  /** New trips, written with one statement per table. Returns their event ids. */
  private async storeDeliveredTripsTogether(tx: Transaction, group: readonly Delivery[]): Promise<Set<string>> {
    const ids = group.map((d) => d.event.id);
    await this.deps.repo.lockParticipants(
      tx,
      group.map((d) => d.m.vehicle.username),
      { relaxCommit: true },
    );
    const statuses = new Map((await this.deps.webhooks.lockEvents(tx, ids)).map((e) => [e.id, e.status]));
    const withTrips = await this.deps.repo.recordIdsWithTrips(tx, ids);
    const fresh = group.filter(
      (d) => statuses.has(d.event.id) && statuses.get(d.event.id) !== 'processed' && !withTrips.has(d.event.id),
    );
    const now = new Date();
    const written = [];
    for (const d of fresh) {
      const delivered = deliveredTrip(d.payload, d.m);
      const computed = await this.deps.charges.compute(tx, d.m.vehicle.username, delivered.input, d.rates);
      const tripId = randomUUID();
      const record = deliveredTripRecord(d.event, d.payload, d.m, delivered, computed, tripId, now);
      written.push({ d, delivered, computed, tripId, record });
    }
    if (written.length === 0) return new Set();
    await this.deps.repo.insertTrips(
      tx,
      written.map((w) => ({ ...w.record.values, logs: w.record.logs })),
    );
    await this.deps.repo.insertTracks(
      tx,
      written.flatMap((w) => (w.record.track ? [{ ...w.record.track, timeZone: w.d.rates.timeZone }] : [])),
    );
    await this.deps.charges.storeNewTripsSegments(
      tx,
      written.map((w) => ({
        tripId: w.tripId,
        username: w.d.m.vehicle.username,
        vehicleId: w.d.m.vehicle.id,
        computed: w.computed,
        pointCount: w.delivered.input.points.length,
        now,
      })),
    );
    await this.deps.mroEvents.recordEvents(
      tx,
      written.flatMap((w) => w.record.events),
    );
    await this.deps.devices.recordReports(
      tx,
      written.map((w) => ({ id: w.d.m.device.id, at: w.d.event.createdAt })),
    );
    await this.deps.vehicles.addTripsTotals(
      tx,
      written.map((w) => ({
        vehicleId: w.d.m.vehicle.id,
        km: w.computed.distMro,
        mileageFeeCents: w.computed.mileageFeeCents,
        fuelFeeCents: w.computed.fuelFeeCents,
        at: now,
        vinReported: !!w.delivered.reportedVin,
      })),
    );
    // A report ends a silence: the heartbeat watcher's inactive flag no longer holds.
    await this.deps.participants.addTripsTotals(
      tx,
      written.map((w) => ({
        username: w.d.m.vehicle.username,
        mileageFeeCents: w.computed.mileageFeeCents,
        fuelFeeCents: w.computed.fuelFeeCents,
        at: now,
        vinMismatch: w.delivered.vinMismatch,
        reported: true,
      })),
    );
    const done = written.map((w) => w.d.event.id);
    await this.deps.webhooks.markProcessed(tx, done);
    return new Set(done);
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
    await withActor(this.deps.repo.db, SYSTEM, async (tx) => {
      let tripId: string | null = null;
      if (match) {
        const username = match.vehicle.username;
        await this.deps.repo.lockParticipant(tx, username);
        const locked = await this.deps.webhooks.lockEvent(tx, event.id);
        if (!locked || locked.status === 'processed') return;
        const existing = await this.deps.repo.lockByRecordId(tx, event.id);
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
        const entry = tripLog(message, now);
        const trip = existing
          ? await this.deps.repo.updateTrip(tx, existing.id, values, [entry])
          : await this.deps.repo.insertTrip(tx, { ...values, logs: [entry] });
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
}

/** One delivery's job attempt (pg-boss's retry count of its limit). */
export interface DeliveryAttempt {
  eventId: string;
  retryCount: number;
  retryLimit: number;
}

/** A stored delivery with everything its trip is computed from. */
interface Delivery {
  event: WebhookEventRow;
  payload: DeviceTripPayload;
  m: Match;
  rates: RateContext;
}

/** What a delivery says, as the engine takes it and as the trip records it. */
function deliveredTrip(payload: DeviceTripPayload, m: Match) {
  const { device, vehicle, participant, pilot } = m;
  const p = payload.trip;
  const tsStart = Date.parse(p.startTime);
  const tsEnd = Date.parse(p.endTime);
  const gps = device.gpsEnabled;
  const reportedPoints = p.points ?? [];
  // A device without location must not leave a track: its points are neither used nor kept.
  const points: TrackPoint[] = gps
    ? reportedPoints.map(([lat, lng, s]) => ({ lat, lng, t: tsStart + Math.round(s * 1000) }))
    : [];
  const odometerKm = p.odometerStartKm != null && p.odometerEndKm != null ? p.odometerEndKm - p.odometerStartKm : null;
  const reportedVin = payload.device.vin?.trim().toUpperCase() || null;
  const input: Omit<TripInput, 'cordonDaysCharged'> = {
    tsStart,
    tsEnd,
    odometerKm,
    fuelUsedLitres: p.fuelUsedLitres ?? null,
    points,
    homeStateCode: homeState(participant),
    vehicle: { kpl: vehicle.epaVehicleCombinedKpl, fuelType: vehicle.type },
    mroType: deviceMroType(gps),
    pilot,
    tripId: p.tripId,
    serialNumber: device.deviceSerialNumber,
  };
  return {
    input,
    odometerKm,
    reportedVin,
    vinMismatch: !!reportedVin && !!vehicle.vin && reportedVin !== vehicle.vin.trim().toUpperCase(),
    /** Points a device without location sent: dropped from the stored delivery too. */
    droppedPoints: gps ? 0 : reportedPoints.length,
  };
}

/** The trip row, its log, its track and its MRO events, as a processed delivery writes them. */
function deliveredTripRecord(
  event: WebhookEventRow,
  payload: DeviceTripPayload,
  m: Match,
  delivered: ReturnType<typeof deliveredTrip>,
  computed: ComputedTrip,
  tripId: string,
  now: Date,
) {
  const { device, vehicle, participant } = m;
  const p = payload.trip;
  const { input, odometerKm, reportedVin, vinMismatch } = delivered;
  const username = vehicle.username;
  const logs: TripLogEntry[] = [
    tripLog(`Received from ${event.source} (delivery ${payload.id}, device ${device.deviceSerialNumber}).`, now),
    ...(delivered.droppedPoints > 0
      ? [tripLog(`${delivered.droppedPoints} GPS points dropped: the device does not report location.`, now)]
      : []),
    ...(vinMismatch
      ? [tripLog(`Reported VIN ${reportedVin} does not match the vehicle's VIN ${vehicle.vin}.`, now)]
      : []),
    ...computed.logs.map((line) => tripLog(line, now)),
    tripLog(`Processed: ${computed.distMro.toFixed(2)} km, ${describeFees(computed)}.`, now),
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
    tsStart: new Date(input.tsStart),
    tsEnd: new Date(input.tsEnd),
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
  let track: { tripId: string; username: string; bins: BinColumns } | null = null;
  if (input.points.length) {
    const bins: BinColumns = { lat: [], lng: [], t: [] };
    for (const pt of input.points) {
      bins.lat.push(pt.lat);
      bins.lng.push(pt.lng);
      bins.t.push(pt.t);
    }
    track = { tripId, username, bins };
  }
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
  return { values, logs, track, events };
}
