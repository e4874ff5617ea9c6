import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, gql, signInAsAdmin, staffScreenshots, usernameFor } from './account';
import { deliverTrip, gpsParticipant, processedTrip } from './deliveries';
import { expectNoAxeViolations } from './enrolment-steps';

/**
 * Staff console: /statements (staff spec sections 2, 6 and 7; decision 007), as admin@. The month run
 * is the newest demo statement month (the previous month, Pacific). Every demo participant already has
 * that month's statement, so the run leaves them alone; a participant of the journey's own, with one
 * trip in that month and no statement yet, is billed by it. The second run for the month bills nothing:
 * that is checked through the API (the month's statements and the transactions, before and after).
 */

const PASSWORD = 'Statement-Run-1';

const STATEMENTS = `query($f: ModelParticipantStatementFilterInput, $n: String) {
  listParticipantStatements(filter: $f, limit: 1000, nextToken: $n) { items { id username month } nextToken } }`;
const TRANSACTIONS = `query($u: ID!) { getTransactionsByUsernameByCreatedAt(username: $u, limit: 1000) { items { id status amountCents } } }`;

/** The previous month (YYYY-MM) in Pacific time, and its first instant. */
function previousMonth(): { month: string; label: string; from: string; to: string } {
  const parts: Record<string, string> = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit' })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  const year = Number(parts.year);
  const month = Number(parts.month);
  const prev = month === 1 ? { y: year - 1, m: 12 } : { y: year, m: month - 1 };
  const ym = `${prev.y}-${String(prev.m).padStart(2, '0')}`;
  const label = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(prev.y, prev.m - 1, 1)),
  );
  // Pacific midnight is 07:00 or 08:00 UTC; a window from 06:00 UTC on the 1st to 10:00 UTC catches it.
  return {
    month: ym,
    label,
    from: `${ym}-01T06:00:00.000Z`,
    to: `${ym}-01T10:00:00.000Z`,
  };
}

async function statementsOfMonth(request: APIRequestContext, from: string, to: string) {
  const all: { id: string; username: string; month: string }[] = [];
  let token: string | null = null;
  do {
    const page: { listParticipantStatements: { items: typeof all; nextToken: string | null } } = await gql(
      request,
      STATEMENTS,
      { f: { periodFrom: { between: [from, to] } }, n: token },
    );
    all.push(...page.listParticipantStatements.items);
    token = page.listParticipantStatements.nextToken;
  } while (token);
  return all.map((s) => s.id).sort();
}

async function transactionsOf(request: APIRequestContext, usernames: string[]) {
  const all: string[] = [];
  for (const u of usernames) {
    const data = await gql<{ getTransactionsByUsernameByCreatedAt: { items: { id: string; amountCents: number }[] } }>(
      request,
      TRANSACTIONS,
      { u },
    );
    all.push(...data.getTransactionsByUsernameByCreatedAt.items.map((t) => `${t.id}:${t.amountCents}`));
  }
  return all.sort();
}

/** The run's progress panel, found by its heading. */
function runPanel(page: Page, label: string) {
  return page.getByRole('region', { name: `Statement run for ${label}` });
}

async function waitForRunEnd(page: Page, label: string) {
  const panel = runPanel(page, label);
  await expect(panel).toBeVisible();
  const bar = panel.getByRole('progressbar', { name: 'Progress of the statement run' });
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 120_000 });
  await expect(panel.getByRole('status')).toContainText('Finished:', { timeout: 30_000 });
  return panel;
}

const field = (panel: ReturnType<typeof runPanel>, name: string) => panel.locator(`dd[data-field="${name}"]`);

test('admin runs a month of statements twice: live progress through a reload, nothing billed twice', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const month = previousMonth();
  await signInAsAdmin(page);
  const demo = await Promise.all(Object.values(DEMO).map((email) => usernameFor(email)));
  // The journey's participant: one trip on the 11th of the month, nothing billed yet.
  const stamp = Date.now();
  const email = `statement-run-${stamp}@example.com`;
  const serial = `STR${stamp}`.slice(0, 16);
  const fresh = await gpsParticipant(page.request, { email, password: PASSWORD, serial, licensePlate: 'STR0001' });
  const tripId = `statement-run-${stamp}`;
  await deliverTrip(page.request, { serial, tripId, start: new Date(Date.parse(month.from) + 10 * 86_400_000) });
  await processedTrip(page.request, fresh, tripId);
  const statementsBefore = await statementsOfMonth(page.request, month.from, month.to);
  expect(statementsBefore.length, 'the demo statements of the previous month exist').toBeGreaterThan(0);
  const transactionsBefore = await transactionsOf(page.request, demo);

  // The menu leads to the page: statements by period with PDF links, and the run history.
  await page.getByRole('link', { name: 'Statements', exact: true }).first().click();
  await expect(page).toHaveURL(/\/statements$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
  const list = page.getByRole('table', { name: 'Statements by period' });
  await expect(list.getByRole('link', { name: `PDF of the statement of ${month.month}` }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Statement runs' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolations(page);
  // Only the schedule's statements (the demo run is the schedule's, as System).
  await page.getByRole('combobox', { name: 'Created by' }).click();
  await page.getByRole('option', { name: 'Staff' }).click();
  // No staff run made the demo participants' statements (other journeys of this shard make staff
  // statements for participants of their own, of this month or the previous one).
  await expect(list.getByRole('cell', { name: 'System', exact: true })).toHaveCount(0);
  for (const username of demo) await expect(list.getByRole('link', { name: username, exact: true })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Created by' }).click();
  await page.getByRole('option', { name: 'System (monthly schedule)' }).click();
  await expect(list.getByRole('link', { name: `PDF of the statement of ${month.month}` }).first()).toBeVisible();

  // First run: everyone, the previous month (the dialog's default), explained before it starts.
  await page.getByRole('button', { name: 'Generate statements' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate statements' });
  await expect(dialog.getByLabel('From month')).toHaveValue(month.month);
  await expect(dialog.getByLabel('To month')).toHaveValue(month.month);
  await expect(dialog.getByText(`Statements for ${month.label} already exist.`)).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Everyone with something to bill' })).toBeChecked();
  // A range the wrong way round is refused in the spec's words, before anything is sent.
  await dialog.getByLabel('From month').fill('2099-01');
  await expect(dialog.getByText('Choose a valid period: From must be on or before To.')).toBeVisible();
  await dialog.getByLabel('From month').fill(month.month);
  await dialog.getByLabel('Note (shown on the statements)').fill(`Journey run ${Date.now()}`);
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-statements-generate');
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page).toHaveURL(/\/statements\?run=/);
  const firstRun = new URL(page.url()).searchParams.get('run');

  // A reload keeps following the run (its id is in the address) until the bar reaches its end.
  await page.reload();
  const panel = await waitForRunEnd(page, month.label);
  expect(new URL(page.url()).searchParams.get('run')).toBe(firstRun);
  await expect(field(panel, 'failures')).toHaveText('0');
  await expect(panel.getByRole('status')).toContainText(
    /Finished: \d+ statements? created and \d+ PDFs? stored for \d+ participants?\./,
  );
  await expect(panel.getByRole('status')).toContainText('nothing was billed twice');
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-statements-run');

  // Nothing new for the month, nothing billed twice: the month's statements and the demo accounts'
  // transactions are exactly those from before.
  const created = Number(await field(panel, 'statements').textContent());
  expect(created, "the journey's participant was billed").toBeGreaterThanOrEqual(1);
  const statementsAfter = await statementsOfMonth(page.request, month.from, month.to);
  expect(statementsAfter.length).toBe(statementsBefore.length + created);
  expect(statementsAfter.filter((id) => statementsBefore.includes(id))).toEqual(statementsBefore);
  expect(await transactionsOf(page.request, demo)).toEqual(transactionsBefore);
  const freshTransactions = await transactionsOf(page.request, [fresh]);
  expect(freshTransactions, "the journey's participant's statement transaction").toHaveLength(1);

  // Second run for the same month, for one chosen participant: explained, nothing billed.
  await page.getByRole('button', { name: 'Generate statements' }).click();
  await dialog.getByRole('radio', { name: 'Chosen participants' }).check();
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(dialog.getByText('Choose at least one participant, or everyone')).toBeVisible();
  await dialog.getByLabel('Add a participant').fill(email);
  await page.getByRole('option', { name: new RegExp(email.replace(/\./g, '\\.')) }).click();
  await expect(dialog.getByRole('list', { name: 'Chosen participants' }).getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('run') !== firstRun);
  const second = await waitForRunEnd(page, month.label);
  await expect(second).toContainText('1 chosen participant');
  await expect(field(second, 'participants')).toHaveText('1 of 1');
  await expect(field(second, 'statements')).toHaveText('0');
  await expect(field(second, 'alreadyBilled')).toHaveText('1');
  await expect(second.getByRole('status')).toContainText(
    '1 participant already had a statement for a month of this run and was left alone: nothing was billed twice.',
  );
  expect(await statementsOfMonth(page.request, month.from, month.to)).toEqual(statementsAfter);
  expect(await transactionsOf(page.request, demo)).toEqual(transactionsBefore);
  expect(await transactionsOf(page.request, [fresh])).toEqual(freshTransactions);

  // Both runs are in the history; "Show" brings the first one back.
  const runs = page.getByRole('table', { name: 'Statement runs' });
  await runs
    .getByRole('button', { name: /Show the run for/ })
    .nth(1)
    .click();
  await expect(page).toHaveURL(new RegExp(`run=${firstRun}`));
  await staffScreenshots(page, 'staff-statements-page');
});
