import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, screenshots, signInAs } from './account';
import { configure } from './api';
import { expectNoAxeViolations } from './enrolment-steps';

/**
 * The participants' idle timeout and the cookie-consent banner (participant spec section 2). The timeout
 * is set to 1 minute for these journeys only (the server is shared: it is put back afterwards), and the
 * page clock is paused and moved on by hand instead of waiting.
 */

const idleDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Are you still there?' });
const moreTime = (page: Page) => page.getByRole('button', { name: 'I need more time' });

async function sessionTimeout(request: APIRequestContext): Promise<string> {
  const res = await request.post('/graphql', {
    data: { query: '{ getConfiguration(key: "PARTICIPANT_SESSION_TIMEOUT") { value } }' },
  });
  const body = (await res.json()) as { data: { getConfiguration: { value: string | null } | null } };
  return body.data.getConfiguration?.value ?? '10';
}

async function signedInUser(page: Page): Promise<string | null> {
  const res = await page.request.get('/api/auth/get-session');
  const body = (await res.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

/**
 * Stops the browser's clock (it runs on its own after install; one clock for all tabs) a moment after
 * the latest time any tab reads, and marks that moment as the last activity of `page`.
 */
async function pauseWithActivity(page: Page) {
  const times = await Promise.all(
    page
      .context()
      .pages()
      .map((p) => p.evaluate(() => Date.now())),
  );
  await page.clock.pauseAt(Math.max(...times) + 1000);
  await page.mouse.move(5, 5);
  await page.mouse.move(40, 40);
}

/**
 * axe waits on timers, which a paused clock never fires: the clock is moved on a millisecond at a time
 * until it has finished. axe's timers are due at once, so each step lets it go on; the steps taken grow
 * with the machine's load, and a frame each (16 ms) once ran the 7 s countdown out under load.
 */
async function axeWithPausedClock(page: Page) {
  let finished = false;
  const run = expectNoAxeViolations(page, { settle: false }).finally(() => {
    finished = true;
  });
  while (!finished) {
    try {
      await page.clock.runFor(1);
    } catch (error) {
      // axe finishes its scan in a blank tab of its own, which shares the clock and is closed as it
      // ends; a step caught in that closing fails, and the next one goes on.
      if (page.isClosed()) throw error;
    }
  }
  await run;
}

/**
 * The other tab's 'I need more time' reaches this tab as a storage event, which may arrive after the
 * clock was last moved on; the dialog's closing transition then waits on a paused clock. The clock is
 * moved on a quarter second at a time until the dialog is gone (at most 10 s of waiting, so well
 * inside the next minute of the page's clock).
 */
async function runClockUntilClosed(page: Page) {
  await expect(async () => {
    await page.clock.runFor(250);
    expect(await idleDialog(page).count()).toBe(0);
  }).toPass({ intervals: [100], timeout: 10_000 });
}

test.describe('idle timeout', () => {
  let before = '10';
  test.beforeAll(async ({ request }) => {
    before = await sessionTimeout(request);
    await configure(request, { PARTICIPANT_SESSION_TIMEOUT: '1' });
  });
  test.afterAll(async ({ request }) => {
    await configure(request, { PARTICIPANT_SESSION_TIMEOUT: before });
  });

  test('a participant is warned with a countdown, may keep the session, and is signed out when it runs out', async ({
    page,
  }) => {
    await page.clock.install();
    await signInAs(page, DEMO.driver);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await pauseWithActivity(page);

    // Just before the minute: nothing yet.
    await page.clock.runFor(59_000);
    await expect(idleDialog(page)).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expect(idleDialog(page)).toBeVisible();
    await expect(idleDialog(page).getByRole('timer')).toHaveText('Signing out in 10 seconds.');
    await expect(moreTime(page)).toBeFocused();
    await page.clock.runFor(3_000);
    await expect(idleDialog(page).getByRole('timer')).toHaveText('Signing out in 7 seconds.');
    await axeWithPausedClock(page);
    await screenshots(page, 'session-idle-warning');

    // 'I need more time' keeps the session and starts the minute again.
    await moreTime(page).click();
    await page.clock.runFor(1_000);
    await expect(idleDialog(page)).toHaveCount(0);
    await page.clock.runFor(58_000);
    await expect(idleDialog(page)).toHaveCount(0);
    expect(await signedInUser(page)).toBe(DEMO.driver);
    await page.clock.runFor(1_000);
    await expect(idleDialog(page)).toBeVisible();

    // Letting the countdown run out signs out and goes to /signin.
    await page.clock.runFor(10_000);
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText('You were signed out because the portal was not used for a while.')).toBeVisible();
    expect(await signedInUser(page)).toBeNull();
  });

  test('activity in another tab of the browser keeps the session; more time in one tab closes both warnings', async ({
    page,
  }) => {
    await page.clock.install();
    await signInAs(page, DEMO.driver);
    const other = await page.context().newPage();
    await other.goto('/my-account?tab=My+Info');
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    await pauseWithActivity(page);

    await page.clock.runFor(30_000);
    await other.mouse.move(10, 10);
    await other.mouse.move(60, 60);
    // The first tab learns of it through localStorage, which reaches it a moment later.
    const shared = await other.evaluate(() => localStorage.getItem('lastActivity'));
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lastActivity'))).toBe(shared);
    // The first tab's minute is up, but the other tab was used 30 s ago.
    await page.clock.runFor(30_000);
    await expect(idleDialog(page)).toHaveCount(0);
    await expect(idleDialog(other)).toHaveCount(0);
    // Both idle for a minute: both warn; more time in one closes the other's warning too.
    await page.clock.runFor(31_000);
    await expect(idleDialog(page)).toBeVisible();
    await expect(idleDialog(other)).toBeVisible();
    await moreTime(other).click();
    await page.clock.runFor(1_000);
    await expect(idleDialog(other)).toHaveCount(0);
    await runClockUntilClosed(page);
    expect(await signedInUser(page)).toBe(DEMO.driver);
    await other.close();
  });

  test('staff are never timed out', async ({ page }) => {
    await page.clock.install();
    await page.goto('/signin');
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/participants/);
    await pauseWithActivity(page);
    await page.clock.runFor(5 * 60_000);
    await expect(idleDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/participants/);
    expect(await signedInUser(page)).toBe('admin@example.com');
  });
});

test.describe('cookie consent', () => {
  // This journey alone starts without the consent the other journeys are given (playwright.config.ts).
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the banner shows until accepted, never covers the page, and is remembered for 90 days', async ({ page }) => {
    await page.goto('/signin');
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: /Privacy Policy/ })).toBeVisible();
    // In the page flow: above the content, not over it.
    const bannerBox = await banner.boundingBox();
    const mainBox = await page.getByRole('main').boundingBox();
    expect(bannerBox && mainBox && bannerBox.y + bannerBox.height <= mainBox.y).toBe(true);
    await expectNoAxeViolations(page);
    await screenshots(page, 'session-cookie-banner');

    // Other journeys are not blocked: signing in works with the banner on the page.
    await page.getByLabel('Email').fill(DEMO.driver);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(banner).toBeVisible();

    // By keyboard.
    await banner.getByRole('button', { name: 'Accept' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('main')).toBeFocused();

    const consent = (await page.context().cookies()).find((c) => c.name === 'cookieConsent');
    expect(consent?.value).toBe('accepted');
    const days = ((consent?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThan(90.01);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
    await page.goto('/q+and+a');
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
  });
});
