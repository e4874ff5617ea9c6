import { useQuery } from '@tanstack/react-query';
import { execute, listAll } from '../../../lib/graphql';
import { ListParticipantsDocument } from '../gql/graphql';

/** Query keys of the participant list. */
export const staffParticipantKeys = {
  list: ['participants', 'list'] as const,
};

/** Every participant, newest first (all pages). */
export function useParticipantList() {
  return useQuery({
    queryKey: staffParticipantKeys.list,
    queryFn: () =>
      listAll(async ({ limit, nextToken }) => {
        const data = await execute(ListParticipantsDocument, { limit, nextToken, sortDirection: 'DESC' });
        return data.listParticipants;
      }),
  });
}
