import { participantInquiries } from '../../../db/schema/index.js';
import type { AccessModule } from './types.js';

const inquiryFields = 'id status participantStatus comments { items { id type } }';

/** Support inquiries and their comments. */
export const access: AccessModule = {
  async seed(world) {
    const rows = await world.db
      .insert(participantInquiries)
      .values([
        {
          username: world.B,
          category: 'Tech Support',
          subject: 'Device light',
          body: 'The device light is blinking red.',
        },
        { username: world.B, category: 'Other', subject: 'Board card', body: 'Moved around on the staff board.' },
      ])
      .returning({ id: participantInquiries.id });
    world.ids.inquiriesB = rows[0]?.id ?? '';
    world.ids.inquiriesBoardB = rows[1]?.id ?? '';
  },
  cases: [
    {
      field: 'createParticipantInquiry',
      rule: 'own',
      operation: (w) => ({
        query: `mutation($input: CreateParticipantInquiryInput!) { createParticipantInquiry(input: $input) { ${inquiryFields} } }`,
        variables: {
          input: {
            username: w.B,
            category: 'Account Question',
            subject: 'Statement question',
            body: 'Why is my statement different from last month?',
          },
        },
      }),
    },
    {
      field: 'getInquiriesByUsernameByStatus',
      rule: 'own',
      operation: (w) => ({
        query: `query($u: String!) { getInquiriesByUsernameByStatus(username: $u, limit: 5) { items { ${inquiryFields} } nextToken } }`,
        variables: { u: w.B },
      }),
    },
    {
      field: 'getParticipantInquiry',
      rule: 'own',
      operation: (w) => ({
        query: `query($id: ID!) { getParticipantInquiry(id: $id) { ${inquiryFields} participant { username } } }`,
        variables: { id: w.ids.inquiriesB },
      }),
    },
    {
      field: 'listParticipantInquirys',
      rule: 'admin',
      operation: () => ({
        query: `query { listParticipantInquirys(limit: 5, filter: { createdAt: { ge: "2000-01-01T00:00:00Z" } }) { items { ${inquiryFields} participant { username } } nextToken } }`,
      }),
    },
    {
      field: 'listParticipantInquiryComments',
      rule: 'own',
      operation: (w) => ({
        query:
          'query($id: ID!) { listParticipantInquiryComments(inquiryId: $id) { items { id type author } nextToken } }',
        variables: { id: w.ids.inquiriesB },
      }),
    },
    {
      field: 'createParticipantInquiryComment',
      rule: 'own',
      operation: (w, caller) => ({
        query: `mutation($input: CreateParticipantInquiryCommentInput!) { createParticipantInquiryComment(input: $input) { id author type status } }`,
        variables: { input: { inquiryId: w.ids.inquiriesB, username: w.B, body: `A message from ${caller}.` } },
      }),
    },
    {
      field: 'inquiryUnreadTotal',
      rule: 'admin',
      operation: () => ({ query: 'query { inquiryUnreadTotal { comments inquiries } }' }),
    },
    {
      field: 'markParticipantInquiryRead',
      rule: 'admin',
      operation: (w) => ({
        query: 'mutation($id: ID!) { markParticipantInquiryRead(id: $id) { id } }',
        variables: { id: w.ids.inquiriesB },
      }),
    },
    {
      field: 'updateParticipantInquiry',
      rule: 'admin',
      operation: (w) => ({
        query: `mutation($input: UpdateParticipantInquiryInput!) { updateParticipantInquiry(input: $input) { id status assignee } }`,
        variables: { input: { id: w.ids.inquiriesBoardB, status: 'inProgress', updatedBy: 'someone' } },
      }),
    },
  ],
};
