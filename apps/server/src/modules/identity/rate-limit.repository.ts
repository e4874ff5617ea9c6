import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rateLimitCounters } from '../../db/schema/index.js';

export class RateLimitRepository {
  constructor(private readonly db: Database) {}

  /**
   * Counts one hit of the key in its fixed window (a new window starts once the old one is over), in
   * one statement so that concurrent requests in any process count exactly. Answers the hits so far in
   * the window and the seconds until it ends.
   */
  async hit(key: string, windowSeconds: number): Promise<{ hits: number; secondsLeft: number }> {
    const result = await this.db.execute<{ hits: number; seconds_left: number }>(sql`
      insert into ${rateLimitCounters} as c (key, window_start, hits)
      values (${key}, now(), 1)
      on conflict (key) do update
        set hits = case when c.window_start <= now() - make_interval(secs => ${windowSeconds}) then 1 else c.hits + 1 end,
            window_start = case when c.window_start <= now() - make_interval(secs => ${windowSeconds})
                                then now() else c.window_start end
      returning hits,
        extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now()))::float8 as seconds_left`);
    const row = result.rows[0];
    return { hits: Number(row?.hits ?? 1), secondsLeft: Number(row?.seconds_left ?? windowSeconds) };
  }

  /** Drops counters whose window ended long ago (the longest window is a day). */
  async prune(): Promise<void> {
    await this.db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, sql`now() - interval '2 days'`));
  }
}
