import { expect, test } from '@playwright/test';
import { formatCents } from '@rc/domain';
import { gql, screenshots, signInAs, signInAsAdmin, staffScreenshots } from './account';
import { deliverTrip, gpsParticipant, processedTrip } from './deliveries';
import { expectNoAxeViolations } from './enrolment-steps';

/**
 * Disputes (decision 021): a participant disputes a trip's charge on the trip page, staff see it flagged
 * on the trip and decide it in the inquiry with a credit, which becomes an adjustment of the trip linked
 * to the dispute, and the participant sees the outcome. A participant of its own (a GPS device, one trip
 * posted now), so the demo participants' figures stay as the other journeys expect them.
 */

const PASSWORD = 'Dispute-Journey-1';
/** A 1×1 PNG: the photo sent with the dispute. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const REASON = 'I was not driving at that time: the car was parked at home the whole afternoon.';
const DISPUTABLE = `query($id: ID!) { getDisputableItem(itemType: trip, itemId: $id) { amountCents canDispute } }`;
const DISPUTE = `query($id: ID!) { getTrip(id: $id) { dispute { id status creditCents adjustmentId inquiryId } } }`;
const ADJUSTMENTS = `query($id: ID!) { listTripAdjustments(tripId: $id, limit: 20) {
  items { id adjMileageFeeCents note paymentStatus dispute { id } } } }`;

test('a participant disputes a trip, staff uphold it with a credit, and the participant sees the outcome', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const email = `dispute-journey-${stamp}@example.com`;
  const serial = `DSP${stamp}`.slice(0, 16);
  const recordTripId = `dispute-${stamp}`;
  await signInAsAdmin(page);
  // Electric: no fuel tax credit, so the trip's road charge is what is disputed.
  const username = await gpsParticipant(page.request, {
    email,
    password: PASSWORD,
    serial,
    licensePlate: 'DSP0001',
    vehicle: { make: 'Tesla', model: 'Model 3', year: 2022, type: 'electric' },
  });
  await deliverTrip(page.request, { serial, tripId: recordTripId, start: new Date(Date.now() - 60 * 60_000) });
  const trip = await processedTrip(page.request, username, recordTripId);

  // The participant opens the trip and disputes it.
  const context = await browser.newContext();
  const driver = await context.newPage();
  // Never enrolled: the portal may send them on to enrolment; the trip page is theirs all the same.
  await signInAs(driver, email, PASSWORD, /\/(dashboard|my-account|register)/);
  const { getDisputableItem: before } = await gql<{ getDisputableItem: { amountCents: number; canDispute: boolean } }>(
    driver.request,
    DISPUTABLE,
    { id: trip.id },
  );
  expect(before.canDispute).toBe(true);
  expect(before.amountCents).toBeGreaterThan(0);
  await driver.goto(`/trip/${trip.id}`);
  await driver.getByRole('button', { name: 'Dispute this charge' }).click();
  const form = driver.getByRole('dialog', { name: 'Dispute this charge' });
  await expect(form.getByText(`Charge disputed: ${formatCents(before.amountCents)}`)).toBeVisible();
  await expect(form.getByText(/until 30 days after the statement that bills it/)).toBeVisible();
  await form.getByRole('button', { name: 'Send dispute' }).click();
  await expect(form.getByText('A minimum of 25 characters is required for the reason.')).toBeVisible();
  await expectNoAxeViolations(driver);
  await form.getByRole('textbox', { name: /Why do you dispute this charge/ }).fill(REASON);
  await form
    .getByLabel('Add photos or files')
    .setInputFiles({ name: 'parked-at-home.png', mimeType: 'image/png', buffer: PNG });
  await screenshots(driver, 'dispute-form');
  await form.getByRole('button', { name: 'Send dispute' }).click();
  await expect(driver.getByText('Your dispute has been sent. We will answer under Inquiries.')).toBeVisible();
  await expect(form).toBeHidden();
  const status = driver
    .getByRole('status')
    .filter({ hasText: /You disputed this charge on .*does not count as overdue/ });
  await expect(status).toBeFocused();
  await expect(status.getByRole('link', { name: 'parked-at-home.png' })).toBeVisible();
  await expect(driver.getByRole('button', { name: 'Dispute this charge' })).toHaveCount(0);
  // A receipt found later goes with the open dispute.
  const more = driver.getByLabel('Send more photos or files');
  await expect(driver.getByText('a dispute holds 5 files in all (4 more)')).toBeVisible();
  await more.setInputFiles({
    name: 'parking-receipt.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Garage receipt: parked from 08:00 to 18:00.'),
  });
  await expect(driver.getByText('1 file was added to your dispute.')).toBeVisible();
  await expect(status.getByRole('link', { name: 'parking-receipt.txt' })).toBeVisible();
  await expect(driver.getByText('a dispute holds 5 files in all (3 more)')).toBeVisible();
  await expectNoAxeViolations(driver);
  await screenshots(driver, 'dispute-more-files');
  const { getTrip: disputed } = await gql<{ getTrip: { dispute: { id: string; status: string; inquiryId: string } } }>(
    driver.request,
    DISPUTE,
    { id: trip.id },
  );
  expect(disputed.dispute.status).toBe('open');

  // Its inquiry is the participant's, linked from the trip (this participant never finished enrolling,
  // so the account tabs are not theirs to open; the link and the inquiry are checked).
  await expect(driver.getByRole('link', { name: 'Follow the dispute under Inquiries' })).toHaveAttribute(
    'href',
    `/my-account?tab=Inquiries&inquiry=${disputed.dispute.inquiryId}`,
  );
  const { getParticipantInquiry: inquiry } = await gql<{
    getParticipantInquiry: { category: string; subject: string; body: string };
  }>(driver.request, 'query($id: ID!) { getParticipantInquiry(id: $id) { category subject body } }', {
    id: disputed.dispute.inquiryId,
  });
  expect(inquiry).toMatchObject({ category: 'Mileage Reporting', body: REASON });
  expect(inquiry.subject).toMatch(/^Dispute of the trip of \d\d-\d\d-\d{4}$/);

  // Staff: the trip is flagged, the flag opens the inquiry with the dispute and its decision form.
  await page.goto(`/trip/${trip.id}`);
  await page.getByRole('link', { name: 'Disputed: open (open the inquiry)' }).click();
  await expect(page).toHaveURL(new RegExp(`/inquiry/${disputed.dispute.inquiryId}$`));
  const panel = page.getByRole('region', { name: 'Dispute' });
  await expect(panel.getByText(REASON)).toBeVisible();
  // The photo sent with it opens for staff through its signed link.
  const photo = panel.getByRole('link', { name: 'parked-at-home.png' });
  const download = await page.request.get((await photo.getAttribute('href')) ?? '');
  expect(download.status()).toBe(200);
  expect(Buffer.from(await download.body()).equals(PNG)).toBe(true);
  // So does the file added later.
  await expect(panel.getByRole('link', { name: 'parking-receipt.txt' })).toBeVisible();
  await expect(panel.getByText(formatCents(before.amountCents)).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'dispute-staff-open');

  // A credit above the disputed amount is refused and changes nothing; then the credit is given.
  const credit = Math.min(before.amountCents, 5);
  await panel.getByRole('radio', { name: 'Uphold' }).check();
  await panel.getByLabel('Credit ($)').fill(((before.amountCents + 1) / 100).toFixed(2));
  await panel.getByLabel('Decision sent to the participant').fill('Too much.');
  await panel.getByRole('button', { name: 'Record decision' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'The credit must be a whole number of cents from 0 up to the disputed amount.',
  );
  const note = `We found a gap in the device's readings and credited ${formatCents(credit)}. (${stamp})`;
  await panel.getByLabel('Credit ($)').fill((credit / 100).toFixed(2));
  await panel.getByLabel('Decision sent to the participant').fill(note);
  await panel.getByRole('button', { name: 'Record decision' }).click();
  await expect(
    page.getByText('The decision was recorded, sent to the participant, and the inquiry closed.'),
  ).toBeVisible();
  await expect(panel.getByText('Upheld')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record decision' })).toHaveCount(0);
  await expect(page.getByText(note).first()).toBeVisible();
  await staffScreenshots(page, 'dispute-staff-decided');

  // The credit is an adjustment of the trip that links back to the dispute.
  const { getTrip: decided } = await gql<{
    getTrip: { dispute: { id: string; status: string; creditCents: number; adjustmentId: string } };
  }>(page.request, DISPUTE, { id: trip.id });
  expect(decided.dispute).toMatchObject({ status: 'upheld', creditCents: credit });
  const adjustments = (
    await gql<{
      listTripAdjustments: {
        items: { id: string; adjMileageFeeCents: number; paymentStatus: string; dispute: { id: string } | null }[];
      };
    }>(page.request, ADJUSTMENTS, { id: trip.id })
  ).listTripAdjustments.items;
  expect(adjustments).toEqual([
    expect.objectContaining({
      id: decided.dispute.adjustmentId,
      adjMileageFeeCents: -credit,
      paymentStatus: 'pending',
      dispute: { id: decided.dispute.id },
    }),
  ]);
  await page.goto(`/trip/${trip.id}?tab=adjustments`);
  await expect(page.getByRole('link', { name: 'Dispute upheld (open the inquiry)' }).first()).toBeVisible();

  // The participant sees the outcome on the trip, and may dispute it again.
  await driver.goto(`/trip/${trip.id}`);
  await expect(
    driver.getByText(
      new RegExp(`Your dispute was upheld on .*: a credit of \\${formatCents(credit)} will be on your next statement`),
    ),
  ).toBeVisible();
  await expect(driver.getByText(`Decision: ${note}`)).toBeVisible();
  await expectNoAxeViolations(driver);
  await screenshots(driver, 'dispute-outcome');
  await context.close();
});

const STATEMENTS = `query($u: ID!) { getParticipantStatementsByUsername(username: $u, limit: 20) {
  items { id month tripsSummary { vehicleId stateCode net } lineDisputes { id status creditCents adjustmentId inquiryId tripId } } } }`;
type LineDispute = { id: string; status: string; creditCents: number; adjustmentId: string | null; tripId: string };
type Statement = {
  id: string;
  month: string;
  tripsSummary: { vehicleId: string | null; stateCode: string; net: number }[];
  lineDisputes: LineDispute[];
};

test('a participant disputes a line of a statement, staff credit it, and the line shows the outcome', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const email = `line-dispute-${stamp}@example.com`;
  const serial = `LDS${stamp}`.slice(0, 16);
  await signInAsAdmin(page);
  const username = await gpsParticipant(page.request, {
    email,
    password: PASSWORD,
    serial,
    licensePlate: 'LDS0001',
    vehicle: { make: 'Tesla', model: 'Model Y', year: 2023, type: 'electric' },
  });
  // Enrolled as staff would after review, so the account's tabs are theirs.
  await gql(page.request, 'mutation($i: UpdateParticipantInput!) { updateParticipant(input: $i) { username } }', {
    i: { username, status: 'active' },
  });
  // A trip of last month, billed on last month's statement for this participant only.
  const lastMonth = new Date();
  lastMonth.setUTCDate(1);
  lastMonth.setUTCDate(-12);
  lastMonth.setUTCHours(18, 0, 0, 0);
  await deliverTrip(page.request, { serial, tripId: `line-${stamp}`, start: lastMonth });
  const trip = await processedTrip(page.request, username, `line-${stamp}`);
  const { generateStatements: run } = await gql<{ generateStatements: { id: string } }>(
    page.request,
    `mutation($from: DateTime!, $to: DateTime!, $u: [String!]) {
       generateStatements(from: $from, to: $to, participantUsernames: $u, shouldSendEmailToParticipant: true) { id } }`,
    { from: lastMonth.toISOString(), to: lastMonth.toISOString(), u: [username] },
  );
  await expect
    .poll(
      async () =>
        (
          await gql<{ getStatementRun: { status: string } }>(
            page.request,
            'query($id: ID!) { getStatementRun(id: $id) { status } }',
            { id: run.id },
          )
        ).getStatementRun.status,
      { timeout: 60_000 },
    )
    .toBe('completed');
  const statement = async () =>
    (
      await gql<{ getParticipantStatementsByUsername: { items: Statement[] } }>(page.request, STATEMENTS, {
        u: username,
      })
    ).getParticipantStatementsByUsername.items[0] as Statement;
  const billed = await statement();
  const line = billed.tripsSummary[0];
  expect(billed.tripsSummary).toHaveLength(1);
  expect(line?.net).toBeGreaterThan(0);

  // The participant opens the statement's lines and disputes the one line.
  const context = await browser.newContext();
  const driver = await context.newPage();
  await signInAs(driver, email, PASSWORD, /\/(dashboard|my-account)/);
  await driver.goto('/my-account?tab=Statements');
  await driver.getByRole('button', { name: /^Show lines of / }).click();
  const lines = driver.getByRole('table', { name: /billed, by vehicle and state$/ });
  const row = lines.getByRole('row').filter({ hasText: '2023 Tesla Model Y' });
  await expect(row).toContainText(formatCents(line?.net ?? 0));
  await expectNoAxeViolations(driver);
  await row.getByRole('button', { name: /^Dispute the statement line / }).click();
  const form = driver.getByRole('dialog', { name: 'Dispute this charge' });
  await expect(form.getByText(/^Statement line: .* · 2023 Tesla Model Y$/)).toBeVisible();
  await expect(form.getByText(`Charge disputed: ${formatCents(line?.net ?? 0)}`)).toBeVisible();
  await expect(form.getByText(/^You can dispute this charge until /)).toBeVisible();
  await form
    .getByRole('textbox', { name: /Why do you dispute this charge/ })
    .fill('This month shows more miles than my car drove: I was away for two weeks.');
  await form.getByRole('button', { name: 'Send dispute' }).click();
  await expect(form).toBeHidden();
  await expect(row.getByRole('link', { name: 'Disputed' })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Dispute the statement line / })).toHaveCount(0);
  await screenshots(driver, 'dispute-statement-line');
  const open = (await statement()).lineDisputes[0];
  expect(open).toMatchObject({ status: 'open', tripId: trip.id });

  // Staff decide it in its inquiry: a credit of the line's latest trip, in the line's state.
  const inquiryId =
    (
      await gql<{ getDisputableItem: { openDispute: { inquiryId: string } | null } }>(
        page.request,
        `query($id: ID!) { getDisputableItem(itemType: statementLine, itemId: $id) { openDispute { inquiryId } } }`,
        { id: `${billed.id}/${line?.stateCode}/${line?.vehicleId ?? ''}` },
      )
    ).getDisputableItem.openDispute?.inquiryId ?? '';
  await page.goto(`/inquiry/${inquiryId}`);
  const panel = page.getByRole('region', { name: 'Dispute' });
  await expect(panel.getByText(new RegExp(`^Statement line: ${line?.stateCode}, vehicle `))).toBeVisible();
  await expect(panel.getByRole('link', { name: `Credit goes to its latest trip ${trip.id}` })).toBeVisible();
  const credit = Math.min(line?.net ?? 0, 4);
  await panel.getByRole('radio', { name: 'Uphold' }).check();
  await panel.getByLabel('Credit ($)').fill((credit / 100).toFixed(2));
  await panel.getByLabel('Decision sent to the participant').fill(`Corrected the month's distance. (${stamp})`);
  await panel.getByRole('button', { name: 'Record decision' }).click();
  await expect(panel.getByText('Upheld')).toBeVisible();
  await expectNoAxeViolations(page);
  const decided = (await statement()).lineDisputes[0];
  expect(decided).toMatchObject({ status: 'upheld', creditCents: credit });
  const adjustments = (
    await gql<{ listTripAdjustments: { items: { id: string; adjMileageFeeCents: number; stateCode: string }[] } }>(
      page.request,
      'query($id: ID!) { listTripAdjustments(tripId: $id, limit: 20) { items { id adjMileageFeeCents stateCode } } }',
      { id: trip.id },
    )
  ).listTripAdjustments.items;
  expect(adjustments).toEqual([{ id: decided?.adjustmentId, adjMileageFeeCents: -credit, stateCode: line?.stateCode }]);

  // The line shows the outcome, and may be disputed again.
  await driver.reload();
  await driver.getByRole('button', { name: /^Show lines of / }).click();
  await expect(row.getByRole('link', { name: 'Dispute upheld' })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Dispute the statement line / })).toBeVisible();
  await context.close();
});
