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

// The staff console's documents: its features (features/staff-*) and the pieces only they share.
const staffDocuments = [
  'src/features/staff-*/**/*.graphql',
  'src/components/staff/**/*.graphql',
  'src/lib/staff/**/*.graphql',
  'src/app/staff/**/*.graphql',
];

const config: CodegenConfig = {
  schema: '../server/schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    // Participant and public documents. The staff console's are generated apart (below) so their text
    // lands in the staff chunks, never in the module every participant page loads.
    'src/gql/': {
      documents: [
        'src/**/*.graphql',
        'src/**/*.tsx',
        '!src/gql/**/*',
        ...staffDocuments.map((pattern) => `!${pattern}`),
      ],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: clientConfig,
    },
    'src/gql/staff/': {
      documents: staffDocuments,
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: clientConfig,
    },
  },
};

export default config;
