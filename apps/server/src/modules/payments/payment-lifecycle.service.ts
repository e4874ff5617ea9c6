import {
  isPayableTransaction,
  type MessageKey,
  messages,
  payTransactionsSchema,
  refundTransactionSchema,
} from '@rc/domain';
import { type Transaction, withActor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { type JobQueue, noJobs } from '../../jobs/jobs.js';
import { validate } from '../../lib/validation.js';
import type { BillingService, TransactionRow, TransactionView } from '../billing/billing.service.js';
import { STANDING_PARTICIPANT_JOB } from '../billing/standing.jobs.js';
import { type Actor, requireActor, requireAdmin, requireSelfOrAdmin } from '../identity/actor.js';
import type { StatementsService } from '../statements/statements.service.js';
import type { PaymentAttemptRow } from './payments.repository.js';
import type { PaymentsService, ProviderAnswer } from './payments.service.js';

/** The payment worker's queue: one job per transaction to charge (or refund). */
export const PAYMENT_JOB = 'payments.process';
/** The every-minute safety net that hands unattended pending payments back to the worker. */
export const PAYMENT_RECOVERY_JOB = 'payments.recover';
/** Jobs act as this user in the audit trail. */
const SYSTEM = 'System';
/** A pending transaction untouched this long, with no worker on it, is handed to the worker again. */
export const PAYMENT_RECOVERY_AFTER_MS = 30_000;

/** What one run of the payment worker did with a transaction. */
export type PaymentRun = 'processed' | 'failed' | 'unknown' | 'skipped' | 'busy';

/**
 * A payment from the Pay button to the provider and back: paying (created or failed transactions
 * become pending with one of the participant's cards and get a worker job), the worker (one attempt
 * at a time under the payment lease, exactly one charge per transaction), recovery and staff refunds.
 * The transactions are billing's (its ledger operations, in this module's database transactions); the
 * cards and attempts are this module's; what a statement transaction bills is statements' (told in
 * the same database transaction, so a transaction is never processed while its statement is not);
 * the standing re-evaluation after a payment is billing's `billing.standing.participant` job, queued
 * in the transaction that settles the payment.
 */
export class PaymentLifecycleService {
  constructor(
    private readonly db: Database,
    private readonly deps: {
      billing: BillingService;
      payments: PaymentsService;
      statements: StatementsService;
      jobs?: JobQueue;
    },
  ) {}

  private get jobs(): JobQueue {
    return this.deps.jobs ?? noJobs;
  }

  /**
   * The updateTransaction mutation: paying (`ids`, `username`, `paymentMethodId`; the participant or
   * staff), or a staff edit of one transaction (`id` with status, statusMessage or description), which
   * is billing's.
   */
  async updateTransaction(actor: Actor | null, raw: unknown): Promise<TransactionView[]> {
    const a = requireActor(actor);
    const input = (raw ?? {}) as Record<string, unknown>;
    if (input.ids != null) {
      const extra = ['id', 'status', 'statusMessage', 'description'].filter((k) => input[k] != null);
      if (extra.length) {
        throw new AppError(
          'BAD_USER_INPUT',
          'invalidInput',
          `Paying takes ids, username and paymentMethodId only (not ${extra.join(', ')}).`,
        );
      }
      return this.pay(a, input);
    }
    return this.deps.billing.editTransaction(a, input);
  }

  /**
   * Marks each given transaction that is created or failed as pending with the participant's card and
   * queues its payment job, in one database transaction (the job exists exactly when the transaction is
   * pending); the others are left as they are. None payable: 'There are no unpaid transactions'. The rows
   * are locked, so of two clicks or two tabs paying at once, the second finds them pending and is refused:
   * a transaction is handed to the worker once per payment.
   */
  private async pay(actor: Actor, raw: unknown): Promise<TransactionView[]> {
    const { billing, payments, statements } = this.deps;
    const input = validate(payTransactionsSchema, raw);
    requireSelfOrAdmin(actor, input.username);
    await payments.ensurePaymentsAllowed(actor);
    const ids = [...new Set(input.ids)];
    const updated = await withActor(this.db, actor.username, async (tx) => {
      const card = await payments.cardForPayment(tx, input.username, input.paymentMethodId);
      const rows = await billing.lockTransactions(tx, input.username, ids);
      if (rows.length !== ids.length) throw new AppError('NOT_FOUND', 'transactionNotFound');
      const payable = rows.filter(isPayableTransaction);
      if (payable.length === 0) throw new AppError('BAD_USER_INPUT', 'noUnpaidTransactions');
      const pending = await billing.updateTransactions(
        tx,
        payable.map((r) => r.id),
        { status: 'pending', paymentMethodId: card.id, statusMessage: null, updatedBy: actor.username },
      );
      for (const row of pending) {
        // Paying again after a failure: what it bills is pending again.
        if (payable.find((r) => r.id === row.id)?.status === 'failed') await statements.paymentRetried(tx, row.id);
        await this.jobs.sendInTransaction(tx, PAYMENT_JOB, { transactionId: row.id }, { singletonKey: row.id });
      }
      return pending;
    });
    return billing.viewTransactions(updated);
  }

  /**
   * The payment worker, for one pending transaction (a charge, or a staff refund), under the
   * transaction's payment lease (one worker at a time; released if the process dies):
   * 1. under the row lock: skip anything not pending, open the attempt (the open one, so its key is
   *    repeated; or a new one) and commit it BEFORE the provider is called;
   * 2. send the attempt with its idempotency key (no row lock held while the provider answers);
   * 3. under the row lock: record the answer on the attempt, then processed (paidAt; statements marks
   *    what it bills paid and settles its statement) or failed (statusMessage, retries + 1, what it bills
   *    failed).
   * An unknown outcome (timeout, provider unavailable) leaves the transaction pending with the message
   * paymentWaitingForProcessor and the attempt open: the job's retries (with back-off), then the
   * every-minute recovery, repeat the SAME key until the provider answers with its first outcome. So
   * does a crash at any point. Running it twice, or in two processes at once, charges once.
   */
  async processPayment(transactionId: string): Promise<PaymentRun> {
    const { billing, payments, statements } = this.deps;
    return this.db.transaction(async (lease) => {
      if (!(await payments.tryPaymentLease(lease, transactionId))) return 'busy';
      const opened = await withActor(this.db, SYSTEM, async (tx) => {
        const [row] = await billing.lockTransaction(tx, transactionId);
        if (row?.status !== 'pending') return 'skipped' as const;
        const attempt =
          row.type === 'refund' ? await payments.openRefundAttempt(tx, row) : await payments.openChargeAttempt(tx, row);
        if ('failure' in attempt) {
          await this.recordPaymentFailure(tx, row, attempt.failure, null);
          return 'failed' as const;
        }
        return attempt.attempt;
      });
      if (typeof opened === 'string') return opened;
      const attempt = opened;
      const answer = attempt.status === 'approved' ? answerOf(attempt) : await payments.send(attempt);
      return withActor(this.db, SYSTEM, async (tx): Promise<PaymentRun> => {
        // The attempt keeps the provider's answer even if staff changed the transaction meanwhile.
        if (attempt.status !== 'approved') await payments.recordAnswer(tx, attempt, answer);
        const [row] = await billing.lockTransaction(tx, transactionId);
        if (row?.status !== 'pending') return 'skipped';
        if (answer.status === 'unknown') {
          // Participant and staff see why it is still pending; settling (or a decline) replaces it.
          if (row.statusMessage !== messages.paymentWaitingForProcessor) {
            await billing.updateTransactions(tx, [row.id], {
              statusMessage: messages.paymentWaitingForProcessor,
              updatedBy: SYSTEM,
            });
          }
          return 'unknown';
        }
        if (answer.status === 'declined') {
          await this.recordPaymentFailure(tx, row, row.type === 'refund' ? 'refundDeclined' : 'cardDeclined', answer);
          return 'failed';
        }
        const now = new Date();
        await billing.updateTransactions(tx, [row.id], {
          status: 'processed',
          statusMessage: null,
          paidAt: now,
          paymentProcessorResponse: { referenceNumber: answer.reference, transactionResponse: answer.response },
          updatedBy: SYSTEM,
        });
        // Its statement and the older ones it carried are settled, their segments and adjustments paid.
        if (row.type === 'transaction') await statements.paymentSettled(tx, row, now, SYSTEM);
        // Paying what was overdue restores the account at once, not at the next daily standing run.
        await this.jobs.sendInTransaction(tx, STANDING_PARTICIPANT_JOB, { username: row.username });
        return 'processed';
      });
    });
  }

  private async recordPaymentFailure(
    tx: Transaction,
    row: TransactionRow,
    message: MessageKey,
    answer: ProviderAnswer | null,
  ): Promise<void> {
    await this.deps.billing.updateTransactions(tx, [row.id], {
      status: 'failed',
      statusMessage: messages[message],
      retries: row.retries + 1,
      ...(answer && answer.status !== 'unknown'
        ? { paymentProcessorResponse: { referenceNumber: answer.reference, transactionResponse: answer.response } }
        : {}),
      updatedBy: SYSTEM,
    });
    if (row.type === 'transaction') await this.deps.statements.paymentFailed(tx, row.id);
  }

  /**
   * Hands pending transactions that nobody is processing back to the worker: after a crash (the dead
   * worker's job stays active until pg-boss expires it) or when a job's retries ran out while the
   * provider did not answer. Transactions a live worker holds the lease of are skipped; a job already
   * queued for a transaction is not queued twice (singleton key). Returns how many were queued.
   */
  async recoverPendingPayments(now: Date = new Date(), limit = 500): Promise<number> {
    return withActor(this.db, SYSTEM, async (tx) => {
      const rows = await this.deps.billing.lockUnattendedPendingTransactions(
        tx,
        new Date(now.getTime() - PAYMENT_RECOVERY_AFTER_MS),
        limit,
      );
      let queued = 0;
      for (const { id } of rows) {
        if (!(await this.deps.payments.tryPaymentLease(tx, id))) continue;
        if (await this.jobs.sendInTransaction(tx, PAYMENT_JOB, { transactionId: id }, { singletonKey: id })) queued++;
      }
      return queued;
    });
  }

  /**
   * Staff refund of a processed card payment: a refund transaction (type refund, pending) and its
   * provider attempt are written under the paid transaction's lock (so two refunds never exceed what was
   * paid), then the refund is sent at once; a worker job queued with it finishes it if this request
   * cannot (timeout, crash). The provider call is idempotent by the attempt's key.
   */
  async refundTransaction(actor: Actor | null, raw: unknown): Promise<TransactionView> {
    const { billing, payments } = this.deps;
    const admin = requireAdmin(actor);
    const input = validate(refundTransactionSchema, raw);
    const refund = await withActor(this.db, admin.username, async (tx) => {
      const [original] = await billing.lockTransaction(tx, input.transactionId);
      if (!original) throw new AppError('NOT_FOUND', 'transactionNotFound');
      // A repeated request (a double click, a retry after a lost answer) finds its refund, made under this lock.
      if (input.id) {
        const [earlier] = await billing.lockTransaction(tx, input.id);
        if (earlier) {
          const attempts = await payments.attemptsOfTransactions([earlier.id], tx);
          if (earlier.type !== 'refund' || !attempts.some((a) => a.refundedTransactionId === original.id)) {
            throw new AppError(
              'BAD_USER_INPUT',
              'invalidInput',
              'This refund id is already used by another transaction.',
            );
          }
          return earlier;
        }
      }
      if (original.type !== 'transaction' || original.status !== 'processed') {
        throw new AppError('BAD_USER_INPUT', 'refundNotAllowed');
      }
      const charge = await payments.approvedCharge(tx, original.id);
      if (!charge?.providerReference) throw new AppError('BAD_USER_INPUT', 'refundNoCardCharge');
      const left = charge.amountCents - (await payments.refundedCents(tx, original.id));
      if (left <= 0) throw new AppError('BAD_USER_INPUT', 'refundAlreadyRefunded');
      const amountCents = input.amountCents ?? left;
      if (amountCents > left) throw new AppError('BAD_USER_INPUT', 'refundTooLarge');
      const created = await billing.insertTransaction(tx, {
        ...(input.id ? { id: input.id } : {}),
        username: original.username,
        type: 'refund',
        status: 'pending',
        subtotalCents: amountCents,
        amountCents,
        paymentMethodId: original.paymentMethodId,
        // Staff's reason (required), shown as written.
        description: input.description,
        createdBy: admin.username,
        updatedBy: admin.username,
      });
      await payments.createRefundAttempt(tx, { refund: created, refundedTransactionId: original.id, charge });
      await this.jobs.sendInTransaction(
        tx,
        PAYMENT_JOB,
        { transactionId: created.id },
        // Normally this request finishes the refund itself; the job is the safety net.
        { singletonKey: created.id, startAfter: 10 },
      );
      return created;
    });
    try {
      if (refund.status === 'pending') await this.processPayment(refund.id);
    } catch {
      // The refund stays pending; its queued job finishes it (same idempotency key).
    }
    const row = await billing.getTransaction(admin, refund.id);
    const [view] = row ? [row] : await billing.viewTransactions([refund]);
    if (!view) throw new Error('refund transaction vanished');
    return view;
  }
}

/** The recorded answer of an approved attempt, to finish a transaction without asking the provider again. */
function answerOf(attempt: PaymentAttemptRow): ProviderAnswer {
  return {
    status: 'approved',
    reference: attempt.providerReference,
    message: attempt.message,
    response: attempt.response ?? {},
  };
}
