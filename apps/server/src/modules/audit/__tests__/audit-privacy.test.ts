import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { createParticipant } from '../../../db/__tests__/fixtures.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';
import { postDelivery, SACRAMENTO, tripPayload } from '../../trips/__tests__/device-trips.js';
import { SIMULATOR_SOURCE } from '../../webhooks/webhooks.service.js';

/**
 * The audit trail never holds coordinates or secrets (docs/domain.md "Privacy"): every audited column
 * that can carry a location or a secret is redacted by its trigger, the tables that hold only such data
 * are not audited at all, and a real GPS trip leaves no coordinate in the trail (nor in /events' sources:
 * the trail is what the GraphQL events queries and the events CSV read).
 */

let server: TestServer;
let handle: DatabaseHandle;

/** Column names that carry a location or a secret (a token's expiry time, `…_at`, is neither). */
const isSensitive = (column: string) => SENSITIVE.test(column) && !column.endsWith('_at');
const SENSITIVE =
  /(^|_)(lat|lng|lon|latitude|longitude|location|locations|polyline|polylines|coordinates|geom|token|secret|password|authorization_code)(_|$)/;

/** Public reference geography (cordon outlines, toll gantry positions): not a person's location. */
const PUBLIC_GEOGRAPHY = new Set(['toll_gantries.lat', 'toll_gantries.lon', 'cordons.zones']);

/** Tables that must not be audited: the identity store (passwords, session tokens), GPS points, secrets. */
const NEVER_AUDITED = ['users', 'sessions', 'accounts', 'verifications', 'trip_tracks', 'webhook_sources'];

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

describe('audit privacy', () => {
  it('redacts every sensitive column of every audited table', async () => {
    const { rows } = await handle.pool.query<{ table: string; redacted: string; columns: string[] }>(`
      select c.relname as table,
             split_part(encode(t.tgargs, 'escape'), '\\000', 2) as redacted,
             array(select a.attname::text from pg_attribute a
                    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped order by a.attnum) as columns
        from pg_trigger t join pg_class c on c.oid = t.tgrelid
       where t.tgname = 'audit_insert' and not t.tgisinternal`);
    expect(rows.length).toBeGreaterThan(20);
    const exposed: string[] = [];
    for (const row of rows) {
      const redacted = new Set(row.redacted.split(',').filter(Boolean));
      for (const column of row.columns) {
        const name = `${row.table}.${column}`;
        if (isSensitive(column) && !redacted.has(column) && !PUBLIC_GEOGRAPHY.has(name)) exposed.push(name);
      }
    }
    expect(exposed).toEqual([]);
    const audited = new Set(rows.map((r) => r.table));
    for (const table of ['vehicles', 'trips', 'trip_segments', 'participant_connections', 'payment_cards']) {
      expect(audited.has(table), table).toBe(true);
    }
    expect(NEVER_AUDITED.filter((t) => audited.has(t))).toEqual([]);
  });

  it('leaves no coordinate of a GPS trip in the trail', async () => {
    const username = await createParticipant(handle.db, `privacy.${randomUUID().slice(0, 8)}@example.com`);
    const vin = '1HGCV1F30KA000042';
    const serial = `SN-PRIV-${randomUUID().slice(0, 6)}`;
    const run = (sql: string, params: unknown[] = []) => handle.pool.query(sql, params);
    await run(
      `insert into vehicles (id, username, vin, make, model, year, type, mro_type, locations)
       values ('priv-v', $1, $2, 'Honda', 'Accord', 2019, 'gas', 'automatedWithLocation',
               '[{"latitude": 38.57654, "longitude": -121.49321}]')`,
      [username, vin],
    );
    await run(
      `insert into mileage_reporting_options (username, vehicle_id, device_serial_number, gps_enabled, activation_date)
       values ($1, 'priv-v', $2, true, now())`,
      [username, serial],
    );
    await run(`update vehicles set mro_id = (select id from mileage_reporting_options where vehicle_id = 'priv-v')
               where id = 'priv-v'`);
    const secret = (await server.services.webhooks.sourceSecret(SIMULATOR_SOURCE)) ?? '';
    const payload = tripPayload({
      serialNumber: serial,
      vin,
      start: new Date('2026-10-14T15:00:00Z'),
      waypoints: SACRAMENTO,
    });
    const res = await postDelivery(server.url, SIMULATOR_SOURCE, secret, payload);
    expect(res.status, JSON.stringify(res.json)).toBe(202);

    // The trip is processed: its GPS points are stored (trip_tracks) and its polyline is set.
    const deadline = Date.now() + 30_000;
    let trip: { id: string; polyline: string | null; process_status: string } | undefined;
    for (;;) {
      trip = (
        await run(
          `select id, polyline, process_status from trips where username = $1 and process_status <> 'pending'`,
          [username],
        )
      ).rows[0];
      if (trip || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(trip?.process_status).toBe('processed');
    expect(trip?.polyline).toBeTruthy();
    const bins = await run('select unnest(lat) as lat, unnest(lng) as lng from trip_tracks where trip_id = $1', [
      trip?.id,
    ]);
    expect(bins.rows.length).toBeGreaterThan(0);

    const trail = (await run(`select key, diff::text as diff from audit_events where username = $1`, [username])).rows;
    const keys = new Set(trail.map((e) => String(e.key).split('#')[0]));
    for (const table of ['vehicles', 'trips', 'trip_segments']) expect(keys.has(table), table).toBe(true);
    const text = trail.map((e) => e.diff).join('\n');
    // Coordinates as stored (lat/lng of every point, to 4 decimals), the encoded polyline, the last location.
    const coordinates = new Set<string>(['38.5765', '-121.4932']);
    for (const p of bins.rows as { lat: number; lng: number }[]) {
      coordinates.add(p.lat.toFixed(4));
      coordinates.add(p.lng.toFixed(4));
    }
    const leaked = [...coordinates].filter((c) => text.includes(c));
    expect(leaked).toEqual([]);
    expect(text).not.toContain(String(trip?.polyline));
    expect(text).toContain('"key": "polyline", "new": "[redacted]"');
    expect(text).toContain('"key": "locations", "new": "[redacted]"');

    // The same holds for what staff read: the events page's CSV export of this participant's events.
    const admin = new Client(server.url);
    await admin.signIn('admin@example.com', DEMO_PASSWORD);
    const csv = await (await admin.fetch(`/api/staff/exports/events.csv?by=username&value=${username}`)).text();
    expect(csv.split('\n').length).toBeGreaterThan(3);
    expect([...coordinates].filter((c) => csv.includes(c))).toEqual([]);
    expect(csv).toContain('[redacted]');
  });
});
