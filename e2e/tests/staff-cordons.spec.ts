import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { gql, signInAsAdmin, staffScreenshots, usernameFor } from './account';
import { deliverTrip, gpsParticipant, type Point } from './deliveries';
import { expectNoAxeViolations } from './enrolment-steps';

/*
 * Staff cordons (staff spec sections 2, 3, 5 and 6; decision 004): the Cordons list with its map, a new
 * cordon whose zone is drawn with the mouse on the map (Geoman), a drawn and a typed outline that cross
 * themselves refused with the domain's message, save and reload; then a signed device delivery of an
 * MBUF+C participant made here drives through the zone and its trip carries the cordon fee. At the end
 * the zone is moved far away through its outline points (the keyboard way), so no later trip meets it.
 */

const PASSWORD = 'Journey-Pass-1';
const SELF_CROSSING = 'A zone outline must not cross itself.';
const ENTRY_FEE_CENTS = 250;

/**
 * Posts a trip from `from` to `to` as the simulator source, starting now: after the cordon was saved.
 * The cordon's hours end at 23:59, so near midnight the trip starts after it.
 */
async function deliverCordonTrip(request: APIRequestContext, serial: string, tripId: string, from: Point, to: Point) {
  let start = new Date();
  const local = start.toLocaleTimeString('en-GB', { timeZone: 'America/Los_Angeles', hour12: false });
  if (local >= '23:50') start = new Date(start.getTime() + 20 * 60_000);
  await deliverTrip(request, { serial, tripId, start, from, to });
}

/** Clicks on the map at offsets (px) from its centre. */
async function clickMap(page: Page, offsets: Point[]) {
  await page.locator('.cordon-map').scrollIntoViewIfNeeded();
  const box = await page.locator('.cordon-map').boundingBox();
  if (!box) throw new Error('no map');
  for (const [dx, dy] of offsets) {
    await page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
  }
}

const zoneFieldset = (page: Page, name: string) => page.getByRole('group', { name });
const snack = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

test('staff draw a cordon zone on the map, save it, and a trip through it pays the cordon fee', async ({ page }) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const name = `Journey cordon ${stamp}`;
  const serial = `CRD${stamp}`.slice(0, 16);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  const username = await gpsParticipant(page.request, {
    email: `cordon-journey-${stamp}@example.com`,
    password: PASSWORD,
    serial,
    licensePlate: 'CRD0001',
    pilotProgramId: 'mbuf-c',
  });

  // The list: cordons with their zones on a map (the seeded downtown San Francisco one at least).
  await page.goto('/pilotProgramsAndRates?tab=cordons');
  await expect(page.getByRole('tab', { name: 'Cordons', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Cordons' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Cordons' });
  await expect(table.getByRole('link', { name: 'Downtown San Francisco' })).toBeVisible();
  await expect(page.locator('.cordon-map path.cordon-zone').first()).toBeAttached();
  await expect(page.getByText('Financial District and SoMa (Downtown San Francisco)')).toBeVisible();
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-cordons');

  // A new cordon: required fields first.
  await page.getByRole('link', { name: 'New cordon' }).click();
  await expect(page).toHaveURL(/\/cordon\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New cordon' })).toBeVisible();
  // The map loads after the form and pushes the button down: a click before it would land elsewhere.
  await expect(page.locator('.cordon-map')).toBeVisible();
  await page.getByRole('button', { name: 'Create cordon' }).click();
  await expect(page.getByText('A name is required.').first()).toBeVisible();
  await expect(page.getByText('A cordon needs at least one zone.').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Description' }).fill('Drawn by the journey');
  for (const day of ['Saturday', 'Sunday']) await page.getByRole('checkbox', { name: day }).check();
  await page.getByLabel('From (local time)').fill('00:00');
  await page.getByLabel('To (local time)').fill('23:59');
  await page.getByRole('textbox', { name: 'Entry fee ($)' }).fill('2.50');
  await page.getByRole('textbox', { name: /^Cents per / }).fill('10');

  // Draw a zone with the mouse, south of downtown (clear of the seeded cordon): four corners, then
  // the first corner again closes it.
  await expect(page.locator('.cordon-map')).toBeVisible();
  await page.getByRole('button', { name: 'Draw a zone' }).click();
  await expect(page.getByText('Click the map to place each point')).toBeVisible();
  await expectNoAxeViolations(page);
  const square: Point[] = [
    [-80, 120],
    [80, 120],
    [80, 220],
    [-80, 220],
  ];
  await clickMap(page, [...square, square[0] as Point]);
  await expect(snack(page, 'Zone 1 was added.')).toBeVisible();
  const zone = zoneFieldset(page, 'Zone 1');
  await expect(zone.getByRole('textbox', { name: 'Outline points' })).toHaveValue(/^(-?\d+\.\d{5}, -?\d+\.\d{5}\n){3}/);
  await expect(page.locator('.cordon-map path.cordon-zone')).toHaveCount(1);

  // A drawn bow tie crosses itself: refused with the message, nothing added.
  await page.getByRole('button', { name: 'Draw a zone' }).click();
  const bowTie: Point[] = [
    [-80, -150],
    [80, -60],
    [80, -150],
    [-80, -60],
  ];
  await clickMap(page, [...bowTie, bowTie[0] as Point]);
  await expect(
    page.getByRole('alert').filter({ hasText: `${SELF_CROSSING} The drawn zone was not added.` }),
  ).toBeVisible();
  await expect(page.locator('.cordon-map path.cordon-zone')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // The keyboard way: a zone typed as points; a bow tie is refused at once, then corrected, then deleted.
  await page.getByRole('button', { name: 'Add a zone by points' }).click();
  const typed = zoneFieldset(page, 'Zone 2');
  const typedPoints = typed.getByRole('textbox', { name: 'Outline points' });
  await expect(typedPoints).toBeFocused();
  await typedPoints.fill('35.01, -116.01\n35.00, -116.00\n35.01, -116.00\n35.00, -116.01');
  await expect(typed.getByText(SELF_CROSSING)).toBeVisible();
  await typedPoints.fill('35.01, -116.01\n35.01, -116.00\n35.00, -116.00\n35.00, -116.01');
  await expect(typed.getByText(SELF_CROSSING)).toHaveCount(0);
  await expect(page.locator('.cordon-map path.cordon-zone')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await typed.getByRole('button', { name: 'Delete zone Zone 2' }).click();
  await expect(page.locator('.cordon-map path.cordon-zone')).toHaveCount(1);

  // Name, describe and colour the drawn zone; move its points on the map in edit mode.
  await zone.getByRole('textbox', { name: 'Zone name' }).fill('Mission and Bernal');
  const named = zoneFieldset(page, 'Mission and Bernal');
  await named.getByRole('textbox', { name: 'Zone description' }).fill('South of downtown');
  await named.getByRole('combobox', { name: 'Colour' }).click();
  await page.getByRole('option', { name: 'Teal' }).click();
  await page.getByRole('button', { name: 'Edit outlines' }).click();
  await expect(page.locator('.cordon-map .marker-icon').first()).toBeAttached();
  await expectNoAxeViolations(page);
  const before = await named.getByRole('textbox', { name: 'Outline points' }).inputValue();
  await page.locator('.cordon-map').scrollIntoViewIfNeeded();
  const box = await page.locator('.cordon-map').boundingBox();
  if (!box) throw new Error('no map');
  const corner = { x: box.x + box.width / 2 + 80, y: box.y + box.height / 2 + 220 };
  await page.mouse.move(corner.x, corner.y);
  await page.mouse.down();
  await page.mouse.move(corner.x + 20, corner.y + 15, { steps: 5 });
  await page.mouse.up();
  await expect(named.getByRole('textbox', { name: 'Outline points' })).not.toHaveValue(before);
  await page.getByRole('button', { name: 'Stop editing' }).click();
  await staffScreenshots(page, 'staff-cordon-new');

  await page.getByRole('button', { name: 'Create cordon' }).click();
  await expect(snack(page, `Cordon ${name} was created.`)).toBeVisible();
  await expect(page).toHaveURL(/\/cordon\/(?!new)[^/]+$/);
  const cordonId = decodeURIComponent(page.url().split('/cordon/')[1] ?? '');

  // Reload: the saved zone, with its name, colour and outline.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Cordon ${name}` })).toBeVisible();
  const saved = zoneFieldset(page, 'Mission and Bernal');
  await expect(saved.getByRole('textbox', { name: 'Zone description' })).toHaveValue('South of downtown');
  await expect(saved.getByRole('combobox', { name: 'Colour' })).toHaveText(/Teal/);
  await expect(page.locator('.cordon-map path.cordon-zone')).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Entry fee ($)' })).toHaveValue('2.50');
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-cordon-detail');
  const stored = await gql<{ getCordon: { zones: { name: string; polyline: string }[]; entryFeeCents: number } }>(
    page.request,
    'query($id: ID!) { getCordon(id: $id) { entryFeeCents zones { name polyline } } }',
    { id: cordonId },
  );
  expect(stored.getCordon.entryFeeCents).toBe(ENTRY_FEE_CENTS);
  expect(stored.getCordon.zones.map((z) => z.name)).toEqual(['Mission and Bernal']);

  // A trip straight through the zone, west to east across its middle.
  const points = (await saved.getByRole('textbox', { name: 'Outline points' }).inputValue())
    .split('\n')
    .map((line) => line.split(',').map(Number) as Point);
  const lats = points.map((p) => p[0]);
  const lngs = points.map((p) => p[1]);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const tripId = `CRD-${stamp}`;
  await deliverCordonTrip(
    page.request,
    serial,
    tripId,
    [midLat, Math.min(...lngs) - 0.01],
    [midLat, Math.max(...lngs) + 0.01],
  );

  const TRIPS = `query($u: ID!) { getTripsByUsernameByCreatedAt(username: $u, limit: 20) {
    items { id recordTripId processStatus cordonFeeCents } } }`;
  type Trip = { id: string; recordTripId: string; processStatus: string; cordonFeeCents: number };
  let trip: Trip | undefined;
  await expect
    .poll(
      async () => {
        const data = await gql<{ getTripsByUsernameByCreatedAt: { items: Trip[] } }>(page.request, TRIPS, {
          u: username,
        });
        trip = data.getTripsByUsernameByCreatedAt.items.find((t) => t.recordTripId === tripId);
        return trip?.processStatus;
      },
      { timeout: 60_000 },
    )
    .toBe('processed');
  if (!trip) throw new Error('no trip');
  const segments = await gql<{
    listTripSegments: {
      items: {
        cordonId: string | null;
        cordonName: string | null;
        cordonEnterFeeCents: number;
        cordonFeeCents: number;
      }[];
    };
  }>(
    page.request,
    'query($t: ID!) { listTripSegments(tripId: $t, limit: 1000) { items { cordonId cordonName cordonEnterFeeCents cordonFeeCents } } }',
    { t: trip.id },
  );
  const inside = segments.listTripSegments.items.filter((s) => s.cordonId === cordonId);
  expect(inside.length).toBeGreaterThan(0);
  expect(inside[0]?.cordonName).toBe(name);
  expect(inside.reduce((n, s) => n + s.cordonEnterFeeCents, 0)).toBe(ENTRY_FEE_CENTS);
  expect(trip.cordonFeeCents).toBeGreaterThan(ENTRY_FEE_CENTS);
  expect(trip.cordonFeeCents).toBe(inside.reduce((n, s) => n + s.cordonFeeCents, 0));

  // The staff trip page shows it.
  await page.goto(`/trip/${trip.id}?tab=info`);
  const fee = `$${(trip.cordonFeeCents / 100).toFixed(2)}`;
  await expect(page.getByText('Cordon fee', { exact: true }).first()).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: fee }).first()).toBeVisible();

  // Move the zone far away (Mojave Desert) through its outline points, so later journeys' trips never
  // meet it; the list shows the cordon with its new zone.
  await page.goto(`/cordon/${encodeURIComponent(cordonId)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Cordon ${name}` })).toBeVisible({ timeout: 30_000 });
  const moved = zoneFieldset(page, 'Mission and Bernal');
  // A change is dated: from today (California) unless a later day is chosen.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
  await expect(page.getByLabel('Effective from')).toHaveValue(today);
  await moved
    .getByRole('textbox', { name: 'Outline points' })
    .fill('35.01, -116.01\n35.01, -116.00\n35.00, -116.00\n35.00, -116.01');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(snack(page, `Cordon ${name} was saved.`)).toBeVisible();
  const after = await gql<{ getCordon: { zones: { polyline: string }[] } }>(
    page.request,
    'query($id: ID!) { getCordon(id: $id) { zones { polyline } } }',
    { id: cordonId },
  );
  expect(after.getCordon.zones[0]?.polyline).not.toBe(stored.getCordon.zones[0]?.polyline);

  // A price change from a later day: the fee in force stays until then, the page says when it changes,
  // and the rate history lists the change with who made it.
  const laterDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(
    new Date(Date.now() + 10 * 86_400_000),
  );
  const laterShown = laterDay.replaceAll('-', '/');
  await page.getByRole('textbox', { name: 'Entry fee ($)' }).fill('3.00');
  await page.getByLabel('Effective from').fill(laterDay);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(snack(page, `Cordon ${name} was saved.`).last()).toBeVisible();
  await expect(page.getByTestId('cordon-in-force')).toContainText(`changes on ${laterShown}`);
  const inForce = await gql<{ getCordon: { entryFeeCents: number; nextChangeFrom: string | null } }>(
    page.request,
    'query($id: ID!) { getCordon(id: $id) { entryFeeCents nextChangeFrom } }',
    { id: cordonId },
  );
  expect(inForce.getCordon).toEqual({ entryFeeCents: ENTRY_FEE_CENTS, nextChangeFrom: laterDay });
  await page.getByRole('button', { name: 'Rate history' }).click();
  const history = page.getByRole('dialog', { name: `Rate history: ${name}` });
  await expect(history.getByRole('row').filter({ hasText: laterShown })).toContainText('entry $3.00');
  await expect(history.getByRole('row').filter({ hasText: laterShown })).toContainText(
    await usernameFor('admin@example.com'),
  );
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-cordon-history');
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(history).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to cordons' }).first().click();
  await expect(page).toHaveURL(/\/pilotProgramsAndRates\?tab=cordons$/);
  const row = page.getByRole('table', { name: 'Cordons' }).getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('link', { name })).toBeVisible();
  await expect(row).toContainText(`changes on ${laterShown}`);
});
