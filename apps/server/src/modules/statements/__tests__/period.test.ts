import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endOfDay, monthOf, periodOfMonth } from '../period.js';

/** The local month of an instant, formatted afresh (what monthOf answered before it kept answers). */
function formatted(instant: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit' }).formatToParts(
    instant,
  );
  return `${parts.find((p) => p.type === 'year')?.value}-${parts.find((p) => p.type === 'month')?.value}`;
}

// Los Angeles is the statements' zone; the others have half- and quarter-hour offsets and DST.
const ZONES = ['America/Los_Angeles', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'America/St_Johns', 'UTC'];

describe('statement periods, kept between calls', () => {
  it('gives the month a fresh formatting gives, for any instant and zone, however often asked', () => {
    const instants = fc.date({
      min: new Date('1990-01-01T00:00:00Z'),
      max: new Date('2060-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, fc.constantFrom(...ZONES), (instant, zone) => {
        expect(monthOf(instant, zone)).toBe(formatted(instant, zone));
        expect(monthOf(instant, zone)).toBe(formatted(instant, zone));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses an invalid date as the formatting does', () => {
    expect(() => monthOf(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => monthOf(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('gives the right month on both sides of every month boundary, the boundary millisecond included', () => {
    for (const zone of ZONES) {
      for (const month of ['2025-01', '2025-03', '2025-11', '2026-04', '2026-10', '2026-12']) {
        const { from, to } = periodOfMonth(month, zone);
        for (const t of [from.getTime() - 1, from.getTime(), from.getTime() + 1, to.getTime(), to.getTime() + 1]) {
          expect(monthOf(new Date(t), zone), `${zone} ${new Date(t).toISOString()}`).toBe(formatted(new Date(t), zone));
        }
        expect(monthOf(from, zone)).toBe(month);
        expect(monthOf(to, zone)).toBe(month);
      }
    }
  });

  it('answers a new Date each time, so a caller changing one changes no later answer', () => {
    const first = periodOfMonth('2026-11');
    first.from.setTime(0);
    first.to.setTime(0);
    const end = endOfDay('2026-12-31');
    end.setTime(0);
    expect(periodOfMonth('2026-11')).toEqual({
      month: '2026-11',
      from: new Date('2026-11-01T07:00:00.000Z'),
      to: new Date('2026-12-01T07:59:59.999Z'),
    });
    expect(endOfDay('2026-12-31')).toEqual(new Date('2027-01-01T07:59:59.999Z'));
  });
});
