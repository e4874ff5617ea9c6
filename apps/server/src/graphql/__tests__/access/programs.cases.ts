import type { AccessModule } from './types.js';

/** Pilot programs: names are public (enrolment pages); staff edit them. */
export const access: AccessModule = {
  cases: [
    {
      field: 'listPilotPrograms',
      rule: 'public',
      operation: () => ({ query: 'query { listPilotPrograms(limit: 10) { items { id shortName name } nextToken } }' }),
    },
    {
      field: 'getPilotProgram',
      rule: 'public',
      operation: () => ({ query: 'query { getPilotProgram(id: "mbuf") { id shortName details { locationGPS } } }' }),
    },
    {
      field: 'updatePilotProgram',
      rule: 'admin',
      operation: () => ({
        query:
          'mutation { updatePilotProgram(input: { id: "ob-mbuf", description: "Mileage reported by the vehicle." }) { id description } }',
      }),
    },
  ],
};
