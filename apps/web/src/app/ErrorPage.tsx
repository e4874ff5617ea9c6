import { Alert, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { RouterLink } from '../components/RouterLink';
import { usePageTitle } from '../lib/usePageTitle';

/** Shown inside the layout when a page fails to render or its chunk fails to load. */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  usePageTitle(t('errorPage.title'));
  if (error) console.error(error);
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('errorPage.heading')}
      </Typography>
      <Alert severity="error" sx={{ mb: 2 }}>
        {t('messages.unexpectedError')}
      </Alert>
      <RouterLink to="/dashboard">{t('errorPage.backToDashboard')}</RouterLink>
    </>
  );
}
