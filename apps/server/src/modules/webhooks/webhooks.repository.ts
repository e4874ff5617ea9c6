import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { webhookEvents } from '../../db/schema/index.js';
import type { SortDirection } from '../../lib/cursor.js';
import { type DateKeyCondition, dateCondition } from '../../lib/filters.js';
import { afterKey, type CursorValue, orderByKey } from '../../lib/pagination.js';

export type WebhookEventRow = typeof webhookEvents.$inferSelect;

export interface WebhookEventFilter {
  source?: string | null;
}

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
}
