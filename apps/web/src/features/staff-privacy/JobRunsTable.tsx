import { Typography } from '@mui/material';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffTable } from '../../components/staff/StaffTable';
import type { useStaffList } from '../../components/staff/useStaffList';
import { formatZonedDateTime, useStaffZone } from '../../lib/staff/timeZone';
import './texts';

type RunsList<Row> = ReturnType<typeof useStaffList<Row, Record<string, never>>>;

/** What every job run has: when it ran, the period it applied, and when it finished. */
export interface JobRun {
  id: string;
  ranAt: string;
  retentionDays: number;
  finishedAt?: string | null;
}

/**
 * The runs of a privacy job (location retention, account erasure) as one server-paged table under the
 * page heading, the job's explanation above it, and a row that expands to what the run did. The run's
 * time, its period and its end are columns of every job; `counts` are the job's own, between them.
 */
export function JobRunsTable<Row extends JobRun>({
  tableId,
  title,
  intro,
  emptyText,
  retentionHeader,
  counts,
  list,
  renderExpanded,
}: {
  tableId: string;
  title: string;
  intro: string;
  emptyText: string;
  retentionHeader: string;
  counts: ColumnDef<Row, unknown>[];
  list: RunsList<Row>;
  renderExpanded: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const columns = useMemo(() => {
    const column = createColumnHelper<Row>();
    return [
      column.accessor((row) => row.ranAt, {
        id: 'ranAt',
        header: t('staffPrivacy.columns.ranAt'),
        cell: (info) => formatZonedDateTime(info.getValue(), zone),
        meta: { sortField: 'createdAt' },
      }),
      column.accessor((row) => row.retentionDays, { id: 'retentionDays', header: retentionHeader }),
      ...counts,
      column.accessor((row) => row.finishedAt, {
        id: 'finishedAt',
        header: t('staffPrivacy.columns.finishedAt'),
        cell: (info) => (info.getValue() ? formatZonedDateTime(info.getValue(), zone) : t('staffPrivacy.running')),
      }),
    ] as ColumnDef<Row, unknown>[];
  }, [t, zone, retentionHeader, counts]);
  return (
    <StaffTable
      tableId={tableId}
      title={title}
      headingLevel="h1"
      columns={columns}
      rows={list.rows}
      getRowId={(row) => row.id}
      loading={list.loading}
      refreshing={list.refreshing}
      emptyText={emptyText}
      paging={list.paging}
      sort={list.sort}
      filters={
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 760 }}>
          {intro}
        </Typography>
      }
      renderExpanded={renderExpanded}
    />
  );
}
