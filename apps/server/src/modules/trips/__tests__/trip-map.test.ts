import { gunzipSync } from 'node:zlib';
import { messages } from '@rc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, errorOf, signInDemoUsers, startTestServer, type TestServer } from '../../../../test/harness.js';

/** What the trip map needs from the server: the offline state outlines and the tile server setting. */

let server: TestServer;
let admin: Client;
let driver: Client;

beforeAll(async () => {
  server = await startTestServer();
  ({ admin, driver } = await signInDemoUsers(server.url));
});

afterAll(async () => {
  await server?.close();
});

const setTileUrl = (client: Client, value: string) =>
  client.graphql('mutation($v: String) { updateConfiguration(input: { key: "MAP_TILE_URL", value: $v }) { value } }', {
    v: value,
  });

const imgSrcOf = async (path: string) => {
  const res = await fetch(new URL(path, server.url));
  const csp = res.headers.get('content-security-policy') ?? '';
  return /img-src ([^;]*)/.exec(csp)?.[1] ?? '';
};

describe('state outlines (the offline base layer)', () => {
  it('serves every state as GeoJSON, without sign-in, small and cacheable', async () => {
    const res = await fetch(new URL('/api/map/us-states.geojson', server.url), {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/geo\+json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const body = (await res.json()) as {
      type: string;
      features: { properties: { name: string }; geometry: { type: string; coordinates: unknown } }[];
    };
    expect(body.type).toBe('FeatureCollection');
    const names = body.features.map((f) => f.properties.name);
    expect(names).toEqual(expect.arrayContaining(['California', 'Nevada', 'Oregon', 'Arizona', 'Alaska', 'Hawaii']));
    expect(names.length).toBeGreaterThanOrEqual(51);
    const california = body.features.find((f) => f.properties.name === 'California');
    expect(['Polygon', 'MultiPolygon']).toContain(california?.geometry.type);
    // Coordinates are rounded to 0.001°.
    const first = JSON.stringify(california?.geometry.coordinates).match(/-?\d+\.\d+/g) ?? [];
    expect(first.length).toBeGreaterThan(100);
    for (const n of first.slice(0, 50)) expect(n.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(3);
    // Sacramento's longitude lies inside California's outline box.
    const lngs = (JSON.stringify(california?.geometry.coordinates).match(/\[-?\d+(\.\d+)?/g) ?? []).map((s) =>
      Number(s.slice(1)),
    );
    expect(Math.min(...lngs)).toBeLessThan(-121.49);
    expect(Math.max(...lngs)).toBeGreaterThan(-121.49);
  });

  it('serves the counties of California and its neighbours with where their names go, and only those', async () => {
    const res = await fetch(new URL('/api/map/counties.geojson', server.url), {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/geo\+json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const text = await res.text();
    expect(Buffer.byteLength(text)).toBeLessThan(150_000);
    const body = JSON.parse(text) as {
      features: { properties: { name: string; label: [number, number] }; geometry: { type: string } }[];
    };
    // California 58, Nevada 17, Oregon 36, Arizona 15.
    expect(body.features).toHaveLength(126);
    const byName = new Map(body.features.map((f) => [f.properties.name, f]));
    for (const name of ['Sacramento', 'Los Angeles', 'San Francisco', 'Washoe', 'Clark', 'Multnomah', 'Maricopa']) {
      expect(byName.has(name), name).toBe(true);
    }
    expect(byName.has('Cook')).toBe(false);
    // Sacramento County's name is written inside it, near its middle.
    const [lng, lat] = byName.get('Sacramento')?.properties.label ?? [0, 0];
    expect(lng).toBeGreaterThan(-121.6);
    expect(lng).toBeLessThan(-121.1);
    expect(lat).toBeGreaterThan(38.25);
    expect(lat).toBeLessThan(38.65);
  });

  it('is gzipped for browsers that accept it and answers 304 to a matching ETag', async () => {
    const url = new URL('/api/map/us-states.geojson', server.url);
    const plain = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text();
    // Node's fetch decodes gzip itself; a raw read shows what travels.
    const zipped = await fetch(url, { headers: { 'accept-encoding': 'gzip' }, decompress: false } as RequestInit);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const etag = zipped.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const wire = Buffer.from(await zipped.arrayBuffer());
    const decoded = wire[0] === 0x1f && wire[1] === 0x8b ? gunzipSync(wire).toString('utf8') : wire.toString('utf8');
    expect(decoded).toBe(plain);
    expect(Buffer.byteLength(plain)).toBeLessThan(300_000);
    const cached = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
  });
});

describe('MAP_TILE_URL', () => {
  it('is public and empty by default, and then no other image host is allowed', async () => {
    const anonymous = new Client(server.url);
    const res = await anonymous.graphql('{ getConfiguration(key: "MAP_TILE_URL") { value } }');
    expect(res.data.getConfiguration.value).toBe('');
    expect((await imgSrcOf('/healthz')).split(' ').sort()).toEqual(["'self'", "'self'", 'blob:', 'data:'].sort());
  });

  it('only staff set it, only to a tile address template; the page CSP then allows that tile host', async () => {
    expect(errorOf(await setTileUrl(driver, 'https://{s}.tile.example.org/{z}/{x}/{y}.png')).code).toBe('FORBIDDEN');
    const bad = await setTileUrl(admin, "https://tiles.example.org; script-src 'unsafe-inline'");
    expect(errorOf(bad)).toEqual({ code: 'BAD_USER_INPUT', message: messages.mapTileUrlInvalid });
    expect(await imgSrcOf('/healthz')).not.toContain('example.org');

    const ok = await setTileUrl(admin, 'https://{s}.tile.example.org/{z}/{x}/{y}.png');
    expect(ok.errors).toBeUndefined();
    expect((await imgSrcOf('/healthz')).split(' ')).toContain('https://*.tile.example.org');

    // Emptying it turns tiles off again.
    expect((await setTileUrl(admin, '')).errors).toBeUndefined();
    expect(await imgSrcOf('/healthz')).not.toContain('example.org');
  });
});
