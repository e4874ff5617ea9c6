import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { heifCaptureDate, heifExifBlock, jpegExifBlock } from '../exif.js';

const box = (type: string, ...parts: Buffer[]) => {
  const content = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + content.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, content]);
};
const fullBox = (type: string, version: number, ...parts: Buffer[]) =>
  box(type, Buffer.from([version, 0, 0, 0]), ...parts);
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const infe = (id: number, type: string) =>
  fullBox('infe', 2, u16(id), u16(0), Buffer.from(type, 'latin1'), Buffer.from([0]));

/**
 * A minimal HEIF as ISO/IEC 23008-12 lays it out: an image item and an 'Exif' item, both located in
 * mdat by an iloc box of `ilocVersion`; the Exif item is a 4-byte offset, 'Exif\0\0', then the TIFF block.
 */
function heifWithExif(tiff: Buffer, ilocVersion: 0 | 1): Buffer {
  const image = Buffer.from('not really hevc');
  const exifItem = Buffer.concat([u32(6), Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const ftyp = box('ftyp', Buffer.from('heic', 'latin1'), u32(0), Buffer.from('mif1heic', 'latin1'));
  const meta = (imageAt: number, exifAt: number) => {
    const entry = (id: number, at: number, length: number) =>
      Buffer.concat([u16(id), ...(ilocVersion === 1 ? [u16(0)] : []), u16(0), u16(1), u32(at), u32(length)]);
    return fullBox(
      'meta',
      0,
      fullBox('hdlr', 0, u32(0), Buffer.from('pict', 'latin1'), Buffer.alloc(12), Buffer.from([0])),
      fullBox('iinf', 0, u16(2), infe(1, 'hvc1'), infe(2, 'Exif')),
      fullBox(
        'iloc',
        ilocVersion,
        u16(0x4400),
        u16(2),
        entry(1, imageAt, image.length),
        entry(2, exifAt, exifItem.length),
      ),
    );
  };
  const mdatStart = ftyp.length + meta(0, 0).length + 8;
  return Buffer.concat([ftyp, meta(mdatStart, mdatStart + image.length), box('mdat', image, exifItem)]);
}

async function tiffTakenAt(text: string): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#345' } })
    .jpeg()
    .withExif({ IFD2: { DateTimeOriginal: text } })
    .toBuffer();
  const block = jpegExifBlock(jpeg);
  if (!block) throw new Error('sharp wrote no EXIF');
  return Buffer.from(block);
}

describe('EXIF capture date of a HEIC/HEIF photo', () => {
  it('finds the Exif item through iinf and iloc (versions 0 and 1) and reads DateTimeOriginal', async () => {
    const tiff = await tiffTakenAt('2026:11:20 09:15:00');
    for (const version of [0, 1] as const) {
      const file = heifWithExif(tiff, version);
      expect(Buffer.from(heifExifBlock(file) ?? [])).toEqual(tiff);
      expect(heifCaptureDate(file)).toEqual(new Date('2026-11-20T09:15:00Z'));
    }
  });

  it('is null for a HEIC without EXIF, a JPEG, and files cut short or with boxes past their end', async () => {
    const real = readFileSync(new URL('./fixtures/odometer.heic', import.meta.url));
    expect(heifCaptureDate(real)).toBeNull();
    const file = heifWithExif(await tiffTakenAt('2026:11:20 09:15:00'), 0);
    expect(heifCaptureDate(file.subarray(0, file.length - 20))).toBeNull();
    expect(heifCaptureDate(file.subarray(0, 60))).toBeNull();
    const broken = Buffer.from(file);
    broken.writeUInt32BE(0xffff, 28); // the meta box claims more bytes than the file has
    expect(heifCaptureDate(broken)).toBeNull();
    expect(heifCaptureDate(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });
});
