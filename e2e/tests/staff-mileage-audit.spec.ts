import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, gql, mileageUnit, signInAsAdmin, staffScreenshots, usernameFor } from './account';
import { expectNoAxeViolations } from './enrolment-steps';
import { mailWithSubject } from './mail';

/**
 * Staff console II: the mileage audit (/audit, staff spec sections 2, 4, 5, 8), as admin@. Two fresh
 * pending reports for manual@ are made through the API (the second re-sends the first one's photo
 * bytes); the page shows the oldest first, the second fires the identical-photo check; the first is
 * approved with a corrected reading, the second rejected; manual@ gets both notices by e-mail.
 *
 * Other journeys leave pending reports (manual@'s and others'); the audit queue is oldest first, so
 * those are rejected through the API first ("cleared by the mileage-audit journey"): nothing else
 * depends on them once their journey has run.
 */

const KM_PER_MILE = 1 / 0.6213711922373338;
const MILES_PER_KM_NOTICE = 1.609344; // the notices round km / 1.609344 to whole miles
const RUN = Date.now().toString(36);

interface Report {
  id: string;
  vehicleId: string;
  odoMileage: number;
  auditStatus: string;
}

/** Every pending report (the audit queue), oldest first. */
async function pendingReports(request: APIRequestContext): Promise<Report[]> {
  const reports: Report[] = [];
  let nextToken: string | null = null;
  do {
    const data: { getMileageReportsByAuditStatus: { items: Report[]; nextToken: string | null } } = await gql(
      request,
      `query($t: String) { getMileageReportsByAuditStatus(auditStatus: pending, limit: 100, nextToken: $t) {
        items { id vehicleId odoMileage auditStatus } nextToken } }`,
      { t: nextToken },
    );
    reports.push(...data.getMileageReportsByAuditStatus.items);
    nextToken = data.getMileageReportsByAuditStatus.nextToken;
  } while (nextToken);
  return reports;
}

/** A JPEG made in the browser: an odometer-like picture showing `text`, unique to this run. */
/** Rejects every pending report (what earlier journeys left), so the reports a test creates come up next. */
async function clearPendingReports(request: APIRequestContext, except?: string) {
  for (const report of await pendingReports(request)) {
    if (report.id === except) continue;
    await gql(request, 'mutation($input: UpdateMileageReportInput!) { updateMileageReport(input: $input) { id } }', {
      input: { id: report.id, auditStatus: 'rejected', reason: 'Cleared by the mileage-audit journey.' },
    });
  }
}

async function odometerJpeg(page: Page, text: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((label) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    const g = canvas.getContext('2d');
    if (!g) throw new Error('no canvas');
    g.fillStyle = '#101418';
    g.fillRect(0, 0, 640, 360);
    g.strokeStyle = '#6b7785';
    g.lineWidth = 6;
    g.strokeRect(60, 110, 520, 140);
    g.fillStyle = '#f4f6f8';
    g.font = 'bold 52px monospace';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(label, 320, 182);
    g.font = '22px sans-serif';
    g.fillText('ODO', 320, 290);
    return canvas.toDataURL('image/jpeg', 0.9);
  }, text);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

async function uploadFor(request: APIRequestContext, username: string, bytes: Buffer) {
  const res = await request.post(`/api/mileage-reports/photos?username=${encodeURIComponent(username)}`, {
    multipart: { file: { name: 'odometer.jpg', mimeType: 'image/jpeg', buffer: bytes } },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { storageKey, size, mimeType } = (await res.json()) as { storageKey: string; size: number; mimeType: string };
  return { storageKey, size, mimeType };
}

test('admin@ audits two fresh reports: the re-sent photo is flagged, one approved with a correction, one rejected', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const request = page.request;
  const unit = await mileageUnit(request);
  const manual = await usernameFor(DEMO.manual);

  // Clear what earlier journeys left in the queue, so the two new reports come up next.
  await clearPendingReports(request);

  // manual@'s odometer-photo vehicle and its highest reading not rejected: the new readings go above it.
  const { listVehicles } = await gql<{ listVehicles: { items: { id: string; mroType: string }[] } }>(
    request,
    'query($u: String!) { listVehicles(username: $u, limit: 100) { items { id mroType } } }',
    { u: manual },
  );
  const vehicleId = listVehicles.items.find((v) => v.mroType === 'manual')?.id ?? '';
  expect(vehicleId).not.toBe('');
  const { listMileageReports } = await gql<{ listMileageReports: { items: Report[] } }>(
    request,
    'query($u: ID!, $v: ID) { listMileageReports(username: $u, filter: { vehicleId: $v }, limit: 1000) { items { id vehicleId odoMileage auditStatus } } }',
    { u: manual, v: vehicleId },
  );
  const highest = Math.max(
    0,
    ...listMileageReports.items.filter((r) => r.auditStatus !== 'rejected').map((r) => r.odoMileage),
  );
  // Whole display units, so the prefilled override shows exactly the reading.
  const toKm = (n: number) => (unit === 'km' ? n : n * KM_PER_MILE);
  const firstShown = Math.ceil(unit === 'km' ? highest : highest / KM_PER_MILE) + 120;
  const secondShown = firstShown + 180;

  const bytes = await odometerJpeg(page, `${firstShown} ${RUN}`);
  const create = (odoMileage: number, photo: Awaited<ReturnType<typeof uploadFor>>) =>
    gql<{ createMileageReport: { id: string } }>(
      request,
      'mutation($input: CreateMileageReportInput!) { createMileageReport(input: $input) { id } }',
      {
        input: {
          username: manual,
          vehicleId,
          odoMileage,
          tsReportDate: new Date().toISOString(),
          photos: [photo],
        },
      },
    );
  const first = (await create(toKm(firstShown), await uploadFor(request, manual, bytes))).createMileageReport.id;
  // The same picture sent again: a new upload with identical bytes.
  const second = (await create(toKm(secondShown), await uploadFor(request, manual, bytes))).createMileageReport.id;
  expect(second).not.toBe(first);

  // The oldest pending report: the first one, with its photo, reading and checks.
  await page.goto('/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Mileage Audit' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '2 pending reports left' })).toBeVisible();
  const reported = page.getByTestId('audit-reported');
  await expect(reported).toHaveText(`${firstShown.toLocaleString('en-US')}.00 ${unit}`);
  const photo = page.getByRole('img', { name: /^Odometer photo of / });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const checks = page.getByRole('region', { name: 'Tamper checks' });
  const check = (title: string) => checks.getByRole('listitem').filter({ hasText: title });
  // Its twin (same bytes, a new upload) is already in: both are flagged; the stored file is not shared.
  await expect(check('Identical photo')).toHaveAttribute('data-status', 'warning');
  await expect(check('Identical photo')).toContainText("Compares the photo's content fingerprint (SHA-256)");
  await expect(check('Identical photo')).toContainText('Pending');
  await expect(check('Photo reused')).toHaveAttribute('data-status', 'ok');
  await expect(check('Photo reused')).toContainText('Not attached to any other report.');
  await expect(check('Reading')).toContainText('Compares the reading with the previous approved one');
  await expect(check('Capture date')).toContainText("Compares the date in the photo's EXIF data");

  // Zoom and rotate the photo.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByText('Zoom 150%')).toBeVisible();
  await page.getByRole('button', { name: 'Rotate 90° clockwise' }).click();
  // A quarter turn: the image's transform matrix is (0, 1, -1, 0).
  await expect
    .poll(() => photo.evaluate((img) => getComputedStyle(img).transform))
    .toMatch(/^matrix\([-0-9.e]+, 1, -1, [-0-9.e]+, 0, 0\)$/);
  await page.getByRole('button', { name: 'Reset the view' }).click();
  await expect(page.getByText('Zoom 100%')).toBeVisible();

  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-mileage-audit-first');

  // An empty override is refused with the spec's message.
  const actual = page.getByRole('textbox', { name: `Actual mileage (${unit})` });
  await expect(actual).toHaveValue(String(firstShown));
  await actual.fill('');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Actual mileage is required')).toBeVisible();

  // Approve with a corrected reading (still below the second report).
  const mailsBefore = Date.now();
  const corrected = firstShown + 7;
  await actual.fill(String(corrected));
  await page.getByRole('textbox', { name: 'Reason (optional)' }).fill(`The photo shows ${corrected} (${RUN}).`);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The mileage report was approved.' })).toBeVisible();

  // The next one loads: the re-sent photo, flagged as identical to the first report's.
  await expect(reported).toHaveText(`${secondShown.toLocaleString('en-US')}.00 ${unit}`);
  await expect(page.getByRole('status').filter({ hasText: '1 pending report left' })).toBeVisible();
  await expect(check('Identical photo')).toHaveAttribute('data-status', 'warning');
  await expect(check('Identical photo')).toContainText('Check');
  await expect(check('Identical photo')).toContainText('Identical to the photo of:');
  await expect(check('Identical photo')).toContainText('Approved');
  // Compared with the reading just approved.
  await expect(check('Reading')).toHaveAttribute('data-status', 'ok');
  await expect(page.getByRole('region', { name: 'Report' })).toContainText(
    `${corrected.toLocaleString('en-US')}.00 ${unit} on`,
  );
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-mileage-audit-duplicate');

  // Reject with a reason (optional, so the participant hears why): rejected, and the queue is empty.
  await page.getByRole('textbox', { name: 'Reason (optional)' }).fill(`The same photo as the report before (${RUN}).`);
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The mileage report was rejected.' })).toBeVisible();
  await expect(page.getByText('There are no pending mileage reports to audit.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '0 pending reports left' })).toBeVisible();
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-mileage-audit-empty');

  // Both decisions kept as made.
  const decided = await gql<{ listMileageReports: { items: Report[] } }>(
    request,
    'query($u: ID!, $v: ID) { listMileageReports(username: $u, filter: { vehicleId: $v }, limit: 1000) { items { id vehicleId odoMileage auditStatus } } }',
    { u: manual, v: vehicleId },
  );
  const byId = new Map(decided.listMileageReports.items.map((r) => [r.id, r]));
  expect(byId.get(first)).toMatchObject({ auditStatus: 'approved' });
  expect(byId.get(first)?.odoMileage).toBeCloseTo(toKm(corrected), 6);
  expect(byId.get(second)).toMatchObject({ auditStatus: 'rejected' });

  // manual@ is told both: the corrected reading and the rejection with its reason.
  const approval = await mailWithSubject(
    DEMO.manual,
    'Your mileage report was approved with a correction',
    mailsBefore,
  );
  expect(approval.text).toContain(
    `Corrected reading: ${Math.round(toKm(corrected) / MILES_PER_KM_NOTICE).toLocaleString('en-US')} miles.`,
  );
  const rejection = await mailWithSubject(DEMO.manual, 'Your mileage report was not accepted', mailsBefore);
  expect(rejection.text).toContain(`The same photo as the report before (${RUN}).`);
});

test('a report another staff member decided first is refused with a clear message', async ({ page }) => {
  await signInAsAdmin(page);
  const request = page.request;
  const manual = await usernameFor(DEMO.manual);
  const { listVehicles } = await gql<{ listVehicles: { items: { id: string; mroType: string }[] } }>(
    request,
    'query($u: String!) { listVehicles(username: $u, limit: 100) { items { id mroType } } }',
    { u: manual },
  );
  const vehicleId = listVehicles.items.find((v) => v.mroType === 'manual')?.id ?? '';
  const { listMileageReports } = await gql<{ listMileageReports: { items: Report[] } }>(
    request,
    'query($u: ID!, $v: ID) { listMileageReports(username: $u, filter: { vehicleId: $v }, limit: 1000) { items { id vehicleId odoMileage auditStatus } } }',
    { u: manual, v: vehicleId },
  );
  const highest = Math.max(
    0,
    ...listMileageReports.items.filter((r) => r.auditStatus !== 'rejected').map((r) => r.odoMileage),
  );
  const photo = await uploadFor(request, manual, await odometerJpeg(page, `taken ${RUN}`));
  const { createMileageReport } = await gql<{ createMileageReport: { id: string } }>(
    request,
    'mutation($input: CreateMileageReportInput!) { createMileageReport(input: $input) { id } }',
    {
      input: {
        username: manual,
        vehicleId,
        odoMileage: Math.ceil(highest) + 200,
        tsReportDate: new Date().toISOString(),
        photos: [photo],
      },
    },
  );
  // Only this report is pending: whatever else is in the queue is cleared first.
  await clearPendingReports(request, createMileageReport.id);
  expect((await pendingReports(request)).map((r) => r.id)).toEqual([createMileageReport.id]);

  await page.goto('/audit');
  await expect(page.getByTestId('audit-reported')).toBeVisible();
  // Meanwhile another staff member rejects it.
  await gql(request, 'mutation($input: UpdateMileageReportInput!) { updateMileageReport(input: $input) { id } }', {
    input: { id: createMileageReport.id, auditStatus: 'rejected', reason: `Decided elsewhere (${RUN}).` },
  });
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Another staff member decided this report first. The next one is shown.' }),
  ).toBeVisible();
  await expect(page.getByText('There are no pending mileage reports to audit.')).toBeVisible();
});
