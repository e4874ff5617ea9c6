import { REPORTING_OPTIONS, type ReportingOption } from '@rc/domain';
import { strToU8, type Zippable, zipSync } from 'fflate';
import { type Executor, withActor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import type { DataExportStatus } from '../../db/schema/data-exports.js';
import { AppError } from '../../errors.js';
import {
  contentTypeOfKey,
  isValidStorageKey,
  ownerOfKey,
  participantPrefix,
  type StorageLinks,
  type StorageProvider,
} from '../../integrations/storage/index.js';
import type { JobQueue } from '../../jobs/jobs.js';
import type { AuditService } from '../audit/audit.service.js';
import type { ConfigurationService } from '../configuration/configuration.service.js';
import { type Actor, requireSelfOrAdmin } from '../identity/actor.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { ParticipantsService } from '../participants/participants.service.js';
import { csvText } from '../reports/reports.service.js';
import { statementKey } from '../statements/statements.service.js';
import type { ExportRow, ParticipantData, ParticipantDataCounts, PrivacyReadModel } from './privacy.read-model.js';
import type { DataExportRow, PrivacyRepository } from './privacy.repository.js';

/** The job that builds an export (privacy.jobs.ts) and the daily one that deletes ended exports. */
export const DATA_EXPORT_JOB = 'privacy.export';
export const DATA_EXPORT_CLEANUP_JOB = 'privacy.export-cleanup';
/** An export's link works, and its file is kept, for 7 days after it is ready. */
export const DATA_EXPORT_TTL_DAYS = 7;
/** Other personal data is destroyed this many days after the pilot ends (the participant FAQ). */
export const PILOT_END_RETENTION_DAYS = 30;

const DAY_MS = 86_400_000;

export interface DataExportView {
  id: string;
  username: string;
  status: DataExportStatus;
  statusMessage: string | null;
  stepsDone: number;
  stepsTotal: number;
  sizeBytes: number | null;
  requestedBy: string;
  /** Requested by someone else than the participant (staff). */
  requestedByStaff: boolean;
  createdAt: Date;
  finishedAt: Date | null;
  expiresAt: Date | null;
  /** A signed link for the viewer while the export is ready (ends with the export). */
  downloadUrl: string | null;
}

export interface PrivacyCentreView {
  username: string;
  reportingOption: ReportingOption | null;
  counts: ParticipantDataCounts;
  /** Days after a trip is paid (or its dispute closed) that its location data is destroyed. */
  locationRetentionDays: number;
  /** Days after an account is closed that its personal data is erased (decision 020). */
  accountErasureDays: number;
  /** YYYY-MM-DD: the pilot's last day (configuration), from which the other retention periods count. */
  pilotEndDate: string;
  pilotEndRetentionDays: number;
  exportRetentionDays: number;
  latestExport: DataExportView | null;
}

export interface PrivacyDeps {
  db: Database;
  jobs: JobQueue;
  storage: StorageProvider;
  links: StorageLinks;
  audit: AuditService;
  configuration: ConfigurationService;
  participants: ParticipantsService;
  notifications: NotificationsService;
  /** The portal's address: e-mailed links are absolute. */
  portalUrl: string;
}

/** A file name inside the ZIP made of safe characters. */
function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, '_').slice(-120) || 'file';
}

function json(value: unknown): Uint8Array {
  return strToU8(`${JSON.stringify(value, null, 2)}\n`);
}

/** A CSV of rows (the union of their keys as the header; objects as JSON, dates as ISO text). */
function csv(rows: ExportRow[]): Uint8Array {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cell = (v: unknown) =>
    v === null || v === undefined ? '' : v instanceof Date || typeof v !== 'object' ? v : JSON.stringify(v);
  return strToU8(`\uFEFF${csvText([columns, ...rows.map((r) => columns.map((c) => cell(r[c])))])}`);
}

/**
 * The privacy centre and the own-data export (decision 016). A participant sees what is held about
 * them and asks for a copy; staff ask for one for a participant. A job builds a ZIP of everything
 * held about that one participant (read by username only), stores it in their folder, e-mails a link
 * that works for 7 days, and a daily job deletes it after. Request, delivery and deletion are audited.
 */
export class PrivacyService {
  constructor(
    private readonly readModel: PrivacyReadModel,
    readonly repo: PrivacyRepository,
    private readonly deps: PrivacyDeps,
  ) {}

  /** Account erasure (decision 020), in the caller's transaction. */
  erasePersonalData(tx: Executor, username: string): Promise<number> {
    return this.repo.erasePersonalData(tx, username);
  }

  private async requireParticipant(username: string) {
    const [participant] = await this.deps.participants.findByUsernames([username]);
    if (!participant) throw new AppError('NOT_FOUND', 'participantNotFound');
    return participant;
  }

  private view(row: DataExportRow, viewer: Actor | null, now = new Date()): DataExportView {
    let downloadUrl: string | null = null;
    if (viewer && row.status === 'ready' && row.storageKey && row.expiresAt && row.expiresAt > now) {
      const ttlSeconds = Math.floor((row.expiresAt.getTime() - now.getTime()) / 1000);
      if (ttlSeconds > 0) {
        downloadUrl = this.deps.links.url(viewer.username, row.storageKey, {
          ttlSeconds,
          now,
          downloadName: this.filename(row),
        }).url;
      }
    }
    return {
      id: row.id,
      username: row.username,
      status: row.status as DataExportStatus,
      statusMessage: row.statusMessage,
      stepsDone: row.stepsDone,
      stepsTotal: row.stepsTotal,
      sizeBytes: row.sizeBytes,
      requestedBy: row.requestedBy,
      requestedByStaff: row.requestedBy !== row.username,
      createdAt: row.createdAt,
      finishedAt: row.finishedAt,
      expiresAt: row.expiresAt,
      downloadUrl,
    };
  }

  private filename(row: DataExportRow): string {
    return `my-road-charge-data-${row.createdAt.toISOString().slice(0, 10)}.zip`;
  }

  /**
   * Asks for an export of everything held about `username`: the participant for themselves, staff for
   * anyone. A request while one is queued or running returns that one.
   */
  async requestDataExport(actor: Actor | null, username: string): Promise<DataExportView> {
    const caller = requireSelfOrAdmin(actor, username);
    await this.requireParticipant(username);
    const pending = await this.repo.inProgress(username);
    if (pending) return this.view(pending, caller);
    const row = await withActor(this.deps.db, caller.username, async (tx) => {
      const created = await this.repo.create(tx, { username, requestedBy: caller.username });
      await this.deps.audit.record(tx, {
        key: `data_exports#${created.id}`,
        eventName: 'INSERT',
        diff: [
          { key: 'status', old: null, new: 'queued' },
          { key: 'requestedBy', old: null, new: caller.username },
        ],
        note: 'Own-data export requested',
        username,
        updatedBy: caller.username,
      });
      await this.deps.jobs.sendInTransaction(
        tx,
        DATA_EXPORT_JOB,
        { exportId: created.id },
        { singletonKey: created.id },
      );
      return created;
    });
    return this.view(row, caller);
  }

  /** The participant's latest export (null when none was asked for). */
  async latestDataExport(actor: Actor | null, username: string): Promise<DataExportView | null> {
    const caller = requireSelfOrAdmin(actor, username);
    const row = await this.repo.latest(username);
    return row ? this.view(row, caller) : null;
  }

  /** What the privacy centre shows: counts by category, the reporting option, retention periods, the export. */
  async privacyCentre(actor: Actor | null, username: string): Promise<PrivacyCentreView> {
    const caller = requireSelfOrAdmin(actor, username);
    const participant = await this.requireParticipant(username);
    const option = participant.mroDevicePreference;
    const calendar = await this.deps.configuration.pilotCalendar();
    const latest = await this.repo.latest(username);
    return {
      username,
      reportingOption: REPORTING_OPTIONS.includes(option as ReportingOption) ? (option as ReportingOption) : null,
      counts: await this.readModel.counts(username),
      locationRetentionDays: await this.locationRetentionDays(),
      accountErasureDays: await this.deps.configuration.wholeNumber('ACCOUNT_ERASURE_DAYS'),
      pilotEndDate: calendar.endDate,
      pilotEndRetentionDays: PILOT_END_RETENTION_DAYS,
      exportRetentionDays: DATA_EXPORT_TTL_DAYS,
      latestExport: latest ? this.view(latest, caller) : null,
    };
  }

  /** LOCATION_RETENTION_DAYS from the configuration when it is usable, else its default (30). */
  locationRetentionDays(): Promise<number> {
    return this.deps.configuration.wholeNumber('LOCATION_RETENTION_DAYS');
  }

  /** The files of the participant's folder that their records point at (photos, PDFs, attachments). */
  private files(username: string, data: ParticipantData): { key: string; path: string }[] {
    const files: { key: string; path: string }[] = [];
    for (const report of data.mileageReports) {
      const photos = Array.isArray(report.photos) ? (report.photos as { storageKey?: unknown }[]) : [];
      photos.forEach((photo, n) => {
        const key = String(photo.storageKey ?? '');
        files.push({ key, path: `photos/${safeName(`${report.id}-${n + 1}-${key.slice(key.lastIndexOf('/') + 1)}`)}` });
      });
    }
    for (const statement of data.statements) {
      if (typeof statement.filename === 'string' && statement.filename) {
        files.push({
          key: statementKey(username, statement.filename),
          path: `statements/pdf/${safeName(statement.filename)}`,
        });
      }
    }
    for (const comment of data.inquiryMessages) {
      const attachments = Array.isArray(comment.emailAttachments)
        ? (comment.emailAttachments as { s3Key?: unknown; filename?: unknown }[])
        : [];
      for (const a of attachments) {
        const key = String(a.s3Key ?? '');
        files.push({ key, path: `messages/attachments/${safeName(`${comment.id}-${String(a.filename ?? 'file')}`)}` });
      }
    }
    // Only this participant's folder, whatever a record says: a file of anyone else is never read.
    const prefix = participantPrefix(username);
    return files.filter((f) => isValidStorageKey(f.key) && f.key.startsWith(prefix) && ownerOfKey(f.key) === username);
  }

  /**
   * The ZIP of everything held about one participant: a JSON file per entity, CSVs of trips, segments,
   * statements and transactions, the stored photos, statement PDFs and attachments, and the location
   * data still held. `onStep` reports progress. Exported for the tests.
   */
  async buildZip(
    username: string,
    now: Date,
    onStep: (done: number, total: number) => Promise<void> = async () => {},
  ): Promise<{ zip: Uint8Array; entries: string[] }> {
    const data = await this.readModel.collect(username);
    const files = this.files(username, data);
    const total = 2 + files.length;
    await onStep(1, total);
    const location = data.location;
    const locationHeld = location.tripPoints.length + location.tripRoutes.length + location.vehicleLocations.length > 0;
    const entries: Zippable = {
      'README.txt': strToU8(
        [
          'Everything the road charge pilot holds about you, exported on request.',
          'Todo lo que el programa piloto del cargo vial guarda sobre usted, exportado a pedido.',
          '',
          'account/      your account and sign-in identity',
          'vehicles/     your vehicles and vehicle-data connections (without the access tokens)',
          'devices/      your reporting devices and their events',
          'trips/        trips, segments and adjustments (JSON and CSV), without location',
          'location/     GPS points and routes, while they are still held (destroyed after the retention period)',
          'photos/       odometer photos of your mileage reports',
          'statements/   statements (JSON, CSV) and their PDFs',
          'payments/     transactions (JSON, CSV), saved cards (masked) and payment attempts',
          'messages/     your inquiries, their messages and the e-mails we sent you',
          '',
        ].join('\r\n'),
      ),
      'manifest.json': json({
        username,
        exportedAt: now.toISOString(),
        locationHeld,
        counts: {
          vehicles: data.vehicles.length,
          connections: data.connections.length,
          devices: data.devices.length,
          trips: data.trips.length,
          tripSegments: data.tripSegments.length,
          tripAdjustments: data.tripAdjustments.length,
          locationPoints: location.tripPoints.length,
          tripRoutes: location.tripRoutes.length,
          photos: files.filter((f) => f.path.startsWith('photos/')).length,
          statements: data.statements.length,
          transactions: data.transactions.length,
          paymentCards: data.paymentCards.length,
          inquiries: data.inquiries.length,
          inquiryMessages: data.inquiryMessages.length,
          emails: data.notifications.length,
        },
      }),
      'account/participant.json': json(data.account.participant),
      'account/identity.json': json(data.account.identity),
      'vehicles/vehicles.json': json(data.vehicles),
      'vehicles/connections.json': json(data.connections),
      'devices/devices.json': json(data.devices),
      'devices/events.json': json(data.mroEvents),
      'trips/trips.json': json(data.trips),
      'trips/trips.csv': csv(data.trips),
      'trips/segments.json': json(data.tripSegments),
      'trips/segments.csv': csv(data.tripSegments),
      'trips/adjustments.json': json(data.tripAdjustments),
      'photos/mileage-reports.json': json(data.mileageReports),
      'statements/statements.json': json(data.statements),
      'statements/statements.csv': csv(data.statements),
      'payments/transactions.json': json(data.transactions),
      'payments/transactions.csv': csv(data.transactions),
      'payments/cards.json': json(data.paymentCards),
      'payments/card-authorizations.json': json(data.paymentCardAuthorizations),
      'payments/attempts.json': json(data.paymentAttempts),
      'messages/inquiries.json': json(data.inquiries),
      'messages/inquiry-messages.json': json(data.inquiryMessages),
      'messages/emails.json': json(data.notifications),
    };
    if (locationHeld) {
      entries['location/trip-points.json'] = json(location.tripPoints);
      entries['location/trip-points.csv'] = csv(location.tripPoints);
      entries['location/trip-routes.json'] = json(location.tripRoutes);
      entries['location/vehicle-locations.json'] = json(location.vehicleLocations);
    }
    let done = 1;
    for (const file of files) {
      const object = await this.deps.storage.get(file.key);
      // A missing file (deleted, or never written) is listed instead of failing the whole export.
      entries[file.path] = object
        ? [
            new Uint8Array(object.body),
            { level: /^image\/(jpeg|png|webp|heic|heif)$/.test(contentTypeOfKey(file.key)) ? 0 : 6 },
          ]
        : strToU8('This file is no longer held.\r\n');
      done += 1;
      await onStep(done, total);
    }
    const zip = zipSync(entries, { level: 6, mtime: now });
    return { zip, entries: Object.keys(entries) };
  }

  /** The job: builds the export, stores it in the participant's folder and e-mails the signed link. */
  async buildExport(exportId: string, now: Date = new Date()): Promise<void> {
    const row = await this.repo.get(exportId);
    if (!row || row.status === 'ready' || row.status === 'deleted') return;
    const participant = await this.requireParticipant(row.username);
    await this.repo.start(exportId);
    const { zip } = await this.buildZip(row.username, now, (done, total) => this.repo.progress(exportId, done, total));
    const key = `${participantPrefix(row.username)}exports/${exportId}.zip`;
    await this.deps.storage.put(key, zip, 'application/zip');
    const expiresAt = new Date(now.getTime() + DATA_EXPORT_TTL_DAYS * DAY_MS);
    // The e-mailed link is issued to the participant: it opens only in their signed-in session.
    const link = this.deps.links.url(row.username, key, {
      ttlSeconds: DATA_EXPORT_TTL_DAYS * 86_400,
      now,
      downloadName: this.filename(row),
    });
    await withActor(this.deps.db, 'system', async (tx) => {
      await this.repo.complete(
        exportId,
        { storageKey: key, sizeBytes: zip.byteLength, expiresAt, finishedAt: now },
        tx,
      );
      await this.deps.audit.record(tx, {
        key: `data_exports#${exportId}`,
        eventName: 'MODIFY',
        diff: [
          { key: 'status', old: row.status, new: 'ready' },
          { key: 'expiresAt', old: null, new: expiresAt.toISOString() },
        ],
        note: 'Own-data export ready and e-mailed',
        username: row.username,
        updatedBy: 'system',
      });
      await this.deps.notifications.queueTemplate(tx, participant, 'dataExportReady', {
        link: `${this.deps.portalUrl.replace(/\/+$/, '')}${link.url}`,
        expiresDate: expiresAt.toISOString(),
      });
    });
  }

  /** The daily cleanup: deletes the files of exports whose 7 days have ended at `now`. */
  async deleteExpiredExports(now: Date = new Date()): Promise<number> {
    const expired = await this.repo.expired(now);
    for (const row of expired) {
      if (row.storageKey) await this.deps.storage.delete(row.storageKey);
      await withActor(this.deps.db, 'system', async (tx) => {
        await this.repo.markDeleted(row.id, now, tx);
        await this.deps.audit.record(tx, {
          key: `data_exports#${row.id}`,
          eventName: 'REMOVE',
          diff: [{ key: 'status', old: 'ready', new: 'deleted' }],
          note: `Own-data export deleted after ${DATA_EXPORT_TTL_DAYS} days`,
          username: row.username,
          updatedBy: 'system',
        });
      });
    }
    return expired.length;
  }
}
