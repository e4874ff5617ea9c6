import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ListInvitationsDocument } from '../../gql/staff/graphql';
import { execute } from '../../lib/graphql';

/** Query keys of the invitations (an import refreshes every page of every search). */
export const invitationKeys = {
  list: ['invitations', 'list'] as const,
  page: (email: string, rowsPerPage: number, token: string | null) =>
    [...invitationKeys.list, email, rowsPerPage, token] as const,
};

/** One server page of invitations, filtered by e-mail (the previous page stays shown while the next loads). */
export function useInvitationsPage(email: string, rowsPerPage: number, token: string | null) {
  return useQuery({
    queryKey: invitationKeys.page(email, rowsPerPage, token),
    queryFn: async () =>
      (
        await execute(ListInvitationsDocument, {
          filter: email ? { email } : null,
          limit: rowsPerPage,
          nextToken: token,
        })
      ).listInvitations,
    placeholderData: keepPreviousData,
  });
}
