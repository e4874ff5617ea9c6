import { GROUPS, messages } from '@rc/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, invite, startTestServer, type TestServer } from '../../../../test/harness.js';
import { createParticipant } from '../../../db/__tests__/fixtures.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { users } from '../../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';
import { MailSendError } from '../../../integrations/mail/mailer.js';
import { UserAdminRepository } from '../user-admin.repository.js';
import { UserAdminService } from '../user-admin.service.js';

let server: TestServer;
let handle: DatabaseHandle;
let admin: Client;
let adminId: string;

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  admin = new Client(server.url);
  adminId = (await admin.signIn('admin@example.com', DEMO_PASSWORD)).id;
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

const signedIn = async (email: string) => {
  const client = new Client(server.url);
  const user = await client.signIn(email, DEMO_PASSWORD);
  return { client, id: user.id };
};

const get = (client: Client, query: Record<string, string>) =>
  client.request('GET', `/listUsersInGroup?${new URLSearchParams(query)}`);

/** Every user of a group, following NextToken. */
const allUsers = async (groupname: 'Users' | 'Admins') => {
  const users: any[] = [];
  let token: string | null = null;
  do {
    const res = await get(admin, { groupname, ...(token ? { token } : {}) });
    expect(res.status).toBe(200);
    users.push(...res.json.Users);
    token = res.json.NextToken;
  } while (token);
  return users;
};
const usersIn = async (groupname: 'Users' | 'Admins'): Promise<string[]> =>
  (await allUsers(groupname)).map((u) => u.Username);

const eventsFor = async (userId: string) => {
  const res = await admin.graphql(
    `query($k: String!) { getEventsByKeyByTimestamp(key: $k, sortDirection: ASC) {
      items { key eventName diff { key old new } note username updatedBy } } }`,
    { k: `users#${userId}` },
  );
  expect(res.errors).toBeUndefined();
  return res.data.getEventsByKeyByTimestamp.items;
};

const adminOnlyQuery = 'query { listConfigurations(limit: 1) { items { key } } }';

describe('AdminQueries: who may call', () => {
  const routes: [string, string, unknown][] = [
    ['GET', '/listUsersInGroup?groupname=Users', undefined],
    ['POST', '/addUserToGroup', { username: 'x', groupname: 'Admins' }],
    ['POST', '/removeUserFromGroup', { username: 'x', groupname: 'Admins' }],
    ['POST', '/enableUser', { username: 'x' }],
    ['POST', '/disableUser', { username: 'x' }],
    ['GET', '/listUsersWithoutGroup', undefined],
    ['POST', '/inviteStaffMember', { email: 'someone.new@example.com' }],
  ];

  it.each(routes)('%s %s refuses anonymous callers (401) and participants (403)', async (method, path, body) => {
    const anonymous = await new Client(server.url).request(method, path, body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toMatchObject({ code: 'UNAUTHENTICATED', message: messages.notAuthenticated });

    const { client } = await signedIn('ev@example.com');
    const participant = await client.request(method, path, body);
    expect(participant.status).toBe(403);
    expect(participant.json).toMatchObject({ code: 'FORBIDDEN', message: messages.adminOnly });
  });
});

describe('listUsersInGroup', () => {
  it('lists a group like the identity service the original used, 60 per call by default, with NextToken', async () => {
    for (let i = 0; i < 61; i++) await createParticipant(handle.db, `listed.${String(i).padStart(2, '0')}@example.com`);

    const first = await get(admin, { groupname: 'Users' });
    expect(first.status).toBe(200);
    expect(first.json.Users).toHaveLength(60);
    expect(first.json.NextToken).toEqual(expect.any(String));
    const [user] = first.json.Users;
    expect(user).toEqual({
      Username: expect.any(String),
      Attributes: expect.arrayContaining([{ Name: 'email', Value: expect.stringContaining('@example.com') }]),
      Enabled: true,
      UserStatus: 'CONFIRMED',
      UserCreateDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      UserLastModifiedDate: expect.any(String),
      Groups: ['Users'],
      UserLastSignInDate: null,
    });

    const all = await usersIn('Users');
    // 6 demo participants + 61 created here; each exactly once across pages.
    expect(all).toHaveLength(67);
    expect(new Set(all).size).toBe(all.length);
    expect(all).not.toContain(adminId);

    const small = await get(admin, { groupname: 'Users', limit: '5' });
    expect(small.json.Users).toHaveLength(5);
    const next = await get(admin, { groupname: 'Users', limit: '5', token: small.json.NextToken });
    expect(next.json.Users.map((u: { Username: string }) => u.Username)).not.toContain(small.json.Users[4].Username);

    expect(await usersIn('Admins')).toEqual([adminId]);
  });

  it('lists unconfirmed accounts as UNCONFIRMED', async () => {
    const email = 'not.confirmed@example.com';
    await invite(server, [email]);
    const signUp = await new Client(server.url).post('/api/auth/sign-up/email', { email, password: 'Sunny-Road-42' });
    expect(signUp.status).toBe(200);
    const found = (await allUsers('Users')).find((u) => u.Attributes.some((a: { Value: string }) => a.Value === email));
    expect(found).toMatchObject({ UserStatus: 'UNCONFIRMED', Enabled: true });
  });

  it.each([
    [{}, messages.groupnameInvalid],
    [{ groupname: 'Staff' }, messages.groupnameInvalid],
    [{ groupname: 'Users', limit: '61' }, messages.userListLimitInvalid],
    [{ groupname: 'Users', limit: '0' }, messages.userListLimitInvalid],
    [{ groupname: 'Users', limit: 'ten' }, messages.userListLimitInvalid],
    [{ groupname: 'Users', token: 'forged' }, 'The nextToken is not valid.'],
  ])('refuses %j with 400: %s', async (query, message) => {
    const res = await get(admin, query as Record<string, string>);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'BAD_USER_INPUT', message });
  });
});

describe('group changes', () => {
  it('a participant added to Admins can then call an admin-only query; removing them takes it away', async () => {
    const { client, id } = await signedIn('driver@example.com');
    expect((await client.graphql(adminOnlyQuery)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const add = await admin.post('/addUserToGroup', { username: id, groupname: 'Admins' });
    expect(add.status).toBe(200);
    expect(add.json.message).toBe(`Success adding ${id} to Admins`);
    expect(add.json.user).toMatchObject({ Username: id, Enabled: true });

    // The same session now carries the Admins group.
    const asAdmin = await client.graphql(adminOnlyQuery);
    expect(asAdmin.errors).toBeUndefined();
    expect(asAdmin.data.listConfigurations.items).toHaveLength(1);
    expect(await usersIn('Admins')).toContain(id);
    expect(await usersIn('Users')).toContain(id);

    // Adding again changes nothing and records nothing more.
    expect((await admin.post('/addUserToGroup', { username: id, groupname: 'Admins' })).status).toBe(200);

    const remove = await admin.post('/removeUserFromGroup', { username: id, groupname: 'Admins' });
    expect(remove.status).toBe(200);
    expect(remove.json.message).toBe(`Success removing ${id} from Admins`);
    expect((await client.graphql(adminOnlyQuery)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await usersIn('Admins')).not.toContain(id);

    const events = await eventsFor(id);
    expect(events).toEqual([
      {
        key: `users#${id}`,
        eventName: 'MODIFY',
        diff: [{ key: 'role', old: '"user"', new: '"user,admin"' }],
        note: 'addUserToGroup Admins',
        username: id,
        updatedBy: adminId,
      },
      {
        key: `users#${id}`,
        eventName: 'MODIFY',
        diff: [{ key: 'role', old: '"user,admin"', new: '"user"' }],
        note: 'removeUserFromGroup Admins',
        username: id,
        updatedBy: adminId,
      },
    ]);
  });

  it('removing the only group leaves no group (N/A): still a participant, in neither list', async () => {
    const { client, id } = await signedIn('tod@example.com');
    const res = await admin.post('/removeUserFromGroup', { username: id, groupname: 'Users' });
    expect(res.status).toBe(200);
    expect(await usersIn('Users')).not.toContain(id);
    expect(await usersIn('Admins')).not.toContain(id);

    const session = await client.request('GET', '/api/auth/get-session');
    expect(session.json.user.role ?? null).toBeNull();
    const own = await client.graphql('query($u: ID!) { getParticipant(username: $u) { username } }', { u: id });
    expect(own.errors).toBeUndefined();
    expect((await client.graphql(adminOnlyQuery)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const [event] = await eventsFor(id);
    expect(event.diff).toEqual([{ key: 'role', old: '"user"', new: null }]);

    expect((await admin.post('/addUserToGroup', { username: id, groupname: 'Users' })).status).toBe(200);
    expect(await usersIn('Users')).toContain(id);
  });

  it('an admin cannot remove themselves from Admins', async () => {
    const res = await admin.post('/removeUserFromGroup', { username: adminId, groupname: 'Admins' });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: 'FORBIDDEN', message: messages.cannotLeaveAdmins });
    expect(await usersIn('Admins')).toContain(adminId);
    expect((await admin.graphql(adminOnlyQuery)).errors).toBeUndefined();
  });

  it.each([
    ['/addUserToGroup', {}, 400, messages.usernameRequired],
    ['/addUserToGroup', { username: '  ', groupname: 'Admins' }, 400, messages.usernameRequired],
    ['/addUserToGroup', { username: 'someone' }, 400, messages.groupnameInvalid],
    ['/removeUserFromGroup', { username: 'someone', groupname: 'admins' }, 400, messages.groupnameInvalid],
    ['/addUserToGroup', { username: 'nobody-at-all', groupname: 'Admins' }, 404, messages.userNotFound],
    ['/enableUser', { username: 42 }, 400, messages.usernameRequired],
    ['/disableUser', {}, 400, messages.usernameRequired],
    ['/disableUser', { username: 'nobody-at-all' }, 404, messages.userNotFound],
  ])('POST %s %j answers %i: %s', async (path, body, status, message) => {
    const res = await admin.post(path, body);
    expect(res.status).toBe(status);
    expect(res.json.message).toBe(message);
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await fetch(new URL('/addUserToGroup', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(res.status).toBe(400);
  });
});

describe('enable and disable', () => {
  it('a disabled user loses their session and cannot sign in; enabling restores sign-in', async () => {
    const email = 'manual@example.com';
    const { client, id } = await signedIn(email);
    const own = 'query($u: ID!) { getParticipant(username: $u) { username } }';
    expect((await client.graphql(own, { u: id })).errors).toBeUndefined();

    const disable = await admin.post('/disableUser', { username: id });
    expect(disable.status).toBe(200);
    expect(disable.json.user).toMatchObject({ Username: id, Enabled: false });

    // The existing session stopped working.
    expect((await client.graphql(own, { u: id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await client.request('GET', '/api/auth/get-session')).json).toBeNull();

    // Sign-in is refused with the identity service's message.
    const refused = await new Client(server.url).post('/api/auth/sign-in/email', { email, password: DEMO_PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'USER_DISABLED', message: messages.userDisabled });

    const listed = (await allUsers('Users')).find((u) => u.Username === id);
    expect(listed.Enabled).toBe(false);

    const enable = await admin.post('/enableUser', { username: id });
    expect(enable.status).toBe(200);
    expect(enable.json.user).toMatchObject({ Username: id, Enabled: true });
    const again = await signedIn(email);
    expect((await again.client.graphql(own, { u: id })).errors).toBeUndefined();

    const events = await eventsFor(id);
    expect(
      events.map((e: { diff: unknown; note: string; updatedBy: string }) => [e.diff, e.note, e.updatedBy]),
    ).toEqual([
      [[{ key: 'banned', old: 'false', new: 'true' }], 'disableUser', adminId],
      [[{ key: 'banned', old: 'true', new: 'false' }], 'enableUser', adminId],
    ]);
  });

  it('an admin cannot disable themselves', async () => {
    const res = await admin.post('/disableUser', { username: adminId });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: 'FORBIDDEN', message: messages.cannotDisableSelf });
    expect((await admin.graphql(adminOnlyQuery)).errors).toBeUndefined();
  });

  it('a disabled admin loses admin access at once', async () => {
    const second = await createParticipant(handle.db, 'second.admin@example.com');
    expect((await admin.post('/addUserToGroup', { username: second, groupname: 'Admins' })).status).toBe(200);
    expect((await admin.post('/disableUser', { username: second })).status).toBe(200);
    expect((await admin.post('/disableUser', { username: second })).status).toBe(200);
    const events = await eventsFor(second);
    // The repeated disable changed nothing and recorded nothing.
    expect(events.map((e: { note: string }) => e.note)).toEqual(['addUserToGroup Admins', 'disableUser']);
  });
});

describe('listing details', () => {
  it("shows each user's groups and when their newest session began", async () => {
    const admins = await allUsers('Admins');
    const me = admins.find((u) => u.Username === adminId);
    expect(me.Groups).toEqual(['Admins']);
    // The admin signed in at the start of this file: a session is kept.
    expect(Date.parse(me.UserLastSignInDate)).toBeGreaterThan(Date.now() - 10 * 60_000);
  });

  it('lists users in no group through /listUsersWithoutGroup, and only them', async () => {
    const id = await createParticipant(handle.db, 'no.group.listed@example.com');
    expect((await admin.post('/removeUserFromGroup', { username: id, groupname: 'Users' })).status).toBe(200);
    const res = await admin.request('GET', '/listUsersWithoutGroup?limit=60');
    expect(res.status).toBe(200);
    const listed = res.json.Users as { Username: string; Groups: string[] }[];
    expect(listed.map((u) => u.Username)).toContain(id);
    expect(listed.every((u) => u.Groups.length === 0)).toBe(true);
    expect(listed.map((u) => u.Username)).not.toContain(adminId);
    const bad = await admin.request('GET', '/listUsersWithoutGroup?limit=61');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(messages.userListLimitInvalid);
  });
});

describe('inviteStaffMember', () => {
  it('creates a confirmed account in Admins, e-mails how to choose a password, records it; the reset then works', async () => {
    const email = 'new.staff@agency.gov';
    const since = server.mail.messages.length;
    const res = await admin.post('/inviteStaffMember', { email: ' New.Staff@Agency.gov ' });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(`Invited ${email} to Admins`);
    const id = res.json.user.Username;
    expect(res.json.user).toMatchObject({ Enabled: true, UserStatus: 'CONFIRMED', Groups: ['Admins'] });
    expect(await usersIn('Admins')).toContain(id);
    expect(await usersIn('Users')).not.toContain(id);

    const welcome = await server.mail.waitFor(email, since);
    expect(welcome.subject).toMatch(/staff account/);
    expect(welcome.text).toContain('/forgot-password');
    expect(welcome.text).not.toMatch(/password is|password:/i);

    expect(await eventsFor(id)).toEqual([
      {
        key: `users#${id}`,
        eventName: 'INSERT',
        diff: [{ key: 'role', old: null, new: '"admin"' }],
        note: `inviteStaffMember ${email}`,
        username: id,
        updatedBy: adminId,
      },
    ]);

    // They choose a password through the reset code and are staff.
    const client = new Client(server.url);
    const count = server.mail.messages.length;
    await client.post('/api/auth/email-otp/request-password-reset', { email });
    const code = await server.mail.codeFor(email, count);
    const reset = await client.post('/api/auth/email-otp/reset-password', { email, code, password: 'Staff-Chosen-9' });
    expect(reset.status).toBe(200);
    await client.signIn(email, 'Staff-Chosen-9');
    expect((await client.graphql(adminOnlyQuery)).errors).toBeUndefined();
  });

  it.each([
    [{}, 400, messages.emailInvalid],
    [{ email: 'not-an-address' }, 400, messages.emailInvalid],
    [{ email: 'driver@example.com' }, 409, messages.staffInviteExists],
    [{ email: 'ADMIN@example.com' }, 409, messages.staffInviteExists],
  ])('refuses %j with %i: %s', async (body, status, message) => {
    const before = server.mail.messages.length;
    const res = await admin.post('/inviteStaffMember', body);
    expect(res.status).toBe(status);
    expect(res.json.message).toBe(message);
    expect(server.mail.messages.length).toBe(before);
  });

  it('creates nothing when the e-mail cannot be sent, and says so', async () => {
    const failing = {
      send: async () => {
        throw new MailSendError('connection refused', false, { unavailable: true });
      },
      close: () => {},
    };
    const service = new UserAdminService(new UserAdminRepository(handle.db), server.services.audit, {
      mailer: failing,
      portalUrl: 'https://portal.example.gov',
    });
    const staff = { username: adminId, email: 'admin@example.com', groups: [GROUPS.admins] };
    await expect(service.inviteStaffMember(staff, { email: 'unsent.staff@agency.gov' })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: messages.staffInviteMailFailed,
    });
    expect(await handle.db.select().from(users).where(eq(users.email, 'unsent.staff@agency.gov'))).toEqual([]);
  });
});
