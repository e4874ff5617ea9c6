import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, fillYourInformation, select, signUp, stepHeading } from './enrolment-steps';

/** Enrols up to Reporting Options with an electric vehicle (only Telematics, or Manual, allowed). */
async function toReportingOptions(page: Page, email: string) {
  await signUp(page, email);
  await fillYourInformation(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Vehicle Information')).toBeVisible();
  await select(page, /^Year/).selectOption('2020');
  await select(page, /^Make/).selectOption('Tesla');
  await select(page, /^Model/).selectOption('Model 3 Long Range');
  await select(page, /^Fuel Type/).selectOption('electric');
  await page.getByLabel('License Plate').fill('8EVT123');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Reporting Options')).toBeVisible();
  await expect(page.getByRole('radio', { name: /GPS Enabled/ })).toBeDisabled();
  await page.getByRole('radio', { name: /Telematics/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  // The vehicle maker's consent page, in the same window.
  await expect(page).toHaveURL(/\/integrations\/telematics\/sandbox\/consent\?/);
  await expect(page.getByRole('heading', { name: 'Allow access to odometer and location' })).toBeVisible();
  const redirectUri = new URL(page.url()).searchParams.get('redirect_uri');
  expect(redirectUri).toBe(new URL('/telematics/callback', page.url()).toString());
}

async function connectionsOf(page: Page) {
  const session = await (await page.request.get('/api/auth/get-session')).json();
  const res = await page.request.post('/graphql', {
    data: {
      query:
        'query($u: String!) { listParticipantConnections(username: $u) { items { id vehicleId resourceProvider forceRestoreConnection } } }',
      variables: { u: session.user.id },
    },
  });
  const body = await res.json();
  expect(body.errors).toBeUndefined();
  return body.data.listParticipantConnections.items as { vehicleId: string; resourceProvider: string }[];
}

test('an electric vehicle connects through the vehicle-maker consent page (Allow)', async ({ page }) => {
  test.setTimeout(90_000);
  await toReportingOptions(page, `telematics.allow.${Date.now()}@example.com`);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(stepHeading(page, 'Agreements')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  const connections = await connectionsOf(page);
  expect(connections).toHaveLength(1);
  expect(connections[0]).toMatchObject({ resourceProvider: 'sandbox', forceRestoreConnection: false });
  expect(connections[0]?.vehicleId).toBeTruthy();
  // Back shows the saved choice.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page, 'Reporting Options')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Telematics/ })).toBeChecked();
});

test('Deny on the consent page disables Telematics and preselects GPS Enabled', async ({ page }) => {
  test.setTimeout(90_000);
  await toReportingOptions(page, `telematics.deny.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Deny' }).click();

  await expect(stepHeading(page, 'Reporting Options')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('alert')).toContainText('We could not connect to your vehicle maker');
  await expect(page.getByRole('radio', { name: /Telematics/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /GPS Enabled/ })).toBeChecked();
  await expectNoAxeViolations(page);
  expect(await connectionsOf(page)).toHaveLength(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Agreements')).toBeVisible();
});
