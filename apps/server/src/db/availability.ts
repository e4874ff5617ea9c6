import type pg from 'pg';

/**
 * Whether the database is away (stopped, restarting, failing over, unreachable) rather than refusing
 * what was asked: the caller answers 503 with Retry-After, and the work is retried once it is back.
 */

/** Seconds a client is asked to wait (Retry-After) while the database is away: about one restart. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection that could not be made or broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** PostgreSQL: shut down by an administrator, crashed, or still starting up (class 08 is connection exceptions). */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03']);
/** node-postgres and pg-pool say these without a code. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|is not queryable|Cannot use a pool after calling end/;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 8) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; originalError?: unknown };
  if (
    typeof e.code === 'string' &&
    (NETWORK_CODES.has(e.code) || SERVER_CODES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code))
  ) {
    return true;
  }
  if (typeof e.message === 'string') {
    if (DRIVER_MESSAGES.test(e.message)) return true;
    // An HTTP call to another service failed (fetch wraps the socket error): not the database.
    if (e.message === 'fetch failed') return false;
  }
  // A host with several addresses refuses each: AggregateError of them.
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  // drizzle (DrizzleQueryError), GraphQL (originalError) and better-auth wrap the driver's error.
  return isDatabaseUnavailable(e.cause, depth + 1) || isDatabaseUnavailable(e.originalError, depth + 1);
}

/**
 * Readiness: the database answers `select 1` through the pool within `timeoutMs`. A busy pool counts
 * as not ready too: this process could not serve a request in time either.
 */
export async function databaseReady(pool: pg.Pool, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      pool.query('select 1').then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
