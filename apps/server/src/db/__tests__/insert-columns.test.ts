import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness.js';
import { withActor } from '../actor.js';
import { connect, type DatabaseHandle } from '../client.js';
import { insertColumns } from '../insert-columns.js';
import { mroEvents, trips } from '../schema/index.js';
import { createParticipant } from './fixtures.js';

let handle: DatabaseHandle;
let username: string;
beforeAll(async () => {
  handle = connect(await createTestDatabase());
  username = await createParticipant(handle.db);
});
afterAll(async () => {
  await handle?.close();
});

type NewMroEvent = typeof mroEvents.$inferInsert;

/** Rows as the trip job writes them, with the values that are hard to carry in an array literal. */
function events(serial: string): NewMroEvent[] {
  return [
    {
      mroDeviceSerialNumber: serial,
      username,
      code: 1004,
      description: 'Trip "processed" with a \\ backslash, {braces}, a comma, and NULL',
      dateTime: new Date('2026-03-01T08:00:00.123Z'),
      mileage: 0.1 + 0.2,
      odometerReading: 1e-7,
      odometerReadingStart: null,
      processLogs: [{ text: 'quote " and backslash \\ and é 🚗', at: '2026-03-01T08:00:00Z' }, null, 3.5],
      isProcessed: true,
      updatedBy: 'System',
    },
    {
      mroDeviceSerialNumber: serial,
      username: null,
      code: 1005,
      description: '',
      dateTime: new Date('2026-03-01T09:30:00Z'),
      mileage: -0,
      odometerReading: 123456.789,
      odometerReadingStart: 5,
      processLogs: [],
      isProcessed: false,
      updatedBy: 'System',
    },
  ];
}

/** The stored rows of a serial number, without what differs between two inserts of the same rows. */
async function stored(serial: string) {
  const rows = await handle.db
    .select()
    .from(mroEvents)
    .where(eq(mroEvents.mroDeviceSerialNumber, serial))
    .orderBy(asc(mroEvents.code));
  return rows.map(({ id, createdAt, updatedAt, mroDeviceSerialNumber, ...rest }) => {
    expect(id).toMatch(/\S/);
    expect(createdAt).toBeInstanceOf(Date);
    expect(updatedAt).toBeInstanceOf(Date);
    return rest;
  });
}

describe('insertColumns (one array per column)', () => {
  it('stores exactly what the ORM insert stores: text, JSON, times, floats, nulls and defaults', async () => {
    const viaOrm = `ORM-${randomUUID()}`;
    const viaColumns = `COL-${randomUUID()}`;
    await withActor(handle.db, 'System', (tx) => tx.insert(mroEvents).values(events(viaOrm)));
    await withActor(handle.db, 'System', (tx) => insertColumns(tx, mroEvents, events(viaColumns)));

    const expected = await stored(viaOrm);
    expect(expected).toHaveLength(2);
    // The database default of a column no row gives (flagged) and the rows' own values.
    expect(expected[0]?.flagged).toBe(false);
    expect(expected[0]?.mileage).toBe(0.1 + 0.2);
    expect(expected[0]?.processLogs).toEqual(events('x')[0]?.processLogs);
    expect(await stored(viaColumns)).toEqual(expected);
  });

  it('writes one statement with a parameter per column, whatever the number of rows', async () => {
    const serial = `MANY-${randomUUID()}`;
    const rows = Array.from({ length: 500 }, (_, i) => ({ ...events(serial)[i % 2], code: 2000 + i }) as NewMroEvent);
    const statements: { text: string; values: unknown[] }[] = [];
    const client = await handle.pool.connect();
    const query = client.query.bind(client);
    (client as any).query = (config: any, ...rest: unknown[]) => {
      // The ORM passes the values beside the query's text.
      if (typeof config === 'object' && config?.text)
        statements.push({ text: config.text, values: config.values ?? (rest[0] as unknown[]) });
      return (query as any)(config, ...rest);
    };
    try {
      const { drizzle } = await import('drizzle-orm/node-postgres');
      await insertColumns(drizzle(client), mroEvents, rows);
    } finally {
      (client as any).query = query;
      client.release();
    }
    expect(statements).toHaveLength(1);
    expect(statements[0]?.text).toMatch(/^insert into "mro_events" \(.*\) select \* from unnest\(/);
    expect(statements[0]?.values.length).toBeLessThan(20);
    const count = await handle.db.$count(mroEvents, eq(mroEvents.mroDeviceSerialNumber, serial));
    expect(count).toBe(500);
  });

  it('fills a column some rows leave out with its default function, or falls back to the ORM for a database default', async () => {
    const serial = `MIX-${randomUUID()}`;
    const id = `chosen-${randomUUID()}`;
    const [first, second] = events(serial) as [NewMroEvent, NewMroEvent];
    // id: given by one row, generated for the other. flagged: given by one, the database default for
    // the other (the ORM's insert writes that).
    await withActor(handle.db, 'System', (tx) =>
      insertColumns(tx, mroEvents, [
        { ...first, id, flagged: true },
        { ...second, code: 1006 },
      ]),
    );
    const rows = await handle.db
      .select({ id: mroEvents.id, code: mroEvents.code, flagged: mroEvents.flagged })
      .from(mroEvents)
      .where(eq(mroEvents.mroDeviceSerialNumber, serial))
      .orderBy(asc(mroEvents.code));
    expect(rows).toEqual([
      { id, code: 1004, flagged: true },
      { id: expect.not.stringMatching(id), code: 1006, flagged: false },
    ]);
  });

  it('takes a value written as SQL through the ORM insert', async () => {
    const serial = `SQL-${randomUUID()}`;
    const [first] = events(serial) as [NewMroEvent];
    await withActor(handle.db, 'System', (tx) =>
      insertColumns(tx, mroEvents, [{ ...first, description: sql`'from ' || 'the database'` }]),
    );
    const [row] = await handle.db
      .select({ description: mroEvents.description })
      .from(mroEvents)
      .where(eq(mroEvents.mroDeviceSerialNumber, serial));
    expect(row?.description).toBe('from the database');
  });

  it('stores trips with bigint fees, millisecond times and JSON logs as the ORM does', async () => {
    const trip = (recordId: string): typeof trips.$inferInsert => ({
      recordId,
      username,
      tsStart: new Date('2026-03-01T08:00:00.001Z'),
      tsEnd: new Date('2026-03-01T08:30:00.999Z'),
      polyline: 'a~l~Fjk~uOwHJy@P\\"',
      distMro: 12.345678901234,
      mileageFeeCents: 9_007_199_254_740_991,
      fuelFeeCents: -12,
      processStatus: 'processed',
      odometerBin: [{ odo: 10_000, timestamp: '2026-03-01T08:00:00Z' }],
      logs: [{ text: 'Processed: 12.35 km' }],
      updatedBy: 'System',
    });
    const a = randomUUID();
    const b = randomUUID();
    await withActor(handle.db, 'System', (tx) => tx.insert(trips).values(trip(a)));
    await withActor(handle.db, 'System', (tx) => insertColumns(tx, trips, [trip(b)]));
    const rows = await handle.db
      .select()
      .from(trips)
      .where(inArray(trips.recordId, [a, b]));
    const [orm, columns] = [a, b].map((id) => {
      const row = rows.find((r) => r.recordId === id);
      if (!row) throw new Error(`trip of ${id} not stored`);
      const { id: _id, recordId: _r, createdAt: _c, updatedAt: _u, ...rest } = row;
      return rest;
    });
    expect(orm?.mileageFeeCents).toBe(9_007_199_254_740_991);
    expect(columns).toEqual(orm);
  });
});
