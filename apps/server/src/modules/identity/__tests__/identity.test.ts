import { IDENTITY, messages } from '@rc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, invite, startTestServer, type TestServer } from '../../../../test/harness.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const password = 'Sunny-Road-42';
const me = `query { me: getParticipant(username: $u) { username status email accountNo } }`.replace(
  'query {',
  'query($u: ID!) {',
);

describe('sign-up, confirmation and sign-in', () => {
  it('signs up with a six-digit e-mailed code, refuses sign-in until confirmed, then signs in', async () => {
    const client = new Client(server.url);
    const email = 'new.driver@example.com';
    await invite(server, [email]);
    const before = server.mail.messages.length;

    const signUp = await client.post('/api/auth/sign-up/email', { email: '  New.Driver@Example.com ', password });
    expect(signUp.status).toBe(200);
    expect(signUp.json.user.email).toBe(email);
    const code = await server.mail.codeFor(email, before);
    expect(code).toMatch(/^\d{6}$/);

    const early = await client.post('/api/auth/sign-in/email', { email, password });
    expect(early.status).toBe(403);
    expect(early.json).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: messages.userNotConfirmed });

    const wrong = await client.post('/api/auth/email-otp/verify-email', {
      email,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe(messages.codeMismatch);

    // The refused sign-in sent a fresh code; resending sends another ('Code Sent!' on the page).
    const sent = server.mail.messages.length;
    const resend = await client.post('/api/auth/email-otp/send-verification-otp', { email });
    expect(resend.status).toBe(200);
    const latest = await server.mail.codeFor(email, sent);

    const verify = await client.post('/api/auth/email-otp/verify-email', { email, code: latest });
    expect(verify.status).toBe(200);

    const user = await client.signIn(email, password);
    const sessionCookie = client.lastSetCookie.find((c) => c.includes('session_token='));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/Secure/i);

    const session = await client.request('GET', '/api/auth/get-session');
    expect(session.json.user.email).toBe(email);
    expect(session.json.session.token).toBeUndefined();

    const { data, errors } = await client.graphql(me, { u: user.id });
    expect(errors).toBeUndefined();
    expect(data.me).toMatchObject({ username: user.id, status: 'created', email });
    expect(Number(data.me.accountNo)).toBeGreaterThanOrEqual(100001);

    const out = await client.post('/api/auth/sign-out');
    expect(out.status).toBe(200);
    const after = await client.graphql(me, { u: user.id });
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers sign-up of an existing e-mail with the exists message so the form can sign in', async () => {
    const client = new Client(server.url);
    const res = await client.post('/api/auth/sign-up/email', { email: 'driver@example.com', password });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ code: 'USER_ALREADY_EXISTS', message: messages.usernameExists });
  });

  it('applies the spec password and e-mail rules with the spec messages', async () => {
    const client = new Client(server.url);
    const weak = await client.post('/api/auth/sign-up/email', { email: 'weak@example.com', password: 'alllowercase1' });
    expect(weak.status).toBe(400);
    expect(weak.json.message).toBe(messages.passwordRule);
    const badEmail = await client.post('/api/auth/sign-up/email', { email: 'not-an-email', password });
    expect(badEmail.json.message).toBe(messages.emailInvalid);
    const missing = await client.post('/api/auth/sign-in/email', { email: 'driver@example.com' });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe(messages.passwordRequired);
    const garbage = await client.request('POST', '/api/auth/sign-in/email', 'not json at all');
    expect(garbage.status).toBeLessThan(500);
  });

  it('rejects unknown identity endpoints, including the store’s own admin endpoints', async () => {
    const client = new Client(server.url);
    await client.signIn('driver@example.com', DEMO_PASSWORD);
    const res = await client.post('/api/auth/admin/set-role', { userId: 'x', role: 'admin' });
    expect(res.status).toBe(404);
  });
});

describe('forgot password', () => {
  it('resets the password with the e-mailed code in two steps; the old password stops working', async () => {
    const client = new Client(server.url);
    const email = 'manual@example.com';
    const before = server.mail.messages.length;
    const step1 = await client.post('/api/auth/email-otp/request-password-reset', { email: ' MANUAL@example.com' });
    expect(step1.status).toBe(200);
    const code = await server.mail.codeFor(email, before);

    const weak = await client.post('/api/auth/email-otp/reset-password', { email, code, password: 'short' });
    expect(weak.json.message).toBe(messages.passwordRule);
    const wrong = await client.post('/api/auth/email-otp/reset-password', {
      email,
      code: code === '123456' ? '654321' : '123456',
      password: 'Brand-New-Pass9',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe(messages.codeMismatch);

    const ok = await client.post('/api/auth/email-otp/reset-password', { email, code, password: 'Brand-New-Pass9' });
    expect(ok.status).toBe(200);
    const old = await client.post('/api/auth/sign-in/email', { email, password: DEMO_PASSWORD });
    expect(old.status).toBe(401);
    await client.signIn(email, 'Brand-New-Pass9');
  });

  it('is silent for an unknown e-mail', async () => {
    const res = await new Client(server.url).post('/api/auth/email-otp/request-password-reset', {
      email: 'nobody@example.com',
    });
    expect(res.status).toBe(200);
  });
});

describe('throttling of failed sign-ins', () => {
  it('backs off after 5 failures for the account, even with the right password, and says so', async () => {
    const client = new Client(server.url);
    const email = 'toll@example.com';
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/api/auth/sign-in/email', { email, password: `Wrong-Pass-${i}` });
      expect(res.status).toBe(401);
      expect(res.json.message).toBe(messages.incorrectCredentials);
    }
    const locked = await client.post('/api/auth/sign-in/email', { email, password: DEMO_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.json.message).toBe(messages.passwordAttemptsExceeded);
    await new Promise((r) => setTimeout(r, 1100));
    // The first lock is one second; the right password then works and clears the account's counter.
    await client.signIn(email, DEMO_PASSWORD);
  });

  it('never lets wrong passwords from one address lock out the correct sign-ins of other accounts', async () => {
    const office = new Client(server.url);
    for (let i = 0; i < 8; i++) {
      const res = await office.post('/api/auth/sign-in/email', {
        email: `guess${i}@example.com`,
        password: 'Wrong-Pass-1',
      });
      expect(res.status).toBe(401);
    }
    // Someone else in the same office, with the right password.
    const colleague = await office.post('/api/auth/sign-in/email', {
      email: 'cordon@example.com',
      password: DEMO_PASSWORD,
    });
    expect(colleague.status).toBe(200);
  });

  it('backs off an address only after 100 failures, and even then not for accounts without failures', async () => {
    const throttle = server.services.throttle;
    const address = '192.0.2.77';
    for (let i = 0; i < IDENTITY.addressFailuresBeforeBackoff - 1; i++) {
      await throttle.recordFailure(`spray${i}@example.com`, address);
    }
    // 99 failures on other accounts: an account with one failure of its own still may try.
    await throttle.recordFailure('tried-once@example.com', '192.0.2.78');
    expect(await throttle.retryAfterSeconds('tried-once@example.com', address)).toBe(0);
    await throttle.recordFailure('spray-last@example.com', address);
    // The address is now backing off: accounts with failures wait, fresh accounts do not.
    expect(await throttle.retryAfterSeconds('tried-once@example.com', address)).toBeGreaterThan(0);
    expect(await throttle.retryAfterSeconds('never-failed@example.com', address)).toBe(0);
    expect(await throttle.retryAfterSeconds('tried-once@example.com', '192.0.2.79')).toBe(0);
  });
});

describe('secure cookies behind HTTPS', () => {
  it('marks the session cookie Secure when the public address is https', async () => {
    const secure = await startTestServer({ PUBLIC_URL: 'https://portal.example' });
    try {
      const client = new Client(secure.url);
      await client.signIn('driver@example.com', DEMO_PASSWORD);
      const cookie = client.lastSetCookie.find((c) => c.includes('session_token='));
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
    } finally {
      await secure.close();
    }
  });
});
