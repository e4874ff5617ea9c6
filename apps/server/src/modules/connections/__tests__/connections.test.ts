import { messages } from '@rc/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { createParticipant } from '../../../db/__tests__/fixtures.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { auditEvents, participantConnections, vehicles } from '../../../db/schema/index.js';
import { printedSchema } from '../../../graphql/schema.js';
import { type Caller, errorOf, signInDemo, signUp } from '../../vehicles/__tests__/helpers.js';

let server: TestServer;
let handle: DatabaseHandle;
let admin: Caller;

const fields =
  'id username vehicleId resourceProvider externalVehicleId forceRestoreConnection connected createdBy updatedBy';
const CREATE = `mutation($input: CreateParticipantConnectionInput!) { createParticipantConnection(input: $input) { ${fields} } }`;
const UPDATE = `mutation($input: UpdateParticipantConnectionInput!) { updateParticipantConnection(input: $input) { ${fields} } }`;
const LIST = `query($u: String!, $f: ModelParticipantConnectionFilterInput) { listParticipantConnections(username: $u, filter: $f) { items { ${fields} } nextToken } }`;

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  admin = await signInDemo(server, 'admin@example.com');
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

const row = async (id: string) => {
  const [r] = await handle.db.select().from(participantConnections).where(eq(participantConnections.id, id));
  return r!;
};

describe('participant connections (telematics)', () => {
  let me: Caller;
  let vehicleId: string;
  let connectionId: string;

  beforeAll(async () => {
    me = await signUp(server, 'ev');
    const [v] = await handle.db
      .insert(vehicles)
      .values({ username: me.username, make: 'Tesla', model: 'Model 3', year: 2021, mroType: 'telematics' })
      .returning();
    vehicleId = v!.id;
  });

  it('records the authorisation for the own vehicle, which then points at the connection', async () => {
    const res = await me.client.graphql(CREATE, {
      input: {
        username: me.username,
        vehicleId,
        resourceProvider: 'sandbox',
        authorizationCode: 'consent-code-1',
        externalVehicleId: 'ext-42',
      },
    });
    expect(res.errors).toBeUndefined();
    connectionId = res.data.createParticipantConnection.id;
    expect(res.data.createParticipantConnection).toMatchObject({
      username: me.username,
      vehicleId,
      resourceProvider: 'sandbox',
      externalVehicleId: 'ext-42',
      forceRestoreConnection: false,
      // A recorded code is not a connection until the server holds the provider's tokens.
      connected: false,
      createdBy: me.username,
    });
    expect((await row(connectionId)).authorizationCode).toBe('consent-code-1');
    const [v] = await handle.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    expect(v?.participantConnectionId).toBe(connectionId);
  });

  it('lists the own connections, filtered by vehicle', async () => {
    const res = await me.client.graphql(LIST, { u: me.username, f: { vehicleId } });
    expect(res.errors).toBeUndefined();
    expect(res.data.listParticipantConnections.items.map((c: { id: string }) => c.id)).toEqual([connectionId]);
  });

  it('Reconnect clears the tokens and the restore flag; the audit trail shows only that they changed', async () => {
    await handle.db
      .update(participantConnections)
      .set({ accessToken: 'secret-access', refreshToken: 'secret-refresh', forceRestoreConnection: true })
      .where(eq(participantConnections.id, connectionId));
    const before = await me.client.graphql(LIST, { u: me.username, f: { vehicleId } });
    expect(before.data.listParticipantConnections.items[0]).toMatchObject({ connected: true });
    const res = await me.client.graphql(UPDATE, {
      input: {
        id: connectionId,
        username: me.username,
        forceRestoreConnection: false,
        accessToken: null,
        refreshToken: null,
      },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.updateParticipantConnection).toMatchObject({ forceRestoreConnection: false, connected: false });
    const r = await row(connectionId);
    expect(r).toMatchObject({ accessToken: null, refreshToken: null, forceRestoreConnection: false });
    const events = await handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.key, `participant_connections#${connectionId}`));
    expect(JSON.stringify(events)).not.toContain('secret-');
  });

  it('a new authorization code replaces the old one and clears the tokens', async () => {
    await handle.db
      .update(participantConnections)
      .set({ accessToken: 'a', refreshToken: 'r', forceRestoreConnection: true })
      .where(eq(participantConnections.id, connectionId));
    const res = await me.client.graphql(UPDATE, {
      input: { id: connectionId, username: me.username, authorizationCode: 'consent-code-2' },
    });
    expect(res.errors).toBeUndefined();
    expect(await row(connectionId)).toMatchObject({
      authorizationCode: 'consent-code-2',
      accessToken: null,
      refreshToken: null,
      forceRestoreConnection: false,
    });
  });

  it('staff can force a restore', async () => {
    const res = await admin.client.graphql(UPDATE, {
      input: { id: connectionId, username: me.username, forceRestoreConnection: true },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.updateParticipantConnection).toMatchObject({
      forceRestoreConnection: true,
      updatedBy: admin.username,
    });
  });

  it('tokens can only be cleared through the API', async () => {
    const res = await me.client.graphql(UPDATE, {
      input: { id: connectionId, username: me.username, accessToken: 'forged-token' },
    });
    expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message: messages.connectionTokensClearOnly });
  });

  it('needs a provider, and a vehicle of the same participant', async () => {
    const noProvider = await me.client.graphql(CREATE, { input: { username: me.username, resourceProvider: ' ' } });
    expect(errorOf(noProvider)).toEqual({ code: 'BAD_USER_INPUT', message: messages.resourceProviderRequired });
    const stranger = await createParticipant(handle.db);
    const [theirs] = await handle.db
      .insert(vehicles)
      .values({ username: stranger, make: 'Tesla', model: 'Model Y', year: 2022 })
      .returning();
    const res = await me.client.graphql(CREATE, {
      input: { username: me.username, vehicleId: theirs!.id, resourceProvider: 'sandbox' },
    });
    expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message: messages.deviceVehicleNotOwned });
  });

  it("refuses other participants, and hides others' connections behind the own username", async () => {
    const other = await signUp(server, 'other-ev');
    expect(errorOf(await other.client.graphql(LIST, { u: me.username }))?.code).toBe('FORBIDDEN');
    const create = await other.client.graphql(CREATE, {
      input: { username: me.username, resourceProvider: 'sandbox' },
    });
    expect(errorOf(create)?.code).toBe('FORBIDDEN');
    const update = await other.client.graphql(UPDATE, {
      input: { id: connectionId, username: me.username, forceRestoreConnection: false },
    });
    expect(errorOf(update)?.code).toBe('FORBIDDEN');
    const hidden = await other.client.graphql(UPDATE, {
      input: { id: connectionId, username: other.username, forceRestoreConnection: false },
    });
    expect(errorOf(hidden)).toEqual({ code: 'NOT_FOUND', message: messages.connectionNotFound });
  });

  it('staff create a connection for a participant', async () => {
    const res = await admin.client.graphql(CREATE, { input: { username: me.username, resourceProvider: 'sandbox' } });
    expect(res.errors).toBeUndefined();
    expect(res.data.createParticipantConnection.createdBy).toBe(admin.username);
    const missing = await admin.client.graphql(CREATE, { input: { username: 'nobody', resourceProvider: 'sandbox' } });
    expect(errorOf(missing)).toEqual({ code: 'NOT_FOUND', message: messages.participantNotFound });
  });
});

describe('the API never exposes the secrets of a connection', () => {
  it('ParticipantConnection has no accessToken, refreshToken or authorizationCode field', () => {
    const printed = printedSchema();
    const type = printed.match(/\ntype ParticipantConnection \{[^}]*\}/)?.[0];
    expect(type).toBeDefined();
    for (const field of ['accessToken', 'refreshToken', 'authorizationCode']) expect(type).not.toContain(field);
    // No other output type carries them either.
    const outputTypes = printed.match(/\ntype \w+ \{[^}]*\}/g) ?? [];
    for (const t of outputTypes) expect(t).not.toMatch(/\b(accessToken|refreshToken|authorizationCode)\b/);
  });

  it('a query for the token is rejected as an unknown field', async () => {
    const me = await signUp(server, 'probe');
    const res = await me.client.graphql(
      `query($u: String!) { listParticipantConnections(username: $u) { items { accessToken } } }`,
      { u: me.username },
    );
    expect(res.errors?.[0]?.message).toMatch(/accessToken/);
  });
});
