import { randomBytes } from 'node:crypto';
import { link, mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, contentTypeOfKey, isValidStorageKey } from './keys.js';
import {
  type ListedObject,
  StorageKeyError,
  type StorageProvider,
  type StoredObject,
  type StoredObjectInfo,
  storageWriteError,
} from './provider.js';

/** The temporary file of a write in progress (writeWhole): `{file}.{12 hex}.tmp`. */
const TEMP_FILE = /\.[0-9a-f]{12}\.tmp$/;

/**
 * Objects as files under a root folder (default DATA_DIR/storage). The content type is the one the
 * key's extension stands for. Writes go to a temporary file first and are renamed (or, when the key
 * must be new, hard-linked) into place, so a reader never sees half a file; a failed write removes its
 * temporary file. A full disk or an unwritable folder throws StorageUnavailableError.
 */
export class LocalStorageProvider implements StorageProvider {
  readonly name = 'local';
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file of a key; the key check already excludes '..', and this re-checks the resolved path. */
  private fileOf(key: string): string {
    assertStorageKey(key);
    const file = path.resolve(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new Error('storage key resolves outside the root');
    return file;
  }

  private info(key: string, size: number): StoredObjectInfo {
    return { key, size, contentType: contentTypeOfKey(key) };
  }

  async put(key: string, bytes: Uint8Array, _contentType: string): Promise<StoredObjectInfo> {
    const file = this.fileOf(key);
    await this.writeWhole(file, bytes, (temp) => rename(temp, file));
    return this.info(key, bytes.byteLength);
  }

  async putNew(key: string, bytes: Uint8Array, _contentType: string): Promise<StoredObjectInfo | false> {
    const file = this.fileOf(key);
    try {
      // link fails when the file exists: two uploads in the same millisecond cannot overwrite each other.
      await this.writeWhole(file, bytes, (temp) => link(temp, file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
    return this.info(key, bytes.byteLength);
  }

  /** Writes a temporary file beside `file`, then `place`s it; the temporary file never outlives the call. */
  private async writeWhole(file: string, bytes: Uint8Array, place: (temp: string) => Promise<void>): Promise<void> {
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(temp, bytes, { mode: 0o600 });
      await place(temp);
    } catch (error) {
      throw storageWriteError(error);
    } finally {
      await rm(temp, { force: true }).catch(() => {});
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.fileOf(key);
    try {
      const body = await readFile(file);
      return { ...this.info(key, body.byteLength), body };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    try {
      const s = await stat(this.fileOf(key));
      return s.isFile() ? this.info(key, s.size) : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<boolean> {
    try {
      await unlink(this.fileOf(key));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    // The folder the prefix is in (a prefix may end inside a name: 'participant/u1/mileage-reports/17').
    const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    if (folder && !isValidStorageKey(folder.slice(0, -1))) throw new StorageKeyError(prefix);
    let entries: { name: string; parentPath: string; isFile(): boolean }[];
    try {
      entries = await readdir(path.join(this.root, ...folder.split('/')), { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile() || TEMP_FILE.test(entry.name)) continue;
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (!key.startsWith(prefix) || !isValidStorageKey(key)) continue;
      // A file removed since the folder was read is simply not listed.
      const s = await stat(path.join(entry.parentPath, entry.name)).catch(() => null);
      if (s?.isFile()) yield { ...this.info(key, s.size), modifiedAt: s.mtime };
    }
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
