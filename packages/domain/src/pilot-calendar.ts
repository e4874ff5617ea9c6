import { CONFIGURATION_DEFAULTS } from './configuration.js';

/**
 * The pilot calendar (docs/decisions/013-pilot-calendar.md): the pilot's first and last day, the month
 * the first statement is billed, whether its charges are real money and the most a participant can earn
 * in gift cards. They are configuration keys, and every text that states one of them (dashboard notice,
 * FAQ, enrolment, e-mails, statement PDF, participant agreement) is built from this one reading, so no
 * two places can disagree.
 */

export const PILOT_CALENDAR_KEYS = {
  startDate: 'PILOT_START_DATE',
  endDate: 'PILOT_END_DATE',
  firstBillingMonth: 'PILOT_FIRST_BILLING_MONTH',
  chargesReal: 'PILOT_CHARGES_REAL',
  giftCardAmount: 'PILOT_GIFT_CARD_AMOUNT',
} as const;

/** The keys whose values must stand together (pilotCalendarOrderError). */
export const PILOT_CALENDAR_ORDER_KEYS = ['PILOT_START_DATE', 'PILOT_END_DATE', 'PILOT_FIRST_BILLING_MONTH'] as const;

export type PilotCalendarKey = (typeof PILOT_CALENDAR_KEYS)[keyof typeof PILOT_CALENDAR_KEYS];

export interface PilotCalendar {
  /** First day, YYYY-MM-DD (Pacific). */
  startDate: string;
  /** Last day, YYYY-MM-DD (Pacific). */
  endDate: string;
  /** The month the first statement is billed (for the miles of the month before), YYYY-MM. */
  firstBillingMonth: string;
  /** True: statements are paid with real money; false: they are mock invoices. */
  chargesReal: boolean;
  /** The most a participant can earn in gift cards, in whole dollars. */
  giftCardDollars: number;
}

/** The largest gift-card amount staff may set, in dollars. */
export const PILOT_GIFT_CARD_MAX_DOLLARS = 100_000;

/** Where the pilot stands on a day: before its first day, running, or after its last day. */
export type PilotPhase = 'upcoming' | 'running' | 'ended';

const ISO_DAY = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ISO_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const PILOT_TIME_ZONE = 'America/Los_Angeles';

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A month written YYYY-MM. */
export function isIsoMonth(value: string): boolean {
  return ISO_MONTH.test(value);
}

/** Whole dollars from 0 to PILOT_GIFT_CARD_MAX_DOLLARS, digits only. */
export function isGiftCardAmount(value: string): boolean {
  return /^\d{1,6}$/.test(value) && Number(value) <= PILOT_GIFT_CARD_MAX_DOLLARS;
}

function addMonths(month: string, delta: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The calendar from stored configuration values: each missing or unusable value reads as its default
 * (the spec's pilot: 1 August 2024 to 31 January 2025, first statement in September 2024, real
 * charges, up to $400 in gift cards).
 */
export function pilotCalendarOf(values: Partial<Record<PilotCalendarKey, string | null | undefined>>): PilotCalendar {
  const read = (key: PilotCalendarKey, valid: (value: string) => boolean) => {
    const value = values[key]?.trim() ?? '';
    return valid(value) ? value : CONFIGURATION_DEFAULTS[key];
  };
  return {
    startDate: read(PILOT_CALENDAR_KEYS.startDate, isIsoDay),
    endDate: read(PILOT_CALENDAR_KEYS.endDate, isIsoDay),
    firstBillingMonth: read(PILOT_CALENDAR_KEYS.firstBillingMonth, isIsoMonth),
    chargesReal: read(PILOT_CALENDAR_KEYS.chargesReal, (v) => v === 'true' || v === 'false') === 'true',
    giftCardDollars: Number(read(PILOT_CALENDAR_KEYS.giftCardAmount, isGiftCardAmount)),
  };
}

/**
 * Why these calendar values cannot stand together, as a message key; null when they can: the first
 * day is not after the last, and the first statement is billed from the first month through the month
 * after the last (statements bill the month before). Values that are not usable are left to
 * configurationValueError.
 */
export function pilotCalendarOrderError(
  values: Record<(typeof PILOT_CALENDAR_ORDER_KEYS)[number], string>,
): 'pilotDatesOrder' | 'pilotFirstBillingMonthOutside' | null {
  const start = values.PILOT_START_DATE.trim();
  const end = values.PILOT_END_DATE.trim();
  const billing = values.PILOT_FIRST_BILLING_MONTH.trim();
  if (isIsoDay(start) && isIsoDay(end) && start > end) return 'pilotDatesOrder';
  if (isIsoMonth(billing)) {
    if (isIsoDay(start) && billing < start.slice(0, 7)) return 'pilotFirstBillingMonthOutside';
    if (isIsoDay(end) && billing > addMonths(end.slice(0, 7), 1)) return 'pilotFirstBillingMonthOutside';
  }
  return null;
}

/** The day (YYYY-MM-DD) an instant falls on in California, where the pilot runs. */
export function pilotDayOf(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: PILOT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function pilotPhase(calendar: PilotCalendar, now: Date): PilotPhase {
  const today = pilotDayOf(now);
  if (today < calendar.startDate) return 'upcoming';
  return today > calendar.endDate ? 'ended' : 'running';
}

/**
 * The month (YYYY-MM) a participant who starts today is first billed in: the pilot's first billing
 * month, or, once that has passed, the month after this one (a statement bills the month before).
 */
export function firstStatementMonth(calendar: PilotCalendar, now: Date): string {
  const next = addMonths(pilotDayOf(now).slice(0, 7), 1);
  return next > calendar.firstBillingMonth ? next : calendar.firstBillingMonth;
}

export type PilotLanguage = 'en' | 'es';
const LOCALE: Record<PilotLanguage, string> = { en: 'en-US', es: 'es-US' };

/** A calendar day as words: 'August 1, 2024' / '1 de agosto de 2024'. */
export function pilotDayText(day: string, language: PilotLanguage = 'en'): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date, 12)),
  );
}

/** A month as words: 'September 2024' / 'septiembre de 2024'. */
export function pilotMonthText(month: string, language: PilotLanguage = 'en'): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(LOCALE[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, m - 1, 1, 12)),
  );
}

/** Whole dollars as money without cents: 400 → '$400'. */
export function giftCardAmountText(dollars: number, language: PilotLanguage = 'en'): string {
  return new Intl.NumberFormat(LOCALE[language], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(dollars);
}

/**
 * The calendar's facts as words, for interpolation into texts ({{startDate}}, {{giftCardAmount}}, …).
 * A type, not an interface, so it passes as i18next interpolation values.
 */
export type PilotCalendarWords = {
  startDate: string;
  endDate: string;
  firstBillingMonth: string;
  /** The month a participant starting today is first billed in (firstStatementMonth). */
  firstStatementMonth: string;
  giftCardAmount: string;
};

export function pilotCalendarWords(calendar: PilotCalendar, now: Date, language: PilotLanguage): PilotCalendarWords {
  return {
    startDate: pilotDayText(calendar.startDate, language),
    endDate: pilotDayText(calendar.endDate, language),
    firstBillingMonth: pilotMonthText(calendar.firstBillingMonth, language),
    firstStatementMonth: pilotMonthText(firstStatementMonth(calendar, now), language),
    giftCardAmount: giftCardAmountText(calendar.giftCardDollars, language),
  };
}
