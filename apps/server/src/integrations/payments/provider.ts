/**
 * Card payments are an external service behind this interface (DOMAIN.md "Vehicles, devices and
 * connections"). The card number never reaches our API: the provider's card-entry page turns it into
 * a token, and we only ever hold the token, the masked details and the provider's payment-method id.
 */
export interface CardDescription {
  brand: string;
  last4: string;
  expirationMonth: number;
  expirationYear: number;
  /** Identifies the card number across tokens (to refuse saving the same card twice). Never shown. */
  fingerprint: string;
  /** The provider's id of the stored payment method: what later charges and pre-authorisations use. */
  externalId: string;
}

export interface PaymentsProvider {
  /** The PAYMENTS_PROVIDER value that selects this provider, stored on each card as serviceProviderKey. */
  readonly key: string;
  /** Resolves a token from the card-entry page; throws PaymentsError('invalid_token') when it is not one. */
  describeToken(token: string): Promise<CardDescription>;
  /** Places a temporary hold of `cents`; returns the authorisation id. Throws PaymentsError('declined'). */
  preauthorize(externalId: string, cents: number): Promise<string>;
  /** Releases a hold placed by preauthorize. */
  reverse(authorizationId: string): Promise<void>;
}

export type PaymentsErrorReason = 'invalid_token' | 'declined' | 'unknown_authorization' | 'unavailable';

/** An expected answer of the provider (as opposed to a fault of ours). */
export class PaymentsError extends Error {
  constructor(
    readonly reason: PaymentsErrorReason,
    message: string = reason,
  ) {
    super(message);
    this.name = 'PaymentsError';
  }
}
