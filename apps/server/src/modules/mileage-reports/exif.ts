/**
 * A minimal EXIF reader: the capture date (DateTimeOriginal, else DateTimeDigitized, else DateTime) of
 * a JPEG (APP1 "Exif" segment) or of a raw EXIF/TIFF block (what sharp's metadata().exif gives for
 * PNG and WebP), or of a HEIC/HEIF (its 'Exif' item, found through the ISO-BMFF meta box). No library:
 * the TIFF structure is small (CIPA DC-008 / EXIF 2.32 §4.6), and so is the part of ISO/IEC 23008-12
 * (HEIF: iinf, iloc) that locates the item.
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

/** An ISO-BMFF box: its type and where its content (after the header) starts and ends. */
interface Box {
  type: string;
  start: number;
  end: number;
}

/** The boxes between `start` and `end` (null when one runs past the end). */
function boxesIn(bytes: Buffer, start: number, end: number): Box[] | null {
  const boxes: Box[] = [];
  let offset = start;
  while (offset + 8 <= end) {
    let size = bytes.readUInt32BE(offset);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) return null;
      size = Number(bytes.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) size = end - offset;
    if (size < header || offset + size > end) return null;
    boxes.push({ type: bytes.toString('latin1', offset + 4, offset + 8), start: offset + header, end: offset + size });
    offset += size;
  }
  return boxes;
}

/** Reads an unsigned big-endian integer of 0, 4 or 8 bytes (iloc's field sizes). */
function readSized(bytes: Buffer, at: number, size: number): number {
  if (size === 0) return 0;
  if (size === 4) return bytes.readUInt32BE(at);
  if (size === 8) return Number(bytes.readBigUInt64BE(at));
  throw new RangeError(`field size ${size}`);
}

/** The id of the item of type 'Exif' in an iinf box (full box), or null. */
function exifItemId(bytes: Buffer, iinf: Box): number | null {
  const version = bytes[iinf.start] ?? 0;
  const entriesAt = iinf.start + 4 + (version === 0 ? 2 : 4);
  for (const infe of boxesIn(bytes, entriesAt, iinf.end) ?? []) {
    if (infe.type !== 'infe') continue;
    const infeVersion = bytes[infe.start] ?? 0;
    if (infeVersion < 2) continue; // item types came with version 2
    const idSize = infeVersion === 2 ? 2 : 4;
    const id = idSize === 2 ? bytes.readUInt16BE(infe.start + 4) : bytes.readUInt32BE(infe.start + 4);
    const typeAt = infe.start + 4 + idSize + 2;
    if (bytes.toString('latin1', typeAt, typeAt + 4) === 'Exif') return id;
  }
  return null;
}

/** Where the data of item `itemId` lies in the file according to an iloc box (one extent, file offsets). */
function itemExtent(bytes: Buffer, iloc: Box, itemId: number): { offset: number; length: number } | null {
  const version = bytes[iloc.start] ?? 0;
  let at = iloc.start + 4;
  const sizes = bytes.readUInt16BE(at);
  at += 2;
  const offsetSize = sizes >> 12;
  const lengthSize = (sizes >> 8) & 0xf;
  const baseOffsetSize = (sizes >> 4) & 0xf;
  const indexSize = version === 1 || version === 2 ? sizes & 0xf : 0;
  const count = version < 2 ? bytes.readUInt16BE(at) : bytes.readUInt32BE(at);
  at += version < 2 ? 2 : 4;
  for (let i = 0; i < count; i++) {
    const id = version < 2 ? bytes.readUInt16BE(at) : bytes.readUInt32BE(at);
    at += version < 2 ? 2 : 4;
    // construction_method 0 is "file offset"; 1 (in idat) and 2 (item reference) are not followed here.
    const method = version === 1 || version === 2 ? bytes.readUInt16BE(at) & 0xf : 0;
    if (version === 1 || version === 2) at += 2;
    at += 2; // data_reference_index
    const base = readSized(bytes, at, baseOffsetSize);
    at += baseOffsetSize;
    const extents = bytes.readUInt16BE(at);
    at += 2;
    let first: { offset: number; length: number } | null = null;
    for (let e = 0; e < extents; e++) {
      at += indexSize;
      const offset = readSized(bytes, at, offsetSize);
      at += offsetSize;
      const length = readSized(bytes, at, lengthSize);
      at += lengthSize;
      if (e === 0) first = { offset: base + offset, length };
    }
    if (id === itemId) return method === 0 && extents === 1 ? first : null;
  }
  return null;
}

/**
 * The EXIF block of a HEIC/HEIF (TIFF header onwards), or null. The 'Exif' item's data starts with the
 * offset (4 bytes) from its end to the TIFF header (ISO/IEC 23008-12 annex A.2.1).
 */
export function heifExifBlock(bytes: Uint8Array): Uint8Array | null {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const top = boxesIn(file, 0, file.length);
    if (top?.[0]?.type !== 'ftyp') return null;
    const meta = top.find((b) => b.type === 'meta');
    if (!meta) return null;
    const children = boxesIn(file, meta.start + 4, meta.end) ?? [];
    const iinf = children.find((b) => b.type === 'iinf');
    const iloc = children.find((b) => b.type === 'iloc');
    if (!iinf || !iloc) return null;
    const id = exifItemId(file, iinf);
    if (id === null) return null;
    const extent = itemExtent(file, iloc, id);
    if (!extent || extent.length < 4 || extent.offset + extent.length > file.length) return null;
    const headerOffset = file.readUInt32BE(extent.offset);
    const tiffAt = extent.offset + 4 + headerOffset;
    const end = extent.offset + extent.length;
    return tiffAt < end ? bytes.subarray(tiffAt, end) : null;
  } catch {
    return null; // a box or field that runs past the end of the file
  }
}

/** A HEIC/HEIF photo's capture date from its EXIF item, or null. */
export function heifCaptureDate(bytes: Uint8Array): Date | null {
  const block = heifExifBlock(bytes);
  try {
    return block ? exifCaptureDate(block) : null;
  } catch {
    return null;
  }
}
