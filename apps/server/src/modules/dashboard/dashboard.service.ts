import {
  type BillingAges,
  type BillingStanding,
  dashboardMonths,
  isPayableTransaction,
  isTripVisibleToParticipant,
  PILOT_END_DATE_KEY,
  type PilotProjection,
  pilotEndDateOf,
  projectToPilotEnd,
  statementStanding,
  type TripPaymentStatus,
  tripPaymentStatus,
} from '@rc/domain';
import { AppError } from '../../errors.js';
import type { Page } from '../../lib/cursor.js';
import { type PageArgs, paginate, timeKey } from '../../lib/pagination.js';
import type { ConfigurationService } from '../configuration/configuration.service.js';
import { type Actor, requireSelfOrAdmin } from '../identity/actor.js';
import { endOfDay, monthOf } from '../statements/period.js';
import type {
  BilledMileageReportRow,
  BilledTripRow,
  DashboardReadModel,
  RecordedTotalsRow,
} from './dashboard.read-model.js';

/** One month of the dashboard chart: its statement's figures, or none. */
export interface DashboardMonthView {
  month: string;
  statementId: string | null;
  transactionId: string | null;
  /** The month's new charges (statement totalNewChages, cents): what the bar shows. */
  billedCents: number;
  /** The statement's balance (carry-over included); null without a statement. */
  balanceCents: number | null;
  mileageKm: number;
  trips: number;
  standing: BillingStanding | null;
  isProcessed: boolean;
}

export interface DashboardTotalsView extends RecordedTotalsRow {
  /** What driving cost before the fuel-tax credit: mileage + cordon + time-of-day + toll fees. */
  roadChargeCents: number;
  /** roadCharge − fuel-tax credit. */
  netCents: number;
}

export interface ParticipantDashboardView {
  username: string;
  /** The sum of the payable transactions (what Pay charges). */
  balanceCents: number;
  payableTransactionIds: string[];
  /** Charges with a payment in progress. */
  pendingPaymentCents: number;
  totals: DashboardTotalsView;
  months: DashboardMonthView[];
  hasStatements: boolean;
  /** The pilot's last day, YYYY-MM-DD (configuration PILOT_END_DATE). */
  pilotEndDate: string;
  projection: PilotProjection | null;
}

export interface BilledTripView extends BilledTripRow {
  paymentStatus: TripPaymentStatus;
  visibleToParticipant: boolean;
}

/**
 * The participant dashboard in one call (participant spec section 2): balance and what Pay pays, the
 * recorded totals, the billed amount of the last six months, and the projection to the pilot's end.
 * Also the trips and mileage reports a transaction bills (the transactions table's expanded rows).
 */
export class DashboardService {
  constructor(
    private readonly repo: DashboardReadModel,
    private readonly deps: {
      configuration: Pick<ConfigurationService, 'getConfiguration'>;
      billingAges: () => Promise<BillingAges>;
    },
  ) {}

  async getParticipantDashboard(
    actor: Actor | null,
    username: string,
    now: Date = new Date(),
  ): Promise<ParticipantDashboardView> {
    requireSelfOrAdmin(actor, username);
    const months = dashboardMonths(monthOf(now));
    // All at once: the reads of a participant who does not exist find nothing and change nothing.
    const [rows, ages, endSetting] = await Promise.all([
      this.repo.dashboard(username, months[0] ?? '', months.at(-1) ?? ''),
      this.deps.billingAges(),
      this.deps.configuration.getConfiguration(PILOT_END_DATE_KEY),
    ]);
    if (!rows) throw new AppError('NOT_FOUND', 'participantNotFound');
    const { totals: recorded, hasStatements, open, statements } = rows;
    const payable = open.filter(isPayableTransaction);
    const roadChargeCents =
      recorded.mileageFeeCents + recorded.cordonFeeCents + recorded.todFeeCents + recorded.tollFeeCents;
    const totals: DashboardTotalsView = {
      ...recorded,
      roadChargeCents,
      netCents: roadChargeCents - recorded.fuelTaxCreditCents,
    };
    const pilotEndDate = pilotEndDateOf(endSetting?.value);
    const byMonth = new Map(statements.map((s) => [s.month, s]));
    return {
      username,
      balanceCents: payable.reduce((sum, t) => sum + t.amountCents, 0),
      payableTransactionIds: payable.map((t) => t.id),
      pendingPaymentCents: open
        .filter((t) => t.type === 'transaction' && t.status === 'pending')
        .reduce((sum, t) => sum + t.amountCents, 0),
      totals,
      months: months.map((month) => {
        const s = byMonth.get(month);
        return {
          month,
          statementId: s?.id ?? null,
          transactionId: s?.transactionId ?? null,
          billedCents: s?.totalNewChages ?? 0,
          balanceCents: s ? (s.balance ?? null) : null,
          mileageKm: s?.mileage ?? 0,
          trips: s?.trips ?? 0,
          standing: s ? statementStanding({ statement: s, now, ages }) : null,
          isProcessed: s?.isProcessed ?? false,
        };
      }),
      hasStatements,
      pilotEndDate,
      projection: projectToPilotEnd({
        totals: { mileageKm: totals.mileageKm, roadChargeCents, fuelTaxCreditCents: totals.fuelTaxCreditCents },
        firstDataAt: recorded.firstDataAt,
        now,
        endsAt: endOfDay(pilotEndDate),
      }),
    };
  }

  /** The trips a transaction bills (segments summed per trip); the caller may read the transaction. */
  async tripsOf(transactionId: string, args: PageArgs): Promise<Page<BilledTripView>> {
    const page = await paginate(args, {
      defaultDirection: 'ASC',
      arity: 2,
      keyOf: (r: BilledTripRow) => [timeKey(r.sortAt), r.tripId],
      fetch: (q) => this.repo.billedTrips({ ...q, transactionId }),
    });
    return {
      items: page.items.map((r) => ({
        ...r,
        paymentStatus: tripPaymentStatus(r.segments),
        visibleToParticipant: isTripVisibleToParticipant(r),
      })),
      nextToken: page.nextToken,
    };
  }

  /** The mileage reports a transaction bills; the caller may read the transaction. */
  mileageReportsOf(transactionId: string, args: PageArgs): Promise<Page<BilledMileageReportRow>> {
    return paginate(args, {
      defaultDirection: 'ASC',
      arity: 2,
      keyOf: (r: BilledMileageReportRow) => [timeKey(r.tsReportDate), r.id],
      fetch: (q) => this.repo.billedMileageReports({ ...q, transactionId }),
    });
  }
}
