import type { ProviderOperation } from '../../integrations/payments/provider.js';
import type { ReconcileReadModel } from './reconcile.read-model.js';

/** The provider's side of the books (PaymentsProvider.listCharges). */
export interface ChargesSource {
  listCharges(range?: { from?: Date; to?: Date }): Promise<ProviderOperation[]>;
}

export interface ReconcileMismatch {
  check: 'statement' | 'participant' | 'billedOnce' | 'payments' | 'runningTotals';
  username: string | null;
  id: string;
  message: string;
}

export interface ReconcileReport {
  ok: boolean;
  participants: number;
  statements: number;
  totals: {
    segmentNet: number;
    adjustmentNet: number;
    statementNewCharges: number;
    transactions: number;
    carriedOver: number;
    carryoverBalance: number;
  };
  payments: {
    checked: boolean;
    processed: number;
    providerCharges: number;
    providerRefunds: number;
  };
  mismatches: ReconcileMismatch[];
  warnings: string[];
}

/** Approved provider operations younger than this may belong to a payment the worker is still recording. */
const IN_FLIGHT_MS = 15 * 60 * 1000;

/**
 * `npm run reconcile` (docs/domain.md: "money never leaves the books unexplained"). Per participant and in
 * total: segment fees − credits + adjustments = the statements' new charges = the statements'
 * transactions (carried-over ones counted once, in the transaction that carried them); every segment
 * and adjustment billed at most once and only through a statement; every processed payment matches one
 * approved provider operation of its amount, and every approved provider operation one transaction.
 */
export async function reconcile(
  repo: ReconcileReadModel,
  options: { charges?: ChargesSource | null; usernames?: string[] | null; now?: Date } = {},
): Promise<ReconcileReport> {
  const usernames = options.usernames ?? null;
  const mismatches: ReconcileMismatch[] = [];
  const warnings: string[] = [];

  const statements = await repo.statementChecks(usernames);
  for (const s of statements) {
    for (const problem of s.problems) {
      mismatches.push({
        check: 'statement',
        username: s.username,
        id: s.statementId,
        message: `${s.month}: ${problem}`,
      });
    }
  }

  const participants = await repo.participantTotals(usernames);
  const totals = {
    segmentNet: 0,
    adjustmentNet: 0,
    statementNewCharges: 0,
    transactions: 0,
    carriedOver: 0,
    carryoverBalance: 0,
  };
  for (const p of participants) {
    totals.segmentNet += p.segmentNet;
    totals.adjustmentNet += p.adjustmentNet;
    totals.statementNewCharges += p.statementNewCharges;
    totals.transactions += p.openTransactions;
    totals.carriedOver += p.carried;
    totals.carryoverBalance += p.carryover;
    const billed = p.segmentNet + p.adjustmentNet;
    if (billed !== p.statementNewCharges) {
      mismatches.push({
        check: 'participant',
        username: p.username,
        id: p.username,
        message: `segment fees − credits + adjustments ${billed} ≠ statements' new charges ${p.statementNewCharges}`,
      });
    }
    if (p.openTransactions !== p.statementNewCharges) {
      mismatches.push({
        check: 'participant',
        username: p.username,
        id: p.username,
        message: `statements' new charges ${p.statementNewCharges} ≠ their transactions ${p.openTransactions} (carried-over counted once)`,
      });
    }
    if (p.carried !== p.carryover) {
      mismatches.push({
        check: 'participant',
        username: p.username,
        id: p.username,
        message: `carried-over transactions ${p.carried} ≠ statements' carry-over balances ${p.carryover}`,
      });
    }
  }

  // The dashboard's running totals (decision 014) against the rows they sum.
  for (const row of await repo.runningTotalsDrift(usernames)) {
    mismatches.push({
      check: 'runningTotals',
      username: row.username,
      id: row.username,
      message: `running totals differ from the recomputation in ${row.columns.join(', ')}`,
    });
  }

  for (const row of await repo.integrity(usernames)) {
    mismatches.push({
      check: 'billedOnce',
      username: row.username,
      id: row.id,
      message: `${row.kind} (${row.detail})`,
    });
  }
  const legacy = await repo.statementsWithoutTransaction(usernames);
  if (legacy > 0) warnings.push(`${legacy} statement(s) without a transaction (not generated here) were not checked.`);

  const payments = { checked: false, processed: 0, providerCharges: 0, providerRefunds: 0 };
  const rows = await repo.paymentTransactions(usernames);
  payments.processed = rows.filter((r) => r.status === 'processed').length;
  if (options.charges) {
    payments.checked = true;
    const now = options.now ?? new Date();
    const operations = await options.charges.listCharges();
    const approved = operations.filter((o) => o.status === 'approved');
    payments.providerCharges = approved.filter((o) => o.kind === 'charge').length;
    payments.providerRefunds = approved.filter((o) => o.kind === 'refund').length;
    const byReference = new Map(operations.map((o) => [o.reference, o]));
    const claims = new Map<string, string[]>();
    for (const r of rows) {
      if (r.reference) claims.set(r.reference, [...(claims.get(r.reference) ?? []), r.id]);
      if (r.status !== 'processed') continue;
      if (!r.reference) {
        warnings.push(
          `transaction ${r.id} (${r.username}) is processed without a provider reference (settled by staff).`,
        );
        continue;
      }
      const op = byReference.get(r.reference);
      const kind = r.type === 'refund' ? 'refund' : 'charge';
      if (!op) {
        mismatches.push({
          check: 'payments',
          username: r.username,
          id: r.id,
          message: `provider has no ${kind} ${r.reference}`,
        });
      } else if (op.status !== 'approved' || op.kind !== kind || op.amountCents !== r.amountCents) {
        mismatches.push({
          check: 'payments',
          username: r.username,
          id: r.id,
          message: `provider ${op.kind} ${op.reference} is ${op.status} for ${op.amountCents}, transaction is a processed ${kind} of ${r.amountCents}`,
        });
      }
    }
    for (const [reference, ids] of claims) {
      if (ids.length > 1) {
        mismatches.push({
          check: 'payments',
          username: null,
          id: reference,
          message: `provider operation ${reference} is claimed by ${ids.length} transactions (${ids.join(', ')})`,
        });
      }
    }
    const processedRefs = new Set(rows.filter((r) => r.status === 'processed' && r.reference).map((r) => r.reference));
    const pendingIds = new Set(rows.filter((r) => r.status === 'pending').map((r) => r.id));
    for (const op of approved) {
      if (processedRefs.has(op.reference)) continue;
      // The worker's keys are rc-<kind>-<transaction id>-<attempt>: a payment still pending is waiting for
      // the provider's answer (an outage can outlast IN_FLIGHT_MS) and records the operation once it comes.
      const keyOf = /^rc-(?:charge|refund)-(.+)-\d+$/.exec(op.idempotencyKey)?.[1];
      if (keyOf && pendingIds.has(keyOf)) {
        warnings.push(`provider ${op.kind} ${op.reference} belongs to transaction ${keyOf}, still pending.`);
      } else if (now.getTime() - op.createdAt.getTime() < IN_FLIGHT_MS) {
        warnings.push(`provider ${op.kind} ${op.reference} is not recorded yet (payment in progress?).`);
      } else {
        mismatches.push({
          check: 'payments',
          username: null,
          id: op.reference,
          message: `approved provider ${op.kind} ${op.reference} of ${op.amountCents} matches no processed transaction`,
        });
      }
    }
  } else {
    // Without the provider's books: at least no provider reference may settle two transactions.
    const seen = new Map<string, number>();
    for (const r of rows) if (r.reference) seen.set(r.reference, (seen.get(r.reference) ?? 0) + 1);
    for (const [reference, count] of seen) {
      if (count > 1) {
        mismatches.push({
          check: 'payments',
          username: null,
          id: reference,
          message: `provider reference ${reference} is on ${count} transactions`,
        });
      }
    }
    warnings.push('The payments provider could not be read: payments were checked for unique references only.');
  }

  if (totals.segmentNet + totals.adjustmentNet !== totals.statementNewCharges) {
    mismatches.push({
      check: 'participant',
      username: null,
      id: 'total',
      message: `in total, billed items ${totals.segmentNet + totals.adjustmentNet} ≠ statements' new charges ${totals.statementNewCharges}`,
    });
  }
  if (totals.transactions !== totals.statementNewCharges) {
    mismatches.push({
      check: 'participant',
      username: null,
      id: 'total',
      message: `in total, statements' new charges ${totals.statementNewCharges} ≠ transactions ${totals.transactions}`,
    });
  }
  return {
    ok: mismatches.length === 0,
    participants: participants.length,
    statements: statements.length,
    totals,
    payments,
    mismatches,
    warnings,
  };
}

const dollars = (cents: number) => `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;

/** The report as text (the script prints it). */
export function formatReconcileReport(report: ReconcileReport, limit = 50): string {
  const t = report.totals;
  const lines = [
    'Reconciliation',
    `  participants with statements   ${report.participants}`,
    `  statements checked             ${report.statements}`,
    `  segment fees − credits         ${dollars(t.segmentNet)}`,
    `  adjustments                    ${dollars(t.adjustmentNet)}`,
    `  statements' new charges        ${dollars(t.statementNewCharges)}`,
    `  statement transactions         ${dollars(t.transactions)} (carried over and restated: ${dollars(t.carriedOver)})`,
    `  processed payments             ${report.payments.processed}${
      report.payments.checked
        ? ` (provider: ${report.payments.providerCharges} charges, ${report.payments.providerRefunds} refunds approved)`
        : ' (provider not read)'
    }`,
  ];
  for (const w of report.warnings.slice(0, limit)) lines.push(`  warning: ${w}`);
  if (report.warnings.length > limit) lines.push(`  … and ${report.warnings.length - limit} more warnings`);
  if (report.ok) {
    lines.push('OK: everything reconciles.');
  } else {
    lines.push(`MISMATCHES: ${report.mismatches.length}`);
    for (const m of report.mismatches.slice(0, limit)) {
      lines.push(`  [${m.check}] ${m.username ?? '-'} ${m.id}: ${m.message}`);
    }
    if (report.mismatches.length > limit) lines.push(`  … and ${report.mismatches.length - limit} more`);
  }
  return lines.join('\n');
}
