import type { AccessModule } from './types.js';

/** The privacy centre and own-data exports: the participant for themselves, staff for anyone. */
export const access: AccessModule = {
  cases: [
    {
      field: 'getPrivacyCentre',
      rule: 'own',
      operation: (w) => ({
        query: 'query($u: ID!) { getPrivacyCentre(username: $u) { username counts { trips } locationRetentionDays } }',
        variables: { u: w.B },
      }),
    },
    {
      field: 'getLatestDataExport',
      rule: 'own',
      operation: (w) => ({
        query: 'query($u: ID!) { getLatestDataExport(username: $u) { id status } }',
        variables: { u: w.B },
      }),
    },
    {
      field: 'requestDataExport',
      rule: 'own',
      operation: (w) => ({
        query: 'mutation($u: ID!) { requestDataExport(username: $u) { id status requestedByStaff } }',
        variables: { u: w.B },
      }),
    },
  ],
};
