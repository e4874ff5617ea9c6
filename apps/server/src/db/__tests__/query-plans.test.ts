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
 * each one sends and fails on a sequential scan of any large table. With QUERY_PLAN_DATABASE_URL it
 * runs on that database instead, as it is (a copy of `npm run bench:scale`'s volume database, whose
 * participants are srch1 … srchN), and seeds nothing.
 */
const VOLUME = { participants: 1000, tripsPerParticipant: 100 };
const GIVEN_DATABASE = process.env.QUERY_PLAN_DATABASE_URL;
/** The participant whose rows the lists are asked for. */
const SUBJECT = GIVEN_DATABASE ? 'srch42' : 'vol42';
const LARGE_TABLE_ROWS = 5000;

let pool: pg.Pool;
const captured: { sql: string; params: unknown[] }[] = [];
let services: ReturnType<typeof createServices>;
let largeTables: Set<string>;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: GIVEN_DATABASE ?? (await createTestDatabase()), max: 4 });
  if (!GIVEN_DATABASE) await seedVolume(pool, VOLUME);
  Object.assign(argumentValues, await subjectValues());
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

/** Values for the key arguments of list queries, by argument name (the subject's are read in beforeAll). */
const argumentValues: Record<string, unknown> = {
  make: 'Toyota',
  year: 2020,
  eventName: 'MODIFY',
  updatedBy: 'system',
  isProcessed: true,
  tollId: 'none',
};

/** The subject's own ids, as the database holds them: a trip, a transaction, a statement, … */
async function subjectValues(): Promise<Record<string, unknown>> {
  const one = async (sql: string) =>
    (await pool.query<{ v: string }>(`${sql} limit 1`, [SUBJECT])).rows[0]?.v ?? 'none';
  const tripId = await one('select id as v from trips where username = $1 order by id');
  return {
    username: SUBJECT,
    tripId,
    id: tripId,
    key: `trips#${tripId}`,
    transactionId: await one('select id as v from transactions where username = $1 order by id'),
    statementId: await one('select id as v from participant_statements where username = $1 order by id'),
    inquiryId: await one('select id as v from participant_inquiries where username = $1 order by id'),
    vehicleId: await one('select id as v from vehicles where username = $1 order by id'),
    mroDeviceSerialNumber: await one(
      'select device_serial_number as v from mileage_reporting_options where username = $1 order by id',
    ),
    email: await one('select email as v from participants where username = $1'),
  };
}

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
