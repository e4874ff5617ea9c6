import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, FormControlLabel, FormHelperText, Grid } from '@mui/material';
import { canAddCard, cardExpiryYears, type ManualCardFormInput, manualCardFormSchema } from '@rc/domain';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/useErrorText';
import { FormError } from '../FormError';
import { FormTextField } from '../FormTextField';
import { FormSelectField } from '../form/fields';
import { type CardToken, CardTokenError, tokeniseCard } from './cardTokens';
import './texts';
import '../../i18n/messages';

const MONTHS = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: String(i + 1).padStart(2, '0') }));

interface ManualCardFormProps {
  /** PAYMENTS_PROVIDER: whose tokenisation endpoint the card goes to. */
  provider: string;
  /** Cards the participant already has (at most 3 may be stored). */
  cardCount: number;
  /**
   * Saves the provider's token (storePaymentCardByToken); resolves true when saved. Shows its own
   * errors; the form only keeps its fields for another try.
   */
  onToken: (card: CardToken) => Promise<boolean>;
  disabled?: boolean;
}

/**
 * The manual card form of Billing Info (participant spec section 2): card number, expiry month 1–12,
 * expiry year from this year through the next 9, name on card, and the default checkbox (checked and
 * fixed: the card saved here becomes the default). The card number is posted only to the provider's
 * tokenisation endpoint; the token, never the number, is handed on.
 */
export function ManualCardForm({ provider, cardCount, onToken, disabled = false }: ManualCardFormProps) {
  const { t, i18n } = useTranslation();
  const { fieldError } = useErrorText();
  const [error, setFormError] = useState<string | null>(null);
  const defaultNoteId = useId();
  const years = useMemo(() => cardExpiryYears().map((y) => ({ value: String(y), label: String(y) })), []);
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { isSubmitting },
  } = useForm({
    resolver: zodResolver(manualCardFormSchema),
    defaultValues: { cardNumber: '', nameOnCard: '' } as ManualCardFormInput,
  });

  if (!canAddCard(cardCount)) {
    return (
      <Alert severity="error" role="alert">
        {t('messages.maxCards')}
      </Alert>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const lang = i18n.language?.startsWith('es') ? 'es' : 'en';
    let card: Awaited<ReturnType<typeof tokeniseCard>>;
    try {
      card = await tokeniseCard(provider, values, lang);
    } catch (caught) {
      const message = caught instanceof CardTokenError ? caught.message : t('messages.cardTokenInvalid');
      if (caught instanceof CardTokenError && caught.field) setError(caught.field, { message });
      else setFormError(fieldError(message) ?? message);
      return;
    }
    // The number has done its job: it is not kept in the page once the provider has a token for it.
    setValue('cardNumber', '');
    await onToken({ token: card.token, brand: card.brand, last4: card.last4, nameOnCard: values.nameOnCard });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('cardForm.label')}>
      <FormError message={error} />
      <FormTextField
        control={control}
        name="cardNumber"
        label={t('cardForm.cardNumber')}
        autoComplete="cc-number"
        required
        disabled={disabled}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23 } }}
      />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 6 }}>
          <FormSelectField
            control={control}
            name="expirationMonth"
            label={t('cardForm.expirationMonth')}
            options={MONTHS}
            emptyLabel=""
            parse={Number}
            required
            disabled={disabled}
            autoComplete="cc-exp-month"
          />
        </Grid>
        <Grid size={{ xs: 6 }}>
          <FormSelectField
            control={control}
            name="expirationYear"
            label={t('cardForm.expirationYear')}
            options={years}
            emptyLabel=""
            parse={Number}
            required
            disabled={disabled}
            autoComplete="cc-exp-year"
          />
        </Grid>
      </Grid>
      <FormTextField
        control={control}
        name="nameOnCard"
        label={t('cardForm.nameOnCard')}
        autoComplete="cc-name"
        required
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FormControlLabel
        control={<Checkbox checked disabled slotProps={{ input: { 'aria-describedby': defaultNoteId } }} />}
        label={t('cardForm.isDefault')}
        sx={{ mt: 1 }}
      />
      <FormHelperText id={defaultNoteId} sx={{ mt: 0, mb: 2 }}>
        {t('cardForm.isDefaultNote')}
      </FormHelperText>
      <Button type="submit" variant="contained" size="large" loading={isSubmitting} disabled={disabled}>
        {t('cardForm.submit')}
      </Button>
    </form>
  );
}
