import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';
import { createSimulation } from '../demo.js';
import { localDate, localTime } from '../scenarios.js';
import type { SimulationService } from '../simulation.service.js';

let server: TestServer;
let handle: DatabaseHandle;
let simulation: SimulationService;

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  simulation = createSimulation(handle.db, server.services);
});

afterAll(async () => {
  await handle?.close();
  await server?.close();
});

const TRIPS = `query Trips($username: ID!) {
  getTripsByUsernameByCreatedAt(username: $username, limit: 200) {
    items { id processStatus tsStart distMro mileageFeeCents fuelFeeCents cordonFeeCents todFeeCents tollFeeCents }
  }
}`;

interface TripView {
  id: string;
  processStatus: string;
  tsStart: string;
  distMro: number;
  mileageFeeCents: number;
  fuelFeeCents: number;
  cordonFeeCents: number;
  todFeeCents: number;
  tollFeeCents: number;
}

/** Toll commutes into work and the toll they pay: the Golden Gate $9.00, the state-owned bridges $7.00. */
const TOLL_COMMUTES: Record<string, number> = {
  'oakland-lake:soma:to': 700,
  'hayward:san-mateo:to': 700,
  'fremont:menlo-park:to': 700,
  'richmond:san-rafael:to': 700,
  'mill-valley:fidi:to': 900,
};

// Tuesday 11 and Wednesday 12 March 2025: two working days, so both commuters drive to work.
const END = localTime('2025-03-12', 22 * 60);
const OPTIONS = { participants: 2, days: 2, seed: 'integration', endMs: END, faults: [] } as const;

describe('npm run simulate against a running server', () => {
  it('creates participants with devices, posts their trips through the signed webhook, and the participants see them with fees', async () => {
    const result = await simulation.run({ ...OPTIONS, baseUrl: server.url });
    expect(result.drivers.map((d) => d.pilot)).toEqual(['MBUF+C', 'MBUF+TF']);
    expect(result.trips.length).toBeGreaterThanOrEqual(4);
    expect(result.summary).toMatchObject({ posted: result.trips.length, accepted: result.trips.length, rejected: 0 });

    const progress = await simulation.waitForProcessing(result.deliveryIds, { timeoutMs: 90_000 });
    expect(progress).toEqual({ pending: 0, processed: result.trips.length, failed: 0 });

    for (const driver of result.drivers) {
      const client = new Client(server.url);
      const user = await client.signIn(driver.label ?? '', DEMO_PASSWORD);
      expect(user.id).toBe(driver.key);
      const res = await client.graphql(TRIPS, { username: driver.key });
      expect(res.errors).toBeUndefined();
      const trips = res.data.getTripsByUsernameByCreatedAt.items as TripView[];
      const planned = result.trips.filter((t) => t.driverKey === driver.key);
      expect(trips.length).toBe(planned.length);
      for (const t of trips) {
        expect(t.processStatus).toBe('processed');
        expect(t.distMro).toBeGreaterThan(1);
        expect(t.mileageFeeCents).toBeGreaterThan(0);
        expect(t.fuelFeeCents).toBeGreaterThan(0);
      }
      const sum = (key: keyof TripView) => trips.reduce((s, t) => s + Number(t[key]), 0);
      if (driver.pilot === 'MBUF+C') {
        // The $5.00 entry fee once on each day the commute entered the cordon, plus cents per mile inside.
        const days = new Set(planned.filter((t) => t.kind === 'commute').map((t) => localDate(t.startMs)));
        expect(days.size).toBeGreaterThan(0);
        for (const day of days) {
          const fee = trips
            .filter((t) => localDate(Date.parse(t.tsStart)) === day)
            .reduce((s, t) => s + t.cordonFeeCents, 0);
          expect(fee, day).toBeGreaterThanOrEqual(500);
          expect(fee, day).toBeLessThan(600);
        }
        expect(sum('tollFeeCents')).toBe(0);
      } else {
        // The toll of the bridge each morning commute crosses in its paying direction (none on the way home).
        const crossings = planned.filter((t) => t.route.id in TOLL_COMMUTES);
        expect(crossings.length).toBeGreaterThan(0);
        expect(sum('tollFeeCents')).toBe(crossings.reduce((s, t) => s + (TOLL_COMMUTES[t.route.id] ?? 0), 0));
        expect(sum('cordonFeeCents')).toBe(0);
      }
      expect(sum('todFeeCents')).toBe(0);
    }
  });

  it('posts the same trips again as duplicates for the same seed, and creates no second set of participants', async () => {
    const again = await simulation.run({ ...OPTIONS, baseUrl: server.url });
    expect(again.summary.duplicate).toBe(again.trips.length);
    expect(again.summary.accepted).toBe(0);
    expect(again.drivers.map((d) => d.label)).toEqual(['sim-driver-0001@example.com', 'sim-driver-0002@example.com']);
  });
});
