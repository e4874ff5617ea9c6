import { Box, TextField, Typography } from '@mui/material';
import { formatCents, US_STATE_CODES } from '@rc/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/PageLoader';
import { dayText, InForce } from '../../components/staff/rates/InForce';
import { RateHistoryDialog } from '../../components/staff/rates/RateHistoryDialog';
import { StaffTable } from '../../components/staff/StaffTable';
import { useToast } from '../../components/useToast';
import { useErrorText } from '../../lib/useErrorText';
import { type TollRow, useGantries, useTolls, useUpdateToll } from './api';
import { EditorForm } from './EditorForm';
import { EffectiveFromField, effectiveFromError, effectiveFromInput, ratesToday } from './EffectiveFromField';
import { RowButtons } from './RowButtons';
import '../../components/staff/texts';
import './texts';

const GantriesMap = lazy(() => import('./GantriesMap'));

/** Dollars and cents typed by staff ("6", "6.5", "6.50") → cents, or null. */
function parseDollars(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole = '0', part = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

function TollEditor({ row, onDone }: { row: TollRow; onDone: () => void }) {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  const toast = useToast();
  const update = useUpdateToll();
  const [name, setName] = useState(row.name);
  const [state, setState] = useState(row.state);
  const [price, setPrice] = useState((row.feeCents / 100).toFixed(2));
  const [day, setDay] = useState(ratesToday());
  const [checked, setChecked] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const cents = parseDollars(price);
  const errors = {
    name: name.trim() ? undefined : t('staffRates.tod.nameRequired'),
    state: (US_STATE_CODES as readonly string[]).includes(state.trim().toUpperCase())
      ? undefined
      : t('staffRates.tolls.stateInvalid'),
    price: cents === null ? t('staffRates.tolls.priceInvalid') : undefined,
  };
  const shown = (error: string | undefined) => (checked ? error : undefined);

  function save() {
    setChecked(true);
    if (Object.values(errors).some(Boolean) || cents === null || effectiveFromError(day)) return;
    setProblem(undefined);
    update.mutate(
      { id: row.id, name: name.trim(), state: state.trim().toUpperCase(), feeCents: cents, ...effectiveFromInput(day) },
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
      title={t('staffRates.tolls.editing', { name: row.name })}
      busy={update.isPending}
      onSubmit={save}
      onCancel={onDone}
    >
      <TextField
        size="small"
        autoFocus
        label={t('staffRates.tolls.columns.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(shown(errors.name))}
        helperText={shown(errors.name)}
        sx={{ minWidth: 260 }}
      />
      <TextField
        size="small"
        label={t('staffRates.tolls.state')}
        value={state}
        onChange={(event) => setState(event.target.value)}
        error={Boolean(shown(errors.state))}
        helperText={shown(errors.state)}
        slotProps={{ htmlInput: { maxLength: 2 } }}
        sx={{ width: 110 }}
      />
      <TextField
        size="small"
        label={t('staffRates.tolls.price')}
        value={price}
        onChange={(event) => setPrice(event.target.value)}
        error={Boolean(shown(errors.price) ?? problem)}
        helperText={shown(errors.price) ?? problem}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ width: 160 }}
      />
      <EffectiveFromField value={day} onChange={setDay} showError={checked} />
    </EditorForm>
  );
}

const columnHelper = createColumnHelper<TollRow>();

/** Staff: the toll facilities (Tolls tab): state, name and price per passage, and their gantries on a map. */
export default function TollsTab({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  const { t } = useTranslation();
  const list = useTolls();
  const gantries = useGantries(list.rows);
  const [editing, setEditing] = useState<string | null>(null);
  const [history, setHistory] = useState<TollRow | null>(null);

  const columns = useMemo(
    () => [
      columnHelper.accessor('state', { header: t('staffRates.tolls.columns.state') }),
      columnHelper.accessor('name', { header: t('staffRates.tolls.columns.name') }),
      columnHelper.accessor((row) => formatCents(row.feeCents), {
        id: 'price',
        header: t('staffRates.tolls.columns.price'),
        meta: { align: 'right' },
      }),
      columnHelper.accessor('gantryCount', {
        header: t('staffRates.tolls.columns.gantries'),
        meta: { align: 'right' },
      }),
      columnHelper.display({
        id: 'inForce',
        header: t('staffRates.tolls.columns.inForce'),
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
    [t],
  );
  const points = gantries.data ?? [];

  return (
    <>
      <StaffTable
        tableId="tolls"
        title={t('staffRates.tolls.title')}
        headingLevel={headingLevel}
        columns={columns}
        rows={list.rows}
        getRowId={(row) => row.id}
        loading={list.loading}
        refreshing={list.refreshing}
        emptyText={t('staffRates.tolls.empty')}
        paging={list.paging}
        editingRowId={editing}
        renderEditor={(row) => <TollEditor key={row.id} row={row} onDone={() => setEditing(null)} />}
      />
      <Box component="section" aria-labelledby="toll-gantries-title" sx={{ mt: 3 }}>
        <Typography id="toll-gantries-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('staffRates.tolls.mapTitle')}
        </Typography>
        <Suspense fallback={<PageLoader />}>
          <GantriesMap
            points={points}
            label={t('staffRates.tolls.mapLabel', { count: points.length })}
            describe={(p) =>
              t('staffRates.tolls.gantry', { toll: p.tollName, assetId: p.assetId, direction: p.direction ?? '–' })
            }
          />
        </Suspense>
      </Box>
      {history && (
        <RateHistoryDialog kind="toll" id={history.id} name={history.name} onClose={() => setHistory(null)} />
      )}
    </>
  );
}
