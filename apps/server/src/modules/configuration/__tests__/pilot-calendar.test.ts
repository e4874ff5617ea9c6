import { messages } from '@rc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { pdfText } from '../../../../test/pdf-text.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';

let server: TestServer;
let admin: Client;

beforeAll(async () => {
  server = await startTestServer();
  admin = new Client(server.url);
  await admin.signIn('admin@example.com', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

const update = (key: string, value: string) =>
  admin.graphql('mutation($input: UpdateConfigurationInput!) { updateConfiguration(input: $input) { key value } }', {
    input: { key, value },
  });

/** The spec's pilot, restored after each test in an order each save keeps valid. */
async function restoreSpecCalendar() {
  for (const [key, value] of [
    ['PILOT_START_DATE', '2024-08-01'],
    ['PILOT_FIRST_BILLING_MONTH', '2024-09'],
    ['PILOT_END_DATE', '2025-01-31'],
    ['PILOT_CHARGES_REAL', 'true'],
    ['PILOT_GIFT_CARD_AMOUNT', '400'],
  ] as const) {
    const res = await update(key, value);
    expect(res.errors, key).toBeUndefined();
  }
}

const agreementText = async () => {
  const res = await fetch(new URL('/documents/participant-agreement.pdf', server.url));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return pdfText(Buffer.from(await res.arrayBuffer()));
};

describe('the pilot calendar configuration', () => {
  it('starts with the spec pilot, which the participant agreement states', async () => {
    expect(await server.services.configuration.pilotCalendar()).toEqual({
      startDate: '2024-08-01',
      endDate: '2025-01-31',
      firstBillingMonth: '2024-09',
      chargesReal: true,
      giftCardDollars: 400,
    });
    const text = await agreementText();
    expect(text).toContain('The California Road Charge Pilot runs from August 1, 2024 to January 31, 2025.');
    expect(text).toContain('The first payment is due in September 2024 for August miles');
    expect(text).toContain('Participants can earn up to $400 in gift cards.');
  });

  it.each([
    ['PILOT_START_DATE', '2025-02-01', messages.pilotDatesOrder],
    ['PILOT_END_DATE', '2024-07-31', messages.pilotDatesOrder],
    ['PILOT_FIRST_BILLING_MONTH', '2024-07', messages.pilotFirstBillingMonthOutside],
    ['PILOT_FIRST_BILLING_MONTH', '2025-03', messages.pilotFirstBillingMonthOutside],
    ['PILOT_START_DATE', '2024-08-32', messages.pilotStartDateInvalid],
    ['PILOT_FIRST_BILLING_MONTH', 'Sept', messages.pilotFirstBillingMonthInvalid],
    ['PILOT_GIFT_CARD_AMOUNT', '-5', messages.pilotGiftCardAmountInvalid],
    ['PILOT_CHARGES_REAL', 'maybe', messages.configurationValueNotAnOption],
  ])('refuses %s = %j: %s', async (key, value, message) => {
    const res = await update(key, value);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await server.services.configuration.pilotCalendar()).startDate).toBe('2024-08-01');
  });

  it('applies a consistent change at once: the calendar and the agreement follow it', async () => {
    try {
      for (const [key, value] of [
        ['PILOT_END_DATE', '2027-02-28'],
        ['PILOT_FIRST_BILLING_MONTH', '2026-11'],
        ['PILOT_START_DATE', '2026-10-01'],
        ['PILOT_CHARGES_REAL', 'false'],
        ['PILOT_GIFT_CARD_AMOUNT', '250'],
      ] as const) {
        const res = await update(key, value);
        expect(res.errors, key).toBeUndefined();
      }
      expect(await server.services.configuration.pilotCalendar()).toEqual({
        startDate: '2026-10-01',
        endDate: '2027-02-28',
        firstBillingMonth: '2026-11',
        chargesReal: false,
        giftCardDollars: 250,
      });
      const text = await agreementText();
      expect(text).toContain('The California Road Charge Pilot runs from October 1, 2026 to February 28, 2027.');
      expect(text).toContain('The first statement is issued in November 2026 for October miles.');
      expect(text).toContain('Statements are mock invoices: no real money is collected');
      expect(text).toContain('Participants can earn up to $250 in gift cards.');
      expect(text).not.toMatch(/2024|2025|\$400/);
    } finally {
      await restoreSpecCalendar();
    }
  });

  it('is public to read, like every key the pages need', async () => {
    const res = await new Client(server.url).graphql(
      '{ s: getConfiguration(key: "PILOT_START_DATE") { value } g: getConfiguration(key: "PILOT_GIFT_CARD_AMOUNT") { value } }',
    );
    expect(res.data).toEqual({ s: { value: '2024-08-01' }, g: { value: '400' } });
  });
});
