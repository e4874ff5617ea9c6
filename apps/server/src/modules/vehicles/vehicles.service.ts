import {
  createVehicleSchema,
  deleteVehicleSchema,
  epaMakeYearSchema,
  epaYearSchema,
  isAdmin,
  isFeatureEnabled,
  isMotorcycle,
  isTelematicsCompatible,
  LIMITS,
  type MroType,
  NO_DEVICE_ID,
  resolvedModel,
  updateVehicleSchema,
  VEHICLE_DETAIL_FIELDS,
  VEHICLE_STAFF_FIELDS,
  vehicleDetailsSchema,
  vinCheckSchema,
} from '@rc/domain';
import { type Executor, type Transaction, withActor } from '../../db/actor.js';
import { AppError } from '../../errors.js';
import { offlineVinDecoder, type VinDecoder } from '../../integrations/vin/vin-decoder.js';
import type { Page } from '../../lib/cursor.js';
import { type PageArgs, paginate, timeKey } from '../../lib/pagination.js';
import { validate } from '../../lib/validation.js';
import type { ConfigurationService } from '../configuration/configuration.service.js';
import { type Actor, requireActor, requireAdmin, requireSelfOrAdmin } from '../identity/actor.js';
import type { ParticipantsService } from '../participants/participants.service.js';
import { isUniqueViolation, pgErrorOf } from './pg-errors.js';
import type { VehicleReferencesReadModel } from './vehicle-references.read-model.js';
import type {
  EpaVehicleRow,
  NewVehicleRow,
  VehicleRow,
  VehiclesRepository,
  VehicleTripTotals,
} from './vehicles.repository.js';

export interface VehicleFilter {
  isPrimary?: boolean | null;
}

export interface VinCheckResult {
  vin: string;
  vinExists: boolean;
  smartcarCompatible: boolean;
  make: string | null;
  model: string | null;
  year: number | null;
}

const VIN_INDEX = 'vehicles_vin_idx';

/** A vehicle that staff switched to telematics reporting (staff spec section 4). */
export interface TelematicsSwitch {
  vehicle: VehicleRow;
  /** The reporting type before the change. */
  previousMroType: string;
  /** Username of the staff member who made the change. */
  actor: string;
}

/**
 * Called inside the transaction of a vehicle edit that switched it to telematics, so the module that
 * owns the connections forces their restore in the same change (the vehicles module knows no
 * connections: the connections module depends on it).
 */
export type TelematicsSwitchListener = (change: TelematicsSwitch, tx: Transaction) => Promise<void>;

/** Statuses in which a participant is still enrolling and may change their own vehicle. */
const ENROLMENT_STATUS = 'created';

/** The username of a raw input, so authorisation is decided before the input is validated. */
export function usernameOf(raw: unknown): string {
  const value = raw && typeof raw === 'object' ? (raw as { username?: unknown }).username : undefined;
  return typeof value === 'string' ? value.trim() : '';
}

const present = (input: object, keys: readonly string[]) =>
  keys.some(
    (k) => (input as Record<string, unknown>)[k] !== undefined && (input as Record<string, unknown>)[k] !== null,
  );

export class VehiclesService {
  private readonly telematicsListeners: TelematicsSwitchListener[] = [];

  constructor(
    private readonly repo: VehiclesRepository,
    private readonly configuration: ConfigurationService,
    private readonly vinDecoder: VinDecoder = offlineVinDecoder,
    private readonly others: {
      references: VehicleReferencesReadModel;
      participants: Pick<ParticipantsService, 'clearDevicePreference'>;
    },
  ) {}

  /** Account erasure (decision 020), in the caller's transaction. */
  erasePersonalData(tx: Executor, username: string): Promise<number> {
    return this.repo.erasePersonalData(tx, username);
  }

  /**
   * Eligibility the VIN tells (participant spec section 5), checked before saving: a model year
   * before 1996 or a motorcycle is refused with its eligibility message. A VIN that does not decode
   * is not refused here (vinCheck says 'Unable to decode VIN' when the participant enters it).
   */
  private async checkVinEligibility(vin: string | null | undefined): Promise<void> {
    if (!vin) return;
    const decoded = await this.vinDecoder.decode(vin);
    if (decoded.year !== null && decoded.year < LIMITS.vehicleMinYear) {
      throw new AppError('BAD_USER_INPUT', 'vehicleYearOutOfRange');
    }
    if (isMotorcycle(decoded.vehicleType)) throw new AppError('BAD_USER_INPUT', 'motorcycleNotEligible');
  }

  /** Registers a listener for vehicles switched to telematics reporting (see TelematicsSwitchListener). */
  onSwitchedToTelematics(listener: TelematicsSwitchListener): void {
    this.telematicsListeners.push(listener);
  }

  private async feature(key: string): Promise<boolean> {
    const row = await this.configuration.getConfiguration(key);
    return isFeatureEnabled(row?.value);
  }

  /** A participant's vehicles (own or admin), newest first by default; optional isPrimary filter. */
  async listVehicles(
    actor: Actor | null,
    username: string,
    filter: VehicleFilter | null | undefined,
    args: PageArgs,
  ): Promise<Page<VehicleRow>> {
    requireSelfOrAdmin(actor, username);
    return paginate(args, {
      defaultDirection: 'DESC',
      arity: 2,
      keyOf: (v) => [timeKey(v.createdAt), v.id],
      fetch: (q) => this.repo.list({ ...q, username, isPrimary: filter?.isPrimary }),
    });
  }

  /**
   * Registers a vehicle. A participant registers their own first vehicle (enrolment); staff register
   * any participant's first vehicle, and another one only when FEATURE_MULTIPLE_VEHICLES is enabled.
   */
  async createVehicle(actor: Actor | null, raw: unknown): Promise<VehicleRow> {
    const caller = requireSelfOrAdmin(actor, usernameOf(raw));
    const input = validate(createVehicleSchema, raw);
    const admin = isAdmin(caller.groups);
    if (!admin && present(input, VEHICLE_STAFF_FIELDS)) throw new AppError('FORBIDDEN', 'vehicleFieldsStaffOnly');
    if (!input.vin && (await this.feature('FEATURE_REGISTER_WITH_VIN'))) {
      throw new AppError('BAD_USER_INPUT', 'vinRequired');
    }
    await this.checkVinEligibility(input.vin);
    if (input.vin && (await this.repo.findByVin(input.vin)))
      throw new AppError('BAD_USER_INPUT', 'vinAlreadyRegistered');
    const multipleVehicles = await this.feature('FEATURE_MULTIPLE_VEHICLES');
    const model = resolvedModel(input);
    try {
      return await withActor(this.repo.db, caller.username, async (tx) => {
        const owner = await this.others.references.lockOwner(tx, input.username);
        if (!owner) throw new AppError('NOT_FOUND', 'participantNotFound');
        const existing = await this.repo.countByUsername(tx, input.username);
        if (existing > 0 && !admin) throw new AppError('FORBIDDEN', 'vehicleChangeContactSupport');
        if (existing > 0 && !multipleVehicles) throw new AppError('FORBIDDEN', 'multipleVehiclesDisabled');
        if (input.mroId && !(await this.others.references.mroIdBelongsTo(tx, input.mroId, input.username))) {
          throw new AppError('BAD_USER_INPUT', 'vehicleMroIdInvalid');
        }
        const isPrimary = existing === 0 || input.isPrimary === true;
        if (isPrimary) await this.repo.clearPrimary(tx, input.username, null);
        const epa = await this.repo.epaMatch(tx, input.make, model, input.year);
        const row: NewVehicleRow = {
          username: input.username,
          vin: input.vin,
          make: input.make,
          model,
          year: input.year,
          type: input.type ?? null,
          subtype: input.subtype ?? null,
          licensePlate: input.licensePlate,
          registrationState: input.registrationState,
          isPrimary,
          mroType: input.mroType ?? NO_DEVICE_ID,
          mroId: input.mroId ?? null,
          beginningOdometerReading: input.beginningOdometerReading ?? null,
          currentOdometerReading: input.currentOdometerReading ?? input.beginningOdometerReading ?? null,
          ...epaFields(epa),
          createdBy: caller.username,
          updatedBy: caller.username,
        };
        return this.repo.insert(tx, row);
      });
    } catch (err) {
      throw uniqueToAppError(err);
    }
  }

  /**
   * Staff edit every field (make, model, year, plate, state, odometer readings, fuel type, reporting
   * type, device). A participant changes their own vehicle only while enrolling (status created);
   * that also clears their reporting-device preference, so they choose it again for this vehicle.
   */
  async updateVehicle(actor: Actor | null, raw: unknown): Promise<VehicleRow> {
    const caller = requireSelfOrAdmin(actor, usernameOf(raw));
    const admin = isAdmin(caller.groups);
    if (!admin) {
      const owner = await this.others.references.findOwner(caller.username);
      if (owner && owner.status !== ENROLMENT_STATUS) throw new AppError('FORBIDDEN', 'vehicleChangeContactSupport');
    }
    const input = validate(updateVehicleSchema, raw);
    if (!admin && present(input, VEHICLE_STAFF_FIELDS)) throw new AppError('FORBIDDEN', 'vehicleFieldsStaffOnly');
    const current = await this.repo.findById(input.id);
    if (!current || current.username !== input.username) throw new AppError('NOT_FOUND', 'vehicleNotFound');

    const changes: Partial<NewVehicleRow> = {};
    const detailsChanged = VEHICLE_DETAIL_FIELDS.some((k) => input[k] !== undefined);
    if (detailsChanged) {
      // The vehicle as a whole must still satisfy the registration rules after the change.
      const merged = validate(vehicleDetailsSchema, {
        year: input.year ?? current.year,
        subtype: input.subtype !== undefined ? input.subtype : current.subtype,
        vin: input.vin !== undefined ? input.vin : current.vin,
        make: input.make ?? current.make,
        model: input.model ?? current.model,
        otherModel: input.otherModel,
        type: input.type !== undefined ? input.type : current.type,
        registrationState: input.registrationState ?? current.registrationState,
        licensePlate: input.licensePlate ?? current.licensePlate,
      });
      if (!merged.vin && (await this.feature('FEATURE_REGISTER_WITH_VIN'))) {
        throw new AppError('BAD_USER_INPUT', 'vinRequired');
      }
      if (merged.vin && merged.vin !== current.vin) {
        await this.checkVinEligibility(merged.vin);
        const other = await this.repo.findByVin(merged.vin);
        if (other && other.id !== current.id) throw new AppError('BAD_USER_INPUT', 'vinAlreadyRegistered');
      }
      Object.assign(changes, {
        year: merged.year,
        subtype: merged.subtype ?? null,
        vin: merged.vin,
        make: merged.make,
        model: resolvedModel(merged),
        type: merged.type ?? null,
        registrationState: merged.registrationState,
        licensePlate: merged.licensePlate,
      });
    }
    if (input.mroType != null) changes.mroType = input.mroType;
    if (input.mroId !== undefined) changes.mroId = input.mroId;
    if (input.beginningOdometerReading !== undefined) changes.beginningOdometerReading = input.beginningOdometerReading;
    if (input.currentOdometerReading !== undefined) changes.currentOdometerReading = input.currentOdometerReading;
    if (input.isPrimary != null) changes.isPrimary = input.isPrimary;

    try {
      return await withActor(this.repo.db, caller.username, async (tx) => {
        const owner = await this.others.references.lockOwner(tx, input.username);
        if (!owner) throw new AppError('NOT_FOUND', 'participantNotFound');
        if (!admin && owner.status !== ENROLMENT_STATUS) throw new AppError('FORBIDDEN', 'vehicleChangeContactSupport');
        if (changes.mroId && !(await this.others.references.mroIdBelongsTo(tx, changes.mroId, input.username))) {
          throw new AppError('BAD_USER_INPUT', 'vehicleMroIdInvalid');
        }
        const make = changes.make ?? current.make;
        const model = changes.model ?? current.model;
        const year = changes.year ?? current.year;
        if (make !== current.make || model !== current.model || year !== current.year) {
          Object.assign(changes, epaFields(await this.repo.epaMatch(tx, make, model, year)));
        }
        if (changes.isPrimary) await this.repo.clearPrimary(tx, input.username, current.id);
        const updated = await this.repo.update(tx, current.id, { ...changes, updatedBy: caller.username });
        if (!updated) throw new AppError('NOT_FOUND', 'vehicleNotFound');
        if (!admin) await this.others.participants.clearDevicePreference(tx, input.username, caller.username);
        // Switching to telematics forces a restore of the vehicle-data connection (staff spec section 4).
        if (updated.mroType === 'telematics' && current.mroType !== 'telematics') {
          const change = { vehicle: updated, previousMroType: current.mroType, actor: caller.username };
          for (const listener of this.telematicsListeners) await listener(change, tx);
        }
        return updated;
      });
    } catch (err) {
      throw uniqueToAppError(err);
    }
  }

  /** Staff remove a vehicle that nothing refers to yet (no trips, mileage reports or device). */
  async deleteVehicle(actor: Actor | null, raw: unknown): Promise<VehicleRow> {
    const admin = requireAdmin(actor);
    const input = validate(deleteVehicleSchema, raw);
    return withActor(this.repo.db, admin.username, async (tx) => {
      const vehicle = await this.repo.findByIdForUpdate(tx, input.id);
      if (!vehicle || vehicle.username !== input.username) throw new AppError('NOT_FOUND', 'vehicleNotFound');
      const usage = await this.others.references.usage(tx, vehicle.id);
      if (usage.tripsOrReports) throw new AppError('CONFLICT', 'vehicleHasTrips');
      if (usage.device) throw new AppError('CONFLICT', 'vehicleHasDevice');
      const deleted = await this.repo.delete(tx, vehicle.id);
      if (!deleted) throw new AppError('NOT_FOUND', 'vehicleNotFound');
      if (deleted.isPrimary) await this.repo.ensurePrimary(tx, vehicle.username, admin.username);
      return deleted;
    }).catch((err: unknown) => {
      // A record referring to the vehicle was added meanwhile (the foreign keys restrict removal).
      if (pgErrorOf(err)?.code === '23503') throw new AppError('CONFLICT', 'vehicleHasTrips');
      throw err;
    });
  }

  /**
   * Validates the check digit, decodes make and model year offline, tells whether another vehicle is
   * registered with this VIN and whether the make and year can report through telematics.
   */
  async vinCheck(actor: Actor | null, raw: unknown): Promise<VinCheckResult> {
    requireActor(actor);
    const input = validate(vinCheckSchema, raw);
    const decoded = await this.vinDecoder.decode(input.vin);
    if (decoded.year === null) throw new AppError('BAD_USER_INPUT', 'vinDecodeFailed');
    return {
      vin: decoded.vin,
      vinExists: await this.repo.vinExists(decoded.vin, input.vehicleId),
      smartcarCompatible: isTelematicsCompatible(decoded.make, decoded.year),
      make: decoded.make,
      model: decoded.model,
      year: decoded.year,
    };
  }

  async getEPAVehiclesByMakeByYear(
    actor: Actor | null,
    make: string,
    year: number,
    args: PageArgs,
  ): Promise<Page<EpaVehicleRow>> {
    requireActor(actor);
    const q = validate(epaMakeYearSchema, { make, year });
    return paginate(args, {
      defaultDirection: 'ASC',
      arity: 2,
      keyOf: (v) => [v.model, v.id],
      fetch: (page) => this.repo.listEpaByMakeYear({ ...page, ...q }),
    });
  }

  async listEPAMakes(actor: Actor | null, year: number): Promise<string[]> {
    requireActor(actor);
    return this.repo.epaMakes(validate(epaYearSchema, year));
  }

  async listEPAModels(actor: Actor | null, make: string, year: number): Promise<string[]> {
    requireActor(actor);
    const q = validate(epaMakeYearSchema, { make, year });
    return this.repo.epaModels(q.make, q.year);
  }

  // For the devices and connections modules (they authorise their callers first) -----------------

  findById(id: string, executor?: Executor): Promise<VehicleRow | null> {
    return this.repo.findById(id, executor);
  }

  findByIds(ids: readonly string[]): Promise<VehicleRow[]> {
    return this.repo.findByIds(ids);
  }

  /** Vehicles of several participants (for a Participant.vehicles field), oldest first. */
  listByUsernames(usernames: readonly string[]): Promise<VehicleRow[]> {
    return this.repo.listByUsernames(usernames);
  }

  findByVin(vin: string, executor?: Executor): Promise<VehicleRow | null> {
    return this.repo.findByVin(vin, executor);
  }

  /** The vehicles of `vins`, by VIN. */
  findByVins(vins: readonly string[], executor?: Executor): Promise<Map<string, VehicleRow>> {
    return this.repo.findByVins(vins, executor);
  }

  /** The vehicle locked for the rest of the transaction. */
  lockVehicle(tx: Executor, id: string): Promise<VehicleRow | null> {
    return this.repo.findByIdForUpdate(tx, id);
  }

  /** A device was associated: the vehicle's mroId is the device id and its mroType follows the GPS flag. */
  assignDevice(
    tx: Executor,
    vehicleId: string,
    device: { id: string; gpsEnabled: boolean },
    updatedBy: string,
  ): Promise<void> {
    return this.assignDevices(tx, [{ vehicleId, device }], updatedBy);
  }

  /** Several vehicles, each locked for update until the transaction ends (a manifest's rows). */
  async lockVehicles(tx: Executor, ids: readonly string[]): Promise<Map<string, VehicleRow>> {
    return new Map((await this.repo.findByIdsForUpdate(tx, ids)).map((v) => [v.id, v]));
  }

  /** Devices associated with several vehicles at once, as assignDevice does for one. */
  async assignDevices(
    tx: Executor,
    items: readonly { vehicleId: string; device: { id: string; gpsEnabled: boolean } }[],
    updatedBy: string,
  ): Promise<void> {
    await this.repo.setDevices(
      tx,
      items.map((i) => ({ vehicleId: i.vehicleId, mroId: i.device.id, mroType: deviceMroType(i.device.gpsEnabled) })),
      updatedBy,
    );
  }

  /** The device's GPS flag changed: the reporting type of the vehicle it reports for follows. */
  async deviceGpsChanged(
    tx: Executor,
    vehicleId: string,
    device: { id: string; gpsEnabled: boolean },
    updatedBy: string,
  ): Promise<void> {
    const vehicle = await this.repo.findById(vehicleId, tx);
    if (vehicle?.mroId === device.id) {
      await this.repo.update(tx, vehicleId, { mroType: deviceMroType(device.gpsEnabled), updatedBy });
    }
  }

  /** Device removal (staff spec 4): the vehicle's mroId becomes 'N/A'. */
  releaseDevice(tx: Executor, vehicleId: string, deviceId: string, updatedBy: string): Promise<void> {
    return this.repo.releaseDevice(tx, vehicleId, deviceId, updatedBy);
  }

  /**
   * Charges were recorded for the vehicle (a processed or re-processed trip): running mileage and
   * fee totals move by the deltas, the first-data date is set once, and a reported VIN is dated.
   */
  addTripTotals(tx: Executor, vehicleId: string, totals: Omit<VehicleTripTotals, 'vehicleId'>): Promise<void> {
    return this.repo.addTripTotals(tx, [{ vehicleId, ...totals }]);
  }

  /** Several trips' totals at once (deliveries processed together); a vehicle's entries add up. */
  addTripsTotals(tx: Executor, items: readonly VehicleTripTotals[]): Promise<void> {
    return this.repo.addTripTotals(tx, items);
  }

  /**
   * A charged odometer reading (an approved manual report, or a telematics reading): the vehicle's
   * current reading follows. A manual reading never moves it backwards; the car's own (telematics)
   * reading is taken as it is and kept in the vehicle's reports (the last 400).
   */
  async recordOdometerReading(
    tx: Executor,
    vehicleId: string,
    reading: { odometer: number; at: Date; source: 'manual' | 'telematics'; telematicsSource?: string },
    updatedBy: string,
  ): Promise<void> {
    const vehicle = await this.repo.findByIdForUpdate(tx, vehicleId);
    if (!vehicle) return;
    const values: Partial<NewVehicleRow> = { updatedBy };
    if (reading.source === 'telematics') {
      values.currentOdometerReading = reading.odometer;
      const report = {
        odometer: reading.odometer,
        tsReportDate: reading.at.toISOString(),
        source: reading.telematicsSource ?? null,
      };
      values.reports = [...vehicle.reports, report].slice(-400);
    } else if (vehicle.currentOdometerReading == null || reading.odometer > vehicle.currentOdometerReading) {
      values.currentOdometerReading = reading.odometer;
    }
    await this.repo.update(tx, vehicleId, values);
  }

  /** A telematics connection was made for the vehicle. */
  async linkConnection(tx: Executor, vehicleId: string, connectionId: string, updatedBy: string): Promise<void> {
    await this.repo.update(tx, vehicleId, { participantConnectionId: connectionId, updatedBy });
  }
}

export function deviceMroType(gpsEnabled: boolean): MroType {
  return gpsEnabled ? 'automatedWithLocation' : 'automatedWithoutLocation';
}

function epaFields(epa: EpaVehicleRow | null) {
  return {
    epaVehicleId: epa?.id ?? null,
    epaVehicleCombinedMpg: epa?.mpgCombined ?? null,
    epaVehicleCombinedKpl: epa?.kplCombined ?? null,
  };
}

function uniqueToAppError(err: unknown): unknown {
  if (isUniqueViolation(err, VIN_INDEX)) return new AppError('BAD_USER_INPUT', 'vinAlreadyRegistered');
  return err;
}
