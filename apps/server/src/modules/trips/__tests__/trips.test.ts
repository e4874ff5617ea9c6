import { isSegmentVisibleToParticipant, messages } from '@rc/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  mroEvents,
  transactions,
  tripAdjustments,
  tripSegments,
  trips,
  tripTracks,
  vehicles,
} from '../../../db/schema/index.js';
import { errorOf, minutesAgo, startTripsWorld, stopTripsWorld, type TripsWorld } from './helpers.js';

let w: TripsWorld;
const ids: Record<string, string> = {};

type NewTrip = typeof trips.$inferInsert;
async function insertTrip(values: Partial<NewTrip> & { username: string }): Promise<string> {
  const [row] = await w.handle.db.insert(trips).values(values).returning({ id: trips.id });
  if (!row) throw new Error('trip insert');
  return row.id;
}

beforeAll(async () => {
  w = await startTripsWorld();
  const db = w.handle.db;
  const [gps] = await db
    .insert(vehicles)
    .values({
      username: w.driverId,
      make: 'Toyota',
      model: 'Prius',
      year: 2021,
      type: 'hybrid',
      mroType: 'automatedWithLocation',
    })
    .returning();
  const [noGps] = await db
    .insert(vehicles)
    .values({
      username: w.driverId,
      make: 'Kia',
      model: 'Soul',
      year: 2017,
      type: 'gas',
      mroType: 'automatedWithoutLocation',
    })
    .returning();
  const [manualCar] = await db
    .insert(vehicles)
    .values({ username: w.manualId, make: 'Ford', model: 'Focus', year: 2018, type: 'gas', mroType: 'manual' })
    .returning();
  ids.gps = gps?.id ?? '';
  ids.noGps = noGps?.id ?? '';
  ids.manualCar = manualCar?.id ?? '';
  // The driver's trips: two the driver sees, three they do not.
  ids.visibleOld = await insertTrip({
    username: w.driverId,
    vehicleId: ids.gps,
    processStatus: 'processed',
    distMro: 0.06,
    createdAt: minutesAgo(50),
  });
  ids.visibleNew = await insertTrip({
    username: w.driverId,
    vehicleId: ids.gps,
    processStatus: 'processed',
    distMro: 25,
    polyline: '_p~iF~ps|U_ulLnnqC',
    createdAt: minutesAgo(10),
  });
  ids.tooShort = await insertTrip({
    username: w.driverId,
    vehicleId: ids.gps,
    processStatus: 'processed',
    distMro: 0.05,
    createdAt: minutesAgo(20),
  });
  ids.pending = await insertTrip({
    username: w.driverId,
    vehicleId: ids.gps,
    processStatus: 'pending',
    distMro: 8,
    reviewStatus: 'pending',
    reviewReason: 'distanceDiscrepancy',
    createdAt: minutesAgo(30),
  });
  ids.failed = await insertTrip({
    username: w.driverId,
    vehicleId: ids.gps,
    processStatus: 'failed',
    distMro: 8,
    createdAt: minutesAgo(40),
  });
  ids.noGpsTrip = await insertTrip({
    username: w.driverId,
    vehicleId: ids.noGps,
    processStatus: 'processed',
    distMro: 3,
    createdAt: minutesAgo(60),
  });
  ids.manualTrip = await insertTrip({
    username: w.manualId,
    vehicleId: ids.manualCar,
    processStatus: 'processed',
    distMro: 3,
    createdAt: minutesAgo(5),
  });
  const seg = (values: Partial<typeof tripSegments.$inferInsert>) => ({
    tripId: ids.visibleNew ?? '',
    username: w.driverId,
    vehicleId: ids.gps,
    type: 'public',
    mileage: 0,
    fuel: 0,
    ...values,
  });
  await db
    .insert(tripSegments)
    .values([
      seg({ type: 'public', stateCode: 'CA', mileage: 10, fuel: 1, paymentStatus: 'paid' }),
      seg({ type: 'public', stateCode: 'CA', mileage: 5, fuel: 0.5 }),
      seg({ type: 'private', stateCode: 'CA', mileage: 2, fuel: 0.2 }),
      seg({ type: 'state', stateCode: 'CA', mileage: 17, fuel: 1.7 }),
      seg({ type: 'state', stateCode: 'NV', mileage: 3, fuel: 0.3 }),
      seg({ type: 'public', stateCode: 'NV', mileage: 4, fuel: 0.4 }),
    ]);
  await db
    .insert(tripSegments)
    .values(seg({ tripId: ids.visibleOld, type: 'private', stateCode: 'CA', mileage: 0.06 }));
  await db.insert(tripTracks).values([
    {
      tripId: ids.visibleNew,
      username: w.driverId,
      timeZone: 'America/Los_Angeles',
      lat: [38.5, 38.6, 38.7],
      lng: [-121.5, -121.4, -121.3],
      tMs: [minutesAgo(12).getTime(), minutesAgo(11).getTime(), minutesAgo(10).getTime()],
    },
    { tripId: ids.noGpsTrip, username: w.driverId, lat: [38.6], lng: [-121.4], tMs: [minutesAgo(61).getTime()] },
  ]);
  await db.insert(mroEvents).values({ tripId: ids.visibleNew, username: w.driverId, code: 1004 });
});

afterAll(() => stopTripsWorld(w));

const TRIP_FIELDS = 'id username processStatus distMro totalDistance billableDistance totalFuel paymentStatus';
const LIST = `query($u: ID!, $limit: Int, $next: String, $createdAt: ModelDateKeyConditionInput) {
  getTripsByUsernameByCreatedAt(username: $u, limit: $limit, nextToken: $next, createdAt: $createdAt) {
    items { ${TRIP_FIELDS} } nextToken } }`;
const GET = `query($id: ID!) { getTrip(id: $id) { ${TRIP_FIELDS} logs notes reviewStatus reviewReason polylines { polyline description } } }`;

describe('trip lists and visibility', () => {
  it('shows a participant only their processed trips of at least 0.06, newest first', async () => {
    const res = await w.driver.graphql(LIST, { u: w.driverId });
    expect(res.errors).toBeUndefined();
    expect(res.data.getTripsByUsernameByCreatedAt.items.map((t: { id: string }) => t.id)).toEqual([
      ids.visibleNew,
      ids.visibleOld,
      ids.noGpsTrip,
    ]);
  });

  it('shows staff every trip of the participant', async () => {
    const res = await w.admin.graphql(LIST, { u: w.driverId });
    expect(res.data.getTripsByUsernameByCreatedAt.items.map((t: { id: string }) => t.id)).toEqual([
      ids.visibleNew,
      ids.tooShort,
      ids.pending,
      ids.failed,
      ids.visibleOld,
      ids.noGpsTrip,
    ]);
  });

  it("shows staff the participant's own view when asked (participantView), and only staff may widen it", async () => {
    const VIEW = `query($u: ID!, $view: Boolean) {
      getTripsByUsernameByCreatedAt(username: $u, participantView: $view) { items { id } nextToken } }`;
    const asParticipant = await w.admin.graphql(VIEW, { u: w.driverId, view: true });
    expect(asParticipant.errors).toBeUndefined();
    expect(asParticipant.data.getTripsByUsernameByCreatedAt.items.map((t: { id: string }) => t.id)).toEqual([
      ids.visibleNew,
      ids.visibleOld,
      ids.noGpsTrip,
    ]);
    // participantView false never shows a participant more than their own view.
    const own = await w.driver.graphql(VIEW, { u: w.driverId, view: false });
    expect(own.data.getTripsByUsernameByCreatedAt.items).toHaveLength(3);
  });

  it('pages with nextToken without repeating or skipping, and takes a createdAt range', async () => {
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const res: { data: any } = await w.admin.graphql(LIST, { u: w.driverId, limit: 2, next });
      seen.push(...res.data.getTripsByUsernameByCreatedAt.items.map((t: { id: string }) => t.id));
      next = res.data.getTripsByUsernameByCreatedAt.nextToken;
    } while (next);
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
    const ranged = await w.admin.graphql(LIST, {
      u: w.driverId,
      createdAt: { between: [minutesAgo(45).toISOString(), minutesAgo(15).toISOString()] },
    });
    expect(ranged.data.getTripsByUsernameByCreatedAt.items.map((t: { id: string }) => t.id)).toEqual([
      ids.tooShort,
      ids.pending,
      ids.failed,
    ]);
  });

  it("refuses a participant another participant's list", async () => {
    const res = await w.manual.graphql(LIST, { u: w.driverId });
    expect(errorOf(res)).toEqual({ code: 'FORBIDDEN', message: messages.notAuthorized });
  });

  it('answers not found for a trip that is not the participant’s or not visible to them', async () => {
    for (const id of [ids.tooShort, ids.pending, ids.failed]) {
      expect(errorOf(await w.driver.graphql(GET, { id }))).toEqual({
        code: 'NOT_FOUND',
        message: messages.tripNotFound,
      });
      const staff = await w.admin.graphql(GET, { id });
      expect(staff.data.getTrip.id).toBe(id);
    }
    expect(errorOf(await w.manual.graphql(GET, { id: ids.visibleNew })).code).toBe('NOT_FOUND');
    expect(errorOf(await w.admin.graphql(GET, { id: 'no-such-trip' })).code).toBe('NOT_FOUND');
  });

  it('derives distances, fuel and payment status from the segments', async () => {
    const res = await w.driver.graphql(LIST, { u: w.driverId });
    const [fresh, old] = res.data.getTripsByUsernameByCreatedAt.items;
    expect(fresh).toMatchObject({ totalDistance: 21, billableDistance: 15, paymentStatus: 'paid in part' });
    expect(fresh.totalFuel).toBeCloseTo(2.1);
    expect(old).toMatchObject({ totalDistance: 0.06, billableDistance: 0, paymentStatus: 'N/A' });
    const empty = await w.admin.graphql(GET, { id: ids.pending });
    expect(empty.data.getTrip).toMatchObject({ totalDistance: 0, paymentStatus: 'pending' });
  });

  it('keeps staff notes, logs and review fields from participants', async () => {
    await w.admin.graphql('mutation($id: ID!) { updateTrip(input: { id: $id, notes: "Checked by staff" }) { id } }', {
      id: ids.visibleNew,
    });
    const mine = await w.driver.graphql(GET, { id: ids.visibleNew });
    expect(mine.data.getTrip).toMatchObject({ logs: null, notes: null, reviewStatus: null, polylines: null });
    const staff = await w.admin.graphql(GET, { id: ids.visibleNew });
    expect(staff.data.getTrip.notes).toBe('Checked by staff');
    expect(staff.data.getTrip.logs).toEqual([]);
  });

  it('lists all trips, trips by review status and by process status for staff only', async () => {
    const all = await w.admin.graphql(
      `query($c: ModelDateKeyConditionInput) { listTrips(filter: { createdAt: $c }) { items { id } } }`,
      { c: { ge: minutesAgo(15).toISOString() } },
    );
    // The demo seed charges manual@'s approved report as a trip at start: only this file's trips are compared.
    const ours = new Set(Object.values(ids));
    expect(all.data.listTrips.items.map((t: { id: string }) => t.id).filter((id: string) => ours.has(id))).toEqual([
      ids.manualTrip,
      ids.visibleNew,
    ]);
    const review = await w.admin.graphql(
      'query { getTripsByReviewStatusByCreatedAt(reviewStatus: pending) { items { id reviewReason } } }',
    );
    expect(review.data.getTripsByReviewStatusByCreatedAt.items).toEqual([
      { id: ids.pending, reviewReason: 'distanceDiscrepancy' },
    ]);
    const failed = await w.admin.graphql(
      'query { getTripsByProcessStatusByCreatedAt(processStatus: failed) { items { id } } }',
    );
    expect(failed.data.getTripsByProcessStatusByCreatedAt.items).toEqual([{ id: ids.failed }]);
    const refused = await w.driver.graphql('query { listTrips { items { id } } }');
    expect(errorOf(refused)).toEqual({ code: 'FORBIDDEN', message: messages.adminOnly });
  });
});

describe('trips by when they were driven (decision 012)', () => {
  const BY_DRIVE = `query($u: ID!, $limit: Int, $next: String, $dir: ModelSortDirection) {
    getTripsByUsernameByTsStart(username: $u, limit: $limit, nextToken: $next, sortDirection: $dir) {
      items { id tsStart } nextToken } }`;
  const drive: Record<string, string> = {};
  // Recorded in one order, driven in another; one without a start counts from when it was recorded.
  beforeAll(async () => {
    const trip = (createdAt: number, tsStart: number | null, processStatus = 'processed') =>
      insertTrip({
        username: w.manualId,
        vehicleId: ids.manualCar,
        processStatus,
        distMro: 4,
        createdAt: minutesAgo(createdAt),
        tsStart: tsStart === null ? null : minutesAgo(tsStart),
      });
    drive.a = await trip(30, 3000);
    drive.b = await trip(40, 1000);
    drive.c = await trip(20, 2000);
    drive.noStart = await trip(25, null);
    drive.hidden = await trip(22, 10, 'pending');
  });
  const ours = (items: { id: string }[]) => items.map((t) => t.id).filter((id) => Object.values(drive).includes(id));

  it('lists the trips the participant sees by drive time, newest first, whatever order they were recorded in', async () => {
    const res = await w.manual.graphql(BY_DRIVE, { u: w.manualId, limit: 100 });
    expect(res.errors).toBeUndefined();
    expect(ours(res.data.getTripsByUsernameByTsStart.items)).toEqual([drive.noStart, drive.b, drive.c, drive.a]);
    const recorded = await w.manual.graphql(LIST, { u: w.manualId, limit: 100 });
    expect(ours(recorded.data.getTripsByUsernameByCreatedAt.items)).toEqual([drive.c, drive.noStart, drive.a, drive.b]);
    const oldestFirst = await w.manual.graphql(BY_DRIVE, { u: w.manualId, limit: 100, dir: 'ASC' });
    expect(ours(oldestFirst.data.getTripsByUsernameByTsStart.items)).toEqual([
      drive.a,
      drive.c,
      drive.b,
      drive.noStart,
    ]);
  });

  it('pages by drive time without repeating or skipping; staff get the participant’s view; others are refused', async () => {
    const seen: { id: string }[] = [];
    let next: string | null = null;
    do {
      const res: { data: any } = await w.admin.graphql(BY_DRIVE, { u: w.manualId, limit: 1, next });
      seen.push(...res.data.getTripsByUsernameByTsStart.items);
      next = res.data.getTripsByUsernameByTsStart.nextToken;
    } while (next);
    expect(new Set(seen.map((t) => t.id)).size).toBe(seen.length);
    expect(ours(seen)).toEqual([drive.noStart, drive.b, drive.c, drive.a]);
    expect(errorOf(await w.driver.graphql(BY_DRIVE, { u: w.manualId }))).toEqual({
      code: 'FORBIDDEN',
      message: messages.notAuthorized,
    });
  });
});

describe('segments, GPS points and adjustments of a trip', () => {
  const SEGMENTS = 'query($t: ID!) { listTripSegments(tripId: $t) { items { id type stateCode mileage } } }';

  it('hides state segments in CA and public/private segments outside CA from participants', async () => {
    const staff = (await w.admin.graphql(SEGMENTS, { t: ids.visibleNew })).data.listTripSegments.items;
    const mine = (await w.driver.graphql(SEGMENTS, { t: ids.visibleNew })).data.listTripSegments.items;
    expect(staff).toHaveLength(6);
    expect(mine.map((s: { type: string; stateCode: string }) => `${s.type} ${s.stateCode}`).sort()).toEqual([
      'private CA',
      'public CA',
      'public CA',
      'state NV',
    ]);
    expect(mine).toEqual(staff.filter(isSegmentVisibleToParticipant));
    expect(errorOf(await w.manual.graphql(SEGMENTS, { t: ids.visibleNew })).code).toBe('NOT_FOUND');
    expect(errorOf(await w.driver.graphql(SEGMENTS, { t: ids.pending })).code).toBe('NOT_FOUND');
  });

  it("pages a trip's points out of its one track row, with ids derived from their place, both ways", async () => {
    const PAGE = `query($t: ID!, $next: String, $dir: ModelSortDirection) {
      listTripBins(tripId: $t, limit: 2, nextToken: $next, sortDirection: $dir) { items { id tripId username lat lng timeZone } nextToken } }`;
    const first = (await w.driver.graphql(PAGE, { t: ids.visibleNew })).data.listTripBins;
    expect(first.items).toEqual([
      {
        id: `${ids.visibleNew}:0`,
        tripId: ids.visibleNew,
        username: w.driverId,
        lat: 38.5,
        lng: -121.5,
        timeZone: 'America/Los_Angeles',
      },
      {
        id: `${ids.visibleNew}:1`,
        tripId: ids.visibleNew,
        username: w.driverId,
        lat: 38.6,
        lng: -121.4,
        timeZone: 'America/Los_Angeles',
      },
    ]);
    const second = (await w.driver.graphql(PAGE, { t: ids.visibleNew, next: first.nextToken })).data.listTripBins;
    expect(second).toEqual({
      items: [expect.objectContaining({ id: `${ids.visibleNew}:2`, lat: 38.7 })],
      nextToken: null,
    });
    const newest = (await w.driver.graphql(PAGE, { t: ids.visibleNew, dir: 'DESC' })).data.listTripBins;
    expect(newest.items.map((b: { id: string }) => b.id)).toEqual([`${ids.visibleNew}:2`, `${ids.visibleNew}:1`]);
    const last = (await w.driver.graphql(PAGE, { t: ids.visibleNew, dir: 'DESC', next: newest.nextToken })).data
      .listTripBins;
    expect(last.items.map((b: { id: string }) => b.id)).toEqual([`${ids.visibleNew}:0`]);
  });

  it('gives GPS points to the participant and staff, and none for a device without location', async () => {
    const BINS = 'query($t: ID!) { listTripBins(tripId: $t) { items { lat lng timestamp } nextToken } }';
    const mine = await w.driver.graphql(BINS, { t: ids.visibleNew });
    expect(mine.data.listTripBins.items.map((b: { lat: number }) => b.lat)).toEqual([38.5, 38.6, 38.7]);
    expect((await w.admin.graphql(BINS, { t: ids.visibleNew })).data.listTripBins.items).toHaveLength(3);
    expect(errorOf(await w.manual.graphql(BINS, { t: ids.visibleNew })).code).toBe('NOT_FOUND');
    expect((await w.admin.graphql(BINS, { t: ids.noGpsTrip })).data.listTripBins).toEqual({
      items: [],
      nextToken: null,
    });
  });
});

describe('trip adjustments', () => {
  const CREATE = `mutation($input: CreateTripAdjustmentInput!) { createTripAdjustment(input: $input) {
    id tripId username vehicleId tripSegmentId type stateCode adjMileage adjMileageFeeCents adjFuel note paymentStatus createdBy transactionId } }`;

  it('requires a note and at least one changed amount, and changes nothing otherwise', async () => {
    const noNote = await w.admin.graphql(CREATE, { input: { tripId: ids.visibleNew, adjMileage: 1, note: ' ' } });
    expect(errorOf(noNote)).toEqual({ code: 'BAD_USER_INPUT', message: messages.tripAdjustmentNoteRequired });
    const noChange = await w.admin.graphql(CREATE, {
      input: { tripId: ids.visibleNew, note: 'Nothing', adjMileage: 0 },
    });
    expect(errorOf(noChange)).toEqual({ code: 'BAD_USER_INPUT', message: messages.tripAdjustmentChangeRequired });
    const rows = await w.handle.db
      .select()
      .from(tripAdjustments)
      .where(eq(tripAdjustments.tripId, ids.visibleNew ?? ''));
    expect(rows).toEqual([]);
  });

  it('creates a pending adjustment by the admin, taking the segment’s place', async () => {
    const [segment] = await w.handle.db
      .select()
      .from(tripSegments)
      .where(and(eq(tripSegments.tripId, ids.visibleNew ?? ''), eq(tripSegments.stateCode, 'CA')))
      .limit(1);
    const res = await w.admin.graphql(CREATE, {
      input: {
        tripId: ids.visibleNew,
        tripSegmentId: segment?.id,
        adjMileage: -1.5,
        adjMileageFeeCents: -3,
        note: 'Device over-reported the distance',
      },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.createTripAdjustment).toMatchObject({
      tripId: ids.visibleNew,
      username: w.driverId,
      vehicleId: ids.gps,
      tripSegmentId: segment?.id,
      type: segment?.type,
      stateCode: 'CA',
      adjMileage: -1.5,
      adjMileageFeeCents: -3,
      adjFuel: 0,
      paymentStatus: 'pending',
      createdBy: w.adminId,
      transactionId: null,
    });
    const mine = await w.driver.graphql('query($t: ID!) { listTripAdjustments(tripId: $t) { items { id note } } }', {
      t: ids.visibleNew,
    });
    expect(mine.data.listTripAdjustments.items).toEqual([
      { id: res.data.createTripAdjustment.id, note: 'Device over-reported the distance' },
    ]);
    const [audit] = await w.handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.key, `trip_adjustments#${res.data.createTripAdjustment.id}`));
    expect(audit?.updatedBy).toBe(w.adminId);
  });

  it('refuses a fuel adjustment without a vehicle, and a segment of another trip', async () => {
    const orphan = await insertTrip({ username: w.driverId, processStatus: 'processed', distMro: 2 });
    const fuel = await w.admin.graphql(CREATE, { input: { tripId: orphan, adjFuel: 0.5, note: 'Fuel fix' } });
    expect(errorOf(fuel)).toEqual({ code: 'BAD_USER_INPUT', message: messages.adjustVehicleNotFound });
    const [other] = await w.handle.db
      .select()
      .from(tripSegments)
      .where(eq(tripSegments.tripId, ids.visibleOld ?? ''));
    const wrong = await w.admin.graphql(CREATE, {
      input: { tripId: ids.visibleNew, tripSegmentId: other?.id, adjMileage: 1, note: 'x' },
    });
    expect(errorOf(wrong)).toEqual({ code: 'BAD_USER_INPUT', message: messages.tripAdjustmentSegmentNotOnTrip });
    const participant = await w.driver.graphql(CREATE, { input: { tripId: ids.visibleNew, adjMileage: 1, note: 'x' } });
    expect(errorOf(participant).code).toBe('FORBIDDEN');
  });
});

describe('deleteTripSegment', () => {
  const DELETE = 'mutation($t: ID!, $id: ID!) { deleteTripSegment(input: { tripId: $t, id: $id }) { id type } }';

  it('deletes a segment that is not billed', async () => {
    const [seg] = await w.handle.db
      .insert(tripSegments)
      .values({ tripId: ids.visibleOld ?? '', username: w.driverId, type: 'public', stateCode: 'CA', mileage: 1 })
      .returning();
    const res = await w.admin.graphql(DELETE, { t: ids.visibleOld, id: seg?.id });
    expect(res.errors).toBeUndefined();
    expect(res.data.deleteTripSegment).toEqual({ id: seg?.id, type: 'public' });
    expect(
      await w.handle.db
        .select()
        .from(tripSegments)
        .where(eq(tripSegments.id, seg?.id ?? '')),
    ).toEqual([]);
  });

  it('refuses a segment already on a transaction, or with adjustments, or of another trip', async () => {
    const [tx] = await w.handle.db.insert(transactions).values({ username: w.driverId, amountCents: 500 }).returning();
    const [billed] = await w.handle.db
      .insert(tripSegments)
      .values({
        tripId: ids.visibleOld ?? '',
        username: w.driverId,
        type: 'public',
        stateCode: 'CA',
        mileage: 1,
        transactionId: tx?.id,
      })
      .returning();
    const res = await w.admin.graphql(DELETE, { t: ids.visibleOld, id: billed?.id });
    expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message: messages.tripSegmentBilled });
    expect(
      await w.handle.db
        .select()
        .from(tripSegments)
        .where(eq(tripSegments.id, billed?.id ?? '')),
    ).toHaveLength(1);

    const [adjusted] = await w.handle.db
      .insert(tripSegments)
      .values({ tripId: ids.visibleOld ?? '', username: w.driverId, type: 'public', stateCode: 'CA', mileage: 1 })
      .returning();
    await w.handle.db.insert(tripAdjustments).values({
      tripId: ids.visibleOld ?? '',
      username: w.driverId,
      tripSegmentId: adjusted?.id,
      adjMileage: 1,
      note: 'x',
    });
    const withAdj = await w.admin.graphql(DELETE, { t: ids.visibleOld, id: adjusted?.id });
    expect(errorOf(withAdj)).toEqual({ code: 'BAD_USER_INPUT', message: messages.tripSegmentHasAdjustments });

    const elsewhere = await w.admin.graphql(DELETE, { t: ids.visibleNew, id: adjusted?.id });
    expect(errorOf(elsewhere)).toEqual({ code: 'NOT_FOUND', message: messages.tripSegmentNotFound });
  });
});

describe('updateTrip: flag, invalidate, re-process', () => {
  const UPDATE = `mutation($input: UpdateTripInput!) { updateTrip(input: $input) {
    id reviewStatus reviewReason invalid notes processStatus polyline distGps logs polylines { polyline description createdBy } } }`;

  it('flags with the admin reason by default and toggles back to completed', async () => {
    const flagged = await w.admin.graphql(UPDATE, { input: { id: ids.visibleOld, reviewStatus: 'pending' } });
    expect(flagged.errors).toBeUndefined();
    expect(flagged.data.updateTrip).toMatchObject({ reviewStatus: 'pending', reviewReason: 'admin' });
    expect(flagged.data.updateTrip.logs).toEqual([
      expect.objectContaining({ username: w.adminId, message: 'Flagged for review (admin).' }),
    ]);
    const done = await w.admin.graphql(UPDATE, { input: { id: ids.visibleOld, reviewStatus: 'completed' } });
    expect(done.data.updateTrip).toMatchObject({ reviewStatus: 'completed', reviewReason: 'admin' });
    const reason = await w.admin.graphql(UPDATE, {
      input: { id: ids.visibleOld, reviewStatus: 'pending', reviewReason: 'areaDiscrepancy' },
    });
    expect(reason.data.updateTrip).toMatchObject({ reviewStatus: 'pending', reviewReason: 'areaDiscrepancy' });
    const [audit] = await w.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.key, `trips#${ids.visibleOld}`), eq(auditEvents.eventName, 'MODIFY')))
      .limit(1);
    expect(audit?.updatedBy).toBe(w.adminId);
  });

  it('invalidates only with a note', async () => {
    const bare = await w.admin.graphql(UPDATE, { input: { id: ids.failed, invalid: true } });
    expect(errorOf(bare)).toEqual({ code: 'BAD_USER_INPUT', message: messages.tripInvalidateNoteRequired });
    const [unchanged] = await w.handle.db
      .select()
      .from(trips)
      .where(eq(trips.id, ids.failed ?? ''));
    expect(unchanged?.invalid).toBe(false);
    const ok = await w.admin.graphql(UPDATE, {
      input: { id: ids.failed, invalid: true, notes: 'Duplicate of another trip' },
    });
    expect(ok.data.updateTrip).toMatchObject({ invalid: true, notes: 'Duplicate of another trip' });
    expect(ok.data.updateTrip.logs.at(-1).message).toBe('Invalidated: Duplicate of another trip');
    // The audit trail records who invalidated it, the change and the note.
    const events = await w.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.key, `trips#${ids.failed}`), eq(auditEvents.eventName, 'MODIFY')));
    const invalidation = events.find((e) => e.diff.some((d) => d.key === 'invalid' && d.new === true));
    expect(invalidation).toMatchObject({ updatedBy: w.adminId, note: 'Duplicate of another trip' });
    expect(invalidation?.diff).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'notes', new: 'Duplicate of another trip' })]),
    );
  });

  it('records a re-process request, keeping the original route the first time', async () => {
    const first = await w.admin.graphql(UPDATE, {
      input: {
        id: ids.visibleNew,
        processStatus: 'pending',
        polyline: '_ibE_seK_seK_seK',
        distGps: 24.2,
        logs: ['Route corrected by hand'],
      },
    });
    expect(first.errors).toBeUndefined();
    expect(first.data.updateTrip).toMatchObject({
      processStatus: 'pending',
      polyline: '_ibE_seK_seK_seK',
      distGps: 24.2,
      polylines: [{ polyline: '_p~iF~ps|U_ulLnnqC', description: 'original', createdBy: 'system' }],
    });
    expect(first.data.updateTrip.logs.map((l: { message: string }) => l.message)).toEqual([
      'Re-process requested (new route, GPS distance 24.2 km).',
      'Route corrected by hand',
    ]);
    const second = await w.admin.graphql(UPDATE, {
      input: { id: ids.visibleNew, processStatus: 'pending', polyline: '_seK_seK' },
    });
    expect(second.data.updateTrip.polylines.map((p: { description: string }) => p.description)).toEqual([
      'original',
      'replaced by re-process',
    ]);
    expect(second.data.updateTrip.polylines[0].polyline).toBe('_p~iF~ps|U_ulLnnqC');
    // The re-process job then recomputes the trip from the staff route; the paid segment stays as it was.
    const deadline = Date.now() + 20_000;
    let after = await w.admin.graphql(GET, { id: ids.visibleNew });
    while (after.data.getTrip.processStatus === 'pending' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await w.admin.graphql(GET, { id: ids.visibleNew });
    }
    expect(after.data.getTrip.processStatus).toBe('processed');
    expect(after.data.getTrip.logs.at(-1).message).toMatch(/^Re-processed from the staff route/);
    const paid = await w.handle.db
      .select()
      .from(tripSegments)
      .where(and(eq(tripSegments.tripId, ids.visibleNew ?? ''), eq(tripSegments.paymentStatus, 'paid')));
    expect(paid).toHaveLength(1);
  });

  it('refuses other process statuses, route changes without re-processing, and participants', async () => {
    const processed = await w.admin.graphql(UPDATE, { input: { id: ids.pending, processStatus: 'processed' } });
    expect(errorOf(processed)).toEqual({ code: 'BAD_USER_INPUT', message: messages.tripReprocessOnlyPending });
    const route = await w.admin.graphql(UPDATE, { input: { id: ids.pending, distGps: 3 } });
    expect(errorOf(route)).toEqual({ code: 'BAD_USER_INPUT', message: messages.tripReprocessFieldsNeedPending });
    const nothing = await w.admin.graphql(UPDATE, { input: { id: ids.pending } });
    expect(errorOf(nothing).code).toBe('BAD_USER_INPUT');
    const participant = await w.driver.graphql(UPDATE, { input: { id: ids.visibleOld, reviewStatus: 'pending' } });
    expect(errorOf(participant)).toEqual({ code: 'FORBIDDEN', message: messages.adminOnly });
    const unknown = await w.admin.graphql(UPDATE, { input: { id: 'missing', reviewStatus: 'pending' } });
    expect(errorOf(unknown).code).toBe('NOT_FOUND');
  });
});

describe('tripAssociate', () => {
  const ASSOCIATE = `mutation($t: [ID!]!, $u: ID!, $v: ID!) { tripAssociate(trips: $t, username: $u, vehicle_id: $v) {
    id username vehicleId } }`;

  it("moves trips, with their segments, points and events, to a participant's vehicle", async () => {
    const trip = await insertTrip({ username: w.driverId, vehicleId: ids.gps, processStatus: 'processed', distMro: 4 });
    await w.handle.db
      .insert(tripSegments)
      .values({ tripId: trip, username: w.driverId, type: 'public', stateCode: 'CA' });
    await w.handle.db
      .insert(tripTracks)
      .values({ tripId: trip, username: w.driverId, lat: [1], lng: [2], tMs: [Date.now()] });
    await w.handle.db.insert(mroEvents).values({ tripId: trip, username: w.driverId, code: 1004 });
    const res = await w.admin.graphql(ASSOCIATE, { t: [trip], u: w.manualId, v: ids.manualCar });
    expect(res.errors).toBeUndefined();
    expect(res.data.tripAssociate).toEqual([{ id: trip, username: w.manualId, vehicleId: ids.manualCar }]);
    const [segment] = await w.handle.db.select().from(tripSegments).where(eq(tripSegments.tripId, trip));
    const [bin] = await w.handle.db.select().from(tripTracks).where(eq(tripTracks.tripId, trip));
    const [event] = await w.handle.db.select().from(mroEvents).where(eq(mroEvents.tripId, trip));
    expect([segment?.username, bin?.username, event?.username]).toEqual([w.manualId, w.manualId, w.manualId]);
    expect(segment?.vehicleId).toBe(ids.manualCar);
  });

  it("refuses a vehicle that is not the participant's, unknown trips, an empty list and billed trips", async () => {
    const wrongVehicle = await w.admin.graphql(ASSOCIATE, { t: [ids.visibleOld], u: w.manualId, v: ids.gps });
    expect(errorOf(wrongVehicle)).toEqual({ code: 'BAD_USER_INPUT', message: messages.tripAssociateVehicleNotOwned });
    const unknown = await w.admin.graphql(ASSOCIATE, { t: [ids.visibleOld, 'missing'], u: w.driverId, v: ids.gps });
    expect(errorOf(unknown).code).toBe('NOT_FOUND');
    const empty = await w.admin.graphql(ASSOCIATE, { t: [], u: w.driverId, v: ids.gps });
    expect(errorOf(empty)).toEqual({ code: 'BAD_USER_INPUT', message: messages.tripAssociateTripsRequired });
    // visibleOld has a segment on a transaction (see deleteTripSegment).
    const billed = await w.admin.graphql(ASSOCIATE, { t: [ids.visibleOld], u: w.manualId, v: ids.manualCar });
    expect(errorOf(billed)).toEqual({ code: 'BAD_USER_INPUT', message: messages.tripAssociateBilled });
    const [unchanged] = await w.handle.db
      .select()
      .from(trips)
      .where(eq(trips.id, ids.visibleOld ?? ''));
    expect(unchanged?.username).toBe(w.driverId);
    const participant = await w.driver.graphql(ASSOCIATE, { t: [ids.visibleOld], u: w.driverId, v: ids.gps });
    expect(errorOf(participant).code).toBe('FORBIDDEN');
  });
});
