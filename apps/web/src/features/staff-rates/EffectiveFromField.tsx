import { TextField } from '@mui/material';
import { ratesDateKey } from '@rc/domain';
import { useTranslation } from 'react-i18next';
import './texts';

/** Today in California: the earliest day a rate change may take effect. */
export const ratesToday = () => ratesDateKey(new Date());

/** The day a change is valid for: a real date of today or later. */
export function effectiveFromError(value: string): boolean {
  return !/^\d{4}-\d{2}-\d{2}$/.test(value) || value < ratesToday();
}

/**
 * The day a rate change takes effect (decision 011): today or later in California; trips already
 * priced keep their prices.
 */
export function EffectiveFromField({
  value,
  onChange,
  showError,
}: {
  value: string;
  onChange: (value: string) => void;
  showError: boolean;
}) {
  const { t } = useTranslation();
  const invalid = showError && effectiveFromError(value);
  return (
    <TextField
      size="small"
      type="date"
      label={t('staffRates.effectiveFrom')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={invalid}
      helperText={invalid ? t('staffRates.effectiveFromInvalid') : t('staffRates.effectiveFromHelp')}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: ratesToday() } }}
      sx={{ minWidth: 200, maxWidth: 320 }}
    />
  );
}

/** The input's effectiveFrom: left out for today (in force from the moment of the change). */
export const effectiveFromInput = (value: string) => (value === ratesToday() ? {} : { effectiveFrom: value });
