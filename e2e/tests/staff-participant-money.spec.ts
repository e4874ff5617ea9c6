import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatCents } from '@rc/domain';
import { DEMO, gql, signInAsAdmin, staffScreenshots } from './account';
import { expectNoAxeViolations } from './enrolment-steps';

/**
 * Staff console, participant detail (staff spec sections 2-6, 9): the Trips, Invalidate Trips,
 * Statements, Payments, Notifications and Participant View tabs for driver@ (GPS device) and manual@
 * (odometer photos), as admin@. Figures on screen are compared with what the API returns right then.
 * What this journey changes it restores: the invalidated trip is made valid again, the card staff add
 * for manual@ is deleted and manual@'s default card is restored.
 */

async function usernameByEmail(request: APIRequestContext, email: string): Promise<string> {
  const data = await gql<{ searchParticipants: { items: { username: string; email: string }[] } }>(
    request,
    'query($s: String) { searchParticipants(search: $s, limit: 5) { items { username email } } }',
    { s: email },
  );
  const found = data.searchParticipants.items.find((p) => p.email === email);
  if (!found) throw new Error(`no participant ${email}`);
  return found.username;
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tablist', { name: 'Participant detail' }).getByRole('tab', { name, exact: true }).click();
  await expect(
    page.getByRole('tablist', { name: 'Participant detail' }).getByRole('tab', { name, exact: true }),
  ).toHaveAttribute('aria-selected', 'true');
}

const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });

const TRIPS = `query($u: ID!, $f: ModelTripFilterInput) {
  getTripsByUsernameByCreatedAt(username: $u, filter: $f, limit: 20) {
    items { id invalid notes processStatus distMro mileageFeeCents paymentStatus } } }`;
const STATEMENTS = `query($u: ID!) { getParticipantStatementsByUsername(username: $u, limit: 5) {
  items { id month balance pdfUrl } } }`;
const TRANSACTIONS = `query($u: ID!) { getTransactionsByUsernameByCreatedAt(username: $u, limit: 5) {
  items { id type amountCents status standing } } }`;
const NOTIFICATIONS = `query($u: ID!) { getNotificationsByUsername(username: $u, limit: 5) {
  items { id subject text templateName status } } }`;
const CARDS = 'query($u: ID!) { listPaymentCards(username: $u) { items { id last4 isDefault } } }';
const UPDATE_TRIP = 'mutation($input: UpdateTripInput!) { updateTrip(input: $input) { id invalid } }';

interface ApiTrip {
  id: string;
  invalid: boolean;
  notes: string | null;
}

test('admin@ reads driver@ and manual@: trips, invalidation, statements, payments, notifications, participant view', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  const request = page.request;
  const driver = await usernameByEmail(request, DEMO.driver);
  const manual = await usernameByEmail(request, DEMO.manual);

  // ---- Trips (driver@): every trip, admin columns, newest first.
  await page.goto(`/participant/${encodeURIComponent(driver)}?tab=trips`);
  const trips = table(page, 'Trips');
  await expect(trips).toBeVisible();
  const apiTrips = (await gql<{ getTripsByUsernameByCreatedAt: { items: ApiTrip[] } }>(request, TRIPS, { u: driver }))
    .getTripsByUsernameByCreatedAt.items;
  expect(apiTrips.length).toBeGreaterThan(0);
  const newest = apiTrips[0] as ApiTrip;
  await expect(trips.getByRole('row').nth(1)).toContainText(newest.id);
  for (const header of [
    'Trip id',
    'Start',
    'distMro (km)',
    'distGps (km)',
    'Process status',
    'Invalid',
    'Payment status',
  ]) {
    await expect(trips.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-participant-trips');

  // ---- Invalidate Trips (driver@): the note is required; the trip is made valid again at the end.
  const valid = (
    await gql<{ getTripsByUsernameByCreatedAt: { items: ApiTrip[] } }>(request, TRIPS, {
      u: driver,
      f: { invalid: false },
    })
  ).getTripsByUsernameByCreatedAt.items;
  const target = valid[0] as ApiTrip;
  expect(target).toBeDefined();
  await openTab(page, 'Invalidate Trips');
  const invalidate = table(page, 'Invalidate Trips');
  const row = invalidate.getByRole('row').filter({ hasText: target.id });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByRole('button', { name: 'Invalidate', exact: true })).toBeDisabled();
  await row.getByRole('checkbox', { name: 'Select row' }).check();
  await page.getByRole('button', { name: 'Invalidate (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invalidate trips' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Invalidate', exact: true }).click();
  await expect(dialog.getByText('Invalidation note required')).toBeVisible();
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-participant-invalidate-dialog');
  const note = `Journey check ${Date.now()}: duplicate of another trip`;
  try {
    await dialog.getByLabel(/Invalidation note/).fill(note);
    await dialog.getByRole('button', { name: 'Invalidate', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Trip invalidated.')).toBeVisible();
    // The valid list no longer has it; the API says it is invalid with the note.
    await expect(invalidate.getByRole('row').filter({ hasText: target.id })).toHaveCount(0);
    const after = (
      await gql<{ getTripsByUsernameByCreatedAt: { items: ApiTrip[] } }>(request, TRIPS, {
        u: driver,
        f: { invalid: true },
      })
    ).getTripsByUsernameByCreatedAt.items.find((t) => t.id === target.id);
    expect(after).toMatchObject({ invalid: true, notes: note });
    // The Trips tab still lists it, marked invalid.
    await openTab(page, 'Trips');
    await page.getByRole('combobox', { name: 'Validity' }).click();
    await page.getByRole('option', { name: 'Invalid only' }).click();
    await expect(trips.getByRole('row').filter({ hasText: target.id })).toContainText('Yes');
  } finally {
    await gql(request, UPDATE_TRIP, { input: { id: target.id, invalid: false } });
  }

  // ---- Statements (driver@): months, totals and a PDF that downloads.
  await openTab(page, 'Statements');
  const statements = table(page, 'Statements');
  const apiStatements = (
    await gql<{ getParticipantStatementsByUsername: { items: { month: string; pdfUrl: string | null }[] } }>(
      request,
      STATEMENTS,
      { u: driver },
    )
  ).getParticipantStatementsByUsername.items;
  expect(apiStatements.length).toBeGreaterThan(0);
  const latest = apiStatements[0] as { month: string; pdfUrl: string | null };
  await expect(statements.getByRole('row').nth(1)).toContainText(latest.month);
  const withPdf = apiStatements.find((s) => s.pdfUrl);
  expect(withPdf).toBeDefined();
  const download = page.waitForEvent('download');
  await statements.getByRole('link', { name: `PDF of the statement of ${withPdf?.month}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  expect(await file.failure()).toBeNull();
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-participant-statements');

  // ---- Payments (driver@): the saved cards and the transactions, the newest amount as the API says.
  await openTab(page, 'Payments');
  await expect(table(page, 'Saved cards')).toBeVisible();
  const transactions = table(page, 'Transactions');
  const apiTransactions = (
    await gql<{
      getTransactionsByUsernameByCreatedAt: { items: { type: string; amountCents: number; standing: string }[] };
    }>(request, TRANSACTIONS, { u: driver })
  ).getTransactionsByUsernameByCreatedAt.items;
  expect(apiTransactions.length).toBeGreaterThan(0);
  const first = apiTransactions[0] as { type: string; amountCents: number };
  await expect(transactions.getByTestId('transaction-amount').first()).toHaveText(
    formatCents(first.type === 'refund' ? -first.amountCents : first.amountCents),
  );
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-participant-payments');

  // ---- Notifications (driver@): the e-mails, a row opens to its plain text.
  await openTab(page, 'Notifications');
  const notifications = table(page, 'Notifications');
  const apiNotifications = (
    await gql<{ getNotificationsByUsername: { items: { subject: string | null; text: string | null }[] } }>(
      request,
      NOTIFICATIONS,
      { u: driver },
    )
  ).getNotificationsByUsername.items;
  if (apiNotifications.length > 0) {
    const mail = apiNotifications[0] as { subject: string | null; text: string | null };
    await expect(notifications.getByRole('row').nth(1)).toContainText(mail.subject ?? '(no subject)');
    await notifications.getByRole('row').nth(1).getByRole('button', { name: 'Show details' }).click();
    const firstLine =
      (mail.text ?? '').split('\n').find((line) => line.trim()) ?? 'This notification has no plain text.';
    await expect(notifications.getByText(firstLine.trim(), { exact: false }).first()).toBeVisible();
  } else {
    await expect(notifications.getByText('No notifications.')).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-participant-notifications');

  // ---- Participant View (driver@): the participant's dashboard and tabs, read-only.
  await openTab(page, 'Participant View');
  await expect(page.getByRole('heading', { level: 2, name: 'Participant View' })).toBeVisible();
  const inner = page.getByRole('tablist', { name: "The participant's account tabs" });
  await expect(inner.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: /^Welcome/ })).toBeVisible();
  // No h1 but the console's own.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('link', { name: /^Pay/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-participant-view-dashboard');
  await inner.getByRole('tab', { name: 'Trips' }).click();
  const participantTrips = page.getByRole('table', { name: /Trips/ }).last();
  await expect(participantTrips.getByRole('row').nth(1)).toBeVisible();
  await expect(participantTrips.getByRole('link')).toHaveCount(0);
  await inner.getByRole('tab', { name: 'My Info' }).click();
  await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0);
  await inner.getByRole('tab', { name: 'Inquiries' }).click();
  for (const header of ['Participant name', 'Author', 'Status (raw)']) {
    await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Send a new message' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-participant-view-inquiries');

  // ---- tod@ (the account with payable transactions), read only: rows coloured by standing, said in words.
  const tod = await usernameByEmail(request, DEMO.tod);
  await page.goto(`/participant/${encodeURIComponent(tod)}?tab=payments`);
  const todTransactions = (
    await gql<{
      getTransactionsByUsernameByCreatedAt: {
        items: { type: string; amountCents: number; status: string; standing: string }[];
      };
    }>(request, TRANSACTIONS, { u: tod })
  ).getTransactionsByUsernameByCreatedAt.items;
  expect(todTransactions.length).toBeGreaterThan(0);
  const todFirst = todTransactions[0] as { type: string; amountCents: number; status: string; standing: string };
  const todRow = table(page, 'Transactions').getByRole('row').nth(1);
  await expect(todRow.getByTestId('transaction-amount')).toHaveText(
    formatCents(todFirst.type === 'refund' ? -todFirst.amountCents : todFirst.amountCents),
  );
  // The standing is written in its own column whatever the colour.
  await expect(todRow).toContainText(todFirst.standing);
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-participant-payments-tod');

  // ---- manual@: statements, payments with a card added on their behalf, notifications, the view.
  // An inquiry staff open for manual@ (no other journey reads manual@'s inquiries): the view's extra columns.
  const manualParticipant = (
    await gql<{ getParticipant: { firstName: string; lastName: string } }>(
      request,
      'query($u: ID!) { getParticipant(username: $u) { firstName lastName } }',
      { u: manual },
    )
  ).getParticipant;
  const subject = `Staff check ${Date.now()}`;
  const createdInquiry = (
    await gql<{ createParticipantInquiry: { id: string; createdBy: string; status: string } }>(
      request,
      'mutation($input: CreateParticipantInquiryInput!) { createParticipantInquiry(input: $input) { id createdBy status } }',
      {
        input: {
          username: manual,
          category: 'Mileage Reporting',
          subject,
          body: 'Opened by staff on the phone: the participant asked how odometer photos are checked.',
        },
      },
    )
  ).createParticipantInquiry;
  await page.goto(`/participant/${encodeURIComponent(manual)}?tab=trips`);
  await expect(table(page, 'Trips')).toBeVisible();
  await expectNoAxeViolations(page);
  await openTab(page, 'Statements');
  const manualStatements = (
    await gql<{ getParticipantStatementsByUsername: { items: { month: string }[] } }>(request, STATEMENTS, {
      u: manual,
    })
  ).getParticipantStatementsByUsername.items;
  if (manualStatements[0]) {
    await expect(table(page, 'Statements').getByRole('row').nth(1)).toContainText(manualStatements[0].month);
  }
  await expectNoAxeViolations(page);

  await openTab(page, 'Payments');
  const cardsBefore = (
    await gql<{ listPaymentCards: { items: { id: string; last4: string; isDefault: boolean }[] } }>(request, CARDS, {
      u: manual,
    })
  ).listPaymentCards.items;
  await expect(table(page, 'Saved cards').getByRole('row')).toHaveCount(Math.max(cardsBefore.length, 1) + 1);
  let addedId: string | null = null;
  try {
    if (cardsBefore.length < 3) {
      const number = cardsBefore.some((c) => c.last4 === '4444') ? '6011 1111 1111 1117' : '5555 5555 5555 4444';
      const last4 = number.slice(-4);
      await page.getByRole('button', { name: 'Add a card' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Add a card for the participant' })).toBeVisible();
      await page.getByRole('button', { name: 'Add payment method' }).click();
      const frame = page.getByTitle('Card details form of the payment provider').contentFrame();
      await frame.getByLabel('Card number').fill(number);
      await frame.getByLabel('Expiry month').selectOption('10');
      await frame.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
      await frame.getByLabel('Name on card').fill('Manny Manual');
      await expectNoAxeViolations(page);
      await staffScreenshots(page, 'staff-participant-add-card');
      await frame.getByRole('button', { name: 'Save card' }).click();
      await expect(table(page, 'Saved cards').getByRole('row').filter({ hasText: last4 })).toBeVisible();
      const cardsAfter = (
        await gql<{ listPaymentCards: { items: { id: string; last4: string; isDefault: boolean }[] } }>(
          request,
          CARDS,
          {
            u: manual,
          },
        )
      ).listPaymentCards.items;
      addedId = cardsAfter.find((c) => !cardsBefore.some((b) => b.id === c.id))?.id ?? null;
      expect(addedId).not.toBeNull();
    } else {
      await page.getByRole('button', { name: 'Add a card' }).click();
      await expect(
        page.getByText('A maximum of 3 cards are allowed. Please delete some before adding more.'),
      ).toBeVisible();
    }
  } finally {
    if (addedId) {
      await gql(request, 'mutation($input: DeletePaymentCardInput!) { deletePaymentCard(input: $input) { id } }', {
        input: { id: addedId, username: manual },
      });
      const formerDefault = cardsBefore.find((c) => c.isDefault);
      if (formerDefault) {
        await gql(request, 'mutation($input: UpdatePaymentCardInput!) { updatePaymentCard(input: $input) { id } }', {
          input: { id: formerDefault.id, username: manual, isDefault: true },
        });
      }
    }
  }

  // A notification staff schedule for manual@ a year ahead (pending, so no e-mail is sent during the run):
  // its row, and its text shown as text, never as HTML.
  const mailSubject = `Staff check ${Date.now()}`;
  await gql(request, 'mutation($input: CreateNotificationInput!) { createNotification(input: $input) { id status } }', {
    input: {
      username: manual,
      subject: mailSubject,
      text: 'Hello Manny,\nyour odometer photo is being checked. <b>not bold</b>',
      shouldBeSentAt: new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString(),
    },
  });
  await openTab(page, 'Notifications');
  const manualNotifications = table(page, 'Notifications');
  const mailRow = manualNotifications.getByRole('row').filter({ hasText: mailSubject });
  await expect(mailRow).toContainText('pending');
  await mailRow.getByRole('button', { name: 'Show details' }).click();
  await expect(manualNotifications.getByText('your odometer photo is being checked. <b>not bold</b>')).toBeVisible();
  await expect(manualNotifications.locator('b', { hasText: 'not bold' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-participant-notifications-manual');

  await openTab(page, 'Participant View');
  await expect(page.getByRole('heading', { level: 2, name: /^Welcome/ })).toBeVisible();
  await page
    .getByRole('tablist', { name: "The participant's account tabs" })
    .getByRole('tab', { name: 'Create Mileage Report' })
    .click();
  await expect(page.getByText('The participant submits odometer readings here. This view is read-only.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-participant-view-manual');
  await page
    .getByRole('tablist', { name: "The participant's account tabs" })
    .getByRole('tab', { name: 'Inquiries' })
    .click();
  const inquiryRow = page.getByRole('row').filter({ hasText: subject });
  await expect(inquiryRow).toContainText(`${manualParticipant.firstName} ${manualParticipant.lastName}`);
  await expect(inquiryRow).toContainText(createdInquiry.createdBy);
  await expect(inquiryRow).toContainText(createdInquiry.status);
  await expect(page.getByRole('link', { name: 'Send a new message' })).toHaveCount(0);
  await inquiryRow.getByRole('button', { name: `Show the activity of "${subject}"` }).click();
  await expect(page.getByText('Opened by staff on the phone', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-participant-view-manual-inquiries');
});
