/** Where one month's bar sits: above the zero line for an amount billed, below it for a credit. */
export interface BarPlacement {
  /** Bar height in px (0 for no bar: a month without a statement, or nothing billed). */
  heightPx: number;
  direction: 'up' | 'down' | 'none';
}

/** The chart's split of its height around the zero line, and each month's bar. */
export interface ChartScale {
  /** Height above the zero line (the largest amount billed reaches it). */
  aboveZeroPx: number;
  /** Height below the zero line (the largest credit reaches it); 0 when no month is a credit. */
  belowZeroPx: number;
  bars: BarPlacement[];
}

/** The thinnest bar drawn, so a small amount still shows as a bar. */
export const MIN_BAR_PX = 4;

/**
 * One scale for all bars: amounts billed grow up from the zero line and credits (a negative amount)
 * down from it, both in proportion to the same span, so a credit month shows a bar too. Months
 * without a statement have no bar (the chart says so in words).
 */
export function chartScale(
  months: readonly { billedCents: number; statementId?: string | null }[],
  areaPx: number,
): ChartScale {
  const amounts = months.map((m) => (m.statementId ? m.billedCents : 0));
  const highest = Math.max(0, ...amounts);
  const deepest = Math.max(0, ...amounts.map((cents) => -cents));
  const span = highest + deepest;
  if (span === 0) {
    return { aboveZeroPx: areaPx, belowZeroPx: 0, bars: amounts.map(() => ({ heightPx: 0, direction: 'none' })) };
  }
  const px = (cents: number) => Math.max(MIN_BAR_PX, (Math.abs(cents) / span) * areaPx);
  return {
    aboveZeroPx: (highest / span) * areaPx,
    belowZeroPx: (deepest / span) * areaPx,
    bars: amounts.map((cents) =>
      cents > 0
        ? { heightPx: px(cents), direction: 'up' }
        : cents < 0
          ? { heightPx: px(cents), direction: 'down' }
          : { heightPx: 0, direction: 'none' },
    ),
  };
}
