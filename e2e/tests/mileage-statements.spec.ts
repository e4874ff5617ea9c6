import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, gql, mileageUnit, screenshots, signInAs, usernameOf } from './account';
import { completeAgreements, expectNoAxeViolations, signUp, toReportingOptions } from './enrolment-steps';
import { pacificParts } from './pacific';

/**
 * The Create Mileage Report, Mileage Reports and Statements tabs (participant spec section 2). Only
 * manual@ is changed (it reports readings); driver@ is only read, and the empty statements list
 * belongs to a participant enrolled here.
 */

const HEIC_PHOTO = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/src/modules/mileage-reports/__tests__/fixtures/odometer.heic',
);
const KM_PER_MILE = 1 / 0.6213711922373338;
const DESKTOP = { width: 1440, height: 900 };
const twoDecimals = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A stored km figure as the pages show it in a unit: "12,345.00 mi". */
const inUnit = (km: number, unit: 'km' | 'mi') => `${twoDecimals(unit === 'km' ? km : km / KM_PER_MILE)} ${unit}`;
const tab = (name: string) => `/my-account?tab=${encodeURIComponent(name)}`;

interface Report {
  id: string;
  vehicleId: string;
  odoMileage: number;
  tsReportDate: string;
  auditStatus: string;
  photos: { mimeType: string; url: string | null }[];
}

async function reportsOf(request: APIRequestContext, username: string): Promise<Report[]> {
  const data = await gql<{ listMileageReports: { items: Report[] } }>(
    request,
    `query($u: ID!) { listMileageReports(username: $u, limit: 1000) {
      items { id vehicleId odoMileage tsReportDate auditStatus photos { mimeType url } } } }`,
    { u: username },
  );
  return data.listMileageReports.items;
}

/** The highest reading that counts (rejected ones do not), in the form's unit. */
function lastReading(reports: Report[], unit: 'km' | 'mi'): number {
  const km = Math.max(0, ...reports.filter((r) => r.auditStatus !== 'rejected').map((r) => r.odoMileage));
  return unit === 'km' ? km : km / KM_PER_MILE;
}

/** Today's date as the tables show it (YYYY/MM/DD, California). */
function tableToday(): string {
  const parts = pacificParts(new Date());
  return `${parts.year}/${parts.month}/${parts.day}`;
}

async function openCreateTab(page: Page) {
  await page.goto(tab('Create Mileage Report'));
  await expect(page.getByRole('heading', { level: 1, name: 'Create Mileage Report' })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('manual@ reports a reading in miles with a HEIC photo, sees the km stored, and finds it in Mileage Reports', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signInAs(page, DEMO.manual);
  const username = await usernameOf(page.request);
  const unit = await mileageUnit(page.request);
  const before = await reportsOf(page.request, username);

  await openCreateTab(page);
  await expect(page.getByLabel('Reading Date')).toBeDisabled();
  const vehicle = page.getByRole('combobox', { name: /^Vehicle/ });
  // The one manual vehicle is chosen already; choosing none shows every required-field message.
  await expect(vehicle).not.toHaveValue('');
  await vehicle.selectOption('');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('A vehicle is required')).toBeVisible();
  await expect(page.getByText('Odometer mileage is required')).toBeVisible();
  await expect(page.getByText('An odometer photograph is required')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'create-mileage-report-required', DESKTOP);

  await vehicle.selectOption({ index: 1 });
  // The unit defaults to the display unit; a California odometer reads miles, so the driver picks them.
  const units = page.getByRole('group', { name: 'Your odometer shows' });
  await expect(units.getByRole('radio', { name: unit === 'km' ? 'Kilometres' : 'Miles' })).toBeChecked();
  await units.getByRole('radio', { name: 'Miles' }).check();
  const reading = Math.floor(lastReading(before, 'mi')) + 123;
  const readingKm = reading * KM_PER_MILE;
  await page.getByLabel('Odometer Mileage (mi)').fill(reading.toLocaleString('en-US'));
  // Read back in both units, with what is stored.
  await expect(page.getByTestId('odometer-both-units')).toHaveText(
    `${inUnit(readingKm, 'mi')} is ${inUnit(readingKm, 'km')}; readings are stored in kilometres.`,
  );
  await page.getByLabel('Odometer Photograph').setInputFiles(HEIC_PHOTO);
  // The preview is the server's JPEG copy of the HEIC photo.
  await expect(page.getByText('Photograph uploaded. Your HEIC photograph is shown converted to JPEG.')).toBeVisible();
  const preview = page.getByRole('img', { name: 'Preview of the odometer photograph you chose' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const previewFile = await page.request.get((await preview.getAttribute('src')) ?? '');
  expect(previewFile.headers()['content-type']).toBe('image/jpeg');
  // On a wide screen the photograph sits beside the reading, to compare the number with it.
  const field = (await page.getByLabel('Odometer Mileage (mi)').boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  const photoBox = (await preview.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  expect(photoBox.x).toBeGreaterThanOrEqual(field.x + field.width);
  expect(photoBox.y).toBeLessThan(field.y + 200);
  await expectNoAxeViolations(page);
  await screenshots(page, 'create-mileage-report-photo', DESKTOP);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText(
      'Your odometer mileage has been submitted. If we have any questions our help desk will reach out to you to verify mileage. Safe travels.',
    ),
  ).toBeVisible();
  const after = await reportsOf(page.request, username);
  expect(after).toHaveLength(before.length + 1);
  const created = after.find((r) => !before.some((b) => b.id === r.id));
  expect(created).toMatchObject({ auditStatus: 'pending', photos: [{ mimeType: 'image/heic' }] });
  // Stored in km: the miles typed, converted.
  expect(created?.odoMileage).toBeCloseTo(readingKm, 6);
  const storedKm = created?.odoMileage ?? 0;
  // The confirmation names the reading as typed and the km the server stored.
  await expect(page.getByTestId('mileage-report-stored')).toHaveText(
    `Your reading is stored as ${inUnit(storedKm, 'km')} (${inUnit(storedKm, 'mi')}).`,
  );
  await expectNoAxeViolations(page);
  await screenshots(page, 'create-mileage-report-submitted', DESKTOP);

  await page.getByRole('link', { name: 'See your mileage reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mileage Reports' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Your mileage reports, newest first' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(Math.min(after.length, 10));
  // Newest reading first: today's, with its odometer in the configured unit and its status.
  const first = rows.first();
  await expect(first).toContainText(tableToday());
  await expect(first).toContainText(inUnit(storedKm, unit));
  await expect(first).toContainText('Pending');
  await expectNoAxeViolations(page);
  await screenshots(page, 'mileage-reports');

  const view = first.getByRole('button', { name: `View the odometer photograph of ${tableToday()}` });
  await view.click();
  const dialog = page.getByRole('dialog', { name: `Odometer photograph of ${tableToday()}` });
  await expect(dialog).toBeVisible();
  const photo = dialog.getByRole('img', { name: /^Odometer photograph of .* reported on / });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const shown = await page.request.get((await photo.getAttribute('src')) ?? '');
  expect(shown.status()).toBe(200);
  expect(shown.headers()['content-type']).toBe('image/jpeg');
  await expectNoAxeViolations(page);
  await screenshots(page, 'mileage-reports-photo');
  // Escape closes the viewer and gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(view).toBeFocused();

  // Rows per page: 10, 20 or 100.
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await expect(page.getByRole('option')).toHaveText(['10', '20', '100']);
  await page.keyboard.press('Escape');
});

test('a reading lower than the last one is refused with the error toast and creates nothing', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, DEMO.manual);
  const username = await usernameOf(page.request);
  const unit = await mileageUnit(page.request);
  const before = await reportsOf(page.request, username);
  // A JPEG this time: one of the account's own photos, read through its signed link.
  const jpegUrl = before.find((r) => r.photos[0]?.mimeType === 'image/jpeg')?.photos[0]?.url;
  expect(jpegUrl).toBeTruthy();
  const jpeg = path.join(mkdtempSync(path.join(os.tmpdir(), 'odometer-')), 'odometer.jpg');
  writeFileSync(jpeg, await (await page.request.get(jpegUrl ?? '')).body());

  await openCreateTab(page);
  const lower = Math.floor(lastReading(before, unit)) - 10;
  await page.getByLabel(`Odometer Mileage (${unit})`).fill(String(lower));
  await page.getByLabel('Odometer Photograph').setInputFiles(jpeg);
  await expect(page.getByRole('img', { name: 'Preview of the odometer photograph you chose' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Odometer Mileage Reading can not be less than the value reported last time.' }),
  ).toBeVisible();
  // The form stays as it was, to be corrected.
  await expect(page.getByLabel(`Odometer Mileage (${unit})`)).toHaveValue(String(lower));
  await expectNoAxeViolations(page);
  await screenshots(page, 'create-mileage-report-lower');

  expect(await reportsOf(page.request, username)).toHaveLength(before.length);
  await page.goto(tab('Mileage Reports'));
  await expect(page.locator('tbody tr')).toHaveCount(Math.min(before.length, 10));
});

interface Statement {
  id: string;
  month: string;
  balance: number | null;
  pdfUrl: string | null;
  createdBy: string | null;
  shouldSendEmailToParticipant: boolean;
}

/** 'YYYY-MM' of the six months before the current one (California calendar). */
function shownMonths(): string[] {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit' })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  const months: string[] = [];
  for (let back = 1; back <= 6; back++) {
    const at = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1 - back, 1));
    months.push(`${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return months;
}

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long' }).format(
    new Date(`${month}-15T00:00:00Z`),
  );

test('driver@ sees the API statements; the PDF downloads for its owner only', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signInAs(page, DEMO.driver);
  const username = await usernameOf(page.request);
  const months = shownMonths();
  const all = await gql<{ getParticipantStatementsByUsername: { items: Statement[] } }>(
    page.request,
    `query($u: ID!) { getParticipantStatementsByUsername(username: $u, limit: 1000) {
      items { id month balance pdfUrl createdBy shouldSendEmailToParticipant } } }`,
    { u: username },
  );
  const expected = all.getParticipantStatementsByUsername.items.filter(
    (s) => months.includes(s.month) && (s.shouldSendEmailToParticipant || s.createdBy === 'System'),
  );
  expect(expected.length).toBeGreaterThan(0);

  await page.goto(tab('Statements'));
  await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Your monthly statements, newest month first' }).locator('tbody tr');
  await expect(rows).toHaveCount(expected.length);
  let downloadable: { month: string; href: string } | null = null;
  for (const [index, statement] of expected.entries()) {
    const row = rows.nth(index);
    const name = monthName(statement.month);
    await expect(row.getByRole('rowheader')).toHaveText(name);
    const link = row.getByRole('link', { name: `Download the statement for ${name} (PDF)` });
    // The download shows for a statement with a balance once its PDF exists (spec section 2, decision 007).
    if (statement.balance !== null && statement.pdfUrl) {
      await expect(link).toBeVisible();
      downloadable ??= { month: statement.month, href: (await link.getAttribute('href')) ?? '' };
    } else {
      await expect(link).toHaveCount(0);
    }
  }
  await expectNoAxeViolations(page);
  await screenshots(page, 'statements');

  expect(downloadable).not.toBeNull();
  const { month, href } = downloadable as { month: string; href: string };
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: `Download the statement for ${monthName(month)} (PDF)` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`statement-${month}.pdf`);
  expect(
    readFileSync((await download.path()) ?? '')
      .subarray(0, 4)
      .toString('latin1'),
  ).toBe('%PDF');
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');

  // The signed link is the owner's: another participant is refused, and so is nobody signed in.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await signInAs(otherPage, DEMO.manual);
    const refused = await otherPage.request.get(href);
    expect(refused.status()).toBe(403);
    expect((await refused.body()).subarray(0, 4).toString('latin1')).not.toBe('%PDF');
  } finally {
    await other.close();
  }
  const anonymous = await browser.newContext();
  try {
    expect((await anonymous.request.get(new URL(href, page.url()).toString())).status()).toBe(401);
  } finally {
    await anonymous.close();
  }
});

test('a new participant without statements sees the empty message, and an empty report list', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, `statements.empty.${Date.now()}@example.com`);
  await toReportingOptions(page);
  await page.getByRole('radio', { name: /Manual/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await completeAgreements(page);

  await page.goto(tab('Statements'));
  await expect(
    page.getByText(
      'You do not have any statements. Statements will be generated and emailed to you on a monthly basis.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'statements-empty');

  await page.goto(tab('Mileage Reports'));
  await expect(page.getByText('You have not reported any mileage yet.')).toBeVisible();
  await expectNoAxeViolations(page);
});
