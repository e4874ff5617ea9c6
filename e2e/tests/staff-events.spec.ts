import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import { DEMO_PASSWORD, gql, signInAsAdmin, staffScreenshots } from './account';
import { invite } from './api';
import { expectNoAxeViolations } from './enrolment-steps';
import { codeFor } from './mail';

/**
 * The audit trail (/events, staff spec section 2 'Audit trail'): staff open it from the Pilot Settings
 * menu, find the event of a participant's status change by record key, by participant and by who made
 * it, read its diff (field, old, new), and download the search as CSV.
 */

/** A participant of this journey's own (signed up, e-mail verified, profile given): status created. */
async function ownParticipant(email: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    await invite(api, [email]);
    const startedAt = Date.now();
    expect((await api.post('/api/auth/sign-up/email', { data: { email, password: DEMO_PASSWORD } })).ok()).toBe(true);
    const code = await codeFor(email, startedAt);
    expect((await api.post('/api/auth/email-otp/verify-email', { data: { email, code } })).ok()).toBe(true);
    expect((await api.post('/api/auth/sign-in/email', { data: { email, password: DEMO_PASSWORD } })).ok()).toBe(true);
    const username = ((await (await api.get('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
    await gql(api, 'mutation($input: UpdateParticipantInput!) { updateParticipant(input: $input) { username } }', {
      input: {
        username,
        firstName: 'Audit',
        lastName: 'Journey',
        phoneNumber: '(916) 555-0199',
        address1: '1120 N Street',
        city: 'Sacramento',
        state: 'CA',
        postalCode: '95814',
      },
    });
    return username;
  } finally {
    await api.dispose();
  }
}

async function setStatus(request: APIRequestContext, username: string, status: string) {
  const data = await gql<{ updateParticipant: { status: string } }>(
    request,
    'mutation($input: UpdateParticipantInput!) { updateParticipant(input: $input) { status } }',
    { input: { username, status } },
  );
  expect(data.updateParticipant.status).toBe(status);
}

test('staff find a status change in the audit trail and read its diff', async ({ page }) => {
  // Sign-up with an e-mailed code, then the searches, the diff and the download.
  test.setTimeout(120_000);
  const email = `events-${Date.now()}@example.com`;
  const username = await ownParticipant(email);

  await signInAsAdmin(page);
  const before = await gql<{ getParticipant: { status: string } }>(
    page.request,
    'query($u: ID!) { getParticipant(username: $u) { status } }',
    { u: username },
  );
  const oldStatus = before.getParticipant.status;
  await setStatus(page.request, username, 'suspended');
  const adminId = ((await (await page.request.get('/api/auth/get-session')).json()) as { user: { id: string } }).user
    .id;

  await page.getByRole('button', { name: 'Pilot Settings' }).click();
  await page.getByRole('menuitem', { name: 'Audit Trail' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page).toHaveTitle(/Audit Trail/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
  // Opens on the last 7 days' changes (MODIFY, newest first), with the date presets.
  await expect(page.getByRole('button', { name: 'Last 7' })).toBeVisible();
  await expectNoAxeViolations(page);

  // By record key.
  const search = page.getByRole('search', { name: 'Search the audit trail' });
  await search.getByLabel('Search by').selectOption('key');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByText('Enter what to search for.')).toBeVisible();
  await search.getByLabel('Search for').fill(`participants#${username}`);
  await search.getByRole('button', { name: 'Search' }).click();
  await page.getByLabel('Event', { exact: true }).selectOption('MODIFY');

  const table = page.getByRole('table', { name: 'Audit Trail', exact: true });
  const statusEvent = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: /^status/ }) })
    .filter({ hasText: 'MODIFY' });
  await expect(statusEvent).toHaveCount(1);
  await expect(statusEvent).toContainText(adminId);
  await statusEvent.getByRole('button', { name: 'Show details' }).click();
  const diff = page.getByRole('table', { name: `Changes · participants#${username}` });
  const statusRow = diff.getByRole('row').filter({ has: page.getByRole('cell', { name: 'status', exact: true }) });
  await expect(statusRow).toContainText(`"${oldStatus}"`);
  await expect(statusRow).toContainText('"suspended"');
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-events-diff');

  // The CSV is the server's export of the same search.
  const link = page.getByRole('link', { name: 'Download CSV' });
  const href = await link.getAttribute('href');
  expect(href).toContain('/api/staff/exports/events.csv?');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\uFEFFtimestamp,eventId,eventName,key,username,updatedBy,note,diff');
  expect(csv).toContain(`participants#${username}`);
  expect(csv).toContain('suspended');

  // By participant, and by who made the change: the same event.
  await search.getByLabel('Search by').selectOption('username');
  await search.getByLabel('Search for').fill(username);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(statusEvent).toHaveCount(1);
  await search.getByLabel('Search by').selectOption('updatedBy');
  await search.getByLabel('Search for').fill(adminId);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(
    table.getByRole('row').filter({ hasText: username }).filter({ hasText: 'MODIFY' }).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(table.getByRole('row').filter({ hasText: username }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-events-by-admin');

  await setStatus(page.request, username, oldStatus);
});
