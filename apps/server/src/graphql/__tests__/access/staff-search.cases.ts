import type { AccessModule } from './types.js';

/** The staff participant list with its search box, and the console's global search: staff only. */
export const access: AccessModule = {
  cases: [
    {
      field: 'searchParticipants',
      rule: 'admin',
      operation: () => ({
        query: `query { searchParticipants(search: "walk", filter: { status: [created, active], flags: [isInactive] },
          sortField: lastName, sortDirection: ASC, limit: 2) { items { username } nextToken } }`,
      }),
    },
    {
      field: 'staffSearch',
      rule: 'admin',
      operation: () => ({ query: 'query { staffSearch(query: "walk") { kind id username label } }' }),
    },
  ],
};
