/** The PostgreSQL error under a driver or ORM error (drizzle wraps it in `cause`). */
export function pgErrorOf(error: unknown): { code?: string; constraint?: string } | null {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    e = candidate.cause;
  }
  return null;
}

/** True when the error is a unique violation, optionally of the named constraint (index). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgErrorOf(error);
  return pg?.code === '23505' && (!constraint || pg.constraint === constraint);
}
