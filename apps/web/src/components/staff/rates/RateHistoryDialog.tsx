import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { formatCents } from '@rc/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTableDateTime } from '../../../lib/format';
import { StaffTable } from '../StaffTable';
import { dayText } from './InForce';
import { type RateKind, type RateVersionRow, useRateHistory } from './rateHistoryApi';
import { formatRate, useRateUnits, weekdayKey } from './rateUnits';
import '../texts';

const columnHelper = createColumnHelper<RateVersionRow>();

/** The values of one version, in the configured units. */
function useVersionText() {
  const { t } = useTranslation();
  const units = useRateUnits();
  return (v: RateVersionRow) => {
    const parts: string[] = [];
    if (v.days && v.internalStart && v.internalEnd) {
      const days = v.days.map((d) => t(`staff.weekdays.${weekdayKey(d)}`)).join(' ');
      parts.push(t('staff.rates.history.values.window', { days, start: v.internalStart, end: v.internalEnd }));
    }
    if (v.centsPerMileageUnit != null) {
      parts.push(
        t('staff.rates.history.values.perMileage', {
          value: formatRate(units.perMileageShown(v.centsPerMileageUnit)),
          unit: units.mileage,
        }),
      );
    }
    if (v.centsPerFuelUnit != null) {
      parts.push(
        t('staff.rates.history.values.perFuel', {
          value: formatRate(units.perFuelShown(v.centsPerFuelUnit)),
          unit: units.fuel,
        }),
      );
    }
    if (v.feeCents != null) parts.push(t('staff.rates.history.values.fee', { value: formatCents(v.feeCents) }));
    if (v.entryFeeCents != null) {
      parts.push(t('staff.rates.history.values.entryFee', { value: formatCents(v.entryFeeCents) }));
    }
    if (v.exitFeeCents) parts.push(t('staff.rates.history.values.exitFee', { value: formatCents(v.exitFeeCents) }));
    if (v.zones) parts.push(t('staff.rates.history.values.zones', { count: v.zones.length }));
    return parts.join(' · ');
  };
}

/**
 * The dated versions of one rate (decision 011), newest effective first: when each takes effect, its
 * values, who made the change and when. Closed with Escape or Close.
 */
export function RateHistoryDialog({
  kind,
  id,
  name,
  onClose,
}: {
  kind: RateKind;
  id: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const history = useRateHistory(kind, id);
  const versionText = useVersionText();
  const columns = useMemo(
    () => [
      columnHelper.accessor('effectiveFrom', {
        header: t('staff.rates.history.columns.effectiveFrom'),
        cell: (info) =>
          info.getValue() === '1970-01-01' ? t('staff.rates.history.baseline') : dayText(info.getValue()),
      }),
      columnHelper.accessor((row) => versionText(row), {
        id: 'values',
        header: t('staff.rates.history.columns.values'),
      }),
      columnHelper.accessor('createdBy', { header: t('staff.rates.history.columns.createdBy') }),
      columnHelper.accessor('createdAt', {
        header: t('staff.rates.history.columns.createdAt'),
        cell: (info) => formatTableDateTime(info.getValue()),
      }),
    ],
    [t, versionText],
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId}>{t('staff.rates.history.title', { name })}</DialogTitle>
      <DialogContent>
        <StaffTable
          tableId={`rate-history-${kind}`}
          title={t('staff.rates.history.title', { name })}
          headingLevel="h2"
          columns={columns}
          rows={history.rows}
          getRowId={(row) => row.id}
          loading={history.loading}
          refreshing={history.refreshing}
          emptyText={t('staff.rates.history.empty')}
          paging={history.paging}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('staff.rates.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
