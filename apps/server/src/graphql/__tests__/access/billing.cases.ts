import { eq } from 'drizzle-orm';
import { createParticipant } from '../../../db/__tests__/fixtures.js';
import {
  configurations,
  notifications,
  participantStatements,
  paymentAttempts,
  paymentCards,
  transactions,
  tripAdjustments,
  tripSegments,
  trips,
} from '../../../db/schema/index.js';
import type { AccessModule, Caller, World } from './types.js';

/**
 * Billing (transactions, statements), payment cards and notifications. Records belong to participant
 * B; cards that admin creates go to a participant of their own (C), so B never reaches the 3-card limit.
 */
const nextYear = new Date().getUTCFullYear() + 1;
const card = (w: World, number: string) => w.providers.payments.createToken(number, 12, nextYear);
const txSelection = '{ items { id status amountCents standing paymentType paymentInfo } nextToken }';
const pageSelection = '{ items { id } nextToken }';

/** A's attempts target B; B acts on B; admin acts on B, or on C where admin would use up B's records. */
const owner = (w: World, caller: Caller['name'], adminTarget: 'B' | 'C' = 'B') =>
  caller === 'admin' && adminTarget === 'C' ? (w.ids.billingC as string) : w.B;

export const access: AccessModule = {
  async seed(w) {
    const { db } = w;
    await db.update(configurations).set({ value: 'true' }).where(eq(configurations.key, 'PAYMENTS_ALLOWED'));
    w.ids.billingC = await createParticipant(db);
    const [cardB, cardDelB, cardDelC] = await db
      .insert(paymentCards)
      .values([
        { username: w.B, brand: 'visa', last4: '4242', expirationMonth: 12, expirationYear: nextYear, isDefault: true },
        { username: w.B, brand: 'mastercard', last4: '4444', expirationMonth: 12, expirationYear: nextYear },
        { username: w.ids.billingC, brand: 'visa', last4: '1111', expirationMonth: 12, expirationYear: nextYear },
      ])
      .returning();
    const [statement] = await db
      .insert(participantStatements)
      .values({
        username: w.B,
        month: '2024-08',
        periodFrom: new Date('2024-08-01T07:00:00Z'),
        periodTo: new Date('2024-09-01T06:59:59.999Z'),
        createdBy: 'System',
      })
      .returning();
    const [tx, txPayB, txPayAdmin] = await db
      .insert(transactions)
      .values([
        { username: w.B, amountCents: 1234, statementId: statement?.id },
        { username: w.B, amountCents: 500 },
        { username: w.B, amountCents: 700 },
      ])
      .returning();
    const [trip] = await db.insert(trips).values({ username: w.B }).returning();
    if (!cardB || !cardDelB || !cardDelC || !statement || !tx || !txPayB || !txPayAdmin || !trip) {
      throw new Error('billing seed');
    }
    await db.insert(tripSegments).values({ tripId: trip.id, username: w.B, type: 'public', transactionId: tx.id });
    await db.insert(tripAdjustments).values({ tripId: trip.id, username: w.B, note: 'seed', transactionId: tx.id });
    const [notification] = await db
      .insert(notifications)
      // Due in a year: the notification worker must not send it before staff get to cancel it.
      .values({
        username: w.B,
        email: 'walk.b@example.com',
        subject: 'Hello',
        text: 'Hello B',
        shouldBeSentAt: new Date(Date.now() + 365 * 24 * 3600 * 1000),
      })
      .returning();
    // A card payment of B's, charged at the sandbox and recorded as processed, for staff to refund.
    const externalId = (await w.providers.payments.describeToken(card(w, '4242424242424242'))).externalId;
    const charged = await w.providers.payments.charge({
      token: externalId,
      amountCents: 900,
      idempotencyKey: 'access-seed',
    });
    const [paid] = await db
      .insert(transactions)
      .values({ username: w.B, amountCents: 900, status: 'processed', paidAt: new Date() })
      .returning();
    if (!paid) throw new Error('billing seed');
    await db.insert(paymentAttempts).values({
      transactionId: paid.id,
      username: w.B,
      kind: 'charge',
      attempt: 1,
      idempotencyKey: 'access-seed',
      status: 'approved',
      amountCents: 900,
      serviceProviderKey: 'sandbox',
      paymentMethodToken: externalId,
      providerReference: charged.reference,
    });
    Object.assign(w.ids, {
      billingTxPaidB: paid.id,
      billingCardB: cardB.id,
      billingCardDelB: cardDelB.id,
      billingCardDelC: cardDelC.id,
      billingStatementB: statement.id,
      billingTxB: tx.id,
      billingTxPayB: txPayB.id,
      billingTxPayAdmin: txPayAdmin.id,
      billingNotificationB: notification?.id ?? '',
    });
  },
  cases: [
    // Transactions
    {
      field: 'getTransactionsByUsernameByCreatedAt',
      rule: 'own',
      operation: (w) => ({
        query: `query($u: ID!) { getTransactionsByUsernameByCreatedAt(username: $u, createdAt: { ge: "2000-01-01T00:00:00Z" }, filter: { status: created }) ${txSelection} }`,
        variables: { u: w.B },
      }),
    },
    {
      field: 'getTransactionsByStatementId',
      rule: 'own',
      operation: (w) => ({
        query: `query($s: ID!) { getTransactionsByStatementId(statementId: $s) ${txSelection} }`,
        variables: { s: w.ids.billingStatementB },
      }),
    },
    {
      field: 'getTransactionsByTypeByCreatedAt',
      rule: 'admin',
      operation: () => ({
        query: `query { getTransactionsByTypeByCreatedAt(type: transaction, limit: 5) ${txSelection} }`,
      }),
    },
    {
      field: 'searchTransactions',
      rule: 'admin',
      operation: () => ({
        query: `query($c: ModelDateKeyConditionInput!) { searchTransactions(createdAt: $c, filter: { standing: current }, limit: 5) ${txSelection} }`,
        variables: { c: { ge: '2000-01-01T00:00:00Z', lt: '2000-12-31T00:00:00Z' } },
      }),
    },
    {
      field: 'summarizeTransactions',
      rule: 'admin',
      operation: () => ({
        query:
          'query($c: ModelDateKeyConditionInput!) { summarizeTransactions(createdAt: $c) { count amountCents byStanding { key count amountCents } } }',
        variables: { c: { ge: '2000-01-01T00:00:00Z', lt: '2000-12-31T00:00:00Z' } },
      }),
    },
    {
      field: 'getPaymentAttemptsByTransactionId',
      rule: 'admin',
      operation: (w) => ({
        query: 'query($id: ID!) { getPaymentAttemptsByTransactionId(transactionId: $id) { id kind status } }',
        variables: { id: w.ids.billingTxPaidB },
      }),
    },
    {
      field: 'getTransaction',
      rule: 'own',
      operation: (w) => ({
        query:
          'query($id: ID!) { getTransaction(id: $id) { id standing tripSegments { items { id } } tripAdjustments { items { id } } trips { items { tripId paymentStatus } } mileageReports { items { id } } } }',
        variables: { id: w.ids.billingTxB },
      }),
    },
    {
      field: 'getTripSegmentsByTransactionId',
      rule: 'own',
      operation: (w) => ({
        query: `query($id: ID!) { getTripSegmentsByTransactionId(transactionId: $id) { items { id mileageFeeCents paymentStatus } nextToken } }`,
        variables: { id: w.ids.billingTxB },
      }),
    },
    {
      field: 'getTripAdjustmentsByTransactionId',
      rule: 'own',
      operation: (w) => ({
        query: `query($id: ID!) { getTripAdjustmentsByTransactionId(transactionId: $id) { items { id adjMileageFeeCents } nextToken } }`,
        variables: { id: w.ids.billingTxB },
      }),
    },
    {
      field: 'updateTransaction',
      rule: 'own',
      // B pays one transaction; admin pays another of B's (A tries B's).
      operation: (w, caller) => ({
        query:
          'mutation($input: UpdateTransactionInput!) { updateTransaction(input: $input) { id status paymentType } }',
        variables: {
          input: {
            ids: [caller === 'admin' ? w.ids.billingTxPayAdmin : w.ids.billingTxPayB],
            username: w.B,
            paymentMethodId: w.ids.billingCardB,
          },
        },
      }),
    },
    {
      field: 'refundTransaction',
      rule: 'admin',
      operation: (w) => ({
        query:
          'mutation($input: RefundTransactionInput!) { refundTransaction(input: $input) { id type status amountCents } }',
        variables: { input: { transactionId: w.ids.billingTxPaidB, amountCents: 300, description: 'Access case' } },
      }),
    },
    // The participant dashboard, and what a transaction bills (trips, mileage reports)
    {
      field: 'getParticipantDashboard',
      rule: 'own',
      operation: (w) => ({
        query: `query($u: ID!) { getParticipantDashboard(username: $u) { balanceCents payableTransactionIds totals { mileageKm roadChargeCents } months { month billedCents } projection { daysRemaining } } }`,
        variables: { u: w.B },
      }),
    },
    // Statements
    {
      field: 'getParticipantStatementsByUsername',
      rule: 'own',
      operation: (w) => ({
        query: `query($u: ID!) { getParticipantStatementsByUsername(username: $u, filter: { createdBy: "System" }) { items { id month standing tripsSummary { stateCode } } nextToken } }`,
        variables: { u: w.B },
      }),
    },
    {
      field: 'listParticipantStatements',
      rule: 'admin',
      operation: () => ({
        query: `query { listParticipantStatements(filter: { periodFrom: { ge: "2024-01-01T00:00:00Z" } }, limit: 5) ${pageSelection} }`,
      }),
    },
    {
      field: 'getParticipantStatement',
      rule: 'own',
      operation: (w) => ({
        query: 'query($id: ID!) { getParticipantStatement(id: $id) { id balance vehiclesSummary { mileage } } }',
        variables: { id: w.ids.billingStatementB },
      }),
    },
    // Payment cards
    {
      field: 'listPaymentCards',
      rule: 'own',
      operation: (w) => ({
        query: `query($u: ID!) { listPaymentCards(username: $u) { items { id last4 isDefault } nextToken } }`,
        variables: { u: w.B },
      }),
    },
    {
      field: 'listPaymentMethods',
      rule: 'own',
      operation: (w) => ({
        query: `query($u: ID!) { listPaymentMethods(username: $u) ${pageSelection} }`,
        variables: { u: w.B },
      }),
    },
    {
      field: 'getPaymentCard',
      rule: 'own',
      operation: (w) => ({
        query: 'query($u: ID!, $id: ID!) { getPaymentCard(username: $u, id: $id) { id brand } }',
        variables: { u: w.B, id: w.ids.billingCardB },
      }),
    },
    {
      field: 'updatePaymentCard',
      rule: 'own',
      operation: (w, caller) => ({
        query: 'mutation($input: UpdatePaymentCardInput!) { updatePaymentCard(input: $input) { id alias } }',
        variables: { input: { id: w.ids.billingCardB, username: w.B, alias: `Card of ${caller}` } },
      }),
    },
    {
      field: 'deletePaymentCard',
      rule: 'own',
      operation: (w, caller) => ({
        query: 'mutation($input: DeletePaymentCardInput!) { deletePaymentCard(input: $input) { id } }',
        variables: {
          input: {
            id: caller === 'admin' ? w.ids.billingCardDelC : w.ids.billingCardDelB,
            username: owner(w, caller, 'C'),
          },
        },
      }),
    },
    {
      field: 'createPaymentCard',
      rule: 'own',
      operation: (w, caller) => ({
        query: 'mutation($input: CreatePaymentCardInput!) { createPaymentCard(input: $input) { id last4 isDefault } }',
        variables: {
          input: {
            username: owner(w, caller, 'C'),
            token: card(w, caller === 'admin' ? '378282246310005' : '4012888888881881'),
            nameOnCard: 'Walk Driver',
            expirationMonth: 12,
            expirationYear: nextYear,
          },
        },
      }),
    },
    {
      field: 'storePaymentCardByToken',
      rule: 'own',
      operation: (w, caller) => ({
        query:
          'mutation($input: StorePaymentCardByTokenInput!) { storePaymentCardByToken(input: $input) { paymentMethodId } }',
        variables: {
          input: {
            username: owner(w, caller, 'C'),
            token: card(w, caller === 'admin' ? '6011111111111117' : '5555555555554444'),
            serviceProviderKey: 'sandbox',
          },
        },
      }),
    },
    // Notifications (staff only)
    {
      field: 'getNotificationsByUsername',
      rule: 'admin',
      operation: (w) => ({
        query: `query($u: ID!) { getNotificationsByUsername(username: $u) { items { id estimatedDeliveryAt } nextToken } }`,
        variables: { u: w.B },
      }),
    },
    {
      field: 'getNotificationsByStatusByShouldBeSentAt',
      rule: 'admin',
      operation: () => ({
        query: `query { getNotificationsByStatusByShouldBeSentAt(status: pending, shouldBeSentAt: { le: "2100-01-01T00:00:00Z" }) ${pageSelection} }`,
      }),
    },
    {
      field: 'createNotification',
      rule: 'admin',
      operation: (w) => ({
        query: 'mutation($input: CreateNotificationInput!) { createNotification(input: $input) { id status email } }',
        variables: { input: { username: w.B, subject: 'Walk', text: 'A notice from the access walk' } },
      }),
    },
    {
      field: 'previewNotification',
      rule: 'admin',
      operation: (w) => ({
        query:
          'query($input: PreviewNotificationInput!) { previewNotification(input: $input) { language subject text } }',
        variables: { input: { username: w.B, templateName: 'accountActive' } },
      }),
    },
    {
      field: 'createNotifications',
      rule: 'admin',
      operation: (w) => ({
        query: 'mutation($input: CreateNotificationsInput!) { createNotifications(input: $input) { id status } }',
        variables: { input: { usernames: [w.B], subject: 'Walk', text: 'The same notice to each chosen participant' } },
      }),
    },
    {
      field: 'updateNotification',
      rule: 'admin',
      operation: (w) => ({
        query: 'mutation($input: UpdateNotificationInput!) { updateNotification(input: $input) { id status } }',
        variables: { input: { id: w.ids.billingNotificationB, status: 'cancelled' } },
      }),
    },
  ],
};
