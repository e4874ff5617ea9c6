import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { selectWorkerShard, shardCount } from './shards';

selectWorkerShard();

/**
 * Chromium's headless shell (Debian's chromium-headless-shell: the same Blink and V8, without the
 * desktop browser around them) when it is installed, otherwise the full browser. The journeys are
 * CPU-bound on two cores and the shell takes about a quarter less CPU for the same journeys
 * (decision 029). CHROMIUM_PATH names another build.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Every journey starts with the cookie consent given (the banner would otherwise sit on every page);
 * session.spec.ts clears it for its own banner test. The cookie belongs to the servers' host (global-setup
 * sets E2E_BASE_URL before the test workers read this file; cookies ignore the port).
 */
const consentGiven = {
  cookies: [
    {
      name: 'cookieConsent',
      value: 'accepted',
      domain: process.env.E2E_BASE_URL ? new URL(process.env.E2E_BASE_URL).hostname : 'localhost',
      path: '/',
      expires: Math.floor(Date.now() / 1000) + 90 * 24 * 60 * 60,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
};

/**
 * Journeys in Debian's Chromium against the real server on a real database, in shards: one worker per
 * shard, each with its own server and its own copy of the seeded database (global-setup.ts, shards.ts).
 * Tests of one file run in order in one worker; files are spread over the workers.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Two shards (two servers, two browsers, PostgreSQL) share two cores: a journey that takes 10 s on a
  // quiet machine has taken over 30 s on a loaded one.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: shardCount(),
  retries: 0,
  reporter: [['list']],
  outputDir: '../.tmp/e2e-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    storageState: consentGiven,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
    // The portal's service worker would answer some requests itself, out of reach of page.route and of
    // the request counts journeys make; only the installable-app journey lets it run.
    serviceWorkers: 'block',
  },
});
