import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.js';

/**
 * /metrics in production: open to METRICS_ALLOW's addresses (default this machine) and to a bearer of
 * METRICS_TOKEN, closed (401/403) to everyone else. The test servers trust X-Forwarded-For, so a
 * request claims a remote address with it; without it the request comes from loopback.
 */

const TOKEN = 'metrics-token-0123456789abcdef';
let plain: TestServer;
let withToken: TestServer;
let development: TestServer;

beforeAll(async () => {
  [plain, withToken, development] = await Promise.all([
    startTestServer({ NODE_ENV: 'production' }),
    startTestServer({ NODE_ENV: 'production', METRICS_TOKEN: TOKEN, METRICS_ALLOW: '203.0.113.0/24, 2001:db8::/32' }),
    startTestServer(),
  ]);
});

afterAll(async () => {
  await Promise.all([plain?.close(), withToken?.close(), development?.close()]);
});

async function scrape(server: TestServer, headers: Record<string, string> = {}) {
  const res = await fetch(new URL('/metrics', server.url), { headers });
  return { status: res.status, body: await res.text(), challenge: res.headers.get('www-authenticate') };
}

describe('/metrics in production', () => {
  it('answers this machine (the default allow-list) and refuses other addresses with 403', async () => {
    const local = await scrape(plain);
    expect(local.status).toBe(200);
    expect(local.body).toContain('http_requests_total');
    expect((await scrape(plain, { 'x-forwarded-for': '198.51.100.20' })).status).toBe(403);
    // No token is configured, so any bearer is refused.
    expect((await scrape(plain, { authorization: `Bearer ${TOKEN}` })).status).toBe(401);
  });

  it('with METRICS_TOKEN and METRICS_ALLOW: the token from anywhere, the listed ranges without one', async () => {
    const remote = { 'x-forwarded-for': '198.51.100.20' };
    const refused = await scrape(withToken, remote);
    expect(refused.status).toBe(401);
    expect(refused.challenge).toBe('Bearer');
    expect((await scrape(withToken, { ...remote, authorization: 'Bearer wrong-token-0123456789' })).status).toBe(401);
    expect((await scrape(withToken, { ...remote, authorization: 'Basic abc' })).status).toBe(401);
    const granted = await scrape(withToken, { ...remote, authorization: `Bearer ${TOKEN}` });
    expect(granted.status).toBe(200);
    expect(granted.body).toContain('process_cpu_seconds_total');
    expect((await scrape(withToken, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(200);
    expect((await scrape(withToken, { 'x-forwarded-for': '2001:db8::7' })).status).toBe(200);
    // The list replaces the default: loopback needs the token too.
    expect((await scrape(withToken)).status).toBe(401);
  });

  it('leaves /healthz open', async () => {
    const res = await fetch(new URL('/healthz', withToken.url), { headers: { 'x-forwarded-for': '198.51.100.20' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });
});

describe('/metrics in development', () => {
  it('is open, as before', async () => {
    expect((await scrape(development, { 'x-forwarded-for': '198.51.100.20' })).status).toBe(200);
  });
});
