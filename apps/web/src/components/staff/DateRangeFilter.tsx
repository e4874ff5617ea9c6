import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, ButtonGroup, IconButton, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  addMonths,
  dayIn,
  STAFF_TIME_ZONES,
  STAFF_ZONES,
  type StaffZone,
  setStaffZone,
  startOfDayIn,
  useStaffZone,
} from '../../lib/staff/timeZone';
import './texts';

export type RangeUnit = 'day' | 'week' | 'month';

/** Calendar days, both included, in the staff member's time zone. */
export interface DayRange {
  from: string;
  to: string;
}

/** The range a screen opens with: the current day, the last 7 days or the last month up to today. */
export function initialRange(unit: RangeUnit, zone: StaffZone, now = new Date()): DayRange {
  const today = dayIn(now, STAFF_TIME_ZONES[zone]);
  if (unit === 'day') return { from: today, to: today };
  if (unit === 'week') return { from: addDays(today, -6), to: today };
  return { from: addDays(addMonths(today, -1), 1), to: today };
}

/** The instants of a day range for the API: from the first day's start to the day after the last (exclusive). */
export function rangeInstants(range: DayRange, zone: StaffZone): { from: string; to: string } {
  const timeZone = STAFF_TIME_ZONES[zone];
  return {
    from: startOfDayIn(range.from, timeZone).toISOString(),
    to: startOfDayIn(addDays(range.to, 1), timeZone).toISOString(),
  };
}

function shift(range: DayRange, unit: RangeUnit, steps: number): DayRange {
  if (unit === 'month') return { from: addMonths(range.from, steps), to: addMonths(range.to, steps) };
  const days = (unit === 'week' ? 7 : 1) * steps;
  return { from: addDays(range.from, days), to: addDays(range.to, days) };
}

const PRESETS = [
  { key: 'today', days: 1 },
  { key: 'last3', days: 3 },
  { key: 'last7', days: 7 },
  { key: 'last30', days: 30 },
] as const;

export interface DateRangeFilterProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** What the arrows step by (trips and transactions a week, notifications a day). */
  unit: RangeUnit;
  /** Statements are always read in Pacific time: no zone choice. */
  showZone?: boolean;
  label?: string;
}

/**
 * The staff console's date range: From and To days, presets Today / Last 3 days / Last 7 / Last 30,
 * arrows that move the range by the screen's unit, and the time zone (kept in local storage).
 */
export function DateRangeFilter({ value, onChange, unit, showZone = true, label }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const today = dayIn(new Date(), STAFF_TIME_ZONES[zone]);
  const invalid = value.from > value.to;
  const unitName = t(`staff.range.unit.${unit}`);

  return (
    <Box
      role="group"
      aria-label={label ?? t('staff.range.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      <IconButton
        size="small"
        aria-label={t('staff.range.previous', { unit: unitName })}
        onClick={() => onChange(shift(value, unit, -1))}
      >
        <ChevronLeftIcon />
      </IconButton>
      <TextField
        type="date"
        size="small"
        label={t('staff.range.from')}
        value={value.from}
        onChange={(event) => event.target.value && onChange({ ...value, from: event.target.value })}
        error={invalid}
        helperText={invalid ? t('staff.range.invalid') : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={t('staff.range.to')}
        value={value.to}
        onChange={(event) => event.target.value && onChange({ ...value, to: event.target.value })}
        error={invalid}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <IconButton
        size="small"
        aria-label={t('staff.range.next', { unit: unitName })}
        onClick={() => onChange(shift(value, unit, 1))}
      >
        <ChevronRightIcon />
      </IconButton>
      <ButtonGroup size="small" variant="outlined" aria-label={t('staff.range.presets')}>
        {PRESETS.map((preset) => (
          <Button key={preset.key} onClick={() => onChange({ from: addDays(today, 1 - preset.days), to: today })}>
            {t(`staff.range.${preset.key}`)}
          </Button>
        ))}
      </ButtonGroup>
      {showZone && (
        <TextField
          select
          size="small"
          label={t('staff.range.timeZone')}
          value={zone}
          onChange={(event) => setStaffZone(event.target.value as StaffZone)}
          sx={{ minWidth: 130 }}
        >
          {STAFF_ZONES.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`staff.range.zones.${option}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}
