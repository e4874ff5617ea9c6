import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, gql, signInAsAdmin, staffScreenshots, usernameFor } from './account';
import { deliverTrip } from './deliveries';
import { expectNoAxeViolations } from './enrolment-steps';
import { pageUntil, staffTable, tableSettled } from './staff-table';

/**
 * Staff console II: /trips (every trip of a week, all process statuses, filters, the server's CSV and
 * "Associate trips" with its 10 s notice) and /tripsReview (the Trip Review dialog), staff spec
 * sections 2, 4, 7 and 9, as admin@.
 * Demo data: one of tod@'s trips is moved to cordon@'s vehicle and moved back (no other journey counts
 * cordon@'s trips; tod@'s are compared with the API, not fixed values); another of tod@'s trips is
 * flagged through the API and cleared in the dialog, and a third flagged and re-processed (the engine
 * recomputes the same segments from the same GPS points): both end with their review completed.
 */

interface ApiTrip {
  id: string;
  username: string;
  vehicleId: string | null;
  processStatus: string;
  reviewStatus: string | null;
  createdAt: string;
}

const SEARCH = `query($c: ModelDateKeyConditionInput!, $f: StaffTripSearchFilterInput, $n: String) {
  searchTrips(createdAt: $c, filter: $f, limit: 100, nextToken: $n) {
    items { id username vehicleId processStatus reviewStatus createdAt } nextToken } }`;
const TRIPS_OF = `query($u: ID!) { getTripsByUsernameByCreatedAt(username: $u, limit: 100) {
  items { id username vehicleId processStatus reviewStatus createdAt } } }`;
const SEGMENTS = 'query($id: ID!) { listTripSegments(tripId: $id, limit: 1000) { items { transactionId } } }';
const VEHICLES = 'query($u: String!) { listVehicles(username: $u, limit: 100) { items { id } } }';
const ASSOCIATE = `mutation($t: [ID!]!, $u: ID!, $v: ID!) { tripAssociate(trips: $t, username: $u, vehicle_id: $v) { id } }`;
const FLAG =
  'mutation($id: ID!) { updateTrip(input: { id: $id, reviewStatus: pending, reviewReason: distanceDiscrepancy }) { id } }';
const TRIP = 'query($id: ID!) { getTrip(id: $id) { id username vehicleId processStatus reviewStatus createdAt } }';

/** Every trip searchTrips selects for the range and filter, page by page (100 a page). */
async function search(request: APIRequestContext, range: { ge: string; le: string }, filter: object | null = null) {
  const all: ApiTrip[] = [];
  let token: string | null = null;
  do {
    const page: { searchTrips: { items: ApiTrip[]; nextToken: string | null } } = await gql(request, SEARCH, {
      c: { ge: range.ge, le: range.le },
      f: filter,
      n: token,
    });
    all.push(...page.searchTrips.items);
    token = page.searchTrips.nextToken;
  } while (token);
  return all;
}

/** The trips table of /trips. */
const tripsTable = (page: Page, name = 'Trips') => staffTable(page, name);
const settled = (page: Page, name = 'Trips') => tableSettled(page, name);

/** The trip ids of the table's rows, in order (the id cell links to /trip/{id}). */
async function shownIds(page: Page, name = 'Trips'): Promise<string[]> {
  return tripsTable(page, name)
    .locator('tbody tr a[href^="/trip/"]')
    .evaluateAll((links) => links.map((a) => decodeURIComponent(a.getAttribute('href')?.slice('/trip/'.length) ?? '')));
}

/** Pages through /tripsReview (newest first) until the trip's row is shown. */
async function findReviewRow(page: Page, id: string) {
  // The first page has loaded when it shows rows (the trip itself is flagged, so there is one).
  await expect.poll(async () => (await shownIds(page, 'Trips Review')).length).toBeGreaterThan(0);
  await pageUntil(page, 'Trips Review', async () => (await shownIds(page, 'Trips Review')).includes(id), `trip ${id}`);
}

/** The range the page asks for, read from its CSV link (from and to, as the export takes them). */
async function shownRange(page: Page): Promise<{ href: string; ge: string; le: string }> {
  const href = (await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')) ?? '';
  const params = new URL(href, 'http://x').searchParams;
  return { href, ge: params.get('from') ?? '', le: params.get('to') ?? '' };
}

/** The CSV's trip ids (first column), through the signed-in page's session. */
async function csvIds(page: Page, href: string): Promise<string[]> {
  const res = await page.request.get(href);
  expect(res.status()).toBe(200);
  const lines = (await res.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]?.split(',')[0]).toBe('id');
  return lines.slice(1).map((line) => line.split(',')[0] ?? '');
}

async function chooseParticipant(page: Page, scope: ReturnType<Page['locator']> | Page, label: string, email: string) {
  const box = scope.getByRole('combobox', { name: label });
  await box.fill(email);
  await page.getByRole('option', { name: new RegExp(email.replace(/[.@]/g, '\\$&')) }).click();
}

let tod: string;
let cordon: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  tod = await usernameFor(DEMO.tod);
  cordon = await usernameFor(DEMO.cordon);
});

test('/trips: the week with every status, filters by participant and status, and the CSV of the same filter', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Trips', exact: true }).first().click();
  await expect(page).toHaveURL(/\/trips$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
  await settled(page);

  // Loaded on open: the first page is the API's newest trips of the week, whatever their status.
  const range = await shownRange(page);
  expect(range.ge).not.toBe('');
  const week = await search(page.request, range);
  expect(week.length).toBeGreaterThan(0);
  const days = (Date.parse(range.le) - Date.parse(range.ge)) / 86_400_000;
  expect(Math.round(days)).toBe(7);
  await expect.poll(() => shownIds(page)).toEqual(week.slice(0, 10).map((t) => t.id));
  // Every process status the week has is in the CSV (all pages).
  expect(await csvIds(page, range.href)).toEqual(week.map((t) => t.id));
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-trips');

  // By participant: tod@'s trips only.
  await chooseParticipant(page, page, 'Participant', DEMO.tod);
  const todTrips = await search(page.request, range, { username: tod });
  expect(todTrips.length).toBeGreaterThan(0);
  await expect.poll(() => shownIds(page)).toEqual(todTrips.slice(0, 10).map((t) => t.id));
  const todRange = await shownRange(page);
  expect(new URL(todRange.href, 'http://x').searchParams.get('participant')).toBe(tod);
  expect(await csvIds(page, todRange.href)).toEqual(todTrips.map((t) => t.id));

  // And by process status (both filters together).
  await page.getByRole('combobox', { name: 'Process status' }).click();
  await page.getByRole('option', { name: 'processed', exact: true }).click();
  const processed = todTrips.filter((t) => t.processStatus === 'processed');
  await expect.poll(() => shownIds(page)).toEqual(processed.slice(0, 10).map((t) => t.id));
  const both = await shownRange(page);
  expect(await csvIds(page, both.href)).toEqual(
    (await search(page.request, both, { username: tod, processStatus: 'processed' })).map((t) => t.id),
  );
});

test('/trips: Associate trips moves a trip to a participant’s vehicle, with the 10 s notice', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  // In the first days of a month last month's statement has billed every demo trip of the week, and
  // billed trips cannot move: tod@'s device reports one more trip, an hour ago, which nothing billed.
  const device = (
    await gql<{
      listAllMileageReportingOptions: { items: { deviceSerialNumber: string; vehicleId: string | null }[] };
    }>(
      page.request,
      'query($u: String!) { listAllMileageReportingOptions(filter: { username: $u }, limit: 10) { items { deviceSerialNumber vehicleId } } }',
      { u: tod },
    )
  ).listAllMileageReportingOptions.items.find((d) => d.vehicleId);
  if (!device) throw new Error('tod@ has no device on a vehicle');
  const fresh = `associate-${Date.now()}`;
  const deliveredAt = new Date(Date.now() - 1000).toISOString();
  await deliverTrip(page.request, {
    serial: device.deviceSerialNumber,
    tripId: fresh,
    start: new Date(Date.now() - 3_600_000),
  });
  await expect
    .poll(
      async () =>
        (
          await gql<{
            getTripsByUsernameByCreatedAt: { items: { id: string; processStatus: string; createdAt: string }[] };
          }>(page.request, TRIPS_OF, { u: tod })
        ).getTripsByUsernameByCreatedAt.items.filter(
          (t) => t.createdAt >= deliveredAt && t.processStatus === 'processed',
        ).length,
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  await page.goto('/trips');
  await settled(page);
  await chooseParticipant(page, page, 'Participant', DEMO.tod);
  await settled(page);
  // One of tod@'s trips on the first page that is on no transaction (billed trips cannot move).
  const shown = await shownIds(page);
  let trip: ApiTrip | undefined;
  for (const id of shown) {
    const candidate = (await gql<{ getTrip: ApiTrip }>(page.request, TRIP, { id })).getTrip;
    const segments = (
      await gql<{ listTripSegments: { items: { transactionId: string | null }[] } }>(page.request, SEGMENTS, { id })
    ).listTripSegments.items;
    if (candidate.username === tod && candidate.vehicleId && segments.every((s) => !s.transactionId)) {
      trip = candidate;
      break;
    }
  }
  if (!trip?.vehicleId) throw new Error('tod@ has no unbilled trip this week to associate');
  const original = { username: trip.username, vehicleId: trip.vehicleId };
  const cordonVehicle = (
    await gql<{ listVehicles: { items: { id: string }[] } }>(page.request, VEHICLES, { u: cordon })
  ).listVehicles.items[0]?.id;
  if (!cordonVehicle) throw new Error('cordon@ has no vehicle');

  try {
    const row = tripsTable(page)
      .locator('tbody tr')
      .filter({ has: page.locator(`a[href="/trip/${trip.id}"]`) });
    await row.getByRole('checkbox', { name: 'Select row' }).check();
    await page.getByRole('button', { name: 'Associate trips (1)' }).click();

    const dialog = page.getByRole('dialog', { name: 'Associate trips' });
    await expect(dialog).toBeVisible();
    // Both are required.
    await dialog.getByRole('button', { name: 'Associate', exact: true }).click();
    await expect(dialog.getByText('Please fill out all required fields')).toBeVisible();
    await chooseParticipant(page, dialog, 'Participant', DEMO.cordon);
    await dialog.getByRole('combobox', { name: 'Vehicle' }).click();
    await page.getByRole('option').first().click();
    await expectNoAxeViolations(page);
    await staffScreenshots(page, 'staff-trips-associate');
    await dialog.getByRole('button', { name: 'Associate', exact: true }).click();
    await expect(dialog).toBeHidden();

    const who = (
      await gql<{ getParticipant: { firstName: string; lastName: string } }>(
        page.request,
        'query($u: ID!) { getParticipant(username: $u) { firstName lastName } }',
        { u: cordon },
      )
    ).getParticipant;
    const notice = page
      .getByRole('status')
      .filter({ hasText: `Trip associated with ${who.firstName} ${who.lastName}.` });
    await expect(notice).toBeVisible();
    const moved = (await gql<{ getTrip: ApiTrip }>(page.request, TRIP, { id: trip.id })).getTrip;
    expect(moved).toMatchObject({ username: cordon, vehicleId: cordonVehicle });
    // The list reads again: the trip is no longer tod@'s.
    await expect.poll(() => shownIds(page)).not.toContain(trip.id);
    // The notice goes by itself (staff spec section 9: 10 s).
    await expect(notice).toBeHidden({ timeout: 15_000 });
  } finally {
    await gql(page.request, ASSOCIATE, { t: [trip.id], u: original.username, v: original.vehicleId });
  }
  const restored = (await gql<{ getTrip: ApiTrip }>(page.request, TRIP, { id: trip.id })).getTrip;
  expect(restored).toMatchObject(original);
});

test('/tripsReview: a trip flagged through the API is cleared in the Trip Review dialog', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const todTrips = (
    await gql<{ getTripsByUsernameByCreatedAt: { items: ApiTrip[] } }>(page.request, TRIPS_OF, { u: tod })
  ).getTripsByUsernameByCreatedAt.items;
  const trip = todTrips.find((t) => t.reviewStatus !== 'pending' && t.processStatus === 'processed');
  if (!trip) throw new Error('tod@ has no processed trip to flag');
  await gql(page.request, FLAG, { id: trip.id });

  try {
    await page.getByRole('link', { name: 'Trips Review', exact: true }).first().click();
    await expect(page).toHaveURL(/\/tripsReview$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Trips Review' })).toBeVisible();
    await settled(page, 'Trips Review');
    // Newest first: step through pages until the flagged trip's row is shown.
    await findReviewRow(page, trip.id);
    const row = tripsTable(page, 'Trips Review')
      .locator('tbody tr')
      .filter({ has: page.locator(`a[href="/trip/${trip.id}"]`) });
    await expect(row).toContainText('Distance discrepancy');
    await expectNoAxeViolations(page);
    await staffScreenshots(page, 'staff-trips-review');

    await row.getByRole('button', { name: `Review trip ${trip.id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Trip Review' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Distance discrepancy');
    await expect(dialog.getByRole('table', { name: 'GPS and odometer' })).toBeVisible();
    // The trip's map, the nested one (400 px high), with its route drawn.
    const map = dialog.locator('.leaflet-container');
    await expect(map).toBeVisible();
    await expect(dialog.locator('.leaflet-overlay-pane path.trip-segment-line').first()).toBeAttached();
    expect(Math.round((await map.boundingBox())?.height ?? 0)).toBeGreaterThanOrEqual(396);
    expect(Math.round((await map.boundingBox())?.height ?? 0)).toBeLessThanOrEqual(400);
    await expect(dialog.getByRole('link', { name: /Open the trip detail/ })).toHaveAttribute(
      'href',
      `/trip/${trip.id}`,
    );
    // Re-process waits for the acknowledgement of the warning.
    await expect(dialog).toContainText('Re-process deletes the existing segments and may affect existing statements');
    await expect(dialog.getByRole('button', { name: 'Re-process' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'I understand that the existing segments are deleted' }).check();
    await expect(dialog.getByRole('button', { name: 'Re-process' })).toBeEnabled();
    await dialog.getByRole('checkbox', { name: 'I understand that the existing segments are deleted' }).uncheck();
    await expectNoAxeViolations(page);
    await staffScreenshots(page, 'staff-trips-review-dialog');

    await dialog.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Review cleared.')).toBeVisible();
    await expect.poll(() => shownIds(page, 'Trips Review')).not.toContain(trip.id);
    const cleared = (await gql<{ getTrip: ApiTrip }>(page.request, TRIP, { id: trip.id })).getTrip;
    expect(cleared.reviewStatus).toBe('completed');
  } finally {
    const now = (await gql<{ getTrip: ApiTrip }>(page.request, TRIP, { id: trip.id })).getTrip;
    if (now.reviewStatus === 'pending') {
      await gql(page.request, 'mutation($id: ID!) { updateTrip(input: { id: $id, reviewStatus: completed }) { id } }', {
        id: trip.id,
      });
    }
  }
});

test('/tripsReview: re-process in the Trip Review dialog, after the acknowledgement, follows the job to its end', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const todTrips = (
    await gql<{ getTripsByUsernameByCreatedAt: { items: ApiTrip[] } }>(page.request, TRIPS_OF, { u: tod })
  ).getTripsByUsernameByCreatedAt.items;
  // The newest processed trip on no transaction (re-processing leaves billed segments alone anyway).
  let trip: ApiTrip | undefined;
  for (const candidate of todTrips.filter((t) => t.processStatus === 'processed' && t.reviewStatus !== 'pending')) {
    const segments = (
      await gql<{ listTripSegments: { items: { transactionId: string | null }[] } }>(page.request, SEGMENTS, {
        id: candidate.id,
      })
    ).listTripSegments.items;
    if (segments.every((s) => !s.transactionId)) {
      trip = candidate;
      break;
    }
  }
  if (!trip) throw new Error('tod@ has no unbilled processed trip to re-process');
  await gql(page.request, FLAG, { id: trip.id });

  try {
    await page.goto('/tripsReview');
    await settled(page, 'Trips Review');
    await findReviewRow(page, trip.id);
    await page.getByRole('button', { name: `Review trip ${trip.id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Trip Review' });
    await dialog.getByRole('checkbox', { name: 'I understand that the existing segments are deleted' }).check();
    await dialog.getByRole('button', { name: 'Re-process' }).click();
    // The dialog follows the job until the trip is no longer pending.
    await expect(dialog.getByText(/^Trip re-processed: (processed|failed)\./)).toBeVisible({ timeout: 60_000 });
    await expectNoAxeViolations(page);
    await staffScreenshots(page, 'staff-trips-review-reprocessed');
    const after = (await gql<{ getTrip: ApiTrip }>(page.request, TRIP, { id: trip.id })).getTrip;
    expect(after.processStatus).not.toBe('pending');
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The row leaves the list, unless the new result is flagged again (then the dialog said so).
    if (after.reviewStatus === 'pending') {
      await expect.poll(() => shownIds(page, 'Trips Review')).toContain(trip.id);
    } else {
      await expect.poll(() => shownIds(page, 'Trips Review')).not.toContain(trip.id);
    }
  } finally {
    const now = (await gql<{ getTrip: ApiTrip }>(page.request, TRIP, { id: trip.id })).getTrip;
    if (now.reviewStatus === 'pending') {
      await gql(page.request, 'mutation($id: ID!) { updateTrip(input: { id: $id, reviewStatus: completed }) { id } }', {
        id: trip.id,
      });
    }
  }
});
