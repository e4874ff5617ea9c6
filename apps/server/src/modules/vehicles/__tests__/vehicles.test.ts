import { messages } from '@rc/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { createParticipant } from '../../../db/__tests__/fixtures.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { auditEvents, mileageReportingOptions, participants, trips, vehicles } from '../../../db/schema/index.js';
import { type Caller, errorOf, randomVin, signInDemo, signUp, withCheckDigit } from './helpers.js';

let server: TestServer;
let handle: DatabaseHandle;
let admin: Caller;

const fields =
  'id username vin make model year type subtype licensePlate registrationState isPrimary mroType mroId beginningOdometerReading currentOdometerReading epaVehicleId epaVehicleCombinedMpg epaVehicleCombinedKpl createdBy updatedBy';
const CREATE = `mutation($input: CreateVehicleInput!) { createVehicle(input: $input) { ${fields} } }`;
const UPDATE = `mutation($input: UpdateVehicleInput!) { updateVehicle(input: $input) { ${fields} } }`;
const DELETE = 'mutation($input: DeleteVehicleInput!) { deleteVehicle(input: $input) { id } }';
const LIST = `query($u: String!, $f: ModelVehicleFilterInput, $l: Int, $t: String, $d: ModelSortDirection) {
  listVehicles(username: $u, filter: $f, limit: $l, nextToken: $t, sortDirection: $d) { items { id isPrimary createdAt } nextToken } }`;
const VIN_CHECK =
  'mutation($input: VinCheckInput!) { vinCheck(input: $input) { vin vinExists smartcarCompatible make model year } }';

/** A 2003 Honda Accord (the regulation's example VIN); EPA rows 18655–18658, the first has 25 mpg combined. */
const ACCORD = {
  vin: '1HGCM82633A004352',
  make: 'honda',
  model: 'Accord',
  year: 2003,
  type: 'gas',
  registrationState: 'ca',
  licensePlate: '4abc123',
};
const camry = () => ({
  make: 'Toyota',
  model: 'Camry',
  year: 2020,
  type: 'gas',
  registrationState: 'CA',
  licensePlate: 'CAM1',
});

async function setFeature(key: string, value: string) {
  const res = await admin.client.graphql(
    'mutation($k: String!, $v: String) { updateConfiguration(input: { key: $k, value: $v }) { key } }',
    { k: key, v: value },
  );
  expect(res.errors).toBeUndefined();
}

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  admin = await signInDemo(server, 'admin@example.com');
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

describe('a participant registers their first vehicle during enrolment', () => {
  let me: Caller;
  let vehicleId: string;

  beforeAll(async () => {
    me = await signUp(server);
  });

  it('creates it with the EPA match (make in any case, the first row by id), normalised fields and the audit actor', async () => {
    const res = await me.client.graphql(CREATE, { input: { username: me.username, ...ACCORD } });
    expect(res.errors).toBeUndefined();
    const v = res.data.createVehicle;
    vehicleId = v.id;
    expect(v).toMatchObject({
      username: me.username,
      vin: '1HGCM82633A004352',
      make: 'honda',
      model: 'Accord',
      year: 2003,
      registrationState: 'CA',
      licensePlate: '4ABC123',
      isPrimary: true,
      mroType: 'NA',
      epaVehicleId: '18655',
      epaVehicleCombinedMpg: 25,
      epaVehicleCombinedKpl: 10.629,
      createdBy: me.username,
    });
    const [event] = await handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.key, `vehicles#${v.id}`));
    expect(event).toMatchObject({ eventName: 'INSERT', updatedBy: me.username, username: me.username });
  });

  it('refuses a second vehicle from the participant: changing vehicles goes through support', async () => {
    const res = await me.client.graphql(CREATE, { input: { username: me.username, ...camry() } });
    expect(errorOf(res)).toEqual({ code: 'FORBIDDEN', message: messages.vehicleChangeContactSupport });
  });

  it('lets the participant edit it while enrolling, recomputes the EPA match and clears the device preference', async () => {
    await handle.db
      .update(participants)
      .set({ mroDevicePreference: 'automatedWithLocation' })
      .where(eq(participants.username, me.username));
    const res = await me.client.graphql(UPDATE, {
      input: { id: vehicleId, username: me.username, model: 'Civic', licensePlate: '5XYZ999' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.updateVehicle).toMatchObject({ model: 'Civic', licensePlate: '5XYZ999', epaVehicleId: '18518' });
    const [p] = await handle.db.select().from(participants).where(eq(participants.username, me.username));
    expect(p?.mroDevicePreference).toBeNull();
  });

  it('keeps the vehicle rules on an edit (the vehicle as a whole is checked again)', async () => {
    const res = await me.client.graphql(UPDATE, { input: { id: vehicleId, username: me.username, vin: null } });
    expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message: messages.vinRequired });
  });

  it('refuses a 9-character plate and a 2005 vehicle without a VIN on an edit, and changes nothing', async () => {
    const [before] = await handle.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    const plate = await me.client.graphql(UPDATE, {
      input: { id: vehicleId, username: me.username, licensePlate: 'ABCD12345' },
    });
    expect(errorOf(plate)).toEqual({ code: 'BAD_USER_INPUT', message: messages.licensePlateTooLong });
    const noVin = await me.client.graphql(UPDATE, {
      input: { id: vehicleId, username: me.username, year: 2005, vin: '' },
    });
    expect(errorOf(noVin)).toEqual({ code: 'BAD_USER_INPUT', message: messages.vinRequired });
    const [after] = await handle.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    expect(after).toEqual(before);
  });

  it('refuses staff-only fields from the participant', async () => {
    for (const change of [
      { mroType: 'manual' },
      { currentOdometerReading: 10 },
      { mroId: 'N/A' },
      { isPrimary: true },
    ]) {
      const res = await me.client.graphql(UPDATE, { input: { id: vehicleId, username: me.username, ...change } });
      expect(errorOf(res)).toEqual({ code: 'FORBIDDEN', message: messages.vehicleFieldsStaffOnly });
    }
  });

  it('refuses edits once enrolment is over (status no longer created)', async () => {
    await handle.db.update(participants).set({ status: 'onboarded' }).where(eq(participants.username, me.username));
    const res = await me.client.graphql(UPDATE, {
      input: { id: vehicleId, username: me.username, licensePlate: 'NEW1' },
    });
    expect(errorOf(res)).toEqual({ code: 'FORBIDDEN', message: messages.vehicleChangeContactSupport });
    await handle.db.update(participants).set({ status: 'created' }).where(eq(participants.username, me.username));
  });

  it('refuses another participant, and hides vehicles of others behind the own username', async () => {
    const other = await signUp(server, 'other');
    const asOther = await other.client.graphql(UPDATE, {
      input: { id: vehicleId, username: me.username, licensePlate: 'X1' },
    });
    expect(errorOf(asOther)?.code).toBe('FORBIDDEN');
    const sneaky = await other.client.graphql(UPDATE, {
      input: { id: vehicleId, username: other.username, licensePlate: 'X1' },
    });
    expect(errorOf(sneaky)).toEqual({ code: 'NOT_FOUND', message: messages.vehicleNotFound });
    const list = await other.client.graphql(LIST, { u: me.username });
    expect(errorOf(list)?.code).toBe('FORBIDDEN');
    const create = await other.client.graphql(CREATE, { input: { username: me.username, ...camry() } });
    expect(errorOf(create)?.code).toBe('FORBIDDEN');
  });
});

describe('vehicle rules and messages (participant spec section 5)', () => {
  let me: Caller;
  beforeAll(async () => {
    me = await signUp(server, 'rules');
  });

  it.each([
    [{ model: '' }, messages.vehicleModelRequired],
    [{ model: 'Other' }, messages.vehicleOtherModelRequired],
    [{ registrationState: '' }, messages.registrationStateRequired],
    [{ registrationState: 'ZZ' }, messages.registrationStateRequired],
    [{ licensePlate: '' }, messages.licensePlateRequired],
    [{ licensePlate: 'ABCDEFGHI' }, messages.licensePlateTooLong],
    [{ licensePlate: ' abcd12345 ' }, messages.licensePlateTooLong],
    [{ year: 1995 }, messages.vehicleYearOutOfRange],
    [{ year: 2004 }, messages.vinRequired],
    [{ year: 2005, vin: '' }, messages.vinRequired],
    [{ year: 1996, vin: null }, messages.vinRequired],
    [{ subtype: 'Motorcycle' }, messages.motorcycleNotEligible],
    // The VIN tells the model year (position 10 'S', position 7 a digit: 1995), whatever year is chosen.
    [{ vin: withCheckDigit('1HGCD563_SA012345') }, messages.vehicleYearOutOfRange],
    [{ vin: '5YJ3E1EA7KF317000' }, messages.vinInvalid],
    [{ vin: '1HGCM82633A00435' }, messages.vinInvalid],
    [{ make: '' }, messages.vehicleMakeRequired],
  ])('%j → %s, and nothing is registered', async (change, message) => {
    const res = await me.client.graphql(CREATE, { input: { username: me.username, ...camry(), ...change } });
    expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message });
    const rows = await handle.db.select().from(vehicles).where(eq(vehicles.username, me.username));
    expect(rows).toHaveLength(0);
  });

  it("stores the free text of an 'Other' model", async () => {
    const other = await signUp(server, 'othermodel');
    const res = await other.client.graphql(CREATE, {
      input: { username: other.username, ...camry(), model: 'Other', otherModel: 'Camry Custom' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.createVehicle).toMatchObject({ model: 'Camry Custom', epaVehicleId: null });
  });

  it('refuses a VIN already registered (case-insensitive)', async () => {
    const first = await signUp(server, 'vin1');
    const second = await signUp(server, 'vin2');
    const vin = randomVin('5YJ', 'K', 'E');
    const ok = await first.client.graphql(CREATE, { input: { username: first.username, ...camry(), vin } });
    expect(ok.errors).toBeUndefined();
    const dup = await second.client.graphql(CREATE, {
      input: { username: second.username, ...camry(), vin: vin.toLowerCase() },
    });
    expect(errorOf(dup)).toEqual({ code: 'BAD_USER_INPUT', message: messages.vinAlreadyRegistered });
  });

  it('asks for a VIN from every vehicle when FEATURE_REGISTER_WITH_VIN is enabled', async () => {
    await setFeature('FEATURE_REGISTER_WITH_VIN', 'enabled');
    try {
      const res = await me.client.graphql(CREATE, { input: { username: me.username, ...camry() } });
      expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message: messages.vinRequired });
    } finally {
      await setFeature('FEATURE_REGISTER_WITH_VIN', 'disabled');
    }
  });

  it('answers a missing participant with NOT_FOUND', async () => {
    const res = await admin.client.graphql(CREATE, { input: { username: 'no-such-participant', ...camry() } });
    expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: messages.participantNotFound });
  });
});

describe('staff and vehicles', () => {
  let owner: string;
  let firstId: string;

  beforeAll(async () => {
    owner = await createParticipant(handle.db);
  });

  it('register the first vehicle of a participant without the multiple-vehicles feature', async () => {
    const res = await admin.client.graphql(CREATE, {
      input: { username: owner, ...camry(), beginningOdometerReading: 12000, mroType: 'manual' },
    });
    expect(res.errors).toBeUndefined();
    firstId = res.data.createVehicle.id;
    expect(res.data.createVehicle).toMatchObject({
      isPrimary: true,
      mroType: 'manual',
      beginningOdometerReading: 12000,
      currentOdometerReading: 12000,
      createdBy: admin.username,
    });
    expect(res.data.createVehicle.epaVehicleId).not.toBeNull();
  });

  it('register another vehicle only when FEATURE_MULTIPLE_VEHICLES is enabled', async () => {
    const refused = await admin.client.graphql(CREATE, { input: { username: owner, ...camry(), licensePlate: 'TWO' } });
    expect(errorOf(refused)).toEqual({ code: 'FORBIDDEN', message: messages.multipleVehiclesDisabled });
    await setFeature('FEATURE_MULTIPLE_VEHICLES', 'enabled');
    try {
      const second = await admin.client.graphql(CREATE, {
        input: { username: owner, ...camry(), licensePlate: 'TWO' },
      });
      expect(second.errors).toBeUndefined();
      expect(second.data.createVehicle.isPrimary).toBe(false);
      const third = await admin.client.graphql(CREATE, {
        input: { username: owner, ...camry(), licensePlate: 'THREE', isPrimary: true },
      });
      expect(third.data.createVehicle.isPrimary).toBe(true);
      const primaries = await handle.db
        .select()
        .from(vehicles)
        .where(and(eq(vehicles.username, owner), eq(vehicles.isPrimary, true)));
      expect(primaries.map((v) => v.id)).toEqual([third.data.createVehicle.id]);
    } finally {
      await setFeature('FEATURE_MULTIPLE_VEHICLES', 'disabled');
    }
  });

  it('list them newest first by default, page by nextToken and filter by isPrimary', async () => {
    const page1 = await admin.client.graphql(LIST, { u: owner, l: 2 });
    expect(page1.errors).toBeUndefined();
    expect(page1.data.listVehicles.items).toHaveLength(2);
    const page2 = await admin.client.graphql(LIST, { u: owner, l: 2, t: page1.data.listVehicles.nextToken });
    expect(page2.data.listVehicles.items).toHaveLength(1);
    expect(page2.data.listVehicles.nextToken).toBeNull();
    const all = [...page1.data.listVehicles.items, ...page2.data.listVehicles.items];
    expect(all.at(-1).id).toBe(firstId);
    const times = all.map((v: { createdAt: string }) => v.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const asc = await admin.client.graphql(LIST, { u: owner, d: 'ASC' });
    expect(asc.data.listVehicles.items[0].id).toBe(firstId);
    const primary = await admin.client.graphql(LIST, { u: owner, f: { isPrimary: true } });
    expect(primary.data.listVehicles.items).toHaveLength(1);
    const bad = await admin.client.graphql(LIST, { u: owner, t: 'forged' });
    expect(errorOf(bad)?.code).toBe('BAD_USER_INPUT');
  });

  it('edit every field: odometer readings, reporting type, device id, details (EPA follows)', async () => {
    const res = await admin.client.graphql(UPDATE, {
      input: {
        id: firstId,
        username: owner,
        make: 'Honda',
        model: 'Accord',
        year: 2003,
        vin: randomVin('1HG', '3', '6'),
        mroType: 'automatedWithoutLocation',
        mroId: 'N/A',
        beginningOdometerReading: 100,
        currentOdometerReading: 250.5,
      },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.updateVehicle).toMatchObject({
      make: 'Honda',
      epaVehicleId: '18655',
      mroType: 'automatedWithoutLocation',
      mroId: 'N/A',
      currentOdometerReading: 250.5,
      updatedBy: admin.username,
    });
  });

  it("refuse a device id that is not the participant's", async () => {
    const res = await admin.client.graphql(UPDATE, { input: { id: firstId, username: owner, mroId: 'not-a-device' } });
    expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message: messages.vehicleMroIdInvalid });
  });

  it('do not clear the participant device preference when staff edit', async () => {
    await handle.db.update(participants).set({ mroDevicePreference: 'manual' }).where(eq(participants.username, owner));
    await admin.client.graphql(UPDATE, { input: { id: firstId, username: owner, licensePlate: 'STAFF1' } });
    const [p] = await handle.db.select().from(participants).where(eq(participants.username, owner));
    expect(p?.mroDevicePreference).toBe('manual');
  });
});

describe('deleteVehicle (staff only)', () => {
  let owner: string;
  const add = async (licensePlate: string) => {
    const [v] = await handle.db
      .insert(vehicles)
      .values({ username: owner, make: 'Ford', model: 'Focus', year: 2018, licensePlate, registrationState: 'CA' })
      .returning();
    return v!.id;
  };
  beforeAll(async () => {
    owner = await createParticipant(handle.db);
  });

  it('refuses a vehicle with trips, and one with a device, with a clear message', async () => {
    const withTrip = await add('TRIP1');
    await handle.db.insert(trips).values({ username: owner, vehicleId: withTrip });
    const res = await admin.client.graphql(DELETE, { input: { id: withTrip, username: owner } });
    expect(errorOf(res)).toEqual({ code: 'CONFLICT', message: messages.vehicleHasTrips });

    const withDevice = await add('DEV1');
    await handle.db
      .insert(mileageReportingOptions)
      .values({ username: owner, vehicleId: withDevice, deviceSerialNumber: `DEL-${withDevice}` });
    const res2 = await admin.client.graphql(DELETE, { input: { id: withDevice, username: owner } });
    expect(errorOf(res2)).toEqual({ code: 'CONFLICT', message: messages.vehicleHasDevice });
    expect(await handle.db.select().from(vehicles).where(eq(vehicles.id, withDevice))).toHaveLength(1);
  });

  it('removes an unused vehicle; the oldest remaining one becomes primary', async () => {
    const other = await createParticipant(handle.db);
    const [a, b] = await handle.db
      .insert(vehicles)
      .values([
        { username: other, make: 'Kia', model: 'Soul', year: 2020, isPrimary: true },
        { username: other, make: 'Kia', model: 'Niro', year: 2021 },
      ])
      .returning();
    const res = await admin.client.graphql(DELETE, { input: { id: a!.id, username: other } });
    expect(res.errors).toBeUndefined();
    expect(res.data.deleteVehicle.id).toBe(a!.id);
    const [rest] = await handle.db.select().from(vehicles).where(eq(vehicles.id, b!.id));
    expect(rest?.isPrimary).toBe(true);
    const again = await admin.client.graphql(DELETE, { input: { id: a!.id, username: other } });
    expect(errorOf(again)).toEqual({ code: 'NOT_FOUND', message: messages.vehicleNotFound });
  });

  it('is refused to participants, even for their own vehicle', async () => {
    const me = await signUp(server, 'deleter');
    const created = await me.client.graphql(CREATE, { input: { username: me.username, ...camry() } });
    const res = await me.client.graphql(DELETE, {
      input: { id: created.data.createVehicle.id, username: me.username },
    });
    expect(errorOf(res)?.code).toBe('FORBIDDEN');
  });
});

describe('vinCheck', () => {
  let me: Caller;
  beforeAll(async () => {
    me = await signUp(server, 'vincheck');
  });

  it('decodes make and year offline and tells telematics compatibility', async () => {
    const res = await me.client.graphql(VIN_CHECK, { input: { vin: '5yj3e1ea2kf317000', source: 'registration' } });
    expect(res.errors).toBeUndefined();
    expect(res.data.vinCheck).toEqual({
      vin: '5YJ3E1EA2KF317000',
      vinExists: false,
      smartcarCompatible: true,
      make: 'Tesla',
      model: null,
      year: 2019,
    });
  });

  it.each([
    ['1HGCM82633A004352', 'Honda', 2003, false], // Honda needs 2020
    [withCheckDigit('1G1ZD5ST_JF100001'), 'Chevrolet', 2018, true], // GM's code 1G1 is Chevrolet
    [withCheckDigit('1N4AL3AP_JC231503'), 'Nissan', 2018, true], // vPIC spells it NISSAN NORTH AMERICA, INC.
    [withCheckDigit('3VWDX7AJ_BM362049'), 'Volkswagen', 2011, false],
  ])('%s → %s %i (compatible %s)', async (vin, make, year, compatible) => {
    const res = await me.client.graphql(VIN_CHECK, { input: { vin } });
    expect(res.errors).toBeUndefined();
    expect(res.data.vinCheck).toMatchObject({ make, year, smartcarCompatible: compatible });
  });

  it('tells whether another vehicle has the VIN (not the one being edited)', async () => {
    const vin = randomVin('5YJ', 'L', 'E');
    const created = await me.client.graphql(CREATE, { input: { username: me.username, ...camry(), vin } });
    expect(created.errors).toBeUndefined();
    const res = await me.client.graphql(VIN_CHECK, { input: { vin } });
    expect(res.data.vinCheck.vinExists).toBe(true);
    const editing = await me.client.graphql(VIN_CHECK, { input: { vin, vehicleId: created.data.createVehicle.id } });
    expect(editing.data.vinCheck.vinExists).toBe(false);
  });

  it('refuses a wrong check digit with the spec message, and a year code it cannot decode', async () => {
    const bad = await me.client.graphql(VIN_CHECK, { input: { vin: '5YJ3E1EA7KF317000' } });
    expect(errorOf(bad)).toEqual({ code: 'BAD_USER_INPUT', message: messages.vinInvalid });
    const undecodable = await me.client.graphql(VIN_CHECK, { input: { vin: withCheckDigit('1HGCM826_UA004352') } });
    expect(errorOf(undecodable)).toEqual({ code: 'BAD_USER_INPUT', message: messages.vinDecodeFailed });
  });

  it('does not reject an unknown manufacturer code', async () => {
    const res = await me.client.graphql(VIN_CHECK, { input: { vin: withCheckDigit('LRWYGCEK_PC000001') } });
    expect(res.errors).toBeUndefined();
    expect(res.data.vinCheck).toMatchObject({ make: null, year: 2023, smartcarCompatible: false });
  });

  it('is refused to anonymous callers', async () => {
    const res = await new Client(server.url).graphql(VIN_CHECK, { input: { vin: '1HGCM82633A004352' } });
    expect(errorOf(res)?.code).toBe('UNAUTHENTICATED');
  });
});

describe('EPA vehicle list', () => {
  let me: Caller;
  beforeAll(async () => {
    me = await signInDemo(server, 'driver@example.com');
  });

  it('pages the vehicles of a make (any case) and year by model', async () => {
    const q = `query($t: String) { getEPAVehiclesByMakeByYear(make: "toyota", year: 2020, limit: 10, nextToken: $t) {
      items { id make model year mpgCombined kplCombined } nextToken } }`;
    const seen: { id: string; make: string; model: string; year: number }[] = [];
    let token: string | null = null;
    do {
      const res: any = await me.client.graphql(q, { t: token });
      expect(res.errors).toBeUndefined();
      seen.push(...res.data.getEPAVehiclesByMakeByYear.items);
      token = res.data.getEPAVehiclesByMakeByYear.nextToken;
    } while (token);
    expect(seen.length).toBeGreaterThan(20);
    expect(new Set(seen.map((v) => v.id)).size).toBe(seen.length);
    expect(seen.every((v) => v.make === 'Toyota' && v.year === 2020)).toBe(true);
    const models = seen.map((v) => v.model);
    expect(models).toContain('Camry');
  });

  it('lists the makes of a year and the models of a make for the form', async () => {
    const makes = await me.client.graphql('query { listEPAMakes(year: 2020) }');
    expect(makes.data.listEPAMakes).toContain('Toyota');
    expect(makes.data.listEPAMakes).toEqual([...new Set(makes.data.listEPAMakes)]);
    const models = await me.client.graphql('query { listEPAModels(make: "TOYOTA", year: 2020) }');
    expect(models.data.listEPAModels).toContain('Camry');
    expect(models.data.listEPAModels).toEqual([...new Set(models.data.listEPAModels)]);
  });
});

describe('EPA lookups use the (make, year, model) index, never a scan of the 34,804 rows', () => {
  it('for the make spellings, the vehicle match, the make list and the model list', async () => {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { VehiclesRepository } = await import('../vehicles.repository.js');
    const tables = await import('../../../db/schema/index.js');
    const captured: { sql: string; params: unknown[] }[] = [];
    const db = drizzle(handle.pool, {
      schema: tables,
      logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
    });
    await handle.pool.query('analyze epa_vehicles');
    const repo = new VehiclesRepository(db);
    expect(await repo.epaMakeSpellings(db, 'mini')).toEqual(expect.arrayContaining(['MINI']));
    expect((await repo.epaMatch(db, 'HONDA', 'accord', 2003))?.id).toBe('18655');
    expect(await repo.epaMakes(2020)).toContain('Toyota');
    expect(await repo.epaModels('toyota', 2020)).toContain('Camry');
    expect(captured.length).toBeGreaterThanOrEqual(4);
    const nodes = (plan: Record<string, any>): Record<string, any>[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];
    for (const q of captured) {
      const { rows } = await handle.pool.query(`explain (format json) ${q.sql}`, q.params as unknown[]);
      const plan = nodes(rows[0]['QUERY PLAN'][0].Plan);
      const scans = plan.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'epa_vehicles');
      expect(scans, q.sql).toEqual([]);
      expect(
        plan.some((n) => n['Index Name'] === 'epa_vehicles_make_year_model_idx'),
        q.sql,
      ).toBe(true);
    }
  });
});
