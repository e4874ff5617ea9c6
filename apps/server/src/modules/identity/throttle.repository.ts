import { IDENTITY } from '@rc/domain';
import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authThrottle } from '../../db/schema/index.js';

export class ThrottleRepository {
  constructor(private readonly db: Database) {}

  /** Latest lock end among the keys, if any is locked now. */
  async lockedUntil(keys: string[]): Promise<Date | null> {
    const rows = await this.db
      .select({ until: sql<Date | null>`max(${authThrottle.lockedUntil})` })
      .from(authThrottle)
      .where(and(inArray(authThrottle.key, keys), gt(authThrottle.lockedUntil, sql`now()`)));
    const until = rows[0]?.until;
    return until ? new Date(until) : null;
  }

  /**
   * Counts one failure per key in one statement (safe under concurrent attempts). Counters older than
   * the longest back-off start again; from the fifth failure on, the key is locked for 2^(n-5) seconds,
   * doubling up to the maximum.
   */
  async recordFailure(keys: string[]): Promise<void> {
    const window = IDENTITY.maxBackoffSeconds;
    const threshold = IDENTITY.failuresBeforeBackoff;
    for (const key of keys) {
      await this.db.execute(sql`
        with next as (
          select coalesce(
            (select case when t.last_failure_at < now() - make_interval(secs => ${window}) then 1 else t.failures + 1 end
               from ${authThrottle} t where t.key = ${key}),
            1) as failures
        )
        insert into ${authThrottle} (key, failures, last_failure_at, locked_until)
        select ${key}, next.failures, now(),
               case when next.failures >= ${threshold}
                    then now() + make_interval(secs => least(power(2, next.failures - ${threshold}), ${window}))
                    else null end
          from next
        on conflict (key) do update
          set failures = excluded.failures,
              last_failure_at = excluded.last_failure_at,
              locked_until = excluded.locked_until`);
    }
  }

  async clear(keys: string[]): Promise<void> {
    await this.db.delete(authThrottle).where(inArray(authThrottle.key, keys));
  }
}
