import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegExifSegment, uprightExifSegment, withExifSegment } from '../jpegExif';

/** A camera photo: EXIF with the time taken and an orientation (6: turned a quarter clockwise). */
const cameraPhoto = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#7a8b9c' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Phone' }, IFD2: { DateTimeOriginal: '2026:11:30 08:15:00' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
/** The JFIF header a browser's canvas writes first. */
const JFIF = [
  0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
];
/** What a canvas writes: a JFIF JPEG with no EXIF. */
async function canvasCopy(): Promise<Buffer> {
  const plain = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#7a8b9c' } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return Buffer.concat([plain.subarray(0, 2), Buffer.from(JFIF), plain.subarray(2)]);
}

describe('jpegExif', () => {
  it('finds the EXIF segment of a camera photo, and none in a canvas copy', async () => {
    const segment = jpegExifSegment(new Uint8Array(await cameraPhoto()));
    expect(segment).not.toBeNull();
    expect(Buffer.from(segment?.subarray(4, 10) ?? []).toString('latin1')).toBe('Exif\0\0');
    expect(jpegExifSegment(new Uint8Array(await canvasCopy()))).toBeNull();
    expect(jpegExifSegment(new Uint8Array([1, 2, 3]))).toBeNull();
  });

  it('carries the time taken into the smaller copy, upright, and the copy still decodes', async () => {
    const exif = jpegExifSegment(new Uint8Array(await cameraPhoto()));
    if (!exif) throw new Error('no exif');
    const copy = withExifSegment(new Uint8Array(await canvasCopy()), uprightExifSegment(exif));
    const meta = await sharp(copy).metadata();
    expect(meta.width).toBe(20);
    expect(meta.orientation).toBe(1);
    expect(meta.exif?.toString('latin1')).toContain('2026:11:30 08:15:00');
    // The original still says 6: only the copy's orientation changed.
    expect((await sharp(await cameraPhoto()).metadata()).orientation).toBe(6);
    // The JFIF header stays first.
    expect(Buffer.from(copy.subarray(6, 10)).toString('latin1')).toBe('JFIF');
  });

  it('replaces an EXIF segment the copy already has instead of adding a second', async () => {
    const exif = jpegExifSegment(new Uint8Array(await cameraPhoto()));
    if (!exif) throw new Error('no exif');
    const once = withExifSegment(new Uint8Array(await canvasCopy()), exif);
    const twice = withExifSegment(once, exif);
    expect(twice.length).toBe(once.length);
  });
});
