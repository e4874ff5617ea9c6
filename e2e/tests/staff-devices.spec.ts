import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { signInAsAdmin, staffScreenshots } from './account';
import { invite } from './api';
import { deliverTrip } from './deliveries';
import { expectNoAxeViolations } from './enrolment-steps';
import { codeFor } from './mail';

/*
 * Staff devices (staff spec sections 2, 4, 5, 8): /mro-devices lists every device and a row expands to
 * its events; a device is associated with a participant made fresh here (no other journey depends on
 * them) through /mro-devices/register (required fields, duplicate serial, success); a manifest with a
 * duplicate and a bad row is bulk-registered (counts and error list); /mroEvents finds the faulty demo
 * trips' events (codes 16, 17, 99); /webhookEvents shows deliveries with their payload, and a delivery
 * that failed because its device was not yet registered is retried once it is.
 */

const PASSWORD = 'Journey-Pass-1';
const IMEI = '490154203237518';

async function graphql<T>(api: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const res = await api.post('/graphql', { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** A participant through the real sign-up with one vehicle of their own (no device), and their username. */
async function participantWithVehicle(email: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    await invite(api, [email]);
    const startedAt = Date.now();
    expect((await api.post('/api/auth/sign-up/email', { data: { email, password: PASSWORD } })).ok()).toBe(true);
    const verify = await api.post('/api/auth/email-otp/verify-email', {
      data: { email, code: await codeFor(email, startedAt) },
    });
    expect(verify.ok()).toBe(true);
    expect((await api.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } })).ok()).toBe(true);
    const username = ((await (await api.get('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
    await graphql(api, 'mutation($input: UpdateParticipantInput!) { updateParticipant(input: $input) { username } }', {
      input: {
        username,
        firstName: 'Devon',
        lastName: 'Journey',
        phoneNumber: '(916) 555-0123',
        address1: '1120 N Street',
        city: 'Sacramento',
        state: 'CA',
        postalCode: '95814',
      },
    });
    await graphql(api, 'mutation($input: CreateVehicleInput!) { createVehicle(input: $input) { id } }', {
      input: {
        username,
        make: 'Toyota',
        model: 'Camry',
        year: 2020,
        type: 'gas',
        registrationState: 'CA',
        licensePlate: 'JRN0001',
      },
    });
    return username;
  } finally {
    await api.dispose();
  }
}

/** Waits until the stored delivery `id` has `status` (processing runs in the background). */
async function waitForDelivery(page: Page, id: string, status: 'failed' | 'processed') {
  await expect(async () => {
    const data = await graphql<{ getWebhookEventsByStatusByCreatedAt: { items: { id: string }[] } }>(
      page.request,
      'query($s: WebhookEventStatus!) { getWebhookEventsByStatusByCreatedAt(status: $s, limit: 20) { items { id } } }',
      { s: status },
    );
    expect(data.getWebhookEventsByStatusByCreatedAt.items.map((e) => e.id)).toContain(id);
  }).toPass({ timeout: 60_000 });
}

/** A registered device serial of a demo account (for the duplicate checks). */
async function demoSerial(page: Page): Promise<string> {
  const data = await graphql<{ listAllMileageReportingOptions: { items: { deviceSerialNumber: string }[] } }>(
    page.request,
    '{ listAllMileageReportingOptions(limit: 1) { items { deviceSerialNumber } } }',
  );
  const serial = data.listAllMileageReportingOptions.items[0]?.deviceSerialNumber;
  if (!serial) throw new Error('no demo device');
  return serial;
}

const snack = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

test('staff list devices, expand one to its events, associate one and bulk-register a manifest', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const email = `devices-${stamp}@example.com`;
  const username = await participantWithVehicle(email);
  await signInAsAdmin(page);
  const existing = await demoSerial(page);

  // The Devices table: every device; a row expands to its events.
  await page.getByRole('link', { name: 'Devices', exact: true }).first().click();
  await expect(page).toHaveURL(/\/mro-devices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Devices' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('Device serial').fill(existing);
  await expect(table.getByRole('cell', { name: existing, exact: true })).toBeVisible();
  // The filter is in the address: a reload (or a shared link) shows the same list.
  await expect(page).toHaveURL(new RegExp(`[?&]serial=${existing}`));
  await page.reload();
  await expect(page.getByLabel('Device serial')).toHaveValue(existing);
  await expect(table.getByRole('cell', { name: existing, exact: true })).toBeVisible();
  await table.getByRole('button', { name: 'Show details' }).first().click();
  await expect(page.getByRole('heading', { name: `Events of device ${existing}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-devices');

  // Remove asks first; cancelling keeps the device.
  await table.getByRole('button', { name: `Remove device ${existing}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this device?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(table.getByRole('cell', { name: existing, exact: true })).toBeVisible();

  // Associate one device: required fields, a serial already registered, then success.
  await page.getByRole('link', { name: 'Associate a device' }).click();
  await expect(page).toHaveURL(/\/mro-devices\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Associate a device' })).toBeVisible();
  await page.getByRole('button', { name: 'Associate device' }).click();
  await expect(page.getByText('Please fill out all required fields').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('combobox', { name: /Participant/ }).fill(email);
  await page.getByRole('option', { name: new RegExp(email) }).click();
  await page.getByRole('combobox', { name: /Vehicle/ }).click();
  await page.getByRole('option', { name: /Camry/ }).click();
  await page.getByRole('textbox', { name: /Device serial number/ }).fill(existing);
  await page.getByRole('textbox', { name: /IMEI/ }).fill(IMEI);
  await page.getByRole('button', { name: 'Associate device' }).click();
  await expect(page.getByText('The provided device serial number has already been registered').first()).toBeVisible();
  await staffScreenshots(page, 'staff-devices-register');
  const serial = `JRN${stamp}`.slice(0, 16);
  await page.getByRole('textbox', { name: /Device serial number/ }).fill(serial);
  await page.getByRole('button', { name: 'Associate device' }).click();
  await expect(page).toHaveURL(/\/mro-devices$/);
  await expect(snack(page, `Device ${serial} was associated.`)).toBeVisible();
  // The list has loaded (as a person sees it) before the filter is typed.
  await expect(page.getByRole('table', { name: 'Devices' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('Device serial').fill(serial);
  await expect(page.getByLabel('Device serial')).toHaveValue(serial);
  await expect(page).toHaveURL(new RegExp(`[?&]serial=${serial}`));
  await expect(
    page.getByRole('table', { name: 'Devices' }).getByRole('cell', { name: serial, exact: true }),
  ).toBeVisible();

  // The new device's inline editor: shipped and delivered dates and the GPS flag.
  const devices = page.getByRole('table', { name: 'Devices' });
  await devices.getByRole('button', { name: `Edit device ${serial}` }).click();
  const deviceEditor = page.getByRole('group', { name: `Edit device ${serial}` });
  await expect(deviceEditor).toBeVisible();
  await deviceEditor.getByLabel('Shipped date').fill('2026-11-02');
  await deviceEditor.getByLabel('Delivered date').fill('2026-11-05');
  const gps = deviceEditor.getByRole('checkbox', { name: 'GPS enabled' });
  const gpsBefore = await gps.isChecked();
  await gps.setChecked(!gpsBefore);
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-device-editor');
  await deviceEditor.getByRole('button', { name: 'Save' }).click();
  await expect(snack(page, 'The device was saved.')).toBeVisible();
  const saved = (
    await graphql<{
      listAllMileageReportingOptions: {
        items: { shippedDate: string | null; deliveredDate: string | null; gpsEnabled: boolean }[];
      };
    }>(
      page.request,
      'query($s: String!) { listAllMileageReportingOptions(filter: { deviceSerialNumber: $s }, limit: 1) { items { shippedDate deliveredDate gpsEnabled } } }',
      { s: serial },
    )
  ).listAllMileageReportingOptions.items[0];
  expect(saved?.shippedDate?.slice(0, 10)).toBe('2026-11-02');
  expect(saved?.deliveredDate?.slice(0, 10)).toBe('2026-11-05');
  expect(saved?.gpsEnabled).toBe(!gpsBefore);

  // Removing it, confirmed: the record goes and the vehicle is left without a device (N/A).
  await devices.getByRole('button', { name: `Remove device ${serial}` }).click();
  const removal = page.getByRole('dialog', { name: 'Remove this device?' });
  await removal.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(snack(page, 'The device was removed.')).toBeVisible();
  await expect(devices.getByRole('cell', { name: serial, exact: true })).toHaveCount(0);
  const vehicles = (
    await graphql<{ listVehicles: { items: { mroId: string | null }[] } }>(
      page.request,
      'query($u: String!) { listVehicles(username: $u, limit: 10) { items { mroId } } }',
      { u: username },
    )
  ).listVehicles.items;
  expect(vehicles.map((v) => v.mroId)).toEqual(['N/A']);

  // Bulk-register: a file that is no manifest, then a manifest with a duplicate and a bad row.
  await page.getByRole('link', { name: 'Bulk-register devices' }).click();
  await expect(page).toHaveURL(/\/mro-devices\/bulk-register$/);
  await page.getByLabel('Shipping manifest').setInputFiles({
    name: 'manifest.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await page.getByRole('button', { name: 'Register devices' }).click();
  await expect(page.getByText('A valid shipping manifest is required.').first()).toBeVisible();
  const manifest = [
    'Serial Number,IMEI,Participant E-mail or Account Number,VIN,Carrier,Tracking Number',
    `${existing},${IMEI},${email},1HGCM82633A004352,UPS,1Z1`,
    `BAD${stamp},${IMEI},nobody-${stamp}@example.com,1HGCM82633A004352,UPS,1Z2`,
  ].join('\n');
  await page.getByLabel('Shipping manifest').setInputFiles({
    name: 'manifest.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(manifest),
  });
  await page.getByRole('button', { name: 'Register devices' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Result' })).toBeVisible();
  await expect(page.getByText('0 new devices were registered.').first()).toBeVisible();
  await expect(page.getByText(/Duplicates skipped: 1\./)).toBeVisible();
  const errors = page.getByRole('table', { name: 'Errors (1)' });
  const bad = errors.getByRole('row').filter({ hasText: `BAD${stamp}` });
  await expect(bad).toContainText(`nobody-${stamp}@example.com`);
  await expect(bad).toContainText('1HGCM82633A004352');
  await expect(bad).toContainText('Participant not found.');
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-devices-bulk');
});

test('staff find the faulty demo trips’ events by code, and read webhook deliveries', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'MRO Events', exact: true }).first().click();
  await expect(page).toHaveURL(/\/mroEvents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'MRO Events' })).toBeVisible();
  // The demo's trips go back 45 days: widen the range from the default last 7 days.
  const from = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('From').fill(from);
  const table = page.getByRole('table', { name: 'MRO Events' });
  const faultyTrips: string[] = [];
  for (const [code, description] of [
    [16, 'Trip is incomplete'],
    [17, 'Trip has no mileage'],
    [99, 'Device reported excessive mileage'],
  ] as const) {
    await page.getByRole('combobox', { name: 'Code' }).click();
    await page.getByRole('option', { name: `${code} — ${description}` }).click();
    const row = table.getByRole('row').nth(1);
    await expect(row).toContainText(description);
    await expect(row.getByRole('cell', { name: String(code), exact: true })).toBeVisible();
    // The event leads to its faulty trip.
    const href = await row.getByRole('link', { name: /^Open trip of the event of / }).getAttribute('href');
    expect(href).toMatch(/^\/trip\/.+/);
    faultyTrips.push(href ?? '');
  }

  // The inline editor of an event (code 99 is shown): flag it with a description, then put it back.
  const row = table.getByRole('row').nth(1);
  const headers = (await table.locator('thead th').allInnerTexts()).map((h) => h.trim());
  const cell = (name: string) => row.locator('td').nth(headers.indexOf(name));
  expect(headers).toEqual(expect.arrayContaining(['Flagged', 'Description']));
  const original = {
    flagged: (await cell('Flagged').innerText()).trim() === 'Yes',
    description: (await cell('Description').innerText()).trim(),
  };
  const editEvent = async (flagged: boolean, description: string) => {
    await row.getByRole('button', { name: /^Edit event of / }).click();
    const editor = page.getByRole('group', { name: /^Edit event of / });
    await expect(editor).toBeVisible();
    await editor.getByRole('checkbox', { name: 'Flagged' }).setChecked(flagged);
    await editor.getByRole('textbox', { name: 'Description' }).fill(description);
    return editor;
  };
  const editor = await editEvent(!original.flagged, 'Checked by the devices journey');
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-mro-event-editor');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The event was saved.')).toBeVisible();
  await expect(row).toContainText('Checked by the devices journey');
  await expect(cell('Flagged')).toHaveText(original.flagged ? 'No' : 'Yes');
  await (await editEvent(original.flagged, original.description)).getByRole('button', { name: 'Save' }).click();
  await expect(row).not.toContainText('Checked by the devices journey');
  await expect(cell('Flagged')).toHaveText(original.flagged ? 'Yes' : 'No');
  // The filters but the days are in the address; a reload keeps the code and the flag filter.
  // The box follows the address, which the router updates a moment after the click.
  await page.getByRole('checkbox', { name: 'Flagged only' }).click();
  await expect(page.getByRole('checkbox', { name: 'Flagged only' })).toBeChecked();
  await expect(page).toHaveURL(/[?&]code=99/);
  await expect(page).toHaveURL(/[?&]flagged=1/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Code' })).toHaveText(/^99 — Device reported excessive mileage/);
  await expect(page.getByRole('checkbox', { name: 'Flagged only' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Flagged only' }).click();
  await expect(page).not.toHaveURL(/flagged=/);
  await expect(page.getByRole('checkbox', { name: 'Flagged only' })).not.toBeChecked();
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-mro-events');

  // Each faulty trip opens on the staff trip page.
  for (const href of faultyTrips) {
    await page.goto(href);
    await expect(
      page.getByRole('heading', { level: 1, name: `Trip ${decodeURIComponent(href.slice(6))}` }),
    ).toBeVisible();
  }

  // Webhook events: deliveries of the last month by status; a row expands to its payload.
  await page.goto('/webhookEvents');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhook Events' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Processed' }).click();
  const deliveries = page.getByRole('table', { name: 'Webhook Events' });
  await expect(deliveries.getByRole('row').nth(1)).toBeVisible();
  await deliveries.getByRole('button', { name: 'Show details' }).first().click();
  await expect(page.getByRole('heading', { name: /Payload of delivery/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-webhook-events');
});

test('staff retry a delivery that failed for an unknown device once the device is registered', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `retry-${stamp}@example.com`;
  const username = await participantWithVehicle(email);
  const serial = `RTY${stamp}`.slice(0, 16);
  const tripId = `retry-${stamp}`;
  await signInAsAdmin(page);

  // The device is not registered yet: the delivery is stored, then fails for good.
  const eventId = await deliverTrip(page.request, { serial, tripId, start: new Date(Date.now() - 60 * 60_000) });
  await waitForDelivery(page, eventId, 'failed');
  await page.goto('/webhookEvents?status=failed');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhook Events' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Failed');
  const deliveries = page.getByRole('table', { name: 'Webhook Events' });
  const failed = deliveries.getByRole('row').filter({ hasText: eventId });
  await expect(failed).toContainText(`unknown device ${serial}`);
  await expect(failed).toContainText('Failed');
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-webhook-failed');

  // Staff register the device on the participant's vehicle, then retry the delivery from the list.
  const vehicles = await graphql<{ listVehicles: { items: { id: string }[] } }>(
    page.request,
    'query($u: String!) { listVehicles(username: $u) { items { id } } }',
    { u: username },
  );
  await graphql(
    page.request,
    'mutation($input: CreateMileageReportingOptionInput!) { createMileageReportingOption(input: $input) { id } }',
    {
      input: {
        username,
        vehicleId: vehicles.listVehicles.items[0]?.id,
        deviceSerialNumber: serial,
        deviceImei: IMEI,
        gpsEnabled: true,
      },
    },
  );
  await failed.getByRole('button', { name: `Retry delivery ${eventId}` }).click();
  await expect(snack(page, 'The delivery was queued again.')).toBeVisible();

  // It is processed now: listed as processed, and the participant has the trip.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Processed' }).click();
  await expect(page).toHaveURL(/status=processed/);
  await waitForDelivery(page, eventId, 'processed');
  await page.reload();
  await expect(deliveries.getByRole('row').filter({ hasText: eventId })).toContainText('Processed');
  const trips = await graphql<{
    getTripsByUsernameByCreatedAt: { items: { recordTripId: string; processStatus: string }[] };
  }>(
    page.request,
    'query($u: ID!) { getTripsByUsernameByCreatedAt(username: $u, limit: 10) { items { recordTripId processStatus } } }',
    { u: username },
  );
  expect(trips.getTripsByUsernameByCreatedAt.items).toContainEqual({
    recordTripId: tripId,
    processStatus: 'processed',
  });
  await staffScreenshots(page, 'staff-webhook-retried');
});
