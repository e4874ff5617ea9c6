import type { AccessModule } from './types.js';

/** Configuration and participants (foundation operations). */
export const access: AccessModule = {
  cases: [
    {
      field: 'getConfiguration',
      rule: 'public',
      operation: () => ({ query: 'query { getConfiguration(key: "MILEAGE_UNIT") { key value } }' }),
    },
    {
      field: 'listConfigurations',
      rule: 'admin',
      operation: () => ({ query: 'query { listConfigurations(limit: 2) { items { key } nextToken } }' }),
    },
    {
      field: 'getParticipant',
      rule: 'own',
      operation: (w) => ({
        query: 'query($u: ID!) { getParticipant(username: $u) { username } }',
        variables: { u: w.B },
      }),
    },
    {
      field: 'listParticipants',
      rule: 'admin',
      operation: () => ({ query: 'query { listParticipants(limit: 2) { items { username } } }' }),
    },
    {
      field: 'updateConfiguration',
      rule: 'admin',
      operation: () => ({
        query: 'mutation { updateConfiguration(input: { key: "TRIP_DEFAULT_DISPLAY", value: "route" }) { key value } }',
      }),
    },
  ],
};
