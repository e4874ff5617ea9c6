import { describe, expect, it } from 'vitest';
import { currentMonth, firstDayOf, lastDayOf, reportUrl } from '../api';

describe('report months (staff spec section 5: From on the first day, To on the last)', () => {
  it('snaps a month to its first and last day, leap years included', () => {
    expect(firstDayOf('2024-02')).toBe('2024-02-01');
    expect(lastDayOf('2024-02')).toBe('2024-02-29');
    expect(lastDayOf('2025-02')).toBe('2025-02-28');
    expect(lastDayOf('2026-12')).toBe('2026-12-31');
    expect(lastDayOf('2026-11')).toBe('2026-11-30');
  });

  it('asks the server for whole months', () => {
    expect(reportUrl('billing-month', '2026-10', '2026-11')).toBe(
      '/api/staff/reports/billing-month.csv?from=2026-10-01&to=2026-11-30',
    );
  });

  it('defaults to the current month in the pilot zone', () => {
    // 07:30 UTC on 1 December is still 30 November in California.
    expect(currentMonth(new Date('2026-12-01T07:30:00Z'))).toBe('2026-11');
    expect(currentMonth(new Date('2026-12-01T08:30:00Z'))).toBe('2026-12');
  });
});
