import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the web app. The schema is the file printed by the server
 * (`npm run schema:print -w apps/server`), never a running server.
 */
const clientConfig = {
  // Plain strings: no graphql runtime ships to the browser.
  documentMode: 'string',
  enumsAsTypes: true,
  useTypeImports: true,
  scalars: { DateTime: 'string' },
} as const;

const config: CodegenConfig = {
  schema: '../server/schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    // Participant and public documents. The staff console's are generated apart (below) so their text
    // lands in the staff chunk, never in the module every participant page loads.
    'src/gql/': {
      documents: ['src/**/*.graphql', 'src/**/*.tsx', '!src/gql/**/*', '!src/features/staff-console/**/*'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: clientConfig,
    },
    'src/features/staff-console/gql/': {
      documents: ['src/features/staff-console/**/*.graphql', '!src/features/staff-console/gql/**/*'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: clientConfig,
    },
  },
};

export default config;
