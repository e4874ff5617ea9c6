import { isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, invite, startTestServer, type TestServer } from '../../../test/harness.js';
import { createParticipant } from '../../db/__tests__/fixtures.js';
import { connect, type DatabaseHandle } from '../../db/client.js';
import { DEMO_PASSWORD } from '../../db/seed/seed.js';
import { schema } from '../schema.js';
import type { AccessCase, AccessModule, Caller, World } from './access/types.js';

// Every module registers its cases in a file of ./access; this test finds them all.
const modules = Object.values(import.meta.glob<{ access: AccessModule }>('./access/*.cases.ts', { eager: true })).map(
  (m) => m.access,
);
const cases: AccessCase[] = modules.flatMap((m) => m.cases);

const rootFields = (['Query', 'Mutation'] as const).flatMap((typeName) => {
  const type = schema.getType(typeName);
  return type && isObjectType(type) ? Object.values(type.getFields()).map((f) => ({ typeName, field: f })) : [];
});

describe('every root field has an access rule', () => {
  it.each(rootFields.map(({ typeName, field }) => [`${typeName}.${field.name}`, field] as const))(
    '%s names its scope and has an access case',
    (_name, field) => {
      const options = field.extensions?.pothosOptions as { authScopes?: unknown } | undefined;
      expect(options?.authScopes, 'no authScopes on the field').toBeDefined();
      expect(
        cases.some((c) => c.field === field.name),
        'no access case',
      ).toBe(true);
    },
  );
});

let server: TestServer;
let handle: DatabaseHandle;
const world = { ids: {} } as World;
const callers = {} as Record<Caller['name'], Caller>;

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  const password = 'Access-Walk-1';
  for (const name of ['A', 'B'] as const) {
    const email = `walk.${name.toLowerCase()}@example.com`;
    await invite(server, [email]);
    const client = new Client(server.url);
    const signUp = await client.post('/api/auth/sign-up/email', { email, password });
    expect(signUp.status).toBe(200);
    const code = await server.mail.codeFor(email);
    await client.post('/api/auth/email-otp/verify-email', { email, code });
    const user = await client.signIn(email, password);
    callers[name] = { name, client, username: user.id };
  }
  const admin = new Client(server.url);
  callers.admin = {
    name: 'admin',
    client: admin,
    username: (await admin.signIn('admin@example.com', DEMO_PASSWORD)).id,
  };
  callers.anonymous = { name: 'anonymous', client: new Client(server.url), username: null };
  Object.assign(world, {
    db: handle.db,
    A: callers.A.username,
    B: callers.B.username,
    admin: callers.admin.username,
    storage: server.services.storage,
    providers: server.providers,
  });
  // A third participant, so lists of "everyone" are never just the callers.
  await createParticipant(handle.db);
  for (const m of modules) await m.seed?.(world);
});

afterAll(async () => {
  await handle?.close();
  await server?.close();
});

const authCodes = ['UNAUTHENTICATED', 'FORBIDDEN'];

async function call(c: AccessCase, caller: Caller['name']) {
  const { query, variables } = c.operation(world, caller);
  const res = await callers[caller].client.graphql(query, variables);
  expect(res.status, JSON.stringify(res.errors)).toBeLessThan(500);
  return res;
}

describe.each(['anonymous', 'A', 'B', 'admin'] as const)('as %s', (caller) => {
  it.each(cases.map((c) => [c.field, c] as const))('%s', async (_field, c) => {
    const res = await call(c, caller);
    const code = res.errors?.[0]?.extensions?.code as string | undefined;
    const allowed =
      c.rule === 'public' ||
      (c.rule === 'signedIn' && caller !== 'anonymous') ||
      (c.rule === 'own' && (caller === 'B' || caller === 'admin')) ||
      (c.rule === 'admin' && caller === 'admin');
    if (allowed) {
      expect(authCodes, `refused: ${JSON.stringify(res.errors)}`).not.toContain(code);
      expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    } else if (caller === 'anonymous') {
      expect(code).toBe('UNAUTHENTICATED');
    } else {
      // A participant is refused another's records (or told they do not exist, never shown them).
      expect(['FORBIDDEN', 'NOT_FOUND']).toContain(code);
    }
  });
});
