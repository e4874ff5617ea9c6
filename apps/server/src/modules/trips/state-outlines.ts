import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/*
 * The offline base layer of the maps: US state outlines (public-domain Census boundaries from
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
  /** GeoJSON FeatureCollection of the states (properties: name). */
  json: string;
  gzip: Buffer;
  etag: string;
}

let outlines: StateOutlines | null = null;

/** Built once per process (a few milliseconds). */
export function stateOutlines(): StateOutlines {
  if (outlines) return outlines;
  const require = createRequire(import.meta.url);
  const source = require('us-atlas/states-10m.json') as Topology<{ states: GeometryCollection<{ name: string }> }>;
  const [sx, sy] = source.transform?.scale ?? [1, 1];
  const [tx, ty] = source.transform?.translate ?? [0, 0];
  const arcs = source.arcs.map((arc) => {
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
  const topology = { type: 'Topology', arcs, objects: source.objects } as Topology<{
    states: GeometryCollection<{ name: string }>;
  }>;
  const collection = feature(topology, topology.objects.states) as FeatureCollection<
    Polygon | MultiPolygon,
    { name: string }
  >;
  const json = JSON.stringify({
    type: 'FeatureCollection',
    features: collection.features.map((f) => ({
      type: 'Feature',
      properties: { name: f.properties.name },
      geometry: f.geometry,
    })),
  });
  outlines = {
    json,
    gzip: gzipSync(json, { level: 9 }),
    etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 16)}"`,
  };
  return outlines;
}
