import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.js';

/** A GET answered with the raw (still encoded) body, as a browser receives it. */
function get(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('the built web app', () => {
  const script = Buffer.from(`export const answer = ${JSON.stringify('x'.repeat(4000))};\n`);
  const html = Buffer.from(`<!doctype html><html lang="en"><title>Portal</title>${' '.repeat(2000)}</html>`);
  let dist: string;
  let server: TestServer;

  beforeAll(async () => {
    // A build as Vite and its precompress step write it: each file with .br and .gz beside it.
    dist = await mkdtemp(path.join(os.tmpdir(), 'rc-web-dist-'));
    await mkdir(path.join(dist, 'assets'));
    for (const [file, content] of [
      ['index.html', html],
      ['assets/index-Bx12abcd.js', script],
    ] as const) {
      await writeFile(path.join(dist, file), content);
      await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(content));
      await writeFile(path.join(dist, `${file}.gz`), gzipSync(content));
    }
    server = await startTestServer({ WEB_DIST: dist });
  });

  afterAll(async () => {
    await server?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('sends the precompressed files to browsers that accept them, and hashed assets for a year', async () => {
    const url = `${server.url}/assets/index-Bx12abcd.js`;
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body)).toEqual(script);

    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body)).toEqual(script);

    const plain = await get(url, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(script);
  });

  it('answers a client route with index.html, compressed and revalidated on every load', async () => {
    const page = await get(`${server.url}/dashboard`, { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(page.body)).toEqual(html);
  });
});

describe('the app at its root, for any client', () => {
  const html = Buffer.from('<!doctype html><html lang="en"><title>Portal</title></html>');
  let dist: string;
  let server: TestServer;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'rc-web-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), html);
    server = await startTestServer({ WEB_DIST: dist });
  });

  afterAll(async () => {
    await server?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers / and client routes with the app without an Accept header (curl, uptime monitors)', async () => {
    for (const route of ['/', '/dashboard', '/trip/3f0c', '/register?pilot=MBUF+ToD', '/q+and+a']) {
      const res = await fetch(new URL(route, server.url), { headers: { accept: '*/*' } });
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type'), route).toMatch(/text\/html/);
      expect(res.headers.get('cache-control'), route).toBe('no-cache');
      expect(Buffer.from(await res.arrayBuffer()), route).toEqual(html);
    }
    const bare = await get(`${server.url}/`, {});
    expect(bare.status).toBe(200);
    expect(bare.body).toEqual(html);
  });

  it('answers HEAD like GET, without a body', async () => {
    for (const route of ['/', '/dashboard']) {
      const res = await fetch(new URL(route, server.url), { method: 'HEAD' });
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type'), route).toMatch(/text\/html/);
      expect((await res.arrayBuffer()).byteLength).toBe(0);
    }
  });

  it('keeps 404 for what the server answers itself and for missing files', async () => {
    for (const route of ['/api/nothing', '/graphql/x', '/webhooks/other', '/assets/gone-1234.js', '/favicon.ico']) {
      const res = await fetch(new URL(route, server.url));
      expect(res.status, route).toBe(404);
      expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    }
  });
});
