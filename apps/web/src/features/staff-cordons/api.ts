import { useQuery } from '@tanstack/react-query';
import type { SortDirection } from '../../components/staff/StaffTable';
import { type StaffPageRequest, useStaffList } from '../../components/staff/useStaffList';
import {
  type CreateCordonInput,
  StaffCordonDocument,
  type StaffCordonFragment,
  StaffCordonsDocument,
  StaffCreateCordonDocument,
  StaffUpdateCordonDocument,
  type UpdateCordonInput,
} from '../../gql/staff/graphql';
import { execute } from '../../lib/graphql';

export type CordonRow = StaffCordonFragment;

/** Query keys of the cordon screens. */
export const cordonKeys = {
  all: ['staff', 'cordons'] as const,
  list: ['staff', 'cordons', 'list'] as const,
  one: (id: string) => ['staff', 'cordons', 'one', id] as const,
};

async function fetchCordons({ limit, nextToken, sortDirection }: StaffPageRequest<Record<string, never>>) {
  return (await execute(StaffCordonsDocument, { limit, nextToken, sortDirection })).listCordons;
}

/** One server page of cordons by name (A to Z unless turned). */
export function useCordons() {
  return useStaffList<CordonRow, Record<string, never>>({
    queryKey: cordonKeys.list,
    filter: {},
    fetchPage: fetchCordons,
    defaultSort: { field: 'name', direction: 'ASC' as SortDirection },
  });
}

/** One cordon (null when there is none with this id). */
export function useCordon(id: string | null) {
  return useQuery({
    queryKey: cordonKeys.one(id ?? ''),
    queryFn: async () => (await execute(StaffCordonDocument, { id: id ?? '' })).getCordon ?? null,
    enabled: id !== null,
  });
}

export async function createCordon(input: CreateCordonInput): Promise<CordonRow> {
  return (await execute(StaffCreateCordonDocument, { input })).createCordon;
}

export async function updateCordon(input: UpdateCordonInput): Promise<CordonRow> {
  return (await execute(StaffUpdateCordonDocument, { input })).updateCordon;
}
