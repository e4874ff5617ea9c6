import DownloadIcon from '@mui/icons-material/Download';
import ExpandLessIcon from '@mui/icons-material/KeyboardArrowDown';
import ExpandMoreIcon from '@mui/icons-material/KeyboardArrowRight';
import PrintIcon from '@mui/icons-material/Print';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  Box,
  Button,
  Checkbox,
  IconButton,
  LinearProgress,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Paper,
  Stack,
  type SxProps,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  type Theme,
  Typography,
} from '@mui/material';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowData,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TablePager } from '../TablePager';
import { TableStatusRows } from '../TableStatusRows';
import { visuallyHidden } from '../visuallyHidden';
import './texts';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The server's sort field for this column; absent when the list cannot be sorted by it. */
    sortField?: string;
    align?: 'left' | 'right' | 'center';
    /** Hidden until the user shows it in the Columns menu. */
    hiddenByDefault?: boolean;
  }
}

export type SortDirection = 'ASC' | 'DESC';

export interface StaffTableSort {
  field: string;
  direction: SortDirection;
  onSortChange: (field: string, direction: SortDirection) => void;
}

export interface StaffTablePaging {
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions?: readonly number[];
  /** All rows when known; keyset lists pass hasNextPage instead. */
  count?: number;
  hasNextPage: boolean;
  onPageChange: (page: number) => void;
  onRowsPerPageChange?: (rowsPerPage: number) => void;
}

export interface StaffTableSelection {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
}

export interface StaffTableProps<Row> {
  /** Names the table's stored column choice (local storage). */
  tableId: string;
  title: string;
  /** The title as the page heading (h1) or a section heading (h2, default). */
  headingLevel?: 'h1' | 'h2';
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column.
  columns: ColumnDef<Row, any>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  loading: boolean;
  /** A newer page is loading while the last one stays shown. */
  refreshing?: boolean;
  emptyText: string;
  paging?: StaffTablePaging;
  sort?: StaffTableSort;
  /** Filter controls, shown above the table. */
  filters?: ReactNode;
  /** More toolbar buttons (actions on the selection, create…). */
  actions?: ReactNode;
  /** The server export of every row the filter selects (all pages), when the screen offers one. */
  csvHref?: string;
  printable?: boolean;
  selection?: StaffTableSelection;
  /** Row expansion: the content shown under an expanded row. */
  renderExpanded?: (row: Row) => ReactNode;
  /** Inline editing: the row being edited is replaced by this editor spanning the table. */
  editingRowId?: string | null;
  renderEditor?: (row: Row) => ReactNode;
  /** A row's own look (e.g. transactions coloured by standing); say the same in a cell's text too. */
  rowSx?: (row: Row) => SxProps<Theme> | undefined;
}

const STORAGE_PREFIX = 'staffTable.columns.';

function storedVisibility(tableId: string): VisibilityState | null {
  try {
    const raw = localStorage.getItem(STORAGE_PREFIX + tableId);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
  } catch {
    return null;
  }
}

function storeVisibility(tableId: string, visibility: VisibilityState): void {
  try {
    localStorage.setItem(STORAGE_PREFIX + tableId, JSON.stringify(visibility));
  } catch {
    // Private mode or a full quota: the choice lasts for this page only.
  }
}

function defaultVisibility<Row>(columns: StaffTableProps<Row>['columns']): VisibilityState {
  const visibility: VisibilityState = {};
  for (const column of columns) {
    const id = column.id ?? ('accessorKey' in column ? String(column.accessorKey) : undefined);
    if (id && column.meta?.hiddenByDefault) visibility[id] = false;
  }
  return visibility;
}

/**
 * The one data table of the staff console: server pages (rows per page 10/20/100 by default), server
 * sorting where the column names a sort field, filters above, column visibility kept per table in local
 * storage, the server's CSV export of what the filter selects, print, selection, row expansion and
 * inline editing. Rows and paging come from the screen (usually through useStaffList).
 */
export function StaffTable<Row>({
  tableId,
  title,
  headingLevel = 'h2',
  columns,
  rows,
  getRowId,
  loading,
  refreshing,
  emptyText,
  paging,
  sort,
  filters,
  actions,
  csvHref,
  printable = true,
  selection,
  renderExpanded,
  editingRowId,
  renderEditor,
  rowSx,
}: StaffTableProps<Row>) {
  const { t } = useTranslation();
  const headingId = useId();
  const [visibility, setVisibility] = useState<VisibilityState>(
    () => storedVisibility(tableId) ?? defaultVisibility(columns),
  );
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [columnsMenu, setColumnsMenu] = useState<HTMLElement | null>(null);

  const table = useReactTable({
    data: rows as Row[],
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    state: { columnVisibility: visibility },
    onColumnVisibilityChange: (updater) => {
      setVisibility((current) => {
        const next = typeof updater === 'function' ? updater(current) : updater;
        storeVisibility(tableId, next);
        return next;
      });
    },
    manualPagination: true,
    manualSorting: true,
  });

  const visibleColumns = table.getVisibleLeafColumns();
  const columnCount = visibleColumns.length + (selection ? 1 : 0) + (renderExpanded ? 1 : 0);
  const pageIds = table.getRowModel().rows.map((row) => row.id);
  const selectedOnPage = selection ? pageIds.filter((id) => selection.selected.has(id)).length : 0;

  function toggleExpanded(id: string) {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function toggleSelected(ids: string[], on: boolean) {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    selection.onChange(next);
  }

  return (
    <Paper variant="outlined" sx={{ mb: 2 }}>
      <Stack
        direction="row"
        sx={{ px: 2, pt: 1.5, pb: 1, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
        data-noprint
      >
        <Typography
          variant={headingLevel === 'h1' ? 'h1' : 'h2'}
          id={headingId}
          sx={{ fontSize: '1.25rem', mr: 'auto' }}
        >
          {title}
        </Typography>
        {actions}
        <Button
          size="small"
          startIcon={<ViewColumnIcon />}
          aria-haspopup="menu"
          aria-expanded={Boolean(columnsMenu)}
          onClick={(event) => setColumnsMenu(event.currentTarget)}
        >
          {t('staff.table.columns')}
        </Button>
        {csvHref && (
          <Button size="small" startIcon={<DownloadIcon />} href={csvHref} download>
            {t('staff.table.download')}
          </Button>
        )}
        {printable && (
          <Button size="small" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {t('staff.table.print')}
          </Button>
        )}
      </Stack>
      <Menu
        anchorEl={columnsMenu}
        open={Boolean(columnsMenu)}
        onClose={() => setColumnsMenu(null)}
        slotProps={{ list: { 'aria-label': t('staff.table.columnsMenu'), dense: true } }}
      >
        {table.getAllLeafColumns().map((column) => (
          <MenuItem
            key={column.id}
            role="menuitemcheckbox"
            aria-checked={column.getIsVisible()}
            onClick={() => column.toggleVisibility()}
          >
            <ListItemIcon>
              <Checkbox
                edge="start"
                size="small"
                checked={column.getIsVisible()}
                tabIndex={-1}
                disableRipple
                sx={{ p: 0 }}
              />
            </ListItemIcon>
            <ListItemText>
              {typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id}
            </ListItemText>
          </MenuItem>
        ))}
      </Menu>
      {filters && (
        <Box sx={{ px: 2, pb: 1.5 }} data-noprint>
          {filters}
        </Box>
      )}
      <Box sx={{ height: 4 }}>{refreshing && <LinearProgress aria-label={t('staff.table.refreshing')} />}</Box>
      {/* Focusable so keyboard users can scroll the table sideways on narrow screens. */}
      <TableContainer tabIndex={0} role="region" aria-labelledby={headingId}>
        <Table
          size="small"
          aria-labelledby={headingId}
          sx={{ '& > * > tr > td, & > * > tr > th': { whiteSpace: 'nowrap' } }}
        >
          <TableHead>
            <TableRow>
              {selection && (
                <TableCell padding="checkbox" data-noprint>
                  <Checkbox
                    size="small"
                    checked={pageIds.length > 0 && selectedOnPage === pageIds.length}
                    indeterminate={selectedOnPage > 0 && selectedOnPage < pageIds.length}
                    onChange={(event) => toggleSelected(pageIds, event.target.checked)}
                    slotProps={{ input: { 'aria-label': t('staff.table.selectPage') } }}
                  />
                </TableCell>
              )}
              {renderExpanded && (
                <TableCell padding="checkbox" data-noprint>
                  <Box component="span" sx={visuallyHidden}>
                    {t('staff.table.expand')}
                  </Box>
                </TableCell>
              )}
              {table.getHeaderGroups()[0]?.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const sortField = meta?.sortField;
                const active = Boolean(sort && sortField && sort.field === sortField);
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <TableCell
                    key={header.id}
                    align={meta?.align}
                    aria-sort={active ? (sort?.direction === 'ASC' ? 'ascending' : 'descending') : undefined}
                  >
                    {sort && sortField ? (
                      <TableSortLabel
                        active={active}
                        direction={active && sort.direction === 'ASC' ? 'asc' : 'desc'}
                        onClick={() =>
                          sort.onSortChange(sortField, active && sort.direction === 'DESC' ? 'ASC' : 'DESC')
                        }
                      >
                        {label}
                      </TableSortLabel>
                    ) : (
                      label
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStatusRows
              loading={loading}
              empty={!loading && rows.length === 0}
              columns={columnCount}
              emptyText={emptyText}
            />
            {!loading &&
              table.getRowModel().rows.map((row) => {
                const isExpanded = expanded.has(row.id);
                const detailId = `${headingId}-detail-${row.id}`;
                if (editingRowId === row.id && renderEditor) {
                  return (
                    <TableRow key={row.id}>
                      <TableCell
                        colSpan={columnCount}
                        sx={{ whiteSpace: 'normal !important', bgcolor: 'action.hover' }}
                      >
                        {renderEditor(row.original)}
                      </TableCell>
                    </TableRow>
                  );
                }
                return (
                  <Fragment key={row.id}>
                    <TableRow hover selected={selection?.selected.has(row.id)} sx={rowSx?.(row.original)}>
                      {selection && (
                        <TableCell padding="checkbox" data-noprint>
                          <Checkbox
                            size="small"
                            checked={selection.selected.has(row.id)}
                            onChange={(event) => toggleSelected([row.id], event.target.checked)}
                            slotProps={{ input: { 'aria-label': t('staff.table.selectRow') } }}
                          />
                        </TableCell>
                      )}
                      {renderExpanded && (
                        <TableCell padding="checkbox" data-noprint>
                          <IconButton
                            size="small"
                            aria-expanded={isExpanded}
                            aria-controls={isExpanded ? detailId : undefined}
                            aria-label={isExpanded ? t('staff.table.collapse') : t('staff.table.expand')}
                            onClick={() => toggleExpanded(row.id)}
                          >
                            {isExpanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                          </IconButton>
                        </TableCell>
                      )}
                      {row.getVisibleCells().map((cell) => (
                        <TableCell key={cell.id} align={cell.column.columnDef.meta?.align}>
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </TableCell>
                      ))}
                    </TableRow>
                    {renderExpanded && isExpanded && (
                      <TableRow id={detailId}>
                        <TableCell
                          colSpan={columnCount}
                          sx={{ whiteSpace: 'normal !important', bgcolor: 'action.hover' }}
                        >
                          {renderExpanded(row.original)}
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                );
              })}
          </TableBody>
        </Table>
      </TableContainer>
      {paging && (
        <Box data-noprint>
          <TablePager
            page={paging.page}
            count={paging.count ?? (paging.hasNextPage ? -1 : paging.page * paging.rowsPerPage + rows.length)}
            rowsPerPage={paging.rowsPerPage}
            rowsPerPageOptions={paging.rowsPerPageOptions}
            onPageChange={paging.onPageChange}
            onRowsPerPageChange={paging.onRowsPerPageChange}
            nextDisabled={!paging.hasNextPage}
          />
        </Box>
      )}
    </Paper>
  );
}
