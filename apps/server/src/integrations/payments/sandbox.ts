import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { cardBrand, luhnValid } from '@rc/domain';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sandboxPaymentOperations } from '../../db/schema/index.js';
import { SignedValues } from '../../lib/signed-values.js';
import {
  type CardDescription,
  type ChargeRequest,
  PaymentsError,
  type PaymentsProvider,
  type ProviderOperation,
  type RefundRequest,
} from './provider.js';

/**
 * The built-in sandbox card provider: a real implementation of PaymentsProvider, not a test double.
 * It plays the provider's card-entry page too (createToken): the card number is turned into a token
 * right there and never stored. Tokens are base64url JSON (brand, last four, expiry, fingerprint,
 * test outcome) signed with HMAC-SHA256, valid for one hour; payment-method and authorisation ids are
 * derived from them, so cards need no stored state and any server process sharing the secret accepts
 * another's tokens.
 *
 * Test card numbers (any other number passing the Luhn check behaves as a good card):
 *   4000 0000 0000 0002  declined (pre-authorisation and charges)
 *   4000 0000 0000 0119  pre-authorisation succeeds; a charge is made but its first answer times out
 *                        (the caller learns the outcome, approved, by repeating the idempotency key)
 *   4000 0000 0000 0341  pre-authorisation succeeds, so the card saves; every charge is declined
 *                        (shows a declined payment with a saved card)
 *
 * Charges and refunds are the one stateful part: they are kept in PostgreSQL (table
 * sandbox_payment_operations, the store given by configureStore) keyed by idempotency key, so a key
 * seen before — by this process or any other — returns its first answer and never charges twice.
 * configureOutage simulates the provider down or timing out, for tests of how payments wait it out.
 */
export const SANDBOX_PROVIDER_KEY = 'sandbox';
export const SANDBOX_TEST_CARDS: Record<string, SandboxOutcome> = {
  '4000000000000002': 'decline',
  '4000000000000119': 'timeout',
  '4000000000000341': 'chargeDecline',
};
/** decline: refused at pre-authorisation and charge; chargeDecline: verified when saved, charges refused. */
export type SandboxOutcome = 'approve' | 'decline' | 'timeout' | 'chargeDecline';

const TOKEN_PREFIX = 'sbx_tok_';
const METHOD_PREFIX = 'sbx_pm_';
const AUTH_PREFIX = 'sbx_auth_';
const CHARGE_PREFIX = 'sbx_ch_';
const REFUND_PREFIX = 'sbx_re_';
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

/**
 * Fault injection for tests of crash recovery: the sandbox waits this long right before recording an
 * operation (the caller's attempt is written, nothing charged yet) or right after recording it (charged,
 * the caller not yet told). Zero (the default) means no pause.
 */
export interface SandboxPauses {
  beforeChargeMs?: number;
  afterChargeMs?: number;
}

/**
 * A provider outage, switched on at run time by tests (and anyone trying the sandbox in-process):
 * 'down' answers every call like an unreachable provider (503; nothing is recorded, nothing charged);
 * 'timeout' records charges and refunds as usual but every answer is lost, replays included, like a
 * provider whose responses time out. null: working normally.
 */
export type SandboxOutage = 'down' | 'timeout' | null;

type OperationRow = typeof sandboxPaymentOperations.$inferSelect;

const toOperation = (row: OperationRow, replayed: boolean): ProviderOperation => ({
  kind: row.kind as ProviderOperation['kind'],
  status: row.status as ProviderOperation['status'],
  reference: row.reference,
  idempotencyKey: row.idempotencyKey,
  amountCents: row.amountCents,
  chargeReference: row.chargeReference,
  message: row.message,
  createdAt: row.createdAt,
  replayed,
});

export class SandboxPaymentsProvider implements PaymentsProvider {
  readonly key = SANDBOX_PROVIDER_KEY;
  private readonly values: SignedValues;
  private store: Database | null = null;
  private pauses: SandboxPauses = {};
  private outage: SandboxOutage = null;

  constructor(secret: string | Buffer = randomBytes(32)) {
    this.values = new SignedValues('sandbox-payments', secret);
  }

  /** Where the sandbox keeps its charges (the application's PostgreSQL: shared by every process). */
  configureStore(store: Database): void {
    this.store = store;
  }

  configurePauses(pauses: SandboxPauses): void {
    this.pauses = { ...pauses };
  }

  configureOutage(outage: SandboxOutage): void {
    this.outage = outage;
  }

  /** In an outage, the provider's answer to any call before it does anything. */
  private checkReachable(): void {
    if (this.outage === 'down') {
      throw new PaymentsError('unavailable', 'The payment provider is not available (HTTP 503).');
    }
  }

  /** In a 'timeout' outage, what the caller gets instead of the answer to a recorded operation. */
  private answer(operation: ProviderOperation): ProviderOperation {
    if (this.outage === 'timeout') throw new PaymentsError('timeout', 'The payment provider did not answer in time.');
    return operation;
  }

  private requireStore(): Database {
    if (!this.store) throw new PaymentsError('unavailable', 'The sandbox payments store is not configured.');
    return this.store;
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
    this.checkReachable();
    if (this.outage === 'timeout') throw new PaymentsError('timeout', 'The payment provider did not answer in time.');
    const method = this.method(externalId);
    if (method.o === 'decline') throw new PaymentsError('declined', 'Your card was declined.');
    const ref = createHash('sha256').update(externalId).digest('base64url').slice(0, 16);
    return this.signed(AUTH_PREFIX, { m: ref, c: cents, n: randomBytes(9).toString('base64url') });
  }

  async reverse(authorizationId: string): Promise<void> {
    this.checkReachable();
    const auth = this.open<{ m: string; c: number }>(AUTH_PREFIX, authorizationId);
    if (!auth) throw new PaymentsError('unknown_authorization', 'Unknown authorization.');
  }

  private static checkRequest(amountCents: number, idempotencyKey: string): void {
    if (!Number.isInteger(amountCents) || amountCents <= 0)
      throw new RangeError('amountCents must be a positive integer');
    if (!idempotencyKey || idempotencyKey.length > 255) throw new RangeError('an idempotency key is required');
  }

  /** The first answer to `key`, if it was asked before with the same request; a different request is refused. */
  private async replay(store: Database, key: string, same: (row: OperationRow) => boolean) {
    const [row] = await store
      .select()
      .from(sandboxPaymentOperations)
      .where(eq(sandboxPaymentOperations.idempotencyKey, key));
    if (!row) return null;
    if (!same(row)) {
      throw new PaymentsError('idempotency_conflict', 'This idempotency key was used for a different request.');
    }
    return toOperation(row, true);
  }

  async charge(request: ChargeRequest): Promise<ProviderOperation> {
    const { token, amountCents, idempotencyKey } = request;
    SandboxPaymentsProvider.checkRequest(amountCents, idempotencyKey);
    const method = this.method(token);
    this.checkReachable();
    const store = this.requireStore();
    const same = (row: OperationRow) =>
      row.kind === 'charge' && row.amountCents === amountCents && row.paymentMethod === token;
    const earlier = await this.replay(store, idempotencyKey, same);
    if (earlier) return this.answer(earlier);
    if (this.pauses.beforeChargeMs) await sleep(this.pauses.beforeChargeMs);
    const declined = method.o === 'decline' || method.o === 'chargeDecline';
    // The key is the primary key: of two simultaneous first calls, one records, the other replays.
    const [created] = await store
      .insert(sandboxPaymentOperations)
      .values({
        idempotencyKey,
        reference: `${CHARGE_PREFIX}${randomBytes(12).toString('base64url')}`,
        kind: 'charge',
        status: declined ? 'declined' : 'approved',
        amountCents,
        paymentMethod: token,
        message: declined ? 'Your card was declined.' : null,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const replayed = await this.replay(store, idempotencyKey, same);
      if (!replayed) throw new PaymentsError('unavailable', 'The charge could not be recorded.');
      return this.answer(replayed);
    }
    if (this.pauses.afterChargeMs) await sleep(this.pauses.afterChargeMs);
    if (method.o === 'timeout') {
      throw new PaymentsError('timeout', 'The payment provider did not answer in time.');
    }
    return this.answer(toOperation(created, false));
  }

  async refund(request: RefundRequest): Promise<ProviderOperation> {
    const { chargeReference, amountCents, idempotencyKey } = request;
    SandboxPaymentsProvider.checkRequest(amountCents, idempotencyKey);
    this.checkReachable();
    const store = this.requireStore();
    const same = (row: OperationRow) =>
      row.kind === 'refund' && row.amountCents === amountCents && row.chargeReference === chargeReference;
    const earlier = await this.replay(store, idempotencyKey, same);
    if (earlier) return this.answer(earlier);
    const created = await store.transaction(async (tx) => {
      // The charge's row is locked so two refunds of one charge never exceed it together.
      const [charge] = await tx
        .select()
        .from(sandboxPaymentOperations)
        .where(
          and(eq(sandboxPaymentOperations.reference, chargeReference), eq(sandboxPaymentOperations.kind, 'charge')),
        )
        .for('update');
      if (charge?.status !== 'approved') {
        throw new PaymentsError('unknown_charge', 'There is no approved charge with this reference.');
      }
      const [refunded] = await tx
        .select({ cents: sql<string>`coalesce(sum(${sandboxPaymentOperations.amountCents}), 0)` })
        .from(sandboxPaymentOperations)
        .where(
          and(
            eq(sandboxPaymentOperations.chargeReference, chargeReference),
            eq(sandboxPaymentOperations.kind, 'refund'),
            eq(sandboxPaymentOperations.status, 'approved'),
          ),
        );
      const tooMuch = Number(refunded?.cents ?? 0) + amountCents > charge.amountCents;
      const [row] = await tx
        .insert(sandboxPaymentOperations)
        .values({
          idempotencyKey,
          reference: `${REFUND_PREFIX}${randomBytes(12).toString('base64url')}`,
          kind: 'refund',
          status: tooMuch ? 'declined' : 'approved',
          amountCents,
          paymentMethod: charge.paymentMethod,
          chargeReference,
          message: tooMuch ? 'The refund is larger than what is left of the charge.' : null,
        })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    });
    if (!created) {
      const replayed = await this.replay(store, idempotencyKey, same);
      if (!replayed) throw new PaymentsError('unavailable', 'The refund could not be recorded.');
      return this.answer(replayed);
    }
    return this.answer(toOperation(created, false));
  }

  async listCharges(range: { from?: Date; to?: Date } = {}): Promise<ProviderOperation[]> {
    this.checkReachable();
    const rows = await this.requireStore()
      .select()
      .from(sandboxPaymentOperations)
      .where(
        and(
          range.from ? gte(sandboxPaymentOperations.createdAt, range.from) : undefined,
          range.to ? lt(sandboxPaymentOperations.createdAt, range.to) : undefined,
        ),
      )
      .orderBy(asc(sandboxPaymentOperations.createdAt), asc(sandboxPaymentOperations.reference));
    return rows.map((row) => toOperation(row, false));
  }
}
