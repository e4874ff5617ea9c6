import { Box, TextField } from '@mui/material';
import { AUDIT_EVENT_NAMES } from '@rc/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, type DayRange, initialRange, rangeInstants } from '../../components/staff/DateRangeFilter';
import { StaffTable } from '../../components/staff/StaffTable';
import type { AuditEventName } from '../../gql/staff/graphql';
import type { ParticipantTabProps } from '../../lib/staff/participantTabs';
import { formatZonedDateTime, useStaffZone } from '../../lib/staff/timeZone';
import { type AuditEventRow, useParticipantAuditTrail } from './api';
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
 * Staff: the participant detail's Audit Trail tab: every recorded insert, change and removal of the
 * participant's records (their account, vehicles, devices, trips, statements, notifications, … — every
 * audited row carrying their username), newest first, in a date range (presets, time zone) and by event
 * name; a row opens its diff (field, old and new value), 100 or 1000 rows a page.
 */
export default function AuditTrailTab({ username }: ParticipantTabProps) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const [range, setRange] = useState<DayRange>(() => initialRange('month', zone));
  const [eventName, setEventName] = useState<AuditEventName | ''>('');
  const { from, to } = rangeInstants(range, zone);
  const invalid = range.from > range.to;
  const list = useParticipantAuditTrail({ username, from, to, eventName });

  const columns = useMemo(
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
    [t, zone],
  );

  const filters = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <DateRangeFilter value={range} onChange={setRange} unit="week" />
      <TextField
        select
        size="small"
        label={t('staffAudit.eventName')}
        value={eventName}
        onChange={(event) => setEventName(event.target.value as AuditEventName | '')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 140 }}
      >
        <option value="">{t('staffAudit.allEvents')}</option>
        {AUDIT_EVENT_NAMES.map((name) => (
          <option key={name} value={name}>
            {t(`staffAudit.eventNames.${name}`)}
          </option>
        ))}
      </TextField>
    </Box>
  );

  return (
    <StaffTable
      tableId="participant-audit"
      title={t('staffAudit.participantTitle')}
      columns={columns}
      rows={invalid ? [] : list.rows}
      getRowId={(row) => row.eventId}
      loading={!invalid && list.loading}
      refreshing={list.refreshing}
      emptyText={t('staffAudit.empty')}
      paging={list.paging}
      sort={list.sort}
      filters={filters}
      renderExpanded={(row) => <DiffTable event={row} />}
    />
  );
}

/** One event's changed fields: old and new values (JSON), a client-side page of 100 or 1000. */
function DiffTable({ event }: { event: AuditEventRow }) {
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
      tableId="participant-audit-diff"
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
