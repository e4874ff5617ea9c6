import { isPayableTransaction, type TransactionDescriptionKey } from '@rc/domain';

/** At most this many transactions are read from one payment address (the path is user input). */
export const MAX_PAYMENT_IDS = 50;

/** The transaction ids of /payment/{id1;id2;...}: separated by semicolons, blanks and repeats dropped. */
export function parsePaymentIds(path: string | undefined): { ids: string[]; truncated: boolean } {
  const ids = [
    ...new Set(
      (path ?? '')
        .split(';')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  return { ids: ids.slice(0, MAX_PAYMENT_IDS), truncated: ids.length > MAX_PAYMENT_IDS };
}

export interface PaymentTransaction {
  id: string;
  type: string;
  status: string;
  statusMessage?: string | null;
  description?: string | null;
  /** The server's description as a code (null: staff wrote `description`). */
  describedAs?: { key: TransactionDescriptionKey; month?: string | null } | null;
  amountCents: number;
  createdAt: string;
  paidAt?: string | null;
  paymentType?: string | null;
  paymentInfo?: string | null;
}

/**
 * What the page can do with one id of the address: pay it, follow its payment, or explain why not.
 * notFound covers both ids that do not exist and other participants' ids (the page does not tell which).
 */
export type PaymentItemKind =
  | 'payable'
  | 'pending'
  | 'paid'
  | 'carriedOver'
  | 'notPayable'
  | 'notFound'
  | 'loadFailed'
  | 'loading';

export interface PaymentItem {
  id: string;
  kind: PaymentItemKind;
  transaction: PaymentTransaction | null;
  error?: unknown;
}

/** One id's kind from its getTransaction answer (null: none; a FORBIDDEN/NOT_FOUND error: not the caller's). */
export function paymentItemOf(
  id: string,
  answer: { transaction: PaymentTransaction | null | undefined; error: unknown; loading: boolean },
): PaymentItem {
  const { transaction, error, loading } = answer;
  if (error) {
    const code = (error as { code?: unknown }).code;
    const kind = code === 'FORBIDDEN' || code === 'NOT_FOUND' ? 'notFound' : 'loadFailed';
    return { id, kind, transaction: null, error };
  }
  if (transaction === undefined) return { id, kind: loading ? 'loading' : 'notFound', transaction: null };
  if (transaction === null) return { id, kind: 'notFound', transaction: null };
  return { id, kind: kindOf(transaction), transaction };
}

function kindOf(transaction: PaymentTransaction): PaymentItemKind {
  if (isPayableTransaction(transaction)) return 'payable';
  if (transaction.status === 'pending') return 'pending';
  if (transaction.status === 'processed' && transaction.type === 'transaction') return 'paid';
  if (transaction.status === 'carriedOver') return 'carriedOver';
  return 'notPayable';
}

export const sumCents = (items: readonly PaymentItem[]) =>
  items.reduce((total, item) => total + (item.transaction?.amountCents ?? 0), 0);

/**
 * The state of the payment this page started (or found running): in progress while any of its
 * transactions is pending; then which were paid and which failed.
 */
export function batchState(items: readonly PaymentItem[]) {
  const pending = items.filter((i) => i.kind === 'pending');
  const paid = items.filter((i) => i.kind === 'paid');
  const failed = items.filter((i) => i.transaction?.status === 'failed');
  return {
    inProgress: pending.length > 0,
    settledCount: items.length - pending.length,
    paid,
    failed,
  };
}
