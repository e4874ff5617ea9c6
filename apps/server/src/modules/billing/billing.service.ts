import {
  BILLING_AGE_CONFIGURATION_KEYS,
  type BillingAges,
  type BillingStanding,
  billingAgesFromConfiguration,
  editTransactionSchema,
  isPayableTransaction,
  type MessageKey,
  messages,
  payTransactionsSchema,
  refundTransactionSchema,
  statementStanding,
  transactionStanding,
} from '@rc/domain';
import { type Executor, type Transaction, withActor } from '../../db/actor.js';
import { AppError } from '../../errors.js';
import { type JobQueue, noJobs } from '../../jobs/jobs.js';
import type { Page } from '../../lib/cursor.js';
import type { DateKeyCondition } from '../../lib/filters.js';
import { type PageArgs, paginate, timeKey } from '../../lib/pagination.js';
import { validate } from '../../lib/validation.js';
import type { ConfigurationService } from '../configuration/configuration.service.js';
import { type Actor, requireActor, requireAdmin, requireSelfOrAdmin } from '../identity/actor.js';
import type { PaymentAttemptRow } from '../payments/payments.repository.js';
import type { PaymentsService, ProviderAnswer } from '../payments/payments.service.js';
import type {
  BillingRepository,
  StatementFilter,
  StatementRow,
  TransactionAdjustmentRow,
  TransactionRow,
  TransactionSegmentRow,
} from './billing.repository.js';

/** A transaction with its derived fields: standing, and the paying card's brand and last four. */
export interface TransactionView extends TransactionRow {
  standing: BillingStanding;
  paymentType: string | null;
  paymentInfo: string | null;
}

export interface StatementView extends StatementRow {
  standing: BillingStanding;
}

export interface TransactionListFilter {
  status?: string | null;
}

/** The payment worker's queue: one job per transaction to charge (or refund). */
export const PAYMENT_JOB = 'payments.process';
/** Jobs act as this user in the audit trail. */
const SYSTEM = 'System';
/** A pending transaction untouched this long, with no worker on it, is handed to the worker again. */
export const PAYMENT_RECOVERY_AFTER_MS = 30_000;

/**
 * Statements' part in a payment (statements/statements.service.ts): a transaction can carry older
 * unpaid transactions, whose statements, segments and adjustments follow its payment.
 */
export interface CarriedItems {
  settleCarried(tx: Executor, transactionId: string, paidAt: Date, actor: string): Promise<number>;
  markCarriedItems(tx: Executor, transactionId: string, status: 'pending' | 'failed'): Promise<void>;
}

/** What one run of the payment worker did with a transaction. */
export type PaymentRun = 'processed' | 'failed' | 'unknown' | 'skipped' | 'busy';

/**
 * Transactions and statements: who may read them (own or admin), paying (created or failed become
 * pending with one of the participant's cards), staff edits, and the billing standing.
 */
export class BillingService {
  constructor(
    private readonly repo: BillingRepository,
    private readonly payments: PaymentsService,
    private readonly configuration: ConfigurationService,
    private readonly jobs: JobQueue = noJobs,
    private readonly carried: () => CarriedItems | null = () => null,
  ) {}

  /** BILLING_BALANCE_DUE/OVERDUE/DEFAULT_DAYS, with the spec's defaults for missing values. */
  async billingAges(): Promise<BillingAges> {
    const read = async (key: string) => (await this.configuration.getConfiguration(key))?.value ?? null;
    return billingAgesFromConfiguration({
      dueDays: await read(BILLING_AGE_CONFIGURATION_KEYS.dueDays),
      overdueDays: await read(BILLING_AGE_CONFIGURATION_KEYS.overdueDays),
      defaultDays: await read(BILLING_AGE_CONFIGURATION_KEYS.defaultDays),
    });
  }

  /** Adds the derived fields to a page of transactions with one query per related table. */
  private async viewTransactions(rows: TransactionRow[]): Promise<TransactionView[]> {
    if (rows.length === 0) return [];
    const statementIds = [...new Set(rows.flatMap((r) => (r.statementId ? [r.statementId] : [])))];
    const cardIds = [...new Set(rows.flatMap((r) => (r.paymentMethodId ? [r.paymentMethodId] : [])))];
    const [statements, cards, ages] = await Promise.all([
      this.repo.findStatements(statementIds),
      this.payments.findCardsByIds(cardIds),
      this.billingAges(),
    ]);
    const statementById = new Map(statements.map((s) => [s.id, s]));
    const cardById = new Map(cards.map((c) => [c.id, c]));
    const now = new Date();
    return rows.map((r) => {
      const card = r.paymentMethodId ? cardById.get(r.paymentMethodId) : undefined;
      const statement = r.statementId ? (statementById.get(r.statementId) ?? null) : null;
      return {
        ...r,
        standing: transactionStanding({ transaction: r, statement, now, ages }),
        paymentType: card?.brand ?? null,
        paymentInfo: card?.last4 ?? null,
      };
    });
  }

  private async viewStatements(rows: StatementRow[]): Promise<StatementView[]> {
    if (rows.length === 0) return [];
    const ages = await this.billingAges();
    const now = new Date();
    return rows.map((s) => ({
      ...s,
      standing: statementStanding({ statement: s, now, ages }),
    }));
  }

  private async transactionPage(
    args: PageArgs,
    defaultDirection: 'ASC' | 'DESC',
    fetch: Parameters<typeof paginate<TransactionRow>>[1]['fetch'],
  ): Promise<Page<TransactionView>> {
    const page = await paginate(args, {
      defaultDirection,
      arity: 2,
      keyOf: (t) => [timeKey(t.createdAt), t.id],
      fetch,
    });
    return { items: await this.viewTransactions(page.items), nextToken: page.nextToken };
  }

  getTransactionsByUsernameByCreatedAt(
    actor: Actor | null,
    args: PageArgs & { username: string; createdAt?: DateKeyCondition | null; filter?: TransactionListFilter | null },
  ): Promise<Page<TransactionView>> {
    requireSelfOrAdmin(actor, args.username);
    return this.transactionPage(args, 'DESC', (q) =>
      this.repo.listTransactionsByUsername({
        ...q,
        username: args.username,
        createdAt: args.createdAt,
        status: args.filter?.status,
      }),
    );
  }

  async getTransactionsByStatementId(
    actor: Actor | null,
    args: PageArgs & { statementId: string },
  ): Promise<Page<TransactionView>> {
    requireActor(actor);
    const statement = await this.repo.findStatement(args.statementId);
    if (!statement) throw new AppError('NOT_FOUND', 'statementNotFound');
    requireSelfOrAdmin(actor, statement.username);
    return this.transactionPage(args, 'ASC', (q) =>
      this.repo.listTransactionsByStatement({ ...q, statementId: statement.id }),
    );
  }

  getTransactionsByTypeByCreatedAt(
    actor: Actor | null,
    args: PageArgs & { type: string; createdAt?: DateKeyCondition | null; filter?: TransactionListFilter | null },
  ): Promise<Page<TransactionView>> {
    requireAdmin(actor);
    return this.transactionPage(args, 'DESC', (q) =>
      this.repo.listTransactionsByType({
        ...q,
        type: args.type,
        createdAt: args.createdAt,
        status: args.filter?.status,
      }),
    );
  }

  /** One transaction: null when there is none; another participant's is refused. */
  async getTransaction(actor: Actor | null, id: string): Promise<TransactionView | null> {
    requireActor(actor);
    const row = await this.repo.findTransaction(id);
    if (!row) return null;
    requireSelfOrAdmin(actor, row.username);
    const [view] = await this.viewTransactions([row]);
    return view ?? null;
  }

  private async readableTransaction(actor: Actor | null, transactionId: string): Promise<TransactionRow> {
    requireActor(actor);
    const row = await this.repo.findTransaction(transactionId);
    if (!row) throw new AppError('NOT_FOUND', 'transactionNotFound');
    requireSelfOrAdmin(actor, row.username);
    return row;
  }

  async getTripSegmentsByTransactionId(
    actor: Actor | null,
    args: PageArgs & { transactionId: string },
  ): Promise<Page<TransactionSegmentRow>> {
    const transaction = await this.readableTransaction(actor, args.transactionId);
    return this.segmentsOf(transaction.id, args);
  }

  async getTripAdjustmentsByTransactionId(
    actor: Actor | null,
    args: PageArgs & { transactionId: string },
  ): Promise<Page<TransactionAdjustmentRow>> {
    const transaction = await this.readableTransaction(actor, args.transactionId);
    return this.adjustmentsOf(transaction.id, args);
  }

  /** Segments of a transaction the caller has already been allowed to read. */
  segmentsOf(transactionId: string, args: PageArgs): Promise<Page<TransactionSegmentRow>> {
    return paginate(args, {
      defaultDirection: 'ASC',
      arity: 2,
      keyOf: (s) => [timeKey(s.createdAt), s.id],
      fetch: (q) => this.repo.listSegmentsByTransaction({ ...q, transactionId }),
    });
  }

  /** Adjustments of a transaction the caller has already been allowed to read. */
  adjustmentsOf(transactionId: string, args: PageArgs): Promise<Page<TransactionAdjustmentRow>> {
    return paginate(args, {
      defaultDirection: 'ASC',
      arity: 2,
      keyOf: (s) => [timeKey(s.createdAt), s.id],
      fetch: (q) => this.repo.listAdjustmentsByTransaction({ ...q, transactionId }),
    });
  }

  /**
   * Paying (`ids`, `username`, `paymentMethodId`; the participant or staff), or a staff edit of one
   * transaction (`id` with status, statusMessage or description).
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
    return this.edit(a, input);
  }

  /**
   * Marks each given transaction that is created or failed as pending with the participant's card and
   * queues its payment job, in one database transaction (the job exists exactly when the transaction is
   * pending); the others are left as they are. None payable: 'There are no unpaid transactions'. The rows
   * are locked, so of two clicks or two tabs paying at once, the second finds them pending and is refused:
   * a transaction is handed to the worker once per payment.
   */
  private async pay(actor: Actor, raw: unknown): Promise<TransactionView[]> {
    const input = validate(payTransactionsSchema, raw);
    requireSelfOrAdmin(actor, input.username);
    await this.payments.ensurePaymentsAllowed(actor);
    const ids = [...new Set(input.ids)];
    const updated = await withActor(this.repo.db, actor.username, async (tx) => {
      const card = await this.payments.cardForPayment(tx, input.username, input.paymentMethodId);
      const rows = await this.repo.lockTransactions(tx, input.username, ids);
      if (rows.length !== ids.length) throw new AppError('NOT_FOUND', 'transactionNotFound');
      const payable = rows.filter(isPayableTransaction);
      if (payable.length === 0) throw new AppError('BAD_USER_INPUT', 'noUnpaidTransactions');
      const pending = await this.repo.updateTransactions(
        tx,
        payable.map((r) => r.id),
        { status: 'pending', paymentMethodId: card.id, statusMessage: null, updatedBy: actor.username },
      );
      for (const row of pending) {
        // Paying again after a failure: what it bills is pending again.
        if (payable.find((r) => r.id === row.id)?.status === 'failed') {
          await this.repo.setBilledPaymentStatus(tx, row.id, 'pending');
          await this.carried()?.markCarriedItems(tx, row.id, 'pending');
        }
        await this.jobs.sendInTransaction(tx, PAYMENT_JOB, { transactionId: row.id }, { singletonKey: row.id });
      }
      return pending;
    });
    return this.viewTransactions(updated);
  }

  /** Whose transaction it is (for the worker's follow-up work); null when it does not exist. */
  async transactionOwner(transactionId: string): Promise<string | null> {
    return (await this.repo.findTransaction(transactionId))?.username ?? null;
  }

  /**
   * The payment worker, for one pending transaction (a charge, or a staff refund), under the
   * transaction's payment lease (one worker at a time; released if the process dies):
   * 1. under the row lock: skip anything not pending, open the attempt (the open one, so its key is
   *    repeated; or a new one) and commit it BEFORE the provider is called;
   * 2. send the attempt with its idempotency key (no row lock held while the provider answers);
   * 3. under the row lock: record the answer on the attempt, then processed (paidAt, the segments' and
   *    adjustments' paymentStatus paid, the statement's paidAmount/paidAt) or failed (statusMessage,
   *    retries + 1, paymentStatus failed).
   * An unknown outcome (timeout, provider unavailable) leaves the transaction pending with the message
   * paymentWaitingForProcessor and the attempt open: the job's retries (with back-off), then the
   * every-minute recovery, repeat the SAME key until the provider answers with its first outcome. So
   * does a crash at any point. Running it twice, or in two processes at once, charges once.
   */
  async processPayment(transactionId: string): Promise<PaymentRun> {
    return this.repo.db.transaction(async (lease) => {
      if (!(await this.repo.tryPaymentLease(lease, transactionId))) return 'busy';
      const opened = await withActor(this.repo.db, SYSTEM, async (tx) => {
        const [row] = await this.repo.lockTransactionById(tx, transactionId);
        if (row?.status !== 'pending') return 'skipped' as const;
        const attempt =
          row.type === 'refund'
            ? await this.payments.openRefundAttempt(tx, row)
            : await this.payments.openChargeAttempt(tx, row);
        if ('failure' in attempt) {
          await this.recordPaymentFailure(tx, row, attempt.failure, null);
          return 'failed' as const;
        }
        return attempt.attempt;
      });
      if (typeof opened === 'string') return opened;
      const attempt = opened;
      const answer = attempt.status === 'approved' ? answerOf(attempt) : await this.payments.send(attempt);
      return withActor(this.repo.db, SYSTEM, async (tx): Promise<PaymentRun> => {
        // The attempt keeps the provider's answer even if staff changed the transaction meanwhile.
        if (attempt.status !== 'approved') await this.payments.recordAnswer(tx, attempt, answer);
        const [row] = await this.repo.lockTransactionById(tx, transactionId);
        if (row?.status !== 'pending') return 'skipped';
        if (answer.status === 'unknown') {
          // Participant and staff see why it is still pending; settling (or a decline) replaces it.
          if (row.statusMessage !== messages.paymentWaitingForProcessor) {
            await this.repo.updateTransactions(tx, [row.id], {
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
        await this.repo.updateTransactions(tx, [row.id], {
          status: 'processed',
          statusMessage: null,
          paidAt: now,
          paymentProcessorResponse: { referenceNumber: answer.reference, transactionResponse: answer.response },
          updatedBy: SYSTEM,
        });
        if (row.type === 'transaction') {
          await this.repo.setBilledPaymentStatus(tx, row.id, 'paid');
          if (row.statementId) await this.repo.addStatementPayment(tx, row.statementId, row.amountCents, now, SYSTEM);
          // Its statement and the older ones it carried are settled, their segments and adjustments paid.
          await this.carried()?.settleCarried(tx, row.id, now, SYSTEM);
        }
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
    await this.repo.updateTransactions(tx, [row.id], {
      status: 'failed',
      statusMessage: messages[message],
      retries: row.retries + 1,
      ...(answer && answer.status !== 'unknown'
        ? { paymentProcessorResponse: { referenceNumber: answer.reference, transactionResponse: answer.response } }
        : {}),
      updatedBy: SYSTEM,
    });
    if (row.type === 'transaction') {
      await this.repo.setBilledPaymentStatus(tx, row.id, 'failed');
      await this.carried()?.markCarriedItems(tx, row.id, 'failed');
    }
  }

  /**
   * Hands pending transactions that nobody is processing back to the worker: after a crash (the dead
   * worker's job stays active until pg-boss expires it) or when a job's retries ran out while the
   * provider did not answer. Transactions a live worker holds the lease of are skipped; a job already
   * queued for a transaction is not queued twice (singleton key). Returns how many were queued.
   */
  async recoverPendingPayments(now: Date = new Date(), limit = 500): Promise<number> {
    return withActor(this.repo.db, SYSTEM, async (tx) => {
      const rows = await this.repo.lockUnattendedPendingTransactions(
        tx,
        new Date(now.getTime() - PAYMENT_RECOVERY_AFTER_MS),
        limit,
      );
      let queued = 0;
      for (const { id } of rows) {
        if (!(await this.repo.tryPaymentLease(tx, id))) continue;
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
    const admin = requireAdmin(actor);
    const input = validate(refundTransactionSchema, raw);
    const refund = await withActor(this.repo.db, admin.username, async (tx) => {
      const [original] = await this.repo.lockTransactionById(tx, input.transactionId);
      if (!original) throw new AppError('NOT_FOUND', 'transactionNotFound');
      if (original.type !== 'transaction' || original.status !== 'processed') {
        throw new AppError('BAD_USER_INPUT', 'refundNotAllowed');
      }
      const charge = await this.payments.approvedCharge(tx, original.id);
      if (!charge?.providerReference) throw new AppError('BAD_USER_INPUT', 'refundNoCardCharge');
      const left = charge.amountCents - (await this.payments.refundedCents(tx, original.id));
      if (left <= 0) throw new AppError('BAD_USER_INPUT', 'refundAlreadyRefunded');
      const amountCents = input.amountCents ?? left;
      if (amountCents > left) throw new AppError('BAD_USER_INPUT', 'refundTooLarge');
      const created = await this.repo.insertTransaction(tx, {
        username: original.username,
        type: 'refund',
        status: 'pending',
        subtotalCents: amountCents,
        amountCents,
        paymentMethodId: original.paymentMethodId,
        description: input.description ?? `Refund of transaction ${original.id}`,
        createdBy: admin.username,
        updatedBy: admin.username,
      });
      await this.payments.createRefundAttempt(tx, { refund: created, refundedTransactionId: original.id, charge });
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
      await this.processPayment(refund.id);
    } catch {
      // The refund stays pending; its queued job finishes it (same idempotency key).
    }
    const row = await this.repo.findTransaction(refund.id);
    const [view] = await this.viewTransactions([row ?? refund]);
    if (!view) throw new Error('refund transaction vanished');
    return view;
  }

  /** Staff edit: status (created, processed or failed), status message, description. */
  private async edit(actor: Actor, raw: unknown): Promise<TransactionView[]> {
    const admin = requireAdmin(actor);
    const input = validate(editTransactionSchema, raw);
    const updated = await withActor(this.repo.db, admin.username, async (tx) => {
      const [row] = await this.repo.lockTransactionById(tx, input.id);
      if (!row) throw new AppError('NOT_FOUND', 'transactionNotFound');
      // Its amount lives on in the newer transaction: reopening it would count the money twice.
      if (row.status === 'carriedOver' && input.status !== undefined && input.status !== row.status) {
        throw new AppError('BAD_USER_INPUT', 'transactionCarriedOver');
      }
      const paidAt =
        input.status === undefined || input.status === row.status
          ? {}
          : { paidAt: input.status === 'processed' ? new Date() : null };
      return this.repo.updateTransactions(tx, [row.id], {
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.statusMessage !== undefined ? { statusMessage: input.statusMessage } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...paidAt,
        updatedBy: admin.username,
      });
    });
    return this.viewTransactions(updated);
  }

  /** For the payments service: a card used by a pending transaction cannot be deleted. */
  hasPendingPaymentWithCard(tx: Executor, cardId: string): Promise<boolean> {
    return this.repo.hasPendingPaymentWithCard(tx, cardId);
  }

  async getParticipantStatementsByUsername(
    actor: Actor | null,
    args: PageArgs & { username: string; filter?: StatementFilter | null },
  ): Promise<Page<StatementView>> {
    requireSelfOrAdmin(actor, args.username);
    const page = await paginate(args, {
      defaultDirection: 'DESC',
      arity: 2,
      keyOf: (s: StatementRow) => [s.month, s.id],
      fetch: (q) => this.repo.listStatementsByUsername({ ...q, username: args.username, filter: args.filter }),
    });
    return { items: await this.viewStatements(page.items), nextToken: page.nextToken };
  }

  async listParticipantStatements(
    actor: Actor | null,
    args: PageArgs & { filter?: StatementFilter | null },
  ): Promise<Page<StatementView>> {
    requireAdmin(actor);
    const page = await paginate(args, {
      defaultDirection: 'DESC',
      arity: 2,
      keyOf: (s: StatementRow) => [timeKey(s.periodFrom), s.id],
      fetch: (q) => this.repo.listStatements({ ...q, filter: args.filter }),
    });
    return { items: await this.viewStatements(page.items), nextToken: page.nextToken };
  }

  async getParticipantStatement(actor: Actor | null, id: string): Promise<StatementView | null> {
    requireActor(actor);
    const row = await this.repo.findStatement(id);
    if (!row) return null;
    requireSelfOrAdmin(actor, row.username);
    const [view] = await this.viewStatements([row]);
    return view ?? null;
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
