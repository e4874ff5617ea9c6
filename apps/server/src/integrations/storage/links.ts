import { randomBytes } from 'node:crypto';
import { SignedValues } from '../../lib/signed-values.js';
import { isValidStorageKey } from './keys.js';

/** Where signed links are served (routes.ts). */
export const STORAGE_LINK_PATH = '/api/storage/';
/** Links last 15 minutes by default: long enough to view a page of photos, short enough not to be shared. */
export const DEFAULT_LINK_TTL_SECONDS = 15 * 60;

const PREFIX = 'rcs1_';

interface LinkPayload {
  /** The username the link was issued to: only they (or staff) can open it. */
  u: string;
  /** The storage key. */
  k: string;
  /** Expiry, epoch seconds. */
  e: number;
  /** Download file name (Content-Disposition attachment); inline when absent. */
  d?: string;
}

export interface OpenedLink {
  viewer: string;
  key: string;
  expiresAt: Date;
  downloadName: string | null;
}

export type LinkCheck = { ok: true; link: OpenedLink } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Signed, expiring download links to stored objects. The signature covers the viewer's username, the
 * key and the expiry, so a link cannot be altered, outlives nothing, and is useless to anyone but the
 * viewer it was issued to (the route also checks the signed-in user). Callers issue links only after
 * deciding the viewer may see the object.
 */
export class StorageLinks {
  private readonly values: SignedValues;

  constructor(secret: string | Buffer = randomBytes(32)) {
    this.values = new SignedValues('storage-links', secret);
  }

  /** Every server process signs with the same secret, so any of them serves the others' links. */
  configureSecret(secret: string): void {
    this.values.configureSecret(secret);
  }

  /** A path (relative to the server) that serves `key` to `viewer` until the expiry. */
  url(
    viewer: string,
    key: string,
    options: { ttlSeconds?: number; now?: Date; downloadName?: string } = {},
  ): { url: string; expiresAt: Date } {
    if (!isValidStorageKey(key)) throw new Error('cannot sign a link to an invalid storage key');
    const now = options.now ?? new Date();
    const e = Math.floor(now.getTime() / 1000) + (options.ttlSeconds ?? DEFAULT_LINK_TTL_SECONDS);
    const payload: LinkPayload = { u: viewer, k: key, e };
    if (options.downloadName) payload.d = options.downloadName;
    // The token goes in the query (path segments are limited to 100 characters); the file name in the
    // path is only for the browser's "save as".
    const name = encodeURIComponent((options.downloadName ?? key.slice(key.lastIndexOf('/') + 1)).slice(-80));
    const token = this.values.seal(PREFIX, payload);
    return { url: `${STORAGE_LINK_PATH}${name}?t=${token}`, expiresAt: new Date(e * 1000) };
  }

  /** The link's content when the signature holds and it has not expired. */
  check(token: string, now: Date = new Date()): LinkCheck {
    const payload = this.values.open<LinkPayload>(PREFIX, token);
    if (
      !payload ||
      typeof payload.u !== 'string' ||
      typeof payload.e !== 'number' ||
      !isValidStorageKey(payload.k) ||
      (payload.d !== undefined && typeof payload.d !== 'string')
    ) {
      return { ok: false, reason: 'invalid' };
    }
    if (payload.e * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
    return {
      ok: true,
      link: {
        viewer: payload.u,
        key: payload.k,
        expiresAt: new Date(payload.e * 1000),
        downloadName: payload.d ?? null,
      },
    };
  }
}
