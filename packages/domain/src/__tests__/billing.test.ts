import { describe, expect, it } from 'vitest';
import {
  ageInDays,
  type BillingStanding,
  billingAgesFromConfiguration,
  billingStanding,
  cardBrand,
  cardExpiryYears,
  DEFAULT_BILLING_AGES,
  estimatedDeliveryAt,
  isCardExpired,
  isPayableTransaction,
  isSafeEmailHtml,
  luhnValid,
  statementStanding,
  transactionStanding,
} from '../index.js';

const issued = new Date('2024-09-01T12:00:00Z');
const daysAfter = (days: number, hours = 0) => new Date(issued.getTime() + (days * 24 + hours) * 3600 * 1000);

describe('billing standing (defaults due 14, overdue 21, default 30 days)', () => {
  it.each<[string, Date, boolean, BillingStanding]>([
    ['issue day', daysAfter(0), false, 'current'],
    ['13 days 23 hours', daysAfter(13, 23), false, 'current'],
    ['14 days: due', daysAfter(14), false, 'due'],
    ['20 days 23 hours', daysAfter(20, 23), false, 'due'],
    ['21 days: overdue', daysAfter(21), false, 'overdue'],
    ['29 days', daysAfter(29), false, 'overdue'],
    ['30 days: default', daysAfter(30), false, 'default'],
    ['a year', daysAfter(365), false, 'default'],
    ['processed statement at 100 days', daysAfter(100), true, 'current'],
    ['processed statement at 15 days', daysAfter(15), true, 'current'],
    ['clock behind the issue time', daysAfter(-1), false, 'current'],
  ])('%s', (_label, now, settled, expected) => {
    expect(billingStanding({ issuedAt: issued, now, settled })).toBe(expected);
  });

  it.each<[Record<string, string | null>, number, BillingStanding]>([
    [{ dueDays: '7', overdueDays: '10', defaultDays: '20' }, 7, 'due'],
    [{ dueDays: '7', overdueDays: '10', defaultDays: '20' }, 10, 'overdue'],
    [{ dueDays: '7', overdueDays: '10', defaultDays: '20' }, 19, 'overdue'],
    [{ dueDays: '7', overdueDays: '10', defaultDays: '20' }, 20, 'default'],
    [{ dueDays: '0', overdueDays: '0', defaultDays: '0' }, 0, 'default'],
    [{ dueDays: '', overdueDays: null, defaultDays: 'x' }, 14, 'due'],
  ])('configured ages %j at %i days', (values, days, expected) => {
    const ages = billingAgesFromConfiguration(values);
    expect(billingStanding({ issuedAt: issued, now: daysAfter(days), settled: false, ages })).toBe(expected);
  });

  it('reads ages from configuration with defaults and keeps them in order', () => {
    expect(billingAgesFromConfiguration({})).toEqual(DEFAULT_BILLING_AGES);
    expect(billingAgesFromConfiguration({ dueDays: '-3', overdueDays: 'abc' })).toEqual(DEFAULT_BILLING_AGES);
    expect(billingAgesFromConfiguration({ dueDays: '25', overdueDays: '10', defaultDays: '5' })).toEqual({
      dueDays: 25,
      overdueDays: 25,
      defaultDays: 25,
    });
    expect(ageInDays(issued, daysAfter(3, 5))).toBe(3);
  });
});

describe('statement standing', () => {
  const statement: { createdAt: Date; isProcessed: boolean; paidAt: Date | null; balance: number | null } = {
    createdAt: issued,
    isProcessed: false,
    paidAt: null,
    balance: 1200,
  };
  it.each<[string, Partial<typeof statement> & { paidAt?: Date | null }, number, BillingStanding]>([
    ['unpaid at 10 days', {}, 10, 'current'],
    ['unpaid at 14 days', {}, 14, 'due'],
    ['unpaid at 21 days', {}, 21, 'overdue'],
    ['unpaid at 30 days', {}, 30, 'default'],
    ['processed', { isProcessed: true }, 45, 'current'],
    ['paid', { paidAt: daysAfter(5) }, 45, 'current'],
    ['nothing owed', { balance: 0 }, 45, 'current'],
    ['a credit', { balance: -300 }, 45, 'current'],
    ['balance not computed yet', { balance: null }, 45, 'default'],
  ])('%s', (_label, change, days, expected) => {
    expect(statementStanding({ statement: { ...statement, ...change }, now: daysAfter(days) })).toBe(expected);
  });
});

describe('transaction standing and payability', () => {
  const base = { type: 'transaction', status: 'created', amountCents: 1500, createdAt: issued };
  const statement = { createdAt: issued, isProcessed: false };
  it.each<[string, Partial<typeof base>, typeof statement | null, number, BillingStanding]>([
    ['unpaid, statement 22 days old', {}, statement, 22, 'overdue'],
    ['failed payment, 15 days', { status: 'failed' }, statement, 15, 'due'],
    ['paid (processed) transaction', { status: 'processed' }, statement, 40, 'current'],
    ['payment in progress', { status: 'pending' }, statement, 40, 'current'],
    ['refund', { type: 'refund' }, statement, 40, 'current'],
    ['credit (negative amount)', { amountCents: -200 }, statement, 40, 'current'],
    ['processed statement', {}, { createdAt: issued, isProcessed: true }, 40, 'current'],
    ['no statement: own age', {}, null, 31, 'default'],
  ])('%s', (_label, change, st, days, expected) => {
    expect(transactionStanding({ transaction: { ...base, ...change }, statement: st, now: daysAfter(days) })).toBe(
      expected,
    );
  });

  it.each([
    [{ type: 'transaction', status: 'created', amountCents: 100 }, true],
    [{ type: 'transaction', status: 'failed', amountCents: 100 }, true],
    [{ type: 'transaction', status: 'pending', amountCents: 100 }, false],
    [{ type: 'transaction', status: 'processed', amountCents: 100 }, false],
    [{ type: 'transaction', status: 'created', amountCents: 0 }, false],
    [{ type: 'refund', status: 'created', amountCents: 100 }, false],
  ])('payable %j: %s', (tx, expected) => {
    expect(isPayableTransaction(tx)).toBe(expected);
  });
});

describe('cards', () => {
  // 2025-03-15 in Los Angeles.
  const now = new Date('2025-03-15T20:00:00Z');
  it.each([
    [2, 2025, true],
    [3, 2025, false],
    [12, 2024, true],
    [1, 2026, false],
  ])('expiry %i/%i expired: %s', (month, year, expected) => {
    expect(isCardExpired(month, year, now)).toBe(expected);
  });

  it('uses the pilot time zone at month ends', () => {
    // 1 April 03:00 UTC is still 31 March in California: a March card has not expired yet.
    expect(isCardExpired(3, 2025, new Date('2025-04-01T03:00:00Z'))).toBe(false);
    expect(isCardExpired(3, 2025, new Date('2025-04-01T08:00:00Z'))).toBe(true);
  });

  it('offers the current year through the next 9', () => {
    expect(cardExpiryYears(now)).toEqual([2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034]);
  });

  it.each([
    ['4242424242424242', true, 'visa'],
    ['5555555555554444', true, 'mastercard'],
    ['2223003122003222', true, 'mastercard'],
    ['378282246310005', true, 'amex'],
    ['6011111111111117', true, 'discover'],
    ['3056930009020004', true, 'diners'],
    ['3566002020360505', true, 'jcb'],
    ['4242424242424241', false, 'visa'],
    ['1234', false, 'unknown'],
  ])('%s: Luhn %s, brand %s', (number, valid, brand) => {
    expect(luhnValid(number)).toBe(valid);
    expect(cardBrand(number)).toBe(brand);
  });
});

describe('notifications', () => {
  it('estimates delivery 5 minutes after the send time', () => {
    expect(estimatedDeliveryAt(new Date('2025-01-01T10:00:00Z')).toISOString()).toBe('2025-01-01T10:05:00.000Z');
  });

  it.each([
    ['<p>Hello <b>Dana</b>, <a href="https://example.com">see</a></p>', true],
    ['<script>alert(1)</script>', false],
    ['<img src=x onerror=alert(1)>', false],
    ['<a href="javascript:alert(1)">x</a>', false],
    ['<a href="java&#115;cript:alert(1)">x</a>', false],
    ['<iframe src="https://example.com"></iframe>', false],
    ['<p style="color:red">fine</p>', true],
  ])('%s is safe: %s', (html, expected) => {
    expect(isSafeEmailHtml(html)).toBe(expected);
  });
});
