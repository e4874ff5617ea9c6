import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoAxeViolations, fillVehicle, fillYourInformation, signUp, stepHeading } from './enrolment-steps';

/** Sets configuration values as staff do (updateConfiguration). */
async function configure(request: APIRequestContext, values: Record<string, string>) {
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@example.com', password: 'Demo-Pass-2024' },
  });
  expect(signIn.ok()).toBe(true);
  for (const [key, value] of Object.entries(values)) {
    const res = await request.post('/graphql', {
      data: {
        query: 'mutation($input: UpdateConfigurationInput!) { updateConfiguration(input: $input) { key value } }',
        variables: { input: { key, value } },
      },
    });
    const body = await res.json();
    expect(body.errors).toBeUndefined();
  }
  await request.post('/api/auth/sign-out', { data: {} });
}

test('billing on: the provider card page in an iframe saves the card, then Agreements', async ({ page, request }) => {
  test.setTimeout(120_000);
  await configure(request, { PAYMENTS_ALLOWED: 'true', PAYMENTS_REGISTRATION: 'true' });
  try {
    await signUp(page, `billing.${Date.now()}@example.com`);
    const stepper = page.getByRole('navigation', { name: 'Enrolment steps' });
    await expect(stepper.getByText('Billing Information')).toBeVisible();
    await fillYourInformation(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Vehicle Information')).toBeVisible();
    await fillVehicle(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Reporting Options')).toBeVisible();
    await page.getByRole('radio', { name: /GPS Enabled/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(stepHeading(page, 'Billing Information')).toBeVisible();
    await expect(page.getByText('Please provide your payment details.')).toBeVisible();
    await expect(page.getByText('You may store up to three cards.')).toBeVisible();
    await expectNoAxeViolations(page);

    // The card number goes only to the provider's route, never to our API.
    const graphqlBodies: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/graphql')) graphqlBodies.push(req.postData() ?? '');
    });

    await page.getByRole('button', { name: 'Add payment method' }).click();
    const frame = page.getByTitle('Card details form of the payment provider').contentFrame();
    await expect(frame.getByLabel('Card number')).toBeVisible();
    await expectNoAxeViolations(page);
    const year = String(new Date().getFullYear() + 2);

    // A Luhn-invalid number is refused by the provider page itself.
    await frame.getByLabel('Card number').fill('4242 4242 4242 4241');
    await frame.getByLabel('Expiry month').selectOption('12');
    await frame.getByLabel('Expiry year').selectOption(year);
    await frame.getByLabel('Name on card').fill('Pat Driver');
    await frame.getByRole('button', { name: 'Save card' }).click();
    await expect(frame.getByRole('alert')).toHaveText('The card number is not valid.');

    // The sandbox's declining test card: the server's message as an alert (and a toast).
    await frame.getByLabel('Card number').fill('4000 0000 0000 0002');
    await frame.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'The card was declined. Please use another card.',
    );
    await expect(stepHeading(page, 'Billing Information')).toBeVisible();

    await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
    await frame.getByRole('button', { name: 'Save card' }).click();
    await expect(stepHeading(page, 'Agreements')).toBeVisible();
    expect(graphqlBodies.length).toBeGreaterThan(0);
    for (const body of graphqlBodies) {
      expect(body.replace(/\s/g, '')).not.toContain('4242424242424242');
      expect(body.replace(/\s/g, '')).not.toContain('4000000000000002');
    }
  } finally {
    await configure(request, { PAYMENTS_ALLOWED: 'false', PAYMENTS_REGISTRATION: 'false' });
  }
});
