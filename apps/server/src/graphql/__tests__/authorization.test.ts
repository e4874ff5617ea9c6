import { CONFIGURATION_DEFINITIONS, messages } from '@rc/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../test/harness.js';
import { DEMO_PASSWORD } from '../../db/seed/seed.js';

let server: TestServer;
let pgPool: pg.Pool;
const pool = () => {
  pgPool ??= new pg.Pool({ connectionString: server.databaseUrl, max: 1 });
  return pgPool;
};
let anonymous: Client;
let driver: Client;
let manual: Client;
let admin: Client;
let driverId: string;
let manualId: string;

beforeAll(async () => {
  server = await startTestServer();
  anonymous = new Client(server.url);
  driver = new Client(server.url);
  manual = new Client(server.url);
  admin = new Client(server.url);
  driverId = (await driver.signIn('driver@example.com', DEMO_PASSWORD)).id;
  manualId = (await manual.signIn('manual@example.com', DEMO_PASSWORD)).id;
  await admin.signIn('admin@example.com', DEMO_PASSWORD);
});
afterAll(async () => {
  await pgPool?.end();
  await server?.close();
});

const GET_PARTICIPANT =
  'query($u: ID!) { getParticipant(username: $u) { username email firstName pilotProgram { shortName } } }';

describe('getParticipant', () => {
  it('refuses anonymous callers as not authenticated', async () => {
    const { data, errors } = await anonymous.graphql(GET_PARTICIPANT, { u: driverId });
    expect(data?.getParticipant ?? null).toBeNull();
    expect(errors?.[0]).toMatchObject({ message: messages.notAuthenticated, extensions: { code: 'UNAUTHENTICATED' } });
  });

  it("refuses a participant reading another participant's record", async () => {
    const { data, errors } = await manual.graphql(GET_PARTICIPANT, { u: driverId });
    expect(data?.getParticipant ?? null).toBeNull();
    expect(errors?.[0]).toMatchObject({ message: messages.notAuthorized, extensions: { code: 'FORBIDDEN' } });
  });

  it('gives a participant their own record', async () => {
    const { data, errors } = await driver.graphql(GET_PARTICIPANT, { u: driverId });
    expect(errors).toBeUndefined();
    expect(data.getParticipant).toEqual({
      username: driverId,
      email: 'driver@example.com',
      firstName: 'Dana',
      pilotProgram: { shortName: 'MBUF' },
    });
  });

  it("includes the participant's vehicles", async () => {
    const { data, errors } = await driver.graphql(
      'query($u: ID!) { getParticipant(username: $u) { vehicles { id } } }',
      {
        u: driverId,
      },
    );
    expect(errors).toBeUndefined();
    expect(Array.isArray(data.getParticipant.vehicles)).toBe(true);
  });

  it('gives an admin any record, and says when none exists', async () => {
    const own = await admin.graphql(GET_PARTICIPANT, { u: manualId });
    expect(own.data.getParticipant.email).toBe('manual@example.com');
    const missing = await admin.graphql(GET_PARTICIPANT, { u: 'no-such-user' });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('configuration', () => {
  const GET = 'query($k: String!) { getConfiguration(key: $k) { key name description value options { name value } } }';
  const LIST =
    'query($l: Int, $n: String) { listConfigurations(limit: $l, nextToken: $n) { items { key value } nextToken } }';

  it('lets anyone read one configuration value', async () => {
    const { data, errors } = await anonymous.graphql(GET, { k: 'BILLING_BALANCE_DUE_DAYS' });
    expect(errors).toBeUndefined();
    expect(data.getConfiguration).toMatchObject({ key: 'BILLING_BALANCE_DUE_DAYS', value: '14' });
    const unknown = await anonymous.graphql(GET, { k: 'NO_SUCH_KEY' });
    expect(unknown.data.getConfiguration).toBeNull();
    const bad = await anonymous.graphql(GET, { k: 'drop table;' });
    expect(bad.status).toBe(200);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lists every configuration key for admins only, page by page', async () => {
    for (const caller of [anonymous, driver]) {
      const { errors } = await caller.graphql(LIST, {});
      expect(errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    }
    const keys: string[] = [];
    let next: string | null = null;
    do {
      const { data, errors } = await admin.graphql(LIST, { l: 5, n: next });
      expect(errors).toBeUndefined();
      keys.push(...data.listConfigurations.items.map((i: { key: string }) => i.key));
      next = data.listConfigurations.nextToken;
    } while (next);
    expect(keys.sort()).toEqual(CONFIGURATION_DEFINITIONS.map((d) => d.key).sort());
  });
});

describe('updateConfiguration', () => {
  const UPDATE = 'mutation($i: UpdateConfigurationInput!) { updateConfiguration(input: $i) { key value } }';

  it('lets staff change a value to one of its options, recorded in the audit trail as theirs', async () => {
    const adminId = (await admin.request('GET', '/api/auth/get-session')).json.user.id;
    const ok = await admin.graphql(UPDATE, { i: { key: 'MILEAGE_UNIT', value: 'mi' } });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.updateConfiguration).toEqual({ key: 'MILEAGE_UNIT', value: 'mi' });
    const read = await anonymous.graphql('{ getConfiguration(key: "MILEAGE_UNIT") { value } }');
    expect(read.data.getConfiguration.value).toBe('mi');

    const bad = await admin.graphql(UPDATE, { i: { key: 'MILEAGE_UNIT', value: 'furlongs' } });
    expect(bad.errors?.[0]?.message).toBe(messages.configurationValueNotAnOption);
    const missing = await admin.graphql(UPDATE, { i: { key: 'NO_SUCH_KEY', value: 'x' } });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const { rows } = await pool().query(
      `select event_name, updated_by, diff from audit_events where key = 'configurations#MILEAGE_UNIT' order by timestamp desc limit 1`,
    );
    expect(rows[0]).toMatchObject({ event_name: 'MODIFY', updated_by: adminId });
    expect(rows[0].diff).toContainEqual({ key: 'value', old: 'km', new: 'mi' });
  });
});

describe('listParticipants', () => {
  const LIST = 'query($n: String) { listParticipants(limit: 4, nextToken: $n) { items { email } nextToken } }';

  it('is for admins only', async () => {
    expect((await anonymous.graphql(LIST)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await driver.graphql(LIST)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('pages through every participant with opaque cursors, and rejects a forged cursor', async () => {
    const emails: string[] = [];
    let next: string | null = null;
    do {
      const { data, errors } = await admin.graphql(LIST, { n: next });
      expect(errors).toBeUndefined();
      emails.push(...data.listParticipants.items.map((i: { email: string }) => i.email));
      next = data.listParticipants.nextToken;
    } while (next);
    expect(emails).toHaveLength(6);
    expect(new Set(emails).size).toBe(6);
    for (const token of ['not-a-cursor', `${Buffer.from('["x","y"]').toString('base64url')}.AAAAAAAAAAAAAAAAAAAAAA`]) {
      const forged = await admin.graphql(LIST, { n: token });
      expect(forged.status).toBe(200);
      expect(forged.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('bad requests never give a server error', () => {
  it.each([
    ['malformed JSON', '{"query": '],
    ['no query', '{}'],
    ['syntax error', '{"query":"{ getConfiguration(key: }"}'],
    ['unknown field', '{"query":"{ nope }"}'],
    ['wrong variable type', '{"query":"query($k: String!) { getConfiguration(key: $k) { key } }","variables":{"k":5}}'],
  ])('%s', async (_label, body) => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(500);
  });

  it('answers a value the database refuses (a NUL character) as bad input', async () => {
    const res = await admin.graphql(
      'mutation($i: UpdateConfigurationInput!) { updateConfiguration(input: $i) { key } }',
      {
        i: { key: 'PAYMENTS_WIDGET_URL', value: 'a\u0000b' },
      },
    );
    expect(res.status).toBeLessThan(500);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('limits query depth and aliases', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: getConfiguration(key: "FUEL_UNIT") { key }`).join(' ');
    const res = await anonymous.graphql(`{ ${aliases} }`);
    expect(res.status).toBeLessThan(500);
    expect(res.errors?.[0]?.message).toMatch(/alias/i);
  });
});

describe('production hardening', () => {
  it('turns introspection off in production', async () => {
    const production = await startTestServer({ NODE_ENV: 'production' });
    try {
      const res = await new Client(production.url).graphql('{ __schema { queryType { name } } }');
      expect(res.data?.__schema).toBeUndefined();
      expect(res.errors?.[0]?.message).toMatch(/introspection/i);
    } finally {
      await production.close();
    }
    const dev = await anonymous.graphql('{ __schema { queryType { name } } }');
    expect(dev.data.__schema.queryType.name).toBe('Query');
  });
});
