import { randomUUID } from 'node:crypto';
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
import { AppError } from '../../errors.js';
import type { Page } from '../../lib/cursor.js';
import { type PageArgs, paginate, timeKey } from '../../lib/pagination.js';
import { validate } from '../../lib/validation.js';
import { type Actor, requireAdmin, requireSelfOrAdmin } from '../identity/actor.js';
import type { ProgramsService } from '../programs/programs.service.js';
import { isUniqueViolation } from '../vehicles/pg-errors.js';
import type { VehiclesService } from '../vehicles/vehicles.service.js';
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

/** A device import running as a job (startMroDeviceImport → getMroDeviceImport). */
export interface MroDeviceImport {
  id: string;
  createdBy: string;
  status: 'running' | 'completed' | 'failed';
  total: number;
  done: number;
  result: BulkImportResult | null;
  error: string | null;
  startedAt: Date;
  finishedAt: Date | null;
}

/** Rows between two progress reports of an import job. */
const IMPORT_PROGRESS_EVERY = 50;
/** How long a finished import job can still be read. */
const IMPORT_KEPT_MS = 60 * 60 * 1000;

export class DevicesService {
  /** Device imports of this server process, by id. */
  private readonly imports = new Map<string, MroDeviceImport>();

  constructor(
    private readonly repo: DevicesRepository,
    private readonly vehicles: VehiclesService,
    private readonly programs: ProgramsService,
    private readonly manifestParticipants: ManifestParticipantsReadModel,
  ) {}

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
      device = await this.repo.insert(tx, {
        username: input.username,
        vehicleId: vehicle.id,
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
      });
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
    return this.importRows(admin.username, rows);
  }

  /**
   * Staff: the same import as a job (a large manifest takes minutes: about 13 ms a row). The manifest is
   * read and checked now (bad files are refused at once); the rows are registered in the background and
   * getMroDeviceImport reports how many rows are done and, at the end, the result. The job lives in this
   * server process (kept an hour after it ends): a restart loses its progress, not the devices already
   * registered; importing the same manifest again counts those as duplicates.
   */
  startMroDeviceImport(actor: Actor | null, raw: unknown): MroDeviceImport {
    const { admin, rows } = this.readManifest(actor, raw);
    this.forgetOldImports();
    const job: MroDeviceImport = {
      id: randomUUID(),
      createdBy: admin.username,
      status: 'running',
      total: rows.length,
      done: 0,
      result: null,
      error: null,
      startedAt: new Date(),
      finishedAt: null,
    };
    this.imports.set(job.id, job);
    this.importRows(admin.username, rows, (done) => {
      job.done = done;
    })
      .then((result) => {
        Object.assign(job, { status: 'completed', result, done: job.total });
      })
      .catch((error: unknown) => {
        Object.assign(job, { status: 'failed', error: error instanceof Error ? error.message : String(error) });
      })
      .finally(() => {
        job.finishedAt = new Date();
      });
    return job;
  }

  /**
   * Staff: a device import started with startMroDeviceImport (any staff member may follow it); null when
   * this server has no such import (unknown, forgotten an hour after it ended, or lost to a restart).
   */
  getMroDeviceImport(actor: Actor | null, id: string): MroDeviceImport | null {
    requireAdmin(actor);
    return this.imports.get(id) ?? null;
  }

  private forgetOldImports(now = Date.now()): void {
    for (const [id, job] of this.imports) {
      if (job.finishedAt && now - job.finishedAt.getTime() > IMPORT_KEPT_MS) this.imports.delete(id);
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

  /** Registers the rows one by one (each in its own transaction), telling `progress` the rows done. */
  private async importRows(
    actorUsername: string,
    rows: ManifestRow[],
    progress?: (done: number) => void,
  ): Promise<BulkImportResult> {
    const result: BulkImportResult = { registrations: 0, duplicates: 0, notifications: 0, errors: [] };
    const notified = new Set<string>();
    const seen = new Set<string>();
    const shippedDate = new Date();
    const gpsByProgram = new Map<string, boolean>();
    let done = 0;
    for (const row of rows) {
      if (done > 0 && done % IMPORT_PROGRESS_EVERY === 0) progress?.(done);
      done++;
      const fail = (key: MessageKey, message: string = messages[key]) =>
        result.errors.push({
          line: row.line,
          participant: row.participant,
          serial: row.serialNumber,
          vehicle: row.vin,
          message,
          messageKey: key,
        });
      if (!row.serialNumber || !row.imei || !row.participant || !row.vin) {
        fail('fillRequiredFields');
        continue;
      }
      const serial = row.serialNumber.toUpperCase();
      if (seen.has(serial) || (await this.repo.findBySerial(serial))) {
        seen.add(serial);
        result.duplicates++;
        continue;
      }
      seen.add(serial);
      const participant = await this.manifestParticipants.findManifestParticipant(row.participant);
      if (!participant) {
        fail('participantNotFound');
        continue;
      }
      const vehicle = await this.vehicles.findByVin(row.vin.trim().toUpperCase());
      if (!vehicle || vehicle.username !== participant.username) {
        fail('manifestVehicleNotFound');
        continue;
      }
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
        fail(key && isMessageKey(key) ? key : 'invalidInput', message);
        continue;
      }
      try {
        await withActor(this.repo.db, actorUsername, (tx) => this.register(tx, actorUsername, parsed.data));
        result.registrations++;
        notified.add(participant.username);
      } catch (err) {
        if (err instanceof AppError && err.messageKey === 'deviceSerialRegistered') result.duplicates++;
        else if (err instanceof AppError) fail(err.messageKey, err.message);
        else fail('unexpectedError');
      }
    }
    progress?.(done);
    result.notifications = notified.size;
    return result;
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
    return this.repo.recordReport(tx, id, at);
  }
}
