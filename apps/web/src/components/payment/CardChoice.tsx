import { Alert, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cardName } from '../payment-card/cardLabel';
import { RouterLink } from '../RouterLink';
import './texts';

export interface SavedCard {
  id: string;
  alias?: string | null;
  brand?: string | null;
  last4?: string | null;
  expirationMonth?: number | null;
  expirationYear?: number | null;
  isDefault: boolean;
  isExpired: boolean;
}

/** The saved card a payment starts with: the default one, else the first that has not expired. */
export function preferredCard(cards: readonly SavedCard[]): string | null {
  const usable = cards.filter((c) => !c.isExpired);
  return (usable.find((c) => c.isDefault) ?? usable[0])?.id ?? null;
}

/** Billing Info, where cards are added (the account tab is named by its English label). */
const BILLING_INFO_PATH = `/my-account?${new URLSearchParams({ tab: 'Billing Info' })}`;

/**
 * The saved cards as one radio group (expired ones shown but not selectable). With none to use: a link
 * to Billing Info when that tab is on, else to support.
 */
export function CardChoice({
  cards,
  value,
  onChange,
  disabled,
  billingInfoAvailable,
  noCards,
}: {
  cards: readonly SavedCard[];
  value: string | null;
  onChange: (id: string) => void;
  disabled: boolean;
  billingInfoAvailable: boolean;
  /** The notice when no card can be used, when not the participant's own (the staff payment page). */
  noCards?: ReactNode;
}) {
  const { t } = useTranslation();
  const usable = cards.filter((c) => !c.isExpired);

  if (usable.length === 0) {
    if (noCards) return noCards;
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {cards.length === 0 ? t('payment.noCards') : t('payment.allCardsExpired')}
        </Typography>
        {billingInfoAvailable ? (
          <RouterLink to={BILLING_INFO_PATH}>{t('payment.addCard')}</RouterLink>
        ) : (
          <>
            {t('payment.noCardsContactSupport')} <RouterLink to="/support">{t('payment.supportLink')}</RouterLink>
          </>
        )}
      </Alert>
    );
  }

  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ mb: 2 }}>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {t('payment.cardLegend')}
      </FormLabel>
      <RadioGroup name="paymentCard" value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        {cards.map((card) => {
          const notes = [card.isDefault && t('payment.cardDefault'), card.isExpired && t('payment.cardExpired')]
            .filter(Boolean)
            .join(', ');
          const label = t('payment.cardLabel', {
            card: cardName(t, card),
            month: String(card.expirationMonth ?? '').padStart(2, '0'),
            year: card.expirationYear ?? '',
          });
          return (
            <FormControlLabel
              key={card.id}
              value={card.id}
              disabled={card.isExpired}
              control={<Radio />}
              label={notes ? `${label} (${notes})` : label}
            />
          );
        })}
      </RadioGroup>
    </FormControl>
  );
}
