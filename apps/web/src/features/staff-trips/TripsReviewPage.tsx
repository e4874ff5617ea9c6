import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  LinearProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DisputeFlag, latestDispute } from '../../components/staff/DisputeFlag';
import { StaffTable } from '../../components/staff/StaffTable';
import { useToast } from '../../components/useToast';
import type { TripReviewReason } from '../../gql/staff/graphql';
import { participantPath } from '../../lib/staff/participantTabs';
import { useStaffZone } from '../../lib/staff/timeZone';
import { useErrorText } from '../../lib/useErrorText';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  type StaffReviewTripRow,
  staffTripListKeys,
  useReviewTrip,
  useReviewTripProgress,
  useReviewTrips,
} from './api';
import { participantLabel } from './participantLabel';
import { km, tripColumns } from './tripColumns';
import './texts';

// The map and Leaflet load only when a dialog shows a trip with GPS.
const TripVisualization = lazy(() => import('./TripVisualization'));

const column = createColumnHelper<StaffReviewTripRow>();

/** The Trips tab's columns shown here, in this order, after the id, participant, reason and action. */
const SHOWN = ['tsStart', 'vehicleVin', 'distMro', 'distGps', 'processStatus', 'invalid', 'createdAt'];

/**
 * /tripsReview (staff spec sections 2 and 4): the trips whose reviewStatus is pending, newest first
 * (getTripsByReviewStatusByCreatedAt, one server page at a time), each with its Trip Review dialog:
 * the reason, GPS against odometer figures, a link to the trip detail, and the two ways out of the
 * review — re-process (after the warning is acknowledged) or clear the flag. The row then leaves.
 */
export function TripsReviewPage() {
  const { t } = useTranslation();
  usePageTitle(t('staffTrips.reviewList.title'));
  const zone = useStaffZone();
  const list = useReviewTrips();
  const [reviewing, setReviewing] = useState<StaffReviewTripRow | null>(null);

  const columns = useMemo(() => {
    const shared = tripColumns(t, zone) as unknown as ColumnDef<StaffReviewTripRow, unknown>[];
    const byId = new Map(shared.map((c) => [c.id ?? ('accessorKey' in c ? String(c.accessorKey) : ''), c]));
    const pick = (id: string) => byId.get(id);
    return [
      pick('id'),
      column.accessor('username', {
        header: t('staffTrips.allTrips.participantColumn'),
        cell: (c) => (
          <Link component={RouterLink} to={participantPath(c.getValue())}>
            {participantLabel(c.row.original)}
          </Link>
        ),
      }),
      column.accessor('reviewReason', {
        header: t('staffTrips.reviewList.reason'),
        cell: (c) => reasonLabel(t, c.getValue()),
      }),
      column.display({
        id: 'dispute',
        header: t('staffTrips.reviewList.dispute'),
        cell: (c) => <DisputeFlag dispute={latestDispute(c.row.original)} />,
      }),
      column.display({
        id: 'review',
        header: t('staffTrips.reviewList.actions'),
        cell: (c) => (
          <Button
            size="small"
            variant="outlined"
            aria-label={t('staffTrips.reviewList.openLabel', { id: c.row.original.id })}
            onClick={() => setReviewing(c.row.original)}
          >
            {t('staffTrips.reviewList.open')}
          </Button>
        ),
      }),
      ...SHOWN.map(pick),
    ].filter(Boolean) as ColumnDef<StaffReviewTripRow, unknown>[];
  }, [t, zone]);

  return (
    <>
      <StaffTable<StaffReviewTripRow>
        tableId="staff-trips-review"
        title={t('staffTrips.reviewList.title')}
        headingLevel="h1"
        columns={columns}
        rows={list.rows}
        getRowId={(row) => row.id}
        loading={list.loading}
        refreshing={list.refreshing}
        emptyText={t('staffTrips.reviewList.empty')}
        paging={list.paging}
        sort={list.sort}
        filters={
          <Typography variant="body2" color="text.secondary">
            {t('staffTrips.reviewList.intro')}
          </Typography>
        }
      />
      {reviewing && <TripReviewDialog trip={reviewing} onClose={() => setReviewing(null)} />}
    </>
  );
}

function reasonLabel(t: TFunction, reason: TripReviewReason | null | undefined): string {
  return t(`staffTrips.reviewList.reasons.${reason ?? 'admin'}`);
}

/**
 * Trip Review: why the trip is flagged, its GPS and odometer figures side by side, the trip's map (the
 * nested, 400 px one; only for a trip with GPS), a link to the trip detail, and the actions. Re-process
 * sends processStatus pending (the server queues the re-process job) with the review completed, then
 * follows the trip until the job has processed it; Clear marks the review completed.
 */
function TripReviewDialog({ trip, onClose }: { trip: StaffReviewTripRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  const toast = useToast();
  const queryClient = useQueryClient();
  const titleId = useId();
  const review = useReviewTrip();
  const [acknowledged, setAcknowledged] = useState(false);
  const [reprocessing, setReprocessing] = useState(false);
  const progress = useReviewTripProgress(trip.id, reprocessing);
  const outcome = reprocessing ? progress.data : null;
  const finished = Boolean(outcome && outcome.processStatus !== 'pending');

  const refreshLists = () => queryClient.invalidateQueries({ queryKey: staffTripListKeys.all });

  useEffect(() => {
    // The job has run: the trip left the review list (unless it was flagged again).
    if (finished) void queryClient.invalidateQueries({ queryKey: staffTripListKeys.all });
  }, [finished, queryClient]);

  const reprocess = async () => {
    try {
      await review.mutateAsync({ id: trip.id, processStatus: 'pending', reviewStatus: 'completed' });
      await queryClient.removeQueries({ queryKey: staffTripListKeys.progress(trip.id) });
      setReprocessing(true);
      void refreshLists();
    } catch (error) {
      toast.error(apiError(error));
    }
  };

  const clear = async () => {
    try {
      await review.mutateAsync({ id: trip.id, reviewStatus: 'completed' });
      toast.success(t('staffTrips.reviewList.cleared'));
      await refreshLists();
      onClose();
    } catch (error) {
      toast.error(apiError(error));
    }
  };

  const value = (n: number | null | undefined) =>
    n == null ? t('staffTrips.reviewList.unknown') : t('staffTrips.reviewList.kmValue', { value: km(n) });
  const difference = trip.distGps != null && trip.distMro != null ? trip.distGps - trip.distMro : null;
  const busy = review.isPending || (reprocessing && !finished);

  return (
    <Dialog open onClose={review.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('staffTrips.reviewList.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, m: 0 }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {t('staffTrips.reviewList.trip')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
            <code>{trip.id}</code>
          </Typography>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {t('staffTrips.reviewList.reason')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {reasonLabel(t, trip.reviewReason)}
          </Typography>
        </Box>

        <Typography variant="h6" component="h3" sx={{ mt: 2, fontSize: '1rem' }}>
          {t('staffTrips.reviewList.figures')}
        </Typography>
        {/* Side by side; on a narrow screen the table scrolls sideways (a focusable region). */}
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('staffTrips.reviewList.figures')}>
          <Table size="small" aria-label={t('staffTrips.reviewList.figures')}>
            <TableHead>
              <TableRow>
                <TableCell colSpan={2}>{t('staffTrips.reviewList.gps')}</TableCell>
                <TableCell colSpan={2}>{t('staffTrips.reviewList.odometer')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow>
                <TableCell component="th" scope="row">
                  {t('staffTrips.reviewList.distGps')}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {value(trip.distGps)}
                </TableCell>
                <TableCell component="th" scope="row">
                  {t('staffTrips.reviewList.distMro')}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {value(trip.distMro)}
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row">
                  {t('staffTrips.reviewList.distRoute')}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {value(trip.distRoute)}
                </TableCell>
                <TableCell component="th" scope="row">
                  {t('staffTrips.reviewList.odoStart')}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {value(trip.odoMroStart)}
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row">
                  {t('staffTrips.reviewList.difference')}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {value(difference)}
                </TableCell>
                <TableCell component="th" scope="row">
                  {t('staffTrips.reviewList.odoEnd')}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {value(trip.odoMroEnd)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Box>
        {trip.distGps != null && (
          <Box sx={{ mt: 2 }}>
            <Suspense fallback={<CircularProgress aria-label={t('common.loading')} />}>
              <TripVisualization trip={trip} nested />
            </Suspense>
          </Box>
        )}
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mt: 1.5 }}>
          <Link component={RouterLink} to={`/trip/${encodeURIComponent(trip.id)}`}>
            {t('staffTrips.reviewList.detailLink')}
          </Link>
          <DisputeFlag dispute={latestDispute(trip)} />
        </Stack>

        <Divider sx={{ my: 2 }} />
        <Typography variant="h6" component="h3" sx={{ fontSize: '1rem' }}>
          {t('staffTrips.reviewList.reprocessTitle')}
        </Typography>
        <Alert severity="warning" sx={{ my: 1 }}>
          {t('staffTrips.reviewList.reprocessWarning')}
        </Alert>
        <FormControlLabel
          control={
            <Checkbox
              checked={acknowledged}
              disabled={reprocessing}
              onChange={(event) => setAcknowledged(event.target.checked)}
            />
          }
          label={t('staffTrips.reviewList.acknowledge')}
        />
        <Box>
          <Button
            variant="contained"
            color="warning"
            disabled={!acknowledged || busy || reprocessing}
            onClick={() => void reprocess()}
          >
            {t('staffTrips.reviewList.reprocess')}
          </Button>
        </Box>
        {reprocessing && (
          <Box role="status" sx={{ mt: 1.5 }}>
            {!finished && (
              <>
                <LinearProgress aria-label={t('staffTrips.reviewList.reprocessing')} />
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {t('staffTrips.reviewList.reprocessing')}
                </Typography>
              </>
            )}
            {finished && outcome && (
              <Stack sx={{ gap: 1 }}>
                <Alert severity={outcome.processStatus === 'failed' ? 'error' : 'success'}>
                  {t('staffTrips.reviewList.reprocessed', {
                    status: t(`staffTrips.processStatus.${outcome.processStatus}`),
                  })}
                  {outcome.processMsg ? ` ${outcome.processMsg}` : ''}
                </Alert>
                {outcome.reviewStatus === 'pending' && (
                  <Alert severity="info">
                    {t('staffTrips.reviewList.flaggedAgain', { reason: reasonLabel(t, outcome.reviewReason) })}
                  </Alert>
                )}
              </Stack>
            )}
          </Box>
        )}

        {!reprocessing && (
          <>
            <Divider sx={{ my: 2 }} />
            <Typography variant="h6" component="h3" sx={{ fontSize: '1rem' }}>
              {t('staffTrips.reviewList.clearTitle')}
            </Typography>
            <Typography variant="body2" sx={{ my: 1 }}>
              {t('staffTrips.reviewList.clearHint')}
            </Typography>
            <Button variant="outlined" disabled={busy} onClick={() => void clear()}>
              {t('staffTrips.reviewList.clear')}
            </Button>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={review.isPending}>
          {t('staffTrips.reviewList.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
