import { AUDIT_SYSTEM_ACTOR } from '@rc/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness.js';
import { withActor } from '../actor.js';
import { connect, type DatabaseHandle } from '../client.js';
import {
  type AuditDiffEntry,
  auditEvents,
  participantConnections,
  participants,
  tripSegments,
  trips,
  vehicles,
} from '../schema/index.js';
import { createParticipant } from './fixtures.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = connect(await createTestDatabase());
});
afterAll(async () => {
  await handle?.close();
});

const eventsFor = (key: string) =>
  handle.db.select().from(auditEvents).where(eq(auditEvents.key, key)).orderBy(asc(auditEvents.timestamp));

const entry = (diff: AuditDiffEntry[], key: string) => diff.find((d) => d.key === key);

describe('audit trail', () => {
  it('records INSERT, MODIFY (changed fields only, old and new) and REMOVE, with who did it', async () => {
    const username = await createParticipant(handle.db);
    const admin = 'staff-user-1';

    const vehicle = await withActor(handle.db, admin, async (tx) => {
      const [row] = await tx
        .insert(vehicles)
        .values({ username, make: 'Toyota', model: 'Prius', year: 2020, type: 'hybrid', licensePlate: 'ABC123' })
        .returning();
      return row!;
    });
    const key = `vehicles#${vehicle.id}`;

    let events = await eventsFor(key);
    expect(events).toHaveLength(1);
    const [inserted] = events;
    expect(inserted).toMatchObject({ eventName: 'INSERT', username, updatedBy: admin, note: null });
    expect(inserted?.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(entry(inserted!.diff, 'make')).toEqual({ key: 'make', old: null, new: 'Toyota' });
    expect(entry(inserted!.diff, 'year')).toEqual({ key: 'year', old: null, new: 2020 });
    // Every column on INSERT.
    expect(inserted!.diff.map((d) => d.key)).toContain('license_plate');
    expect(inserted!.diff.map((d) => d.key)).toContain('created_at');

    // Without an actor the write is the system's; only the changed column is recorded (updated_at is ignored).
    await handle.db.update(vehicles).set({ licensePlate: 'XYZ789' }).where(eq(vehicles.id, vehicle.id));
    events = await eventsFor(key);
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({ eventName: 'MODIFY', username, updatedBy: AUDIT_SYSTEM_ACTOR });
    expect(events[1]?.diff).toEqual([{ key: 'license_plate', old: 'ABC123', new: 'XYZ789' }]);

    // Several changes, by an actor, with a note.
    await withActor(
      handle.db,
      admin,
      (tx) =>
        tx
          .update(vehicles)
          .set({ mroType: 'manual', currentOdometerReading: 1234.5 })
          .where(eq(vehicles.id, vehicle.id)),
      { note: 'switched to manual reporting' },
    );
    events = await eventsFor(key);
    expect(events[2]).toMatchObject({ eventName: 'MODIFY', updatedBy: admin, note: 'switched to manual reporting' });
    expect(events[2]?.diff).toEqual([
      { key: 'current_odometer_reading', old: null, new: 1234.5 },
      { key: 'mro_type', old: 'N/A', new: 'manual' },
    ]);

    // An update that changes nothing records nothing.
    await handle.db.update(vehicles).set({ make: 'Toyota' }).where(eq(vehicles.id, vehicle.id));
    expect(await eventsFor(key)).toHaveLength(3);

    await withActor(handle.db, admin, (tx) => tx.delete(vehicles).where(eq(vehicles.id, vehicle.id)));
    events = await eventsFor(key);
    expect(events).toHaveLength(4);
    expect(events[3]).toMatchObject({ eventName: 'REMOVE', username, updatedBy: admin });
    expect(entry(events[3]!.diff, 'license_plate')).toEqual({ key: 'license_plate', old: 'XYZ789', new: null });
    expect(entry(events[3]!.diff, 'mro_type')).toEqual({ key: 'mro_type', old: 'manual', new: null });
    // Timestamps increase within the trail (clock_timestamp, not the transaction start).
    const times = events.map((e) => e.timestamp.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('keys participants by username and records the acting user of participant changes', async () => {
    const username = await createParticipant(handle.db);
    await withActor(handle.db, username, (tx) =>
      tx.update(participants).set({ phoneNumber: '(916) 555-0100' }).where(eq(participants.username, username)),
    );
    const events = await eventsFor(`participants#${username}`);
    expect(events.map((e) => [e.eventName, e.updatedBy])).toEqual([
      ['INSERT', AUDIT_SYSTEM_ACTOR],
      ['MODIFY', username],
    ]);
    expect(events[1]?.diff).toEqual([{ key: 'phone_number', old: null, new: '(916) 555-0100' }]);
  });

  it('keeps the actor inside its transaction: a pooled connection does not carry it to the next write', async () => {
    // One connection only, so the second write reuses the connection of the first.
    const single = connect(handle.pool.options.connectionString as string);
    try {
      single.pool.options.max = 1;
      const username = await createParticipant(single.db);
      await withActor(single.db, 'staff-user-2', (tx) =>
        tx.update(participants).set({ city: 'Fresno' }).where(eq(participants.username, username)),
      );
      await single.db.update(participants).set({ city: 'Davis' }).where(eq(participants.username, username));
      const events = await eventsFor(`participants#${username}`);
      expect(events.map((e) => e.updatedBy)).toEqual([AUDIT_SYSTEM_ACTOR, 'staff-user-2', AUDIT_SYSTEM_ACTOR]);
    } finally {
      await single.close();
    }
  });

  it('records that secrets changed without recording them', async () => {
    const username = await createParticipant(handle.db);
    const [connection] = await handle.db
      .insert(participantConnections)
      .values({ username, resourceProvider: 'sandbox', accessToken: 'secret-access', refreshToken: 'secret-refresh' })
      .returning();
    await handle.db
      .update(participantConnections)
      .set({ accessToken: 'secret-access-2', forceRestoreConnection: true })
      .where(eq(participantConnections.id, connection!.id));
    const events = await eventsFor(`participant_connections#${connection!.id}`);
    expect(JSON.stringify(events)).not.toContain('secret-');
    expect(entry(events[0]!.diff, 'access_token')).toEqual({ key: 'access_token', old: null, new: '[redacted]' });
    expect(entry(events[0]!.diff, 'authorization_code')).toEqual({ key: 'authorization_code', old: null, new: null });
    expect(events[1]?.diff).toEqual([
      { key: 'access_token', old: '[redacted]', new: '[redacted]' },
      { key: 'force_restore_connection', old: false, new: true },
    ]);
  });

  it('is append-only', async () => {
    await expect(handle.pool.query("update audit_events set updated_by = 'someone else'")).rejects.toThrow(
      /append-only/,
    );
    await expect(handle.pool.query('delete from audit_events')).rejects.toThrow(/append-only/);
  });

  it("lets only account erasure rewrite an event's values, never who, when or what kind", async () => {
    const client = await handle.pool.connect();
    try {
      await client.query('begin');
      await client.query("select set_config('app.audit_erasure', 'on', true)");
      await expect(client.query("update audit_events set updated_by = 'someone else'")).rejects.toThrow(/append-only/);
      await client.query('rollback');
      await client.query('begin');
      await client.query("select set_config('app.audit_erasure', 'on', true)");
      const erased = await client.query(`update audit_events set diff = '[]'::jsonb returning 1`);
      expect(erased.rowCount).toBeGreaterThan(0);
      await client.query("select set_config('app.audit_erasure', 'off', true)");
      await expect(client.query(`update audit_events set diff = '[]'::jsonb`)).rejects.toThrow(/append-only/);
      await client.query('rollback');
    } finally {
      client.release();
    }
    await expect(handle.pool.query(`update audit_events set diff = '[]'::jsonb`)).rejects.toThrow(/append-only/);
  });

  it('gives events time-ordered ids: UUID version 7 holding the milliseconds they were written at', async () => {
    const username = await createParticipant(handle.db);
    const ids: string[] = [];
    for (const licensePlate of ['ORD001', 'ORD002', 'ORD003']) {
      const before = Date.now();
      const [vehicle] = await handle.db
        .insert(vehicles)
        .values({ username, make: 'Kia', model: 'Niro', year: 2022, type: 'hybrid', licensePlate })
        .returning();
      const after = Date.now();
      const [event] = await eventsFor(`vehicles#${vehicle!.id}`);
      expect(event?.eventId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const millis = Number.parseInt(event!.eventId.replace('-', '').slice(0, 12), 16);
      expect(millis).toBeGreaterThanOrEqual(before);
      expect(millis).toBeLessThanOrEqual(after);
      ids.push(event!.eventId);
      // The next event in a later millisecond, so the order below is the time order.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect([...ids].sort()).toEqual(ids);
    // The random part differs between events of the same statement.
    const { rows } = await handle.pool.query<{ id: string }>(
      'select uuid_time_ordered()::text as id from generate_series(1, 1000)',
    );
    expect(new Set(rows.map((r) => r.id)).size).toBe(1000);
  });

  it('does not audit the identity store, GPS points or webhook deliveries', async () => {
    await createParticipant(handle.db);
    const { rows } = await handle.pool.query<{ n: number }>(
      "select count(*)::int as n from audit_events where key like 'users#%' or key like 'trip_tracks#%' or key like 'webhook_events#%'",
    );
    expect(rows[0]?.n).toBe(0);
  });
});

describe('audit trail of multi-row statements (statement-level triggers, migration 0011)', () => {
  it('writes exactly one event per changed row of a multi-row UPDATE, and none for an unchanged row', async () => {
    const username = await createParticipant(handle.db);
    const [trip] = await handle.db.insert(trips).values({ username }).returning();
    const segments = await handle.db
      .insert(tripSegments)
      .values([
        { tripId: trip!.id, username, type: 'public', mileage: 10, polylines: ['abc'] },
        { tripId: trip!.id, username, type: 'private', mileage: 5, polylines: ['def'] },
        { tripId: trip!.id, username, type: 'public', mileage: 2, paymentStatus: 'paid', polylines: ['ghi'] },
      ])
      .returning();
    for (const s of segments) expect(await eventsFor(`trip_segments#${s.id}`)).toHaveLength(1);

    await withActor(
      handle.db,
      'staff-user-3',
      (tx) =>
        tx
          .update(tripSegments)
          .set({ paymentStatus: 'paid', updatedAt: new Date() })
          .where(eq(tripSegments.tripId, trip!.id)),
      { note: 'paid by cheque' },
    );
    const [first, second, unchanged] = segments;
    for (const s of [first!, second!]) {
      const events = await eventsFor(`trip_segments#${s.id}`);
      expect(events).toHaveLength(2);
      expect(events[1]).toMatchObject({
        eventName: 'MODIFY',
        username,
        updatedBy: 'staff-user-3',
        note: 'paid by cheque',
      });
      expect(events[1]?.diff).toEqual([{ key: 'payment_status', old: 'pending', new: 'paid' }]);
    }
    expect(await eventsFor(`trip_segments#${unchanged!.id}`)).toHaveLength(1);

    // Each row's own old and new values; redacted columns stay redacted.
    await handle.db
      .update(tripSegments)
      .set({ mileage: sql`${tripSegments.mileage} * 2`, polylines: ['xyz'] })
      .where(eq(tripSegments.tripId, trip!.id));
    for (const s of segments) {
      const events = await eventsFor(`trip_segments#${s.id}`);
      expect(events.at(-1)).toMatchObject({ eventName: 'MODIFY', updatedBy: AUDIT_SYSTEM_ACTOR, note: null });
      expect(events.at(-1)?.diff).toEqual([
        { key: 'mileage', old: s.mileage, new: s.mileage * 2 },
        { key: 'polylines', old: '[redacted]', new: '[redacted]' },
      ]);
    }
  });

  it('writes the same trail as the row trigger it replaced, for every kind of write', async () => {
    // Two identical tables: one audited as every business table now is, one by the 0002 row trigger.
    // Columns of the kinds business tables have: compared as their own type or as JSON, and redacted.
    const columns = `id text primary key, username text, label text, amount_cents bigint, flags jsonb,
                     secret text, ratio double precision, price numeric, active boolean, seen_at timestamptz,
                     tags text[], updated_at timestamptz not null default '2024-01-01T00:00:00Z'`;
    await handle.pool.query(`create table audit_probe_statement (${columns})`);
    await handle.pool.query(`create table audit_probe_row (${columns})`);
    await handle.pool.query(`select audit_enable('audit_probe_statement', array['secret', 'tags'])`);
    await handle.pool.query(
      `create trigger audit_row after insert or update or delete on audit_probe_row
       for each row execute function audit_row('id', 'secret,tags')`,
    );
    const writes: { sql: string; actor?: string; note?: string }[] = [
      {
        sql: `insert into $t (id, username, label, amount_cents, flags, secret) values
                ('a', 'u1', 'first', 100, '{"x": 1}', 's1'), ('b', 'u2', null, 0, null, null), ('c', null, 'third', -5, '[]', 's3')`,
        actor: 'staff-user-4',
      },
      // One row changes, one does not; then one only gets a new updated_at.
      {
        sql: `update $t set label = 'first' where id in ('a', 'b')`,
        actor: 'staff-user-4',
        note: 'fix',
      },
      { sql: `update $t set updated_at = '2024-01-02T00:00:00Z' where id = 'c'` },
      { sql: `update $t set flags = '{"x": 2, "y": [1]}', secret = 'rotated', username = 'u9'`, actor: 'u9' },
      { sql: `update $t set label = label where true` },
      // Two updates of the table in one statement.
      {
        sql: `with first as (update $t set amount_cents = 7 where id = 'b' returning id)
              update $t set amount_cents = 8 where id = 'c'`,
      },
      { sql: `update $t set id = 'a2', label = 'renamed' where id = 'a'`, actor: 'staff-user-4' },
      { sql: `insert into $t (id, label) values ('b', 'again') on conflict (id) do update set label = excluded.label` },
      { sql: `delete from $t where id in ('a2', 'c')`, actor: 'staff-user-5', note: 'cleanup' },
      { sql: `delete from $t where id = 'missing'` },
      // Updates of 50 rows or more are diffed by the query written for the table's columns.
      {
        sql: `insert into $t (id, username, label, amount_cents, ratio, price, active, seen_at, tags, secret)
              select 'g' || i, 'u' || (i % 7), 'row ' || i, i * 100, 0, 1.5, i % 2 = 0,
                     '2024-03-01T00:00:00Z'::timestamptz + i * interval '1 hour', array['t' || i],
                     case when i % 4 = 0 then null else 's' || i end
                from generate_series(1, 60) i`,
        actor: 'staff-user-4',
      },
      // Some rows change, some do not; -0 is 0 and 1.50 is 1.5 in JSON, so those are no change.
      {
        sql: `update $t set label = case when substr(id, 2)::int % 3 = 0 then label else 'changed' end,
                            ratio = -0.0, price = 1.50, updated_at = '2024-01-03T00:00:00Z'
               where id like 'g%'`,
        actor: 'staff-user-6',
        note: 'bulk',
      },
      {
        sql: `update $t set secret = case when substr(id, 2)::int % 5 = 0 then null else 'rotated' end,
                            ratio = ratio + substr(id, 2)::int / 3.0, price = price * 2, active = not active,
                            seen_at = seen_at + interval '1 day', tags = tags || array['x'],
                            flags = jsonb_build_object('n', substr(id, 2)::int), username = null
               where id like 'g%'`,
      },
      { sql: `update $t set updated_at = '2024-01-04T00:00:00Z' where id like 'g%'` },
      // A key change inside a large update.
      { sql: `update $t set id = case when id = 'g1' then 'g1x' else id end, amount_cents = 1 where id like 'g%'` },
    ];
    const seen = new Set<string>();
    const newEvents = async (table: string) => {
      const { rows } = await handle.pool.query(
        `select event_id, key, event_name, diff, note, username, updated_by from audit_events
          where key like $1 order by key, timestamp`,
        [`${table}#%`],
      );
      return rows
        .filter((r) => !seen.has(r.event_id))
        .map((r) => {
          seen.add(r.event_id);
          const { event_id: _, ...rest } = r;
          return { ...rest, key: String(r.key).slice(table.length) };
        });
    };
    let total = 0;
    for (const write of writes) {
      const trails = [];
      for (const table of ['audit_probe_statement', 'audit_probe_row']) {
        const text = write.sql.replaceAll('$t', table);
        if (write.actor) {
          await withActor(handle.db, write.actor, (tx) => tx.execute(sql.raw(text)), { note: write.note });
        } else {
          await handle.pool.query(text);
        }
        trails.push(await newEvents(table));
      }
      expect(trails[0], write.sql).toEqual(trails[1]);
      total += trails[0]!.length;
    }
    // Small statements: 3 inserted, 1 modified (the unchanged row none), 0, 3, 0, 2, 1 re-keyed,
    // 1 upserted, 2 removed. Large: 60 inserted, 40 changed (20 labels were already so), 60, 0, 60.
    expect(total).toBe(13 + 60 + 40 + 60 + 0 + 60);
  });
});
