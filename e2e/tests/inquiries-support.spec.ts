import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, gql, signInAs, usernameOf } from './account';
import { expectNoAxeViolations, screenshots } from './enrolment-steps';

/**
 * Support and inquiries (participant spec section 2): the support form creates an inquiry that the
 * Inquiries tab lists; the participant reads and answers the conversation there; staff answers, notes
 * and closing show as the participant should see them. Only cordon@ is changed by this journey.
 */

const SUPPORT_RECEIVED = 'Your message has been received.  We will respond within 2 business days.';
const MESSAGE_MIN = 'A minimum of 25 characters is required for the message.';
const MESSAGE_HINT = 'Message is required with at least 25 characters';

interface InquiryView {
  id: string;
  category: string | null;
  subject: string | null;
  participantStatus: 'open' | 'closed';
  status: string;
}

const INQUIRIES = `query($u: String!) { getInquiriesByUsernameByStatus(username: $u, limit: 1000) {
  items { id category subject participantStatus status } } }`;

async function inquiriesOf(request: APIRequestContext, username: string): Promise<InquiryView[]> {
  const data = await gql<{ getInquiriesByUsernameByStatus: { items: InquiryView[] } }>(request, INQUIRIES, {
    u: username,
  });
  return data.getInquiriesByUsernameByStatus.items;
}

async function commentsOf(request: APIRequestContext, inquiryId: string) {
  const data = await gql<{
    listParticipantInquiryComments: { items: { author: string; type: string; body: string }[] };
  }>(request, 'query($id: ID!) { listParticipantInquiryComments(inquiryId: $id) { items { author type body } } }', {
    id: inquiryId,
  });
  return data.listParticipantInquiryComments.items;
}

/** Staff work on the inquiry through the API, in their own request context (not the participant's page). */
async function asAdmin(request: APIRequestContext) {
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@example.com', password: DEMO_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  return {
    comment: (inquiryId: string, body: string, type: 'message' | 'note') =>
      gql(
        request,
        'mutation($i: CreateParticipantInquiryCommentInput!) { createParticipantInquiryComment(input: $i) { id } }',
        {
          i: { inquiryId, body, type },
        },
      ),
    close: (id: string) =>
      gql(request, 'mutation($i: UpdateParticipantInquiryInput!) { updateParticipantInquiry(input: $i) { id } }', {
        i: { id, status: 'closed' },
      }),
  };
}

const rowOf = (page: Page, subject: string) => page.getByRole('row').filter({ hasText: subject });

test('a support message becomes an open inquiry that the participant reads and answers in the Inquiries tab', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, DEMO.cordon);
  const username = await usernameOf(page.request);
  const before = await inquiriesOf(page.request, username);
  const subject = `Device light ${Date.now()}`;
  const body = 'The light on my device has been blinking red since yesterday evening.';

  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Frequently Asked Questions' })).toHaveAttribute('href', '/q+and+a');
  await expect(page.getByRole('link', { name: /^Privacy Policy/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '(888) 555-0142' })).toHaveAttribute('href', 'tel:+18885550142');
  const message = page.getByRole('textbox', { name: 'Message' });
  await expect(page.getByText(MESSAGE_HINT)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'support');

  // The six topics, then a message that is too short: the spec's error and nothing is sent.
  const topic = page.getByRole('combobox', { name: 'Topic' });
  await expect(topic.locator('option:not([value=""])')).toHaveText([
    'Policy Question',
    'Tech Support',
    'Account Question',
    'Incentives',
    'Mileage Reporting',
    'Other',
  ]);
  await topic.selectOption('Tech Support');
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await message.fill('Blinking red light.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGE_MIN })).toBeVisible();
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await screenshots(page, 'support-short-message');
  expect(await inquiriesOf(page.request, username)).toHaveLength(before.length);

  await message.fill(body);
  await page.getByRole('button', { name: 'Submit' }).click();
  const received = page.getByRole('status').filter({ hasText: 'Your message has been received.' });
  await expect(received).toBeVisible();
  expect(await received.textContent()).toBe(SUPPORT_RECEIVED);
  await expectNoAxeViolations(page);
  await screenshots(page, 'support-received');

  const after = await inquiriesOf(page.request, username);
  expect(after).toHaveLength(before.length + 1);
  const created = after.find((inquiry) => inquiry.subject === subject);
  expect(created).toMatchObject({ category: 'Tech Support', status: 'new', participantStatus: 'open' });
  if (!created) throw new Error('the support message did not create an inquiry');

  // The Inquiries tab lists it newest first, open, last updated by 'system'.
  await page.getByRole('link', { name: 'See your inquiries' }).click();
  await expect(page).toHaveURL(/\/my-account\?tab=Inquiries$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Your inquiries' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Details',
    'Category',
    'Subject',
    'Created',
    'Last Updated',
    'Last Updated By',
    'Status',
  ]);
  const row = rowOf(page, subject);
  await expect(row.getByRole('cell')).toHaveText([
    '',
    'Tech Support',
    subject,
    /\d{4}\/\d\d\/\d\d/,
    /\d/,
    'system',
    'Open',
  ]);
  await expect(table.getByRole('row').nth(1)).toContainText(subject);
  // The contact box: the Support page, the support and gift-card addresses, the phone line.
  const contact = page.getByRole('region', { name: 'Contact us' });
  await expect(contact.getByRole('link', { name: 'Support page' })).toHaveAttribute('href', '/support');
  await expect(contact.getByRole('link', { name: 'support@roadchargepilot.example' })).toBeVisible();
  await expect(contact).toContainText('Surveys and gift cards (up to $400)');
  await expect(contact.getByRole('link', { name: 'info@roadchargepilot.example' })).toBeVisible();
  await expect(contact.getByRole('link', { name: '(888) 555-0142' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'inquiries-tab');

  // Expanding the row opens its Activity tab, kept in the URL next to the account tab.
  await row.getByRole('button', { name: `Show the activity of "${subject}"` }).click();
  await expect(page).toHaveURL(new RegExp(`tab=Inquiries&inquiry=${created.id}&inquiryTab=Activity$`));
  await expect(page.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
  const activity = page.getByRole('list', { name: `Activity of "${subject}"` });
  await expect(activity.getByRole('listitem')).toHaveCount(1);
  await expect(activity.getByRole('listitem').first()).toContainText('Your inquiry');
  await expect(activity.getByRole('listitem').first()).toContainText(body);

  const send = page.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeDisabled();
  const reply = 'I also unplugged it and plugged it back in.';
  await page.getByRole('textbox', { name: 'Message' }).fill(reply);
  await expect(send).toBeEnabled();
  await page.getByRole('textbox', { name: 'Message' }).fill('   ');
  await expect(send).toBeDisabled();
  await page.getByRole('textbox', { name: 'Message' }).fill(reply);
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent.' })).toBeVisible();
  // Newest first: the reply above the first message.
  await expect(activity.getByRole('listitem')).toHaveCount(2);
  await expect(activity.getByRole('listitem').first()).toContainText('You');
  await expect(activity.getByRole('listitem').first()).toContainText(reply);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await expect(row.getByRole('cell').last()).toHaveText('Open');
  await expectNoAxeViolations(page);
  await screenshots(page, 'inquiries-activity');

  expect(await commentsOf(page.request, created.id)).toEqual([{ author: 'participant', type: 'message', body: reply }]);
  expect((await inquiriesOf(page.request, username)).find((i) => i.id === created.id)).toMatchObject({
    status: 'responseReceived',
    participantStatus: 'open',
  });
});

test('staff answer and close an inquiry: the participant sees the answer and the closed status, never the note, and cannot reply', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, DEMO.cordon);
  const username = await usernameOf(page.request);
  const subject = `Gift card ${Date.now()}`;
  const { createParticipantInquiry: inquiry } = await gql<{ createParticipantInquiry: { id: string } }>(
    page.request,
    'mutation($i: CreateParticipantInquiryInput!) { createParticipantInquiry(input: $i) { id } }',
    {
      i: {
        username,
        category: 'Incentives',
        subject,
        body: 'When will I receive the gift card for the first survey?',
      },
    },
  );

  const admin = await asAdmin(request);
  const answer = 'Gift cards are sent by e-mail within two weeks of the survey closing.';
  const note = `Internal note ${Date.now()}: checked the survey list.`;
  await admin.comment(inquiry.id, note, 'note');
  await admin.comment(inquiry.id, answer, 'message');
  await admin.close(inquiry.id);

  // A link straight to the inquiry's activity opens it expanded.
  await page.goto(`/my-account?tab=Inquiries&inquiry=${inquiry.id}&inquiryTab=Activity`);
  const row = rowOf(page, subject);
  await expect(row.getByRole('cell').last()).toHaveText('Closed');
  await expect(row.getByRole('button', { name: `Hide the activity of "${subject}"` })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const activity = page.getByRole('list', { name: `Activity of "${subject}"` });
  await expect(activity.getByRole('listitem')).toHaveCount(2);
  await expect(activity.getByRole('listitem').first()).toContainText('Support team');
  await expect(activity.getByRole('listitem').first()).toContainText(answer);
  await expect(page.getByText('This inquiry is closed, so no more messages can be added to it.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
  await expect(page.getByText(note)).toHaveCount(0);
  expect((await commentsOf(page.request, inquiry.id)).map((c) => c.type)).toEqual(['message']);
  await expectNoAxeViolations(page);
  await screenshots(page, 'inquiries-closed');

  // Collapsing removes the row from the URL; the account tab stays.
  await row.getByRole('button', { name: `Hide the activity of "${subject}"` }).click();
  await expect(page).toHaveURL(/\/my-account\?tab=Inquiries$/);
  await expect(activity).toHaveCount(0);
});

test('the FAQ answers the spec questions and leads to Support; Support links to the agreement pages', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, DEMO.cordon);
  await page.goto('/q+and+a');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  const questions = page.getByRole('heading', { level: 2 });
  await expect(questions).toHaveText([
    'Who is running this study?',
    'What is an MBUF?',
    'Will I pay real money?',
    'What do I need to do as a participant?',
    'How long does the study last?',
    'What kind of device will I use?',
    'How is my privacy protected?',
  ]);
  await expectNoAxeViolations(page);

  const answers: Record<string, RegExp> = {
    'Who is running this study?': /Caltrans/,
    'What is an MBUF?': /Mileage-Based User Fee/,
    // The answers that state pilot facts follow the demo's pilot calendar (pilot-calendar.spec.ts).
    'Will I pay real money?': /^Yes\. The statements of this pilot are real/,
    'What do I need to do as a participant?': /Drive as you normally do/,
    'How long does the study last?': /^The study runs from \w+ \d{1,2}, \d{4} to \w+ \d{1,2}, \d{4}\.$/,
    'What kind of device will I use?': /with GPS.*without GPS/,
    'How is my privacy protected?': /destroyed within 30 days of the end of the study/,
  };
  for (const [question, answer] of Object.entries(answers)) {
    const button = page.getByRole('button', { name: question });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: question })).toContainText(answer);
  }
  await expectNoAxeViolations(page);
  await screenshots(page, 'faq');

  // The same page in Spanish.
  await page.getByRole('button', { name: 'ES', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
  await expect(page.getByRole('region', { name: '¿Cómo se protege mi privacidad?' })).toContainText(
    'dentro de los 30 días posteriores al final del estudio',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'EN', exact: true }).click();

  await page.getByRole('link', { name: 'Send a message to Support' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();

  // The agreement link opens /tetc, which frames the participant agreement document.
  await page.getByRole('link', { name: 'Participant Agreement', exact: true }).click();
  await expect(page).toHaveURL(/\/tetc$/);
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('src', '/documents/participant-agreement.pdf');
  const pdf = await page.request.get('/documents/participant-agreement.pdf');
  expect(pdf.ok()).toBe(true);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const privacy = await page.request.get('/documents/privacy-policy.pdf');
  expect(privacy.ok()).toBe(true);
  await page.goto('/tutc');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('iframe')).toHaveAttribute('src', '/documents/participant-agreement.pdf');
});
