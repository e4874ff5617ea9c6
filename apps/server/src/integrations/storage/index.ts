import os from 'node:os';
import path from 'node:path';
import { LocalStorageProvider } from './local.js';
import type { StorageProvider } from './provider.js';
import { S3StorageProvider } from './s3.js';

export * from './keys.js';
export * from './links.js';
export * from './local.js';
export * from './provider.js';
export { registerStorageRoutes } from './routes.js';
export * from './s3.js';

/**
 * The storage chosen by configuration (STORAGE_PROVIDER): the local folder DATA_DIR/storage (default)
 * or an S3 bucket (loadConfig has already refused s3 without S3_BUCKET).
 */
export function storageFor(settings: {
  DATA_DIR: string;
  STORAGE_PROVIDER?: 'local' | 's3';
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE?: boolean;
  S3_SERVER_SIDE_ENCRYPTION?: 'AES256' | 'aws:kms' | 'none';
}): StorageProvider {
  if (settings.STORAGE_PROVIDER === 's3') {
    if (!settings.S3_BUCKET) throw new Error('S3_BUCKET is required when STORAGE_PROVIDER is s3');
    return new S3StorageProvider({
      bucket: settings.S3_BUCKET,
      region: settings.S3_REGION ?? 'us-east-1',
      endpoint: settings.S3_ENDPOINT,
      accessKeyId: settings.S3_ACCESS_KEY_ID,
      secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
      forcePathStyle: settings.S3_FORCE_PATH_STYLE,
      serverSideEncryption: settings.S3_SERVER_SIDE_ENCRYPTION,
    });
  }
  return new LocalStorageProvider(path.join(settings.DATA_DIR, 'storage'));
}

/** For code paths without configuration (unit tests, scripts): a folder under the system temporary folder. */
export function defaultStorage(): StorageProvider {
  return new LocalStorageProvider(path.join(os.tmpdir(), `rc-storage-${process.pid}`));
}
