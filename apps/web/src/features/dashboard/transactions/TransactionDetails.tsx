import { Alert, Box, Button, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/RouterLink';
import {
  formatDistance,
  formatMoney,
  formatTableDate,
  formatTableDateTime,
  type MileageUnit,
} from '../../../lib/format';
import { useTransactionAdjustments, useTransactionMileageReports, useTransactionTrips } from './api';
import './texts';

/** What an expanded transaction lists besides its adjustments. */
export type TransactionDetail = 'trips' | 'mileageReports';

type PaymentStatusKey = 'pending' | 'paid' | 'failed' | 'N/A' | 'paid in full' | 'paid in part';

function usePaymentStatusText() {
  const { t } = useTranslation();
  return (status: string) => t(`transactions.paymentStatus.${status as PaymentStatusKey}`, { defaultValue: status });
}

/** A sub-table of an expanded row; its caption names it (no heading, so the page outline stays the page's). */
function DetailTable({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    // Its own sideways scroll on narrow screens, focusable so keyboard users can scroll it too.
    <Box tabIndex={0} role="region" aria-label={caption} sx={{ overflowX: 'auto', mb: 2 }}>
      <Table
        size="small"
        sx={{
          bgcolor: 'background.paper',
          '& th, & td': { whiteSpace: 'nowrap' },
          '& caption': {
            captionSide: 'top',
            fontWeight: 600,
            color: 'text.primary',
            bgcolor: 'transparent',
            px: 0,
            pt: 0,
          },
        }}
      >
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </Box>
  );
}

/** The pilot fees besides the road charge, each named in a column of its own. */
const PILOT_FEES = ['cordon', 'tod', 'toll'] as const;
type PilotFee = (typeof PILOT_FEES)[number];

/**
 * The pilot fees any of `rows` carries (a column for each; none for a list with none of them), so a
 * toll trip reads road charge $0.29 and toll fee $7.00, not one sum under the road charge's name.
 */
export function feesIn<Row>(rows: readonly Row[], amount: (row: Row, fee: PilotFee) => number): PilotFee[] {
  return PILOT_FEES.filter((fee) => rows.some((row) => amount(row, fee) !== 0));
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      <CircularProgress size={28} aria-label={t('common.loading')} />
    </Box>
  );
}

function TripsList({
  transactionId,
  mileageUnit,
  canOpenTrip,
}: {
  transactionId: string;
  mileageUnit: MileageUnit;
  canOpenTrip: (trip: { visibleToParticipant: boolean }) => boolean;
}) {
  const { t } = useTranslation();
  const paymentStatus = usePaymentStatusText();
  const query = useTransactionTrips(transactionId);
  if (query.isPending) return <Loading />;
  if (query.isError) return <Alert severity="error">{t('transactions.loadFailed')}</Alert>;
  const trips = query.data.pages.flatMap((p) => p.items);
  const feeOf = (trip: (typeof trips)[number], fee: PilotFee) =>
    fee === 'cordon' ? trip.cordonFeeCents : fee === 'tod' ? trip.todFeeCents : trip.tollFeeCents;
  const fees = feesIn(trips, feeOf);
  return (
    <>
      <DetailTable
        caption={t('transactions.trips.tableLabel')}
        head={
          <>
            <TableCell>{t('transactions.trips.start')}</TableCell>
            <TableCell>{t('transactions.trips.end')}</TableCell>
            <TableCell align="right">{t('transactions.trips.distance')}</TableCell>
            <TableCell align="right">{t('transactions.trips.roadCharge')}</TableCell>
            {fees.map((fee) => (
              <TableCell key={fee} align="right">
                {t(`transactions.fees.${fee}`)}
              </TableCell>
            ))}
            <TableCell align="right">{t('transactions.trips.fuelTaxCredit')}</TableCell>
            <TableCell>{t('transactions.trips.paymentStatus')}</TableCell>
            <TableCell>{t('transactions.trips.trip')}</TableCell>
          </>
        }
      >
        {trips.length === 0 && (
          <TableRow>
            <TableCell colSpan={7 + fees.length}>{t('transactions.trips.empty')}</TableCell>
          </TableRow>
        )}
        {trips.map((trip) => {
          const start = formatTableDateTime(trip.tsStart);
          return (
            <TableRow key={trip.tripId}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{start}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTableDateTime(trip.tsEnd)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatDistance(trip.mileageKm, mileageUnit)}
              </TableCell>
              <TableCell align="right">{formatMoney(trip.mileageFeeCents)}</TableCell>
              {fees.map((fee) => (
                <TableCell key={fee} align="right">
                  {formatMoney(feeOf(trip, fee))}
                </TableCell>
              ))}
              <TableCell align="right">{formatMoney(trip.fuelTaxCreditCents)}</TableCell>
              <TableCell>{paymentStatus(trip.paymentStatus)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {canOpenTrip(trip) ? (
                  <RouterLink
                    to={`/trip/${trip.tripId}`}
                    aria-label={t('transactions.trips.viewLabel', { date: start })}
                  >
                    {t('transactions.trips.view')}
                  </RouterLink>
                ) : (
                  t('transactions.trips.hidden')
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </DetailTable>
      {query.hasNextPage && (
        <Button size="small" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('transactions.trips.more')}
        </Button>
      )}
    </>
  );
}

function MileageReportsList({ transactionId, mileageUnit }: { transactionId: string; mileageUnit: MileageUnit }) {
  const { t } = useTranslation();
  const paymentStatus = usePaymentStatusText();
  const query = useTransactionMileageReports(transactionId);
  if (query.isPending) return <Loading />;
  if (query.isError) return <Alert severity="error">{t('transactions.loadFailed')}</Alert>;
  const reports = query.data.pages.flatMap((p) => p.items);
  return (
    <>
      <DetailTable
        caption={t('transactions.reports.tableLabel')}
        head={
          <>
            <TableCell>{t('transactions.reports.readingDate')}</TableCell>
            <TableCell align="right">{t('transactions.reports.odometer')}</TableCell>
            <TableCell align="right">{t('transactions.reports.distance')}</TableCell>
            <TableCell align="right">{t('transactions.reports.roadCharge')}</TableCell>
            <TableCell align="right">{t('transactions.reports.fuelTaxCredit')}</TableCell>
            <TableCell>{t('transactions.reports.paymentStatus')}</TableCell>
          </>
        }
      >
        {reports.length === 0 && (
          <TableRow>
            <TableCell colSpan={6}>{t('transactions.reports.empty')}</TableCell>
          </TableRow>
        )}
        {reports.map((report) => (
          <TableRow key={report.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTableDate(report.tsReportDate)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatDistance(report.odoMileageKm, mileageUnit)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatDistance(report.mileageKm, mileageUnit)}
            </TableCell>
            <TableCell align="right">{formatMoney(report.mileageFeeCents)}</TableCell>
            <TableCell align="right">{formatMoney(report.fuelTaxCreditCents)}</TableCell>
            <TableCell>{paymentStatus(report.paymentStatus)}</TableCell>
          </TableRow>
        ))}
      </DetailTable>
      {query.hasNextPage && (
        <Button size="small" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('transactions.reports.more')}
        </Button>
      )}
    </>
  );
}

/** The adjustments a transaction bills; nothing at all when it has none. */
function AdjustmentsList({ transactionId, mileageUnit }: { transactionId: string; mileageUnit: MileageUnit }) {
  const { t } = useTranslation();
  const paymentStatus = usePaymentStatusText();
  const query = useTransactionAdjustments(transactionId);
  if (query.isPending) return <Loading />;
  if (query.isError) return <Alert severity="error">{t('transactions.loadFailed')}</Alert>;
  if (query.data.length === 0) return null;
  const feeOf = (a: (typeof query.data)[number], fee: PilotFee) =>
    fee === 'cordon' ? a.adjCordonFeeCents : fee === 'tod' ? a.adjTodFeeCents : a.adjTollFeeCents;
  const fees = feesIn(query.data, feeOf);
  return (
    <DetailTable
      caption={t('transactions.adjustments.tableLabel')}
      head={
        <>
          <TableCell>{t('transactions.adjustments.date')}</TableCell>
          <TableCell>{t('transactions.adjustments.note')}</TableCell>
          <TableCell align="right">{t('transactions.adjustments.distance')}</TableCell>
          <TableCell align="right">{t('transactions.adjustments.roadCharge')}</TableCell>
          {fees.map((fee) => (
            <TableCell key={fee} align="right">
              {t(`transactions.adjustments.fees.${fee}`)}
            </TableCell>
          ))}
          <TableCell align="right">{t('transactions.adjustments.fuelTaxCredit')}</TableCell>
          <TableCell>{t('transactions.adjustments.paymentStatus')}</TableCell>
        </>
      }
    >
      {query.data.map((a) => (
        <TableRow key={a.id}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTableDate(a.tripSegmentDate ?? a.createdAt)}</TableCell>
          <TableCell>{a.note}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {formatDistance(a.adjMileage, mileageUnit)}
          </TableCell>
          <TableCell align="right">{formatMoney(a.adjMileageFeeCents)}</TableCell>
          {fees.map((fee) => (
            <TableCell key={fee} align="right">
              {formatMoney(feeOf(a, fee))}
            </TableCell>
          ))}
          <TableCell align="right">{formatMoney(a.adjFuelFeeCents)}</TableCell>
          <TableCell>{paymentStatus(a.paymentStatus)}</TableCell>
        </TableRow>
      ))}
    </DetailTable>
  );
}

/**
 * What one transaction bills (participant spec section 2: Mileage Reports, Adjustments or Trips by
 * reporting type): its trips or mileage reports, then its adjustments when it has any.
 */
export function TransactionDetails({
  transactionId,
  detail,
  mileageUnit,
  canOpenTrip,
}: {
  transactionId: string;
  detail: TransactionDetail;
  mileageUnit: MileageUnit;
  canOpenTrip: (trip: { visibleToParticipant: boolean }) => boolean;
}) {
  return (
    <>
      {detail === 'mileageReports' ? (
        <MileageReportsList transactionId={transactionId} mileageUnit={mileageUnit} />
      ) : (
        <TripsList transactionId={transactionId} mileageUnit={mileageUnit} canOpenTrip={canOpenTrip} />
      )}
      <AdjustmentsList transactionId={transactionId} mileageUnit={mileageUnit} />
    </>
  );
}
