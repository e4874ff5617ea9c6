import { createRequire } from 'node:module';
import Flatbush from 'flatbush';
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/*
 * US state lookup for GPS points (public-domain Census boundaries from us-atlas, states-10m.json).
 *
 * Coordinates are treated as planar (x = longitude, y = latitude); each state is the set of its ring
 * edges and a point is inside when a ray to +x crosses an odd number of them (holes and islands come
 * out right with the even–odd rule). Looking up 1 Hz tracks must be fast, so the globe is cut into
 * 0.1° cells, built lazily the first time a point falls in one: a cell that no state edge touches is
 * "uniform" (wholly inside one state, or outside all); a cell with edges is split into quadrants
 * until each leaf holds at most a few edges (or is ~80 m wide). A point in a boundary leaf is
 * resolved with only the leaf's edges: its ray runs to the leaf's right side, where the states'
 * status is known from the leaf's bottom-right corner plus the crossings of the right side below
 * the point. The last leaf is remembered, so consecutive points in the same leaf cost a bounds check.
 */

/** FIPS code → USPS code (the 50 states, DC, Puerto Rico and the island areas in us-atlas). */
export const FIPS_TO_CODE: Record<string, string> = {
  '01': 'AL',
  '02': 'AK',
  '04': 'AZ',
  '05': 'AR',
  '06': 'CA',
  '08': 'CO',
  '09': 'CT',
  '10': 'DE',
  '11': 'DC',
  '12': 'FL',
  '13': 'GA',
  '15': 'HI',
  '16': 'ID',
  '17': 'IL',
  '18': 'IN',
  '19': 'IA',
  '20': 'KS',
  '21': 'KY',
  '22': 'LA',
  '23': 'ME',
  '24': 'MD',
  '25': 'MA',
  '26': 'MI',
  '27': 'MN',
  '28': 'MS',
  '29': 'MO',
  '30': 'MT',
  '31': 'NE',
  '32': 'NV',
  '33': 'NH',
  '34': 'NJ',
  '35': 'NM',
  '36': 'NY',
  '37': 'NC',
  '38': 'ND',
  '39': 'OH',
  '40': 'OK',
  '41': 'OR',
  '42': 'PA',
  '44': 'RI',
  '45': 'SC',
  '46': 'SD',
  '47': 'TN',
  '48': 'TX',
  '49': 'UT',
  '50': 'VT',
  '51': 'VA',
  '53': 'WA',
  '54': 'WV',
  '55': 'WI',
  '56': 'WY',
  '60': 'AS',
  '66': 'GU',
  '69': 'MP',
  '72': 'PR',
  '78': 'VI',
};

export interface StateInfo {
  code: string;
  name: string;
}

interface StatesData {
  states: StateInfo[];
  byCode: Map<string, number>;
  /** Edges as [ax, ay, bx, by] (longitude, latitude), and the state of each. */
  edges: Float64Array;
  edgeState: Int16Array;
  index: Flatbush;
  maxX: number;
  /** Each state's polygons as closed rings of [x0, y0, x1, y1, …] (for the naive baseline and tests). */
  rings: Float64Array[][];
}

let data: StatesData | null = null;

/** Loads the boundaries once per process (about 12,000 vertices; a few milliseconds). */
export function statesData(): StatesData {
  if (data) return data;
  const require = createRequire(import.meta.url);
  const topology = require('us-atlas/states-10m.json') as Topology<{ states: GeometryCollection<{ name: string }> }>;
  const collection = feature(topology, topology.objects.states) as FeatureCollection<
    Polygon | MultiPolygon,
    { name: string }
  >;
  const states: StateInfo[] = [];
  const rings: Float64Array[][] = [];
  const edgeList: number[] = [];
  const edgeStateList: number[] = [];
  for (const f of collection.features) {
    const code = FIPS_TO_CODE[String(f.id)];
    if (!code || !f.geometry) continue;
    const s = states.length;
    states.push({ code, name: f.properties.name });
    const polygons = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    const stateRings: Float64Array[] = [];
    for (const polygon of polygons) {
      for (const ring of polygon) {
        const flat = new Float64Array(ring.length * 2);
        ring.forEach(([x, y], i) => {
          flat[i * 2] = x as number;
          flat[i * 2 + 1] = y as number;
        });
        stateRings.push(flat);
        for (let i = 1; i < ring.length; i++) {
          const [ax, ay] = ring[i - 1] as [number, number];
          const [bx, by] = ring[i] as [number, number];
          // Degenerate edges add nothing. (Horizontal ones never cross a ray but must stay: they
          // mark grid cells as boundary cells.)
          if (ax === bx && ay === by) continue;
          edgeList.push(ax, ay, bx, by);
          edgeStateList.push(s);
        }
      }
    }
    rings.push(stateRings);
  }
  const edges = Float64Array.from(edgeList);
  const edgeState = Int16Array.from(edgeStateList);
  const count = edgeState.length;
  const index = new Flatbush(count);
  let maxX = -Infinity;
  for (let e = 0; e < count; e++) {
    const o = e * 4;
    const ax = edges[o] as number;
    const ay = edges[o + 1] as number;
    const bx = edges[o + 2] as number;
    const by = edges[o + 3] as number;
    index.add(Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by));
    maxX = Math.max(maxX, ax, bx);
  }
  index.finish();
  const byCode = new Map(states.map((s, i) => [s.code, i]));
  data = { states, byCode, edges, edgeState, index, maxX, rings };
  return data;
}

/**
 * Even–odd status of every state at (x, y), by a ray to +x through the edge index (slow path, used
 * when a grid cell is built). Returns a fresh array: 1 = inside.
 */
function statusAll(d: StatesData, x: number, y: number): Uint8Array {
  const status = new Uint8Array(d.states.length);
  const { edges, edgeState } = d;
  for (const e of d.index.search(x, y, d.maxX + 1, y)) {
    const o = e * 4;
    const ax = edges[o] as number;
    const ay = edges[o + 1] as number;
    const bx = edges[o + 2] as number;
    const by = edges[o + 3] as number;
    if (ay > y !== by > y && ax + ((y - ay) * (bx - ax)) / (by - ay) > x) {
      const s = edgeState[e] as number;
      status[s] = (status[s] as number) ^ 1;
    }
  }
  return status;
}

function firstInside(status: Uint8Array): number {
  for (let s = 0; s < status.length; s++) if (status[s]) return s;
  return -1;
}

/** Whether segment a→b meets the closed box (Liang–Barsky clipping). */
function segmentMeetsBox(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = bx - ax;
  const dy = by - ay;
  const p = [-dx, dx, -dy, dy];
  const q = [ax - x0, x1 - ax, ay - y0, y1 - ay];
  for (let i = 0; i < 4; i++) {
    const pi = p[i] as number;
    const qi = q[i] as number;
    if (pi === 0) {
      if (qi < 0) return false;
    } else {
      const r = qi / pi;
      if (pi < 0) {
        if (r > t1) return false;
        if (r > t0) t0 = r;
      } else {
        if (r < t0) return false;
        if (r < t1) t1 = r;
      }
    }
  }
  return true;
}

const LEAF_MAX_EDGES = 6;
const MAX_DEPTH = 7; // 0.1° / 2^7 ≈ 80 m
const CELL = 0.1;
const COLS = 3600;

/** A node of a cell's quadtree: uniform (state or -1), boundary leaf, or split into 4 children. */
class GeoNode {
  /** -2: split; -3: boundary leaf; otherwise the uniform state index (-1: no state). */
  kind = -1;
  children: GeoNode[] | null = null;
  midX = 0;
  midY = 0;
  // Boundary leaf: edges [ax, ay, bx, by], candidate bit of each edge, crossings of the right side.
  edges: Float64Array | null = null;
  edgeBit: Int32Array | null = null;
  sideY: Float64Array | null = null;
  sideBit: Int32Array | null = null;
  cornerMask = 0;
  cands: Int16Array | null = null;

  constructor(
    readonly x0: number,
    readonly y0: number,
    readonly x1: number,
    readonly y1: number,
  ) {}
}

const cells = new Map<number, GeoNode>();

function buildNode(d: StatesData, node: GeoNode, edgeIds: readonly number[], depth: number): void {
  const { x0, y0, x1, y1 } = node;
  const { edges, edgeState } = d;
  const inside: number[] = [];
  for (const e of edgeIds) {
    const o = e * 4;
    if (
      segmentMeetsBox(
        edges[o] as number,
        edges[o + 1] as number,
        edges[o + 2] as number,
        edges[o + 3] as number,
        x0,
        y0,
        x1,
        y1,
      )
    ) {
      inside.push(e);
    }
  }
  if (inside.length === 0) {
    node.kind = firstInside(statusAll(d, (x0 + x1) / 2, (y0 + y1) / 2));
    return;
  }
  if (inside.length > LEAF_MAX_EDGES && depth < MAX_DEPTH) {
    node.kind = -2;
    node.midX = (x0 + x1) / 2;
    node.midY = (y0 + y1) / 2;
    const { midX, midY } = node;
    node.children = [
      new GeoNode(x0, y0, midX, midY),
      new GeoNode(midX, y0, x1, midY),
      new GeoNode(x0, midY, midX, y1),
      new GeoNode(midX, midY, x1, y1),
    ];
    for (const child of node.children) buildNode(d, child, inside, depth + 1);
    return;
  }
  // Boundary leaf.
  const cands: number[] = [];
  for (const e of inside) {
    const s = edgeState[e] as number;
    if (!cands.includes(s)) cands.push(s);
  }
  const corner = statusAll(d, x1, y0);
  let cornerMask = 0;
  cands.forEach((s, i) => {
    if (corner[s]) cornerMask |= 1 << i;
  });
  const leafEdges = new Float64Array(inside.length * 4);
  const edgeBit = new Int32Array(inside.length);
  const sideY: number[] = [];
  const sideBit: number[] = [];
  inside.forEach((e, k) => {
    const o = e * 4;
    const ax = edges[o] as number;
    const ay = edges[o + 1] as number;
    const bx = edges[o + 2] as number;
    const by = edges[o + 3] as number;
    leafEdges.set([ax, ay, bx, by], k * 4);
    const bit = 1 << cands.indexOf(edgeState[e] as number);
    edgeBit[k] = bit;
    // Where the edge crosses the leaf's right side (x = x1), above the corner.
    if (ax > x1 !== bx > x1) {
      const yc = ay + ((x1 - ax) * (by - ay)) / (bx - ax);
      if (yc > y0 && yc <= y1) {
        sideY.push(yc);
        sideBit.push(bit);
      }
    }
  });
  node.kind = -3;
  node.edges = leafEdges;
  node.edgeBit = edgeBit;
  node.sideY = Float64Array.from(sideY);
  node.sideBit = Int32Array.from(sideBit);
  node.cornerMask = cornerMask;
  node.cands = Int16Array.from(cands);
}

function cellFor(d: StatesData, x: number, y: number): GeoNode {
  const col = Math.floor((x + 180) / CELL);
  const row = Math.floor((y + 90) / CELL);
  const key = row * COLS + col;
  let node = cells.get(key);
  if (!node) {
    const x0 = col * CELL - 180;
    const y0 = row * CELL - 90;
    node = new GeoNode(x0, y0, x0 + CELL, y0 + CELL);
    const candidates = d.index.search(x0, y0, x0 + CELL, y0 + CELL);
    buildNode(d, node, candidates, 0);
    cells.set(key, node);
  }
  return node;
}

/** Resolves a point inside a boundary leaf (see the file comment). */
function leafState(leaf: GeoNode, x: number, y: number): number {
  let mask = leaf.cornerMask;
  const sideY = leaf.sideY as Float64Array;
  const sideBit = leaf.sideBit as Int32Array;
  for (let i = 0; i < sideY.length; i++) if ((sideY[i] as number) < y) mask ^= sideBit[i] as number;
  const edges = leaf.edges as Float64Array;
  const edgeBit = leaf.edgeBit as Int32Array;
  const x1 = leaf.x1;
  for (let k = 0, o = 0; k < edgeBit.length; k++, o += 4) {
    const ay = edges[o + 1] as number;
    const by = edges[o + 3] as number;
    if (ay > y !== by > y) {
      const ax = edges[o] as number;
      const xc = ax + ((y - ay) * ((edges[o + 2] as number) - ax)) / (by - ay);
      if (xc > x && xc <= x1) mask ^= edgeBit[k] as number;
    }
  }
  if (mask === 0) return -1;
  return (leaf.cands as Int16Array)[31 - Math.clz32(mask & -mask)] as number;
}

/**
 * A reusable locator: remembers its last leaf so a track's consecutive points (1 Hz, ~30 m apart)
 * mostly cost a bounds check. Returns the state index (see `stateAt`) or -1 outside every state.
 */
export class StateLocator {
  private readonly d = statesData();
  private last: GeoNode | null = null;

  locate(lat: number, lng: number): number {
    let leaf = this.last;
    if (leaf === null || lng < leaf.x0 || lng >= leaf.x1 || lat < leaf.y0 || lat >= leaf.y1) {
      leaf = cellFor(this.d, lng, lat);
      while (leaf.kind === -2) {
        const c = leaf.children as GeoNode[];
        leaf = c[(lng >= leaf.midX ? 1 : 0) + (lat >= leaf.midY ? 2 : 0)] as GeoNode;
      }
      this.last = leaf;
    }
    return leaf.kind === -3 ? leafState(leaf, lng, lat) : leaf.kind;
  }
}

let sharedLocator: StateLocator | null = null;

/** The state at a point (index into `stateInfo`), or -1 (sea, Mexico, Canada). */
export function stateIndexAt(lat: number, lng: number): number {
  sharedLocator ??= new StateLocator();
  return sharedLocator.locate(lat, lng);
}

/** The state (code and name) at a point, or null outside every state. */
export function stateAt(lat: number, lng: number): StateInfo | null {
  const s = stateIndexAt(lat, lng);
  return s < 0 ? null : (statesData().states[s] ?? null);
}

export function stateInfo(index: number): StateInfo {
  const s = statesData().states[index];
  if (!s) throw new RangeError(`no state ${index}`);
  return s;
}

export function stateIndexOfCode(code: string): number {
  return statesData().byCode.get(code) ?? -1;
}

/**
 * The naive baseline for the benchmark: every state polygon tested with plain ray casting over all
 * of its rings, no bounding boxes, no grid. Same answers as the locator (up to points on an edge).
 */
export function naiveStateIndexAt(lat: number, lng: number): number {
  const { rings } = statesData();
  for (let s = 0; s < rings.length; s++) {
    let inside = false;
    for (const ring of rings[s] as Float64Array[]) {
      for (let i = 2; i < ring.length; i += 2) {
        const ax = ring[i - 2] as number;
        const ay = ring[i - 1] as number;
        const bx = ring[i] as number;
        const by = ring[i + 1] as number;
        if (ay > lat !== by > lat && ax + ((lat - ay) * (bx - ax)) / (by - ay) > lng) inside = !inside;
      }
    }
    if (inside) return s;
  }
  return -1;
}
