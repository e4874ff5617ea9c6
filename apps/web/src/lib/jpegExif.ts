/**
 * The EXIF block of a JPEG, carried from a phone's photograph to the smaller copy the browser makes of
 * it before upload. The server reads when the photo was taken from it (a mileage report's audit
 * signals), and a canvas writes none. Pure byte work, so it is tested without a browser.
 */

const SOI = 0xd8;
const SOS = 0xda;
const EOI = 0xd9;
const APP0 = 0xe0;
const APP1 = 0xe1;
const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]; // "Exif\0\0"
const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

interface Segment {
  marker: number;
  start: number;
  /** Just past the segment. */
  end: number;
}

/** The header segments of a JPEG, in order, up to the image data. Empty when it is not a JPEG. */
function headerSegments(jpeg: Uint8Array): Segment[] {
  if (jpeg[0] !== 0xff || jpeg[1] !== SOI) return [];
  const segments: Segment[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1] ?? 0;
    if (marker === SOS || marker === EOI) break;
    const length = ((jpeg[at + 2] ?? 0) << 8) | (jpeg[at + 3] ?? 0);
    const end = at + 2 + length;
    if (length < 2 || end > jpeg.length) break;
    segments.push({ marker, start: at, end });
    at = end;
  }
  return segments;
}

const isExif = (jpeg: Uint8Array, segment: Segment) =>
  segment.marker === APP1 && EXIF_HEADER.every((byte, i) => jpeg[segment.start + 4 + i] === byte);

/** The APP1 "Exif" segment of a JPEG (marker included), or null when it has none. */
export function jpegExifSegment(jpeg: Uint8Array): Uint8Array | null {
  const segment = headerSegments(jpeg).find((s) => isExif(jpeg, s));
  return segment ? jpeg.slice(segment.start, segment.end) : null;
}

/**
 * The EXIF segment with its Orientation set to 1 (upright): the copy is drawn already turned the way
 * the camera meant, so a viewer must not turn it again.
 */
export function uprightExifSegment(segment: Uint8Array): Uint8Array {
  const copy = segment.slice();
  const tiff = 10; // marker (2), length (2), "Exif\0\0" (6)
  const view = new DataView(copy.buffer, copy.byteOffset, copy.byteLength);
  if (copy.length < tiff + 8) return copy;
  const little = copy[tiff] === 0x49 && copy[tiff + 1] === 0x49; // "II"
  if (!little && !(copy[tiff] === 0x4d && copy[tiff + 1] === 0x4d)) return copy; // nor "MM"
  const ifd0 = tiff + view.getUint32(tiff + 4, little);
  if (ifd0 + 2 > copy.length) return copy;
  const count = view.getUint16(ifd0, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd0 + 2 + i * 12;
    if (entry + 12 > copy.length) break;
    if (view.getUint16(entry, little) === ORIENTATION_TAG && view.getUint16(entry + 2, little) === SHORT) {
      view.setUint16(entry + 8, 1, little);
    }
  }
  return copy;
}

/**
 * The JPEG with `exif` as its EXIF segment: after the JFIF header when there is one (which must come
 * first), otherwise straight after the start marker; an EXIF segment it had is replaced.
 */
export function withExifSegment(jpeg: Uint8Array, exif: Uint8Array): Uint8Array {
  if (jpeg[0] !== 0xff || jpeg[1] !== SOI) return jpeg;
  const segments = headerSegments(jpeg);
  const jfif = segments[0]?.marker === APP0 ? segments[0] : undefined;
  const insertAt = jfif ? jfif.end : 2;
  const old = segments.find((s) => isExif(jpeg, s));
  const parts = [jpeg.subarray(0, insertAt), exif];
  if (old && old.start >= insertAt) parts.push(jpeg.subarray(insertAt, old.start), jpeg.subarray(old.end));
  else parts.push(jpeg.subarray(insertAt));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
