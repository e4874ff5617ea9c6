import { Alert, CircularProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/useErrorText';
import { type StaffTrip, useTripSegments } from './tripApi';

// Leaflet and the map code (components/trip-map, shared with the participant's trip page) load only here.
const TripMap = lazy(() => import('../../components/trip-map/TripMap'));

/** Visualization: the trip map with every segment type (staff see public, private and state segments). */
export default function TripVisualization({ trip, nested = false }: { trip: Pick<StaffTrip, 'id'>; nested?: boolean }) {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  const segments = useTripSegments(trip.id);
  const loading = <CircularProgress aria-label={t('common.loading')} />;
  if (segments.isError) return <Alert severity="error">{apiError(segments.error)}</Alert>;
  if (!segments.data) return loading;
  return (
    <Suspense fallback={loading}>
      <TripMap tripId={trip.id} segments={segments.data} nested={nested} />
    </Suspense>
  );
}
