import { Alert, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/usePageTitle';
import type { AccountTabProps } from '../account/accountTab';

/** The participant's dashboard (the Dashboard tab of the account area). */
export default function DashboardTab({ participant }: AccountTabProps) {
  const { t } = useTranslation();
  usePageTitle(t('dashboard.title'));
  const name = participant.firstName?.trim() || participant.email;

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('dashboard.welcome', { name })}
      </Typography>
      {participant.status === 'onboarded' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('messages.onboardedReviewNotice')}
        </Alert>
      )}
      {participant.status === 'suspended' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('messages.suspendedNotice')}
        </Alert>
      )}
    </>
  );
}
