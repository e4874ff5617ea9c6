import { describe, expect, it } from 'vitest';
import {
  CONFIGURATION_DEFAULTS,
  CONFIGURATION_DEFINITIONS,
  configurationValueError,
  firstStatementMonth,
  messages,
  NOTIFICATION_TEMPLATES,
  type PilotCalendar,
  pilotCalendarOf,
  pilotCalendarOrderError,
  pilotCalendarWords,
  pilotPhase,
  renderNotificationTemplate,
} from '../index.js';

/** The spec's pilot (participant spec section 1), which the defaults must be. */
const SPEC: PilotCalendar = {
  startDate: '2024-08-01',
  endDate: '2025-01-31',
  firstBillingMonth: '2024-09',
  chargesReal: true,
  giftCardDollars: 400,
};

const demo: PilotCalendar = {
  startDate: '2026-10-01',
  endDate: '2027-02-28',
  firstBillingMonth: '2026-11',
  chargesReal: true,
  giftCardDollars: 250,
};

describe('pilot calendar configuration', () => {
  it('defaults to the spec pilot, with a definition for every key', () => {
    expect(pilotCalendarOf({})).toEqual(SPEC);
    const keys = CONFIGURATION_DEFINITIONS.map((d) => d.key);
    for (const key of [
      'PILOT_START_DATE',
      'PILOT_END_DATE',
      'PILOT_FIRST_BILLING_MONTH',
      'PILOT_CHARGES_REAL',
      'PILOT_GIFT_CARD_AMOUNT',
    ])
      expect(keys).toContain(key);
    expect(CONFIGURATION_DEFAULTS.PILOT_START_DATE).toBe('2024-08-01');
  });

  it('reads stored values and takes the default for each unusable one', () => {
    expect(
      pilotCalendarOf({
        PILOT_START_DATE: '2026-10-01',
        PILOT_END_DATE: ' 2027-02-28 ',
        PILOT_FIRST_BILLING_MONTH: '2026-11',
        PILOT_CHARGES_REAL: 'false',
        PILOT_GIFT_CARD_AMOUNT: '0',
      }),
    ).toEqual({ ...demo, chargesReal: false, giftCardDollars: 0 });
    expect(
      pilotCalendarOf({
        PILOT_START_DATE: '2026-02-30',
        PILOT_END_DATE: null,
        PILOT_FIRST_BILLING_MONTH: '2026-13',
        PILOT_CHARGES_REAL: 'yes',
        PILOT_GIFT_CARD_AMOUNT: '40.5',
      }),
    ).toEqual(SPEC);
  });

  it.each([
    ['PILOT_START_DATE', '2026-10-01', null],
    ['PILOT_START_DATE', '2026-02-29', 'pilotStartDateInvalid'],
    ['PILOT_START_DATE', '10/01/2026', 'pilotStartDateInvalid'],
    ['PILOT_START_DATE', '', 'configurationValueRequired'],
    ['PILOT_FIRST_BILLING_MONTH', '2026-11', null],
    ['PILOT_FIRST_BILLING_MONTH', '2026-11-01', 'pilotFirstBillingMonthInvalid'],
    ['PILOT_FIRST_BILLING_MONTH', 'November', 'pilotFirstBillingMonthInvalid'],
    ['PILOT_FIRST_BILLING_MONTH', '', 'configurationValueRequired'],
    ['PILOT_CHARGES_REAL', 'false', null],
    ['PILOT_CHARGES_REAL', 'no', 'configurationValueNotAnOption'],
    ['PILOT_CHARGES_REAL', '', 'configurationValueNotAnOption'],
    ['PILOT_GIFT_CARD_AMOUNT', '0', null],
    ['PILOT_GIFT_CARD_AMOUNT', '100000', null],
    ['PILOT_GIFT_CARD_AMOUNT', '100001', 'pilotGiftCardAmountInvalid'],
    ['PILOT_GIFT_CARD_AMOUNT', '$400', 'pilotGiftCardAmountInvalid'],
    ['PILOT_GIFT_CARD_AMOUNT', '400.00', 'pilotGiftCardAmountInvalid'],
    ['PILOT_GIFT_CARD_AMOUNT', '', 'configurationValueRequired'],
  ])('%s = %j → %s', (key, value, expected) => {
    expect(configurationValueError(key, value)).toBe(expected);
  });

  const order = (start: string, end: string, billing: string) => ({
    PILOT_START_DATE: start,
    PILOT_END_DATE: end,
    PILOT_FIRST_BILLING_MONTH: billing,
  });
  it.each([
    [order('2024-08-01', '2025-01-31', '2024-09'), null],
    [order('2024-08-01', '2024-08-01', '2024-08'), null],
    [order('2024-08-01', '2025-01-31', '2025-02'), null],
    [order('2025-02-01', '2025-01-31', '2025-02'), 'pilotDatesOrder'],
    [order('2024-08-01', '2025-01-31', '2024-07'), 'pilotFirstBillingMonthOutside'],
    [order('2024-08-01', '2025-01-31', '2025-03'), 'pilotFirstBillingMonthOutside'],
    // A value that is not usable is configurationValueError's to refuse: not compared.
    [order('x', '2025-01-31', '2024-01'), null],
  ])('order of %j → %s', (values, expected) => {
    expect(pilotCalendarOrderError(values)).toBe(expected);
  });
});

describe('where a participant stands in the calendar', () => {
  it('knows the phase by the Pacific day', () => {
    expect(pilotPhase(demo, new Date('2026-10-01T06:59:00Z'))).toBe('upcoming'); // 30 Sep, 23:59 in California
    expect(pilotPhase(demo, new Date('2026-10-01T07:00:00Z'))).toBe('running');
    expect(pilotPhase(demo, new Date('2027-03-01T07:59:00Z'))).toBe('running'); // 28 Feb, 23:59 PST
    expect(pilotPhase(demo, new Date('2027-03-01T08:00:00Z'))).toBe('ended');
  });

  it('bills the first statement in the first billing month, or the month after today once that has passed', () => {
    expect(firstStatementMonth(demo, new Date('2026-09-15T12:00:00Z'))).toBe('2026-11');
    expect(firstStatementMonth(demo, new Date('2026-10-20T12:00:00Z'))).toBe('2026-11');
    expect(firstStatementMonth(demo, new Date('2026-11-27T12:00:00Z'))).toBe('2026-12');
    expect(firstStatementMonth(demo, new Date('2026-12-31T12:00:00Z'))).toBe('2027-01');
    expect(firstStatementMonth(SPEC, new Date('2026-11-27T12:00:00Z'))).toBe('2026-12');
  });

  it('states the facts in words in both languages', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(pilotCalendarWords(demo, now, 'en')).toEqual({
      startDate: 'October 1, 2026',
      endDate: 'February 28, 2027',
      firstBillingMonth: 'November 2026',
      firstStatementMonth: 'December 2026',
      giftCardAmount: '$250',
    });
    expect(pilotCalendarWords(demo, now, 'es')).toEqual({
      startDate: '1 de octubre de 2026',
      endDate: '28 de febrero de 2027',
      firstBillingMonth: 'noviembre de 2026',
      firstStatementMonth: 'diciembre de 2026',
      giftCardAmount: '$250',
    });
  });
});

describe('texts built from the calendar', () => {
  const recipient = (language: 'en' | 'es') => ({ email: 'ana@example.com', language, firstName: 'Ana' });
  const now = new Date('2026-11-27T12:00:00Z');

  it('the enrolment e-mail states the configured dates and whether money is real', () => {
    const en = renderNotificationTemplate('accountOnboarded', {
      recipient: recipient('en'),
      portalUrl: 'https://portal.example.org',
      pilot: { calendar: demo, now },
    });
    expect(en.text).toContain(
      'The pilot runs from October 1, 2026 to February 28, 2027. Your first statement will be billed in December 2026. Statements are real: you pay them from your account.',
    );
    const es = renderNotificationTemplate('accountOnboarded', {
      recipient: recipient('es'),
      portalUrl: 'https://portal.example.org',
      pilot: { calendar: { ...demo, chargesReal: false }, now },
    });
    expect(es.text).toContain(
      'El programa piloto se realiza desde el 1 de octubre de 2026 hasta el 28 de febrero de 2027. Su primer estado de cuenta se facturará en diciembre de 2026. Los estados de cuenta son facturas simuladas: no se cobra dinero real.',
    );
    expect(es.html).toContain('1 de octubre de 2026');
  });

  it('leaves the calendar paragraph out when the calendar is not given', () => {
    const text = renderNotificationTemplate('accountOnboarded', {
      recipient: recipient('en'),
      portalUrl: 'https://portal.example.org',
    }).text;
    expect(text).not.toContain('The pilot runs from');
    expect(text).not.toContain('{');
  });

  it('the spec notice before the first statement takes the calendar words', () => {
    expect(messages.preStatementNotice).toBe(
      'The pilot officially starts on {{startDate}}. Your first statement will be billed in {{firstStatementMonth}}.',
    );
    expect(messages.preStatementNoticeRunning).toContain('{{endDate}}');
  });
});

/**
 * A year, a month's name or a dollar amount written into a text instead of coming from the calendar
 * (English months capitalised, as in a date; 'May' left out: it is also the verb).
 */
const PILOT_FACT =
  /\b(19|20)\d{2}\b|\$\s?\d|\b(January|February|March|April|June|July|August|September|October|November|December|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b/;

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('no text hard-codes a pilot date, year or amount', () => {
  it('holds for the spec messages', () => {
    for (const [key, text] of Object.entries(messages)) expect(text, key).not.toMatch(PILOT_FACT);
  });

  it('holds for every e-mail template in both languages', () => {
    for (const [name, template] of Object.entries(NOTIFICATION_TEMPLATES))
      for (const text of strings(template)) expect(text, name).not.toMatch(PILOT_FACT);
  });
});
