import type { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertStorageKey, contentTypeOfKey, isValidStorageKey } from './keys.js';
import {
  type ListedObject,
  StorageKeyError,
  type StorageProvider,
  StorageUnavailableError,
  type StoredObject,
  type StoredObjectInfo,
} from './provider.js';

export interface S3StorageSettings {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, …); AWS itself when absent. */
  endpoint?: string;
  /** Both or neither: without them the SDK's own chain is used (AWS_* variables, instance or task role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key) instead of the host name, as most compatible servers need. */
  forcePathStyle?: boolean;
  /** Server-side encryption asked for on every write; 'none' for a server that refuses the header. */
  serverSideEncryption?: 'AES256' | 'aws:kms' | 'none';
}

type Sdk = typeof import('@aws-sdk/client-s3');
type Presigner = typeof import('@aws-sdk/s3-request-presigner');

/** S3 error names (or HTTP statuses) that mean there is no such object. */
const MISSING = new Set(['NoSuchKey', 'NotFound']);
/** putNew's conditional write lost: the key was taken meanwhile. */
const TAKEN = new Set(['PreconditionFailed', 'ConditionalRequestConflict']);
const FULL = new Set(['QuotaExceeded', 'TooManyBuckets', 'EntityTooLarge']);

/**
 * Objects in an S3 bucket (AWS or an S3-compatible server). Keys are the same relative keys as the
 * local provider's, checked the same way; the content type is the one the key's extension stands for,
 * like the local provider's, whatever the caller claims. Every write asks for server-side encryption.
 * S3 writes are atomic (a reader never sees half an object). putNew sends If-None-Match: * (AWS refuses
 * the write when the key exists) after a HEAD, so servers that ignore the condition still keep the
 * first object unless two writes race. Failures to reach or write the bucket throw
 * StorageUnavailableError, as a full or unwritable disk does for the local provider.
 *
 * The SDK (about 0.4 s to load) is loaded on first use, so a server on the local provider never loads it.
 */
export class S3StorageProvider implements StorageProvider {
  readonly name = 's3';
  readonly bucket: string;
  private sdk: Promise<{ sdk: Sdk; presigner: Presigner; client: S3Client }> | null = null;

  constructor(private readonly settings: S3StorageSettings) {
    this.bucket = settings.bucket;
  }

  private load(): Promise<{ sdk: Sdk; presigner: Presigner; client: S3Client }> {
    this.sdk ??= (async () => {
      const [sdk, presigner] = await Promise.all([
        import('@aws-sdk/client-s3'),
        import('@aws-sdk/s3-request-presigner'),
      ]);
      const { region, endpoint, accessKeyId, secretAccessKey, forcePathStyle } = this.settings;
      const client = new sdk.S3Client({
        region,
        endpoint,
        forcePathStyle,
        followRegionRedirects: true,
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      });
      return { sdk, presigner, client };
    })();
    return this.sdk;
  }

  /** The SDK client (tests watch the requests it sends). */
  async client(): Promise<S3Client> {
    return (await this.load()).client;
  }

  private info(key: string, size: number): StoredObjectInfo {
    return { key, size, contentType: contentTypeOfKey(key) };
  }

  async put(key: string, bytes: Uint8Array, _contentType: string): Promise<StoredObjectInfo> {
    await this.write(key, bytes, false);
    return this.info(key, bytes.byteLength);
  }

  async putNew(key: string, bytes: Uint8Array, _contentType: string): Promise<StoredObjectInfo | false> {
    if (await this.exists(key)) return false;
    try {
      await this.write(key, bytes, true);
    } catch (error) {
      if (error instanceof StorageUnavailableError && TAKEN.has(errorName(error.cause))) return false;
      throw error;
    }
    return this.info(key, bytes.byteLength);
  }

  private async write(key: string, bytes: Uint8Array, onlyIfNew: boolean): Promise<void> {
    assertStorageKey(key);
    const { sdk, client } = await this.load();
    const encryption = this.settings.serverSideEncryption ?? 'AES256';
    try {
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: contentTypeOfKey(key),
          ServerSideEncryption: encryption === 'none' ? undefined : encryption,
          IfNoneMatch: onlyIfNew ? '*' : undefined,
        }),
      );
    } catch (error) {
      throw new StorageUnavailableError(FULL.has(errorName(error)) ? 'full' : 'unwritable', { cause: error });
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    assertStorageKey(key);
    const { sdk, client } = await this.load();
    try {
      const res = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const body = Buffer.from((await res.Body?.transformToByteArray()) ?? new Uint8Array());
      return { ...this.info(key, body.byteLength), body };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    assertStorageKey(key);
    const { sdk, client } = await this.load();
    try {
      const res = await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return this.info(key, res.ContentLength ?? 0);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<boolean> {
    // DeleteObject succeeds for a missing key too; the HEAD tells whether there was one.
    if (!(await this.exists(key))) return false;
    const { sdk, client } = await this.load();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    return true;
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    const folder = prefix.slice(0, prefix.lastIndexOf('/'));
    if (folder && !isValidStorageKey(folder)) throw new StorageKeyError(prefix);
    const { sdk, client } = await this.load();
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) {
        // Objects written by other tools under keys this product would refuse are left alone.
        if (!o.Key || !isValidStorageKey(o.Key)) continue;
        yield { ...this.info(o.Key, o.Size ?? 0), modifiedAt: o.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** A presigned GetObject URL that expires after `expiresInSeconds` (inline, or as a download named `downloadName`). */
  async presignedUrl(key: string, options: { expiresInSeconds: number; downloadName?: string }): Promise<string> {
    assertStorageKey(key);
    const { sdk, presigner, client } = await this.load();
    const name = options.downloadName?.replace(/[^A-Za-z0-9._-]/g, '_');
    const command = new sdk.GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentType: contentTypeOfKey(key),
      ResponseContentDisposition: name ? `attachment; filename="${name}"` : 'inline',
    });
    return presigner.getSignedUrl(client, command, { expiresIn: Math.max(1, Math.floor(options.expiresInSeconds)) });
  }
}

function errorName(error: unknown): string {
  return (error as Partial<S3ServiceException> | undefined)?.name ?? '';
}

function isMissing(error: unknown): boolean {
  const name = errorName(error);
  if (name === 'NoSuchBucket') return false;
  return MISSING.has(name) || (error as S3ServiceException)?.$metadata?.httpStatusCode === 404;
}
