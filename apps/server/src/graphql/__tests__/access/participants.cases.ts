import { eq } from 'drizzle-orm';
import { participants } from '../../../db/schema/index.js';
import type { AccessModule } from './types.js';

const fields = 'username status middleName isVIP agreeGlobalParticipantAgreement';

/** Participant administration, profile updates and agreements. */
export const access: AccessModule = {
  async seed(world) {
    // B has finished the information step, so AgreeToTerms can onboard them.
    await world.db
      .update(participants)
      .set({
        firstName: 'Bea',
        lastName: 'Walker',
        phoneNumber: '(916) 555-0100',
        address1: '1 Capitol Mall',
        city: 'Sacramento',
        state: 'CA',
        postalCode: '95814',
      })
      .where(eq(participants.username, world.B));
  },
  cases: [
    {
      field: 'listParticipants',
      rule: 'admin',
      operation: () => ({
        query: `query { listParticipants(limit: 2, filter: { status: active, onboardedDate: { le: "2100-01-01T00:00:00Z" } }) { items { username } nextToken } }`,
      }),
    },
    {
      field: 'getParticipantTimeline',
      rule: 'admin',
      operation: (world) => ({
        query: `query ($username: ID!) { getParticipantTimeline(username: $username, limit: 5) { items { kind } nextToken } }`,
        variables: { username: world.B },
      }),
    },
    {
      field: 'getParticipantsByStatus',
      rule: 'admin',
      operation: () => ({
        query: 'query { getParticipantsByStatus(status: created, limit: 2) { items { username status } nextToken } }',
      }),
    },
    {
      field: 'updateParticipant',
      rule: 'own',
      operation: (w, caller) => ({
        query: `mutation($input: UpdateParticipantInput!) { updateParticipant(input: $input) { ${fields} } }`,
        variables: {
          input:
            caller === 'admin'
              ? { username: w.B, isVIP: false, statusMessage: null }
              : { username: w.B, middleName: 'Ann', phoneNumber: '(916) 555-0101' },
        },
      }),
    },
    {
      field: 'AgreeToTerms',
      rule: 'own',
      operation: (w) => ({
        query: `mutation($input: AgreeToTermsInput!) { AgreeToTerms(input: $input) { ${fields} } }`,
        variables: {
          input: {
            username: w.B,
            agreementDate: new Date().toISOString(),
            agreements: [
              { name: 'agreeGlobalParticipantAgreement', version: '0.0.1' },
              { name: 'agreeGlobalPrivacyPolicy', version: '0.0.1' },
            ],
            isGovernmentEmployee: false,
            isLegislator: false,
          },
        },
      }),
    },
  ],
};
