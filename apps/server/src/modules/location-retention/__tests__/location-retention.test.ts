import { spawn } from 'node:child_process';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  setConfiguration,
  signInDemoUsers,
  startTestServer,
  type TestServer,
} from '../../../../test/harness.js';
import { REPO_ROOT } from '../../../config.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import {
  auditEvents,
  locationRetentionTrips,
  participantStatements,
  participantTotals,
  transactions,
  tripSegments,
  trips,
  tripTracks,
  webhookEvents,
} from '../../../db/schema/index.js';
import { addVehicle } from '../../statements/__tests__/fixtures.js';
import { periodOfMonth } from '../../statements/period.js';
import { postDelivery, SACRAMENTO, tripPayload } from '../../trips/__tests__/device-trips.js';
import { SIMULATOR_SOURCE } from '../../webhooks/webhooks.service.js';

/**
 * Location retention (decision 015) with the clock moved forward (the job and the check take `now`):
 * GPS trips delivered over HTTP, billed on a statement and paid; after the period their points, routes
 * and delivery points are gone, totals and statements unchanged, the books still reconcile, and
 * `npm run privacy:verify` passes, until a row is planted past its date.
 */

const DAY = 24 * 60 * 60 * 1000;
let server: TestServer;
let handle: DatabaseHandle;
let admin: Client;
let driver: Client;
let driverId: string;
let serial: string;
let secret: string;
/** Paid (trip A), never billed (C, invalidated), billed later and unpaid (B). */
let paidTrip: string;
let unpaidTrip: string;
let invalidTrip: string;
let paidAt: Date;

async function gql(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const res = await client.graphql(query, variables);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data;
}

/** A signed GPS delivery, processed; returns the trip's id. */
async function deliver(start: Date): Promise<string> {
  const res = await postDelivery(
    server.url,
    SIMULATOR_SOURCE,
    secret,
    tripPayload({ serialNumber: serial, start, waypoints: SACRAMENTO }),
  );
  expect(res.status, JSON.stringify(res.json)).toBe(202);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const [trip] = await handle.db.select().from(trips).where(eq(trips.recordId, res.json.id));
    if (trip?.processStatus === 'processed') return trip.id;
    if (Date.now() > deadline) throw new Error('delivery not processed');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Everything location of a trip: GPS points, routes, segment routes and point ids, delivery points. */
async function locationOf(tripId: string) {
  const [trip] = await handle.db.select().from(trips).where(eq(trips.id, tripId));
  const [{ n: bins } = { n: 0 }] = await handle.db
    .select({ n: sql<number>`coalesce(sum(cardinality(${tripTracks.lat})), 0)::int` })
    .from(tripTracks)
    .where(eq(tripTracks.tripId, tripId));
  const segments = await handle.db.select().from(tripSegments).where(eq(tripSegments.tripId, tripId));
  const [event] = await handle.db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.id, trip?.recordId ?? ''));
  if (!event) throw new Error(`no delivery for trip ${tripId}`);
  const payloadTrip = (event.payload as { trip: { points: unknown[]; pointsDestroyed?: number } }).trip;
  return {
    bins,
    polyline: trip?.polyline ?? null,
    polylines: trip?.polylines.length ?? 0,
    segmentPolylines: segments.reduce((n, s) => n + s.polylines.length, 0),
    segmentBinIds: segments.reduce((n, s) => n + s.tripBinIds.length, 0),
    deliveryPoints: payloadTrip.points.length,
    pointsDestroyed: payloadTrip.pointsDestroyed ?? null,
    destroyedAt: trip?.locationDestroyedAt ?? null,
  };
}

/** What must never change: totals, fees, states and times of trips, segments and statements. */
async function moneySnapshot() {
  const tripRows = await handle.db.select().from(trips).where(eq(trips.username, driverId));
  const segmentRows = await handle.db.select().from(tripSegments).where(eq(tripSegments.username, driverId));
  return {
    totals: await handle.db.select().from(participantTotals).where(eq(participantTotals.username, driverId)),
    statements: await handle.db
      .select()
      .from(participantStatements)
      .where(eq(participantStatements.username, driverId)),
    transactions: await handle.db.select().from(transactions).where(eq(transactions.username, driverId)),
    trips: tripRows
      .map((t) => ({
        id: t.id,
        invalid: t.invalid,
        processStatus: t.processStatus,
        processedAt: t.processedAt,
        tsStart: t.tsStart,
        tsEnd: t.tsEnd,
        distMro: t.distMro,
        distGps: t.distGps,
        fees: [t.mileageFeeCents, t.fuelFeeCents, t.cordonFeeCents, t.todFeeCents, t.tollFeeCents],
      }))
      .sort((a, b) => a.id.localeCompare(b.id)),
    segments: segmentRows
      .map((s) => ({
        id: s.id,
        stateCode: s.stateCode,
        type: s.type,
        tsStart: s.tsStart,
        mileage: s.mileage,
        fuel: s.fuel,
        fees: [s.mileageFeeCents, s.fuelFeeCents, s.cordonFeeCents, s.todFeeCents, s.tollFeeCents],
        transactionId: s.transactionId,
        paymentStatus: s.paymentStatus,
      }))
      .sort((a, b) => a.id.localeCompare(b.id)),
  };
}

const RETENTION_QUERY =
  'query($id: ID!) { getTrip(id: $id) { id locationRetention { status keptUntil destroyedAt retentionDays } } }';

function runScript(script: string, args: string[] = []): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/scripts/${script}`, ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: server.databaseUrl },
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  ({ admin, driver, driverId } = await signInDemoUsers(server.url));
  secret = (await server.services.webhooks.sourceSecret(SIMULATOR_SOURCE)) ?? '';
  const vehicleId = await addVehicle(handle.db, driverId);
  serial = `SN-RET-${Date.now()}`;
  await gql(
    admin,
    'mutation($input: CreateMileageReportingOptionInput!) { createMileageReportingOption(input: $input) { id } }',
    {
      input: {
        username: driverId,
        vehicleId,
        deviceSerialNumber: serial,
        deviceImei: '490154203237518',
        gpsEnabled: true,
      },
    },
  );
  paidTrip = await deliver(new Date('2024-10-15T16:00:00Z'));
  invalidTrip = await deliver(new Date('2024-10-16T16:00:00Z'));
  unpaidTrip = await deliver(new Date('2024-11-15T16:00:00Z'));
  await gql(admin, 'mutation($input: UpdateTripInput!) { updateTrip(input: $input) { id invalid } }', {
    input: { id: invalidTrip, invalid: true, notes: 'Test drive, not a real trip' },
  });
  // October is billed and paid (an hour from now); November's trip is not billed yet.
  const run = await gql(
    admin,
    'mutation($from: DateTime!, $to: DateTime!, $u: [String!]) { generateStatements(from: $from, to: $to, participantUsernames: $u) { id } }',
    { from: periodOfMonth('2024-10').from.toISOString(), to: periodOfMonth('2024-10').to.toISOString(), u: [driverId] },
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    const r = await gql(admin, 'query($id: ID!) { getStatementRun(id: $id) { status } }', {
      id: run.generateStatements.id,
    });
    if (r.getStatementRun.status === 'completed') break;
    if (r.getStatementRun.status === 'failed' || Date.now() > deadline) throw new Error('statement run failed');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const [statement] = await handle.db
    .select()
    .from(participantStatements)
    .where(and(eq(participantStatements.username, driverId), eq(participantStatements.month, '2024-10')));
  if (!statement?.transactionId) throw new Error('no October statement');
  paidAt = new Date(Date.now() + 60 * 60 * 1000);
  await handle.db.transaction(async (tx) => {
    const [paid] = await tx
      .update(transactions)
      .set({ status: 'processed', paidAt })
      .where(eq(transactions.id, statement.transactionId ?? ''))
      .returning();
    if (!paid) throw new Error('transaction missing');
    await server.services.statements.paymentSettled(tx, paid, paidAt, 'System');
  });
}, 180_000);

afterAll(async () => {
  await handle?.close();
  await server?.close();
});

describe('location retention', () => {
  it('tells the participant how long each trip keeps its location data', async () => {
    for (const id of [paidTrip, unpaidTrip, invalidTrip]) {
      const l = await locationOf(id);
      expect(l.bins, id).toBeGreaterThan(0);
      expect(l.polyline).not.toBeNull();
      expect(l.segmentPolylines).toBeGreaterThan(0);
      expect(l.deliveryPoints).toBe(l.bins);
    }
    const paid = await gql(driver, RETENTION_QUERY, { id: paidTrip });
    expect(paid.getTrip.locationRetention).toEqual({
      status: 'KEPT',
      keptUntil: new Date(paidAt.getTime() + 30 * DAY).toISOString(),
      destroyedAt: null,
      retentionDays: 30,
    });
    // Charges not yet paid: kept, with no date yet.
    const unpaid = await gql(driver, RETENTION_QUERY, { id: unpaidTrip });
    expect(unpaid.getTrip.locationRetention).toMatchObject({ status: 'KEPT', keptUntil: null, destroyedAt: null });
  });

  it('destroys nothing before the period ends', async () => {
    const run = await server.services.locationRetention.run({ now: new Date(paidAt.getTime() + 29 * DAY) });
    expect(run).toMatchObject({ trips: 0, bins: 0, participants: 0, retentionDays: 30 });
    expect(run.finishedAt).not.toBeNull();
    expect((await locationOf(paidTrip)).bins).toBeGreaterThan(0);
    expect((await locationOf(invalidTrip)).bins).toBeGreaterThan(0);
  });

  it('after the period: points, routes and delivery points gone, exactly once, totals and statements unchanged', async () => {
    const before = await moneySnapshot();
    const kept = await locationOf(unpaidTrip);
    const paidBefore = await locationOf(paidTrip);
    const invalidBefore = await locationOf(invalidTrip);
    const now = new Date(paidAt.getTime() + 31 * DAY);
    // Two workers at once: each trip is destroyed and recorded by one of them only.
    const runs = await Promise.all([
      server.services.locationRetention.run({ now }),
      server.services.locationRetention.run({ now }),
    ]);
    expect(runs.reduce((n, r) => n + r.trips, 0)).toBe(2);
    const proof = await handle.db
      .select()
      .from(locationRetentionTrips)
      .where(
        inArray(
          locationRetentionTrips.runId,
          runs.map((r) => r.id),
        ),
      );
    expect(proof.map((p) => p.tripId).sort()).toEqual([paidTrip, invalidTrip].sort());
    const paidProof = proof.find((p) => p.tripId === paidTrip);
    expect(paidProof).toMatchObject({
      username: driverId,
      bins: paidBefore.bins,
      deliveryPoints: paidBefore.deliveryPoints,
      polylines: 1 + paidBefore.segmentPolylines,
      destroyedAt: now,
    });
    expect(proof.find((p) => p.tripId === invalidTrip)).toMatchObject({ bins: invalidBefore.bins });
    expect(runs.reduce((n, r) => n + r.bins, 0)).toBe(paidBefore.bins + invalidBefore.bins);

    for (const id of [paidTrip, invalidTrip]) {
      expect(await locationOf(id)).toEqual({
        bins: 0,
        polyline: null,
        polylines: 0,
        segmentPolylines: 0,
        segmentBinIds: 0,
        deliveryPoints: 0,
        pointsDestroyed: id === paidTrip ? paidBefore.deliveryPoints : invalidBefore.deliveryPoints,
        destroyedAt: now,
      });
    }
    // The audit trail saw the routes change, redacted, and never held a route or a coordinate.
    const segmentKeys = (
      await handle.db.select({ id: tripSegments.id }).from(tripSegments).where(eq(tripSegments.tripId, paidTrip))
    ).map((row) => `trip_segments#${row.id}`);
    const events = await handle.db
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.key, [`trips#${paidTrip}`, ...segmentKeys]));
    expect(events.flatMap((e) => e.diff ?? []).filter((d) => d.key === 'polyline' && d.new === null)).toEqual([
      { key: 'polyline', old: '[redacted]', new: null },
    ]);
    const trail = JSON.stringify(events);
    expect(trail).not.toContain(paidBefore.polyline ?? 'no route');
    expect(trail).not.toMatch(/-121\.\d/);
    // The unpaid trip keeps everything.
    expect(await locationOf(unpaidTrip)).toEqual(kept);
    expect(await moneySnapshot()).toEqual(before);
    expect((await server.services.statements.reconcile({ usernames: [driverId] })).ok).toBe(true);

    // A third run finds nothing more.
    expect(await server.services.locationRetention.run({ now })).toMatchObject({ trips: 0, bins: 0 });
  });

  it('shows the participant the destruction date, and staff the runs with their counts', async () => {
    const now = new Date(paidAt.getTime() + 31 * DAY);
    const paid = await gql(driver, RETENTION_QUERY, { id: paidTrip });
    expect(paid.getTrip.locationRetention).toMatchObject({
      status: 'DESTROYED',
      keptUntil: null,
      destroyedAt: now.toISOString(),
    });
    const runsQuery = `{ listLocationRetentionRuns(limit: 10) { items { id ranAt retentionDays participants trips bins deliveryPoints
      participantCounts { username trips bins polylines segments deliveryPoints }
      tripCounts { tripId username bins deliveryPoints destroyedAt } } } }`;
    const { listLocationRetentionRuns } = await gql(admin, runsQuery);
    const withTrips = listLocationRetentionRuns.items.filter((r: { trips: number }) => r.trips > 0);
    expect(
      withTrips.flatMap((r: { tripCounts: { tripId: string }[] }) => r.tripCounts.map((t) => t.tripId)).sort(),
    ).toEqual([paidTrip, invalidTrip].sort());
    for (const r of withTrips) {
      expect(r.participants).toBe(1);
      expect(r.participantCounts).toEqual([
        expect.objectContaining({ username: driverId, trips: r.trips, bins: r.bins }),
      ]);
    }
    expect(listLocationRetentionRuns.items.length).toBeGreaterThanOrEqual(4);
    const forbidden = await driver.graphql('{ listLocationRetentionRuns { items { id } } }');
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Without its points a trip cannot be charged again: re-processing is refused.
    const reprocess = await admin.graphql('mutation($input: UpdateTripInput!) { updateTrip(input: $input) { id } }', {
      input: { id: paidTrip, processStatus: 'pending' },
    });
    expect(reprocess.errors?.[0]?.message).toMatch(/location data of this trip was destroyed/);
  });

  it('npm run reconcile passes; npm run privacy:verify passes, and fails on a row planted past its date', async () => {
    const now = new Date(paidAt.getTime() + 31 * DAY).toISOString();
    const [reconcile, clean] = await Promise.all([
      runScript('reconcile.ts', ['--participant', driverId]),
      runScript('privacy-verify.ts', ['--now', now]),
    ]);
    expect(reconcile.code, reconcile.output).toBe(0);
    expect(clean.code, clean.output).toBe(0);
    expect(clean.output).toContain('OK: no location data is kept past its date.');

    // A GPS point written back into a destroyed trip.
    await handle.db
      .insert(tripTracks)
      .values({ tripId: paidTrip, username: driverId, lat: [38.57], lng: [-121.47], tMs: [Date.now()] });
    const failed = await runScript('privacy-verify.ts', ['--now', now]);
    expect(failed.code, failed.output).toBe(1);
    expect(failed.output).toContain(`trip ${paidTrip} (${driverId}): 1 GPS points`);
    await handle.db.delete(tripTracks).where(eq(tripTracks.tripId, paidTrip));
    expect((await server.services.locationRetention.verify({ now: new Date(now) })).ok).toBe(true);

    // Delivery points restored into the stored delivery of a trip past its date.
    const [trip] = await handle.db.select().from(trips).where(eq(trips.id, invalidTrip));
    const [event] = await handle.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.id, trip?.recordId ?? ''));
    const payload = event?.payload as { trip: Record<string, unknown> };
    await handle.db
      .update(webhookEvents)
      .set({ payload: { ...payload, trip: { ...payload.trip, points: [[38.57, -121.47, 0]] } } })
      .where(eq(webhookEvents.id, event?.id ?? ''));
    const report = await server.services.locationRetention.verify({ now: new Date(now) });
    expect(report.ok).toBe(false);
    expect(report.leftovers).toEqual([expect.objectContaining({ tripId: invalidTrip, deliveryPoints: 1, bins: 0 })]);
    await handle.db
      .update(webhookEvents)
      .set({ payload })
      .where(eq(webhookEvents.id, event?.id ?? ''));

    // The unpaid trip is not past any date, however late the check.
    const later = await server.services.locationRetention.verify({ now: new Date(paidAt.getTime() + 400 * DAY) });
    expect(later.ok).toBe(true);
    // Two scripts start on a loaded machine (tsx compiles the server each time).
  }, 240_000);

  it('takes the period from LOCATION_RETENTION_DAYS, and the default when the stored value is not usable', async () => {
    await setConfiguration(handle.db, 'LOCATION_RETENTION_DAYS', '7');
    const retention = (await gql(driver, RETENTION_QUERY, { id: unpaidTrip })).getTrip.locationRetention;
    expect(retention).toMatchObject({ status: 'KEPT', keptUntil: null, retentionDays: 7 });
    await setConfiguration(handle.db, 'LOCATION_RETENTION_DAYS', 'a month');
    expect(await server.services.locationRetention.retentionDays()).toBe(30);
    await setConfiguration(handle.db, 'LOCATION_RETENTION_DAYS', '30');
  });
});
