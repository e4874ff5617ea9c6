import { createHash } from 'node:crypto';
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
import sharp from 'sharp';
import { type Executor, type Transaction, withActor } from '../../db/actor.js';
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
import { exifCaptureDate, heifCaptureDate, jpegCaptureDate } from './exif.js';
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

/** A tamper check on the audit screen: warning (look closer), ok, or unknown (nothing to compare). */
export interface MileageReportAuditSignal {
  check: 'captureDate' | 'samePhotoFile' | 'identicalBytes' | 'reading';
  status: 'ok' | 'warning' | 'unknown';
  /** captureDate: when the photo says it was taken. */
  photoTakenAt?: Date;
  /** captureDate: report date minus capture date; reading: days since the previous approved reading (at least 1). */
  days?: number;
  /** samePhotoFile, identicalBytes: the other reports. */
  matches?: { id: string; username: string; tsReportDate: Date; auditStatus: string }[];
  /** reading: km since the previous approved reading (negative: lower) and per day. */
  distanceKm?: number;
  kmPerDay?: number;
}

export interface MileageReportAuditSignals {
  previousApprovedReading: number | null;
  previousApprovedDate: Date | null;
  impliedDistance: number | null;
  signals: MileageReportAuditSignal[];
}

interface PhotoFingerprint {
  photoSha256: string | null;
  photoTakenAt: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A photo uploaded this long ago that no report names was never sent, or its report failed: the daily
 * clean-up (mileage-reports.jobs.ts) deletes it.
 */
export const ABANDONED_PHOTO_MS = DAY_MS;
/**
 * A second upload of the same bytes reuses the first while no report has taken it and it is younger
 * than this: half the clean-up age, so a reused photo is not deleted while its report is being written.
 */
const REUSE_UPLOAD_MS = ABANDONED_PHOTO_MS / 2;
/** A stored odometer photo: participant/{username}/mileage-reports/{name}. */
const PHOTO_KEY = /^participant\/[^/]+\/mileage-reports\/[^/]+$/;
/** How many photo keys one database query checks. */
const CLEANUP_BATCH = 500;
/**
 * A reading more than this many km a day above the previous approved one is implausible: 1,600 km
 * (about 1,000 miles) is sixteen hours at 100 km/h, every day.
 */
export const MAX_PLAUSIBLE_KM_PER_DAY = 1600;
/**
 * A photo taken more than this many days before (or after) the reported day is flagged: a participant
 * reports on the day they photograph the odometer; two days allow for a report sent after midnight and
 * a camera clock in another zone (EXIF dates carry no zone).
 */
export const PHOTO_CAPTURE_MAX_DAYS_BEFORE_REPORT = 2;

const matchOf = (r: MileageReportRow) => ({
  id: r.id,
  username: r.username,
  tsReportDate: r.tsReportDate,
  auditStatus: r.auditStatus,
});

/** The capture date a photo's EXIF gives: JPEG and HEIC/HEIF read directly, PNG/WebP through sharp's EXIF block. */
async function photoCaptureDate(bytes: Buffer, mimeType: string): Promise<Date | null> {
  if (mimeType === 'image/jpeg') return jpegCaptureDate(bytes);
  if (mimeType === 'image/heic' || mimeType === 'image/heif') return heifCaptureDate(bytes);
  if (mimeType === 'image/png' || mimeType === 'image/webp') {
    try {
      const { exif } = await sharp(bytes).metadata();
      return exif ? exifCaptureDate(exif) : null;
    } catch {
      return null;
    }
  }
  return null;
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

  /** Account erasure (decision 020), in the caller's transaction. */
  erasePersonalData(tx: Executor, username: string): Promise<number> {
    return this.repo.erasePersonalData(tx, username);
  }

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
   * a JPEG copy is stored next to it for display. The same bytes sent again (the same picture chosen
   * twice, a retried upload) are not stored twice: the earlier upload is answered while no report has
   * taken it (see REUSE_UPLOAD_MS). A picture already in a report is stored anew, so that re-sending an
   * old photo stays visible to staff as identical bytes.
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
    const earlier = await this.unsentUpload(prefix, bytes, type);
    if (earlier) return { ...earlier, url: this.links(caller, earlier).url };
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

  /** The participant's recent upload of exactly these bytes that no report names yet, if any. */
  private async unsentUpload(
    prefix: string,
    bytes: Uint8Array,
    type: { mimeType: string; ext: string },
  ): Promise<MileageReportPhoto | null> {
    const since = Date.now() - REUSE_UPLOAD_MS;
    const listed = new Set<string>();
    let candidates: string[] = [];
    for await (const o of this.deps.storage.list(prefix)) {
      listed.add(o.key);
      if (o.size === bytes.byteLength && o.key.endsWith(`.${type.ext}`) && o.modifiedAt.getTime() >= since) {
        candidates.push(o.key);
      }
    }
    // A HEIC/HEIF original's JPEG display copy is not an upload of its own.
    const stem = (key: string) => key.slice(0, key.lastIndexOf('.'));
    candidates = candidates.filter(
      (key) => !key.endsWith('.jpg') || !(listed.has(`${stem(key)}.heic`) || listed.has(`${stem(key)}.heif`)),
    );
    if (candidates.length === 0) return null;
    const inReports = await this.repo.photoKeysInReports(candidates);
    for (const storageKey of candidates) {
      if (inReports.has(storageKey)) continue;
      const object = await this.deps.storage.get(storageKey);
      if (object?.body.equals(bytes)) return { storageKey, size: bytes.byteLength, mimeType: type.mimeType };
    }
    return null;
  }

  /**
   * The daily clean-up: deletes every odometer photo (and HEIC display copy) older than
   * ABANDONED_PHOTO_MS that no report names, i.e. uploads whose report was never sent or failed. Photos
   * of reports, whatever their audit status, are kept. Returns how many photos it looked at and deleted.
   */
  async deleteAbandonedPhotos(now: Date = new Date()): Promise<{ checked: number; deleted: number }> {
    const before = now.getTime() - ABANDONED_PHOTO_MS;
    const old: string[] = [];
    let checked = 0;
    for await (const o of this.deps.storage.list('participant/')) {
      if (!PHOTO_KEY.test(o.key)) continue;
      checked++;
      if (o.modifiedAt.getTime() <= before) old.push(o.key);
    }
    let deleted = 0;
    for (let i = 0; i < old.length; i += CLEANUP_BATCH) {
      const batch = old.slice(i, i + CLEANUP_BATCH);
      // A JPEG display copy belongs to the HEIC/HEIF original of the same name (displayKeyOf).
      const originals = batch.flatMap((key) =>
        key.endsWith('.jpg') ? [key.replace(/\.jpg$/, '.heic'), key.replace(/\.jpg$/, '.heif')] : [],
      );
      const inReports = await this.repo.photoKeysInReports([...batch, ...originals]);
      for (const key of batch) {
        const kept =
          inReports.has(key) ||
          (key.endsWith('.jpg') &&
            (inReports.has(key.replace(/\.jpg$/, '.heic')) || inReports.has(key.replace(/\.jpg$/, '.heif'))));
        if (!kept && (await this.deps.storage.delete(key))) deleted++;
      }
    }
    return { checked, deleted };
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
      const fingerprint = await this.photoFingerprint(photos);
      return this.repo.insert(tx, {
        ...fingerprint,
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
   * follows, and a corrected reading is notified (mileageReportApproveWithUpdate). Reject, with an
   * optional reason: nothing is charged and the participant is told (mileageReportReject, with the reason
   * when there is one). A decided report
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
        const rejected = await this.decide(tx, report.id, {
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
      const approved = await this.decide(tx, report.id, {
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

  /**
   * The decision, written only while the report is still pending (`where audit_status = 'pending'`):
   * with the row lock above a second decision already sees the first; this keeps it so should the
   * lock ever go. Anything else: 'This mileage report has already been audited.' and nothing is kept.
   */
  private async decide(
    tx: Transaction,
    id: string,
    values: Parameters<MileageReportsRepository['decidePending']>[2],
  ): Promise<MileageReportRow> {
    const decided = await this.repo.decidePending(tx, id, values);
    if (!decided) throw new AppError('CONFLICT', 'mileageReportAlreadyAudited');
    return decided;
  }

  // Tamper signals ---------------------------------------------------------------------------------

  /** SHA-256 and EXIF capture date of a report's first stored photo (nulls when it cannot be read). */
  private async photoFingerprint(photos: readonly MileageReportPhoto[]): Promise<PhotoFingerprint> {
    const first = photos[0];
    if (!first) return { photoSha256: null, photoTakenAt: null };
    const object = await this.deps.storage.get(first.storageKey);
    if (!object) return { photoSha256: null, photoTakenAt: null };
    return {
      photoSha256: createHash('sha256').update(object.body).digest('hex'),
      photoTakenAt: await photoCaptureDate(object.body, first.mimeType),
    };
  }

  /**
   * Staff: what the audit screen shows beside the photo, each check saying what it compared. The
   * previous approved reading (the one approving charges from) and the distance it implies; the
   * photo's EXIF capture date against the report date; the same stored photo file attached to another
   * report; identical photo bytes (SHA-256) sent in another report; a reading below the previous
   * approved one or more than MAX_PLAUSIBLE_KM_PER_DAY km a day above it. Null for anyone not staff.
   */
  async auditSignals(actor: Actor | null, report: MileageReportRow): Promise<MileageReportAuditSignals | null> {
    if (!actor || !isAdmin(actor.groups)) return null;
    const previous = await this.repo.highestApproved(this.repo.db, report.vehicleId, report.id);
    const signals: MileageReportAuditSignal[] = [];

    // 1. Capture date (EXIF) against the report date.
    if (report.photoTakenAt) {
      const days = (report.tsReportDate.getTime() - report.photoTakenAt.getTime()) / DAY_MS;
      signals.push({
        check: 'captureDate',
        status:
          days > PHOTO_CAPTURE_MAX_DAYS_BEFORE_REPORT || days < -PHOTO_CAPTURE_MAX_DAYS_BEFORE_REPORT
            ? 'warning'
            : 'ok',
        photoTakenAt: report.photoTakenAt,
        days: Math.round(days * 10) / 10,
      });
    } else {
      signals.push({ check: 'captureDate', status: 'unknown' });
    }

    // 2. The same stored file attached to another report.
    const sameFile = await this.repo.findByPhotoStorageKeys(
      report.photos.map((p) => p.storageKey),
      report.id,
    );
    signals.push({
      check: 'samePhotoFile',
      status: sameFile.length ? 'warning' : 'ok',
      matches: sameFile.map(matchOf),
    });

    // 3. Identical bytes sent again (a fresh upload of the same picture).
    if (report.photoSha256) {
      const sameBytes = await this.repo.findByPhotoSha256(report.photoSha256, report.id);
      signals.push({
        check: 'identicalBytes',
        status: sameBytes.length ? 'warning' : 'ok',
        matches: sameBytes.map(matchOf),
      });
    } else {
      signals.push({ check: 'identicalBytes', status: 'unknown' });
    }

    // 4. The reading against the previous approved one.
    if (previous) {
      const distance = report.odoMileage - previous.odoMileage;
      const days = Math.max((report.tsReportDate.getTime() - previous.tsReportDate.getTime()) / DAY_MS, 1);
      const kmPerDay = distance / days;
      signals.push({
        check: 'reading',
        status: distance < 0 || kmPerDay > MAX_PLAUSIBLE_KM_PER_DAY ? 'warning' : 'ok',
        distanceKm: distance,
        days: Math.round(days * 10) / 10,
        kmPerDay: Math.round(kmPerDay * 10) / 10,
      });
    } else {
      signals.push({ check: 'reading', status: 'unknown' });
    }

    return {
      previousApprovedReading: previous?.odoMileage ?? null,
      previousApprovedDate: previous?.tsReportDate ?? null,
      impliedDistance: previous ? report.odoMileage - previous.odoMileage : null,
      signals,
    };
  }
}
