import { messages } from '@rc/domain';
import { and, eq, gt } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../../../test/harness.js';
import { mileageReports, notifications, trips, vehicles } from '../../../db/schema/index.js';
import { errorOf, startTripsWorld, stopTripsWorld, type TripsWorld } from '../../trips/__tests__/helpers.js';
import { exifCaptureDate, jpegCaptureDate, parseExifDate } from '../exif.js';
import { MileageReportsRepository } from '../mileage-reports.repository.js';

const DAY = 24 * 60 * 60 * 1000;
const exifText = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, ':');

/** A small JPEG whose EXIF says it was taken at `takenAt` (DateTimeOriginal), or with no EXIF. */
function jpeg(shade: number, takenAt?: Date): Promise<Buffer> {
  const image = sharp({
    create: { width: 32, height: 24, channels: 3, background: { r: shade, g: 90, b: 40 } },
  }).jpeg();
  return (takenAt ? image.withExif({ IFD2: { DateTimeOriginal: exifText(takenAt) } }) : image).toBuffer();
}

describe('EXIF capture date (no library)', () => {
  it('reads DateTimeOriginal from a JPEG, DateTime as a fallback, and null without EXIF', async () => {
    const taken = new Date('2026-11-19T08:30:15Z');
    expect(jpegCaptureDate(await jpeg(10, taken))).toEqual(taken);
    const onlyDateTime = await sharp(await jpeg(11))
      .withExif({ IFD0: { DateTime: '2026:10:01 12:00:00' } })
      .toBuffer();
    expect(jpegCaptureDate(onlyDateTime)).toEqual(new Date('2026-10-01T12:00:00Z'));
    expect(jpegCaptureDate(await jpeg(12))).toBeNull();
  });

  it('reads the EXIF block sharp gives for a PNG, and refuses malformed blocks and dates', async () => {
    const png = await sharp(await jpeg(13))
      .png()
      .withExif({ IFD0: { DateTime: '2026:11:18 07:00:00' } })
      .toBuffer();
    const { exif } = await sharp(png).metadata();
    expect(exif && exifCaptureDate(exif)).toEqual(new Date('2026-11-18T07:00:00Z'));
    expect(exifCaptureDate(Buffer.from('Exif\0\0II*\0\xff\xff\xff\x7f', 'latin1'))).toBeNull();
    expect(jpegCaptureDate(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 0x45]))).toBeNull();
    expect(parseExifDate('2026:02:30 10:00:00')).toBeNull();
    expect(parseExifDate('0000:00:00 00:00:00')).toBeNull();
  });
});

let w: TripsWorld;
let carId = '';
let testsStart = new Date();

async function upload(client: Client, bytes: Buffer): Promise<{ storageKey: string; size: number; mimeType: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'odometer.jpg');
  const query = client === w.admin ? `?username=${encodeURIComponent(w.manualId)}` : '';
  const res = await client.fetch(`/api/mileage-reports/photos${query}`, { method: 'POST', body: form });
  expect(res.status).toBe(201);
  const { storageKey, size, mimeType } = await res.json();
  return { storageKey, size, mimeType };
}

const CREATE = `mutation($input: CreateMileageReportInput!) { createMileageReport(input: $input) { id } }`;
const UPDATE = `mutation($input: UpdateMileageReportInput!) { updateMileageReport(input: $input) { id auditStatus odoMileage } }`;
const SIGNALS = `query($u: ID!, $v: ID) { listMileageReports(username: $u, filter: { vehicleId: $v }, limit: 50) { items { id
  auditSignals { previousApprovedReading impliedDistance previousApprovedDate
    signals { check status photoTakenAt days distanceKm kmPerDay matches { id username auditStatus } } } } } }`;

async function create(
  client: Client,
  odoMileage: number,
  photo: { storageKey: string; size: number; mimeType: string },
  tsReportDate = new Date(),
): Promise<string> {
  const res = await client.graphql(CREATE, {
    input: {
      username: w.manualId,
      vehicleId: carId,
      odoMileage,
      tsReportDate: tsReportDate.toISOString(),
      photos: [photo],
    },
  });
  expect(res.errors).toBeUndefined();
  return res.data.createMileageReport.id;
}

interface Signal {
  check: string;
  status: string;
  photoTakenAt: string | null;
  days: number | null;
  distanceKm: number | null;
  kmPerDay: number | null;
  matches: { id: string; username: string; auditStatus: string }[];
}
interface Signals {
  previousApprovedReading: number | null;
  impliedDistance: number | null;
  signals: Signal[];
}

async function signalsOf(client: Client, id: string): Promise<Signals | null> {
  const res = await client.graphql(SIGNALS, { u: w.manualId, v: carId });
  expect(res.errors).toBeUndefined();
  const item = res.data.listMileageReports.items.find((r: { id: string }) => r.id === id);
  return item.auditSignals;
}
const signal = (s: Signals | null, check: string) => s?.signals.find((x) => x.check === check);

beforeAll(async () => {
  w = await startTripsWorld();
  testsStart = new Date();
  const [car] = await w.handle.db
    .insert(vehicles)
    .values({
      username: w.manualId,
      make: 'Mazda',
      model: '3',
      year: 2021,
      type: 'gas',
      mroType: 'manual',
      beginningOdometerReading: 20_000,
      currentOdometerReading: 20_000,
      epaVehicleCombinedKpl: 14,
    })
    .returning();
  carId = car?.id ?? '';
});

afterAll(() => stopTripsWorld(w));

describe('mileage audit tamper signals (MileageReport.auditSignals)', () => {
  const ids: Record<string, string> = {};

  it('stores the photo SHA-256 and EXIF capture date at creation; an old photo is flagged, with what was compared', async () => {
    const tenDaysAgo = new Date(Date.now() - 10 * DAY);
    tenDaysAgo.setUTCMilliseconds(0);
    const bytes = await jpeg(200, tenDaysAgo);
    const first = await upload(w.manual, bytes);
    ids.first = await create(w.manual, 20_100, first);
    const [row] = await w.handle.db.select().from(mileageReports).where(eq(mileageReports.id, ids.first));
    expect(row?.photoSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.photoTakenAt).toEqual(tenDaysAgo);

    const s = await signalsOf(w.admin, ids.first);
    expect(signal(s, 'captureDate')).toMatchObject({ status: 'warning', photoTakenAt: tenDaysAgo.toISOString() });
    expect(signal(s, 'captureDate')?.days).toBeGreaterThanOrEqual(10);
    expect(signal(s, 'identicalBytes')).toMatchObject({ status: 'ok', matches: [] });
    expect(signal(s, 'samePhotoFile')).toMatchObject({ status: 'ok', matches: [] });
    // No approved reading yet: nothing to compare the reading with.
    expect(signal(s, 'reading')).toMatchObject({ status: 'unknown' });
    expect(s).toMatchObject({ previousApprovedReading: null, impliedDistance: null });

    // The same picture uploaded again is a new file with identical bytes.
    const again = await upload(w.manual, bytes);
    expect(again.storageKey).not.toBe(first.storageKey);
    ids.sameBytes = await create(w.admin, 20_150, again);
    // The first upload's file attached to a second report.
    ids.sameFile = await create(w.admin, 20_160, first);
    ids.photoKey = first.storageKey;
  });

  it('flags identical bytes and the same stored file, naming the other reports', async () => {
    const bytes = await signalsOf(w.admin, ids.sameBytes ?? '');
    expect(signal(bytes, 'identicalBytes')?.status).toBe('warning');
    expect(signal(bytes, 'identicalBytes')?.matches.map((m) => m.id)).toEqual([ids.first, ids.sameFile]);
    expect(signal(bytes, 'samePhotoFile')).toMatchObject({ status: 'ok', matches: [] });

    const file = await signalsOf(w.admin, ids.sameFile ?? '');
    expect(signal(file, 'samePhotoFile')).toMatchObject({
      status: 'warning',
      matches: [{ id: ids.first, username: w.manualId, auditStatus: 'pending' }],
    });

    // A fresh photo with no EXIF: nothing repeated, capture date unknown.
    ids.fresh = await create(w.manual, 20_170, await upload(w.manual, await jpeg(30)));
    const fresh = await signalsOf(w.admin, ids.fresh);
    expect(signal(fresh, 'identicalBytes')?.status).toBe('ok');
    expect(signal(fresh, 'samePhotoFile')?.status).toBe('ok');
    expect(signal(fresh, 'captureDate')).toMatchObject({ status: 'unknown', photoTakenAt: null });
  });

  it('are for staff only', async () => {
    expect(await signalsOf(w.manual, ids.first ?? '')).toBeNull();
  });

  it('compare the reading with the previous approved one: distance, km a day, lower or implausible', async () => {
    // Approve the first (starting from the beginning odometer), reject the repeated photos.
    for (const [id, input] of [
      [ids.first, { auditStatus: 'approved', odoMileage: 20_100 }],
      [ids.sameBytes, { auditStatus: 'rejected', reason: 'Same photo as an earlier report.' }],
      [ids.sameFile, { auditStatus: 'rejected', reason: 'Same photo as an earlier report.' }],
    ] as const) {
      const res = await w.admin.graphql(UPDATE, { input: { id, ...input } });
      expect(res.errors).toBeUndefined();
    }
    const fresh = await signalsOf(w.admin, ids.fresh ?? '');
    expect(fresh).toMatchObject({ previousApprovedReading: 20_100, impliedDistance: 70 });
    expect(signal(fresh, 'reading')).toMatchObject({ status: 'ok', distanceKm: 70, days: 1, kmPerDay: 70 });

    // Thousands of km in a day: implausible (over 1,600 km a day).
    await w.admin.graphql(UPDATE, { input: { id: ids.fresh, auditStatus: 'rejected', reason: 'test' } });
    const jump = await create(w.manual, 25_000, await upload(w.manual, await jpeg(31)));
    const far = await signalsOf(w.admin, jump);
    expect(signal(far, 'reading')).toMatchObject({ status: 'warning', distanceKm: 4_900, kmPerDay: 4_900 });
    await w.admin.graphql(UPDATE, { input: { id: jump, auditStatus: 'rejected', reason: 'test' } });

    // Staff backdate a reading below the approved one (allowed by date order): lower, flagged.
    const lower = await create(w.admin, 20_050, await upload(w.admin, await jpeg(32)), new Date(Date.now() - 3 * DAY));
    const low = await signalsOf(w.admin, lower);
    expect(signal(low, 'reading')).toMatchObject({ status: 'warning', distanceKm: -50 });
    ids.lower = lower;
  });
});

describe('two staff members deciding one report at once', () => {
  it('only one decision is kept; the other is told the report is taken; one notice, one charge', async () => {
    const id = await create(w.manual, 20_300, await upload(w.manual, await jpeg(60)));
    const [approve, reject] = await Promise.all([
      w.admin.graphql(UPDATE, { input: { id, auditStatus: 'approved', odoMileage: 20_310 } }),
      w.admin.graphql(UPDATE, { input: { id, auditStatus: 'rejected', reason: 'Blurred.' } }),
    ]);
    const results = [approve, reject];
    const ok = results.filter((r) => !r.errors);
    const failed = results.filter((r) => r.errors);
    expect(ok).toHaveLength(1);
    expect(failed).toHaveLength(1);
    const winner = ok[0]?.data.updateMileageReport.auditStatus as 'approved' | 'rejected';
    const expected = {
      approved: messages.mileageReportAlreadyApproved,
      rejected: messages.mileageReportAlreadyRejected,
    }[winner];
    expect([expected, messages.mileageReportRejectedNotApprovable]).toContain(errorOf(failed[0] ?? {})?.message);

    const [row] = await w.handle.db.select().from(mileageReports).where(eq(mileageReports.id, id));
    expect(row?.auditStatus).toBe(winner);
    const charged = await w.handle.db.select().from(trips).where(eq(trips.recordId, id));
    expect(charged).toHaveLength(winner === 'approved' ? 1 : 0);
    const notices = await w.handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.username, w.manualId), gt(notifications.createdAt, testsStart)));
    const forThis = notices.filter(
      (n) =>
        (n.templateName === 'mileageReportApproveWithUpdate' &&
          (n.data as { approvedReading?: number })?.approvedReading === Math.round(20_310 / 1.609344)) ||
        (n.templateName === 'mileageReportReject' && (n.data as { reason?: string })?.reason === 'Blurred.'),
    );
    expect(forThis).toHaveLength(1);
  });

  it('the decision is written only while the report is pending (conditional update)', async () => {
    const id = await create(w.manual, 20_400, await upload(w.manual, await jpeg(61)));
    const repo = new MileageReportsRepository(w.handle.db);
    const first = await repo.decidePending(w.handle.db, id, { auditStatus: 'rejected', reason: 'a', updatedBy: 'x' });
    expect(first?.auditStatus).toBe('rejected');
    const second = await repo.decidePending(w.handle.db, id, { auditStatus: 'approved', updatedBy: 'y' });
    expect(second).toBeNull();
    const [row] = await w.handle.db.select().from(mileageReports).where(eq(mileageReports.id, id));
    expect(row).toMatchObject({ auditStatus: 'rejected', reason: 'a', updatedBy: 'x' });
  });
});
