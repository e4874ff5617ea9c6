import type { Executor } from '../../db/actor.js';
import type { PageQuery } from '../../lib/pagination.js';
import type {
  BilledAdjustmentRow,
  BilledItemsRepository,
  BilledSegmentRow,
  BillingTarget,
  ItemPaymentStatus,
  LinkedAdjustmentRow,
  SegmentSumRow,
} from './billed-items.repository.js';

export type {
  BilledAdjustmentRow,
  BilledSegmentRow,
  BillingTarget,
  ItemPaymentStatus,
  LinkedAdjustmentRow,
  SegmentSumRow,
} from './billed-items.repository.js';

/**
 * Trip segments and adjustments as billed items, for statements (linking them to a statement's
 * transaction) and payments (their payment status). Trips own the rows; the writes run in the
 * caller's database transaction so a statement or a payment is still all-or-nothing. No access checks:
 * callers have already authorised the transaction the items belong to.
 */
export class BilledItemsService {
  constructor(private readonly repo: BilledItemsRepository) {}

  linkSegments(tx: Executor, targets: BillingTarget[], to: Date): Promise<SegmentSumRow[]> {
    return this.repo.linkSegments(tx, targets, to);
  }

  linkAdjustments(tx: Executor, targets: BillingTarget[], to: Date): Promise<LinkedAdjustmentRow[]> {
    return this.repo.linkAdjustments(tx, targets, to);
  }

  /** What one transaction bills is now pending, paid or failed (every row, as the payment decides). */
  setPaymentStatus(tx: Executor, transactionId: string, status: ItemPaymentStatus): Promise<void> {
    return this.repo.setPaymentStatus(tx, transactionId, status);
  }

  /** The same for the transactions of a carry-over chain; only rows that change are written. */
  setPaymentStatusOf(
    tx: Executor,
    transactionIds: string[],
    status: ItemPaymentStatus,
    actor: string | null = null,
  ): Promise<void> {
    return this.repo.setPaymentStatusOf(tx, transactionIds, status, actor);
  }

  segmentsOfTransaction(q: PageQuery & { transactionId: string }): Promise<BilledSegmentRow[]> {
    return this.repo.listSegmentsByTransaction(q);
  }

  adjustmentsOfTransaction(q: PageQuery & { transactionId: string }): Promise<BilledAdjustmentRow[]> {
    return this.repo.listAdjustmentsByTransaction(q);
  }
}
