import {
  Box,
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { tripFeeColumns } from '@rc/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/RouterLink';
import { TablePager, useKeysetPages } from '../../components/TablePager';
import { TableStatusRows } from '../../components/TableStatusRows';
import type { AccountTabProps } from '../../lib/accountTabs';
import { formatDistance, formatFuel, formatMoney, formatTableDateTime } from '../../lib/format';
import { useParticipantViewMode } from '../../lib/participantView';
import { usePageTitle } from '../../lib/usePageTitle';
import { whenIdle } from '../../lib/whenIdle';
import { prefetchTripPage, useTripsPage } from './api';
import { useTripLabels } from './labels';
import { visibleTripTabs } from './tripData';
import { useTripUnits } from './units';
import './texts';

/** One trip as the tab shows it, in a table row or on a phone's card. */
interface ShownTrip {
  id: string;
  start: string;
  end: string;
  totalMileage: string;
  billableMileage: string;
  fuel: string;
  mileageFee: string;
  fuelFee: string;
  cordonFee: string;
  todFee: string;
  tollFee: string;
  paymentStatus: string;
}

type Fees = ReturnType<typeof tripFeeColumns>;

/**
 * Trips tab: the participant's processed trips of at least 0.06 km (the server filters), the most
 * recently driven first (decision 012), a page at a time from the server. The pilot decides which
 * extra fee columns show. A table on wider screens, one card per trip on phones.
 */
export default function TripsTab({ username, participant }: AccountTabProps) {
  const { t } = useTranslation();
  usePageTitle(t('trips.tab.title'));
  const headingId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const labels = useTripLabels();
  const { mileageUnit, fuelUnit } = useTripUnits();
  const fees = tripFeeColumns(participant.pilotProgram?.shortName);

  const { page, rowsPerPage, token, setRowsPerPage, goToPage } = useKeysetPages();
  // Staff reading the participant's view get the trips the participant sees, without the trip page link.
  const { readOnly } = useParticipantViewMode();
  // A failed load is only logged (spec section 8): the list stays empty.
  const { data, isPending, isPlaceholderData } = useTripsPage(username, rowsPerPage, token);
  const trips: ShownTrip[] = (data?.items ?? []).map((trip) => ({
    id: trip.id,
    start: formatTableDateTime(trip.tsStart ?? trip.createdAt),
    end: formatTableDateTime(trip.tsEnd),
    totalMileage: formatDistance(trip.totalDistance, mileageUnit),
    billableMileage: formatDistance(trip.billableDistance, mileageUnit),
    fuel: formatFuel(trip.totalFuel, fuelUnit),
    mileageFee: formatMoney(trip.mileageFeeCents),
    fuelFee: formatMoney(trip.fuelFeeCents),
    cordonFee: formatMoney(trip.cordonFeeCents),
    todFee: formatMoney(trip.todFeeCents),
    tollFee: formatMoney(trip.tollFeeCents),
    paymentStatus: labels.paymentStatus(trip.paymentStatus),
  }));
  const nextToken = data?.nextToken ?? null;
  const count = nextToken ? -1 : page * rowsPerPage + trips.length;
  const busy = isPending || isPlaceholderData;
  const queryClient = useQueryClient();
  const opensOnMap = visibleTripTabs(participant.mroDevicePreference)[0] === 'Visualization';
  const prefetch = (tripId: string) => {
    prefetchTripPage(queryClient, tripId, username);
    preloadTripPageCode(queryClient, opensOnMap);
  };
  const linked = !readOnly;
  // Once the list is shown and the browser is idle, the trip page's code is loaded ahead of a tap.
  useEffect(() => {
    if (!linked) return;
    const cancel = whenIdle(() => preloadTripPageCode(queryClient, opensOnMap));
    return cancel;
  }, [linked, queryClient, opensOnMap]);

  return (
    <>
      <Typography variant="h1" id={headingId} gutterBottom>
        {t('trips.tab.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('trips.tab.intro')}</Typography>
      <Paper variant="outlined">
        {phone ? (
          <TripCards trips={trips} fees={fees} loading={isPending} busy={busy} linked={linked} prefetch={prefetch} />
        ) : (
          <TripTable
            trips={trips}
            fees={fees}
            loading={isPending}
            busy={busy}
            linked={linked}
            prefetch={prefetch}
            headingId={headingId}
          />
        )}
        <TablePager
          count={count}
          page={page}
          rowsPerPage={rowsPerPage}
          onPageChange={(value) => goToPage(value, nextToken)}
          onRowsPerPageChange={setRowsPerPage}
          nextDisabled={!nextToken || isPlaceholderData}
        />
      </Paper>
    </>
  );
}

/**
 * Loads the trip page's code ahead (and, when it opens on the map, the map's code and base layer), so
 * opening a trip from the list waits only for that trip's data and its drawing.
 */
function preloadTripPageCode(queryClient: QueryClient, withMap: boolean): void {
  void import('./TripPage');
  if (withMap) {
    void import('../../components/trip-map/TripMap');
    void import('../../components/trip-map/api').then(({ prefetchBaseLayer }) => prefetchBaseLayer(queryClient));
  }
}

interface ListProps {
  trips: ShownTrip[];
  fees: Fees;
  loading: boolean;
  busy: boolean;
  /** Whether each trip links to its page (not for staff reading the participant's view). */
  linked: boolean;
  /** Starts loading a trip's page as it is tapped. */
  prefetch: (tripId: string) => void;
}

/** The trip's start, as a link to its page where the viewer may open it. */
function StartLink({ trip, linked, prefetch }: { trip: ShownTrip } & Pick<ListProps, 'linked' | 'prefetch'>) {
  const { t } = useTranslation();
  if (!linked) return <>{trip.start}</>;
  // A finger or button going down starts the page's loading; Enter on the link starts it on click.
  return (
    <RouterLink
      to={`/trip/${encodeURIComponent(trip.id)}`}
      aria-label={t('trips.tab.openTrip', { start: trip.start })}
      onPointerDown={() => prefetch(trip.id)}
      onClick={() => prefetch(trip.id)}
    >
      {trip.start}
    </RouterLink>
  );
}

function TripTable({ trips, fees, loading, busy, linked, prefetch, headingId }: ListProps & { headingId: string }) {
  const { t } = useTranslation();
  const columns = 8 + Number(fees.cordon) + Number(fees.tod) + Number(fees.toll);
  return (
    // Focusable so keyboard users can scroll the table sideways on narrow screens.
    <TableContainer tabIndex={0} role="region" aria-label={t('trips.tab.tableLabel')}>
      <Table size="small" aria-labelledby={headingId} aria-busy={busy}>
        <TableHead>
          <TableRow>
            <TableCell>{t('trips.columns.start')}</TableCell>
            <TableCell>{t('trips.columns.end')}</TableCell>
            <TableCell align="right">{t('trips.columns.totalMileage')}</TableCell>
            <TableCell align="right">{t('trips.columns.billableMileage')}</TableCell>
            <TableCell align="right">{t('trips.columns.fuel')}</TableCell>
            <TableCell align="right">{t('trips.columns.mileageFee')}</TableCell>
            <TableCell align="right">{t('trips.columns.fuelFee')}</TableCell>
            {fees.cordon && <TableCell align="right">{t('trips.columns.cordonFee')}</TableCell>}
            {fees.tod && <TableCell align="right">{t('trips.columns.todFee')}</TableCell>}
            {fees.toll && <TableCell align="right">{t('trips.columns.tollFee')}</TableCell>}
            <TableCell>{t('trips.columns.paymentStatus')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStatusRows
            loading={loading}
            empty={trips.length === 0}
            columns={columns}
            emptyText={t('trips.tab.empty')}
          />
          {trips.map((trip) => (
            <TableRow key={trip.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <StartLink trip={trip} linked={linked} prefetch={prefetch} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{trip.end}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {trip.totalMileage}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {trip.billableMileage}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {trip.fuel}
              </TableCell>
              <TableCell align="right">{trip.mileageFee}</TableCell>
              <TableCell align="right">{trip.fuelFee}</TableCell>
              {fees.cordon && <TableCell align="right">{trip.cordonFee}</TableCell>}
              {fees.tod && <TableCell align="right">{trip.todFee}</TableCell>}
              {fees.toll && <TableCell align="right">{trip.tollFee}</TableCell>}
              <TableCell>{trip.paymentStatus}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * Phones: one card per trip with its start (the link to the trip), distance, charges and payment
 * status, so nothing hides behind sideways scrolling; the trip page has the rest.
 */
function TripCards({ trips, fees, loading, busy, linked, prefetch }: ListProps) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress size={32} aria-label={t('common.loading')} />
      </Box>
    );
  }
  if (trips.length === 0) return <Typography sx={{ p: 2 }}>{t('trips.tab.empty')}</Typography>;
  const facts = (trip: ShownTrip): [string, string][] => [
    [t('trips.columns.totalMileage'), trip.totalMileage],
    [t('trips.columns.billableMileage'), trip.billableMileage],
    [t('trips.columns.mileageFee'), trip.mileageFee],
    ...(fees.cordon ? [[t('trips.columns.cordonFee'), trip.cordonFee] as [string, string]] : []),
    ...(fees.tod ? [[t('trips.columns.todFee'), trip.todFee] as [string, string]] : []),
    ...(fees.toll ? [[t('trips.columns.tollFee'), trip.tollFee] as [string, string]] : []),
    [t('trips.columns.fuelFee'), trip.fuelFee],
    [t('trips.columns.paymentStatus'), trip.paymentStatus],
  ];
  return (
    <Box component="ul" aria-label={t('trips.tab.tableLabel')} aria-busy={busy} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {trips.map((trip) => (
        <Box component="li" key={trip.id} sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
            <StartLink trip={trip} linked={linked} prefetch={prefetch} />
          </Typography>
          <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
            {facts(trip).map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
