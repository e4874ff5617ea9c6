import { jpegExifSegment, uprightExifSegment, withExifSegment } from './jpegExif';

/** The longest side of an uploaded photograph: an odometer stays readable, at a fraction of a camera's 4,000 px. */
export const PHOTO_MAX_SIDE = 2048;
/** A JPEG at most this large and this wide is sent as it is. */
const SMALL_PHOTO_BYTES = 600 * 1024;
const JPEG_QUALITY = 0.85;

/**
 * A phone photograph made smaller before it is uploaded (a mobile connection at a petrol station sends
 * 4 MB slowly): a JPEG larger than PHOTO_MAX_SIDE or SMALL_PHOTO_BYTES is drawn again at most
 * PHOTO_MAX_SIDE wide, keeping its EXIF (the server reads when it was taken from it). Other types
 * (HEIC, which the browser may not draw; PNG and WebP, whose EXIF a JPEG would lose) and anything the
 * browser cannot draw are sent as they are, as is a copy that would not be smaller.
 */
export async function compressPhoto(file: File): Promise<File> {
  if (file.type !== 'image/jpeg' || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.size <= SMALL_PHOTO_BYTES) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return file;
  }
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const drawn = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  if (!drawn) return file;
  const exif = jpegExifSegment(new Uint8Array(await file.arrayBuffer()));
  const bytes = new Uint8Array(await drawn.arrayBuffer());
  const smaller = exif ? withExifSegment(bytes, uprightExifSegment(exif)) : bytes;
  if (smaller.length >= file.size) return file;
  return new File([smaller as Uint8Array<ArrayBuffer>], file.name, {
    type: 'image/jpeg',
    lastModified: file.lastModified,
  });
}
