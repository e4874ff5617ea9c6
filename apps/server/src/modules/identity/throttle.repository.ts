import { IDENTITY } from '@rc/domain';
import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authThrottle } from '../../db/schema/index.js';

export class ThrottleRepository {
  constructor(private readonly db: Database) {}

  /** The counters of the keys, in the order given (null for a key without failures in its window). */
  async state(keys: string[]): Promise<({ failures: number; lockedUntil: Date | null } | null)[]> {
    const rows = await this.db
      .select({ key: authThrottle.key, failures: authThrottle.failures, lockedUntil: authThrottle.lockedUntil })
      .from(authThrottle)
      .where(
        and(
          inArray(authThrottle.key, keys),
          gt(authThrottle.lastFailureAt, sql`now() - make_interval(secs => ${IDENTITY.maxBackoffSeconds})`),
        ),
      );
    return keys.map((key) => {
      const row = rows.find((r) => r.key === key);
      return row ? { failures: row.failures, lockedUntil: row.lockedUntil ? new Date(row.lockedUntil) : null } : null;
    });
  }

  /**
   * Counts one failure of the key in one statement (safe under concurrent attempts). Counters older
   * than the longest back-off start again; from the `threshold`th failure on, the key is locked for
   * 2^(n-threshold) seconds, doubling up to the maximum.
   */
  async recordFailure(key: string, threshold: number): Promise<void> {
    const window = IDENTITY.maxBackoffSeconds;
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

  async clear(keys: string[]): Promise<void> {
    await this.db.delete(authThrottle).where(inArray(authThrottle.key, keys));
  }
}
