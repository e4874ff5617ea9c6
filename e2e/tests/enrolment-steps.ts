import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { invite } from './api';
import { codeFor } from './mail';

/** Steps of the /register wizard shared by the enrolment specs. */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
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
