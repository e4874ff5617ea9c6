import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

const UNIT_TESTS = [
  'packages/*/src/**/__tests__/**/*.test.ts',
  'apps/server/src/**/__tests__/**/*.test.ts',
  'apps/web/src/**/__tests__/**/*.test.ts',
];
/** Files that replace a module (vi.mock) or a global (vi.stubGlobal): each gets fresh modules. */
const ISOLATED = [
  'apps/server/src/modules/mileage-reports/__tests__/photo-storage.test.ts',
  'apps/web/src/lib/__tests__/graphql.test.ts',
];

export default defineConfig({
  resolve: {
    // graphql 16 has no "exports" map: Node loads its CommonJS build for every dependency, while Vite
    // would pick the .mjs build for our sources. Two copies break instanceof checks, so use Node's.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Three workers on two cores: the crash, outage and expiry tests spend minutes waiting, and the
    // other two keep both cores busy meanwhile.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: UNIT_TESTS,
          exclude: ISOLATED,
          // A worker keeps its imported modules from one test file to the next: importing the server's
          // module graph afresh for every file was about half of the unit run's time. Test files start
          // their own servers and databases and keep no state in modules.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
    ],
  },
});
