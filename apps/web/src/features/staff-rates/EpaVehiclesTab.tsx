import { Button, Stack, TextField } from '@mui/material';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffTable } from '../../components/staff/StaffTable';
import { type EpaVehicleRow, useEpaVehicles } from './api';
import './texts';

/** The EPA search's defaults (staff spec "Admin tables"). */
const DEFAULT_MAKE = 'Toyota';
const DEFAULT_YEAR = 2020;

const columnHelper = createColumnHelper<EpaVehicleRow>();
const number = (value: number | null | undefined) =>
  value == null ? '' : value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** Staff: the EPA fuel-economy list by make and model year (EPA Vehicles tab), server-paged. */
export default function EpaVehiclesTab({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  const { t } = useTranslation();
  const [make, setMake] = useState(DEFAULT_MAKE);
  const [year, setYear] = useState(String(DEFAULT_YEAR));
  const [search, setSearch] = useState({ make: DEFAULT_MAKE, year: DEFAULT_YEAR });
  const [yearError, setYearError] = useState(false);
  const list = useEpaVehicles(search);

  function submit(event: FormEvent) {
    event.preventDefault();
    const y = Number(year);
    const ok = /^\d{4}$/.test(year.trim()) && y >= 1984 && y <= 2100;
    setYearError(!ok);
    if (!ok || !make.trim()) return;
    setSearch({ make: make.trim(), year: y });
  }

  const columns = useMemo(() => {
    const text = (key: keyof EpaVehicleRow & string, hidden = false) =>
      columnHelper.accessor((row) => String(row[key] ?? ''), {
        id: key,
        header: t(`staffRates.epa.columns.${key as 'make'}`),
        meta: hidden ? { hiddenByDefault: true } : undefined,
      });
    const num = (key: keyof EpaVehicleRow & string, hidden = false) =>
      columnHelper.accessor((row) => number(row[key] as number | null | undefined), {
        id: key,
        header: t(`staffRates.epa.columns.${key as 'make'}`),
        meta: { align: 'right', ...(hidden && { hiddenByDefault: true }) },
      });
    return [
      text('id'),
      text('make'),
      text('year'),
      text('model'),
      text('trany'),
      num('cylinders'),
      num('displacement'),
      text('fuelType'),
      text('fuelType1'),
      text('fuelType2'),
      text('atvType', true),
      text('vehicleClass', true),
      num('mpgCombined'),
      num('mpgCity'),
      num('mpgHighway'),
      num('kplCombined'),
      num('kplCity'),
      num('kplHighway'),
    ];
  }, [t]);

  return (
    <StaffTable
      tableId="epa-vehicles"
      title={t('staffRates.epa.title')}
      headingLevel={headingLevel}
      columns={columns}
      rows={list.rows}
      getRowId={(row) => row.id}
      loading={list.loading}
      refreshing={list.refreshing}
      emptyText={t('staffRates.epa.empty')}
      paging={list.paging}
      filters={
        <Stack
          component="form"
          role="search"
          onSubmit={submit}
          noValidate
          direction="row"
          sx={{ gap: 1, flexWrap: 'wrap' }}
        >
          <TextField
            size="small"
            label={t('staffRates.epa.make')}
            value={make}
            onChange={(e) => setMake(e.target.value)}
          />
          <TextField
            size="small"
            label={t('staffRates.epa.year')}
            value={year}
            onChange={(e) => setYear(e.target.value)}
            error={yearError}
            helperText={yearError ? t('staffRates.epa.yearInvalid') : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            sx={{ width: 110 }}
          />
          <Button type="submit" variant="outlined" size="small" sx={{ alignSelf: 'flex-start', mt: 0.5 }}>
            {t('staffRates.epa.search')}
          </Button>
        </Stack>
      }
    />
  );
}
