import {
  BILLING_STANDINGS,
  isTransactionDescriptionKey,
  PAYMENT_STATUSES,
  TRANSACTION_DESCRIPTION_KEYS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  TRIP_SEGMENT_TYPES,
  type TransactionDescription as TransactionDescriptionValue,
} from '@rc/domain';
import { builder, DateKeyConditionInput, pageArgs, SortDirectionEnum } from '../../graphql/builder.js';
import { MAX_LIMIT_EXTENSION } from '../../graphql/cost-limit.js';
import {
  TRANSACTION_SEARCH_MAX_LIMIT,
  type TransactionAdjustmentRow,
  type TransactionSearchArgs,
  type TransactionSegmentRow,
  type TransactionSummary,
  type TransactionTotal,
  type TransactionView,
} from './billing.service.js';

type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TransactionStatusEnum = builder.enumType('TransactionStatus', { values: TRANSACTION_STATUSES });
export const TransactionTypeEnum = builder.enumType('TransactionType', { values: TRANSACTION_TYPES });
export const BillingStandingEnum = builder.enumType('BillingStanding', {
  values: BILLING_STANDINGS,
  description: 'current, due, overdue or default, from the age of the statement (BILLING_BALANCE_*_DAYS)',
});
// The trips engineer owns the Trip/TripSegment/TripAdjustment types; these are billing's own views.
const SegmentTypeEnum = builder.enumType('TransactionTripSegmentType', { values: TRIP_SEGMENT_TYPES });
const SegmentPaymentStatusEnum = builder.enumType('TransactionTripPaymentStatus', { values: PAYMENT_STATUSES });

const jsonText = (value: unknown): string | null =>
  value == null ? null : typeof value === 'string' ? value : JSON.stringify(value);

const PaymentProcessorResponse = builder
  .objectRef<NonNullable<TransactionView['paymentProcessorResponse']>>('PaymentProcessorResponse')
  .implement({
    fields: (t) => ({
      referenceNumber: t.string({ nullable: true, resolve: (r) => r.referenceNumber ?? null }),
      transactionResponse: t.string({
        nullable: true,
        description: "The provider's answer, as JSON text",
        resolve: (r) => jsonText(r.transactionResponse),
      }),
    }),
  });

/** A trip segment billed by a transaction (ids, place and amounts). */
export const TransactionTripSegment = builder.objectRef<TransactionSegmentRow>('TransactionTripSegment').implement({
  description: 'A trip segment as billed by a transaction: distance in km, fuel in litres, fees in cents',
  fields: (t) => ({
    id: t.exposeID('id'),
    tripId: t.exposeID('tripId'),
    transactionId: t.exposeID('transactionId', { nullable: true }),
    vehicleId: t.exposeID('vehicleId', { nullable: true }),
    username: t.exposeID('username'),
    tsStart: t.expose('tsStart', { type: 'DateTime', nullable: true }),
    tsEnd: t.expose('tsEnd', { type: 'DateTime', nullable: true }),
    type: t.field({ type: SegmentTypeEnum, resolve: (s) => s.type as (typeof TRIP_SEGMENT_TYPES)[number] }),
    state: t.exposeString('state', { nullable: true }),
    stateCode: t.exposeString('stateCode', { nullable: true }),
    todId: t.exposeID('todId', { nullable: true }),
    cordonId: t.exposeID('cordonId', { nullable: true }),
    cordonName: t.exposeString('cordonName', { nullable: true }),
    tollId: t.exposeID('tollId', { nullable: true }),
    mileage: t.exposeFloat('mileage'),
    fuel: t.exposeFloat('fuel'),
    mileageFeeCents: t.exposeInt('mileageFeeCents'),
    fuelFeeCents: t.exposeInt('fuelFeeCents'),
    cordonFeeCents: t.exposeInt('cordonFeeCents'),
    todFeeCents: t.exposeInt('todFeeCents'),
    tollFeeCents: t.exposeInt('tollFeeCents'),
    paymentStatus: t.field({
      type: SegmentPaymentStatusEnum,
      resolve: (s) => s.paymentStatus as (typeof PAYMENT_STATUSES)[number],
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

/** A trip adjustment billed by a transaction (ids and amounts). */
export const TransactionTripAdjustment = builder
  .objectRef<TransactionAdjustmentRow>('TransactionTripAdjustment')
  .implement({
    description: 'A trip adjustment as billed by a transaction: deltas in km, litres and cents',
    fields: (t) => ({
      id: t.exposeID('id'),
      tripId: t.exposeID('tripId'),
      tripSegmentId: t.exposeID('tripSegmentId', { nullable: true }),
      tripSegmentDate: t.expose('tripSegmentDate', { type: 'DateTime', nullable: true }),
      transactionId: t.exposeID('transactionId', { nullable: true }),
      vehicleId: t.exposeID('vehicleId', { nullable: true }),
      username: t.exposeID('username'),
      type: t.field({
        type: SegmentTypeEnum,
        nullable: true,
        resolve: (a) => a.type as (typeof TRIP_SEGMENT_TYPES)[number] | null,
      }),
      state: t.exposeString('state', { nullable: true }),
      stateCode: t.exposeString('stateCode', { nullable: true }),
      cordonName: t.exposeString('cordonName', { nullable: true }),
      todName: t.exposeString('todName', { nullable: true }),
      adjMileage: t.exposeFloat('adjMileage'),
      adjMileageFeeCents: t.exposeInt('adjMileageFeeCents'),
      adjFuel: t.exposeFloat('adjFuel'),
      adjFuelFeeCents: t.exposeInt('adjFuelFeeCents'),
      adjCordonFeeCents: t.exposeInt('adjCordonFeeCents'),
      adjTodFeeCents: t.exposeInt('adjTodFeeCents'),
      adjTollFeeCents: t.exposeInt('adjTollFeeCents'),
      note: t.exposeString('note'),
      paymentStatus: t.field({
        type: SegmentPaymentStatusEnum,
        resolve: (a) => a.paymentStatus as (typeof PAYMENT_STATUSES)[number],
      }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      createdBy: t.exposeString('createdBy', { nullable: true }),
    }),
  });

const SegmentConnection = builder
  .objectRef<{ items: TransactionSegmentRow[]; nextToken: string | null }>('ModelTransactionTripSegmentConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [TransactionTripSegment], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const AdjustmentConnection = builder
  .objectRef<{ items: TransactionAdjustmentRow[]; nextToken: string | null }>(
    'ModelTransactionTripAdjustmentConnection',
  )
  .implement({
    fields: (t) => ({
      items: t.field({ type: [TransactionTripAdjustment], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const TransactionDescriptionKeyEnum = builder.enumType('TransactionDescriptionKey', {
  values: TRANSACTION_DESCRIPTION_KEYS,
});

const TransactionDescription = builder.objectRef<TransactionDescriptionValue>('TransactionDescription').implement({
  description: 'A description the server wrote, as a code and its values, for each reader to put in their language',
  fields: (t) => ({
    key: t.field({ type: TransactionDescriptionKeyEnum, resolve: (d) => d.key }),
    month: t.string({
      nullable: true,
      description: "The statement's month, YYYY-MM",
      resolve: (d) => d.values.month ?? null,
    }),
  }),
});

export const Transaction = builder.objectRef<TransactionView>('Transaction').implement({
  description: 'A charge or refund on a participant account; money in integer cents',
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeID('username'),
    type: t.field({ type: TransactionTypeEnum, resolve: (r) => r.type as TransactionType }),
    status: t.field({ type: TransactionStatusEnum, resolve: (r) => r.status as TransactionStatus }),
    statusMessage: t.exposeString('statusMessage', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    describedAs: t.field({
      type: TransactionDescription,
      nullable: true,
      description: "What the server's description says (null: staff wrote it, show description as it is)",
      resolve: (r) =>
        isTransactionDescriptionKey(r.descriptionKey)
          ? { key: r.descriptionKey, values: r.descriptionValues ?? {} }
          : null,
    }),
    subtotalCents: t.exposeInt('subtotalCents'),
    discountCents: t.exposeInt('discountCents'),
    amountCents: t.exposeInt('amountCents'),
    paymentMethodId: t.exposeID('paymentMethodId', { nullable: true }),
    statementId: t.exposeID('statementId', { nullable: true }),
    carryoverTransactionId: t.exposeID('carryoverTransactionId', { nullable: true }),
    retries: t.exposeInt('retries'),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    paymentProcessorResponse: t.field({
      type: PaymentProcessorResponse,
      nullable: true,
      resolve: (r) => r.paymentProcessorResponse ?? null,
    }),
    paymentType: t.exposeString('paymentType', { nullable: true, description: 'Brand of the paying card' }),
    paymentInfo: t.exposeString('paymentInfo', { nullable: true, description: 'Last four digits of the paying card' }),
    standing: t.field({ type: BillingStandingEnum, resolve: (r) => r.standing }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdBy: t.exposeString('createdBy', { nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    updatedBy: t.exposeString('updatedBy', { nullable: true }),
    tripSegments: t.field({
      type: SegmentConnection,
      args: { limit: t.arg.int(), nextToken: t.arg.string(), sortDirection: t.arg({ type: SortDirectionEnum }) },
      resolve: (r, args, ctx) => ctx.services.billing.segmentsOf(r.id, args),
    }),
    tripAdjustments: t.field({
      type: AdjustmentConnection,
      args: { limit: t.arg.int(), nextToken: t.arg.string(), sortDirection: t.arg({ type: SortDirectionEnum }) },
      resolve: (r, args, ctx) => ctx.services.billing.adjustmentsOf(r.id, args),
    }),
  }),
});

const TransactionConnection = builder
  .objectRef<{ items: TransactionView[]; nextToken: string | null }>('ModelTransactionConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [Transaction], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const TransactionFilterInput = builder.inputType('ModelTransactionFilterInput', {
  fields: (t) => ({ status: t.field({ type: TransactionStatusEnum }) }),
});

builder.queryFields((t) => ({
  getTransactionsByUsernameByCreatedAt: t.field({
    type: TransactionConnection,
    authScopes: { signedIn: true },
    args: {
      username: t.arg.id({ required: true }),
      createdAt: t.arg({ type: DateKeyConditionInput }),
      filter: t.arg({ type: TransactionFilterInput }),
      ...pageArgs(t),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.billing.getTransactionsByUsernameByCreatedAt(ctx.actor, {
        ...args,
        username: String(args.username),
      }),
  }),
  getTransactionsByStatementId: t.field({
    type: TransactionConnection,
    authScopes: { signedIn: true },
    args: { statementId: t.arg.id({ required: true }), ...pageArgs(t) },
    resolve: (_root, args, ctx) =>
      ctx.services.billing.getTransactionsByStatementId(ctx.actor, { ...args, statementId: String(args.statementId) }),
  }),
  getTransactionsByTypeByCreatedAt: t.field({
    type: TransactionConnection,
    authScopes: { admin: true },
    args: {
      type: t.arg({ type: TransactionTypeEnum, required: true }),
      createdAt: t.arg({ type: DateKeyConditionInput }),
      filter: t.arg({ type: TransactionFilterInput }),
      ...pageArgs(t),
    },
    resolve: (_root, args, ctx) => ctx.services.billing.getTransactionsByTypeByCreatedAt(ctx.actor, args),
  }),
  getTransaction: t.field({
    type: Transaction,
    nullable: true,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.billing.getTransaction(ctx.actor, String(args.id)),
  }),
  getTripSegmentsByTransactionId: t.field({
    type: SegmentConnection,
    authScopes: { signedIn: true },
    args: { transactionId: t.arg.id({ required: true }), ...pageArgs(t) },
    resolve: (_root, args, ctx) =>
      ctx.services.billing.getTripSegmentsByTransactionId(ctx.actor, {
        ...args,
        transactionId: String(args.transactionId),
      }),
  }),
  getTripAdjustmentsByTransactionId: t.field({
    type: AdjustmentConnection,
    authScopes: { signedIn: true },
    args: { transactionId: t.arg.id({ required: true }), ...pageArgs(t) },
    resolve: (_root, args, ctx) =>
      ctx.services.billing.getTripAdjustmentsByTransactionId(ctx.actor, {
        ...args,
        transactionId: String(args.transactionId),
      }),
  }),
}));

const StaffTransactionSearchFilterInput = builder.inputType('StaffTransactionSearchFilterInput', {
  fields: (t) => ({
    status: t.field({ type: TransactionStatusEnum }),
    standing: t.field({ type: BillingStandingEnum }),
    type: t.field({ type: TransactionTypeEnum }),
    username: t.id(),
  }),
});

const TransactionTotalRef = builder.objectRef<TransactionTotal>('TransactionTotal').implement({
  description: 'How many transactions and their amount in cents (refunds count down)',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The status, standing or type totalled' }),
    count: t.exposeInt('count'),
    amountCents: t.exposeInt('amountCents'),
  }),
});

const TransactionSummaryRef = builder.objectRef<TransactionSummary>('TransactionSummary').implement({
  description:
    'Totals of everything a staff transaction search selects (all pages): count, and charges minus refunds in cents; a carried-over transaction is counted without its amount (the newer transaction that carried it holds it)',
  fields: (t) => ({
    count: t.exposeInt('count'),
    amountCents: t.exposeInt('amountCents'),
    charges: t.field({ type: TransactionTotalRef, resolve: (s) => s.charges }),
    refunds: t.field({ type: TransactionTotalRef, resolve: (s) => s.refunds }),
    byStatus: t.field({ type: [TransactionTotalRef], resolve: (s) => s.byStatus }),
    byStanding: t.field({ type: [TransactionTotalRef], resolve: (s) => s.byStanding }),
  }),
});

const idText = (v: string | number | null | undefined) => (v == null || v === '' ? null : String(v));

function searchArgs(args: {
  createdAt?: TransactionSearchArgs['createdAt'];
  filter?: {
    status?: string | null;
    standing?: (typeof BILLING_STANDINGS)[number] | null;
    type?: string | null;
    username?: string | number | null;
  } | null;
  limit?: number | null;
  nextToken?: string | null;
  sortDirection?: 'ASC' | 'DESC' | null;
}): TransactionSearchArgs {
  const f = args.filter;
  return {
    ...args,
    filter: f
      ? { status: f.status ?? null, standing: f.standing ?? null, type: f.type ?? null, username: idText(f.username) }
      : null,
  };
}

builder.queryFields((t) => ({
  searchTransactions: t.field({
    type: TransactionConnection,
    authScopes: { admin: true },
    description:
      'Staff /transactions: transactions created in a range (both ends required, at most 366 days), filtered by status, standing, type and participant together; newest first. limit: 100 by default and at most.',
    args: {
      createdAt: t.arg({ type: DateKeyConditionInput, required: true }),
      filter: t.arg({ type: StaffTransactionSearchFilterInput }),
      ...pageArgs(t),
    },
    extensions: { [MAX_LIMIT_EXTENSION]: TRANSACTION_SEARCH_MAX_LIMIT },
    resolve: (_root, args, ctx) => ctx.services.billing.searchTransactions(ctx.actor, searchArgs(args)),
  }),
  summarizeTransactions: t.field({
    type: TransactionSummaryRef,
    authScopes: { admin: true },
    description:
      'Staff /transactions summary chips: the totals of everything searchTransactions selects with the same arguments',
    args: {
      createdAt: t.arg({ type: DateKeyConditionInput, required: true }),
      filter: t.arg({ type: StaffTransactionSearchFilterInput }),
    },
    resolve: (_root, args, ctx) => ctx.services.billing.summarizeTransactions(ctx.actor, searchArgs(args)),
  }),
}));
