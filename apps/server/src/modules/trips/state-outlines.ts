import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/*
 * The offline base layer of the maps: US state outlines and the county lines of California and its
 * neighbours (public-domain Census boundaries from
 * us-atlas states-10m.json, the data the state lookup uses) as GeoJSON, so a map works with no tile
 * server. The shared borders are simplified once per arc (so neighbouring states still meet) and
 * coordinates rounded to 0.001° (~100 m, finer than the 1:10,000,000 source), then served gzipped.
 */

/** Douglas–Peucker tolerance in degrees (~500 m): drops only points the source scale cannot show anyway. */
const TOLERANCE = 0.005;
const ROUND = 1000;

type Point = [number, number];

function simplify(points: Point[], tolerance: number): Point[] {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  const limit = tolerance * tolerance;
  while (stack.length) {
    const [a, b] = stack.pop() as [number, number];
    const [ax, ay] = points[a] as Point;
    const [bx, by] = points[b] as Point;
    const dx = bx - ax;
    const dy = by - ay;
    const length2 = dx * dx + dy * dy;
    let farthest = -1;
    let at = -1;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i] as Point;
      const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
      const d = (px - ax - t * dx) ** 2 + (py - ay - t * dy) ** 2;
      if (d > farthest) {
        farthest = d;
        at = i;
      }
    }
    if (farthest > limit) {
      keep[at] = 1;
      stack.push([a, at], [at, b]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

export interface StateOutlines {
  /** GeoJSON FeatureCollection (properties: name; counties also label, where to write the name). */
  json: string;
  gzip: Buffer;
  etag: string;
}

type Named = GeometryCollection<{ name: string }>;

/** A us-atlas topology's arcs as absolute longitude/latitude, simplified and rounded once per arc. */
function decodedArcs(source: Topology): Point[][] {
  const [sx, sy] = source.transform?.scale ?? [1, 1];
  const [tx, ty] = source.transform?.translate ?? [0, 0];
  return source.arcs.map((arc) => {
    // Quantized, delta-encoded positions → absolute longitude/latitude.
    let x = 0;
    let y = 0;
    const points = arc.map(([dx, dy]) => {
      x += dx as number;
      y += dy as number;
      return [x * sx + tx, y * sy + ty] as Point;
    });
    return simplify(points, TOLERANCE).map(([px, py]) => [
      Math.round(px * ROUND) / ROUND,
      Math.round(py * ROUND) / ROUND,
    ]);
  });
}

function served(features: unknown[]): StateOutlines {
  const json = JSON.stringify({ type: 'FeatureCollection', features });
  return {
    json,
    gzip: gzipSync(json, { level: 9 }),
    etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 16)}"`,
  };
}

/** The features of one object of a simplified topology, those whose id `keep` accepts. */
function featuresOf(source: Topology<Record<string, Named>>, object: string, keep: (id: string) => boolean) {
  const topology = { type: 'Topology', arcs: decodedArcs(source), objects: source.objects } as Topology<
    Record<string, Named>
  >;
  const named = topology.objects[object] as Named;
  const collection = feature(topology, {
    ...named,
    geometries: named.geometries.filter((g) => keep(String(g.id ?? ''))),
  }) as FeatureCollection<Polygon | MultiPolygon, { name: string }>;
  return collection.features;
}

/** The area-weighted centre of a polygon's outer ring: where its name is written. */
function labelPoint(geometry: Polygon | MultiPolygon): Point {
  const rings = geometry.type === 'Polygon' ? [geometry.coordinates[0]] : geometry.coordinates.map((p) => p[0]);
  let best: { area: number; x: number; y: number } = { area: -1, x: 0, y: 0 };
  for (const ring of rings) {
    if (!ring || ring.length < 3) continue;
    let area = 0;
    let cx = 0;
    let cy = 0;
    for (let i = 0; i < ring.length - 1; i++) {
      const [x0, y0] = ring[i] as Point;
      const [x1, y1] = ring[i + 1] as Point;
      const cross = x0 * y1 - x1 * y0;
      area += cross;
      cx += (x0 + x1) * cross;
      cy += (y0 + y1) * cross;
    }
    if (Math.abs(area) > best.area && area !== 0)
      best = { area: Math.abs(area), x: cx / (3 * area), y: cy / (3 * area) };
  }
  return [Math.round(best.x * ROUND) / ROUND, Math.round(best.y * ROUND) / ROUND];
}

let outlines: StateOutlines | null = null;

/** Built once per process (a few milliseconds). */
export function stateOutlines(): StateOutlines {
  if (outlines) return outlines;
  const require = createRequire(import.meta.url);
  const source = require('us-atlas/states-10m.json') as Topology<Record<string, Named>>;
  outlines = served(
    featuresOf(source, 'states', () => true).map((f) => ({
      type: 'Feature',
      properties: { name: f.properties.name },
      geometry: f.geometry,
    })),
  );
  return outlines;
}

/**
 * The states whose counties the maps draw: California and the neighbours its drivers cross into
 * (Census FIPS codes: Arizona, California, Nevada, Oregon).
 */
export const COUNTY_STATES = ['04', '06', '32', '41'] as const;

let counties: StateOutlines | null = null;

/**
 * County lines and names of COUNTY_STATES (public-domain Census boundaries from us-atlas
 * counties-10m.json), simplified like the states; each with the point where its name is written.
 */
export function countyOutlines(): StateOutlines {
  if (counties) return counties;
  const require = createRequire(import.meta.url);
  const source = require('us-atlas/counties-10m.json') as Topology<Record<string, Named>>;
  const states = new Set<string>(COUNTY_STATES);
  counties = served(
    featuresOf(source, 'counties', (id) => states.has(id.slice(0, 2))).map((f) => ({
      type: 'Feature',
      properties: { name: f.properties.name, label: labelPoint(f.geometry) },
      geometry: f.geometry,
    })),
  );
  return counties;
}
