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
