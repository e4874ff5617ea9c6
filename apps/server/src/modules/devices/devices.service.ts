import {
  bulkImportMroDevicesSchema,
  type CreateMileageReportingOptionInput,
  createMileageReportingOptionSchema,
  DEVICE_DEFAULTS,
  deleteMileageReportingOptionSchema,
  firstIssueMessage,
  isMessageKey,
  type MessageKey,
  messages,
  updateMileageReportingOptionSchema,
} from '@rc/domain';
import { type Executor, withActor } from '../../db/actor.js';
import type { MroDeviceImportStatus } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { JobQueue } from '../../jobs/jobs.js';
import type { Page } from '../../lib/cursor.js';
import { type PageArgs, paginate, timeKey } from '../../lib/pagination.js';
import { validate } from '../../lib/validation.js';
import { type Actor, requireAdmin, requireSelfOrAdmin } from '../identity/actor.js';
import type { ProgramsService } from '../programs/programs.service.js';
import { isUniqueViolation } from '../vehicles/pg-errors.js';
import type { VehicleRow } from '../vehicles/vehicles.repository.js';
import type { VehiclesService } from '../vehicles/vehicles.service.js';
import type {
  DeviceImportCheckpoint,
  DeviceImportErrorRow,
  DeviceImportRow,
  DeviceImportsRepository,
} from './device-imports.repository.js';
import type { DeviceFilter, DeviceRow, DevicesRepository } from './devices.repository.js';
import { decodeManifest, MANIFEST_MAX_ROWS, type ManifestRow, parseManifest } from './manifest.js';
import type { ManifestParticipant, ManifestParticipantsReadModel } from './manifest-participants.read-model.js';

/** The most rows of one page of the staff Devices table. */
export const STAFF_DEVICE_PAGE_MAX = 100;

const SERIAL_INDEX = 'mileage_reporting_options_device_serial_number_idx';

export interface BulkImportError {
  line: number;
  participant: string;
  serial: string;
  vehicle: string;
  message: string;
  messageKey: MessageKey;
}

export interface BulkImportResult {
  registrations: number;
  duplicates: number;
  notifications: number;
  errors: BulkImportError[];
}

const keyByText = new Map<string, MessageKey>(
  (Object.keys(messages) as MessageKey[]).map((k) => [messages[k] as string, k]),
);

/** A device import worked by a job (startMroDeviceImport → getMroDeviceImport). */
export interface MroDeviceImport {
  id: string;
  createdBy: string;
  status: MroDeviceImportStatus;
  total: number;
  done: number;
  result: BulkImportResult | null;
  error: string | null;
  startedAt: Date;
  finishedAt: Date | null;
}

/** The job that registers the rows of an import (DevicesService.runMroDeviceImport). */
export const DEVICE_IMPORT_JOB = 'mro-device-import';

/** Manifest rows handled in one transaction, with one checkpoint: the import's progress steps. */
const IMPORT_PROGRESS_EVERY = 50;

/** Where an import stands: rows done, counts so far, and the reasons of the rows left out. */
interface ImportState {
  done: number;
  registrations: number;
  duplicates: number;
  notified: Set<string>;
  errors: BulkImportError[];
}

/** What a job adds to an import: it saves where it is, so a run after a crash goes on from there. */
interface ImportHooks {
  /** Saved in the transaction of each chunk of IMPORT_PROGRESS_EVERY rows. */
  checkpoint(executor: Executor, checkpoint: DeviceImportCheckpoint): Promise<void>;
  rejected(executor: Executor, error: BulkImportError): Promise<void>;
}

/** What the rows of a manifest chunk are checked against, read once for the chunk. */
interface ChunkLookups {
  registeredSerials: ReadonlySet<string>;
  vehiclesByVin: ReadonlyMap<string, VehicleRow>;
  participantOf(reference: string): Promise<ManifestParticipant | null>;
}

const checkpointOf = (state: ImportState): DeviceImportCheckpoint => ({
  done: state.done,
  registrations: state.registrations,
  duplicates: state.duplicates,
  notified: [...state.notified],
});

export class DevicesService {
  constructor(
    private readonly repo: DevicesRepository,
    private readonly imports: DeviceImportsRepository,
    private readonly jobs: JobQueue,
    private readonly vehicles: VehiclesService,
    private readonly programs: ProgramsService,
    private readonly manifestParticipants: ManifestParticipantsReadModel,
  ) {}

  /** Account erasure (decision 020), in the caller's transaction. */
  erasePersonalData(tx: Executor, username: string): Promise<number> {
    return this.repo.erasePersonalData(tx, username);
  }

  /** A participant's devices (own or staff), newest first by default. */
  async listMileageReportingOptions(
    actor: Actor | null,
    username: string,
    filter: Omit<DeviceFilter, 'username'> | null | undefined,
    args: PageArgs,
  ): Promise<Page<DeviceRow>> {
    requireSelfOrAdmin(actor, username);
    return this.page({ ...filter, username }, args);
  }

  /** One device of a participant (own or staff). */
  async getMileageReportingOption(actor: Actor | null, username: string, id: string): Promise<DeviceRow> {
    requireSelfOrAdmin(actor, username);
    const device = await this.repo.findById(id);
    if (!device || device.username !== username) throw new AppError('NOT_FOUND', 'deviceNotFound');
    return device;
  }

  /** Staff: the Devices table, every participant's devices, newest first by default. */
  async listAllMileageReportingOptions(
    actor: Actor | null,
    filter: DeviceFilter | null | undefined,
    args: PageArgs,
  ): Promise<Page<DeviceRow>> {
    requireAdmin(actor);
    // Each row carries its vehicle and participant: staff pages stay at 100 rows (the query cost limit).
    if (args.limit != null && (!Number.isInteger(args.limit) || args.limit < 1 || args.limit > STAFF_DEVICE_PAGE_MAX)) {
      throw new AppError('BAD_USER_INPUT', 'invalidInput', `limit must be between 1 and ${STAFF_DEVICE_PAGE_MAX}.`);
    }
    return this.page(filter ?? {}, args);
  }

  private page(filter: DeviceFilter, args: PageArgs): Promise<Page<DeviceRow>> {
    return paginate(args, {
      defaultDirection: 'DESC',
      arity: 2,
      keyOf: (d) => [timeKey(d.createdAt), d.id],
      fetch: (q) =>
        this.repo.list({
          ...q,
          filter: { ...filter, deviceSerialNumber: filter.deviceSerialNumber?.trim().toUpperCase() || null },
        }),
    });
  }

  /**
   * Staff associate a device with a participant's vehicle: the vehicle's mroId becomes the device id
   * and its mroType follows the GPS flag.
   */
  async createMileageReportingOption(actor: Actor | null, raw: unknown): Promise<DeviceRow> {
    const admin = requireAdmin(actor);
    const input = validate(createMileageReportingOptionSchema, raw);
    if (await this.repo.findBySerial(input.deviceSerialNumber)) {
      throw new AppError('BAD_USER_INPUT', 'deviceSerialRegistered');
    }
    return withActor(this.repo.db, admin.username, (tx) => this.register(tx, admin.username, input));
  }

  /** One registration, inside the caller's transaction. */
  private async register(
    tx: Executor,
    actorUsername: string,
    input: CreateMileageReportingOptionInput,
  ): Promise<DeviceRow> {
    const vehicle = await this.vehicles.lockVehicle(tx, input.vehicleId);
    if (!vehicle || vehicle.username !== input.username) throw new AppError('BAD_USER_INPUT', 'deviceVehicleNotOwned');
    if (await this.repo.findByVehicleId(tx, vehicle.id))
      throw new AppError('BAD_USER_INPUT', 'vehicleAlreadyHasDevice');
    let device: DeviceRow;
    try {
      device = await this.repo.insert(tx, newDeviceRow(input, actorUsername));
    } catch (err) {
      if (isUniqueViolation(err, SERIAL_INDEX)) throw new AppError('BAD_USER_INPUT', 'deviceSerialRegistered');
      throw err;
    }
    await this.vehicles.assignDevice(tx, vehicle.id, device, actorUsername);
    return device;
  }

  /** Staff edit shipped and delivered dates, the GPS flag (the vehicle's mroType follows), shipping and versions. */
  async updateMileageReportingOption(actor: Actor | null, raw: unknown): Promise<DeviceRow> {
    const admin = requireAdmin(actor);
    const input = validate(updateMileageReportingOptionSchema, raw);
    const current = await this.repo.findById(input.id);
    if (!current || current.username !== input.username) throw new AppError('NOT_FOUND', 'deviceNotFound');
    const shipped = input.shippedDate !== undefined ? input.shippedDate : current.shippedDate;
    const delivered = input.deliveredDate !== undefined ? input.deliveredDate : current.deliveredDate;
    if (shipped && delivered && delivered.getTime() < shipped.getTime()) {
      throw new AppError('BAD_USER_INPUT', 'deviceDeliveredBeforeShipped');
    }
    const changes: Partial<DeviceRow> = {};
    for (const key of [
      'deviceImei',
      'model',
      'hardwareVersion',
      'firmwareVersion',
      'shippedDate',
      'shippingCarrier',
      'shippingTrackingNumber',
      'deliveredDate',
      'activationDate',
    ] as const) {
      if (input[key] !== undefined) Object.assign(changes, { [key]: input[key] });
    }
    if (changes.firmwareVersion === null) changes.firmwareVersion = DEVICE_DEFAULTS.firmwareVersion;
    if (input.gpsEnabled != null) changes.gpsEnabled = input.gpsEnabled;
    return withActor(this.repo.db, admin.username, async (tx) => {
      const updated = await this.repo.update(tx, current.id, { ...changes, updatedBy: admin.username });
      if (!updated) throw new AppError('NOT_FOUND', 'deviceNotFound');
      if (updated.vehicleId && updated.gpsEnabled !== current.gpsEnabled) {
        await this.vehicles.deviceGpsChanged(tx, updated.vehicleId, updated, admin.username);
      }
      return updated;
    });
  }

  /** Device removal (staff spec 4): deletes the record and sets the vehicle's mroId to 'N/A'. */
  async deleteMileageReportingOption(actor: Actor | null, raw: unknown): Promise<DeviceRow> {
    const admin = requireAdmin(actor);
    const input = validate(deleteMileageReportingOptionSchema, raw);
    return withActor(this.repo.db, admin.username, async (tx) => {
      const device = await this.repo.findById(input.id, tx);
      if (!device || device.username !== input.username) throw new AppError('NOT_FOUND', 'deviceNotFound');
      const deleted = await this.repo.delete(tx, device.id);
      if (!deleted) throw new AppError('NOT_FOUND', 'deviceNotFound');
      if (deleted.vehicleId) await this.vehicles.releaseDevice(tx, deleted.vehicleId, deleted.id, admin.username);
      return deleted;
    });
  }

  /**
   * Staff register the devices of a shipping manifest (base64 CSV or TXT). Each row is registered
   * like createMileageReportingOption in its own transaction; a failing row is reported and the
   * others go on. A serial already registered (or repeated in the manifest) counts as a duplicate.
   * The device ships now: shippedDate is the import time. notifications counts the participants
   * who got a device (the notices themselves are sent by the notifications module).
   */
  async bulkImportMroDevices(actor: Actor | null, raw: unknown): Promise<BulkImportResult> {
    const { admin, rows } = this.readManifest(actor, raw);
    const state: ImportState = { done: 0, registrations: 0, duplicates: 0, notified: new Set(), errors: [] };
    await this.importRows(admin.username, rows, state, new Date());
    return resultOf(state);
  }

  /**
   * Staff: the same import worked by a job (a 10,000-row manifest takes about 20 s on a small server). The
   * manifest is read and checked now (bad files are refused at once) and stored with the import; the
   * job registers the rows and getMroDeviceImport follows it from any server process. A job that runs
   * again after a crash goes on from its last checkpoint.
   */
  async startMroDeviceImport(actor: Actor | null, raw: unknown): Promise<MroDeviceImport> {
    const { admin, rows } = this.readManifest(actor, raw);
    const created = await withActor(this.repo.db, admin.username, async (tx) => {
      const row = await this.imports.insert(tx, { createdBy: admin.username, rows });
      await this.jobs.sendInTransaction(tx, DEVICE_IMPORT_JOB, { id: row.id }, { singletonKey: row.id });
      return row;
    });
    return importView(created, []);
  }

  /** Staff: a device import (any staff member may follow it); null when there is none with that id. */
  async getMroDeviceImport(actor: Actor | null, id: string): Promise<MroDeviceImport | null> {
    requireAdmin(actor);
    const row = await this.imports.findById(id);
    if (!row) return null;
    return importView(row, row.status === 'completed' ? await this.imports.errors(id) : []);
  }

  /**
   * The job of an import: registers its rows from the last checkpoint on. `lastAttempt` marks the
   * import failed when this run fails too (an earlier failing attempt is retried by the queue).
   */
  async runMroDeviceImport(id: string, lastAttempt: boolean): Promise<void> {
    const row = await this.imports.markRunning(id, new Date());
    if (row?.status !== 'running') return;
    const rows = row.rows;
    const state: ImportState = {
      done: row.done,
      registrations: row.registrations,
      duplicates: row.duplicates,
      notified: new Set(row.notified),
      errors: [],
    };
    try {
      await this.importRows(row.createdBy, rows, state, row.createdAt, {
        checkpoint: (executor, checkpoint) => this.imports.saveCheckpoint(executor, id, checkpoint),
        rejected: (executor, error) =>
          this.imports.addError(executor, {
            importId: id,
            line: error.line,
            participant: error.participant,
            serial: error.serial,
            vehicle: error.vehicle,
            message: error.message,
            messageKey: error.messageKey,
          }),
      });
      await this.imports.saveCheckpoint(this.repo.db, id, checkpointOf(state));
      await this.imports.finish(id, { status: 'completed', at: new Date() });
    } catch (error) {
      if (lastAttempt) {
        await this.imports.finish(id, {
          status: 'failed',
          error: error instanceof Error ? error.message : String(error),
          at: new Date(),
        });
      }
      throw error;
    }
  }

  /** The staff member and the rows of a manifest, or the refusal (author, file, size). */
  private readManifest(actor: Actor | null, raw: unknown) {
    const admin = requireAdmin(actor);
    const input = validate(bulkImportMroDevicesSchema, raw);
    const author = input.authorUsername.toLowerCase();
    if (author !== admin.username.toLowerCase() && author !== admin.email.toLowerCase()) {
      throw new AppError('FORBIDDEN', 'manifestAuthorMismatch');
    }
    const text = decodeManifest(input.manifest);
    const rows = text === null ? null : parseManifest(text);
    if (!rows || rows.length === 0) throw new AppError('BAD_USER_INPUT', 'manifestRequired');
    if (rows.length > MANIFEST_MAX_ROWS) {
      throw new AppError('BAD_USER_INPUT', 'invalidInput', `A manifest can hold at most ${MANIFEST_MAX_ROWS} devices.`);
    }
    return { admin, rows };
  }

  /**
   * Registers the rows from `state.done` on, IMPORT_PROGRESS_EVERY rows to a transaction (one commit per
   * chunk, not per row: a 10,000-row manifest is 200 commits). A chunk's rows are checked one by one and
   * its devices registered together (registerRows); a refused row leaves the others. A serial seen
   * earlier in the manifest or already registered is a duplicate.
   * With `hooks`, the chunk's checkpoint and refused rows are saved in its transaction, so after a crash
   * the rows after the last checkpoint are handled again and nothing is counted twice.
   */
  private async importRows(
    actorUsername: string,
    rows: readonly ManifestRow[],
    state: ImportState,
    shippedDate: Date,
    hooks?: ImportHooks,
  ): Promise<void> {
    let seen = new Set(rows.slice(0, state.done).map((r) => r.serialNumber.toUpperCase()));
    const gpsByProgram = new Map<string, boolean>();
    // A manifest names few participants many times: each is read once per import.
    const participants = new Map<string, Promise<ManifestParticipant | null>>();
    const participantOf = (reference: string) => {
      const key = reference.trim().toLowerCase();
      let found = participants.get(key);
      if (!found) {
        found = this.manifestParticipants.findManifestParticipant(reference);
        participants.set(key, found);
      }
      return found;
    };
    for (let start = state.done; start < rows.length; start += IMPORT_PROGRESS_EVERY) {
      const chunk = rows.slice(start, start + IMPORT_PROGRESS_EVERY);
      // Worked on copies: a chunk whose transaction fails leaves the state as its checkpoint.
      const next: ImportState = { ...state, notified: new Set(state.notified), errors: [...state.errors] };
      const nextSeen = new Set(seen);
      await withActor(this.repo.db, actorUsername, async (tx) => {
        // The chunk's registered serials and vehicles in one read each, not one per row.
        const lookups: ChunkLookups = {
          registeredSerials: await this.repo.registeredSerials(
            tx,
            chunk.map((row) => row.serialNumber.toUpperCase()).filter(Boolean),
          ),
          vehiclesByVin: await this.vehicles.findByVins(
            chunk.map((row) => row.vin.trim().toUpperCase()).filter(Boolean),
            tx,
          ),
          participantOf,
        };
        // Rows are checked one by one, then the chunk's devices are registered together.
        const checked = [];
        for (const row of chunk) checked.push(await this.checkRow(row, nextSeen, lookups, gpsByProgram, shippedDate));
        const candidates = checked.filter((c) => c.kind === 'register');
        const registered = await this.registerRows(
          tx,
          actorUsername,
          candidates.map((c) => c.input),
        );
        const outcomes = new Map(candidates.map((c, i) => [c, registered[i]]));
        for (const c of checked) {
          next.done++;
          if (c.kind === 'duplicate') {
            next.duplicates++;
            continue;
          }
          let error: BulkImportError;
          if (c.kind === 'failed') error = c.error;
          else {
            const outcome = outcomes.get(c) ?? refusal('unexpectedError');
            if (outcome === 'registered') {
              next.registrations++;
              next.notified.add(c.participant);
              continue;
            }
            if (outcome === 'duplicate') {
              next.duplicates++;
              continue;
            }
            error = failure(c.row, outcome.key, outcome.message);
          }
          next.errors.push(error);
          await hooks?.rejected(tx, error);
        }
        await hooks?.checkpoint(tx, checkpointOf(next));
      });
      Object.assign(state, next);
      seen = nextSeen;
    }
  }

  /** One manifest row checked: a duplicate, why it is refused, or the device to register. */
  private async checkRow(
    row: ManifestRow,
    seen: Set<string>,
    lookups: ChunkLookups,
    gpsByProgram: Map<string, boolean>,
    shippedDate: Date,
  ): Promise<CheckedRow> {
    const fail = (key: MessageKey, message?: string): CheckedRow => ({
      kind: 'failed',
      row,
      error: failure(row, key, message),
    });
    if (!row.serialNumber || !row.imei || !row.participant || !row.vin) return fail('fillRequiredFields');
    const serial = row.serialNumber.toUpperCase();
    if (seen.has(serial)) return { kind: 'duplicate', row };
    seen.add(serial);
    if (lookups.registeredSerials.has(serial)) return { kind: 'duplicate', row };
    const participant = await lookups.participantOf(row.participant);
    if (!participant) return fail('participantNotFound');
    const vehicle = lookups.vehiclesByVin.get(row.vin.trim().toUpperCase());
    if (!vehicle || vehicle.username !== participant.username) return fail('manifestVehicleNotFound');
    const parsed = createMileageReportingOptionSchema.safeParse({
      username: participant.username,
      vehicleId: vehicle.id,
      deviceSerialNumber: serial,
      deviceImei: row.imei,
      gpsEnabled: await this.gpsFor(participant, gpsByProgram),
      shippedDate,
      shippingCarrier: row.carrier || null,
      shippingTrackingNumber: row.trackingNumber || null,
    });
    if (!parsed.success) {
      const message = firstIssueMessage(parsed.error);
      const key = keyByText.get(message);
      return fail(key && isMessageKey(key) ? key : 'invalidInput', message);
    }
    return { kind: 'register', row, input: parsed.data, participant: participant.username };
  }

  /**
   * A chunk's devices, in its transaction: the vehicles locked and their devices read in one statement
   * each, the rules checked in row order (a vehicle takes one device, the first row's), then the devices
   * inserted and the vehicles pointed at them in one statement each. A serial number registered
   * meanwhile is a duplicate. Should the statements fail, each row is registered alone in a savepoint,
   * as register() does for one device, so one bad row cannot refuse the others.
   */
  private async registerRows(
    tx: Executor,
    actorUsername: string,
    inputs: readonly CreateMileageReportingOptionInput[],
  ): Promise<Registration[]> {
    if (inputs.length === 0) return [];
    try {
      return await tx.transaction((savepoint) => this.registerTogether(savepoint, actorUsername, inputs));
    } catch {
      const outcomes: Registration[] = [];
      for (const input of inputs) outcomes.push(await this.registerAlone(tx, actorUsername, input));
      return outcomes;
    }
  }

  private async registerTogether(
    tx: Executor,
    actorUsername: string,
    inputs: readonly CreateMileageReportingOptionInput[],
  ): Promise<Registration[]> {
    const vehicleIds = [...new Set(inputs.map((i) => i.vehicleId))];
    const vehicles = await this.vehicles.lockVehicles(tx, vehicleIds);
    const withDevice = await this.repo.vehicleIdsWithDevices(tx, vehicleIds);
    const outcomes: Registration[] = [];
    const toInsert: number[] = [];
    inputs.forEach((input, i) => {
      const vehicle = vehicles.get(input.vehicleId);
      if (!vehicle || vehicle.username !== input.username) outcomes[i] = refusal('deviceVehicleNotOwned');
      else if (withDevice.has(vehicle.id)) outcomes[i] = refusal('vehicleAlreadyHasDevice');
      else {
        withDevice.add(vehicle.id);
        toInsert.push(i);
      }
    });
    const inserted = new Map(
      (
        await this.repo.insertNew(
          tx,
          toInsert.map((i) => newDeviceRow(inputs[i] as CreateMileageReportingOptionInput, actorUsername)),
        )
      ).map((d) => [d.deviceSerialNumber, d]),
    );
    const assigned = [];
    for (const i of toInsert) {
      const device = inserted.get((inputs[i] as CreateMileageReportingOptionInput).deviceSerialNumber);
      outcomes[i] = device ? 'registered' : 'duplicate';
      if (device?.vehicleId) assigned.push({ vehicleId: device.vehicleId, device });
    }
    await this.vehicles.assignDevices(tx, assigned, actorUsername);
    return outcomes;
  }

  /** One device in a savepoint of its own, as register() does it: registered, a duplicate, or why not. */
  private async registerAlone(
    tx: Executor,
    actorUsername: string,
    input: CreateMileageReportingOptionInput,
  ): Promise<Registration> {
    try {
      await tx.transaction((savepoint) => this.register(savepoint, actorUsername, input));
      return 'registered';
    } catch (err) {
      if (err instanceof AppError && err.messageKey === 'deviceSerialRegistered') return 'duplicate';
      if (err instanceof AppError) return refusal(err.messageKey, err.message);
      return refusal('unexpectedError');
    }
  }

  /** A device reports location when the participant chose the GPS device or their pilot program requires GPS. */
  private async gpsFor(participant: ManifestParticipant, cache: Map<string, boolean>): Promise<boolean> {
    if (participant.mroDevicePreference === 'automatedWithLocation') return true;
    if (participant.mroDevicePreference === 'automatedWithoutLocation') return false;
    const programId = participant.participantPilotProgramId;
    if (!programId) return false;
    if (!cache.has(programId)) {
      const [program] = await this.programs.findByIds([programId]);
      cache.set(programId, program?.isGpsRequired ?? false);
    }
    return cache.get(programId) ?? false;
  }

  findByIds(ids: readonly string[]): Promise<DeviceRow[]> {
    return this.repo.findByIds(ids);
  }

  /** The device with a serial number as reported (any case, surrounding spaces ignored), for trip processing. */
  async findBySerial(serial: string, executor?: Executor): Promise<DeviceRow | null> {
    const value = serial.trim();
    return (
      (await this.repo.findBySerial(value, executor)) ??
      (value === value.toUpperCase() ? null : await this.repo.findBySerial(value.toUpperCase(), executor))
    );
  }

  /** The device sent data at `at`: first and last reported dates (the heartbeat watcher reads the last). */
  recordReport(tx: Executor, id: string, at: Date): Promise<void> {
    return this.repo.recordReports(tx, [{ id, at }]);
  }

  /** Reports of several devices at once (deliveries processed together). */
  recordReports(tx: Executor, reports: readonly { id: string; at: Date }[]): Promise<void> {
    return this.repo.recordReports(tx, reports);
  }

  /** The devices of `serials`, as registered (a group of deliveries matched at once). */
  findBySerials(serials: readonly string[]): Promise<DeviceRow[]> {
    return this.repo.findBySerials(serials);
  }
}

/** A manifest row after its checks: a duplicate, refused, or a device to register. */
type CheckedRow =
  | { kind: 'duplicate'; row: ManifestRow }
  | { kind: 'failed'; row: ManifestRow; error: BulkImportError }
  | { kind: 'register'; row: ManifestRow; input: CreateMileageReportingOptionInput; participant: string };

/** What registering a row's device came to. */
type Registration = 'registered' | 'duplicate' | { key: MessageKey; message?: string };

const refusal = (key: MessageKey, message?: string): Registration => ({ key, message });

/** A refused manifest row, as the import reports it. */
function failure(row: ManifestRow, key: MessageKey, message: string = messages[key]): BulkImportError {
  return {
    line: row.line,
    participant: row.participant,
    serial: row.serialNumber,
    vehicle: row.vin,
    message,
    messageKey: key,
  };
}

/** A new device's row: the defaults of a device model and firmware, and who registered it. */
function newDeviceRow(input: CreateMileageReportingOptionInput, actorUsername: string) {
  return {
    username: input.username,
    vehicleId: input.vehicleId,
    deviceSerialNumber: input.deviceSerialNumber,
    deviceImei: input.deviceImei,
    gpsEnabled: input.gpsEnabled,
    manufacturer: input.manufacturer || DEVICE_DEFAULTS.manufacturer,
    model: input.model ?? null,
    hardwareVersion: input.hardwareVersion ?? null,
    firmwareVersion: input.firmwareVersion || DEVICE_DEFAULTS.firmwareVersion,
    shippedDate: input.shippedDate ?? null,
    shippingCarrier: input.shippingCarrier || null,
    shippingTrackingNumber: input.shippingTrackingNumber || null,
    deliveredDate: input.deliveredDate ?? null,
    activationDate: input.activationDate ?? null,
    createdBy: actorUsername,
    updatedBy: actorUsername,
  };
}

function resultOf(state: ImportState): BulkImportResult {
  return {
    registrations: state.registrations,
    duplicates: state.duplicates,
    notifications: state.notified.size,
    errors: state.errors,
  };
}

/** The GraphQL view of an import row; the result (with the rows left out) once it is completed. */
function importView(row: DeviceImportRow, errors: readonly DeviceImportErrorRow[]): MroDeviceImport {
  return {
    id: row.id,
    createdBy: row.createdBy,
    status: row.status as MroDeviceImportStatus,
    total: row.total,
    done: row.done,
    result:
      row.status === 'completed'
        ? {
            registrations: row.registrations,
            duplicates: row.duplicates,
            notifications: row.notified.length,
            errors: errors.map((e) => ({
              line: e.line,
              participant: e.participant,
              serial: e.serial,
              vehicle: e.vehicle,
              message: e.message,
              messageKey: e.messageKey as MessageKey,
            })),
          }
        : null,
    error: row.error,
    startedAt: row.startedAt ?? row.createdAt,
    finishedAt: row.finishedAt,
  };
}
