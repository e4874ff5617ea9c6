import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@rc/domain';
import { and, eq, gt } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../../../test/harness.js';
import { mroRates, notifications, tripSegments, trips, vehicles } from '../../../db/schema/index.js';
import { errorOf, startTripsWorld, stopTripsWorld, type TripsWorld } from '../../trips/__tests__/helpers.js';

let w: TripsWorld;
const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));
const ids: Record<string, string> = {};
let testsStart = new Date();

interface Upload {
  status: number;
  json: { storageKey: string; size: number; mimeType: string; url: string; message?: string; messageKey?: string };
}

async function upload(client: Client, bytes: Buffer, name: string, username?: string): Promise<Upload> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const query = username ? `?username=${encodeURIComponent(username)}` : '';
  const res = await client.fetch(`/api/mileage-reports/photos${query}`, { method: 'POST', body: form });
  return { status: res.status, json: await res.json() };
}

const CREATE = `mutation($input: CreateMileageReportInput!) { createMileageReport(input: $input) {
  id odoMileage auditStatus photos { storageKey size mimeType url originalUrl displayMimeType } } }`;
const UPDATE = `mutation($input: UpdateMileageReportInput!) { updateMileageReport(input: $input) { id auditStatus odoMileage reason } }`;
const LIST = `query($u: ID!) { listMileageReports(username: $u) { items { id photos { url originalUrl } } } }`;

/** A report of today by the manual participant, with a freshly uploaded photo. */
async function report(vehicleId: string, odoMileage: number): Promise<string> {
  const photo = await upload(w.manual, await fixture('odometer.png'), 'odo.png');
  const { storageKey, size, mimeType } = photo.json;
  const res = await w.manual.graphql(CREATE, {
    input: {
      username: w.manualId,
      vehicleId,
      odoMileage,
      tsReportDate: new Date().toISOString(),
      photos: [{ storageKey, size, mimeType }],
    },
  });
  expect(res.errors).toBeUndefined();
  return res.data.createMileageReport.id;
}

beforeAll(async () => {
  w = await startTripsWorld();
  testsStart = new Date();
  // A gasoline car that does 12.5 km per litre, enrolled at 10,000 km.
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
      epaVehicleCombinedKpl: 12.5,
    })
    .returning();
  ids.car = car?.id ?? '';
});

afterAll(() => stopTripsWorld(w));

describe('odometer photo upload (POST /api/mileage-reports/photos)', () => {
  it('reads the type from the bytes: a PNG named .jpg is stored as a PNG in the participant folder', async () => {
    const res = await upload(w.manual, await fixture('odometer.png'), 'odometer.jpg');
    expect(res.status).toBe(201);
    expect(res.json.mimeType).toBe('image/png');
    expect(res.json.storageKey).toMatch(new RegExp(`^participant/${w.manualId}/mileage-reports/\\d{13}\\.png$`));
    const file = path.join(storageRoot(), res.json.storageKey);
    expect((await stat(file)).size).toBe(res.json.size);
  });

  it('accepts JPEG and WebP by content', async () => {
    const image = sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } });
    const jpeg = await upload(w.manual, await image.clone().jpeg().toBuffer(), 'photo');
    expect([jpeg.status, jpeg.json.mimeType]).toEqual([201, 'image/jpeg']);
    const webp = await upload(w.manual, await image.clone().webp().toBuffer(), 'photo.png');
    expect([webp.status, webp.json.mimeType]).toEqual([201, 'image/webp']);
  });

  it('keeps a HEIC original and serves a JPEG copy for display', async () => {
    const heic = await fixture('odometer.heic');
    const res = await upload(w.manual, heic, 'IMG_0001.HEIC');
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ mimeType: 'image/heic', size: heic.byteLength });
    expect(res.json.storageKey).toMatch(/\.heic$/);
    const display = await w.manual.fetch(res.json.url);
    expect(display.status).toBe(200);
    expect(display.headers.get('content-type')).toBe('image/jpeg');
    const jpeg = Buffer.from(await display.arrayBuffer());
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    const original = await w.server.services.storage.get(res.json.storageKey);
    expect(original?.body.equals(heic)).toBe(true);
  });

  it('refuses a text file, a truncated image and a file over 10 MB, storing nothing', async () => {
    const before = await w.server.services.storage.stat(`participant/${w.manualId}/mileage-reports/x.png`);
    expect(before).toBeNull();
    const text = await upload(w.manual, Buffer.from('odometer: 12345 miles\n'), 'odometer.jpg');
    expect(text.status).toBe(400);
    expect(text.json.message).toBe(messages.photoTypeNotAllowed);
    const png = await fixture('odometer.png');
    const truncated = await upload(w.manual, png.subarray(0, 40), 'odometer.png');
    expect([truncated.status, truncated.json.message]).toEqual([400, messages.photoUnreadable]);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    png.copy(big);
    const tooBig = await upload(w.manual, big, 'odometer.png');
    expect([tooBig.status, tooBig.json.message]).toEqual([413, messages.photoTooLarge]);
  });

  it('needs a signed-in caller uploading for themselves (staff for anyone)', async () => {
    const form = new FormData();
    form.append('file', new Blob([await fixture('odometer.png')]), 'odo.png');
    const anonymous = await fetch(new URL('/api/mileage-reports/photos', w.server.url), { method: 'POST', body: form });
    expect(anonymous.status).toBe(401);
    const other = await upload(w.driver, await fixture('odometer.png'), 'odo.png', w.manualId);
    expect([other.status, other.json.message]).toEqual([403, messages.notAuthorized]);
    const staff = await upload(w.admin, await fixture('odometer.png'), 'odo.png', w.manualId);
    expect(staff.status).toBe(201);
    expect(staff.json.storageKey.startsWith(`participant/${w.manualId}/`)).toBe(true);
  });
});

function storageRoot(): string {
  return (w.server.services.storage as unknown as { root: string }).root;
}

describe('signed photo links', () => {
  let url = '';
  let originalUrl = '';

  beforeAll(async () => {
    const id = await report(ids.car ?? '', 10_050);
    ids.linkReport = id;
    const res = await w.manual.graphql(LIST, { u: w.manualId });
    const item = res.data.listMileageReports.items.find((r: { id: string }) => r.id === id);
    ({ url, originalUrl } = item.photos[0]);
  });

  it('give the photo to its participant and to staff, with a private cache lifetime', async () => {
    expect(url).toMatch(/^\/api\/storage\/\d{13}\.png\?t=rcs1_/);
    const own = await w.manual.fetch(url);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(own.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(Buffer.from(await own.arrayBuffer()).equals(await fixture('odometer.png'))).toBe(true);
    const staffList = await w.admin.graphql(LIST, { u: w.manualId });
    const staffUrl = staffList.data.listMileageReports.items[0].photos[0].url;
    expect((await w.admin.fetch(staffUrl)).status).toBe(200);
    expect((await w.manual.fetch(originalUrl)).status).toBe(200);
  });

  it('refuse another participant, an anonymous caller, an altered link and an expired one', async () => {
    expect((await w.driver.fetch(url)).status).toBe(403);
    expect((await fetch(new URL(url, w.server.url))).status).toBe(401);
    // One character of the signature changed (it may already be an 'A').
    const at = url.length - 3;
    const altered = `${url.slice(0, at)}${url[at] === 'A' ? 'B' : 'A'}${url.slice(at + 1)}`;
    expect(altered).not.toBe(url);
    expect((await w.manual.fetch(altered)).status).toBe(403);
    // A link issued to the participant 20 minutes ago (links last 15).
    const stale = w.server.services.storageLinks.url(w.manualId, `participant/${w.manualId}/mileage-reports/1.png`, {
      now: new Date(Date.now() - 20 * 60_000),
    });
    const expired = await w.manual.fetch(stale.url);
    expect(expired.status).toBe(410);
    expect((await expired.json()).message).toBe(messages.storageLinkExpired);
    // A link issued to the other participant for this participant's file is refused as well.
    const foreign = w.server.services.storageLinks.url(w.driverId, `participant/${w.manualId}/mileage-reports/1.png`);
    expect((await w.driver.fetch(foreign.url)).status).toBe(403);
  });

  it("never list another participant's reports or photos", async () => {
    expect(errorOf(await w.driver.graphql(LIST, { u: w.manualId })).code).toBe('FORBIDDEN');
  });
});

describe('createMileageReport checks', () => {
  it('refuses a lower reading with the spec message, a day other than today, and a photo never uploaded', async () => {
    const photo = (await upload(w.manual, await fixture('odometer.png'), 'odo.png')).json;
    const base = {
      username: w.manualId,
      vehicleId: ids.car,
      tsReportDate: new Date().toISOString(),
      photos: [{ storageKey: photo.storageKey, size: photo.size, mimeType: photo.mimeType }],
    };
    const lower = await w.manual.graphql(CREATE, { input: { ...base, odoMileage: 10_049 } });
    expect(errorOf(lower)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Odometer Mileage Reading can not be less than the value reported last time.',
    });
    const yesterday = new Date(Date.now() - 36 * 3_600_000).toISOString();
    const old = await w.manual.graphql(CREATE, { input: { ...base, odoMileage: 10_060, tsReportDate: yesterday } });
    expect(errorOf(old)).toEqual({ code: 'BAD_USER_INPUT', message: messages.mileageReportDateNotToday });
    const missing = {
      storageKey: `participant/${w.manualId}/mileage-reports/1700000000000.jpg`,
      size: 1000,
      mimeType: 'image/jpeg',
    };
    const fake = await w.manual.graphql(CREATE, { input: { ...base, odoMileage: 10_060, photos: [missing] } });
    expect(errorOf(fake)).toEqual({ code: 'BAD_USER_INPUT', message: messages.mileageReportPhotoInvalid });
  });
});

describe('mileage audit charges and notifies', () => {
  const tripOf = async (reportId: string) => {
    const [trip] = await w.handle.db.select().from(trips).where(eq(trips.recordId, reportId));
    const segments = trip ? await w.handle.db.select().from(tripSegments).where(eq(tripSegments.tripId, trip.id)) : [];
    return { trip, segments };
  };
  const notices = (template: string) =>
    w.handle.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.username, w.manualId),
          eq(notifications.templateName, template),
          // Only this file's notices (the demo seed audits reports of the same account at start).
          gt(notifications.createdAt, testsStart),
        ),
      );

  it('uses the seeded California rates the hand-worked cents below assume', async () => {
    const [rate] = await w.handle.db
      .select()
      .from(mroRates)
      .where(and(eq(mroRates.mroType, 'manual'), eq(mroRates.state, 'CA')));
    // 1.8 ¢/mile = 1.118468 ¢/km; 59.6 ¢/gal = 15.744654 ¢/L.
    expect(rate).toMatchObject({ centsPerMileageUnit: 1.118468, centsPerFuelUnit: 15.744654 });
  });

  it('approving charges the distance since the beginning odometer as one CA public segment', async () => {
    // The report of 10,050 km (signed links above): 50 km since the 10,000 km beginning reading.
    const res = await w.admin.graphql(UPDATE, {
      input: { id: ids.linkReport, auditStatus: 'approved', odoMileage: 10_050 },
    });
    expect(res.errors).toBeUndefined();
    const { trip, segments } = await tripOf(ids.linkReport ?? '');
    // 50 km × 1.118468 = 55.9234 → 56 ¢; fuel 50 / 12.5 = 4 L × 15.744654 = 62.978616 → 63 ¢.
    expect(trip).toMatchObject({
      username: w.manualId,
      vehicleId: ids.car,
      processStatus: 'processed',
      distMro: 50,
      odoMroStart: 10_000,
      odoMroEnd: 10_050,
      fuel: 4,
      mileageFeeCents: 56,
      fuelFeeCents: 63,
      cordonFeeCents: 0,
      todFeeCents: 0,
      tollFeeCents: 0,
    });
    expect(segments).toHaveLength(1);
    expect(segments[0]).toMatchObject({
      type: 'public',
      stateCode: 'CA',
      mileage: 50,
      fuel: 4,
      mileageFeeCents: 56,
      fuelFeeCents: 63,
      paymentStatus: 'pending',
    });
    const [car] = await w.handle.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.id, ids.car ?? ''));
    expect(car?.currentOdometerReading).toBe(10_050);
    // No correction, no notice.
    expect(await notices('mileageReportApproveWithUpdate')).toHaveLength(0);
    // The participant sees the charged trip.
    const mine = await w.manual.graphql(
      'query($u: ID!) { getTripsByUsernameByCreatedAt(username: $u) { items { id distMro mileageFeeCents } } }',
      { u: w.manualId },
    );
    expect(mine.data.getTripsByUsernameByCreatedAt.items).toContainEqual({
      id: trip?.id,
      distMro: 50,
      mileageFeeCents: 56,
    });
  });

  it('a corrected reading charges the distance since the last approved report and notifies', async () => {
    const id = await report(ids.car ?? '', 10_300);
    const res = await w.admin.graphql(UPDATE, {
      input: { id, auditStatus: 'approved', odoMileage: 10_250, reason: 'The photo shows 10,250.' },
    });
    expect(res.data.updateMileageReport).toMatchObject({ auditStatus: 'approved', odoMileage: 10_250 });
    const { trip } = await tripOf(id);
    // 200 km × 1.118468 = 223.6936 → 224 ¢; 16 L × 15.744654 = 251.914464 → 252 ¢.
    expect(trip).toMatchObject({
      distMro: 200,
      odoMroStart: 10_050,
      fuel: 16,
      mileageFeeCents: 224,
      fuelFeeCents: 252,
    });
    const [notice] = await notices('mileageReportApproveWithUpdate');
    // 10,300 km = 6,400 mi; 10,250 km = 6,369 mi.
    expect(notice).toMatchObject({
      status: expect.stringMatching(/pending|sent/),
      data: expect.objectContaining({
        reportedReading: 6400,
        approvedReading: 6369,
        reason: 'The photo shows 10,250.',
      }),
    });
  });

  it('rejecting charges nothing and tells the participant why', async () => {
    const id = await report(ids.car ?? '', 10_400);
    const res = await w.admin.graphql(UPDATE, {
      input: { id, auditStatus: 'rejected', reason: 'The odometer is not readable in the photo.' },
    });
    expect(res.data.updateMileageReport).toMatchObject({ auditStatus: 'rejected' });
    expect((await tripOf(id)).trip).toBeUndefined();
    const rejected = await notices('mileageReportReject');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.data).toMatchObject({ reason: 'The odometer is not readable in the photo.', reading: 6462 });
    ids.rejected = id;
  });

  it('refuses approving again or approving a rejected report, and charges nothing more', async () => {
    const again = await w.admin.graphql(UPDATE, {
      input: { id: ids.linkReport, auditStatus: 'approved', odoMileage: 10_050 },
    });
    expect(errorOf(again)).toEqual({ code: 'BAD_USER_INPUT', message: messages.mileageReportAlreadyApproved });
    const rejected = await w.admin.graphql(UPDATE, {
      input: { id: ids.rejected, auditStatus: 'approved', odoMileage: 10_400 },
    });
    expect(errorOf(rejected)).toEqual({ code: 'BAD_USER_INPUT', message: messages.mileageReportRejectedNotApprovable });
    const charged = await w.handle.db
      .select()
      .from(trips)
      .where(eq(trips.vehicleId, ids.car ?? ''));
    expect(charged).toHaveLength(2);
    // The running totals moved by exactly the two charged trips (50 km and 200 km).
    const [car] = await w.handle.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.id, ids.car ?? ''));
    expect(car).toMatchObject({ mileage: 250, mileageUserFeeCents: 56 + 224, fuelTaxCreditCents: 63 + 252 });
  });

  it('another participant can neither approve nor reject', async () => {
    const id = await report(ids.car ?? '', 10_500);
    const approve = await w.driver.graphql(UPDATE, { input: { id, auditStatus: 'approved', odoMileage: 10_500 } });
    expect(errorOf(approve)).toEqual({ code: 'FORBIDDEN', message: messages.adminOnly });
    const own = await w.manual.graphql(UPDATE, { input: { id, auditStatus: 'approved', odoMileage: 10_500 } });
    expect(errorOf(own)).toEqual({ code: 'FORBIDDEN', message: messages.adminOnly });
    expect((await tripOf(id)).trip).toBeUndefined();
  });
});
