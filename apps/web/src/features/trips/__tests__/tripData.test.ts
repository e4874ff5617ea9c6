import { describe, expect, it } from 'vitest';
import { isTripTab, SEGMENT_COLOURS, segmentColour, visibleTripTabs } from '../tripData';

describe('trip page tabs', () => {
  it('offers Visualization only to a participant whose reporting option records location', () => {
    expect(visibleTripTabs('automatedWithLocation')).toEqual(['Visualization', 'Segments', 'Info', 'Adjustments']);
    for (const option of ['automatedWithoutLocation', 'telematics', 'manual', null, undefined]) {
      expect(visibleTripTabs(option)).toEqual(['Segments', 'Info', 'Adjustments']);
    }
  });

  it('never offers the staff-only tabs', () => {
    for (const tab of ['Bins', 'Logs', 'Mro Events', 'Review']) expect(isTripTab(tab)).toBe(false);
  });
});

describe('segment colours', () => {
  it('gives neighbouring segments different colours and repeats after the palette', () => {
    expect(segmentColour(0)).not.toBe(segmentColour(1));
    expect(segmentColour(SEGMENT_COLOURS.length)).toBe(segmentColour(0));
  });
});
