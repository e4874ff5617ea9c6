import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, gql, mileageUnit, signInAs, signInAsAdmin, staffScreenshots, usernameFor } from './account';
import { expectNoAxeViolations } from './enrolment-steps';

/**
 * Staff console I: the participant detail's Vehicles, MRO Devices, MRO Events and Mileage Reports tabs
 * (staff spec sections 2–6), as admin@, for driver@ (a GPS device) and manual@ (odometer photos).
 * Demo data left as found: driver@'s plate is changed and put back; manual@ gets one more pending
 * report (the mileage-statements journey adds them too; every journey counts relative to what is there).
 */

const PNG_PHOTO = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/src/modules/mileage-reports/__tests__/fixtures/odometer.png',
);
const KM_PER_MILE = 1 / 0.6213711922373338;

const TAB_TITLES = {
  vehicles: 'Vehicles',
  devices: 'MRO Devices',
  events: 'MRO Events',
  reports: 'Mileage Reports',
} as const;

/** Opens a tab of the participant detail and waits for its table to have loaded. */
async function openTab(page: Page, username: string, tab: keyof typeof TAB_TITLES) {
  await page.goto(`/participant/${encodeURIComponent(username)}?tab=${tab}`);
  await expect(page.getByRole('tab', { name: TAB_TITLES[tab], selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: TAB_TITLES[tab], exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: TAB_TITLES[tab], exact: true });
  await expect(table).toBeVisible();
  await expect(table.getByRole('progressbar')).toHaveCount(0);
  return table;
}

interface Vehicle {
  id: string;
  make: string;
  model: string;
  year: number;
  licensePlate: string;
  mroType: string;
}

async function vehiclesOf(request: APIRequestContext, username: string): Promise<Vehicle[]> {
  const data = await gql<{ listVehicles: { items: Vehicle[] } }>(
    request,
    'query($u: String!) { listVehicles(username: $u, limit: 100) { items { id make model year licensePlate mroType } } }',
    { u: username },
  );
  return data.listVehicles.items;
}

let driver: string;
let manual: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  driver = await usernameFor(DEMO.driver);
  manual = await usernameFor(DEMO.manual);
});

test('admin@ opens the four asset tabs of driver@ and manual@', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const feature = await gql<{ getConfiguration: { value: string | null } | null }>(
    page.request,
    '{ getConfiguration(key: "FEATURE_MULTIPLE_VEHICLES") { value } }',
  );
  const multipleVehicles = feature.getConfiguration?.value === 'enabled';
  for (const [who, username] of [
    ['driver', driver],
    ['manual', manual],
  ] as const) {
    const vehicles = await vehiclesOf(page.request, username);
    const vehicleTable = await openTab(page, username, 'vehicles');
    await expect(vehicleTable.locator('tbody tr')).toHaveCount(vehicles.length);
    for (const vehicle of vehicles) await expect(vehicleTable).toContainText(vehicle.licensePlate);
    await expect(vehicleTable.getByRole('columnheader', { name: 'Reporting type' })).toBeVisible();
    // Adding a vehicle needs FEATURE_MULTIPLE_VEHICLES (off in the demo configuration).
    await expect(page.getByRole('button', { name: 'Add vehicle' })).toHaveCount(multipleVehicles ? 1 : 0);
    await expect(vehicleTable).toContainText(
      who === 'manual' ? 'Manual Odometer Reporting' : 'Plug-In Device (PID) with GPS',
    );
    await expectNoAxeViolations(page);
    await staffScreenshots(page, `staff-assets-${who}-vehicles`);

    const devices = await gql<{ listMileageReportingOptions: { items: { deviceSerialNumber: string }[] } }>(
      page.request,
      'query($u: String!) { listMileageReportingOptions(username: $u, limit: 10) { items { deviceSerialNumber } } }',
      { u: username },
    );
    const deviceTable = await openTab(page, username, 'devices');
    if (devices.listMileageReportingOptions.items.length === 0) {
      await expect(deviceTable).toContainText('This participant has no reporting devices.');
    } else {
      for (const device of devices.listMileageReportingOptions.items) {
        await expect(deviceTable).toContainText(device.deviceSerialNumber);
      }
    }
    await expectNoAxeViolations(page);
    await staffScreenshots(page, `staff-assets-${who}-devices`);

    await openTab(page, username, 'events');
    await expect(page.getByRole('group', { name: 'Date range' })).toBeVisible();
    await expectNoAxeViolations(page);
    await staffScreenshots(page, `staff-assets-${who}-events`);

    const reportTable = await openTab(page, username, 'reports');
    // Each report names its vehicle (the names arrive after the rows).
    if (who === 'manual')
      await expect(reportTable.locator('tbody tr').first()).toContainText(vehicles[0]?.licensePlate ?? '-');
    if (who === 'manual')
      await expect(reportTable.getByRole('button', { name: /^View the odometer photo of / }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await staffScreenshots(page, `staff-assets-${who}-reports`);
  }
});

test("admin@ changes driver@'s plate in the edit dialog, sees it after a reload, and puts it back", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const [vehicle] = await vehiclesOf(page.request, driver);
  expect(vehicle).toBeTruthy();
  if (!vehicle) return;
  const original = vehicle.licensePlate;
  const changed = `E2E${String(Date.now()).slice(-4)}`;
  const name = `${vehicle.year} ${vehicle.make} ${vehicle.model} (${original})`;

  const table = await openTab(page, driver, 'vehicles');
  await table.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit vehicle' });
  await expect(dialog).toBeVisible();
  // The form shows the vehicle as it is: make and model from the EPA lists, plate, state, fuel and reporting type.
  await expect(dialog.getByRole('combobox', { name: 'Make' })).toHaveValue(vehicle.make);
  await expect(dialog.getByRole('combobox', { name: 'Model' })).toHaveValue(vehicle.model);
  await expect(dialog.getByLabel('License plate')).toHaveValue(original);
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-assets-vehicle-edit-dialog');
  // The make list comes from the EPA list of the vehicle's year.
  await dialog.getByRole('combobox', { name: 'Make' }).click();
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  expect(await page.getByRole('listbox').getByRole('option').count()).toBeGreaterThan(5);
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('combobox', { name: 'Make' })).toHaveValue(vehicle.make);

  await dialog.getByLabel('License plate').fill(changed);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The vehicle was saved.' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.reload();
  const reloaded = page.getByRole('table', { name: 'Vehicles', exact: true });
  await expect(reloaded).toContainText(changed);
  await expect(reloaded).not.toContainText(original);
  expect((await vehiclesOf(page.request, driver)).find((v) => v.id === vehicle.id)?.licensePlate).toBe(changed);

  // Put it back, so other journeys find driver@ as seeded.
  await reloaded
    .getByRole('button', { name: `Edit ${vehicle.year} ${vehicle.make} ${vehicle.model} (${changed})` })
    .click();
  await page.getByRole('dialog', { name: 'Edit vehicle' }).getByLabel('License plate').fill(original);
  await page.getByRole('dialog', { name: 'Edit vehicle' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit vehicle' })).toBeHidden();
  await expect(reloaded).toContainText(original);
  expect((await vehiclesOf(page.request, driver)).find((v) => v.id === vehicle.id)?.licensePlate).toBe(original);
});

test("admin@ expands driver@'s device to its events and opens the inline editors", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const data = await gql<{ listMileageReportingOptions: { items: { deviceSerialNumber: string }[] } }>(
    page.request,
    'query($u: String!) { listMileageReportingOptions(username: $u, limit: 1) { items { deviceSerialNumber } } }',
    { u: driver },
  );
  const serial = data.listMileageReportingOptions.items[0]?.deviceSerialNumber;
  expect(serial, 'driver@ has a device').toBeTruthy();
  const events = await gql<{ getMroEventsByMroDeviceSerialNumber: { items: { id: string }[] } }>(
    page.request,
    'query($s: String!) { getMroEventsByMroDeviceSerialNumber(mroDeviceSerialNumber: $s, limit: 10) { items { id } } }',
    { s: serial },
  );

  const table = await openTab(page, driver, 'devices');
  await table.getByRole('button', { name: 'Show details' }).first().click();
  const nested = page.getByRole('table', { name: `Events of device ${serial}` });
  await expect(nested).toBeVisible();
  const count = events.getMroEventsByMroDeviceSerialNumber.items.length;
  if (count === 0) await expect(nested).toContainText('This device has no events.');
  else await expect(nested.locator('tbody tr')).toHaveCount(count);
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-assets-device-expanded');

  // The device's inline editor: shipped and delivered dates and the GPS flag; Cancel changes nothing.
  await table.getByRole('button', { name: `Edit device ${serial}` }).click();
  const editor = page.getByRole('group', { name: `Edit device ${serial}` });
  await expect(editor.getByLabel('Shipped date')).toBeVisible();
  await expect(editor.getByLabel('Delivered date')).toBeVisible();
  await expect(editor.getByRole('checkbox', { name: 'GPS enabled' })).toBeChecked();
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-assets-device-editor');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();

  // Removal asks first; Cancel keeps the device.
  await table.getByRole('button', { name: `Remove device ${serial}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this device?' });
  await expect(confirm).toContainText('N/A');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(table).toContainText(serial ?? '');

  // The MRO Events tab over the last 30 days, and an event's inline editor (flagged, type, description).
  const eventsTable = await openTab(page, driver, 'events');
  await page.getByRole('button', { name: 'Last 30' }).click();
  await expect(eventsTable.getByRole('progressbar')).toHaveCount(0);
  const edit = eventsTable.getByRole('button', { name: /^Edit event of / }).first();
  if (await edit.count()) {
    await edit.click();
    const eventEditor = page.getByRole('group', { name: /^Edit event of / });
    await expect(eventEditor.getByRole('checkbox', { name: 'Flagged' })).toBeVisible();
    await expect(eventEditor.getByLabel('Type')).toBeVisible();
    await expect(eventEditor.getByLabel('Description')).toBeVisible();
    await expectNoAxeViolations(page);
    await staffScreenshots(page, 'staff-assets-event-editor');
    await eventEditor.getByRole('button', { name: 'Cancel' }).click();
  }
});

test('admin@ creates a mileage report with a photo for manual@, who then sees it in their Mileage Reports', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const unit = await mileageUnit(page.request);
  const before = await gql<{ listMileageReports: { items: { odoMileage: number; auditStatus: string }[] } }>(
    page.request,
    'query($u: ID!) { listMileageReports(username: $u, limit: 1000) { items { odoMileage auditStatus } } }',
    { u: manual },
  );
  const lastKm = Math.max(
    0,
    ...before.listMileageReports.items.filter((r) => r.auditStatus !== 'rejected').map((r) => r.odoMileage),
  );
  const reading = Math.floor(unit === 'km' ? lastKm : lastKm / KM_PER_MILE) + 77;

  const table = await openTab(page, manual, 'reports');
  await page.getByRole('button', { name: 'Create mileage report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a mileage report' });
  await expect(dialog).toBeVisible();
  // Nothing typed: the spec's required-field messages, and nothing is created.
  await dialog.getByRole('button', { name: 'Create report' }).click();
  await expect(dialog.getByText('Odometer mileage is required')).toBeVisible();
  await dialog.getByLabel(`Odometer reading (${unit})`).fill(String(reading));
  await dialog.getByLabel('Odometer photo').setInputFiles(PNG_PHOTO);
  await expect(dialog.getByText('Photo uploaded.')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Preview of the odometer photo' })).toBeVisible();
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-assets-report-create-dialog');
  await dialog.getByRole('button', { name: 'Create report' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The mileage report was created.' })).toBeVisible();
  await expect(dialog).toBeHidden();

  const first = table.locator('tbody tr').first();
  await expect(first).toContainText(`${reading.toLocaleString('en-US')}.00 ${unit}`);
  await expect(first).toContainText('Pending');
  await first.getByRole('button', { name: /^View the odometer photo of / }).click();
  const viewer = page.getByRole('dialog', { name: /^Odometer photo of / });
  const photo = viewer.getByRole('img', { name: /^Odometer photo of / });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-assets-report-photo');
  await viewer.getByRole('button', { name: 'Close' }).click();

  // The participant finds it in their own Mileage Reports, newest first, pending.
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: undefined });
  try {
    const participant = await context.newPage();
    await context.addCookies([
      {
        name: 'cookieConsent',
        value: 'accepted',
        url: process.env.E2E_BASE_URL ?? 'http://localhost',
      },
    ]);
    await signInAs(participant, DEMO.manual);
    await participant.goto(`/my-account?tab=${encodeURIComponent('Mileage Reports')}`);
    const own = participant.getByRole('table', { name: 'Your mileage reports, newest first' });
    await expect(own.locator('tbody tr').first()).toContainText(`${reading.toLocaleString('en-US')}.00 ${unit}`);
    await expect(own.locator('tbody tr').first()).toContainText('Pending');
  } finally {
    await context.close();
  }
});
