import {
  Alert,
  Box,
  Chip,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatZonedDateTime, useStaffZone } from '../../lib/staff/timeZone';
import { usePageTitle } from '../../lib/usePageTitle';
import { type AccountErasureRunRow, useAccountErasureRuns, useRunAccounts } from './api';
import { JobRunsTable } from './JobRunsTable';
import '../../components/staff/texts';
import './texts';

const columnHelper = createColumnHelper<AccountErasureRunRow>();

/**
 * Staff: the runs of the daily account erasure job (/accountErasure, Pilot Settings; decision 020),
 * newest first, with how many closed accounts each erased or held; a row expands to its accounts,
 * with what was erased of each or why it was held.
 */
export function AccountErasurePage() {
  const { t } = useTranslation();
  usePageTitle(t('staffPrivacy.erasure.title'));
  const list = useAccountErasureRuns();

  const counts = useMemo(
    () =>
      [
        columnHelper.accessor('erased', { header: t('staffPrivacy.erasure.columns.erased') }),
        columnHelper.accessor('held', { header: t('staffPrivacy.erasure.columns.held') }),
      ] as ColumnDef<AccountErasureRunRow, unknown>[],
    [t],
  );

  return (
    <JobRunsTable
      tableId="staff-account-erasure"
      title={t('staffPrivacy.erasure.title')}
      intro={t('staffPrivacy.erasure.intro')}
      emptyText={t('staffPrivacy.erasure.empty')}
      retentionHeader={t('staffPrivacy.erasure.columns.retentionDays')}
      counts={counts}
      list={list}
      renderExpanded={(row) => <RunAccounts run={row} />}
    />
  );
}

function RunAccounts({ run }: { run: AccountErasureRunRow }) {
  const { t, i18n } = useTranslation();
  const zone = useStaffZone();
  const accounts = useRunAccounts(run.id);
  if (accounts.isPending) return <CircularProgress size={24} aria-label={t('common.loading')} sx={{ m: 1 }} />;
  if (accounts.isError) return <Alert severity="error">{t('staffPrivacy.loadFailed')}</Alert>;
  if (accounts.data.length === 0) return <Typography sx={{ p: 1 }}>{t('staffPrivacy.erasure.noAccounts')}</Typography>;
  const category = (key: string) =>
    i18n.exists(`staffPrivacy.erasure.categories.${key}`)
      ? t(`staffPrivacy.erasure.categories.${key}` as 'staffPrivacy.erasure.categories.files')
      : key;
  return (
    <Box sx={{ p: 1, overflowX: 'auto' }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', mb: 1 }}>
        {t('staffPrivacy.erasure.accountsTitle')}
      </Typography>
      <Table
        size="small"
        aria-label={t('staffPrivacy.erasure.accountsLabel', { date: formatZonedDateTime(run.ranAt, zone) })}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('staffPrivacy.erasure.columns.accountNo')}</TableCell>
            <TableCell>{t('staffPrivacy.erasure.columns.username')}</TableCell>
            <TableCell>{t('staffPrivacy.erasure.columns.closedDate')}</TableCell>
            <TableCell>{t('staffPrivacy.erasure.columns.outcome')}</TableCell>
            <TableCell>{t('staffPrivacy.erasure.columns.details')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.data.map((a) => (
            <TableRow key={a.username}>
              <TableCell>{a.accountNo ?? '—'}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{a.username}</TableCell>
              <TableCell>{formatZonedDateTime(a.closedDate, zone)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={a.outcome === 'erased' ? 'success' : 'warning'}
                  variant="outlined"
                  label={t(`staffPrivacy.erasure.outcomes.${a.outcome}`)}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'normal', minWidth: 320 }}>
                {a.heldReason ??
                  a.counts
                    .filter((c) => c.count > 0)
                    .map((c) => t('staffPrivacy.erasure.count', { category: category(c.category), count: c.count }))
                    .join(' · ')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
