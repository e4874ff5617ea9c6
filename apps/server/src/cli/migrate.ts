import { loadConfig } from '../config.js';
import { appliedMigrations, runMigrations } from '../db/migrate.js';
import { fail, openDatabase } from './database.js';

/**
 * `npm run db:migrate`: applies the pending migrations to the server's database and exits, without
 * starting the server (upgrades: migrate once, then roll the processes). Safe beside running servers:
 * migrations take the same advisory lock as a starting server.
 */
let description: string | undefined;
try {
  const config = loadConfig();
  const database = await openDatabase(config);
  description = database.description;
  try {
    const before = await appliedMigrations(database.handle.db);
    await runMigrations(database.handle.db);
    const after = await appliedMigrations(database.handle.db);
    console.log(
      after === before
        ? `${database.description}: up to date (${after} migrations)`
        : `${database.description}: applied ${after - before} migration(s), now ${after}`,
    );
  } finally {
    await database.close();
  }
} catch (err) {
  fail(err, description);
}
process.exit(0);
