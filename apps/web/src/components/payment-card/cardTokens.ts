import { messages, SANDBOX_CARD_TOKENS_PATH } from '@rc/domain';

/** What a card-entry form hands over once the provider has turned the card into a token. */
export interface CardToken {
  token: string;
  brand?: string;
  last4?: string;
  nameOnCard?: string;
}

export type CardField = 'cardNumber' | 'expirationMonth' | 'expirationYear';

/** The provider refused the card details; `field` names the field to mark when it said which. */
export class CardTokenError extends Error {
  constructor(
    message: string,
    readonly field: CardField | null = null,
  ) {
    super(message);
    this.name = 'CardTokenError';
  }
}

const FIELDS: Record<string, CardField> = {
  cardNumber: 'cardNumber',
  expMonth: 'expirationMonth',
  expYear: 'expirationYear',
};

/** The providers whose tokenisation this page can call (PAYMENTS_PROVIDER; empty means the sandbox). */
export const isManualCardProvider = (provider: string) => !provider.trim() || provider.trim() === 'sandbox';

/**
 * The manual card form's counterpart of a provider's JS SDK: posts the card number and expiry straight
 * to the provider's tokenisation endpoint (no cookies sent) and returns its token. The card number goes
 * nowhere else; our API only ever receives the token.
 */
export async function tokeniseCard(
  provider: string,
  card: { cardNumber: string; expirationMonth: number; expirationYear: number },
  lang: 'en' | 'es',
): Promise<{ token: string; brand?: string; last4?: string }> {
  if (!isManualCardProvider(provider)) throw new CardTokenError(messages.paymentProviderUnavailable);
  let response: Response;
  try {
    response = await fetch(`${SANDBOX_CARD_TOKENS_PATH}?lang=${lang}`, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        cardNumber: card.cardNumber,
        expMonth: card.expirationMonth,
        expYear: card.expirationYear,
      }),
    });
  } catch {
    throw new CardTokenError(messages.cardTokenInvalid);
  }
  const body = (await response.json().catch(() => null)) as {
    token?: unknown;
    brand?: unknown;
    last4?: unknown;
    field?: unknown;
    message?: unknown;
  } | null;
  if (!response.ok || typeof body?.token !== 'string') {
    const message = typeof body?.message === 'string' && body.message ? body.message : messages.cardTokenInvalid;
    throw new CardTokenError(message, typeof body?.field === 'string' ? (FIELDS[body.field] ?? null) : null);
  }
  return {
    token: body.token,
    brand: typeof body.brand === 'string' ? body.brand : undefined,
    last4: typeof body.last4 === 'string' ? body.last4 : undefined,
  };
}
