import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, signInAs, signInAsAdmin, staffScreenshots } from './account';
import { configure } from './api';
import { expectNoAxeViolations, signUp } from './enrolment-steps';
import { mailTo } from './mail';
import { pageUntil, staffTable } from './staff-table';

/** The users table. */
const usersTable = (page: Page) => staffTable(page, 'Users');

/** The row of `email`, paging forward through the list until it shows. */
async function rowOf(page: Page, email: string): Promise<Locator> {
  const row = usersTable(page).getByRole('row').filter({ hasText: email });
  await pageUntil(page, 'Users', async () => (await row.count()) > 0, email);
  return row;
}

/** A participant signing in in their own browser; answers whether the portal let them in. */
async function trySignIn(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  return { page, close: () => context.close() };
}

test('staff list Admins and Users, disable and enable a sign-in, keep their own row, and invite a staff member', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const run = Date.now();
  // A participant account of this journey only (no other journey signs in with it).
  const participantEmail = `a.users-journey.${run}@example.com`;
  const participantContext = await browser.newContext();
  const participant = await participantContext.newPage();
  await signUp(participant, participantEmail);

  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'Pilot Settings' }).click();
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/permission$/);
  await expect(page).toHaveTitle(/Users/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  // Admins first: the admin's own row is marked and offers neither disabling nor leaving Admins.
  await expect(page.getByRole('button', { name: 'Admins' })).toHaveAttribute('aria-pressed', 'true');
  const own = await rowOf(page, 'admin@example.com');
  await expect(own).toContainText('You');
  await expect(own).toContainText('Enabled');
  await expect(own).toContainText('Admins');
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-users-admins');
  await own.getByRole('button', { name: 'Actions for admin@example.com' }).click();
  const ownMenu = page.getByRole('menu', { name: 'Actions for admin@example.com' });
  await expect(ownMenu).toBeVisible();
  await expect(ownMenu.getByRole('menuitem', { name: 'Disable sign-in' })).toHaveCount(0);
  await expect(ownMenu.getByRole('menuitem', { name: 'Remove from Admins' })).toHaveCount(0);
  await expect(ownMenu.getByText('You cannot disable yourself or leave the Admins group.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(ownMenu).toHaveCount(0);

  // Users: the demo participants and this journey's participant.
  await page.getByRole('button', { name: 'Users', exact: true }).click();
  await expect(usersTable(page).getByRole('row').filter({ hasText: DEMO.driver })).toHaveCount(1);
  const row = await rowOf(page, participantEmail);
  await expect(row).toContainText('Enabled');
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-users-users');

  // Disable sign-in, after a confirmation.
  await row.getByRole('button', { name: `Actions for ${participantEmail}` }).click();
  await page.getByRole('menuitem', { name: 'Disable sign-in' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText(`Disable sign-in for ${participantEmail}?`);
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-users-confirm-disable');
  await confirm.getByRole('button', { name: 'Disable sign-in' }).click();
  await expect(page.getByText(`Sign-in disabled for ${participantEmail}.`)).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(row).toContainText('Disabled');

  // Their open session ended, and they cannot sign in.
  const session = await participant.request.get('/api/auth/get-session');
  expect(await session.json()).toBeNull();
  const refused = await trySignIn(browser, participantEmail, 'Journey-Pass-1');
  await expect(refused.page.getByText('User is disabled.')).toBeVisible();
  await expect(refused.page).toHaveURL(/\/signin/);
  await refused.close();

  // Enabled again, they can.
  await row.getByRole('button', { name: `Actions for ${participantEmail}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Disable sign-in' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Enable sign-in' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Enable sign-in' }).click();
  await expect(page.getByText(`Sign-in enabled for ${participantEmail}.`)).toBeVisible();
  await expect(row).toContainText('Enabled');
  const allowed = await trySignIn(browser, participantEmail, 'Journey-Pass-1');
  await expect(allowed.page).not.toHaveURL(/\/signin/);
  await expect(allowed.page.getByText('User is disabled.')).toHaveCount(0);
  await allowed.close();
  await participantContext.close();

  // Invite a staff member: checked first, then created in Admins and e-mailed.
  const invited = `staff.invited.${run}@example.com`;
  await page.getByRole('button', { name: 'Invite staff member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a staff member' });
  await dialog.getByLabel('Email').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('A correctly formatted email is required')).toBeVisible();
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-users-invite');
  await dialog.getByLabel('Email').fill(DEMO.driver);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByRole('alert')).toContainText('An account with this e-mail address already exists.');
  const sentAt = Date.now();
  await dialog.getByLabel('Email').fill(invited);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation e-mailed to ${invited}.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Admins' })).toHaveAttribute('aria-pressed', 'true');
  const invitedRow = await rowOf(page, invited);
  await expect(invitedRow).toContainText('Admins');
  await expect(invitedRow).toContainText('Enabled');
  const mail = await mailTo(invited, sentAt);
  expect(mail.subject).toContain('staff account');
  expect(mail.text).toContain('/forgot-password');
  expect(mail.text).toContain('group Admins');
});

test('staff change a configuration value, checked per key; the participant side follows it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.goto('/configurations');
  await expect(page.getByRole('heading', { level: 1, name: 'Configurations' })).toBeVisible();
  await expect(page).toHaveTitle(/Configurations/);
  const table = page.getByRole('table', { name: 'Configurations' });
  await expect(table.getByRole('columnheader')).toHaveText(['Key', 'Name', 'Description', 'Value']);
  // One page of up to 100 rows holds every key, from the first to the last by name.
  await expect(table.getByRole('row').filter({ hasText: 'BILLING_BALANCE_DEFAULT_DAYS' })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: 'TRIP_DEFAULT_DISPLAY' })).toHaveCount(1);
  const unitRow = table.getByRole('row').filter({ hasText: 'MILEAGE_UNIT' });
  const stored = await request.post('/graphql', {
    data: { query: '{ getConfiguration(key: "MILEAGE_UNIT") { value } }' },
  });
  const before: string = (await stored.json()).data.getConfiguration?.value ?? 'km';
  const shownBefore = before === 'mi' ? 'mi' : 'km';
  const after = shownBefore === 'km' ? 'mi' : 'km';
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-configurations');

  try {
    // A number key refuses text, with the rule.
    const timeoutRow = table.getByRole('row').filter({ hasText: 'PARTICIPANT_SESSION_TIMEOUT' });
    await timeoutRow.getByRole('button', { name: 'Edit PARTICIPANT_SESSION_TIMEOUT' }).click();
    const editor = page.getByRole('form', { name: /PARTICIPANT_SESSION_TIMEOUT/ });
    await editor.getByLabel('Value').fill('ten');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(
      editor.getByText('The participant session timeout must be a whole number of minutes from 1 to 1440.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await staffScreenshots(page, 'staff-configurations-invalid');
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await expect(editor).toHaveCount(0);

    // A key with options is edited with a select.
    await unitRow.getByRole('button', { name: 'Edit MILEAGE_UNIT' }).click();
    const unitEditor = page.getByRole('form', { name: /MILEAGE_UNIT/ });
    await unitEditor.getByRole('combobox', { name: 'Value' }).click();
    await expect(page.getByRole('option')).toHaveText(['Kilometres (km)', 'Miles (mi)']);
    await expectNoAxeViolations(page);
    await staffScreenshots(page, 'staff-configurations-select');
    await page.getByRole('option', { name: after === 'mi' ? 'Miles (mi)' : 'Kilometres (km)' }).click();
    await unitEditor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('MILEAGE_UNIT saved.')).toBeVisible();
    await expect(unitRow).toContainText(`(${after})`);

    // The participant's next sign-in shows distances in the new unit.
    const context = await browser.newContext();
    const participant = await context.newPage();
    await signInAs(participant, DEMO.driver);
    await expect(participant.getByText(new RegExp(`\\d\\.\\d\\d ${after}\\b`)).first()).toBeVisible();
    await expect(participant.getByText(new RegExp(`\\d\\.\\d\\d ${shownBefore}\\b`))).toHaveCount(0);
    await context.close();
  } finally {
    // Other journeys depend on the configuration: put it back.
    await configure(request, { MILEAGE_UNIT: before });
  }
});
