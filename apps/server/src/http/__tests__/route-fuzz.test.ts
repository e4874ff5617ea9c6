import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../test/harness.js';
import { DEMO_PASSWORD } from '../../db/seed/seed.js';
import { postDelivery, tripPayload } from '../../modules/trips/__tests__/device-trips.js';
import { SIMULATOR_SOURCE } from '../../modules/webhooks/webhooks.service.js';
import { registeredRoutes } from '../app.js';

/**
 * Bad input on every HTTP route of the server: random bytes, invalid UTF-8, lone surrogates, bad JSON,
 * wrong types, odd content types, path parameters and query strings, as an anonymous caller and as
 * staff. Every answer is a refusal or a success, never a 5xx. (GraphQL mutations get their own
 * deeper walk in graphql/__tests__/mutation-fuzz.test.ts.)
 */
const RUNS_PER_ROUTE = 30;

let server: TestServer;
let admin: Client;
let anonymous: Client;
let secret: string;

beforeAll(async () => {
  server = await startTestServer({ ROLE: 'api' });
  admin = new Client(server.url);
  await admin.signIn('admin@example.com', DEMO_PASSWORD);
  anonymous = new Client(server.url);
  secret = (await server.services.webhooks.sourceSecret(SIMULATOR_SOURCE)) ?? '';
});
afterAll(async () => {
  await server?.close();
});

const encoder = new TextEncoder();

/** Text that is not what it claims: lone surrogates spelt in JSON, NUL, control and odd characters. */
const nastyText = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('\\ud800', '\\udfff', '\\u0000', 'x\\ud83d', '\u0000', '\u202e', '%', '%ff', '../..', '😀'),
);

const jsonish = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
  fc.dictionary(fc.string({ maxLength: 8 }), nastyText).map(
    (d) =>
      // Written by hand so that \\ud800 stays an escape in the text (JSON.stringify would double it).
      `{${Object.entries(d)
        .map(([k, v]) => `${JSON.stringify(k)}:"${v.replace(/"/g, '')}"`)
        .join(',')}}`,
  ),
  fc.constantFrom('{', '[1,', '{"query":', '"\\ud800"', '{"query":"{ __typename }","variables":[]}', 'null', ''),
  nastyText.map((t) => `{"email":"${t}","password":"${t}","query":"${t}","username":"${t}"}`),
);

const body = fc.oneof(
  jsonish.map((t) => encoder.encode(t)),
  fc.uint8Array({ maxLength: 64 }),
  // Invalid UTF-8 inside otherwise plausible JSON.
  fc.constant(Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
  fc.constant(new Uint8Array(0)),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'multipart/form-data; boundary=xyz',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'application/graphql-response+json',
  undefined,
);

const pathSegment = fc.oneof(fc.string({ maxLength: 12 }).map(encodeURIComponent), fc.constantFrom('%ff', '%00', 'x'));
const query = fc.option(
  fc
    .dictionary(
      fc.constantFrom('t', 'username', 'lang', 'state', 'redirect_uri', 'groupname', 'limit', 'token'),
      nastyText,
    )
    .map((d) => new URLSearchParams(d).toString()),
  { nil: undefined },
);

describe('random input to every HTTP route', () => {
  const routes = () =>
    (registeredRoutes.get(server.app) ?? []).filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');

  it('has routes to walk', () => {
    expect(routes().length).toBeGreaterThanOrEqual(15);
  });

  it('never answers 5xx', async () => {
    for (const route of routes()) {
      await fc.assert(
        fc.asyncProperty(
          fc.boolean(),
          body,
          contentType,
          pathSegment,
          query,
          async (asStaff, bytes, type, segment, search) => {
            const path = route.url.replace(/:[^/]+/g, segment).replace(/\*$/, segment);
            const url = search ? `${path}?${search}` : path;
            const hasBody = route.method !== 'GET';
            const headers: Record<string, string> = {};
            if (type && hasBody) headers['content-type'] = type;
            const res = await (asStaff ? admin : anonymous).fetch(url, {
              method: route.method,
              headers,
              body: hasBody ? bytes : undefined,
            });
            const text = await res.text();
            expect(res.status, `${route.method} ${url} (${type}) → ${text.slice(0, 200)}`).toBeLessThan(500);
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: 20261126, endOnFailure: true },
      );
    }
  });
});

describe('device deliveries that are signed but not valid text', () => {
  const delivery = () =>
    JSON.stringify(tripPayload({ serialNumber: 'NO-SUCH-DEVICE', start: new Date(Date.now() - 3_600_000) }));

  it('refuses a lone surrogate with 400 (senders retry 5xx for ever)', async () => {
    const raw = delivery().replace('"NO-SUCH-DEVICE"', '"NO-SUCH-\\ud800"');
    const res = await postDelivery(server.url, SIMULATOR_SOURCE, secret, raw);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'INVALID_JSON' });
    expect(res.json.message).toMatch(/surrogate/);
  });

  it('refuses a NUL character and bytes that are not UTF-8 with 400', async () => {
    const nul = await postDelivery(
      server.url,
      SIMULATOR_SOURCE,
      secret,
      delivery().replace('"NO-SUCH-DEVICE"', '"NO-SUCH-\\u0000"'),
    );
    expect(nul.status).toBe(400);
    expect(nul.json.code).toMatch(/^INVALID_(JSON|PAYLOAD)$/);
    const bytes = Buffer.from(delivery().replace('"NO-SUCH-DEVICE"', '"NO-SUCH-@"'));
    bytes[bytes.indexOf('@')] = 0xff;
    const latin = await postDelivery(server.url, SIMULATOR_SOURCE, secret, bytes);
    expect(latin.status).toBe(400);
    expect(latin.json).toMatchObject({ code: 'INVALID_JSON', message: 'Body is not valid UTF-8' });
  });

  it('still stores a valid delivery', async () => {
    const res = await postDelivery(server.url, SIMULATOR_SOURCE, secret, delivery());
    expect(res.status).toBe(202);
  });
});
