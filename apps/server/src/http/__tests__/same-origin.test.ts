import { messages } from '@rc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, invite, startTestServer, type TestServer } from '../../../test/harness.js';
import { loadConfig } from '../../config.js';
import { freePort } from '../../db/embedded.js';
import { DEMO_PASSWORD } from '../../db/seed/seed.js';
import { registeredRoutes } from '../app.js';

const FOREIGN = 'https://evil.example';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A concrete path for a registered route pattern (parameters and wildcards filled in). */
const pathOf = (url: string) => url.replace(/:[^/]+/g, 'x').replace(/\*$/, 'x');

let server: TestServer;
let port: number;
let admin: Client;

beforeAll(async () => {
  // A fixed port, so the public address and its loopback aliases are real origins of this server.
  port = await freePort();
  server = await startTestServer({ PORT: String(port), PUBLIC_URL: `http://localhost:${port}` });
  admin = new Client(server.url);
  await admin.signIn('admin@example.com', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

const routes = () => registeredRoutes.get(server.app) ?? [];

describe('the loopback aliases of a local public address', () => {
  it.each(['localhost', '127.0.0.1', '[::1]'])('signs in and signs up from http://%s', async (host) => {
    const origin = `http://${host}:${port}`;
    const post = (path: string, body: unknown) =>
      fetch(new URL(path, server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': `203.0.113.${host.length}` },
        body: JSON.stringify(body),
      });
    const signIn = await post('/api/auth/sign-in/email', { email: 'driver@example.com', password: DEMO_PASSWORD });
    expect(signIn.status).toBe(200);
    const email = `alias-${host.replace(/\W/g, '')}@example.com`;
    await invite(server, [email]);
    const signUp = await post('/api/auth/sign-up/email', { email, password: 'Sunny-Road-42' });
    expect(signUp.status).toBe(200);
  });
});

describe('same origin only', () => {
  it('knows the routes to walk', () => {
    const urls = routes().map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'POST /graphql',
      'POST /api/auth/*',
      'POST /api/mileage-reports/photos',
      'POST /addUserToGroup',
      'POST /disableUser',
      'POST /integrations/payments/sandbox/tokens',
      'GET /integrations/telematics/sandbox/decision',
      'POST /webhooks/devices',
      'POST /webhooks/inbound-email',
    ]) {
      expect(urls).toContain(expected);
    }
  });

  it('refuses every state-changing request with a session from a foreign or null origin, on every route', async () => {
    const walked = routes().filter((r) => STATE_CHANGING.has(r.method));
    expect(walked.length).toBeGreaterThanOrEqual(9);
    for (const route of walked) {
      for (const origin of [FOREIGN, 'null', `http://localhost:${port + 1}`]) {
        const res = await admin.fetch(pathOf(route.url), {
          method: route.method,
          headers: { origin, 'content-type': 'application/json' },
          body: '{}',
        });
        expect(res.status, `${route.method} ${route.url} from ${origin}`).toBe(403);
        expect(await res.json()).toMatchObject({ code: 'FORBIDDEN_ORIGIN', message: messages.foreignOrigin });
      }
      // The portal's own pages get past the guard (whatever the route then answers).
      const own = await admin.fetch(pathOf(route.url), {
        method: route.method,
        headers: { origin: `http://localhost:${port}`, 'content-type': 'application/json' },
        body: '{}',
      });
      const body = await own.text();
      expect(body, `${route.method} ${route.url} from its own origin`).not.toContain('FORBIDDEN_ORIGIN');
    }
  });

  it('refuses a cross-site request that carries no Origin header', async () => {
    const res = await admin.fetch('/graphql', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(res.status).toBe(403);
  });

  it('sends no access-control-allow-* header on any route to any foreign origin', async () => {
    for (const route of routes()) {
      const path = pathOf(route.url);
      for (const method of [route.method, 'OPTIONS']) {
        if (method === 'HEAD') continue;
        const res = await admin.fetch(path, {
          method,
          headers: {
            origin: FOREIGN,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
        const cors = [...res.headers.keys()].filter((h) => h.startsWith('access-control-allow'));
        expect(cors, `${method} ${path}`).toEqual([]);
        await res.arrayBuffer();
      }
    }
  });

  it('lets callers without a session through: device senders post from anywhere', async () => {
    const res = await fetch(new URL('/webhooks/devices', server.url), {
      method: 'POST',
      headers: { origin: FOREIGN, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
  });

  it('lets the inbound mail provider post from anywhere: its signature decides', async () => {
    const form = new FormData();
    form.append('timestamp', String(Math.floor(Date.now() / 1000)));
    form.append('token', 'x'.repeat(50));
    form.append('signature', 'a'.repeat(64));
    const res = await fetch(new URL('/webhooks/inbound-email', server.url), {
      method: 'POST',
      headers: { origin: FOREIGN },
      body: form,
    });
    expect(res.status).toBe(401);
  });
});

describe('CORS_ORIGINS', () => {
  let cors: TestServer;
  beforeAll(async () => {
    cors = await startTestServer({ CORS_ORIGINS: 'https://staff-tools.example' });
  });
  afterAll(async () => {
    await cors?.close();
  });

  it('lets a listed origin use a session, with credentials allowed for it alone', async () => {
    const staff = new Client(cors.url);
    await staff.signIn('admin@example.com', DEMO_PASSWORD);
    const query = JSON.stringify({ query: '{ __typename }' });
    const listed = await staff.fetch('/graphql', {
      method: 'POST',
      headers: { origin: 'https://staff-tools.example', 'content-type': 'application/json' },
      body: query,
    });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://staff-tools.example');
    expect(listed.headers.get('access-control-allow-credentials')).toBe('true');

    const other = await staff.fetch('/graphql', {
      method: 'POST',
      headers: { origin: FOREIGN, 'content-type': 'application/json' },
      body: query,
    });
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a configuration entry that is not an origin', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://ok.example' }).CORS_ORIGINS).toEqual(['https://ok.example']);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://ok.example, not a url' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://ok.example/path' })).toThrow(/CORS_ORIGINS/);
  });
});
