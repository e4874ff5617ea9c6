import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/errors';
import { batchState, MAX_PAYMENT_IDS, type PaymentTransaction, parsePaymentIds, paymentItemOf } from '../paymentItems';

const tx = (over: Partial<PaymentTransaction>): PaymentTransaction => ({
  id: 't1',
  type: 'transaction',
  status: 'created',
  amountCents: 1200,
  createdAt: '2024-09-01T00:00:00Z',
  ...over,
});
const item = (transaction: PaymentTransaction | null, error: unknown = null) =>
  paymentItemOf(transaction?.id ?? 'x', { transaction, error, loading: false });

describe('the ids of /payment/{id1;id2}', () => {
  it('splits on semicolons, dropping blanks and repeats', () => {
    expect(parsePaymentIds(' a ;b;;a; ')).toEqual({ ids: ['a', 'b'], truncated: false });
    expect(parsePaymentIds(undefined)).toEqual({ ids: [], truncated: false });
  });

  it('reads at most MAX_PAYMENT_IDS ids and says so', () => {
    const many = Array.from({ length: MAX_PAYMENT_IDS + 5 }, (_, i) => `id${i}`).join(';');
    const parsed = parsePaymentIds(many);
    expect(parsed.ids).toHaveLength(MAX_PAYMENT_IDS);
    expect(parsed.truncated).toBe(true);
  });
});

describe('what the page does with each id', () => {
  it('pays created and failed charges of a positive amount', () => {
    expect(item(tx({ status: 'created' })).kind).toBe('payable');
    expect(item(tx({ status: 'failed' })).kind).toBe('payable');
    expect(item(tx({ amountCents: 0 })).kind).toBe('notPayable');
    expect(item(tx({ type: 'refund' })).kind).toBe('notPayable');
  });

  it('follows pending ones and explains paid, carried-over and missing ones', () => {
    expect(item(tx({ status: 'pending' })).kind).toBe('pending');
    expect(item(tx({ status: 'processed' })).kind).toBe('paid');
    expect(item(tx({ status: 'carriedOver' })).kind).toBe('carriedOver');
    expect(item(null).kind).toBe('notFound');
    // Another participant's id is refused by the API: shown like a missing one.
    expect(item(null, new ApiError('FORBIDDEN', 'Not authorized')).kind).toBe('notFound');
    expect(item(null, new ApiError('NETWORK_ERROR', 'offline')).kind).toBe('loadFailed');
    expect(paymentItemOf('y', { transaction: undefined, error: null, loading: true }).kind).toBe('loading');
  });

  it('reports a payment in progress until every transaction is processed or failed', () => {
    const running = batchState([item(tx({ id: 'a', status: 'pending' })), item(tx({ id: 'b', status: 'processed' }))]);
    expect(running).toMatchObject({ inProgress: true, settledCount: 1 });
    const done = batchState([item(tx({ id: 'a', status: 'failed' })), item(tx({ id: 'b', status: 'processed' }))]);
    expect(done.inProgress).toBe(false);
    expect(done.paid.map((i) => i.id)).toEqual(['b']);
    expect(done.failed.map((i) => i.id)).toEqual(['a']);
  });
});
