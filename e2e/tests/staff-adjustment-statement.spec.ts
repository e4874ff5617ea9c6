import { expect, type Page, test } from '@playwright/test';
import { gql, signInAsAdmin, staffScreenshots } from './account';
import { reconcileBooks } from './api';
import { deliverTrip, gpsParticipant, processedTrip } from './deliveries';
import { expectNoAxeViolations } from './enrolment-steps';
import { monthLabel, pacificMonth } from './months';

/**
 * Staff console II, the adjustment's whole way (staff spec sections 2 and 7, decision 007): staff adjust a
 * trip in the Trip Adjustment dialog, the adjustment waits pending, the participant's next statement bills
 * it (a staff run for the current month, for that participant only), the transaction lists it, and
 * `npm run reconcile` on the shard's database finds the books in order with the adjustment counted.
 * A participant of its own (a GPS device, one trip posted now) keeps every other journey's statements as
 * they were.
 */

const PASSWORD = 'Adjust-Journey-1';

interface Segment {
  id: string;
  type: string;
  mileage: number;
  mileageFeeCents: number;
}
interface Adjustment {
  id: string;
  note: string;
  tripSegmentId: string;
  adjMileageFeeCents: number;
  adjFuelFeeCents: number;
  adjCordonFeeCents: number;
  adjTodFeeCents: number;
  adjTollFeeCents: number;
  paymentStatus: string;
  transactionId: string | null;
}

const SEGMENTS = `query($id: ID!) { listTripSegments(tripId: $id, limit: 100) {
  items { id type mileage mileageFeeCents } } }`;
const ADJUSTMENTS = `query($id: ID!) { listTripAdjustments(tripId: $id, limit: 100) { items {
  id note tripSegmentId adjMileageFeeCents adjFuelFeeCents adjCordonFeeCents adjTodFeeCents adjTollFeeCents
  paymentStatus transactionId } } }`;
const TRANSACTIONS = `query($u: ID!) { getTransactionsByUsernameByCreatedAt(username: $u, limit: 20) {
  items { id type statementId amountCents } } }`;

async function adjustmentsOf(page: Page, tripId: string): Promise<Adjustment[]> {
  return (await gql<{ listTripAdjustments: { items: Adjustment[] } }>(page.request, ADJUSTMENTS, { id: tripId }))
    .listTripAdjustments.items;
}

test('an adjustment made in the dialog is billed on the next statement and reconciles', async ({ page }) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const email = `adjust-journey-${stamp}@example.com`;
  const serial = `ADJ${stamp}`.slice(0, 16);
  const tripId = `adjust-${stamp}`;
  await signInAsAdmin(page);
  const username = await gpsParticipant(page.request, { email, password: PASSWORD, serial, licensePlate: 'ADJ0001' });
  await deliverTrip(page.request, { serial, tripId, start: new Date(Date.now() - 60 * 60_000) });
  const trip = await processedTrip(page.request, username, tripId);
  const segments = (await gql<{ listTripSegments: { items: Segment[] } }>(page.request, SEGMENTS, { id: trip.id }))
    .listTripSegments.items;
  const index = segments.findIndex((s) => s.type === 'public' && s.mileage > 0);
  const segment = segments[index];
  if (!segment) throw new Error('the trip has no public segment');

  // The adjustment: 20 more kilometres on the public segment (more than the trip's fuel credit), with a note.
  const note = `Journey correction ${stamp}`;
  await page.goto(`/trip/${trip.id}?tab=adjustments`);
  await page.getByRole('button', { name: 'Trip Adjustment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trip Adjustment' });
  await dialog.getByLabel(`Mileage (km) ${index + 1}`).fill(String(Math.round((segment.mileage + 20) * 1000) / 1000));
  await dialog.getByLabel('Note').fill(note);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Adjustment created.')).toBeVisible();
  const [created] = (await adjustmentsOf(page, trip.id)).filter((a) => a.note === note);
  if (!created) throw new Error('the adjustment was not stored');
  expect(created.paymentStatus).toBe('pending');
  expect(created.transactionId).toBeNull();
  expect(created.adjMileageFeeCents).toBeGreaterThan(0);

  // The next statement: staff generate the current month for this participant only.
  const month = pacificMonth(0);
  const label = monthLabel(month);
  await page.goto('/statements');
  await page.getByRole('button', { name: 'Generate statements' }).click();
  const generate = page.getByRole('dialog', { name: 'Generate statements' });
  await generate.getByLabel('From month').fill(month);
  await generate.getByLabel('To month').fill(month);
  await generate.getByRole('radio', { name: 'Chosen participants' }).check();
  await generate.getByLabel('Add a participant').fill(email);
  await page.getByRole('option', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).click();
  await generate.getByRole('button', { name: 'Generate', exact: true }).click();
  const panel = page.getByRole('region', { name: `Statement run for ${label}` });
  await expect(panel.getByRole('progressbar', { name: 'Progress of the statement run' })).toHaveAttribute(
    'aria-valuenow',
    '100',
    { timeout: 120_000 },
  );
  await expect(panel.locator('dd[data-field="statements"]')).toHaveText('1');

  // The statement's transaction bills the trip and the adjustment, which is no longer pending.
  const transactions = (
    await gql<{
      getTransactionsByUsernameByCreatedAt: {
        items: { id: string; type: string; statementId: string | null; amountCents: number }[];
      };
    }>(page.request, TRANSACTIONS, { u: username })
  ).getTransactionsByUsernameByCreatedAt.items.filter((t) => t.statementId);
  expect(transactions).toHaveLength(1);
  const [transaction] = transactions;
  if (!transaction) throw new Error('no statement transaction');
  const [billed] = (await adjustmentsOf(page, trip.id)).filter((a) => a.note === note);
  expect(billed?.transactionId).toBe(transaction.id);
  const adjustmentNet =
    created.adjMileageFeeCents +
    created.adjCordonFeeCents +
    created.adjTodFeeCents +
    created.adjTollFeeCents -
    created.adjFuelFeeCents;
  await page.goto(`/transaction/${transaction.id}`);
  const table = page.getByRole('table', { name: 'Trip adjustments billed' });
  await expect(table.getByRole('row', { name: new RegExp(note) })).toBeVisible();
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-transaction-adjustment');

  // The books: the shard's database, as an operator runs the check.
  const report = await reconcileBooks([username]);
  expect(report.mismatches).toEqual([]);
  expect(report.ok).toBe(true);
  expect(report.statements).toBe(1);
  expect(report.totals.adjustmentNet).toBe(adjustmentNet);
  expect(report.totals.statementNewCharges).toBe(transaction.amountCents);
  expect(transaction.amountCents).toBeGreaterThan(0);
});
