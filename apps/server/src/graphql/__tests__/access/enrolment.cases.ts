import type { AccessModule } from './types.js';

const csv = (caller: string) => Buffer.from(`email,pilot\n${caller}.walk@example.com,MBUF\n`).toString('base64');

/** Enrolment: eligibility, the survey, and the invitation list. */
export const access: AccessModule = {
  cases: [
    {
      field: 'emailCheck',
      rule: 'public',
      operation: () => ({
        query: 'mutation { emailCheck(input: { email: "Someone@Example.com" }) { eligible closed } }',
      }),
    },
    {
      field: 'createSurvey',
      rule: 'public',
      operation: () => ({
        query: `mutation($input: CreateSurveyInput!) { createSurvey(input: $input) { id surveyId questions { type question answer } } }`,
        variables: {
          input: {
            surveyId: 'eligibility',
            questions: [{ type: 'radio', question: 'What type of vehicle do you drive?', answer: 'Sedan/Compact' }],
          },
        },
      }),
    },
    {
      field: 'importInvitations',
      rule: 'admin',
      operation: (_w, caller) => ({
        query:
          'mutation($csv: String!) { importInvitations(csv: $csv, pilot: "mbuf") { added duplicates rejected { line email reason } } }',
        variables: { csv: csv(caller) },
      }),
    },
    {
      field: 'listInvitations',
      rule: 'admin',
      operation: () => ({
        query:
          'query { listInvitations(limit: 2, filter: { email: "walk" }) { items { id email pilotShortName } nextToken } }',
      }),
    },
  ],
};
