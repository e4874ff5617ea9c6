import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { auditEvents, participants, sessions, users } from '../../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';
import { createMailer } from '../../../integrations/mail/mailer.js';
import { createAdmin } from '../create-admin.js';

let server: TestServer;
let handle: DatabaseHandle;

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
});

afterAll(async () => {
  await handle?.close();
  await server?.close();
});

const options = () => ({
  portalUrl: 'https://portal.example.gov',
  mailer: createMailer({
    mailUrl: server.mail.url,
    from: 'test <t@example.com>',
    outboxDir: '/nonexistent',
    logger: server.app.log as never,
  }),
  userAdmin: server.services.userAdmin,
  audit: server.services.audit,
});

const userRow = async (email: string) => (await handle.db.select().from(users).where(eq(users.email, email)))[0];

describe('createAdmin (npm run create-admin)', () => {
  it('creates a confirmed staff account with the given password, no participant record', async () => {
    const result = await createAdmin(handle.db, {
      ...options(),
      email: ' Chief@Agency.gov ',
      password: 'Chief-Pass-2025',
    });
    expect(result).toMatchObject({ email: 'chief@agency.gov', created: true, passwordSet: true, mailed: false });
    expect(await userRow('chief@agency.gov')).toMatchObject({ role: 'admin', emailVerified: true });
    expect(await handle.db.select().from(participants).where(eq(participants.username, result.username))).toEqual([]);
    const client = new Client(server.url);
    await client.signIn('chief@agency.gov', 'Chief-Pass-2025');
    const me = await client.request('GET', '/api/auth/get-session');
    expect(me.json.user.role).toBe('admin');
    // Recorded in the audit trail as done by System.
    const audit = await handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.key, `users#${result.username}`));
    expect(audit).toMatchObject([{ eventName: 'INSERT', updatedBy: 'System', note: 'create-admin' }]);
  });

  it('without a password, e-mails how to choose one, and the reset flow then works', async () => {
    const since = server.mail.messages.length;
    const result = await createAdmin(handle.db, { ...options(), email: 'ops@agency.gov' });
    expect(result).toMatchObject({ created: true, passwordSet: false, mailed: true });
    const welcome = await server.mail.waitFor('ops@agency.gov', since);
    expect(welcome.text).toContain('https://portal.example.gov/forgot-password');
    expect(welcome.text).not.toMatch(/password is|password:/i);

    const client = new Client(server.url);
    const count = server.mail.messages.length;
    await client.post('/api/auth/email-otp/request-password-reset', { email: 'ops@agency.gov' });
    const code = await server.mail.codeFor('ops@agency.gov', count);
    const reset = await client.post('/api/auth/email-otp/reset-password', {
      email: 'ops@agency.gov',
      code,
      password: 'Ops-Chosen-Pass7',
    });
    expect(reset.status).toBe(200);
    await client.signIn('ops@agency.gov', 'Ops-Chosen-Pass7');
  });

  it('promotes an existing participant to Admins, keeps the password unless one is given', async () => {
    const driver = new Client(server.url);
    const { id } = await driver.signIn('manual@example.com', DEMO_PASSWORD);
    const promoted = await createAdmin(handle.db, { ...options(), email: 'manual@example.com' });
    expect(promoted).toMatchObject({ username: id, created: false, promoted: true, passwordSet: false });
    expect((await userRow('manual@example.com'))?.role).toBe('user,admin');
    await new Client(server.url).signIn('manual@example.com', DEMO_PASSWORD);

    const again = await createAdmin(handle.db, {
      ...options(),
      email: 'manual@example.com',
      password: 'Newer-Pass-2025',
    });
    expect(again).toMatchObject({ promoted: false, passwordSet: true });
    // The new password ends the old sessions.
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    await expect(new Client(server.url).signIn('manual@example.com', DEMO_PASSWORD)).rejects.toThrow();
    await new Client(server.url).signIn('manual@example.com', 'Newer-Pass-2025');
  });

  it('refuses a weak password or a malformed address', async () => {
    await expect(createAdmin(handle.db, { ...options(), email: 'weak@agency.gov', password: 'short' })).rejects.toThrow(
      /at least 8 characters/,
    );
    await expect(createAdmin(handle.db, { ...options(), email: 'not-an-address' })).rejects.toThrow(/email/i);
    expect(await userRow('weak@agency.gov')).toBeUndefined();
  });
});
