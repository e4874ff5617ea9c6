import type { AccessModule } from './types.js';

/** The location retention job's proof (decision 015): staff only. */
export const access: AccessModule = {
  cases: [
    {
      field: 'listLocationRetentionRuns',
      rule: 'admin',
      operation: () => ({
        query: 'query { listLocationRetentionRuns(limit: 5) { items { id trips participantCounts { username } } } }',
      }),
    },
    {
      field: 'getLocationRetentionRun',
      rule: 'admin',
      operation: () => ({
        query: 'query { getLocationRetentionRun(id: "00000000-0000-0000-0000-000000000000") { id trips } }',
      }),
    },
  ],
};
