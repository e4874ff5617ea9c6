import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { isBillingOn } from '@rc/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/useToast';
import { EnrolmentStorePaymentCardDocument } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { useErrorText } from '../../../lib/useErrorText';
import { useConfiguration } from '../../configuration/configuration';
import type { StepProps } from '../wizard';

/** The card payment provider whose card-entry page is embedded (PAYMENTS_PROVIDER 'sandbox'). */
const PROVIDER_KEY = 'sandbox';
const CARD_FORM_PATH = '/integrations/payments/sandbox/card-form';

/** What the provider's page posts to this window once it has turned the card into a token. */
interface CardTokenMessage {
  type: 'rc-card-token';
  token: string;
  brand?: string;
  last4?: string;
  expMonth?: number;
  expYear?: number;
  nameOnCard?: string;
}

function isCardTokenMessage(data: unknown): data is CardTokenMessage {
  const m = data as Partial<CardTokenMessage> | null;
  return typeof m === 'object' && m !== null && m.type === 'rc-card-token' && typeof m.token === 'string';
}

/**
 * Billing Information (only when PAYMENTS_ALLOWED and PAYMENTS_REGISTRATION are both 'true'; participant
 * spec 'Billing Info'). 'Add payment method' shows the provider's card-entry page in an iframe; the card
 * number stays with the provider, which hands back a token by postMessage. The token is saved as the
 * default card (storePaymentCardByToken, with the $1 pre-authorisation) and the wizard moves on.
 */
export function BillingInformationStep({ onBack, onComplete, account }: StepProps) {
  const { t, i18n } = useTranslation();
  const { apiError } = useErrorText();
  const toast = useToast();
  const configuration = useConfiguration();
  const billingOn = isBillingOn(configuration.values);
  const [showForm, setShowForm] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const username = account?.username ?? '';

  // Keep the latest callbacks for the message listener without re-subscribing on every render.
  const latest = useRef({ onComplete, apiError, toast, t, username });
  latest.current = { onComplete, apiError, toast, t, username };
  const busy = useRef(false);

  useEffect(() => {
    if (!showForm) return;
    const onMessage = async (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!frameRef.current || event.source !== frameRef.current.contentWindow) return;
      if (!isCardTokenMessage(event.data) || busy.current) return;
      const { onComplete, apiError, toast, t, username } = latest.current;
      busy.current = true;
      setSaving(true);
      setError(null);
      try {
        await execute(EnrolmentStorePaymentCardDocument, {
          input: {
            serviceProviderKey: PROVIDER_KEY,
            username,
            token: event.data.token,
            nameOnCard: event.data.nameOnCard?.trim() || null,
            isDefault: true,
          },
        });
        toast.success(t('register.billing.saved', { last4: event.data.last4 ?? '' }));
        await onComplete();
      } catch (caught) {
        const message = apiError(caught);
        setError(message);
        toast.error(message);
      } finally {
        busy.current = false;
        setSaving(false);
      }
    };
    const listener = (event: MessageEvent) => void onMessage(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [showForm]);

  const backButton = onBack && (
    <Button variant="outlined" size="large" onClick={() => void onBack()} disabled={saving}>
      {t('register.back')}
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

  const lang = i18n.language?.startsWith('es') ? 'es' : 'en';

  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{t('messages.paymentDetailsPrompt')}</Typography>
      <Alert severity="info" role="note" sx={{ mb: 2 }}>
        <AlertTitle>{t('register.billing.noteTitle')}</AlertTitle>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          <li>{t('register.billing.noteMaxCards')}</li>
          <li>{t('register.billing.noteNoAutopay')}</li>
          <li>{t('register.billing.notePayButton')}</li>
          <li>{t('register.billing.notePreauth')}</li>
        </Box>
      </Alert>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {showForm ? (
        <Box
          component="iframe"
          ref={frameRef}
          title={t('register.billing.frameTitle')}
          src={`${CARD_FORM_PATH}?lang=${lang}`}
          sx={{ display: 'block', width: '100%', height: { xs: 430, sm: 380 }, border: 0 }}
        />
      ) : (
        <Button variant="contained" size="large" onClick={() => setShowForm(true)}>
          {t('messages.addPaymentMethod')}
        </Button>
      )}
      {saving && (
        <Typography role="status" sx={{ mt: 1 }}>
          {t('register.billing.saving')}
        </Typography>
      )}
      {backButton && (
        <Stack direction="row" sx={{ mt: 3 }}>
          {backButton}
        </Stack>
      )}
    </Box>
  );
}
