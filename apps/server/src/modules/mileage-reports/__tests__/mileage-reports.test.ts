import { readFile } from 'node:fs/promises';
import { messages, type NotificationData, renderNotificationTemplate } from '@rc/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, mileageReports, notifications, vehicles } from '../../../db/schema/index.js';
import { errorOf, startTripsWorld, stopTripsWorld, type TripsWorld } from '../../trips/__tests__/helpers.js';

let w: TripsWorld;
const ids: Record<string, string> = {};
/** An odometer photo uploaded for the manual participant (createMileageReport needs an uploaded one). */
let photo = { storageKey: '', size: 0, mimeType: '' };
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

beforeAll(async () => {
  w = await startTripsWorld();
  const add = async (name: string, username: string, mroType: string) => {
    const [row] = await w.handle.db
      .insert(vehicles)
      .values({ username, make: 'Ford', model: 'Focus', year: 2018, type: 'gas', mroType })
      .returning();
    ids[name] = row?.id ?? '';
  };
  await add('manualCar', w.manualId, 'manual');
  await add('secondManualCar', w.manualId, 'manual');
  await add('gpsCar', w.manualId, 'automatedWithLocation');
  await add('driverManualCar', w.driverId, 'manual');
  const form = new FormData();
  form.append('file', new Blob([await readFile(new URL('./fixtures/odometer.png', import.meta.url))]), 'odo.png');
  const res = await w.manual.fetch('/api/mileage-reports/photos', { method: 'POST', body: form });
  expect(res.status).toBe(201);
  const { storageKey, size, mimeType } = await res.json();
  photo = { storageKey, size, mimeType };
});

afterAll(() => stopTripsWorld(w));

const CREATE = `mutation($input: CreateMileageReportInput!) { createMileageReport(input: $input) {
  id username vehicleId odoMileage auditStatus tsReportDate createdBy photos { storageKey size mimeType } } }`;
const UPDATE = `mutation($input: UpdateMileageReportInput!) { updateMileageReport(input: $input) {
  id auditStatus odoMileage reason updatedBy } }`;

const input = (username: string, vehicleId: string | undefined, odoMileage: number, extra: object = {}) => ({
  username,
  vehicleId,
  odoMileage,
  tsReportDate: new Date().toISOString(),
  photos: [photo],
  ...extra,
});

describe('createMileageReport', () => {
  it('stores a participant report as pending, by the participant', async () => {
    const res = await w.manual.graphql(CREATE, { input: input(w.manualId, ids.manualCar, 1000.5) });
    expect(res.errors).toBeUndefined();
    expect(res.data.createMileageReport).toMatchObject({
      username: w.manualId,
      vehicleId: ids.manualCar,
      odoMileage: 1000.5,
      auditStatus: 'pending',
      createdBy: w.manualId,
      photos: [{ storageKey: photo.storageKey, size: photo.size, mimeType: 'image/png' }],
    });
    ids.first = res.data.createMileageReport.id;
    const [audit] = await w.handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.key, `mileage_reports#${ids.first}`));
    expect(audit).toMatchObject({ eventName: 'INSERT', updatedBy: w.manualId, username: w.manualId });
  });

  it('refuses a reading that does not exceed the last one, with the spec message, and stores nothing', async () => {
    for (const odo of [1000.5, 999]) {
      const res = await w.manual.graphql(CREATE, { input: input(w.manualId, ids.manualCar, odo) });
      expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message: messages.mileageReportOdometerNotIncreasing });
    }
    // Another vehicle has its own history.
    const other = await w.manual.graphql(CREATE, { input: input(w.manualId, ids.secondManualCar, 10) });
    expect(other.errors).toBeUndefined();
    const rows = await w.handle.db
      .select()
      .from(mileageReports)
      .where(eq(mileageReports.vehicleId, ids.manualCar ?? ''));
    expect(rows).toHaveLength(1);
  });

  it("refuses a vehicle that is not the participant's or does not report manually", async () => {
    const notMine = await w.manual.graphql(CREATE, { input: input(w.manualId, ids.driverManualCar, 5000) });
    expect(errorOf(notMine)).toEqual({ code: 'BAD_USER_INPUT', message: messages.mileageReportVehicleNotFound });
    const gps = await w.manual.graphql(CREATE, { input: input(w.manualId, ids.gpsCar, 5000) });
    expect(errorOf(gps)).toEqual({ code: 'BAD_USER_INPUT', message: messages.mileageReportVehicleNotManual });
  });

  it('requires every field and a photo of the participant’s own folder', async () => {
    const noPhoto = await w.manual.graphql(CREATE, { input: input(w.manualId, ids.manualCar, 2000, { photos: [] }) });
    expect(errorOf(noPhoto)).toEqual({ code: 'BAD_USER_INPUT', message: messages.mileageReportPhotoRequired });
    const noVehicle = await w.manual.graphql(CREATE, { input: input(w.manualId, '', 2000) });
    expect(errorOf(noVehicle)).toEqual({ code: 'BAD_USER_INPUT', message: messages.mileageReportVehicleRequired });
    const foreign = input(w.manualId, ids.manualCar, 2000, {
      photos: [{ storageKey: `participant/${w.driverId}/mileage-reports/1.jpg`, size: 10, mimeType: 'image/png' }],
    });
    expect(errorOf(await w.manual.graphql(CREATE, { input: foreign }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.mileageReportPhotoInvalid,
    });
    const missing = await w.manual.graphql(CREATE, {
      input: { username: w.manualId, vehicleId: ids.manualCar, tsReportDate: new Date().toISOString(), photos: [] },
    });
    expect(missing.errors?.[0]).toBeDefined();
    expect(missing.status).toBeLessThan(500);
  });

  it('lets only staff set an audit status or report for another participant', async () => {
    const status = await w.manual.graphql(CREATE, {
      input: input(w.manualId, ids.manualCar, 2000, { auditStatus: 'approved' }),
    });
    expect(errorOf(status)).toEqual({ code: 'FORBIDDEN', message: messages.mileageReportStatusStaffOnly });
    const other = await w.driver.graphql(CREATE, { input: input(w.manualId, ids.manualCar, 2000) });
    expect(errorOf(other)).toEqual({ code: 'FORBIDDEN', message: messages.notAuthorized });
    const staff = await w.admin.graphql(CREATE, {
      input: input(w.manualId, ids.manualCar, 900, { tsReportDate: daysAgo(0.5) }),
    });
    expect(staff.errors).toBeUndefined();
    expect(staff.data.createMileageReport).toMatchObject({ auditStatus: 'pending', createdBy: w.adminId });
    ids.second = staff.data.createMileageReport.id;
  });

  it('keeps readings rising when staff backdate a report', async () => {
    const between = await w.admin.graphql(CREATE, {
      input: input(w.manualId, ids.secondManualCar, 50, { tsReportDate: daysAgo(3) }),
    });
    expect(errorOf(between)).toEqual({ code: 'BAD_USER_INPUT', message: messages.mileageReportOdometerAboveLater });
    const ok = await w.admin.graphql(CREATE, {
      input: input(w.manualId, ids.secondManualCar, 5, { tsReportDate: daysAgo(3) }),
    });
    expect(ok.errors).toBeUndefined();
  });
});

describe('mileage report lists', () => {
  const LIST = `query($u: ID!, $d: ModelDateKeyConditionInput) { listMileageReports(username: $u, tsReportDate: $d) {
    items { id vehicleId odoMileage } nextToken } }`;
  // The demo account also has the demo seed's reports; these tests look at the vehicles made here.
  const ours = (items: { vehicleId: string; odoMileage: number }[]) =>
    items.filter((r) => Object.values(ids).includes(r.vehicleId)).map((r) => r.odoMileage);

  it('lists own reports newest reading first, with a date range; not another participant’s', async () => {
    const res = await w.manual.graphql(LIST, { u: w.manualId });
    expect(ours(res.data.listMileageReports.items)).toEqual([10, 1000.5, 900, 5]);
    const ranged = await w.manual.graphql(LIST, { u: w.manualId, d: { lt: daysAgo(1) } });
    expect(ours(ranged.data.listMileageReports.items)).toEqual([5]);
    expect(errorOf(await w.driver.graphql(LIST, { u: w.manualId })).code).toBe('FORBIDDEN');
  });

  it('gives staff the audit queue oldest first, and its count', async () => {
    const res = await w.admin.graphql(
      'query { getMileageReportsByAuditStatus(auditStatus: pending, limit: 100) { items { id vehicleId odoMileage } } countMileageReportsByAuditStatus(auditStatus: pending) }',
    );
    const queue = res.data.getMileageReportsByAuditStatus.items;
    expect(ours(queue)).toEqual([1000.5, 10, 900, 5]);
    expect(res.data.countMileageReportsByAuditStatus).toBe(queue.length);
    expect(
      errorOf(await w.manual.graphql('query { countMileageReportsByAuditStatus(auditStatus: pending) }')).code,
    ).toBe('FORBIDDEN');
  });
});

describe('updateMileageReport (mileage audit)', () => {
  it('requires the actual mileage to approve', async () => {
    const res = await w.admin.graphql(UPDATE, { input: { id: ids.first, auditStatus: 'approved' } });
    expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message: messages.actualMileageRequired });
    const pending = await w.admin.graphql(UPDATE, { input: { id: ids.first, auditStatus: 'pending' } });
    expect(errorOf(pending)).toEqual({ code: 'BAD_USER_INPUT', message: messages.mileageReportDecisionRequired });
  });

  it('refuses a corrected reading above a later report', async () => {
    const res = await w.admin.graphql(UPDATE, { input: { id: ids.second, auditStatus: 'approved', odoMileage: 1100 } });
    expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message: messages.mileageReportOdometerAboveLater });
  });

  it('approves with a corrected reading, then refuses a second decision', async () => {
    const res = await w.admin.graphql(UPDATE, {
      input: {
        id: ids.first,
        username: w.manualId,
        auditStatus: 'approved',
        odoMileage: 1001,
        reason: 'Read from photo',
      },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.updateMileageReport).toEqual({
      id: ids.first,
      auditStatus: 'approved',
      odoMileage: 1001,
      reason: 'Read from photo',
      updatedBy: w.adminId,
    });
    const again = await w.admin.graphql(UPDATE, { input: { id: ids.first, auditStatus: 'rejected', reason: 'x' } });
    expect(errorOf(again)).toEqual({ code: 'BAD_USER_INPUT', message: messages.mileageReportAlreadyApproved });
  });

  it('rejects with a reason; a rejected reading no longer blocks the next one', async () => {
    const res = await w.admin.graphql(UPDATE, {
      input: { id: ids.second, auditStatus: 'rejected', reason: 'The photo is blurred.' },
    });
    expect(res.data.updateMileageReport).toMatchObject({
      auditStatus: 'rejected',
      odoMileage: 900,
      reason: 'The photo is blurred.',
    });
    const next = await w.manual.graphql(CREATE, { input: input(w.manualId, ids.manualCar, 1200) });
    expect(next.errors).toBeUndefined();
    ids.third = next.data.createMileageReport.id;
  });

  it('rejects without a reason (it is optional); the notice leaves its Reason line out', async () => {
    const res = await w.admin.graphql(UPDATE, { input: { id: ids.third, auditStatus: 'rejected', reason: '   ' } });
    expect(res.data.updateMileageReport).toMatchObject({ auditStatus: 'rejected', reason: null });
    const [notice] = await w.handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.username, w.manualId), eq(notifications.templateName, 'mileageReportReject')))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    expect(notice?.data).toMatchObject({ reason: null });
    const mail = renderNotificationTemplate('mileageReportReject', {
      recipient: { email: 'manual@example.test', firstName: 'Manny', language: 'en' },
      data: notice?.data as NotificationData,
      portalUrl: 'http://portal.test',
    });
    expect(mail.text).toContain('We could not accept your mileage report of');
    expect(mail.text).not.toContain('Reason');
  });

  it('refuses participants, another participant’s username and unknown reports', async () => {
    const participant = await w.manual.graphql(UPDATE, {
      input: { id: ids.first, auditStatus: 'rejected', reason: 'x' },
    });
    expect(errorOf(participant)).toEqual({ code: 'FORBIDDEN', message: messages.adminOnly });
    const wrongUser = await w.admin.graphql(UPDATE, {
      input: { id: ids.second, username: w.driverId, auditStatus: 'rejected', reason: 'x' },
    });
    expect(errorOf(wrongUser)).toEqual({ code: 'NOT_FOUND', message: messages.mileageReportNotFound });
    const unknown = await w.admin.graphql(UPDATE, { input: { id: 'missing', auditStatus: 'rejected', reason: 'x' } });
    expect(errorOf(unknown).code).toBe('NOT_FOUND');
  });
});
