import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, gql, screenshots, signInAs, usernameOf } from './account';
import { configure } from './api';
import { expectNoAxeViolations } from './enrolment-steps';
import { DESCRIPTION_FIELDS, type DescribedTransaction, shownDescription } from './months';

/**
 * The payment page /payment/{id1;id2} (participant spec section 2) for tod@example.com, the one account
 * these journeys pay with: another participant's id is refused; a card the sandbox declines (4000 0000
 * 0000 0341, it saves but its charges are declined) shows the decline and leaves the transaction
 * payable; the seeded default card (4242) then pays, with progress, once even from two tabs.
 */

interface Transaction extends DescribedTransaction {
  username: string;
  type: string;
  status: string;
  statusMessage: string | null;
  amountCents: number;
  paidAt: string | null;
}

const TRANSACTION_FIELDS = `id username type status statusMessage amountCents ${DESCRIPTION_FIELDS} paidAt`;
const DECLINING_CARD = '4000000000000341';

const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const isPayable = (t: Transaction) =>
  t.type === 'transaction' && ['created', 'failed'].includes(t.status) && t.amountCents > 0;

async function transactionsOf(request: APIRequestContext, username: string): Promise<Transaction[]> {
  const data = await gql<{ getTransactionsByUsernameByCreatedAt: { items: Transaction[] } }>(
    request,
    `query($u: ID!) { getTransactionsByUsernameByCreatedAt(username: $u, limit: 1000) { items { ${TRANSACTION_FIELDS} } } }`,
    { u: username },
  );
  return data.getTransactionsByUsernameByCreatedAt.items;
}

async function cardsOf(request: APIRequestContext, username: string) {
  const data = await gql<{ listPaymentCards: { items: { id: string; last4: string; isDefault: boolean }[] } }>(
    request,
    'query($u: ID!) { listPaymentCards(username: $u) { items { id last4 isDefault } } }',
    { u: username },
  );
  return data.listPaymentCards.items;
}

/** Saves a sandbox card as the participant would: the provider's page makes the token, our API saves it. */
async function saveCard(request: APIRequestContext, username: string, number: string): Promise<string> {
  const tokenised = await request.post('/integrations/payments/sandbox/tokens', {
    data: { cardNumber: number, expMonth: 12, expYear: new Date().getFullYear() + 3 },
  });
  expect(tokenised.ok()).toBe(true);
  const { token } = (await tokenised.json()) as { token: string };
  const saved = await gql<{ storePaymentCardByToken: { paymentMethodId: string } }>(
    request,
    'mutation($input: StorePaymentCardByTokenInput!) { storePaymentCardByToken(input: $input) { paymentMethodId } }',
    { input: { serviceProviderKey: 'sandbox', username, token, isDefault: false, nameOnCard: 'Toby Rush' } },
  );
  return saved.storePaymentCardByToken.paymentMethodId;
}

/** The configured PAYMENTS_ALLOWED (public read), to put it back afterwards: the journeys share one server. */
async function paymentsAllowed(request: APIRequestContext): Promise<string> {
  const res = await request.post('/graphql', {
    data: { query: '{ getConfiguration(key: "PAYMENTS_ALLOWED") { value } }' },
  });
  const body = (await res.json()) as { data: { getConfiguration: { value: string | null } | null } };
  return body.data.getConfiguration?.value ?? 'false';
}

const idsOfPath = (url: string) => decodeURIComponent(new URL(url).pathname.replace(/^\/payment\//, '')).split(';');

/** Opens Pay from the dashboard: it goes to /payment/ with the ids of the payable transactions. */
async function openPayment(page: Page, payableIds: string[]) {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/payment\//);
  expect(idsOfPath(page.url()).sort()).toEqual([...payableIds].sort());
  await expect(page.getByRole('heading', { level: 1, name: 'Make a Payment' })).toBeVisible();
}

let allowedBefore = 'false';

test.beforeAll(async ({ request }) => {
  allowedBefore = await paymentsAllowed(request);
  await configure(request, { PAYMENTS_ALLOWED: 'true' });
});

test.afterAll(async ({ request }) => {
  await configure(request, { PAYMENTS_ALLOWED: allowedBefore });
});

test("another participant's transaction is explained, never paid", async ({ page, request }) => {
  await signInAs(page, DEMO.tod);
  const tod = await usernameOf(page.request);
  const own = (await transactionsOf(page.request, tod)).filter(isPayable);
  expect(own.length).toBeGreaterThan(0);

  // Staff find a transaction of someone else.
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@example.com', password: 'Demo-Pass-2024' },
  });
  expect(signIn.ok()).toBe(true);
  const everyone = await gql<{ getTransactionsByTypeByCreatedAt: { items: Transaction[] } }>(
    request,
    `{ getTransactionsByTypeByCreatedAt(type: transaction, limit: 200) { items { ${TRANSACTION_FIELDS} } } }`,
  );
  await request.post('/api/auth/sign-out', { data: {} });
  const foreign = everyone.getTransactionsByTypeByCreatedAt.items.find((t) => t.username !== tod);
  if (!foreign) throw new Error('no transaction of another participant');

  // Mixed with the participant's own: only the own ones are in the payment, the other is explained.
  await page.goto(`/payment/${own.map((t) => t.id).join(';')};${foreign.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Make a Payment' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Transactions in this payment' });
  await expect(table.getByRole('row')).toHaveCount(own.length + 2);
  await expect(page.getByRole('heading', { name: 'Not included in this payment' })).toBeVisible();
  await expect(page.getByText(`Transaction ${foreign.id} was not found in your account.`)).toBeVisible();
  const total = own.reduce((sum, t) => sum + t.amountCents, 0);
  await expect(page.getByRole('button', { name: `Pay ${money(total)}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'payment-mixed-ids');

  // While payments are disabled, the spec's message instead of the card choice and Pay.
  await configure(request, { PAYMENTS_ALLOWED: 'false' });
  try {
    await page.reload();
    await expect(
      page.getByText('Payment methods are currently disabled in the system and will not be used.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  } finally {
    await configure(request, { PAYMENTS_ALLOWED: 'true' });
  }

  // Only someone else's: nothing to pay, no Pay button.
  await page.goto(`/payment/${foreign.id}`);
  await expect(page.getByText('There are no unpaid transactions')).toBeVisible();
  await expect(page.getByText(`Transaction ${foreign.id} was not found in your account.`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // And the API refuses paying it, whoever is named.
  const [card] = await cardsOf(page.request, tod);
  for (const username of [tod, foreign.username]) {
    const res = await page.request.post('/graphql', {
      data: {
        query: 'mutation($input: UpdateTransactionInput!) { updateTransaction(input: $input) { id } }',
        variables: { input: { ids: [foreign.id], username, paymentMethodId: card?.id } },
      },
    });
    const body = (await res.json()) as { errors?: unknown[] };
    expect(body.errors?.length).toBeGreaterThan(0);
  }
});

test('a declined card is explained and the balance stays payable; the saved card then pays it once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, DEMO.tod);
  const tod = await usernameOf(page.request);
  const payable = (await transactionsOf(page.request, tod)).filter(isPayable);
  expect(payable.length).toBeGreaterThan(0);
  const payableIds = payable.map((t) => t.id);
  const total = payable.reduce((sum, t) => sum + t.amountCents, 0);
  const saved = await cardsOf(page.request, tod);
  expect(saved.find((c) => c.isDefault)?.last4).toBe('4242');
  const decliningId = await saveCard(page.request, tod, DECLINING_CARD);

  try {
    await openPayment(page, payableIds);
    const table = page.getByRole('table', { name: 'Transactions in this payment' });
    for (const t of payable) {
      await expect(table.getByRole('row').filter({ hasText: shownDescription(t) || t.id })).toContainText(
        money(t.amountCents),
      );
    }
    await expect(table.getByRole('row', { name: /Total/ })).toContainText(money(total));
    // The default card is preselected.
    await expect(page.getByRole('radio', { name: /Visa ending in 4242.*default/ })).toBeChecked();
    await expectNoAxeViolations(page);
    await screenshots(page, 'payment-form');

    // A card the provider declines.
    await page.getByRole('radio', { name: /Visa ending in 0341/ }).check();
    await page.getByRole('button', { name: `Pay ${money(total)}` }).click();
    await expect(page.getByRole('heading', { name: 'Payment in progress' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Payment progress' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment result' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status')).toContainText(
      `Your payment of ${money(total)} with Visa ending in 0341 did not go through: The card was declined. Please use another card.`,
    );
    await expect(page.getByRole('heading', { name: 'Payment result' })).toBeFocused();
    await expectNoAxeViolations(page);
    await screenshots(page, 'payment-declined');

    // Still payable, with the reason kept.
    for (const t of (await transactionsOf(page.request, tod)).filter((x) => payableIds.includes(x.id))) {
      expect(t.status).toBe('failed');
      expect(t.statusMessage).toBe('The card was declined. Please use another card.');
      expect(isPayable(t)).toBe(true);
    }

    // A second tab on the same payment, then the other card in the first: a double click, then Pay in
    // the second tab too. The payment runs once; the second tab follows it instead of paying again.
    const second = await page.context().newPage();
    await second.goto(page.url());
    await expect(second.getByRole('button', { name: `Pay ${money(total)}` })).toBeVisible();
    const payRequests: string[] = [];
    const countPays = (p: Page) =>
      p.on('request', (r) => {
        if (r.url().endsWith('/graphql') && (r.postData() ?? '').includes('PaymentPagePay')) payRequests.push(r.url());
      });
    countPays(page);
    countPays(second);

    await page.getByRole('radio', { name: /Visa ending in 4242/ }).check();
    await page.getByRole('button', { name: `Pay ${money(total)}` }).dblclick();
    await expect(page.getByRole('heading', { name: 'Payment in progress' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(`of ${payable.length} transactions done`);
    await second.getByRole('radio', { name: /Visa ending in 4242/ }).check();
    await second.getByRole('button', { name: `Pay ${money(total)}` }).click();

    await expect(page.getByRole('status')).toContainText(
      `Payment complete: ${money(total)} paid with Visa ending in 4242.`,
      { timeout: 30_000 },
    );
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    await expect(table.getByRole('cell', { name: 'Paid', exact: true })).toHaveCount(payable.length);
    // The second tab shows the payment the first started (running or done), with nothing left to pay.
    await expect(
      second.getByText(/Payment complete: .* paid with Visa ending in 4242\.|is already paid/).first(),
    ).toBeVisible({ timeout: 30_000 });
    await expect(second.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    // One request from the double click, one refused from the second tab.
    expect(payRequests).toHaveLength(2);
    await second.close();
    await expectNoAxeViolations(page);
    await screenshots(page, 'payment-success');

    // The API: processed, and nothing left to pay.
    const after = await transactionsOf(page.request, tod);
    for (const t of after.filter((x) => payableIds.includes(x.id))) {
      expect(t.status).toBe('processed');
      expect(t.paidAt).toBeTruthy();
    }
    expect(after.filter(isPayable).reduce((sum, t) => sum + t.amountCents, 0)).toBe(0);

    // Opening the paid address again explains it instead of offering Pay.
    await page.reload();
    await expect(page.getByText('There are no unpaid transactions')).toBeVisible();
    await expect(page.getByText(/is already paid/).first()).toBeVisible();
  } finally {
    await gql(page.request, 'mutation($input: DeletePaymentCardInput!) { deletePaymentCard(input: $input) { id } }', {
      input: { id: decliningId, username: tod },
    });
  }
});
