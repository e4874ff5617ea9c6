/** Files the server stores and hands out as signed links: odometer photographs and their upload. */
import { formRequest } from './jsonRequest';

/** Where odometer photographs are uploaded (docs/api.md): multipart, one file, answers 201. */
export const PHOTO_UPLOAD_PATH = '/api/mileage-reports/photos';

/** What the file chooser offers (the server reads the real type from the bytes). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/**
 * Signed links (photos, statement files) live 15 minutes (docs/api.md); lists holding them are read again
 * well before then, so a link opened from a page left open still loads.
 */
export const SIGNED_LINK_REFRESH_MS = 10 * 60 * 1000;

/** A stored odometer photograph: what a mileage report names, and a link to look at it. */
export interface UploadedPhoto {
  storageKey: string;
  size: number;
  mimeType: string;
  /** A signed link to the photo as a browser shows it (the JPEG copy of a HEIC original). */
  url: string;
}

/**
 * Stores an odometer photograph in the signed-in participant's folder, or (staff uploading for a
 * participant) in the folder of `username`.
 */
export async function uploadOdometerPhoto(file: File, username?: string): Promise<UploadedPhoto> {
  const body = new FormData();
  body.append('file', file, file.name);
  const url =
    username === undefined ? PHOTO_UPLOAD_PATH : `${PHOTO_UPLOAD_PATH}?username=${encodeURIComponent(username)}`;
  const photo = await formRequest<UploadedPhoto>(url, body);
  return { storageKey: photo.storageKey, size: photo.size, mimeType: photo.mimeType, url: photo.url };
}
