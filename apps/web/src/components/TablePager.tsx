import TablePagination from '@mui/material/TablePagination';
import { LIMITS } from '@rc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Rows per page for tables: 10, 20 or 100 (participant spec section 9). */
export const ROWS_PER_PAGE_OPTIONS = [...LIMITS.rowsPerPage];

export interface TablePagerProps {
  page: number;
  /** All rows, or -1 while more may follow (keyset lists know only what they have seen). */
  count: number;
  rowsPerPage: number;
  onPageChange: (page: number) => void;
  /** Absent for a fixed page size. */
  onRowsPerPageChange?: (rowsPerPage: number) => void;
  /** The page sizes offered; 10/20/100 unless a screen says otherwise. */
  rowsPerPageOptions?: readonly number[];
  /** No next page yet (the last page, or the next one is still loading). */
  nextDisabled?: boolean;
  showFirstLast?: boolean;
}

/** The pager under every list table: translated labels, and controls that wrap on a phone. */
export function TablePager({
  page,
  count,
  rowsPerPage,
  onPageChange,
  onRowsPerPageChange,
  rowsPerPageOptions = ROWS_PER_PAGE_OPTIONS,
  nextDisabled,
  showFirstLast,
}: TablePagerProps) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={onRowsPerPageChange ? [...rowsPerPageOptions] : []}
      onPageChange={(_, value) => onPageChange(value)}
      onRowsPerPageChange={(event) => onRowsPerPageChange?.(Number(event.target.value))}
      labelRowsPerPage={t('pagination.rowsPerPage')}
      labelDisplayedRows={({ from, to, count: total }) =>
        total === -1
          ? t('pagination.displayedRowsMore', { from, to })
          : t('pagination.displayedRows', { from, to, count: total })
      }
      getItemAriaLabel={(type) => t(`pagination.${type}`)}
      showFirstButton={showFirstLast}
      showLastButton={showFirstLast}
      slotProps={nextDisabled ? { actions: { nextButton: { disabled: true } } } : undefined}
      // On a phone the page-size choice, the range and the arrows wrap instead of running off the edge.
      sx={{
        '& .MuiTablePagination-toolbar': { flexWrap: { xs: 'wrap', sm: 'nowrap' }, rowGap: 0.5 },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
      }}
    />
  );
}

/**
 * Paging through a keyset list: the page, its size and the cursor that starts it (the nextToken
 * seen at the end of the page before). A new `query` or page size starts again from the first page.
 */
export function useKeysetPages(query = '', initialRowsPerPage: number = ROWS_PER_PAGE_OPTIONS[0] ?? 10) {
  const [rowsPerPage, setRowsPerPage] = useState<number>(initialRowsPerPage);
  const key = `${rowsPerPage}\u0000${query}`;
  const [stored, setStored] = useState<{ key: string; page: number; tokens: (string | null)[] }>({
    key,
    page: 0,
    tokens: [null],
  });
  const paging = stored.key === key ? stored : { key, page: 0, tokens: [null] };
  return {
    page: paging.page,
    rowsPerPage,
    token: paging.tokens[paging.page] ?? null,
    setRowsPerPage,
    /** Goes to `page`; moving forward remembers `nextToken` as that page's start. */
    goToPage(page: number, nextToken: string | null) {
      const tokens = page > paging.page && nextToken ? [...paging.tokens.slice(0, page), nextToken] : paging.tokens;
      setStored({ key, page, tokens });
    },
  };
}
