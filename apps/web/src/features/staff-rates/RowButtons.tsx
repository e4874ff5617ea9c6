import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import './texts';

/** A rate row's buttons: edit in the row, and the dated history in a dialog. */
export function RowButtons({ name, onEdit, onHistory }: { name: string; onEdit: () => void; onHistory?: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ gap: 0.25 }}>
      <Tooltip title={t('staffRates.edit', { name })}>
        <IconButton size="small" aria-label={t('staffRates.edit', { name })} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {onHistory && (
        <Tooltip title={t('staffRates.history', { name })}>
          <IconButton size="small" aria-label={t('staffRates.history', { name })} onClick={onHistory}>
            <HistoryIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
