import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Client, signInDemoUsers, startTestServer, type TestServer } from '../../../test/harness.js';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../../lib/cursor.js';
import { MAX_QUERY_COST, queryCost } from '../cost-limit.js';
import { schema } from '../schema.js';

const PARTICIPANT_FIELDS = 'username accountNo email firstName lastName status createdAt updatedAt';
const page = (alias: string, limit: string | number) =>
  `${alias}: listParticipants(limit: ${limit}) { items { ${PARTICIPANT_FIELDS} pilotProgram { shortName } } nextToken }`;
const aliases = (n: number, limit: string | number) =>
  `query($limit: Int) { ${Array.from({ length: n }, (_, i) => page(`p${i}`, limit)).join(' ')} }`;

describe('queryCost', () => {
  const cost = (query: string, variables: Record<string, unknown> = {}) => queryCost(schema, parse(query), variables);

  it("multiplies a page's rows by its limit, from the argument, the variable or the default", () => {
    const row = cost(aliases(1, 2)) - cost(aliases(1, 1));
    expect(row).toBeGreaterThan(10);
    expect(cost(aliases(1, 1000)) - cost(aliases(1, 1))).toBe(999 * row);
    expect(cost(aliases(1, '$limit'), { limit: 1000 })).toBe(cost(aliases(1, 1000)));
    expect(cost(aliases(1, '$limit'))).toBe(cost(aliases(1, DEFAULT_LIMIT)));
    expect(cost('{ listParticipants { items { username } } }')).toBe(
      cost(`{ listParticipants(limit: ${DEFAULT_LIMIT}) { items { username } } }`),
    );
    // Out of range counts as the nearest allowed limit (the list refuses it itself).
    expect(cost(aliases(1, '$limit'), { limit: 10 ** 9 })).toBe(cost(aliases(1, MAX_LIMIT)));
    expect(cost(aliases(20, 1000))).toBe(20 * cost(aliases(1, 1000)));
  });

  it('multiplies nested pages and counts fragments like the fields they hold', () => {
    const nested = cost('{ getTransaction(id: "t") { trips(limit: 10) { items { tripId } } } }');
    const deeper = cost(
      '{ getTransactionsByTypeByCreatedAt(type: transaction, limit: 10) { items { trips(limit: 10) { items { tripId } } } } }',
    );
    expect(deeper).toBeGreaterThan(9 * nested);
    expect(
      cost('query { listParticipants(limit: 50) { items { ...F } } } fragment F on Participant { username email }'),
    ).toBe(cost('query { listParticipants(limit: 50) { items { username email } } }'));
  });

  it("lets every document of the web app through with pages of the most rows (listAll's 1000)", () => {
    const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/src');
    const files = readdirSync(webSrc, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.graphql'));
    expect(files.length).toBeGreaterThan(5);
    const document = parse(files.map((f) => readFileSync(path.join(webSrc, f), 'utf8')).join('\n'));
    const operations = document.definitions.flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION ? [d] : []));
    const tooCostly = operations
      .map((o) => ({ name: o.name?.value, cost: queryCost(schema, document, { limit: MAX_LIMIT }, o.name?.value) }))
      .filter((o) => o.cost > MAX_QUERY_COST);
    expect(tooCostly).toEqual([]);
  });
});

describe('the GraphQL endpoint', () => {
  let server: TestServer;
  let admin: Client;

  beforeAll(async () => {
    server = await startTestServer();
    ({ admin } = await signInDemoUsers(server.url));
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server?.close();
  });

  it('refuses 20 aliases of a 1000-row page before running any of them', async () => {
    const list = vi.spyOn(server.services.participants, 'listParticipants');
    const res = await admin.graphql(aliases(20, '$limit'), { limit: 1000 });
    expect(res.status).toBe(200);
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', maxCost: MAX_QUERY_COST });
    expect(res.errors?.[0]?.message).toMatch(/asks for too much.*smaller pages/);
    expect(list).not.toHaveBeenCalled();
    list.mockRestore();
  });

  it('answers a page of 1000 rows with its fields, and a normal page', async () => {
    for (const limit of [1000, 20]) {
      const res = await admin.graphql(aliases(1, '$limit'), { limit });
      expect(res.errors).toBeUndefined();
      expect(res.data.p0.items.length).toBeGreaterThan(0);
    }
  });
});
