import type { TFunction } from 'i18next';
import { cardFormEn } from './texts';

type Brand = keyof typeof cardFormEn.brands;

const isBrand = (value: string): value is Brand => Object.hasOwn(cardFormEn.brands, value);

/** A card's brand as people know it ("visa" → "Visa"); unknown brands read "Card". */
export function brandName(t: TFunction, brand: string | null | undefined): string {
  const key = (brand ?? '').toLowerCase();
  return t(`cardForm.brands.${isBrand(key) ? key : 'unknown'}`);
}

/** "Visa ending in 4242" (or "Alias (Visa ending in 4242)"); the card is never shown in full. */
export function cardName(
  t: TFunction,
  card: { brand?: string | null; last4?: string | null; alias?: string | null },
): string {
  if (!card.last4) return t('cardForm.cardUnknown');
  const brand = brandName(t, card.brand);
  return card.alias?.trim()
    ? t('cardForm.cardAlias', { alias: card.alias.trim(), brand, last4: card.last4 })
    : t('cardForm.cardEndingIn', { brand, last4: card.last4 });
}
