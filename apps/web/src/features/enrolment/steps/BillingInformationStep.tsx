import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { cardEntryMode, isBillingOn } from '@rc/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/useToast';
import { EnrolmentStorePaymentCardDocument } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { useErrorText } from '../../../lib/useErrorText';
import { useConfiguration } from '../../configuration/configuration';
import type { CardToken } from '../../payments/cardTokens';
import { ManualCardForm } from '../../payments/ManualCardForm';
import type { StepProps } from '../wizard';

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
 * The widget page's address with the page language, and the origin its messages must come from;
 * null when PAYMENTS_WIDGET_URL is not an address (the manual form is shown instead).
 */
function widgetAddress(configured: string, lang: string): { src: string; origin: string } | null {
  let url: URL;
  try {
    url = new URL(configured.trim(), window.location.href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('lang', lang);
  const sameOrigin = url.origin === window.location.origin;
  return { src: sameOrigin ? `${url.pathname}${url.search}` : url.toString(), origin: url.origin };
}

/**
 * Billing Information (only when PAYMENTS_ALLOWED and PAYMENTS_REGISTRATION are both 'true'; participant
 * spec 'Billing Info'). With PAYMENTS_WIDGET_URL set, 'Add payment method' shows the provider's
 * card-entry page in an iframe, which hands back a token by postMessage; with it empty, the manual
 * card form posts the card to the provider's tokenisation endpoint itself. Either way only the token
 * reaches our API: it is saved as the default card (storePaymentCardByToken, with the $1
 * pre-authorisation) and the wizard moves on.
 */
export function BillingInformationStep({ onBack, onComplete, account }: StepProps) {
  const { t, i18n } = useTranslation();
  const { apiError } = useErrorText();
  const toast = useToast();
  const configuration = useConfiguration();
  const billingOn = isBillingOn(configuration.values);
  const mode = cardEntryMode(configuration.values);
  const provider = configuration.get('PAYMENTS_PROVIDER').trim() || 'sandbox';
  const lang = i18n.language?.startsWith('es') ? 'es' : 'en';
  const widget = mode === 'widget' ? widgetAddress(configuration.get('PAYMENTS_WIDGET_URL'), lang) : null;
  const [showForm, setShowForm] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const username = account?.username ?? '';
  const busy = useRef(false);

  /** Saves the provider's token as the default card; true when saved (the wizard then moves on). */
  const saveToken = async (card: CardToken): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setSaving(true);
    setError(null);
    try {
      await execute(EnrolmentStorePaymentCardDocument, {
        input: {
          serviceProviderKey: provider,
          username,
          token: card.token,
          nameOnCard: card.nameOnCard?.trim() || null,
          isDefault: true,
        },
      });
      toast.success(t('register.billing.saved', { last4: card.last4 ?? '' }));
      await onComplete();
      return true;
    } catch (caught) {
      const message = apiError(caught);
      setError(message);
      toast.error(message);
      return false;
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  // Keep the latest save function for the message listener without re-subscribing on every render.
  const latestSave = useRef(saveToken);
  latestSave.current = saveToken;
  const widgetOrigin = widget?.origin ?? null;

  useEffect(() => {
    if (!showForm || !widgetOrigin) return;
    const listener = (event: MessageEvent) => {
      if (event.origin !== widgetOrigin) return;
      if (!frameRef.current || event.source !== frameRef.current.contentWindow) return;
      if (!isCardTokenMessage(event.data)) return;
      const { token, brand, last4, nameOnCard } = event.data;
      void latestSave.current({ token, brand, last4, nameOnCard });
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [showForm, widgetOrigin]);

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
      {widget === null ? (
        <ManualCardForm provider={provider} cardCount={0} onToken={saveToken} disabled={saving} />
      ) : showForm ? (
        <Box
          component="iframe"
          ref={frameRef}
          title={t('register.billing.frameTitle')}
          src={widget.src}
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
