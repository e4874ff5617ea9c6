import { drizzle } from 'drizzle-orm/node-postgres';
import { getNamedType, graphql, isEnumType, isNonNullType, isObjectType, isScalarType } from 'graphql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedVolume } from '../../../bench/volume.js';
import { createTestDatabase } from '../../../test/harness.js';
import { schema } from '../../graphql/schema.js';
import type { Actor } from '../../modules/identity/actor.js';
import { createServices } from '../../services.js';
import * as tables from '../schema/index.js';

/**
 * Every list query, run on a database with 100,000 trips (and as many segments, GPS points, device
 * events, webhook deliveries and audit events), must be served by indexes: the test captures the SQL
 * each one sends and fails on a sequential scan of any large table.
 */
const VOLUME = { participants: 1000, tripsPerParticipant: 100 };
const LARGE_TABLE_ROWS = 5000;

let pool: pg.Pool;
const captured: { sql: string; params: unknown[] }[] = [];
let services: ReturnType<typeof createServices>;
let largeTables: Set<string>;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: await createTestDatabase(), max: 4 });
  await seedVolume(pool, VOLUME);
  const { rows } = await pool.query<{ relname: string }>(
    `select relname from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples >= $1`,
    [LARGE_TABLE_ROWS],
  );
  largeTables = new Set(rows.map((r) => r.relname));
  const db = drizzle(pool, {
    schema: tables,
    logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
  });
  services = createServices(db);
}, 240_000);

afterAll(async () => {
  await pool?.end();
});

const admin: Actor = { username: 'plan-admin', email: 'admin@example.com', groups: ['Admins'] };

/** Values for the key arguments of list queries, by argument name. */
const argumentValues: Record<string, unknown> = {
  username: 'vol42',
  tripId: 'voltrip4200',
  transactionId: 'voltx42',
  statementId: 'volst42',
  inquiryId: 'volinq42',
  id: 'voltrip4200',
  make: 'Toyota',
  year: 2020,
  mroDeviceSerialNumber: 'SN000000042',
  key: 'trips#voltrip4200',
  eventName: 'MODIFY',
  updatedBy: 'system',
  isProcessed: true,
  tollId: 'none',
  vehicleId: 'volveh42',
  email: 'vol42@example.com',
};

const listFields = (() => {
  const query = schema.getQueryType();
  if (!query) return [];
  return Object.values(query.getFields()).filter((f) => {
    const t = getNamedType(f.type);
    return isObjectType(t) && 'nextToken' in t.getFields();
  });
})();

/** Values for arguments only some lists require (searchTrips' date range); optional ones stay unset. */
const requiredArgumentValues: Record<string, unknown> = {
  createdAt: { between: ['2026-01-01T00:00:00.000Z', '2026-01-31T00:00:00.000Z'] },
};

function valueFor(name: string, type: import('graphql').GraphQLInputType): unknown {
  if (name in argumentValues) return argumentValues[name];
  if (isNonNullType(type) && name in requiredArgumentValues) return requiredArgumentValues[name];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]?.value;
  if (isScalarType(named) && named.name === 'Boolean') return true;
  return undefined;
}

function planNodes(plan: Record<string, unknown>): Record<string, unknown>[] {
  const children = (plan.Plans as Record<string, unknown>[] | undefined) ?? [];
  return [plan, ...children.flatMap(planNodes)];
}

describe('list queries on a large database', () => {
  it('knows the list queries', () => {
    expect(listFields.length).toBeGreaterThan(1);
  });

  it.each(listFields.map((f) => [f.name, f] as const))('%s uses indexes', async (_name, field) => {
    const variables: Record<string, unknown> = {};
    for (const arg of field.args) {
      const value = valueFor(arg.name, arg.type);
      if (value !== undefined) variables[arg.name] = value;
      else expect(isNonNullType(arg.type), `no test value for required argument ${arg.name}`).toBe(false);
    }
    variables.limit = 100;
    const defs = field.args
      .filter((a) => a.name in variables)
      .map((a) => `$${a.name}: ${a.type.toString()}`)
      .join(', ');
    const pass = field.args
      .filter((a) => a.name in variables)
      .map((a) => `${a.name}: $${a.name}`)
      .join(', ');
    captured.length = 0;
    const result = await graphql({
      schema,
      source: `query${defs ? `(${defs})` : ''} { ${field.name}${pass ? `(${pass})` : ''} { nextToken } }`,
      variableValues: variables,
      contextValue: { actor: admin, services },
    });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    const selects = captured.filter((q) => /^\s*(select|with)/i.test(q.sql));
    expect(selects.length).toBeGreaterThan(0);
    for (const q of selects) {
      const { rows } = await pool.query(`explain (format json) ${q.sql}`, q.params as unknown[]);
      const plan = (rows[0]['QUERY PLAN'] as { Plan: Record<string, unknown> }[])[0]?.Plan ?? {};
      const scans = planNodes(plan)
        .filter((n) => n['Node Type'] === 'Seq Scan' && largeTables.has(String(n['Relation Name'])))
        .map((n) => n['Relation Name']);
      expect(scans, `sequential scan in ${q.sql}`).toEqual([]);
    }
  });
});
