import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { type AuditDiffEntry, auditEvents } from '../../db/schema/index.js';
import type { SortDirection } from '../../lib/cursor.js';
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
