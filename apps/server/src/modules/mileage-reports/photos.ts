import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';

/** The photo types accepted for odometer photographs, with the extension they are stored under. */
export type PhotoType =
  | { mimeType: 'image/jpeg'; ext: 'jpg' }
  | { mimeType: 'image/png'; ext: 'png' }
  | { mimeType: 'image/webp'; ext: 'webp' }
  | { mimeType: 'image/heic'; ext: 'heic' }
  | { mimeType: 'image/heif'; ext: 'heif' };

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.subarray(start, end)).toString('latin1');

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'heif']);

/**
 * The image type from the file's first bytes (never from its name or the browser's claim): JPEG, PNG,
 * WebP, or HEIC/HEIF (an ISO-BMFF 'ftyp' box with an HEVC image brand). Anything else, including AVIF
 * (also HEIF-based, but AV1), is null.
 */
export function detectPhotoType(bytes: Uint8Array): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { mimeType: 'image/jpeg', ext: 'jpg' };
  }
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return { mimeType: 'image/png', ext: 'png' };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return { mimeType: 'image/webp', ext: 'webp' };
  }
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = Buffer.from(bytes.subarray(0, 4)).readUInt32BE(0);
    const end = Math.min(bytes.length, boxSize >= 16 ? boxSize : 16);
    const major = ascii(bytes, 8, 12);
    const brands = [major];
    for (let i = 16; i + 4 <= end; i += 4) brands.push(ascii(bytes, i, i + 4));
    if (brands.some((b) => HEIC_BRANDS.has(b))) return { mimeType: 'image/heic', ext: 'heic' };
    if (brands.includes('avif') || brands.includes('avis')) return null;
    if (brands.some((b) => HEIF_BRANDS.has(b))) return { mimeType: 'image/heif', ext: 'heif' };
  }
  return null;
}

export function isHeif(mimeType: string): boolean {
  return mimeType === 'image/heic' || mimeType === 'image/heif';
}

/**
 * Where the browser-viewable copy of a stored photo is: HEIC/HEIF originals get a JPEG next to them
 * (same name, .jpg); other types are shown as they are.
 */
export function displayKeyOf(photo: { storageKey: string; mimeType: string }): string {
  return isHeif(photo.mimeType) ? photo.storageKey.replace(/\.[A-Za-z0-9]+$/, '.jpg') : photo.storageKey;
}

/**
 * heic-convert's HEIC decoder (libheif compiled to WebAssembly). Decoding a 12-megapixel photo takes
 * seconds of CPU, so it runs in a worker thread and the server keeps answering meanwhile; sharp then
 * encodes the JPEG (in libuv's pool, much faster than heic-convert's JavaScript JPEG encoder).
 */
const HEIC_DECODER = createRequire(createRequire(import.meta.url).resolve('heic-convert')).resolve('heic-decode');
const DECODE_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
require(workerData.decoder)({ buffer: workerData.bytes }).then(
  (image) => parentPort.postMessage({ width: image.width, height: image.height, data: image.data }),
  (error) => parentPort.postMessage({ error: String((error && error.message) || error) }),
);`;
const DECODE_TIMEOUT_MS = 60_000;
/** At most this many HEIC decodes at once (each holds the whole bitmap, ~50 MB for 12 megapixels). */
const MAX_DECODES = 2;
let decoding = 0;
const waiting: (() => void)[] = [];

async function decodeHeif(bytes: Uint8Array): Promise<{ width: number; height: number; data: Uint8Array }> {
  if (decoding >= MAX_DECODES) await new Promise<void>((resolve) => waiting.push(resolve));
  decoding++;
  const worker = new Worker(DECODE_WORKER, { eval: true, workerData: { decoder: HEIC_DECODER, bytes } });
  try {
    return await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('HEIC decoding timed out')), DECODE_TIMEOUT_MS);
      worker.once('message', (m: { width: number; height: number; data: Uint8Array; error?: string }) => {
        clearTimeout(timer);
        if (m.error) reject(new Error(m.error));
        else resolve(m);
      });
      worker.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
  } finally {
    void worker.terminate();
    decoding--;
    waiting.shift()?.();
  }
}

/** A JPEG of a HEIC/HEIF photo for display (browsers other than Safari cannot show HEIC). */
export async function heifToJpeg(bytes: Uint8Array): Promise<Buffer> {
  const image = await decodeHeif(bytes);
  const raw = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  return sharp(raw, { raw: { width: image.width, height: image.height, channels: 4 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** True when the bytes decode as an image (magic bytes alone would accept a truncated or forged file). */
export async function isDecodableImage(bytes: Uint8Array): Promise<boolean> {
  try {
    const meta = await sharp(bytes, { failOn: 'error' }).metadata();
    return Boolean(meta.width && meta.height);
  } catch {
    return false;
  }
}
