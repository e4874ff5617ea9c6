import { describe, expect, it } from 'vitest';
import { formatStatementMonth, statementPeriodRange } from '../period';

describe('statementPeriodRange', () => {
  it('reaches from six months back through the previous month', () => {
    expect(statementPeriodRange(new Date('2026-11-22T08:15:00Z'))).toEqual({
      ge: '2026-05-01T00:00:00.000Z',
      lt: '2026-11-01T00:00:00.000Z',
    });
  });

  it('takes the month of California, not of UTC', () => {
    // 1 December 03:00 UTC is still 30 November in California.
    expect(statementPeriodRange(new Date('2026-12-01T03:00:00Z')).lt).toBe('2026-11-01T00:00:00.000Z');
    expect(statementPeriodRange(new Date('2026-12-01T09:00:00Z')).lt).toBe('2026-12-01T00:00:00.000Z');
  });

  it('crosses the year', () => {
    expect(statementPeriodRange(new Date('2027-02-10T20:00:00Z'))).toEqual({
      ge: '2026-08-01T00:00:00.000Z',
      lt: '2027-02-01T00:00:00.000Z',
    });
  });

  it('holds every period start of the shown months and none of the others', () => {
    const { ge, lt } = statementPeriodRange(new Date('2026-11-22T08:15:00Z'));
    const inRange = (periodFrom: string) => periodFrom >= ge && periodFrom < lt;
    expect(inRange('2026-05-01T07:00:00.000Z')).toBe(true);
    expect(inRange('2026-10-01T07:00:00.000Z')).toBe(true);
    expect(inRange('2026-04-01T07:00:00.000Z')).toBe(false);
    expect(inRange('2026-11-01T07:00:00.000Z')).toBe(false);
  });
});

describe('formatStatementMonth', () => {
  it('names the month in the page language', () => {
    expect(formatStatementMonth('2026-10', 'en')).toBe('October 2026');
    expect(formatStatementMonth('2026-01', 'es')).toBe('enero de 2026');
  });
});
