import { createHmac, randomBytes } from 'node:crypto';
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { DEMO, DEMO_PASSWORD, gql, signInAs, signInAsAdmin, staffScreenshots, usernameFor } from './account';
import { expectNoAxeViolations } from './enrolment-steps';
import { mailWithSubject } from './mail';

/**
 * Staff console: the inquiries board (/inquiries) and the inquiry detail (/inquiry/{id}), staff spec
 * sections 2, 4 and 9, as admin@; the participant's side through toll@'s own API session; and an
 * e-mail answer posted to POST /webhooks/inbound-email signed as the inbound provider (Mailgun) would
 * (docs/inbound-email.md). Only inquiries this journey opens for toll@ are changed.
 */

const CREATE = `mutation($input: CreateParticipantInquiryInput!) { createParticipantInquiry(input: $input) { id } }`;
const GET = `query($id: ID!) { getParticipantInquiry(id: $id) { id status updatedBy } }`;
const COMMENTS = `query($id: ID!) { listParticipantInquiryComments(inquiryId: $id) { items { author type body } } }`;

async function participantSession(email: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  const res = await context.post('/api/auth/sign-in/email', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return context;
}

async function openInquiry(request: APIRequestContext, username: string, subject: string): Promise<string> {
  const data = await gql<{ createParticipantInquiry: { id: string } }>(request, CREATE, {
    input: {
      username,
      category: 'Tech Support',
      subject,
      body: BODY,
    },
  });
  return data.createParticipantInquiry.id;
}

const BODY = 'My plug-in device has been blinking red since Monday and the app shows no trips for it. '
  .repeat(2)
  .trim();

const column = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name} \\(`) });
const card = (page: Page, id: string) => page.getByTestId(`inquiry-card-${id}`);

async function widthInView(page: Page, locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  if (!box || box.width === 0) return 0;
  return Math.max(0, Math.min(box.x + box.width, width) - Math.max(box.x, 0)) / box.width;
}

test('staff move inquiries across the board, answer and note them, and e-mail replies come back', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const participant = await participantSession(DEMO.toll);
  const username = await usernameFor(DEMO.toll);
  const mouseSubject = `Board mouse ${stamp}`;
  const keysSubject = `Board keys ${stamp}`;
  const mouseId = await openInquiry(participant, username, mouseSubject);
  const keysId = await openInquiry(participant, username, keysSubject);

  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Inquiries' }).first().click();
  await expect(page).toHaveURL(/\/inquiries$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
  for (const name of [
    'New',
    'In Progress',
    'Awaiting Customer Response',
    'Response Received',
    'Awaiting Internal',
    'Closed',
  ]) {
    await expect(column(page, name)).toBeVisible();
  }
  const newColumn = column(page, 'New');
  await expect(newColumn.getByTestId(`inquiry-card-${mouseId}`)).toBeVisible();
  // The card: subject, body cut at 120 characters, category, created and relative updated time.
  const mouseCard = card(page, mouseId);
  await expect(mouseCard.getByRole('link', { name: mouseSubject })).toBeVisible();
  await expect(mouseCard).toContainText(`${BODY.slice(0, 120)}…`);
  await expect(mouseCard).toContainText('Tech Support');
  await expect(mouseCard).toContainText(/Updated (this minute|\d+ minutes? ago)/);
  await expectNoAxeViolations(page);

  // With the mouse: the card goes to In Progress at once and the editor is recorded.
  const target = column(page, 'In Progress');
  const from = await mouseCard.getByRole('button', { name: `Move inquiry ${mouseSubject}` }).boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('board not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 8 });
  await page.mouse.up();
  await expect(target.getByTestId(`inquiry-card-${mouseId}`)).toBeVisible();
  await expect(newColumn.getByTestId(`inquiry-card-${mouseId}`)).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (await gql<{ getParticipantInquiry: { status: string } }>(page.request, GET, { id: mouseId }))
          .getParticipantInquiry.status,
    )
    .toBe('inProgress');
  const moved = await gql<{ getParticipantInquiry: { updatedBy: string } }>(page.request, GET, { id: mouseId });
  expect(moved.getParticipantInquiry.updatedBy).toBe(await usernameFor('admin@example.com'));

  // With the keyboard: pick up with space, two columns right, drop with space; each step announced.
  const handle = card(page, keysId).getByRole('button', { name: `Move inquiry ${keysSubject}` });
  await handle.focus();
  await page.keyboard.press('Space');
  // Picked up (the live region then says at once that it is over its own column).
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`Inquiry ${keysSubject} is over column New.`)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`Inquiry ${keysSubject} is over column Awaiting Customer Response.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(
    page.getByText(`Inquiry ${keysSubject} was dropped in column Awaiting Customer Response.`),
  ).toBeAttached();
  await expect(column(page, 'Awaiting Customer Response').getByTestId(`inquiry-card-${keysId}`)).toBeVisible();
  await expect
    .poll(
      async () =>
        (await gql<{ getParticipantInquiry: { status: string } }>(page.request, GET, { id: keysId }))
          .getParticipantInquiry.status,
    )
    .toBe('awaitingCustomerResponse');

  // On a phone the board scrolls sideways: the keyboard still goes column by column, bringing each into view.
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await pickUp(page, handle, 'Enter');
  await expect(page.getByText(`Inquiry ${keysSubject} is over column Awaiting Customer Response.`)).toBeAttached();
  // Each step scrolls the board; the next key waits for the step before it to be announced.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`Inquiry ${keysSubject} is over column Response Received.`)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`Inquiry ${keysSubject} is over column Awaiting Internal.`)).toBeAttached();
  // In view sideways: at least half the column's width is on screen (its height grows with its cards).
  await expect.poll(() => widthInView(page, column(page, 'Awaiting Internal'))).toBeGreaterThanOrEqual(0.5);
  await page.keyboard.press('Enter');
  await expect(column(page, 'Awaiting Internal').getByTestId(`inquiry-card-${keysId}`)).toBeVisible();
  await expect
    .poll(
      async () =>
        (await gql<{ getParticipantInquiry: { status: string } }>(page.request, GET, { id: keysId }))
          .getParticipantInquiry.status,
    )
    .toBe('awaitingInternal');
  if (wide) await page.setViewportSize(wide);
  await staffScreenshots(page, 'staff-inquiries-board');

  // The detail: Back, the four panels, the timeline and the message form.
  await target.getByRole('link', { name: mouseSubject }).click();
  await expect(page).toHaveURL(new RegExp(`/inquiry/${mouseId}$`));
  await expect(page.getByRole('heading', { level: 1, name: mouseSubject })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  for (const name of ['Inquiry Details', 'Participant Details', 'Vehicle Details', 'MRO Details', 'Activity']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('In Progress');
  await expect(page.getByRole('textbox', { name: 'Assignee' })).toHaveValue('unassigned');
  await expectNoAxeViolations(page);

  const sentAt = Date.now();
  const answer = `Please unplug the device for ten seconds and plug it back in (${stamp}).`;
  await page.getByRole('textbox', { name: 'Message' }).fill(answer);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The message was sent to the participant.' })).toBeVisible();
  await expect(page.getByTestId('inquiry-comment-message').filter({ hasText: answer })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Awaiting Customer Response');

  const note = `Internal: firmware 2.1 known issue (${stamp})`;
  await page.getByRole('checkbox', { name: 'Administrator Note' }).check();
  await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Note (staff only)' }).fill(note);
  await page.getByRole('button', { name: 'Create Note' }).click();
  await expect(page.getByTestId('inquiry-comment-note').filter({ hasText: note })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Awaiting Customer Response');
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-inquiry-detail');

  // The participant sees the answer, never the note.
  const seen = await gql<{ listParticipantInquiryComments: { items: { body: string }[] } }>(participant, COMMENTS, {
    id: mouseId,
  });
  const bodies = seen.listParticipantInquiryComments.items.map((c) => c.body);
  expect(bodies).toContain(answer);
  expect(bodies).not.toContain(note);
  // And on toll@'s own screen: the inquiry's activity in the account's Inquiries tab.
  const participantContext = await page.context().browser()?.newContext();
  if (!participantContext) throw new Error('no browser');
  const participantPage = await participantContext.newPage();
  await signInAs(participantPage, DEMO.toll);
  await participantPage.goto(`/my-account?tab=Inquiries&inquiry=${mouseId}&inquiryTab=Activity`);
  const activity = participantPage.getByRole('list', { name: `Activity of "${mouseSubject}"` });
  await expect(activity.getByRole('listitem').filter({ hasText: answer })).toContainText('Support team');
  await expect(participantPage.getByText(note)).toHaveCount(0);
  await expectNoAxeViolations(participantPage);
  await participantContext.close();

  // The staff e-mail reached the participant: Re: <subject>, threaded, with a signed reply address.
  const mail = await mailWithSubject(DEMO.toll, `Re: ${mouseSubject}`, sentAt);
  expect(mail.text).toContain(answer);
  expect(mail.text ?? '').not.toContain(note);
  const replyAddress = mail.replyTo?.value[0]?.address ?? '';
  expect(replyAddress).toMatch(/^reply\+[0-9a-f]{32}-[0-9a-f]{24}@/);

  // The participant answers by e-mail; the provider posts it, signed.
  const key = process.env.E2E_INBOUND_EMAIL_SIGNING_KEY ?? '';
  const provider = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  const post = async (fields: Record<string, string>, signingKey = key) => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const token = randomBytes(25).toString('hex');
    const signature = createHmac('sha256', signingKey)
      .update(timestamp + token)
      .digest('hex');
    return provider.post('/webhooks/inbound-email', {
      multipart: { ...fields, 'attachment-count': '0', timestamp, token, signature },
    });
  };
  const replyText = `It is green again, thank you! (${stamp})`;
  const reply = {
    recipient: replyAddress,
    sender: DEMO.toll,
    from: `Toll Driver <${DEMO.toll}>`,
    subject: `Re: ${mouseSubject}`,
    'Message-Id': `<answer-${stamp}@mail.example.net>`,
    'In-Reply-To': mail.messageId ?? '',
    References: mail.messageId ?? '',
    'body-plain': `${replyText}\n\nOn Fri, Nov 27, 2026 at 4:00 AM Pilot <no-reply@roadchargepilot.example> wrote:\n> ${answer}\n`,
  };
  const forged = await post(reply, 'not-the-providers-key');
  expect(forged.status()).toBe(401);
  const stranger = await post({ ...reply, sender: 'someone@else.example', from: 'someone@else.example' });
  expect(stranger.status()).toBe(406);
  const stored = await post(reply);
  expect(stored.status()).toBe(201);
  await provider.dispose();

  // Unread on the board and in the top bar until the inquiry is opened.
  await page.goto('/inquiries');
  const received = column(page, 'Response Received').getByTestId(`inquiry-card-${mouseId}`);
  await expect(received.getByTestId('inquiry-unread')).toContainText('1 unread message');
  await expect(page.getByTestId('inquiry-unread-total')).toHaveAccessibleName(/^\d+ unread participant messages?$/);
  await received.getByRole('link', { name: mouseSubject }).click();
  const participantComment = page.getByTestId('inquiry-comment-message').filter({ hasText: replyText });
  await expect(participantComment).toBeVisible();
  await expect(participantComment).toContainText('Participant');
  await expect(participantComment).not.toContainText('wrote:');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Response Received');
  await page.goto('/inquiries');
  await expect(
    column(page, 'Response Received').getByTestId(`inquiry-card-${mouseId}`).getByTestId('inquiry-unread'),
  ).toHaveCount(0);

  // Closing the inquiry from the detail takes the message form away.
  await page.goto(`/inquiry/${mouseId}`);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Closed' }).click();
  await expect(page.getByText('This inquiry is closed; no more messages can be added to it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await participant.dispose();
});

/**
 * Picks a card up with the keyboard once the board has settled. After the viewport changes the board
 * lays its cards out again, and a key pressed during that can reach the card before it is ready. The
 * key is pressed again only while the card is not picked up: a second press would drop it.
 */
async function pickUp(page: Page, handle: Locator, key: 'Space' | 'Enter') {
  await expect(async () => {
    if ((await handle.getAttribute('aria-pressed')) !== 'true') {
      await handle.focus();
      await expect(handle).toBeFocused();
      await page.keyboard.press(key);
    }
    await expect(handle).toHaveAttribute('aria-pressed', 'true', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

test('the board filters by participant and category, and a move the server never takes is rolled back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const toll = await participantSession(DEMO.toll);
  const driver = await participantSession(DEMO.driver);
  const tollSubject = `Filter toll ${stamp}`;
  const driverSubject = `Filter driver ${stamp}`;
  const tollId = await openInquiry(toll, await usernameFor(DEMO.toll), tollSubject);
  const driverId = await openInquiry(driver, await usernameFor(DEMO.driver), driverSubject);

  await signInAsAdmin(page);
  await page.goto('/inquiries');
  const newColumn = column(page, 'New');
  await expect(newColumn.getByTestId(`inquiry-card-${tollId}`)).toBeVisible();
  await expect(newColumn.getByTestId(`inquiry-card-${driverId}`)).toBeVisible();

  // Participant: toll@'s inquiries only.
  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByLabel('Participant').fill(DEMO.toll);
  await page.getByRole('option', { name: new RegExp(DEMO.toll.replace(/\./g, '\\.')) }).click();
  await expect(newColumn.getByTestId(`inquiry-card-${driverId}`)).toHaveCount(0);
  await expect(newColumn.getByTestId(`inquiry-card-${tollId}`)).toBeVisible();
  // Category: both are Tech Support, so another category shows neither.
  await filters.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Policy Question' }).click();
  await expect(newColumn.getByTestId(`inquiry-card-${tollId}`)).toHaveCount(0);
  await filters.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Tech Support' }).click();
  await expect(newColumn.getByTestId(`inquiry-card-${tollId}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await staffScreenshots(page, 'staff-inquiries-filtered');

  // The connection drops as the move is sent: the card goes over at once, then back, with a message.
  await page.route('**/graphql', (route) =>
    (route.request().postData() ?? '').includes('mutation StaffUpdateInquiry')
      ? route.abort('failed')
      : route.fallback(),
  );
  const handle = card(page, tollId).getByRole('button', { name: `Move inquiry ${tollSubject}` });
  // The screenshots just above changed the viewport and back, so the board is laid out again.
  await pickUp(page, handle, 'Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(page.getByText('The inquiry could not be moved; it is back in New.', { exact: false })).toBeVisible();
  await expect(newColumn.getByTestId(`inquiry-card-${tollId}`)).toBeVisible();
  await expect(column(page, 'In Progress').getByTestId(`inquiry-card-${tollId}`)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.unroute('**/graphql');
  const stored = await gql<{ getParticipantInquiry: { status: string } }>(page.request, GET, { id: tollId });
  expect(stored.getParticipantInquiry.status).toBe('new');

  // Close both so the board of later runs stays short.
  for (const id of [tollId, driverId]) {
    await gql(
      page.request,
      'mutation($input: UpdateParticipantInquiryInput!) { updateParticipantInquiry(input: $input) { id } }',
      {
        input: { id, status: 'closed' },
      },
    );
  }
  await toll.dispose();
  await driver.dispose();
});
