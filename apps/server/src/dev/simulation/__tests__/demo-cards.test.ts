import { messages, pilotDayOf, pilotPhase } from '@rc/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { paymentCardAuthorizations } from '../../../db/schema/index.js';
import { DEMO_PARTICIPANTS, DEMO_PASSWORD } from '../../../db/seed/seed.js';
import { SANDBOX_TEST_CARDS, SandboxPaymentsProvider } from '../../../integrations/payments/sandbox.js';
import { insertBill, waitForTransaction } from '../../../modules/payments/__tests__/payment-fixtures.js';
import { DEMO_TRIP_DAYS, demoPilotCalendar, demoPilotEndDate, demoStatementMonths } from '../demo.js';
import { SIMULATION_ACTOR } from '../simulation.service.js';

let server: TestServer;
let handle: DatabaseHandle;

beforeAll(async () => {
  // The harness leaves the demo cards out; this is the test of them.
  server = await startTestServer({ SEED_DEMO_CARDS: 'true' });
  handle = connect(server.databaseUrl);
});

afterAll(async () => {
  await handle?.close();
  await server?.close();
});

const CHARGE_DECLINE = '4000000000000341';

describe('demo payment cards', () => {
  it('gives every demo participant a verified default sandbox card and allows payments', async () => {
    for (const participant of DEMO_PARTICIPANTS) {
      const client = new Client(server.url);
      const user = await client.signIn(participant.email, DEMO_PASSWORD);
      const cards = await server.services.payments.listPaymentCards(SIMULATION_ACTOR, user.id, {});
      expect(cards.items, participant.email).toHaveLength(1);
      const [card] = cards.items;
      expect(card).toMatchObject({ brand: 'visa', last4: '4242', isDefault: true, serviceProviderKey: 'sandbox' });
      expect(card?.nameOnCard).toBe(`${participant.firstName} ${participant.lastName}`);
      // Saved like any card: the $1 pre-authorisation placed and reversed.
      const holds = await handle.db
        .select()
        .from(paymentCardAuthorizations)
        .where(eq(paymentCardAuthorizations.cardId, card?.id ?? ''));
      expect(holds.map((h) => [h.amountCents, h.status])).toEqual([[100, 'reversed']]);
    }
    expect((await server.services.configuration.getConfiguration('PAYMENTS_ALLOWED'))?.value).toBe('true');
    // The demo pilot ends in the future, so the dashboard shows a projection.
    const pilotEnd = (await server.services.configuration.getConfiguration('PILOT_END_DATE'))?.value ?? '';
    expect(pilotEnd).toBe(demoPilotEndDate(new Date()));
    expect(pilotEnd > new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it('ends the demo pilot on the last day of the third month after seeding', () => {
    expect(demoPilotEndDate(new Date('2026-11-22T12:00:00Z'))).toBe('2027-02-28');
    expect(demoPilotEndDate(new Date('2024-01-31T12:00:00Z'))).toBe('2024-04-30');
  });

  it('tells one pilot calendar story: started before the demo trips, first billed when the demo statements are, ends after today', async () => {
    expect(Object.fromEntries(demoPilotCalendar(new Date('2026-11-22T12:00:00Z')))).toEqual({
      PILOT_START_DATE: '2026-10-01',
      PILOT_END_DATE: '2027-02-28',
      PILOT_FIRST_BILLING_MONTH: '2026-11',
      PILOT_CHARGES_REAL: 'true',
      PILOT_GIFT_CARD_AMOUNT: '400',
    });
    const now = new Date();
    const calendar = await server.services.configuration.pilotCalendar();
    const seeded = Object.fromEntries(demoPilotCalendar(now));
    expect(calendar).toEqual({
      startDate: seeded.PILOT_START_DATE,
      endDate: seeded.PILOT_END_DATE,
      firstBillingMonth: seeded.PILOT_FIRST_BILLING_MONTH,
      chargesReal: true,
      giftCardDollars: 400,
    });
    expect(pilotPhase(calendar, now)).toBe('running');
    // The oldest demo trip is in the pilot's first month, whose statement (the first demo statement) is billed
    // in the first billing month.
    const oldestTripDay = pilotDayOf(new Date(now.getTime() - DEMO_TRIP_DAYS * 86_400_000));
    expect(oldestTripDay >= calendar.startDate && oldestTripDay.slice(0, 7) === calendar.startDate.slice(0, 7)).toBe(
      true,
    );
    expect(demoStatementMonths(DEMO_TRIP_DAYS, now.getTime())[0]).toBe(calendar.startDate.slice(0, 7));
  });
});

describe('the sandbox card that saves but whose charges are declined', () => {
  it('passes the pre-authorisation and is declined at every charge', async () => {
    expect(SANDBOX_TEST_CARDS[CHARGE_DECLINE]).toBe('chargeDecline');
    const provider = new SandboxPaymentsProvider('charge decline test');
    provider.configureStore(handle.db);
    const card = await provider.describeToken(provider.createToken(CHARGE_DECLINE, 12, new Date().getFullYear() + 2));
    expect(card.last4).toBe('0341');
    const hold = await provider.preauthorize(card.externalId, 100);
    await expect(provider.reverse(hold)).resolves.toBeUndefined();
    const charge = await provider.charge({ token: card.externalId, amountCents: 500, idempotencyKey: 'decline-0341' });
    expect(charge).toMatchObject({ status: 'declined', message: 'Your card was declined.' });
  });

  it('is saved by a participant; paying with it fails with the decline message and leaves the bill payable', async () => {
    const tod = new Client(server.url);
    const { id: username } = await tod.signIn('tod@example.com', DEMO_PASSWORD);
    const tokenised = await tod.post('/integrations/payments/sandbox/tokens', {
      cardNumber: CHARGE_DECLINE,
      expMonth: 12,
      expYear: new Date().getFullYear() + 2,
    });
    expect(tokenised.status).toBe(200);
    const saved = await tod.graphql(
      'mutation($input: StorePaymentCardByTokenInput!) { storePaymentCardByToken(input: $input) { paymentMethodId } }',
      { input: { serviceProviderKey: 'sandbox', username, token: tokenised.json.token, isDefault: false } },
    );
    expect(saved.errors).toBeUndefined();
    const declining = saved.data.storePaymentCardByToken.paymentMethodId as string;

    const bill = await insertBill(handle.db, username, 1234);
    const pay = (paymentMethodId: string) =>
      tod.graphql('mutation($input: UpdateTransactionInput!) { updateTransaction(input: $input) { id status } }', {
        input: { ids: [bill.transactionId], username, paymentMethodId },
      });
    const first = await pay(declining);
    expect(first.errors).toBeUndefined();
    expect(first.data.updateTransaction).toEqual([{ id: bill.transactionId, status: 'pending' }]);
    const failed = await waitForTransaction(handle.db, bill.transactionId);
    expect(failed).toMatchObject({ status: 'failed', statusMessage: messages.cardDeclined, retries: 1 });

    // The default demo card then pays it.
    const [defaultCard] = (
      await server.services.payments.listPaymentCards(SIMULATION_ACTOR, username, {})
    ).items.filter((c) => c.isDefault);
    const second = await pay(defaultCard?.id ?? '');
    expect(second.errors).toBeUndefined();
    expect((await waitForTransaction(handle.db, bill.transactionId)).status).toBe('processed');
  });
});
