import {
  CARD_PREAUTHORIZATION_CENTS,
  canAddCard,
  createPaymentCardSchema,
  deletePaymentCardSchema,
  isAdmin,
  isCardExpired,
  isTrue,
  type MessageKey,
  storePaymentCardByTokenSchema,
  updatePaymentCardSchema,
} from '@rc/domain';
import { type Executor, type Transaction, withActor } from '../../db/actor.js';
import { AppError } from '../../errors.js';
import {
  type CardDescription,
  PaymentsError,
  type PaymentsProvider,
  type PaymentsProviderLookup,
} from '../../integrations/payments/index.js';
import type { Page } from '../../lib/cursor.js';
import { type PageArgs, paginate, timeKey } from '../../lib/pagination.js';
import { validate } from '../../lib/validation.js';
import type { ConfigurationService } from '../configuration/configuration.service.js';
import { type Actor, requireActor, requireAdmin, requireSelfOrAdmin } from '../identity/actor.js';
import type { ParticipantsService } from '../participants/participants.service.js';
import type { PaymentAttemptRow, PaymentCardRow, PaymentsRepository } from './payments.repository.js';

/** How long the worker waits for the provider before treating the outcome as unknown (then retrying). */
export const PROVIDER_ANSWER_TIMEOUT_MS = 30_000;
/** The most provider calls listed for one transaction on the staff transaction page. */
export const PAYMENT_ATTEMPTS_MAX = 200;

/** The provider's key for one attempt: the same for every repeat of the attempt, new for the next one. */
export const attemptIdempotencyKey = (kind: 'charge' | 'refund', transactionId: string, attempt: number) =>
  `rc-${kind}-${transactionId}-${attempt}`;

/** The provider's answer to an attempt: final (approved or declined), or unknown (ask again, same key). */
export type ProviderAnswer =
  | {
      status: 'approved' | 'declined';
      reference: string | null;
      message: string | null;
      response: Record<string, unknown>;
    }
  | { status: 'unknown'; message: string };

/** The attempt to send for a pending transaction, or why none can be made. */
export type OpenedAttempt = { attempt: PaymentAttemptRow } | { failure: MessageKey };

/** The transaction fields an attempt is made from. */
export interface AttemptTransaction {
  id: string;
  username: string;
  amountCents: number;
  paymentMethodId: string | null;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PaymentsError('timeout', 'The payment provider did not answer in time.')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Whether a card is used by a payment in progress (answered by the billing service, which owns transactions). */
export interface CardUsage {
  hasPendingPaymentWithCard(tx: Executor, cardId: string): Promise<boolean>;
}

interface NewCard {
  username: string;
  provider: PaymentsProvider;
  card: CardDescription;
  nameOnCard: string | null;
  billingZip: string | null;
  alias: string | null;
  isDefault: boolean;
  expirationMonth: number;
  expirationYear: number;
}

/**
 * Saved payment cards (participant spec 'Billing Info', sections 5 and 9): at most 3 per participant,
 * exactly one default, never expired when saved, verified by a $1 pre-authorisation that is reversed.
 * Participants manage their own cards while PAYMENTS_ALLOWED is 'true'; staff manage anyone's.
 */
export class PaymentsService {
  constructor(
    private readonly repo: PaymentsRepository,
    private readonly configuration: ConfigurationService,
    private readonly participants: ParticipantsService,
    private readonly usage: CardUsage,
    private readonly providerFor: PaymentsProviderLookup,
  ) {}

  /** Account erasure (decision 020), in the caller's transaction. */
  erasePersonalData(tx: Executor, username: string): Promise<number> {
    return this.repo.erasePersonalData(tx, username);
  }

  /** Participants may pay and save cards only while PAYMENTS_ALLOWED is 'true'; staff always may. */
  async ensurePaymentsAllowed(actor: Actor): Promise<void> {
    if (isAdmin(actor.groups)) return;
    const allowed = await this.configuration.getConfiguration('PAYMENTS_ALLOWED');
    if (!isTrue(allowed?.value)) throw new AppError('BAD_USER_INPUT', 'paymentsDisabled');
  }

  async listPaymentCards(actor: Actor | null, username: string, args: PageArgs): Promise<Page<PaymentCardRow>> {
    requireSelfOrAdmin(actor, username);
    return paginate(args, {
      defaultDirection: 'DESC',
      arity: 2,
      keyOf: (c) => [timeKey(c.createdAt), c.id],
      fetch: (q) => this.repo.listByUsername({ ...q, username }),
    });
  }

  /** The participant's card with this id, or null. */
  async getPaymentCard(actor: Actor | null, username: string, id: string): Promise<PaymentCardRow | null> {
    requireSelfOrAdmin(actor, username);
    const card = await this.repo.findById(id);
    return card && card.username === username ? card : null;
  }

  /** Cards by id for derived fields of already authorised records (no access check of its own). */
  findCardsByIds(ids: readonly string[]): Promise<PaymentCardRow[]> {
    return this.repo.findByIds(ids);
  }

  /**
   * The card a payment uses, inside the paying database transaction: it must be the participant's
   * and not expired. Takes the participant's card lock, so the card cannot be deleted meanwhile.
   */
  async cardForPayment(tx: Transaction, username: string, id: string): Promise<PaymentCardRow> {
    await this.repo.lockParticipantCards(tx, username);
    const card = await this.repo.findById(id, tx);
    if (!card || card.username !== username) throw new AppError('NOT_FOUND', 'paymentCardNotFound');
    if (
      card.expirationMonth != null &&
      card.expirationYear != null &&
      isCardExpired(card.expirationMonth, card.expirationYear)
    ) {
      throw new AppError('BAD_USER_INPUT', 'cardExpired');
    }
    return card;
  }

  private async provider(serviceProviderKey: string | null | undefined): Promise<PaymentsProvider> {
    const configured = await this.configuration.getConfiguration('PAYMENTS_PROVIDER');
    const provider = this.providerFor(configured?.value);
    if (!provider || (serviceProviderKey && serviceProviderKey !== provider.key)) {
      throw new AppError('BAD_USER_INPUT', 'paymentProviderUnavailable');
    }
    return provider;
  }

  private async describe(provider: PaymentsProvider, token: string): Promise<CardDescription> {
    try {
      return await provider.describeToken(token);
    } catch (error) {
      if (error instanceof PaymentsError) throw new AppError('BAD_USER_INPUT', 'cardTokenInvalid');
      throw error;
    }
  }

  /** The rules every new card meets, checked against the participant's current cards. */
  private checkNewCard(existing: PaymentCardRow[], card: CardDescription, month: number, year: number): void {
    if (!canAddCard(existing.length)) throw new AppError('BAD_USER_INPUT', 'maxCards');
    if (isCardExpired(month, year)) throw new AppError('BAD_USER_INPUT', 'cardExpired');
    if (existing.some((c) => c.fingerprint && c.fingerprint === card.fingerprint)) {
      throw new AppError('BAD_USER_INPUT', 'cardAlreadySaved');
    }
  }

  /**
   * Saves a card: checks, the $1 pre-authorisation and its reversal (recorded in
   * payment_card_authorizations), then the row, in one database transaction under the participant's
   * card lock. A declined card stores nothing.
   */
  private async saveCard(actor: Actor, input: NewCard): Promise<PaymentCardRow> {
    const { username, provider, card } = input;
    this.checkNewCard(
      await this.repo.listAllByUsername(this.repo.db, username),
      card,
      input.expirationMonth,
      input.expirationYear,
    );

    let authorizationId: string;
    try {
      authorizationId = await provider.preauthorize(card.externalId, CARD_PREAUTHORIZATION_CENTS);
    } catch (error) {
      if (error instanceof PaymentsError && (error.reason === 'unavailable' || error.reason === 'timeout')) {
        // Nothing is saved; the participant can simply try again later.
        throw new AppError('SERVICE_UNAVAILABLE', 'cardProcessorUnavailable');
      }
      if (error instanceof PaymentsError) {
        throw new AppError('BAD_USER_INPUT', error.reason === 'declined' ? 'cardDeclined' : 'cardTokenInvalid');
      }
      throw error;
    }
    const authorizedAt = new Date();
    let reversedAt: Date | null = null;
    let reversalError: string | null = null;
    try {
      await provider.reverse(authorizationId);
      reversedAt = new Date();
    } catch (error) {
      // The card is verified; the hold stays recorded as 'authorized' so it can be released later.
      reversalError = error instanceof Error ? error.message : String(error);
    }

    return withActor(this.repo.db, actor.username, async (tx) => {
      await this.repo.lockParticipantCards(tx, username);
      const existing = await this.repo.listAllByUsername(tx, username);
      this.checkNewCard(existing, card, input.expirationMonth, input.expirationYear);
      // The first card becomes the default; a new default clears the others first (one default each).
      const isDefault = input.isDefault || !existing.some((c) => c.isDefault);
      if (isDefault) {
        for (const c of existing.filter((e) => e.isDefault)) {
          await this.repo.update(tx, c.id, { isDefault: false, updatedBy: actor.username });
        }
      }
      const saved = await this.repo.insert(tx, {
        username,
        alias: input.alias ?? null,
        brand: card.brand,
        last4: card.last4,
        nameOnCard: input.nameOnCard,
        expirationMonth: input.expirationMonth,
        expirationYear: input.expirationYear,
        billingZip: input.billingZip,
        isDefault,
        externalId: card.externalId,
        fingerprint: card.fingerprint,
        serviceProviderKey: provider.key,
        createdBy: actor.username,
        updatedBy: actor.username,
      });
      await this.repo.insertAuthorization(tx, {
        cardId: saved.id,
        username,
        serviceProviderKey: provider.key,
        authorizationId,
        amountCents: CARD_PREAUTHORIZATION_CENTS,
        status: reversedAt ? 'reversed' : 'authorized',
        message: reversalError,
        authorizedAt,
        reversedAt,
      });
      return saved;
    });
  }

  /** Common start of the saving operations: who, whose, and whether saving is allowed now. */
  private async begin(actor: Actor | null, username: string, serviceProviderKey: string | null | undefined) {
    const a = requireActor(actor);
    await this.participants.getParticipant(a, username);
    await this.ensurePaymentsAllowed(a);
    return { actor: a, provider: await this.provider(serviceProviderKey) };
  }

  /** The manual card form: a provider token plus the name on card and expiry typed by hand. */
  async createPaymentCard(actor: Actor | null, raw: unknown): Promise<PaymentCardRow> {
    requireActor(actor);
    const input = validate(createPaymentCardSchema, raw);
    const { actor: a, provider } = await this.begin(actor, input.username, input.serviceProviderKey);
    const card = await this.describe(provider, input.token);
    if (card.expirationMonth !== input.expirationMonth || card.expirationYear !== input.expirationYear) {
      throw new AppError('BAD_USER_INPUT', 'cardExpiryMismatch');
    }
    return this.saveCard(a, {
      username: input.username,
      provider,
      card,
      nameOnCard: input.nameOnCard,
      billingZip: input.billingZip,
      alias: input.alias ?? null,
      isDefault: input.isDefault,
      expirationMonth: input.expirationMonth,
      expirationYear: input.expirationYear,
    });
  }

  /** The card-entry widget's token: brand, last four and expiry come from the provider. */
  async storePaymentCardByToken(actor: Actor | null, raw: unknown): Promise<{ paymentMethodId: string }> {
    requireActor(actor);
    const input = validate(storePaymentCardByTokenSchema, raw);
    const { actor: a, provider } = await this.begin(actor, input.username, input.serviceProviderKey);
    const card = await this.describe(provider, input.token);
    const saved = await this.saveCard(a, {
      username: input.username,
      provider,
      card,
      nameOnCard: input.nameOnCard ?? null,
      billingZip: null,
      alias: null,
      isDefault: input.isDefault,
      expirationMonth: card.expirationMonth,
      expirationYear: card.expirationYear,
    });
    return { paymentMethodId: saved.id };
  }

  /** Edits name, alias, expiry or the default flag; updatedBy is the signed-in user, whatever is sent. */
  async updatePaymentCard(actor: Actor | null, raw: unknown): Promise<PaymentCardRow> {
    const a = requireActor(actor);
    const input = validate(updatePaymentCardSchema, raw);
    requireSelfOrAdmin(a, input.username);
    await this.ensurePaymentsAllowed(a);
    if (
      input.expirationMonth !== undefined &&
      input.expirationYear !== undefined &&
      isCardExpired(input.expirationMonth, input.expirationYear)
    ) {
      throw new AppError('BAD_USER_INPUT', 'cardExpired');
    }
    return withActor(this.repo.db, a.username, async (tx) => {
      await this.repo.lockParticipantCards(tx, input.username);
      const card = await this.repo.findById(input.id, tx);
      if (!card || card.username !== input.username) throw new AppError('NOT_FOUND', 'paymentCardNotFound');
      if (input.isDefault === false && card.isDefault) throw new AppError('BAD_USER_INPUT', 'defaultCardRequired');
      if (input.isDefault === true && !card.isDefault) {
        await this.repo.clearOtherDefaults(tx, input.username, card.id, a.username);
      }
      const updated = await this.repo.update(tx, card.id, {
        ...(input.expirationMonth !== undefined ? { expirationMonth: input.expirationMonth } : {}),
        ...(input.expirationYear !== undefined ? { expirationYear: input.expirationYear } : {}),
        ...(input.nameOnCard !== undefined ? { nameOnCard: input.nameOnCard } : {}),
        ...(input.alias !== undefined ? { alias: input.alias } : {}),
        ...(input.isDefault ? { isDefault: true } : {}),
        updatedBy: a.username,
      });
      if (!updated) throw new AppError('NOT_FOUND', 'paymentCardNotFound');
      return updated;
    });
  }

  /**
   * Deletes a card (allowed even while payments are disabled: a participant can always remove their
   * card). A card used by a payment in progress stays; deleting the default makes the newest remaining
   * card the default.
   */
  async deletePaymentCard(actor: Actor | null, raw: unknown): Promise<PaymentCardRow> {
    const a = requireActor(actor);
    const input = validate(deletePaymentCardSchema, raw);
    requireSelfOrAdmin(a, input.username);
    return withActor(this.repo.db, a.username, async (tx) => {
      await this.repo.lockParticipantCards(tx, input.username);
      const card = await this.repo.findById(input.id, tx);
      if (!card || card.username !== input.username) throw new AppError('NOT_FOUND', 'paymentCardNotFound');
      if (await this.usage.hasPendingPaymentWithCard(tx, card.id)) {
        throw new AppError('BAD_USER_INPUT', 'cardInUse');
      }
      const deleted = await this.repo.delete(tx, card.id);
      if (!deleted) throw new AppError('NOT_FOUND', 'paymentCardNotFound');
      if (deleted.isDefault) {
        const [newest] = await this.repo.listAllByUsername(tx, input.username);
        if (newest) await this.repo.update(tx, newest.id, { isDefault: true, updatedBy: a.username });
      }
      return deleted;
    });
  }

  // ---- Charges and refunds through the provider (the payment lifecycle's worker and staff refunds) ----

  /**
   * The charge attempt for a pending transaction, written in the caller's database transaction (which
   * holds the transaction's row lock and commits BEFORE the provider is called, so a crash leaves a record
   * with its key): the open attempt (started or unknown: repeated with the same key), the approved one
   * (nothing to send again), or else a new attempt numbered after the last, with the transaction's card.
   */
  async openChargeAttempt(tx: Executor, transaction: AttemptTransaction): Promise<OpenedAttempt> {
    const latest = await this.repo.latestAttempt(tx, transaction.id);
    if (latest && latest.kind === 'charge' && latest.status !== 'declined') return { attempt: latest };
    const card = transaction.paymentMethodId ? await this.repo.findById(transaction.paymentMethodId, tx) : null;
    if (!card?.externalId || card.username !== transaction.username) return { failure: 'paymentCardUnavailable' };
    const provider = this.providerFor(card.serviceProviderKey);
    if (!provider) return { failure: 'paymentProviderUnavailable' };
    const number = (latest?.attempt ?? 0) + 1;
    const attempt = await this.repo.insertAttempt(tx, {
      transactionId: transaction.id,
      username: transaction.username,
      kind: 'charge',
      attempt: number,
      idempotencyKey: attemptIdempotencyKey('charge', transaction.id, number),
      status: 'started',
      amountCents: transaction.amountCents,
      serviceProviderKey: provider.key,
      paymentMethodId: card.id,
      paymentMethodToken: card.externalId,
    });
    return { attempt };
  }

  /** The refund attempt of a pending refund transaction (written by createRefundAttempt). */
  async openRefundAttempt(tx: Executor, transaction: AttemptTransaction): Promise<OpenedAttempt> {
    const latest = await this.repo.latestAttempt(tx, transaction.id);
    if (latest?.kind !== 'refund') return { failure: 'refundNoCardCharge' };
    if (latest.status === 'declined') return { failure: 'refundDeclined' };
    return { attempt: latest };
  }

  /** The approved card charge of a transaction, or null (paid another way, or never charged). */
  approvedCharge(tx: Executor, transactionId: string): Promise<PaymentAttemptRow | null> {
    return this.repo.approvedCharge(tx, transactionId);
  }

  /** Cents already refunded (or being refunded) of a transaction's charge. */
  refundedCents(tx: Executor, transactionId: string): Promise<number> {
    return this.repo.refundedCents(tx, transactionId);
  }

  /** The attempt of a new refund transaction, written in the staff's database transaction that creates it. */
  createRefundAttempt(
    tx: Executor,
    input: { refund: AttemptTransaction; refundedTransactionId: string; charge: PaymentAttemptRow },
  ): Promise<PaymentAttemptRow> {
    const { refund, charge } = input;
    return this.repo.insertAttempt(tx, {
      transactionId: refund.id,
      username: refund.username,
      kind: 'refund',
      attempt: 1,
      idempotencyKey: attemptIdempotencyKey('refund', refund.id, 1),
      status: 'started',
      amountCents: refund.amountCents,
      serviceProviderKey: charge.serviceProviderKey,
      paymentMethodId: charge.paymentMethodId,
      paymentMethodToken: charge.paymentMethodToken,
      refundedTransactionId: input.refundedTransactionId,
      chargeReference: charge.providerReference,
    });
  }

  /**
   * Sends an attempt to the provider with its idempotency key and returns the answer. A timeout, an
   * unavailable provider or any unexpected error is 'unknown' (the charge may or may not have been made:
   * repeat with the same key); other provider refusals are final declines.
   */
  async send(attempt: PaymentAttemptRow): Promise<ProviderAnswer> {
    const provider = this.providerFor(attempt.serviceProviderKey);
    if (!provider)
      return { status: 'unknown', message: `payments provider ${attempt.serviceProviderKey} is not available` };
    try {
      const call =
        attempt.kind === 'charge'
          ? provider.charge({
              token: attempt.paymentMethodToken ?? '',
              amountCents: attempt.amountCents,
              idempotencyKey: attempt.idempotencyKey,
            })
          : provider.refund({
              chargeReference: attempt.chargeReference ?? '',
              amountCents: attempt.amountCents,
              idempotencyKey: attempt.idempotencyKey,
            });
      const operation = await withTimeout(call, PROVIDER_ANSWER_TIMEOUT_MS);
      return {
        status: operation.status,
        reference: operation.reference,
        message: operation.message,
        response: { ...operation, createdAt: operation.createdAt.toISOString() },
      };
    } catch (error) {
      if (error instanceof PaymentsError && error.reason !== 'timeout' && error.reason !== 'unavailable') {
        return { status: 'declined', reference: null, message: error.message, response: { error: error.reason } };
      }
      return { status: 'unknown', message: error instanceof Error ? error.message : String(error) };
    }
  }

  /** Records the provider's answer on the attempt, in the worker's database transaction. */
  async recordAnswer(tx: Executor, attempt: PaymentAttemptRow, answer: ProviderAnswer): Promise<void> {
    await this.repo.recordAnswer(
      tx,
      attempt.id,
      answer.status === 'unknown'
        ? { status: 'unknown', message: answer.message }
        : {
            status: answer.status,
            providerReference: answer.reference,
            message: answer.message,
            response: answer.response,
          },
    );
  }

  /** See PaymentsRepository.tryPaymentLease: one worker at a time per transaction. */
  tryPaymentLease(tx: Executor, transactionId: string): Promise<boolean> {
    return this.repo.tryPaymentLease(tx, transactionId);
  }

  /** Attempts of transactions the caller may already read (staff views and tests). */
  attemptsOfTransactions(transactionIds: readonly string[], executor?: Executor): Promise<PaymentAttemptRow[]> {
    return this.repo.attemptsOfTransactions(transactionIds, executor);
  }

  /**
   * Staff: the provider calls of a transaction and of the refunds of its charge, with the provider's
   * answers (at most PAYMENT_ATTEMPTS_MAX; a payment is retried a handful of times).
   */
  async getPaymentAttemptsByTransactionId(actor: Actor | null, transactionId: string): Promise<PaymentAttemptRow[]> {
    requireAdmin(actor);
    return this.repo.attemptsAboutTransaction(transactionId, PAYMENT_ATTEMPTS_MAX);
  }
}
