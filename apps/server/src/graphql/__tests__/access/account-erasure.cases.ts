import type { AccessModule } from './types.js';

/** The account erasure job's proof (decision 020): staff only. */
export const access: AccessModule = {
  cases: [
    {
      field: 'listAccountErasureRuns',
      rule: 'admin',
      operation: () => ({
        query: 'query { listAccountErasureRuns(limit: 5) { items { id erased held accounts { username outcome } } } }',
      }),
    },
    {
      field: 'getAccountErasureRun',
      rule: 'admin',
      operation: () => ({
        query: 'query { getAccountErasureRun(id: "00000000-0000-0000-0000-000000000000") { id erased } }',
      }),
    },
  ],
};
