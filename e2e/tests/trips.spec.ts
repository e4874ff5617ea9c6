import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatCents, GALLONS_PER_LITRE, kmToMiles } from '@rc/domain';
import { DEMO, gql, screenshots, signInAs, usernameOf } from './account';
import { expectNoAxeViolations } from './enrolment-steps';
import { pacificParts } from './pacific';

/**
 * The Trips tab and the trip page (/trip/{id}) with its map, read-only, for the demo participants
 * (their simulated GPS trips). Figures on screen are compared with what the API returns right then.
 * The tab lists trips by when they were driven, newest first (decision 012).
 */

interface ApiTrip {
  id: string;
  tsStart: string;
  tsEnd: string;
  totalDistance: number;
  billableDistance: number;
  totalFuel: number;
  mileageFeeCents: number;
  fuelFeeCents: number;
  cordonFeeCents: number;
  todFeeCents: number;
  tollFeeCents: number;
  paymentStatus: string;
}

interface ApiSegment {
  id: string;
  mileage: number;
  polylines: string[];
  tollId: string | null;
  tollEntryId: string | null;
  tollExitId: string | null;
}

const TRIPS = `query($u: ID!, $limit: Int, $next: String) {
  getTripsByUsernameByTsStart(username: $u, limit: $limit, nextToken: $next) {
    items { id tsStart tsEnd totalDistance billableDistance totalFuel mileageFeeCents fuelFeeCents
            cordonFeeCents todFeeCents tollFeeCents paymentStatus }
    nextToken
  }
}`;
const SEGMENTS = `query($id: ID!) {
  listTripSegments(tripId: $id, limit: 1000) { items { id mileage polylines tollId tollEntryId tollExitId } }
}`;
const ADJUSTMENTS = 'query($id: ID!) { listTripAdjustments(tripId: $id, limit: 1000) { items { id } } }';
const CONFIGURATION = `{ MILEAGE_UNIT: getConfiguration(key: "MILEAGE_UNIT") { value }
  FUEL_UNIT: getConfiguration(key: "FUEL_UNIT") { value }
  MAP_TILE_URL: getConfiguration(key: "MAP_TILE_URL") { value } }`;

async function tripsPage(request: APIRequestContext, limit: number, next: string | null = null) {
  const username = await usernameOf(request);
  const data = await gql<{ getTripsByUsernameByTsStart: { items: ApiTrip[]; nextToken: string | null } }>(
    request,
    TRIPS,
    { u: username, limit, next },
  );
  return data.getTripsByUsernameByTsStart;
}

async function segmentsOf(request: APIRequestContext, id: string) {
  return (await gql<{ listTripSegments: { items: ApiSegment[] } }>(request, SEGMENTS, { id })).listTripSegments.items;
}

/** The same rules as the web app's formatting, written out independently. */
const twoDecimals = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
async function formatters(request: APIRequestContext) {
  const c = await gql<Record<string, { value: string }>>(request, CONFIGURATION);
  const km = ['', 'km'].includes(c.MILEAGE_UNIT?.value ?? '');
  const litres = ['', 'l'].includes(c.FUEL_UNIT?.value ?? '');
  expect(c.MAP_TILE_URL?.value, 'the journeys run with no tile server').toBe('');
  return {
    distance: (value: number) => (km ? `${twoDecimals(value)} km` : `${twoDecimals(kmToMiles(value))} mi`),
    fuel: (value: number) => (litres ? `${twoDecimals(value)} L` : `${twoDecimals(value * GALLONS_PER_LITRE)} gal`),
  };
}
const pacificDay = (iso: string) => {
  const parts = pacificParts(new Date(iso));
  return `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}`;
};
const STATUS_LABEL: Record<string, string> = {
  'N/A': 'N/A',
  failed: 'Failed',
  'paid in full': 'Paid in full',
  'paid in part': 'Paid in part',
  pending: 'Pending',
};

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const tripsTable = (page: Page) => page.getByRole('table', { name: 'Trips' });
const bodyRows = (page: Page) => tripsTable(page).locator('tbody tr');
const headers = async (page: Page) => (await tripsTable(page).locator('thead th').allInnerTexts()).map((s) => s.trim());
const segmentLines = (page: Page) => page.locator('.leaflet-overlay-pane path.trip-segment-line');

async function openTripsTab(page: Page, email: string) {
  await signInAs(page, email);
  await page.goto('/my-account?tab=Trips');
  await expect(page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
  await expect(bodyRows(page).first().getByRole('link')).toBeVisible();
}

test('driver@: the Trips tab shows the API’s visible trips a page at a time, without the pilot-only fees', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await signInAs(page, DEMO.driver);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Leaflet is not downloaded for the account pages…
  expect(scripts.filter((url) => /TripMap/.test(url))).toEqual([]);
  await page.goto('/my-account?tab=Trips');
  await expect(page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
  await expect(bodyRows(page).first().getByRole('link')).toBeVisible();
  const format = await formatters(page.request);

  const first = await tripsPage(page.request, 10);
  expect(first.items.length).toBeGreaterThan(0);
  await expect(bodyRows(page)).toHaveCount(first.items.length);
  expect(await headers(page)).toEqual([
    'Start',
    'End',
    'Total mileage',
    'Billable mileage',
    'Fuel',
    'Road charge',
    'Fuel tax credit',
    'Payment status',
  ]);

  // The first row is the API's newest trip, figure by figure, and links to its page.
  const trip = first.items[0] as ApiTrip;
  const cells = (await bodyRows(page).first().locator('td').allInnerTexts()).map((s) => s.trim());
  expect(cells[0]).toContain(pacificDay(trip.tsStart));
  expect(cells[1]).toContain(pacificDay(trip.tsEnd));
  expect(cells.slice(2)).toEqual([
    format.distance(trip.totalDistance),
    format.distance(trip.billableDistance),
    format.fuel(trip.totalFuel),
    formatCents(trip.mileageFeeCents),
    formatCents(trip.fuelFeeCents),
    STATUS_LABEL[trip.paymentStatus],
  ]);
  await expect(bodyRows(page).first().getByRole('link')).toHaveAttribute('href', `/trip/${trip.id}`);
  // Newest drive first: the rows are the API's, whose starts never increase down the page.
  const starts = first.items.map((t) => Date.parse(t.tsStart));
  expect(starts).toEqual([...starts].sort((a, b) => b - a));
  const shownStarts = await bodyRows(page).evaluateAll((rows) =>
    rows.map((row) => (row.querySelector('td') as HTMLElement).innerText.trim()),
  );
  // Each start is shown with its time zone (PST or PDT).
  expect(shownStarts.map((start) => start.replace(/ P[SD]T$/, ''))).toEqual(
    first.items.map((t) => pacificDay(t.tsStart)),
  );
  await expectNoAxeViolations(page);
  await screenshots(page, 'trips-tab', DESKTOP);

  // Server paging: the next page starts where the API's next page starts.
  if (first.nextToken) {
    const second = await tripsPage(page.request, 10, first.nextToken);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(bodyRows(page).first().getByRole('link')).toHaveAttribute('href', `/trip/${second.items[0]?.id}`);
    await expect(bodyRows(page)).toHaveCount(second.items.length);
    await page.getByRole('button', { name: 'Go to previous page' }).click();
    await expect(bodyRows(page).first().getByRole('link')).toHaveAttribute('href', `/trip/${trip.id}`);
  }
  // Rows per page 10, 20 or 100.
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await expect(page.getByRole('option')).toHaveText(['10', '20', '100']);
  await page.getByRole('option', { name: '20' }).click();
  await expect(bodyRows(page)).toHaveCount((await tripsPage(page.request, 20)).items.length);

  // …but a participant whose trips open on their map gets its code once the Trips tab is idle, ready for a tap.
  await expect.poll(() => scripts.filter((url) => /TripMap/.test(url)).length).toBeGreaterThan(0);
});

test('the fee columns follow the pilot: ToD for tod@, cordon for cordon@, toll for toll@', async ({ page }) => {
  test.setTimeout(90_000);
  const cases = [
    { email: DEMO.tod, header: 'Time-of-day fee', field: 'todFeeCents' },
    { email: DEMO.cordon, header: 'Cordon fee', field: 'cordonFeeCents' },
    { email: DEMO.toll, header: 'Toll fee', field: 'tollFeeCents' },
  ] as const;
  const pilotHeaders = ['Cordon fee', 'Time-of-day fee', 'Toll fee'];
  for (const { email, header, field } of cases) {
    await openTripsTab(page, email);
    const shown = await headers(page);
    expect(shown.filter((h) => pilotHeaders.includes(h))).toEqual([header]);
    const trips = (await tripsPage(page.request, 10)).items;
    await expect(bodyRows(page)).toHaveCount(trips.length);
    // Each row's pilot fee is the trip's, in the right column.
    const column = shown.indexOf(header);
    const values = await bodyRows(page).evaluateAll(
      (rows, i) => rows.map((row) => (row.querySelectorAll('td')[i] as HTMLElement).innerText.trim()),
      column,
    );
    expect(values).toEqual(trips.map((trip) => formatCents(trip[field])));
  }
  await expectNoAxeViolations(page);
  await screenshots(page, 'trips-tab-toll', DESKTOP);
});

test('toll@ on a phone: one card per trip with its date, distance, charges (toll fee named) and status', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(PHONE);
  await signInAs(page, DEMO.toll);
  const format = await formatters(page.request);
  await page.goto('/my-account?tab=Trips');
  await expect(page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
  const trips = (await tripsPage(page.request, 10)).items;
  expect(trips.length).toBeGreaterThan(0);
  const cards = page.getByRole('list', { name: 'Trips' }).getByRole('listitem');
  await expect(cards).toHaveCount(trips.length);
  // No table to scroll sideways: every figure is on the card.
  await expect(tripsTable(page)).toHaveCount(0);
  for (const [i, trip] of trips.slice(0, 3).entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(
      new RegExp(`^${pacificDay(trip.tsStart)} P[SD]T$`),
    );
    await expect(card.getByRole('link', { name: `Trip of ${pacificDay(trip.tsStart)}` })).toHaveAttribute(
      'href',
      `/trip/${trip.id}`,
    );
    const facts = await card.locator('dt').allInnerTexts();
    const values = await card.locator('dd').allInnerTexts();
    expect(Object.fromEntries(facts.map((label, j) => [label.trim(), values[j]?.trim()]))).toEqual({
      'Total mileage': format.distance(trip.totalDistance),
      'Billable mileage': format.distance(trip.billableDistance),
      'Road charge': formatCents(trip.mileageFeeCents),
      'Toll fee': formatCents(trip.tollFeeCents),
      'Fuel tax credit': formatCents(trip.fuelFeeCents),
      'Payment status': STATUS_LABEL[trip.paymentStatus],
    });
  }
  // The whole card fits the phone's width.
  const box = await cards.first().boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page);
  await screenshots(page, 'trips-tab-phone', DESKTOP);
  // The card's link opens the trip.
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/trip/${trips[0]?.id}$`));
});

/** Pixels painted on the canvas of a map pane (sampled every 8 px): the base layer is drawn there. */
/** How many sampled pixels of the base layer's canvas are painted (alpha > 0), or near `colour` when given. */
function paintedPixels(page: Page, colour?: [number, number, number]): Promise<number> {
  return page.evaluate((rgb) => {
    const canvas = document.querySelector<HTMLCanvasElement>('.leaflet-base-layer-pane canvas');
    const context = canvas && canvas.width > 0 ? canvas.getContext('2d') : null;
    if (!canvas || !context) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let painted = 0;
    for (let i = 0; i < data.length; i += 4 * 8) {
      if ((data[i + 3] ?? 0) === 0) continue;
      if (!rgb || rgb.every((value, channel) => Math.abs((data[i + channel] ?? 0) - value) <= 12)) painted++;
    }
    return painted;
  }, colour);
}

test('driver@ opens a trip: the map, its segment checklist, and the Segments, Info and Adjustments tabs', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await openTripsTab(page, DEMO.driver);
  const format = await formatters(page.request);
  const trip = (await tripsPage(page.request, 1)).items[0] as ApiTrip;
  const segments = await segmentsOf(page.request, trip.id);
  const drawn = segments.filter((s) => s.polylines.length > 0);
  expect(drawn.length).toBeGreaterThan(0);

  await bodyRows(page).first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/trip/${trip.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Trip of ${pacificDay(trip.tsStart)}` })).toBeVisible();
  // A GPS participant sees Visualization first; the staff-only tabs are not offered.
  await expect(page.getByRole('tab')).toHaveText(['Visualization', 'Segments', 'Info', 'Adjustments']);
  await expect(page.getByRole('tab', { name: 'Visualization' })).toHaveAttribute('aria-selected', 'true');

  // The map: Leaflet's panes, the offline state outlines (no tile server), one line per segment.
  const map = page.getByRole('region', { name: /Map of the trip route/ });
  await expect(map).toBeVisible();
  await expect(page.locator('.leaflet-map-pane .leaflet-overlay-pane')).toHaveCount(1);
  // The base layer is drawn on a canvas: land is painted in the middle of the frame.
  await expect.poll(() => paintedPixels(page)).toBeGreaterThan(0);
  await expect(page.locator('.leaflet-tile')).toHaveCount(0);
  await expect(segmentLines(page)).toHaveCount(drawn.length);
  await expect(segmentLines(page).first()).toHaveAttribute('stroke-width', '20');
  await expect(segmentLines(page).first()).toHaveAttribute('stroke-opacity', '0.8');
  expect(scripts.some((url) => /TripMap/.test(url))).toBe(true);
  // 800 px high on its own page (400 when nested); the frame's 1 px border is inside that.
  const height = (await map.boundingBox())?.height ?? 0;
  expect(height).toBeGreaterThanOrEqual(796);
  expect(height).toBeLessThanOrEqual(800);

  // The segment checklist hides and shows a line; every segment is listed there as text too.
  const checklist = page.getByRole('group', { name: 'Segments' });
  await expect(checklist.getByRole('checkbox')).toHaveCount(segments.length);
  const firstSegment = checklist.getByRole('checkbox').first();
  await firstSegment.uncheck();
  await expect(segmentLines(page)).toHaveCount(drawn.length - 1);
  await firstSegment.check();
  await expect(segmentLines(page)).toHaveCount(drawn.length);

  // The GPS points instead of the route (TRIP_DEFAULT_DISPLAY picks the first view): drawn on a canvas.
  const bins = await gql<{ listTripBins: { items: { id: string }[] } }>(
    page.request,
    'query($id: ID!) { listTripBins(tripId: $id, limit: 5) { items { id } } }',
    { id: trip.id },
  );
  expect(bins.listTripBins.items.length).toBeGreaterThan(0);
  await expect(page.getByRole('radio', { name: 'Route' })).toBeChecked();
  await page.getByRole('radio', { name: 'GPS points' }).check();
  await expect(segmentLines(page)).toHaveCount(0);
  await expect(page.locator('.leaflet-overlay-pane canvas')).toHaveCount(1);
  await expect(page.getByText('Loading GPS points…')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Route' }).check();
  await expect(segmentLines(page)).toHaveCount(drawn.length);

  // Keyboard: the map takes focus (arrows pan, +/- zoom) and the zoom buttons are named.
  await map.focus();
  await expect(map).toBeFocused();
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zoom out' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'trip-map');
  // The route is fitted to the frame; zoomed out, county lines and names place it (no tile server).
  await expect(page.locator('.county-name')).toHaveCount(0);
  // Leaflet takes one zoom key per animation: a key, then a look, until the names show (zoom 12).
  await expect(async () => {
    await page.keyboard.press('Minus');
    await expect(page.locator('.county-name').first()).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(page.locator('.county-name').first()).toHaveText(/^.+ County$/);
  // County lines (grey, over the land on the same canvas).
  await expect.poll(() => paintedPixels(page, [154, 154, 154])).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await screenshots(page, 'trip-map-counties');

  // Segments: the same segments in a table, oldest first.
  await page.getByRole('tab', { name: 'Segments' }).click();
  await expect(page).toHaveURL(/\?tab=Segments$/);
  const segmentRows = page.getByRole('table', { name: 'Trip segments' }).locator('tbody tr');
  await expect(segmentRows).toHaveCount(segments.length);
  await expect(segmentRows.first().locator('td').nth(5)).toHaveText(format.distance(segments[0]?.mileage ?? 0));
  await expectNoAxeViolations(page);
  await screenshots(page, 'trip-segments');

  // Info: the trip's own figures.
  await page.getByRole('tab', { name: 'Info' }).click();
  await expect(page).toHaveURL(/\?tab=Info$/);
  const info = page.getByRole('table', { name: 'Trip information' });
  await expect(info.getByRole('row', { name: /Trip ID/ })).toContainText(trip.id);
  await expect(info.getByRole('row', { name: /Total mileage/ })).toContainText(format.distance(trip.totalDistance));
  await expect(info.getByRole('row', { name: /Road charge/ })).toContainText(formatCents(trip.mileageFeeCents));
  await expectNoAxeViolations(page);

  // Adjustments: the API's adjustments of the trip, or the empty message.
  await page.getByRole('tab', { name: 'Adjustments' }).click();
  await expect(page).toHaveURL(/\?tab=Adjustments$/);
  const adjustments = (
    await gql<{ listTripAdjustments: { items: { id: string }[] } }>(page.request, ADJUSTMENTS, {
      id: trip.id,
    })
  ).listTripAdjustments.items;
  const adjustmentRows = page.getByRole('table', { name: 'Trip adjustments' }).locator('tbody tr');
  if (adjustments.length === 0) {
    await expect(adjustmentRows).toHaveText(['There are no adjustments for this trip.']);
  } else {
    await expect(adjustmentRows).toHaveCount(adjustments.length);
  }
  await expectNoAxeViolations(page);

  // The tab is in the URL: reloading keeps it; Back to trips returns to the tab.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Adjustments' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: 'Back to trips' }).click();
  await expect(page).toHaveURL(/\/my-account\?tab=Trips$/);
});

test('toll@: a trip through a toll shows the toll point on the map, and the toll-way checkbox hides it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openTripsTab(page, DEMO.toll);
  // The newest trip that paid a toll (the API's list, page by page).
  let tollTrip: ApiTrip | undefined;
  let next: string | null = null;
  do {
    const result = await tripsPage(page.request, 100, next);
    tollTrip = result.items.find((trip) => trip.tollFeeCents > 0);
    next = result.nextToken;
  } while (!tollTrip && next);
  expect(tollTrip, 'the toll demo account has a trip over a toll bridge').toBeDefined();
  const trip = tollTrip as ApiTrip;
  const segments = await segmentsOf(page.request, trip.id);
  const gantries = new Set(segments.flatMap((s) => [s.tollEntryId, s.tollExitId]).filter(Boolean));
  expect(gantries.size).toBeGreaterThan(0);

  await page.goto(`/trip/${trip.id}`);
  const markers = page.locator('.leaflet-pane path.trip-toll-marker');
  await expect(markers).toHaveCount(gantries.size);
  await expect(markers.first()).toBeVisible();
  const tollWays = page.getByRole('group', { name: 'Toll ways' });
  await expect(tollWays.getByRole('checkbox')).toHaveCount(new Set(segments.map((s) => s.tollId).filter(Boolean)).size);
  await expect(tollWays).toContainText(formatCents(trip.tollFeeCents));
  await tollWays.getByRole('checkbox').first().uncheck();
  await expect(markers).toHaveCount(0);
  await tollWays.getByRole('checkbox').first().check();
  await expect(markers).toHaveCount(gantries.size);
  // The toll fee shows for this pilot on the trip's Info tab too.
  await expectNoAxeViolations(page);
  await screenshots(page, 'trip-map-toll');
  await page.getByRole('tab', { name: 'Info' }).click();
  await expect(page.getByRole('row', { name: /Toll fee/ })).toContainText(formatCents(trip.tollFeeCents));
});

test('another participant’s trip id answers not found', async ({ page }) => {
  await signInAs(page, DEMO.toll);
  const othersTrip = (await tripsPage(page.request, 1)).items[0] as ApiTrip;

  await signInAs(page, DEMO.driver);
  // The server refuses it…
  const res = await page.request.post('/graphql', {
    data: { query: 'query($id: ID!) { getTrip(id: $id) { id } }', variables: { id: othersTrip.id } },
  });
  const body = (await res.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
  expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  // …and the page says so, without any of the trip's data.
  await page.goto(`/trip/${othersTrip.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Trip' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Trip not found.');
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshots(page, 'trip-not-found');
});
