import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, signInDemoUsers, startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { DATA_EXPORT_TTL_DAYS } from '../privacy.service.js';

/**
 * Own-data exports (decision 016): the ZIP holds every category of one participant and nothing of
 * another (the other participant's records carry a marker that must appear nowhere), the e-mailed
 * link opens only for the participant and ends after 7 days, the cleanup deletes the file after 7 days
 * (`now` passed in), and the privacy centre counts what is held.
 */
let server: TestServer;
let handle: DatabaseHandle;
let users: Awaited<ReturnType<typeof signInDemoUsers>>;
let driverEmail: string;

const OTHER = 'privacy-other';
/** Text found only in the other participant's records and files. */
const MARKER = 'OTHER-PARTICIPANT-SECRET';
const DAY_MS = 86_400_000;

/** Every category for `username`, ids prefixed by `tag`, texts carrying `text`. */
async function seed(username: string, tag: string, text: string) {
  const client = await handle.pool.connect();
  const run = (sql: string, params: unknown[] = []) => client.query(sql, params);
  try {
    await run('begin');
    await run(
      `insert into vehicles (id, username, vin, make, model, year, type, mro_type, license_plate, locations) values
         ($1, $2, null, 'Toyota', 'Camry', 2020, 'gas', 'automatedWithLocation', $3,
          '[{"latitude": 38.5, "longitude": -121.4}]'::jsonb)`,
      [`${tag}-v`, username, text.slice(0, 20)],
    );
    await run(
      `insert into mileage_reporting_options (username, vehicle_id, device_serial_number, gps_enabled)
       values ($1, $2, $3, true)`,
      [username, `${tag}-v`, `${tag}-SERIAL`],
    );
    await run(
      `insert into trips (id, username, vehicle_id, ts_start, ts_end, process_status, invalid, notes, polyline) values
         ($1, $2, $3, '2025-03-10T16:00:00Z', '2025-03-10T17:00:00Z', 'processed', false, $4, '_p~iF~ps|U_ulLnnqC')`,
      [`${tag}-t`, username, `${tag}-v`, text],
    );
    await run(
      `insert into trip_tracks (trip_id, username, lat, lng, t_ms) values
         ($1, $2, '{38.5,38.6}', '{-121.4,-121.5}',
          array[extract(epoch from timestamptz '2025-03-10T16:00:00Z') * 1000,
                extract(epoch from timestamptz '2025-03-10T16:30:00Z') * 1000])`,
      [`${tag}-t`, username],
    );
    await run(
      `insert into transactions (id, username, type, status, subtotal_cents, amount_cents, statement_id, description)
       values ($1, $2, 'transaction', 'created', 1234, 1234, $3, $4)`,
      [`${tag}-x`, username, `${tag}-s`, text],
    );
    await run(
      `insert into participant_statements (id, username, month, period_from, period_to, trips, mileage, fuel, mbuf_fee,
                                           total_new_mileage_fee, total_new_chages, balance, transaction_id, filename, note)
       values ($1, $2, '2025-03', '2025-03-01T08:00:00Z', '2025-04-01T07:00:00Z', 1, 15, 1.5, 1500, 1234, 1234, 1234,
               $3, $4, $5)`,
      [`${tag}-s`, username, `${tag}-x`, `${tag}-2025-03.pdf`, text],
    );
    await run(
      `insert into trip_segments (id, trip_id, transaction_id, vehicle_id, username, ts_start, type, state_code, mileage,
                                  fuel, mileage_fee_cents, fuel_fee_cents, payment_status)
       values ($1, $2, $3, $4, $5, '2025-03-10T16:00:00Z', 'public', 'CA', 15, 1.5, 1500, 266, 'pending')`,
      [`${tag}-g`, `${tag}-t`, `${tag}-x`, `${tag}-v`, username],
    );
    const photoKey = `participant/${username}/mileage-reports/${tag}-photo.jpg`;
    await run(
      `insert into mileage_reports (id, username, vehicle_id, odo_mileage, ts_report_date, photos, reason)
       values ($1, $2, $3, 1200, '2025-03-20T16:00:00Z', $4::jsonb, $5)`,
      [
        `${tag}-m`,
        username,
        `${tag}-v`,
        JSON.stringify([{ storageKey: photoKey, size: 9, mimeType: 'image/jpeg' }]),
        text,
      ],
    );
    await run(
      `insert into payment_cards (id, username, brand, last4, name_on_card, token) values ($1, $2, 'visa', '4242', $3, $4)`,
      [`${tag}-card`, username, text.slice(0, 30), `${tag}-CARD-TOKEN`],
    );
    await run(
      `insert into participant_inquiries (id, username, subject, body, status) values ($1, $2, $3, $3, 'new')`,
      [`${tag}-i`, username, text],
    );
    await run(
      `insert into inquiry_comments (inquiry_id, username, author, body, type) values
         ($1, $2, 'participant', $3, 'message'), ($1, $2, 'admin', 'INTERNAL-STAFF-NOTE', 'note')`,
      [`${tag}-i`, username, text],
    );
    await run(
      `insert into participant_connections (username, resource_provider, access_token, refresh_token)
       values ($1, 'sandbox', $2, $2)`,
      [username, `${tag}-ACCESS-TOKEN`],
    );
    await run('commit');
    const storage = server.services.storage;
    await storage.put(photoKey, Buffer.from(`photo ${text}`), 'image/jpeg');
    await storage.put(
      `participant/${username}/statements/${tag}-2025-03.pdf`,
      Buffer.from(`%PDF ${text}`),
      'application/pdf',
    );
  } catch (error) {
    await run('rollback');
    throw error;
  } finally {
    client.release();
  }
}

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  users = await signInDemoUsers(server.url);
  const { rows } = await handle.pool.query<{ email: string }>('select email from participants where username = $1', [
    users.driverId,
  ]);
  driverEmail = rows[0]?.email ?? '';
  await handle.pool.query(
    `insert into users (id, name, email, email_verified, role) values ($1, 'x', 'privacy-other@users.example.com', true, 'user')`,
    [OTHER],
  );
  await handle.pool.query(
    `insert into participants (username, email, first_name, last_name, status, participant_pilot_program_id)
     values ($1, 'privacy-other@example.com', $2, 'Other', 'active', (select id from pilot_programs where short_name = 'MBUF'))`,
    [OTHER, MARKER],
  );
  await seed(users.driverId, 'pd', 'driver own record');
  await seed(OTHER, 'po', MARKER);
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

function unzip(bytes: Uint8Array): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));
}

async function requestExport(client: Client, username: string) {
  const res = await client.graphql(
    'mutation($u: ID!) { requestDataExport(username: $u) { id status requestedByStaff } }',
    { u: username },
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data.requestDataExport as { id: string; status: string; requestedByStaff: boolean };
}

async function latest(client: Client, username: string) {
  const res = await client.graphql(
    'query($u: ID!) { getLatestDataExport(username: $u) { id status stepsDone stepsTotal expiresAt downloadUrl } }',
    { u: username },
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data.getLatestDataExport as {
    id: string;
    status: string;
    stepsDone: number;
    stepsTotal: number;
    expiresAt: string | null;
    downloadUrl: string | null;
  } | null;
}

describe('own-data export', () => {
  it('holds every category of the participant and nothing of another', async () => {
    const { zip, entries } = await server.services.privacy.buildZip(users.driverId, new Date());
    const files = unzip(zip);
    expect(Object.keys(files).sort()).toEqual([...entries].sort());
    for (const name of [
      'account/participant.json',
      'account/identity.json',
      'vehicles/vehicles.json',
      'vehicles/connections.json',
      'devices/devices.json',
      'devices/events.json',
      'trips/trips.json',
      'trips/trips.csv',
      'trips/segments.json',
      'trips/segments.csv',
      'trips/adjustments.json',
      'location/trip-points.json',
      'location/trip-points.csv',
      'location/trip-routes.json',
      'location/vehicle-locations.json',
      'photos/mileage-reports.json',
      'photos/pd-m-1-pd-photo.jpg',
      'statements/statements.json',
      'statements/statements.csv',
      'statements/pdf/pd-2025-03.pdf',
      'payments/transactions.json',
      'payments/transactions.csv',
      'payments/cards.json',
      'messages/inquiries.json',
      'messages/inquiry-messages.json',
      'messages/emails.json',
      'manifest.json',
    ]) {
      expect(files[name], name).toBeDefined();
    }
    expect(JSON.parse(files['account/participant.json'] ?? '').username).toBe(users.driverId);
    expect(JSON.parse(files['vehicles/vehicles.json'] ?? '[]').map((v: { id: string }) => v.id)).toContain('pd-v');
    expect(JSON.parse(files['location/trip-points.json'] ?? '[]')).toHaveLength(2);
    expect(files['trips/trips.csv']).toContain('pd-t');
    expect(files['trips/segments.csv']).toContain('pd-g');
    expect(files['statements/statements.csv']).toContain('pd-s');
    expect(files['payments/transactions.csv']).toContain('pd-x');
    expect(files['photos/pd-m-1-pd-photo.jpg']).toBe('photo driver own record');
    expect(files['statements/pdf/pd-2025-03.pdf']).toBe('%PDF driver own record');
    expect(files['messages/inquiry-messages.json']).toContain('driver own record');
    // Nothing of the other participant, no staff notes, no credentials.
    const all = Object.values(files).join('\n');
    for (const forbidden of [MARKER, OTHER, 'po-', 'INTERNAL-STAFF-NOTE', 'pd-ACCESS-TOKEN', 'pd-CARD-TOKEN']) {
      expect(all, forbidden).not.toContain(forbidden);
    }
  });

  it('leaves location out once it is destroyed', async () => {
    await handle.pool.query('delete from trip_tracks where username = $1', [OTHER]);
    await handle.pool.query(`update trips set polyline = null where username = $1`, [OTHER]);
    await handle.pool.query(`update vehicles set locations = '[]'::jsonb where username = $1`, [OTHER]);
    const { entries } = await server.services.privacy.buildZip(OTHER, new Date());
    expect(entries.filter((e) => e.startsWith('location/'))).toEqual([]);
    expect(entries).toContain('trips/trips.csv');
  });

  it('is built by the job, e-mailed as a signed link that opens only for the participant', async () => {
    const since = server.mail.messages.length;
    const requested = await requestExport(users.driver, users.driverId);
    expect(requested.requestedByStaff).toBe(false);
    const mail = await server.mail.waitFor(driverEmail, since);
    expect(mail.subject).toBe('Your data export is ready');
    const link = /https?:\/\/\S+\/api\/storage\/\S+\?t=[A-Za-z0-9._~-]+/.exec(mail.text ?? '')?.[0];
    expect(link, mail.text).toBeDefined();
    const url = new URL(link ?? '');
    const res = await users.driver.fetch(`${url.pathname}${url.search}`);
    expect(res.status).toBe(200);
    // Served as a download named .zip (the storage types files by extension; a ZIP is plain bytes to it).
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="my-road-charge-data-.+\.zip"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(strFromU8(bytes.slice(0, 2))).toBe('PK');
    const files = unzip(bytes);
    expect(files['account/participant.json']).toContain(users.driverId);
    expect(Object.values(files).join('\n')).not.toContain(MARKER);
    // Another participant cannot open it.
    expect((await users.manual.fetch(`${url.pathname}${url.search}`)).status).toBe(403);
    const status = await latest(users.driver, users.driverId);
    expect(status?.status).toBe('ready');
    expect(status?.stepsDone).toBe(status?.stepsTotal);
    expect(status?.downloadUrl).toMatch(/^\/api\/storage\//);
    // Audited: the request, then the delivery.
    const { rows } = await handle.pool.query<{ event_name: string; updated_by: string }>(
      'select event_name, updated_by from audit_events where key = $1 order by timestamp',
      [`data_exports#${requested.id}`],
    );
    expect(rows).toEqual([
      { event_name: 'INSERT', updated_by: users.driverId },
      { event_name: 'MODIFY', updated_by: 'system' },
    ]);
  });

  it('staff ask for a participant; a participant cannot ask for another', async () => {
    const byStaff = await requestExport(users.admin, users.driverId);
    expect(byStaff.requestedByStaff).toBe(true);
    const refused = await users.manual.graphql('mutation($u: ID!) { requestDataExport(username: $u) { id } }', {
      u: users.driverId,
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const peek = await users.manual.graphql('query($u: ID!) { getLatestDataExport(username: $u) { id } }', {
      u: users.driverId,
    });
    expect(peek.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('links expire and the cleanup deletes the file after 7 days', async () => {
    const now = new Date();
    const { rows } = await handle.pool.query<{ id: string }>(
      `insert into data_exports (username, requested_by) values ($1, $1) returning id`,
      [OTHER],
    );
    const id = rows[0]?.id ?? '';
    const since = server.mail.messages.length;
    await server.services.privacy.buildExport(id, now);
    const mail = await server.mail.waitFor('privacy-other@example.com', since);
    const token = new URL(/https?:\/\/\S+\?t=\S+/.exec(mail.text ?? '')?.[0] ?? 'http://x').searchParams.get('t') ?? '';
    const row = await server.services.privacy.repo.get(id);
    expect(row?.expiresAt?.getTime()).toBe(now.getTime() + DATA_EXPORT_TTL_DAYS * DAY_MS);
    const links = server.services.storageLinks;
    expect(links.check(token, new Date(now.getTime() + DATA_EXPORT_TTL_DAYS * DAY_MS - 1000)).ok).toBe(true);
    expect(links.check(token, new Date(now.getTime() + DATA_EXPORT_TTL_DAYS * DAY_MS + 1000))).toEqual({
      ok: false,
      reason: 'expired',
    });
    const key = row?.storageKey ?? '';
    expect(key).toBe(`participant/${OTHER}/exports/${id}.zip`);
    expect(await server.services.storage.exists(key)).toBe(true);
    // A day before the end nothing is deleted; after it, the file goes and the export says so.
    await server.services.privacy.deleteExpiredExports(new Date(now.getTime() + 6 * DAY_MS));
    expect(await server.services.storage.exists(key)).toBe(true);
    await server.services.privacy.deleteExpiredExports(new Date(now.getTime() + DATA_EXPORT_TTL_DAYS * DAY_MS + 1));
    expect(await server.services.storage.exists(key)).toBe(false);
    const after = await server.services.privacy.repo.get(id);
    expect(after?.status).toBe('deleted');
    const audit = await handle.pool.query<{ event_name: string }>(
      `select event_name from audit_events where key = $1 and event_name = 'REMOVE'`,
      [`data_exports#${id}`],
    );
    expect(audit.rows).toHaveLength(1);
  });

  it('the privacy centre counts what is held', async () => {
    const res = await users.driver.graphql(
      `query($u: ID!) { getPrivacyCentre(username: $u) {
        reportingOption locationRetentionDays pilotEndDate pilotEndRetentionDays exportRetentionDays
        counts { vehicles devices connections trips tripsWithLocation locationPoints photos statements transactions paymentCards messages emails }
      } }`,
      { u: users.driverId },
    );
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    const centre = res.data.getPrivacyCentre;
    expect(centre.locationRetentionDays).toBe(30);
    expect(centre.exportRetentionDays).toBe(7);
    expect(centre.counts.tripsWithLocation).toBe(1);
    expect(centre.counts.locationPoints).toBe(2);
    expect(centre.counts.photos).toBe(1);
    expect(centre.counts.statements).toBe(1);
    expect(centre.counts.messages).toBe(2);
    expect(centre.counts.paymentCards).toBe(1);
  });
});
