import { describe, expect, it } from 'vitest';
import { type BillingAges, DEFAULT_BILLING_AGES, planStanding, type StandingEpisode } from '../index.js';

const issued = new Date('2025-03-01T08:05:00Z');
const day = (days: number, hours = 0) => new Date(issued.getTime() + (days * 24 + hours) * 3600 * 1000);

/** Runs the daily evaluation on each given day (as the job would), carrying the episode along. */
function run(days: number[], ages: BillingAges = DEFAULT_BILLING_AGES, paidOnDay?: number) {
  let previous: StandingEpisode | null = null;
  return days.map((d) => {
    const plan = planStanding({
      previous,
      oldestUnpaidIssuedAt: paidOnDay !== undefined && d >= paidOnDay ? null : issued,
      now: day(d, 1),
      ages,
    });
    previous = plan.episode;
    return { day: d, ...plan };
  });
}
const noticesOf = (r: ReturnType<typeof run>[number]) =>
  r.notices.map((n) => (n.templateName === 'paymentReminder' ? `reminder${n.reminder}` : n.templateName));

describe('billing standing plan', () => {
  it('moves current → due at 14 → overdue at 21 → default at 30 days, exactly at the day boundaries', () => {
    const at = (d: number, hours = 0) =>
      planStanding({ previous: null, oldestUnpaidIssuedAt: issued, now: day(d, hours), ages: DEFAULT_BILLING_AGES })
        .episode.standing;
    expect(at(13, 23.99)).toBe('current');
    expect(at(14)).toBe('due');
    expect(at(20, 23.99)).toBe('due');
    expect(at(21)).toBe('overdue');
    expect(at(29, 23.99)).toBe('overdue');
    expect(at(30)).toBe('default');
  });

  it('sends reminders 5 and 10 days past due, the overdue and default notices, each once, with the flags', () => {
    const results = run(Array.from({ length: 36 }, (_, i) => i));
    const sent = results.flatMap((r) => noticesOf(r).map((n) => `${r.day}:${n}`));
    expect(sent).toEqual(['19:reminder1', '21:paymentOverdue', '24:reminder2', '30:paymentDefault']);
    const flagChanges = results.filter((r) => Object.keys(r.flags).length).map((r) => [r.day, r.flags]);
    expect(flagChanges).toEqual([
      [21, { isBillingOverdue: true }],
      [30, { isBillingDefault: true }],
    ]);
    expect(results.at(-1)?.episode).toEqual({
      standing: 'default',
      remindersSent: 2,
      overdueNotified: true,
      defaultNotified: true,
    });
  });

  it('evaluating twice on one day changes nothing the second time', () => {
    const first = planStanding({
      previous: null,
      oldestUnpaidIssuedAt: issued,
      now: day(21),
      ages: DEFAULT_BILLING_AGES,
    });
    const second = planStanding({
      previous: first.episode,
      oldestUnpaidIssuedAt: issued,
      now: day(21, 5),
      ages: DEFAULT_BILLING_AGES,
    });
    expect(first.notices.length).toBeGreaterThan(0);
    expect(second.notices).toEqual([]);
    expect(second.flags).toEqual({});
  });

  it('a first evaluation long after the statement sends only the default notice and sets both flags', () => {
    const plan = planStanding({
      previous: null,
      oldestUnpaidIssuedAt: issued,
      now: day(45),
      ages: DEFAULT_BILLING_AGES,
    });
    expect(plan.notices).toEqual([{ templateName: 'paymentDefault' }]);
    expect(plan.flags).toEqual({ isBillingOverdue: true, isBillingDefault: true });
    expect(plan.episode.remindersSent).toBe(2);
  });

  it('restores the account when the overdue balance is paid, and starts a new episode after', () => {
    const results = run([19, 21, 22, 23], DEFAULT_BILLING_AGES, 23);
    expect(noticesOf(results[3] as (typeof results)[number])).toEqual(['accountRestored']);
    expect(results[3]?.flags).toEqual({ isBillingOverdue: false, isBillingDefault: false });
    expect(results[3]?.episode).toEqual({
      standing: 'current',
      remindersSent: 0,
      overdueNotified: false,
      defaultNotified: false,
    });
  });

  it('paying a balance that was only due ends the episode quietly', () => {
    const results = run([14, 19, 20], DEFAULT_BILLING_AGES, 20);
    expect(noticesOf(results[2] as (typeof results)[number])).toEqual([]);
    expect(results[2]?.flags).toEqual({});
    expect(results[2]?.episode.standing).toBe('current');
  });

  it('from default back to overdue (the oldest paid, a newer one overdue) clears only the default flag', () => {
    const previous: StandingEpisode = {
      standing: 'default',
      remindersSent: 2,
      overdueNotified: true,
      defaultNotified: true,
    };
    const plan = planStanding({ previous, oldestUnpaidIssuedAt: issued, now: day(22), ages: DEFAULT_BILLING_AGES });
    expect(plan.flags).toEqual({ isBillingDefault: false });
    expect(plan.notices).toEqual([]);
  });

  it('follows the configured ages', () => {
    const ages = { dueDays: 5, overdueDays: 10, defaultDays: 12 };
    const sent = run(
      Array.from({ length: 20 }, (_, i) => i),
      ages,
    ).flatMap((r) => noticesOf(r).map((n) => `${r.day}:${n}`));
    // Past due counts from day 5: reminder 1 on day 10 is replaced by the overdue notice that day.
    expect(sent).toEqual(['10:paymentOverdue', '12:paymentDefault', '15:reminder2']);
  });
});
