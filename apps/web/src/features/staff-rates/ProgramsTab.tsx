import { Link } from '@mui/material';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StaffTable } from '../../components/staff/StaffTable';
import { type ProgramRow, usePrograms } from './api';
import './texts';

const columnHelper = createColumnHelper<ProgramRow>();

/** Staff: the pilot programs (Programs tab); each opens /pilotProgram/{id} to read and edit it. */
export default function ProgramsTab({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  const { t } = useTranslation();
  const list = usePrograms();
  const columns = useMemo(() => {
    const yesNo = (value: boolean) => (value ? t('staffRates.yes') : t('staffRates.no'));
    return [
      columnHelper.accessor('shortName', {
        header: t('staffRates.programs.columns.shortName'),
        cell: (info) => (
          <Link component={RouterLink} to={`/pilotProgram/${encodeURIComponent(info.row.original.id)}`}>
            {info.getValue()}
          </Link>
        ),
      }),
      columnHelper.accessor('name', { header: t('staffRates.programs.columns.name') }),
      columnHelper.accessor('category', { header: t('staffRates.programs.columns.category') }),
      columnHelper.accessor('description', {
        header: t('staffRates.programs.columns.description'),
        cell: (info) => (
          <span style={{ whiteSpace: 'normal', display: 'block', minWidth: 280, maxWidth: 420 }}>
            {info.getValue()}
          </span>
        ),
      }),
      columnHelper.accessor((row) => yesNo(row.isDeviceRequired), {
        id: 'isDeviceRequired',
        header: t('staffRates.programs.columns.isDeviceRequired'),
      }),
      columnHelper.accessor((row) => yesNo(row.isGpsRequired), {
        id: 'isGpsRequired',
        header: t('staffRates.programs.columns.isGpsRequired'),
      }),
    ];
  }, [t]);
  return (
    <StaffTable
      tableId="pilot-programs"
      title={t('staffRates.programs.title')}
      headingLevel={headingLevel}
      columns={columns}
      rows={list.rows}
      getRowId={(row) => row.id}
      loading={list.loading}
      refreshing={list.refreshing}
      emptyText={t('staffRates.programs.empty')}
      paging={list.paging}
    />
  );
}
