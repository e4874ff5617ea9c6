import { participantConnections, vehicles } from '../../../db/schema/index.js';
import type { AccessModule } from './types.js';

const connectionFields = 'id username vehicleId resourceProvider externalVehicleId forceRestoreConnection';

/** Vehicle-data provider connections (telematics): own or staff. */
export const access: AccessModule = {
  async seed(world) {
    const [connection] = await world.db
      .insert(participantConnections)
      .values({
        username: world.B,
        resourceProvider: 'sandbox',
        authorizationCode: 'walk-code',
        accessToken: 'walk-access',
        refreshToken: 'walk-refresh',
        forceRestoreConnection: true,
      })
      .returning();
    world.ids.connectionsB = connection?.id ?? '';
    const [vehicle] = await world.db
      .insert(vehicles)
      .values({ username: world.B, make: 'Tesla', model: 'Model Y', year: 2022, mroType: 'telematics' })
      .returning();
    world.ids.connectionsVehicleB = vehicle?.id ?? '';
  },
  cases: [
    {
      field: 'connectTelematics',
      rule: 'own',
      operation: (w) => ({
        query: `mutation($input: ConnectTelematicsInput!) { connectTelematics(input: $input) { ${connectionFields} } }`,
        variables: {
          input: { username: w.B, vehicleId: w.ids.connectionsVehicleB, code: w.providers.telematics.issueCode() },
        },
      }),
    },
    {
      field: 'listParticipantConnections',
      rule: 'own',
      operation: (w) => ({
        query: `query($u: String!) { listParticipantConnections(username: $u, limit: 5) { items { ${connectionFields} } nextToken } }`,
        variables: { u: w.B },
      }),
    },
    {
      field: 'createParticipantConnection',
      rule: 'own',
      operation: (w, caller) => ({
        query: `mutation($input: CreateParticipantConnectionInput!) { createParticipantConnection(input: $input) { ${connectionFields} } }`,
        variables: {
          input: {
            username: w.B,
            resourceProvider: 'sandbox',
            authorizationCode: `code-${caller}`,
            externalVehicleId: 'ext-1',
          },
        },
      }),
    },
    {
      field: 'updateParticipantConnection',
      rule: 'own',
      operation: (w) => ({
        query: `mutation($input: UpdateParticipantConnectionInput!) { updateParticipantConnection(input: $input) { ${connectionFields} } }`,
        variables: {
          input: {
            id: w.ids.connectionsB,
            username: w.B,
            forceRestoreConnection: false,
            accessToken: null,
            refreshToken: null,
          },
        },
      }),
    },
  ],
};
