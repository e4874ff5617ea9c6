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
