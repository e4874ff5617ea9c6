import {
  Box,
  CircularProgress,
  Paper,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
} from '@mui/material';
import { type TripFeeColumns, tripFeeColumns } from '@rc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { deferredComponent } from '../../components/deferredComponent';
import { TableStatusRows } from '../../components/TableStatusRows';
import { prefetchBaseLayer } from '../../components/trip-map/api';
import { formatDistance, formatFuel, formatMoney, formatTableDate, formatTableDateTime } from '../../lib/format';
import { useTripAdjustments, useTripSegments } from './api';
import { useTripLabels } from './labels';
import {
  segmentColour,
  type TripDetailAdjustment,
  type TripDetailSegment,
  type TripDetailTrip,
  type TripTab,
} from './tripData';
import { useTripUnits } from './units';
import './texts';

// Leaflet and the map code load only with the Visualization tab; not React.lazy, whose reveal of a
// suspended component waits on a timer, while the map should show the moment its code is there.
const useTripMap = deferredComponent(() => import('../../components/trip-map/TripMap'));

export interface TripDetailProps {
  trip: TripDetailTrip;
  /** The tabs to offer (the viewer's reporting option decides Visualization). */
  tabs: readonly TripTab[];
  tab: TripTab;
  onTabChange: (tab: TripTab) => void;
  /** The pilot whose extra fees show (cordon, time of day, toll). */
  pilotShortName: string | null | undefined;
  /** Inside another page: the map is 400 px high instead of 800. */
  nested?: boolean;
}

/** A trip's tabs: Visualization (map), Segments, Info and Adjustments. */
export function TripDetail({ trip, tabs, tab, onTabChange, pilotShortName, nested = false }: TripDetailProps) {
  const { t } = useTranslation();
  const idBase = useId();
  const fees = tripFeeColumns(pilotShortName);
  // A failed load is only logged (spec section 8): the tables stay empty.
  const segments = useTripSegments(trip.id);
  const queryClient = useQueryClient();
  const mapShown = tab === 'Visualization';
  // The map's code and base layer load while the segments do, not after them.
  const TripMap = useTripMap(mapShown);
  useEffect(() => {
    if (mapShown) prefetchBaseLayer(queryClient);
  }, [mapShown, queryClient]);
  const tabId = (name: TripTab) => `${idBase}-tab-${name}`;
  const panelId = `${idBase}-panel`;

  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: TripTab) => onTabChange(value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('trips.page.tabsLabel')}
        >
          {tabs.map((name) => (
            <Tab key={name} value={name} label={t(`trips.tabs.${name}`)} id={tabId(name)} aria-controls={panelId} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tab)}>
        {tab === 'Visualization' &&
          (segments.data && TripMap ? (
            <TripMap tripId={trip.id} segments={segments.data} nested={nested} />
          ) : (
            <Loading />
          ))}
        {tab === 'Segments' && <SegmentsTable segments={segments.data} loading={segments.isPending} fees={fees} />}
        {tab === 'Info' && <InfoTable trip={trip} fees={fees} />}
        {tab === 'Adjustments' && <AdjustmentsTable tripId={trip.id} fees={fees} />}
      </Box>
    </>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}

const nowrap = { whiteSpace: 'nowrap' } as const;

function FeeHeaders({ fees }: { fees: TripFeeColumns }) {
  const { t } = useTranslation();
  return (
    <>
      <TableCell align="right">{t('trips.columns.mileageFee')}</TableCell>
      <TableCell align="right">{t('trips.columns.fuelFee')}</TableCell>
      {fees.cordon && <TableCell align="right">{t('trips.columns.cordonFee')}</TableCell>}
      {fees.tod && <TableCell align="right">{t('trips.columns.todFee')}</TableCell>}
      {fees.toll && <TableCell align="right">{t('trips.columns.tollFee')}</TableCell>}
    </>
  );
}

function FeeCells({
  fees,
  cents,
}: {
  fees: TripFeeColumns;
  cents: { mileage: number; fuel: number; cordon: number; tod: number; toll: number };
}) {
  return (
    <>
      <TableCell align="right">{formatMoney(cents.mileage)}</TableCell>
      <TableCell align="right">{formatMoney(cents.fuel)}</TableCell>
      {fees.cordon && <TableCell align="right">{formatMoney(cents.cordon)}</TableCell>}
      {fees.tod && <TableCell align="right">{formatMoney(cents.tod)}</TableCell>}
      {fees.toll && <TableCell align="right">{formatMoney(cents.toll)}</TableCell>}
    </>
  );
}

const feeColumnCount = (fees: TripFeeColumns) => 2 + Number(fees.cordon) + Number(fees.tod) + Number(fees.toll);

/** The segments as a table: also the text alternative of the map (same numbers and colours). */
function SegmentsTable({
  segments,
  loading,
  fees,
}: {
  segments: readonly TripDetailSegment[] | undefined;
  loading: boolean;
  fees: TripFeeColumns;
}) {
  const { t } = useTranslation();
  const labels = useTripLabels();
  const { mileageUnit, fuelUnit } = useTripUnits();
  const rows = segments ?? [];
  return (
    <Paper variant="outlined">
      <TableContainer tabIndex={0} role="region" aria-label={t('trips.segments.tableLabel')}>
        <Table size="small" aria-label={t('trips.segments.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('trips.columns.segment')}</TableCell>
              <TableCell>{t('trips.columns.state')}</TableCell>
              <TableCell>{t('trips.columns.type')}</TableCell>
              <TableCell>{t('trips.columns.start')}</TableCell>
              <TableCell>{t('trips.columns.end')}</TableCell>
              <TableCell align="right">{t('trips.columns.mileage')}</TableCell>
              <TableCell align="right">{t('trips.columns.fuel')}</TableCell>
              <FeeHeaders fees={fees} />
              <TableCell>{t('trips.columns.paymentStatus')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStatusRows
              loading={loading}
              empty={rows.length === 0}
              columns={8 + feeColumnCount(fees)}
              emptyText={t('trips.segments.empty')}
            />
            {rows.map((segment, index) => (
              <TableRow key={segment.id}>
                <TableCell sx={nowrap}>
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      display: 'inline-block',
                      width: 12,
                      height: 12,
                      mr: 1,
                      borderRadius: 0.5,
                      bgcolor: segmentColour(index),
                      verticalAlign: 'middle',
                    }}
                  />
                  {index + 1}
                </TableCell>
                <TableCell>{segment.state ?? segment.stateCode ?? ''}</TableCell>
                <TableCell>{labels.segmentType(segment.type)}</TableCell>
                <TableCell sx={nowrap}>{formatTableDateTime(segment.tsStart)}</TableCell>
                <TableCell sx={nowrap}>{formatTableDateTime(segment.tsEnd)}</TableCell>
                <TableCell align="right" sx={nowrap}>
                  {formatDistance(segment.mileage, mileageUnit)}
                </TableCell>
                <TableCell align="right" sx={nowrap}>
                  {formatFuel(segment.fuel, fuelUnit)}
                </TableCell>
                <FeeCells
                  fees={fees}
                  cents={{
                    mileage: segment.mileageFeeCents,
                    fuel: segment.fuelFeeCents,
                    cordon: segment.cordonFeeCents,
                    tod: segment.todFeeCents,
                    toll: segment.tollFeeCents,
                  }}
                />
                <TableCell>{labels.paymentStatus(segment.paymentStatus)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

function InfoTable({ trip, fees }: { trip: TripDetailTrip; fees: TripFeeColumns }) {
  const { t } = useTranslation();
  const labels = useTripLabels();
  const { mileageUnit, fuelUnit } = useTripUnits();
  const rows: [string, string][] = [
    [t('trips.info.id'), trip.id],
    [t('trips.columns.start'), formatTableDateTime(trip.tsStart)],
    [t('trips.columns.end'), formatTableDateTime(trip.tsEnd)],
    [t('trips.info.vin'), trip.vehicleVin ?? ''],
    [t('trips.info.device'), trip.mroDeviceSerialNumber ?? ''],
    [t('trips.info.deviceDistance'), formatDistance(trip.distMro, mileageUnit)],
    [t('trips.columns.totalMileage'), formatDistance(trip.totalDistance, mileageUnit)],
    [t('trips.columns.billableMileage'), formatDistance(trip.billableDistance, mileageUnit)],
    [t('trips.columns.fuel'), formatFuel(trip.totalFuel, fuelUnit)],
    [t('trips.columns.mileageFee'), formatMoney(trip.mileageFeeCents)],
    [t('trips.columns.fuelFee'), formatMoney(trip.fuelFeeCents)],
    ...(fees.cordon ? [[t('trips.columns.cordonFee'), formatMoney(trip.cordonFeeCents)] as [string, string]] : []),
    ...(fees.tod ? [[t('trips.columns.todFee'), formatMoney(trip.todFeeCents)] as [string, string]] : []),
    ...(fees.toll ? [[t('trips.columns.tollFee'), formatMoney(trip.tollFeeCents)] as [string, string]] : []),
    [t('trips.columns.paymentStatus'), labels.paymentStatus(trip.paymentStatus)],
    [t('trips.info.processedAt'), formatTableDateTime(trip.processedAt)],
  ];
  return (
    <Paper variant="outlined" sx={{ maxWidth: 720 }}>
      <Table size="small" aria-label={t('trips.info.tableLabel')}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 500, width: '45%' }}>
                {label}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

function AdjustmentsTable({ tripId, fees }: { tripId: string; fees: TripFeeColumns }) {
  const { t } = useTranslation();
  const labels = useTripLabels();
  const { mileageUnit, fuelUnit } = useTripUnits();
  const { data, isPending } = useTripAdjustments(tripId);
  const rows: readonly TripDetailAdjustment[] = data ?? [];
  return (
    <Paper variant="outlined">
      <TableContainer tabIndex={0} role="region" aria-label={t('trips.adjustments.tableLabel')}>
        <Table size="small" aria-label={t('trips.adjustments.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('trips.columns.date')}</TableCell>
              <TableCell>{t('trips.columns.state')}</TableCell>
              <TableCell>{t('trips.columns.type')}</TableCell>
              <TableCell align="right">{t('trips.columns.mileage')}</TableCell>
              <TableCell align="right">{t('trips.columns.fuel')}</TableCell>
              <FeeHeaders fees={fees} />
              <TableCell>{t('trips.columns.note')}</TableCell>
              <TableCell>{t('trips.columns.paymentStatus')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStatusRows
              loading={isPending}
              empty={rows.length === 0}
              columns={7 + feeColumnCount(fees)}
              emptyText={t('trips.adjustments.empty')}
            />
            {rows.map((adjustment) => (
              <TableRow key={adjustment.id}>
                <TableCell sx={nowrap}>{formatTableDate(adjustment.createdAt)}</TableCell>
                <TableCell>{adjustment.state ?? adjustment.stateCode ?? ''}</TableCell>
                <TableCell>{adjustment.type ? labels.segmentType(adjustment.type) : ''}</TableCell>
                <TableCell align="right" sx={nowrap}>
                  {formatDistance(adjustment.adjMileage, mileageUnit)}
                </TableCell>
                <TableCell align="right" sx={nowrap}>
                  {formatFuel(adjustment.adjFuel, fuelUnit)}
                </TableCell>
                <FeeCells
                  fees={fees}
                  cents={{
                    mileage: adjustment.adjMileageFeeCents,
                    fuel: adjustment.adjFuelFeeCents,
                    cordon: adjustment.adjCordonFeeCents,
                    tod: adjustment.adjTodFeeCents,
                    toll: adjustment.adjTollFeeCents,
                  }}
                />
                <TableCell sx={{ minWidth: 200, overflowWrap: 'anywhere' }}>{adjustment.note}</TableCell>
                <TableCell>{labels.paymentStatus(adjustment.paymentStatus)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
