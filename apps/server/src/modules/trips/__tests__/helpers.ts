import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { Client, invite, signInDemoUsers, startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';
import { randomVin } from '../../vehicles/__tests__/helpers.js';

export { errorOf } from '../../../../test/harness.js';

/** A test server, a database handle and signed-in clients for staff and two demo participants. */
export interface TripsWorld {
  server: TestServer;
  handle: DatabaseHandle;
  admin: Client;
  adminId: string;
  driver: Client;
  driverId: string;
  manual: Client;
  manualId: string;
}

export async function startTripsWorld(env: Record<string, string> = {}): Promise<TripsWorld> {
  const server = await startTestServer(env);
  return { server, handle: connect(server.databaseUrl), ...(await signInDemoUsers(server.url)) };
}

export async function stopTripsWorld(world: TripsWorld | undefined): Promise<void> {
  await world?.handle.close();
  await world?.server.close();
}

export const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** A participant enrolled through the real sign-up, with a Honda of their own and a device on it. */
export interface DeviceParticipant {
  client: Client;
  username: string;
  vehicleId: string;
  vin: string;
  serial: string;
}

async function ok(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const res = await client.graphql(query, variables);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data;
}

/**
 * Invites and signs up a participant (code from the server's SMTP listener), optionally moves them to a
 * pilot program, and has staff (`admin`) associate a device (with or without GPS) with their vehicle.
 */
export async function enrolDeviceParticipant(
  server: TestServer,
  admin: Client,
  o: { emailPrefix: string; licensePlate: string; gpsEnabled: boolean; programId?: string },
): Promise<DeviceParticipant> {
  const email = `${o.emailPrefix}.${randomUUID().slice(0, 8)}@example.com`;
  await invite(server, [email]);
  const client = new Client(server.url);
  const since = server.mail.messages.length;
  const signUp = await client.post('/api/auth/sign-up/email', { email, password: DEMO_PASSWORD });
  expect(signUp.status, JSON.stringify(signUp.json)).toBe(200);
  await client.post('/api/auth/email-otp/verify-email', { email, code: await server.mail.codeFor(email, since) });
  const { id: username } = await client.signIn(email, DEMO_PASSWORD);
  if (o.programId) {
    await ok(admin, 'mutation($input: UpdateParticipantInput!) { updateParticipant(input: $input) { username } }', {
      input: { username, participantPilotProgramId: o.programId },
    });
  }
  const vin = randomVin('1HG', 'K');
  const { createVehicle } = await ok(
    client,
    'mutation($input: CreateVehicleInput!) { createVehicle(input: $input) { id } }',
    {
      input: {
        username,
        vin,
        make: 'Honda',
        model: 'Accord',
        year: 2019,
        type: 'gas',
        licensePlate: o.licensePlate,
        registrationState: 'CA',
      },
    },
  );
  const serial = `SN-${randomUUID().slice(0, 8).toUpperCase()}`;
  await ok(
    admin,
    'mutation($input: CreateMileageReportingOptionInput!) { createMileageReportingOption(input: $input) { id } }',
    {
      input: {
        username,
        vehicleId: createVehicle.id,
        deviceSerialNumber: serial,
        deviceImei: '490154203237518',
        gpsEnabled: o.gpsEnabled,
      },
    },
  );
  return { client, username, vehicleId: createVehicle.id, vin, serial };
}
