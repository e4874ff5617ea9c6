import { messages } from '@rc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';
import { RATE_LIMITS } from '../rate-limits.js';

/**
 * The limits of the endpoints that send e-mail or are open to anonymous callers: per address and per
 * target e-mail, counted in PostgreSQL so that two server processes on one database share them.
 */
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  a = await startTestServer();
  // A second server on the same database, as a second API process would be.
  b = await startTestServer({ DATABASE_URL: a.databaseUrl });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function expectLimited(res: Response) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  return res.json();
}

describe('per target e-mail, across server processes', () => {
  it('forgot password: 5 codes an hour to one address, whoever asks and wherever', async () => {
    const email = 'driver@example.com';
    for (let i = 0; i < RATE_LIMITS.forgotPassword.email.limit; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await new Client(server.url).fetch('/api/auth/email-otp/request-password-reset', json({ email }));
      expect(res.status, `request ${i + 1}`).toBe(200);
    }
    const refused = await new Client(b.url).fetch('/api/auth/email-otp/request-password-reset', json({ email }));
    expect(await expectLimited(refused)).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: messages.tooManyRequests,
      messageKey: 'tooManyRequests',
    });
    // Another address is not affected.
    const other = await new Client(a.url).fetch(
      '/api/auth/email-otp/request-password-reset',
      json({ email: 'manual@example.com' }),
    );
    expect(other.status).toBe(200);
  });

  it('emailCheck: answered by GraphQL with HTTP 429, Retry-After and the code', async () => {
    const query = 'mutation($e: String!) { emailCheck(input: { email: $e }) { eligible closed } }';
    const body = { query, variables: { e: 'someone@example.com' } };
    for (let i = 0; i < RATE_LIMITS.emailCheck.email.limit; i++) {
      const res = await new Client(i % 2 ? a.url : b.url).fetch('/graphql', json(body));
      expect(res.status, `request ${i + 1}`).toBe(200);
      await res.arrayBuffer();
    }
    const refused = await expectLimited(await new Client(a.url).fetch('/graphql', json(body)));
    expect(refused.errors[0]).toMatchObject({
      message: messages.tooManyRequests,
      extensions: { code: 'TOO_MANY_REQUESTS', messageKey: 'tooManyRequests' },
    });
    expect(refused.errors[0].extensions.http).toBeUndefined();
  });
});

describe('per address', () => {
  it('sign-up: 20 an hour from one address, eligible or not', async () => {
    const client = new Client(a.url);
    for (let i = 0; i < RATE_LIMITS.signUp.address.limit; i++) {
      const res = await client.fetch(
        '/api/auth/sign-up/email',
        json({ email: `not-invited-${i}@example.com`, password: 'Sunny-Road-42' }),
      );
      expect(res.status, `request ${i + 1}`).toBe(403);
      await res.arrayBuffer();
    }
    const refused = await client.fetch(
      '/api/auth/sign-up/email',
      json({ email: 'one-more@example.com', password: 'Sunny-Road-42' }),
    );
    expect(await expectLimited(refused)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // A different address can still sign up.
    const elsewhere = await new Client(b.url).fetch(
      '/api/auth/sign-up/email',
      json({ email: 'one-more@example.com', password: 'Sunny-Road-42' }),
    );
    expect(elsewhere.status).toBe(403);
  });

  it('anonymous GraphQL requests: 600 a minute from one address; signed-in callers are not counted', async () => {
    const client = new Client(a.url);
    const body = json({ query: '{ __typename }' });
    const limit = RATE_LIMITS.anonymousGraphql.address.limit;
    for (let sent = 0; sent < limit; sent += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => client.fetch('/graphql', body)));
      expect(batch.map((r) => r.status)).toEqual(batch.map(() => 200));
      await Promise.all(batch.map((r) => r.arrayBuffer()));
    }
    const refused = await expectLimited(await client.fetch('/graphql', body));
    expect(refused.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    // The same address signed in is not an anonymous caller.
    await client.signIn('driver@example.com', DEMO_PASSWORD);
    expect((await client.fetch('/graphql', body)).status).toBe(200);
  });

  it('sandbox card tokens: 30 in ten minutes from one address', async () => {
    const client = new Client(a.url);
    const card = { cardNumber: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2 };
    for (let i = 0; i < RATE_LIMITS.cardToken.address.limit; i++) {
      const res = await client.fetch('/integrations/payments/sandbox/tokens', json(card));
      expect(res.status, `request ${i + 1}`).toBe(200);
      await res.arrayBuffer();
    }
    const refused = await client.fetch('/integrations/payments/sandbox/tokens', json(card));
    expect(await expectLimited(refused)).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: messages.tooManyRequests,
    });
  });
});

describe('support messages', () => {
  it('20 an hour per participant account; staff are not limited', async () => {
    const driver = new Client(a.url);
    const { id: username } = await driver.signIn('driver@example.com', DEMO_PASSWORD);
    const create = `mutation($input: CreateParticipantInquiryInput!) { createParticipantInquiry(input: $input) { id } }`;
    const input = {
      username,
      category: 'Tech Support',
      subject: 'Blinking light',
      body: 'My device light has been blinking red since Monday.',
    };
    for (let i = 0; i < RATE_LIMITS.supportMessage.email.limit; i++) {
      const res = await driver.graphql(create, { input });
      expect(res.errors, `message ${i + 1}`).toBeUndefined();
    }
    const refused = await driver.graphql(create, { input });
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');

    const admin = new Client(a.url);
    await admin.signIn('admin@example.com', DEMO_PASSWORD);
    const staff = await admin.graphql(create, { input });
    expect(staff.errors).toBeUndefined();
  });
});

describe('TRUST_PROXY', () => {
  let direct: TestServer;
  beforeAll(async () => {
    direct = await startTestServer({ TRUST_PROXY: 'false' });
  });
  afterAll(async () => {
    await direct?.close();
  });

  it('without it, X-Forwarded-For is ignored: every client counts as the connecting address', async () => {
    for (let i = 0; i < RATE_LIMITS.signUp.address.limit; i++) {
      // Each Client claims another X-Forwarded-For address.
      const res = await new Client(direct.url).fetch(
        '/api/auth/sign-up/email',
        json({ email: `proxy-${i}@example.com`, password: 'Sunny-Road-42' }),
      );
      expect(res.status).toBe(403);
      await res.arrayBuffer();
    }
    const refused = await new Client(direct.url).fetch(
      '/api/auth/sign-up/email',
      json({ email: 'proxy-last@example.com', password: 'Sunny-Road-42' }),
    );
    expect(refused.status).toBe(429);
  });
});
