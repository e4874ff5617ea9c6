/*
 * Zone outlines (cordon zones) as simple polygons. The staff map refuses an outline that crosses
 * itself at once, and the rates service refuses it as the rule: the engine's point-in-zone test
 * (even-odd) would otherwise charge only parts of a figure-eight.
 */

type Point = readonly [lat: number, lng: number];

/** Outline points are compared on the encoded-polyline grid (1e-5°), so the arithmetic is exact. */
const GRID = 1e5;

interface Edge {
  index: number;
  ax: number;
  ay: number;
  bx: number;
  by: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** The points of a closed outline on the grid: repeated points and a repeated first point dropped. */
function ring(points: readonly Point[]): [number, number][] {
  const out: [number, number][] = [];
  for (const [lat, lng] of points) {
    const p: [number, number] = [Math.round(lng * GRID), Math.round(lat * GRID)];
    const last = out.at(-1);
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  const first = out[0];
  const last = out.at(-1);
  if (out.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) out.pop();
  return out;
}

const orient = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) =>
  Math.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));

/** c lies within the bounding box of a–b (used when the three are collinear). */
const within = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) =>
  Math.min(ax, bx) <= cx && cx <= Math.max(ax, bx) && Math.min(ay, by) <= cy && cy <= Math.max(ay, by);

/** Two edges meet anywhere (crossing, touching or overlapping). */
function meet(e: Edge, f: Edge): boolean {
  const d1 = orient(e.ax, e.ay, e.bx, e.by, f.ax, f.ay);
  const d2 = orient(e.ax, e.ay, e.bx, e.by, f.bx, f.by);
  const d3 = orient(f.ax, f.ay, f.bx, f.by, e.ax, e.ay);
  const d4 = orient(f.ax, f.ay, f.bx, f.by, e.bx, e.by);
  if (d1 !== d2 && d3 !== d4 && d1 !== 0 && d2 !== 0 && d3 !== 0 && d4 !== 0) return true;
  return (
    (d1 === 0 && within(e.ax, e.ay, e.bx, e.by, f.ax, f.ay)) ||
    (d2 === 0 && within(e.ax, e.ay, e.bx, e.by, f.bx, f.by)) ||
    (d3 === 0 && within(f.ax, f.ay, f.bx, f.by, e.ax, e.ay)) ||
    (d4 === 0 && within(f.ax, f.ay, f.bx, f.by, e.bx, e.by))
  );
}

/**
 * Neighbouring edges share their common point only; they overlap when the outline doubles back
 * on itself (a spike): the third point lies on the line through the first two, behind the turn.
 */
function foldsBack(e: Edge, f: Edge): boolean {
  if (orient(e.ax, e.ay, e.bx, e.by, f.bx, f.by) !== 0) return false;
  return (e.bx - e.ax) * (f.bx - f.ax) + (e.by - e.ay) * (f.by - f.ay) < 0;
}

/**
 * The first two edges (by index: edge i runs from point i to the next, the last back to the first)
 * of a closed outline that cross, touch or overlap, or null for a simple polygon. Outlines with fewer
 * than 3 distinct points are not polygons at all (see isValidZonePolyline) and give null. A sweep
 * over the edges sorted by their west end compares only edges whose boxes overlap.
 */
export function findSelfCrossing(points: readonly Point[]): [number, number] | null {
  const pts = ring(points);
  const n = pts.length;
  if (n < 3) return null;
  const edges: Edge[] = pts.map(([ax, ay], index) => {
    const [bx, by] = pts[(index + 1) % n] as [number, number];
    return {
      index,
      ax,
      ay,
      bx,
      by,
      minX: Math.min(ax, bx),
      maxX: Math.max(ax, bx),
      minY: Math.min(ay, by),
      maxY: Math.max(ay, by),
    };
  });
  const byWest = [...edges].sort((a, b) => a.minX - b.minX);
  let active: Edge[] = [];
  let found: [number, number] | null = null;
  for (const e of byWest) {
    active = active.filter((f) => f.maxX >= e.minX);
    for (const f of active) {
      if (f.minY > e.maxY || f.maxY < e.minY) continue;
      const [i, j] = e.index < f.index ? [e.index, f.index] : [f.index, e.index];
      const first = edges[i] as Edge;
      const second = edges[j] as Edge;
      let crosses: boolean;
      if (j === i + 1) crosses = foldsBack(first, second);
      else if (i === 0 && j === n - 1) crosses = foldsBack(second, first);
      else crosses = meet(first, second);
      if (crosses && (!found || i < found[0] || (i === found[0] && j < found[1]))) found = [i, j];
    }
    active.push(e);
  }
  return found;
}

/** The outline crosses or touches itself (so it is not a simple polygon). */
export const crossesItself = (points: readonly Point[]): boolean => findSelfCrossing(points) !== null;
