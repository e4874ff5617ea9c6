import { AUDIT_SYSTEM_ACTOR } from '@rc/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness.js';
import { withActor } from '../actor.js';
import { connect, type DatabaseHandle } from '../client.js';
import { type AuditDiffEntry, auditEvents, participantConnections, participants, vehicles } from '../schema/index.js';
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

  it('does not audit the identity store, GPS points or webhook deliveries', async () => {
    await createParticipant(handle.db);
    const { rows } = await handle.pool.query<{ n: number }>(
      "select count(*)::int as n from audit_events where key like 'users#%' or key like 'trip_bins#%' or key like 'webhook_events#%'",
    );
    expect(rows[0]?.n).toBe(0);
  });
});
