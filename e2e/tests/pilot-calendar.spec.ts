import { expect, type Page, test } from '@playwright/test';
import { pilotCalendarOf, pilotCalendarWords, pilotPhase } from '@rc/domain';
import { pdfText } from '../../apps/server/test/pdf-text';
import { DEMO, gql, signInAs, signInAsAdmin, staffScreenshots, usernameOf } from './account';
import {
  completeAgreements,
  expectNoAxeViolations,
  screenshots,
  signUp,
  stepHeading,
  toReportingOptions,
} from './enrolment-steps';
import { mailWithSubject } from './mail';

/**
 * The pilot calendar (issue 18): the dates, first billing month, real-or-mock charges and gift-card
 * amount staff configure are what a participant enrolled today reads everywhere: the enrolment
 * agreements step, the dashboard notice, the FAQ, the enrolment e-mail, the participant agreement and
 * the statement PDF. Nothing is changed here (the journeys share a server): the demo's configuration
 * is read through the staff API and every text is checked against it.
 */

const staffCalendarQuery = '{ listConfigurations(limit: 100) { items { key value } } }';

async function openFaqAnswer(page: Page, question: string) {
  const button = page.getByRole('button', { name: question });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  return page.getByRole('region', { name: question });
}

test('a participant enrolled today sees the configured pilot calendar on every page, e-mail and PDF', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);

  // Staff's configuration, as the configuration page lists it.
  const staff = await browser.newContext();
  let values: Record<string, string | null>;
  try {
    const staffPage = await staff.newPage();
    await signInAsAdmin(staffPage);
    const list = await gql<{ listConfigurations: { items: { key: string; value: string | null }[] } }>(
      staffPage.request,
      staffCalendarQuery,
    );
    values = Object.fromEntries(list.listConfigurations.items.map((c) => [c.key, c.value]));
    await staffPage.goto('/configurations');
    const table = staffPage.getByRole('table');
    await expect(table.getByRole('row', { name: /PILOT_START_DATE/ })).toContainText(values.PILOT_START_DATE ?? '');
    await staffScreenshots(staffPage, 'pilot-calendar-configuration');
  } finally {
    await staff.close();
  }
  for (const key of [
    'PILOT_START_DATE',
    'PILOT_END_DATE',
    'PILOT_FIRST_BILLING_MONTH',
    'PILOT_CHARGES_REAL',
    'PILOT_GIFT_CARD_AMOUNT',
  ])
    expect(values[key], key).toBeTruthy();
  const calendar = pilotCalendarOf(values);
  const now = new Date();
  const words = pilotCalendarWords(calendar, now, 'en');
  const spanish = pilotCalendarWords(calendar, now, 'es');
  // The demo tells one story: a pilot running now, whose statements are charged with real money. (Whether
  // Pay is open, PAYMENTS_ALLOWED, other journeys of this shard switch and put back; the demo seed's
  // value is checked by the demo-cards server test.)
  expect(pilotPhase(calendar, now)).toBe('running');
  expect(calendar.chargesReal).toBe(true);

  // Enrolment today: the gift-card note on the Agreements step states the configured amount.
  const email = `calendar.${Date.now()}@example.com`;
  const enrolledAt = Date.now();
  await signUp(page, email);
  await toReportingOptions(page);
  await page.getByRole('radio', { name: /GPS Enabled/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Agreements')).toBeVisible();
  await expect(
    page.getByText(`Answering Yes makes you ineligible for up to ${words.giftCardAmount} in gift cards.`),
  ).toBeVisible();
  await screenshots(page, 'pilot-calendar-agreements');
  await completeAgreements(page);

  // The dashboard: the notice before the first statement, and the projection's end, from the same calendar.
  const notice = `The pilot started on ${words.startDate} and runs until ${words.endDate}. Your first statement will be billed in ${words.firstStatementMonth}.`;
  await expect(page.getByText(notice, { exact: true })).toBeVisible();
  const username = await usernameOf(page.request);
  const dashboard = await gql<{ getParticipantDashboard: { pilotEndDate: string; hasStatements: boolean } }>(
    page.request,
    'query($u: ID!) { getParticipantDashboard(username: $u) { pilotEndDate hasStatements } }',
    { u: username },
  );
  expect(dashboard.getParticipantDashboard).toEqual({ pilotEndDate: calendar.endDate, hasStatements: false });
  await expect(page.getByRole('main')).not.toContainText(/2021|1 August 2024/);
  await expectNoAxeViolations(page);
  await screenshots(page, 'pilot-calendar-dashboard');

  // The FAQ: the real-money and duration answers follow the configuration, in both languages.
  await page.goto('/q+and+a');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(await openFaqAnswer(page, 'Will I pay real money?')).toHaveText(
    `Yes. The statements of this pilot are real: each month you pay the road charge for the month before, less your fuel-tax credit, from your dashboard. Your first statement will be billed in ${words.firstStatementMonth}.`,
  );
  await expect(await openFaqAnswer(page, 'How long does the study last?')).toHaveText(
    `The study runs from ${words.startDate} to ${words.endDate}.`,
  );
  await expect(page.getByRole('main')).not.toContainText(/2021|mock invoices/);
  await expectNoAxeViolations(page);
  await screenshots(page, 'pilot-calendar-faq');
  await page.getByRole('button', { name: 'ES', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
  await expect(await openFaqAnswer(page, '¿Cuánto dura el estudio?')).toHaveText(
    `El estudio se realiza desde el ${spanish.startDate} hasta el ${spanish.endDate}.`,
  );
  await expect(await openFaqAnswer(page, '¿Pagaré dinero real?')).toContainText(
    `Su primer estado de cuenta se facturará en ${spanish.firstStatementMonth}.`,
  );
  await screenshots(page, 'pilot-calendar-faq-es');
  await page.getByRole('button', { name: 'EN', exact: true }).click();

  // The Inquiries tab's contact box: the gift-card amount.
  await page.goto('/dashboard?tab=Inquiries');
  await expect(page.getByRole('region', { name: 'Contact us' })).toContainText(
    `Surveys and gift cards (up to ${words.giftCardAmount})`,
  );

  // The enrolment e-mail states the same dates, and that statements are real money.
  const mail = await mailWithSubject(email, 'We received your enrollment', enrolledAt);
  expect(mail.text?.replace(/\s+/g, ' ')).toContain(
    `The pilot runs from ${words.startDate} to ${words.endDate}. Your first statement will be billed in ${words.firstStatementMonth}. Statements are real: you pay them from your account.`,
  );

  // The participant agreement the Agreements step links to.
  const agreement = await page.request.get('/documents/participant-agreement.pdf');
  expect(agreement.status()).toBe(200);
  const agreementText = pdfText(await agreement.body());
  expect(agreementText).toContain(`runs from ${words.startDate} to ${words.endDate}.`);
  expect(agreementText).toContain(`The first payment is due in ${words.firstBillingMonth}`);
  expect(agreementText).toContain(`Participants can earn up to ${words.giftCardAmount} in gift cards.`);

  // A statement PDF (a demo participant's: the new one has none yet) states the same pilot.
  const driver = await browser.newContext();
  try {
    const driverPage = await driver.newPage();
    await signInAs(driverPage, DEMO.driver);
    const statements = await gql<{ getParticipantStatementsByUsername: { items: { pdfUrl: string | null }[] } }>(
      driverPage.request,
      'query($u: ID!) { getParticipantStatementsByUsername(username: $u, limit: 100) { items { pdfUrl } } }',
      { u: await usernameOf(driverPage.request) },
    );
    const url = statements.getParticipantStatementsByUsername.items.find((s) => s.pdfUrl)?.pdfUrl;
    expect(url).toBeTruthy();
    const pdf = await driverPage.request.get(url ?? '');
    expect(pdf.status()).toBe(200);
    const statementText = pdfText(await pdf.body());
    expect(statementText).toContain(
      `The California Road Charge Pilot runs from ${words.startDate} to ${words.endDate}.`,
    );
    expect(statementText).not.toContain('mock statement');
  } finally {
    await driver.close();
  }
});
