import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../../test/s3-server.js';
import { mileageReports, vehicles } from '../../../db/schema/index.js';
import type { StorageProvider } from '../../../integrations/storage/index.js';
import { jobDefinitions } from '../../../jobs/registry.js';
import { errorOf, startTripsWorld, stopTripsWorld, type TripsWorld } from '../../trips/__tests__/helpers.js';
import { ABANDONED_PHOTOS_JOB } from '../mileage-reports.jobs.js';
import { ABANDONED_PHOTO_MS } from '../mileage-reports.service.js';

/**
 * The life of odometer photos, on S3 storage (a real S3-protocol server) with presigned downloads:
 * uploads whose report was never sent or failed are deleted a day later, photos of reports stay, and
 * the same picture sent twice before its report is stored once.
 */
let s3: TestS3Server;
let w: TripsWorld;
let storage: StorageProvider;
let carId = '';
const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));

interface Photo {
  storageKey: string;
  size: number;
  mimeType: string;
  url: string;
}

async function upload(bytes: Buffer, name: string): Promise<Photo> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await w.manual.fetch('/api/mileage-reports/photos', { method: 'POST', body: form });
  expect(res.status).toBe(201);
  return res.json();
}

const CREATE = `mutation($input: CreateMileageReportInput!) { createMileageReport(input: $input) { id } }`;
let reading = 10_100;
/** A report of today with the photo; `odoMileage` below the last one makes it fail. */
function report(photo: Photo, lowerReading?: number) {
  const { storageKey, size, mimeType } = photo;
  if (lowerReading === undefined) reading += 100;
  const odoMileage = lowerReading ?? reading;
  return w.manual.graphql(CREATE, {
    input: {
      username: w.manualId,
      vehicleId: carId,
      odoMileage,
      tsReportDate: new Date().toISOString(),
      photos: [{ storageKey, size, mimeType }],
    },
  });
}

/** Every stored odometer photo of the manual participant. */
async function storedPhotos(): Promise<string[]> {
  const keys: string[] = [];
  for await (const o of storage.list(`participant/${w.manualId}/mileage-reports/`)) keys.push(o.key);
  return keys.sort();
}

const jpeg = (shade: number) =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: { r: shade, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  s3 = await startS3Server();
  w = await startTripsWorld({ ...s3.env, S3_PRESIGNED_DOWNLOADS: 'true' });
  storage = w.server.services.storage;
  const [car] = await w.handle.db
    .insert(vehicles)
    .values({
      username: w.manualId,
      make: 'Honda',
      model: 'Civic',
      year: 2019,
      type: 'gas',
      mroType: 'manual',
      beginningOdometerReading: 10_000,
      currentOdometerReading: 10_000,
    })
    .returning();
  carId = car?.id ?? '';
});
afterAll(async () => {
  await stopTripsWorld(w);
  await s3?.close();
});

describe('odometer photos on S3 storage', () => {
  it('are stored in the bucket and served through a checked link that redirects to an expiring presigned URL', async () => {
    expect(storage.name).toBe('s3');
    const png = await fixture('odometer.png');
    const photo = await upload(png, 'odo.png');
    expect((await storage.get(photo.storageKey))?.body.equals(png)).toBe(true);

    const res = await w.manual.fetch(photo.url);
    expect(res.status).toBe(200);
    expect(res.redirected).toBe(true);
    const presigned = new URL(res.url);
    expect(presigned.origin).toBe(s3.endpoint);
    expect(Number(presigned.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(60);
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    // The pages may show images from the bucket.
    const page = await fetch(new URL('/', w.server.url));
    expect(page.headers.get('content-security-policy')).toMatch(new RegExp(`img-src [^;]*${s3.endpoint}`));
    // Someone else's session gets no redirect at all.
    expect((await w.driver.fetch(photo.url)).status).toBe(403);
  });

  it('keeps one copy of the same picture sent twice before its report, and a new one once a report has it', async () => {
    const before = await storedPhotos();
    const bytes = await jpeg(10);
    const first = await upload(bytes, 'IMG_1.jpg');
    const again = await upload(bytes, 'IMG_1 (1).jpg');
    expect(again.storageKey).toBe(first.storageKey);
    const heic = await fixture('odometer.heic');
    const firstHeic = await upload(heic, 'IMG_2.HEIC');
    expect((await upload(heic, 'IMG_2.HEIC')).storageKey).toBe(firstHeic.storageKey);
    // The JPEG, the HEIC original and its display copy: three files, not six.
    expect((await storedPhotos()).length).toBe(before.length + 3);

    expect((await report(first)).errors).toBeUndefined();
    const afterReport = await upload(bytes, 'IMG_1.jpg');
    expect(afterReport.storageKey).not.toBe(first.storageKey);
    expect((await storedPhotos()).length).toBe(before.length + 4);
  });

  it('deletes a day later the uploads no report took (never sent, or the report failed), and nothing else', async () => {
    const sent = await upload(await jpeg(20), 'sent.jpg');
    expect((await report(sent)).errors).toBeUndefined();
    const sentHeic = await upload(await fixture('odometer.heic'), 'sent.heic');
    // The HEIC fixture may already wait unsent from the case above: a report takes it here either way.
    expect((await report(sentHeic)).errors).toBeUndefined();
    const failed = await upload(await jpeg(30), 'failed.jpg');
    expect(errorOf(await report(failed, 10_050)).code).toBe('BAD_USER_INPUT');
    const neverSent = await upload(await jpeg(40), 'never.jpg');
    const statement = `participant/${w.manualId}/statements/2025-03.pdf`;
    await storage.put(statement, Buffer.from('%PDF'), 'application/pdf');

    const all = await storedPhotos();
    const rows = await w.handle.db.select().from(mileageReports).where(eq(mileageReports.username, w.manualId));
    const inReports = new Set(rows.flatMap((r) => r.photos.map((p) => p.storageKey)));
    expect(inReports.has(failed.storageKey)).toBe(false);
    expect(inReports.has(neverSent.storageKey)).toBe(false);

    const cleanup = w.server.services.mileageReports;
    // Less than a day after the uploads nothing goes.
    expect(await cleanup.deleteAbandonedPhotos(new Date(Date.now() + ABANDONED_PHOTO_MS - 60_000))).toEqual({
      checked: all.length,
      deleted: 0,
    });
    expect(await storedPhotos()).toEqual(all);

    const dayLater = new Date(Date.now() + ABANDONED_PHOTO_MS + 60_000);
    const outcome = await cleanup.deleteAbandonedPhotos(dayLater);
    const left = await storedPhotos();
    const heicDisplay = (key: string) => key.replace(/\.heic$/, '.jpg');
    // Exactly the files of reports stay: every original and the HEIC originals' display copies.
    const expected = all.filter(
      (key) => inReports.has(key) || [...inReports].some((k) => k.endsWith('.heic') && heicDisplay(k) === key),
    );
    expect(left).toEqual(expected);
    // The four unsent uploads of these cases: the first PNG, the JPEG sent after its report, failed, never sent.
    expect(outcome).toEqual({ checked: all.length, deleted: 4 });
    expect(left.length).toBe(all.length - 4);
    expect(left).toContain(sent.storageKey);
    expect(left).toContain(sentHeic.storageKey);
    expect(left).toContain(heicDisplay(sentHeic.storageKey));
    expect(left).not.toContain(failed.storageKey);
    expect(left).not.toContain(neverSent.storageKey);
    expect(await storage.exists(statement)).toBe(true);
    // A deleted photo's link answers 404; a report's photo is still served.
    expect((await w.manual.fetch(neverSent.url)).status).toBe(404);
    expect((await w.manual.fetch(sent.url)).status).toBe(200);

    // Run again: nothing more to delete.
    expect(await cleanup.deleteAbandonedPhotos(dayLater)).toEqual({ checked: left.length, deleted: 0 });
  });

  it('runs as a daily scheduled job', () => {
    const job = jobDefinitions({ services: w.server.services, logger: pino({ level: 'silent' }) }).find(
      (d) => d.name === ABANDONED_PHOTOS_JOB,
    );
    expect(job?.schedule?.cron).toBe('20 3 * * *');
  });
});
