/**
 * Statement periods are calendar months in America/Los_Angeles (staff spec section 2: "statements use
 * America/Los_Angeles"). A period runs from the month's first instant to its last millisecond.
 */
export const STATEMENT_TIME_ZONE = 'America/Los_Angeles';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
/**
 * An Intl.DateTimeFormat, made once per locale and options: making one costs far more than formatting
 * with it, and statement generation formats several dates per statement.
 */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** Offset of `zone` from UTC at `instant`, in milliseconds (local = UTC + offset). */
function zoneOffsetMs(instant: Date, zone: string): number {
  const parts = dateFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return local - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * A small memo for the pure calendar functions below: every dashboard load and statement asks for the
 * same few midnights and months, and each answer costs Intl formatting. Emptied when full.
 */
function memo<T>(limit = 4096) {
  const kept = new Map<string, T>();
  return (key: string, compute: () => T): T => {
    let value = kept.get(key);
    if (value === undefined) {
      value = compute();
      if (kept.size >= limit) kept.clear();
      kept.set(key, value);
    }
    return value;
  };
}

const midnights = memo<number>();

/** The instant of local midnight starting the given day in `zone` (month 1–12, may overflow to next year). */
function zonedMidnight(year: number, month: number, day: number, zone: string): Date {
  const instant = midnights(`${zone} ${year} ${month} ${day}`, () => {
    const guess = Date.UTC(year, month - 1, day);
    // Two passes settle the offset even when the guess falls on the other side of a DST change.
    const first = guess - zoneOffsetMs(new Date(guess), zone);
    return guess - zoneOffsetMs(new Date(first), zone);
  });
  return new Date(instant);
}

export interface StatementPeriod {
  month: string;
  from: Date;
  /** The last millisecond of the month (inclusive). */
  to: Date;
}

export function isStatementMonth(value: string): boolean {
  return MONTH.test(value);
}

export function periodOfMonth(month: string, zone = STATEMENT_TIME_ZONE): StatementPeriod {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`not a month: ${month}`);
  const year = Number(match[1]);
  const m = Number(match[2]);
  const from = zonedMidnight(year, m, 1, zone);
  const next = zonedMidnight(m === 12 ? year + 1 : year, m === 12 ? 1 : m + 1, 1, zone);
  return { month, from, to: new Date(next.getTime() - 1) };
}

/** The last millisecond of a local day given as YYYY-MM-DD (the pilot's end date). */
export function endOfDay(day: string, zone = STATEMENT_TIME_ZONE): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`not a day: ${day}`);
  const next = zonedMidnight(Number(match[1]), Number(match[2]), Number(match[3]) + 1, zone);
  return new Date(next.getTime() - 1);
}

function formattedMonth(instant: number, zone: string): string {
  const parts = dateFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit' }).formatToParts(instant);
  return `${parts.find((p) => p.type === 'year')?.value}-${parts.find((p) => p.type === 'month')?.value}`;
}

const QUARTER_HOUR_MS = 15 * 60 * 1000;
const quarterHourMonths = memo<string | null>();

/**
 * The local month (YYYY-MM) of an instant. Months are kept per quarter hour of UTC (zone offsets are
 * whole quarter hours, so a month starts on one's boundary); a quarter hour whose first and last
 * millisecond fall in different months is never kept.
 */
export function monthOf(instant: Date, zone = STATEMENT_TIME_ZONE): string {
  const t = instant.getTime();
  const start = Math.floor(t / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const month = quarterHourMonths(`${zone} ${start}`, () => {
    const first = formattedMonth(start, zone);
    return first === formattedMonth(start + QUARTER_HOUR_MS - 1, zone) ? first : null;
  });
  return month ?? formattedMonth(t, zone);
}

export function addMonths(month: string, count: number): string {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`not a month: ${month}`);
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every month from the one holding `from` to the one holding `to`, oldest first. */
export function monthsBetween(from: Date, to: Date, zone = STATEMENT_TIME_ZONE): string[] {
  const last = monthOf(to, zone);
  const months: string[] = [];
  for (let m = monthOf(from, zone); m <= last; m = addMonths(m, 1)) months.push(m);
  return months;
}

/** The month before the one holding `now` (what the monthly schedule bills). */
export function previousMonth(now: Date = new Date(), zone = STATEMENT_TIME_ZONE): string {
  return addMonths(monthOf(now, zone), -1);
}

/** 'MM/DD' of an instant in the statement time zone (adjustment lines). */
export function shortDate(instant: Date, zone = STATEMENT_TIME_ZONE): string {
  const parts = dateFormat('en-US', { timeZone: zone, month: '2-digit', day: '2-digit' }).formatToParts(instant);
  return `${parts.find((p) => p.type === 'month')?.value}/${parts.find((p) => p.type === 'day')?.value}`;
}

/** A stored 'MM/DD' as the language writes it: 'DD/MM' in Spanish. */
export function shortDateIn(mmdd: string, locale: string): string {
  return locale.startsWith('es') ? mmdd.split('/').reverse().join('/') : mmdd;
}

/** A long local date, e.g. 'September 21, 2024' / '21 de septiembre de 2024'. */
export function longDate(instant: Date, zone = STATEMENT_TIME_ZONE, locale = 'en-US'): string {
  return dateFormat(locale, { timeZone: zone, year: 'numeric', month: 'long', day: 'numeric' }).format(instant);
}

/** A month as a title, e.g. 'September 2024' / 'Septiembre de 2024'. */
export function monthName(month: string, locale = 'en-US'): string {
  const { from } = periodOfMonth(month);
  const text = dateFormat(locale, { timeZone: STATEMENT_TIME_ZONE, year: 'numeric', month: 'long' }).format(from);
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** A short period, e.g. 'Aug 1 – Aug 31, 2024' (or with both years when they differ). */
export function periodLabel(from: Date, to: Date, zone = STATEMENT_TIME_ZONE, locale = 'en-US'): string {
  const part = (d: Date, withYear: boolean) =>
    dateFormat(locale, {
      timeZone: zone,
      month: 'short',
      day: 'numeric',
      ...(withYear ? { year: 'numeric' } : {}),
    }).format(d);
  const sameYear = monthOf(from, zone).slice(0, 4) === monthOf(to, zone).slice(0, 4);
  return `${part(from, !sameYear)} – ${part(to, true)}`;
}
