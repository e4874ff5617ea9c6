import {
  createMileageReportSchema,
  isAdmin,
  isOdometerIncrease,
  isReadingDateToday,
  MILEAGE_REPORT_AUDIT_STATUSES,
  MILEAGE_REPORT_PHOTO_MAX_BYTES,
  mileageReportPhotoPrefix,
  type NotificationData,
  type NotificationTemplateName,
  updateMileageReportSchema,
} from '@rc/domain';
import { type Transaction, withActor } from '../../db/actor.js';
import type { MileageReportPhoto } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import {
  contentTypeOfKey,
  isValidStorageKey,
  ownerOfKey,
  type StorageLinks,
  type StorageProvider,
  StorageUnavailableError,
} from '../../integrations/storage/index.js';
import type { Page } from '../../lib/cursor.js';
import type { DateKeyCondition } from '../../lib/filters.js';
import { type PageArgs, paginate, timeKey } from '../../lib/pagination.js';
import { validate } from '../../lib/validation.js';
import { type Actor, requireAdmin, requireSelfOrAdmin } from '../identity/actor.js';
import type { MileageReportFilter, MileageReportRow, MileageReportsRepository } from './mileage-reports.repository.js';
import type { OdometerCharges, OdometerVehicle } from './odometer-charges.js';
import { detectPhotoType, displayKeyOf, heifToJpeg, isDecodableImage, isHeif } from './photos.js';

/** What approving or rejecting needs from other modules (their services, inside our transaction). */
export interface MileageReportsDeps {
  storage: StorageProvider;
  links: StorageLinks;
  odometer: OdometerCharges;
  vehicles: {
    lockVehicle(tx: Transaction, id: string): Promise<(OdometerVehicle & VehicleOdometers) | null>;
    recordOdometerReading(
      tx: Transaction,
      vehicleId: string,
      reading: { odometer: number; at: Date; source: 'manual' | 'telematics' },
      updatedBy: string,
    ): Promise<void>;
  };
  notifications: {
    queueTemplate(
      tx: Transaction,
      participant: { username: string; email: string },
      templateName: NotificationTemplateName,
      data?: NotificationData,
    ): Promise<unknown>;
  };
  participants: { findByUsernames(usernames: readonly string[]): Promise<{ username: string; email: string }[]> };
}

interface VehicleOdometers {
  beginningOdometerReading: number | null;
  createdAt: Date;
}

/** The answer to a photo upload: what createMileageReport takes, plus a link to preview it. */
export interface UploadedPhoto extends MileageReportPhoto {
  url: string;
}

/** Signed links to a stored photo for one viewer: the browser-viewable copy and the original. */
export interface PhotoLinks {
  url: string;
  originalUrl: string;
  displayMimeType: string;
  expiresAt: Date;
}

const KM_PER_MILE = 1.609344;
/** Readings in notices are whole miles, California's unit, like the participant's screens. */
const miles = (km: number) => Math.round(km / KM_PER_MILE);

/**
 * Manual odometer reports (odoMileage in km) and their audit by staff. A participant uploads the
 * odometer photo (stored under their folder, type checked by content) and reports today's reading;
 * staff approve it (with the actual reading, possibly corrected), which charges the distance since the
 * last approved reading as one California trip segment, or reject it with a reason. Either decision
 * notifies the participant when there is something to tell (a corrected reading, a rejection).
 */
export class MileageReportsService {
  constructor(
    private readonly repo: MileageReportsRepository,
    private readonly deps: MileageReportsDeps,
  ) {}

  /** A participant's reports, newest reading first: their own for a participant, any for staff. */
  async listMileageReports(
    actor: Actor | null,
    args: PageArgs & { username: string; tsReportDate?: DateKeyCondition | null; filter?: MileageReportFilter | null },
  ): Promise<Page<MileageReportRow>> {
    requireSelfOrAdmin(actor, args.username);
    return paginate(args, {
      defaultDirection: 'DESC',
      arity: 2,
      keyOf: (r) => [timeKey(r.tsReportDate), r.id],
      fetch: (q) =>
        this.repo.listByUsername({
          ...q,
          username: args.username,
          tsReportDate: args.tsReportDate,
          filter: args.filter,
        }),
    });
  }

  /** Staff: reports with an audit status, oldest first (the /audit queue). */
  async getMileageReportsByAuditStatus(
    actor: Actor | null,
    args: PageArgs & { auditStatus: string; filter?: MileageReportFilter | null },
  ): Promise<Page<MileageReportRow>> {
    requireAdmin(actor);
    return paginate(args, {
      defaultDirection: 'ASC',
      arity: 2,
      keyOf: (r) => [timeKey(r.createdAt), r.id],
      fetch: (q) => this.repo.listByAuditStatus({ ...q, auditStatus: args.auditStatus, filter: args.filter }),
    });
  }

  /** Staff: how many reports have an audit status (the count of pending reports remaining). */
  async countMileageReportsByAuditStatus(actor: Actor | null, auditStatus: string): Promise<number> {
    requireAdmin(actor);
    if (!(MILEAGE_REPORT_AUDIT_STATUSES as readonly string[]).includes(auditStatus)) {
      throw new AppError('BAD_USER_INPUT', 'invalidInput');
    }
    return this.repo.countByAuditStatus(auditStatus);
  }

  // Photos ------------------------------------------------------------------------------------------

  /**
   * Stores an odometer photo for the participant (own, or staff for a participant) at
   * participant/{username}/mileage-reports/{timestamp}.{ext}. The type is read from the bytes (JPEG,
   * PNG, WebP, HEIC/HEIF; a PNG named .jpg is a PNG); 10 MB at most. A HEIC/HEIF original is kept and
   * a JPEG copy is stored next to it for display.
   */
  async uploadPhoto(actor: Actor | null, input: { username: string; bytes: Uint8Array }): Promise<UploadedPhoto> {
    const caller = requireSelfOrAdmin(actor, input.username);
    const [participant] = await this.deps.participants.findByUsernames([input.username]);
    if (!participant) throw new AppError('NOT_FOUND', 'participantNotFound');
    const { bytes } = input;
    if (bytes.byteLength === 0) throw new AppError('BAD_USER_INPUT', 'mileageReportPhotoRequired');
    if (bytes.byteLength > MILEAGE_REPORT_PHOTO_MAX_BYTES) throw new AppError('BAD_USER_INPUT', 'photoTooLarge');
    const type = detectPhotoType(bytes);
    if (!type) throw new AppError('BAD_USER_INPUT', 'photoTypeNotAllowed');

    let display: Buffer | null = null;
    if (isHeif(type.mimeType)) {
      try {
        display = await heifToJpeg(bytes);
      } catch {
        throw new AppError('BAD_USER_INPUT', 'photoUnreadable');
      }
    } else if (!(await isDecodableImage(bytes))) {
      throw new AppError('BAD_USER_INPUT', 'photoUnreadable');
    }

    const prefix = mileageReportPhotoPrefix(participant.username);
    if (!isValidStorageKey(`${prefix}0.${type.ext}`)) throw new AppError('BAD_USER_INPUT', 'invalidInput');
    // The file name is the upload time in milliseconds; a taken name moves on to the next millisecond.
    for (let timestamp = Date.now(), attempt = 0; attempt < 50; timestamp++, attempt++) {
      const storageKey = `${prefix}${timestamp}.${type.ext}`;
      const photo = { storageKey, size: bytes.byteLength, mimeType: type.mimeType };
      if (display) {
        const displayKey = displayKeyOf(photo);
        if (!(await this.store(displayKey, display, 'image/jpeg'))) continue;
        let stored: boolean;
        try {
          stored = await this.store(storageKey, bytes, type.mimeType);
        } catch (error) {
          // No display copy without its original: the upload is kept whole or not at all.
          await this.deps.storage.delete(displayKey).catch(() => false);
          throw error;
        }
        if (!stored) {
          await this.deps.storage.delete(displayKey);
          continue;
        }
      } else if (!(await this.store(storageKey, bytes, type.mimeType))) {
        continue;
      }
      return { ...photo, url: this.links(caller, photo).url };
    }
    throw new Error('no free photo name after 50 attempts');
  }

  /** putNew, with a full or unwritable storage told in the product's words (507 / 503 on the HTTP route). */
  private async store(key: string, bytes: Uint8Array, contentType: string): Promise<boolean> {
    try {
      return (await this.deps.storage.putNew(key, bytes, contentType)) !== false;
    } catch (error) {
      if (!(error instanceof StorageUnavailableError)) throw error;
      if (error.reason === 'full') throw new AppError('INSUFFICIENT_STORAGE', 'storageFull');
      throw new AppError('SERVICE_UNAVAILABLE', 'storageUnavailable');
    }
  }

  /**
   * Signed links to a photo for the actor, or null when the actor may not see it (a participant sees
   * only photos in their own folder; staff see all).
   */
  photoLinks(actor: Actor | null, photo: MileageReportPhoto): PhotoLinks | null {
    if (!actor) return null;
    if (!isAdmin(actor.groups) && ownerOfKey(photo.storageKey) !== actor.username) return null;
    if (!isValidStorageKey(photo.storageKey)) return null;
    return this.links(actor, photo);
  }

  private links(actor: Actor, photo: MileageReportPhoto): PhotoLinks {
    const display = this.deps.links.url(actor.username, displayKeyOf(photo));
    return {
      url: display.url,
      originalUrl: this.deps.links.url(actor.username, photo.storageKey).url,
      displayMimeType: isHeif(photo.mimeType) ? 'image/jpeg' : photo.mimeType,
      expiresAt: display.expiresAt,
    };
  }

  /** The submitted photos as stored: each must have been uploaded to the participant's folder. */
  private async storedPhotos(username: string, photos: readonly MileageReportPhoto[]): Promise<MileageReportPhoto[]> {
    const prefix = mileageReportPhotoPrefix(username);
    const stored: MileageReportPhoto[] = [];
    for (const photo of photos) {
      const info =
        photo.storageKey.startsWith(prefix) && isValidStorageKey(photo.storageKey)
          ? await this.deps.storage.stat(photo.storageKey)
          : null;
      const mimeType = info ? contentTypeOfKey(info.key) : null;
      if (!info || !mimeType?.startsWith('image/')) throw new AppError('BAD_USER_INPUT', 'mileageReportPhotoInvalid');
      // Size and type come from the stored file, not from what the form claims.
      stored.push({ storageKey: info.key, size: info.size, mimeType });
    }
    return stored;
  }

  // Reports ---------------------------------------------------------------------------------------

  /** Checks a reading against the vehicle's other reports that were not rejected. */
  private async checkReading(tx: Transaction, vehicleId: string, odoMileage: number, date: Date, exceptId?: string) {
    const previous = await this.repo.previousReport(tx, vehicleId, date, exceptId);
    if (!isOdometerIncrease(previous?.odoMileage, odoMileage)) {
      throw new AppError('BAD_USER_INPUT', 'mileageReportOdometerNotIncreasing');
    }
    const next = await this.repo.nextReport(tx, vehicleId, date, exceptId);
    if (next && !isOdometerIncrease(odoMileage, next.odoMileage)) {
      throw new AppError('BAD_USER_INPUT', 'mileageReportOdometerAboveLater');
    }
  }

  /**
   * A participant reports their manual vehicle's odometer today (staff may report for them, also for
   * an earlier day). The vehicle must be the participant's and report manually; the reading must exceed
   * the last one reported; the photo must have been uploaded first (uploadPhoto). Only staff may set
   * an audit status other than pending.
   */
  async createMileageReport(
    actor: Actor | null,
    raw: { username: string } & Record<string, unknown>,
  ): Promise<MileageReportRow> {
    const a = requireSelfOrAdmin(actor, raw.username);
    const input = validate(createMileageReportSchema, raw);
    const staff = isAdmin(a.groups);
    if (input.auditStatus !== 'pending' && !staff) {
      throw new AppError('FORBIDDEN', 'mileageReportStatusStaffOnly');
    }
    if (!staff && !isReadingDateToday(input.tsReportDate)) {
      throw new AppError('BAD_USER_INPUT', 'mileageReportDateNotToday');
    }
    return withActor(this.repo.db, a.username, async (tx) => {
      const vehicle = await this.deps.vehicles.lockVehicle(tx, input.vehicleId);
      if (!vehicle || vehicle.username !== input.username) {
        throw new AppError('BAD_USER_INPUT', 'mileageReportVehicleNotFound');
      }
      if (vehicle.mroType !== 'manual') throw new AppError('BAD_USER_INPUT', 'mileageReportVehicleNotManual');
      await this.checkReading(tx, vehicle.id, input.odoMileage, input.tsReportDate);
      const photos = await this.storedPhotos(input.username, input.photos);
      return this.repo.insert(tx, {
        username: input.username,
        vehicleId: vehicle.id,
        odoMileage: input.odoMileage,
        tsReportDate: input.tsReportDate,
        photos,
        auditStatus: input.auditStatus,
        createdBy: a.username,
        updatedBy: a.username,
      });
    });
  }

  /**
   * Staff audit a pending report. Approve with the actual reading (required; it may correct the
   * reported one): the distance since the vehicle's last approved reading (or its beginning odometer)
   * is charged as one California segment in the same transaction, the vehicle's current reading
   * follows, and a corrected reading is notified (mileageReportApproveWithUpdate). Reject with a
   * reason: nothing is charged and the participant is told why (mileageReportReject). A decided report
   * cannot be decided again.
   */
  async updateMileageReport(actor: Actor | null, raw: unknown): Promise<MileageReportRow> {
    const admin = requireAdmin(actor);
    const input = validate(updateMileageReportSchema, raw);
    return withActor(this.repo.db, admin.username, async (tx) => {
      const report = await this.repo.lockById(tx, input.id);
      if (!report || (input.username && input.username !== report.username)) {
        throw new AppError('NOT_FOUND', 'mileageReportNotFound');
      }
      if (report.auditStatus === 'approved') throw new AppError('BAD_USER_INPUT', 'mileageReportAlreadyApproved');
      if (report.auditStatus === 'rejected') {
        throw new AppError(
          'BAD_USER_INPUT',
          input.auditStatus === 'approved' ? 'mileageReportRejectedNotApprovable' : 'mileageReportAlreadyRejected',
        );
      }
      const [participant] = await this.deps.participants.findByUsernames([report.username]);
      if (input.auditStatus === 'rejected') {
        const rejected = await this.repo.update(tx, report.id, {
          auditStatus: 'rejected',
          reason: input.reason,
          updatedBy: admin.username,
        });
        if (participant) {
          await this.deps.notifications.queueTemplate(tx, participant, 'mileageReportReject', {
            reportDate: report.tsReportDate.toISOString(),
            reason: input.reason,
            reading: miles(report.odoMileage),
          });
        }
        return rejected;
      }

      const odoMileage = input.odoMileage ?? report.odoMileage;
      const tsReportDate = input.tsReportDate ?? report.tsReportDate;
      const vehicle = await this.deps.vehicles.lockVehicle(tx, report.vehicleId);
      if (!vehicle) throw new AppError('NOT_FOUND', 'mileageReportVehicleNotFound');
      await this.checkReading(tx, report.vehicleId, odoMileage, tsReportDate, report.id);

      const last = await this.repo.highestApproved(tx, report.vehicleId, report.id);
      const from = last
        ? { km: last.odoMileage, at: last.tsReportDate }
        : vehicle.beginningOdometerReading != null
          ? { km: vehicle.beginningOdometerReading, at: vehicle.createdAt }
          : null;
      // With no earlier reading at all, the first approved report is the starting point: nothing to charge.
      if (from) {
        await this.deps.odometer.charge(tx, {
          recordId: report.id,
          source: 'manual',
          vehicle,
          fromKm: from.km,
          toKm: odoMileage,
          from: from.at.getTime() <= tsReportDate.getTime() ? from.at : tsReportDate,
          to: tsReportDate,
          actor: admin.username,
        });
      }
      await this.deps.vehicles.recordOdometerReading(
        tx,
        vehicle.id,
        { odometer: odoMileage, at: tsReportDate, source: 'manual' },
        admin.username,
      );
      const approved = await this.repo.update(tx, report.id, {
        auditStatus: 'approved',
        odoMileage,
        tsReportDate,
        reason: input.reason,
        updatedBy: admin.username,
      });
      const corrected = Math.abs(odoMileage - report.odoMileage) >= 0.0005;
      if (corrected && participant) {
        await this.deps.notifications.queueTemplate(tx, participant, 'mileageReportApproveWithUpdate', {
          reportDate: tsReportDate.toISOString(),
          reportedReading: miles(report.odoMileage),
          approvedReading: miles(odoMileage),
          reason: input.reason,
        });
      }
      return approved;
    });
  }
}
