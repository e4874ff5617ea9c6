import { Chip, Link } from '@mui/material';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { formatMoney } from '../../lib/format';
import { formatZonedDateTime, type StaffZone } from '../../lib/staff/timeZone';
import type { StaffTripRow } from './api';
import '../../components/staff/texts';
import type { staffTripsEn } from './texts';
import './texts';

const column = createColumnHelper<StaffTripRow>();

/** A distance in km as stored, two decimals (blank when unknown). */
export function km(value: number | null | undefined): string {
  return value == null ? '' : value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

const money = { align: 'right' } as const;

/**
 * The admin columns of a participant's trips (staff spec sections 3 and 4): id, start and end in the
 * staff zone, vehicle, distMro, distGps, process status and message, review status, invalid, the fees
 * in dollars, the trip-level payment status (the server derives it from the public segments with the
 * domain rule tripPaymentStatus) and created; the rest hidden until chosen in Columns.
 */
// biome-ignore lint/suspicious/noExplicitAny: column value types differ per column.
export function tripColumns(t: TFunction, zone: StaffZone): ColumnDef<StaffTripRow, any>[] {
  const h = (key: keyof typeof staffTripsEn.columns) => t(`staffTrips.columns.${key}`);
  return [
    column.accessor('id', {
      header: h('id'),
      // The staff trip detail (/trip/{id}).
      cell: (c) => (
        <Link component={RouterLink} to={`/trip/${encodeURIComponent(c.getValue())}`}>
          <code>{c.getValue()}</code>
        </Link>
      ),
    }),
    column.accessor('tsStart', { header: h('start'), cell: (c) => formatZonedDateTime(c.getValue(), zone) }),
    column.accessor('tsEnd', { header: h('end'), cell: (c) => formatZonedDateTime(c.getValue(), zone) }),
    column.accessor('vehicleVin', { header: h('vehicle'), cell: (c) => c.getValue() ?? '' }),
    column.accessor('distMro', { header: h('distMro'), meta: money, cell: (c) => km(c.getValue()) }),
    column.accessor('distGps', { header: h('distGps'), meta: money, cell: (c) => km(c.getValue()) }),
    column.accessor('processStatus', {
      header: h('processStatus'),
      cell: (c) => (
        <Chip
          size="small"
          variant="outlined"
          color={c.getValue() === 'failed' ? 'error' : c.getValue() === 'processed' ? 'success' : 'default'}
          label={t(`staffTrips.processStatus.${c.getValue() as StaffTripRow['processStatus']}`)}
        />
      ),
    }),
    column.accessor('processMsg', {
      header: h('processMsg'),
      cell: (c) => {
        const text = c.getValue() ?? '';
        return <span title={text}>{text.length > 60 ? `${text.slice(0, 60)}…` : text}</span>;
      },
    }),
    column.accessor('reviewStatus', { header: h('reviewStatus'), cell: (c) => c.getValue() ?? '' }),
    column.accessor('invalid', {
      header: h('invalid'),
      cell: (c) => (c.getValue() ? <Chip size="small" color="error" label={t('staff.yes')} /> : t('staff.no')),
    }),
    column.accessor('mileageFeeCents', {
      header: h('mileageFee'),
      meta: money,
      cell: (c) => formatMoney(c.getValue()),
    }),
    column.accessor('fuelFeeCents', { header: h('fuelFee'), meta: money, cell: (c) => formatMoney(c.getValue()) }),
    column.accessor('cordonFeeCents', { header: h('cordonFee'), meta: money, cell: (c) => formatMoney(c.getValue()) }),
    column.accessor('todFeeCents', { header: h('todFee'), meta: money, cell: (c) => formatMoney(c.getValue()) }),
    column.accessor('tollFeeCents', { header: h('tollFee'), meta: money, cell: (c) => formatMoney(c.getValue()) }),
    column.accessor('paymentStatus', { header: h('paymentStatus'), cell: (c) => c.getValue() }),
    column.accessor('createdAt', {
      header: h('created'),
      meta: { sortField: 'createdAt' },
      cell: (c) => formatZonedDateTime(c.getValue(), zone),
    }),
    // Hidden by default.
    column.accessor('recordId', {
      header: h('recordId'),
      meta: { hiddenByDefault: true },
      cell: (c) => c.getValue() ?? '',
    }),
    column.accessor('vehicleId', {
      header: h('vehicleId'),
      meta: { hiddenByDefault: true },
      cell: (c) => c.getValue() ?? '',
    }),
    column.accessor('mroDeviceSerialNumber', {
      header: h('device'),
      meta: { hiddenByDefault: true },
      cell: (c) => c.getValue() ?? '',
    }),
    column.accessor('distRoute', {
      header: h('distRoute'),
      meta: { ...money, hiddenByDefault: true },
      cell: (c) => km(c.getValue()),
    }),
    column.accessor('odoMro', {
      header: h('odoMro'),
      meta: { ...money, hiddenByDefault: true },
      cell: (c) => km(c.getValue()),
    }),
    column.accessor('totalDistance', {
      header: h('totalDistance'),
      meta: { ...money, hiddenByDefault: true },
      cell: (c) => km(c.getValue()),
    }),
    column.accessor('billableDistance', {
      header: h('billableDistance'),
      meta: { ...money, hiddenByDefault: true },
      cell: (c) => km(c.getValue()),
    }),
    column.accessor('processedAt', {
      header: h('processedAt'),
      meta: { hiddenByDefault: true },
      cell: (c) => formatZonedDateTime(c.getValue(), zone),
    }),
    column.accessor('reviewReason', {
      header: h('reviewReason'),
      meta: { hiddenByDefault: true },
      cell: (c) => c.getValue() ?? '',
    }),
    column.accessor('notes', { header: h('notes'), meta: { hiddenByDefault: true }, cell: (c) => c.getValue() ?? '' }),
    column.accessor('routeEngine', {
      header: h('routeEngine'),
      meta: { hiddenByDefault: true },
      cell: (c) => c.getValue() ?? '',
    }),
    column.accessor('updatedAt', {
      header: h('updated'),
      meta: { hiddenByDefault: true },
      cell: (c) => formatZonedDateTime(c.getValue(), zone),
    }),
    column.accessor('updatedBy', {
      header: h('updatedBy'),
      meta: { hiddenByDefault: true },
      cell: (c) => c.getValue() ?? '',
    }),
  ];
}
