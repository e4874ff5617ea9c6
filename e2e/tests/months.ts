/** The month `offset` months from the current one in the pilot's zone (Pacific), as YYYY-MM. */
export function pacificMonth(offset = 0): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const d = new Date(Date.UTC(year, month - 1 + offset, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** A YYYY-MM month as the console names it: "November 2026". */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, m - 1, 1)),
  );
}

/** A transaction as the API describes it: the stored text and, when the server wrote it, its code. */
export interface DescribedTransaction {
  id: string;
  description: string | null;
  describedAs?: { key: string; month: string | null } | null;
}

/** The GraphQL fields that describe a transaction. */
export const DESCRIPTION_FIELDS = 'description describedAs { key month }';

/** How the English portal names a transaction (the payment page and the dashboard's table). */
export function shownDescription(tx: DescribedTransaction): string {
  const d = tx.describedAs;
  if (!d) return tx.description ?? '';
  const month = monthLabel(d.month ?? '');
  return d.key === 'statement' ? `Statement of ${month}` : `Refund of the credit balance of the ${month} statement`;
}
