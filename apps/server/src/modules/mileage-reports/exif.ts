/**
 * A minimal EXIF reader: the capture date (DateTimeOriginal, else DateTimeDigitized, else DateTime) of
 * a JPEG (APP1 "Exif" segment) or of a raw EXIF/TIFF block (what sharp's metadata().exif gives for
 * PNG and WebP). No library: the TIFF structure is small (docs: CIPA DC-008 / EXIF 2.32 §4.6).
 * HEIC/HEIF keeps its EXIF in an ISO-BMFF item this reader does not walk: null.
 */

const TAG_DATE_TIME = 0x0132;
const TAG_EXIF_IFD = 0x8769;
const TAG_DATE_TIME_ORIGINAL = 0x9003;
const TAG_DATE_TIME_DIGITIZED = 0x9004;
const TYPE_ASCII = 2;
const TYPE_LONG = 4;

/** The EXIF block of a JPEG (TIFF header onwards), or null when it has none. */
export function jpegExifBlock(bytes: Uint8Array): Uint8Array | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes, then markers without a length.
    if (marker === 0xff) {
      offset++;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / start of scan: no more metadata
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    if (length < 2) return null;
    const start = offset + 4;
    const end = offset + 2 + length;
    if (end > bytes.length) return null;
    if (
      marker === 0xe1 &&
      end - start >= 6 &&
      Buffer.from(bytes.subarray(start, start + 6)).toString('latin1') === 'Exif\0\0'
    ) {
      return bytes.subarray(start + 6, end);
    }
    offset = end;
  }
  return null;
}

/** EXIF "YYYY:MM:DD HH:MM:SS" (camera clock, no zone) as that wall time in UTC, or null. */
export function parseExifDate(text: string): Date | null {
  const m = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  if (y < 1900 || mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return date.getUTCDate() === d ? date : null;
}

/**
 * The capture date in a TIFF-structured EXIF block (starting at "II*\0" or "MM\0*"; an "Exif\0\0"
 * prefix is skipped), or null when there is none or the block is malformed.
 */
export function exifCaptureDate(block: Uint8Array): Date | null {
  let tiff = Buffer.from(block.buffer, block.byteOffset, block.byteLength);
  if (tiff.length >= 6 && tiff.toString('latin1', 0, 6) === 'Exif\0\0') tiff = tiff.subarray(6);
  if (tiff.length < 8) return null;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const le = order === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return null;

  /** The entries of the IFD at `at`: tag → entry offset. */
  const readIfd = (at: number): Map<number, number> | null => {
    if (at < 8 || at + 2 > tiff.length) return null;
    const count = u16(at);
    if (at + 2 + count * 12 > tiff.length) return null;
    const entries = new Map<number, number>();
    for (let i = 0; i < count; i++) entries.set(u16(at + 2 + i * 12), at + 2 + i * 12);
    return entries;
  };
  const asciiAt = (entry: number | undefined): string | null => {
    if (entry === undefined || u16(entry + 2) !== TYPE_ASCII) return null;
    const count = u32(entry + 4);
    const start = count <= 4 ? entry + 8 : u32(entry + 8);
    if (start + count > tiff.length) return null;
    return tiff.toString('latin1', start, start + count).replace(/\0.*$/s, '');
  };
  const dateAt = (entry: number | undefined) => {
    const text = asciiAt(entry);
    return text ? parseExifDate(text) : null;
  };

  const ifd0 = readIfd(u32(4));
  if (!ifd0) return null;
  const exifPointer = ifd0.get(TAG_EXIF_IFD);
  const exifIfd =
    exifPointer !== undefined && u16(exifPointer + 2) === TYPE_LONG ? readIfd(u32(exifPointer + 8)) : null;
  return (
    dateAt(exifIfd?.get(TAG_DATE_TIME_ORIGINAL)) ??
    dateAt(exifIfd?.get(TAG_DATE_TIME_DIGITIZED)) ??
    dateAt(ifd0.get(TAG_DATE_TIME))
  );
}

/** A JPEG's capture date from its EXIF, or null. */
export function jpegCaptureDate(bytes: Uint8Array): Date | null {
  const block = jpegExifBlock(bytes);
  try {
    return block ? exifCaptureDate(block) : null;
  } catch {
    return null; // a malformed block that points outside itself
  }
}
