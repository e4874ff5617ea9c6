import { Backdrop, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Full-screen loading overlay shown while the session check or a page chunk loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: 'common.white' }}>
      <CircularProgress color="inherit" aria-label={t('common.loading')} />
    </Backdrop>
  );
}
