import type pg from 'pg';
import { addMonths, periodOfMonth } from '../src/modules/statements/period.js';
import { bulkLoad } from './bulk-load.js';

export interface StatementMonthOptions {
  participants: number;
  trips: number;
  month: string;
  /** Usernames are `${prefix}1` … `${prefix}N`. */
  prefix?: string;
  /**
   * The participants already exist (with their vehicles) and only the month is added; `vehicleOf`
   * then names participant g's vehicle as an SQL expression of `g`.
   */
  existing?: { vehicleOf: (g: string) => string };
}

/**
 * N participants with a month of driving for statement benchmarks and fault tests: ~TRIPS trips each
 * (every second one with three segments: public CA, private CA, Nevada), an adjustment for one in ten,
 * and for one in five an unpaid statement of the month before (consistent: billed by an adjustment),
 * to carry over. Usernames are `${prefix}1` … `${prefix}N`.
 * Set-based; audit triggers and foreign-key checks are off while it runs (rows consistent by construction).
 */
export async function seedStatementMonth(
  pool: pg.Pool,
  { participants: P, trips: TRIPS, month, prefix = 'bst', existing }: StatementMonthOptions,
): Promise<void> {
  if (!/^[a-z]{1,8}$/.test(prefix)) throw new Error('prefix: 1 to 8 lowercase letters');
  const vehicleOf = existing?.vehicleOf ?? ((g: string) => `'${prefix}veh' || ${g}`);
  const period = periodOfMonth(month);
  const before = periodOfMonth(addMonths(month, -1));
  await bulkLoad(pool, async (run) => {
    if (!existing) {
      await run(
        `insert into users (id, name, email, email_verified, role)
         select '${prefix}' || g, '${prefix}' || g || '@example.com', '${prefix}' || g || '@example.com', true, 'user'
         from generate_series(1, $1) g`,
        [P],
      );
      await run(
        `insert into participants (username, email, first_name, last_name, address1, city, state, postal_code, status,
                                   participant_pilot_program_id)
         select '${prefix}' || g, '${prefix}' || g || '@example.com', 'Bench', 'Driver ' || g, g || ' Capitol Mall', 'Sacramento',
                'CA', '95814', 'active', (select id from pilot_programs order by id limit 1)
         from generate_series(1, $1) g`,
        [P],
      );
      await run(
        `insert into vehicles (id, username, make, model, year, type, vin, license_plate, mro_type)
         select '${prefix}veh' || g, '${prefix}' || g, 'Toyota', 'Camry', 2015 + g % 10, 'gas', upper('${prefix}') || 'VIN' || lpad(g::text, 11, '0'),
                '8BST' || lpad((g % 1000)::text, 3, '0'), 'automatedWithLocation'
         from generate_series(1, $1) g`,
        [P],
      );
    }
    // Trips spread over the month; three segments for every second trip (public CA, private CA, NV).
    await run(
      `insert into trips (id, username, vehicle_id, ts_start, ts_end, dist_mro, fuel, process_status, created_at)
       select '${prefix}trip' || g, '${prefix}' || (1 + g % $2), ${vehicleOf('(1 + g % $2)')},
              $3::timestamptz + ((g::bigint * 7919) % 2400000) * interval '1 second',
              $3::timestamptz + ((g::bigint * 7919) % 2400000) * interval '1 second' + interval '25 minutes',
              10 + g % 40, 0.8 + (g % 40) / 10.0, 'processed', $3::timestamptz
       from generate_series(1, $1) g`,
      [P * TRIPS, P, period.from],
    );
    await run(
      `insert into trip_segments (id, trip_id, username, vehicle_id, type, state_code, ts_start, mileage, fuel,
                                  mileage_fee_cents, fuel_fee_cents, cordon_fee_cents, tod_fee_cents, toll_fee_cents)
       select '${prefix}seg' || g || '-' || k, '${prefix}trip' || g, '${prefix}' || (1 + g % $2), ${vehicleOf('(1 + g % $2)')},
              (array['public', 'private', 'public'])[k], (array['CA', 'CA', 'NV'])[k],
              $3::timestamptz + ((g::bigint * 7919) % 2400000) * interval '1 second',
              (10 + g % 40) / k, (0.8 + (g % 40) / 10.0) / k,
              case when k = 1 then 12 + g % 50 else 0 end, case when k = 1 then 5 + g % 20 else 0 end,
              case when k = 1 and g % 17 = 0 then 500 else 0 end, case when k = 1 and g % 5 = 0 then 25 else 0 end,
              case when k = 1 and g % 23 = 0 then 150 else 0 end
       from generate_series(1, $1) g, generate_series(1, case when g % 2 = 0 then 3 else 1 end) k`,
      [P * TRIPS, P, period.from],
    );
    await run(
      `insert into trip_adjustments (id, trip_id, username, vehicle_id, state_code, type, adj_mileage, adj_mileage_fee_cents,
                                     adj_fuel, adj_fuel_fee_cents, note, created_at, created_by)
       select '${prefix}adj' || g, '${prefix}trip' || g, '${prefix}' || (1 + g % $1), ${vehicleOf('(1 + g % $1)')}, 'CA', 'public',
              -2.5, -3, -0.2, -1, 'Distance corrected after review', $2::timestamptz + interval '3 days', 'admin'
       from generate_series(1, $1 / 10) g`,
      [P, period.from],
    );
    // One participant in five still owes last month's statement (an adjustment billed then): it is carried over.
    await run(
      `insert into participant_statements (id, username, month, period_from, period_to, balance, total_new_adj_charges,
                                           total_new_chages, transaction_id, filename, created_by, created_at)
       select '${prefix}st' || g, '${prefix}' || g, $2, $3, $4, 1000 + g % 500, 1000 + g % 500, 1000 + g % 500, '${prefix}tx' || g,
              'statement-' || $2 || '.pdf', 'System', $5
       from generate_series(1, $1, 5) g`,
      [P, before.month, before.from, before.to, period.from],
    );
    await run(
      `insert into trip_adjustments (id, trip_id, username, vehicle_id, state_code, type, adj_mileage_fee_cents, note,
                                     transaction_id, created_at, created_by)
       select '${prefix}prev' || g, '${prefix}trip' || g, '${prefix}' || g, ${vehicleOf('g')}, 'CA', 'public', 1000 + g % 500,
              'Earlier month', '${prefix}tx' || g, $2, 'admin'
       from generate_series(1, $1, 5) g`,
      [P, before.from],
    );
    await run(
      `insert into transactions (id, username, type, status, amount_cents, subtotal_cents, statement_id, created_at)
       select '${prefix}tx' || g, '${prefix}' || g, 'transaction', 'created', 1000 + g % 500, 1000 + g % 500, '${prefix}st' || g, $2
       from generate_series(1, $1, 5) g`,
      [P, period.from],
    );
    // Triggers were off: the dashboard's running totals are rebuilt from the rows (decision 014).
    await run('select participant_totals_rebuild()');
  });
  await pool.query('analyze');
}
