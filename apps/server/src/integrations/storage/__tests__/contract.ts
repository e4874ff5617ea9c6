import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type ListedObject, StorageKeyError, type StorageProvider } from '../index.js';

/**
 * The storage contract (provider.ts), the same cases for every provider: contract-local.test.ts runs them
 * on a temporary folder, contract-s3.test.ts on a real S3-protocol server (s3rver). Each case works under a folder of
 * its own, so cases never see each other's objects.
 */
export function storageContract(name: string, storage: () => StorageProvider): void {
  const folder = () => `participant/c${randomBytes(6).toString('hex')}`;
  const listed = async (prefix: string): Promise<ListedObject[]> => {
    const all: ListedObject[] = [];
    for await (const o of storage().list(prefix)) all.push(o);
    return all.sort((a, b) => a.key.localeCompare(b.key));
  };

  describe(`storage contract: ${name}`, () => {
    it('round-trips every byte value, and describes and deletes the object', async () => {
      const key = `${folder()}/mileage-reports/1700000000000.png`;
      const bytes = Buffer.concat([Buffer.from([...Array(256).keys()]), randomBytes(100_000)]);
      const s = storage();
      expect(await s.exists(key)).toBe(false);
      expect(await s.put(key, bytes, 'image/png')).toEqual({ key, size: bytes.length, contentType: 'image/png' });
      expect(await s.exists(key)).toBe(true);
      expect(await s.stat(key)).toEqual({ key, size: bytes.length, contentType: 'image/png' });
      const got = await s.get(key);
      expect(got?.body.equals(bytes)).toBe(true);
      expect(got).toMatchObject({ key, size: bytes.length, contentType: 'image/png' });
      expect(await s.delete(key)).toBe(true);
      expect(await s.delete(key)).toBe(false);
      expect(await s.get(key)).toBeNull();
      expect(await s.exists(key)).toBe(false);
    });

    it('answers null or false for a key never stored', async () => {
      const key = `${folder()}/statements/2025-03.pdf`;
      const s = storage();
      expect(await s.get(key)).toBeNull();
      expect(await s.stat(key)).toBeNull();
      expect(await s.exists(key)).toBe(false);
      expect(await s.delete(key)).toBe(false);
      expect(await listed(`${folder()}/`)).toEqual([]);
    });

    it('put replaces an object whole; putNew never replaces one', async () => {
      const base = folder();
      const s = storage();
      const csv = `${base}/reports/r.csv`;
      await s.put(csv, Buffer.from('a much longer first version'), 'text/csv; charset=utf-8');
      await s.put(csv, Buffer.from('second'), 'text/csv; charset=utf-8');
      expect((await s.get(csv))?.body.toString()).toBe('second');
      expect((await s.stat(csv))?.size).toBe(6);

      const pdf = `${base}/statements/2025-03.pdf`;
      expect(await s.putNew(pdf, Buffer.from('first'), 'application/pdf')).toEqual({
        key: pdf,
        size: 5,
        contentType: 'application/pdf',
      });
      expect(await s.putNew(pdf, Buffer.from('second'), 'application/pdf')).toBe(false);
      expect((await s.get(pdf))?.body.toString()).toBe('first');
    });

    it('takes the content type from the key, never from what the caller claims', async () => {
      const base = folder();
      const s = storage();
      expect((await s.put(`${base}/a.jpg`, Buffer.from('x'), 'text/html')).contentType).toBe('image/jpeg');
      expect((await s.stat(`${base}/a.jpg`))?.contentType).toBe('image/jpeg');
      await s.put(`${base}/b.bin`, Buffer.from('x'), 'image/png');
      expect((await s.get(`${base}/b.bin`))?.contentType).toBe('application/octet-stream');
    });

    it('lists the objects under a prefix, a partial name included, with size and time written', async () => {
      const base = folder();
      const s = storage();
      const before = Date.now() - 2000;
      await s.put(`${base}/mileage-reports/1700000000001.png`, Buffer.from('one'), 'image/png');
      await s.put(`${base}/mileage-reports/1700000000002.heic`, Buffer.from('three'), 'image/heic');
      await s.put(`${base}/mileage-reports/1800000000000.jpg`, Buffer.from('four'), 'image/jpeg');
      await s.put(`${base}/statements/2025-03.pdf`, Buffer.from('pdf'), 'application/pdf');
      await s.put(`${folder()}/mileage-reports/1700000000001.png`, Buffer.from('other'), 'image/png');

      const photos = await listed(`${base}/mileage-reports/`);
      expect(photos.map(({ key, size, contentType }) => ({ key, size, contentType }))).toEqual([
        { key: `${base}/mileage-reports/1700000000001.png`, size: 3, contentType: 'image/png' },
        { key: `${base}/mileage-reports/1700000000002.heic`, size: 5, contentType: 'image/heic' },
        { key: `${base}/mileage-reports/1800000000000.jpg`, size: 4, contentType: 'image/jpeg' },
      ]);
      for (const p of photos) {
        expect(p.modifiedAt.getTime()).toBeGreaterThanOrEqual(before);
        expect(p.modifiedAt.getTime()).toBeLessThanOrEqual(Date.now() + 2000);
      }
      expect((await listed(`${base}/mileage-reports/17`)).map((o) => o.key)).toEqual([
        `${base}/mileage-reports/1700000000001.png`,
        `${base}/mileage-reports/1700000000002.heic`,
      ]);
      expect((await listed(`${base}/`)).length).toBe(4);
      expect(await listed(`${base}/nothing-here/`)).toEqual([]);

      await s.delete(`${base}/mileage-reports/1800000000000.jpg`);
      expect((await listed(`${base}/mileage-reports/`)).map((o) => o.key)).toEqual([
        `${base}/mileage-reports/1700000000001.png`,
        `${base}/mileage-reports/1700000000002.heic`,
      ]);
    });

    it('refuses every key that could leave its root', async () => {
      const s = storage();
      for (const key of [
        '../secret.txt',
        'participant/../../x',
        '/etc/passwd',
        'a//b.png',
        'a\\..\\b',
        '.hidden',
        '',
      ]) {
        await expect(s.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toBeInstanceOf(StorageKeyError);
        await expect(s.putNew(key, Buffer.from('x'), 'text/plain'), key).rejects.toBeInstanceOf(StorageKeyError);
        await expect(s.get(key), key).rejects.toBeInstanceOf(StorageKeyError);
        await expect(s.stat(key), key).rejects.toBeInstanceOf(StorageKeyError);
        await expect(s.delete(key), key).rejects.toBeInstanceOf(StorageKeyError);
      }
      await expect(listed('../')).rejects.toBeInstanceOf(StorageKeyError);
    });
  });
}
