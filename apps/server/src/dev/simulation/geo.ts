/** Spherical geometry for route generation: [lat, lng] in degrees, distances in metres. */
export type LatLng = readonly [number, number];

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** Great-circle distance in metres (haversine). */
export function distanceM(a: LatLng, b: LatLng): number {
  const dLat = (b[0] - a[0]) * RAD;
  const dLng = (b[1] - a[1]) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * RAD) * Math.cos(b[0] * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from a to b, degrees clockwise from north in [0, 360). */
export function bearingDeg(a: LatLng, b: LatLng): number {
  const φ1 = a[0] * RAD;
  const φ2 = b[0] * RAD;
  const Δλ = (b[1] - a[1]) * RAD;
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return (((Math.atan2(y, x) / RAD) % 360) + 360) % 360;
}

/** The point a fraction f of the way from a to b (linear in degrees: waypoints are at most a few km apart). */
export function interpolate(a: LatLng, b: LatLng, f: number): [number, number] {
  return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
}

/** The point moved by north and east offsets in metres. */
export function offsetM(p: LatLng, northM: number, eastM: number): [number, number] {
  return [p[0] + northM / (EARTH_RADIUS_M * RAD), p[1] + eastM / (EARTH_RADIUS_M * RAD * Math.cos(p[0] * RAD))];
}

/** Length of a polyline in metres. */
export function polylineLengthM(points: readonly LatLng[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distanceM(points[i - 1] as LatLng, points[i] as LatLng);
  return total;
}

/** Smallest angle between two bearings, degrees in [0, 180]. */
export function bearingDifference(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/** Even–odd point-in-polygon test on a [lat, lng] ring (planar: rings are a few km wide). */
export function insideRing(p: LatLng, ring: readonly LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [yi, xi] = ring[i] as LatLng;
    const [yj, xj] = ring[j] as LatLng;
    if (yi > p[0] !== yj > p[0] && p[1] < ((xj - xi) * (p[0] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
