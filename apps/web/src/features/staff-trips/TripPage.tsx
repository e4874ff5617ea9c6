import { Alert, Box, Button, Chip, Link, Stack, TextField, Typography } from '@mui/material';
import { messages } from '@rc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { ConfirmDialog } from '../../components/staff/ConfirmDialog';
import { DisputeFlag } from '../../components/staff/DisputeFlag';
import { TabsWithPanel } from '../../components/TabsWithPanel';
import { useToast } from '../../components/useToast';
import { participantPath } from '../../lib/staff/participantTabs';
import { useErrorText } from '../../lib/useErrorText';
import { usePageTitle } from '../../lib/usePageTitle';
import { AdjustmentDialog } from './AdjustmentDialog';
import { ReviewTab } from './TripReviewTab';
import { AdjustmentsTab, BinsTab, InfoTab, LogsTab, MroEventsTab, SegmentsTab } from './TripTabs';
import { type StaffTrip, tripKeys, useStaffTrip, useTripVehicle, useUpdateTrip } from './tripApi';
import { isStaffTripTab, type StaffTripTab, visibleStaffTripTabs } from './tripTabs';
import './texts';

const StaffTripVisualization = lazy(() => import('./TripVisualization'));

const PANEL_ID = 'staff-trip-tabpanel';
const tabId = (tab: StaffTripTab) => `staff-trip-tab-${tab}`;

const TAB_COMPONENTS: Record<Exclude<StaffTripTab, 'visualization'>, ComponentType<{ trip: StaffTrip }>> = {
  segments: SegmentsTab,
  info: InfoTab,
  bins: BinsTab,
  logs: LogsTab,
  mroEvents: MroEventsTab,
  adjustments: AdjustmentsTab,
  review: ReviewTab,
};

/**
 * Staff: one trip (/trip/{id}?tab=…, staff spec section 2 "Trip detail (admin)"): the header with the
 * actions (flag or clear the review flag, invalidate with a note, Trip Adjustment), then the tabs
 * Visualization (only when the trip's reporting option records GPS), Segments, Info, Bins, Logs,
 * Mro Events, Adjustments and Review (with the re-process panel).
 */
export function TripPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const trip = useStaffTrip(id);
  const vehicle = useTripVehicle(trip.data);
  const hasGps = Boolean(vehicle.data?.mro?.gpsEnabled);
  const tabs = visibleStaffTripTabs(hasGps);
  const requested = params.get('tab');
  const current: StaffTripTab =
    isStaffTripTab(requested) && tabs.includes(requested) ? requested : hasGps ? 'visualization' : 'segments';
  usePageTitle(`${t(`staffTrips.detail.tabs.${current}`)} – ${t('staffTrips.detail.title', { id })}`);

  // A re-process has finished (pending → processed/failed): the segments, bins and logs are new.
  const status = trip.data?.processStatus;
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'pending' && status && status !== 'pending') {
      void queryClient.invalidateQueries({ queryKey: tripKeys.one(id) });
    }
    previous.current = status;
  }, [status, id, queryClient]);

  if (trip.isPending) return <PageLoader />;
  if (trip.isError || !trip.data) {
    return (
      <>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 2 }}>
          {t('staffTrips.detail.title', { id })}
        </Typography>
        <Alert severity="error">{t('staffTrips.detail.notFound')}</Alert>
      </>
    );
  }
  const data = trip.data;
  const TabComponent = current === 'visualization' ? null : TAB_COMPONENTS[current];

  return (
    <>
      <TripHeader trip={data} />
      <TabsWithPanel
        tabs={tabs.map((tab) => ({ value: tab, label: t(`staffTrips.detail.tabs.${tab}`) }))}
        current={current}
        onChange={(tab) =>
          setParams((currentParams) => {
            const next = new URLSearchParams(currentParams);
            next.set('tab', tab);
            return next;
          })
        }
        label={t('staffTrips.detail.tabsLabel')}
        tabId={tabId}
        panelId={PANEL_ID}
        barSx={{ mb: 2 }}
        allowScrollButtonsMobile
      >
        <Suspense fallback={<PageLoader />}>
          {TabComponent ? <TabComponent trip={data} /> : <StaffTripVisualization trip={data} />}
        </Suspense>
      </TabsWithPanel>
    </>
  );
}

function TripHeader({ trip }: { trip: StaffTrip }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { apiError, fieldError } = useErrorText();
  const update = useUpdateTrip(trip.id);
  const [adjusting, setAdjusting] = useState(false);
  const [invalidating, setInvalidating] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const flagged = trip.reviewStatus === 'pending';

  const run = (input: Parameters<typeof update.mutate>[0], done: string, after?: () => void) =>
    update.mutate(input, {
      onSuccess: () => {
        toast.success(done);
        after?.();
      },
      onError: (error) => toast.error(apiError(error)),
    });

  return (
    <Box sx={{ mb: 1 }}>
      <Link component={RouterLink} to={participantPath(trip.username, 'trips')} variant="body2">
        {t('staffTrips.detail.back')}
      </Link>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', overflowWrap: 'anywhere' }}>
          {t('staffTrips.detail.title', { id: trip.id })}
        </Typography>
        <Typography color="text.secondary">{trip.username}</Typography>
        <Chip
          size="small"
          variant="outlined"
          data-testid="trip-process-status"
          color={trip.processStatus === 'failed' ? 'error' : trip.processStatus === 'processed' ? 'success' : 'default'}
          label={t(`staffTrips.processStatus.${trip.processStatus}`)}
        />
        {trip.invalid && <Chip size="small" color="error" label={t('staffTrips.detail.invalidChip')} />}
        {flagged && <Chip size="small" color="warning" label={t('staffTrips.detail.flaggedChip')} />}
        <DisputeFlag dispute={trip.dispute} />
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={update.isPending}
          onClick={() =>
            flagged
              ? run({ reviewStatus: 'completed' }, t('staffTrips.detail.actions.unflagged'))
              : run({ reviewStatus: 'pending' }, t('staffTrips.detail.actions.flagged'))
          }
        >
          {flagged ? t('staffTrips.detail.actions.unflag') : t('staffTrips.detail.actions.flag')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={trip.invalid || update.isPending}
          onClick={() => setInvalidating(true)}
        >
          {t('staffTrips.detail.actions.invalidate')}
        </Button>
        <Button size="small" variant="contained" onClick={() => setAdjusting(true)}>
          {t('staffTrips.detail.actions.adjust')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={invalidating}
        title={t('staffTrips.detail.invalidateDialog.title')}
        message={t('staffTrips.detail.invalidateDialog.message')}
        confirmLabel={t('staffTrips.detail.actions.invalidate')}
        busy={update.isPending}
        onCancel={() => {
          setInvalidating(false);
          setNote('');
          setNoteError(undefined);
        }}
        onConfirm={() => {
          if (note.trim() === '') {
            setNoteError(fieldError(messages.tripInvalidateNoteRequired));
            return;
          }
          run({ invalid: true, notes: note.trim() }, t('staffTrips.detail.actions.invalidated'), () => {
            setInvalidating(false);
            setNote('');
            setNoteError(undefined);
          });
        }}
      >
        <TextField
          label={t('staffTrips.detail.invalidateDialog.note')}
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            setNoteError(undefined);
          }}
          required
          fullWidth
          multiline
          minRows={2}
          size="small"
          sx={{ mt: 2 }}
          error={Boolean(noteError)}
          helperText={noteError ?? ' '}
        />
      </ConfirmDialog>
      {adjusting && <AdjustmentDialog trip={trip} open onClose={() => setAdjusting(false)} />}
    </Box>
  );
}
