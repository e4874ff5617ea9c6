import {
  Alert,
  Box,
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
import { type LocationRetentionRunRow, useLocationRetentionRuns, useRunParticipants } from './api';
import { JobRunsTable } from './JobRunsTable';
import '../../components/staff/texts';
import './texts';

const columnHelper = createColumnHelper<LocationRetentionRunRow>();
const COUNTS = ['participants', 'trips', 'bins', 'polylines', 'segments', 'deliveryPoints'] as const;
const PARTICIPANT_COUNTS = ['trips', 'bins', 'polylines', 'segments', 'deliveryPoints'] as const;

/**
 * Staff: the runs of the daily location retention job (/locationRetention, Pilot Settings; decision
 * 015), newest first, each with what it destroyed; a row expands to its counts per participant.
 */
export function LocationRetentionPage() {
  const { t } = useTranslation();
  usePageTitle(t('staffPrivacy.title'));
  const list = useLocationRetentionRuns();

  const counts = useMemo(
    () =>
      COUNTS.map((key) => columnHelper.accessor(key, { header: t(`staffPrivacy.columns.${key}`) })) as ColumnDef<
        LocationRetentionRunRow,
        unknown
      >[],
    [t],
  );

  return (
    <JobRunsTable
      tableId="staff-location-retention"
      title={t('staffPrivacy.title')}
      intro={t('staffPrivacy.intro')}
      emptyText={t('staffPrivacy.empty')}
      retentionHeader={t('staffPrivacy.columns.retentionDays')}
      counts={counts}
      list={list}
      renderExpanded={(row) => <RunParticipants run={row} />}
    />
  );
}

function RunParticipants({ run }: { run: LocationRetentionRunRow }) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const counts = useRunParticipants(run.id);
  if (counts.isPending) return <CircularProgress size={24} aria-label={t('common.loading')} sx={{ m: 1 }} />;
  if (counts.isError) return <Alert severity="error">{t('staffPrivacy.loadFailed')}</Alert>;
  if (counts.data.length === 0) return <Typography sx={{ p: 1 }}>{t('staffPrivacy.noParticipants')}</Typography>;
  return (
    <Box sx={{ p: 1, overflowX: 'auto' }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', mb: 1 }}>
        {t('staffPrivacy.participantsTitle')}
      </Typography>
      <Table
        size="small"
        aria-label={t('staffPrivacy.participantsLabel', { date: formatZonedDateTime(run.ranAt, zone) })}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('staffPrivacy.columns.username')}</TableCell>
            {PARTICIPANT_COUNTS.map((key) => (
              <TableCell key={key} align="right">
                {t(`staffPrivacy.columns.${key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {counts.data.map((p) => (
            <TableRow key={p.username}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{p.username}</TableCell>
              {PARTICIPANT_COUNTS.map((key) => (
                <TableCell key={key} align="right">
                  {p[key]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
