import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { connect, type DatabaseHandle, ensureDatabase } from '../src/db/client.js';
import { type EmbeddedDatabase, runningEmbeddedUrl, startEmbeddedPostgres } from '../src/db/embedded.js';

/**
 * The database a check script (`npm run reconcile`, `npm run privacy:verify`) reads: DATABASE_URL, the
 * embedded PostgreSQL a running server keeps in DATA_DIR/postgres, or that one started for the check and
 * stopped after it.
 */
export async function withCheckDatabase<T>(fn: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  let embedded: EmbeddedDatabase | null = null;
  let url = config.DATABASE_URL ?? (await runningEmbeddedUrl(path.join(config.DATA_DIR, 'postgres')));
  if (!url) {
    embedded = await startEmbeddedPostgres(path.join(config.DATA_DIR, 'postgres'));
    url = await ensureDatabase(embedded.url, 'roadcharge');
  }
  const handle = connect(url);
  try {
    return await fn(handle);
  } finally {
    await handle.close();
    await embedded?.stop();
  }
}
