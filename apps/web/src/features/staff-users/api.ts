import type { AdminUser, AdminUserList, Group } from '@rc/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StaffPageRequest, useStaffList } from '../../components/staff/useStaffList';
import { jsonRequest } from '../../lib/jsonRequest';

/** Which users the page lists: a group, or users in no group ('N/A'). */
export type UserGroupFilter = Group | 'none';

/** Admin user listing: 60 per call by default and at most (staff spec section 9). */
export const USER_ROWS_PER_PAGE = 60;
export const USER_ROWS_PER_PAGE_OPTIONS = [10, 20, 60] as const;

/** Query keys of the user administration. */
export const staffUserKeys = {
  all: ['staff', 'users'] as const,
  list: () => [...staffUserKeys.all, 'list'] as const,
};

/** One call of the AdminQueries REST API (same origin, the session cookie); errors as ApiError. */
const adminQuery = jsonRequest;

async function fetchUsers({ filter, limit, nextToken }: StaffPageRequest<UserGroupFilter>) {
  const params = new URLSearchParams({ limit: String(limit) });
  if (nextToken) params.set('token', nextToken);
  const path =
    filter === 'none'
      ? `/listUsersWithoutGroup?${params}`
      : `/listUsersInGroup?${new URLSearchParams({ groupname: filter, ...Object.fromEntries(params) })}`;
  const list = await adminQuery<AdminUserList>('GET', path);
  return { items: list.Users, nextToken: list.NextToken };
}

/** One server page of the users of a group (by e-mail), following NextToken. */
export function useUsers(group: UserGroupFilter) {
  return useStaffList<AdminUser, UserGroupFilter>({
    queryKey: staffUserKeys.list(),
    filter: group,
    fetchPage: fetchUsers,
    rowsPerPage: USER_ROWS_PER_PAGE,
    rowsPerPageOptions: USER_ROWS_PER_PAGE_OPTIONS,
  });
}

/** A change of one user; the server refuses an admin's own disable or leaving Admins. */
export type UserAction =
  | { kind: 'enableUser' | 'disableUser'; username: string }
  | { kind: 'addUserToGroup' | 'removeUserFromGroup'; username: string; groupname: Group };

interface UserChangeAnswer {
  message: string;
  user: AdminUser;
}

/** Runs a user change and refreshes every listing. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: UserAction) => {
      const { kind, ...body } = action;
      return adminQuery<UserChangeAnswer>('POST', `/${kind}`, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffUserKeys.all }),
  });
}

/** Invites a new staff member (an account in Admins, e-mailed how to choose a password). */
export function useInviteStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => adminQuery<UserChangeAnswer>('POST', '/inviteStaffMember', { email }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffUserKeys.all }),
  });
}

/** The user's e-mail address (an attribute in the identity service's shape). */
export function emailOf(user: AdminUser): string {
  return user.Attributes.find((a) => a.Name === 'email')?.Value ?? user.Username;
}
