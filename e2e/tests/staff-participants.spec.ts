import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, gql, signInAsAdmin, staffScreenshots } from './account';
import { expectNoAxeViolations } from './enrolment-steps';

/**
 * The staff console's frame and its participants list: the console menu, one search box that finds a
 * participant by VIN or device serial, filters kept in the address, the CSV of every participant the
 * filter selects, and the global search in the top bar.
 */

interface Found {
  searchParticipants: { items: { username: string; email: string; status: string }[]; nextToken: string | null };
}

const SEARCH = `query ($search: String, $filter: StaffParticipantFilterInput, $nextToken: String) {
  searchParticipants(search: $search, filter: $filter, limit: 100, nextToken: $nextToken) {
    items { username email status }
    nextToken
  }
}`;

async function participantByEmail(page: Page, email: string) {
  const data = await gql<Found>(page.request, SEARCH, { search: email });
  const found = data.searchParticipants.items.find((p) => p.email === email);
  if (!found) throw new Error(`no participant ${email}`);
  return found;
}

async function allActive(page: Page): Promise<string[]> {
  const usernames: string[] = [];
  let nextToken: string | null = null;
  do {
    const data: Found = await gql<Found>(page.request, SEARCH, { filter: { status: ['active'] }, nextToken });
    usernames.push(...data.searchParticipants.items.map((p) => p.username));
    nextToken = data.searchParticipants.nextToken;
  } while (nextToken);
  return usernames;
}

/** Parses the export (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

test('staff find a participant by VIN and by device serial, and open them', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page).toHaveTitle(/– Participants$/);

  const driver = await participantByEmail(page, DEMO.driver);
  const vehicles = await gql<{ listVehicles: { items: { vin: string }[] } }>(
    page.request,
    'query ($username: String!) { listVehicles(username: $username) { items { vin } } }',
    { username: driver.username },
  );
  const vin = vehicles.listVehicles.items[0]?.vin;
  expect(vin).toBeTruthy();
  const devices = await gql<{ listMileageReportingOptions: { items: { deviceSerialNumber: string | null }[] } }>(
    page.request,
    'query ($username: String!) { listMileageReportingOptions(username: $username) { items { deviceSerialNumber } } }',
    { username: driver.username },
  );
  const serial = devices.listMileageReportingOptions.items.find((d) => d.deviceSerialNumber)?.deviceSerialNumber;
  expect(serial).toBeTruthy();

  const table = page.getByRole('table', { name: 'Participants' });
  const search = page.getByRole('searchbox', { name: 'Search' });

  // By VIN (lower case: the search ignores case): exactly the driver.
  await search.fill(String(vin).toLowerCase());
  await expect(page).toHaveURL(new RegExp(`q=${String(vin).toLowerCase()}`));
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: DEMO.driver })).toBeVisible();

  // By device serial.
  await search.fill(String(serial));
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(String(serial))}`));
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: DEMO.driver })).toBeVisible();
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-participants-search');

  // The account number opens the participant's detail, titled with the tab and the participant.
  await table.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/participant/${driver.username}$`));
  await expect(page.getByRole('heading', { level: 1, name: /Dana/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Info', selected: true })).toBeVisible();

  // Back to the list: the search is still there (it lives in the address).
  await page.goBack();
  await expect(search).toHaveValue(String(serial));
  await expect(table.getByRole('cell', { name: DEMO.driver })).toBeVisible();
});

test('the CSV of a filtered list holds every participant the filter selects, as the API lists them', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/participants?status=active');
  const table = page.getByRole('table', { name: 'Participants' });
  await expect(table.getByRole('cell', { name: 'Active' }).first()).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Onboarded', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-participants-active');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^participants-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await download.path(), 'utf8');
  // A byte-order mark first, so spreadsheet programs read the file as UTF-8.
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows = parseCsv(text.slice(1));
  const header = rows[0] ?? [];
  const usernameColumn = header.indexOf('username');
  const statusColumn = header.indexOf('status');
  expect(usernameColumn).toBeGreaterThanOrEqual(0);
  const body = rows.slice(1).filter((row) => row.length > 1);
  expect(body.every((row) => row[statusColumn] === 'active')).toBe(true);
  expect(body.map((row) => row[usernameColumn]).sort()).toEqual((await allActive(page)).sort());
});

test('the console menu, the Pilot Settings dropdown and the global search', async ({ page }) => {
  await signInAsAdmin(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Participants' })).toBeVisible();
  await nav.getByRole('button', { name: 'Pilot Settings' }).click();
  await expect(page.getByRole('menuitem', { name: 'Configurations' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible();
  await page.keyboard.press('Escape');

  const driver = await participantByEmail(page, DEMO.driver);
  const devices = await gql<{ listMileageReportingOptions: { items: { deviceSerialNumber: string | null }[] } }>(
    page.request,
    'query ($username: String!) { listMileageReportingOptions(username: $username) { items { deviceSerialNumber } } }',
    { username: driver.username },
  );
  const serial = String(
    devices.listMileageReportingOptions.items.find((d) => d.deviceSerialNumber)?.deviceSerialNumber,
  );

  // A device serial in the top bar's search jumps to its participant's devices.
  const globalSearch = page.getByRole('combobox', { name: 'Global search' });
  await globalSearch.fill(serial);
  const option = page.getByRole('option', { name: new RegExp(serial) });
  await expect(option).toBeVisible();
  await expectNoAxeViolations(page);
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/participant/${driver.username}\\?tab=devices$`));
  await expect(page.getByRole('tab', { name: 'MRO Devices', selected: true })).toBeVisible();
  await expect(globalSearch).toHaveValue('');

  // A name finds the participant.
  await globalSearch.fill('manual@example');
  await expect(page.getByRole('option', { name: /manual@example\.com/ })).toBeVisible();
  // Typing on, the earlier hits are gone at once (read without retrying): one clicked as the new answer
  // arrived would open whatever stands at its place in that answer.
  await globalSearch.fill('driver@example');
  expect(await page.getByRole('option').count()).toBe(0);
  await expect(page.getByRole('option', { name: /driver@example\.com/ }).first()).toBeVisible();
  await globalSearch.fill('manual@example');
  await page.getByRole('option', { name: /manual@example\.com/ }).click();
  await expect(page).toHaveURL(/\/participant\/[^?]+$/);

  // On a phone the menu is a side drawer.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open the console menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Console menu' });
  await expect(drawer.getByRole('link', { name: 'Configurations' })).toBeVisible();
  await expectNoAxeViolations(page);
  await drawer.getByRole('link', { name: 'Participants' }).click();
  await expect(page).toHaveURL(/\/participants$/);
  await expect(drawer).toBeHidden();
});
