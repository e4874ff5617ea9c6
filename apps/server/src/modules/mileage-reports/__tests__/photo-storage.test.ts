import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@rc/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Client, signInDemoUsers, startTestServer, type TestServer } from '../../../../test/harness.js';
import type { LocalStorageProvider } from '../../../integrations/storage/index.js';

/**
 * A full disk, simulated: while `code` is set, writes under a storage folder write part of the bytes and
 * then fail with it (after letting `skip` writes through), as a disk that fills up mid-file does.
 */
const fault = vi.hoisted(() => ({ code: null as string | null, skip: 0 }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  const faultyWriteFile = (async (file: string, data: Uint8Array, options?: object) => {
    if (fault.code && String(file).includes(`${path.sep}storage${path.sep}`)) {
      if (fault.skip > 0) fault.skip--;
      else {
        await actual.writeFile(file, data.subarray(0, 8), options);
        throw Object.assign(new Error(`${fault.code}: simulated`), { code: fault.code });
      }
    }
    return actual.writeFile(file, data, options);
  }) as typeof actual.writeFile;
  return { ...actual, default: { ...actual, writeFile: faultyWriteFile }, writeFile: faultyWriteFile };
});

let server: TestServer;
let manual: Client;
let root: string;
const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));

async function upload(bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await manual.fetch('/api/mileage-reports/photos', { method: 'POST', body: form });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), json: await res.json() };
}

/** Every file under the storage folder (temporary files included). */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

beforeAll(async () => {
  server = await startTestServer();
  ({ manual } = await signInDemoUsers(server.url));
  root = (server.services.storage as LocalStorageProvider).root;
});
afterAll(async () => {
  fault.code = null;
  await server?.close();
});

describe('odometer photo upload when the storage cannot take it', () => {
  it('a full disk: 507 with the reason, and nothing of the photo is kept (HEIC copy included)', async () => {
    const before = await storedFiles();
    fault.code = 'ENOSPC';
    const png = await upload(await fixture('odometer.png'), 'odo.png');
    expect(png).toMatchObject({
      status: 507,
      json: { code: 'INSUFFICIENT_STORAGE', messageKey: 'storageFull', message: messages.storageFull },
    });
    // The JPEG copy of a HEIC photo is stored first; the original then finds the disk full.
    fault.skip = 1;
    expect((await upload(await fixture('odometer.heic'), 'IMG_1.HEIC')).status).toBe(507);
    expect(await storedFiles()).toEqual(before);
    fault.code = null;
    expect((await upload(await fixture('odometer.png'), 'odo.png')).status).toBe(201);
  });

  it('an unwritable storage folder: 503 with Retry-After and the reason', async () => {
    // Running as root, permissions do not stop writes: the storage folder is replaced by a plain file.
    await rename(root, `${root}.away`);
    await writeFile(root, 'not a folder');
    try {
      const res = await upload(await fixture('odometer.png'), 'odo.png');
      expect(res).toMatchObject({
        status: 503,
        retryAfter: '60',
        json: { code: 'SERVICE_UNAVAILABLE', messageKey: 'storageUnavailable', message: messages.storageUnavailable },
      });
    } finally {
      await rm(root);
      await rename(`${root}.away`, root);
    }
  });
});
