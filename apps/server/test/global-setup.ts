import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, ensureDatabase } from '../src/db/client.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/db/embedded.js';
import { runMigrations } from '../src/db/migrate.js';
import { seedReferenceData } from '../src/db/seed/seed.js';
import { createServices } from '../src/services.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
    testDbPrefix: string;
  }
}

interface TestDatabase {
  adminUrl: string;
  template: string;
  prefix: string;
  teardown: () => Promise<void>;
}

/**
 * The run's database, shared by the projects of vitest.config.ts: each runs this global setup (the root
 * config too), all in the one main process, and the first to come starts it.
 */
const run = globalThis as { rcTestDatabase?: Promise<TestDatabase>; rcTestDatabaseUsers?: number };

/**
 * One PostgreSQL for the run: the machine's when TEST_DATABASE_URL is set, otherwise an embedded one
 * in a temporary folder. Migrations run once into a template database; each test file clones it.
 */
async function startTestDatabase(): Promise<TestDatabase> {
  let embedded: EmbeddedDatabase | null = null;
  let dir: string | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dir = await mkdtemp(path.join(os.tmpdir(), 'rc-test-pg-'));
    // As root, PostgreSQL runs as the 'postgres' user, which must be able to enter the folder.
    await chmod(dir, 0o755);
    embedded = await startEmbeddedPostgres(path.join(dir, 'pg'));
    adminUrl = embedded.url;
  }
  const prefix = `rc_test_${process.pid}_`;
  const template = `${prefix}template`;
  const templateUrl = await ensureDatabase(adminUrl, template);
  const handle = connect(templateUrl);
  await runMigrations(handle.db);
  await seedReferenceData(handle.db);
  await createServices(handle.db).configuration.ensureDefaults();
  await handle.close();

  const url = adminUrl;
  const teardown = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${prefix}%`,
    ]);
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    await client.end();
    await embedded?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
  return { adminUrl, template, prefix, teardown };
}

export default async function setup(project: TestProject) {
  run.rcTestDatabase ??= startTestDatabase();
  run.rcTestDatabaseUsers = (run.rcTestDatabaseUsers ?? 0) + 1;
  const database = await run.rcTestDatabase;
  project.provide('pgAdminUrl', database.adminUrl);
  project.provide('pgTemplate', database.template);
  project.provide('testDbPrefix', database.prefix);

  return async () => {
    run.rcTestDatabaseUsers = (run.rcTestDatabaseUsers ?? 1) - 1;
    // The last project done stops it.
    if (run.rcTestDatabaseUsers === 0) await database.teardown();
  };
}
