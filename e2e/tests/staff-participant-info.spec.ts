import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { DEMO, signInAsAdmin, staffScreenshots } from './account';
import { invite } from './api';
import { expectNoAxeViolations } from './enrolment-steps';
import { codeFor, mailWithSubject } from './mail';

/*
 * Staff participant detail (staff spec sections 2–6): the Info tab changes status (approving an onboarded
 * participant e-mails them; closing asks for a reason and Cancel changes nothing), and the Info, Timeline
 * and Audit Trail tabs show the demo participants. The participants approved and closed here are made
 * fresh through sign-up, so no demo account another journey relies on is changed.
 */

const PASSWORD = 'Journey-Pass-1';

async function graphql<T>(api: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const res = await api.post('/graphql', { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** A participant through the real sign-up, e-mailed code, profile and agreements: status onboarded. */
async function onboardedParticipant(email: string, firstName: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    await invite(api, [email]);
    const startedAt = Date.now();
    const signUp = await api.post('/api/auth/sign-up/email', { data: { email, password: PASSWORD } });
    expect(signUp.ok()).toBe(true);
    const verify = await api.post('/api/auth/email-otp/verify-email', {
      data: { email, code: await codeFor(email, startedAt) },
    });
    expect(verify.ok()).toBe(true);
    const signIn = await api.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
    expect(signIn.ok()).toBe(true);
    const username = ((await (await api.get('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
    await graphql(api, 'mutation($input: UpdateParticipantInput!) { updateParticipant(input: $input) { username } }', {
      input: {
        username,
        firstName,
        lastName: 'Journey',
        phoneNumber: '(916) 555-0123',
        address1: '1120 N Street',
        city: 'Sacramento',
        state: 'CA',
        postalCode: '95814',
      },
    });
    const agreed = await graphql<{ AgreeToTerms: { status: string } }>(
      api,
      'mutation($input: AgreeToTermsInput!) { AgreeToTerms(input: $input) { status } }',
      {
        input: {
          username,
          agreementDate: new Date().toISOString(),
          agreements: [
            { name: 'agreeGlobalParticipantAgreement', version: '0.0.1' },
            { name: 'agreeGlobalPrivacyPolicy', version: '0.0.1' },
          ],
        },
      },
    );
    expect(agreed.AgreeToTerms.status).toBe('onboarded');
    return username;
  } finally {
    await api.dispose();
  }
}

async function usernameOf(page: Page, email: string): Promise<string> {
  const data = await graphql<{ searchParticipants: { items: { username: string; email: string }[] } }>(
    page.request,
    'query($s: String) { searchParticipants(search: $s, limit: 5) { items { username email } } }',
    { s: email },
  );
  const found = data.searchParticipants.items.find((p) => p.email === email);
  if (!found) throw new Error(`no participant ${email}`);
  return found.username;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const statusSelect = (page: Page) => page.getByLabel('Account status');

test('staff approve an onboarded participant (e-mailed), close one (a reason is required; Cancel changes nothing), and read Info, Timeline and Audit Trail', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const run = Date.now();
  const approveEmail = `staff.info.approve.${run}@example.com`;
  const closeEmail = `staff.info.close.${run}@example.com`;
  const approvee = await onboardedParticipant(approveEmail, 'Avery');
  const closee = await onboardedParticipant(closeEmail, 'Casey');

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);

  // Info: every group of fields; the onboarded participant is approved after a confirmation.
  await page.goto(`/participant/${approvee}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Account information' })).toBeVisible();
  for (const section of [
    'Status',
    'Identity and contact',
    'Address',
    'Program and reporting',
    'Billing sums',
    'Flags',
    'Agreements',
    'Dates',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: section, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Identity and contact' })).toContainText(approveEmail);
  await expect(page.getByRole('region', { name: 'Billing sums' })).toContainText('$0.00');
  await expect(statusSelect(page)).toHaveValue('onboarded');
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-info-info');

  const mailsBefore = Date.now();
  await statusSelect(page).selectOption('approved');
  const confirm = page.getByRole('dialog', { name: 'Change status' });
  await expect(confirm).toContainText('from Onboarded to Approved');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Status changed to Approved.' })).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(statusSelect(page)).toHaveValue('approved');
  // The header (its own query) shows the new status too.
  await expect(page.locator('.MuiChip-root').filter({ hasText: /^Approved$/ })).toBeVisible();
  const approval = await mailWithSubject(approveEmail, 'Your account has been approved', mailsBefore);
  expect(approval.text).toContain('has been approved');

  // Profile: the participant's own field rules; a saved phone change is e-mailed to the participant.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const editDialog = page.getByRole('dialog', { name: /^Edit profile of Avery Journey/ });
  await editDialog.getByLabel('Phone Number').fill('916');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog.getByRole('alert')).toHaveText('A phone number is required');
  await editDialog.getByLabel('Phone Number').fill('9165550188');
  await editDialog.getByLabel('Government affiliation').fill('City of Sacramento');
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-info-edit-profile');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Profile saved.' })).toBeVisible();
  await expect(editDialog).toBeHidden();
  const identity = page.getByRole('region', { name: 'Identity and contact' });
  await expect(identity).toContainText('(916) 555-0188');
  await expect(identity).toContainText('City of Sacramento');
  await mailWithSubject(approveEmail, 'The phone number on your account was changed', mailsBefore);

  // Pilot program: changed after a confirmation; the header follows.
  const pilotSelect = page.getByLabel('Pilot program', { exact: true });
  const obMbuf = await pilotSelect.locator('option', { hasText: 'OB-MBUF' }).getAttribute('value');
  await pilotSelect.selectOption(obMbuf ?? '');
  const pilotDialog = page.getByRole('dialog', { name: 'Change pilot program' });
  await expect(pilotDialog).toContainText('from MBUF to OB-MBUF');
  await pilotDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Pilot program changed to OB-MBUF.' })).toBeVisible();
  await expect(page.locator('.MuiChip-root').filter({ hasText: /^OB-MBUF$/ })).toBeVisible();

  // A flag is saved at once.
  // The switch follows the saved value: it turns on once the server has saved it.
  await page.getByLabel('VIP', { exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'VIP: Yes.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('VIP', { exact: true })).toBeChecked();

  // Timeline: the approval's account change and its notification, newest first.
  await tab(page, 'Timeline').click();
  await expect(page).toHaveURL(/tab=timeline/);
  const timeline = page.getByRole('table', { name: 'Timeline' });
  await expect(timeline.getByRole('row').filter({ hasText: 'accountApproval' })).toHaveCount(1);
  await expect(timeline.getByRole('row').filter({ hasText: 'Account change' }).first()).toContainText('isVIP');
  await expect(timeline.getByRole('row').filter({ hasText: 'accountOnboarded' })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-info-timeline');

  // Audit Trail: the status change with its diff.
  await tab(page, 'Audit Trail').click();
  await expect(page).toHaveURL(/tab=audit/);
  const audit = page.getByRole('table', { name: 'Audit Trail' });
  // The approval: the participant record's status (and who changed it) changed.
  const statusEvent = audit
    .getByRole('row')
    .filter({ hasText: 'MODIFY' })
    .filter({ has: page.getByRole('cell', { name: 'status, updatedBy', exact: true }) });
  await expect(statusEvent).toBeVisible();
  await statusEvent.getByRole('button', { name: 'Show details' }).click();
  const diff = page.getByRole('table', { name: /^Changes/ });
  const statusDiff = diff.getByRole('row').filter({ has: page.getByRole('cell', { name: 'status', exact: true }) });
  await expect(statusDiff).toContainText('"onboarded"');
  await expect(statusDiff).toContainText('"approved"');
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-info-audit');
  // The event-name filter: only inserts (the sign-up) remain, so no MODIFY row.
  await page.getByLabel('Event', { exact: true }).selectOption('INSERT');
  await expect(audit.getByRole('row').filter({ hasText: 'MODIFY' })).toHaveCount(0);
  await expect(audit.getByRole('row').filter({ hasText: 'INSERT' }).first()).toBeVisible();

  // Closing: the reason is required; Cancel leaves the account unchanged (also after a reload).
  await page.goto(`/participant/${closee}`);
  await expect(statusSelect(page)).toHaveValue('onboarded');
  await statusSelect(page).selectOption('closed');
  const closeDialog = page.getByRole('dialog', { name: 'Close account' });
  await expect(closeDialog).toBeVisible();
  await closeDialog.getByRole('button', { name: 'Close account' }).click();
  await expect(closeDialog.getByRole('alert')).toHaveText('Please provide a reason for closing the account');
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-info-close-dialog');
  await closeDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(closeDialog).toBeHidden();
  await expect(statusSelect(page)).toHaveValue('onboarded');
  await page.reload();
  await expect(statusSelect(page)).toHaveValue('onboarded');
  await expect(page.getByRole('heading', { level: 3, name: 'Closed account' })).toHaveCount(0);

  await statusSelect(page).selectOption('closed');
  await closeDialog.getByLabel('Reason for closing').fill('Moved out of state');
  await closeDialog.getByRole('button', { name: 'Close account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Status changed to Closed.' })).toBeVisible();
  const closedSection = page.getByRole('region', { name: 'Closed account' });
  await expect(closedSection).toContainText('Moved out of state');
  await expect(closedSection).toContainText('Closed by');
  await expect(closedSection).not.toContainText('Closed by—');
  await expect(page.getByRole('button', { name: 'Edit profile' })).toBeDisabled();
  await mailWithSubject(closeEmail, 'Your account has been closed', mailsBefore);

  // The demo participants' tabs (read only: nothing of theirs is changed).
  for (const email of [DEMO.driver, DEMO.manual]) {
    const username = await usernameOf(page, email);
    await page.goto(`/participant/${username}`);
    await expect(page.getByRole('region', { name: 'Identity and contact' })).toContainText(email);
    await expect(statusSelect(page)).not.toHaveValue('');
    await tab(page, 'Timeline').click();
    await expect(
      page.getByRole('table', { name: 'Timeline' }).getByRole('row').filter({ hasText: 'Statement' }).first(),
    ).toBeVisible();
    await tab(page, 'Audit Trail').click();
    const trail = page.getByRole('table', { name: 'Audit Trail' });
    await expect(trail.getByRole('row').filter({ hasText: 'MODIFY' }).first()).toBeVisible();
    // Their records beyond the account (vehicles, trips…) are in the trail: the seed inserted them.
    // Oldest first: the account and the vehicle the seed created.
    await page.getByLabel('Event', { exact: true }).selectOption('INSERT');
    await trail.getByRole('button', { name: 'Time' }).click();
    await expect(trail.getByRole('columnheader', { name: 'Time' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(trail.getByRole('row').filter({ hasText: 'vehicles' }).first()).toBeVisible();
    await expect(trail.getByRole('row').filter({ hasText: 'MODIFY' })).toHaveCount(0);
  }
  const driver = await usernameOf(page, DEMO.driver);
  await page.goto(`/participant/${driver}?tab=timeline`);
  await expect(page.getByRole('table', { name: 'Timeline' }).getByRole('row').nth(1)).toBeVisible();
  await staffScreenshots(page, 'staff-info-timeline-driver');
  await page.goto(`/participant/${driver}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Account information' })).toBeVisible();
  await staffScreenshots(page, 'staff-info-info-driver');
});
