/** Statement months are calendar months in the pilot's time zone (docs/api.md: America/Los_Angeles). */
const STATEMENT_TIME_ZONE = 'America/Los_Angeles';

/** How many months back the tab reaches: the six months before the current one. */
export const STATEMENT_MONTHS_SHOWN = 6;

const calendar = new Intl.DateTimeFormat('en-CA', { timeZone: STATEMENT_TIME_ZONE, year: 'numeric', month: '2-digit' });

/**
 * The periodFrom range of the statements shown: from six months back through the previous month
 * (participant spec section 2). A month's period starts at local midnight on the 1st, which is 07:00
 * or 08:00 UTC, so UTC midnights of the 1st bound the range exactly: `ge` the first shown month's,
 * `lt` the current month's.
 */
export function statementPeriodRange(now: Date = new Date()): { ge: string; lt: string } {
  const parts = Object.fromEntries(calendar.formatToParts(now).map((part) => [part.type, part.value]));
  const year = Number(parts.year);
  const monthIndex = Number(parts.month) - 1;
  return {
    ge: new Date(Date.UTC(year, monthIndex - STATEMENT_MONTHS_SHOWN, 1)).toISOString(),
    lt: new Date(Date.UTC(year, monthIndex, 1)).toISOString(),
  };
}

/** 'YYYY-MM' as the month's name in the page's language: 'October 2026', 'octubre de 2026'. */
export function formatStatementMonth(month: string, language: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return new Intl.DateTimeFormat(language, { timeZone: 'UTC', year: 'numeric', month: 'long' }).format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15)),
  );
}
