import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setConfiguration, startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import type { Actor } from '../../identity/actor.js';

/**
 * Account erasure (decision 020): a closed account past its retention period loses every piece of
 * personal data — a scan of every table, the audit trail included, finds none of its words — while its
 * money records keep their amounts, the books still reconcile and its files are gone; an account that
 * still owes is held with the reason; an open account and one closed recently are untouched.
 */
let server: TestServer;
let handle: DatabaseHandle;

const DAY_MS = 86_400_000;
const admin: Actor = { username: 'erasure-admin', email: 'admin@example.com', groups: ['Admins'] };
const CLOSED_AT = new Date('2025-02-01T18:00:00Z');
const ERASED = 'erasure-closed';
const HELD = 'erasure-owing';
const OPEN = 'erasure-open';
const RECENT = 'erasure-recent';

/** Words found only in one participant's records and files. */
const words = (tag: string) => ({
  first: `Firstname${tag}`,
  last: `Lastname${tag}`,
  email: `${tag.toLowerCase()}@people.example.com`,
  phone: `+1-916-${tag}`,
  street: `${tag} Privet Drive`,
  vin: `1HGVIN${tag.toUpperCase()}`.slice(0, 17),
  plate: `PL${tag.toUpperCase()}`.slice(0, 8),
  text: `Personal words of ${tag}`,
});

async function seed(username: string, tag: string, closedDate: Date | null, owed: boolean) {
  const w = words(tag);
  const client = await handle.pool.connect();
  const run = (sql: string, params: unknown[] = []) => client.query(sql, params);
  try {
    await run('begin');
    await run(`insert into users (id, name, email, email_verified, role) values ($1, $2, $3, true, 'user')`, [
      username,
      `${w.first} ${w.last}`,
      w.email,
    ]);
    await run(
      `insert into accounts (id, account_id, provider_id, user_id, password) values ($1, $2, 'credential', $2, 'hash')`,
      [`${tag}-acct`, username],
    );
    await run(`insert into sessions (id, token, user_id, expires_at) values ($1, $2, $3, now() + interval '1 day')`, [
      `${tag}-sess`,
      `${tag}-token`,
      username,
    ]);
    await run(
      `insert into participants (username, email, first_name, last_name, phone_number, address1, city, postal_code,
                                 gender, age_group, status, closed_date, closed_reason, participant_pilot_program_id)
       values ($1, $2, $3, $4, $5, $6, 'Sacramento', '95814', 'female', '35-44', $7, $8, 'Moved away',
               (select id from pilot_programs where short_name = 'MBUF'))`,
      [username, w.email, w.first, w.last, w.phone, w.street, closedDate ? 'closed' : 'active', closedDate],
    );
    await run(`insert into invitations (email, pilot_short_name) values ($1, 'MBUF')`, [w.email]);
    await run(
      `insert into vehicles (id, username, vin, make, model, year, type, mro_type, license_plate, locations) values
         ($1, $2, $3, 'Toyota', 'Camry', 2020, 'gas', 'automatedWithLocation', $4,
          '[{"latitude": 38.5, "longitude": -121.4}]'::jsonb)`,
      [`${tag}-v`, username, w.vin, w.plate],
    );
    await run(
      `insert into mileage_reporting_options (username, vehicle_id, device_serial_number, gps_enabled,
                                              shipping_tracking_number)
       values ($1, $2, $3, true, $4)`,
      [username, `${tag}-v`, `${tag}-SERIAL`, `TRACK-${tag}`],
    );
    await run(
      `insert into trips (id, username, vehicle_id, ts_start, ts_end, process_status, invalid, notes, polyline) values
         ($1, $2, $3, '2025-01-10T16:00:00Z', '2025-01-10T17:00:00Z', 'processed', false, $4, '_p~iF~ps|U_ulLnnqC')`,
      [`${tag}-t`, username, `${tag}-v`, w.text],
    );
    await run(
      `insert into trip_tracks (trip_id, username, lat, lng, t_ms) values
         ($1, $2, '{38.5,38.6}', '{-121.4,-121.5}',
          array[extract(epoch from timestamptz '2025-01-10T16:00:00Z') * 1000,
                extract(epoch from timestamptz '2025-01-10T16:30:00Z') * 1000])`,
      [`${tag}-t`, username],
    );
    // A January statement that reconciles: segment 1500 ¢ − credit 266 ¢ = 1234 ¢, paid unless `owed`.
    await run(
      `insert into transactions (id, username, type, status, subtotal_cents, amount_cents, statement_id, description)
       values ($1, $2, 'transaction', $3, 1234, 1234, $4, $5)`,
      [`${tag}-x`, username, owed ? 'created' : 'processed', `${tag}-s`, w.text],
    );
    await run(
      `insert into participant_statements (id, username, month, period_from, period_to, trips, mileage, fuel, mbuf_fee,
                                           fuel_tax_credit, total_new_mileage_fee, total_new_chages, balance,
                                           transaction_id, filename, note)
       values ($1, $2, '2025-01', '2025-01-01T08:00:00Z', '2025-02-01T08:00:00Z', 1, 15, 1.5, 1500, 266, 1234, 1234,
               1234, $3, $4, $5)`,
      [`${tag}-s`, username, `${tag}-x`, `${tag}-2025-01.pdf`, w.text],
    );
    await run(
      `insert into trip_segments (id, trip_id, transaction_id, vehicle_id, username, ts_start, type, state_code, mileage,
                                  fuel, mileage_fee_cents, fuel_fee_cents, payment_status)
       values ($1, $2, $3, $4, $5, '2025-01-10T16:00:00Z', 'public', 'CA', 15, 1.5, 1500, 266, $6)`,
      [`${tag}-g`, `${tag}-t`, `${tag}-x`, `${tag}-v`, username, owed ? 'pending' : 'paid'],
    );
    const photoKey = `participant/${username}/mileage-reports/${tag}-photo.jpg`;
    await run(
      `insert into mileage_reports (id, username, vehicle_id, odo_mileage, ts_report_date, photos, reason)
       values ($1, $2, $3, 1200, '2025-01-20T16:00:00Z', $4::jsonb, $5)`,
      [`${tag}-m`, username, `${tag}-v`, JSON.stringify([{ storageKey: photoKey, size: 9 }]), w.text],
    );
    await run(
      `insert into payment_cards (id, username, brand, last4, name_on_card, token) values ($1, $2, 'visa', '4242', $3, $4)`,
      [`${tag}-card`, username, `${w.first} ${w.last}`, `${tag}-CARD-TOKEN`],
    );
    await run(
      `insert into participant_inquiries (id, username, subject, body, status, name, email)
       values ($1, $2, $3, $3, 'new', $4, $5)`,
      [`${tag}-i`, username, w.text, w.first, w.email],
    );
    await run(
      `insert into inquiry_comments (inquiry_id, username, author, body, type) values ($1, $2, 'participant', $3, 'message')`,
      [`${tag}-i`, username, w.text],
    );
    await run(
      `insert into notifications (username, type, template_name, email, subject, text, data, status)
       values ($1, 'email', 'accountApproval', $2, $3, $3, $4::jsonb, 'sent')`,
      [username, w.email, w.text, JSON.stringify({ firstName: w.first })],
    );
    await run(
      `insert into participant_connections (username, resource_provider, access_token, refresh_token, external_vehicle_id)
       values ($1, 'sandbox', $2, $2, $3)`,
      [username, `${tag}-ACCESS-TOKEN`, `EXT-${tag}`],
    );
    await run('commit');
    const storage = server.services.storage;
    await storage.put(photoKey, Buffer.from(`photo of ${w.text}`), 'image/jpeg');
    await storage.put(
      `participant/${username}/statements/${tag}-2025-01.pdf`,
      Buffer.from(`%PDF ${w.text}`),
      'application/pdf',
    );
  } catch (error) {
    await run('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** Every table row (the audit trail included) whose text holds `needle`, as 'table: count'. */
async function rowsHolding(needle: string): Promise<string[]> {
  const { rows: tables } = await handle.pool.query<{ name: string }>(
    `select quote_ident(table_name) as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const { rows } = await handle.pool.query<{ n: number }>(
      `select count(*)::int as n from ${name} t where t::text ilike '%' || $1 || '%'`,
      [needle],
    );
    if ((rows[0]?.n ?? 0) > 0) found.push(`${name}: ${rows[0]?.n}`);
  }
  return found;
}

async function files(username: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of server.services.storage.list(`participant/${username}/`)) keys.push(object.key);
  return keys;
}

const retention = 365;
const runAt = new Date(CLOSED_AT.getTime() + (retention + 1) * DAY_MS);

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  await seed(ERASED, 'Erasedtag', CLOSED_AT, false);
  await seed(HELD, 'Heldtag', CLOSED_AT, true);
  await seed(OPEN, 'Opentag', null, false);
  await seed(RECENT, 'Recenttag', new Date(runAt.getTime() - 10 * DAY_MS), false);
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

describe('account erasure', () => {
  it('leaves nothing personal of a closed account past its period, and the books still reconcile', async () => {
    const before = await server.services.statements.reconcile({ usernames: [ERASED], charges: null });
    expect(before.ok, JSON.stringify(before.mismatches)).toBe(true);
    const w = words('Erasedtag');
    expect(await rowsHolding(w.first)).not.toEqual([]);
    expect(await files(ERASED)).toHaveLength(2);

    const run = await server.services.accountErasure.run({ now: runAt });
    expect(run).toMatchObject({ retentionDays: retention, erased: 1, held: 1 });
    expect(run.finishedAt).not.toBeNull();

    for (const needle of Object.values(w)) expect(await rowsHolding(needle), needle).toEqual([]);
    expect(await files(ERASED)).toEqual([]);

    // The money records stay, under the account's id, with their amounts; the books still reconcile.
    const { rows: money } = await handle.pool.query(
      `select t.amount_cents, t.status, s.total_new_chages, s.balance, g.mileage_fee_cents, p.account_no, p.status as
              participant_status, p.closed_date, p.erased_at
         from transactions t join participant_statements s on s.transaction_id = t.id
         join trip_segments g on g.transaction_id = t.id join participants p on p.username = t.username
        where t.username = $1`,
      [ERASED],
    );
    expect(money).toHaveLength(1);
    expect(money[0]).toMatchObject({
      amount_cents: '1234',
      status: 'processed',
      total_new_chages: '1234',
      mileage_fee_cents: '1500',
      participant_status: 'closed',
    });
    expect(money[0].erased_at).toEqual(runAt);
    const after = await server.services.statements.reconcile({ usernames: [ERASED], charges: null });
    expect(after.ok, JSON.stringify(after.mismatches)).toBe(true);

    // No sign-in is left, and the trip's location data is destroyed.
    const { rows: access } = await handle.pool.query(
      `select (select count(*) from sessions where user_id = $1)::int as sessions,
              (select count(*) from accounts where user_id = $1)::int as accounts,
              (select count(*) from trip_tracks where username = $1)::int as bins,
              (select location_destroyed_at from trips where username = $1) as destroyed`,
      [ERASED],
    );
    expect(access[0]).toMatchObject({ sessions: 0, accounts: 0, bins: 0, destroyed: runAt });

    const accounts = await server.services.accountErasure.runAccounts(admin, run.id);
    const erased = accounts.find((a) => a.username === ERASED);
    expect(erased).toMatchObject({ outcome: 'erased', heldReason: null });
    expect(erased?.counts).toMatchObject({
      account: 1,
      participant: 1,
      vehicles: 1,
      tripLocations: 1,
      locationPoints: 2,
      payments: 1,
      emails: 1,
      invitations: 1,
      files: 2,
    });
    expect(erased?.counts.auditEvents).toBeGreaterThan(5);
  });

  it('holds back an account that still owes, with the reason, and leaves open and recent accounts alone', async () => {
    const held = words('Heldtag');
    expect((await rowsHolding(held.first)).length).toBeGreaterThan(0);
    expect(await files(HELD)).toHaveLength(2);
    for (const tag of ['Opentag', 'Recenttag']) {
      expect((await rowsHolding(words(tag).first)).length, tag).toBeGreaterThan(0);
    }
    const { rows } = await handle.pool.query(
      `select outcome, held_reason from account_erasures where username = $1 order by id`,
      [HELD],
    );
    expect(rows).toEqual([{ outcome: 'held', held_reason: 'Unpaid balance of $12.34.' }]);
  });

  it('erases nothing twice: the next run finds only the held account again', async () => {
    const again = await server.services.accountErasure.run({ now: new Date(runAt.getTime() + DAY_MS) });
    expect(again).toMatchObject({ erased: 0, held: 1 });
  });

  it('takes the period from ACCOUNT_ERASURE_DAYS, and the default when the stored value is not usable', async () => {
    await setConfiguration(handle.db, 'ACCOUNT_ERASURE_DAYS', '5');
    expect(await server.services.accountErasure.retentionDays()).toBe(5);
    await setConfiguration(handle.db, 'ACCOUNT_ERASURE_DAYS', 'a year');
    expect(await server.services.accountErasure.retentionDays()).toBe(365);
  });
});
