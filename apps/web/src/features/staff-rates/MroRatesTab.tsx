import { TextField } from '@mui/material';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayText, InForce } from '../../components/staff/rates/InForce';
import { RateHistoryDialog } from '../../components/staff/rates/RateHistoryDialog';
import { formatRate, parseRate, rateInput, useRateUnits } from '../../components/staff/rates/rateUnits';
import { StaffTable } from '../../components/staff/StaffTable';
import { useToast } from '../../components/useToast';
import { mroTypeLabel } from '../../lib/staff/mroType';
import { useErrorText } from '../../lib/useErrorText';
import { type MroRateRow, useMroRates, useUpdateMroRate } from './api';
import { EditorForm } from './EditorForm';
import { EffectiveFromField, effectiveFromError, effectiveFromInput, ratesToday } from './EffectiveFromField';
import { RowButtons } from './RowButtons';
import '../../components/staff/texts';
import './texts';

function RateEditor({ row, onDone }: { row: MroRateRow; onDone: () => void }) {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  const toast = useToast();
  const units = useRateUnits();
  const update = useUpdateMroRate();
  const [mileage, setMileage] = useState(rateInput(units.perMileageShown(row.centsPerMileageUnit)));
  const [fuel, setFuel] = useState(rateInput(units.perFuelShown(row.centsPerFuelUnit)));
  const [day, setDay] = useState(ratesToday());
  const [checked, setChecked] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const name = `${row.state} ${mroTypeLabel(t, row.mroType)}`;
  const mileageValue = parseRate(mileage);
  const fuelValue = parseRate(fuel);

  function save() {
    setChecked(true);
    if (mileageValue === null || fuelValue === null || effectiveFromError(day)) return;
    setProblem(undefined);
    update.mutate(
      {
        mroType: row.mroType,
        state: row.state,
        centsPerMileageUnit: units.perMileageStored(mileageValue),
        centsPerFuelUnit: units.perFuelStored(fuelValue),
        ...effectiveFromInput(day),
      },
      {
        onSuccess: () => {
          toast.success(
            day === ratesToday()
              ? t('staffRates.saved', { name })
              : t('staffRates.scheduled', { name, date: dayText(day) }),
          );
          onDone();
        },
        onError: (error) => setProblem(apiError(error)),
      },
    );
  }

  return (
    <EditorForm
      title={t('staffRates.states.editing', { mroType: mroTypeLabel(t, row.mroType), state: row.state })}
      busy={update.isPending}
      onSubmit={save}
      onCancel={onDone}
    >
      <TextField
        size="small"
        autoFocus
        label={t('staffRates.states.columns.perMileage', { unit: units.mileageName })}
        value={mileage}
        onChange={(event) => setMileage(event.target.value)}
        error={checked && mileageValue === null}
        helperText={checked && mileageValue === null ? t('staffRates.states.rateInvalid') : undefined}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField
        size="small"
        label={t('staffRates.states.columns.perFuel', { unit: units.fuelName })}
        value={fuel}
        onChange={(event) => setFuel(event.target.value)}
        error={Boolean(problem) || (checked && fuelValue === null)}
        helperText={problem ?? (checked && fuelValue === null ? t('staffRates.states.rateInvalid') : undefined)}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <EffectiveFromField value={day} onChange={setDay} showError={checked} />
    </EditorForm>
  );
}

const columnHelper = createColumnHelper<MroRateRow>();

/**
 * Staff: the mileage fee and fuel-tax credit rates per state and reporting type (States tab), shown
 * and entered in the configured units; a change takes effect from a chosen day (decision 011).
 */
export default function MroRatesTab({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  const { t } = useTranslation();
  const units = useRateUnits();
  const [state, setState] = useState('');
  const filterState = /^[a-z]{2}$/i.test(state.trim()) ? state.trim().toUpperCase() : undefined;
  const list = useMroRates({ state: filterState });
  const [editing, setEditing] = useState<string | null>(null);
  const [history, setHistory] = useState<MroRateRow | null>(null);

  const columns = useMemo(
    () => [
      columnHelper.accessor('state', { header: t('staffRates.states.columns.state') }),
      columnHelper.accessor((row) => mroTypeLabel(t, row.mroType), {
        id: 'mroType',
        header: t('staffRates.states.columns.mroType'),
      }),
      columnHelper.accessor((row) => formatRate(units.perMileageShown(row.centsPerMileageUnit)), {
        id: 'perMileage',
        header: t('staffRates.states.columns.perMileage', { unit: units.mileageName }),
        meta: { align: 'right' },
      }),
      columnHelper.accessor((row) => formatRate(units.perFuelShown(row.centsPerFuelUnit)), {
        id: 'perFuel',
        header: t('staffRates.states.columns.perFuel', { unit: units.fuelName }),
        meta: { align: 'right' },
      }),
      columnHelper.display({
        id: 'inForce',
        header: t('staffRates.states.columns.inForce'),
        cell: (info) => <InForce {...info.row.original} />,
      }),
      columnHelper.accessor('updatedBy', {
        header: t('staffRates.states.columns.updatedBy'),
        meta: { hiddenByDefault: true },
      }),
      columnHelper.display({
        id: 'actions',
        header: t('staff.table.actions'),
        cell: (info) => {
          const row = info.row.original;
          const name = `${row.state} ${mroTypeLabel(t, row.mroType)}`;
          return <RowButtons name={name} onEdit={() => setEditing(row.id)} onHistory={() => setHistory(row)} />;
        },
      }),
    ],
    [t, units],
  );

  return (
    <>
      <StaffTable
        tableId="mro-rates"
        title={t('staffRates.states.title')}
        headingLevel={headingLevel}
        columns={columns}
        rows={list.rows}
        getRowId={(row) => row.id}
        loading={list.loading}
        refreshing={list.refreshing}
        emptyText={t('staffRates.states.empty')}
        paging={list.paging}
        filters={
          <TextField
            size="small"
            label={t('staffRates.states.stateFilter')}
            placeholder={t('staffRates.states.allStates')}
            value={state}
            onChange={(event) => setState(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 2 } }}
            sx={{ width: 140 }}
          />
        }
        editingRowId={editing}
        renderEditor={(row) => <RateEditor key={row.id} row={row} onDone={() => setEditing(null)} />}
      />
      {history && (
        <RateHistoryDialog
          kind="mroRate"
          id={history.id}
          name={`${history.state} ${mroTypeLabel(t, history.mroType)}`}
          onClose={() => setHistory(null)}
        />
      )}
    </>
  );
}
