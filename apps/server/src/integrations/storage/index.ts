import os from 'node:os';
import path from 'node:path';
import { LocalStorageProvider } from './local.js';
import type { StorageProvider } from './provider.js';

export * from './keys.js';
export * from './links.js';
export * from './local.js';
export * from './provider.js';
export { registerStorageRoutes } from './routes.js';

/**
 * The storage chosen by configuration: the local folder DATA_DIR/storage (the only provider so far;
 * an S3 adapter would be chosen here by a STORAGE_PROVIDER setting).
 */
export function storageFor(settings: { DATA_DIR: string }): StorageProvider {
  return new LocalStorageProvider(path.join(settings.DATA_DIR, 'storage'));
}

/** For code paths without configuration (unit tests, scripts): a folder under the system temporary folder. */
export function defaultStorage(): StorageProvider {
  return new LocalStorageProvider(path.join(os.tmpdir(), `rc-storage-${process.pid}`));
}
