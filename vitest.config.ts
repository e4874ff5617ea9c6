import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 has no "exports" map: Node loads its CommonJS build for every dependency, while Vite
    // would pick the .mjs build for our sources. Two copies break instanceof checks, so use Node's.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: [
      'packages/*/src/**/__tests__/**/*.test.ts',
      'apps/server/src/**/__tests__/**/*.test.ts',
      'apps/web/src/**/__tests__/**/*.test.ts',
    ],
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
