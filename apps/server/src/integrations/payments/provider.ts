/**
 * Card payments are an external service behind this interface (docs/domain.md "Vehicles, devices and
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
  /**
   * Charges `amountCents` to the payment method `token` (a card's externalId). Idempotent: a repeated
   * `idempotencyKey` returns the first answer (replayed: true) and never charges again, whatever process
   * asks. A decline is an answer (status 'declined'); throws PaymentsError('timeout' | 'unavailable') when
   * the outcome is unknown (repeat with the same key to learn it), or 'idempotency_conflict' when the key
   * was used for another request.
   */
  charge(request: ChargeRequest): Promise<ProviderOperation>;
  /** Refunds part or all of an approved charge; idempotent by key like charge. */
  refund(request: RefundRequest): Promise<ProviderOperation>;
  /** The provider's own record of charges and refunds created in [from, to), oldest first (reconciliation). */
  listCharges(range?: { from?: Date; to?: Date }): Promise<ProviderOperation[]>;
}

export interface ChargeRequest {
  token: string;
  amountCents: number;
  idempotencyKey: string;
}

export interface RefundRequest {
  /** The provider reference of the charge to refund. */
  chargeReference: string;
  amountCents: number;
  idempotencyKey: string;
}

/** A charge or refund as the provider records it. */
export interface ProviderOperation {
  kind: 'charge' | 'refund';
  status: 'approved' | 'declined';
  /** The provider's reference (shown as the payment's reference number). */
  reference: string;
  idempotencyKey: string;
  amountCents: number;
  /** For refunds: the refunded charge's reference. */
  chargeReference: string | null;
  /** Why it was declined. */
  message: string | null;
  createdAt: Date;
  /** True when this answer repeats the first answer to the same idempotency key. */
  replayed: boolean;
}

export type PaymentsErrorReason =
  | 'invalid_token'
  | 'declined'
  | 'unknown_authorization'
  | 'unavailable'
  | 'timeout'
  | 'idempotency_conflict'
  | 'unknown_charge';

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
