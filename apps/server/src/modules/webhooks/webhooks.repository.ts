import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { webhookEvents, webhookSources } from '../../db/schema/index.js';
import type { SortDirection } from '../../lib/cursor.js';
import { type DateKeyCondition, dateCondition } from '../../lib/filters.js';
import { afterKey, type CursorValue, orderByKey } from '../../lib/pagination.js';

export type WebhookEventRow = typeof webhookEvents.$inferSelect;
export type WebhookSourceRow = typeof webhookSources.$inferSelect;
/** A delivery's id and status: what the endpoint answers (the payload stays in the database). */
export type EventStatus = Pick<WebhookEventRow, 'id' | 'status'>;

export interface WebhookEventFilter {
  source?: string | null;
}

/** A stored trip delivery that still holds GPS points (what dropping and destroying them look for). */
const HAS_PAYLOAD_POINTS = sql.raw(
  `json_typeof(payload #> '{trip,points}') = 'array' and json_array_length(payload #> '{trip,points}') > 0`,
);

export class WebhooksRepository {
  constructor(readonly db: Database) {}

  /** One keyset page of deliveries with a status, ordered by (createdAt, id). */
  async listByStatus(options: {
    status: string;
    createdAt: DateKeyCondition;
    filter?: WebhookEventFilter | null;
    limit: number;
    after: CursorValue[] | null;
    direction: SortDirection;
  }): Promise<WebhookEventRow[]> {
    const orderKey = [webhookEvents.createdAt, webhookEvents.id];
    return this.db
      .select()
      .from(webhookEvents)
      .where(
        and(
          eq(webhookEvents.status, options.status),
          dateCondition(webhookEvents.createdAt, options.createdAt),
          options.filter?.source ? eq(webhookEvents.source, options.filter.source) : undefined,
          afterKey(orderKey, options.after, options.direction),
        ),
      )
      .orderBy(...orderByKey(orderKey, options.direction))
      .limit(options.limit);
  }

  // Sources ------------------------------------------------------------------------------------

  async findSource(name: string, executor: Executor = this.db): Promise<WebhookSourceRow | null> {
    const rows = await executor.select().from(webhookSources).where(eq(webhookSources.name, name)).limit(1);
    return rows[0] ?? null;
  }

  /** Inserts the source unless it exists; returns the stored row either way. */
  async insertSourceIfMissing(row: { name: string; secret: string; description: string | null }) {
    await this.db.insert(webhookSources).values(row).onConflictDoNothing();
    return this.findSource(row.name);
  }

  async setSourceSecret(name: string, secret: string): Promise<void> {
    await this.db.update(webhookSources).set({ secret, updatedAt: new Date() }).where(eq(webhookSources.name, name));
  }

  async setSourceEnabled(name: string, enabled: boolean): Promise<WebhookSourceRow | null> {
    const [row] = await this.db
      .update(webhookSources)
      .set({ enabled, updatedAt: new Date() })
      .where(eq(webhookSources.name, name))
      .returning();
    return row ?? null;
  }

  // Events -------------------------------------------------------------------------------------

  async findById(id: string, executor: Executor = this.db): Promise<WebhookEventRow | null> {
    const rows = await executor.select().from(webhookEvents).where(eq(webhookEvents.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /** The events of `ids` that exist (a group of deliveries read at once). */
  findByIds(ids: readonly string[], executor: Executor = this.db): Promise<WebhookEventRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return executor
      .select()
      .from(webhookEvents)
      .where(inArray(webhookEvents.id, [...ids]));
  }

  /** The event row locked until the transaction ends. */
  async lockById(tx: Executor, id: string): Promise<WebhookEventRow | null> {
    const rows = await tx.select().from(webhookEvents).where(eq(webhookEvents.id, id)).limit(1).for('update');
    return rows[0] ?? null;
  }

  /** The event's status, the row locked until the transaction ends (without its payload). */
  async lockStatus(tx: Executor, id: string): Promise<{ id: string; status: string } | null> {
    const rows = await tx
      .select({ id: webhookEvents.id, status: webhookEvents.status })
      .from(webhookEvents)
      .where(eq(webhookEvents.id, id))
      .limit(1)
      .for('update');
    return rows[0] ?? null;
  }

  /** The statuses of `ids`, their rows locked until the transaction ends, in id order. */
  lockStatuses(tx: Executor, ids: readonly string[]): Promise<{ id: string; status: string }[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return tx
      .select({ id: webhookEvents.id, status: webhookEvents.status })
      .from(webhookEvents)
      .where(inArray(webhookEvents.id, [...ids]))
      .orderBy(webhookEvents.id)
      .for('update');
  }

  /**
   * Stores a delivery as pending; null when (source, sourceId) is already stored (the unique index
   * decides, so two concurrent deliveries of the same record store one event).
   */
  async insertEvent(
    tx: Executor,
    row: { source: string; sourceId: string; payloadText: string },
  ): Promise<EventStatus | null> {
    // Written out: the ORM's insert of this one row cost about 0.3 ms of the receipt's time. The text
    // goes as it is (the column's mapping would make it JSON again); json checks its syntax.
    const result = await tx.execute<EventStatus>(sql`
      insert into ${webhookEvents} (source, source_id, payload, status)
      values (${row.source}, ${row.sourceId}, ${row.payloadText}::json, 'pending')
      on conflict (source, source_id) do nothing
      returning id, status`);
    return result.rows[0] ?? null;
  }

  async findBySourceId(source: string, sourceId: string): Promise<EventStatus | null> {
    const rows = await this.db
      .select({ id: webhookEvents.id, status: webhookEvents.status })
      .from(webhookEvents)
      .where(and(eq(webhookEvents.source, source), eq(webhookEvents.sourceId, sourceId)))
      .limit(1);
    return rows[0] ?? null;
  }

  /** Sets the status (the payload, up to 5 MB, is not read back). */
  setStatus(
    executor: Executor,
    id: string,
    values: { status: string; statusMessage: string | null; processedAt?: Date | null },
  ): Promise<void> {
    return this.setStatusOf(executor, [id], values);
  }

  async setStatusOf(
    executor: Executor,
    ids: readonly string[],
    values: { status: string; statusMessage: string | null; processedAt?: Date | null },
  ): Promise<void> {
    if (ids.length === 0) return;
    await executor
      .update(webhookEvents)
      .set({ ...values, updatedAt: new Date() })
      .where(inArray(webhookEvents.id, [...ids]));
  }

  /** Marks a delivery failed unless it has been processed meanwhile (by another run of its job). */
  async failUnlessProcessed(executor: Executor, id: string, statusMessage: string): Promise<void> {
    await executor
      .update(webhookEvents)
      .set({ status: 'failed', statusMessage, updatedAt: new Date() })
      .where(and(eq(webhookEvents.id, id), sql`${webhookEvents.status} <> 'processed'`));
  }

  /**
   * Drops the GPS points of a stored trip payload (a device without location must not leave a
   * track behind); the number of points dropped is kept instead.
   */
  async dropPayloadPoints(executor: Executor, id: string): Promise<void> {
    await executor.execute(sql`
      update ${webhookEvents}
      set payload = jsonb_set(
            jsonb_set(payload::jsonb, '{trip,points}', '[]'::jsonb),
            '{trip,pointsDropped}', to_jsonb(json_array_length(payload #> '{trip,points}')))::json,
          updated_at = now()
      where id = ${id} and ${HAS_PAYLOAD_POINTS}`);
  }

  /**
   * Destroys the GPS points of the deliveries (location retention, decision 015): `trip.points` becomes
   * empty and `trip.pointsDestroyed` says how many there were. Returns the count per delivery that had any.
   */
  async destroyPayloadPoints(executor: Executor, ids: readonly string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const result = await executor.execute<{ id: string; points: number }>(sql`
      with old as (
        select id, json_array_length(payload #> '{trip,points}') as points
          from ${webhookEvents}
         where id = any (${sql.param([...ids])}::text[]) and ${HAS_PAYLOAD_POINTS}
           for update
      )
      update ${webhookEvents} e
         set payload = jsonb_set(jsonb_set(e.payload::jsonb, '{trip,points}', '[]'::jsonb), '{trip,pointsDestroyed}',
                                 to_jsonb(old.points))::json,
             updated_at = now()
        from old
       where e.id = old.id
      returning e.id, old.points`);
    return new Map(result.rows.map((r) => [r.id, Number(r.points)]));
  }

  /**
   * Deliveries of known sources still pending since `before` (their job was lost, e.g. in a crash
   * between commit and work): the status index answers, oldest first.
   */
  async stalePending(before: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .innerJoin(webhookSources, eq(webhookSources.name, webhookEvents.source))
      .where(
        and(
          eq(webhookEvents.status, 'pending'),
          sql`${webhookEvents.createdAt} < ${before}`,
          sql`${webhookEvents.updatedAt} < ${before}`,
        ),
      )
      .orderBy(webhookEvents.createdAt, webhookEvents.id)
      .limit(limit);
    return rows.map((r) => r.id);
  }
}
