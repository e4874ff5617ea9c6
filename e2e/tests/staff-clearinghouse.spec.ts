import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { clearinghouseMessageErrors } from '../../apps/server/src/modules/data-exchange/clearinghouse-schemas';
import { DEMO, signInAsAdmin, staffScreenshots, usernameFor } from './account';
import { expectNoAxeViolations } from './enrolment-steps';

/**
 * The Clearinghouse export card of /report (docs/data-exchange.md): staff download one participant's
 * clearinghouse messages for the current month; the file is one JSON message a line, starting with the
 * account of each of the driver's vehicles and carrying their daily mileage by state. Every downloaded
 * message passes its JSON Schema (ajv, the schemas the server ships in data-exchange/schemas).
 */
test('staff download the clearinghouse messages from /report', async ({ page }) => {
  test.setTimeout(90_000);
  const driver = await usernameFor(DEMO.driver);
  await signInAsAdmin(page);
  await page.goto('/report');
  const card = page.getByRole('region', { name: 'Clearinghouse export' });
  await expect(card).toBeVisible();
  await expect(card.getByLabel('From')).toHaveValue(/^\d{4}-\d{2}$/);
  await card.getByLabel('Participant (optional)').fill(driver);
  await expectNoAxeViolations(page);
  await card.scrollIntoViewIfNeeded();
  await staffScreenshots(page, 'staff-clearinghouse-card');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download Messages' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^clearinghouse-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.ndjson$/);
  await expect(page.getByRole('alert').filter({ hasText: 'The clearinghouse messages were downloaded' })).toBeVisible();
  const lines = (await readFile((await download.path()) ?? '', 'utf8')).trimEnd().split('\n');
  const messages = lines.map((line) => JSON.parse(line) as { portal_type: string; request?: any; [k: string]: any });
  const invalid = messages
    .map((m, i) => ({ line: i + 1, type: m.portal_type, errors: clearinghouseMessageErrors(m) }))
    .filter((m) => m.errors.length > 0);
  expect(invalid).toEqual([]);
  expect(new Set(messages.map((m) => m.portal_type)).size).toBeGreaterThanOrEqual(2);
  const accounts = messages.filter((m) => m.portal_type === 'Road Account Message');
  expect(accounts.length).toBeGreaterThanOrEqual(1);
  expect(accounts[0]).toMatchObject({
    product_line: 'ruc_metrics',
    vehicle_reference: expect.stringMatching(/^[0-9A-Z]{17}$/),
  });
  // The demo driver drives in California every few days: daily mileage in zone 6 (California's FIPS code).
  const roads = messages.filter((m) => m.portal_type === 'Road Message');
  expect(roads.length).toBeGreaterThan(0);
  expect(roads.flatMap((m) => m.request.mileage_details.map((d: { rule_id: number }) => d.rule_id))).toContain(6);
  expect(lines.join('\n')).not.toMatch(/latitude|longitude|polyline/);

  // From after To: the card says so and does not download.
  await card.getByLabel('From').fill('2026-05');
  await card.getByLabel('To').fill('2026-04');
  await expect(card.getByText('From must not be after To.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Download Messages' })).toBeDisabled();
});
