import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/staff/ConfirmDialog';
import { DisputeFlag } from '../../components/staff/DisputeFlag';
import { StaffTable } from '../../components/staff/StaffTable';
import { useToast } from '../../components/useToast';
import { formatMoney } from '../../lib/format';
import { formatZonedDateTime, useStaffZone } from '../../lib/staff/timeZone';
import { useErrorText } from '../../lib/useErrorText';
import type { staffTripsEn } from './texts';
import {
  type StaffSegment,
  type StaffTrip,
  useDeleteSegment,
  useTripAdjustments,
  useTripBins,
  useTripMroEvents,
  useTripSegments,
} from './tripApi';
import { km } from './tripColumns';
import { segmentColour } from './tripTabs';
import '../../components/staff/texts';
import './texts';

const money = { align: 'right' } as const;
const litres = (value: number | null | undefined) =>
  value == null ? '' : value.toLocaleString('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** A segment can be deleted only while it is on no transaction (so on no issued statement) and unpaid. */
export const isSegmentBilled = (segment: Pick<StaffSegment, 'transactionId' | 'paymentStatus'>) =>
  Boolean(segment.transactionId) || segment.paymentStatus === 'paid';

const segmentColumn = createColumnHelper<StaffSegment>();

/** Segments: every type (public, private, state) for staff, each in its route colour; delete when not billed. */
export function SegmentsTab({ trip }: { trip: StaffTrip }) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const toast = useToast();
  const { apiError } = useErrorText();
  const segments = useTripSegments(trip.id);
  const remove = useDeleteSegment(trip.id);
  const [deleting, setDeleting] = useState<StaffSegment | null>(null);
  const rows = segments.data ?? [];

  const columns = useMemo(() => {
    const h = (key: Exclude<keyof typeof staffTripsEn.detail.segments, 'types'>) =>
      t(`staffTrips.detail.segments.${key}`);
    // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column.
    const list: ColumnDef<StaffSegment, any>[] = [
      segmentColumn.display({
        id: 'actions',
        header: h('actions'),
        cell: ({ row }) => {
          const billed = isSegmentBilled(row.original);
          return (
            <Tooltip title={billed ? h('billedHint') : h('delete')}>
              {/* The tooltip says why a billed segment cannot go; the button still answers with the reason. */}
              <IconButton
                size="small"
                aria-label={`${h('delete')} ${row.index + 1}`}
                onClick={() => setDeleting(row.original)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          );
        },
      }),
      segmentColumn.display({
        id: 'index',
        header: '#',
        cell: ({ row }) => (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
            <Box
              component="span"
              aria-hidden
              sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: segmentColour(row.index) }}
            />
            {row.index + 1}
          </Box>
        ),
      }),
      segmentColumn.accessor('type', {
        header: h('type'),
        cell: (c) => (
          <Chip
            size="small"
            variant="outlined"
            label={t(`staffTrips.detail.segments.types.${c.getValue() as StaffSegment['type']}`)}
          />
        ),
      }),
      segmentColumn.accessor((s) => [s.state, s.stateCode].filter(Boolean).join(' / '), {
        id: 'state',
        header: h('state'),
      }),
      segmentColumn.accessor('tsStart', { header: h('start'), cell: (c) => formatZonedDateTime(c.getValue(), zone) }),
      segmentColumn.accessor('tsEnd', { header: h('end'), cell: (c) => formatZonedDateTime(c.getValue(), zone) }),
      segmentColumn.accessor('mileage', { header: h('mileage'), meta: money, cell: (c) => km(c.getValue()) }),
      segmentColumn.accessor('fuel', { header: h('fuel'), meta: money, cell: (c) => litres(c.getValue()) }),
      segmentColumn.accessor('mileageFeeCents', {
        header: h('mileageFee'),
        meta: money,
        cell: (c) => formatMoney(c.getValue()),
      }),
      segmentColumn.accessor('fuelFeeCents', {
        header: h('fuelFee'),
        meta: money,
        cell: (c) => formatMoney(c.getValue()),
      }),
      segmentColumn.accessor('cordonFeeCents', {
        header: h('cordonFee'),
        meta: money,
        cell: (c) => formatMoney(c.getValue()),
      }),
      segmentColumn.accessor('todFeeCents', {
        header: h('todFee'),
        meta: money,
        cell: (c) => formatMoney(c.getValue()),
      }),
      segmentColumn.accessor('tollFeeCents', {
        header: h('tollFee'),
        meta: money,
        cell: (c) => formatMoney(c.getValue()),
      }),
      segmentColumn.accessor('transactionId', { header: h('transaction'), cell: (c) => c.getValue() ?? '' }),
      segmentColumn.accessor('paymentStatus', { header: h('paymentStatus') }),
    ];
    return list;
  }, [t, zone]);

  return (
    <>
      <StaffTable<StaffSegment>
        tableId="staff-trip-segments"
        title={t('staffTrips.detail.segments.title')}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        loading={segments.isPending}
        refreshing={segments.isFetching}
        emptyText={t('staffTrips.detail.segments.empty')}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('staffTrips.detail.segments.deleteTitle')}
        message={
          deleting
            ? t('staffTrips.detail.segments.deleteMessage', {
                type: t(`staffTrips.detail.segments.types.${deleting.type}`),
                mileage: km(deleting.mileage),
              })
            : ''
        }
        confirmLabel={t('staffTrips.detail.segments.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success(t('staffTrips.detail.segments.deleted')),
            onError: (error) => toast.error(apiError(error)),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </>
  );
}

function Field({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value === null || value === undefined || value === '' ? '—' : value}
      </Typography>
    </>
  );
}

/** Info: the trip's fields, and the polyline versions kept by re-processing. */
export function InfoTab({ trip }: { trip: StaffTrip }) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const c = (key: keyof typeof staffTripsEn.columns) => t(`staffTrips.columns.${key}`);
  const fields: [string, string | number | null | undefined][] = [
    [c('id'), trip.id],
    ['username', trip.username],
    [c('recordId'), trip.recordId],
    ['recordTripId', trip.recordTripId],
    [c('vehicleId'), trip.vehicleId],
    [c('vehicle'), trip.vehicleVin],
    [c('device'), trip.mroDeviceSerialNumber],
    ['mroId', trip.mroId],
    [c('start'), formatZonedDateTime(trip.tsStart, zone)],
    [c('end'), formatZonedDateTime(trip.tsEnd, zone)],
    [c('distMro'), km(trip.distMro)],
    [c('distGps'), km(trip.distGps)],
    [c('distRoute'), km(trip.distRoute)],
    [c('odoMro'), km(trip.odoMro)],
    ['odoGps (km)', km(trip.odoGps)],
    ['odoMroStart (km)', km(trip.odoMroStart)],
    ['odoMroEnd (km)', km(trip.odoMroEnd)],
    [c('totalDistance'), km(trip.totalDistance)],
    [c('billableDistance'), km(trip.billableDistance)],
    ['fuel (L)', litres(trip.fuel)],
    ['totalFuel (L)', litres(trip.totalFuel)],
    [c('processStatus'), t(`staffTrips.processStatus.${trip.processStatus}`)],
    [c('processMsg'), trip.processMsg],
    [c('processedAt'), formatZonedDateTime(trip.processedAt, zone)],
    [c('invalid'), trip.invalid ? t('staff.yes') : t('staff.no')],
    [c('notes'), trip.notes],
    [c('mileageFee'), formatMoney(trip.mileageFeeCents)],
    [c('fuelFee'), formatMoney(trip.fuelFeeCents)],
    [c('cordonFee'), formatMoney(trip.cordonFeeCents)],
    [c('todFee'), formatMoney(trip.todFeeCents)],
    [c('tollFee'), formatMoney(trip.tollFeeCents)],
    [c('paymentStatus'), trip.paymentStatus],
    [c('routeEngine'), [trip.routeEngine, trip.routeEngineVersion].filter(Boolean).join(' ')],
    [c('created'), formatZonedDateTime(trip.createdAt, zone)],
    [c('updated'), formatZonedDateTime(trip.updatedAt, zone)],
    [c('updatedBy'), trip.updatedBy],
  ];
  const versions = trip.polylines ?? [];
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('staffTrips.detail.info.title')}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        {fields.map(([label, value]) => (
          <Field key={label} label={label} value={value} />
        ))}
      </Box>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mt: 3, mb: 1 }}>
        {t('staffTrips.detail.info.versions')}
      </Typography>
      {versions.length === 0 ? (
        <Typography variant="body2">{t('staffTrips.detail.info.noVersions')}</Typography>
      ) : (
        <Box component="ol" data-testid="polyline-versions" sx={{ m: 0, pl: 3 }}>
          {versions.map((version, index) => (
            <Typography component="li" variant="body2" key={`${version.createdAt}:${version.polyline.slice(0, 24)}`}>
              {t('staffTrips.detail.info.version', {
                n: index + 1,
                description: version.description ?? '',
                createdBy: version.createdBy ?? '',
                createdAt: formatZonedDateTime(version.createdAt, zone),
                points: version.polyline.length,
              })}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

type Bin = NonNullable<ReturnType<typeof useTripBins>['data']>[number];
const binColumn = createColumnHelper<Bin>();

/** Bins: the trip's GPS points. */
export function BinsTab({ trip }: { trip: StaffTrip }) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const bins = useTripBins(trip.id);
  const columns = useMemo(() => {
    const h = (key: keyof typeof staffTripsEn.detail.bins) => t(`staffTrips.detail.bins.${key}`);
    return [
      binColumn.display({ id: 'index', header: '#', cell: ({ row }) => row.index + 1 }),
      binColumn.accessor('timestamp', { header: h('time'), cell: (c) => formatZonedDateTime(c.getValue(), zone) }),
      binColumn.accessor('lat', { header: h('lat'), meta: money }),
      binColumn.accessor('lng', { header: h('lng'), meta: money }),
      binColumn.accessor('timeZone', { header: h('timeZone'), cell: (c) => c.getValue() ?? '' }),
      // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column.
    ] as ColumnDef<Bin, any>[];
  }, [t, zone]);
  return (
    <StaffTable<Bin>
      tableId="staff-trip-bins"
      title={t('staffTrips.detail.bins.title')}
      columns={columns}
      rows={bins.data ?? []}
      getRowId={(row) => row.id}
      loading={bins.isPending}
      refreshing={bins.isFetching}
      emptyText={t('staffTrips.detail.bins.empty')}
    />
  );
}

interface LogLine {
  id: string;
  timestamp: string | null;
  username: string | null;
  message: string;
}
const logColumn = createColumnHelper<LogLine>();

/** Logs: the trip's log lines (processing and staff actions), oldest first. */
export function LogsTab({ trip }: { trip: StaffTrip }) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const rows = useMemo<LogLine[]>(
    () =>
      (trip.logs ?? []).map((entry: unknown, index) => {
        if (entry && typeof entry === 'object') {
          const e = entry as Record<string, unknown>;
          return {
            id: String(index),
            timestamp: typeof e.timestamp === 'string' ? e.timestamp : null,
            username: typeof e.username === 'string' ? e.username : null,
            message: typeof e.message === 'string' ? e.message : JSON.stringify(entry),
          };
        }
        return { id: String(index), timestamp: null, username: null, message: String(entry) };
      }),
    [trip.logs],
  );
  const columns = useMemo(() => {
    const h = (key: keyof typeof staffTripsEn.detail.logs) => t(`staffTrips.detail.logs.${key}`);
    return [
      logColumn.accessor('timestamp', { header: h('time'), cell: (c) => formatZonedDateTime(c.getValue(), zone) }),
      logColumn.accessor('username', { header: h('user'), cell: (c) => c.getValue() ?? '' }),
      logColumn.accessor('message', {
        header: h('message'),
        cell: (c) => <Box sx={{ whiteSpace: 'pre-wrap', minWidth: 320 }}>{c.getValue()}</Box>,
      }),
      // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column.
    ] as ColumnDef<LogLine, any>[];
  }, [t, zone]);
  return (
    <StaffTable<LogLine>
      tableId="staff-trip-logs"
      title={t('staffTrips.detail.logs.title')}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      loading={false}
      emptyText={t('staffTrips.detail.logs.empty')}
    />
  );
}

type MroEvent = NonNullable<ReturnType<typeof useTripMroEvents>['data']>[number];
const eventColumn = createColumnHelper<MroEvent>();

/** Mro Events: the device events of this trip. */
export function MroEventsTab({ trip }: { trip: StaffTrip }) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const events = useTripMroEvents(trip.id);
  const columns = useMemo(() => {
    const h = (key: keyof typeof staffTripsEn.detail.mroEvents) => t(`staffTrips.detail.mroEvents.${key}`);
    const yesNo = (value: boolean) => (value ? t('staff.yes') : t('staff.no'));
    return [
      eventColumn.accessor('dateTime', { header: h('dateTime'), cell: (c) => formatZonedDateTime(c.getValue(), zone) }),
      eventColumn.accessor('mroDeviceSerialNumber', { header: h('serial'), cell: (c) => c.getValue() ?? '' }),
      eventColumn.accessor('code', { header: h('code'), cell: (c) => c.getValue() ?? '' }),
      eventColumn.accessor('type', { header: h('type'), cell: (c) => c.getValue() ?? '' }),
      eventColumn.accessor('description', { header: h('description'), cell: (c) => c.getValue() ?? '' }),
      eventColumn.accessor('odometerReading', { header: h('odometer'), meta: money, cell: (c) => km(c.getValue()) }),
      eventColumn.accessor('mileage', { header: h('mileage'), meta: money, cell: (c) => km(c.getValue()) }),
      eventColumn.accessor('isProcessed', { header: h('processed'), cell: (c) => yesNo(c.getValue()) }),
      eventColumn.accessor('flagged', { header: h('flagged'), cell: (c) => yesNo(c.getValue()) }),
      // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column.
    ] as ColumnDef<MroEvent, any>[];
  }, [t, zone]);
  return (
    <StaffTable<MroEvent>
      tableId="staff-trip-mro-events"
      title={t('staffTrips.detail.mroEvents.title')}
      columns={columns}
      rows={events.data ?? []}
      getRowId={(row) => row.id}
      loading={events.isPending}
      refreshing={events.isFetching}
      emptyText={t('staffTrips.detail.mroEvents.empty')}
    />
  );
}

type Adjustment = NonNullable<ReturnType<typeof useTripAdjustments>['data']>[number];
const adjustmentColumn = createColumnHelper<Adjustment>();

/** Adjustments: the trip's corrections (deltas), billed on the next statement. */
export function AdjustmentsTab({ trip }: { trip: StaffTrip }) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const adjustments = useTripAdjustments(trip.id);
  const columns = useMemo(() => {
    const h = (key: keyof typeof staffTripsEn.detail.adjustments) => t(`staffTrips.detail.adjustments.${key}`);
    const cents = (
      key: 'adjMileageFeeCents' | 'adjFuelFeeCents' | 'adjCordonFeeCents' | 'adjTodFeeCents' | 'adjTollFeeCents',
      label: keyof typeof staffTripsEn.detail.adjustments,
    ) =>
      adjustmentColumn.accessor(key, {
        header: h(label),
        meta: money,
        cell: (c) => formatMoney(c.getValue() as number),
      });
    return [
      adjustmentColumn.accessor('createdAt', {
        header: h('created'),
        cell: (c) => formatZonedDateTime(c.getValue(), zone),
      }),
      adjustmentColumn.accessor('createdBy', { header: h('createdBy'), cell: (c) => c.getValue() ?? '' }),
      adjustmentColumn.accessor('tripSegmentId', { header: h('segment'), cell: (c) => c.getValue() ?? '' }),
      adjustmentColumn.accessor('adjMileage', { header: h('adjMileage'), meta: money, cell: (c) => km(c.getValue()) }),
      adjustmentColumn.accessor('adjFuel', { header: h('adjFuel'), meta: money, cell: (c) => litres(c.getValue()) }),
      cents('adjMileageFeeCents', 'adjMileageFee'),
      cents('adjFuelFeeCents', 'adjFuelFee'),
      cents('adjCordonFeeCents', 'adjCordonFee'),
      cents('adjTodFeeCents', 'adjTodFee'),
      cents('adjTollFeeCents', 'adjTollFee'),
      adjustmentColumn.accessor('note', { header: h('note') }),
      adjustmentColumn.accessor('paymentStatus', { header: h('paymentStatus') }),
      adjustmentColumn.display({
        id: 'dispute',
        header: h('dispute'),
        cell: (c) => <DisputeFlag dispute={c.row.original.dispute} />,
      }),
      // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column.
    ] as ColumnDef<Adjustment, any>[];
  }, [t, zone]);
  return (
    <StaffTable<Adjustment>
      tableId="staff-trip-adjustments"
      title={t('staffTrips.detail.adjustments.title')}
      columns={columns}
      rows={adjustments.data ?? []}
      getRowId={(row) => row.id}
      loading={adjustments.isPending}
      refreshing={adjustments.isFetching}
      emptyText={t('staffTrips.detail.adjustments.empty')}
    />
  );
}
