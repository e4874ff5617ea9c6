import { expect, test } from '@playwright/test';
import { invite } from './api';
import {
  completeAgreements,
  expectNoAxeViolations,
  fillVehicle,
  fillYourInformation,
  screenshots,
  select,
  signUp,
  stepHeading,
} from './enrolment-steps';
import { codeFor } from './mail';

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

test('a reload at the code step resumes there; after the code, the password signs in and the wizard goes on', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `enrol.reload.${Date.now()}@example.com`;
  await invite(page.request, [email]);
  const startedAt = Date.now();
  await page.goto('/register');
  // Contact by e-mail and by phone (spec section 2).
  await expect(
    page.getByRole('link', { name: 'Questions? Contact us at support@roadchargepilot.example' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Or call us at (888) 555-0142' })).toHaveAttribute(
    'href',
    'tel:+18885550142',
  );
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Journey-Pass-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  const code = page.getByLabel('The six digit code sent to your email address');
  await expect(code).toBeVisible();

  await page.reload();
  await expect(stepHeading(page, 'Create Account')).toBeVisible();
  await expect(page.getByText(`We sent a six digit code to ${email}.`)).toBeVisible();
  await expect(code).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'enrolment-code-after-reload');
  await code.fill(await codeFor(email, startedAt));
  await page.getByRole('button', { name: 'Confirm' }).click();

  // The password is never kept across the reload: it is asked once more to sign in.
  await expect(
    page.getByText(`Your email address ${email} is confirmed. Enter your password to continue.`),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong-Pass-1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Incorrect username or password.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Journey-Pass-1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Your Information')).toBeVisible();
  await page.reload();
  await expect(stepHeading(page, 'Your Information')).toBeVisible();
});

test('/my-account?tab=Vehicles before the agreements goes to the wizard: never a blank page', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, `enrol.blank.${Date.now()}@example.com`);
  for (const tab of ['Vehicles', 'My Info', 'No such tab']) {
    await page.goto(`/my-account?tab=${encodeURIComponent(tab)}`);
    await expect(page).toHaveURL(/\/register$/);
    await expect(stepHeading(page, 'Your Information')).toBeVisible();
  }
  await fillYourInformation(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Vehicle Information')).toBeVisible();
  await fillVehicle(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Reporting Options')).toBeVisible();
  await page.getByRole('radio', { name: /GPS Enabled/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Agreements')).toBeVisible();

  // Everything but the agreements: still the wizard, at its step, with its heading (not an empty main).
  await page.goto('/my-account?tab=Vehicles');
  await expect(page).toHaveURL(/\/register$/);
  await expect(stepHeading(page, 'Agreements')).toBeVisible();
  await expect(page.getByRole('main')).not.toBeEmpty();

  await completeAgreements(page);
  await page.goto('/my-account?tab=Vehicles');
  await expect(page).toHaveURL(/\/my-account\?tab=Vehicles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
  await expect(page.getByText('8ABC123')).toBeVisible();
});
