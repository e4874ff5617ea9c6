/*
 * Google encoded polylines (precision 5) for a whole track at once, byte-identical to
 * @rc/domain encodePolyline. The track is encoded once into a byte buffer with the offset of each
 * point's delta; a segment's polyline is then its first point encoded absolutely plus a slice of the
 * buffer (the later points' deltas are the same), so segments cost O(1) instead of re-encoding.
 */
import { encodePolylineValue } from '@rc/domain';

let buffer = Buffer.alloc(64 * 1024);
let offsets = new Int32Array(4096);
let ilat = new Int32Array(4096);
let ilng = new Int32Array(4096);

function grow(bytes: number, points: number): void {
  if (bytes > buffer.length) {
    const next = Buffer.alloc(Math.max(bytes, buffer.length * 2));
    buffer.copy(next);
    buffer = next;
  }
  if (points > offsets.length) {
    const size = Math.max(points, offsets.length * 2);
    offsets = new Int32Array(size);
    ilat = new Int32Array(size);
    ilng = new Int32Array(size);
  }
}

function writeValue(value: number, at: number): number {
  let n = value < 0 ? ~(value << 1) : value << 1;
  while (n >= 0x20) {
    buffer[at++] = (0x20 | (n & 0x1f)) + 63;
    n >>= 5;
  }
  buffer[at++] = n + 63;
  return at;
}

/** An encoded track; valid until the next `encodeTrack` call (shared buffers). */
export interface EncodedTrack {
  /** The whole track's polyline. */
  full: string;
  /** The polyline of points first..last (inclusive). */
  slice(first: number, last: number): string;
}

export function encodeTrack(lat: Float64Array, lng: Float64Array, n: number): EncodedTrack {
  // At most 6 bytes per value for coordinates within ±180°.
  grow(n * 12 + 16, n + 1);
  let at = 0;
  let prevLat = 0;
  let prevLng = 0;
  for (let i = 0; i < n; i++) {
    offsets[i] = at;
    const a = Math.round((lat[i] as number) * 1e5);
    const b = Math.round((lng[i] as number) * 1e5);
    ilat[i] = a;
    ilng[i] = b;
    at = writeValue(a - prevLat, at);
    at = writeValue(b - prevLng, at);
    prevLat = a;
    prevLng = b;
  }
  offsets[n] = at;
  const full = buffer.toString('latin1', 0, at);
  return {
    full,
    slice(first: number, last: number): string {
      if (first === 0) return full.slice(0, offsets[last + 1]);
      const head = encodePolylineValue(ilat[first] as number) + encodePolylineValue(ilng[first] as number);
      return head + full.slice(offsets[first + 1], offsets[last + 1]);
    },
  };
}
