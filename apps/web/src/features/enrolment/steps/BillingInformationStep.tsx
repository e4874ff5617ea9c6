import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { isBillingOn } from '@rc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardEntry, SavedCardsNote } from '../../../components/payment-card/CardEntry';
import { useConfiguration } from '../../../lib/configuration';
import type { StepProps } from '../wizard';
import '../texts';
import '../../../components/form/texts';
import '../../../i18n/messages';

/**
 * Billing Information (only when PAYMENTS_ALLOWED and PAYMENTS_REGISTRATION are both 'true'; participant
 * spec 'Billing Info'): the provider's card-entry widget or the manual card form (CardEntry, shared with
 * the account's Billing Info tab); once the card is saved as the default, the wizard moves on.
 */
export function BillingInformationStep({ onBack, onComplete, account }: StepProps) {
  const { t } = useTranslation();
  const configuration = useConfiguration();
  const billingOn = isBillingOn(configuration.values);
  const [saving, setSaving] = useState(false);

  const backButton = onBack && (
    <Button variant="outlined" size="large" onClick={() => void onBack()} disabled={saving}>
      {t('form.back')}
    </Button>
  );

  if (!billingOn) {
    return (
      <Box>
        <Alert severity="info" role="note">
          {t('messages.paymentsDisabled')}
        </Alert>
        {backButton && <Box sx={{ mt: 3 }}>{backButton}</Box>}
      </Box>
    );
  }

  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{t('messages.paymentDetailsPrompt')}</Typography>
      <SavedCardsNote />
      <CardEntry username={account?.username ?? ''} cardCount={0} onSaved={onComplete} onSavingChange={setSaving} />
      {backButton && (
        <Stack direction="row" sx={{ mt: 3 }}>
          {backButton}
        </Stack>
      )}
    </Box>
  );
}
