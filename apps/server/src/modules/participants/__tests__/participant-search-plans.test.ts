import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/harness.js';
import * as tables from '../../../db/schema/index.js';
import { ParticipantSearchReadModel, searchTerms } from '../participant-search.read-model.js';

/**
 * Every kind of search and every sort order of the staff list can be served by an index: with
 * sequential scans priced out, no plan reads participants, vehicles or devices from end to end. (The
 * search bench, `npm run bench:search`, times the same queries on 100,000 participants with the
 * planner's own choices.)
 */
const TABLES = ['participants', 'vehicles', 'mileage_reporting_options'];

let pool: pg.Pool;
let readModel: ParticipantSearchReadModel;
const captured: { sql: string; params: unknown[] }[] = [];

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: await createTestDatabase(), max: 2 });
  await pool.query(`insert into users (id, name, email, email_verified, role)
                    select 'plan' || g, 'p', 'plan' || g || '@example.com', true, 'user' from generate_series(1, 30) g`);
  await pool.query(`insert into participants (username, email, first_name, last_name, phone_number)
                    select 'plan' || g, 'plan' || g || '@example.com', 'First' || g, 'Last' || g, '(209) 555-0' || (100 + g)
                    from generate_series(1, 30) g`);
  await pool.query(`insert into vehicles (id, username, make, model, year, vin)
                    select 'planveh' || g, 'plan' || g, 'Toyota', 'Camry', 2020, 'VIN' || lpad(g::text, 14, '0')
                    from generate_series(1, 30) g`);
  await pool.query(`insert into mileage_reporting_options (id, username, device_serial_number)
                    select 'plandev' || g, 'plan' || g, 'SN' || lpad(g::text, 9, '0') from generate_series(1, 30) g`);
  await pool.query('analyze');
  const db = drizzle(pool, { schema: tables, logger: { logQuery: (sql, params) => captured.push({ sql, params }) } });
  readModel = new ParticipantSearchReadModel(db);
}, 120_000);

afterAll(async () => {
  await pool?.end();
});

async function plan(sql: string, params: unknown[]): Promise<string> {
  const client = await pool.connect();
  try {
    await client.query('set enable_seqscan = off');
    const { rows } = await client.query(`explain ${sql}`, params);
    return rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n');
  } finally {
    await client.query('reset enable_seqscan');
    client.release();
  }
}

const SORTS = ['createdAt', 'accountNo', 'lastName', 'email', 'status', 'onboardedDate'] as const;

describe('the staff participant search is served by indexes', () => {
  it.each([
    ['name', 'first1'],
    ['full name', 'first1 last'],
    ['e-mail', 'plan12@'],
    ['account number', '100012'],
    ['phone', '(209) 555-01'],
    ['VIN', 'vin000000'],
    ['serial number', 'sn0000000'],
  ])('%s', async (_kind, text) => {
    for (const sortField of SORTS) {
      captured.length = 0;
      const rows = await readModel.page({
        terms: searchTerms(text),
        sortField,
        direction: 'DESC',
        after: null,
        limit: 21,
      });
      expect(rows.length).toBeGreaterThan(0);
      const query = captured.at(-1);
      if (!query) throw new Error('no query captured');
      const text_ = await plan(query.sql, query.params);
      for (const table of TABLES)
        expect(text_, `${sortField}\n${text_}`).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
    }
  });

  it.each(SORTS)('the list sorted by %s, first page and a page after a cursor, both ways', async (sortField) => {
    for (const direction of ['ASC', 'DESC'] as const) {
      captured.length = 0;
      const first = await readModel.page({ terms: null, sortField, direction, after: null, limit: 5 });
      const last = first.at(-1);
      if (!last) throw new Error('empty page');
      await readModel.page({
        terms: null,
        sortField,
        direction,
        after: { key: last.key, username: last.row.username },
        limit: 5,
      });
      for (const query of captured) {
        const text = await plan(query.sql, query.params);
        expect(text, text).not.toMatch(/Seq Scan on participants\b/);
        // The order comes from the index (an incremental sort on a unique first key is fine).
        expect(text, text).not.toMatch(/(^|->\s+)Sort\s+\(/m);
      }
    }
  });
});
