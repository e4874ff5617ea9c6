import { type RateKind, StaffRateHistoryDocument, type StaffRateHistoryQuery } from '../../../gql/staff/graphql';
import { execute } from '../../../lib/graphql';
import { useStaffList } from '../useStaffList';

export type RateVersionRow = StaffRateHistoryQuery['listRateHistory']['items'][number];
export type { RateKind };

/**
 * Under the pilot settings' key (['staff', 'rates']), so every rate change there refreshes the
 * history too; the cordon page refreshes it itself after a save.
 */
export const rateHistoryKey = (kind: RateKind, id: string) => ['staff', 'rates', 'history', kind, id] as const;

/** One rate's dated versions, server-paged. */
export function useRateHistory(kind: RateKind, id: string) {
  return useStaffList<RateVersionRow, { kind: RateKind; id: string }>({
    queryKey: rateHistoryKey(kind, id),
    filter: { kind, id },
    fetchPage: async ({ limit, nextToken, filter: f }) =>
      (await execute(StaffRateHistoryDocument, { kind: f.kind, id: f.id, limit, nextToken })).listRateHistory,
    rowsPerPage: 10,
    rowsPerPageOptions: [10, 20, 100],
  });
}
