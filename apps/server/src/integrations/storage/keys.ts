import { StorageKeyError } from './provider.js';

/** A key segment: letters, digits, dot, dash, underscore; never '.' or '..' and never starting with a dot. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
export const MAX_KEY_LENGTH = 512;

/** True for keys of the form a/b/c.ext made of safe segments (no absolute paths, no '..', no backslashes). */
export function isValidStorageKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((s) => SEGMENT.test(s) && s !== '.' && s !== '..');
}

export function assertStorageKey(key: unknown): string {
  if (!isValidStorageKey(key)) throw new StorageKeyError(String(key));
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
};

/** The content type a key's extension stands for (the local provider keeps no other metadata). */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

/** The folder of a participant's files: participant/{username}/. */
export function participantPrefix(username: string): string {
  return `participant/${username}/`;
}

/** The participant whose folder holds the key, or null for keys outside participant folders. */
export function ownerOfKey(key: string): string | null {
  const match = /^participant\/([^/]+)\//.exec(key);
  return match?.[1] ?? null;
}
