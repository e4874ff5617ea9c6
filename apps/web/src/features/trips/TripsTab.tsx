import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { tripFeeColumns } from '@rc/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/RouterLink';
import { TablePager, useKeysetPages } from '../../components/TablePager';
import { TableStatusRows } from '../../components/TableStatusRows';
import type { AccountTabProps } from '../../lib/accountTabs';
import { formatDistance, formatFuel, formatMoney, formatTableDateTime } from '../../lib/format';
import { useParticipantViewMode } from '../../lib/participantView';
import { usePageTitle } from '../../lib/usePageTitle';
import { useTripsPage } from './api';
import { useTripLabels } from './labels';
import { useTripUnits } from './units';
import './texts';

/**
 * Trips tab: the participant's processed trips of at least 0.06 km (the server filters), newest
 * first, a page at a time from the server. The pilot decides which extra fee columns show.
 */
export default function TripsTab({ username, participant }: AccountTabProps) {
  const { t } = useTranslation();
  usePageTitle(t('trips.tab.title'));
  const headingId = useId();
  const labels = useTripLabels();
  const { mileageUnit, fuelUnit } = useTripUnits();
  const fees = tripFeeColumns(participant.pilotProgram?.shortName);
  const columns = 8 + Number(fees.cordon) + Number(fees.tod) + Number(fees.toll);

  const { page, rowsPerPage, token, setRowsPerPage, goToPage } = useKeysetPages();
  // Staff reading the participant's view get the trips the participant sees, without the trip page link.
  const { readOnly } = useParticipantViewMode();
  // A failed load is only logged (spec section 8): the table stays empty.
  const { data, isPending, isPlaceholderData } = useTripsPage(username, rowsPerPage, token, readOnly);
  const trips = data?.items ?? [];
  const nextToken = data?.nextToken ?? null;
  const count = nextToken ? -1 : page * rowsPerPage + trips.length;

  return (
    <>
      <Typography variant="h1" id={headingId} gutterBottom>
        {t('trips.tab.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('trips.tab.intro')}</Typography>
      <Paper variant="outlined">
        {/* Focusable so keyboard users can scroll the table sideways on narrow screens. */}
        <TableContainer tabIndex={0} role="region" aria-label={t('trips.tab.tableLabel')}>
          <Table size="small" aria-labelledby={headingId} aria-busy={isPending || isPlaceholderData}>
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
                loading={isPending}
                empty={trips.length === 0}
                columns={columns}
                emptyText={t('trips.tab.empty')}
              />
              {trips.map((trip) => {
                const start = formatTableDateTime(trip.tsStart ?? trip.createdAt);
                return (
                  <TableRow key={trip.id} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {readOnly ? (
                        start
                      ) : (
                        <RouterLink
                          to={`/trip/${encodeURIComponent(trip.id)}`}
                          aria-label={t('trips.tab.openTrip', { start })}
                        >
                          {start}
                        </RouterLink>
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTableDateTime(trip.tsEnd)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatDistance(trip.totalDistance, mileageUnit)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatDistance(trip.billableDistance, mileageUnit)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatFuel(trip.totalFuel, fuelUnit)}
                    </TableCell>
                    <TableCell align="right">{formatMoney(trip.mileageFeeCents)}</TableCell>
                    <TableCell align="right">{formatMoney(trip.fuelFeeCents)}</TableCell>
                    {fees.cordon && <TableCell align="right">{formatMoney(trip.cordonFeeCents)}</TableCell>}
                    {fees.tod && <TableCell align="right">{formatMoney(trip.todFeeCents)}</TableCell>}
                    {fees.toll && <TableCell align="right">{formatMoney(trip.tollFeeCents)}</TableCell>}
                    <TableCell>{labels.paymentStatus(trip.paymentStatus)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
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
