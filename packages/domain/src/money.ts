/** Money is integer cents; shown as US dollars with two decimals. */
export function formatCents(cents: number, locale = 'en-US'): string {
  if (!Number.isInteger(cents)) throw new Error(`cents must be an integer, got ${cents}`);
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/**
 * A fee in integer cents: quantity × rate per unit, rounded half-up (half away from zero for a
 * negative product). The product is first snapped to 15 significant digits so binary noise cannot
 * flip a half: 0.145 km × 100 ¢/km is 14.499999999999998 in floating point and must give 15, not 14.
 * Used per segment and never on floating sums (docs/domain.md "Fees").
 */
export function feeCents(quantity: number, ratePerUnit: number): number {
  const product = quantity * ratePerUnit;
  if (!Number.isFinite(product)) throw new RangeError(`fee of ${quantity} × ${ratePerUnit} is not a finite number`);
  if (product === 0) return 0;
  const snapped = Number(product.toPrecision(15));
  const cents = snapped < 0 ? -Math.floor(-snapped + 0.5) : Math.floor(snapped + 0.5);
  return cents === 0 ? 0 : cents; // never -0
}

/**
 * Dollars typed by staff ('12', '12.5', '-0.25') → integer cents without floating point; null when the
 * text is not an amount with at most two decimals.
 */
export function parseDollars(text: string): number | null {
  const match = /^\s*(-?)(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' && cents !== 0 ? -cents : cents;
}

/** Integer cents → the dollars text the field starts with ('12.50'). */
export function centsToDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
