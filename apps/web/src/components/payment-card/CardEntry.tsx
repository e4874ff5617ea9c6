import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { canAddCard, cardEntryMode } from '@rc/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardEntryStorePaymentCardDocument } from '../../gql/graphql';
import { useConfiguration } from '../../lib/configuration';
import { execute } from '../../lib/graphql';
import { useErrorText } from '../../lib/useErrorText';
import { useToast } from '../useToast';
import type { CardToken } from './cardTokens';
import { ManualCardForm } from './ManualCardForm';
import './texts';
import '../../i18n/messages';

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

interface CardEntryProps {
  username: string;
  /** Cards the participant already has: at most 3 may be stored. */
  cardCount: number;
  /** Runs once the card is saved (the enrolment moves on, Billing Info reloads its list). */
  onSaved: (card: CardToken) => Promise<void> | void;
  /** Told when a save starts and ends (e.g. to hold a Back button meanwhile). */
  onSavingChange?: (saving: boolean) => void;
}

/**
 * Adding a card (participant spec 'Billing Info'), shared by the enrolment step and the Billing Info
 * tab. With PAYMENTS_WIDGET_URL set, 'Add payment method' shows the provider's card-entry page in an
 * iframe, which hands back a token by postMessage; with it empty, the manual card form posts the card
 * to the provider's tokenisation endpoint itself. Either way only the token reaches our API: it is
 * saved as the default card (storePaymentCardByToken, with the $1 pre-authorisation).
 */
export function CardEntry({ username, cardCount, onSaved, onSavingChange }: CardEntryProps) {
  const { t, i18n } = useTranslation();
  const { apiError } = useErrorText();
  const toast = useToast();
  const configuration = useConfiguration();
  const mode = cardEntryMode(configuration.values);
  const provider = configuration.get('PAYMENTS_PROVIDER').trim() || 'sandbox';
  const lang = i18n.language?.startsWith('es') ? 'es' : 'en';
  const widget = mode === 'widget' ? widgetAddress(configuration.get('PAYMENTS_WIDGET_URL'), lang) : null;
  const [showForm, setShowForm] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const busy = useRef(false);

  /** Saves the provider's token as the default card; true when saved. */
  const saveToken = async (card: CardToken): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setSaving(true);
    onSavingChange?.(true);
    setError(null);
    try {
      await execute(CardEntryStorePaymentCardDocument, {
        input: {
          serviceProviderKey: provider,
          username,
          token: card.token,
          nameOnCard: card.nameOnCard?.trim() || null,
          isDefault: true,
        },
      });
    } catch (caught) {
      const message = apiError(caught);
      setError(message);
      toast.error(message);
      return false;
    } finally {
      busy.current = false;
      setSaving(false);
      onSavingChange?.(false);
    }
    toast.success(t('cardForm.saved', { last4: card.last4 ?? '' }));
    await onSaved(card);
    return true;
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

  if (!canAddCard(cardCount)) {
    return (
      <Alert severity="error" role="alert">
        {t('messages.maxCards')}
      </Alert>
    );
  }

  return (
    <Box>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {widget === null ? (
        <ManualCardForm provider={provider} cardCount={cardCount} onToken={saveToken} disabled={saving} />
      ) : showForm ? (
        <Box
          component="iframe"
          ref={frameRef}
          title={t('cardForm.frameTitle')}
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
          {t('cardForm.saving')}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The info note about saved cards (participant spec 'Billing Info'): up to three cards, no autopay,
 * the Pay button, the $1 temporary pre-authorization.
 */
export function SavedCardsNote() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" role="note" sx={{ mb: 2 }}>
      <AlertTitle>{t('cardForm.noteTitle')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        <li>{t('cardForm.noteMaxCards')}</li>
        <li>{t('cardForm.noteNoAutopay')}</li>
        <li>{t('cardForm.notePayButton')}</li>
        <li>{t('cardForm.notePreauth')}</li>
      </Box>
    </Alert>
  );
}
