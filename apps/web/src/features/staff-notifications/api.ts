import { type StaffPageRequest, useStaffList } from '../../components/staff/useStaffList';
import {
  type NotificationStatus,
  type StaffNotificationRowFragment,
  StaffParticipantNotificationsDocument,
} from '../../gql/staff/graphql';
import { execute } from '../../lib/graphql';
import { participantKeys } from '../../lib/queryKeys';

export type StaffNotificationRow = StaffNotificationRowFragment;

/** Query keys of the staff notification screens. */
export const staffNotificationKeys = {
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
