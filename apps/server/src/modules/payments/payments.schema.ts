import { isCardExpired } from '@rc/domain';
import { builder, pageArgs } from '../../graphql/builder.js';
import { Transaction, TransactionStatusEnum } from '../billing/billing.schema.js';
import type { PaymentAttemptRow, PaymentCardRow } from './payments.repository.js';

/** A saved card: masked details only. The token, fingerprint and provider id are never returned. */
export const PaymentCard = builder.objectRef<PaymentCardRow>('PaymentCard').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeID('username'),
    alias: t.exposeString('alias', { nullable: true }),
    brand: t.exposeString('brand', { nullable: true }),
    last4: t.exposeString('last4', { nullable: true }),
    nameOnCard: t.exposeString('nameOnCard', { nullable: true }),
    expirationMonth: t.exposeInt('expirationMonth', { nullable: true }),
    expirationYear: t.exposeInt('expirationYear', { nullable: true }),
    isExpired: t.boolean({
      description: 'The end of the expiry month has passed',
      resolve: (c) =>
        c.expirationMonth != null && c.expirationYear != null && isCardExpired(c.expirationMonth, c.expirationYear),
    }),
    billingCountryCode: t.exposeString('billingCountryCode', { nullable: true }),
    billingZip: t.exposeString('billingZip', { nullable: true }),
    isDefault: t.exposeBoolean('isDefault'),
    serviceProviderKey: t.exposeString('serviceProviderKey', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdBy: t.exposeString('createdBy', { nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    updatedBy: t.exposeString('updatedBy', { nullable: true }),
  }),
});

const PaymentCardConnection = builder
  .objectRef<{ items: PaymentCardRow[]; nextToken: string | null }>('ModelPaymentCardConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [PaymentCard], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const StorePaymentCardByTokenResult = builder
  .objectRef<{ paymentMethodId: string }>('StorePaymentCardByTokenResult')
  .implement({ fields: (t) => ({ paymentMethodId: t.exposeID('paymentMethodId') }) });

builder.queryFields((t) => {
  const list = (description: string) =>
    t.field({
      type: PaymentCardConnection,
      description,
      authScopes: { signedIn: true },
      args: { username: t.arg.id({ required: true }), ...pageArgs(t) },
      resolve: (_root, args, ctx) => ctx.services.payments.listPaymentCards(ctx.actor, String(args.username), args),
    });
  return {
    listPaymentCards: list("A participant's saved cards (newest first)"),
    listPaymentMethods: list('Same as listPaymentCards'),
    getPaymentCard: t.field({
      type: PaymentCard,
      nullable: true,
      authScopes: { signedIn: true },
      args: { username: t.arg.id({ required: true }), id: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) =>
        ctx.services.payments.getPaymentCard(ctx.actor, String(args.username), String(args.id)),
    }),
  };
});

const CreatePaymentCardInput = builder.inputType('CreatePaymentCardInput', {
  description:
    'The manual card form: the provider token plus name on card and expiry (the card number never comes here)',
  fields: (t) => ({
    serviceProviderKey: t.string(),
    username: t.id({ required: true }),
    token: t.string({ required: true }),
    billingZip: t.string(),
    nameOnCard: t.string(),
    isDefault: t.boolean(),
    expirationMonth: t.int(),
    expirationYear: t.int(),
    alias: t.string(),
  }),
});

const UpdatePaymentCardInput = builder.inputType('UpdatePaymentCardInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    username: t.id({ required: true }),
    expirationMonth: t.int(),
    expirationYear: t.int(),
    nameOnCard: t.string(),
    isDefault: t.boolean(),
    alias: t.string(),
    updatedBy: t.string({ description: 'Ignored: the signed-in user is recorded' }),
  }),
});

const DeletePaymentCardInput = builder.inputType('DeletePaymentCardInput', {
  fields: (t) => ({ id: t.id({ required: true }), username: t.id({ required: true }) }),
});

const StorePaymentCardByTokenInput = builder.inputType('StorePaymentCardByTokenInput', {
  description: "The card-entry widget's token; brand, last four and expiry come from the provider",
  fields: (t) => ({
    serviceProviderKey: t.string(),
    isDefault: t.boolean(),
    nameOnCard: t.string(),
    username: t.id({ required: true }),
    token: t.string({ required: true }),
  }),
});

builder.mutationFields((t) => ({
  createPaymentCard: t.field({
    type: PaymentCard,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CreatePaymentCardInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.payments.createPaymentCard(ctx.actor, args.input),
  }),
  updatePaymentCard: t.field({
    type: PaymentCard,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdatePaymentCardInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.payments.updatePaymentCard(ctx.actor, args.input),
  }),
  deletePaymentCard: t.field({
    type: PaymentCard,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: DeletePaymentCardInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.payments.deletePaymentCard(ctx.actor, args.input),
  }),
  storePaymentCardByToken: t.field({
    type: StorePaymentCardByTokenResult,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: StorePaymentCardByTokenInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.payments.storePaymentCardByToken(ctx.actor, args.input),
  }),
}));

// Paying and refunding: the payment lifecycle, over billing's transactions.
const UpdateTransactionInput = builder.inputType('UpdateTransactionInput', {
  description:
    'Paying: ids, username and paymentMethodId (the participant or staff). Staff edit: id with status, statusMessage or description.',
  fields: (t) => ({
    ids: t.idList(),
    username: t.id(),
    paymentMethodId: t.id(),
    id: t.id(),
    status: t.field({ type: TransactionStatusEnum }),
    statusMessage: t.string(),
    description: t.string(),
  }),
});

const RefundTransactionInput = builder.inputType('RefundTransactionInput', {
  description:
    'Staff refund of a processed card payment: amountCents (integer cents) defaults to all of the payment not yet refunded',
  fields: (t) => ({
    transactionId: t.id({ required: true }),
    amountCents: t.int(),
    description: t.string(),
    id: t.id({
      description:
        "The refund transaction's id, chosen by the caller (a UUID): sending the same id again returns that refund instead of refunding twice",
    }),
  }),
});

/** One call (or repeated calls with one idempotency key) to the payments provider; the card token is never returned. */
const PaymentAttempt = builder.objectRef<PaymentAttemptRow>('PaymentAttempt').implement({
  description:
    "A charge or refund sent to the payments provider for a transaction, with the provider's answer (status started, unknown, approved or declined)",
  fields: (t) => ({
    id: t.exposeID('id'),
    transactionId: t.exposeID('transactionId'),
    username: t.exposeID('username'),
    kind: t.exposeString('kind', { description: 'charge or refund' }),
    attempt: t.exposeInt('attempt'),
    status: t.exposeString('status'),
    amountCents: t.exposeInt('amountCents'),
    serviceProviderKey: t.exposeString('serviceProviderKey'),
    paymentMethodId: t.exposeID('paymentMethodId', { nullable: true }),
    refundedTransactionId: t.exposeID('refundedTransactionId', { nullable: true }),
    chargeReference: t.exposeString('chargeReference', { nullable: true }),
    providerReference: t.exposeString('providerReference', {
      nullable: true,
      description: "The provider's reference number",
    }),
    message: t.exposeString('message', { nullable: true }),
    response: t.string({
      nullable: true,
      description: "The provider's answer, as JSON text",
      resolve: (a) => (a.response == null ? null : JSON.stringify(a.response)),
    }),
    calls: t.exposeInt('calls'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  getPaymentAttemptsByTransactionId: t.field({
    type: [PaymentAttempt],
    description:
      'Staff: the provider calls of a transaction and of the refunds of its charge, oldest first (at most 200)',
    authScopes: { admin: true },
    args: { transactionId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.payments.getPaymentAttemptsByTransactionId(ctx.actor, String(args.transactionId)),
  }),
}));

builder.mutationFields((t) => ({
  refundTransaction: t.field({
    type: Transaction,
    description:
      'Creates a refund transaction (type refund) for a processed card payment and sends it to the payments provider: processed when refunded, failed when refused, pending while the provider has not answered',
    authScopes: { admin: true },
    args: { input: t.arg({ type: RefundTransactionInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.paymentLifecycle.refundTransaction(ctx.actor, args.input),
  }),
  updateTransaction: t.field({
    type: [Transaction],
    description: 'The transactions changed (paying leaves non-payable ones out)',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateTransactionInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.paymentLifecycle.updateTransaction(ctx.actor, args.input),
  }),
}));
