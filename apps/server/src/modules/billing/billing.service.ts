import {
  BILLING_AGE_CONFIGURATION_KEYS,
  BILLING_STANDINGS,
  type BillingAges,
  type BillingStanding,
  billingAgesFromConfiguration,
  editTransactionSchema,
  TRANSACTION_STATUSES,
  type TransactionDescription,
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
import type { BilledAdjustmentRow, BilledItemsService, BilledSegmentRow } from '../trips/billed-items.service.js';
import type { BillingRepository, CarriedRow, StatementCharge, TransactionRow } from './billing.repository.js';
import type {
  TransactionSearchFilter,
  TransactionSearchReadModel,
  TransactionSummaryGroup,
} from './transaction-search.read-model.js';
import type { TransactionViewsReadModel } from './transaction-views.read-model.js';

export type { CarriedRow, StatementCharge, TransactionRow } from './billing.repository.js';
export type TransactionSegmentRow = BilledSegmentRow;
export type TransactionAdjustmentRow = BilledAdjustmentRow;

/** A transaction with its derived fields: standing, and the paying card's brand and last four. */
export interface TransactionView extends TransactionRow {
  standing: BillingStanding;
  paymentType: string | null;
  paymentInfo: string | null;
}

export interface TransactionListFilter {
  status?: string | null;
}

/** The staff /transactions filter (staff spec section 2): a creation range and optional parts. */
export interface TransactionSearchArgs extends PageArgs {
  createdAt?: DateKeyCondition | null;
  filter?: {
    status?: string | null;
    standing?: BillingStanding | null;
    type?: string | null;
    username?: string | null;
  } | null;
}

/** A total of the summary: how many transactions and their amount in cents (refunds count down). */
export interface TransactionTotal {
  key: string;
  count: number;
  amountCents: number;
}

/**
 * What a /transactions filter selects, over all its pages: every transaction counted, and the money
 * of charges minus refunds. A carried-over transaction's amount is owed through the newer transaction
 * that carried it, so it is counted but its amount is not added again.
 */
export interface TransactionSummary {
  count: number;
  amountCents: number;
  charges: TransactionTotal;
  refunds: TransactionTotal;
  byStatus: TransactionTotal[];
  byStanding: TransactionTotal[];
}

/** The widest range of one staff search or summary (the summary reads every row of it). */
export const TRANSACTION_SEARCH_MAX_DAYS = 366;
/** Rows of one staff search page at most, and of one CSV export page. */
export const TRANSACTION_SEARCH_MAX_LIMIT = 100;
export const TRANSACTION_EXPORT_PAGE_SIZE = 1000;

const searchError = (message: string) => new AppError('BAD_USER_INPUT', 'invalidInput', message);

function searchFilter(args: TransactionSearchArgs): TransactionSearchFilter {
  const c = args.createdAt ?? {};
  const from = c.eq ?? c.ge ?? c.gt ?? c.between?.[0] ?? null;
  const to = c.eq ?? c.le ?? c.lt ?? c.between?.[1] ?? null;
  if (!from || !to) throw searchError('createdAt needs a start (ge, gt or between) and an end (le, lt or between).');
  const span = new Date(to).getTime() - new Date(from).getTime();
  if (span < 0) throw searchError('createdAt: the start must not be after the end.');
  if (span > TRANSACTION_SEARCH_MAX_DAYS * 86_400_000) {
    throw searchError(`createdAt: the range may be at most ${TRANSACTION_SEARCH_MAX_DAYS} days.`);
  }
  const f = args.filter ?? {};
  return {
    createdAt: c,
    status: f.status ?? null,
    standing: f.standing ?? null,
    type: f.type ?? null,
    username: f.username ?? null,
  };
}

/** The summary of the groups the read model totals (see TransactionSummary). */
export function summarize(groups: readonly TransactionSummaryGroup[]): TransactionSummary {
  const add = (totals: Map<string, TransactionTotal>, key: string, count: number, cents: number) => {
    const total = totals.get(key) ?? { key, count: 0, amountCents: 0 };
    total.count += count;
    total.amountCents += cents;
    totals.set(key, total);
  };
  const byStatus = new Map<string, TransactionTotal>();
  const byStanding = new Map<string, TransactionTotal>();
  const byType = new Map<string, TransactionTotal>();
  let count = 0;
  let amountCents = 0;
  for (const g of groups) {
    const signed = g.status === 'carriedOver' ? 0 : g.type === 'refund' ? -g.amountCents : g.amountCents;
    count += g.count;
    amountCents += signed;
    add(byStatus, g.status, g.count, signed);
    add(byStanding, g.standing, g.count, signed);
    add(byType, g.type, g.count, g.status === 'carriedOver' ? 0 : g.amountCents);
  }
  const order = <T extends string>(keys: readonly T[], totals: Map<string, TransactionTotal>) =>
    [...totals.values()].sort((a, b) => keys.indexOf(a.key as T) - keys.indexOf(b.key as T));
  return {
    count,
    amountCents,
    charges: byType.get('transaction') ?? { key: 'transaction', count: 0, amountCents: 0 },
    refunds: byType.get('refund') ?? { key: 'refund', count: 0, amountCents: 0 },
    byStatus: order(TRANSACTION_STATUSES, byStatus),
    byStanding: order(BILLING_STANDINGS, byStanding),
  };
}

/**
 * The ledger: transactions (charges and refunds), who may read them (own or admin), staff edits, and
 * the ledger operations the payment lifecycle (payments module) performs in its database transactions.
 * The billing standing is StandingService.
 */
export class BillingService {
  constructor(
    private readonly repo: BillingRepository,
    private readonly views: TransactionViewsReadModel,
    private readonly billedItems: BilledItemsService,
    private readonly configuration: ConfigurationService,
    private readonly search: TransactionSearchReadModel,
  ) {}

  /** Account erasure (decision 020), in the caller's transaction. */
  erasePersonalData(tx: Executor, username: string): Promise<number> {
    return this.repo.erasePersonalData(tx, username);
  }

  /** BILLING_BALANCE_DUE/OVERDUE/DEFAULT_DAYS, with the spec's defaults for missing values. */
  async billingAges(): Promise<BillingAges> {
    const read = async (key: string) => (await this.configuration.getConfiguration(key))?.value ?? null;
    const [dueDays, overdueDays, defaultDays] = await Promise.all([
      read(BILLING_AGE_CONFIGURATION_KEYS.dueDays),
      read(BILLING_AGE_CONFIGURATION_KEYS.overdueDays),
      read(BILLING_AGE_CONFIGURATION_KEYS.defaultDays),
    ]);
    return billingAgesFromConfiguration({ dueDays, overdueDays, defaultDays });
  }

  /** Adds the derived fields to a page of transactions with one query per related table. */
  async viewTransactions(rows: TransactionRow[]): Promise<TransactionView[]> {
    if (rows.length === 0) return [];
    const statementIds = [...new Set(rows.flatMap((r) => (r.statementId ? [r.statementId] : [])))];
    const cardIds = [...new Set(rows.flatMap((r) => (r.paymentMethodId ? [r.paymentMethodId] : [])))];
    const [statements, cards, ages] = await Promise.all([
      this.views.statements(statementIds),
      this.views.cards(cardIds),
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
    const [statement] = await this.views.statements([args.statementId]);
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

  /**
   * Staff /transactions: every transaction created in the range (both ends required, at most 366 days),
   * by status, standing, type and participant together; newest first, a keyset page at a time.
   */
  async searchTransactions(actor: Actor | null, args: TransactionSearchArgs): Promise<Page<TransactionView>> {
    if (
      args.limit != null &&
      (!Number.isInteger(args.limit) || args.limit < 1 || args.limit > TRANSACTION_SEARCH_MAX_LIMIT)
    ) {
      throw searchError(`limit must be between 1 and ${TRANSACTION_SEARCH_MAX_LIMIT}.`);
    }
    return this.searchPage(actor, args);
  }

  private async searchPage(actor: Actor | null, args: TransactionSearchArgs): Promise<Page<TransactionView>> {
    requireAdmin(actor);
    const filter = searchFilter(args);
    const ages = await this.billingAges();
    const now = new Date();
    return this.transactionPage(args, 'DESC', (q) => this.search.page(filter, ages, now, q));
  }

  /** The CSV export's pages (1000 rows) of the same search. */
  searchTransactionsExportPage(
    actor: Actor | null,
    args: Omit<TransactionSearchArgs, 'limit' | 'nextToken'>,
    nextToken: string | null,
  ): Promise<Page<TransactionView>> {
    return this.searchPage(actor, { ...args, limit: TRANSACTION_EXPORT_PAGE_SIZE, nextToken });
  }

  /** Staff: the totals of everything a /transactions filter selects (not only the page shown). */
  async summarizeTransactions(actor: Actor | null, args: TransactionSearchArgs): Promise<TransactionSummary> {
    requireAdmin(actor);
    const filter = searchFilter(args);
    return summarize(await this.search.summary(filter, await this.billingAges(), new Date()));
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
      fetch: (q) => this.billedItems.segmentsOfTransaction({ ...q, transactionId }),
    });
  }

  /** Adjustments of a transaction the caller has already been allowed to read. */
  adjustmentsOf(transactionId: string, args: PageArgs): Promise<Page<TransactionAdjustmentRow>> {
    return paginate(args, {
      defaultDirection: 'ASC',
      arity: 2,
      keyOf: (s) => [timeKey(s.createdAt), s.id],
      fetch: (q) => this.billedItems.adjustmentsOfTransaction({ ...q, transactionId }),
    });
  }

  /** Whose transaction it is (for follow-up work after a payment); null when it does not exist. */
  async transactionOwner(transactionId: string): Promise<string | null> {
    return (await this.repo.findTransaction(transactionId))?.username ?? null;
  }

  // ---- the ledger, for payments: all in the caller's database transaction ----

  /** The participant's transactions among `ids`, locked for the rest of the database transaction. */
  lockTransactions(tx: Executor, username: string, ids: string[]): Promise<TransactionRow[]> {
    return this.repo.lockTransactions(tx, username, ids);
  }

  /** One transaction, locked for the rest of the database transaction (empty when there is none). */
  lockTransaction(tx: Executor, id: string): Promise<TransactionRow[]> {
    return this.repo.lockTransactionById(tx, id);
  }

  /** Pending transactions last changed before `before` that nobody else has locked, locked until the end of `tx`. */
  lockUnattendedPendingTransactions(tx: Executor, before: Date, limit: number): Promise<{ id: string }[]> {
    return this.repo.lockUnattendedPendingTransactions(tx, before, limit);
  }

  updateTransactions(
    tx: Executor,
    ids: string[],
    values: Parameters<BillingRepository['updateTransactions']>[2],
  ): Promise<TransactionRow[]> {
    return this.repo.updateTransactions(tx, ids, values);
  }

  insertTransaction(tx: Executor, row: Parameters<BillingRepository['insertTransaction']>[1]): Promise<TransactionRow> {
    return this.repo.insertTransaction(tx, row);
  }

  /** Staff edit: status (created, processed or failed), status message, description. */
  async editTransaction(actor: Actor, raw: unknown): Promise<TransactionView[]> {
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
        // Staff's words replace the server's: shown as written, in every language.
        ...(input.description !== undefined
          ? { description: input.description, descriptionKey: null, descriptionValues: null }
          : {}),
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

  // ---- the ledger, for statement generation: in the statement chunk's database transaction ----

  /** The new statements' transactions (amount 0 until writeStatementCharges; see BillingRepository). */
  createStatementCharges(
    tx: Executor,
    charges: { id: string; username: string; statementId: string }[],
    description: TransactionDescription,
    actor: string,
  ): Promise<void> {
    return this.repo.insertStatementCharges(tx, charges, description, actor);
  }

  /** The transactions of statements removed, unbilled, in the same database transaction. */
  deleteStatementCharges(tx: Executor, ids: string[]): Promise<void> {
    return this.repo.deleteStatementCharges(tx, ids);
  }

  /** Closes unpaid transactions into the new statements' transactions (see BillingRepository.carryOver). */
  carryOver(
    tx: Executor,
    pairs: { id: string; intoTransactionId: string }[],
    statusMessage: string,
    actor: string,
  ): Promise<CarriedRow[]> {
    return this.repo.carryOver(tx, pairs, statusMessage, actor);
  }

  /** The totals of new statements, on their transactions. */
  writeStatementCharges(tx: Executor, charges: StatementCharge[], actor: string): Promise<void> {
    return this.repo.writeStatementCharges(tx, charges, actor);
  }
}
