import { z } from 'zod';
import { LIMITS } from './constants.js';
import { messages } from './messages.js';
import { usernameSchema, ZIP_PATTERN } from './validation.js';

/** Saving a card places a temporary $1 pre-authorisation, reversed after verification (section 9). */
export const CARD_PREAUTHORIZATION_CENTS = 100;
/** The expiry year choices run from the current year through the next 9. */
export const CARD_EXPIRY_YEARS_AHEAD = 9;
/** Card months and years are read in the pilot's time zone. */
export const CARD_TIME_ZONE = 'America/Los_Angeles';

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The year and month (1–12) of `now` in the pilot's time zone. */
export function currentYearMonth(now: Date = new Date()): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: CARD_TIME_ZONE, year: 'numeric', month: 'numeric' })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, p) => Object.assign(acc, { [p.type]: p.value }), {});
  return { year: Number(parts.year), month: Number(parts.month) };
}

/** The expiry years the manual form offers: the current year through the next 9. */
export function cardExpiryYears(now: Date = new Date()): number[] {
  const { year } = currentYearMonth(now);
  return Array.from({ length: CARD_EXPIRY_YEARS_AHEAD + 1 }, (_, i) => year + i);
}

/** Expired once the end of the expiry month is before now ('The card has expired'). */
export function isCardExpired(expirationMonth: number, expirationYear: number, now: Date = new Date()): boolean {
  const { year, month } = currentYearMonth(now);
  return expirationYear < year || (expirationYear === year && expirationMonth < month);
}

/** Luhn check of a card number (digits only). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card brand from the number's issuer prefix. */
export function cardBrand(digits: string): CardBrand {
  const p2 = Number(digits.slice(0, 2));
  const p3 = Number(digits.slice(0, 3));
  const p4 = Number(digits.slice(0, 4));
  const p6 = Number(digits.slice(0, 6));
  if (digits.startsWith('4')) return 'visa';
  if ((p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720)) return 'mastercard';
  if (p2 === 34 || p2 === 37) return 'amex';
  if (
    digits.startsWith('6011') ||
    digits.startsWith('65') ||
    (p3 >= 644 && p3 <= 649) ||
    (p6 >= 622126 && p6 <= 622925)
  )
    return 'discover';
  if (p2 === 36 || p2 === 38 || p2 === 39 || (p3 >= 300 && p3 <= 305)) return 'diners';
  if (p4 >= 3528 && p4 <= 3589) return 'jcb';
  if (p2 === 62) return 'unionpay';
  return 'unknown';
}

const idSchema = z.string().trim().min(1).max(64);
const optionalTrimmed = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

export const nameOnCardSchema = z
  .string({ error: messages.nameOnCardRequired })
  .trim()
  .min(1, messages.nameOnCardRequired)
  .max(100, messages.nameOnCardTooLong);

export const expirationMonthSchema = z
  .number({ error: messages.expirationMonthInvalid })
  .int(messages.expirationMonthInvalid)
  .min(1, messages.expirationMonthInvalid)
  .max(12, messages.expirationMonthInvalid);

/** Current year through the next 9, read when the input is checked. */
export const expirationYearSchema = z
  .number({ error: messages.expirationYearInvalid })
  .int(messages.expirationYearInvalid)
  .refine((y) => cardExpiryYears().includes(y), messages.expirationYearInvalid);

const aliasSchema = optionalTrimmed(50, messages.cardAliasTooLong);
const tokenSchema = z.string({ error: messages.cardTokenInvalid }).trim().min(1, messages.cardTokenInvalid).max(4096);
const providerKeySchema = optionalTrimmed(64);
const billingZipSchema = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || ZIP_PATTERN.test(v), messages.zipRequired);
const isDefaultSchema = z
  .boolean()
  .nullish()
  .transform((v) => v ?? false);

/** The manual card form: a provider token plus name on card and expiry entered by hand. */
export const createPaymentCardSchema = z.object({
  serviceProviderKey: providerKeySchema,
  username: usernameSchema,
  token: tokenSchema,
  billingZip: billingZipSchema,
  nameOnCard: nameOnCardSchema,
  isDefault: isDefaultSchema,
  expirationMonth: expirationMonthSchema,
  expirationYear: expirationYearSchema,
  alias: aliasSchema,
});
export type CreatePaymentCardInput = z.infer<typeof createPaymentCardSchema>;

/** The card-entry widget's result: the token carries brand, last four and expiry. */
export const storePaymentCardByTokenSchema = z.object({
  serviceProviderKey: providerKeySchema,
  username: usernameSchema,
  token: tokenSchema,
  nameOnCard: optionalTrimmed(100, messages.nameOnCardTooLong),
  isDefault: isDefaultSchema,
});
export type StorePaymentCardByTokenInput = z.infer<typeof storePaymentCardByTokenSchema>;

/** Edits of a saved card; expiry month and year are given together. updatedBy is taken from the session. */
export const updatePaymentCardSchema = z
  .object({
    id: idSchema,
    username: usernameSchema,
    expirationMonth: expirationMonthSchema.nullish().transform((v) => v ?? undefined),
    expirationYear: expirationYearSchema.nullish().transform((v) => v ?? undefined),
    nameOnCard: nameOnCardSchema.nullish().transform((v) => v ?? undefined),
    isDefault: z
      .boolean()
      .nullish()
      .transform((v) => v ?? undefined),
    alias: aliasSchema,
    updatedBy: z.string().max(200).nullish(),
  })
  .refine((v) => (v.expirationMonth === undefined) === (v.expirationYear === undefined), {
    message: messages.expirationTogether,
  });
export type UpdatePaymentCardInput = z.infer<typeof updatePaymentCardSchema>;

export const deletePaymentCardSchema = z.object({ id: idSchema, username: usernameSchema });

export type CardEntryMode = 'widget' | 'manual';

/**
 * How Billing Info adds a card (participant spec 'Billing Info'): the provider's embedded card-entry
 * widget when configuration PAYMENTS_WIDGET_URL names its page, otherwise the manual card form.
 */
export function cardEntryMode(configuration: { PAYMENTS_WIDGET_URL?: string | null }): CardEntryMode {
  return configuration.PAYMENTS_WIDGET_URL?.trim() ? 'widget' : 'manual';
}

/**
 * The manual card form's own fields (the card number goes to the provider, so it is checked only for
 * presence here): name on card, expiry month and year are required, and the card must not have expired.
 */
export const manualCardFormSchema = z
  .object({
    cardNumber: z
      .string({ error: messages.cardNumberRequired })
      .transform((v) => v.replace(/[\s-]/g, ''))
      .refine((v) => v.length > 0, messages.cardNumberRequired),
    nameOnCard: nameOnCardSchema,
    expirationMonth: z
      .number({ error: messages.expirationMonthRequired })
      .int(messages.expirationMonthInvalid)
      .min(1, messages.expirationMonthInvalid)
      .max(12, messages.expirationMonthInvalid),
    expirationYear: z
      .number({ error: messages.expirationYearRequired })
      .int(messages.expirationYearInvalid)
      .refine((y) => cardExpiryYears().includes(y), messages.expirationYearInvalid),
  })
  .superRefine((v, ctx) => {
    if (isCardExpired(v.expirationMonth, v.expirationYear)) {
      ctx.addIssue({ code: 'custom', message: messages.cardExpired, path: ['expirationMonth'] });
    }
  });
export type ManualCardFormInput = z.input<typeof manualCardFormSchema>;

/** Whether another card may be saved next to `existing` ones (at most 3). */
export function canAddCard(existing: number): boolean {
  return existing < LIMITS.maxCards;
}

/** What a payment attempt asks of the provider: a charge of a payment, or a refund of a charge. */
export const PAYMENT_ATTEMPT_KINDS = ['charge', 'refund'] as const;
export type PaymentAttemptKind = (typeof PAYMENT_ATTEMPT_KINDS)[number];
/**
 * started: recorded, provider not yet answered; unknown: the call timed out or failed (repeat it with the
 * same idempotency key); approved and declined are final.
 */
export const PAYMENT_ATTEMPT_STATUSES = ['started', 'unknown', 'approved', 'declined'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/** A staff refund of a processed card payment (all of what is left of it when no amount is given). */
export const refundTransactionSchema = z.object({
  transactionId: idSchema,
  /** The refund's own id, chosen by the caller: the same id again returns that refund, never a second one. */
  id: idSchema.nullish().transform((v) => v ?? undefined),
  amountCents: z
    .number({ error: messages.refundAmountInvalid })
    .int(messages.refundAmountInvalid)
    .positive(messages.refundAmountInvalid)
    .nullish()
    .transform((v) => v ?? undefined),
  /** Why the money goes back: required, and kept on the refund for the books. */
  description: z
    .string({ error: messages.refundReasonRequired })
    .trim()
    .min(1, messages.refundReasonRequired)
    .max(1000, messages.refundDescriptionTooLong),
});
export type RefundTransactionInput = z.infer<typeof refundTransactionSchema>;
