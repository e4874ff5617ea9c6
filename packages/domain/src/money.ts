/** Money is integer cents; shown as US dollars with two decimals. */
export function formatCents(cents: number, locale = 'en-US'): string {
  if (!Number.isInteger(cents)) throw new Error(`cents must be an integer, got ${cents}`);
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);
}
