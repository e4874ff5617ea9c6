import { describe, expect, it } from 'vitest';
import { type TripSearchFilter, tripsCsvHref } from '../api';

const base: TripSearchFilter = {
  range: { from: '2026-11-20', to: '2026-11-26' },
  zone: 'pacific',
  processStatus: '',
  reviewStatus: '',
  validity: 'all',
  pilot: '',
  participant: '',
};

const params = (href: string) => Object.fromEntries(new URL(href, 'http://x').searchParams);

describe('tripsCsvHref', () => {
  it('exports the shown range: the first day’s start to the last day’s end in the staff zone', () => {
    const href = tripsCsvHref(base);
    expect(href.startsWith('/api/staff/exports/trips.csv?')).toBe(true);
    expect(params(href)).toEqual({ from: '2026-11-20T08:00:00.000Z', to: '2026-11-27T07:59:59.999Z' });
  });

  it('passes every filter the list uses, and the sort direction', () => {
    const href = tripsCsvHref(
      {
        ...base,
        processStatus: 'failed',
        reviewStatus: 'pending',
        validity: 'invalid',
        pilot: 'mbuf',
        participant: 'user-1',
      },
      'ASC',
    );
    expect(params(href)).toMatchObject({
      processStatus: 'failed',
      reviewStatus: 'pending',
      invalid: 'true',
      pilot: 'mbuf',
      participant: 'user-1',
      sortDirection: 'ASC',
    });
    expect(params(tripsCsvHref({ ...base, validity: 'valid' })).invalid).toBe('false');
  });
});
