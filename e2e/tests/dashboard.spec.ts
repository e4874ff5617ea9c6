import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { formatCents, kmToMiles } from '@rc/domain';
import { DEMO, gql, screenshots, signInAs, usernameOf } from './account';
import { expectNoAxeViolations } from './enrolment-steps';
import { DESCRIPTION_FIELDS, type DescribedTransaction, shownDescription } from './months';

/**
 * The participant dashboard and its transactions table, read-only (nobody pays here): every figure on
 * screen is compared with what the API returns at that moment (getParticipantDashboard and the
 * transaction lists), as the journeys share one server with the others.
 */

interface ApiDashboard {
  balanceCents: number;
  payableTransactionIds: string[];
  hasStatements: boolean;
  totals: { mileageKm: number; roadChargeCents: number };
  months: { month: string; statementId: string | null; billedCents: number }[];
}

interface ApiTransaction extends DescribedTransaction {
  type: string;
  amountCents: number;
}

const DASHBOARD = `query($u: ID!) { getParticipantDashboard(username: $u) {
  balanceCents payableTransactionIds hasStatements totals { mileageKm roadChargeCents }
  months { month statementId billedCents } } }`;
const STATEMENT_TRANSACTIONS = `query($s: ID!) { getTransactionsByStatementId(statementId: $s, limit: 100) {
  items { id type amountCents ${DESCRIPTION_FIELDS} } nextToken } }`;
const BILLED = `query($id: ID!) { getTransaction(id: $id) {
  trips(limit: 100) { items { tripId mileageKm visibleToParticipant } }
  mileageReports(limit: 100) { items { id odoMileageKm mileageKm } } } }`;
const MILEAGE_UNIT = '{ getConfiguration(key: "MILEAGE_UNIT") { value } }';
const VEHICLES = `query($u: String!) { listVehicles(username: $u, limit: 100) {
  items { make model type epaVehicleCombinedMpg epaVehicleCombinedKpl } } }`;
const DESKTOP = { width: 1440, height: 900 };
const KM_PER_MILE = 1 / 0.6213711922373338;

/** A month's bar as named and drawn: billed up from the zero line, a credit down, no statement outlined. */
function barOf(month: ApiDashboard['months'][number]) {
  if (!month.statementId) return { name: 'No statement', drawn: 'none' };
  if (month.billedCents < 0) return { name: `${formatCents(month.billedCents)} credit`, drawn: 'credit' };
  return { name: `${formatCents(month.billedCents)} billed`, drawn: month.billedCents > 0 ? 'billed' : null };
}

/** The web app's formatting rules, written out independently. */
const twoDecimals = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
async function distanceFormat(request: APIRequestContext) {
  const unit = (await gql<{ getConfiguration: { value: string } | null }>(request, MILEAGE_UNIT)).getConfiguration;
  const km = ['', 'km'].includes(unit?.value ?? '');
  return (value: number) => (km ? `${twoDecimals(value)} km` : `${twoDecimals(kmToMiles(value))} mi`);
}
const shortMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, m - 1, 15)),
  );
};
const longMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, m - 1, 15)),
  );
};

async function dashboardOf(page: Page): Promise<ApiDashboard> {
  const username = await usernameOf(page.request);
  return (await gql<{ getParticipantDashboard: ApiDashboard }>(page.request, DASHBOARD, { u: username }))
    .getParticipantDashboard;
}

async function statementTransactions(request: APIRequestContext, statementId: string) {
  const data = await gql<{ getTransactionsByStatementId: { items: ApiTransaction[] } }>(
    request,
    STATEMENT_TRANSACTIONS,
    { s: statementId },
  );
  return data.getTransactionsByStatementId.items;
}

async function billedBy(request: APIRequestContext, transactionId: string) {
  const data = await gql<{
    getTransaction: {
      trips: { items: { tripId: string; mileageKm: number; visibleToParticipant: boolean }[] };
      mileageReports: { items: { id: string; odoMileageKm: number; mileageKm: number }[] };
    };
  }>(request, BILLED, { id: transactionId });
  return data.getTransaction;
}

const chart = (page: Page) => page.getByRole('group', { name: 'Billed per month' });
const bars = (page: Page) => chart(page).getByRole('button');
const transactionsTable = (page: Page, month: string) =>
  page.getByRole('region', { name: `Transactions for ${longMonth(month)}` });
/** The rows' expand/collapse buttons (their names change from Show… to Hide… when pressed). */
const expandButtons = (table: Locator) => table.locator('tbody button[aria-expanded]');

/** Each month's bar is the API's: its name, and what is drawn (a bar up, a bar down, an empty outline). */
async function expectBars(page: Page, dashboard: ApiDashboard) {
  for (const [i, month] of dashboard.months.entries()) {
    const { name, drawn } = barOf(month);
    await expect(bars(page).nth(i)).toHaveAccessibleName(`${shortMonth(month.month)} ${name}`);
    const shapes = await bars(page)
      .nth(i)
      .locator('[data-bar]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-bar')));
    expect(shapes, month.month).toEqual(drawn ? [drawn] : []);
  }
}

async function openDashboard(page: Page, email: string) {
  await signInAs(page, email);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(bars(page)).toHaveCount(6);
}

/** The newest month with a statement (the one the dashboard selects first). */
function newestBilled(dashboard: ApiDashboard) {
  const month = [...dashboard.months].reverse().find((m) => m.statementId);
  expect(month, 'the demo statements exist (global-setup waits for them)').toBeDefined();
  return month as { month: string; statementId: string; billedCents: number };
}

/** The Pay button goes to /payment/{payable ids joined by ';'}; with nothing payable there is none. */
async function expectPayButton(page: Page, dashboard: ApiDashboard) {
  const pay = page.getByRole('link', { name: /^Pay\b/ });
  if (dashboard.payableTransactionIds.length > 0) {
    await expect(pay).toHaveAttribute('href', `/payment/${dashboard.payableTransactionIds.join(';')}`);
    await expect(pay).toHaveAccessibleName(`Pay ${formatCents(dashboard.balanceCents)}`);
  } else {
    await expect(pay).toHaveCount(0);
    await expect(page.getByText('You have nothing to pay right now.')).toBeVisible();
  }
}

test('driver@: balance, distance, road charge and the month bars are the API’s', async ({ page }) => {
  await openDashboard(page, DEMO.driver);
  const dashboard = await dashboardOf(page);
  const distance = await distanceFormat(page.request);

  await expect(page.getByTestId('dashboard-balance')).toHaveText(formatCents(dashboard.balanceCents));
  await expect(page.getByTestId('dashboard-distance')).toHaveText(distance(dashboard.totals.mileageKm));
  await expect(page.getByTestId('dashboard-road-charge')).toHaveText(formatCents(dashboard.totals.roadChargeCents));
  await expectPayButton(page, dashboard);
  // The notice before the first statement (its dates from the pilot calendar: pilot-calendar.spec.ts).
  await expect(page.getByText(/^The pilot (officially starts|started|ended) on /)).toHaveCount(
    dashboard.hasStatements ? 0 : 1,
  );

  // One bar per month of the API, oldest first, named by its month and its billed amount (or credit).
  expect(dashboard.months).toHaveLength(6);
  await expectBars(page, dashboard);
  const billed = newestBilled(dashboard);
  const billedBar = bars(page).nth(dashboard.months.findIndex((m) => m.month === billed.month));
  await expect(billedBar).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);
  await screenshots(page, 'dashboard-driver');
});

test('driver@: a bar selects its month’s transactions; a row expands to the trips it bills', async ({ page }) => {
  // Full-page screenshots of a month of trips take a while.
  test.setTimeout(60_000);
  await openDashboard(page, DEMO.driver);
  const dashboard = await dashboardOf(page);
  const distance = await distanceFormat(page.request);
  const billed = newestBilled(dashboard);
  const billedBar = bars(page).nth(dashboard.months.findIndex((m) => m.month === billed.month));

  // A month without a statement says so; its bar is the pressed one.
  const empty = dashboard.months.find((m) => !m.statementId);
  if (empty) {
    const emptyBar = bars(page).nth(dashboard.months.indexOf(empty));
    await emptyBar.click();
    await expect(emptyBar).toHaveAttribute('aria-pressed', 'true');
    await expect(billedBar).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText(`There is no statement for ${longMonth(empty.month)}.`)).toBeVisible();
    await expectNoAxeViolations(page);
  }

  // Back to the billed month, by keyboard: its transactions are the statement's.
  await billedBar.focus();
  await page.keyboard.press('Enter');
  await expect(billedBar).toHaveAttribute('aria-pressed', 'true');
  const transactions = await statementTransactions(page.request, billed.statementId);
  expect(transactions.length).toBeGreaterThan(0);
  const table = transactionsTable(page, billed.month);
  await expect(expandButtons(table)).toHaveCount(transactions.length);
  for (const tx of transactions) {
    const row = table.locator('tbody tr').filter({ hasText: shownDescription(tx) });
    await expect(row.first()).toContainText(formatCents(tx.type === 'refund' ? -tx.amountCents : tx.amountCents));
  }

  // Expanding the first row shows the trips it bills, as the API lists them.
  const first = transactions[0] as ApiTransaction;
  const { trips } = await billedBy(page.request, first.id);
  const expand = expandButtons(table).first();
  await expect(expand).toHaveAccessibleName(/^Show what the transaction of \d{4}\/\d{2}\/\d{2} bills$/);
  await expand.click();
  await expect(expand).toHaveAttribute('aria-expanded', 'true');
  await expect(expand).toHaveAccessibleName(/^Hide what the transaction/);
  const tripRows = page.getByRole('region', { name: 'Trips billed by this transaction' }).locator('tbody tr');
  await expect(tripRows).toHaveCount(Math.max(trips.items.length, 1));
  for (const [i, trip] of trips.items.slice(0, 5).entries()) {
    const row = tripRows.nth(i);
    await expect(row).toContainText(distance(trip.mileageKm));
    if (trip.visibleToParticipant) {
      await expect(row.getByRole('link', { name: /^View trip of/ })).toHaveAttribute('href', `/trip/${trip.tripId}`);
    } else {
      await expect(row).toContainText('Not shown');
    }
  }
  await expectNoAxeViolations(page);
  await screenshots(page, 'dashboard-driver-expanded');

  // Collapsing hides them again.
  await expandButtons(table).first().click();
  await expect(page.getByRole('region', { name: 'Trips billed by this transaction' })).toHaveCount(0);
});

test('tod@ (read-only): the Pay button points at the payable transactions the API lists', async ({ page }) => {
  await openDashboard(page, DEMO.tod);
  const dashboard = await dashboardOf(page);
  await expect(page.getByTestId('dashboard-balance')).toHaveText(formatCents(dashboard.balanceCents));
  await expectPayButton(page, dashboard);
  await expectNoAxeViolations(page);
});

test('manual@: an expanded transaction shows the mileage reports it bills (read-only)', async ({ page }) => {
  await openDashboard(page, DEMO.manual);
  const dashboard = await dashboardOf(page);
  const distance = await distanceFormat(page.request);
  await expect(page.getByTestId('dashboard-balance')).toHaveText(formatCents(dashboard.balanceCents));
  await expectPayButton(page, dashboard);

  const billed = newestBilled(dashboard);
  const transactions = await statementTransactions(page.request, billed.statementId);
  const table = transactionsTable(page, billed.month);
  await expect(expandButtons(table)).toHaveCount(transactions.length);
  const { mileageReports } = await billedBy(page.request, (transactions[0] as ApiTransaction).id);
  expect(mileageReports.items.length, 'the approved demo report is billed').toBeGreaterThan(0);

  await expandButtons(table).first().click();
  const reports = page.getByRole('region', { name: 'Mileage reports billed by this transaction' });
  await expect(reports.locator('tbody tr')).toHaveCount(mileageReports.items.length);
  for (const [i, report] of mileageReports.items.entries()) {
    await expect(reports.locator('tbody tr').nth(i)).toContainText(distance(report.odoMileageKm));
    await expect(reports.locator('tbody tr').nth(i)).toContainText(distance(report.mileageKm));
  }
  // Manual reporting lists reports, not trips; and nothing on it can be edited.
  await expect(page.getByRole('region', { name: 'Trips billed by this transaction' })).toHaveCount(0);
  await expect(reports.getByRole('textbox')).toHaveCount(0);
  await expect(reports.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshots(page, 'dashboard-manual-expanded');
});

test('ev@: the electric car’s efficiency is MPGe and kWh per 100, never KPL; its cut model name ends in an ellipsis', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await openDashboard(page, DEMO.ev);
  const dashboard = await dashboardOf(page);
  await expectBars(page, dashboard);
  const unit = (await distanceFormat(page.request))(0).endsWith('km') ? 'km' : 'mi';
  const vehicles = (
    await gql<{
      listVehicles: {
        items: { make: string; model: string; type: string; epaVehicleCombinedMpg: number | null }[];
      };
    }>(page.request, VEHICLES, { u: await usernameOf(page.request) })
  ).listVehicles.items;
  const ev = vehicles.find((v) => v.type === 'electric' && v.epaVehicleCombinedMpg);
  expect(ev, 'the EV demo account drives an electric car with EPA figures').toBeDefined();
  const mpge = ev?.epaVehicleCombinedMpg ?? 0;
  // EPA: 33.705 kWh per gallon equivalent.
  const kwhPer100 = (100 * 33.705) / mpge / (unit === 'km' ? KM_PER_MILE : 1);

  const card = page.getByRole('region', { name: 'My vehicles' });
  await expect(card).toContainText(`Fuel economy: ${mpge.toFixed(0)} MPGe, ${kwhPer100.toFixed(1)} kWh/100 ${unit}`);
  await expect(card).not.toContainText('KPL');
  // A model name over 20 characters is cut with an ellipsis; hover and screen readers get it whole.
  const model = ev?.model ?? '';
  expect(model.length, 'the demo EV has a long model name').toBeGreaterThan(20);
  const cut = card.locator(`[title="${model}"]`);
  await expect(cut.locator('[aria-hidden="true"]')).toHaveText(`${model.slice(0, 20).trimEnd()}…`);
  await expect(cut.getByText(model, { exact: true })).toBeAttached();
  await expectNoAxeViolations(page);
  await screenshots(page, 'dashboard-ev', DESKTOP);

  // The Vehicles tab reads the same way.
  await page.goto('/my-account?tab=Vehicles');
  const rows = page.getByRole('table', { name: /vehicles/i }).locator('tbody tr');
  const oneDecimal = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });
  await expect(rows.filter({ hasText: model })).toContainText(
    `${mpge.toLocaleString('en-US', { maximumFractionDigits: 0 })} MPGe, ${oneDecimal(kwhPer100)} kWh/100 ${unit}`,
  );
  await expect(page.getByRole('table', { name: /vehicles/i })).not.toContainText('KPL');
  await expectNoAxeViolations(page);
  await screenshots(page, 'vehicles-ev', DESKTOP);
});

test('toll@: an expanded transaction names each fee: road charge and toll fee in columns of their own', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(DESKTOP);
  await openDashboard(page, DEMO.toll);
  const dashboard = await dashboardOf(page);
  const billed = newestBilled(dashboard);
  const transactions = await statementTransactions(page.request, billed.statementId);
  const TOLL_TRIPS = `query($id: ID!) { getTransaction(id: $id) {
    trips(limit: 100) { items { tripId mileageFeeCents tollFeeCents } } } }`;
  // The first of the month's transactions that bills a toll.
  let found: { index: number; trips: { tripId: string; mileageFeeCents: number; tollFeeCents: number }[] } | null =
    null;
  for (const [index, tx] of transactions.entries()) {
    const data = await gql<{
      getTransaction: { trips: { items: { tripId: string; mileageFeeCents: number; tollFeeCents: number }[] } };
    }>(page.request, TOLL_TRIPS, { id: tx.id });
    if (data.getTransaction.trips.items.some((t) => t.tollFeeCents > 0)) {
      found = { index, trips: data.getTransaction.trips.items };
      break;
    }
  }
  expect(found, 'the toll demo account is billed a toll in its newest statement').not.toBeNull();
  const { index, trips } = found as NonNullable<typeof found>;
  const table = transactionsTable(page, billed.month);
  const row = table
    .locator('tbody tr')
    .filter({ hasText: shownDescription(transactions[index] as ApiTransaction) })
    .first();
  await row.locator('button[aria-expanded]').click();
  const detail = page.getByRole('region', { name: 'Trips billed by this transaction' });
  await expect(detail.locator('thead th')).toHaveText([
    'Start',
    'End',
    'Distance',
    'Road charge',
    'Toll fee',
    'Gas tax credit',
    'Payment status',
    'Trip',
  ]);
  // The toll trip's road charge and toll fee, each under its own name.
  const tollTrip = trips.findIndex((t) => t.tollFeeCents > 0);
  const cells = detail.locator('tbody tr').nth(tollTrip).locator('td');
  await expect(cells.nth(3)).toHaveText(formatCents(trips[tollTrip]?.mileageFeeCents ?? 0));
  await expect(cells.nth(4)).toHaveText(formatCents(trips[tollTrip]?.tollFeeCents ?? 0));
  await expectNoAxeViolations(page);
  await screenshots(page, 'dashboard-toll-expanded', DESKTOP);
});
