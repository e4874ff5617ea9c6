import { PAYMENT_STATUSES, TRIP_PAYMENT_STATUSES } from '@rc/domain';
import { builder, SortDirectionEnum } from '../../graphql/builder.js';
import { BillingStandingEnum, Transaction } from '../billing/billing.schema.js';
import type { BilledMileageReportRow } from './dashboard.read-model.js';
import type {
  BilledTripView,
  DashboardMonthView,
  DashboardTotalsView,
  ParticipantDashboardView,
} from './dashboard.service.js';

const centsDescription = 'Integer cents';

const DashboardTotals = builder.objectRef<DashboardTotalsView>('ParticipantDashboardTotals').implement({
  description:
    'Everything recorded for the participant so far, billed or not: the segments of their valid trips plus their adjustments (what statements bill). Distance km, fuel litres, money cents',
  fields: (t) => ({
    trips: t.exposeInt('trips'),
    segments: t.exposeInt('segments'),
    adjustments: t.exposeInt('adjustments'),
    mileageKm: t.exposeFloat('mileageKm'),
    fuelLitres: t.exposeFloat('fuelLitres'),
    mileageFeeCents: t.exposeInt('mileageFeeCents', { description: centsDescription }),
    cordonFeeCents: t.exposeInt('cordonFeeCents', { description: centsDescription }),
    todFeeCents: t.exposeInt('todFeeCents', { description: centsDescription }),
    tollFeeCents: t.exposeInt('tollFeeCents', { description: centsDescription }),
    roadChargeCents: t.exposeInt('roadChargeCents', {
      description: 'Mileage + cordon + time-of-day + toll fees (before the fuel-tax credit), cents',
    }),
    fuelTaxCreditCents: t.exposeInt('fuelTaxCreditCents', { description: centsDescription }),
    netCents: t.exposeInt('netCents', { description: 'roadChargeCents − fuelTaxCreditCents' }),
    firstDataAt: t.expose('firstDataAt', { type: 'DateTime', nullable: true }),
  }),
});

const DashboardMonth = builder.objectRef<DashboardMonthView>('ParticipantDashboardMonth').implement({
  description: "One month of the billed chart and the participant's statement for it (if any)",
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM (America/Los_Angeles)' }),
    statementId: t.exposeID('statementId', { nullable: true }),
    transactionId: t.exposeID('transactionId', { nullable: true }),
    billedCents: t.exposeInt('billedCents', { description: "The statement's new charges (totalNewChages), cents" }),
    balanceCents: t.exposeInt('balanceCents', { nullable: true, description: "The statement's balance, cents" }),
    mileageKm: t.exposeFloat('mileageKm'),
    trips: t.exposeInt('trips'),
    standing: t.field({ type: BillingStandingEnum, nullable: true, resolve: (m) => m.standing }),
    isProcessed: t.exposeBoolean('isProcessed'),
  }),
});

const DashboardProjection = builder
  .objectRef<NonNullable<ParticipantDashboardView['projection']>>('ParticipantDashboardProjection')
  .implement({
    description:
      "The figures at the pilot's end if the participant keeps driving as since their first data (daily average × days left); the final figures once it ended",
    fields: (t) => ({
      mileageKm: t.exposeFloat('mileageKm'),
      roadChargeCents: t.exposeInt('roadChargeCents'),
      fuelTaxCreditCents: t.exposeInt('fuelTaxCreditCents'),
      daysElapsed: t.exposeInt('daysElapsed'),
      daysRemaining: t.exposeInt('daysRemaining'),
      ended: t.exposeBoolean('ended'),
    }),
  });

const ParticipantDashboard = builder.objectRef<ParticipantDashboardView>('ParticipantDashboard').implement({
  description: "The participant dashboard's figures, computed on the server (money in integer cents)",
  fields: (t) => ({
    username: t.exposeID('username'),
    balanceCents: t.exposeInt('balanceCents', {
      description: 'The sum of the payable transactions (type transaction, created or failed, above 0)',
    }),
    payableTransactionIds: t.exposeIDList('payableTransactionIds', { description: 'What the Pay button pays' }),
    pendingPaymentCents: t.exposeInt('pendingPaymentCents', { description: 'Charges with a payment in progress' }),
    totals: t.field({ type: DashboardTotals, resolve: (d) => d.totals }),
    months: t.field({
      type: [DashboardMonth],
      description: 'The six months through the previous one (America/Los_Angeles), oldest first',
      resolve: (d) => d.months,
    }),
    hasStatements: t.exposeBoolean('hasStatements'),
    pilotEndDate: t.exposeString('pilotEndDate', { description: 'YYYY-MM-DD (configuration PILOT_END_DATE)' }),
    projection: t.field({
      type: DashboardProjection,
      nullable: true,
      description: 'Null until the participant has data',
      resolve: (d) => d.projection,
    }),
  }),
});

const BilledPaymentStatusEnum = builder.enumType('BilledMileageReportPaymentStatus', { values: PAYMENT_STATUSES });

const BilledTrip = builder.objectRef<BilledTripView>('TransactionTrip').implement({
  description: "A trip billed by a transaction: the sums of the trip's segments on it (km, litres, cents)",
  fields: (t) => ({
    tripId: t.exposeID('tripId'),
    tsStart: t.expose('tsStart', { type: 'DateTime', nullable: true }),
    tsEnd: t.expose('tsEnd', { type: 'DateTime', nullable: true }),
    segments: t.int({ resolve: (r) => r.segments.length }),
    mileageKm: t.exposeFloat('mileageKm'),
    fuelLitres: t.exposeFloat('fuelLitres'),
    mileageFeeCents: t.exposeInt('mileageFeeCents'),
    fuelTaxCreditCents: t.exposeInt('fuelTaxCreditCents'),
    cordonFeeCents: t.exposeInt('cordonFeeCents'),
    todFeeCents: t.exposeInt('todFeeCents'),
    tollFeeCents: t.exposeInt('tollFeeCents'),
    paymentStatus: t.string({
      description: `${TRIP_PAYMENT_STATUSES.join(', ')}: from the billed segments (rule in packages/domain/src/trips.ts)`,
      resolve: (r) => r.paymentStatus,
    }),
    visibleToParticipant: t.exposeBoolean('visibleToParticipant', {
      description: 'The participant can open the trip (/trip/{id}): processed and distMro ≥ 0.06',
    }),
  }),
});

const BilledMileageReport = builder.objectRef<BilledMileageReportRow>('TransactionMileageReport').implement({
  description: 'A manual odometer report whose distance a transaction bills, with what it charged (km, cents)',
  fields: (t) => ({
    id: t.exposeID('id'),
    tripId: t.exposeID('tripId'),
    vehicleId: t.exposeID('vehicleId'),
    odoMileageKm: t.exposeFloat('odoMileageKm', { description: 'The approved odometer reading, km' }),
    tsReportDate: t.expose('tsReportDate', { type: 'DateTime' }),
    auditStatus: t.exposeString('auditStatus'),
    mileageKm: t.exposeFloat('mileageKm', { description: 'The distance charged, km' }),
    mileageFeeCents: t.exposeInt('mileageFeeCents'),
    fuelTaxCreditCents: t.exposeInt('fuelTaxCreditCents'),
    paymentStatus: t.field({
      type: BilledPaymentStatusEnum,
      resolve: (r) => r.paymentStatus as (typeof PAYMENT_STATUSES)[number],
    }),
  }),
});

const BilledTripConnection = builder
  .objectRef<{ items: BilledTripView[]; nextToken: string | null }>('ModelTransactionTripConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [BilledTrip], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const BilledMileageReportConnection = builder
  .objectRef<{ items: BilledMileageReportRow[]; nextToken: string | null }>('ModelTransactionMileageReportConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [BilledMileageReport], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

// What a transaction bills, for the transactions table's expanded rows. A Transaction is only reached
// through operations that have already allowed the caller to read it.
builder.objectFields(Transaction, (t) => ({
  trips: t.field({
    type: BilledTripConnection,
    description: 'The trips whose segments this transaction bills, by trip start',
    args: { limit: t.arg.int(), nextToken: t.arg.string(), sortDirection: t.arg({ type: SortDirectionEnum }) },
    resolve: (r, args, ctx) => ctx.services.dashboard.tripsOf(r.id, args),
  }),
  mileageReports: t.field({
    type: BilledMileageReportConnection,
    description: 'The manual odometer reports whose distance this transaction bills, by reading date',
    args: { limit: t.arg.int(), nextToken: t.arg.string(), sortDirection: t.arg({ type: SortDirectionEnum }) },
    resolve: (r, args, ctx) => ctx.services.dashboard.mileageReportsOf(r.id, args),
  }),
}));

builder.queryFields((t) => ({
  getParticipantDashboard: t.field({
    type: ParticipantDashboard,
    description: 'The participant dashboard: balance, payable ids, recorded totals, six months billed, projection',
    authScopes: { signedIn: true },
    args: { username: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.dashboard.getParticipantDashboard(ctx.actor, String(args.username)),
  }),
}));
