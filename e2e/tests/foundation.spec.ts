import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from './account';
import { invite } from './api';
import { axeViolations, expectNoAxeViolations } from './enrolment-steps';
import { codeFor } from './mail';

async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('the accessibility scan finds WCAG violations in the page and in its frames, and only those', async ({ page }) => {
  // Every journey's scan passes only if the scan can fail: an unlabelled field, grey text on white
  // (2.3:1), an image without text inside a same-origin frame; no landmark is best practice, not WCAG.
  // On the product's origin, as the journeys' pages are.
  await page.goto('/healthz');
  await page.setContent(`<!doctype html><html lang="en"><head><title>Scan check</title></head><body>
    <input id="unlabelled" type="text">
    <p id="faint" style="color:#aaaaaa;background:#ffffff">Faint text</p>
    <iframe title="Inner" srcdoc="<!doctype html><html lang='en'><head><title>Inner</title></head><body><img id='bare' src='data:image/gif;base64,R0lGODlhAQABAAAAACw='></body></html>"></iframe>
  </body></html>`);
  await expect(page.frameLocator('iframe').locator('#bare')).toBeAttached();
  const found = await axeViolations(page);
  expect(found.map((v) => v.split(':')[0]).sort()).toEqual(['color-contrast', 'image-alt', 'label']);
  expect(found.join('\n')).toContain('#unlabelled');
  expect(found.join('\n')).toContain('#faint');
  expect(found.join('\n')).toContain('#bare');
});

test('an anonymous visit to /dashboard goes to /signin, which has no accessibility violations', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('sign up, confirm with the e-mailed code, and continue with Your Information', async ({ page }) => {
  const email = `journey.${Date.now()}@example.com`;
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Journey-Pass-1');
  // Enrolment is by invitation: an address not on the list is refused with the spec's message.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('This email address is not eligible to participate in this pilot.', { exact: false }),
  ).toBeVisible();

  await invite(page.request, [email]);
  const startedAt = Date.now();
  await page.getByRole('button', { name: 'Create Account' }).click();

  const code = await codeFor(email, startedAt);
  await page.getByLabel('The six digit code sent to your email address').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();

  // The wizard resumes at the account's step (the enrolment journeys are in enrolment.spec.ts).
  await expect(page.getByRole('heading', { level: 2, name: 'Your Information' })).toBeVisible();
});

test('a wrong password shows the identity message; the right one signs the driver in', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await signIn(page, 'driver@example.com', 'Not-The-Password-1');
  await expect(page.getByText('Incorrect username or password.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Dana' })).toBeVisible();
  // The staff console is its own chunk, never downloaded by a participant.
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((u) => /StaffConsole/.test(u))).toEqual([]);

  // A participant lacking the Admins group is sent to /dashboard; unknown paths go there too.
  await page.goto('/participants');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The redirected page has loaded (its tabs' texts too) before the menu is opened: a click while
  // the page was still settling once went unanswered under CI load.
  await expect(page.getByRole('heading', { name: 'Welcome, Dana' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Statements' })).toBeVisible();

  await page.getByRole('button', { name: 'driver@example.com' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin$/);
});

test('an admin signs in and lands on /participants with the participant list', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/participants$/);
  await expect(page).toHaveTitle(/Participants/);
  const table = page.getByRole('table', { name: 'Participants' });
  await expect(table).toBeVisible();
  // Other journeys enrol participants first (newest are listed first): show a page of 100.
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '100' }).click();
  // axe runs once the menu has left the page: its options fade out while it closes, and axe would
  // measure their half-transparent text.
  await expect(page.locator('[role="option"]')).toHaveCount(0);
  await expect(table.getByRole('cell', { name: 'driver@example.com' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('forgot password: reset with the e-mailed code, then sign in with the new password', async ({ page }) => {
  const startedAt = Date.now();
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('ev@example.com');
  await page.getByRole('button', { name: 'Reset' }).click();
  const code = await codeFor('ev@example.com', startedAt);
  await page.getByLabel('The six digit code sent to your email address').fill(code);
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('Fresh-Start-2025');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await signIn(page, 'ev@example.com', 'Fresh-Start-2025');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Eva' })).toBeVisible();

  // The demo password back, the same way: later journeys of this shard sign in as ev@.
  const again = Date.now();
  const asked = await page.request.post('/api/auth/email-otp/request-password-reset', {
    data: { email: 'ev@example.com' },
  });
  expect(asked.status()).toBe(200);
  const reset = await page.request.post('/api/auth/email-otp/reset-password', {
    data: { email: 'ev@example.com', otp: await codeFor('ev@example.com', again), password: DEMO_PASSWORD },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
});

test('forgot password: a sixth request within the hour for one address is refused in words, not silently', async ({
  page,
}) => {
  const email = 'rate-limit-probe@example.com';
  for (let i = 0; i < 5; i++) {
    const res = await page.request.post('/api/auth/email-otp/request-password-reset', { data: { email } });
    expect(res.status()).toBe(200);
  }
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Too many requests from this address or for this account. Please wait a few minutes and try again.',
  );
  await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the page text switches to Spanish', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'ES' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Inicie sesión en su cuenta' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  // The choice is remembered.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoAxeViolations(page);
});
