import { readFileSync } from 'node:fs';
import { KM_PER_MILE, LITRES_PER_GALLON } from '@rc/domain';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { auditEvents } from '../../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';
import { CLEARINGHOUSE_SCHEMA_FILES, clearinghouseMessageErrors } from '../clearinghouse-schemas.js';

/**
 * The clearinghouse export (docs/data-exchange.md) on seeded records: a device with GPS (public and
 * private roads in California, a day in Nevada), a device without GPS (distance per state only), a
 * manual reporter's odometer readings, device events and a statement month. Every message is checked
 * with ajv against the schemas in ../schemas, and its values against the records.
 */

let server: TestServer;
let handle: DatabaseHandle;
let admin: Client;

const URL_ = '/api/staff/exports/clearinghouse.ndjson';
const VIN_GPS = '1HGCV1F30KA000001';
const VIN_NOGPS = '1HGCV1F30KA000002';
const VIN_MANUAL = '1FTFW1E50KF000003';
/** Distances chosen as whole miles, fuel as whole gallons, so the expected values are exact. */
const miles = (n: number) => n * KM_PER_MILE;
const gallons = (n: number) => n * LITRES_PER_GALLON;
/** A coordinate pair put in the location columns: it must never appear in the export. */
const SECRET_LAT = '38.5816123';

type Message = Record<string, any>;

async function exportLines(client: Client, query: string) {
  const res = await client.fetch(`${URL_}?${query}`);
  const text = await res.text();
  return {
    res,
    text,
    messages:
      res.status === 200
        ? text
            .trimEnd()
            .split('\n')
            .map((l) => JSON.parse(l) as Message)
        : [],
  };
}

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  admin = new Client(server.url);
  await admin.signIn('admin@example.com', DEMO_PASSWORD);
  const run = (sql: string, params: unknown[] = []) => handle.pool.query(sql, params);
  await run(`insert into pilot_programs (id, name, short_name) values ('dx-pilot', 'Exchange test', 'DXT')`);
  await run(
    `insert into users (id, name, email, email_verified, role) values
       ('dx-a', 'a', 'dx-a@example.com', true, 'user'), ('dx-m', 'm', 'dx-m@example.com', true, 'user'),
       ('dx-old', 'o', 'dx-old@example.com', true, 'user')`,
  );
  await run(
    `insert into participants (username, email, first_name, last_name, status, participant_pilot_program_id,
                               onboarded_date, closed_date)
     values ('dx-a', 'dx-a@example.com', 'Ada', 'Device', 'active', 'dx-pilot', '2026-09-15T16:30:00.250Z', null),
            ('dx-m', 'dx-m@example.com', 'Max', 'Manual', 'closed', 'dx-pilot', '2026-09-20T10:00:00Z', '2026-10-28T12:00:00Z'),
            ('dx-old', 'dx-old@example.com', 'Old', 'Closed', 'closed', 'dx-pilot', '2026-01-01T00:00:00Z', '2026-06-30T00:00:00Z')`,
  );
  await run(
    `insert into vehicles (id, username, vin, make, model, year, type, mro_type, epa_vehicle_combined_mpg, locations) values
       ('dx-v-gps', 'dx-a', $1, 'Honda', 'Accord', 2019, 'gas', 'automatedWithLocation', 33.04,
        '[{"latitude": ${SECRET_LAT}, "longitude": -121.4944}]'),
       ('dx-v-nogps', 'dx-a', $2, 'Honda', 'Civic', 2018, 'hybrid', 'automatedWithoutLocation', 48, '[]'),
       ('dx-v-manual', 'dx-m', lower($3), 'Ford', 'F-150', 2019, 'electric', 'manual', null, '[]'),
       ('dx-v-novin', 'dx-m', null, 'Ford', 'Focus', 2012, 'gas', 'manual', 30, '[]'),
       ('dx-v-na', 'dx-m', '1FTFW1E50KF000009', 'Ford', 'Ranger', 2020, 'gas', 'N/A', 22, '[]'),
       ('dx-v-old', 'dx-old', '1FTFW1E50KF000008', 'Ford', 'Fiesta', 2015, 'gas', 'manual', 35, '[]')`,
    [VIN_GPS, VIN_NOGPS, VIN_MANUAL],
  );
  await run(`update vehicles set created_at = '2026-09-15T00:00:00Z' where id like 'dx-v-%'`);
  // A vehicle added after the range has no account in it.
  await run(
    `insert into vehicles (id, username, vin, make, model, year, type, mro_type, created_at)
     values ('dx-v-later', 'dx-a', '1HGCV1F30KA000007', 'Honda', 'Fit', 2020, 'gas', 'manual', '2026-11-05T00:00:00Z')`,
  );
  await run(
    `insert into mileage_reporting_options (id, username, vehicle_id, device_serial_number, gps_enabled) values
       ('dx-d-gps', 'dx-a', 'dx-v-gps', 'DX-SERIAL-GPS', true),
       ('dx-d-nogps', 'dx-a', 'dx-v-nogps', 'DX-SERIAL-NOGPS', false)`,
  );
  await run(
    `insert into trips (id, username, vehicle_id, ts_start, ts_end, polyline, invalid, process_status) values
       ('dx-t1', 'dx-a', 'dx-v-gps', '2026-10-03T15:00:00Z', '2026-10-03T16:00:00Z', 'polyline-${SECRET_LAT}', false, 'processed'),
       ('dx-t2', 'dx-a', 'dx-v-gps', '2026-10-04T23:30:00Z', '2026-10-05T01:00:00Z', null, false, 'processed'),
       ('dx-t3', 'dx-a', 'dx-v-gps', '2026-10-06T15:00:00Z', '2026-10-06T16:00:00Z', null, true, 'processed'),
       ('dx-t4', 'dx-a', 'dx-v-nogps', '2026-10-07T15:00:00Z', '2026-10-07T16:00:00Z', null, false, 'processed'),
       ('dx-t5', 'dx-a', 'dx-v-gps', '2026-11-01T00:00:00Z', '2026-11-01T01:00:00Z', null, false, 'processed')`,
  );
  await run(
    `insert into trip_segments (trip_id, vehicle_id, username, ts_start, type, state, state_code, mileage, fuel,
                                mileage_fee_cents, fuel_fee_cents) values
       ('dx-t1', 'dx-v-gps', 'dx-a', '2026-10-03T15:00:00Z', 'public', 'California', 'CA', $1, $2, 240, 90),
       ('dx-t1', 'dx-v-gps', 'dx-a', '2026-10-03T15:30:00Z', 'public', 'California', 'CA', $3, $4, 120, 45),
       ('dx-t1', 'dx-v-gps', 'dx-a', '2026-10-03T15:40:00Z', 'private', 'California', 'CA', $5, 0, 0, 0),
       ('dx-t2', 'dx-v-gps', 'dx-a', '2026-10-04T23:30:00Z', 'public', 'California', 'CA', $6, 0, 20, 0),
       ('dx-t2', 'dx-v-gps', 'dx-a', '2026-10-05T00:10:00Z', 'public', 'Nevada', 'NV', $7, $8, 0, 0),
       ('dx-t2', 'dx-v-gps', 'dx-a', '2026-10-05T00:50:00Z', 'public', null, null, $6, 0, 0, 0),
       ('dx-t3', 'dx-v-gps', 'dx-a', '2026-10-06T15:00:00Z', 'public', 'California', 'CA', $9, 0, 999, 0),
       ('dx-t4', 'dx-v-nogps', 'dx-a', '2026-10-07T15:00:00Z', 'state', 'California', 'CA', $10, $11, 500, 150),
       ('dx-t5', 'dx-v-gps', 'dx-a', '2026-11-01T00:00:00Z', 'public', 'California', 'CA', $9, 0, 999, 0)`,
    [
      miles(12),
      gallons(0.5),
      miles(6),
      gallons(0.25),
      miles(3),
      miles(1),
      miles(40),
      gallons(1.25),
      miles(7),
      miles(25),
      gallons(1),
    ],
  );
  await run(
    `insert into mro_events (vehicle_id, username, mro_device_serial_number, code, date_time) values
       ('dx-v-gps', 'dx-a', 'DX-SERIAL-GPS', 4, '2026-10-03T14:00:00Z'),
       ('dx-v-gps', 'dx-a', 'DX-SERIAL-GPS', 3, '2026-10-03T14:05:30.750Z'),
       ('dx-v-gps', 'dx-a', 'DX-SERIAL-GPS', 1004, '2026-10-03T16:00:00Z'),
       ('dx-v-gps', 'dx-a', 'DX-SERIAL-GPS', 12, '2026-10-09T08:00:00Z'),
       ('dx-v-nogps', 'dx-a', 'DX-SERIAL-NOGPS', 1001, '2026-10-12T00:00:00Z'),
       ('dx-v-nogps', 'dx-a', 'DX-SERIAL-NOGPS', 5, '2026-10-12T01:00:00Z'),
       ('dx-v-gps', 'dx-a', 'DX-SERIAL-GPS', 2, '2026-11-02T00:00:00Z')`,
  );
  await run(
    `insert into mileage_reports (id, username, vehicle_id, odo_mileage, ts_report_date, audit_status, updated_by) values
       ('dx-r1', 'dx-m', 'dx-v-manual', $1, '2026-10-01T17:00:00Z', 'approved', 'staff-auditor'),
       ('dx-r2', 'dx-m', 'dx-v-manual', $2, '2026-10-20T17:00:00Z', 'approved', 'staff-auditor'),
       ('dx-r3', 'dx-m', 'dx-v-manual', $3, '2026-10-25T17:00:00Z', 'pending', null),
       ('dx-r4', 'dx-m', 'dx-v-manual', $3, '2026-10-26T17:00:00Z', 'rejected', 'staff-auditor')`,
    [miles(12000), miles(12345.6), miles(13000)],
  );
  await run(
    `insert into participant_statements (username, month, period_from, period_to) values
       ('dx-a', '2026-10', '2026-10-01T07:00:00Z', '2026-11-01T06:59:59.999Z'),
       ('dx-m', '2026-10', '2026-10-01T07:00:00Z', '2026-11-01T06:59:59.999Z'),
       ('dx-a', '2026-09', '2026-09-01T07:00:00Z', '2026-10-01T06:59:59.999Z'),
       ('dx-old', '2026-06', '2026-06-01T07:00:00Z', '2026-07-01T06:59:59.999Z')`,
  );
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

describe('clearinghouse export', () => {
  let messages: Message[];
  let text: string;

  beforeAll(async () => {
    const out = await exportLines(admin, 'from=2026-10-01&to=2026-10-31');
    expect(out.res.status, out.text).toBe(200);
    expect(out.res.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(out.res.headers.get('content-disposition')).toBe(
      'attachment; filename="clearinghouse-2026-10-01-2026-10-31.ndjson"',
    );
    messages = out.messages;
    text = out.text;
  });

  it('every message passes its schema (ajv, draft-07, from the schema files)', () => {
    const ajv = new Ajv({ allErrors: true, strict: true });
    addFormats(ajv);
    const dir = new URL('../schemas/', import.meta.url);
    const validators = new Map(
      Object.entries(CLEARINGHOUSE_SCHEMA_FILES).map(([type, file]) => [
        type,
        ajv.compile(JSON.parse(readFileSync(new URL(file, dir), 'utf8'))),
      ]),
    );
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      const validate = validators.get(message.portal_type);
      expect(validate, message.portal_type).toBeDefined();
      expect(validate?.(message), JSON.stringify({ message, errors: validate?.errors })).toBe(true);
      expect(clearinghouseMessageErrors(message)).toEqual([]);
    }
    const types = new Set(messages.map((m) => m.portal_type));
    expect([...types].sort()).toEqual(Object.keys(CLEARINGHOUSE_SCHEMA_FILES).sort());
  });

  it('the schemas refuse malformed messages', () => {
    const road = messages.find((m) => m.portal_type === 'Road Message') as Message;
    const broken = structuredClone(road);
    broken.request.mileage_details[0].rule_id = '06';
    expect(clearinghouseMessageErrors(broken)).toContain('/request/mileage_details/0/rule_id must be integer');
    const account = { ...(messages.find((m) => m.portal_type === 'Road Account Message') as Message) };
    account.vehicle_reference = '1hgcv1f30ka000001';
    account.effective_date = '2026-10-01T00:00:00.000Z';
    delete account.product_line;
    const errors = clearinghouseMessageErrors(account);
    expect(errors).toContain("/ must have required property 'product_line'");
    expect(errors.some((e) => e.startsWith('/vehicle_reference must match pattern'))).toBe(true);
    expect(errors.some((e) => e.startsWith('/effective_date must match pattern'))).toBe(true);
    expect(clearinghouseMessageErrors({ portal_type: 'Road Toll Message' })).toEqual([
      'unknown portal_type "Road Toll Message"',
    ]);
  });

  it('billing periods: the statement months overlapping the range, first', () => {
    const periods = messages.filter((m) => m.portal_type === 'Billing Period Message');
    expect(periods).toEqual([
      {
        reference: '2026-09',
        start_date: '2026-09-01T07:00:00Z',
        stop_date: '2026-10-01T07:00:00Z',
        portal_type: 'Billing Period Message',
      },
      {
        reference: '2026-10',
        start_date: '2026-10-01T07:00:00Z',
        stop_date: '2026-11-01T07:00:00Z',
        portal_type: 'Billing Period Message',
      },
    ]);
    expect(messages.slice(0, 2)).toEqual(periods);
  });

  it('accounts: one per vehicle with a VIN and a reporting method; none for accounts closed before the range', () => {
    const accounts = messages.filter((m) => m.portal_type === 'Road Account Message');
    expect(accounts.map((a) => a.vehicle_reference)).toEqual([VIN_GPS, VIN_MANUAL, VIN_NOGPS]);
    const [gps, manual, nogps] = accounts as [Message, Message, Message];
    expect(gps).toEqual({
      account_manager: 'rc-pilot',
      data_collector: 'rc-pilot',
      condition: 'DXT',
      cert_id: '',
      account_reference: expect.stringMatching(/^[0-9]+$/),
      effective_date: '2026-09-15T16:30:00Z',
      fuel_consumption: '33.0',
      fuel_taxable: '1',
      obu_reference: expect.stringMatching(/^[0-9a-f]{24}$/),
      vehicle_reference: VIN_GPS,
      product_line: 'ruc_metrics',
      portal_type: 'Road Account Message',
    });
    expect(nogps).toMatchObject({ product_line: 'ruc_metrics', fuel_consumption: '48.0', fuel_taxable: '1' });
    expect(nogps.obu_reference).not.toBe(gps.obu_reference);
    expect(nogps.account_reference).toBe(gps.account_reference);
    // Manual: the odometer product, no device (a reference from the vehicle), closed in the range, electric.
    expect(manual).toMatchObject({
      product_line: 'odometer_message_transaction',
      expiration_date: '2026-10-28T12:00:00Z',
      fuel_consumption: '0.0',
      fuel_taxable: '0',
    });
    expect(manual.account_reference).not.toBe(gps.account_reference);
    // The same references on every export.
    expect(text).not.toContain('DX-SERIAL');
  });

  it('daily mileage: miles per state (FIPS) and road type, with the prices charged', () => {
    const roads = messages.filter((m) => m.portal_type === 'Road Message');
    const gpsDays = roads.filter((m) => m.request.vehicle_reference === VIN_GPS);
    expect(gpsDays.map((m) => m.request.transaction_date)).toEqual([
      '2026-10-03T00:00:00Z',
      '2026-10-04T00:00:00Z',
      '2026-10-05T00:00:00Z',
    ]);
    const [oct3, oct4, oct5] = gpsDays as [Message, Message, Message];
    expect(oct3.request).toMatchObject({ type: 'MRP', description: 'Reported mileage 2026-10-03' });
    // California (6): public 12 + 6 miles charged 360¢ (20¢ a mile), 135¢ of fuel-tax credit on 0.75
    // gallons ($1.80 a gallon, a negative price); private roads 3 miles, not charged.
    expect(oct3.request.mileage_details).toEqual([
      { rule_id: 6, sub_rule_id: 0, miles_quantity: 18, miles_price: 0.2, fuel_quantity: 0.75, fuel_price: -1.8 },
      { rule_id: 6, sub_rule_id: 1, miles_quantity: 3, miles_price: 0, fuel_quantity: 0, fuel_price: 0 },
    ]);
    expect(oct4.request.mileage_details).toEqual([
      { rule_id: 6, sub_rule_id: 0, miles_quantity: 1, miles_price: 0.2, fuel_quantity: 0, fuel_price: 0 },
    ]);
    // Nevada (32), uncharged; the segment with no state is left out; the invalid trip of 6 October too.
    expect(oct5.request.mileage_details).toEqual([
      { rule_id: 32, sub_rule_id: 0, miles_quantity: 40, miles_price: 0, fuel_quantity: 1.25, fuel_price: 0 },
    ]);
    // No location: distance known per state only counts as public roads.
    const nogps = roads.filter((m) => m.request.vehicle_reference === VIN_NOGPS);
    expect(nogps).toHaveLength(1);
    expect(nogps[0]?.request.mileage_details).toEqual([
      { rule_id: 6, sub_rule_id: 0, miles_quantity: 25, miles_price: 0.2, fuel_quantity: 1, fuel_price: -1.5 },
    ]);
    // The 1 November trip is outside the range.
    expect(roads.some((m) => m.request.transaction_date.startsWith('2026-11'))).toBe(false);
  });

  it('odometer readings: the approved manual reports, in miles, with who verified them', () => {
    const readings = messages.filter((m) => m.portal_type === 'Odometer Reading Message');
    expect(readings).toEqual([
      {
        data_collector: 'rc-pilot',
        account_manager: 'rc-pilot',
        message_verification: 'staff-auditor',
        vehicle_reference: VIN_MANUAL,
        odometer_reading: 12000,
        effective_date: '2026-10-01T17:00:00Z',
        portal_type: 'Odometer Reading Message',
      },
      {
        data_collector: 'rc-pilot',
        account_manager: 'rc-pilot',
        message_verification: 'staff-auditor',
        vehicle_reference: VIN_MANUAL,
        odometer_reading: 12345.6,
        effective_date: '2026-10-20T17:00:00Z',
        portal_type: 'Odometer Reading Message',
      },
    ]);
  });

  it('events: device events per vehicle and day with the clearinghouse ids; processing events are not sent', () => {
    const events = messages.filter((m) => m.portal_type === 'Road Event Message');
    expect(events.map((m) => [m.request.vehicle_reference, m.request.event_details])).toEqual([
      [
        VIN_GPS,
        [
          { type: 4, date: '2026-10-03T14:00:00Z' },
          { type: 4, date: '2026-10-03T14:05:30Z' },
        ],
      ],
      [VIN_GPS, [{ type: 1, date: '2026-10-09T08:00:00Z' }]],
      [VIN_NOGPS, [{ type: 100, date: '2026-10-12T00:00:00Z' }]],
    ]);
    const gpsAccount = messages.find((m) => m.vehicle_reference === VIN_GPS) as Message;
    expect(events[0]?.request.obu_reference).toBe(gpsAccount.obu_reference);
  });

  it('keeps each vehicle’s messages together: account first', () => {
    const vinOf = (m: Message) => m.vehicle_reference ?? m.request?.vehicle_reference;
    const order = messages.filter((m) => m.portal_type !== 'Billing Period Message').map(vinOf);
    const runs = order.filter((vin, i) => vin !== order[i - 1]);
    expect(runs).toEqual([VIN_GPS, VIN_MANUAL, VIN_NOGPS]);
    for (const vin of runs) expect(messages.find((m) => vinOf(m) === vin)?.portal_type).toBe('Road Account Message');
  });

  it('sends no location and no device serial number', () => {
    expect(text).not.toContain(SECRET_LAT);
    expect(text).not.toContain('polyline');
    expect(text).not.toMatch(/latitude|longitude/);
  });

  it('one participant only, with username', async () => {
    const { res, messages: own } = await exportLines(admin, 'from=2026-10-01&to=2026-10-31&username=dx-m');
    expect(res.status).toBe(200);
    expect(own.map((m) => m.portal_type)).toEqual([
      'Billing Period Message',
      'Road Account Message',
      'Odometer Reading Message',
      'Odometer Reading Message',
    ]);
  });

  it('records the export in the audit trail', async () => {
    const rows = await handle.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.eventName, 'INSERT'),
          eq(auditEvents.note, 'Clearinghouse export clearinghouse-2026-10-01-2026-10-31.ndjson'),
        ),
      );
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows[0]?.diff).toContainEqual({
      key: 'parameters',
      old: null,
      new: { from: '2026-10-01', to: '2026-10-31', username: null },
    });
  });

  it.each([
    ['no range', ''],
    ['a bad date', 'from=2026-10-01&to=2026-10-32'],
    ['to before from', 'from=2026-10-02&to=2026-10-01'],
    ['over a year', 'from=2025-01-01&to=2026-01-02'],
    ['an unknown parameter', 'from=2026-10-01&to=2026-10-31&vin=x'],
    ['a repeated parameter', 'from=2026-10-01&from=2026-10-02&to=2026-10-31'],
  ])('refuses %s with 400 and a reason', async (_what, query) => {
    const { res, text: body } = await exportLines(admin, query);
    expect(res.status).toBe(400);
    expect(JSON.parse(body).message).toMatch(/from|to|days|parameter|once/);
  });

  it('is for staff only', async () => {
    const anonymous = await exportLines(new Client(server.url), 'from=2026-10-01&to=2026-10-31');
    expect(anonymous.res.status).toBe(401);
    const driver = new Client(server.url);
    await driver.signIn('driver@example.com', DEMO_PASSWORD);
    const participant = await exportLines(driver, 'from=2026-10-01&to=2026-10-31');
    expect(participant.res.status).toBe(403);
  });
});
