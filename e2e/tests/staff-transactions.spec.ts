import { type APIRequestContext, expect, type Page, type Request, test } from '@playwright/test';
import { DEMO, gql, signInAsAdmin, staffScreenshots, usernameFor } from './account';
import { reconcileBooks } from './api';
import { expectNoAxeViolations } from './enrolment-steps';

/**
 * Staff console III, the money side (staff spec sections 2, 4, 5, 8, 9), as admin: /transactions with
 * its radio filters and the server's summary chips (checked against the API), a transaction's page,
 * paying a participant's unpaid transaction on the staff payment page with one of their saved cards,
 * 'There are no unpaid transactions' once nothing is left, and a partial refund with a reason.
 *
 * Demo data: cordon@'s unpaid statement transactions are paid here and the payment partly refunded (no
 * other journey pays with cordon@ or reads its balance). After the refund, `npm run reconcile` on the
 * shard's database finds cordon@'s books in order, the provider's charge and refund matched.
 */

interface Tx {
  id: string;
  type: string;
  status: string;
  amountCents: number;
  createdAt: string;
}

const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const SUMMARY_QUERY = `query($createdAt: ModelDateKeyConditionInput!, $filter: StaffTransactionSearchFilterInput) {
  summarizeTransactions(createdAt: $createdAt, filter: $filter) {
    count amountCents charges { count amountCents } refunds { count amountCents }
    byStatus { key count amountCents } byStanding { key count amountCents }
  }
}`;

interface Summary {
  count: number;
  amountCents: number;
  charges: { count: number; amountCents: number };
  refunds: { count: number; amountCents: number };
  byStatus: { key: string; count: number; amountCents: number }[];
  byStanding: { key: string; count: number; amountCents: number }[];
}

const isSummaryRequest = (r: Request) =>
  r.url().endsWith('/graphql') && (r.postData() ?? '').includes('summarizeTransactions');

/** Does `act`, and answers the variables of the summary the page asked for then. */
async function summaryVariablesAfter(page: Page, act: () => Promise<unknown>) {
  const asked = page.waitForRequest(isSummaryRequest);
  await act();
  return ((await asked).postDataJSON() as { variables: Record<string, unknown> }).variables;
}

/** The chips must say what the API totals for the same variables. */
async function expectChipsToMatchApi(page: Page, request: APIRequestContext, variables: Record<string, unknown>) {
  const { summarizeTransactions: s } = await gql<{ summarizeTransactions: Summary }>(request, SUMMARY_QUERY, variables);
  const chips = page.getByRole('region', { name: 'Totals of the filter' });
  await expect(chips.getByTestId('summary-all')).toHaveText(`All: ${s.count} · ${money(s.amountCents)}`);
  await expect(chips.getByTestId('summary-charges')).toHaveText(
    `Charges: ${s.charges.count} · ${money(s.charges.amountCents)}`,
  );
  await expect(chips.getByTestId('summary-refunds')).toHaveText(
    `Refunds: ${s.refunds.count} · ${money(s.refunds.amountCents)}`,
  );
  for (const total of s.byStanding) {
    await expect(chips.getByTestId(`summary-standing-${total.key}`)).toContainText(
      `${total.count} · ${money(total.amountCents)}`,
    );
  }
  return s;
}

/** Opens a transaction's page (a cold load of the staff console on a busy machine can take a while). */
async function openTransaction(page: Page, id: string) {
  await page.goto(`/transaction/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Transaction ${id}` })).toBeVisible({ timeout: 60_000 });
}

async function transactionsOf(request: APIRequestContext, username: string): Promise<Tx[]> {
  const data = await gql<{ getTransactionsByUsernameByCreatedAt: { items: Tx[] } }>(
    request,
    'query($u: ID!) { getTransactionsByUsernameByCreatedAt(username: $u, limit: 1000) { items { id type status amountCents createdAt } } }',
    { u: username },
  );
  return data.getTransactionsByUsernameByCreatedAt.items;
}

/** A sandbox card that saves but declines every charge. */
const DECLINING_CARD = '4000000000000341';

/** A usable saved card of the participant with this number's last four (saved by staff when missing; the good one is the default). */
async function ensureCard(request: APIRequestContext, username: string, cardNumber = '4242424242424242') {
  const list = async () =>
    (
      await gql<{ listPaymentCards: { items: { id: string; last4: string; isExpired: boolean }[] } }>(
        request,
        'query($u: ID!) { listPaymentCards(username: $u) { items { id last4 isExpired } } }',
        { u: username },
      )
    ).listPaymentCards.items.filter((c) => !c.isExpired && c.last4 === cardNumber.slice(-4));
  if ((await list()).length > 0) return;
  const tokenised = await request.post('/integrations/payments/sandbox/tokens', {
    data: { cardNumber, expMonth: 12, expYear: new Date().getFullYear() + 3 },
  });
  expect(tokenised.ok()).toBe(true);
  const { token } = (await tokenised.json()) as { token: string };
  await gql(
    request,
    'mutation($input: StorePaymentCardByTokenInput!) { storePaymentCardByToken(input: $input) { paymentMethodId } }',
    {
      input: {
        serviceProviderKey: 'sandbox',
        username,
        token,
        isDefault: cardNumber !== DECLINING_CARD,
        nameOnCard: 'Cora Don',
      },
    },
  );
}

test('staff filter transactions, pay a participant with their card, and refund part of it', async ({ page }) => {
  test.setTimeout(300_000);
  await signInAsAdmin(page);
  const request = page.request;
  const cordon = await usernameFor(DEMO.cordon);
  await ensureCard(request, cordon);
  await ensureCard(request, cordon, DECLINING_CARD);
  const payable = (await transactionsOf(request, cordon)).filter(
    (t) => t.type === 'transaction' && ['created', 'failed'].includes(t.status) && t.amountCents > 0,
  );
  expect(payable.length, 'cordon@ has an unpaid statement transaction').toBeGreaterThan(0);
  const target = payable[0] as Tx;

  // The menu entry, and the list of the last week with its totals.
  const firstSummary = await summaryVariablesAfter(page, () =>
    page.getByRole('link', { name: 'Transactions', exact: true }).first().click(),
  );
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expectChipsToMatchApi(page, request, firstSummary);

  // Filter by standing: the chips are the server's totals of the whole filter.
  for (const standing of ['Due', 'Overdue', 'Default', 'All'] as const) {
    const variables = await summaryVariablesAfter(page, () =>
      page.getByRole('group', { name: 'Standing' }).getByRole('radio', { name: standing, exact: true }).check(),
    );
    expect((variables.filter as { standing?: string }).standing ?? 'all').toBe(standing.toLowerCase());
    await expectChipsToMatchApi(page, request, variables);
  }
  // And by status: created rows say so in words.
  const created = await summaryVariablesAfter(page, () =>
    page.getByRole('group', { name: 'Status' }).getByRole('radio', { name: 'Created', exact: true }).check(),
  );
  const createdTotals = await expectChipsToMatchApi(page, request, created);
  if (createdTotals.count > 0) {
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('Created');
  }
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-transactions');

  // The CSV is the server's export of the same filter.
  const csvHref = await page.getByRole('link', { name: /CSV/i }).getAttribute('href');
  expect(csvHref).toContain('/api/staff/exports/transactions.csv?');
  expect(csvHref).toContain('status=created');
  const csv = await request.get(csvHref ?? '');
  expect(csv.status()).toBe(200);
  expect((await csv.text()).split(/\r?\n/).filter(Boolean)).toHaveLength(createdTotals.count + 1);

  // The unpaid transaction's page: its fields, participant and statement, and Pay.
  await page.goto(`/transaction/${target.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Transaction ${target.id}` })).toBeVisible();
  await expect(page.getByTestId('transaction-amount')).toHaveText(money(target.amountCents));
  await expect(page.getByTestId('transaction-participant')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Statement' })).toContainText('Statement ');
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-transaction-unpaid');

  // The staff payment page: the participant's cards, the same progress and outcome. The declining card
  // first: the payment fails, the transaction says so, and staff retry it with the good card.
  await page.getByRole('link', { name: /^(Pay|Retry payment)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/${target.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Make a Payment' })).toBeVisible();
  await expect(page.getByTestId('payment-participant')).toBeVisible();
  const table = page.getByRole('table', { name: 'Transactions in this payment' });
  await expect(table.getByRole('row', { name: /Total/ })).toContainText(money(target.amountCents));
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-payment-form');
  await page.getByRole('radio', { name: /ending in 0341/ }).check();
  await page.getByRole('button', { name: `Pay ${money(target.amountCents)}` }).click();
  await expect(page.getByText(/with Visa ending in 0341 did not go through/)).toBeVisible({ timeout: 30_000 });
  await openTransaction(page, target.id);
  await expect(page.getByTestId('transaction-status')).toHaveText('Failed');
  await expect(
    page.getByRole('table', { name: 'Payment attempts' }).getByRole('row').filter({ hasText: 'Charge' }),
  ).toContainText('Declined');
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-transaction-failed');
  await page.getByRole('link', { name: 'Retry payment', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/${target.id}$`));
  await page.getByRole('radio', { name: /ending in 4242/ }).check();
  await page.getByRole('button', { name: `Pay ${money(target.amountCents)}` }).click();
  await expect(page.getByRole('heading', { name: 'Payment result' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status')).toContainText(`Payment complete: ${money(target.amountCents)} paid with`);
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-payment-done');

  // Nothing left to pay.
  await page.goto(`/payment/${target.id}`);
  await expect(page.getByText('There are no unpaid transactions')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The paid transaction: processed, the processor's reference number and the charge attempt.
  await openTransaction(page, target.id);
  await expect(page.getByTestId('transaction-status')).toHaveText('Processed');
  const { getTransaction } = await gql<{
    getTransaction: { paymentProcessorResponse: { referenceNumber: string } | null };
  }>(request, 'query($id: ID!) { getTransaction(id: $id) { paymentProcessorResponse { referenceNumber } } }', {
    id: target.id,
  });
  const reference = getTransaction.paymentProcessorResponse?.referenceNumber ?? '';
  expect(reference).not.toBe('');
  await expect(page.getByTestId('reference-number')).toHaveText(reference);
  const attempts = page.getByRole('table', { name: 'Payment attempts' });
  // The declined charge and the approved one, both kept.
  await expect(attempts.getByRole('row').filter({ hasText: 'Charge' }).filter({ hasText: 'Approved' })).toHaveCount(1);
  await expect(attempts.getByRole('row').filter({ hasText: 'Charge' }).filter({ hasText: 'Declined' })).toHaveCount(1);

  // A partial refund: the reason is required; the dialog sends it once.
  const partial = Math.min(100, target.amountCents - 1) || 1;
  await page.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Left to refund: ${money(target.amountCents)}`);
  await dialog.getByRole('radio', { name: 'Partial refund' }).check();
  await dialog.getByLabel('Amount in dollars').fill((partial / 100).toFixed(2));
  await dialog.getByRole('button', { name: `Refund ${money(partial)}` }).click();
  await expect(dialog.getByText('A reason is required.')).toBeVisible();
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-transaction-refund-dialog');
  await dialog.getByLabel('Reason').fill(`Goodwill ${Date.now()}`);
  await dialog.getByRole('button', { name: `Refund ${money(partial)}` }).click();
  await expect(page.getByText(`Refund of ${money(partial)} processed.`)).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
  await expect(attempts.getByRole('row').filter({ hasText: 'Refund' })).toContainText(money(partial));

  // The provider's books through the API: one approved charge of the amount and one approved refund.
  const { getPaymentAttemptsByTransactionId: calls } = await gql<{
    getPaymentAttemptsByTransactionId: { kind: string; status: string; amountCents: number; transactionId: string }[];
  }>(
    request,
    'query($id: ID!) { getPaymentAttemptsByTransactionId(transactionId: $id) { kind status amountCents transactionId } }',
    { id: target.id },
  );
  expect(calls.filter((c) => c.status === 'approved').map((c) => [c.kind, c.amountCents])).toEqual([
    ['charge', target.amountCents],
    ['refund', partial],
  ]);
  const refundId = calls.find((c) => c.kind === 'refund')?.transactionId ?? '';
  await openTransaction(page, refundId);
  await expect(page.getByTestId('transaction-amount')).toHaveText(money(-partial));
  await expect(page.getByTestId('transaction-status')).toHaveText('Processed');
  await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-transaction-refund');

  // What is left to refund is the rest of the payment.
  await openTransaction(page, target.id);
  await page.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Left to refund: ${money(target.amountCents - partial)}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // The books still reconcile: statements, transactions and the provider's charge and refund.
  const books = await reconcileBooks([cordon]);
  expect(books.mismatches).toEqual([]);
  expect(books.ok).toBe(true);
  expect(books.payments.checked).toBe(true);
  expect(books.payments.providerRefunds).toBeGreaterThanOrEqual(1);
});
