import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { type AuditDiffEntry, auditEvents } from '../../db/schema/index.js';
import type { SortDirection } from '../../lib/cursor.js';
import { ERASED_TEXT } from '../../lib/erasure.js';
import { type DateKeyCondition, dateCondition } from '../../lib/filters.js';
import { afterKey, type CursorValue, orderByKey } from '../../lib/pagination.js';

export type AuditEventRow = typeof auditEvents.$inferSelect;

/** The key column each "events by X by timestamp" query reads (each has a (column, timestamp) index). */
export type AuditIndex = 'eventName' | 'username' | 'key' | 'updatedBy';

export interface AuditQuery {
  by: AuditIndex;
  value: string;
  /** A ModelDateKeyConditionInput on the timestamp, if any. */
  timestamp?: DateKeyCondition | null;
  filter: { keyEq?: string; keyBeginsWith?: string; eventName?: string; username?: string; updatedBy?: string };
  limit: number;
  after: CursorValue[] | null;
  direction: SortDirection;
}

/** SQL only. The trail is written by the audit trigger; insertEvent is for tables it does not cover. */
/** An event written by code rather than by the audit trigger. */
export interface NewAuditEvent {
  key: string;
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE';
  diff: AuditDiffEntry[];
  note?: string | null;
  username?: string | null;
  updatedBy: string;
}

export class AuditRepository {
  constructor(readonly db: Database) {}

  /**
   * Account erasure (decision 020): in the events of the participant's rows (their username, or one of
   * `keys`), the values of the erased columns become "[erased]" (`fields`: table → columns, or '*' for
   * every column of a table whose rows were deleted); `renameKeys` replaces keys that hold personal
   * data themselves (an invitation's is its address). Who did what, and when, stays.
   */
  async erasePersonalData(
    tx: Executor,
    target: {
      username: string;
      keys: readonly string[];
      fields: Readonly<Record<string, readonly string[] | '*'>>;
      renameKeys?: Readonly<Record<string, string>>;
    },
  ): Promise<number> {
    const fields = JSON.stringify(target.fields);
    const renames = JSON.stringify(target.renameKeys ?? {});
    const erased = JSON.stringify(ERASED_TEXT);
    // The trail's trigger lets this one rewrite through (migration 0025), for this transaction only.
    await tx.execute(sql`select set_config('app.audit_erasure', 'on', true)`);
    const result = await tx.execute(sql`
      update ${auditEvents} e
         set diff = (
               select coalesce(jsonb_agg(
                        case when f.cols = '"*"'::jsonb or (jsonb_typeof(f.cols) = 'array' and f.cols ? (d ->> 'key'))
                             then jsonb_build_object(
                                    'key', d -> 'key',
                                    'old', case when coalesce(d -> 'old', 'null'::jsonb) = 'null'::jsonb
                                                then 'null'::jsonb else ${erased}::jsonb end,
                                    'new', case when coalesce(d -> 'new', 'null'::jsonb) = 'null'::jsonb
                                                then 'null'::jsonb else ${erased}::jsonb end)
                             else d end
                        order by x.ord), '[]'::jsonb)
                 from jsonb_array_elements(e.diff) with ordinality as x(d, ord)
                 cross join lateral (select ${fields}::jsonb -> split_part(e.key, '#', 1) as cols) f
             ),
             key = coalesce(${renames}::jsonb ->> e.key, e.key)
       where (e.username = ${target.username} or e.key = any(${sql.param([...target.keys])}::text[]))
         and ${fields}::jsonb ? split_part(e.key, '#', 1)
      returning 1`);
    await tx.execute(sql`select set_config('app.audit_erasure', 'off', true)`);
    return result.rows.length;
  }

  /** Keyset page ordered by (timestamp, eventId). */
  list(q: AuditQuery): Promise<AuditEventRow[]> {
    const key = [auditEvents.timestamp, auditEvents.eventId];
    const f = q.filter;
    return this.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents[q.by], q.value),
          dateCondition(auditEvents.timestamp, q.timestamp),
          f.keyEq ? eq(auditEvents.key, f.keyEq) : undefined,
          f.keyBeginsWith ? sql`starts_with(${auditEvents.key}, ${f.keyBeginsWith})` : undefined,
          f.eventName ? eq(auditEvents.eventName, f.eventName) : undefined,
          f.username ? eq(auditEvents.username, f.username) : undefined,
          f.updatedBy ? eq(auditEvents.updatedBy, f.updatedBy) : undefined,
          afterKey(key, q.after, q.direction),
        ),
      )
      .orderBy(...orderByKey(key, q.direction))
      .limit(q.limit);
  }

  /** Records a change of a row the trigger does not audit (e.g. the identity store's users). */
  async insertEvent(tx: Executor, event: NewAuditEvent): Promise<AuditEventRow> {
    const [row] = await tx.insert(auditEvents).values(event).returning();
    if (!row) throw new Error('audit insert returned nothing');
    return row;
  }
}
