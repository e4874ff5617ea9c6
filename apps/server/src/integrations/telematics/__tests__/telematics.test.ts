import { messages } from '@rc/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { participantConnections, vehicles } from '../../../db/schema/index.js';
import { type Caller, errorOf, signUp } from '../../../modules/vehicles/__tests__/helpers.js';
import { SandboxTelematicsProvider } from '../sandbox.js';

let server: TestServer;
let handle: DatabaseHandle;

const CONNECT = `mutation($input: ConnectTelematicsInput!) { connectTelematics(input: $input) { id username vehicleId resourceProvider externalVehicleId forceRestoreConnection } }`;

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

const get = (path: string) => fetch(new URL(path, server.url), { redirect: 'manual' });
const consentQuery = (redirectUri: string, state = 'st-123') =>
  new URLSearchParams({ state, redirect_uri: redirectUri }).toString();

/** Follows the consent page's Allow or Deny form like a browser would; returns where it redirects. */
async function decide(decision: 'allow' | 'deny', state = 'st-123'): Promise<URL> {
  const redirectUri = new URL('/telematics/callback', server.url).toString();
  const page = await (await get(`/integrations/telematics/sandbox/consent?${consentQuery(redirectUri, state)}`)).text();
  const form = page
    .split('<form')
    .slice(1)
    .find((f) => f.includes(`value="${decision}"`));
  expect(form).toBeDefined();
  const fields = [...(form ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/g)].map(([, n, v]) => [
    n ?? '',
    (v ?? '').replace(/&amp;/g, '&'),
  ]);
  const res = await get(`/integrations/telematics/sandbox/decision?${new URLSearchParams(fields).toString()}`);
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

describe('sandbox telematics consent page', () => {
  it('serves an accessible page without inline scripts, asking for odometer and location', async () => {
    const redirectUri = new URL('/telematics/callback', server.url).toString();
    const res = await get(`/integrations/telematics/sandbox/consent?${consentQuery(redirectUri)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Allow access to odometer and location</h1>');
    expect(html).toMatch(/<button type="submit" class="primary">Allow<\/button>/);
    expect(html).toMatch(/<button type="submit">Deny<\/button>/);
    expect(html).not.toContain('<script');
  });

  it('Allow redirects back with a code and the state; Deny with error=access_denied', async () => {
    const allowed = await decide('allow', 'abc');
    expect(allowed.pathname).toBe('/telematics/callback');
    expect(allowed.searchParams.get('state')).toBe('abc');
    expect(allowed.searchParams.get('code')).toMatch(/^sbx_tcode_/);
    const denied = await decide('deny', 'xyz');
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('state')).toBe('xyz');
    expect(denied.searchParams.get('code')).toBeNull();
  });

  it('refuses a redirect_uri on a foreign origin, and a missing state', async () => {
    for (const uri of ['https://evil.example.com/telematics/callback', 'javascript:alert(1)', 'not a url']) {
      const page = await get(`/integrations/telematics/sandbox/consent?${consentQuery(uri)}`);
      expect(page.status).toBe(400);
      const decision = await get(`/integrations/telematics/sandbox/decision?${consentQuery(uri)}&decision=allow`);
      expect(decision.status).toBe(400);
      expect(decision.headers.get('location')).toBeNull();
    }
    const own = new URL('/telematics/callback', server.url).toString();
    expect((await get(`/integrations/telematics/sandbox/consent?${consentQuery(own, '')}`)).status).toBe(400);
  });
});

describe('connectTelematics', () => {
  let me: Caller;
  let vehicleId: string;

  beforeAll(async () => {
    me = await signUp(server, 'tm');
    const [v] = await handle.db
      .insert(vehicles)
      .values({ username: me.username, make: 'Tesla', model: 'Model 3', year: 2022, mroType: 'telematics' })
      .returning();
    vehicleId = v!.id;
  });

  it('exchanges the code: the connection holds the tokens, the API never returns them', async () => {
    const code = (await decide('allow')).searchParams.get('code');
    const res = await me.client.graphql(CONNECT, { input: { username: me.username, vehicleId, code } });
    expect(res.errors).toBeUndefined();
    const connection = res.data.connectTelematics;
    expect(connection).toMatchObject({
      username: me.username,
      vehicleId,
      resourceProvider: 'sandbox',
      forceRestoreConnection: false,
    });
    expect(connection.externalVehicleId).toMatch(/^sbx-veh-/);
    expect(JSON.stringify(res)).not.toContain('sbx_tat_');
    const [row] = await handle.db
      .select()
      .from(participantConnections)
      .where(eq(participantConnections.id, connection.id));
    expect(row?.accessToken).toMatch(/^sbx_tat_/);
    expect(row?.refreshToken).toMatch(/^sbx_trt_/);
    expect(row?.authorizationCode).toBe(code);
    const [v] = await handle.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    expect(v?.participantConnectionId).toBe(connection.id);
  });

  it('refuses a reused code', async () => {
    const code = (await decide('allow')).searchParams.get('code');
    const first = await me.client.graphql(CONNECT, { input: { username: me.username, vehicleId, code } });
    expect(first.errors).toBeUndefined();
    const again = await me.client.graphql(CONNECT, { input: { username: me.username, vehicleId, code } });
    expect(errorOf(again)).toEqual({ code: 'BAD_USER_INPUT', message: messages.telematicsCodeUsed });
  });

  it('a second connection for the same vehicle updates the existing one', async () => {
    const code = (await decide('allow')).searchParams.get('code');
    const res = await me.client.graphql(CONNECT, { input: { username: me.username, vehicleId, code } });
    expect(res.errors).toBeUndefined();
    const rows = await handle.db
      .select()
      .from(participantConnections)
      .where(eq(participantConnections.username, me.username));
    expect(rows).toHaveLength(1);
  });

  it('refuses a wrong code, a forged code and a code from another secret', async () => {
    const valid = (await decide('allow')).searchParams.get('code') ?? '';
    const forged = `${valid.slice(0, -3)}abc`;
    const foreign = new SandboxTelematicsProvider('another-secret').issueCode();
    for (const code of ['nonsense', forged, foreign]) {
      const res = await me.client.graphql(CONNECT, { input: { username: me.username, vehicleId, code } });
      expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message: messages.telematicsCodeInvalid });
    }
  });

  it("refuses another participant's vehicle", async () => {
    const other = await signUp(server, 'tm-other');
    const code = (await decide('allow')).searchParams.get('code');
    const res = await other.client.graphql(CONNECT, { input: { username: other.username, vehicleId, code } });
    expect(errorOf(res)?.code).toBe('BAD_USER_INPUT');
  });
});

describe('SandboxTelematicsProvider', () => {
  it('reads an odometer that grows with time, and refuses an invalid token', async () => {
    const provider = new SandboxTelematicsProvider('s');
    const start = new Date();
    const tokens = await provider.exchangeCode(provider.issueCode(start), start);
    const now = await provider.readOdometer(tokens.accessToken, start);
    const later = await provider.readOdometer(tokens.accessToken, new Date(start.getTime() + 3_600_000));
    expect(later).toBeGreaterThan(now);
    await expect(provider.readOdometer('bad')).rejects.toThrow('not valid');
    expect(provider.consentUrl({ state: 's 1', redirectUri: 'http://x/cb' })).toBe(
      '/integrations/telematics/sandbox/consent?state=s+1&redirect_uri=http%3A%2F%2Fx%2Fcb',
    );
  });

  it('simulates a vehicle driving a steady 20 to 60 km a day, whichever token reads it', async () => {
    const provider = new SandboxTelematicsProvider('s');
    const start = new Date();
    const tokens = await provider.exchangeCode(provider.issueCode(start), start);
    const perDay = provider.kmPerDay(tokens.externalVehicleId);
    expect(perDay).toBeGreaterThanOrEqual(20);
    expect(perDay).toBeLessThanOrEqual(60);
    const dayLater = new Date(start.getTime() + 86_400_000);
    const refreshed = await provider.refreshTokens(tokens.refreshToken, dayLater);
    const first = await provider.readOdometer(tokens.accessToken, start);
    const second = await provider.readOdometer(refreshed.accessToken, dayLater);
    expect(second - first).toBeCloseTo(perDay, 0);
  });

  it('expires access tokens after two hours; a refresh restores access unless the owner withdrew it', async () => {
    const provider = new SandboxTelematicsProvider('s');
    const start = new Date();
    const tokens = await provider.exchangeCode(provider.issueCode(start), start);
    expect(tokens.accessTokenExpiresAt.getTime()).toBe(start.getTime() + 2 * 3_600_000);
    const late = new Date(start.getTime() + 3 * 3_600_000);
    await expect(provider.readOdometer(tokens.accessToken, late)).rejects.toMatchObject({ reason: 'expired' });
    const refreshed = await provider.refreshTokens(tokens.refreshToken, late);
    await expect(provider.readOdometer(refreshed.accessToken, late)).resolves.toBeGreaterThan(0);
    await expect(provider.refreshTokens('sbx_trt_forged.x', late)).rejects.toMatchObject({ reason: 'invalid_token' });
    provider.revoke(tokens.externalVehicleId);
    await expect(provider.readOdometer(refreshed.accessToken, late)).rejects.toMatchObject({ reason: 'revoked' });
    await expect(provider.refreshTokens(refreshed.refreshToken, late)).rejects.toMatchObject({ reason: 'revoked' });
  });
});
