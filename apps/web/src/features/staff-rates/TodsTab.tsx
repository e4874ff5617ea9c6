import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  TextField,
} from '@mui/material';
import { ISO_WEEKDAYS, isTimeWindow, TIME_OF_DAY_PATTERN } from '@rc/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayText, InForce } from '../../components/staff/rates/InForce';
import { RateHistoryDialog } from '../../components/staff/rates/RateHistoryDialog';
import { formatRate, parseRate, rateInput, useRateUnits, weekdayKey } from '../../components/staff/rates/rateUnits';
import { StaffTable } from '../../components/staff/StaffTable';
import { useToast } from '../../components/useToast';
import { useErrorText } from '../../lib/useErrorText';
import { type TodRow, useTods, useUpdateTod } from './api';
import { EditorForm } from './EditorForm';
import { EffectiveFromField, effectiveFromError, effectiveFromInput, ratesToday } from './EffectiveFromField';
import { RowButtons } from './RowButtons';
import '../../components/staff/texts';
import './texts';

function TodEditor({ row, onDone }: { row: TodRow; onDone: () => void }) {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  const toast = useToast();
  const units = useRateUnits();
  const update = useUpdateTod();
  const [name, setName] = useState(row.name);
  const [days, setDays] = useState<number[]>([...row.days]);
  const [start, setStart] = useState(row.internalStart ?? '');
  const [end, setEnd] = useState(row.internalEnd ?? '');
  const [rate, setRate] = useState(rateInput(units.perMileageShown(row.centsPerMileageUnit)));
  const [day, setDay] = useState(ratesToday());
  const [checked, setChecked] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const rateValue = parseRate(rate);
  const errors = {
    name: name.trim() ? undefined : t('staffRates.tod.nameRequired'),
    days: days.length ? undefined : t('staffRates.tod.daysRequired'),
    start: TIME_OF_DAY_PATTERN.test(start) ? undefined : t('staffRates.tod.timeInvalid'),
    end: !TIME_OF_DAY_PATTERN.test(end)
      ? t('staffRates.tod.timeInvalid')
      : TIME_OF_DAY_PATTERN.test(start) && !isTimeWindow(start, end)
        ? t('staffRates.tod.timeOrder')
        : undefined,
    rate: rateValue === null ? t('staffRates.states.rateInvalid') : undefined,
  };
  const shown = (error: string | undefined) => (checked ? error : undefined);

  function save() {
    setChecked(true);
    if (Object.values(errors).some(Boolean) || rateValue === null || effectiveFromError(day)) return;
    setProblem(undefined);
    update.mutate(
      {
        id: row.id,
        name: name.trim(),
        days: [...days].sort((a, b) => a - b),
        internalStart: start,
        internalEnd: end,
        centsPerMileageUnit: units.perMileageStored(rateValue),
        ...effectiveFromInput(day),
      },
      {
        onSuccess: () => {
          const shownName = name.trim();
          toast.success(
            day === ratesToday()
              ? t('staffRates.saved', { name: shownName })
              : t('staffRates.scheduled', { name: shownName, date: dayText(day) }),
          );
          onDone();
        },
        onError: (error) => setProblem(apiError(error)),
      },
    );
  }

  return (
    <EditorForm
      title={t('staffRates.tod.editing', { name: row.name })}
      busy={update.isPending}
      onSubmit={save}
      onCancel={onDone}
    >
      <TextField
        size="small"
        autoFocus
        label={t('staffRates.tod.columns.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(shown(errors.name))}
        helperText={shown(errors.name)}
      />
      <FormControl component="fieldset" error={Boolean(shown(errors.days))} size="small">
        <FormLabel component="legend" sx={{ fontSize: '0.75rem' }}>
          {t('staffRates.tod.days')}
        </FormLabel>
        <FormGroup row>
          {ISO_WEEKDAYS.map((d) => (
            <FormControlLabel
              key={d}
              sx={{ mr: 1 }}
              control={
                <Checkbox
                  size="small"
                  checked={days.includes(d)}
                  onChange={(event) =>
                    setDays((current) => (event.target.checked ? [...current, d] : current.filter((x) => x !== d)))
                  }
                  slotProps={{ input: { 'aria-label': t(`staff.weekdaysLong.${weekdayKey(d)}`) } }}
                />
              }
              label={t(`staff.weekdays.${weekdayKey(d)}`)}
            />
          ))}
        </FormGroup>
        {shown(errors.days) && <FormHelperText>{shown(errors.days)}</FormHelperText>}
      </FormControl>
      <TextField
        size="small"
        type="time"
        label={t('staffRates.tod.columns.start')}
        value={start}
        onChange={(event) => setStart(event.target.value)}
        error={Boolean(shown(errors.start))}
        helperText={shown(errors.start)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="time"
        label={t('staffRates.tod.columns.end')}
        value={end}
        onChange={(event) => setEnd(event.target.value)}
        error={Boolean(shown(errors.end))}
        helperText={shown(errors.end)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        label={t('staffRates.tod.columns.perMileage', { unit: units.mileageName })}
        value={rate}
        onChange={(event) => setRate(event.target.value)}
        error={Boolean(shown(errors.rate) ?? problem)}
        helperText={shown(errors.rate) ?? problem}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <EffectiveFromField value={day} onChange={setDay} showError={checked} />
    </EditorForm>
  );
}

const columnHelper = createColumnHelper<TodRow>();

/** Staff: the time-of-day rates (Time of Day tab): name, days, window and price, edited in the row. */
export default function TodsTab({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  const { t } = useTranslation();
  const units = useRateUnits();
  const list = useTods();
  const [editing, setEditing] = useState<string | null>(null);
  const [history, setHistory] = useState<TodRow | null>(null);

  const columns = useMemo(
    () => [
      columnHelper.accessor('name', { header: t('staffRates.tod.columns.name') }),
      columnHelper.accessor((row) => row.days.map((d) => t(`staff.weekdays.${weekdayKey(d)}`)).join(' '), {
        id: 'days',
        header: t('staffRates.tod.columns.days'),
      }),
      columnHelper.accessor('internalStart', { header: t('staffRates.tod.columns.start') }),
      columnHelper.accessor('internalEnd', { header: t('staffRates.tod.columns.end') }),
      columnHelper.accessor((row) => formatRate(units.perMileageShown(row.centsPerMileageUnit)), {
        id: 'perMileage',
        header: t('staffRates.tod.columns.perMileage', { unit: units.mileageName }),
        meta: { align: 'right' },
      }),
      columnHelper.display({
        id: 'inForce',
        header: t('staffRates.tod.columns.inForce'),
        cell: (info) => <InForce {...info.row.original} />,
      }),
      columnHelper.display({
        id: 'actions',
        header: t('staff.table.actions'),
        cell: (info) => (
          <RowButtons
            name={info.row.original.name}
            onEdit={() => setEditing(info.row.original.id)}
            onHistory={() => setHistory(info.row.original)}
          />
        ),
      }),
    ],
    [t, units],
  );

  return (
    <>
      <StaffTable
        tableId="tods"
        title={t('staffRates.tod.title')}
        headingLevel={headingLevel}
        columns={columns}
        rows={list.rows}
        getRowId={(row) => row.id}
        loading={list.loading}
        refreshing={list.refreshing}
        emptyText={t('staffRates.tod.empty')}
        paging={list.paging}
        editingRowId={editing}
        renderEditor={(row) => <TodEditor key={row.id} row={row} onDone={() => setEditing(null)} />}
      />
      {history && <RateHistoryDialog kind="tod" id={history.id} name={history.name} onClose={() => setHistory(null)} />}
    </>
  );
}
