import { BILLING_STANDINGS, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@rc/domain';
import type { TransactionSearchArgs, TransactionView } from '../../modules/billing/billing.service.js';
import type { Services } from '../../services.js';
import {
  badParameter,
  type CsvColumn,
  date,
  defineExport,
  oneOf,
  type RegisteredExport,
  single,
} from './export-definition.js';

type Params = Omit<TransactionSearchArgs, 'limit' | 'nextToken'>;

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

const columns: CsvColumn<TransactionView>[] = [
  { header: 'id', value: (t) => t.id },
  { header: 'username', value: (t) => t.username },
  { header: 'createdAt', value: (t) => iso(t.createdAt) },
  { header: 'type', value: (t) => t.type },
  { header: 'status', value: (t) => t.status },
  { header: 'standing', value: (t) => t.standing },
  { header: 'statusMessage', value: (t) => t.statusMessage },
  { header: 'description', value: (t) => t.description },
  { header: 'subtotalCents', value: (t) => t.subtotalCents },
  { header: 'discountCents', value: (t) => t.discountCents },
  { header: 'amountCents', value: (t) => t.amountCents },
  { header: 'retries', value: (t) => t.retries },
  { header: 'paymentMethodId', value: (t) => t.paymentMethodId },
  { header: 'paymentType', value: (t) => t.paymentType },
  { header: 'paymentInfo', value: (t) => t.paymentInfo },
  { header: 'referenceNumber', value: (t) => t.paymentProcessorResponse?.referenceNumber ?? null },
  { header: 'paidAt', value: (t) => iso(t.paidAt) },
  { header: 'statementId', value: (t) => t.statementId },
  { header: 'carryoverTransactionId', value: (t) => t.carryoverTransactionId },
  { header: 'createdBy', value: (t) => t.createdBy },
  { header: 'updatedAt', value: (t) => iso(t.updatedAt) },
  { header: 'updatedBy', value: (t) => t.updatedBy },
];

/**
 * The transactions export: the staff /transactions list as searchTransactions selects it, every page.
 *
 *   from           createdAt ≥ (YYYY-MM-DD: from the start of that UTC day, or an ISO date and time) — required
 *   to             createdAt ≤ (YYYY-MM-DD: to the end of that UTC day, or an ISO date and time) — required
 *   status         created, pending, processed, failed, due, overdue, default or carriedOver
 *   standing       current, due, overdue or default
 *   type           transaction or refund
 *   participant    the transaction's participant (username)
 *   sortDirection  ASC or DESC (by createdAt; DESC by default)
 */
export function transactionsExport(services: Pick<Services, 'billing'>): RegisteredExport {
  return defineExport<Params, TransactionView>({
    name: 'transactions',
    parameters: ['from', 'to', 'status', 'standing', 'type', 'participant', 'sortDirection'],
    parse(query) {
      const from = date(query, 'from');
      const to = date(query, 'to', true);
      if (!from || !to) {
        throw badParameter('from and to are required: the transactions created in that range are exported.');
      }
      return {
        createdAt: { ge: from, le: to },
        filter: {
          status: oneOf(query, 'status', TRANSACTION_STATUSES) ?? null,
          standing: oneOf(query, 'standing', BILLING_STANDINGS) ?? null,
          type: oneOf(query, 'type', TRANSACTION_TYPES) ?? null,
          username: single(query, 'participant') ?? null,
        },
        sortDirection: oneOf(query, 'sortDirection', ['ASC', 'DESC'] as const) ?? null,
      };
    },
    columns,
    page: (actor, params, nextToken) => services.billing.searchTransactionsExportPage(actor, params, nextToken),
  });
}
