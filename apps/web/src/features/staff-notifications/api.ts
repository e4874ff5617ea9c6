import { STAFF_NOTIFICATION_TEMPLATE_NAMES } from '@rc/domain';
import { type StaffPageRequest, useStaffList } from '../../components/staff/useStaffList';
import {
  type NotificationStatus,
  StaffCancelNotificationDocument,
  StaffCreateNotificationsDocument,
  type StaffNotificationListRowFragment,
  type StaffNotificationRowFragment,
  StaffNotificationsByStatusDocument,
  StaffParticipantNotificationsDocument,
  StaffPreviewNotificationDocument,
  type StaffPreviewNotificationQuery,
} from '../../gql/staff/graphql';
import { execute } from '../../lib/graphql';
import { participantKeys } from '../../lib/queryKeys';

export type StaffNotificationRow = StaffNotificationRowFragment;

/** Query keys of the staff notification screens. */
export const staffNotificationKeys = {
  all: ['staff', 'notifications'] as const,
  list: ['staff', 'notifications', 'list'] as const,
  participant: (username: string) => [...participantKeys.one(username), 'staffNotifications'] as const,
};

export interface StaffNotificationFilter {
  /** '' for every status. */
  status: NotificationStatus | '';
}

/** One server page of the participant's notifications, newest first. */
export function useParticipantNotifications(username: string, filter: StaffNotificationFilter) {
  return useStaffList<StaffNotificationRow, StaffNotificationFilter>({
    queryKey: staffNotificationKeys.participant(username),
    filter,
    fetchPage: async ({ filter: f, limit, nextToken, sortDirection }: StaffPageRequest<StaffNotificationFilter>) =>
      (
        await execute(StaffParticipantNotificationsDocument, {
          username,
          filter: f.status ? { status: f.status } : null,
          limit,
          nextToken,
          sortDirection,
        })
      ).getNotificationsByUsername,
    defaultSort: { field: 'createdAt', direction: 'DESC' },
  });
}

export type StaffNotificationListRow = StaffNotificationListRowFragment;
export type NotificationPreview = StaffPreviewNotificationQuery['previewNotification'];

export const NOTIFICATION_STATUSES: readonly NotificationStatus[] = ['pending', 'sent', 'failed', 'cancelled'];

/** The templates staff may choose (staff spec section 9); statementIssued, paymentReminder and dataExportReady are the system's. */
export const STAFF_TEMPLATES = STAFF_NOTIFICATION_TEMPLATE_NAMES;
export type StaffTemplate = (typeof STAFF_TEMPLATES)[number];

export interface NotificationListFilter {
  status: NotificationStatus;
  /** shouldBeSentAt from this instant (included) to `to` (excluded). */
  from: string;
  to: string;
}

/** One server page of the notifications with a status whose send time is in the range, newest first. */
export function useNotificationList(filter: NotificationListFilter) {
  return useStaffList<StaffNotificationListRow, NotificationListFilter>({
    queryKey: staffNotificationKeys.list,
    filter,
    fetchPage: async ({ filter: f, limit, nextToken, sortDirection }: StaffPageRequest<NotificationListFilter>) =>
      (
        await execute(StaffNotificationsByStatusDocument, {
          status: f.status,
          shouldBeSentAt: { ge: f.from, lt: f.to },
          limit,
          nextToken,
          sortDirection,
        })
      ).getNotificationsByStatusByShouldBeSentAt,
    defaultSort: { field: 'shouldBeSentAt', direction: 'DESC' },
  });
}

export interface NotificationContent {
  templateName: StaffTemplate | null;
  subject: string | null;
  text: string | null;
}

/** The e-mail as the participant would get it (rendered by the server in their language). */
export async function previewNotification(
  username: string,
  content: NotificationContent,
): Promise<NotificationPreview> {
  return (await execute(StaffPreviewNotificationDocument, { input: { username, ...content } })).previewNotification;
}

export async function createNotifications(
  usernames: string[],
  content: NotificationContent & { shouldBeSentAt: string },
): Promise<number> {
  return (await execute(StaffCreateNotificationsDocument, { input: { usernames, ...content } })).createNotifications
    .length;
}

export async function cancelNotification(id: string): Promise<StaffNotificationListRow> {
  return (await execute(StaffCancelNotificationDocument, { id })).updateNotification;
}
