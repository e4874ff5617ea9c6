import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the web app. The schema is the file printed by the server
 * (`npm run schema:print -w apps/server`), never a running server.
 */
const config: CodegenConfig = {
  schema: '../server/schema.graphql',
  documents: ['src/**/*.graphql', 'src/**/*.tsx', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        // Plain strings: no graphql runtime ships to the browser.
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: 'string' },
      },
    },
  },
};

export default config;
