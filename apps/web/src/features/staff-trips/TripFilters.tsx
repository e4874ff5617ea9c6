import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../components/staff/DateRangeFilter';
import type { StaffTripFilter } from './api';
import './texts';

/** The range (stepping a week) and, on the Trips tab, the process status and validity. */
export function TripFilters({
  value,
  onChange,
  showStatus = true,
}: {
  value: StaffTripFilter;
  onChange: (filter: StaffTripFilter) => void;
  showStatus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <DateRangeFilter unit="week" value={value.range} onChange={(range) => onChange({ ...value, range })} />
      {showStatus && (
        <>
          <TextField
            select
            size="small"
            label={t('staffTrips.filters.processStatus')}
            // 'Any status' is the empty value: shown, with the label above it.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            value={value.processStatus}
            onChange={(event) =>
              onChange({ ...value, processStatus: event.target.value as StaffTripFilter['processStatus'] })
            }
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">{t('staffTrips.filters.anyStatus')}</MenuItem>
            {(['pending', 'processed', 'failed'] as const).map((status) => (
              <MenuItem key={status} value={status}>
                {t(`staffTrips.processStatus.${status}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('staffTrips.filters.validity')}
            value={value.validity}
            onChange={(event) => onChange({ ...value, validity: event.target.value as StaffTripFilter['validity'] })}
            sx={{ minWidth: 140 }}
          >
            {(['all', 'valid', 'invalid'] as const).map((validity) => (
              <MenuItem key={validity} value={validity}>
                {t(`staffTrips.filters.${validity}`)}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
    </Stack>
  );
}
