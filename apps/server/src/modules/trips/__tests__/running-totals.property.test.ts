import { and, eq, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { createParticipant } from '../../../db/__tests__/fixtures.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { participantTotals, tripAdjustments, tripSegments, trips } from '../../../db/schema/index.js';
import type { Actor } from '../../identity/actor.js';
import { addAdjustment, addTrip, type SegmentInput, segmentRow } from '../../statements/__tests__/fixtures.js';

/**
 * The dashboard's running totals (participant_totals, decision 014) after random histories: trips valid
 * and invalid, segments added, deleted, re-processed (all of a trip's unbilled segments replaced), changed
 * and billed, trips invalidated and made valid again or moved to another participant, adjustments added
 * and corrected. After each history they equal a full recomputation (the reconciliation's check), and the
 * dashboard reads them.
 */
let server: TestServer;
let handle: DatabaseHandle;
const admin: Actor = { username: 'totals-admin', email: 'admin@example.com', groups: ['Admins'] };

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
}, 60_000);

afterAll(async () => {
  await handle?.close();
  await server?.close();
});

const segment: fc.Arbitrary<Omit<SegmentInput, 'tsStart'> & { day: number }> = fc.record({
  day: fc.integer({ min: 1, max: 28 }),
  type: fc.constantFrom('public', 'private', 'state'),
  mileage: fc.double({ min: 0, max: 500, noNaN: true }),
  fuel: fc.double({ min: 0, max: 40, noNaN: true }),
  mileageFeeCents: fc.nat(3000),
  fuelFeeCents: fc.nat(1500),
  cordonFeeCents: fc.nat(600),
  todFeeCents: fc.nat(200),
  tollFeeCents: fc.nat(800),
});
const segmentsOf = (list: (Omit<SegmentInput, 'tsStart'> & { day: number })[]): SegmentInput[] =>
  list.map(({ day, ...s }) => ({ ...s, tsStart: new Date(Date.UTC(2026, 9, day, 15)) }));

type Operation =
  | { kind: 'trip'; who: number; invalid: boolean; segments: (Omit<SegmentInput, 'tsStart'> & { day: number })[] }
  | { kind: 'reprocess'; trip: number; segments: (Omit<SegmentInput, 'tsStart'> & { day: number })[] }
  | { kind: 'deleteSegment'; trip: number }
  | { kind: 'changeSegment'; trip: number; mileageFeeCents: number; mileage: number }
  | { kind: 'bill'; trip: number }
  | { kind: 'invalidate'; trip: number; invalid: boolean }
  | { kind: 'move'; trip: number; to: number }
  | { kind: 'adjust'; trip: number; fee: number; km: number }
  | { kind: 'correctAdjustment'; fee: number };

const who = fc.nat(2);
const pick = fc.nat(20);
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant('trip' as const),
    who,
    invalid: fc.nat(4).map((n) => n === 0),
    segments: fc.array(segment, { maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant('reprocess' as const), trip: pick, segments: fc.array(segment, { maxLength: 4 }) }),
  fc.record({ kind: fc.constant('deleteSegment' as const), trip: pick }),
  fc.record({
    kind: fc.constant('changeSegment' as const),
    trip: pick,
    mileageFeeCents: fc.nat(3000),
    mileage: fc.double({ min: 0, max: 500, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('bill' as const), trip: pick }),
  fc.record({ kind: fc.constant('invalidate' as const), trip: pick, invalid: fc.boolean() }),
  fc.record({ kind: fc.constant('move' as const), trip: pick, to: who }),
  fc.record({
    kind: fc.constant('adjust' as const),
    trip: pick,
    fee: fc.integer({ min: -2000, max: 2000 }),
    km: fc.double({ min: -50, max: 50, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('correctAdjustment' as const), fee: fc.integer({ min: -2000, max: 2000 }) }),
);

async function apply(usernames: string[], tripIds: string[], adjustmentIds: string[], op: Operation) {
  const { db } = handle;
  const tripAt = (i: number) => tripIds[i % Math.max(1, tripIds.length)];
  switch (op.kind) {
    case 'trip': {
      const { tripId } = await addTrip(db, {
        username: usernames[op.who] ?? '',
        invalid: op.invalid,
        segments: segmentsOf(op.segments),
      });
      tripIds.push(tripId);
      return;
    }
    case 'reprocess': {
      const tripId = tripAt(op.trip);
      if (!tripId) return;
      // As the engine re-processes: the unbilled segments go, the new ones come, in one transaction.
      await db.transaction(async (tx) => {
        const [trip] = await tx.select().from(trips).where(eq(trips.id, tripId));
        await tx.delete(tripSegments).where(and(eq(tripSegments.tripId, tripId), isNull(tripSegments.transactionId)));
        const fresh = segmentsOf(op.segments);
        if (trip && fresh.length) {
          await tx.insert(tripSegments).values(fresh.map((s) => segmentRow(tripId, trip.username, s)));
        }
      });
      return;
    }
    case 'deleteSegment': {
      const tripId = tripAt(op.trip);
      if (!tripId) return;
      const [first] = await db
        .select({ id: tripSegments.id })
        .from(tripSegments)
        .where(and(eq(tripSegments.tripId, tripId), isNull(tripSegments.transactionId)))
        .limit(1);
      if (first) await db.delete(tripSegments).where(eq(tripSegments.id, first.id));
      return;
    }
    case 'changeSegment': {
      const tripId = tripAt(op.trip);
      if (!tripId) return;
      await db
        .update(tripSegments)
        .set({ mileageFeeCents: op.mileageFeeCents, mileage: op.mileage })
        .where(eq(tripSegments.tripId, tripId));
      return;
    }
    case 'bill': {
      const tripId = tripAt(op.trip);
      if (!tripId) return;
      // What billing changes on a segment (no transaction row needed to mark it paid here).
      await db.update(tripSegments).set({ paymentStatus: 'paid' }).where(eq(tripSegments.tripId, tripId));
      return;
    }
    case 'invalidate': {
      const tripId = tripAt(op.trip);
      if (!tripId) return;
      await db.update(trips).set({ invalid: op.invalid }).where(eq(trips.id, tripId));
      return;
    }
    case 'move': {
      const tripId = tripAt(op.trip);
      const to = usernames[op.to];
      if (!tripId || !to) return;
      // As staff's tripAssociate does: the trip and its segments change participant together.
      await db.transaction(async (tx) => {
        await tx.update(trips).set({ username: to }).where(eq(trips.id, tripId));
        await tx.update(tripSegments).set({ username: to }).where(eq(tripSegments.tripId, tripId));
      });
      return;
    }
    case 'adjust': {
      const tripId = tripAt(op.trip);
      if (!tripId) return;
      const [trip] = await db.select().from(trips).where(eq(trips.id, tripId));
      if (!trip) return;
      adjustmentIds.push(
        await addAdjustment(db, {
          username: trip.username,
          tripId,
          createdAt: new Date(Date.UTC(2026, 9, 20)),
          adjMileage: op.km,
          adjMileageFeeCents: op.fee,
        }),
      );
      return;
    }
    case 'correctAdjustment': {
      const id = adjustmentIds.at(-1);
      if (id) await db.update(tripAdjustments).set({ adjMileageFeeCents: op.fee }).where(eq(tripAdjustments.id, id));
      return;
    }
  }
}

describe('participant running totals, property', () => {
  it('equal a full recomputation after any history of trips, segments and adjustments', {
    timeout: 600_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (operations) => {
        const usernames = [
          await createParticipant(handle.db),
          await createParticipant(handle.db),
          await createParticipant(handle.db),
        ];
        const tripIds: string[] = [];
        const adjustmentIds: string[] = [];
        for (const op of operations) await apply(usernames, tripIds, adjustmentIds, op);

        const report = await server.services.statements.reconcile({ usernames, charges: null });
        expect(report.mismatches.filter((m) => m.check === 'runningTotals')).toEqual([]);

        // The dashboard reads the kept row; the recomputation here is independent of the triggers' SQL.
        for (const username of usernames) {
          const segs = await handle.db
            .select({ s: tripSegments, invalid: trips.invalid })
            .from(tripSegments)
            .innerJoin(trips, eq(trips.id, tripSegments.tripId))
            .where(eq(tripSegments.username, username));
          const valid = segs.filter((r) => !r.invalid).map((r) => r.s);
          const adjs = await handle.db.select().from(tripAdjustments).where(eq(tripAdjustments.username, username));
          const dashboard = await server.services.dashboard.getParticipantDashboard(admin, username);
          expect(dashboard.totals.trips).toBe(new Set(valid.map((s) => s.tripId)).size);
          expect(dashboard.totals.segments).toBe(valid.length);
          expect(dashboard.totals.adjustments).toBe(adjs.length);
          expect(dashboard.totals.mileageFeeCents).toBe(
            valid.reduce((t, s) => t + s.mileageFeeCents, 0) + adjs.reduce((t, a) => t + a.adjMileageFeeCents, 0),
          );
          expect(dashboard.totals.tollFeeCents).toBe(valid.reduce((t, s) => t + s.tollFeeCents, 0));
          expect(dashboard.totals.mileageKm).toBeCloseTo(
            valid.reduce((t, s) => t + s.mileage, 0) + adjs.reduce((t, a) => t + a.adjMileage, 0),
            6,
          );
          const first = valid.map((s) => (s.tsStart ?? s.createdAt).getTime()).sort((a, b) => a - b)[0];
          expect(dashboard.totals.firstDataAt?.getTime() ?? null).toBe(first ?? null);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('a row that no longer matches its data is reported by the reconciliation, and the rebuild mends it', async () => {
    const username = await createParticipant(handle.db);
    await addTrip(handle.db, {
      username,
      segments: [{ tsStart: new Date(Date.UTC(2026, 9, 3)), mileage: 12.5, mileageFeeCents: 250 }],
    });
    await handle.db
      .update(participantTotals)
      .set({ mileageFeeCents: 999 })
      .where(eq(participantTotals.username, username));
    const drifted = await server.services.statements.reconcile({ usernames: [username], charges: null });
    expect(drifted.ok).toBe(false);
    expect(drifted.mismatches).toEqual([
      {
        check: 'runningTotals',
        username,
        id: username,
        message: 'running totals differ from the recomputation in mileage_fee_cents',
      },
    ]);
    await handle.db.execute(sql`select participant_totals_rebuild()`);
    const mended = await server.services.statements.reconcile({ usernames: [username], charges: null });
    expect(mended.mismatches).toEqual([]);
    const [row] = await handle.db.select().from(participantTotals).where(eq(participantTotals.username, username));
    expect(row?.mileageFeeCents).toBe(250);
    expect(row?.trips).toBe(1);
  });
});
