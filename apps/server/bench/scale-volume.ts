import type pg from 'pg';
import { addMonths, periodOfMonth } from '../src/modules/statements/period.js';
import { bulkLoad } from './bulk-load.js';
import { seedSearchVolume } from './search-volume.js';
import { seedStatementMonth } from './statements-volume.js';

/** Months of billed driving before the month to bill, each with HISTORY_TRIPS one-segment trips. */
export const HISTORY_MONTHS = 6;
const HISTORY_TRIPS = 10;
/** Trips in the month to bill (every second with three segments: 40 segments per participant). */
const MONTH_TRIPS = 20;
/** Segments per participant in all: 6 × 10 billed, plus 20 trips' 40 in the month to bill. */
export const SEGMENTS_PER_PARTICIPANT = HISTORY_MONTHS * HISTORY_TRIPS + MONTH_TRIPS * 2;

/**
 * The state-scale database of `npm run bench:scale`: `participants` with realistic names, vehicles
 * and devices (the staff search's volume), six billed and paid months of history, the month to bill
 * (`month`) with adjustments and carried-over debts, and the activity staff lists page through
 * (inquiries, notifications, device events, mileage reports, webhook deliveries, the audit trail).
 * 100 segments per participant: 100,000 participants make 10,000,000. Set-based SQL with triggers
 * off; the running totals are rebuilt at the end (decision 014).
 */
export async function seedScaleVolume(
  pool: pg.Pool,
  { participants: P, month }: { participants: number; month: string },
) {
  await seedSearchVolume(pool, P);
  const vehicleOf = (g: string) => `'srchveh' || ${g} || '-1'`;
  await bulkLoad(pool, async (run) => {
    // History: month i (1 = the month before the one to bill … 6), ten trips of one segment each, billed
    // on one transaction per participant and month, statement issued and paid.
    const first = periodOfMonth(addMonths(month, -HISTORY_MONTHS - 1));
    await run(
      `with h as (
         select g, i, k, ($4::timestamptz + (($2 + 1 - i) || ' months')::interval)
                         + ((g * 7 + k * 2) % 27) * interval '1 day' + (k * 37) * interval '1 minute' as t
         from generate_series(1, $1) g, generate_series(2, $2 + 1) i, generate_series(1, $3) k),
       trip as (
         insert into trips (id, username, vehicle_id, ts_start, ts_end, dist_mro, fuel, process_status, created_at)
         select 'hst' || g || '-' || i || '-' || k, 'srch' || g, ${vehicleOf('g')}, t, t + interval '25 minutes',
                12 + k, 1.1, 'processed', t + interval '30 minutes'
         from h)
       insert into trip_segments (id, trip_id, username, vehicle_id, type, state_code, ts_start, mileage, fuel,
                                  mileage_fee_cents, fuel_fee_cents, payment_status, transaction_id, created_at)
       select 'hstseg' || g || '-' || i || '-' || k, 'hst' || g || '-' || i || '-' || k, 'srch' || g, ${vehicleOf('g')},
              'public', 'CA', t, 12 + k, 1.1, 25, 4, 'paid', 'hstx' || g || '-' || i, t + interval '30 minutes'
       from h`,
      [P, HISTORY_MONTHS, HISTORY_TRIPS, first.from],
    );
    // 25 + 4 cents a segment.
    await run(
      `insert into transactions (id, username, type, status, amount_cents, subtotal_cents, statement_id, created_at)
       select 'hstx' || g || '-' || i, 'srch' || g, 'transaction', 'processed', $3 * 29, $3 * 29,
              'hstst' || g || '-' || i, p + interval '1 month 1 day'
       from generate_series(1, $1) g, generate_series(2, $2 + 1) i,
            lateral (select ($4::timestamptz + (($2 + 1 - i) || ' months')::interval) as p) m`,
      [P, HISTORY_MONTHS, HISTORY_TRIPS, first.from],
    );
    await run(
      `insert into participant_statements (id, username, month, period_from, period_to, balance, total_new_chages,
                                           transaction_id, filename, created_by, created_at)
       select 'hstst' || g || '-' || i, 'srch' || g, to_char(p, 'YYYY-MM'), p, p + interval '1 month' - interval '1 millisecond',
              0, $3 * 29, 'hstx' || g || '-' || i, 'statement-' || to_char(p, 'YYYY-MM') || '.pdf', 'System',
              p + interval '1 month 1 day'
       from generate_series(1, $1) g, generate_series(2, $2 + 1) i,
            lateral (select ($4::timestamptz + (($2 + 1 - i) || ' months')::interval) as p) m`,
      [P, HISTORY_MONTHS, HISTORY_TRIPS, first.from],
    );
  });
  // The month to bill, for the same participants (this rebuilds the running totals of everything).
  await seedStatementMonth(pool, {
    participants: P,
    trips: MONTH_TRIPS,
    month,
    prefix: 'srch',
    existing: { vehicleOf },
  });
  await seedStaffActivity(pool, P, month);
  await pool.query('vacuum (analyze)');
}

/** What staff lists page through, in proportion to the participants. */
async function seedStaffActivity(pool: pg.Pool, P: number, month: string) {
  const { from } = periodOfMonth(month);
  await bulkLoad(pool, async (run) => {
    // GPS points of the month's trips (one row per trip, decision 022; short tracks keep the seed small).
    await run(
      `insert into trip_tracks (trip_id, username, lat, lng, t_ms)
       select t.id, t.username, array[38.58, 38.59, 38.60, 38.61], array[-121.49, -121.48, -121.47, -121.46],
              array[b, b + 1000, b + 2000, b + 3000]
       from trips t, lateral (select extract(epoch from t.ts_start) * 1000 as b) x
       where t.id like 'srchtrip%'`,
    );
    await run(
      `insert into mro_events (id, mro_device_serial_number, username, vehicle_id, trip_id, code, type, description,
                               date_time, is_processed, flagged)
       select 'scevt' || t.id, 'DL' || lpad(substr(t.username, 5), 9, '0'), t.username, t.vehicle_id, t.id,
              (array[1004, 5, 1001, 16])[1 + length(t.id) % 4], 'trip', 'Trip processed.', t.ts_end,
              true, length(t.id) % 97 = 0
       from trips t where t.id like 'srchtrip%'`,
    );
    await run(
      `insert into webhook_events (id, status, source, source_id, payload, created_at)
       select 'scwh' || t.id, 'processed', 'danlaw', t.id, '{}'::jsonb, t.ts_end
       from trips t where t.id like 'srchtrip%'`,
    );
    await run(
      `insert into audit_events (key, timestamp, event_name, diff, username, updated_by)
       select 'trips#' || t.id, t.ts_end, 'INSERT', '[]'::jsonb, t.username, 'system'
       from trips t where t.id like 'srchtrip%'`,
    );
    // Pending notifications are scheduled ten years on, as a running system's are (due ones are sent
    // within minutes): due ones would keep the worker sending all through the measurements.
    await run(
      `insert into notifications (id, username, type, template_name, email, subject, text, should_be_sent_at, status)
       select 'scntf' || g || '-' || k, 'srch' || g, 'email', 'accountActive', 'srch' || g || '@example.com',
              'Subject', 'Text',
              $2::timestamptz - (k || ' days')::interval - (g % 1440 || ' minutes')::interval
                + case when n.status = 'pending' then interval '10 years' else interval '0' end,
              n.status
       from generate_series(1, $1) g, generate_series(1, 10) k,
            lateral (select (array['sent','sent','sent','failed','pending','cancelled'])[1 + (g + k) % 6] as status) n`,
      [P, from],
    );
    await run(
      `insert into participant_inquiries (id, username, category, subject, body, status, created_at)
       select 'scinq' || g || '-' || k, 'srch' || g, 'Other', 'Question ' || g, 'A question about the pilot programme.',
              (array['new','inProgress','awaitingCustomerResponse','responseReceived','awaitingInternal','closed','closed','closed'])[1 + (g + k) % 8],
              $2::timestamptz - ((g % 4000) || ' minutes')::interval - (k || ' days')::interval
       from generate_series(1, $1) g, generate_series(1, 2) k`,
      [P, from],
    );
    await run(
      `insert into mileage_reports (id, username, vehicle_id, odo_mileage, ts_report_date, audit_status, created_at)
       select 'scmr' || g || '-' || k, 'srch' || g, 'srchveh' || g || '-1', 10000 + k * 900 + g % 500,
              $2::timestamptz - (k || ' months')::interval, (array['approved','approved','rejected','pending'])[1 + (g + k) % 4],
              $2::timestamptz - (k || ' months')::interval
       from generate_series(1, $1) g, generate_series(1, 2) k
       where g % 5 = 0`,
      [P, from],
    );
  });
}
