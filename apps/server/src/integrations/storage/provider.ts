/**
 * Object storage (docs/domain.md: odometer photos at participant/{username}/mileage-reports/…, statement
 * PDFs at participant/{username}/statements/…). One interface; the built-in provider is a local folder
 * (DATA_DIR/storage). Keys are relative paths of safe segments (see keys.ts); a provider refuses any
 * other key, so a key can never reach outside its root.
 */
export interface StoredObjectInfo {
  key: string;
  size: number;
  contentType: string;
}

export interface StoredObject extends StoredObjectInfo {
  body: Buffer;
}

/** An object found by list(): its description and when it was last written. */
export interface ListedObject extends StoredObjectInfo {
  modifiedAt: Date;
}

export interface StorageProvider {
  /** The provider's name (local, s3, …), for logs. */
  readonly name: string;
  /**
   * Stores (or replaces) the object, whole or not at all. A full or unwritable storage throws
   * StorageUnavailableError.
   */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<StoredObjectInfo>;
  /** Stores the object only if the key is free (whole or not at all, like put); false when it already exists. */
  putNew(key: string, bytes: Uint8Array, contentType: string): Promise<StoredObjectInfo | false>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Size and type without the bytes, or null when there is no object. */
  stat(key: string): Promise<StoredObjectInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; false when there was none. */
  delete(key: string): Promise<boolean>;
  /**
   * Every object whose key starts with `prefix` ('' for all; a prefix need not end at a '/'), in no
   * particular order, fetched page by page as it is read.
   */
  list(prefix: string): AsyncIterable<ListedObject>;
  /**
   * A direct, expiring link to the object on the provider itself (S3: a presigned GetObject URL), for
   * providers that have one. The server's own signed links (links.ts) stay the links handed to
   * browsers; the storage route may redirect to this one after its checks (S3_PRESIGNED_DOWNLOADS).
   */
  presignedUrl?(key: string, options: { expiresInSeconds: number; downloadName?: string }): Promise<string>;
}

/**
 * The storage cannot take a write now: 'full' (no space or quota left) or 'unwritable' (read-only,
 * permissions, a folder that is not one). Nothing of the object was kept.
 */
export class StorageUnavailableError extends Error {
  constructor(
    readonly reason: 'full' | 'unwritable',
    options?: { cause?: unknown },
  ) {
    super(reason === 'full' ? 'the storage is full' : 'the storage cannot be written', options);
    this.name = 'StorageUnavailableError';
  }
}

const FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);
const UNWRITABLE_CODES = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EISDIR', 'EIO']);

/** The StorageUnavailableError a file-system error stands for, or the error itself when it is another fault. */
export function storageWriteError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && FULL_CODES.has(code)) return new StorageUnavailableError('full', { cause: error });
  if (typeof code === 'string' && UNWRITABLE_CODES.has(code)) {
    return new StorageUnavailableError('unwritable', { cause: error });
  }
  return error;
}

export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key).slice(0, 200)}`);
    this.name = 'StorageKeyError';
  }
}
