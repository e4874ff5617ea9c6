import { WEBHOOK_EVENTS_DEFAULT_MONTHS, windowStart } from '@rc/domain';
import type { Page } from '../../lib/cursor.js';
import type { DateKeyCondition } from '../../lib/filters.js';
import { type PageArgs, paginate, timeKey } from '../../lib/pagination.js';
import { type Actor, requireAdmin } from '../identity/actor.js';
import type { WebhookEventFilter, WebhookEventRow, WebhooksRepository } from './webhooks.repository.js';

/**
 * Stored webhook deliveries (DOMAIN.md: each delivery is stored pending, then processed). Staff read
 * them on the Webhook events screen; receiving and processing deliveries belong to the trip engine.
 */
export class WebhooksService {
  constructor(private readonly repo: WebhooksRepository) {}

  /** Staff: deliveries with a status, newest first; those of the last month when no range is given. */
  async getWebhookEventsByStatusByCreatedAt(
    actor: Actor | null,
    args: PageArgs & { status: string; createdAt?: DateKeyCondition | null; filter?: WebhookEventFilter | null },
  ): Promise<Page<WebhookEventRow>> {
    requireAdmin(actor);
    const createdAt = args.createdAt ?? { gt: windowStart(new Date(), { months: WEBHOOK_EVENTS_DEFAULT_MONTHS }) };
    return paginate(args, {
      defaultDirection: 'DESC',
      arity: 2,
      keyOf: (e) => [timeKey(e.createdAt), e.id],
      fetch: (q) => this.repo.listByStatus({ ...q, status: args.status, createdAt, filter: args.filter }),
    });
  }
}
