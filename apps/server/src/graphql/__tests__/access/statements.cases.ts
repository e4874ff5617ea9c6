import type { AccessModule } from './types.js';

/** Statement generation and its runs: staff only. */
export const access: AccessModule = {
  cases: [
    {
      field: 'generateStatements',
      rule: 'admin',
      operation: (w) => ({
        query:
          'mutation($u: [String!]) { generateStatements(from: "2024-08-01T07:00:00Z", to: "2024-08-31T07:00:00Z", participantUsernames: $u) { id status } }',
        variables: { u: [w.B] },
      }),
    },
    {
      field: 'getStatementRun',
      rule: 'admin',
      operation: () => ({
        query: 'query { getStatementRun(id: "00000000-0000-0000-0000-000000000000") { id progress } }',
      }),
    },
    {
      field: 'listStatementRuns',
      rule: 'admin',
      operation: () => ({ query: 'query { listStatementRuns(limit: 5) { items { id status } nextToken } }' }),
    },
  ],
};
