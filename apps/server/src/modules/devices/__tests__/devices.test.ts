import { randomUUID } from 'node:crypto';
import { DEVICE_DEFAULTS, messages, NO_DEVICE_ID } from '@rc/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { createParticipant } from '../../../db/__tests__/fixtures.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { auditEvents, mileageReportingOptions, participants, vehicles } from '../../../db/schema/index.js';
import { type Caller, errorOf, randomVin, signInDemo, signUp } from '../../vehicles/__tests__/helpers.js';

let server: TestServer;
let handle: DatabaseHandle;
let admin: Caller;

const fields =
  'id username vehicleId deviceSerialNumber deviceImei manufacturer firmwareVersion gpsEnabled shippedDate deliveredDate shippingCarrier shippingTrackingNumber createdBy';
const CREATE = `mutation($input: CreateMileageReportingOptionInput!) { createMileageReportingOption(input: $input) { ${fields} } }`;
const UPDATE = `mutation($input: UpdateMileageReportingOptionInput!) { updateMileageReportingOption(input: $input) { ${fields} } }`;
const DELETE =
  'mutation($input: DeleteMileageReportingOptionInput!) { deleteMileageReportingOption(input: $input) { id } }';
const GET = `query($u: String!, $id: ID!) { getMileageReportingOption(username: $u, id: $id) { ${fields} vehicle { id mroId mroType } } }`;
const LIST = `query($u: String!) { listMileageReportingOptions(username: $u) { items { id } nextToken } }`;
const LIST_ALL = `query($f: ModelMileageReportingOptionFilterInput, $l: Int, $t: String) {
  listAllMileageReportingOptions(filter: $f, limit: $l, nextToken: $t) { items { id username gpsEnabled } nextToken } }`;
const BULK = `mutation($m: String!, $a: String!) { bulkImportMroDevices(manifest: $m, authorUsername: $a) {
  registrations duplicates notifications errors { line participant serial vehicle message } } }`;
const IMEI = '490154203237518';

const serial = () => `SN-${randomUUID().slice(0, 8).toUpperCase()}`;

async function vehicleOf(username: string, vin: string | null = null) {
  const [v] = await handle.db
    .insert(vehicles)
    .values({ username, vin, make: 'Ford', model: 'Focus', year: 2018, licensePlate: 'DEV', registrationState: 'CA' })
    .returning();
  return v!;
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

describe('associating a device with a vehicle (staff)', () => {
  let owner: Caller;
  let vehicleId: string;
  let deviceId: string;
  let deviceSerial: string;

  beforeAll(async () => {
    owner = await signUp(server, 'device');
    vehicleId = (await vehicleOf(owner.username)).id;
  });

  it("registers it with the defaults, and the vehicle's mroId and mroType follow", async () => {
    deviceSerial = serial();
    const res = await admin.client.graphql(CREATE, {
      input: {
        username: owner.username,
        vehicleId,
        deviceSerialNumber: deviceSerial.toLowerCase(),
        deviceImei: IMEI,
        gpsEnabled: true,
        shippingCarrier: 'UPS',
        shippingTrackingNumber: '1Z999',
      },
    });
    expect(res.errors).toBeUndefined();
    const d = res.data.createMileageReportingOption;
    deviceId = d.id;
    expect(d).toMatchObject({
      username: owner.username,
      vehicleId,
      deviceSerialNumber: deviceSerial,
      manufacturer: DEVICE_DEFAULTS.manufacturer,
      firmwareVersion: DEVICE_DEFAULTS.firmwareVersion,
      gpsEnabled: true,
      createdBy: admin.username,
    });
    const [v] = await handle.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    expect(v).toMatchObject({ mroId: deviceId, mroType: 'automatedWithLocation' });
    const events = await handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.key, `vehicles#${vehicleId}`));
    expect(events.some((e) => e.eventName === 'MODIFY' && e.updatedBy === admin.username)).toBe(true);
  });

  it.each([
    [{ deviceSerialNumber: '' }, messages.fillRequiredFields],
    [{ deviceSerialNumber: undefined }, messages.fillRequiredFields],
    [{ vehicleId: undefined }, messages.fillRequiredFields],
    [{ gpsEnabled: undefined }, messages.fillRequiredFields],
    [{ deviceImei: '' }, messages.fillRequiredFields],
    [{ deviceImei: '1234' }, messages.deviceImeiInvalid],
  ])('refuses %j with "%s"', async (change, message) => {
    const free = await vehicleOf(owner.username);
    const input = {
      username: owner.username,
      vehicleId: free.id,
      deviceSerialNumber: serial(),
      deviceImei: IMEI,
      gpsEnabled: false,
      ...change,
    };
    const res = await admin.client.graphql(CREATE, { input });
    expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message });
  });

  it('refuses a serial number already registered (any case)', async () => {
    const free = await vehicleOf(owner.username);
    const res = await admin.client.graphql(CREATE, {
      input: {
        username: owner.username,
        vehicleId: free.id,
        deviceSerialNumber: deviceSerial.toLowerCase(),
        deviceImei: IMEI,
        gpsEnabled: true,
      },
    });
    expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message: messages.deviceSerialRegistered });
  });

  it("refuses a vehicle that already has a device, and another participant's vehicle", async () => {
    const twice = await admin.client.graphql(CREATE, {
      input: { username: owner.username, vehicleId, deviceSerialNumber: serial(), deviceImei: IMEI, gpsEnabled: true },
    });
    expect(errorOf(twice)).toEqual({ code: 'BAD_USER_INPUT', message: messages.vehicleAlreadyHasDevice });
    const stranger = await createParticipant(handle.db);
    const theirs = await admin.client.graphql(CREATE, {
      input: { username: stranger, vehicleId, deviceSerialNumber: serial(), deviceImei: IMEI, gpsEnabled: true },
    });
    expect(errorOf(theirs)).toEqual({ code: 'BAD_USER_INPUT', message: messages.deviceVehicleNotOwned });
  });

  it('lets the participant read their own device (with its vehicle), read-only', async () => {
    const res = await owner.client.graphql(GET, { u: owner.username, id: deviceId });
    expect(res.errors).toBeUndefined();
    expect(res.data.getMileageReportingOption.vehicle).toMatchObject({ id: vehicleId, mroId: deviceId });
    const list = await owner.client.graphql(LIST, { u: owner.username });
    expect(list.data.listMileageReportingOptions.items.map((d: { id: string }) => d.id)).toEqual([deviceId]);
    const vehicle = await owner.client.graphql(
      'query($u: String!) { listVehicles(username: $u) { items { id mro { id deviceSerialNumber } } } }',
      { u: owner.username },
    );
    const withDevice = vehicle.data.listVehicles.items.find((v: { id: string }) => v.id === vehicleId);
    expect(withDevice.mro).toEqual({ id: deviceId, deviceSerialNumber: deviceSerial });
    const edit = await owner.client.graphql(UPDATE, {
      input: { id: deviceId, username: owner.username, gpsEnabled: false },
    });
    expect(errorOf(edit)?.code).toBe('FORBIDDEN');
  });

  it("refuses other participants, and hides others' devices behind the own username", async () => {
    const other = await signUp(server, 'nosy');
    expect(errorOf(await other.client.graphql(GET, { u: owner.username, id: deviceId }))?.code).toBe('FORBIDDEN');
    expect(errorOf(await other.client.graphql(LIST, { u: owner.username }))?.code).toBe('FORBIDDEN');
    expect(errorOf(await other.client.graphql(GET, { u: other.username, id: deviceId }))).toEqual({
      code: 'NOT_FOUND',
      message: messages.deviceNotFound,
    });
    expect(errorOf(await other.client.graphql(LIST_ALL, {}))?.code).toBe('FORBIDDEN');
  });

  it('lets staff edit dates and the GPS flag (the vehicle mroType follows), and checks the date order', async () => {
    const res = await admin.client.graphql(UPDATE, {
      input: {
        id: deviceId,
        username: owner.username,
        gpsEnabled: false,
        shippedDate: '2024-08-01T10:00:00.000Z',
        deliveredDate: '2024-08-03T15:00:00.000Z',
      },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.updateMileageReportingOption).toMatchObject({
      gpsEnabled: false,
      shippedDate: '2024-08-01T10:00:00.000Z',
      deliveredDate: '2024-08-03T15:00:00.000Z',
    });
    const [v] = await handle.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    expect(v?.mroType).toBe('automatedWithoutLocation');
    const backwards = await admin.client.graphql(UPDATE, {
      input: { id: deviceId, username: owner.username, deliveredDate: '2024-07-01T00:00:00.000Z' },
    });
    expect(errorOf(backwards)).toEqual({ code: 'BAD_USER_INPUT', message: messages.deviceDeliveredBeforeShipped });
    const wrongOwner = await admin.client.graphql(UPDATE, {
      input: { id: deviceId, username: admin.username, gpsEnabled: true },
    });
    expect(errorOf(wrongOwner)).toEqual({ code: 'NOT_FOUND', message: messages.deviceNotFound });
  });

  it("lists every participant's devices for staff, with filters and pages", async () => {
    const page = await admin.client.graphql(LIST_ALL, { f: { username: owner.username }, l: 1 });
    expect(page.errors).toBeUndefined();
    expect(page.data.listAllMileageReportingOptions.items).toEqual([
      { id: deviceId, username: owner.username, gpsEnabled: false },
    ]);
    const gps = await admin.client.graphql(LIST_ALL, { f: { username: owner.username, gpsEnabled: true } });
    expect(gps.data.listAllMileageReportingOptions.items).toEqual([]);
    const bySerial = await admin.client.graphql(LIST_ALL, { f: { deviceSerialNumber: deviceSerial.toLowerCase() } });
    expect(bySerial.data.listAllMileageReportingOptions.items).toHaveLength(1);
  });

  it("removes a device: the record is deleted and the vehicle's mroId becomes N/A", async () => {
    const res = await admin.client.graphql(DELETE, { input: { id: deviceId, username: owner.username } });
    expect(res.errors).toBeUndefined();
    expect(
      await handle.db.select().from(mileageReportingOptions).where(eq(mileageReportingOptions.id, deviceId)),
    ).toEqual([]);
    const [v] = await handle.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    expect(v?.mroId).toBe('N/A');
    const again = await admin.client.graphql(DELETE, { input: { id: deviceId, username: owner.username } });
    expect(errorOf(again)).toEqual({ code: 'NOT_FOUND', message: messages.deviceNotFound });
  });
});

describe('bulkImportMroDevices', () => {
  const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

  it('registers each valid row, counts duplicates and participants, and lists the failing rows', async () => {
    const byEmail = await signUp(server, 'bulk');
    await handle.db
      .update(participants)
      .set({ mroDevicePreference: 'automatedWithoutLocation' })
      .where(eq(participants.username, byEmail.username));
    const byAccount = await createParticipant(handle.db);
    const [account] = await handle.db.select().from(participants).where(eq(participants.username, byAccount));
    const stranger = await createParticipant(handle.db);

    const v1 = await vehicleOf(byEmail.username, randomVin('1FA', 'J'));
    const v2 = await vehicleOf(byEmail.username, randomVin('1FA', 'K'));
    const v3 = await vehicleOf(byAccount, randomVin('2T1', 'K'));
    const strangers = await vehicleOf(stranger, randomVin('5YJ', 'L', 'E'));
    const existing = serial();
    await handle.db
      .insert(mileageReportingOptions)
      .values({ username: stranger, deviceSerialNumber: existing, deviceImei: IMEI });
    const [s1, s2, s3, s4, s5] = [serial(), serial(), serial(), serial(), serial()];

    const manifest = [
      'Serial Number,IMEI,Participant E-mail or Account Number,VIN,Carrier,Tracking Number',
      `${s1},${IMEI},${byEmail.email.toUpperCase()},${v1.vin},UPS,1Z001`,
      `${s2},${IMEI},${account!.accountNo},${v3.vin!.toLowerCase()},USPS,9400`,
      `${s3},${IMEI},${byEmail.email},${v2.vin},UPS,1Z002`,
      `${existing},${IMEI},${byEmail.email},${v2.vin},UPS,1Z003`,
      `${s1},${IMEI},${byEmail.email},${v2.vin},UPS,1Z004`,
      `${s4},${IMEI},nobody@example.com,${v2.vin},UPS,1Z005`,
      `${s5},${IMEI},${byEmail.email},${strangers.vin},UPS,1Z006`,
      `,${IMEI},${byEmail.email},${v2.vin},UPS,1Z007`,
      `${serial()},12,${byEmail.email},${v2.vin},UPS,1Z008`,
      `${serial()},${IMEI},${byEmail.email},${v1.vin},UPS,1Z009`,
    ].join('\n');
    const res = await admin.client.graphql(BULK, { m: b64(manifest), a: admin.email });
    expect(res.errors).toBeUndefined();
    const result = res.data.bulkImportMroDevices;
    expect(result).toMatchObject({ registrations: 3, duplicates: 2, notifications: 2 });
    expect(result.errors).toEqual([
      {
        line: 7,
        participant: 'nobody@example.com',
        serial: s4,
        vehicle: v2.vin,
        message: messages.participantNotFound,
      },
      {
        line: 8,
        participant: byEmail.email,
        serial: s5,
        vehicle: strangers.vin,
        message: messages.manifestVehicleNotFound,
      },
      { line: 9, participant: byEmail.email, serial: '', vehicle: v2.vin, message: messages.fillRequiredFields },
      {
        line: 10,
        participant: byEmail.email,
        serial: expect.any(String),
        vehicle: v2.vin,
        message: messages.deviceImeiInvalid,
      },
      {
        line: 11,
        participant: byEmail.email,
        serial: expect.any(String),
        vehicle: v1.vin,
        message: messages.vehicleAlreadyHasDevice,
      },
    ]);

    const [d1] = await handle.db
      .select()
      .from(mileageReportingOptions)
      .where(eq(mileageReportingOptions.deviceSerialNumber, s1));
    expect(d1).toMatchObject({
      username: byEmail.username,
      vehicleId: v1.id,
      gpsEnabled: false, // the participant chose the device without location
      shippingCarrier: 'UPS',
      shippingTrackingNumber: '1Z001',
      manufacturer: 'danlaw',
      createdBy: admin.username,
    });
    expect(d1?.shippedDate).toBeInstanceOf(Date);
    const [d2] = await handle.db
      .select()
      .from(mileageReportingOptions)
      .where(eq(mileageReportingOptions.deviceSerialNumber, s2));
    // No preference and no pilot program requiring GPS: a device without location.
    expect(d2).toMatchObject({ username: byAccount, vehicleId: v3.id, gpsEnabled: false });
    const [vehicle1] = await handle.db.select().from(vehicles).where(eq(vehicles.id, v1.id));
    expect(vehicle1).toMatchObject({ mroId: d1!.id, mroType: 'automatedWithoutLocation' });
  });

  it('accepts a tab-separated text manifest without a header', async () => {
    const owner = await createParticipant(handle.db);
    const [p] = await handle.db.select().from(participants).where(eq(participants.username, owner));
    const v = await vehicleOf(owner, randomVin('1FA', 'L'));
    const res = await admin.client.graphql(BULK, {
      m: b64(`${serial()}\t${IMEI}\t${p!.email}\t${v.vin}\tFedEx\t7777\n`),
      a: admin.username,
    });
    expect(res.data.bulkImportMroDevices).toMatchObject({
      registrations: 1,
      duplicates: 0,
      notifications: 1,
      errors: [],
    });
  });

  it('registers the rows one by one, with the same outcome, when registering them together fails', async () => {
    const owner = await createParticipant(handle.db);
    const [p] = await handle.db.select().from(participants).where(eq(participants.username, owner));
    const [v1, v2] = [await vehicleOf(owner, randomVin('1FA', 'M')), await vehicleOf(owner, randomVin('1FA', 'N'))];
    const [s1, s2, s3] = [serial(), serial(), serial()];
    // Refuses any statement that registers several devices at once: the chunk's, never one row's.
    await handle.db.execute(sql`
      create function refuse_devices_together() returns trigger language plpgsql as $$
      begin
        if (select count(*) from new_rows) > 1 then raise exception 'several devices in one statement'; end if;
        return null;
      end $$`);
    await handle.db.execute(sql`
      create trigger refuse_devices_together after insert on mileage_reporting_options
      referencing new table as new_rows for each statement execute function refuse_devices_together()`);
    try {
      const manifest = [s1, s2, s3]
        .map((s, i) => `${s}\t${IMEI}\t${p!.email}\t${(i === 1 ? v2 : v1).vin}\tUPS\t1Z${i}`)
        .join('\n');
      const res = await admin.client.graphql(BULK, { m: b64(manifest), a: admin.username });
      expect(res.errors).toBeUndefined();
      expect(res.data.bulkImportMroDevices).toMatchObject({
        registrations: 2,
        duplicates: 0,
        errors: [{ line: 3, serial: s3, vehicle: v1.vin, message: messages.vehicleAlreadyHasDevice }],
      });
    } finally {
      await handle.db.execute(sql`drop trigger refuse_devices_together on mileage_reporting_options`);
      await handle.db.execute(sql`drop function refuse_devices_together()`);
    }
    const rows = await handle.db
      .select({ serial: mileageReportingOptions.deviceSerialNumber, vehicleId: mileageReportingOptions.vehicleId })
      .from(mileageReportingOptions)
      .where(eq(mileageReportingOptions.username, owner));
    expect(rows.sort((a, b) => a.serial.localeCompare(b.serial))).toEqual(
      [
        { serial: s1, vehicleId: v1.id },
        { serial: s2, vehicleId: v2.id },
      ].sort((a, b) => a.serial.localeCompare(b.serial)),
    );
    const [vehicle2] = await handle.db.select().from(vehicles).where(eq(vehicles.id, v2.id));
    expect(vehicle2?.mroId).toMatch(/\S/);
    expect(vehicle2?.mroId).not.toBe(NO_DEVICE_ID);
  });

  it.each([
    ['', 'empty'],
    ['%%%not-base64%%%', 'not base64'],
    [b64(''), 'empty file'],
    [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('base64'), 'an image'],
    [b64('just some words\n'), 'not a table'],
  ])('refuses %j (%s) with the spec message', async (manifest) => {
    const res = await admin.client.graphql(BULK, { m: manifest, a: admin.username });
    expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message: messages.manifestRequired });
  });

  it('refuses an authorUsername that is not the signed-in staff member, and participants', async () => {
    const res = await admin.client.graphql(BULK, { m: b64('a,b\n'), a: 'someone-else' });
    expect(errorOf(res)).toEqual({ code: 'FORBIDDEN', message: messages.manifestAuthorMismatch });
    const participant = await signUp(server, 'bulkp');
    const refused = await participant.client.graphql(BULK, { m: b64('a,b\n'), a: participant.username });
    expect(errorOf(refused)?.code).toBe('FORBIDDEN');
  });
});
