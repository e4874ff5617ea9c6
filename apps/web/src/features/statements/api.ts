import { useQuery } from '@tanstack/react-query';
import { StatementLinesDocument, StatementsListDocument, StatementVehiclesDocument } from '../../gql/graphql';
import { execute, listAll } from '../../lib/graphql';
import { SIGNED_LINK_REFRESH_MS } from '../../lib/storedFiles';

/** The statement months listed: `ge` inclusive, `lt` exclusive (see period.ts). */
export interface StatementPeriod {
  ge: string;
  lt: string;
}

/** Query keys of the statements. */
export const statementKeys = {
  all: (username: string) => ['statements', username] as const,
  list: (username: string, periodFrom: StatementPeriod) => ['statements', username, periodFrom] as const,
  vehicles: (username: string) => ['statements', username, 'vehicles'] as const,
  lines: (username: string, statementId: string) => ['statements', username, 'lines', statementId] as const,
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

/** The participant's vehicles by id, to name the statements' lines. */
export function useStatementVehicles(username: string) {
  return useQuery({
    queryKey: statementKeys.vehicles(username),
    queryFn: async () => {
      const { listVehicles } = await execute(StatementVehiclesDocument, { username });
      return new Map(listVehicles.items.map((v) => [v.id, v]));
    },
  });
}

/** One statement's lines and their newest disputes, read when they are opened. */
export function useStatementLines(username: string, statementId: string) {
  return useQuery({
    queryKey: statementKeys.lines(username, statementId),
    queryFn: async () => (await execute(StatementLinesDocument, { id: statementId })).getParticipantStatement,
  });
}
