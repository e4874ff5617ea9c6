import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { sessions } from '../../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';
import type { Actor } from '../actor.js';
import { SessionCache, sessionCookieOf } from '../session-cache.js';

const driver: Actor = { username: 'driver1', email: 'driver@example.com', groups: ['Users'] };

describe('SessionCache', () => {
  it('finds the session cookie in a Cookie header, under either name, and nothing else', () => {
    expect(sessionCookieOf('cookieConsent=accepted; better-auth.session_token=abc.sig%3D')).toBe(
      'better-auth.session_token=abc.sig%3D',
    );
    expect(sessionCookieOf('__Secure-better-auth.session_token=xyz; a=b')).toBe(
      '__Secure-better-auth.session_token=xyz',
    );
    expect(sessionCookieOf('better-auth.session_data=abc')).toBeNull();
    expect(sessionCookieOf('xbetter-auth.session_token=abc')).toBeNull();
    expect(sessionCookieOf('better-auth.session_token=')).toBeNull();
    expect(sessionCookieOf(undefined)).toBeNull();
  });

  it('keeps an actor for its time, never past the session, and forgets it all on clear', () => {
    let now = 1_000_000;
    const cache = new SessionCache({ ttlMs: 5_000, now: () => now });
    cache.set('a', driver, new Date(now + 60_000));
    cache.set('b', driver, new Date(now + 1_000));
    expect(cache.get('a')).toBe(driver);
    now += 1_000;
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(driver);
    now += 4_000;
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', driver, new Date(now + 60_000));
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });

  it('holds at most its size, dropping the oldest, and nothing when its time is 0', () => {
    const cache = new SessionCache({ ttlMs: 5_000, maxEntries: 2 });
    const later = new Date(Date.now() + 60_000);
    cache.set('a', driver, later);
    cache.set('b', driver, later);
    cache.set('c', driver, later);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, driver, driver]);
    const off = new SessionCache({ ttlMs: 0 });
    off.set('a', driver, later);
    expect(off.get('a')).toBeUndefined();
    expect(off.size).toBe(0);
  });
});

describe('signed-in requests with kept sessions', () => {
  let server: TestServer;
  let handle: DatabaseHandle;
  const WHO = 'query($u: ID!) { getParticipant(username: $u) { username } }';

  beforeAll(async () => {
    server = await startTestServer({ SESSION_CACHE_MS: '1500' });
    handle = connect(server.databaseUrl);
  });
  afterAll(async () => {
    await handle?.close();
    await server?.close();
  });

  async function signedIn(email: string) {
    const client = new Client(server.url);
    const user = await client.signIn(email, DEMO_PASSWORD);
    return { client, id: user.id };
  }

  it('a sign-out through this process ends the session at once', async () => {
    const { client, id } = await signedIn('driver@example.com');
    const cookie = client.lastSetCookie.find((c) => c.includes('session_token='))?.split(';')[0] ?? '';
    expect((await client.graphql(WHO, { u: id })).errors).toBeUndefined();
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    // The same cookie as before the sign-out, sent again at once.
    const replay = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: WHO, variables: { u: id } }),
    });
    expect((await replay.json()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a role change or a disabled account through this process holds at once', async () => {
    const admin = await signedIn('admin@example.com');
    const { client, id } = await signedIn('driver@example.com');
    // Staff rights given: the driver reads another participant's record at once.
    expect((await client.graphql(WHO, { u: admin.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await admin.client.post('/addUserToGroup', { username: id, groupname: 'Admins' })).status).toBe(200);
    expect((await client.graphql(WHO, { u: 'nobody-at-all' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await admin.client.post('/removeUserFromGroup', { username: id, groupname: 'Admins' })).status).toBe(200);
    expect((await client.graphql(WHO, { u: 'nobody-at-all' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Disabled: the kept session is gone with the account's sessions.
    expect((await admin.client.post('/disableUser', { username: id })).status).toBe(200);
    expect((await client.graphql(WHO, { u: id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await admin.client.post('/enableUser', { username: id })).status).toBe(200);
  });

  it('a kept session never lets an altered cookie in', async () => {
    const { client, id } = await signedIn('manual@example.com');
    // The sign-in's cookie, read before another request replaces lastSetCookie.
    const cookie = client.lastSetCookie.find((c) => c.includes('session_token='))?.split(';')[0] ?? '';
    const [name = '', value = ''] = cookie.split('=');
    expect(name).toContain('session_token');
    expect((await client.graphql(WHO, { u: id })).errors).toBeUndefined();
    const token = decodeURIComponent(value).split('.')[0];
    for (const forged of [`${token}.AAAA`, `${token}`, `${value}x`]) {
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `${name}=${encodeURIComponent(forged)}` },
        body: JSON.stringify({ query: WHO, variables: { u: id } }),
      });
      expect((await res.json()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('a session ended elsewhere (another process, the database) ends here within SESSION_CACHE_MS', async () => {
    const { client, id } = await signedIn('driver@example.com');
    expect((await client.graphql(WHO, { u: id })).errors).toBeUndefined();
    // As another server process would: straight in the database, this process is not told.
    await handle.db.delete(sessions).where(eq(sessions.userId, id));
    const deadline = Date.now() + 1_500 + 2_000;
    let code: string | undefined;
    while (Date.now() < deadline) {
      code = (await client.graphql(WHO, { u: id })).errors?.[0]?.extensions?.code;
      if (code === 'UNAUTHENTICATED') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(code).toBe('UNAUTHENTICATED');
  });
});
