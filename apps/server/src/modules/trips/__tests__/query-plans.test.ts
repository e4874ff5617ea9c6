import { drizzle } from 'drizzle-orm/node-postgres';
import { graphql } from 'graphql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/harness.js';
import * as tables from '../../../db/schema/index.js';
import { schema } from '../../../graphql/schema.js';
import { createServices } from '../../../services.js';
import type { Actor } from '../../identity/actor.js';

/**
 * Every list of trips, segments, GPS points, adjustments, MRO events, webhook events and mileage
 * reports is one index range scan in key order: with sequential scans and sorts priced out, the plan
 * of each query (first page and a page after a cursor, as staff and as the participant) has neither
 * a sequential scan nor a sort on these tables. (The lead's volume test checks the same lists on
 * 100,000 trips with the planner's own choices.)
 */
const OWN_TABLES = new Set([
  'trips',
  'trip_segments',
  'trip_tracks',
  'trip_adjustments',
  'mro_events',
  'webhook_events',
  'mileage_reports',
]);

let pool: pg.Pool;
let services: ReturnType<typeof createServices>;
const captured: { sql: string; params: unknown[] }[] = [];

const admin: Actor = { username: 'plan-admin', email: 'admin@example.com', groups: ['Admins'] };
const participant: Actor = { username: 'planuser', email: 'plan@example.com', groups: ['Users'] };

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: await createTestDatabase(), max: 2 });
  const run = (sql: string) => pool.query(sql);
  await run(
    `insert into users (id, name, email, email_verified, role) values ('planuser', 'p', 'plan@example.com', true, 'user')`,
  );
  await run(`insert into participants (username, email) values ('planuser', 'plan@example.com')`);
  await run(
    `insert into vehicles (id, username, make, model, year, mro_type) values ('planveh', 'planuser', 'Toyota', 'Camry', 2020, 'automatedWithLocation')`,
  );
  await run(`insert into trips (id, username, vehicle_id, process_status, review_status, dist_mro, created_at)
             select 'plantrip' || g, 'planuser', 'planveh', 'processed', 'pending', 5, now() - (g || ' minutes')::interval
             from generate_series(1, 3) g`);
  await run(`insert into trip_segments (id, trip_id, username, type, state_code, mileage, created_at)
             select 'planseg' || g, 'plantrip1', 'planuser', 'public', 'CA', 1, now() - (g || ' minutes')::interval
             from generate_series(1, 3) g`);
  await run(`insert into trip_tracks (trip_id, username, lat, lng, t_ms)
             values ('plantrip1', 'planuser', '{38,38.1,38.2}', '{-121,-121.1,-121.2}', '{1,2,3}')`);
  await run(`insert into trip_adjustments (id, trip_id, username, adj_mileage, note, created_at)
             select 'planadj' || g, 'plantrip1', 'planuser', 1, 'n', now() - (g || ' minutes')::interval
             from generate_series(1, 3) g`);
  await run(`insert into mro_events (id, mro_device_serial_number, username, trip_id, code, date_time, is_processed, flagged)
             select 'planevt' || g, 'SNPLAN', 'planuser', 'plantrip1', 5, now() - (g || ' minutes')::interval, true, false
             from generate_series(1, 3) g`);
  await run(`insert into webhook_events (id, status, source, source_id, payload, created_at)
             select 'planwh' || g, 'pending', 'danlaw', 'rec' || g, '{}'::jsonb, now() - (g || ' minutes')::interval
             from generate_series(1, 3) g`);
  await run(`insert into mileage_reports (id, username, vehicle_id, odo_mileage, ts_report_date, audit_status, created_at)
             select 'planmr' || g, 'planuser', 'planveh', 1000 - g, now() - (g || ' days')::interval, 'pending',
                    now() - (g || ' days')::interval
             from generate_series(1, 3) g`);
  await run('analyze');
  const db = drizzle(pool, { schema: tables, logger: { logQuery: (sql, params) => captured.push({ sql, params }) } });
  services = createServices(db);
}, 120_000);

afterAll(async () => {
  await pool?.end();
});

interface ListCase {
  name: string;
  field: string;
  args: string;
  actors: Actor[];
}

/** A createdAt range around now (the plan's trips are minutes old). */
const SEARCH_RANGE = `createdAt: { ge: ${JSON.stringify(new Date(Date.now() - 86_400_000).toISOString())}, lt: ${JSON.stringify(new Date(Date.now() + 86_400_000).toISOString())} }`;

const lists: ListCase[] = [
  {
    name: 'trips by username',
    field: 'getTripsByUsernameByCreatedAt',
    args: 'username: "planuser"',
    actors: [admin, participant],
  },
  {
    name: 'trips by username in a range',
    field: 'getTripsByUsernameByCreatedAt',
    args: 'username: "planuser", createdAt: { ge: "2020-01-01T00:00:00.000Z" }',
    actors: [admin, participant],
  },
  {
    name: 'trips by username by drive time',
    field: 'getTripsByUsernameByTsStart',
    args: 'username: "planuser"',
    actors: [admin, participant],
  },
  {
    name: 'all trips',
    field: 'listTrips',
    args: 'filter: { createdAt: { ge: "2020-01-01T00:00:00.000Z" } }',
    actors: [admin],
  },
  {
    name: 'trips by review status',
    field: 'getTripsByReviewStatusByCreatedAt',
    args: 'reviewStatus: pending',
    actors: [admin],
  },
  {
    name: 'trips by process status',
    field: 'getTripsByProcessStatusByCreatedAt',
    args: 'processStatus: processed',
    actors: [admin],
  },
  // The staff trip search: its participant, process status or review status leads the scan, else createdAt.
  { name: 'trip search', field: 'searchTrips', args: SEARCH_RANGE, actors: [admin] },
  {
    name: 'trip search by participant',
    field: 'searchTrips',
    args: `${SEARCH_RANGE}, filter: { username: "planuser", processStatus: processed, invalid: false }`,
    actors: [admin],
  },
  {
    name: 'trip search by process status',
    field: 'searchTrips',
    args: `${SEARCH_RANGE}, filter: { processStatus: processed, invalid: false }`,
    actors: [admin],
  },
  {
    name: 'trip search by review status',
    field: 'searchTrips',
    args: `${SEARCH_RANGE}, filter: { reviewStatus: pending }`,
    actors: [admin],
  },
  { name: 'segments', field: 'listTripSegments', args: 'tripId: "plantrip1"', actors: [admin, participant] },
  { name: 'GPS points', field: 'listTripBins', args: 'tripId: "plantrip1"', actors: [admin, participant] },
  { name: 'adjustments', field: 'listTripAdjustments', args: 'tripId: "plantrip1"', actors: [admin, participant] },
  {
    name: 'events of a trip',
    field: 'getMroEventsByTripId',
    args: 'tripId: "plantrip1"',
    actors: [admin, participant],
  },
  {
    name: 'events by processed',
    field: 'getMroEventsByIsProcessedByDateTime',
    args: 'isProcessed: true',
    actors: [admin],
  },
  {
    name: 'events of a device',
    field: 'getMroEventsByMroDeviceSerialNumber',
    args: 'mroDeviceSerialNumber: "SNPLAN"',
    actors: [admin],
  },
  {
    name: 'events of a participant',
    field: 'getMroEventsByUsername',
    args: 'username: "planuser"',
    actors: [admin, participant],
  },
  {
    name: 'flagged events of a participant',
    field: 'getMroEventsByUsername',
    args: 'username: "planuser", filter: { flagged: false }',
    actors: [admin],
  },
  { name: 'webhook events', field: 'getWebhookEventsByStatusByCreatedAt', args: 'status: pending', actors: [admin] },
  { name: 'mileage reports', field: 'listMileageReports', args: 'username: "planuser"', actors: [admin, participant] },
  {
    name: 'mileage audit queue',
    field: 'getMileageReportsByAuditStatus',
    args: 'auditStatus: pending',
    actors: [admin],
  },
];

function planNodes(plan: Record<string, unknown>): Record<string, unknown>[] {
  const children = (plan.Plans as Record<string, unknown>[] | undefined) ?? [];
  return [plan, ...children.flatMap(planNodes)];
}

async function run(field: string, args: string, actor: Actor, nextToken: string | null) {
  const extra = `limit: 1${nextToken ? `, nextToken: ${JSON.stringify(nextToken)}` : ''}`;
  const itemFields =
    field.startsWith('getTrips') || field === 'listTrips' || field === 'searchTrips'
      ? 'id totalDistance paymentStatus'
      : 'id';
  const result = await graphql({
    schema,
    source: `query { ${field}(${args}, ${extra}) { items { ${itemFields} } nextToken } }`,
    contextValue: { actor, services },
  });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  const data = result.data?.[field] as { items: unknown[]; nextToken: string | null };
  return data;
}

describe('list queries are index range scans in key order', () => {
  it.each(lists.flatMap((c) => c.actors.map((a) => [`${c.name} (${a.groups[0]})`, c, a] as const)))(
    '%s',
    async (_name, c, actor) => {
      captured.length = 0;
      const first = await run(c.field, c.args, actor, null);
      expect(first.items.length).toBe(1);
      expect(first.nextToken).not.toBeNull();
      await run(c.field, c.args, actor, first.nextToken);
      const selects = captured.filter((q) => /^\s*select/i.test(q.sql));
      const client = await pool.connect();
      try {
        await client.query('set enable_seqscan = off');
        await client.query('set enable_sort = off');
        for (const q of selects) {
          const { rows } = await client.query(`explain (format json) ${q.sql}`, q.params);
          const plan = (rows[0]['QUERY PLAN'] as { Plan: Record<string, unknown> }[])[0]?.Plan ?? {};
          const nodes = planNodes(plan);
          const seq = nodes.filter((n) => n['Node Type'] === 'Seq Scan' && OWN_TABLES.has(String(n['Relation Name'])));
          expect(seq, `sequential scan in ${q.sql}`).toEqual([]);
          const touchesOwn = nodes.some((n) => OWN_TABLES.has(String(n['Relation Name'])));
          const sorts = nodes.filter((n) => String(n['Node Type']).includes('Sort'));
          if (touchesOwn && /order by/i.test(q.sql)) expect(sorts, `sort in ${q.sql}`).toEqual([]);
        }
      } finally {
        await client.query('reset all');
        client.release();
      }
    },
  );

  it('serves the participant trip list from the partial index of visible trips', async () => {
    captured.length = 0;
    await run('getTripsByUsernameByCreatedAt', 'username: "planuser"', participant, null);
    const q = captured.find((c) => /from "trips"/i.test(c.sql) && /order by/i.test(c.sql));
    expect(q).toBeDefined();
    const client = await pool.connect();
    const { rows } = await client
      .query('set enable_seqscan = off')
      .then(() => client.query(`explain (format json) ${q?.sql}`, q?.params))
      .finally(() => client.query('reset all').then(() => client.release()));
    const names = planNodes((rows[0]['QUERY PLAN'] as { Plan: Record<string, unknown> }[])[0]?.Plan ?? {}).map(
      (n) => n['Index Name'],
    );
    expect(names).toContain('trips_username_visible_created_idx');
  });

  it('serves the Trips tab (by drive time) from the partial index of visible trips by drive time', async () => {
    captured.length = 0;
    const first = await run('getTripsByUsernameByTsStart', 'username: "planuser"', participant, null);
    await run('getTripsByUsernameByTsStart', 'username: "planuser"', participant, first.nextToken);
    const queries = captured.filter((c) => /from "trips"/i.test(c.sql) && /order by/i.test(c.sql));
    expect(queries).toHaveLength(2);
    const client = await pool.connect();
    try {
      await client.query('set enable_seqscan = off');
      for (const q of queries) {
        const { rows } = await client.query(`explain (format json) ${q.sql}`, q.params);
        const names = planNodes((rows[0]['QUERY PLAN'] as { Plan: Record<string, unknown> }[])[0]?.Plan ?? {}).map(
          (n) => n['Index Name'],
        );
        expect(names).toContain('trips_username_visible_driven_idx');
      }
    } finally {
      await client.query('reset all');
      client.release();
    }
  });
});
