import { isValidVin } from '@rc/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { DEMO_PARTICIPANTS, DEMO_PASSWORD } from '../../../db/seed/seed.js';
import { monthOf, previousMonth } from '../../../modules/statements/period.js';
import { SIMULATION_ACTOR } from '../simulation.service.js';

let server: TestServer;
let handle: DatabaseHandle;

beforeAll(async () => {
  // The one server in the suite that posts the demo trips (the harness turns them off by default).
  server = await startTestServer({ SEED_DEMO_TRIPS: 'true' });
  handle = connect(server.databaseUrl);
});

afterAll(async () => {
  await handle?.close();
  await server?.close();
});

const TRIPS = `query Trips($username: ID!, $nextToken: String) {
  getTripsByUsernameByCreatedAt(username: $username, limit: 200, nextToken: $nextToken) {
    items { id processStatus tsStart distMro mileageFeeCents fuelFeeCents cordonFeeCents todFeeCents tollFeeCents }
    nextToken
  }
}`;

interface TripView {
  tsStart: string;
  distMro: number;
  mileageFeeCents: number;
  fuelFeeCents: number;
  cordonFeeCents: number;
  todFeeCents: number;
  tollFeeCents: number;
}

async function usernameOf(email: string): Promise<string> {
  const rows = await handle.db.execute<{ id: string }>(sql`select id from users where email = ${email}`);
  const id = rows.rows[0]?.id;
  if (!id) throw new Error(`no user ${email}`);
  return id;
}

async function tripsOf(email: string): Promise<TripView[]> {
  const client = new Client(server.url);
  const user = await client.signIn(email, DEMO_PASSWORD);
  const all: TripView[] = [];
  let nextToken: string | null = null;
  do {
    const res = await client.graphql(TRIPS, { username: user.id, nextToken });
    expect(res.errors).toBeUndefined();
    all.push(...res.data.getTripsByUsernameByCreatedAt.items);
    nextToken = res.data.getTripsByUsernameByCreatedAt.nextToken;
  } while (nextToken);
  return all;
}

describe('demo data', () => {
  it('gives every demo account a vehicle with its EPA match, the GPS accounts a device and the EV its telematics connection', async () => {
    expect(server.seeded).toBe(true);
    for (const p of DEMO_PARTICIPANTS) {
      const username = await usernameOf(p.email);
      const [vehicle] = await server.services.vehicles.listByUsernames([username]);
      expect(vehicle, p.email).toBeDefined();
      expect(isValidVin(vehicle?.vin ?? ''), p.email).toBe(true);
      expect(vehicle?.epaVehicleId, p.email).toBeTruthy();
      expect(vehicle?.epaVehicleCombinedKpl, p.email).toBeGreaterThan(5);
      const devices = await server.services.devices.listMileageReportingOptions(SIMULATION_ACTOR, username, null, {});
      const gps = p.mroDevicePreference === 'automatedWithLocation';
      expect(devices.items.length, p.email).toBe(gps ? 1 : 0);
      if (gps) {
        expect(devices.items[0]?.gpsEnabled).toBe(true);
        expect(vehicle?.mroType).toBe('automatedWithLocation');
        expect(vehicle?.mroId).toBe(devices.items[0]?.id);
      }
      if (p.mroDevicePreference === 'telematics') {
        expect(vehicle?.type).toBe('electric');
        expect(vehicle?.participantConnectionId).toBeTruthy();
      }
      if (p.mroDevicePreference === 'manual') {
        expect(vehicle?.mroType).toBe('manual');
        // A report staff approved last month (its distance is charged on the newest statement, whatever
        // the day of this month) and a recent one to review.
        const reports = await server.services.mileageReports.listMileageReports(SIMULATION_ACTOR, { username });
        expect(reports.items.map((r) => r.auditStatus).sort()).toEqual(['approved', 'pending']);
        const approved = reports.items.find((r) => r.auditStatus === 'approved');
        expect(approved && monthOf(approved.tsReportDate)).toBe(previousMonth());
      }
    }
    const manual = await tripsOf('manual@example.com');
    expect(manual.length).toBe(1);
    expect(manual[0]?.distMro).toBeCloseTo(1184, 0);
    expect(manual[0]?.mileageFeeCents).toBeGreaterThan(0);
  });

  it('posts about 45 days of trips for the GPS demo accounts in the background; each account sees them with its pilot’s fees', async () => {
    expect(server.demoTrips).not.toBeNull();
    await server.demoTrips;
    // The server's trip job works through the deliveries.
    const deadline = Date.now() + 240_000;
    let counts: Record<string, number> = {};
    do {
      const rows = await handle.db.execute<{ status: string; n: number }>(
        sql`select status, count(*)::int as n from webhook_events where source = 'simulator' group by status`,
      );
      counts = Object.fromEntries(rows.rows.map((r) => [r.status, r.n]));
      if (!counts.pending) break;
      await new Promise((r) => setTimeout(r, 1000));
    } while (Date.now() < deadline);
    expect(counts.pending ?? 0).toBe(0);
    expect(counts.processed).toBeGreaterThan(200);

    const oldest = Date.now() - 46 * 86_400_000;
    const totals = async (email: string) => {
      const trips = await tripsOf(email);
      expect(trips.length, email).toBeGreaterThan(30);
      for (const t of trips) expect(Date.parse(t.tsStart)).toBeGreaterThan(oldest);
      const sum = (k: keyof TripView) => trips.reduce((s, t) => s + Number(t[k]), 0);
      expect(sum('mileageFeeCents'), email).toBeGreaterThan(0);
      expect(sum('fuelFeeCents'), email).toBeGreaterThan(0);
      return { cordon: sum('cordonFeeCents'), tod: sum('todFeeCents'), toll: sum('tollFeeCents') };
    };
    expect(await totals('driver@example.com')).toEqual({ cordon: 0, tod: 0, toll: 0 });
    const tod = await totals('tod@example.com');
    expect(tod.tod).toBeGreaterThan(0);
    expect(tod.cordon + tod.toll).toBe(0);
    const cordon = await totals('cordon@example.com');
    expect(cordon.cordon).toBeGreaterThanOrEqual(500 * 20);
    expect(cordon.tod + cordon.toll).toBe(0);
    const toll = await totals('toll@example.com');
    expect(toll.toll).toBeGreaterThanOrEqual(700 * 20);
    expect(toll.tod + toll.cordon).toBe(0);
  }, 240_000);
});
