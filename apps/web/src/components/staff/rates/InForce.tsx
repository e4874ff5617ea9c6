import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import '../texts';

/** A California day YYYY-MM-DD as tables show dates (YYYY/MM/DD); no time-zone shift. */
export const dayText = (day: string) => day.replaceAll('-', '/');

/** When the shown values took effect and the next scheduled change, if any (nothing when neither is known). */
export function InForce({
  effectiveFrom,
  nextChangeFrom,
}: {
  effectiveFrom?: string | null;
  nextChangeFrom?: string | null;
}) {
  const { t } = useTranslation();
  if (!effectiveFrom && !nextChangeFrom) return null;
  return (
    <Box sx={{ minWidth: 120 }}>
      {effectiveFrom && (
        <Typography variant="body2" component="span" sx={{ display: 'block' }}>
          {t('staff.rates.inForceSince', { date: dayText(effectiveFrom) })}
        </Typography>
      )}
      {nextChangeFrom && (
        <Typography variant="body2" component="span" sx={{ display: 'block', color: 'warning.dark', fontWeight: 500 }}>
          {t('staff.rates.changesOn', { date: dayText(nextChangeFrom) })}
        </Typography>
      )}
    </Box>
  );
}
