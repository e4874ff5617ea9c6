import fc from 'fast-check';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../test/harness.js';
import { DEMO_PASSWORD } from '../../db/seed/seed.js';
import { schema } from '../schema.js';

/**
 * Throws random inputs at every mutation, as staff (who pass the scope checks, so the inputs reach
 * validation and the database). Every answer must be a clear refusal or a success: no HTTP 500, no
 * masked unexpected error, and a refused call writes nothing (the audit trail, which records every
 * write of business data, does not grow).
 */
const RUNS_PER_MUTATION = 20;

let server: TestServer;
let admin: Client;
let pool: pg.Pool;
let adminId: string;

beforeAll(async () => {
  // API only: background workers (notifications, watchers) write audited rows on their own schedule,
  // which would make "a refused call wrote nothing" unmeasurable.
  server = await startTestServer({ ROLE: 'api' });
  admin = new Client(server.url);
  adminId = (await admin.signIn('admin@example.com', DEMO_PASSWORD)).id;
  pool = new pg.Pool({ connectionString: server.databaseUrl, max: 2 });
});
afterAll(async () => {
  await pool?.end();
  await server?.close();
});

const mutationType = schema.getMutationType();
const mutations = mutationType && isObjectType(mutationType) ? Object.values(mutationType.getFields()) : [];

// Values that exist, so that some random inputs get past "not found" and reach deeper rules.
let knownIds: string[] = [];
const sampleStrings = () =>
  fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom('', ' ', 'MBUF', 'CA', 'admin', 'pending', 'closed', 'x'.repeat(300), '<script>x</script>'),
    fc.constantFrom(...(knownIds.length ? knownIds : ['none'])),
    fc.emailAddress(),
    fc.constantFrom('1HGCM82633A004352', '(916) 555-0142', '95814', 'Demo-Pass-2024'),
  );

function arbitraryFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return arbitraryFor(type.ofType, depth).filter((v) => v !== null);
  const nullable = (a: fc.Arbitrary<unknown>) => fc.option(a, { nil: null, freq: 8 });
  if (isListType(type)) return nullable(fc.array(arbitraryFor(type.ofType, depth + 1), { maxLength: 3 }));
  const named = getNamedType(type);
  if (isEnumType(named)) return nullable(fc.constantFrom(...named.getValues().map((v) => v.value)));
  if (isInputObjectType(named)) {
    if (depth > 3) return fc.constant(null);
    const fields = Object.values(named.getFields());
    return nullable(
      fc.record(Object.fromEntries(fields.map((f) => [f.name, arbitraryFor(f.type, depth + 1)])), {
        requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
      }),
    );
  }
  if (isScalarType(named)) {
    switch (named.name) {
      case 'Int':
        return nullable(fc.oneof(fc.integer({ min: -5, max: 200 }), fc.integer()));
      case 'Float':
        return nullable(fc.oneof(fc.double({ min: -10, max: 1e6, noNaN: true }), fc.constantFrom(0, 1.5, 250000)));
      case 'Boolean':
        return nullable(fc.boolean());
      case 'DateTime':
        return nullable(
          fc
            .date({ min: new Date('2000-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
            .map((d) => d.toISOString()),
        );
      case 'JSON':
        return nullable(fc.jsonValue({ maxDepth: 2 }));
      default:
        return nullable(sampleStrings());
    }
  }
  return fc.constant(null);
}

/** Non-null values for required arguments (GraphQL rejects a missing one before our code runs). */
function argsArbitrary(args: readonly GraphQLArgument[]) {
  return fc.record(Object.fromEntries(args.map((a) => [a.name, arbitraryFor(a.type)])));
}

function selectionFor(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  if (!isObjectType(named)) return '';
  const scalar = Object.values(named.getFields()).find((f) => {
    const t = getNamedType(f.type);
    return (isScalarType(t) || isEnumType(t)) && f.args.length === 0;
  });
  return `{ ${scalar?.name ?? '__typename'} }`;
}

function documentFor(field: GraphQLField<unknown, unknown>): string {
  const vars = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const pass = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `mutation${vars ? `(${vars})` : ''} { ${field.name}${pass ? `(${pass})` : ''} ${selectionFor(field)} }`;
}

async function auditCount(): Promise<number> {
  const { rows } = await pool.query('select count(*)::int as n from audit_events');
  return rows[0].n;
}

describe('random inputs to every mutation', () => {
  beforeAll(async () => {
    const { rows } = await pool.query(
      `select username as id from participants union all select key from configurations limit 50`,
    );
    knownIds = [...rows.map((r) => r.id as string), adminId];
  });

  it('has mutations to test', () => {
    expect(mutations.length).toBeGreaterThan(0);
  });

  it.each(mutations.map((m) => [m.name, m] as const))(
    '%s: refuses clearly or succeeds, never fails',
    async (_name, field) => {
      const document = documentFor(field);
      await fc.assert(
        fc.asyncProperty(argsArbitrary(field.args), async (variables) => {
          const before = await auditCount();
          const res = await admin.graphql(document, variables as Record<string, unknown>);
          expect(res.status, JSON.stringify(res.errors)).toBeLessThan(500);
          for (const error of res.errors ?? []) {
            expect(error.extensions?.code, `${error.message} for ${JSON.stringify(variables)}`).not.toBe(
              'INTERNAL_SERVER_ERROR',
            );
            expect(error.message.length).toBeGreaterThan(0);
          }
          if (res.errors?.length) expect(await auditCount(), 'a refused call wrote data').toBe(before);
        }),
        { numRuns: RUNS_PER_MUTATION, seed: 20261122, endOnFailure: true },
      );
    },
  );
});
