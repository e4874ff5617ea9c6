import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { formatCents, kmToMiles } from '@rc/domain';
import { DEMO, gql, screenshots, signInAs, usernameOf } from './account';
import { expectNoAxeViolations } from './enrolment-steps';

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

interface ApiTransaction {
  id: string;
  type: string;
  amountCents: number;
  description: string | null;
}

const DASHBOARD = `query($u: ID!) { getParticipantDashboard(username: $u) {
  balanceCents payableTransactionIds hasStatements totals { mileageKm roadChargeCents }
  months { month statementId billedCents } } }`;
const STATEMENT_TRANSACTIONS = `query($s: ID!) { getTransactionsByStatementId(statementId: $s, limit: 100) {
  items { id type amountCents description } nextToken } }`;
const BILLED = `query($id: ID!) { getTransaction(id: $id) {
  trips(limit: 100) { items { tripId mileageKm visibleToParticipant } }
  mileageReports(limit: 100) { items { id odoMileageKm mileageKm } } } }`;
const MILEAGE_UNIT = '{ getConfiguration(key: "MILEAGE_UNIT") { value } }';

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
  await expect(page.getByText('The pilot officially starts on 1 August 2024.', { exact: false })).toHaveCount(
    dashboard.hasStatements ? 0 : 1,
  );

  // One bar per month of the API, oldest first, named by its month and its billed amount.
  expect(dashboard.months).toHaveLength(6);
  for (const [i, month] of dashboard.months.entries()) {
    const amount = month.statementId ? `${formatCents(month.billedCents)} billed` : 'No statement';
    await expect(bars(page).nth(i)).toHaveAccessibleName(`${shortMonth(month.month)} ${amount}`);
  }
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
    const row = table.locator('tbody tr').filter({ hasText: tx.description ?? '' });
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
