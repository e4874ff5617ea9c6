import { expect, type Page, test } from '@playwright/test';
import { configure, configValues } from './api';
import { expectNoAxeViolations, screenshots, signUp, stepHeading, toReportingOptions } from './enrolment-steps';

/** What these journeys switch on, put back as they found it: other journeys of the shard pay. */
const PAYMENT_KEYS = ['PAYMENTS_ALLOWED', 'PAYMENTS_REGISTRATION', 'PAYMENTS_WIDGET_URL'];

/** Enrols a new participant up to the Billing Information step (billing must be on). */
async function toBillingStep(page: Page, email: string) {
  await signUp(page, email);
  const stepper = page.getByRole('navigation', { name: 'Enrolment steps' });
  await expect(stepper.getByText('Billing Information')).toBeVisible();
  await toReportingOptions(page);
  await page.getByRole('radio', { name: /GPS Enabled/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page, 'Billing Information')).toBeVisible();
  await expect(page.getByText('Please provide your payment details.')).toBeVisible();
  // The info note of the spec: three cards, no autopay, the Pay button, the $1 pre-authorization.
  const note = page.getByRole('note');
  await expect(note.getByText('You may store up to three cards.')).toBeVisible();
  await expect(note.getByText('Saving a card does not set up autopay; autopay is not allowed.')).toBeVisible();
  await expect(note.getByText('The monthly charge is paid with the Pay button on your dashboard.')).toBeVisible();
  await expect(note.getByText(/A \$1 temporary pre-authorization appears on your card/)).toBeVisible();
  await expectNoAxeViolations(page);
}

/** Every /graphql request body of the page, to show that no card number ever reaches our API. */
function recordGraphqlBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/graphql')) bodies.push((req.postData() ?? '').replace(/\s/g, ''));
  });
  return bodies;
}

test('billing on: the provider card page in an iframe saves the card, then Agreements', async ({ page, request }) => {
  test.setTimeout(120_000);
  const original = await configValues(request, PAYMENT_KEYS);
  await configure(request, { PAYMENTS_ALLOWED: 'true', PAYMENTS_REGISTRATION: 'true' });
  try {
    await toBillingStep(page, `billing.${Date.now()}@example.com`);
    await screenshots(page, 'billing-widget-closed');
    const graphqlBodies = recordGraphqlBodies(page);

    await page.getByRole('button', { name: 'Add payment method' }).click();
    const frame = page.getByTitle('Card details form of the payment provider').contentFrame();
    await expect(frame.getByLabel('Card number')).toBeVisible();
    await expectNoAxeViolations(page);
    const year = String(new Date().getFullYear() + 2);

    // Nothing is preselected: an expiry left unchosen is asked for.
    await expect(frame.getByLabel('Expiry month')).toHaveValue('');
    await expect(frame.getByLabel('Expiry year')).toHaveValue('');
    await frame.getByLabel('Card number').fill('4242 4242 4242 4241');
    await frame.getByLabel('Name on card').fill('Pat Driver');
    await frame.getByRole('button', { name: 'Save card' }).click();
    await expect(frame.getByRole('alert')).toHaveText('Expiration month is required');
    await expect(frame.getByLabel('Expiry month')).toHaveAttribute('aria-invalid', 'true');
    await frame.getByLabel('Expiry month').selectOption('12');
    await frame.getByRole('button', { name: 'Save card' }).click();
    await expect(frame.getByRole('alert')).toHaveText('Expiration year is required');
    await frame.getByLabel('Expiry year').selectOption(year);

    // A Luhn-invalid number is refused by the provider page itself.
    await frame.getByRole('button', { name: 'Save card' }).click();
    await expect(frame.getByRole('alert')).toHaveText('The card number is not valid.');
    await screenshots(page, 'billing-widget-invalid');

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
      expect(body).not.toContain('4242424242424242');
      expect(body).not.toContain('4000000000000002');
    }
  } finally {
    await configure(request, original);
  }
});

test('billing on without a widget address: the manual card form, whose number goes only to the provider', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const original = await configValues(request, PAYMENT_KEYS);
  await configure(request, { PAYMENTS_ALLOWED: 'true', PAYMENTS_REGISTRATION: 'true', PAYMENTS_WIDGET_URL: '' });
  // The page's clock stands in mid-July of this year, so January of this year is an expired card.
  const thisYear = new Date().getFullYear();
  await page.clock.setFixedTime(new Date(thisYear, 6, 15, 12));
  try {
    await toBillingStep(page, `billing.manual.${Date.now()}@example.com`);
    await expect(page.getByRole('button', { name: 'Add payment method' })).toHaveCount(0);
    const form = page.getByRole('form', { name: 'Card details' });
    await expect(form.getByRole('checkbox', { name: 'Default payment method' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Default payment method' })).toBeDisabled();
    const years = await form
      .getByLabel(/^Expiration Year/)
      .locator('option')
      .allTextContents();
    expect(years).toEqual(['', ...Array.from({ length: 10 }, (_, i) => String(thisYear + i))]);
    await screenshots(page, 'billing-manual');

    const graphqlBodies = recordGraphqlBodies(page);
    const tokenRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/integrations/payments/sandbox/tokens')) tokenRequests.push(req.postData() ?? '');
    });

    // Required fields, with the form's messages; nothing is sent anywhere.
    await form.getByRole('button', { name: 'Save card' }).click();
    for (const message of [
      'Card number is required',
      'Expiration month is required',
      'Expiration year is required',
      'Name on card is required',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await screenshots(page, 'billing-manual-invalid');

    // An expired card: 'The card has expired', still nothing sent.
    await form.getByLabel(/^Card Number/).fill('4242 4242 4242 4242');
    await form.getByLabel(/^Expiration Month/).selectOption('1');
    await form.getByLabel(/^Expiration Year/).selectOption(String(thisYear));
    await form.getByLabel(/^Name on Card/).fill('Pat Driver');
    await form.getByRole('button', { name: 'Save card' }).click();
    await expect(form.getByRole('alert')).toHaveText('The card has expired');
    expect(tokenRequests).toEqual([]);

    // The provider refuses a number failing the Luhn check; the field says so.
    await form.getByLabel(/^Card Number/).fill('4242 4242 4242 4241');
    await form.getByLabel(/^Expiration Month/).selectOption('12');
    await form.getByLabel(/^Expiration Year/).selectOption(String(thisYear + 2));
    await form.getByRole('button', { name: 'Save card' }).click();
    await expect(form.getByText('The card number is not valid.')).toBeVisible();
    expect(tokenRequests).toHaveLength(1);

    // The declining test card: tokenised, then refused by the pre-authorisation; the step stays.
    await form.getByLabel(/^Card Number/).fill('4000 0000 0000 0002');
    await form.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByRole('main').getByText('The card was declined. Please use another card.')).toBeVisible();
    await expect(stepHeading(page, 'Billing Information')).toBeVisible();
    // The number is not kept in the page once the provider has it.
    await expect(form.getByLabel(/^Card Number/)).toHaveValue('');

    await form.getByLabel(/^Card Number/).fill('4242 4242 4242 4242');
    await form.getByRole('button', { name: 'Save card' }).click();
    await expect(stepHeading(page, 'Agreements')).toBeVisible();

    expect(tokenRequests).toHaveLength(3);
    expect(JSON.parse(tokenRequests[2] ?? '{}')).toEqual({
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: thisYear + 2,
    });
    expect(graphqlBodies.some((b) => b.includes('storePaymentCardByToken'))).toBe(true);
    for (const body of graphqlBodies) {
      expect(body).not.toContain('4242424242424242');
      expect(body).not.toContain('4000000000000002');
    }
  } finally {
    await configure(request, original);
  }
});
