import { Box } from '@mui/material';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffTable } from '../../components/staff/StaffTable';
import { formatZonedDateTime, type StaffZone } from '../../lib/staff/timeZone';
import type { AuditEventRow } from './api';
import './texts';

type DiffEntry = AuditEventRow['diff'][number];

const columnHelper = createColumnHelper<AuditEventRow>();
const diffColumnHelper = createColumnHelper<DiffEntry>();

/** Rows per page of an event's diff table (staff spec section 9). */
const DIFF_ROWS_PER_PAGE = [100, 1000] as const;

/** 'vehicles#8f2c…' → the table and the record's id. */
function splitKey(key: string): { table: string; id: string } {
  const at = key.indexOf('#');
  return at < 0 ? { table: key, id: '' } : { table: key.slice(0, at), id: key.slice(at + 1) };
}

const valueSx = {
  fontFamily: 'monospace',
  fontSize: '0.8rem',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxWidth: '50ch',
} as const;

/**
 * The columns of an audit events table (the participant's Audit Trail tab and /events): time in the
 * staff zone, event, record (table and id), changed fields, who changed it, note; `showUsername` adds
 * the participant the record belongs to.
 */
export function useAuditColumns(zone: StaffZone, showUsername = false) {
  const { t } = useTranslation();
  return useMemo(
    () => [
      columnHelper.accessor('timestamp', {
        header: t('staffAudit.columns.timestamp'),
        meta: { sortField: 'timestamp' },
        cell: (info) => formatZonedDateTime(info.getValue(), zone),
      }),
      columnHelper.accessor('eventName', { header: t('staffAudit.columns.eventName') }),
      columnHelper.accessor((row) => splitKey(row.key).table, { id: 'record', header: t('staffAudit.columns.record') }),
      columnHelper.accessor((row) => splitKey(row.key).id, {
        id: 'recordId',
        header: t('staffAudit.columns.recordId'),
        meta: { hiddenByDefault: true },
      }),
      ...(showUsername
        ? [
            columnHelper.accessor((row) => row.username ?? '', {
              id: 'username',
              header: t('staffAudit.columns.username'),
            }),
          ]
        : []),
      columnHelper.accessor((row) => row.diff.map((entry) => entry.key).join(', '), {
        id: 'changes',
        header: t('staffAudit.columns.changes'),
        cell: (info) => (
          <Box
            component="span"
            sx={{
              display: 'inline-block',
              maxWidth: '40ch',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              verticalAlign: 'bottom',
            }}
          >
            {info.getValue()}
          </Box>
        ),
      }),
      columnHelper.accessor('updatedBy', { header: t('staffAudit.columns.updatedBy') }),
      columnHelper.accessor((row) => row.note ?? '', { id: 'note', header: t('staffAudit.columns.note') }),
      columnHelper.accessor('key', { header: t('staffAudit.columns.key'), meta: { hiddenByDefault: true } }),
    ],
    [t, zone, showUsername],
  );
}

/** One event's changed fields: old and new values (JSON), a client-side page of 100 or 1000. */
export function AuditDiffTable({ event, tableId }: { event: AuditEventRow; tableId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(DIFF_ROWS_PER_PAGE[0]);
  const rows = event.diff.slice(page * rowsPerPage, (page + 1) * rowsPerPage);
  const columns = useMemo(
    () => [
      diffColumnHelper.accessor('key', { header: t('staffAudit.diff.field') }),
      diffColumnHelper.accessor((entry) => entry.old ?? '', {
        id: 'old',
        header: t('staffAudit.diff.old'),
        cell: (info) => <Box sx={valueSx}>{info.getValue()}</Box>,
      }),
      diffColumnHelper.accessor((entry) => entry.new ?? '', {
        id: 'new',
        header: t('staffAudit.diff.new'),
        cell: (info) => <Box sx={valueSx}>{info.getValue()}</Box>,
      }),
    ],
    [t],
  );
  return (
    <StaffTable
      tableId={tableId}
      title={`${t('staffAudit.diff.title')} · ${event.key}`}
      columns={columns}
      rows={rows}
      getRowId={(entry) => entry.key}
      loading={false}
      emptyText={t('staffAudit.diff.empty')}
      printable={false}
      paging={{
        page,
        rowsPerPage,
        rowsPerPageOptions: DIFF_ROWS_PER_PAGE,
        count: event.diff.length,
        hasNextPage: (page + 1) * rowsPerPage < event.diff.length,
        onPageChange: setPage,
        onRowsPerPageChange: (value) => {
          setRowsPerPage(value);
          setPage(0);
        },
      }}
    />
  );
}
