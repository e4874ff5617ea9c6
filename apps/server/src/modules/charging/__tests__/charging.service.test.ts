import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';
import { ChargingService } from '../charging.service.js';
import type { RateRows } from '../rate-context.js';
import { seededRateContext } from '../seeded-rates.js';

const emptyRows = (): RateRows => ({ mroRates: [], cordons: [], tods: [], tolls: [], gantries: [] });

/** A stand-in for RatesService.referenceData that counts reads and can be held back. */
function fakeRates() {
  const state = { reads: 0, rate: 1, release: null as (() => void) | null, hold: false };
  return {
    state,
    referenceData: async (): Promise<RateRows> => {
      state.reads++;
      const rate = state.rate;
      if (state.hold) await new Promise<void>((resolve) => (state.release = resolve));
      return {
        ...emptyRows(),
        mroRates: [{ mroType: 'manual', state: 'CA', centsPerMileageUnit: rate, centsPerFuelUnit: 0 }],
      };
    },
  };
}

describe('ChargingService.rateContext (cache)', () => {
  it('reads the rate tables once and reuses the same context for 60 s', async () => {
    const rates = fakeRates();
    let now = 1_000_000;
    const charging = new ChargingService(rates, () => now);
    const first = await charging.rateContext();
    now += 59_000;
    expect(await charging.rateContext()).toBe(first);
    expect(rates.state.reads).toBe(1);
    now += 2_000;
    rates.state.rate = 2;
    const reloaded = await charging.rateContext();
    expect(rates.state.reads).toBe(2);
    expect(reloaded).not.toBe(first);
    expect(reloaded.mroRates[0]?.centsPerMileageUnit).toBe(2);
  });

  it('concurrent callers share one read', async () => {
    const rates = fakeRates();
    const charging = new ChargingService(rates);
    const [a, b, c] = await Promise.all([charging.rateContext(), charging.rateContext(), charging.rateContext()]);
    expect(rates.state.reads).toBe(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
  });

  it('invalidate() drops the cached context, and a read that began before it is not cached', async () => {
    const rates = fakeRates();
    const charging = new ChargingService(rates);
    await charging.rateContext();
    rates.state.hold = true;
    charging.invalidate();
    const stale = charging.rateContext(); // read #2 starts with rate 1…
    rates.state.rate = 5;
    charging.invalidate(); // …and a change lands while it is in flight
    rates.state.hold = false;
    rates.state.release?.();
    await stale;
    const fresh = await charging.rateContext();
    expect(fresh.mroRates[0]?.centsPerMileageUnit).toBe(5);
    expect(rates.state.reads).toBe(3);
  });
});

describe('ChargingService with the database', () => {
  let server: TestServer;
  let admin: Client;

  beforeAll(async () => {
    server = await startTestServer();
    admin = new Client(server.url);
    await admin.signIn('admin@example.com', DEMO_PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('builds the context from the seeded rate tables (zones decoded, gantries under their tolls)', async () => {
    const ctx = await server.services.charging.rateContext();
    const seeded = seededRateContext();
    const byId = <T extends { id: string }>(xs: readonly T[]) => [...xs].sort((a, b) => a.id.localeCompare(b.id));
    const byKey = <T extends { mroType: string; state: string }>(xs: readonly T[]) =>
      [...xs].sort((a, b) => `${a.mroType}${a.state}`.localeCompare(`${b.mroType}${b.state}`));
    expect(byKey(ctx.mroRates)).toEqual(byKey(seeded.mroRates));
    expect(byId(ctx.cordons)).toEqual(byId(seeded.cordons));
    expect(byId(ctx.tods)).toEqual(byId(seeded.tods));
    const sortGantries = (tolls: typeof ctx.tolls) => byId(tolls).map((t) => ({ ...t, gantries: byId(t.gantries) }));
    expect(sortGantries(ctx.tolls)).toEqual(sortGantries(seeded.tolls));
    expect(ctx.timeZone).toBe('America/Los_Angeles');
    expect(ctx.cordons[0]?.zones[0]?.length).toBeGreaterThanOrEqual(3);
    expect(ctx.tolls.find((t) => t.id === 'toll-bay-bridge')?.gantries).toHaveLength(2);
  });

  it('a rate change by staff is used at once (the cache is invalidated after the write)', async () => {
    const before = await server.services.charging.rateContext();
    expect(await server.services.charging.rateContext()).toBe(before);
    const res = await admin.graphql(
      'mutation { updateMRORate(input: { mroType: manual, state: "CA", centsPerMileageUnit: 2.5 }) { state } }',
    );
    expect(res.errors).toBeUndefined();
    const after = await server.services.charging.rateContext();
    expect(after).not.toBe(before);
    expect(after.mroRates.find((r) => r.mroType === 'manual' && r.state === 'CA')?.centsPerMileageUnit).toBe(2.5);
  });
});

describe('ChargingService.rateContext (dated rates, decision 011)', () => {
  // 1 December 2026, midnight in California (PST, UTC−8).
  const changeAt = Date.parse('2026-12-01T08:00:00Z');
  const rows = (): RateRows => ({
    ...emptyRows(),
    mroRates: [
      { id: 'r1', mroType: 'manual', state: 'CA', centsPerMileageUnit: 1, centsPerFuelUnit: 0 },
      { id: 'r2', mroType: 'manual', state: 'NV', centsPerMileageUnit: 7, centsPerFuelUnit: 0 },
    ],
    versions: [
      // Listed out of order on purpose: the service sorts by effectiveAt, then createdAt.
      {
        id: 'v2',
        kind: 'mroRate',
        entityId: 'r1',
        effectiveAt: new Date(changeAt),
        createdAt: new Date('2026-11-20T00:00:00Z'),
        values: { centsPerMileageUnit: 3, centsPerFuelUnit: 0 },
      },
      {
        id: 'v1',
        kind: 'mroRate',
        entityId: 'r1',
        effectiveAt: new Date(0),
        createdAt: new Date('2026-11-20T00:00:00Z'),
        values: { centsPerMileageUnit: 2, centsPerFuelUnit: 0 },
      },
      // Two changes for the same day: the one entered last wins.
      {
        id: 'v4',
        kind: 'mroRate',
        entityId: 'r1',
        effectiveAt: new Date(changeAt + 86_400_000),
        createdAt: new Date('2026-11-22T00:00:00Z'),
        values: { centsPerMileageUnit: 5, centsPerFuelUnit: 0 },
      },
      {
        id: 'v3',
        kind: 'mroRate',
        entityId: 'r1',
        effectiveAt: new Date(changeAt + 86_400_000),
        createdAt: new Date('2026-11-21T00:00:00Z'),
        values: { centsPerMileageUnit: 4, centsPerFuelUnit: 0 },
      },
    ],
  });
  const caRate = (ctx: { mroRates: readonly { state: string; centsPerMileageUnit: number }[] }) =>
    ctx.mroRates.find((r) => r.state === 'CA')?.centsPerMileageUnit;

  it('picks, per entity, the version in force at the instant: the change applies from its first millisecond', async () => {
    const charging = new ChargingService({ referenceData: async () => rows() }, () => changeAt - 10 * 86_400_000);
    expect(caRate(await charging.rateContext(Date.parse('2025-01-01T00:00:00Z')))).toBe(2);
    expect(caRate(await charging.rateContext(changeAt - 1))).toBe(2);
    expect(caRate(await charging.rateContext(changeAt))).toBe(3);
    expect(caRate(await charging.rateContext(changeAt + 86_400_000))).toBe(5);
    // Without an instant: now (ten days before the change).
    expect(caRate(await charging.rateContext())).toBe(2);
    // An entity without versions keeps its row's values at every instant.
    const nv = (await charging.rateContext(changeAt)).mroRates.find((r) => r.state === 'NV');
    expect(nv?.centsPerMileageUnit).toBe(7);
  });

  it('builds one context per version set and reuses it for every instant of that set (one read)', async () => {
    let reads = 0;
    const charging = new ChargingService({
      referenceData: async () => {
        reads++;
        return rows();
      },
    });
    const a = await charging.rateContext(changeAt - 5_000);
    const b = await charging.rateContext(changeAt - 1);
    const c = await charging.rateContext(changeAt);
    const d = await charging.rateContext(changeAt + 3_600_000);
    expect(a).toBe(b);
    expect(c).toBe(d);
    expect(a).not.toBe(c);
    expect(reads).toBe(1);
  });
});
