import { inflateRawSync } from 'node:zlib';
import { expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  gql,
  screenshots,
  signInAs,
  signInAsAdmin,
  staffScreenshots,
  usernameFor,
} from './account';
import { expectNoAxeViolations } from './enrolment-steps';
import { mailWithSubject } from './mail';

/*
 * The privacy centre and the own-data export (decision 016): a participant with a GPS device opens the
 * centre from the dashboard, sees what is held about them with their counts, the retention periods and
 * what their reporting option means for GPS (axe clean, desktop and phone screenshots), asks for their
 * data, gets the e-mail with the signed link and downloads a ZIP holding every category and nothing of
 * another participant. Staff then ask for an export from the participant's Info tab.
 * The demo ToD participant is used: other journeys only read it.
 */

/** The entries of a ZIP (stored or deflated) by name, read from its central directory. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end, 'end of central directory').toBeGreaterThan(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + size);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

async function centreOf(page: Page, username: string) {
  return gql<{
    getPrivacyCentre: { accountErasureDays: number; counts: { trips: number; tripsWithLocation: number } };
  }>(
    page.request,
    'query($u: ID!) { getPrivacyCentre(username: $u) { accountErasureDays counts { trips tripsWithLocation } } }',
    { u: username },
  );
}

test('a participant sees what is held about them and downloads all of it', async ({ page }) => {
  test.setTimeout(120_000);
  const username = await usernameFor(DEMO.tod);
  const other = await usernameFor(DEMO.driver);
  await signInAs(page, DEMO.tod);
  await page.getByRole('link', { name: 'Privacy centre: your data' }).click();
  await expect(page).toHaveURL(/\/privacy-centre$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy centre' })).toBeVisible();
  await expect(page).toHaveTitle(/Privacy centre/);

  const centre = (await centreOf(page, username)).getPrivacyCentre;
  expect(centre.counts.tripsWithLocation).toBeGreaterThan(0);
  // The reporting option's meaning, and every category with its count, retention and purpose.
  await expect(page.getByText(/plug-in device with GPS/)).toBeVisible();
  await expect(page.getByText(/Location data is kept for \d+ days after a trip’s charges are paid/)).toBeVisible();
  for (const title of [
    'Account',
    'Vehicles',
    'Reporting devices',
    'Trips (without location)',
    'Trips with location (GPS)',
    'Photos',
    'Statements and payments',
    'Messages',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('privacy-trips')).toContainText(`${centre.counts.trips} trip`);
  await expect(
    page.getByText(
      `If your account is closed, your personal data is erased ${centre.accountErasureDays} days after closing`,
      {
        exact: false,
      },
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read the privacy policy' })).toHaveAttribute('href', '/tutc');
  await expect(page.getByRole('link', { name: /Privacy policy \(PDF\)/ })).toHaveAttribute(
    'href',
    '/documents/privacy-policy.pdf',
  );
  await expectNoAxeViolations(page);
  await screenshots(page, 'privacy-centre');

  // Ask for the data: the status follows the job until the export is ready.
  const asked = Date.now();
  await page.getByRole('button', { name: 'Request my data' }).click();
  await expect(page.getByText('Your data export has been requested.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('privacy-export-status')).toContainText('Your export is ready', { timeout: 60_000 });
  await expect(page.getByRole('link', { name: 'Download my data (ZIP)' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'privacy-centre-export-ready');

  // The e-mail's signed link downloads the ZIP in the participant's session.
  const mail = await mailWithSubject(DEMO.tod, 'Your data export is ready', asked);
  const link = /https?:\/\/\S+\/api\/storage\/\S+\?t=[A-Za-z0-9._~-]+/.exec(mail.text ?? '')?.[0];
  expect(link, mail.text).toBeDefined();
  const url = new URL(link ?? '');
  const res = await page.request.get(`${url.pathname}${url.search}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-disposition']).toMatch(/attachment; filename="my-road-charge-data-.*\.zip"/);
  const entries = unzip(await res.body());
  const names = [...entries.keys()];
  for (const name of [
    'manifest.json',
    'account/participant.json',
    'vehicles/vehicles.json',
    'devices/devices.json',
    'trips/trips.csv',
    'trips/segments.csv',
    'location/trip-points.json',
    'photos/mileage-reports.json',
    'statements/statements.csv',
    'payments/transactions.csv',
    'messages/inquiries.json',
    'messages/emails.json',
  ]) {
    expect(names, name).toContain(name);
  }
  expect(JSON.parse(entries.get('account/participant.json')?.toString('utf8') ?? '{}').username).toBe(username);
  expect(names.some((n) => n.startsWith('statements/pdf/'))).toBe(true);
  const everything = [...entries.values()].map((b) => b.toString('latin1')).join('\n');
  expect(everything).not.toContain(other);
  // Another participant's session cannot open the link.
  const driver = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const signedIn = await driver.post('/api/auth/sign-in/email', {
      data: { email: DEMO.driver, password: DEMO_PASSWORD },
    });
    expect(signedIn.ok()).toBe(true);
    expect((await driver.get(`${url.pathname}${url.search}`)).status()).toBe(403);
  } finally {
    await driver.dispose();
  }
});

test('staff ask for an export from the participant’s Info tab', async ({ page }) => {
  test.setTimeout(90_000);
  const username = await usernameFor(DEMO.tod);
  await signInAsAdmin(page);
  await page.goto(`/participant/${username}`);
  const section = page.getByRole('region', { name: 'Data export' });
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: 'Request data export' }).click();
  await expect(page.getByText('The data export has been requested.', { exact: false })).toBeVisible();
  await expect(section.getByTestId('staff-data-export-status')).toContainText('Ready', { timeout: 60_000 });
  await expect(section.getByRole('link', { name: 'Download' })).toBeVisible();
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-participant-data-export');
});
