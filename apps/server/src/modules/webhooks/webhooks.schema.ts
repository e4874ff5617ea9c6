import { WEBHOOK_EVENT_STATUSES } from '@rc/domain';
import { builder, DateKeyConditionInput, pageArgs } from '../../graphql/builder.js';
import { JSONScalar } from './json.scalar.js';
import type { WebhookEventRow } from './webhooks.repository.js';

export const WebhookEventStatus = builder.enumType('WebhookEventStatus', { values: WEBHOOK_EVENT_STATUSES });

export const WebhookEvent = builder.objectRef<WebhookEventRow>('WebhookEvent').implement({
  description: 'A stored webhook delivery; idempotent by (source, sourceId).',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({
      type: WebhookEventStatus,
      resolve: (e) => e.status as (typeof WEBHOOK_EVENT_STATUSES)[number],
    }),
    source: t.exposeString('source'),
    sourceId: t.exposeString('sourceId'),
    payload: t.field({ type: JSONScalar, resolve: (e) => e.payload }),
    statusMessage: t.exposeString('statusMessage', { nullable: true }),
    processedAt: t.expose('processedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const WebhookEventConnection = builder
  .objectRef<{ items: WebhookEventRow[]; nextToken: string | null }>('ModelWebhookEventConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [WebhookEvent], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const WebhookEventFilterInput = builder.inputType('ModelWebhookEventFilterInput', {
  fields: (t) => ({ source: t.string() }),
});

builder.queryFields((t) => ({
  getWebhookEventsByStatusByCreatedAt: t.field({
    type: WebhookEventConnection,
    authScopes: { admin: true },
    description: 'Deliveries with a status, newest first; those of the last month when createdAt is omitted.',
    args: {
      status: t.arg({ type: WebhookEventStatus, required: true }),
      createdAt: t.arg({ type: DateKeyConditionInput }),
      filter: t.arg({ type: WebhookEventFilterInput }),
      ...pageArgs(t),
    },
    resolve: (_root, args, ctx) => ctx.services.webhooks.getWebhookEventsByStatusByCreatedAt(ctx.actor, args),
  }),
}));

builder.mutationFields((t) => ({
  retryWebhookEvent: t.field({
    type: WebhookEvent,
    authScopes: { admin: true },
    description: 'Queues a failed (or stuck pending) delivery for processing again; it goes back to pending.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.webhooks.retryWebhookEvent(ctx.actor, String(args.id)),
  }),
}));
