import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { createParticipant } from '../../../db/__tests__/fixtures.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { auditEvents, participantConnections, vehicles } from '../../../db/schema/index.js';
import { type Caller, signInDemo } from '../../vehicles/__tests__/helpers.js';

let server: TestServer;
let handle: DatabaseHandle;
let admin: Caller;

const UPDATE = `mutation($input: UpdateVehicleInput!) { updateVehicle(input: $input) { id mroType updatedBy } }`;

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  admin = await signInDemo(server, 'admin@example.com');
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

const connectionRow = async (id: string) => {
  const [r] = await handle.db.select().from(participantConnections).where(eq(participantConnections.id, id));
  return r!;
};

describe('staff switching a vehicle to telematics (staff spec section 4)', () => {
  let owner: string;
  let vehicleId: string;
  let otherVehicleId: string;
  let connectionId: string;
  let otherConnectionId: string;

  beforeAll(async () => {
    owner = await createParticipant(handle.db);
    const [v, other] = await handle.db
      .insert(vehicles)
      .values([
        {
          username: owner,
          make: 'Ford',
          model: 'Focus',
          year: 2018,
          licensePlate: 'TEL1',
          registrationState: 'CA',
          mroType: 'manual',
        },
        {
          username: owner,
          make: 'Ford',
          model: 'Fiesta',
          year: 2017,
          licensePlate: 'TEL2',
          registrationState: 'CA',
          mroType: 'telematics',
        },
      ])
      .returning();
    vehicleId = v!.id;
    otherVehicleId = other!.id;
    const [c, oc] = await handle.db
      .insert(participantConnections)
      .values([
        { username: owner, vehicleId, resourceProvider: 'sandbox', refreshToken: 'r1', createdBy: 'test' },
        {
          username: owner,
          vehicleId: otherVehicleId,
          resourceProvider: 'sandbox',
          refreshToken: 'r2',
          createdBy: 'test',
        },
      ])
      .returning();
    connectionId = c!.id;
    otherConnectionId = oc!.id;
  });

  it('leaves the connection alone while the vehicle does not switch to telematics', async () => {
    const res = await admin.client.graphql(UPDATE, {
      input: { id: vehicleId, username: owner, mroType: 'automatedWithoutLocation' },
    });
    expect(res.errors).toBeUndefined();
    expect((await connectionRow(connectionId)).forceRestoreConnection).toBe(false);
  });

  it("forces a restore of the vehicle's connection in the same change, audited with the staff member", async () => {
    const res = await admin.client.graphql(UPDATE, {
      input: { id: vehicleId, username: owner, mroType: 'telematics' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.updateVehicle).toMatchObject({ mroType: 'telematics', updatedBy: admin.username });
    const row = await connectionRow(connectionId);
    expect(row).toMatchObject({ forceRestoreConnection: true, updatedBy: admin.username });
    // The other vehicle's connection is not touched.
    expect((await connectionRow(otherConnectionId)).forceRestoreConnection).toBe(false);
    const events = await handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.key, `participant_connections#${connectionId}`));
    expect(events.some((e) => e.eventName === 'MODIFY' && e.updatedBy === admin.username)).toBe(true);
  });

  it('does not force it again when a telematics vehicle is edited otherwise', async () => {
    await handle.db
      .update(participantConnections)
      .set({ forceRestoreConnection: false })
      .where(eq(participantConnections.id, connectionId));
    const res = await admin.client.graphql(UPDATE, {
      input: { id: vehicleId, username: owner, mroType: 'telematics', licensePlate: 'TEL1B' },
    });
    expect(res.errors).toBeUndefined();
    expect((await connectionRow(connectionId)).forceRestoreConnection).toBe(false);
  });
});
