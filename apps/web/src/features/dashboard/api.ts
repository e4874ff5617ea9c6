import { useQuery } from '@tanstack/react-query';
import { DashboardDataDocument } from '../../gql/graphql';
import { execute } from '../../lib/graphql';

/** Query keys of the dashboard (an expanded transaction's are in transactions/api.ts, a chunk of its own). */
export const dashboardKeys = {
  data: (username: string) => ['dashboard', username] as const,
  statementTransactions: (statementId: string) => ['transactions', 'statement', statementId] as const,
};

/** The dashboard's figures, vehicles, devices and connections: one request. */
export function useDashboard(username: string) {
  return useQuery({
    queryKey: dashboardKeys.data(username),
    queryFn: () => execute(DashboardDataDocument, { username, owner: username }),
  });
}
