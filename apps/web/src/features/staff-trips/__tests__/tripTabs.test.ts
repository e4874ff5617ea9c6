import { describe, expect, it } from 'vitest';
import { isStaffTripTab, STAFF_SEGMENT_COLOURS, segmentColour, visibleStaffTripTabs } from '../tripTabs';

describe('staff trip page tabs', () => {
  it('offers Visualization only when the reporting option records GPS, then the seven other tabs in order', () => {
    expect(visibleStaffTripTabs(true)).toEqual([
      'visualization',
      'segments',
      'info',
      'bins',
      'logs',
      'mroEvents',
      'adjustments',
      'review',
    ]);
    expect(visibleStaffTripTabs(false)).not.toContain('visualization');
    expect(visibleStaffTripTabs(false)).toHaveLength(7);
  });

  it('reads tab ids from the address and colours segments by index', () => {
    expect(isStaffTripTab('bins')).toBe(true);
    expect(isStaffTripTab('Segments')).toBe(false);
    expect(isStaffTripTab(null)).toBe(false);
    expect(segmentColour(0)).toBe(STAFF_SEGMENT_COLOURS[0]);
    expect(segmentColour(STAFF_SEGMENT_COLOURS.length)).toBe(STAFF_SEGMENT_COLOURS[0]);
  });
});
