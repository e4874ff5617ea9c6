import { expect, test } from '@playwright/test';
import {
  completeAgreements,
  expectNoAxeViolations,
  ownParticipant,
  screenshots,
  select,
  signUp,
  stepHeading,
  toReportingOptions,
} from './enrolment-steps';

/*
 * Complete enrolments with the reporting options the other journeys do not choose (GPS Enabled is in
 * enrolment.spec.ts, Telematics in telematics.spec.ts): Manual and GPS Disabled.
 */

test('enrol with the Manual reporting option', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, `enrol.manual.${Date.now()}@example.com`);
  await toReportingOptions(page);
  const manual = page.getByRole('radio', { name: /Manual/ });
  await expect(manual).toBeEnabled();
  await manual.check();
  await expect(page.getByText('You report your odometer with a photograph each month.')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'reporting-manual');
  await page.getByRole('button', { name: 'Next' }).click();

  await completeAgreements(page);
  expect(await ownParticipant(page)).toMatchObject({ status: 'onboarded', mroDevicePreference: 'manual' });
  await expect(
    page.getByText('Thank you for enrolling. Your account is being reviewed; the review takes 2-3 business days.'),
  ).toBeVisible();
});

test('enrol with the GPS Disabled reporting option (a device without location)', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, `enrol.nogps.${Date.now()}@example.com`);
  await toReportingOptions(page);
  await page.getByRole('radio', { name: /GPS Disabled/ }).check();
  await expect(page.getByRole('radio', { name: /GPS Disabled/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await completeAgreements(page);
  expect(await ownParticipant(page)).toMatchObject({
    status: 'onboarded',
    mroDevicePreference: 'automatedWithoutLocation',
  });
});

test('a failed Telematics consent is still said after a reload and in another tab, and can be tried again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, `enrol.telretry.${Date.now()}@example.com`);
  await toReportingOptions(page);
  await page.getByRole('radio', { name: /Telematics/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Allow access to odometer and location' })).toBeVisible();
  await page.getByRole('button', { name: 'Deny' }).click();

  const failure = 'We could not connect to your vehicle maker, so Telematics is not available.';
  // Deny navigates back to the wizard: reloading before that page has settled reloads nothing.
  await expect(stepHeading(page, 'Reporting Options')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: failure })).toBeVisible();
  await page.waitForLoadState('load');
  for (const view of ['reload', 'another tab'] as const) {
    const shown = view === 'reload' ? page : await page.context().newPage();
    if (view === 'reload') await page.reload();
    else await shown.goto('/register');
    await expect(stepHeading(shown, 'Reporting Options')).toBeVisible();
    await expect(shown.getByRole('alert').filter({ hasText: failure })).toBeVisible();
    await expect(shown.getByRole('radio', { name: /Telematics/ })).toBeDisabled();
    await expect(shown.getByRole('radio', { name: /GPS Enabled/ })).toBeChecked();
    if (view === 'another tab') await shown.close();
  }
  await expectNoAxeViolations(page);
  await screenshots(page, 'reporting-telematics-failed');

  await page.getByRole('button', { name: 'Try Telematics again' }).click();
  await expect(page.getByRole('heading', { name: 'Allow access to odometer and location' })).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(stepHeading(page, 'Agreements')).toBeVisible();
  expect(await ownParticipant(page)).toMatchObject({ status: 'created', mroDevicePreference: 'telematics' });
  // Connected: the failure is no longer said.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page, 'Reporting Options')).toBeVisible();
  await expect(page.getByText(failure)).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Telematics/ })).toBeChecked();
});

test('a zip outside the California table fills nothing and saving says the address is not valid', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, `enrol.outofstate.${Date.now()}@example.com`);
  await page.getByLabel('First Name').fill('Pat');
  await page.getByLabel('Last Name').fill('Driver');
  await page.getByLabel('Phone Number').fill('2125551234');
  await page.getByLabel('Address Line 1').fill('350 Fifth Avenue');
  await page.getByLabel('Zip').fill('10118');
  await page.getByLabel('Zip').blur();
  // The lookup knows no New York zip: city and state stay for the participant to type.
  await expect(page.getByLabel('City')).toHaveValue('');
  await page.getByLabel('City').fill('New York');
  await select(page, /^State/).selectOption('NY');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The provided address is not valid.')).toBeVisible();
  await expect(stepHeading(page, 'Your Information')).toBeVisible();
  expect(await ownParticipant(page)).toMatchObject({ status: 'created', firstName: null });
});
