import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsPerGallonToPerLitre,
  centsPerMileToPerKm,
  createCordonSchema,
  decodePolyline,
  encodePolyline,
  firstIssueMessage,
  isValidZonePolyline,
  listUsersInGroupSchema,
  messages,
  snakeToCamel,
  updateMroRateSchema,
  updateTodSchema,
  weekdaysSchema,
} from '../index.js';

const messageOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? null : firstIssueMessage(result.error as Parameters<typeof firstIssueMessage>[0]);

describe('encoded polylines', () => {
  it("decodes Google's documented example", () => {
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      [38.5, -120.2],
      [40.7, -120.95],
      [43.252, -126.453],
    ]);
    expect(
      encodePolyline([
        [38.5, -120.2],
        [40.7, -120.95],
        [43.252, -126.453],
      ]),
    ).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
  });

  it('round-trips any points at 5 decimals', () => {
    const point = fc.tuple(
      fc.integer({ min: -9_000_000, max: 9_000_000 }).map((v) => v / 1e5),
      fc.integer({ min: -18_000_000, max: 18_000_000 }).map((v) => v / 1e5),
    );
    fc.assert(
      fc.property(fc.array(point, { maxLength: 20 }), (points) => {
        expect(decodePolyline(encodePolyline(points))).toEqual(points.map(([a, b]) => [a + 0, b + 0]));
      }),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const points = decodePolyline(text);
        expect(points === null || Array.isArray(points)).toBe(true);
      }),
    );
  });

  it.each([
    ['', false],
    ['!!!', false],
    ['_p~iF~ps|U', false], // one point
    ['_p~iF~ps|U_ulLnnqC', false], // two points
    ['_p~iF~ps|U_ulLnnqC_mqNvxq`', false], // cut short
    ['_p~iF~ps|U_ulLnnqC_mqNvxq`@', true],
    [
      encodePolyline([
        [10, 10],
        [10, 10],
        [10, 10],
      ]),
      false,
    ], // one distinct point
  ])('a zone outline %j is valid: %s', (text, valid) => {
    expect(isValidZonePolyline(text)).toBe(valid);
  });
});

describe('rate units', () => {
  it('converts cents per mile and per gallon to the stored units', () => {
    expect(centsPerMileToPerKm(1.8)).toBe(1.118468);
    expect(centsPerMileToPerKm(5)).toBe(3.106856);
    expect(centsPerGallonToPerLitre(59.6)).toBeCloseTo(15.744654, 6);
  });
});

describe('rate inputs', () => {
  it('accepts and normalises an MRO rate', () => {
    expect(updateMroRateSchema.parse({ mroType: 'N/A', state: ' ca ', centsPerMileageUnit: 1.1184681 })).toEqual({
      mroType: 'N/A',
      state: 'CA',
      centsPerMileageUnit: 1.118468,
      centsPerFuelUnit: undefined,
    });
    expect(messageOf(updateMroRateSchema.safeParse({ mroType: 'bike', state: 'CA' }))).toBe(messages.mroTypeInvalid);
  });

  it('sorts weekdays and refuses anything but ISO weekdays once each', () => {
    expect(weekdaysSchema.parse([5, 1, 3])).toEqual([1, 3, 5]);
    for (const bad of [[], [0], [8], [1, 1], [1.5]]) {
      expect(messageOf(weekdaysSchema.safeParse(bad))).toBe(messages.daysInvalid);
    }
  });

  it('checks a window given whole, and leaves half a window to the stored value', () => {
    expect(messageOf(updateTodSchema.safeParse({ id: 'x', internalStart: '10:00', internalEnd: '09:59' }))).toBe(
      messages.timeOrder,
    );
    expect(updateTodSchema.safeParse({ id: 'x', internalStart: '23:00' }).success).toBe(true);
  });

  it('gives a new cordon its defaults', () => {
    const parsed = createCordonSchema.parse({
      state: 'CA',
      name: 'Test',
      zones: [{ name: 'Z', polyline: '_p~iF~ps|U_ulLnnqC_mqNvxq`@', color: '' }],
      days: [1],
      internalStart: '06:00',
      internalEnd: '19:00',
      entryFeeCents: 500,
      centsPerMileageUnit: 3.106856,
    });
    expect(parsed).toMatchObject({
      description: null,
      exitFeeCents: 0,
      minimumDistanceInMileageUnit: null,
      zones: [{ name: 'Z', description: null, color: null }],
    });
  });
});

describe('admin user listing input', () => {
  it('defaults to 60 and allows 1 to 60', () => {
    expect(listUsersInGroupSchema.parse({ groupname: 'Users' })).toEqual({ groupname: 'Users', limit: 60 });
    expect(listUsersInGroupSchema.parse({ groupname: 'Admins', limit: '5' }).limit).toBe(5);
    expect(messageOf(listUsersInGroupSchema.safeParse({ groupname: 'Admins', limit: '61' }))).toBe(
      messages.userListLimitInvalid,
    );
    expect(messageOf(listUsersInGroupSchema.safeParse({ groupname: 'users' }))).toBe(messages.groupnameInvalid);
  });
});

describe('audit field names', () => {
  it('maps column names to camelCase', () => {
    expect(snakeToCamel('cents_per_mileage_unit')).toBe('centsPerMileageUnit');
    expect(snakeToCamel('address1')).toBe('address1');
  });
});
