import { useQuery } from '@tanstack/react-query';
import { StatementsListDocument } from '../../gql/graphql';
import { execute, listAll } from '../../lib/graphql';
import { SIGNED_LINK_REFRESH_MS } from '../../lib/storedFiles';

/** The statement months listed: `ge` inclusive, `lt` exclusive (see period.ts). */
export interface StatementPeriod {
  ge: string;
  lt: string;
}

/** Query keys of the statements. */
export const statementKeys = {
  list: (username: string, periodFrom: StatementPeriod) => ['statements', username, periodFrom] as const,
};

/** The participant's statements of the period (all pages). */
export function useStatements(username: string, periodFrom: StatementPeriod) {
  return useQuery({
    queryKey: statementKeys.list(username, periodFrom),
    queryFn: () =>
      listAll(
        async ({ limit, nextToken }) =>
          (await execute(StatementsListDocument, { username, periodFrom, limit, nextToken }))
            .getParticipantStatementsByUsername,
      ),
    refetchInterval: SIGNED_LINK_REFRESH_MS,
  });
}
