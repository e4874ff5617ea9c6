import type { SortDirection } from '../../components/staff/StaffTable';
import { type StaffPageRequest, useStaffList } from '../../components/staff/useStaffList';
import {
  StaffRetryWebhookEventDocument,
  type StaffWebhookEventRowFragment,
  StaffWebhookEventsDocument,
  type WebhookEventStatus,
} from '../../gql/staff/graphql';
import { execute } from '../../lib/graphql';

export type WebhookEventRow = StaffWebhookEventRowFragment;

/** The statuses staff filter deliveries by. */
export const WEBHOOK_STATUSES: readonly WebhookEventStatus[] = ['pending', 'processed', 'failed'];

/** Query keys of the staff Webhook Events page. */
export const webhookEventKeys = {
  all: ['staff', 'webhookEvents'] as const,
};

async function fetchWebhookEvents({
  filter,
  limit,
  nextToken,
  sortDirection,
}: StaffPageRequest<{ status: WebhookEventStatus }>) {
  const data = await execute(StaffWebhookEventsDocument, { status: filter.status, limit, nextToken, sortDirection });
  return data.getWebhookEventsByStatusByCreatedAt;
}

/** One server page of the last month's deliveries with a status, newest first unless turned. */
export function useWebhookEvents(status: WebhookEventStatus) {
  return useStaffList<WebhookEventRow, { status: WebhookEventStatus }>({
    queryKey: webhookEventKeys.all,
    filter: { status },
    fetchPage: fetchWebhookEvents,
    defaultSort: { field: 'createdAt', direction: 'DESC' as SortDirection },
  });
}

/** Queues a failed delivery for processing again (it goes back to pending). */
export async function retryWebhookEvent(id: string): Promise<WebhookEventRow> {
  return (await execute(StaffRetryWebhookEventDocument, { id })).retryWebhookEvent;
}
