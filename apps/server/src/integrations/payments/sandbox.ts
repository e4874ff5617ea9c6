import { createHash, randomBytes } from 'node:crypto';
import { cardBrand, luhnValid } from '@rc/domain';
import { SignedValues } from '../../lib/signed-values.js';
import { type CardDescription, PaymentsError, type PaymentsProvider } from './provider.js';

/**
 * The built-in sandbox card provider: a real implementation of PaymentsProvider, not a test double.
 * It plays the provider's card-entry page too (createToken): the card number is turned into a token
 * right there and never stored. Tokens are base64url JSON (brand, last four, expiry, fingerprint,
 * test outcome) signed with HMAC-SHA256, valid for one hour; payment-method and authorisation ids are
 * derived from them, so the sandbox keeps no state and any server process sharing the secret accepts
 * another's tokens.
 *
 * Test card numbers (any other number passing the Luhn check behaves as a good card):
 *   4000 0000 0000 0002  declined (pre-authorisation and charges)
 *   4000 0000 0000 0119  pre-authorisation succeeds; charges time out (for the payment worker)
 */
export const SANDBOX_PROVIDER_KEY = 'sandbox';
export const SANDBOX_TEST_CARDS: Record<string, SandboxOutcome> = {
  '4000000000000002': 'decline',
  '4000000000000119': 'timeout',
};
export type SandboxOutcome = 'approve' | 'decline' | 'timeout';

const TOKEN_PREFIX = 'sbx_tok_';
const METHOD_PREFIX = 'sbx_pm_';
const AUTH_PREFIX = 'sbx_auth_';
const TOKEN_TTL_MS = 60 * 60 * 1000;

interface TokenPayload {
  v: 1;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  fingerprint: string;
  outcome: SandboxOutcome;
  nonce: string;
  iat: number;
}

interface MethodPayload {
  f: string;
  o: SandboxOutcome;
  n: string;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export class SandboxPaymentsProvider implements PaymentsProvider {
  readonly key = SANDBOX_PROVIDER_KEY;
  private readonly values: SignedValues;

  constructor(secret: string | Buffer = randomBytes(32)) {
    this.values = new SignedValues('sandbox-payments', secret);
  }

  /** Every server process signs with the same secret, so any process accepts another's tokens. */
  configureSecret(secret: string): void {
    this.values.configureSecret(secret);
  }

  private signed(prefix: string, value: unknown): string {
    return this.values.seal(prefix, value);
  }

  private open<T>(prefix: string, token: string): T | null {
    return this.values.open<T>(prefix, token);
  }

  /**
   * The card-entry page: checks the number (Luhn) and the expiry month, and returns a token. It does not
   * judge whether the card has expired: that is the account's rule ('The card has expired').
   */
  createToken(cardNumber: string, expMonth: number, expYear: number, now: Date = new Date()): string {
    const digits = String(cardNumber).replace(/[\s-]/g, '');
    if (!luhnValid(digits)) throw new PaymentsError('invalid_token', 'The card number is not valid.');
    if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) {
      throw new PaymentsError('invalid_token', 'The expiry month is not valid.');
    }
    const year = expYear < 100 ? 2000 + expYear : expYear;
    if (!Number.isInteger(year) || year < 2000 || year > 2099) {
      throw new PaymentsError('invalid_token', 'The expiry year is not valid.');
    }
    const payload: TokenPayload = {
      v: 1,
      brand: cardBrand(digits),
      last4: digits.slice(-4),
      expMonth,
      expYear: year,
      fingerprint: this.values.digest(`fingerprint:${digits}`).toString('base64url').slice(0, 22),
      outcome: SANDBOX_TEST_CARDS[digits] ?? 'approve',
      nonce: randomBytes(9).toString('base64url'),
      iat: now.getTime(),
    };
    return this.signed(TOKEN_PREFIX, payload);
  }

  async describeToken(token: string, now: Date = new Date()): Promise<CardDescription> {
    const payload = this.open<TokenPayload>(TOKEN_PREFIX, token);
    const age = payload ? now.getTime() - payload.iat : Number.NaN;
    if (payload?.v !== 1 || !(age >= -60_000 && age <= TOKEN_TTL_MS)) {
      throw new PaymentsError('invalid_token', 'The card token is not valid or has expired.');
    }
    const method: MethodPayload = { f: payload.fingerprint, o: payload.outcome, n: payload.nonce };
    return {
      brand: payload.brand,
      last4: payload.last4,
      expirationMonth: payload.expMonth,
      expirationYear: payload.expYear,
      fingerprint: payload.fingerprint,
      externalId: `${METHOD_PREFIX}${b64(method)}`,
    };
  }

  private method(externalId: string): MethodPayload {
    try {
      if (!externalId.startsWith(METHOD_PREFIX)) throw new Error('prefix');
      const method = JSON.parse(Buffer.from(externalId.slice(METHOD_PREFIX.length), 'base64url').toString('utf8'));
      if (typeof method?.f !== 'string' || typeof method?.o !== 'string') throw new Error('shape');
      return method as MethodPayload;
    } catch {
      throw new PaymentsError('invalid_token', 'Unknown payment method.');
    }
  }

  async preauthorize(externalId: string, cents: number): Promise<string> {
    if (!Number.isInteger(cents) || cents <= 0) throw new RangeError('cents must be a positive integer');
    const method = this.method(externalId);
    if (method.o === 'decline') throw new PaymentsError('declined', 'Your card was declined.');
    const ref = createHash('sha256').update(externalId).digest('base64url').slice(0, 16);
    return this.signed(AUTH_PREFIX, { m: ref, c: cents, n: randomBytes(9).toString('base64url') });
  }

  async reverse(authorizationId: string): Promise<void> {
    const auth = this.open<{ m: string; c: number }>(AUTH_PREFIX, authorizationId);
    if (!auth) throw new PaymentsError('unknown_authorization', 'Unknown authorization.');
  }
}

/** The process's sandbox provider (the card-entry page and the API must share it, or its secret). */
export const sandboxPayments = new SandboxPaymentsProvider();
