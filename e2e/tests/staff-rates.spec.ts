import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { gql, mileageUnit, signInAsAdmin, staffScreenshots } from './account';
import { deliverTrip, gpsParticipant } from './deliveries';
import { expectNoAxeViolations } from './enrolment-steps';
import { pageUntil } from './staff-table';

/*
 * Pilot programs and rates (staff spec sections 2, 3 and 6; decisions 004 and 011): the Programs list
 * and a program's detail with its validation, the MRO rate of California plug-in devices with GPS
 * changed from the first day of next month (today's trips keep today's rate, a signed device delivery
 * of a trip on that day is priced at the new rate), its history, a time-of-day window edited, the toll
 * gantries on a map and the EPA list searched. At the end the scheduled rate change is withdrawn (a
 * later entry for the same day with the old rate), so no other journey meets it.
 */

const PASSWORD = 'Journey-Pass-1';
const MRO_NAME = 'CA Plug-In Device (PID) with GPS';

const snack = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text }).first();

/** The first day of next month in California (YYYY-MM-DD). */
function firstOfNextMonth(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** 10:00 in California on a California day (17:00 UTC in summer time, 18:00 in winter). */
function tenAm(day: string): Date {
  const summer = new Date(`${day}T17:00:00Z`);
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Los_Angeles', hour: '2-digit', hour12: false });
  return hour.format(summer) === '10' ? summer : new Date(`${day}T18:00:00Z`);
}

interface PricedTrip {
  mileageFeeCents: number;
  segments: { mileage: number; mileageFeeCents: number }[];
}

/** The participant's processed trip with that device trip id, and its segments. */
async function pricedTrip(request: APIRequestContext, username: string, recordTripId: string): Promise<PricedTrip> {
  let found: { id: string; mileageFeeCents: number; processStatus: string } | undefined;
  await expect(async () => {
    const data = await gql<{
      getTripsByUsernameByCreatedAt: {
        items: { id: string; recordTripId: string; mileageFeeCents: number; processStatus: string }[];
      };
    }>(
      request,
      `query($u: ID!) { getTripsByUsernameByCreatedAt(username: $u, limit: 100) {
        items { id recordTripId mileageFeeCents processStatus } } }`,
      { u: username },
    );
    found = data.getTripsByUsernameByCreatedAt.items.find((t) => t.recordTripId === recordTripId);
    expect(found?.processStatus).toBe('processed');
  }).toPass({ timeout: 30_000 });
  const trip = found as { id: string; mileageFeeCents: number };
  const segments = await gql<{ listTripSegments: { items: { mileage: number; mileageFeeCents: number }[] } }>(
    request,
    'query($t: ID!) { listTripSegments(tripId: $t, limit: 1000) { items { mileage mileageFeeCents } } }',
    { t: trip.id },
  );
  return { mileageFeeCents: trip.mileageFeeCents, segments: segments.listTripSegments.items };
}

/** The fee of the charged segments at a rate (cents per km), rounded half-up per segment (decision 004). */
const feeAt = (trip: PricedTrip, centsPerKm: number) =>
  trip.segments
    .filter((s) => s.mileageFeeCents > 0)
    .reduce((sum, s) => sum + Math.floor(s.mileage * centsPerKm + 0.5), 0);

test('staff schedule an MRO rate change, edit a time of day, see the tolls map and search EPA vehicles', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const serial = `RAT${stamp}`.slice(0, 16);
  const from = firstOfNextMonth();
  const fromShown = from.replaceAll('-', '/');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  const unit = await mileageUnit(page.request);
  const username = await gpsParticipant(page.request, {
    email: `rates-journey-${stamp}@example.com`,
    password: PASSWORD,
    serial,
    licensePlate: 'RAT0001',
  });

  // The rate today, straight from the API (cents per km).
  const rateOf = async () =>
    (
      await gql<{ listMRORates: { items: { centsPerMileageUnit: number }[] } }>(
        page.request,
        'query { listMRORates(filter: { state: "CA", mroType: automatedWithLocation }) { items { centsPerMileageUnit } } }',
      )
    ).listMRORates.items[0]?.centsPerMileageUnit ?? 0;
  const oldRate = await rateOf();

  // A trip today, priced at today's rate.
  const todayId = `T-today-${stamp}`;
  await deliverTrip(page.request, { serial, tripId: todayId, start: new Date(Date.now() - 3_600_000) });
  const today = await pricedTrip(page.request, username, todayId);
  expect(today.mileageFeeCents).toBeGreaterThan(0);
  expect(today.mileageFeeCents).toBe(feeAt(today, oldRate));

  // The Pilot Settings menu opens the page on its Programs tab.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Pilot Settings' }).click();
  await page.getByRole('menuitem', { name: 'Programs and Rates' }).click();
  await expect(page).toHaveURL(/\/pilotProgramsAndRates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pilot programs and rates' })).toBeVisible();
  for (const tab of ['Programs', 'States', 'Time of Day', 'Tolls', 'EPA Vehicles']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  const programs = page.getByRole('table', { name: 'Programs' });
  await expect(programs.getByRole('link', { name: 'MBUF+ToD', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-rates-programs');

  // A program's detail: every field and the details block; a name is required; a change is saved.
  await programs.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/pilotProgram\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Details' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Short name (fixed)' })).toHaveAttribute('readonly', '');
  const nameField = page.getByRole('textbox', { name: 'Name', exact: true });
  const originalName = await nameField.inputValue();
  const category = page.getByRole('textbox', { name: 'Category' });
  const originalCategory = await category.inputValue();
  await nameField.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A name is required.')).toBeVisible();
  await expectNoAxeViolations(page);
  await nameField.fill(originalName);
  await category.fill(`Journey ${stamp}`);
  await page.getByRole('textbox', { name: 'Participants selected' }).focus();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(snack(page, `${originalName} saved.`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Category' })).toHaveValue(`Journey ${stamp}`, { timeout: 60_000 });
  await staffScreenshots(page, 'staff-rates-program');
  await page.getByRole('textbox', { name: 'Category' }).fill(originalCategory);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(snack(page, `${originalName} saved.`)).toBeVisible();
  await page.getByRole('link', { name: 'Back to programs' }).click();

  // States: the California GPS rate, shown per configured unit, changed from the first of next month.
  await page.getByRole('tab', { name: 'States' }).click();
  await expect(page).toHaveURL(/tab=states/);
  const unitName = unit === 'km' ? 'km' : 'mile';
  const rates = page.getByRole('table', { name: 'MRO rates by state' });
  await expect(rates.getByRole('columnheader', { name: `Cents per ${unitName}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'State' }).fill('CA');
  await rates.getByRole('button', { name: `Edit ${MRO_NAME}` }).click();
  const perUnit = page.getByRole('textbox', { name: `Cents per ${unitName}` });
  const shownOld = Number(await perUnit.inputValue());
  const shownNew = Math.round((shownOld * 2 + 1) * 100) / 100;
  await perUnit.fill(String(shownNew));
  await page.getByLabel('Takes effect on', { exact: true }).fill('2020-01-01');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose today or a later day.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Takes effect on', { exact: true }).fill(from);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(snack(page, `${MRO_NAME}: the change takes effect on ${fromShown}.`)).toBeVisible();
  const caRow = rates.getByRole('row').filter({ hasText: 'Plug-In Device (PID) with GPS' });
  await expect(caRow.getByText(`changes on ${fromShown}`)).toBeVisible();
  // Today's rate is unchanged.
  expect(await rateOf()).toBe(oldRate);
  await staffScreenshots(page, 'staff-rates-states');

  try {
    // The rate's history: the version from next month, by this admin, and the earlier values.
    await rates.getByRole('button', { name: `History of ${MRO_NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: `Rate history: ${MRO_NAME}` });
    await expect(dialog).toBeVisible();
    const first = dialog.getByRole('row').nth(1);
    await expect(first).toContainText(fromShown);
    await expect(first).toContainText(`${shownNew.toLocaleString('en-US', { maximumFractionDigits: 4 })} ¢/${unit}`);
    await expect(dialog.getByRole('row')).not.toHaveCount(2);
    await expectNoAxeViolations(page);
    await staffScreenshots(page, 'staff-rates-history');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // A trip on the change day is priced at the new rate; one the evening before at the old one;
    // today's trip is unchanged.
    const newRate = unit === 'km' ? shownNew : Math.round((shownNew / (1 / 0.6213711922373338)) * 1e6) / 1e6;
    const laterId = `T-later-${stamp}`;
    await deliverTrip(page.request, { serial, tripId: laterId, start: tenAm(from) });
    const eveId = `T-eve-${stamp}`;
    await deliverTrip(page.request, { serial, tripId: eveId, start: new Date(tenAm(from).getTime() - 12 * 3_600_000) });
    const later = await pricedTrip(page.request, username, laterId);
    const eve = await pricedTrip(page.request, username, eveId);
    expect(later.mileageFeeCents).toBe(feeAt(later, newRate));
    expect(later.mileageFeeCents).toBeGreaterThan(today.mileageFeeCents);
    expect(eve.mileageFeeCents).toBe(feeAt(eve, oldRate));
    expect((await pricedTrip(page.request, username, todayId)).mileageFeeCents).toBe(today.mileageFeeCents);
  } finally {
    // Withdraw the scheduled change: a later entry for the same day with the old rate wins.
    await gql(page.request, 'mutation($input: UpdateMRORateInput!) { updateMRORate(input: $input) { id } }', {
      input: { mroType: 'automatedWithLocation', state: 'CA', centsPerMileageUnit: oldRate, effectiveFrom: from },
    });
  }

  // Time of Day: a window of this journey's own (no charge), renamed and widened.
  const todName = `Journey window ${stamp}`;
  await gql(page.request, 'mutation($input: CreateTodInput!) { createTod(input: $input) { id } }', {
    input: { name: todName, days: [7], internalStart: '03:00', internalEnd: '03:01', centsPerMileageUnit: 0 },
  });
  await page.getByRole('tab', { name: 'Time of Day' }).click();
  await expect(page).toHaveURL(/tab=tod/);
  const tods = page.getByRole('table', { name: 'Time of day rates' });
  const row = tods.getByRole('row').filter({ hasText: todName });
  // The window is on the first page unless many others exist: then turn pages until it shows.
  await pageUntil(page, 'Time of day rates', () => row.isVisible(), todName);
  await tods.getByRole('button', { name: `Edit ${todName}` }).click();
  await page.getByRole('checkbox', { name: 'Saturday' }).check();
  await page.getByLabel('End', { exact: true }).fill('02:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The start time must be before the end time.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('End', { exact: true }).fill('03:30');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(snack(page, `${todName} saved.`)).toBeVisible();
  const saved = tods.getByRole('row').filter({ hasText: todName });
  await expect(saved).toContainText('Sat Sun');
  await expect(saved).toContainText('03:30');
  await staffScreenshots(page, 'staff-rates-tod');

  // Tolls: the facilities with their gantry counts, and the gantries on a map.
  await page.getByRole('tab', { name: 'Tolls' }).click();
  const tolls = page.getByRole('table', { name: 'Tolls' });
  await expect(tolls.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('region', { name: /^Map of [1-9]\d* toll gantries$/ })).toBeVisible();
  await expect(page.locator('.gantries-map path.toll-gantry').first()).toBeAttached();
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-rates-tolls');

  // A toll's price edited in its row: a bad amount is refused in words, then a new price is scheduled
  // for a later day (the price in force stays until then), listed in its history, and withdrawn.
  const { listTolls } = await gql<{ listTolls: { items: { id: string; name: string; feeCents: number }[] } }>(
    page.request,
    'query { listTolls(limit: 1) { items { id name feeCents } } }',
  );
  const toll = listTolls.items[0];
  if (!toll) throw new Error('no toll');
  const tollFrom = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(
    new Date(Date.now() + 10 * 86_400_000),
  );
  try {
    await tolls.getByRole('button', { name: `Edit ${toll.name}` }).click();
    await expect(page.getByRole('form', { name: `Edit the toll ${toll.name}` })).toBeVisible();
    const editor = page.getByRole('form', { name: `Edit the toll ${toll.name}` });
    const price = page.getByRole('textbox', { name: 'Price (dollars)' });
    await price.fill('abc');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter an amount in dollars and cents of zero or more.')).toBeVisible();
    await expectNoAxeViolations(page);
    await price.fill(((toll.feeCents + 25) / 100).toFixed(2));
    await page.getByLabel('Takes effect on').fill(tollFrom);
    await staffScreenshots(page, 'staff-rates-toll-editor');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      snack(page, `${toll.name}: the change takes effect on ${tollFrom.replaceAll('-', '/')}.`),
    ).toBeVisible();
    await expect(editor).toHaveCount(0);
    const tollRow = tolls.getByRole('row').filter({ hasText: toll.name });
    await expect(tollRow).toContainText(`changes on ${tollFrom.replaceAll('-', '/')}`);
    const stored = await gql<{ listTolls: { items: { feeCents: number }[] } }>(
      page.request,
      'query { listTolls(limit: 1) { items { feeCents } } }',
    );
    expect(stored.listTolls.items[0]?.feeCents, 'the price in force until then').toBe(toll.feeCents);
    await tolls.getByRole('button', { name: `History of ${toll.name}` }).click();
    const tollHistory = page.getByRole('dialog', { name: `Rate history: ${toll.name}` });
    await expect(tollHistory.getByRole('row').filter({ hasText: tollFrom.replaceAll('-', '/') })).toContainText(
      `fee $${((toll.feeCents + 25) / 100).toFixed(2)}`,
    );
    await tollHistory.getByRole('button', { name: 'Close' }).click();
  } finally {
    await gql(page.request, 'mutation($input: UpdateTollInput!) { updateToll(input: $input) { id } }', {
      input: { id: toll.id, feeCents: toll.feeCents, effectiveFrom: tollFrom },
    });
  }

  // EPA Vehicles: Toyota 2020 by default, then a search.
  await page.getByRole('tab', { name: 'EPA Vehicles' }).click();
  const epa = page.getByRole('table', { name: 'EPA vehicles' });
  await expect(page.getByRole('textbox', { name: 'Make' })).toHaveValue('Toyota');
  await expect(page.getByRole('textbox', { name: 'Year' })).toHaveValue('2020');
  await expect(epa.getByRole('cell', { name: 'Toyota' }).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Make' }).fill('Honda');
  await page.getByRole('textbox', { name: 'Year' }).fill('2019');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(epa.getByRole('cell', { name: 'Honda' }).first()).toBeVisible();
  await expect(epa.getByRole('cell', { name: /^Accord/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-rates-epa');
});
