import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness.js';
import { connect, type DatabaseHandle } from '../client.js';
import { MIGRATIONS_DIR } from '../migrate.js';
import {
  invitations,
  mileageReportingOptions,
  participantStatements,
  transactions,
  tripSegments,
  trips,
  vehicles,
  webhookEvents,
} from '../schema/index.js';
import { createParticipant } from './fixtures.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = connect(await createTestDatabase());
});
afterAll(async () => {
  await handle?.close();
});

/** The PostgreSQL error a statement fails with (drizzle wraps it as the cause). */
async function pgError(run: () => Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await run();
  } catch (error) {
    const e = error as { cause?: { code?: string; constraint?: string }; code?: string; constraint?: string };
    return e.cause?.code ? e.cause : e;
  }
  throw new Error('expected the statement to fail');
}

const BUSINESS_TABLES = [
  'billing_standings',
  'configurations',
  'cordons',
  'disputes',
  'inquiry_comments',
  'invitations',
  'mileage_reporting_options',
  'mileage_reports',
  'mro_events',
  'mro_rates',
  'notifications',
  'participant_connections',
  'participant_inquiries',
  'participant_statements',
  'participants',
  'payment_attempts',
  'payment_card_authorizations',
  'payment_cards',
  'pilot_programs',
  'surveys',
  'tods',
  'toll_gantries',
  'tolls',
  'transactions',
  'trip_adjustments',
  'trip_segments',
  'trips',
  'vehicles',
];
const NOT_AUDITED = [
  // Account erasure runs and their per-account outcomes: proof of erasure, a record of its own (the
  // rows they blank are audited, the erased values taken out; decision 020).
  'account_erasure_runs',
  'account_erasures',
  'accounts',
  'audit_events',
  'auth_throttle',
  // Own-data exports: job state (the privacy module records each request, delivery and deletion itself).
  'data_exports',
  'epa_vehicles',
  // Location retention runs and their per-trip counts: proof of destruction, a record of its own
  // (the trips they clear are audited, routes redacted; decision 015).
  'location_retention_runs',
  'location_retention_trips',
  // Device manifest imports and their rejected rows: job progress (the devices they register are audited).
  'mro_device_import_errors',
  'mro_device_imports',
  // Insert-only price versions, each with who made it and when: a history of its own (the rate tables
  // they come from are audited).
  'rate_versions',
  // Request counters of the rate limits: traffic, not records.
  'rate_limit_counters',
  // The sandbox payments provider's own ledger (integrations/payments/sandbox.ts), not our records.
  'sandbox_payment_operations',
  'sessions',
  // Running totals of each participant's driving, kept by triggers from audited rows (decision 014).
  'participant_totals',
  // Report runs (large reports written by a job): job progress.
  'report_runs',
  // Statement generation runs: job progress (the statements and transactions they write are audited).
  'statement_runs',
  'trip_tracks',
  'users',
  'verifications',
  'webhook_events',
  // Webhook senders and their HMAC secrets: the audit trail must not keep secrets.
  'webhook_sources',
];

describe('migrations', () => {
  it('apply every migration to the template, and create the domain tables', async () => {
    const { rows: applied } = await handle.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(applied[0].n).toBe(journal.entries.length);
    const { rows } = await handle.pool.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    );
    expect(rows.map((r) => r.table_name).sort()).toEqual([...BUSINESS_TABLES, ...NOT_AUDITED].sort());
  });

  it('stores money as bigint cents, distance and fuel as double precision, timestamps with milliseconds', async () => {
    const { rows } = await handle.pool.query<{
      table_name: string;
      column_name: string;
      data_type: string;
      datetime_precision: number | null;
    }>(
      `select table_name, column_name, data_type, datetime_precision from information_schema.columns
        where table_schema = 'public' and table_name = any($1)`,
      [['trips', 'trip_segments', 'transactions', 'vehicles']],
    );
    const type = (table: string, column: string) =>
      rows.find((r) => r.table_name === table && r.column_name === column);
    expect(type('transactions', 'amount_cents')?.data_type).toBe('bigint');
    expect(type('trip_segments', 'mileage_fee_cents')?.data_type).toBe('bigint');
    expect(type('trips', 'dist_mro')?.data_type).toBe('double precision');
    expect(type('trip_segments', 'fuel')?.data_type).toBe('double precision');
    expect(type('vehicles', 'logs')?.data_type).toBe('jsonb');
    expect(type('trips', 'created_at')).toMatchObject({ data_type: 'timestamp with time zone', datetime_precision: 3 });
  });

  it('names the CHECK constraints, unique keys and access-path indexes', async () => {
    const { rows: checks } = await handle.pool.query<{ constraint_name: string }>(
      "select constraint_name from information_schema.table_constraints where constraint_schema = 'public' and constraint_type = 'CHECK'",
    );
    const checkNames = checks.map((r) => r.constraint_name);
    for (const name of [
      'vehicles_mro_type_check',
      'vehicles_type_check',
      'transactions_status_check',
      'transactions_type_check',
      'trips_process_status_check',
      'trips_review_status_check',
      'trips_review_reason_check',
      'trip_segments_type_check',
      'trip_segments_payment_status_check',
      'mileage_reports_audit_status_check',
      'notifications_status_check',
      'participant_inquiries_status_check',
      'inquiry_comments_author_check',
      'webhook_events_status_check',
      'audit_events_event_name_check',
      'toll_gantries_direction_check',
    ]) {
      expect(checkNames).toContain(name);
    }
    const { rows: indexes } = await handle.pool.query<{ indexname: string; indexdef: string }>(
      "select indexname, indexdef from pg_indexes where schemaname = 'public'",
    );
    const index = (name: string) => indexes.find((i) => i.indexname === name)?.indexdef;
    expect(index('mileage_reporting_options_device_serial_number_idx')).toMatch(/UNIQUE/);
    expect(index('webhook_events_source_source_id_idx')).toMatch(/UNIQUE.*\(source, source_id\)/);
    expect(index('mro_rates_mro_type_state_idx')).toMatch(/UNIQUE.*\(mro_type, state\)/);
    expect(index('invitations_email_pilot_short_name_idx')).toMatch(/UNIQUE.*\(email, pilot_short_name\)/);
    for (const name of [
      'trips_username_created_idx',
      'trips_review_status_created_idx',
      'trips_process_status_created_idx',
      'trip_segments_trip_id_idx',
      'trip_segments_transaction_id_idx',
      'trip_adjustments_transaction_id_idx',
      'transactions_statement_id_idx',
      'mileage_reports_audit_status_created_idx',
      'mro_events_is_processed_date_time_idx',
      'notifications_status_should_be_sent_at_idx',
      'webhook_events_status_created_idx',
      'audit_events_event_name_timestamp_idx',
      'audit_events_username_timestamp_idx',
      'audit_events_key_timestamp_idx',
      'epa_vehicles_make_year_model_idx',
    ]) {
      expect(index(name), name).toBeDefined();
    }
  });

  it('puts the audit trigger on every business table and on no other', async () => {
    const { rows } = await handle.pool.query<{ table_name: string }>(
      `select c.relname as table_name from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where t.tgname = 'audit_row' and not t.tgisinternal`,
    );
    expect(rows.map((r) => r.table_name).sort()).toEqual([...BUSINESS_TABLES].sort());
  });
});

describe('constraints', () => {
  it('reject a value outside an enumeration', async () => {
    const username = await createParticipant(handle.db);
    const bad = await pgError(() =>
      handle.db
        .insert(vehicles)
        .values({ username, make: 'Toyota', model: 'Prius', year: 2020, mroType: 'carrierPigeon' }),
    );
    expect(bad).toMatchObject({ code: '23514', constraint: 'vehicles_mro_type_check' });
    const badStatus = await pgError(() =>
      handle.db.insert(transactions).values({ username, amountCents: 100, status: 'paid' }),
    );
    expect(badStatus).toMatchObject({ code: '23514', constraint: 'transactions_status_check' });
    await handle.db.insert(transactions).values({ username, amountCents: 100, status: 'overdue' });
  });

  it('keep device serial numbers and webhook deliveries unique, and invitation e-mails lower-case', async () => {
    const username = await createParticipant(handle.db);
    await handle.db.insert(mileageReportingOptions).values({ username, deviceSerialNumber: 'SN-1' });
    expect(
      await pgError(() => handle.db.insert(mileageReportingOptions).values({ username, deviceSerialNumber: 'SN-1' })),
    ).toMatchObject({
      code: '23505',
      constraint: 'mileage_reporting_options_device_serial_number_idx',
    });
    const [device] = await handle.db.select().from(mileageReportingOptions);
    expect(device).toMatchObject({ manufacturer: 'danlaw', gpsEnabled: false });

    await handle.db.insert(webhookEvents).values({ source: 'danlaw', sourceId: 'd-1', payload: { a: 1 } });
    const dup = await handle.db
      .insert(webhookEvents)
      .values({ source: 'danlaw', sourceId: 'd-1', payload: { a: 1 } })
      .onConflictDoNothing()
      .returning();
    expect(dup).toEqual([]);

    await handle.db.insert(invitations).values({ email: 'invitee@example.com', pilotShortName: 'MBUF' });
    expect(
      await pgError(() =>
        handle.db.insert(invitations).values({ email: 'Invitee@Example.com', pilotShortName: 'MBUF' }),
      ),
    ).toMatchObject({
      code: '23514',
    });
    expect(
      await pgError(() => handle.db.insert(invitations).values({ email: 'x@example.com', pilotShortName: 'NOPE' })),
    ).toMatchObject({
      code: '23503',
    });
  });

  it('never cascade-delete money: a billed segment keeps its transaction and statement, a trip keeps its segments', async () => {
    const username = await createParticipant(handle.db);
    const [vehicle] = await handle.db
      .insert(vehicles)
      .values({
        username,
        make: 'Toyota',
        model: 'Prius',
        year: 2020,
        type: 'hybrid',
        mroType: 'automatedWithLocation',
      })
      .returning();
    const [statement] = await handle.db
      .insert(participantStatements)
      .values({
        username,
        month: '2024-08',
        periodFrom: new Date('2024-08-01T07:00:00Z'),
        periodTo: new Date('2024-09-01T06:59:59.999Z'),
      })
      .returning();
    const [transaction] = await handle.db
      .insert(transactions)
      .values({ username, amountCents: 1234, statementId: statement?.id })
      .returning();
    const [trip] = await handle.db.insert(trips).values({ username, vehicleId: vehicle?.id }).returning();
    await handle.db.insert(tripSegments).values({
      username,
      tripId: trip!.id,
      vehicleId: vehicle?.id,
      transactionId: transaction?.id,
      type: 'public',
      stateCode: 'CA',
      mileage: 12.5,
      mileageFeeCents: 1234,
    });
    for (const [table, id] of [
      ['transactions', transaction!.id],
      ['participant_statements', statement!.id],
      ['trips', trip!.id],
      ['vehicles', vehicle!.id],
    ] as const) {
      expect(await pgError(() => handle.pool.query(`delete from ${table} where id = $1`, [id])), table).toMatchObject({
        code: '23503',
      });
    }
    expect(
      await pgError(() => handle.pool.query('delete from participants where username = $1', [username])),
    ).toMatchObject({ code: '23503' });
    const { rows } = await handle.pool.query(`select count(*)::int as n from trip_segments where trip_id = $1`, [
      trip!.id,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('check the statement month format', async () => {
    const username = await createParticipant(handle.db);
    const bad = await pgError(() =>
      handle.db
        .insert(participantStatements)
        .values({ username, month: '2024-13', periodFrom: new Date(), periodTo: new Date() }),
    );
    expect(bad).toMatchObject({ code: '23514', constraint: 'participant_statements_month_check' });
  });
});
