import type pg from 'pg';
import { bulkLoad } from './bulk-load.js';

export const FIRST_NAMES = [
  'Maria',
  'Jose',
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Carlos',
  'Karen',
  'Daniel',
  'Lisa',
  'Matthew',
  'Nancy',
  'Anthony',
  'Betty',
  'Mark',
  'Sandra',
  'Luis',
  'Ashley',
  'Steven',
  'Kimberly',
  'Paul',
  'Emily',
  'Andrew',
  'Donna',
  'Joshua',
  'Michelle',
  'Kenji',
  'Mei',
  'Wei',
  'Priya',
  'Arjun',
  'Fatima',
  'Omar',
  'Ana',
  'Juan',
  'Rosa',
];

export const LAST_NAMES = [
  'Garcia',
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Gomez',
  'Phillips',
  'Evans',
  'Turner',
  'Diaz',
  'Parker',
  'Cruz',
  'Edwards',
  'Collins',
  'Reyes',
  'Stewart',
  'Morris',
  'Morales',
  'Murphy',
  'Cook',
  'Rogers',
  'Gutierrez',
  'Ortiz',
  'Morgan',
  'Cooper',
  'Peterson',
  'Bailey',
  'Reed',
  'Kelly',
  'Howard',
  'Ramos',
  'Kim',
  'Cox',
  'Ward',
  'Richardson',
  'Watson',
  'Brooks',
  'Chavez',
  'Wood',
  'James',
  'Bennett',
  'Gray',
  'Mendoza',
  'Ruiz',
  'Hughes',
  'Price',
  'Alvarez',
  'Castillo',
  'Sanders',
  'Patel',
  'Myers',
  'Long',
  'Ross',
  'Foster',
  'Jimenez',
];

/** What participant number g was given (the SQL below computes the same), for choosing search texts. */
export function searchVolumeParticipant(g: number) {
  const first = FIRST_NAMES[g % FIRST_NAMES.length] ?? '';
  const last = LAST_NAMES[Math.floor(g / FIRST_NAMES.length) % LAST_NAMES.length] ?? '';
  const area = 200 + (g % 800);
  const phone = `(${area}) ${String(Math.floor(g / 800) % 1000).padStart(3, '0')}-${String(g % 10000).padStart(4, '0')}`;
  return {
    username: `srch${g}`,
    firstName: first,
    lastName: last,
    email: `${first.toLowerCase()}.${last.toLowerCase()}.${g}@example.com`,
    phone,
    serial: `DL${String(g).padStart(9, '0')}`,
  };
}

/**
 * `n` participants (users too) with realistic names, e-mails and phone numbers, a vehicle each (every
 * tenth a second one) and a device for four in five, in set-based SQL (generate_series), triggers and
 * foreign-key checks suspended (the rows are consistent by construction), then VACUUM ANALYZE. VINs are 17
 * random-looking characters; account numbers come from the sequence as in production.
 */
export async function seedSearchVolume(pool: pg.Pool, n: number): Promise<void> {
  const firsts = `array[${FIRST_NAMES.map((f) => `'${f}'`).join(',')}]`;
  const lasts = `array[${LAST_NAMES.map((l) => `'${l}'`).join(',')}]`;
  await bulkLoad(pool, async (run) => {
    await run(
      `insert into users (id, name, email, email_verified, role)
       select 'srch' || g, 'srch' || g, 'srch' || g || '@users.example.com', true, 'user'
       from generate_series(1, $1) g`,
      [n],
    );
    await run(
      `with names as (
         select g, (${firsts})[1 + g % ${FIRST_NAMES.length}] as first,
                (${lasts})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] as last
         from generate_series(1, $1) g)
       insert into participants (username, email, first_name, last_name, phone_number, status,
                                 participant_pilot_program_id, onboarded_date, created_at,
                                 is_billing_overdue, is_inactive, is_vin_mismatch)
       select 'srch' || g, lower(first) || '.' || lower(last) || '.' || g || '@example.com', first, last,
              format('(%s) %s-%s', 200 + g % 800, lpad(((g / 800) % 1000)::text, 3, '0'), lpad((g % 10000)::text, 4, '0')),
              (array['created','onboarded','approved','active','active','active','suspended','flagged','closed'])[1 + g % 9],
              (array['mbuf','mbuf-tod','mbuf-c','mbuf-tf','ob-mbuf'])[1 + g % 5],
              case when g % 9 = 0 then null else now() - (g || ' minutes')::interval end,
              now() - (g || ' minutes')::interval - interval '1 day',
              g % 23 = 0, g % 17 = 0, g % 31 = 0
       from names`,
      [n],
    );
    await run(
      `insert into vehicles (id, username, make, model, year, type, vin, mro_type, is_primary, created_at)
       select 'srchveh' || g || '-' || k, 'srch' || g, 'Toyota', 'Camry', 2010 + g % 15, 'gas',
              upper(substr(md5('vin' || g || '-' || k), 1, 17)), 'automatedWithLocation', k = 1,
              now() - (g || ' minutes')::interval
       from generate_series(1, $1) g, generate_series(1, 2) k
       where k = 1 or g % 10 = 0`,
      [n],
    );
    await run(
      `insert into mileage_reporting_options (id, username, vehicle_id, device_serial_number, gps_enabled, created_at)
       select 'srchdev' || g, 'srch' || g, 'srchveh' || g || '-1', 'DL' || lpad(g::text, 9, '0'), g % 2 = 0,
              now() - (g || ' minutes')::interval
       from generate_series(1, $1) g
       where g % 5 <> 0`,
      [n],
    );
    // Triggers were off: the dashboard's running totals are rebuilt from the rows (decision 014).
    await run('select participant_totals_rebuild()');
  });
  // Statistics for the planner, and the visibility map set now rather than by autovacuum during a
  // measurement.
  await pool.query('vacuum (analyze) users, participants, vehicles, mileage_reporting_options');
}
