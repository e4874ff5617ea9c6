import { expect, test } from '@playwright/test';
import { DEMO, gql, screenshots, signInAs, signInAsAdmin, staffScreenshots, usernameOf } from './account';
import { expectNoAxeViolations } from './enrolment-steps';

/**
 * Location retention (decision 015): the participant's trip page says until when the trip's location
 * data is kept (or when it was destroyed), as the API answers; staff open the retention job's runs from
 * the Pilot Settings menu.
 */

interface Retention {
  status: 'KEPT' | 'DESTROYED';
  keptUntil: string | null;
  destroyedAt: string | null;
  retentionDays: number;
}

/** MM-DD-YYYY in Pacific time, as the participant pages show dates outside tables. */
const pacificDate = (iso: string) => {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${p.month}-${p.day}-${p.year}`;
};

test('driver@ sees until when a trip keeps its location data', async ({ page }) => {
  await signInAs(page, DEMO.driver);
  const username = await usernameOf(page.request);
  const { getTripsByUsernameByTsStart } = await gql<{
    getTripsByUsernameByTsStart: { items: { id: string; locationRetention: Retention }[] };
  }>(
    page.request,
    'query($u: ID!) { getTripsByUsernameByTsStart(username: $u, limit: 5) { items { id locationRetention { status keptUntil destroyedAt retentionDays } } } }',
    { u: username },
  );
  const trip = getTripsByUsernameByTsStart.items[0];
  if (!trip) throw new Error('driver@ has no trips');
  const r = trip.locationRetention;
  const expected =
    r.status === 'DESTROYED'
      ? `Location data destroyed on ${pacificDate(r.destroyedAt ?? '')}`
      : r.keptUntil
        ? `Location data kept until ${pacificDate(r.keptUntil)}`
        : `Location data kept until ${r.retentionDays} days after this trip's charges are paid`;
  await page.goto(`/trip/${trip.id}?tab=Info`);
  await expect(page.getByText(expected, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'trip-location-retention');
});

test('staff open the location retention runs from Pilot Settings', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'Pilot Settings' }).click();
  await page.getByRole('menuitem', { name: 'Location Retention' }).click();
  await expect(page).toHaveURL(/\/locationRetention$/);
  await expect(page).toHaveTitle(/Location Retention/);
  await expect(page.getByRole('heading', { level: 1, name: 'Location Retention' })).toBeVisible();
  await expect(page.getByText(/Each day the retention job destroys the location data/)).toBeVisible();
  // The runs the API lists are the rows (none before the first night's run).
  const { listLocationRetentionRuns } = await gql<{ listLocationRetentionRuns: { items: { id: string }[] } }>(
    page.request,
    '{ listLocationRetentionRuns(limit: 100) { items { id } } }',
  );
  if (listLocationRetentionRuns.items.length === 0) {
    await expect(page.getByText('The retention job has not run yet.')).toBeVisible();
  } else {
    await expect(page.getByRole('columnheader', { name: 'GPS points' })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-location-retention');
});

test('staff open the account erasure runs from Pilot Settings', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'Pilot Settings' }).click();
  await page.getByRole('menuitem', { name: 'Account Erasure' }).click();
  await expect(page).toHaveURL(/\/accountErasure$/);
  await expect(page).toHaveTitle(/Account Erasure/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Erasure' })).toBeVisible();
  await expect(page.getByText(/erases the personal data of accounts closed longer than/)).toBeVisible();
  // The runs the API lists are the rows (none before the first night's run).
  const { listAccountErasureRuns } = await gql<{ listAccountErasureRuns: { items: { id: string }[] } }>(
    page.request,
    '{ listAccountErasureRuns(limit: 100) { items { id } } }',
  );
  if (listAccountErasureRuns.items.length === 0) {
    await expect(page.getByText('The erasure job has not run yet.')).toBeVisible();
  } else {
    await expect(page.getByRole('columnheader', { name: 'Erased' })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-account-erasure');
});
