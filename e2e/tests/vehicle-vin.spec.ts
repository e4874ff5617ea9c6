import { expect, type Page, test } from '@playwright/test';
import { vinCheckDigit } from '@rc/domain';
import { gql } from './account';
import { configure } from './api';
import {
  expectNoAxeViolations,
  fillVehicle,
  fillYourInformation,
  screenshots,
  select,
  signUp,
  stepHeading,
} from './enrolment-steps';

/** Puts the right check digit (49 CFR 565.15, position 9) into a VIN pattern, for VINs unique to this run. */
function withCheckDigit(pattern: string): string {
  return `${pattern.slice(0, 8)}${vinCheckDigit(pattern.replace('_', '0'))}${pattern.slice(9)}`;
}

const serial = () => String(Date.now()).slice(-6);
const vinField = (page: Page) => page.getByLabel(/^Vehicle VIN/);

test('with FEATURE_REGISTER_WITH_VIN: a bad check digit, an ineligible model year, then a VIN that decodes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await configure(request, { FEATURE_REGISTER_WITH_VIN: 'enabled' });
  try {
    await signUp(page, `enrol.vin.${Date.now()}@example.com`);
    await fillYourInformation(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Vehicle Information')).toBeVisible();
    await expect(vinField(page)).toBeVisible();

    // The VIN is required when registering with a VIN is enabled.
    await fillVehicle(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please provide a valid Vehicle VIN')).toBeVisible();

    // A 2020 Toyota (Kentucky plant), unique to this run; then the same with a wrong check digit.
    const good = withCheckDigit(`4T1B11HK_LU${serial()}`);
    const wrongDigit = good.charAt(8) === '0' ? '1' : '0';
    const bad = `${good.slice(0, 8)}${wrongDigit}${good.slice(9)}`;
    await vinField(page).fill(bad);
    await vinField(page).blur();
    await expect(
      page.getByText('Unable to determine vehicle information because the Vehicle VIN is not valid.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'vehicle-vin-invalid');

    // A 1995 Honda (position 10 'S', position 7 a digit): the eligibility panel, at once and on saving.
    const old = withCheckDigit(`1HGCD563_SA${serial()}`);
    await vinField(page).fill(old);
    await vinField(page).blur();
    const heading =
      'Unfortunately your vehicle does not meet the eligibility requirements of this California Road Charge Collection Pilot:';
    const panel = page.getByRole('alert').filter({ hasText: heading });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('The vehicle was manufactured out of the eligible date range')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(panel).toBeVisible();
    await expect(stepHeading(page, 'Vehicle Information')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'vehicle-vin-ineligible');

    // A VIN that decodes: its year and make are confirmed under the field, the panel goes.
    await vinField(page).fill(good.toLowerCase());
    await vinField(page).blur();
    await expect(page.getByText('VIN checked: 2020 Toyota')).toBeVisible();
    await expect(panel).toHaveCount(0);
    await screenshots(page, 'vehicle-vin-decoded');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Reporting Options')).toBeVisible();

    // Back shows the saved VIN (upper case).
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 'Vehicle Information')).toBeVisible();
    await expect(vinField(page)).toHaveValue(good);
  } finally {
    await configure(request, { FEATURE_REGISTER_WITH_VIN: 'disabled' });
  }
});

test('without FEATURE_REGISTER_WITH_VIN: a 2005 vehicle asks for its VIN, a 9-character plate is refused, not cut', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page, `enrol.vin2005.${Date.now()}@example.com`);
  await fillYourInformation(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Vehicle Information')).toBeVisible();
  await fillVehicle(page);
  // A 2020 vehicle needs no VIN while registering with a VIN is off.
  await expect(vinField(page)).toHaveCount(0);

  await select(page, /^Year/).selectOption('2005');
  await expect(vinField(page)).toBeVisible();
  await expect(page.getByText('Required for model years 1996 to 2006: 17 characters')).toBeVisible();
  await select(page, /^Make/).selectOption('Toyota');
  await select(page, /^Model/).selectOption('Camry');
  await page.getByLabel('License Plate').fill('abcd12345');
  await expect(page.getByLabel('License Plate')).toHaveValue('abcd12345');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please provide a valid Vehicle VIN')).toBeVisible();
  await expect(page.getByText('A license plate has at most 8 characters')).toBeVisible();
  await expect(stepHeading(page, 'Vehicle Information')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'vehicle-2005-needs-vin');
  const session = await (await page.request.get('/api/auth/get-session')).json();
  const vehiclesOf = async () =>
    (
      await gql<{ listVehicles: { items: { vin: string | null; licensePlate: string; year: number }[] } }>(
        page.request,
        'query($u: String!) { listVehicles(username: $u) { items { vin licensePlate year } } }',
        { u: session.user.id },
      )
    ).listVehicles.items;
  expect(await vehiclesOf()).toEqual([]);

  // A 2005 Toyota (position 7 a digit, position 10 '5'), unique to this run, and an 8-character plate.
  const vin = withCheckDigit(`4T1BE32K_5U${serial()}`);
  await vinField(page).fill(vin);
  await vinField(page).blur();
  await expect(page.getByText('VIN checked: 2005 Toyota')).toBeVisible();
  await page.getByLabel('License Plate').fill('abcd1234');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Reporting Options')).toBeVisible();
  expect(await vehiclesOf()).toEqual([{ vin, licensePlate: 'ABCD1234', year: 2005 }]);
});
