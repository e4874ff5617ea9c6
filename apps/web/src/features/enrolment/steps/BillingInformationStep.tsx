import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StepProps } from '../wizard';

/**
 * Billing Information (only when PAYMENTS_ALLOWED and PAYMENTS_REGISTRATION are both 'true'). The card
 * entry is a later task; until then this step says so and offers Back.
 */
export function BillingInformationStep({ onBack }: StepProps) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography sx={{ mb: 1 }}>{t('register.billing.intro')}</Typography>
      <Alert severity="info">{t('register.billing.notYet')}</Alert>
      {onBack && (
        <Button variant="outlined" size="large" onClick={() => void onBack()} sx={{ mt: 3 }}>
          {t('register.back')}
        </Button>
      )}
    </Box>
  );
}
