/** Formatting the dashboard needs beyond lib/format: month names and per-distance rates. */

/** The Intl locale of the chosen language. */
export function localeOf(language: string | undefined): string {
  return language?.startsWith('es') ? 'es-US' : 'en-US';
}

/** 'YYYY-MM' → 'Oct 2026' (short) or 'October 2026' (long) in the language's words. */
export function formatMonth(month: string, locale: string, style: 'short' | 'long' = 'long'): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, m - 1, 15)),
  );
}

/** A rate in cents per distance unit shown in dollars with three decimals: 2.1 → $0.021. */
export function formatRate(centsPerUnit: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  }).format(centsPerUnit / 100);
}

/** A calendar day 'YYYY-MM-DD' shown MM-DD-YYYY (participant spec section 9). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${month}-${date}-${year}`;
}
