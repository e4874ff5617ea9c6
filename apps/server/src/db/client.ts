import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  pool: pg.Pool;
  db: Database;
  close(): Promise<void>;
}

/**
 * Connection settings of every pool: waiting for a connection (a new one, or a free one of a busy pool)
 * fails after 5 s, so a request to an unreachable database ends in a 503 instead of hanging; TCP
 * keep-alive notices a database host that vanished without closing its connections.
 */
export const POOL_OPTIONS = { connectionTimeoutMillis: 5_000, keepAlive: true, keepAliveInitialDelayMillis: 10_000 };

/**
 * pg-pool listens for errors only on idle clients: a checked-out client (a transaction, an advisory lock)
 * whose connection breaks emits 'error' with no listener, which ends the process. So every client gets a
 * listener for its whole life; the statement in progress fails on its own and the pool drops the client.
 */
export function guardPool(pool: pg.Pool, onError: (err: Error) => void): void {
  // An idle client losing its connection (e.g. the database restarting).
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
}

export function connect(url: string, onError: (err: Error) => void = () => {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, ...POOL_OPTIONS });
  guardPool(pool, onError);
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}

/** Creates the named database on the server of `adminUrl` if it does not exist; returns its URL. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({
    connectionString: adminUrl,
    connectionTimeoutMillis: POOL_OPTIONS.connectionTimeoutMillis,
  });
  // A connection breaking between statements must reject the statement, not crash the process.
  client.on('error', () => {});
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Where a database URL points, for logs and the start banner: `user@host:port/db`, never the password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    const user = u.username ? `${decodeURIComponent(u.username)}@` : '';
    return `${user}${u.host}${u.pathname}`;
  } catch {
    return '(unreadable DATABASE_URL)';
  }
}

/** Connection failures that settings fix (wrong host, password or database name), by their error codes. */
const CONNECTION_PROBLEMS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  '28P01': 'password authentication failed',
  '28000': 'access refused by pg_hba.conf or the role',
  '3D000': 'database does not exist',
};

/** The reason a first connection failed, when it is one of those; null for anything else. */
export function connectionProblem(err: unknown): string | null {
  const code = (err as { code?: string } | null)?.code;
  if (code && CONNECTION_PROBLEMS[code]) return CONNECTION_PROBLEMS[code];
  // A refused connection to a host with several addresses arrives as an AggregateError of them.
  if (err instanceof AggregateError) return connectionProblem(err.errors[0]);
  return null;
}
