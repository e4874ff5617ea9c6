import { messages } from '@rc/domain';
import { describe, expect, it } from 'vitest';
import { distanceToStored, dollarsToCents, rateForDisplay, rateToStored } from '../units';
import { crosses, draftOf, parsePoints, pointsToText, withPoints, withText, zoneInput } from '../zoneDraft';

describe('zone outline points as text', () => {
  it('reads one point per line with commas, semicolons, tabs or spaces, skipping blank lines', () => {
    expect(parsePoints('37.1, -122.2\n\n37.2;-122.1\n37.0\t-122.0\n 36.9 -122.3 ')).toEqual({
      points: [
        [37.1, -122.2],
        [37.2, -122.1],
        [37, -122],
        [36.9, -122.3],
      ],
    });
  });

  it('names the first line that is not a point on the globe', () => {
    expect(parsePoints('37.1, -122.2\nabc')).toEqual({ badLine: 2 });
    expect(parsePoints('91, 0')).toEqual({ badLine: 1 });
    expect(parsePoints('0, 181')).toEqual({ badLine: 1 });
  });

  it('keeps the points of the last good text while a line is bad, and follows map edits', () => {
    const zone = draftOf({ name: 'A', polyline: '' }, 0);
    const typed = withText(zone, '1, 1\n1, 2\n2, 2');
    expect(typed.points).toHaveLength(3);
    const broken = withText(typed, '1, 1\n1, x');
    expect(broken.badLine).toBe(2);
    expect(broken.points).toEqual(typed.points);
    const moved = withPoints(broken, [
      [0, 0],
      [0, 1],
      [1, 1],
    ]);
    expect(moved.text).toBe(pointsToText(moved.points));
    expect(moved.badLine).toBeNull();
  });

  it('sees a bow tie as crossing itself, and saves outlines as encoded polylines', () => {
    expect(
      crosses([
        [0, 0],
        [1, 1],
        [0, 1],
        [1, 0],
      ]),
    ).toBe(true);
    const zone = withText(draftOf({ name: 'B', polyline: '' }, 1), '38.5, -120.2\n40.7, -120.95\n43.252, -126.453');
    expect(zoneInput(zone).polyline).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
    expect(messages.zoneSelfCrossing).toBe('A zone outline must not cross itself.');
  });
});

describe('cordon units', () => {
  it('turns dollars into cents and refuses other text', () => {
    expect(dollarsToCents('5')).toBe(500);
    expect(dollarsToCents('2.5')).toBe(250);
    expect(dollarsToCents('$0.07')).toBe(7);
    expect(dollarsToCents('1.234')).toBeNull();
    expect(dollarsToCents('-1')).toBeNull();
  });

  it('converts rates and distances between miles and the stored km', () => {
    // 5 cents a mile is the seeded 3.106856 cents a km.
    expect(rateToStored(5, 'mi')).toBeCloseTo(3.106856, 6);
    expect(rateForDisplay(3.106856, 'mi')).toBeCloseTo(5, 4);
    expect(rateToStored(5, 'km')).toBe(5);
    expect(distanceToStored(1, 'mi')).toBeCloseTo(1.609344, 6);
  });
});
