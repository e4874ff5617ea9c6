import { type StaffPageRequest, useStaffList } from '../../components/staff/useStaffList';
import { StaffParticipantStatementsDocument, type StaffStatementRowFragment } from '../../gql/staff/graphql';
import { execute } from '../../lib/graphql';
import { participantKeys } from '../../lib/queryKeys';
import { SIGNED_LINK_REFRESH_MS } from '../../lib/storedFiles';

export type StaffStatementRow = StaffStatementRowFragment;

/** Query keys of the staff statement screens. */
export const staffStatementKeys = {
  participant: (username: string) => [...participantKeys.one(username), 'staffStatements'] as const,
};

/** One server page of the participant's statements, newest month first. */
export function useParticipantStatements(username: string) {
  return useStaffList<StaffStatementRow, null>({
    queryKey: staffStatementKeys.participant(username),
    filter: null,
    fetchPage: async ({ limit, nextToken, sortDirection }: StaffPageRequest<null>) =>
      (await execute(StaffParticipantStatementsDocument, { username, limit, nextToken, sortDirection }))
        .getParticipantStatementsByUsername,
    defaultSort: { field: 'month', direction: 'DESC' },
    refetchInterval: SIGNED_LINK_REFRESH_MS,
  });
}
