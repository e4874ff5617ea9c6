import { messages } from '@rc/domain';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { participantConnections, tripSegments, trips, vehicles } from '../../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';
import type { JobDefinition, JobQueue } from '../../../jobs/jobs.js';
import { connectionJobDefinitions, TELEMATICS_READ_JOB, TELEMATICS_RETRY_JOB } from '../connections.jobs.js';

let server: TestServer;
let handle: DatabaseHandle;
let ev: Client;
let username = '';
let vehicleId = '';
let connectionId = '';
let external = '';
const DAY = 86_400_000;
const t0 = new Date();
const at = (days: number) => new Date(t0.getTime() + days * DAY);

const CONNECT = `mutation($input: ConnectTelematicsInput!) { connectTelematics(input: $input) { id externalVehicleId } }`;

async function addCar(): Promise<string> {
  const [car] = await handle.db
    .insert(vehicles)
    .values({
      username,
      make: 'Ford',
      model: 'Escape',
      year: 2021,
      type: 'gas',
      mroType: 'telematics',
      epaVehicleCombinedKpl: 10,
    })
    .returning();
  return car?.id ?? '';
}

async function connectCar(id: string) {
  const res = await ev.graphql(CONNECT, {
    input: { username, vehicleId: id, code: server.providers.telematics.issueCode() },
  });
  expect(res.errors).toBeUndefined();
  return res.data.connectTelematics as { id: string; externalVehicleId: string };
}

const tripsOf = (id: string) => handle.db.select().from(trips).where(eq(trips.vehicleId, id));
const connectionRow = async (id: string) =>
  (await handle.db.select().from(participantConnections).where(eq(participantConnections.id, id)))[0];

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  ev = new Client(server.url);
  username = (await ev.signIn('ev@example.com', DEMO_PASSWORD)).id;
  vehicleId = await addCar();
  const connection = await connectCar(vehicleId);
  connectionId = connection.id;
  external = connection.externalVehicleId;
});

afterAll(async () => {
  await handle?.close();
  await server?.close();
});

describe('daily telematics odometer reading', () => {
  it('is scheduled daily in California time', async () => {
    const rows = await handle.db.execute(
      sql`select cron, timezone from pgboss.schedule where name = ${TELEMATICS_READ_JOB}`,
    );
    expect(rows.rows).toEqual([{ cron: '30 2 * * *', timezone: 'America/Los_Angeles' }]);
  });

  it('takes the first reading as the starting point and charges nothing', async () => {
    const outcomes = await server.services.telematicsReadings.readAll(t0);
    const expected = server.providers.telematics.odometerAt(external, t0);
    expect(outcomes).toContainEqual({ connectionId, status: 'baseline', odometer: expected });
    expect(await tripsOf(vehicleId)).toHaveLength(0);
    const [car] = await handle.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    expect(car?.currentOdometerReading).toBe(expected);
    expect(car?.reports.at(-1)).toMatchObject({ odometer: expected, source: `sandbox:${external}` });
  });

  it('a day later refreshes the expired token and charges the distance driven as one CA segment', async () => {
    const before = await connectionRow(connectionId);
    const outcomes = await server.services.telematicsReadings.readAll(at(1));
    const start = server.providers.telematics.odometerAt(external, t0);
    const end = server.providers.telematics.odometerAt(external, at(1));
    const km = Math.round((end - start) * 1000) / 1000;
    // The simulated car drives its fixed 20–60 km a day.
    expect(km).toBeCloseTo(server.providers.telematics.kmPerDay(external), 0);
    expect(outcomes).toContainEqual(expect.objectContaining({ connectionId, status: 'charged', km, odometer: end }));

    const [trip, ...others] = await tripsOf(vehicleId);
    expect(others).toHaveLength(0);
    // Mileage fee: km × 1.118468 ¢/km; fuel-tax credit: km ÷ 10 km/L × 15.744654 ¢/L, each rounded half-up.
    const mileageFeeCents = Math.round(km * 1.118468);
    const fuelFeeCents = Math.round((km / 10) * 15.744654);
    expect(trip).toMatchObject({
      username,
      processStatus: 'processed',
      distMro: km,
      odoMroStart: start,
      odoMroEnd: end,
      mileageFeeCents,
      fuelFeeCents,
      tsStart: t0,
      tsEnd: at(1),
    });
    expect(trip?.recordId).toMatch(new RegExp(`^telematics:${connectionId}:`));
    const segments = await handle.db
      .select()
      .from(tripSegments)
      .where(eq(tripSegments.tripId, trip?.id ?? ''));
    expect(segments).toEqual([
      expect.objectContaining({ type: 'public', stateCode: 'CA', mileage: km, mileageFeeCents, fuelFeeCents }),
    ]);

    const after = await connectionRow(connectionId);
    expect(after?.accessToken).not.toBe(before?.accessToken);
    expect(after?.accessTokenExpiresAt?.getTime()).toBe(at(1).getTime() + 2 * 3_600_000);
    expect(after?.forceRestoreConnection).toBe(false);
    const [car] = await handle.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    expect(car?.currentOdometerReading).toBe(end);
  });

  it('a second run at the same moment charges nothing more', async () => {
    const outcomes = await server.services.telematicsReadings.readAll(at(1));
    expect(outcomes).toContainEqual(expect.objectContaining({ connectionId, status: 'unchanged' }));
    expect(await tripsOf(vehicleId)).toHaveLength(1);
  });

  it('withdrawn access sets forceRestoreConnection and charges nothing; the connection is then left alone', async () => {
    server.providers.telematics.revoke(external);
    const outcomes = await server.services.telematicsReadings.readAll(at(2));
    expect(outcomes).toContainEqual({ connectionId, status: 'restoreNeeded', reason: 'revoked' });
    expect((await connectionRow(connectionId))?.forceRestoreConnection).toBe(true);
    expect(await tripsOf(vehicleId)).toHaveLength(1);
    const later = await server.services.telematicsReadings.readAll(at(3));
    expect(later.map((o) => o.connectionId)).not.toContain(connectionId);
    expect(await tripsOf(vehicleId)).toHaveLength(1);
  });

  it('an expired token whose refresh is refused also needs the participant to reconnect', async () => {
    const otherCar = await addCar();
    const other = await connectCar(otherCar);
    await server.services.telematicsReadings.readAll(at(3));
    // The access token has expired and the refresh token is no longer accepted.
    await handle.db
      .update(participantConnections)
      .set({ refreshToken: 'sbx_trt_expired.invalid', accessTokenExpiresAt: at(3) })
      .where(eq(participantConnections.id, other.id));
    const outcomes = await server.services.telematicsReadings.readAll(at(4));
    expect(outcomes).toContainEqual({ connectionId: other.id, status: 'restoreNeeded', reason: 'invalid_token' });
    expect((await connectionRow(other.id))?.forceRestoreConnection).toBe(true);
    expect(await tripsOf(otherCar)).toHaveLength(0);
  });

  it('charges only vehicles that report by telematics', async () => {
    const car = await addCar();
    const connection = await connectCar(car);
    await handle.db.update(vehicles).set({ mroType: 'manual' }).where(eq(vehicles.id, car));
    const outcomes = await server.services.telematicsReadings.readAll(at(5));
    expect(outcomes).toContainEqual({ connectionId: connection.id, status: 'skipped', reason: 'not telematics' });
    expect(await tripsOf(car)).toHaveLength(0);
  });

  it('with the vehicle maker down: nothing changes, the reading is retried later and then charges it all', async () => {
    const car = await addCar();
    const { id } = await connectCar(car);
    await server.services.telematicsReadings.readAll(at(6)); // baseline
    const before = await connectionRow(id);
    const sent: { name: string; data: object; options?: object }[] = [];
    const jobs: JobQueue = {
      send: async (name, data, options) => {
        sent.push({ name, data, options });
        return 'job';
      },
      sendInTransaction: async () => null,
    };
    const [daily, retry] = connectionJobDefinitions(server.services.telematicsReadings, jobs) as JobDefinition[];
    const context = { logger: pino({ level: 'silent' }), jobId: 'j', retryCount: 0, retryLimit: 6 };
    server.providers.telematics.setDown(true);
    try {
      const outcomes = await server.services.telematicsReadings.readAll(at(7));
      expect(outcomes).toContainEqual({
        connectionId: id,
        status: 'unavailable',
        reason: expect.stringMatching(/503/),
      });
      expect(await connectionRow(id)).toEqual(before); // not broken, tokens kept
      await daily?.handle({}, context);
      expect(sent).toContainEqual({
        name: TELEMATICS_RETRY_JOB,
        data: { connectionId: id },
        options: expect.objectContaining({ singletonKey: id }),
      });
      // The retry fails while the maker is down, so pg-boss tries again with back-off.
      await expect(retry?.handle({ connectionId: id }, context)).rejects.toThrow(/not answering/);
    } finally {
      server.providers.telematics.setDown(false);
    }
    await retry?.handle({ connectionId: id }, context);
    const outcome = await server.services.telematicsReadings.readConnectionById(id, at(8));
    const km =
      server.providers.telematics.odometerAt(before?.externalVehicleId ?? '', at(8)) -
      server.providers.telematics.odometerAt(before?.externalVehicleId ?? '', at(6));
    expect(outcome).toMatchObject({ status: 'charged', km: expect.closeTo(km, 2) });
    expect((await connectionRow(id))?.forceRestoreConnection).toBe(false);
  });

  it('connecting while the vehicle maker is down says so, and the code still works afterwards', async () => {
    const car = await addCar();
    const code = server.providers.telematics.issueCode();
    server.providers.telematics.setDown(true);
    try {
      const res = await ev.graphql(CONNECT, { input: { username, vehicleId: car, code } });
      expect(res.errors?.[0]).toMatchObject({
        message: messages.telematicsUnavailable,
        extensions: { code: 'SERVICE_UNAVAILABLE', messageKey: 'telematicsUnavailable' },
      });
    } finally {
      server.providers.telematics.setDown(false);
    }
    const res = await ev.graphql(CONNECT, { input: { username, vehicleId: car, code } });
    expect(res.errors).toBeUndefined();
  });
});
