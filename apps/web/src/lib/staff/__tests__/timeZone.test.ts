import { describe, expect, it } from 'vitest';
import { initialRange, rangeInstants } from '../../../components/staff/DateRangeFilter';
import { addDays, addMonths, dayIn, formatZonedDateTime, STAFF_TIME_ZONES, startOfDayIn } from '../timeZone';

describe('staff time zones', () => {
  it('maps each choice to its own zone', () => {
    expect(new Set(Object.values(STAFF_TIME_ZONES)).size).toBe(4);
    expect(STAFF_TIME_ZONES.eastern).toBe('America/New_York');
  });

  it('finds the start of a day in a zone, daylight saving included', () => {
    // Summer: Pacific is UTC-7; winter: UTC-8; Eastern winter UTC-5.
    expect(startOfDayIn('2026-07-04', 'America/Los_Angeles').toISOString()).toBe('2026-07-04T07:00:00.000Z');
    expect(startOfDayIn('2026-11-27', 'America/Los_Angeles').toISOString()).toBe('2026-11-27T08:00:00.000Z');
    expect(startOfDayIn('2026-11-27', 'America/New_York').toISOString()).toBe('2026-11-27T05:00:00.000Z');
    // The days the clocks change (2026-03-08 and 2026-11-01 in the US) start before the change.
    expect(startOfDayIn('2026-03-08', 'America/Los_Angeles').toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(startOfDayIn('2026-11-01', 'America/Los_Angeles').toISOString()).toBe('2026-11-01T07:00:00.000Z');
  });

  it('reads the calendar day of an instant in a zone', () => {
    const instant = new Date('2026-11-27T06:30:00.000Z');
    expect(dayIn(instant, 'America/Los_Angeles')).toBe('2026-11-26');
    expect(dayIn(instant, 'America/New_York')).toBe('2026-11-27');
  });

  it('moves days and months across month ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
  });

  it('formats a table time with the zone marker', () => {
    expect(formatZonedDateTime('2026-07-04T19:05:00.000Z', 'pacific')).toBe('2026/07/04 12:05 PDT');
    expect(formatZonedDateTime('2026-11-27T19:05:00.000Z', 'eastern')).toBe('2026/11/27 14:05 EST');
    expect(formatZonedDateTime(null, 'pacific')).toBe('');
    expect(formatZonedDateTime('not a date', 'pacific')).toBe('');
  });
});

describe('staff date ranges', () => {
  const now = new Date('2026-11-27T20:00:00.000Z');

  it('open on the unit up to today', () => {
    expect(initialRange('day', 'pacific', now)).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(initialRange('week', 'pacific', now)).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(initialRange('month', 'pacific', now)).toEqual({ from: '2026-10-28', to: '2026-11-27' });
  });

  it('give the API the first day start and the day after the last (exclusive)', () => {
    expect(rangeInstants({ from: '2026-11-21', to: '2026-11-27' }, 'pacific')).toEqual({
      from: '2026-11-21T08:00:00.000Z',
      to: '2026-11-28T08:00:00.000Z',
    });
  });
});
