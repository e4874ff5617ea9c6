import { describe, expect, it } from 'vitest';
import { MRO_EVENT_CODES, mroEventCodeDescription } from '../mro-event-codes.js';

describe('MRO event codes (staff spec section 8)', () => {
  it('describes every code of the table and leaves any other blank', () => {
    expect(MRO_EVENT_CODES).toHaveLength(20);
    for (const code of MRO_EVENT_CODES) expect(mroEventCodeDescription(code)).not.toBe('');
    expect(mroEventCodeDescription(1001)).toBe('OBDII device has not reported data for a 72-hour period');
    expect(mroEventCodeDescription(99)).toBe('Device reported excessive mileage');
    expect(mroEventCodeDescription(7)).toBe('');
    expect(mroEventCodeDescription(null)).toBe('');
  });
});
