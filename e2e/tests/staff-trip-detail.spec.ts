import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, gql, signInAsAdmin, staffScreenshots, usernameFor } from './account';
import { expectNoAxeViolations } from './enrolment-steps';

/**
 * Staff console II: the staff trip page /trip/{id} (staff spec sections 2, 4, 5, 8 and 9), as admin@, on
 * driver@'s trips (a GPS device): every tab, flag and clear, a Trip Adjustment (note required first), the
 * refusal to delete a billed segment, and a re-process with the acknowledgement.
 * Demo data: the flagged trip ends with its review completed; one adjustment is added to one of driver@'s
 * trips (pending, on the next statement); one unbilled trip is re-processed (the engine recomputes the
 * same segments from the same GPS points). Other journeys compare the pages with the API, not fixed values.
 */

interface ApiTrip {
  id: string;
  processStatus: string;
  reviewStatus: string | null;
  reviewReason: string | null;
  invalid: boolean;
  polylines: { description: string | null; polyline: string }[] | null;
}
interface ApiSegment {
  id: string;
  type: string;
  mileage: number;
  transactionId: string | null;
  paymentStatus: string;
  mileageFeeCents: number;
}

const TRIPS = `query($u: ID!) { getTripsByUsernameByCreatedAt(username: $u, limit: 1000) {
  items { id processStatus reviewStatus reviewReason invalid polylines { description polyline } } } }`;
const TRIP =
  'query($id: ID!) { getTrip(id: $id) { id processStatus reviewStatus reviewReason invalid polylines { description polyline } } }';
const INVALID = 'query($id: ID!) { getTrip(id: $id) { invalid } }';
const SEGMENTS = `query($id: ID!) { listTripSegments(tripId: $id, limit: 1000) {
  items { id type mileage transactionId paymentStatus mileageFeeCents } } }`;
const BINS = 'query($id: ID!) { listTripBins(tripId: $id, limit: 5) { items { id } } }';
const ADJUSTMENTS = `query($id: ID!) { listTripAdjustments(tripId: $id, limit: 1000) {
  items { id note tripSegmentId adjMileage adjMileageFeeCents paymentStatus transactionId } } }`;

const TABS = ['Visualization', 'Segments', 'Info', 'Bins', 'Logs', 'Mro Events', 'Adjustments', 'Review'];

const tripsOf = async (request: APIRequestContext, username: string) =>
  (await gql<{ getTripsByUsernameByCreatedAt: { items: ApiTrip[] } }>(request, TRIPS, { u: username }))
    .getTripsByUsernameByCreatedAt.items;
const tripOf = async (request: APIRequestContext, id: string) =>
  (await gql<{ getTrip: ApiTrip }>(request, TRIP, { id })).getTrip;
const segmentsOf = async (request: APIRequestContext, id: string) =>
  (await gql<{ listTripSegments: { items: ApiSegment[] } }>(request, SEGMENTS, { id })).listTripSegments.items;

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

let driver: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  driver = await usernameFor(DEMO.driver);
});

test('admin@ opens a driver@ trip from the Trips tab and reads every tab', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  await page.goto(`/participant/${encodeURIComponent(driver)}?tab=trips`);
  const table = page.getByRole('table', { name: 'Trips', exact: true });
  await expect(table.getByRole('progressbar')).toHaveCount(0);
  const link = table.locator('tbody tr').first().getByRole('link').first();
  const id = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/trip/${id}`));
  await expect(page.getByRole('heading', { level: 1, name: `Trip ${id}` })).toBeVisible();
  // driver@'s device records GPS: Visualization is offered, first.
  await expect(page.getByRole('tab')).toHaveText(TABS);
  await expect(page.getByRole('tab', { name: 'Visualization' })).toHaveAttribute('aria-selected', 'true');

  const segments = await segmentsOf(page.request, id);
  // Visualization: the shared trip map with its segment checklist (every segment type), the bins toggle.
  await expect(page.getByRole('region', { name: /Map of the trip route/ })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Segments' }).getByRole('checkbox')).toHaveCount(segments.length);
  await expect(page.getByRole('radio', { name: 'GPS points' })).toBeVisible();
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-trip-visualization');

  for (const tab of TABS.slice(1)) {
    await openTab(page, tab);
    await expect(page).toHaveURL(/\?tab=/);
    await expect(page.getByRole('heading', { level: 2, name: tab, exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
  // Segments: every type, one row each (staff see public, private and state segments).
  await openTab(page, 'Segments');
  await expect(page.getByRole('table', { name: 'Segments', exact: true }).locator('tbody tr')).toHaveCount(
    Math.max(segments.length, 1),
  );
  await staffScreenshots(page, 'staff-trip-segments');
  await openTab(page, 'Info');
  await expect(page.getByText(id, { exact: true }).first()).toBeVisible();
  await staffScreenshots(page, 'staff-trip-info');
});

test('admin@ flags a trip for review and clears the flag', async ({ page }) => {
  await signInAsAdmin(page);
  const trips = await tripsOf(page.request, driver);
  const trip = trips.find((t) => t.reviewStatus !== 'pending' && !t.invalid) ?? trips[0];
  if (!trip) throw new Error('driver@ has no trips');
  await page.goto(`/trip/${trip.id}?tab=review`);
  await expect(page.getByRole('heading', { level: 2, name: 'Review' })).toBeVisible();

  await page.getByRole('button', { name: 'Flag for review' }).click();
  await expect(page.getByText('Trip flagged for review.')).toBeVisible();
  await expect(page.getByText('Flagged for review', { exact: true })).toBeVisible();
  await expect(page.getByTestId('review-status')).toHaveText('pending');
  let saved = await tripOf(page.request, trip.id);
  expect(saved.reviewStatus).toBe('pending');
  expect(saved.reviewReason).toBe('admin'); // an empty reason becomes 'admin'
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Clear review flag' }).click();
  await expect(page.getByText('Review flag cleared.')).toBeVisible();
  await expect(page.getByTestId('review-status')).toHaveText('completed');
  saved = await tripOf(page.request, trip.id);
  expect(saved.reviewStatus).toBe('completed');
  await expect(page.getByRole('button', { name: 'Flag for review' })).toBeVisible();

  // Invalidate asks for a note first (the trip is left valid: Cancel).
  await page.getByRole('button', { name: 'Invalidate', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invalidate trip' });
  await dialog.getByRole('button', { name: 'Invalidate', exact: true }).click();
  await expect(dialog.getByText('Invalidation note required')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await gql<{ getTrip: { invalid: boolean } }>(page.request, INVALID, { id: trip.id })).getTrip.invalid).toBe(
    false,
  );
});

test('admin@ creates a Trip Adjustment: a note and a changed segment first, then it is listed', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const trips = await tripsOf(page.request, driver);
  // A processed trip with a public segment (the second one found: the first is the one trips.spec opens).
  let target: { trip: ApiTrip; segments: ApiSegment[] } | null = null;
  let seen = 0;
  for (const trip of trips.filter((t) => t.processStatus === 'processed')) {
    const segments = await segmentsOf(page.request, trip.id);
    if (segments.some((s) => s.type === 'public' && s.mileage > 0) && ++seen === 2) {
      target = { trip, segments };
      break;
    }
  }
  if (!target) throw new Error('driver@ has no processed trip with a public segment');
  const { trip, segments } = target;
  const index = segments.findIndex((s) => s.type === 'public' && s.mileage > 0);
  const segment = segments[index] as ApiSegment;
  const note = `e2e adjustment ${Date.now()}`;

  await page.goto(`/trip/${trip.id}?tab=adjustments`);
  await page.getByRole('button', { name: 'Trip Adjustment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trip Adjustment' });
  await expect(dialog).toBeVisible();
  const create = dialog.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled(); // nothing changed, no note
  await expectNoAxeViolations(page);

  const mileage = dialog.getByLabel(`Mileage (km) ${index + 1}`);
  const newMileage = Math.round((segment.mileage + 1.5) * 1000) / 1000;
  await mileage.fill(String(newMileage));
  await expect(
    dialog
      .getByTestId(`adjust-segment-${index + 1}`)
      .getByText('adjusted')
      .first(),
  ).toBeVisible();
  await expect(dialog.getByTestId(`adjust-fees-${index + 1}`)).toContainText('Fee changes');
  await expect(create).toBeDisabled(); // still no note
  await dialog.getByLabel('Note').fill(note);
  await expect(create).toBeEnabled();
  await staffScreenshots(page, 'staff-trip-adjustment-dialog');
  await expectNoAxeViolations(page);
  await create.click();
  await expect(page.getByText('Adjustment created.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const table = page.getByRole('table', { name: 'Adjustments', exact: true });
  await expect(table.getByRole('row', { name: new RegExp(note) })).toBeVisible();
  const adjustments = (
    await gql<{
      listTripAdjustments: {
        items: {
          note: string;
          tripSegmentId: string;
          adjMileage: number;
          adjMileageFeeCents: number;
          paymentStatus: string;
          transactionId: string | null;
        }[];
      };
    }>(page.request, ADJUSTMENTS, { id: trip.id })
  ).listTripAdjustments.items;
  const created = adjustments.find((a) => a.note === note);
  expect(created?.tripSegmentId).toBe(segment.id);
  expect(created?.adjMileage).toBeCloseTo(newMileage - segment.mileage, 6);
  expect(Number.isInteger(created?.adjMileageFeeCents)).toBe(true);
  // Not billed yet: it waits, pending, for the next statement.
  expect(created?.paymentStatus).toBe('pending');
  expect(created?.transactionId).toBeNull();
  await staffScreenshots(page, 'staff-trip-adjustments');
});

test('the Trip Adjustment dialog says when the trip’s vehicle cannot be found, and keeps fuel as it is', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const trip = (await tripsOf(page.request, driver)).find((t) => t.processStatus === 'processed');
  if (!trip) throw new Error('driver@ has no processed trip');
  // The product never leaves a trip without a vehicle (the foreign key refuses the removal; the server's
  // refusal is unit-tested), so the dialog's own lookup is made to find none: the participant's vehicle
  // list comes back without the trip's vehicle.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes('query StaffTripVehicles')) return route.fallback();
    const response = await route.fetch();
    const json = await response.json();
    json.data.listVehicles.items = [];
    await route.fulfill({ response, json });
  });
  await page.goto(`/trip/${trip.id}?tab=adjustments`);
  await page.getByRole('button', { name: 'Trip Adjustment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trip Adjustment' });
  await expect(dialog.getByRole('alert')).toHaveText('Cannot find the associated vehicle to adjust fuel');
  const fuel = dialog.getByLabel('Fuel (L) 1');
  await expect(fuel).toBeDisabled();
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-trip-adjustment-no-vehicle');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

test('admin@ cannot delete a segment already on a statement, and is told why', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const trips = await tripsOf(page.request, driver);
  let found: { tripId: string; index: number } | null = null;
  for (const trip of trips) {
    const segments = await segmentsOf(page.request, trip.id);
    const index = segments.findIndex((s) => s.transactionId !== null);
    if (index >= 0) {
      found = { tripId: trip.id, index };
      break;
    }
  }
  if (!found) throw new Error('driver@ has no billed segment (the demo statements bill past months)');
  const before = (await segmentsOf(page.request, found.tripId)).length;
  await page.goto(`/trip/${found.tripId}?tab=segments`);
  await page.getByRole('button', { name: `Delete segment ${found.index + 1}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete segment' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('StaffDeleteTripSegment'),
  );
  await dialog.getByRole('button', { name: 'Delete segment' }).click();
  // The server refuses (staff spec section 8), and the page says why.
  expect(await (await answer).json()).toMatchObject({ errors: [{ extensions: { messageKey: 'tripSegmentBilled' } }] });
  await expect(
    page.getByRole('alert').filter({
      hasText:
        'This segment is already on a transaction or statement and cannot be deleted. Correct it with a trip adjustment instead.',
    }),
  ).toBeVisible();
  expect((await segmentsOf(page.request, found.tripId)).length).toBe(before);
});

test('admin@ re-processes a trip after the acknowledgement; the original polyline is kept', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const trips = await tripsOf(page.request, driver);
  // The oldest processed trip with GPS points and no billed segment (no other journey opens it).
  let target: ApiTrip | null = null;
  for (const trip of [...trips].reverse()) {
    if (trip.processStatus !== 'processed' || (trip.polylines?.length ?? 0) > 0) continue;
    const segments = await segmentsOf(page.request, trip.id);
    if (segments.length === 0 || segments.some((s) => s.transactionId !== null)) continue;
    const bins = await gql<{ listTripBins: { items: unknown[] } }>(page.request, BINS, { id: trip.id });
    if (bins.listTripBins.items.length === 0) continue;
    target = trip;
    break;
  }
  if (!target) throw new Error('driver@ has no unbilled processed trip with GPS points');
  const segmentsBefore = await segmentsOf(page.request, target.id);

  await page.goto(`/trip/${target.id}?tab=review`);
  await expect(page.getByText('Re-process deletes the existing segments', { exact: false })).toBeVisible();
  const button = page.getByRole('button', { name: 'Re-process trip' });
  await expect(button).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I understand that the existing segments are deleted' }).check();
  await expect(button).toBeEnabled();
  await expectNoAxeViolations(page);
  await button.click();
  await expect(page.getByText('Re-process requested.')).toBeVisible();
  // The job has run once the old segment rows are gone and new ones exist: the page may still show the
  // status from before the request for a moment, so 'processed' alone does not say the job is done.
  const oldIds = new Set(segmentsBefore.map((s) => s.id));
  await expect
    .poll(
      async () => {
        const now = await segmentsOf(page.request, target.id);
        return now.length > 0 && now.every((s) => !oldIds.has(s.id));
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  // The page follows the job: processed again.
  await expect(page.getByTestId('trip-process-status')).toHaveText('processed', { timeout: 90_000 });
  await staffScreenshots(page, 'staff-trip-review');

  const after = await tripOf(page.request, target.id);
  expect(after.processStatus).toBe('processed');
  expect(after.polylines?.[0]?.description).toBe('original');
  const segmentsAfter = await segmentsOf(page.request, target.id);
  expect(segmentsAfter.length).toBeGreaterThan(0);
  // Recomputed: new segment rows (the old ones were deleted), the same charged mileage from the same points.
  expect(segmentsAfter.map((s) => s.id).filter((id) => segmentsBefore.some((b) => b.id === id))).toEqual([]);
  const total = (list: ApiSegment[]) => list.reduce((sum, s) => sum + s.mileage, 0);
  expect(total(segmentsAfter)).toBeCloseTo(total(segmentsBefore), 3);

  await openTab(page, 'Segments');
  await expect(page.getByRole('table', { name: 'Segments', exact: true }).locator('tbody tr')).toHaveCount(
    segmentsAfter.length,
  );
  await openTab(page, 'Info');
  await expect(page.getByTestId('polyline-versions').getByRole('listitem').first()).toContainText('original');
});
