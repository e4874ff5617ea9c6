import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { invite } from './api';
import { codeFor } from './mail';

/** Steps of the /register wizard shared by the enrolment specs. */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The WCAG 2.1 A and AA violations axe finds on the page, as "rule: targets". Legacy mode runs axe.run in
 * the page and its same-origin frames (the product has no others): the default runs each frame apart and
 * then combines the results in a new blank page, about twice the time for the same findings.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A frame sandboxed without scripts (the sanitised HTML of an e-mail shown to staff) cannot host axe,
  // which would wait for it forever; what it shows is the e-mail, not the console.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    // Before withTags: options() replaces what withTags sets.
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG)
    .exclude('iframe[sandbox=""]')
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
}

export async function expectNoAxeViolations(page: Page, options: { settle?: boolean } = {}) {
  // Contrast is judged on what is finally shown: wait for fades and slides (dialogs, menus, toasts) to
  // end. Endless animations (spinners) are left out, they never finish. A page on a paused clock (whose
  // countdown restarts transitions as it is stepped) passes settle: false.
  const settle = async () => {
    if (options.settle !== false)
      // Polled on a timer, not on animation frames, which a busy or backgrounded page may not get.
      await page.waitForFunction(
        () =>
          document
            .getAnimations()
            .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
        undefined,
        { polling: 100 },
      );
  };
  const scan = async () => {
    await settle();
    return axeViolations(page);
  };
  let violations = await scan();
  // A transition that starts between the settling and the scan (a button enabled as a query answers)
  // is caught half-way; what stays after a second look is what a person sees.
  if (violations.length > 0 && options.settle !== false) {
    await page.waitForTimeout(500);
    violations = await scan();
  }
  expect(violations).toEqual([]);
}

export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
export const select = (page: Page, label: RegExp) => page.getByRole('combobox', { name: label });

/** Creates an account at /register with the code from the mail; the wizard then shows Your Information. */
export async function signUp(page: Page, email: string) {
  await invite(page.request, [email]);
  const startedAt = Date.now();
  await page.goto('/register');
  await expect(stepHeading(page, 'Create Account')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Journey-Pass-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByLabel('The six digit code sent to your email address').fill(await codeFor(email, startedAt));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(stepHeading(page, 'Your Information')).toBeVisible();
}

export async function fillYourInformation(page: Page) {
  await page.getByLabel('First Name').fill('Pat');
  await page.getByLabel('Last Name').fill('Driver');
  await page.getByLabel('Phone Number').fill('9165551234');
  await expect(page.getByLabel('Phone Number')).toHaveValue('(916) 555-1234');
  await page.getByLabel('Address Line 1').fill('  1120 N Street  ');
  await page.getByLabel('Address Line 1').blur();
  await expect(page.getByLabel('Address Line 1')).toHaveValue('1120 N Street');
  // Zip blur fills city and state (lookupZip).
  await page.getByLabel('Zip').fill('95814');
  await page.getByLabel('Zip').blur();
  await expect(page.getByLabel('City')).toHaveValue('Sacramento');
  await expect(select(page, /^State/)).toHaveValue('CA');
}

export async function fillVehicle(page: Page) {
  await select(page, /^Year/).selectOption('2020');
  await select(page, /^Make/).selectOption('Toyota');
  await select(page, /^Model/).selectOption('Camry');
  await select(page, /^Fuel Type/).selectOption('gas');
  await page.getByLabel('License Plate').fill('8ABC123');
}

/** From Your Information (just signed up) through Vehicle Information to the Reporting Options step. */
export async function toReportingOptions(page: Page) {
  await fillYourInformation(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Vehicle Information')).toBeVisible();
  await fillVehicle(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Reporting Options')).toBeVisible();
}

/** Where the journeys leave their screenshots for people to look at (.tmp is not committed). */
export const SCREENSHOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp/screenshots');

/**
 * Full-page screenshots of the current screen at desktop (1280×800) and phone (390×844) width, as
 * {name}-desktop.png and {name}-phone.png; the viewport is restored afterwards.
 */
export async function screenshots(page: Page, name: string) {
  const before = page.viewportSize();
  for (const [label, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    // Let the layout settle at the new width (media queries, wrapping) before the picture.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${label}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/** Answers both Agreements questions No, accepts both agreements and completes: the dashboard follows. */
export async function completeAgreements(page: Page) {
  await expect(stepHeading(page, 'Agreements')).toBeVisible();
  await page
    .getByRole('radiogroup', { name: /employee or contractor/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await page
    .getByRole('radiogroup', { name: /elected official/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByRole('checkbox', { name: /Participant Agreement/ }).check();
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The signed-in participant as the API sees them (the page's session cookie). */
export async function ownParticipant(page: Page) {
  const session = await (await page.request.get('/api/auth/get-session')).json();
  const res = await page.request.post('/graphql', {
    data: {
      query: 'query($u: ID!) { getParticipant(username: $u) { status firstName mroDevicePreference onboardedDate } }',
      variables: { u: session.user.id },
    },
  });
  const body = await res.json();
  expect(body.errors).toBeUndefined();
  return body.data.getParticipant as {
    status: string;
    firstName: string | null;
    mroDevicePreference: string | null;
    onboardedDate: string | null;
  };
}
