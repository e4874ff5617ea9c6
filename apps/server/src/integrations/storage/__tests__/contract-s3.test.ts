import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../../test/s3-server.js';
import { loadConfig, StartupError } from '../../../config.js';
import { LocalStorageProvider, S3StorageProvider, StorageUnavailableError, storageFor } from '../index.js';
import { storageContract } from './contract.js';

let s3: TestS3Server;
let storage: S3StorageProvider;
/** The headers of every PutObject request the provider sent. */
const puts: Record<string, string>[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  const chosen = storageFor(loadConfig({ DATA_DIR: '/nonexistent', ...s3.env }));
  if (!(chosen instanceof S3StorageProvider)) throw new Error('STORAGE_PROVIDER=s3 did not choose S3');
  storage = chosen;
  (await storage.client()).middlewareStack.add(
    (next, context) => async (args) => {
      const request = args.request as { headers: Record<string, string> };
      if (context.commandName === 'PutObjectCommand') puts.push({ ...request.headers });
      return next(args);
    },
    { step: 'finalizeRequest' },
  );
});
afterAll(() => s3?.close());

storageContract('S3 (s3rver)', () => storage);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('S3StorageProvider', () => {
  it('asks for server-side encryption on every write', async () => {
    puts.length = 0;
    await storage.put('participant/sse/statements/2025-03.pdf', Buffer.from('%PDF'), 'application/pdf');
    await storage.putNew('participant/sse/mileage-reports/1.png', Buffer.from('png'), 'image/png');
    expect(puts.length).toBe(2);
    for (const headers of puts) expect(headers['x-amz-server-side-encryption']).toBe('AES256');
    // The conditional write: AWS refuses it when the key is taken, even between two racing uploads.
    expect(puts[1]?.['if-none-match']).toBe('*');
  });

  it('gives presigned GetObject links that serve the object and stop when they expire', async () => {
    const key = 'participant/presign/statements/2025-04.pdf';
    await storage.put(key, Buffer.from('%PDF-1.7 statement'), 'application/pdf');
    const inline = await storage.presignedUrl(key, { expiresInSeconds: 3 });
    const download = await storage.presignedUrl(key, { expiresInSeconds: 3, downloadName: 'Statement March.pdf' });
    expect(new URL(inline).origin).toBe(s3.endpoint);
    expect(new URL(inline).searchParams.get('X-Amz-Expires')).toBe('3');

    const res = await fetch(inline);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(await res.text()).toBe('%PDF-1.7 statement');
    const named = await fetch(download);
    expect(named.headers.get('content-disposition')).toBe('attachment; filename="Statement_March.pdf"');
    await named.arrayBuffer();

    await sleep(4200);
    const expired = await fetch(inline);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
  });

  it('reports a bucket it cannot write as unavailable storage, keeping nothing', async () => {
    const wrongKey = new S3StorageProvider({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      accessKeyId: 'NOT-A-KEY',
      secretAccessKey: 'S3RVER',
    });
    const key = 'participant/denied/mileage-reports/1.png';
    await expect(wrongKey.put(key, Buffer.from('x'), 'image/png')).rejects.toMatchObject({ reason: 'unwritable' });
    const noBucket = new S3StorageProvider({
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    await expect(noBucket.put(key, Buffer.from('x'), 'image/png')).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(await storage.exists(key)).toBe(false);
  });
});

describe('storage configuration', () => {
  it('keeps the local folder by default and refuses S3 without a bucket, saying what to set', () => {
    expect(storageFor(loadConfig({ DATA_DIR: '/tmp/rc-data' }))).toBeInstanceOf(LocalStorageProvider);
    expect(loadConfig({}).STORAGE_PROVIDER).toBe('local');
    const attempt = () => loadConfig({ STORAGE_PROVIDER: 's3' });
    expect(attempt).toThrow(StartupError);
    expect(attempt).toThrow('S3_BUCKET is required when STORAGE_PROVIDER is s3');
    expect(() => loadConfig({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ STORAGE_PROVIDER: 'gcs' })).toThrow(/STORAGE_PROVIDER/);
    expect(loadConfig({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'b' })).toMatchObject({
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
      S3_SERVER_SIDE_ENCRYPTION: 'AES256',
      S3_PRESIGNED_DOWNLOADS: false,
    });
  });
});
