import type { MessageKey, OdometerInputUnit } from '@rc/domain';
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { MileageReportsCreateDocument } from '../../gql/graphql';
import { isApiError } from '../../lib/errors';
import { execute } from '../../lib/graphql';
import { uploadOdometerPhoto } from '../../lib/storedFiles';
import { setQueuedReportsFlag } from './queueFlag';

/**
 * Mileage reports made without a connection (a phone in a garage or at a petrol station): kept in the
 * browser's IndexedDB, photograph included, and sent when the network returns. One store per browser;
 * each report names its participant, so a shared phone sends each one only for its own account.
 */

/** A photograph the report will upload when it is sent, or one already stored by the server. */
export type QueuedPhoto =
  | { kind: 'local'; file: Blob; name: string; mimeType: string }
  | { kind: 'stored'; storageKey: string; size: number; mimeType: string };

export interface QueuedReport {
  id: string;
  username: string;
  vehicleId: string;
  /** The reading in km, as it will be sent. */
  odoMileage: number;
  /** The unit it was typed in, to show it back. */
  unit: OdometerInputUnit;
  /** When the reading was taken (the report's date). */
  tsReportDate: string;
  photo: QueuedPhoto;
  /** Why the server refused it when it was sent, or null while it waits. */
  refusal: MessageKey | null;
}

/** Names of photographs kept on the device until the report is sent (never a server storage key). */
export const LOCAL_PHOTO_PREFIX = 'local-photo:';

let store: UseStore | null = null;
const queueStore = () => {
  store ??= createStore('road-charge-offline', 'mileage-reports');
  return store;
};

/** Tells the pages showing the queue that it changed (in this tab). */
const changes = new EventTarget();
export function onQueueChange(listener: () => void): () => void {
  changes.addEventListener('change', listener);
  return () => changes.removeEventListener('change', listener);
}
const changed = () => {
  changes.dispatchEvent(new Event('change'));
  void entries(queueStore()).then((all) => setQueuedReportsFlag(all.length > 0));
};

export async function queueReport(report: QueuedReport): Promise<void> {
  await set(report.id, report, queueStore());
  changed();
}

export async function queuedReports(username: string): Promise<QueuedReport[]> {
  const all = await entries<string, QueuedReport>(queueStore());
  return all
    .map(([, report]) => report)
    .filter((report) => report.username === username)
    .sort((a, b) => a.tsReportDate.localeCompare(b.tsReportDate));
}

export async function discardQueued(id: string): Promise<void> {
  await del(id, queueStore());
  changed();
}

/** A failure that says nothing about the report: no network, or the server away for a moment. */
export function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.code === 'NETWORK_ERROR' || (error.status !== undefined && error.status >= 500);
}

export interface SendResult {
  sent: number;
  refused: number;
}

/** The participant's waiting reports, oldest first, each sent once; stops at the first transient failure. */
async function sendAll(username: string): Promise<SendResult> {
  const result: SendResult = { sent: 0, refused: 0 };
  for (const report of await queuedReports(username)) {
    if (report.refusal) continue;
    try {
      const photo =
        report.photo.kind === 'stored'
          ? report.photo
          : await uploadOdometerPhoto(
              new File([report.photo.file], report.photo.name, { type: report.photo.mimeType }),
            );
      // Once uploaded, a retry after a failure below does not upload the photograph again.
      if (report.photo.kind === 'local') {
        report.photo = { kind: 'stored', storageKey: photo.storageKey, size: photo.size, mimeType: photo.mimeType };
        await set(report.id, report, queueStore());
      }
      await execute(MileageReportsCreateDocument, {
        input: {
          username,
          vehicleId: report.vehicleId,
          odoMileage: report.odoMileage,
          tsReportDate: report.tsReportDate,
          photos: [{ storageKey: photo.storageKey, size: photo.size, mimeType: photo.mimeType }],
        },
      });
      await del(report.id, queueStore());
      result.sent += 1;
    } catch (caught) {
      if (isTransient(caught)) break;
      const refusal: MessageKey = (isApiError(caught) && caught.messageKey) || 'unexpectedError';
      await set(report.id, { ...report, refusal }, queueStore());
      result.refused += 1;
    }
  }
  if (result.sent + result.refused > 0) changed();
  return result;
}

let sending: Promise<SendResult> | null = null;

/**
 * Sends the waiting reports. One send at a time in this tab, and across the participant's tabs by a
 * Web Lock where the browser has them, so two tabs coming back online do not send a report twice.
 */
export function sendQueuedReports(username: string): Promise<SendResult> {
  sending ??= (async () => {
    try {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      return locks
        ? await locks.request(`road-charge-mileage-reports:${username}`, () => sendAll(username))
        : await sendAll(username);
    } finally {
      sending = null;
    }
  })();
  return sending;
}
