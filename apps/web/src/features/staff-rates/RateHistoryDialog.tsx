import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { formatCents } from '@rc/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffTable } from '../../components/staff/StaffTable';
import { formatTableDateTime } from '../../lib/format';
import { type RateKind, type RateVersionRow, useRateHistory } from './api';
import { dayText } from './InForce';
import { formatRate, useRateUnits, weekdayKey } from './units';
import './texts';

const columnHelper = createColumnHelper<RateVersionRow>();

/** The values of one version, in the configured units. */
function useVersionText() {
  const { t } = useTranslation();
  const units = useRateUnits();
  return (v: RateVersionRow) => {
    const parts: string[] = [];
    if (v.days && v.internalStart && v.internalEnd) {
      const days = v.days.map((d) => t(`staffRates.weekdays.${weekdayKey(d)}`)).join(' ');
      parts.push(t('staffRates.historyDialog.values.window', { days, start: v.internalStart, end: v.internalEnd }));
    }
    if (v.centsPerMileageUnit != null) {
      parts.push(
        t('staffRates.historyDialog.values.perMileage', {
          value: formatRate(units.perMileageShown(v.centsPerMileageUnit)),
          unit: units.mileage,
        }),
      );
    }
    if (v.centsPerFuelUnit != null) {
      parts.push(
        t('staffRates.historyDialog.values.perFuel', {
          value: formatRate(units.perFuelShown(v.centsPerFuelUnit)),
          unit: units.fuel,
        }),
      );
    }
    if (v.feeCents != null) parts.push(t('staffRates.historyDialog.values.fee', { value: formatCents(v.feeCents) }));
    if (v.entryFeeCents != null) {
      parts.push(t('staffRates.historyDialog.values.entryFee', { value: formatCents(v.entryFeeCents) }));
    }
    if (v.exitFeeCents)
      parts.push(t('staffRates.historyDialog.values.exitFee', { value: formatCents(v.exitFeeCents) }));
    if (v.zones) parts.push(t('staffRates.historyDialog.values.zones', { count: v.zones.length }));
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
        header: t('staffRates.historyDialog.columns.effectiveFrom'),
        cell: (info) =>
          info.getValue() === '1970-01-01' ? t('staffRates.historyDialog.baseline') : dayText(info.getValue()),
      }),
      columnHelper.accessor((row) => versionText(row), {
        id: 'values',
        header: t('staffRates.historyDialog.columns.values'),
      }),
      columnHelper.accessor('createdBy', { header: t('staffRates.historyDialog.columns.createdBy') }),
      columnHelper.accessor('createdAt', {
        header: t('staffRates.historyDialog.columns.createdAt'),
        cell: (info) => formatTableDateTime(info.getValue()),
      }),
    ],
    [t, versionText],
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('staffRates.historyDialog.title', { name })}</DialogTitle>
      <DialogContent>
        <StaffTable
          tableId={`rate-history-${kind}`}
          title={t('staffRates.historyDialog.title', { name })}
          headingLevel="h2"
          columns={columns}
          rows={history.rows}
          getRowId={(row) => row.id}
          loading={history.loading}
          refreshing={history.refreshing}
          emptyText={t('staffRates.historyDialog.empty')}
          paging={history.paging}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('staffRates.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
