import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useKeysetPages } from '../TablePager';
import type { SortDirection, StaffTablePaging, StaffTableSort } from './StaffTable';

export interface StaffPageRequest<Filter> {
  filter: Filter;
  limit: number;
  nextToken: string | null;
  sortField: string | undefined;
  sortDirection: SortDirection;
}

export interface StaffPage<Row> {
  items: readonly Row[];
  nextToken?: string | null;
}

export interface StaffListOptions<Row, Filter> {
  /** The list's query key root, from the feature's key factory; filter, sort and page are appended. */
  queryKey: QueryKey;
  filter: Filter;
  fetchPage: (request: StaffPageRequest<Filter>) => Promise<StaffPage<Row>>;
  defaultSort?: { field: string; direction: SortDirection };
  rowsPerPage?: number;
  rowsPerPageOptions?: readonly number[];
  enabled?: boolean;
  /** Reads the shown page again this often (ms), e.g. where rows carry expiring signed links. */
  refetchInterval?: number;
}

/**
 * One server page of a staff list at a time, on the keyset API: the page, its size, the sort and the
 * filter are the query; a new filter or sort starts again at the first page, and the shown page stays
 * while the next one loads. Hands StaffTable its rows, paging and sort.
 */
export function useStaffList<Row, Filter>({
  queryKey,
  filter,
  fetchPage,
  defaultSort,
  rowsPerPage: initialRowsPerPage,
  rowsPerPageOptions,
  enabled = true,
  refetchInterval,
}: StaffListOptions<Row, Filter>) {
  const [sort, setSort] = useState(defaultSort);
  const filterKey = JSON.stringify(filter ?? null);
  const pages = useKeysetPages(
    `${filterKey}\u0000${sort?.field ?? ''}\u0000${sort?.direction ?? ''}`,
    initialRowsPerPage,
  );
  const query = useQuery({
    queryKey: [...queryKey, filterKey, sort?.field ?? null, sort?.direction ?? null, pages.rowsPerPage, pages.token],
    queryFn: () =>
      fetchPage({
        filter,
        limit: pages.rowsPerPage,
        nextToken: pages.token,
        sortField: sort?.field,
        sortDirection: sort?.direction ?? 'DESC',
      }),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval,
  });
  const nextToken = query.data?.nextToken ?? null;
  const paging: StaffTablePaging = {
    page: pages.page,
    rowsPerPage: pages.rowsPerPage,
    rowsPerPageOptions,
    hasNextPage: Boolean(nextToken) && !query.isPlaceholderData,
    onPageChange: (page) => pages.goToPage(page, nextToken),
    onRowsPerPageChange: pages.setRowsPerPage,
  };
  const tableSort: StaffTableSort | undefined = sort
    ? {
        field: sort.field,
        direction: sort.direction,
        onSortChange: (field, direction) => setSort({ field, direction }),
      }
    : undefined;
  return {
    rows: query.data?.items ?? [],
    loading: query.isPending && enabled,
    refreshing: query.isFetching && !query.isPending,
    error: query.error,
    paging,
    sort: tableSort,
    refetch: query.refetch,
  };
}
