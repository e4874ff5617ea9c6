import type { AccessModule } from './types.js';

const since = { ge: '2000-01-01T00:00:00.000Z' };
const selection = '{ items { key timestamp eventId eventName diff { key old new } updatedBy } nextToken }';

/** The audit trail: staff only. */
export const access: AccessModule = {
  cases: [
    {
      field: 'getEventsByEventNameByTimestamp',
      rule: 'admin',
      operation: () => ({
        query: `query($t: ModelDateKeyConditionInput) { getEventsByEventNameByTimestamp(eventName: INSERT, timestamp: $t, limit: 5) ${selection} }`,
        variables: { t: since },
      }),
    },
    {
      field: 'getEventsByUsernameByTimestamp',
      rule: 'admin',
      operation: (w) => ({
        query: `query($u: String!) { getEventsByUsernameByTimestamp(username: $u, limit: 5) ${selection} }`,
        variables: { u: w.B },
      }),
    },
    {
      field: 'getEventsByKeyByTimestamp',
      rule: 'admin',
      operation: (w) => ({
        query: `query($k: String!) { getEventsByKeyByTimestamp(key: $k) ${selection} }`,
        variables: { k: `participants#${w.B}` },
      }),
    },
    {
      field: 'getEventsByUpdatedByByTimestamp',
      rule: 'admin',
      operation: (w) => ({
        query: `query($u: String!) { getEventsByUpdatedByByTimestamp(updatedBy: $u, sortDirection: ASC, limit: 5) ${selection} }`,
        variables: { u: w.admin },
      }),
    },
  ],
};
