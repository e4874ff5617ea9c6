import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, request as playwrightRequest, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { startServer } from '../servers';
import { DEMO, DEMO_PASSWORD, gql, signInAsAdmin, staffScreenshots, usernameFor } from './account';
import { expectNoAxeViolations } from './enrolment-steps';
import { pacificMonth } from './months';

/**
 * The Reports page (/report, staff spec section 2): staff open it from the menu, and download each of
 * the twelve reports for the demo months (the previous and the current month, Pacific time); each file
 * is CSV with exactly the columns docs/reports.md documents, and a month without records gives the
 * single column no-inquiries-in-range. The toll demo participant pays its statement and gets part of it
 * refunded, and opens an inquiry, so the payment, refund and support reports have rows of this run.
 */

const TITLES = [
  'Participant Enrollment',
  'Customer Interaction',
  'Customer Interaction Metrics',
  'Billing Trips',
  'Billing Month',
  'Billing Customer Totals',
  'Billing Trips Statement',
  'Errors and Events',
  'Pilot Closeout',
  'Summary',
  'Paid Transactions',
  'Refunded Transactions',
];

/** docs/reports.md: per report title, the first column of its table (the CSV's columns, in order). */
function documentedColumns(): Map<string, string[]> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const doc = readFileSync(path.resolve(here, '../../docs/reports.md'), 'utf8');
  const columns = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of doc.split('\n')) {
    const heading = /^## (.+) \(`[a-z-]+\.csv`\)$/.exec(line);
    if (heading?.[1]) {
      current = [];
      columns.set(heading[1], current);
    } else if (current && line.startsWith('| ') && !line.startsWith('| Column |')) {
      current.push(line.split('|')[1]?.trim() ?? '');
    }
  }
  return columns;
}

/** The last day of a YYYY-MM month. */
function lastDay(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** Downloads the card's report for the months and parses it (byte-order mark first, RFC 4180). */
async function download(page: Page, card: Locator, from: string, to: string): Promise<string[][]> {
  await card.getByLabel('From').fill(from);
  await card.getByLabel('To').fill(to);
  const button = card.getByRole('button', { name: 'Download Report' });
  const downloading = page.waitForEvent('download');
  await button.click();
  // Disabled while the report loads and for the 300 ms before the download starts.
  await expect(button).toBeDisabled();
  const file = await downloading;
  await expect(button).toBeEnabled();
  expect(file.suggestedFilename()).toMatch(/^[a-z-]+-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await file.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return parse(text, { bom: true, relax_column_count: false }) as string[][];
}

/** The toll demo participant pays its open statement with its saved card; staff refund $1.00 of it. */
async function paymentAndRefund(adminRequest: Page['request']): Promise<{ paid: string; refund: string }> {
  const toll = await usernameFor(DEMO.toll);
  const api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    expect(
      (await api.post('/api/auth/sign-in/email', { data: { email: DEMO.toll, password: DEMO_PASSWORD } })).ok(),
    ).toBe(true);
    type Tx = { id: string; type: string; status: string; amountCents: number };
    const transactions = async () =>
      (
        await gql<{ getTransactionsByUsernameByCreatedAt: { items: Tx[] } }>(
          api,
          'query($u: ID!) { getTransactionsByUsernameByCreatedAt(username: $u, limit: 1000) { items { id type status amountCents } } }',
          { u: toll },
        )
      ).getTransactionsByUsernameByCreatedAt.items;
    let paid = (await transactions()).find(
      (t) => t.type === 'transaction' && t.status === 'processed' && t.amountCents > 100,
    );
    if (!paid) {
      const open = (await transactions()).find(
        (t) => t.type === 'transaction' && ['created', 'failed'].includes(t.status) && t.amountCents > 100,
      );
      expect(open, 'the toll demo participant has a statement to pay').toBeDefined();
      const cards = await gql<{ listPaymentCards: { items: { id: string; isDefault: boolean }[] } }>(
        api,
        'query($u: ID!) { listPaymentCards(username: $u) { items { id isDefault } } }',
        { u: toll },
      );
      const card = cards.listPaymentCards.items.find((c) => c.isDefault);
      await gql(api, 'mutation($input: UpdateTransactionInput!) { updateTransaction(input: $input) { id } }', {
        input: { ids: [open?.id], username: toll, paymentMethodId: card?.id },
      });
      await expect
        .poll(async () => (await transactions()).find((t) => t.id === open?.id)?.status, { timeout: 30_000 })
        .toBe('processed');
      paid = (await transactions()).find((t) => t.id === open?.id);
    }
    await gql(
      api,
      'mutation($input: CreateParticipantInquiryInput!) { createParticipantInquiry(input: $input) { id } }',
      {
        input: {
          username: toll,
          category: 'Account Question',
          subject: `Reports journey ${Date.now()}`,
          body: 'A question about my statement, asked by the reports journey.',
        },
      },
    );
    const refund = await gql<{ refundTransaction: { id: string } }>(
      adminRequest,
      'mutation($input: RefundTransactionInput!) { refundTransaction(input: $input) { id } }',
      { input: { id: randomUUID(), transactionId: paid?.id, amountCents: 100, description: 'Reports journey refund' } },
    );
    return { paid: paid?.id ?? '', refund: refund.refundTransaction.id };
  } finally {
    await api.dispose();
  }
}

test('staff download the twelve reports for the demo months, each with its documented columns', async ({ page }) => {
  test.setTimeout(300_000);
  await signInAsAdmin(page);
  const { paid, refund } = await paymentAndRefund(page.request);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/report$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const cards = page.getByRole('region');
  for (const title of TITLES) await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();

  // Each card opens on the current month, snapped to its first and last day.
  const first = page.getByRole('region', { name: 'Participant Enrollment', exact: true });
  const current = pacificMonth(0);
  await expect(first.getByLabel('From')).toHaveValue(current);
  await expect(first.getByLabel('To')).toHaveValue(current);
  await expect(first.getByText(`From ${current}-01`)).toBeVisible();
  await expect(first.getByText(new RegExp(`^Through ${current}-(28|29|30|31)$`))).toBeVisible();
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-reports');
  expect(await cards.count()).toBeGreaterThanOrEqual(12);

  const documented = documentedColumns();
  const demoFrom = pacificMonth(-1);
  const byTitle = new Map<string, string[][]>();
  for (const title of TITLES) {
    const rows = await download(page, page.getByRole('region', { name: title, exact: true }), demoFrom, current);
    const [header, ...body] = rows;
    expect(header, title).toEqual(documented.get(title));
    expect(body.length, `${title} has rows for the demo months`).toBeGreaterThan(0);
    for (const row of body) expect(row.length).toBe(header?.length);
    byTitle.set(title, rows);
  }

  // The payment and the refund of this run, in their reports.
  const column = (title: string, name: string) => {
    const [header = [], ...body] = byTitle.get(title) ?? [];
    return body.map((row) => row[header.indexOf(name)]);
  };
  expect(column('Paid Transactions', 'Transaction ID')).toContain(paid);
  expect(column('Refunded Transactions', 'Refund ID')).toContain(refund);
  expect(column('Refunded Transactions', 'Refunded Transaction ID')).toContain(paid);
  // Section 9 values, as documented.
  expect(new Set(column('Billing Trips', 'Fuel Type'))).not.toContain('gas');
  for (const type of column('Billing Trips', 'MRO Type')) {
    expect([
      'Manual Odometer Reporting',
      'Plug-In Device (PID) without GPS',
      'Plug-In Device (PID) with GPS',
      'In-Vehicle Telematics',
      'N/A',
    ]).toContain(type);
  }

  // A month without records: one column, no-inquiries-in-range.
  const empty = await download(
    page,
    page.getByRole('region', { name: 'Billing Trips', exact: true }),
    '2024-01',
    '2024-01',
  );
  expect(empty).toEqual([['no-inquiries-in-range']]);

  // From after To is refused on the card, before anything is asked.
  const summary = page.getByRole('region', { name: 'Summary', exact: true });
  await summary.getByLabel('From').fill(current);
  await summary.getByLabel('To').fill(demoFrom);
  await expect(summary.getByRole('alert')).toHaveText('From must not be after To.');
  await expect(summary.getByRole('button', { name: 'Download Report' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-reports-after');
});

test('a report over REPORT_JOB_ROWS rows is written by a job: a progress bar, then its download link', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const databaseUrl = process.env.E2E_DATABASE_URL;
  const dataDir = process.env.E2E_DATA_DIR;
  const authSecret = process.env.E2E_AUTH_SECRET;
  if (!databaseUrl || !dataDir || !authSecret) throw new Error('global-setup did not describe this shard');
  // A second, API-only server on this shard's database and files, set to send any report over 5 rows to
  // a job (the demo months have hundreds of trip rows); this shard's own server (ROLE all) works the job.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rc-e2e-api-'));
  const api = await startServer(
    dir,
    databaseUrl,
    {
      AUTH_SECRET: authSecret,
      DEVICE_WEBHOOK_SECRET: process.env.E2E_DEVICE_WEBHOOK_SECRET ?? '',
      INBOUND_EMAIL_SIGNING_KEY: process.env.E2E_INBOUND_EMAIL_SIGNING_KEY ?? '',
    },
    { ROLE: 'api', DATA_DIR: dataDir, REPORT_JOB_ROWS: '5' },
  );
  try {
    // Signed in once: the session cookie belongs to the host, the same for both servers.
    await signInAsAdmin(page);
    const [from, to] = [pacificMonth(-1), pacificMonth(0)];
    const streamed = await page.request.get(`/api/staff/reports/billing-trips.csv?from=${from}-01&to=${lastDay(to)}`);
    expect(streamed.status()).toBe(200);
    const expected = parse(await streamed.text(), { bom: true }) as string[][];
    expect(expected.length - 1, 'the demo months have more than 5 trip rows').toBeGreaterThan(5);

    await page.goto(`${api.baseUrl}/report`);
    const card = page.getByRole('region', { name: 'Billing Trips', exact: true });
    await card.getByLabel('From').fill(from);
    await card.getByLabel('To').fill(to);
    // The bar may be shown for only a moment on a small report: an observer notes that it was there.
    await page.evaluate(() => {
      const w = window as unknown as { sawReportBar: boolean };
      w.sawReportBar = false;
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"][aria-label="Progress of the Billing Trips report"]')) {
          w.sawReportBar = true;
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await card.getByRole('button', { name: 'Download Report' }).click();
    const link = card.getByRole('link', { name: `Download Billing Trips (${expected.length - 1} rows)` });
    await expect(link).toBeVisible({ timeout: 120_000 });
    await expect(card.getByText('The report is ready.')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sawReportBar: boolean }).sawReportBar)).toBe(true);
    await expectNoAxeViolations(page);
    await staffScreenshots(page, 'staff-reports-job');

    // The job's file is the streamed report, row for row.
    const downloading = page.waitForEvent('download');
    await link.click();
    const file = await downloading;
    const text = readFileSync(await file.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows[0]).toEqual(documentedColumns().get('Billing Trips'));
    expect(rows).toEqual(expected);
  } finally {
    await api.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('participants cannot open the reports', async ({ page }) => {
  const api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    expect(
      (await api.post('/api/auth/sign-in/email', { data: { email: DEMO.driver, password: DEMO_PASSWORD } })).ok(),
    ).toBe(true);
    expect((await api.get('/api/staff/reports/summary.csv?from=2024-01-01&to=2024-01-31')).status()).toBe(403);
  } finally {
    await api.dispose();
  }
  await page.goto('/report');
  await expect(page).not.toHaveURL(/\/report$/);
});
