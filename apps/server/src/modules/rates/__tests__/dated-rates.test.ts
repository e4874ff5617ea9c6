import { randomUUID } from 'node:crypto';
import { messages, ratesDateKey } from '@rc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';
import { SACRAMENTO } from '../../trips/__tests__/device-trips.js';
import { enrolDeviceParticipant } from '../../trips/__tests__/helpers.js';
import { SIMULATOR_SOURCE } from '../../webhooks/webhooks.service.js';
import { deliverTrip } from './priced-trips.js';

/**
 * Dated rates (decision 011): a change takes effect from a chosen California day; trips keep the rate
 * in force at their start, also when re-processed; every version is listed with who made it.
 */

let server: TestServer;
let admin: Client;
let adminId: string;
let participant: Client;
let secret: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = new Client(server.url);
  adminId = (await admin.signIn('admin@example.com', DEMO_PASSWORD)).id;
  participant = new Client(server.url);
  await participant.signIn('cordon@example.com', DEMO_PASSWORD);
  secret = (await server.services.webhooks.sourceSecret(SIMULATOR_SOURCE)) ?? '';
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const ok = async (client: Client, query: string, variables: Record<string, unknown> = {}) => {
  const res = await client.graphql(query, variables);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data;
};

/** The first day of next month in California (YYYY-MM-DD). */
function firstOfNextMonth(): string {
  const [y, m] = ratesDateKey(new Date()).split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}
const yesterday = () => ratesDateKey(new Date(Date.now() - 36 * 3600_000));
/** 10:00 California time on a California day (PST or PDT: 17:00 or 18:00 UTC). */
const tenAm = (day: string) => {
  const at = new Date(`${day}T17:00:00Z`);
  return ratesDateKey(at) === day &&
    new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Los_Angeles', hour: '2-digit', hour12: false }).format(at) ===
      '10'
    ? at
    : new Date(`${day}T18:00:00Z`);
};

const UPDATE_RATE = `mutation($input: UpdateMRORateInput!) { updateMRORate(input: $input) {
  id mroType state centsPerMileageUnit centsPerFuelUnit effectiveFrom nextChangeFrom } }`;
const HISTORY = `query($kind: RateKind!, $id: ID!) { listRateHistory(kind: $kind, id: $id) {
  items { id kind entityId effectiveFrom effectiveAt createdBy createdAt centsPerMileageUnit centsPerFuelUnit feeCents
    days internalStart internalEnd } nextToken } }`;

describe('updateMRORate with effectiveFrom', () => {
  it('schedules a change: today’s rate stays, the history shows both versions and who made them', async () => {
    const state = 'WA';
    const created = (
      await ok(admin, UPDATE_RATE, {
        input: { mroType: 'telematics', state, centsPerMileageUnit: 1, centsPerFuelUnit: 2 },
      })
    ).updateMRORate;
    const from = firstOfNextMonth();
    const scheduled = (
      await ok(admin, UPDATE_RATE, {
        input: { mroType: 'telematics', state, centsPerMileageUnit: 3, effectiveFrom: from },
      })
    ).updateMRORate;
    expect(scheduled).toMatchObject({
      id: created.id,
      centsPerMileageUnit: 1,
      centsPerFuelUnit: 2,
      nextChangeFrom: from,
    });

    const listed = await ok(
      participant,
      'query { listMRORates(filter: { state: "WA", mroType: telematics }) { items { centsPerMileageUnit nextChangeFrom } } }',
    );
    expect(listed.listMRORates.items).toEqual([{ centsPerMileageUnit: 1, nextChangeFrom: from }]);

    const history = (await ok(admin, HISTORY, { kind: 'mroRate', id: created.id })).listRateHistory.items;
    expect(history.map((v: { effectiveFrom: string }) => v.effectiveFrom)).toEqual([from, '1970-01-01']);
    // The new version is a full snapshot: the fuel rate left out is carried over.
    expect(history[0]).toMatchObject({
      centsPerMileageUnit: 3,
      centsPerFuelUnit: 2,
      createdBy: adminId,
      kind: 'mroRate',
    });
    expect(history[1]).toMatchObject({ centsPerMileageUnit: 1, centsPerFuelUnit: 2 });
    // In force from midnight in California.
    expect(ratesDateKey(new Date(history[0].effectiveAt))).toBe(from);
    expect(ratesDateKey(new Date(new Date(history[0].effectiveAt).getTime() - 1))).not.toBe(from);

    // A change now leaves the scheduled one as it is.
    const now = (await ok(admin, UPDATE_RATE, { input: { mroType: 'telematics', state, centsPerFuelUnit: 4 } }))
      .updateMRORate;
    expect(now).toMatchObject({ centsPerMileageUnit: 1, centsPerFuelUnit: 4, effectiveFrom: ratesDateKey(new Date()) });
    const after = (await ok(admin, HISTORY, { kind: 'mroRate', id: created.id })).listRateHistory.items;
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ effectiveFrom: from, centsPerMileageUnit: 3, centsPerFuelUnit: 2 });
  });

  it.each([
    ['a past day', () => yesterday()],
    ['a malformed day', () => '2026-13-01'],
    ['a day that does not exist', () => '2027-02-30'],
  ])('refuses %s with the message and changes nothing', async (_label, day) => {
    const before = (
      await ok(
        admin,
        'query { listMRORates(filter: { state: "CA", mroType: manual }) { items { id centsPerMileageUnit } } }',
      )
    ).listMRORates.items[0];
    const res = await admin.graphql(UPDATE_RATE, {
      input: { mroType: 'manual', state: 'CA', centsPerMileageUnit: 99, effectiveFrom: day() },
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toBe(messages.effectiveFromInvalid);
    const history = (await ok(admin, HISTORY, { kind: 'mroRate', id: before.id })).listRateHistory.items;
    expect(history.every((v: { centsPerMileageUnit: number }) => v.centsPerMileageUnit !== 99)).toBe(true);
    const still = (
      await ok(
        admin,
        'query { listMRORates(filter: { state: "CA", mroType: manual }) { items { centsPerMileageUnit } } }',
      )
    ).listMRORates.items[0];
    expect(still.centsPerMileageUnit).toBe(before.centsPerMileageUnit);
  });

  it('the history is staff-only', async () => {
    const res = await participant.graphql(HISTORY, { kind: 'mroRate', id: 'x' });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('times of day, tolls and cordons are dated too', () => {
  it('a ToD window and price scheduled for next month; a toll price; a cordon without effectiveFrom is versioned now', async () => {
    const tod = (
      await ok(admin, 'mutation($input: CreateTodInput!) { createTod(input: $input) { id } }', {
        input: {
          name: `Dated ${randomUUID()}`,
          days: [1, 2],
          internalStart: '06:00',
          internalEnd: '10:00',
          centsPerMileageUnit: 2,
        },
      })
    ).createTod;
    const from = firstOfNextMonth();
    const updated = (
      await ok(
        admin,
        'mutation($input: UpdateTodInput!) { updateTod(input: $input) { name internalStart internalEnd centsPerMileageUnit nextChangeFrom } }',
        {
          input: { id: tod.id, name: 'Renamed now', internalEnd: '11:00', centsPerMileageUnit: 5, effectiveFrom: from },
        },
      )
    ).updateTod;
    // The name is not a price: it changes at once; the window and price wait for their day.
    expect(updated).toMatchObject({
      name: 'Renamed now',
      internalEnd: '10:00',
      centsPerMileageUnit: 2,
      nextChangeFrom: from,
    });
    const history = (await ok(admin, HISTORY, { kind: 'tod', id: tod.id })).listRateHistory.items;
    expect(history[0]).toMatchObject({
      effectiveFrom: from,
      internalStart: '06:00',
      internalEnd: '11:00',
      centsPerMileageUnit: 5,
      days: [1, 2],
    });

    // A window that would end before it starts at that day is refused.
    const bad = await admin.graphql('mutation($input: UpdateTodInput!) { updateTod(input: $input) { id } }', {
      input: { id: tod.id, internalStart: '11:30', effectiveFrom: from },
    });
    expect(bad.errors?.[0]?.message).toBe(messages.timeOrder);

    const toll = (await ok(admin, 'query { listTolls(limit: 1) { items { id feeCents } } }')).listTolls.items[0];
    const tollAfter = (
      await ok(admin, 'mutation($input: UpdateTollInput!) { updateToll(input: $input) { feeCents nextChangeFrom } }', {
        input: { id: toll.id, feeCents: toll.feeCents + 100, effectiveFrom: from },
      })
    ).updateToll;
    expect(tollAfter).toEqual({ feeCents: toll.feeCents, nextChangeFrom: from });

    const cordon = (await ok(admin, 'query { listCordons(limit: 1) { items { id entryFeeCents } } }')).listCordons
      .items[0];
    const cordonAfter = (
      await ok(
        admin,
        'mutation($input: UpdateCordonInput!) { updateCordon(input: $input) { entryFeeCents effectiveFrom } }',
        {
          input: { id: cordon.id, entryFeeCents: cordon.entryFeeCents + 1 },
        },
      )
    ).updateCordon;
    expect(cordonAfter).toEqual({ entryFeeCents: cordon.entryFeeCents + 1, effectiveFrom: ratesDateKey(new Date()) });
    // Restore the demo cordon's fee (a change now, recorded too).
    await ok(admin, 'mutation($input: UpdateCordonInput!) { updateCordon(input: $input) { id } }', {
      input: { id: cordon.id, entryFeeCents: cordon.entryFeeCents },
    });
    const cordonHistory = (await ok(admin, HISTORY, { kind: 'cordon', id: cordon.id })).listRateHistory.items;
    expect(cordonHistory).toHaveLength(3);
  });
});

describe('trips are priced with the rate in force at their start', () => {
  it('a trip after the change day gets the new rate, today’s trip keeps the old one, also when re-processed', async () => {
    const { client, username, vin, serial } = await enrolDeviceParticipant(server, admin, {
      emailPrefix: 'dated',
      licensePlate: '8DAT123',
      gpsEnabled: true,
    });
    const rates = (
      await ok(
        admin,
        'query { listMRORates(filter: { state: "CA", mroType: automatedWithLocation }) { items { centsPerMileageUnit } } }',
      )
    ).listMRORates.items[0];
    const oldRate = rates.centsPerMileageUnit as number;

    const deliver = (start: Date) =>
      deliverTrip(server, secret, { serialNumber: serial, vin, start, waypoints: SACRAMENTO });
    const tripOf = async (recordTripId: string) => {
      const data = await ok(
        admin,
        `query($u: ID!) { getTripsByUsernameByCreatedAt(username: $u, limit: 100) { items { id recordTripId mileageFeeCents } } }`,
        { u: username },
      );
      const trip = data.getTripsByUsernameByCreatedAt.items.find(
        (t: { recordTripId: string }) => t.recordTripId === recordTripId,
      );
      const segments = await ok(
        admin,
        'query($t: ID!) { listTripSegments(tripId: $t, limit: 1000) { items { type stateCode mileage mileageFeeCents } } }',
        {
          t: trip.id,
        },
      );
      return {
        ...trip,
        segments: segments.listTripSegments.items as { type: string; mileage: number; mileageFeeCents: number }[],
      };
    };
    const feeAt = (segments: { mileage: number }[], rate: number) =>
      segments.reduce((n, s) => n + Math.floor(s.mileage * rate + 0.5), 0);

    const todayTripId = await deliver(new Date(Date.now() - 2 * 3600_000));
    const before = await tripOf(todayTripId);
    const from = firstOfNextMonth();
    const newRate = oldRate * 2 + 1;
    await ok(admin, UPDATE_RATE, {
      input: { mroType: 'automatedWithLocation', state: 'CA', centsPerMileageUnit: newRate, effectiveFrom: from },
    });
    try {
      // A trip on the change day (10:00 in California) and one the evening before it.
      const laterId = await deliver(tenAm(from));
      const dayBefore = new Date(new Date(tenAm(from)).getTime() - 12 * 3600_000);
      const eveId = await deliver(dayBefore);
      const later = await tripOf(laterId);
      const eve = await tripOf(eveId);
      const publicOf = (t: { segments: { type: string; mileage: number; mileageFeeCents: number }[] }) =>
        t.segments.filter((s) => s.mileageFeeCents > 0);
      expect(later.mileageFeeCents).toBeGreaterThan(0);
      expect(later.mileageFeeCents).toBe(feeAt(publicOf(later), newRate));
      expect(eve.mileageFeeCents).toBe(feeAt(publicOf(eve), oldRate));

      // What the adjustment dialog recomputes with: each trip's own rates, staff only.
      const RATES_IN_FORCE = `query($id: ID!) { getTrip(id: $id) { ratesInForce {
        mroRates { mroType state centsPerMileageUnit } tods { id centsPerMileageUnit } cordons { id } } } }`;
      const caRate = async (id: string) =>
        (
          (await ok(admin, RATES_IN_FORCE, { id })).getTrip.ratesInForce.mroRates as {
            mroType: string;
            state: string;
            centsPerMileageUnit: number;
          }[]
        ).find((r) => r.mroType === 'automatedWithLocation' && r.state === 'CA')?.centsPerMileageUnit;
      expect(await caRate(later.id)).toBe(newRate);
      expect(await caRate(eve.id)).toBe(oldRate);
      expect(await caRate(before.id)).toBe(oldRate);
      // The participant reads their own trip, never the rates behind it.
      const own = await ok(client, 'query($id: ID!) { getTrip(id: $id) { id ratesInForce { tods { id } } } }', {
        id: before.id,
      });
      expect(own.getTrip).toEqual({ id: before.id, ratesInForce: null });

      // Re-processing today's trip after the change keeps today's price.
      const stamp = async () =>
        (await ok(admin, 'query($id: ID!) { getTrip(id: $id) { processStatus updatedAt } }', { id: before.id }))
          .getTrip;
      const was = await stamp();
      await ok(admin, 'mutation($input: UpdateTripInput!) { updateTrip(input: $input) { id } }', {
        input: { id: before.id, processStatus: 'pending' },
      });
      const deadline = Date.now() + 30_000;
      for (;;) {
        const now = await stamp();
        if (now.processStatus !== 'pending' && now.updatedAt !== was.updatedAt) {
          expect(now.processStatus).toBe('processed');
          break;
        }
        if (Date.now() > deadline) throw new Error('trip still pending');
        await new Promise((r) => setTimeout(r, 100));
      }
      const again = await tripOf(todayTripId);
      expect(again.mileageFeeCents).toBe(before.mileageFeeCents);
      expect(again.mileageFeeCents).toBe(feeAt(publicOf(again), oldRate));
    } finally {
      // The scheduled change is withdrawn by a later one for the same day (the latest entry wins).
      await ok(admin, UPDATE_RATE, {
        input: { mroType: 'automatedWithLocation', state: 'CA', centsPerMileageUnit: oldRate, effectiveFrom: from },
      });
    }
  }, 120_000);
});
