import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  isValidStorageKey,
  LocalStorageProvider,
  ownerOfKey,
  StorageKeyError,
  StorageLinks,
  StorageUnavailableError,
} from '../index.js';

let parent: string;
let storage: LocalStorageProvider;

beforeEach(async () => {
  parent = await mkdtemp(path.join(os.tmpdir(), 'rc-storage-test-'));
  storage = new LocalStorageProvider(path.join(parent, 'storage'));
});

describe('LocalStorageProvider', () => {
  it('stores, reads, describes and deletes objects under its root', async () => {
    const key = 'participant/u1/mileage-reports/1700000000000.png';
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.put(key, Buffer.from('abc'), 'image/png')).toEqual({ key, size: 3, contentType: 'image/png' });
    expect(await storage.stat(key)).toEqual({ key, size: 3, contentType: 'image/png' });
    expect((await storage.get(key))?.body.toString()).toBe('abc');
    expect(await readFile(path.join(parent, 'storage', key), 'utf8')).toBe('abc');
    expect(await storage.delete(key)).toBe(true);
    expect(await storage.delete(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  it('putNew never replaces an existing object', async () => {
    const key = 'participant/u1/statements/2025-03.pdf';
    expect(await storage.putNew(key, Buffer.from('first'), 'application/pdf')).toMatchObject({ size: 5 });
    expect(await storage.putNew(key, Buffer.from('second'), 'application/pdf')).toBe(false);
    expect((await storage.get(key))?.body.toString()).toBe('first');
  });

  it('refuses every key that could leave the root, and reads nothing outside it', async () => {
    await writeFile(path.join(parent, 'secret.txt'), 'secret');
    for (const key of [
      '../secret.txt',
      'participant/../../secret.txt',
      '/etc/passwd',
      'participant//x.png',
      'participant/./x.png',
      'participant\\..\\secret.txt',
      '.hidden',
      'participant/u1/%2e%2e/x',
      '',
      'a'.repeat(600),
    ]) {
      expect(isValidStorageKey(key), key).toBe(false);
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(StorageKeyError);
    }
    expect(await readdir(parent)).toEqual(['secret.txt']);
  });

  it('refuses to write under a path that is not a folder, keeping nothing', async () => {
    await writeFile(path.join(parent, 'plain-file'), 'x');
    const broken = new LocalStorageProvider(path.join(parent, 'plain-file', 'storage'));
    const key = 'participant/u1/mileage-reports/1.png';
    await expect(broken.put(key, Buffer.from('abc'), 'image/png')).rejects.toMatchObject({ reason: 'unwritable' });
    await expect(broken.putNew(key, Buffer.from('abc'), 'image/png')).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(await readdir(parent)).toEqual(['plain-file']);
  });

  it('knows whose folder a key is in', () => {
    expect(ownerOfKey('participant/abc/mileage-reports/1.jpg')).toBe('abc');
    expect(ownerOfKey('exports/report.csv')).toBeNull();
  });
});

describe('StorageLinks', () => {
  const links = new StorageLinks('a-secret-of-the-server');
  const key = 'participant/u1/mileage-reports/1700000000000.jpg';
  const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('t') ?? '';

  it('sign the viewer, the key and the expiry', () => {
    const now = new Date('2025-03-01T10:00:00Z');
    const { url, expiresAt } = links.url('u1', key, { now, ttlSeconds: 60 });
    expect(url).toMatch(/^\/api\/storage\/1700000000000\.jpg\?t=rcs1_/);
    expect(expiresAt).toEqual(new Date('2025-03-01T10:01:00Z'));
    expect(links.check(tokenOf(url), new Date('2025-03-01T10:00:59Z'))).toEqual({
      ok: true,
      link: { viewer: 'u1', key, expiresAt, downloadName: null },
    });
    expect(links.check(tokenOf(url), new Date('2025-03-01T10:01:00Z'))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse altered or foreign links', () => {
    const token = tokenOf(links.url('u1', key).url);
    const [payload = '', signature = ''] = token.slice('rcs1_'.length).split('.');
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString());
    forged.u = 'u2';
    const altered = `rcs1_${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    expect(links.check(altered)).toEqual({ ok: false, reason: 'invalid' });
    expect(new StorageLinks('another-server-secret').check(token)).toEqual({ ok: false, reason: 'invalid' });
    expect(links.check('')).toEqual({ ok: false, reason: 'invalid' });
  });
});
