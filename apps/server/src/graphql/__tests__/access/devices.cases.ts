import { randomUUID } from 'node:crypto';
import { createParticipant } from '../../../db/__tests__/fixtures.js';
import { mileageReportingOptions, vehicles } from '../../../db/schema/index.js';
import type { AccessModule } from './types.js';

const deviceFields = 'id username vehicleId deviceSerialNumber manufacturer firmwareVersion gpsEnabled';
const serial = () => `WALK-${randomUUID().slice(0, 8).toUpperCase()}`;

/** Reporting devices (MileageReportingOption): participants read their own, staff manage all. */
export const access: AccessModule = {
  async seed(world) {
    const [deviceB] = await world.db
      .insert(mileageReportingOptions)
      .values({ username: world.B, deviceSerialNumber: serial(), deviceImei: '490154203237518', gpsEnabled: true })
      .returning();
    world.ids.devicesB = deviceB?.id ?? '';
    // Staff associate a device with a vehicle of another participant, and remove another device.
    const owner = await createParticipant(world.db);
    world.ids.devicesOwner = owner;
    const [free, equipped] = await world.db
      .insert(vehicles)
      .values([
        {
          username: owner,
          make: 'Ford',
          model: 'F150 Pickup 2WD',
          year: 2019,
          licensePlate: 'DEV1',
          registrationState: 'CA',
        },
        {
          username: owner,
          make: 'Ford',
          model: 'Escape FWD',
          year: 2019,
          licensePlate: 'DEV2',
          registrationState: 'CA',
        },
      ])
      .returning();
    world.ids.devicesFreeVehicle = free?.id ?? '';
    const [removed] = await world.db
      .insert(mileageReportingOptions)
      .values({ username: owner, vehicleId: equipped?.id, deviceSerialNumber: serial(), gpsEnabled: false })
      .returning();
    world.ids.devicesRemoved = removed?.id ?? '';
  },
  cases: [
    {
      field: 'listMileageReportingOptions',
      rule: 'own',
      operation: (w) => ({
        query: `query($u: String!) { listMileageReportingOptions(username: $u, limit: 5) { items { ${deviceFields} } nextToken } }`,
        variables: { u: w.B },
      }),
    },
    {
      field: 'getMileageReportingOption',
      rule: 'own',
      operation: (w) => ({
        query: `query($u: String!, $id: ID!) { getMileageReportingOption(username: $u, id: $id) { ${deviceFields} } }`,
        variables: { u: w.B, id: w.ids.devicesB },
      }),
    },
    {
      field: 'listAllMileageReportingOptions',
      rule: 'admin',
      operation: () => ({
        query: `query { listAllMileageReportingOptions(filter: { gpsEnabled: true }, limit: 5) { items { ${deviceFields} } nextToken } }`,
      }),
    },
    {
      field: 'createMileageReportingOption',
      rule: 'admin',
      operation: (w) => ({
        query: `mutation($input: CreateMileageReportingOptionInput!) { createMileageReportingOption(input: $input) { ${deviceFields} } }`,
        variables: {
          input: {
            username: w.ids.devicesOwner,
            vehicleId: w.ids.devicesFreeVehicle,
            deviceSerialNumber: serial(),
            deviceImei: '356938035643809',
            gpsEnabled: true,
          },
        },
      }),
    },
    {
      field: 'updateMileageReportingOption',
      rule: 'admin',
      operation: (w) => ({
        query: `mutation($input: UpdateMileageReportingOptionInput!) { updateMileageReportingOption(input: $input) { ${deviceFields} shippedDate } }`,
        variables: { input: { id: w.ids.devicesB, username: w.B, shippedDate: '2024-08-01T00:00:00.000Z' } },
      }),
    },
    {
      field: 'deleteMileageReportingOption',
      rule: 'admin',
      operation: (w) => ({
        query:
          'mutation($input: DeleteMileageReportingOptionInput!) { deleteMileageReportingOption(input: $input) { id } }',
        variables: { input: { id: w.ids.devicesRemoved, username: w.ids.devicesOwner } },
      }),
    },
    {
      field: 'bulkImportMroDevices',
      rule: 'admin',
      operation: (w) => ({
        query:
          'mutation($m: String!, $a: String!) { bulkImportMroDevices(manifest: $m, authorUsername: $a) { registrations duplicates notifications errors { participant serial vehicle message } } }',
        variables: {
          m: Buffer.from(`${serial()},356938035643809,nobody@example.com,1HGCM82633A004352,UPS,1Z999\n`).toString(
            'base64',
          ),
          a: w.admin,
        },
      }),
    },
    {
      field: 'startMroDeviceImport',
      rule: 'admin',
      operation: (w) => ({
        query:
          'mutation($m: String!, $a: String!) { startMroDeviceImport(manifest: $m, authorUsername: $a) { id status total done } }',
        variables: {
          m: Buffer.from(`${serial()},356938035643809,nobody@example.com,1HGCM82633A004352,UPS,1Z999\n`).toString(
            'base64',
          ),
          a: w.admin,
        },
      }),
    },
    {
      field: 'getMroDeviceImport',
      rule: 'admin',
      operation: () => ({
        query: 'query { getMroDeviceImport(id: "00000000-0000-4000-8000-000000000000") { id status progress } }',
      }),
    },
  ],
};
