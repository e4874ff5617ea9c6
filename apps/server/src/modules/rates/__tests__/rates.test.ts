import { decodePolyline, encodePolyline, messages } from '@rc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';

let server: TestServer;
let admin: Client;
let adminId: string;
let participant: Client;
let anonymous: Client;

beforeAll(async () => {
  server = await startTestServer();
  admin = new Client(server.url);
  adminId = (await admin.signIn('admin@example.com', DEMO_PASSWORD)).id;
  participant = new Client(server.url);
  await participant.signIn('cordon@example.com', DEMO_PASSWORD);
  anonymous = new Client(server.url);
});
afterAll(async () => {
  await server?.close();
});

const ok = async (client: Client, query: string, variables: Record<string, unknown> = {}) => {
  const res = await client.graphql(query, variables);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data;
};
const refused = async (client: Client, query: string, variables: Record<string, unknown> = {}) => {
  const res = await client.graphql(query, variables);
  expect(res.data?.[Object.keys(res.data ?? {})[0] ?? ''] ?? null).toBeNull();
  return res.errors?.[0] ?? { message: '', extensions: {} };
};

const square = (lat: number, lng: number) =>
  encodePolyline([
    [lat, lng],
    [lat, lng + 0.01],
    [lat - 0.01, lng + 0.01],
    [lat - 0.01, lng],
  ]);

const CORDON_FIELDS = `id state name description zones { name description color polyline } days internalStart internalEnd
  entryFeeCents exitFeeCents centsPerMileageUnit minimumDistanceInMileageUnit minimumTotalDistanceInMileageUnit updatedBy`;
const createCordon = `mutation($input: CreateCordonInput!) { createCordon(input: $input) { ${CORDON_FIELDS} } }`;
const updateCordon = `mutation($input: UpdateCordonInput!) { updateCordon(input: $input) { ${CORDON_FIELDS} } }`;
const cordonInput = (overrides: Record<string, unknown> = {}) => ({
  state: 'ca',
  name: '  Sacramento Downtown ',
  zones: [{ name: 'Capitol', polyline: square(38.58, -121.5), color: '#1976d2' }],
  days: [5, 1, 2],
  internalStart: '07:00',
  internalEnd: '18:30',
  entryFeeCents: 300,
  centsPerMileageUnit: 2.5,
  ...overrides,
});

describe('reference data', () => {
  it('has the California MRO rates for every reporting type, per km and per litre', async () => {
    const data = await ok(
      participant,
      'query { listMRORates(filter: { state: "CA" }) { items { mroType state centsPerMileageUnit centsPerFuelUnit } nextToken } }',
    );
    const items = data.listMRORates.items;
    expect(items.map((r: { mroType: string }) => r.mroType).sort()).toEqual(
      ['NA', 'automatedWithLocation', 'automatedWithoutLocation', 'manual', 'telematics'].sort(),
    );
    for (const r of items) {
      // 1.8 cents a mile, stored per km; 59.6 cents a gallon of fuel tax, stored per litre.
      expect(r.centsPerMileageUnit).toBeCloseTo(1.8 * 0.6213711922373338, 6);
      expect(r.centsPerFuelUnit).toBeCloseTo(59.6 / 3.785411784, 5);
    }
    expect(data.listMRORates.nextToken).toBeNull();
  });

  it('has the weekday rush-hour windows', async () => {
    const data = await ok(
      participant,
      'query { listTods { items { id name days internalStart internalEnd centsPerMileageUnit } } }',
    );
    const rush = data.listTods.items.filter((t: { id: string }) => t.id.startsWith('tod-weekday-rush'));
    expect(rush.map((t: { internalStart: string; internalEnd: string }) => [t.internalStart, t.internalEnd])).toEqual([
      ['15:00', '19:00'],
      ['06:00', '10:00'],
    ]);
    for (const t of rush) {
      expect(t.days).toEqual([1, 2, 3, 4, 5]);
      expect(t.centsPerMileageUnit).toBeCloseTo(5 * 0.6213711922373338, 6);
    }
    const one = await ok(participant, 'query { getTod(id: "tod-weekday-rush-am") { name } }');
    expect(one.getTod.name).toBe('Weekday rush hours (morning)');
  });

  it('has the downtown San Francisco cordon with a real outline', async () => {
    const data = await ok(participant, `query { getCordon(id: "cordon-downtown-sf") { ${CORDON_FIELDS} } }`);
    const cordon = data.getCordon;
    expect(cordon).toMatchObject({
      state: 'CA',
      name: 'Downtown San Francisco',
      days: [1, 2, 3, 4, 5],
      internalStart: '06:00',
      internalEnd: '19:00',
      entryFeeCents: 500,
      exitFeeCents: 0,
    });
    expect(cordon.centsPerMileageUnit).toBeCloseTo(5 * 0.6213711922373338, 6);
    const points = decodePolyline(cordon.zones[0].polyline)!;
    expect(points.length).toBeGreaterThanOrEqual(3);
    for (const [lat, lng] of points) {
      expect(lat).toBeGreaterThan(37.76);
      expect(lat).toBeLessThan(37.81);
      expect(lng).toBeGreaterThan(-122.42);
      expect(lng).toBeLessThan(-122.38);
    }
  });

  it('has the Bay Area toll bridges, each with its toll-plaza gantries', async () => {
    const data = await ok(
      participant,
      'query { listTolls(filter: { state: "CA" }) { items { id name state gantryCount } } }',
    );
    const names = data.listTolls.items.map((t: { name: string }) => t.name);
    for (const bridge of [
      'Golden Gate Bridge',
      'San Francisco–Oakland Bay Bridge',
      'San Mateo–Hayward Bridge',
      'Dumbarton Bridge',
      'Richmond–San Rafael Bridge',
      'Carquinez Bridge',
      'Benicia–Martinez Bridge',
      'Antioch Bridge',
    ]) {
      expect(names).toContain(bridge);
    }
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : 1)));
    for (const t of data.listTolls.items) expect(t.gantryCount).toBeGreaterThanOrEqual(1);

    const ggb = await ok(
      participant,
      'query { listTollGantries(tollId: "toll-golden-gate-bridge") { items { assetId tollId lat lon direction } } }',
    );
    expect(ggb.listTollGantries.items).toEqual([
      { assetId: 'GGB-SB-01', tollId: 'toll-golden-gate-bridge', lat: 37.8066, lon: -122.4746, direction: 'S' },
    ]);
    const bay = await ok(
      participant,
      'query { listTollGantries(tollId: "toll-bay-bridge", filter: { direction: W }, limit: 1) { items { assetId } nextToken } }',
    );
    expect(bay.listTollGantries.items).toEqual([{ assetId: 'SFOBB-WB-01' }]);
    const rest = await ok(
      participant,
      'query($t: String) { listTollGantries(tollId: "toll-bay-bridge", limit: 1, nextToken: $t) { items { assetId } nextToken } }',
      { t: bay.listTollGantries.nextToken },
    );
    expect(rest.listTollGantries).toEqual({ items: [{ assetId: 'SFOBB-WB-02' }], nextToken: null });
    const none = await ok(
      participant,
      'query { listTollGantries(tollId: "toll-bay-bridge", filter: { direction: E }) { items { assetId } } }',
    );
    expect(none.listTollGantries.items).toEqual([]);
  });

  it('pages the toll list with nextToken', async () => {
    const seen: string[] = [];
    let token: string | null = null;
    do {
      const data: any = await ok(
        participant,
        'query($t: String) { listTolls(limit: 3, nextToken: $t) { items { id } nextToken } }',
        { t: token },
      );
      seen.push(...data.listTolls.items.map((t: { id: string }) => t.id));
      token = data.listTolls.nextToken;
    } while (token);
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
  });
});

describe('who may read and change rates', () => {
  it('signed-in users read; anonymous callers are refused', async () => {
    const err = await refused(anonymous, 'query { listMRORates { items { state } } }');
    expect(err.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await refused(anonymous, 'query { getCordon(id: "cordon-downtown-sf") { id } }')).extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it.each([
    [
      'updateMRORate',
      'mutation { updateMRORate(input: { mroType: manual, state: "CA", centsPerMileageUnit: 0 }) { state } }',
    ],
    ['updateToll', 'mutation { updateToll(input: { id: "toll-antioch-bridge", name: "Free bridge" }) { id } }'],
    ['updateTod', 'mutation { updateTod(input: { id: "tod-weekday-rush-am", centsPerMileageUnit: 0 }) { id } }'],
    ['updateCordon', 'mutation { updateCordon(input: { id: "cordon-downtown-sf", entryFeeCents: 0 }) { id } }'],
  ])('participants cannot %s', async (_name, mutation) => {
    const err = await refused(participant, mutation);
    expect(err.extensions?.code).toBe('FORBIDDEN');
    expect(err.message).toBe(messages.adminOnly);
  });
});

describe('updateMRORate', () => {
  const update = `mutation($input: UpdateMRORateInput!) { updateMRORate(input: $input) {
    id mroType state centsPerMileageUnit centsPerFuelUnit updatedBy } }`;

  it('inserts a new (mroType, state) rate, then updates it in place; a rate left out keeps its value', async () => {
    const created = await ok(admin, update, {
      input: { mroType: 'telematics', state: 'or', centsPerMileageUnit: 1.2427, centsPerFuelUnit: 10 },
    });
    expect(created.updateMRORate).toMatchObject({
      mroType: 'telematics',
      state: 'OR',
      centsPerMileageUnit: 1.2427,
      centsPerFuelUnit: 10,
      updatedBy: adminId,
    });
    const updated = await ok(admin, update, {
      input: { mroType: 'telematics', state: 'OR', centsPerMileageUnit: 1.5 },
    });
    expect(updated.updateMRORate).toMatchObject({
      id: created.updateMRORate.id,
      centsPerMileageUnit: 1.5,
      centsPerFuelUnit: 10,
    });
    const listed = await ok(
      participant,
      'query { listMRORates(filter: { state: "OR", mroType: telematics }) { items { centsPerMileageUnit } } }',
    );
    expect(listed.listMRORates.items).toEqual([{ centsPerMileageUnit: 1.5 }]);

    const audit = await ok(
      admin,
      'query($k: String!) { getEventsByKeyByTimestamp(key: $k, sortDirection: ASC) { items { eventName updatedBy diff { key old new } } } }',
      { k: `mro_rates#${created.updateMRORate.id}` },
    );
    expect(audit.getEventsByKeyByTimestamp.items.map((e: { eventName: string }) => e.eventName)).toEqual([
      'INSERT',
      'MODIFY',
    ]);
    expect(audit.getEventsByKeyByTimestamp.items[1].diff).toContainEqual({
      key: 'centsPerMileageUnit',
      old: '1.2427',
      new: '1.5',
    });
    expect(audit.getEventsByKeyByTimestamp.items[1].updatedBy).toBe(adminId);
  });

  it.each([
    [{ mroType: 'manual', state: 'CA', centsPerMileageUnit: -0.5 }, messages.rateInvalid],
    [{ mroType: 'manual', state: 'CA', centsPerFuelUnit: -1 }, messages.rateInvalid],
    [{ mroType: 'manual', state: 'XX', centsPerMileageUnit: 1 }, messages.stateCodeInvalid],
    [{ mroType: 'manual', state: '', centsPerMileageUnit: 1 }, messages.stateCodeInvalid],
  ])('refuses %j: %s', async (input, message) => {
    const err = await refused(admin, update, { input });
    expect(err.extensions?.code).toBe('BAD_USER_INPUT');
    expect(err.message).toBe(message);
  });
});

describe('cordons', () => {
  it('creates a cordon (trimmed, upper-cased state, sorted days) and updates only the given fields', async () => {
    const created = (await ok(admin, createCordon, { input: cordonInput() })).createCordon;
    expect(created).toMatchObject({
      state: 'CA',
      name: 'Sacramento Downtown',
      description: null,
      days: [1, 2, 5],
      internalStart: '07:00',
      internalEnd: '18:30',
      entryFeeCents: 300,
      exitFeeCents: 0,
      centsPerMileageUnit: 2.5,
      minimumDistanceInMileageUnit: null,
      updatedBy: adminId,
      zones: [{ name: 'Capitol', description: null, color: '#1976d2', polyline: square(38.58, -121.5) }],
    });

    const updated = (
      await ok(admin, updateCordon, {
        input: {
          id: created.id,
          description: 'Around the Capitol',
          internalEnd: '20:00',
          minimumDistanceInMileageUnit: 0.5,
        },
      })
    ).updateCordon;
    expect(updated).toMatchObject({
      name: 'Sacramento Downtown',
      description: 'Around the Capitol',
      internalStart: '07:00',
      internalEnd: '20:00',
      entryFeeCents: 300,
      minimumDistanceInMileageUnit: 0.5,
    });
    const cleared = (await ok(admin, updateCordon, { input: { id: created.id, description: null } })).updateCordon;
    expect(cleared.description).toBeNull();

    const listed = await ok(participant, 'query { listCordons(filter: { state: "CA" }) { items { id name } } }');
    expect(listed.listCordons.items.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Downtown San Francisco', 'Sacramento Downtown']),
    );
    const other = await ok(participant, 'query { listCordons(filter: { state: "NY" }) { items { id } } }');
    expect(other.listCordons.items).toEqual([]);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    [
      'a polyline that does not decode',
      { zones: [{ name: 'Z', polyline: 'not a polyline!' }] },
      messages.zonePolylineInvalid,
    ],
    [
      'a polyline of two points',
      {
        zones: [
          {
            name: 'Z',
            polyline: encodePolyline([
              [38, -121],
              [38.1, -121],
            ]),
          },
        ],
      },
      messages.zonePolylineInvalid,
    ],
    [
      'a polyline of three equal points',
      {
        zones: [
          {
            name: 'Z',
            polyline: encodePolyline([
              [38, -121],
              [38, -121],
              [38, -121],
            ]),
          },
        ],
      },
      messages.zonePolylineInvalid,
    ],
    [
      'a polyline cut short',
      { zones: [{ name: 'Z', polyline: square(38, -121).slice(0, -1) }] },
      messages.zonePolylineInvalid,
    ],
    ['no zones', { zones: [] }, messages.zonesRequired],
    [
      'a zone colour that is not a colour',
      { zones: [{ name: 'Z', polyline: square(38, -121), color: 'red;x' }] },
      messages.zoneColorInvalid,
    ],
    ['a zone without a name', { zones: [{ name: ' ', polyline: square(38, -121) }] }, messages.rateNameRequired],
    ['day 0', { days: [0, 1] }, messages.daysInvalid],
    ['day 8', { days: [8] }, messages.daysInvalid],
    ['a repeated day', { days: [1, 1] }, messages.daysInvalid],
    ['no days', { days: [] }, messages.daysInvalid],
    ['a time without minutes', { internalStart: '7' }, messages.timeInvalid],
    ['hour 24', { internalEnd: '24:00' }, messages.timeInvalid],
    ['start after end', { internalStart: '19:00', internalEnd: '06:00' }, messages.timeOrder],
    ['start equal to end', { internalStart: '06:00', internalEnd: '06:00' }, messages.timeOrder],
    ['a negative entry fee', { entryFeeCents: -1 }, messages.feeCentsInvalid],
    ['a negative exit fee', { exitFeeCents: -5 }, messages.feeCentsInvalid],
    ['a negative rate', { centsPerMileageUnit: -0.01 }, messages.rateInvalid],
    ['a negative minimum distance', { minimumDistanceInMileageUnit: -1 }, messages.distanceInvalid],
    ['an unknown state', { state: 'Cal' }, messages.stateCodeInvalid],
    ['an empty name', { name: '   ' }, messages.rateNameRequired],
  ];

  it.each(invalid)('createCordon refuses %s', async (_what, overrides, message) => {
    const err = await refused(admin, createCordon, { input: cordonInput(overrides) });
    expect(err.extensions?.code).toBe('BAD_USER_INPUT');
    expect(err.message).toBe(message);
  });

  it('refuses a fee in fractions of a cent (GraphQL Int) without writing', async () => {
    const res = await admin.graphql(createCordon, { input: cordonInput({ entryFeeCents: 2.5 }) });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('updateCordon checks the hours against the stored ones and changes nothing when refused', async () => {
    // Stored 06:00-19:00: a new start of 20:00 alone would end before it starts.
    const err = await refused(admin, updateCordon, { input: { id: 'cordon-downtown-sf', internalStart: '20:00' } });
    expect(err.message).toBe(messages.timeOrder);
    const bad = await refused(admin, updateCordon, {
      input: { id: 'cordon-downtown-sf', entryFeeCents: 100, zones: [{ name: 'Z', polyline: '??' }] },
    });
    expect(bad.message).toBe(messages.zonePolylineInvalid);
    const nulled = await refused(admin, updateCordon, { input: { id: 'cordon-downtown-sf', name: null } });
    expect(nulled.message).toBe(messages.rateNameRequired);
    const after = await ok(
      participant,
      'query { getCordon(id: "cordon-downtown-sf") { internalStart entryFeeCents name } }',
    );
    expect(after.getCordon).toEqual({ internalStart: '06:00', entryFeeCents: 500, name: 'Downtown San Francisco' });
  });

  it('updateCordon of an unknown id is NOT_FOUND; getCordon of one is null', async () => {
    const err = await refused(admin, updateCordon, { input: { id: 'no-such-cordon', entryFeeCents: 1 } });
    expect(err.extensions?.code).toBe('NOT_FOUND');
    expect(err.message).toBe(messages.cordonNotFound);
    const none = await ok(participant, 'query { getCordon(id: "no-such-cordon") { id } }');
    expect(none.getCordon).toBeNull();
  });
});

describe('times of day', () => {
  const create = `mutation($input: CreateTodInput!) { createTod(input: $input) {
    id name days internalStart internalEnd centsPerMileageUnit updatedBy } }`;
  const update =
    'mutation($input: UpdateTodInput!) { updateTod(input: $input) { id name days internalStart internalEnd centsPerMileageUnit } }';

  it('creates and updates a window; listTods filters by weekday', async () => {
    const created = (
      await ok(admin, create, {
        input: {
          name: 'Weekend shopping',
          days: [7, 6],
          internalStart: '11:00',
          internalEnd: '16:00',
          centsPerMileageUnit: 1,
        },
      })
    ).createTod;
    expect(created).toMatchObject({
      name: 'Weekend shopping',
      days: [6, 7],
      internalStart: '11:00',
      updatedBy: adminId,
    });
    const updated = (
      await ok(admin, update, { input: { id: created.id, internalStart: '10:30', centsPerMileageUnit: 1.25 } })
    ).updateTod;
    expect(updated).toMatchObject({
      internalStart: '10:30',
      internalEnd: '16:00',
      centsPerMileageUnit: 1.25,
      days: [6, 7],
    });

    const saturday = await ok(participant, 'query { listTods(filter: { day: 6 }) { items { name } } }');
    expect(saturday.listTods.items).toEqual([{ name: 'Weekend shopping' }]);
    const monday = await ok(participant, 'query { listTods(filter: { day: 1 }) { items { name } } }');
    expect(monday.listTods.items.map((t: { name: string }) => t.name)).not.toContain('Weekend shopping');
  });

  it.each([
    [
      { name: 'X', days: [1], internalStart: '10:00', internalEnd: '09:00', centsPerMileageUnit: 1 },
      messages.timeOrder,
    ],
    [
      { name: 'X', days: [1], internalStart: '9:00', internalEnd: '10:00', centsPerMileageUnit: 1 },
      messages.timeInvalid,
    ],
    [
      { name: 'X', days: [9], internalStart: '09:00', internalEnd: '10:00', centsPerMileageUnit: 1 },
      messages.daysInvalid,
    ],
    [
      { name: 'X', days: [1], internalStart: '09:00', internalEnd: '10:00', centsPerMileageUnit: -1 },
      messages.rateInvalid,
    ],
    [
      { name: '', days: [1], internalStart: '09:00', internalEnd: '10:00', centsPerMileageUnit: 1 },
      messages.rateNameRequired,
    ],
  ])('createTod refuses %j', async (input, message) => {
    const err = await refused(admin, create, { input });
    expect(err.extensions?.code).toBe('BAD_USER_INPUT');
    expect(err.message).toBe(message);
  });

  it('updateTod checks the window against the stored one; an unknown id is NOT_FOUND', async () => {
    const err = await refused(admin, update, { input: { id: 'tod-weekday-rush-pm', internalEnd: '14:00' } });
    expect(err.message).toBe(messages.timeOrder);
    const missing = await refused(admin, update, { input: { id: 'nope', name: 'x' } });
    expect(missing.message).toBe(messages.todNotFound);
  });
});

describe('tolls', () => {
  const update = 'mutation($input: UpdateTollInput!) { updateToll(input: $input) { id name state updatedBy } }';

  it('renames a toll', async () => {
    const res = await ok(admin, update, { input: { id: 'toll-dumbarton-bridge', name: 'Dumbarton Bridge (SR 84)' } });
    expect(res.updateToll).toEqual({
      id: 'toll-dumbarton-bridge',
      name: 'Dumbarton Bridge (SR 84)',
      state: 'CA',
      updatedBy: adminId,
    });
  });

  it.each([
    [{ id: 'toll-antioch-bridge', name: '' }, messages.rateNameRequired],
    [{ id: 'toll-antioch-bridge', state: 'ZZ' }, messages.stateCodeInvalid],
    [{ id: 'no-such-toll', name: 'x' }, messages.tollNotFound],
  ])('refuses %j', async (input, message) => {
    const err = await refused(admin, update, { input });
    expect(err.message).toBe(message);
  });
});
