import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { StaffTable, type StaffTableProps } from '../../components/staff/StaffTable';
import type { useStaffList } from '../../components/staff/useStaffList';

type RunsList<Row> = ReturnType<typeof useStaffList<Row, Record<string, never>>>;

/**
 * The runs of a privacy job (location retention, account erasure) as one server-paged table under the
 * page heading, the job's explanation above it, and a row that expands to what the run did.
 */
export function JobRunsTable<Row extends { id: string }>({
  tableId,
  title,
  intro,
  emptyText,
  columns,
  list,
  renderExpanded,
}: {
  tableId: string;
  title: string;
  intro: string;
  emptyText: string;
  columns: StaffTableProps<Row>['columns'];
  list: RunsList<Row>;
  renderExpanded: (row: Row) => ReactNode;
}) {
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
