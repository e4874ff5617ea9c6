import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { DisputeSection } from '../../components/dispute/DisputeSection';
import { RouterLink } from '../../components/RouterLink';
import { formatDate, formatTableDateTime } from '../../lib/format';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/usePageTitle';
import { isNotFound, tripKeys, useTrip, useTripPageParticipant, useTripSegments } from './api';
import { TripDetail } from './TripDetail';
import { isTripTab, type TripDetailTrip, visibleTripTabs } from './tripData';
import './texts';
import '../../i18n/messages';

/**
 * /trip/{id}: one of the participant's trips with its tabs (the tab is kept in ?tab=). The server
 * answers "not found" for any trip the participant may not see (someone else's, unprocessed, tiny).
 */
export default function TripPage() {
  const { t } = useTranslation();
  usePageTitle(t('trips.page.title'));
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const { session } = useSession();
  const username = session?.username ?? '';

  const participant = useTripPageParticipant(username);
  const trip = useTrip(id);
  // Asked at once with the trip (TripDetail reads the same query), not after it.
  useTripSegments(id);

  const back = (
    <RouterLink to="/my-account?tab=Trips" sx={{ display: 'inline-block', mb: 2 }}>
      {t('trips.page.back')}
    </RouterLink>
  );

  if (trip.isPending || participant.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }
  if (!trip.data) {
    const notFound = trip.data === null || isNotFound(trip.error);
    return (
      <>
        {back}
        <Typography variant="h1" gutterBottom>
          {t('trips.page.title')}
        </Typography>
        <Alert severity={notFound ? 'warning' : 'error'} role="alert">
          {notFound ? t('messages.tripNotFound') : t('trips.page.loadFailed')}
        </Alert>
      </>
    );
  }

  const tabs = visibleTripTabs(participant.data?.mroDevicePreference);
  const requested = searchParams.get('tab');
  const tab = isTripTab(requested) && tabs.includes(requested) ? requested : (tabs[0] ?? 'Segments');

  return (
    <>
      {back}
      <Typography variant="h1" gutterBottom>
        {t('trips.page.heading', { start: formatTableDateTime(trip.data.tsStart ?? trip.data.createdAt) })}
      </Typography>
      <LocationRetention retention={trip.data.locationRetention} />
      <DisputeSection
        itemType="trip"
        itemId={trip.data.id}
        itemDate={trip.data.tsStart ?? trip.data.createdAt}
        dispute={trip.data.dispute}
        refresh={[tripKeys.one(trip.data.id)]}
      />
      <TripDetail
        trip={trip.data}
        tabs={tabs}
        tab={tab}
        onTabChange={(value) => setSearchParams({ tab: value })}
        pilotShortName={trip.data.pilotProgram?.shortName ?? participant.data?.pilotProgram?.shortName}
      />
    </>
  );
}

/** Until when the trip's location data is kept, or when it was destroyed (decision 015). */
function LocationRetention({ retention }: { retention: TripDetailTrip['locationRetention'] }) {
  const { t } = useTranslation();
  if (!retention) return null;
  const text =
    retention.status === 'DESTROYED'
      ? t('trips.locationRetention.destroyedOn', { date: formatDate(retention.destroyedAt) })
      : retention.keptUntil
        ? t('trips.locationRetention.keptUntil', { date: formatDate(retention.keptUntil) })
        : t('trips.locationRetention.keptAfterPayment', { days: retention.retentionDays });
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {text}
    </Typography>
  );
}
