import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createCordonSchema,
  crossesItself,
  encodePolyline,
  findSelfCrossing,
  firstIssueMessage,
  messages,
} from '../index.js';

type P = [number, number];

const square: P[] = [
  [38.58, -121.5],
  [38.58, -121.49],
  [38.57, -121.49],
  [38.57, -121.5],
];
/** The same four corners visited in the wrong order: a bow tie whose edges 0 and 2 cross. */
const bowTie: P[] = [
  [38.58, -121.5],
  [38.57, -121.49],
  [38.58, -121.49],
  [38.57, -121.5],
];

describe('self-crossing zone outlines', () => {
  it('accepts simple polygons, convex or not, open or closed', () => {
    expect(findSelfCrossing(square)).toBeNull();
    expect(findSelfCrossing([...square, square[0] as P])).toBeNull();
    // An L shape (concave) and a triangle.
    const ell: P[] = [
      [0, 0],
      [0, 2],
      [1, 2],
      [1, 1],
      [2, 1],
      [2, 0],
    ];
    expect(findSelfCrossing(ell)).toBeNull();
    expect(crossesItself(square.slice(0, 3))).toBe(false);
    // A redundant point on a straight edge is not a crossing.
    expect(
      crossesItself([
        [0, 0],
        [0, 1],
        [0, 2],
        [2, 2],
        [2, 0],
      ] as P[]),
    ).toBe(false);
  });

  it('finds the first crossing pair of edges', () => {
    expect(findSelfCrossing(bowTie)).toEqual([0, 2]);
    const eight: P[] = [
      [0, 0],
      [0, 1],
      [1, 0],
      [2, 1],
      [2, 0],
      [1, 1],
    ];
    expect(findSelfCrossing(eight)).not.toBeNull();
  });

  it('refuses outlines that touch themselves or double back', () => {
    // Two triangles meeting at one vertex.
    expect(
      crossesItself([
        [0, 0],
        [1, 1],
        [0, 2],
        [2, 2],
        [1, 1],
        [2, 0],
      ] as P[]),
    ).toBe(true);
    // A spike: out along an edge and back over it.
    expect(
      crossesItself([
        [0, 0],
        [0, 2],
        [0, 1],
        [1, 1],
      ] as P[]),
    ).toBe(true);
    // Two edges overlapping along a stretch.
    expect(
      crossesItself([
        [0, 0],
        [0, 3],
        [1, 3],
        [1, 1],
        [0, 1],
        [0, 2],
        [-1, 2],
        [-1, 0],
      ] as P[]),
    ).toBe(true);
  });

  it('agrees with a plain check of every pair of edges on random outlines', () => {
    const naive = (pts: P[]) => {
      const n = pts.length;
      const cross = (a: P, b: P, c: P) => Math.sign((b[1] - a[1]) * (c[0] - a[0]) - (b[0] - a[0]) * (c[1] - a[1]));
      const on = (a: P, b: P, c: P) =>
        Math.min(a[0], b[0]) <= c[0] &&
        c[0] <= Math.max(a[0], b[0]) &&
        Math.min(a[1], b[1]) <= c[1] &&
        c[1] <= Math.max(a[1], b[1]);
      for (let i = 0; i < n; i++) {
        for (let j = i + 2; j < n; j++) {
          if (i === 0 && j === n - 1) continue;
          const [a, b, c, d] = [pts[i], pts[(i + 1) % n], pts[j], pts[(j + 1) % n]] as [P, P, P, P];
          const d1 = cross(a, b, c);
          const d2 = cross(a, b, d);
          const d3 = cross(c, d, a);
          const d4 = cross(c, d, b);
          if (d1 * d2 < 0 && d3 * d4 < 0) return true;
          if (
            (d1 === 0 && on(a, b, c)) ||
            (d2 === 0 && on(a, b, d)) ||
            (d3 === 0 && on(c, d, a)) ||
            (d4 === 0 && on(c, d, b))
          )
            return true;
        }
      }
      return false;
    };
    // Distinct grid points with no three consecutive ones in a line (checked on the integers), so
    // only non-adjacent pairs of edges can meet.
    const outline = fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 })), {
      minLength: 3,
      maxLength: 9,
      selector: ([a, b]) => `${a},${b}`,
    });
    fc.assert(
      fc.property(outline, (grid) => {
        const n = grid.length;
        const adjacentFold = grid.some((_, i) => {
          const [a, b, c] = [grid[i], grid[(i + 1) % n], grid[(i + 2) % n]] as [P, P, P];
          return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]) === 0;
        });
        fc.pre(!adjacentFold);
        const pts = grid.map(([a, b]) => [a / 100, b / 100] as P);
        expect(crossesItself(pts)).toBe(naive(grid));
      }),
      { numRuns: 500 },
    );
  });

  it('is the rule of the cordon schema, with its own message', () => {
    const input = (points: P[]) => ({
      state: 'CA',
      name: 'Test',
      zones: [{ name: 'Zone', polyline: encodePolyline(points) }],
      days: [1],
      internalStart: '06:00',
      internalEnd: '19:00',
      entryFeeCents: 0,
      centsPerMileageUnit: 1,
    });
    expect(createCordonSchema.safeParse(input(square)).success).toBe(true);
    const refused = createCordonSchema.safeParse(input(bowTie));
    expect(refused.success).toBe(false);
    if (!refused.success) expect(firstIssueMessage(refused.error)).toBe(messages.zoneSelfCrossing);
  });
});
