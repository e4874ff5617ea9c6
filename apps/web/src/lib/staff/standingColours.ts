import type { TransactionTone } from '@rc/domain';

/**
 * Transaction row colours by standing for staff tables (staff spec section 3: pending, due, overdue,
 * default seen in row colouring), the same shades as the participant's transactions table (participant
 * spec section 2: due yellow, overdue orange, default red, pending light yellow): light tints so body
 * text keeps well over 4.5:1, a darker bar at the row start, and the standing always written in text too.
 * The participant's map lives in its dashboard feature, which staff code may not import.
 */
export const STANDING_COLOURS: Record<TransactionTone, { background: string; bar: string }> = {
  pending: { background: '#fffbe5', bar: '#b59a00' },
  due: { background: '#fff3b0', bar: '#8a6d00' },
  overdue: { background: '#ffe0bd', bar: '#b35a00' },
  default: { background: '#fbd3cf', bar: '#b3261e' },
};

/** The sx of a table row of this tone (none for rows without one). */
export function standingRowSx(tone: TransactionTone | null) {
  if (!tone) return undefined;
  const colours = STANDING_COLOURS[tone];
  return {
    bgcolor: colours.background,
    '&.MuiTableRow-hover:hover': { bgcolor: colours.background },
    '& > td:first-of-type': { boxShadow: `inset 6px 0 0 ${colours.bar}` },
  };
}
