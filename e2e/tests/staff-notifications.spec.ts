import { expect, test } from '@playwright/test';
import { DEMO, signInAsAdmin, staffScreenshots } from './account';
import { expectNoAxeViolations } from './enrolment-steps';
import { mailWithSubject } from './mail';
import { pacificParts } from './pacific';

/**
 * Staff console: /notifications (staff spec sections 2, 4, 5 and 9; decision 005), as admin@: the
 * create form with a template rendered by the server for the participant, the e-mail arriving at the
 * real SMTP listener, the sent row with its sanitised HTML and log, and cancelling a pending one.
 * Demo data: cordon@ gets one "Account active" e-mail (no journey reads cordon@'s mail) and one
 * notification that is cancelled before it is due.
 */

/** A datetime-local value (YYYY-MM-DDTHH:mm) and a table time (YYYY/MM/DD HH:mm) in Pacific time. */
function pacific(instant: Date) {
  const p = pacificParts(instant);
  return {
    input: `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`,
    table: `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}`,
  };
}

test('admin creates a notification from a template, sees it delivered, and cancels a pending one', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  // Times are read in Pacific time (the console's default zone).
  await page.evaluate(() => localStorage.setItem('staffTimeZone', 'pacific'));
  await page.getByRole('link', { name: 'Notifications', exact: true }).first().click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('pending');
  await expectNoAxeViolations(page);

  // Create: without a template, subject and text are required (spec section 5).
  await page.getByRole('button', { name: 'Create notification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create notification' });
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText('Choose at least one participant')).toBeVisible();
  await expect(dialog.getByText('A subject is required unless a template is chosen')).toBeVisible();
  await expect(dialog.getByText('A text is required unless a template is chosen')).toBeVisible();
  await dialog.getByLabel('Add a participant').fill(DEMO.cordon);
  await page.getByRole('option', { name: new RegExp(DEMO.cordon.replace('.', '\\.')) }).click();
  await expect(dialog.getByRole('list', { name: 'Recipients' }).getByRole('listitem')).toHaveCount(1);
  await dialog.getByRole('combobox', { name: 'Template' }).click();
  await expect(page.getByRole('option')).toHaveCount(20);
  await page.getByRole('option', { name: 'Account active' }).click();
  // The estimated delivery is the send time plus 5 minutes.
  const sendAt = new Date(Date.now() + 60_000);
  await dialog.getByLabel(/Send at/).fill(pacific(sendAt).input);
  const sendMinute = new Date(Math.floor(sendAt.getTime() / 60_000) * 60_000);
  await expect(
    dialog.getByText(`Estimated delivery: ${pacific(new Date(sendMinute.getTime() + 5 * 60_000)).table}`),
  ).toBeVisible();
  // The send time goes back to now, so the e-mail goes out at once.
  await dialog.getByLabel(/Send at/).fill(pacific(new Date()).input);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: /Preview for .*\(English\)/ })).toBeVisible();
  const subject = ((await preview.locator('p', { hasText: /^Subject:/ }).textContent()) ?? '')
    .replace(/^Subject:\s*/, '')
    .trim();
  expect(subject.length).toBeGreaterThan(0);
  await expect(preview.getByLabel('Text of the e-mail')).toContainText('Hello');
  // The HTML is shown sanitised in a sandboxed frame that runs nothing.
  const frame = preview.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('iframe').first().getByText('Go to my account')).toBeVisible();
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-notifications-create');
  const createdAt = Date.now();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Notification created.')).toBeVisible();

  // Delivered to the SMTP listener, with the subject the preview showed.
  const mail = await mailWithSubject(DEMO.cordon, subject, createdAt - 1000);
  expect(mail.text).toContain('Hello');
  // The sent row: subject, status, and its e-mail and log when expanded.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'sent' }).click();
  const table = page.getByRole('table', { name: 'Notifications by send time' });
  const sentRow = table.getByRole('row').filter({ hasText: subject }).filter({ hasText: DEMO.cordon }).first();
  await expect(sentRow).toBeVisible();
  await expect(sentRow).toContainText('Account active');
  await sentRow
    .getByRole('button', { name: /expand|details|show/i })
    .first()
    .click();
  await expect(page.getByText('Delivery log')).toBeVisible();
  await expect(page.getByText(/"event":"sent"/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-notifications-sent');

  // A notification for tomorrow is pending, and can be cancelled before it is due.
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  const ownSubject = `Pilot survey ${Date.now()}`;
  await page.getByRole('button', { name: 'Create notification' }).click();
  await dialog.getByLabel('Add a participant').fill(DEMO.cordon);
  await page.getByRole('option', { name: new RegExp(DEMO.cordon.replace('.', '\\.')) }).click();
  await dialog.getByLabel('Subject').fill(ownSubject);
  await dialog.getByRole('textbox', { name: /^Text\b/ }).fill('Please answer the short pilot survey.');
  await dialog.getByLabel(/Send at/).fill(pacific(tomorrow).input);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Notification created.').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'pending' }).click();
  await page.getByRole('button', { name: 'Next day' }).click();
  const pendingRow = table.getByRole('row').filter({ hasText: ownSubject });
  await expect(pendingRow).toBeVisible();
  await pendingRow
    .getByRole('button', {
      name: `Cancel the notification to ${DEMO.cordon} at ${pacific(tomorrow).table}`,
      exact: false,
    })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Cancel notification' });
  await expect(confirm).toContainText(`The e-mail to ${DEMO.cordon} due at`);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel notification' }).click();
  await expect(page.getByText('Notification cancelled.')).toBeVisible();
  await expect(pendingRow).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'cancelled' }).click();
  await expect(table.getByRole('row').filter({ hasText: ownSubject })).toContainText('cancelled');
  await staffScreenshots(page, 'staff-notifications-cancelled');
});

test('the participant picker offers only the answer for what is typed, never an earlier list', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/notifications');
  await page.getByRole('button', { name: 'Create notification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create notification' });
  const input = dialog.getByLabel('Add a participant');
  // The first participants, before anything is typed.
  await input.click();
  await expect(page.getByRole('option').nth(1)).toBeVisible();
  // The answer for the typed address is held back: until it comes, the earlier list (in which cordon@
  // sits at some place) must not be offered, since a click on it would pick whoever is at that place in
  // the answer that follows.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes('query StaffPickParticipants') || !body.includes(DEMO.cordon)) return route.fallback();
    await held;
    await route.fallback();
  });
  await input.fill(DEMO.cordon);
  // Read at once, not retried: the earlier list would stand until the typing pauses (300 ms).
  expect(await page.getByRole('option').count()).toBe(0);
  await expect(page.getByText('Searching…')).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(0);
  release();
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option', { name: new RegExp(DEMO.cordon.replace('.', '\\.')) }).click();
  await expect(dialog.getByRole('list', { name: 'Recipients' }).getByRole('listitem')).toHaveText([
    new RegExp(DEMO.cordon.replace('.', '\\.')),
  ]);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});
