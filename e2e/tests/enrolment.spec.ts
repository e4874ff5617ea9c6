import { expect, test } from '@playwright/test';
import {
  completeAgreements,
  expectNoAxeViolations,
  fillVehicle,
  fillYourInformation,
  select,
  signUp,
  stepHeading,
} from './enrolment-steps';

test('enrol: Your Information, a 2020 Toyota Camry, GPS Enabled, Agreements, then the review notice', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page, `enrol.${Date.now()}@example.com`);
  const stepper = page.getByRole('navigation', { name: 'Enrolment steps' });
  await expect(stepper.getByText('Billing Information')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await fillYourInformation(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page, 'Vehicle Information')).toBeVisible();
  await expectNoAxeViolations(page);
  await fillVehicle(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page, 'Reporting Options')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Preferred reporting option is required')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: /GPS Enabled/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page, 'Agreements')).toBeVisible();
  // Back to the vehicle step clears the reporting preference: the option must be chosen again.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page, 'Reporting Options')).toBeVisible();
  await expect(page.getByRole('radio', { name: /GPS Enabled/ })).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page, 'Vehicle Information')).toBeVisible();
  await expect(select(page, /^Model/)).toHaveValue('Camry');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Reporting Options')).toBeVisible();
  await expect(page.getByRole('radio', { name: /GPS Enabled/ })).not.toBeChecked();
  await page.getByRole('radio', { name: /GPS Enabled/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page, 'Agreements')).toBeVisible();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('You must select Yes or No')).toHaveCount(2);
  await expect(page.getByText('You must accept all agreements')).toHaveCount(2);
  await expectNoAxeViolations(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Participant Agreement (opens in a new tab)' })).toHaveAttribute(
    'href',
    '/documents/participant-agreement.pdf',
  );
  await expect(main.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await completeAgreements(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Pat' })).toBeVisible();
  await expect(
    page.getByText('Thank you for enrolling. Your account is being reviewed; the review takes 2-3 business days.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // Enrolled: the wizard no longer applies.
  await page.goto('/register');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('invalid Your Information and Vehicle Information show the spec messages and save nothing', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, `enrol.invalid.${Date.now()}@example.com`);

  // A participant still enrolling who opens the dashboard is sent back to the wizard.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/register$/);
  await expect(stepHeading(page, 'Your Information')).toBeVisible();

  await page.getByLabel('First Name').fill('P4t');
  await page.getByLabel('Phone Number').fill('91655');
  await page.getByLabel('Zip').fill('958');
  await page.getByRole('button', { name: 'Next' }).click();
  for (const message of [
    'First name is required and must contain only letters, spaces and hyphens',
    'Last name is required and must contain only letters, spaces and hyphens',
    'A phone number is required',
    'Address is required',
    'City is required',
    'State is required',
    'Zip is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(stepHeading(page, 'Your Information')).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('');

  await fillYourInformation(page);
  // The server's address check refuses a city that does not match the zip: a red toast, nothing saved.
  await page.getByLabel('City').fill('Fresno');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The provided address is not valid.')).toBeVisible();
  await expect(stepHeading(page, 'Your Information')).toBeVisible();
  await page.getByLabel('City').fill('Sacramento');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Vehicle Information')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  for (const message of [
    'Vehicle year is required',
    'Vehicle make is required',
    'Vehicle model is required',
    'License plate is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  // 'Other' needs the model as text.
  await select(page, /^Year/).selectOption('2020');
  await select(page, /^Make/).selectOption('Toyota');
  await select(page, /^Model/).selectOption('Other');
  await page.getByLabel('License Plate').fill('8ABC123');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('A model is required')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(stepHeading(page, 'Vehicle Information')).toBeVisible();
  await expect(select(page, /^Year/)).toHaveValue('');
  // Back from the vehicle step shows the saved information.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page, 'Your Information')).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Pat');
});
