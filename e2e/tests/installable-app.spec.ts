import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD, gql, screenshots, usernameOf } from './account';
import { completeAgreements, expectNoAxeViolations, signUp, toReportingOptions } from './enrolment-steps';
import { pacificParts } from './pacific';

/**
 * The portal as an installable web app (participant issue: mobile odometer capture): the manifest and
 * service worker make it installable and let it open without a connection, the odometer field opens
 * the camera, a large photograph is made smaller before upload, and a report made offline waits on
 * the device and is sent when the network returns. The service worker runs only in this file (the
 * other journeys block it). A participant enrolled here reports, so no demo account changes.
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

const KM_PER_MILE = 1 / 0.6213711922373338;

/** A phone camera's photograph: 4,000 × 3,000 px of noise (large as JPEG) with the time it was taken. */
async function cameraPhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = seed >> 23;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Phone' }, IFD2: { DateTimeOriginal: exifNow() } })
    .toBuffer();
}

/** Now as an EXIF date in California (EXIF dates carry no zone). */
function exifNow(): string {
  const parts = pacificParts(new Date());
  return `${parts.year}:${parts.month}:${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Staff set the new participant's vehicle to report by odometer photograph, as the review does. */
async function reportManually(username: string) {
  const staff = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const signIn = await staff.post('/api/auth/sign-in/email', {
      data: { email: 'admin@example.com', password: DEMO_PASSWORD },
    });
    expect(signIn.ok()).toBe(true);
    const { listVehicles } = await gql<{ listVehicles: { items: { id: string }[] } }>(
      staff,
      'query($u: String!) { listVehicles(username: $u, limit: 10) { items { id } } }',
      { u: username },
    );
    const id = listVehicles.items[0]?.id ?? '';
    await gql(staff, 'mutation($i: UpdateVehicleInput!) { updateVehicle(input: $i) { id mroType } }', {
      i: { id, username, mroType: 'manual' },
    });
  } finally {
    await staff.dispose();
  }
}

async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The first load is not controlled yet; the worker claims the page, a reload makes it certain.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('the portal has a manifest and a service worker Chromium accepts for installing, and opens offline', async ({
  playwright,
}) => {
  // Chromium offers no install in a private window, which every test context is: this one has a profile.
  const { baseURL, launchOptions } = test.info().project.use;
  const context = await playwright.chromium.launchPersistentContext(mkdtempSync(path.join(os.tmpdir(), 'pwa-')), {
    ...launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    await installableAndOffline(page, context);
  } finally {
    await context.close();
  }
});

async function installableAndOffline(page: Page, context: BrowserContext) {
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = await manifest.json();
  expect(body).toMatchObject({ name: 'California Road Charge Pilot', display: 'standalone', start_url: '/dashboard' });
  for (const icon of body.icons as { src: string; sizes: string }[]) {
    const file = await page.request.get(icon.src);
    expect(file.status()).toBe(200);
    const { width } = await sharp(await file.body()).metadata();
    expect(`${width}x${width}`).toBe(icon.sizes);
  }

  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await controlledByServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  const parsed = await cdp.send('Page.getAppManifest');
  expect(parsed.errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);

  // Without a connection the portal still opens: the shell comes from the service worker.
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('California Road Charge Pilot');
    await screenshots(page, 'installable-offline-shell');
  } finally {
    await context.setOffline(false);
  }
}

test('a new manual participant photographs the odometer offline; the report waits and is sent when back online', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signUp(page, `pwa.manual.${Date.now()}@example.com`);
  await toReportingOptions(page);
  await page.getByRole('radio', { name: /Manual/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await completeAgreements(page);
  const username = await usernameOf(page.request);
  await reportManually(username);
  const reports = async () =>
    (
      await gql<{
        listMileageReports: { items: { odoMileage: number; photos: { mimeType: string; originalUrl: string }[] }[] };
      }>(
        page.request,
        `query($u: ID!) { listMileageReports(username: $u, limit: 100) { items { odoMileage photos { mimeType originalUrl } } } }`,
        { u: username },
      )
    ).listMileageReports.items;

  await page.goto(`/my-account?tab=${encodeURIComponent('Create Mileage Report')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Mileage Report' })).toBeVisible();
  await controlledByServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Mileage Report' })).toBeVisible();
  const photoInput = page.getByLabel('Odometer Photograph');
  // On a phone the field opens the rear camera directly.
  await expect(photoInput).toHaveAttribute('capture', 'environment');

  const original = await cameraPhoto();
  await context.setOffline(true);
  await page.getByRole('group', { name: 'Your odometer shows' }).getByRole('radio', { name: 'Miles' }).check();
  await page.getByLabel('Odometer Mileage (mi)').fill('12,345');
  await photoInput.setInputFiles({ name: 'odometer.jpg', mimeType: 'image/jpeg', buffer: original });
  await expect(
    page.getByText('No connection: the photograph is kept on this device and uploaded with the report.'),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of the odometer photograph you chose' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible();
  const readingKm = 12_345 * KM_PER_MILE;
  await expect(page.getByTestId('mileage-report-stored')).toHaveText(
    `Your reading will be stored as ${(readingKm).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} km (12,345.00 mi).`,
  );
  await expectNoAxeViolations(page);
  await screenshots(page, 'installable-report-queued');
  // The queue is shown with the form.
  await page.getByRole('button', { name: 'Report another reading' }).click();
  const queued = page.getByTestId('queued-report');
  await expect(queued).toHaveCount(1);
  await expect(queued).toContainText('12,345.00 mi');
  await expect(queued).toContainText('Waiting for a connection.');
  await expectNoAxeViolations(page);
  await screenshots(page, 'installable-queue');
  expect(await reports()).toHaveLength(0);

  // Back online: the report is sent by itself, once.
  await context.setOffline(false);
  await expect(page.getByText('1 mileage report made offline was sent.')).toBeVisible({ timeout: 45_000 });
  await expect(queued).toHaveCount(0);
  const sent = await reports();
  expect(sent).toHaveLength(1);
  expect(sent[0]?.odoMileage).toBeCloseTo(readingKm, 6);
  expect(sent[0]?.photos[0]?.mimeType).toBe('image/jpeg');
  // What was uploaded is the smaller copy, upright, still saying when it was taken.
  const uploaded = await page.request.get(sent[0]?.photos[0]?.originalUrl ?? '');
  expect(uploaded.status()).toBe(200);
  const bytes = await uploaded.body();
  expect(bytes.length).toBeLessThan(original.length / 2);
  const meta = await sharp(bytes).metadata();
  expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(2048);
  expect(meta.exif?.toString('latin1')).toContain(exifNow().slice(0, 10));
});
