import type pg from 'pg';
import { bulkLoad } from './bulk-load.js';

export interface VolumeOptions {
  participants: number;
  tripsPerParticipant: number;
}

/**
 * Fills a database with a realistic volume of records (participants, vehicles, devices' trips,
 * segments, GPS points, events, money, notifications, inquiries, mileage reports, webhook deliveries
 * and the audit trail), for query-plan checks and benchmarks. Set-based SQL; triggers and foreign-key
 * checks are suspended while it runs (the rows are consistent by construction), then statistics are
 * refreshed so the planner sees the real sizes.
 */
export async function seedVolume(pool: pg.Pool, { participants: P, tripsPerParticipant }: VolumeOptions) {
  const T = P * tripsPerParticipant;
  await bulkLoad(pool, async (run) => {
    await run(
      `insert into users (id, name, email, email_verified, role)
       select 'vol' || g, 'vol' || g || '@example.com', 'vol' || g || '@example.com', true, 'user'
       from generate_series(1, $1) g`,
      [P],
    );
    await run(
      `insert into participants (username, email, first_name, last_name, status, participant_pilot_program_id,
                                 onboarded_date, created_at)
       select 'vol' || g, 'vol' || g || '@example.com', 'Volume', 'Driver ' || g,
              (array['created','onboarded','approved','active','suspended'])[1 + g % 5],
              (array['mbuf','mbuf-tod','mbuf-c','mbuf-tf','ob-mbuf'])[1 + g % 5],
              now() - (g || ' hours')::interval, now() - (g || ' hours')::interval
       from generate_series(1, $1) g`,
      [P],
    );
    await run(
      `insert into vehicles (id, username, make, model, year, type, vin, mro_type, created_at)
       select 'volveh' || g, 'vol' || g, 'Toyota', 'Camry', 2015 + g % 10, 'gas',
              'VOLVIN' || lpad(g::text, 11, '0'), 'automatedWithLocation', now() - (g || ' hours')::interval
       from generate_series(1, $1) g`,
      [P],
    );
    await run(
      `insert into mileage_reporting_options (id, username, vehicle_id, device_serial_number, gps_enabled, created_at)
       select 'voldev' || g, 'vol' || g, 'volveh' || g, 'SN' || lpad(g::text, 9, '0'), true, now() - (g || ' hours')::interval
       from generate_series(1, $1) g`,
      [P],
    );
    await run(
      `insert into trips (id, username, vehicle_id, mro_device_serial_number, ts_start, ts_end, dist_mro, fuel,
                          process_status, review_status, mileage_fee_cents, created_at)
       select 'voltrip' || g, 'vol' || (1 + g % $2), 'volveh' || (1 + g % $2), 'SN' || lpad((1 + g % $2)::text, 9, '0'),
              now() - (g || ' minutes')::interval - interval '30 minutes', now() - (g || ' minutes')::interval,
              5 + g % 40, 0.5 + (g % 40) / 10.0,
              (array['processed','processed','processed','pending','failed'])[1 + g % 5],
              case when g % 50 = 0 then 'pending' else null end,
              (g % 40) * 2, now() - (g || ' minutes')::interval
       from generate_series(1, $1) g`,
      [T, P],
    );
    await run(
      `insert into transactions (id, username, type, status, amount_cents, created_at)
       select 'voltx' || g, 'vol' || (1 + g % $2), 'transaction',
              (array['created','processed','failed','pending'])[1 + g % 4], 100 + g % 5000,
              now() - (g || ' hours')::interval
       from generate_series(1, $1) g`,
      [P * 6, P],
    );
    await run(
      `insert into trip_segments (id, trip_id, username, vehicle_id, type, state_code, mileage, mileage_fee_cents,
                                  payment_status, transaction_id, ts_start, created_at)
       select 'volseg' || g, 'voltrip' || g, 'vol' || (1 + g % $2), 'volveh' || (1 + g % $2),
              (array['public','private','state'])[1 + g % 3], 'CA', 5 + g % 40, (g % 40) * 2, 'pending',
              case when g % 3 = 0 then 'voltx' || (1 + g % ($2 * 6)) else null end,
              now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
       from generate_series(1, $1) g`,
      [T, P],
    );
    await run(
      `insert into trip_tracks (trip_id, username, lat, lng, t_ms)
       select 'voltrip' || g, 'vol' || (1 + g % $2), array[37.7 + (g % 100) / 1000.0, 37.71, 37.72, 37.73],
              array[-122.4 + (g % 100) / 1000.0, -122.41, -122.42, -122.43],
              array[b, b + 1000, b + 2000, b + 3000]
       from generate_series(1, $1) g
       cross join lateral (select extract(epoch from now() - (g || ' seconds')::interval) * 1000 as b) x`,
      [T, P],
    );
    await run(
      `insert into mro_events (id, mro_device_serial_number, username, vehicle_id, trip_id, code, type, description,
                               date_time, is_processed, flagged)
       select 'volevt' || g, 'SN' || lpad((1 + g % $2)::text, 9, '0'), 'vol' || (1 + g % $2), 'volveh' || (1 + g % $2),
              'voltrip' || g, (array[1004, 5, 1001, 16])[1 + g % 4], 'trip', 'Trip processed.',
              now() - (g || ' minutes')::interval, g % 7 <> 0, g % 97 = 0
       from generate_series(1, $1) g`,
      [T, P],
    );
    await run(
      `insert into notifications (id, username, type, template_name, email, subject, text, should_be_sent_at, status)
       select 'volntf' || g, 'vol' || (1 + g % $2), 'email', 'accountActive', 'vol' || (1 + g % $2) || '@example.com',
              'Subject', 'Text', now() - (g || ' minutes')::interval, (array['pending','sent','failed','cancelled'])[1 + g % 4]
       from generate_series(1, $1) g`,
      [P * 10, P],
    );
    await run(
      `insert into participant_inquiries (id, username, category, subject, body, status, created_at)
       select 'volinq' || g, 'vol' || (1 + g % $2), 'Other', 'Question ' || g, 'A question about the pilot programme.',
              (array['new','inProgress','awaitingCustomerResponse','responseReceived','awaitingInternal','closed'])[1 + g % 6],
              now() - (g || ' hours')::interval
       from generate_series(1, $1) g`,
      [P * 2, P],
    );
    await run(
      `insert into mileage_reports (id, username, vehicle_id, odo_mileage, ts_report_date, audit_status, created_at)
       select 'volmr' || g, 'vol' || (1 + g % $2), 'volveh' || (1 + g % $2), 1000 + g, now() - (g || ' hours')::interval,
              (array['pending','approved','rejected'])[1 + g % 3], now() - (g || ' hours')::interval
       from generate_series(1, $1) g`,
      [P * 5, P],
    );
    await run(
      `insert into participant_statements (id, username, month, period_from, period_to, created_at, created_by)
       select 'volst' || g, 'vol' || (1 + g % $2), to_char(now() - ((g / $2) || ' months')::interval, 'YYYY-MM'),
              date_trunc('month', now() - ((g / $2) || ' months')::interval),
              date_trunc('month', now() - ((g / $2) || ' months')::interval) + interval '1 month' - interval '1 second',
              now() - ((g / $2) || ' months')::interval, 'System'
       from generate_series(1, $1) g`,
      [P * 6, P],
    );
    await run(
      `insert into webhook_events (id, status, source, source_id, payload, created_at)
       select 'volwh' || g, (array['processed','pending','failed'])[1 + g % 3], 'danlaw', 'rec' || g, '{}'::jsonb,
              now() - (g || ' minutes')::interval
       from generate_series(1, $1) g`,
      [T],
    );
    await run(
      `insert into audit_events (key, timestamp, event_name, diff, username, updated_by)
       select 'trips#voltrip' || g, now() - (g || ' minutes')::interval, (array['INSERT','MODIFY','REMOVE'])[1 + g % 3],
              '[]'::jsonb, 'vol' || (1 + g % $2), 'system'
       from generate_series(1, $1) g`,
      [T, P],
    );
    // Triggers were off: the dashboard's running totals are rebuilt from the rows (decision 014).
    await run('select participant_totals_rebuild()');
  });
  await pool.query('analyze');
  return { participants: P, trips: T };
}
