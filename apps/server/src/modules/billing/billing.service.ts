import {
  BILLING_AGE_CONFIGURATION_KEYS,
  type BillingAges,
  type BillingStanding,
  billingAgesFromConfiguration,
  editTransactionSchema,
  isPayableTransaction,
  payTransactionsSchema,
  statementStanding,
  transactionStanding,
} from '@rc/domain';
import { type Executor, withActor } from '../../db/actor.js';
import { AppError } from '../../errors.js';
import type { Page } from '../../lib/cursor.js';
import type { DateKeyCondition } from '../../lib/filters.js';
import { type PageArgs, paginate, timeKey } from '../../lib/pagination.js';
import { validate } from '../../lib/validation.js';
import type { ConfigurationService } from '../configuration/configuration.service.js';
import { type Actor, requireActor, requireAdmin, requireSelfOrAdmin } from '../identity/actor.js';
import type { PaymentsService } from '../payments/payments.service.js';
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

/**
 * Transactions and statements: who may read them (own or admin), paying (created or failed become
 * pending with one of the participant's cards), staff edits, and the billing standing.
 */
export class BillingService {
  constructor(
    private readonly repo: BillingRepository,
    private readonly payments: PaymentsService,
    private readonly configuration: ConfigurationService,
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
   * Marks each given transaction that is created or failed as pending with the participant's card, in
   * one database transaction; the others are left as they are. None payable: 'There are no unpaid
   * transactions'. A second click finds them pending and changes nothing.
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
      return this.repo.updateTransactions(
        tx,
        payable.map((r) => r.id),
        { status: 'pending', paymentMethodId: card.id, statusMessage: null, updatedBy: actor.username },
      );
    });
    return this.viewTransactions(updated);
  }

  /** Staff edit: status (created, processed or failed), status message, description. */
  private async edit(actor: Actor, raw: unknown): Promise<TransactionView[]> {
    const admin = requireAdmin(actor);
    const input = validate(editTransactionSchema, raw);
    const updated = await withActor(this.repo.db, admin.username, async (tx) => {
      const [row] = await this.repo.lockTransactionById(tx, input.id);
      if (!row) throw new AppError('NOT_FOUND', 'transactionNotFound');
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
