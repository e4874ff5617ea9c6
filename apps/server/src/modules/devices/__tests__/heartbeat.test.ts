import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withActor } from '../../../db/actor.js';
import { mileageReportingOptions, mroEvents, notifications, participants, vehicles } from '../../../db/schema/index.js';
import { startTripsWorld, stopTripsWorld, type TripsWorld } from '../../trips/__tests__/helpers.js';
import { HEARTBEAT_WATCH_JOB } from '../devices.jobs.js';

let w: TripsWorld;
const HOUR = 3_600_000;
/** The moment the device last reported; the watcher is driven with injected times after it. */
const base = new Date('2025-03-03T08:00:00Z');
const after = (hours: number) => new Date(base.getTime() + hours * HOUR);
const ids: Record<string, string> = {};

async function addDevice(serial: string, values: Partial<typeof mileageReportingOptions.$inferInsert>) {
  const [device] = await w.handle.db
    .insert(mileageReportingOptions)
    .values({ username: w.driverId, deviceSerialNumber: serial, ...values })
    .returning();
  return device?.id ?? '';
}

const events = (serial: string) =>
  w.handle.db
    .select()
    .from(mroEvents)
    .where(and(eq(mroEvents.mroDeviceSerialNumber, serial), eq(mroEvents.code, 1001)));
const notices = (template: string) =>
  w.handle.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.username, w.driverId), eq(notifications.templateName, template)));
const inactive = async () =>
  (await w.handle.db.select().from(participants).where(eq(participants.username, w.driverId)))[0]?.isInactive;

beforeAll(async () => {
  w = await startTripsWorld();
  const [car] = await w.handle.db
    .insert(vehicles)
    .values({
      username: w.driverId,
      make: 'Toyota',
      model: 'Camry',
      year: 2020,
      type: 'gas',
      mroType: 'automatedWithLocation',
    })
    .returning();
  ids.car = car?.id ?? '';
  ids.device = await addDevice('HB-0001', {
    vehicleId: ids.car,
    activationDate: after(-240),
    firstReportedDate: after(-200),
    lastReportedDate: base,
  });
  // Not installed: no vehicle, or never activated nor reporting. The watcher leaves them alone.
  await addDevice('HB-LOOSE', { activationDate: after(-240) });
  const [other] = await w.handle.db
    .insert(vehicles)
    .values({ username: w.driverId, make: 'Kia', model: 'Soul', year: 2020, type: 'gas' })
    .returning();
  await addDevice('HB-BOXED', { vehicleId: other?.id });
});

afterAll(() => stopTripsWorld(w));

describe('heartbeat watcher', () => {
  it('is scheduled hourly', async () => {
    const rows = await w.handle.db.execute(sql`select cron from pgboss.schedule where name = ${HEARTBEAT_WATCH_JOB}`);
    expect(rows.rows).toEqual([{ cron: '7 * * * *' }]);
  });

  it('does nothing before 72 silent hours', async () => {
    expect(await w.server.services.heartbeat.run(after(71))).toEqual({ missing: [], inactive: [] });
    expect(await events('HB-0001')).toHaveLength(0);
  });

  it('at 72 hours raises event 1001 and the mroMissingHeartbeat notice, once per silence', async () => {
    expect(await w.server.services.heartbeat.run(after(73))).toEqual({ missing: ['HB-0001'], inactive: [] });
    const [event, ...more] = await events('HB-0001');
    expect(more).toHaveLength(0);
    expect(event).toMatchObject({
      username: w.driverId,
      vehicleId: ids.car,
      description: 'OBDII device has not reported data for a 72-hour period',
      dateTime: after(73),
    });
    const [notice, ...moreNotices] = await notices('mroMissingHeartbeat');
    expect(moreNotices).toHaveLength(0);
    expect(notice?.data).toMatchObject({ deviceSerial: 'HB-0001', vehicle: '2020 Toyota Camry' });
    expect(await inactive()).toBe(false);
    // Later runs in the same silence add nothing.
    expect(await w.server.services.heartbeat.run(after(74))).toEqual({ missing: [], inactive: [] });
    expect(await w.server.services.heartbeat.run(after(100))).toEqual({ missing: [], inactive: [] });
    expect(await events('HB-0001')).toHaveLength(1);
    expect(await notices('mroMissingHeartbeat')).toHaveLength(1);
  });

  it('after 5 days sends the second notice and marks the participant inactive, once', async () => {
    expect(await w.server.services.heartbeat.run(after(119))).toEqual({ missing: [], inactive: [] });
    expect(await w.server.services.heartbeat.run(after(121))).toEqual({ missing: [], inactive: ['HB-0001'] });
    expect(await inactive()).toBe(true);
    expect(await notices('mroMissingHeartbeat5Days')).toHaveLength(1);
    expect(await w.server.services.heartbeat.run(after(150))).toEqual({ missing: [], inactive: [] });
    expect(await notices('mroMissingHeartbeat5Days')).toHaveLength(1);
  });

  it('a report clears the flag and ends the silence; a new silence is watched again', async () => {
    const reported = after(160);
    await withActor(w.handle.db, 'System', async (tx) => {
      await w.server.services.devices.recordReport(tx, ids.device ?? '', reported);
      await w.server.services.participants.setInactive(tx, w.driverId, false);
    });
    expect(await inactive()).toBe(false);
    expect(await w.server.services.heartbeat.run(after(200))).toEqual({ missing: [], inactive: [] });
    // Silent again for 72 hours after that report, then 5 days.
    expect(await w.server.services.heartbeat.run(after(160 + 73))).toEqual({ missing: ['HB-0001'], inactive: [] });
    expect(await w.server.services.heartbeat.run(after(160 + 121))).toEqual({ missing: [], inactive: ['HB-0001'] });
    expect(await events('HB-0001')).toHaveLength(2);
    expect(await notices('mroMissingHeartbeat')).toHaveLength(2);
    expect(await inactive()).toBe(true);
  });

  it('a device found silent for more than 5 days gets both stages in one run', async () => {
    await addDevice('HB-0002', { vehicleId: ids.car, activationDate: after(-100) });
    const run = await w.server.services.heartbeat.run(after(100));
    expect(run).toEqual({ missing: ['HB-0002'], inactive: ['HB-0002'] });
  });
});
