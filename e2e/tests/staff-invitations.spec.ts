import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signInAs, signInAsAdmin, staffScreenshots } from './account';
import { expectNoAxeViolations } from './enrolment-steps';

test('staff import invitations from pasted rows and from a file, see the counts and rejected rows, and list them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const run = Date.now();
  const first = `staff.import.one.${run}@example.com`;
  const second = `staff.import.two.${run}@example.com`;
  const third = `staff.import.three.${run}@example.com`;

  await signInAsAdmin(page);

  // The staff navigation leads to the page (a chunk of the staff console).
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Invitations' }).click();
  await expect(page).toHaveURL(/\/invitations$/);
  await expect(page).toHaveTitle(/Invitations/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Pasted rows: a header, a new address, the same again, two bad rows, a row without a pilot.
  await page.getByLabel('Pilot for rows without one').selectOption('OB-MBUF');
  await page
    .getByLabel('CSV rows')
    .fill(
      [
        'email,pilot',
        `${first},mbuf+tod`,
        `${first},MBUF+ToD`,
        'not-an-email,MBUF',
        `bad.pilot.${run}@example.com,MBUF+XYZ`,
        second,
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toHaveText(
    'Import finished. Added: 2. Duplicates: 1. Rejected: 2.',
  );
  const rejected = page.getByRole('table', { name: 'Rejected rows' });
  await expect(rejected.getByRole('row')).toHaveCount(3);
  await expect(rejected.getByRole('row').nth(1)).toHaveText(
    ['4', 'not-an-email', 'A correctly formatted email is required'].join(''),
  );
  await expect(rejected.getByRole('row').nth(2)).toHaveText(
    ['5', `bad.pilot.${run}@example.com`, 'The pilot must be one of MBUF, MBUF+ToD, MBUF+C, MBUF+TF or OB-MBUF.'].join(
      '',
    ),
  );
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-invitations-result');

  // A CSV file: loaded into the rows box for review, then imported; a repeat counts as a duplicate.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'invitations.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${third},MBUF+C\r\n${second},OB-MBUF\r\n`),
  });
  await expect(page.getByText('File: invitations.csv')).toBeVisible();
  await expect(page.getByLabel('CSV rows')).toHaveValue(`${third},MBUF+C\n${second},OB-MBUF\n`);
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toHaveText(
    'Import finished. Added: 1. Duplicates: 1. Rejected: 0.',
  );
  await expect(page.getByRole('table', { name: 'Rejected rows' })).toHaveCount(0);

  // An empty import is refused with the file message, and adds nothing.
  await page.getByLabel('CSV rows').fill('');
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'A valid invitations file is required (CSV columns: email, pilot short name).' }),
  ).toBeVisible();

  // The list: newest first, searched by part of the address.
  await page.getByLabel('Search by e-mail').fill(`.${run}@`);
  const list = page.getByRole('table', { name: 'Invitation list' });
  await expect(list.getByRole('row')).toHaveCount(4);
  await expect(list.getByRole('row').nth(1)).toContainText(third);
  await expect(list.getByRole('row').nth(1)).toContainText('MBUF+C');
  await expect(list.getByRole('row').filter({ hasText: first })).toContainText('MBUF+ToD');
  await expect(list.getByRole('row').filter({ hasText: second })).toContainText('OB-MBUF');
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-invitations-list');

  // What staff imported is what sign-up accepts: the new address may create an account.
  const check = await page.request.post('/graphql', {
    data: {
      query: 'mutation($e: String!) { emailCheck(input: { email: $e }) { eligible closed } }',
      variables: { e: third },
    },
  });
  expect((await check.json()).data.emailCheck).toEqual({ eligible: true, closed: false });
});

test('a participant cannot open the invitations page', async ({ page }) => {
  await signInAs(page, DEMO.driver, DEMO_PASSWORD, /\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Invitations' })).toHaveCount(0);
  await page.goto('/invitations');
  await expect(page).toHaveURL(/\/dashboard$/);
});
