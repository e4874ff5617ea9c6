import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';
import { parseCsv } from '../../../lib/csv.js';
import { REPORT_DEFINITIONS } from '../report-definitions.js';
import { REPORT_JOB_THRESHOLD } from '../reports.service.js';
import { download, reportRows } from './report-csv.js';

/**
 * The twelve staff reports on a month of known records (March 2025, before any demo data): every
 * report's columns as docs/reports.md lists them, the spec's constants in the cells, admin only, the
 * empty file, formula-safe text, the job path for a large report, and the same totals as the API.
 */
let server: TestServer;
let handle: DatabaseHandle;
let admin: Client;
let driver: Client;

const MONTH = { from: '2025-03-01', to: '2025-03-31' };
const EMPTY = { from: '2025-06-01', to: '2025-06-30' };
const BUSY = { from: '2025-05-01', to: '2025-05-31' };
const MANY_EVENTS = 2100;

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  admin = new Client(server.url);
  await admin.signIn('admin@example.com', DEMO_PASSWORD);
  driver = new Client(server.url);
  await driver.signIn('driver@example.com', DEMO_PASSWORD);
  const client = await handle.pool.connect();
  const run = (text: string, params: unknown[] = []) => client.query(text, params);
  try {
    await run('begin');
    await run(`insert into pilot_programs (id, name, short_name) values ('rep-dr', 'Dynamic Rate', 'MBUF+DR')`);
    await run(
      `insert into users (id, name, email, email_verified, role) values
         ('rep-gas', 'x', 'rep-gas@users.example.com', true, 'user'),
         ('rep-ev', 'x', 'rep-ev@users.example.com', true, 'user')`,
    );
    await run(
      `insert into participants (username, email, first_name, last_name, status, participant_pilot_program_id,
                                 created_at, is_government_employee, is_legislator)
       values ('rep-gas', 'rep-gas@report.test', 'Gail', 'Gas', 'active',
               (select id from pilot_programs where short_name = 'MBUF'), '2025-03-03T17:00:00Z', true, false),
              ('rep-ev', 'rep-ev@report.test', 'Evan', '=Volt', 'active', 'rep-dr', '2025-03-04T17:00:00Z', false, true)`,
    );
    await run(
      `insert into vehicles (id, username, vin, make, model, year, type, mro_type) values
         ('rep-v-gas', 'rep-gas', 'REPVIN00000000001', 'Toyota', 'Camry', 2020, 'gas', 'automatedWithLocation'),
         ('rep-v-ev', 'rep-ev', null, 'Tesla', 'Model 3', 2022, 'electric', 'telematics')`,
    );
    await run(
      `insert into mileage_reporting_options (username, vehicle_id, device_serial_number, gps_enabled)
       values ('rep-gas', 'rep-v-gas', 'REP-SERIAL-1', true)`,
    );
    await run(
      `insert into trips (id, username, vehicle_id, ts_start, ts_end, process_status, invalid) values
         ('rep-t1', 'rep-gas', 'rep-v-gas', '2025-03-10T16:00:00Z', '2025-03-10T17:00:00Z', 'processed', false),
         ('rep-t2', 'rep-ev', 'rep-v-ev', '2025-03-11T16:00:00Z', '2025-03-11T16:30:00Z', 'processed', false),
         ('rep-t3', 'rep-gas', 'rep-v-gas', '2025-03-12T16:00:00Z', '2025-03-12T16:30:00Z', 'processed', true)`,
    );
    // Statements and their transactions reference each other (deferred foreign keys, checked at commit).
    await run(
      `insert into transactions (id, username, type, status, subtotal_cents, amount_cents, statement_id, paid_at, created_at)
       values ('rep-x1', 'rep-gas', 'transaction', 'processed', 1234, 1234, 'rep-s1', '2025-03-25T18:00:00Z', '2025-03-05T18:00:00Z'),
              ('rep-x2', 'rep-ev', 'transaction', 'processed', 900, 900, 'rep-s2', '2025-03-30T18:00:00Z', '2025-03-01T18:00:00Z'),
              ('rep-r1', 'rep-ev', 'refund', 'processed', 200, 200, null, '2025-03-31T18:00:00Z', '2025-03-31T17:00:00Z')`,
    );
    await run(
      `insert into participant_statements (id, username, month, period_from, period_to, trips, mileage, fuel, mbuf_fee,
                                           fuel_tax_credit, total_new_mileage_fee, total_new_chages, balance,
                                           paid_amount, paid_at, transaction_id, created_at)
       values ('rep-s1', 'rep-gas', '2025-03', '2025-03-01T08:00:00Z', '2025-04-01T07:00:00Z', 1, 15, 1.5, 1500, 266,
               1234, 1234, 0, 1234, '2025-03-25T18:00:00Z', 'rep-x1', '2025-03-05T18:00:00Z'),
              ('rep-s2', 'rep-ev', '2025-03', '2025-03-01T08:00:00Z', '2025-04-01T07:00:00Z', 1, 20, 0, 900, 0,
               900, 900, 0, 900, '2025-03-30T18:00:00Z', 'rep-x2', '2025-03-01T18:00:00Z')`,
    );
    await run(
      `insert into trip_segments (id, trip_id, transaction_id, vehicle_id, username, ts_start, type, state_code, mileage, fuel,
                                  mileage_fee_cents, fuel_fee_cents, payment_status) values
         ('rep-g1', 'rep-t1', 'rep-x1', 'rep-v-gas', 'rep-gas', '2025-03-10T16:00:00Z', 'public', 'CA', 10, 1, 1000, 200, 'paid'),
         ('rep-g2', 'rep-t1', 'rep-x1', 'rep-v-gas', 'rep-gas', '2025-03-10T16:40:00Z', 'public', 'NV', 5, 0.5, 500, 66, 'paid'),
         ('rep-g3', 'rep-t2', 'rep-x2', 'rep-v-ev', 'rep-ev', '2025-03-11T16:00:00Z', 'public', 'CA', 20, 0, 900, 0, 'pending'),
         ('rep-g4', 'rep-t3', null, 'rep-v-gas', 'rep-gas', '2025-03-12T16:00:00Z', 'public', 'CA', 99, 9, 9900, 999, 'pending')`,
    );
    await run(
      `insert into payment_attempts (transaction_id, username, kind, attempt, idempotency_key, status, amount_cents,
                                     service_provider_key, refunded_transaction_id)
       values ('rep-r1', 'rep-ev', 'refund', 1, 'rep-r1-1', 'approved', 200, 'sandbox', 'rep-x2')`,
    );
    await run(
      `insert into mro_events (id, mro_device_serial_number, username, vehicle_id, code, description, date_time, mileage) values
         ('rep-e1', 'REP-SERIAL-1', 'rep-gas', 'rep-v-gas', 2, 'Failed to match participant vehicle vin REPVIN00000000001', '2025-03-12T18:00:00Z', null),
         ('rep-e2', 'REP-SERIAL-1', 'rep-gas', 'rep-v-gas', null, 'Trip rep-t1 is incomplete', '2025-03-13T18:00:00Z', 16.09344),
         ('rep-e3', 'REP-SERIAL-1', 'rep-gas', 'rep-v-gas', 7, '=HYPERLINK("http://evil.example")', '2025-03-14T18:00:00Z', null),
         ('rep-e4', 'REP-SERIAL-1', 'rep-gas', 'rep-v-gas', 1001, 'Silent', '2025-03-15T18:00:00Z', null)`,
    );
    await run(
      `insert into participant_inquiries (id, username, subject, body, status, created_at, updated_at)
       values ('rep-i1', 'rep-gas', 'Device light', 'The light blinks', 'closed', '2025-03-15T18:00:00Z', '2025-03-18T18:00:00Z'),
              ('rep-i2', 'rep-ev', 'Bill', 'Why this amount?', 'new', '2025-03-16T18:00:00Z', '2025-03-16T18:00:00Z')`,
    );
    await run(
      `insert into inquiry_comments (inquiry_id, username, author, body, type, created_at) values
         ('rep-i1', 'rep-gas', 'participant', 'Still blinking', 'message', '2025-03-15T19:00:00Z'),
         ('rep-i1', null, 'admin', 'We replaced the device.', 'message', '2025-03-16T20:00:00Z'),
         ('rep-i1', null, 'admin', 'Closing, device swapped.', 'note', '2025-03-17T18:00:00Z')`,
    );
    // A month of many events: more than one page (1000) for the job path.
    await run(
      `insert into mro_events (mro_device_serial_number, username, code, description, date_time)
       select 'REP-SERIAL-1', 'rep-gas', 5, 'Device Heartbeat', '2025-05-01T12:00:00Z'::timestamptz + (g || ' minutes')::interval
       from generate_series(1, ${MANY_EVENTS}) g`,
    );
    await run('commit');
  } catch (error) {
    await run('rollback');
    throw error;
  } finally {
    client.release();
  }
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

/** The report's records as objects by header, after checking the header is the documented one. */
const report = (name: string, range = MONTH) => reportRows(admin, name, range);

/** docs/reports.md: one table per report under a heading naming its file; the first column lists its columns. */
function documentedColumns(): Map<string, string[]> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const doc = readFileSync(path.resolve(here, '../../../../../../docs/reports.md'), 'utf8');
  const result = new Map<string, string[]>();
  let current: string | null = null;
  for (const line of doc.split('\n')) {
    const heading = /^## .*`([a-z-]+)\.csv`/.exec(line);
    if (heading) {
      current = heading[1] ?? null;
      result.set(current ?? '', []);
      continue;
    }
    const cell = /^\| ([^|]+?) \|/.exec(line);
    if (current && cell?.[1] && !['Column', '---'].includes(cell[1].trim()) && !cell[1].startsWith('-')) {
      result.get(current)?.push(cell[1].trim());
    }
  }
  return result;
}

describe('the reports', () => {
  it('are twelve, each documented in docs/reports.md with exactly its columns', () => {
    expect(REPORT_DEFINITIONS.map((d) => d.title)).toEqual([
      'Participant Enrollment',
      'Customer Interaction',
      'Customer Interaction Metrics',
      'Billing Trips',
      'Billing Month',
      'Billing Customer Totals',
      'Billing Trips Statement',
      'Errors and Events',
      'Pilot Closeout',
      'Summary',
      'Paid Transactions',
      'Refunded Transactions',
    ]);
    const documented = documentedColumns();
    for (const d of REPORT_DEFINITIONS) expect(documented.get(d.name), d.name).toEqual(d.columns.map((c) => c.header));
  });

  it('Participant Enrollment: one row per vehicle, with employer, rate type, fuel type, MRO type and device code', async () => {
    const rows = await report('participant-enrollment');
    expect(rows.map((r) => r.Username)).toEqual(['rep-gas', 'rep-ev']);
    expect(rows[0]).toMatchObject({
      Employer: 'Government',
      'Rate Type': 'Flat Rate',
      'Fuel Type': 'Gasoline',
      'MRO Type': 'Plug-In Device (PID) with GPS',
      'Device Report Code': '5',
      'Device Serial Number': 'REP-SERIAL-1',
      'Enrolled Date': '2025-03-03',
    });
    expect(rows[1]).toMatchObject({
      Employer: 'Elected Official',
      'Rate Type': 'Variable Rate',
      'Pilot Program': 'Dynamic Rate',
      'Fuel Type': 'Electric',
      'MRO Type': 'In-Vehicle Telematics',
      'Device Report Code': '',
      // Text a spreadsheet would run as a formula is written as text.
      'Last Name': "'=Volt",
    });
  });

  it('Customer Interaction: counts, first response, and the resolution comment of a closed inquiry', async () => {
    const rows = await report('customer-interaction');
    expect(rows.map((r) => r['Inquiry ID'])).toEqual(['rep-i1', 'rep-i2']);
    expect(rows[0]).toMatchObject({
      Status: 'closed',
      'Admin Messages': '1',
      'Participant Messages': '1',
      Notes: '1',
      'Hours to First Response': '26.0',
      'Resolution Comment': 'We replaced the device.',
    });
    expect(rows[1]?.['Resolution Comment']).toBe('');
  });

  it('Customer Interaction Metrics: a blank template, one row per month', async () => {
    const rows = await report('customer-interaction-metrics', { from: '2025-02-01', to: '2025-03-31' });
    expect(rows.map((r) => r.Month)).toEqual(['2025-02', '2025-03']);
    expect(Object.values(rows[0] ?? {}).filter(Boolean)).toEqual(['2025-02']);
  });

  it('Billing Trips: valid trips, miles, chargeable miles (California for location devices), net revenue', async () => {
    const rows = await report('billing-trips');
    expect(rows.map((r) => r['Trip ID'])).toEqual(['rep-t1', 'rep-t2']);
    expect(rows[0]).toMatchObject({
      'Total Miles': (15 * 0.6213711922373338).toFixed(2),
      'Chargeable Miles': (10 * 0.6213711922373338).toFixed(2),
      Gallons: (1.5 * 0.264172).toFixed(3),
      'Mileage Fee': '15.00',
      'Fuel Tax Credit': '2.66',
      'Net RUC Revenue': '12.34',
      'Payment Status': 'paid in full',
      'Statement Month': '2025-03',
      'Device Report Code': '5',
    });
    // Without location, all mileage is chargeable; electric vehicles have no net RUC revenue.
    expect(rows[1]).toMatchObject({
      'Chargeable Miles': (20 * 0.6213711922373338).toFixed(2),
      'Net RUC Revenue': '',
      'Payment Status': 'pending',
    });
  });

  it('Billing Month, Customer Totals and Trips Statement reconcile: lines add up to each statement', async () => {
    const month = await report('billing-month');
    expect(month.map((r) => [r.Username, r['New Charges'], r['Transaction Status']])).toEqual([
      ['rep-ev', '9.00', 'processed'],
      ['rep-gas', '12.34', 'processed'],
    ]);
    const totals = await report('billing-customer-totals');
    expect(totals.map((r) => [r.Username, r['New Charges'], r['Paid Amount'], r['Unpaid Amount']])).toEqual([
      ['rep-gas', '12.34', '12.34', '0.00'],
      ['rep-ev', '9.00', '9.00', '0.00'],
    ]);
    const lines = await report('billing-trips-statement');
    const cents = (v: string | undefined) => Math.round(Number(v) * 100);
    for (const statement of month) {
      const sum = lines
        .filter((l) => l['Statement ID'] === statement['Statement ID'])
        .reduce((s, l) => s + cents(l['Net Charge']), 0);
      expect(sum).toBe(cents(statement['New Charges']));
    }
    expect(lines.find((l) => l['Line ID'] === 'rep-g2')).toMatchObject({ State: 'NV', 'Chargeable Miles': '0.00' });
  });

  it('Errors and Events: the error-event codes of the catalogue, blank for anything else', async () => {
    const rows = await report('errors-and-events');
    expect(rows.map((r) => [r['Event ID'], r['Error Code'], r.Description])).toEqual([
      ['rep-e1', '1002', 'Failed to match participant vehicle vin REPVIN00000000001'],
      ['rep-e2', '16', 'Trip rep-t1 is incomplete'],
      ['rep-e3', '', `'=HYPERLINK("http://evil.example")`],
      ['rep-e4', '1001', 'Silent'],
    ]);
    expect(rows[1]?.Miles).toBe('10.00');
  });

  it('Pilot Closeout: each account through the end of the range, billed, paid, refunded and outstanding', async () => {
    const rows = await report('pilot-closeout');
    expect(rows.map((r) => r.Username)).toEqual(['rep-gas', 'rep-ev']);
    expect(rows[0]).toMatchObject({
      Trips: '1',
      'Amount Billed': '12.34',
      'Amount Paid': '12.34',
      'Net RUC Revenue': '12.34',
    });
    expect(rows[1]).toMatchObject({ 'Amount Refunded': '2.00', 'Net RUC Revenue': '', 'Outstanding Balance': '0.00' });
  });

  it('Summary: one row per month with the pilot totals', async () => {
    const rows = await report('summary', { from: '2025-03-01', to: '2025-04-30' });
    expect(rows.map((r) => r.Month)).toEqual(['2025-03', '2025-04']);
    expect(rows[0]).toMatchObject({
      'New Enrollments': '2',
      Trips: '2',
      'Mileage Fees': '24.00',
      'Net RUC Revenue': '12.34',
      Statements: '2',
      'Amount Billed': '21.34',
      Payments: '2',
      'Amount Paid': '21.34',
      'Paid On Time': '1',
      'Amount Refunded': '2.00',
      'Inquiries Opened': '2',
      'Device Events': '4',
    });
    expect(rows[1]).toMatchObject({ Trips: '0', Statements: '0' });
  });

  it('Paid and Refunded Transactions: days to pay against the overdue days, refunds linked to their payment', async () => {
    const paid = await report('paid-transactions');
    expect(paid.map((r) => [r['Transaction ID'], r['Days to Pay'], r['Paid On Time'], r['Refunded Amount']])).toEqual([
      ['rep-x1', '20', 'Yes', '0.00'],
      ['rep-x2', '29', 'No', '2.00'],
    ]);
    const refunds = await report('refunded-transactions');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ 'Refund ID': 'rep-r1', Amount: '2.00', 'Refunded Transaction ID': 'rep-x2' });
  });

  it('an empty range is one column, no-inquiries-in-range', async () => {
    for (const name of ['billing-trips', 'paid-transactions', 'customer-interaction']) {
      const { res, text } = await download(admin, name, EMPTY);
      expect(res.status).toBe(200);
      expect(text).toBe('\uFEFFno-inquiries-in-range\r\n');
    }
  });

  it('snaps the range to whole months and names the file after it', async () => {
    const { res } = await download(admin, 'billing-month', { from: '2025-03-17', to: '2025-03-02' });
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="billing-month-2025-03-01-to-2025-03-31.csv"',
    );
  });

  it('is for admins only, and refuses a bad range or an unknown report with a reason', async () => {
    expect((await download(new Client(server.url), 'summary', MONTH)).res.status).toBe(401);
    expect((await download(driver, 'summary', MONTH)).res.status).toBe(403);
    const bad = await download(admin, 'summary', { from: '2025-04-01', to: '2025-03-31' });
    expect(bad.res.status).toBe(400);
    expect(JSON.parse(bad.text).message).toBe('From must not be after To.');
    expect((await download(admin, 'summary', { from: 'March', to: '2025-03-31' })).res.status).toBe(400);
    expect((await download(admin, 'nope', MONTH)).res.status).toBe(404);
  });

  it('writes a report over the threshold with a job: progress by page, then the same file to download', async () => {
    const { text: streamed } = await download(admin, 'errors-and-events', BUSY);
    expect(parseCsv(streamed.slice(1))).toHaveLength(MANY_EVENTS + 1);
    server.services.reports.jobThreshold = 2000;
    const progress: number[] = [];
    const repo = server.services.reports.repo;
    const recordProgress = repo.progress.bind(repo);
    repo.progress = async (id, rows) => {
      progress.push(rows);
      return recordProgress(id, rows);
    };
    let started: { status: number; json: any };
    try {
      started = await admin.request('GET', `/api/staff/reports/errors-and-events.csv?from=${BUSY.from}&to=${BUSY.to}`);
      expect(started.status).toBe(202);
      expect(started.json).toMatchObject({ report: 'errors-and-events', status: 'queued', downloadUrl: null });
      let run = started.json;
      while (run.status !== 'completed' && run.status !== 'failed') {
        await new Promise((r) => setTimeout(r, 200));
        run = (await admin.request('GET', `/api/staff/reports/runs/${started.json.id}`)).json;
      }
      expect(run).toMatchObject({ status: 'completed', rowsDone: MANY_EVENTS, rowsTotal: MANY_EVENTS });
      // Read through the cursor a page of 1000 at a time, the progress recorded after each.
      expect(progress).toEqual([1000, 2000, MANY_EVENTS]);
      expect((await driver.request('GET', `/api/staff/reports/runs/${run.id}`)).status).toBe(403);
      expect((await driver.fetch(run.downloadUrl)).status).toBe(403);
      const file = await admin.fetch(run.downloadUrl);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toBe(
        'attachment; filename="errors-and-events-2025-05-01-to-2025-05-31.csv"',
      );
      expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.arrayBuffer())).toBe(streamed);
    } finally {
      server.services.reports.jobThreshold = REPORT_JOB_THRESHOLD;
      repo.progress = recordProgress;
    }
  });

  it('shows the same money as the GraphQL API (Billing Month and Paid Transactions)', async () => {
    const statements = await admin.graphql(
      `query($from: DateTime!, $to: DateTime!) {
         listParticipantStatements(filter: { periodFrom: { between: [$from, $to] } }, limit: 1000) {
           items { month mbufFee fuelTaxCredit totalNewChages }
         }
       }`,
      { from: '2025-03-01T00:00:00-08:00', to: '2025-03-31T23:59:59-07:00' },
    );
    expect(statements.errors).toBeUndefined();
    const items = statements.data.listParticipantStatements.items as {
      month: string;
      totalNewChages: number;
      mbufFee: number;
    }[];
    const month = await report('billing-month');
    const cents = (v: string | undefined) => Math.round(Number(v) * 100);
    expect(month.reduce((s, r) => s + cents(r['New Charges']), 0)).toBe(
      items.filter((i) => i.month === '2025-03').reduce((s, i) => s + i.totalNewChages, 0),
    );
    expect(month.reduce((s, r) => s + cents(r['Mileage Fee']), 0)).toBe(
      items.filter((i) => i.month === '2025-03').reduce((s, i) => s + i.mbufFee, 0),
    );

    const transactions = await admin.graphql(
      `query {
         getTransactionsByTypeByCreatedAt(type: transaction, filter: { status: processed }, limit: 1000,
           createdAt: { between: ["2025-01-01T00:00:00Z", "2025-04-30T00:00:00Z"] }) {
           items { id amountCents paidAt }
         }
       }`,
    );
    expect(transactions.errors).toBeUndefined();
    const start = Date.parse('2025-03-01T08:00:00Z');
    const end = Date.parse('2025-04-01T07:00:00Z');
    const paidInMarch = (
      transactions.data.getTransactionsByTypeByCreatedAt.items as { amountCents: number; paidAt: string }[]
    ).filter((t) => Date.parse(t.paidAt) >= start && Date.parse(t.paidAt) < end);
    const paid = await report('paid-transactions');
    expect(paid).toHaveLength(paidInMarch.length);
    expect(paid.reduce((s, r) => s + cents(r.Amount), 0)).toBe(paidInMarch.reduce((s, t) => s + t.amountCents, 0));
  });
});
