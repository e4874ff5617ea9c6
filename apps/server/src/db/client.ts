import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  pool: pg.Pool;
  db: Database;
  close(): Promise<void>;
}

export function connect(url: string, onError: (err: Error) => void = () => {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection (e.g. the server stopping) must not crash the process.
  pool.on('error', onError);
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}

/** Creates the named database on the server of `adminUrl` if it does not exist; returns its URL. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
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
