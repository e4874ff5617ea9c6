import { currentYearMonth, messages } from '@rc/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  errorOf,
  setConfiguration as setDatabaseConfiguration,
  signInDemoUsers,
  startTestServer,
  type TestServer,
} from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { paymentCardAuthorizations, paymentCards, transactions } from '../../../db/schema/index.js';
import { schema } from '../../../graphql/schema.js';
import { PaymentsError, SandboxPaymentsProvider } from '../../../integrations/payments/index.js';

let server: TestServer;
let handle: DatabaseHandle;
let admin: Client;
let driver: Client;
let other: Client;
let driverId: string;
let otherId: string;

const { year: thisYear, month: thisMonth } = currentYearMonth();
const token = (number: string, month = 12, year = thisYear + 2) =>
  server.providers.payments.createToken(number, month, year);

const cardFields =
  'id username alias brand last4 nameOnCard expirationMonth expirationYear isDefault isExpired updatedBy';
const store = (client: Client, input: Record<string, unknown>) =>
  client.graphql(
    'mutation($input: StorePaymentCardByTokenInput!) { storePaymentCardByToken(input: $input) { paymentMethodId } }',
    { input },
  );
const create = (client: Client, input: Record<string, unknown>) =>
  client.graphql(`mutation($input: CreatePaymentCardInput!) { createPaymentCard(input: $input) { ${cardFields} } }`, {
    input,
  });
const update = (client: Client, input: Record<string, unknown>) =>
  client.graphql(`mutation($input: UpdatePaymentCardInput!) { updatePaymentCard(input: $input) { ${cardFields} } }`, {
    input,
  });
const remove = (client: Client, input: Record<string, unknown>) =>
  client.graphql(`mutation($input: DeletePaymentCardInput!) { deletePaymentCard(input: $input) { ${cardFields} } }`, {
    input,
  });
const list = async (client: Client, username: string, field = 'listPaymentCards') => {
  const res = await client.graphql(`query($u: ID!) { ${field}(username: $u) { items { ${cardFields} } nextToken } }`, {
    u: username,
  });
  expect(res.errors).toBeUndefined();
  return res.data[field].items as { id: string; last4: string; isDefault: boolean; alias: string | null }[];
};
const setConfiguration = (key: string, value: string) => setDatabaseConfiguration(handle.db, key, value);

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  ({ admin, driver, driverId, manual: other, manualId: otherId } = await signInDemoUsers(server.url));
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

describe('the sandbox payments provider', () => {
  const provider = new SandboxPaymentsProvider('a secret of this test');

  it('issues signed tokens that describe the card and never carry the number', async () => {
    const t = provider.createToken('4242 4242 4242 4242', 7, 31);
    expect(t).not.toContain('4242424242424242');
    const card = await provider.describeToken(t);
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', expirationMonth: 7, expirationYear: 2031 });
    expect(card.fingerprint).toHaveLength(22);
    // The same number has the same fingerprint in every token; another number does not.
    expect((await provider.describeToken(provider.createToken('4242424242424242', 1, 2030))).fingerprint).toBe(
      card.fingerprint,
    );
    expect((await provider.describeToken(provider.createToken('5555555555554444', 1, 2030))).fingerprint).not.toBe(
      card.fingerprint,
    );
  });

  it('refuses numbers failing the Luhn check and bad expiry months', () => {
    expect(() => provider.createToken('4242424242424241', 1, 2030)).toThrow(PaymentsError);
    expect(() => provider.createToken('4242424242424242', 13, 2030)).toThrow(PaymentsError);
  });

  it('refuses tampered, foreign and expired tokens', async () => {
    const t = provider.createToken('4242424242424242', 1, 2030);
    const [body = '', signature = ''] = t.split('.');
    const payload = JSON.parse(Buffer.from(body.slice('sbx_tok_'.length), 'base64url').toString());
    const forged = `sbx_tok_${Buffer.from(JSON.stringify({ ...payload, last4: '0000' })).toString('base64url')}.${signature}`;
    await expect(provider.describeToken(forged)).rejects.toThrow(PaymentsError);
    await expect(new SandboxPaymentsProvider('another secret').describeToken(t)).rejects.toThrow(PaymentsError);
    await expect(provider.describeToken(t, new Date(Date.now() + 2 * 3600 * 1000))).rejects.toThrow(PaymentsError);
  });

  it('pre-authorises and reverses; the decline test card is declined', async () => {
    const good = await provider.describeToken(provider.createToken('4242424242424242', 1, 2030));
    const authorization = await provider.preauthorize(good.externalId, 100);
    await expect(provider.reverse(authorization)).resolves.toBeUndefined();
    await expect(provider.reverse(`${authorization}x`)).rejects.toThrow(PaymentsError);
    const declined = await provider.describeToken(provider.createToken('4000000000000002', 1, 2030));
    await expect(provider.preauthorize(declined.externalId, 100)).rejects.toMatchObject({ reason: 'declined' });
  });
});

describe('payment cards', () => {
  it('never exposes tokens, fingerprints or provider ids', () => {
    const fields = Object.keys((schema.getType('PaymentCard') as import('graphql').GraphQLObjectType).getFields());
    expect(fields).not.toContain('token');
    expect(fields).not.toContain('fingerprint');
    expect(fields).not.toContain('externalId');
  });

  it('refuses participants while payments are disabled, with the spec message; staff may still save', async () => {
    await setConfiguration('PAYMENTS_ALLOWED', 'false');
    const res = await store(driver, { username: driverId, token: token('4242424242424242') });
    expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message: messages.paymentsDisabled });
    expect(await list(driver, driverId)).toEqual([]);
    const byStaff = await store(admin, { username: otherId, token: token('4242424242424242') });
    expect(byStaff.errors).toBeUndefined();
    await setConfiguration('PAYMENTS_ALLOWED', 'true');
  });

  it('stores a card by token end to end: $1 pre-authorised and reversed, first card default', async () => {
    const res = await store(driver, {
      username: driverId,
      token: token('4242 4242 4242 4242'),
      nameOnCard: 'Dana Driver',
      serviceProviderKey: 'sandbox',
    });
    expect(res.errors).toBeUndefined();
    const id = res.data.storePaymentCardByToken.paymentMethodId as string;
    const [card] = await list(driver, driverId);
    expect(card).toMatchObject({ id, brand: 'visa', last4: '4242', isDefault: true, nameOnCard: 'Dana Driver' });
    const [row] = await handle.db.select().from(paymentCards).where(eq(paymentCards.id, id));
    expect(row?.fingerprint).toBeTruthy();
    expect(row?.externalId).toMatch(/^sbx_pm_/);
    expect(row?.serviceProviderKey).toBe('sandbox');
    const auths = await handle.db
      .select()
      .from(paymentCardAuthorizations)
      .where(eq(paymentCardAuthorizations.cardId, id));
    expect(auths).toHaveLength(1);
    expect(auths[0]).toMatchObject({ amountCents: 100, status: 'reversed', username: driverId });
    expect(auths[0]?.reversedAt).toBeInstanceOf(Date);
  });

  it('refuses the same card twice, a declined card, an expired card and a bad token, storing nothing', async () => {
    const before = (await list(driver, driverId)).length;
    const cases: [string, string][] = [
      [token('4242424242424242'), messages.cardAlreadySaved],
      [token('4000 0000 0000 0002'), messages.cardDeclined],
      [token('5555555555554444', 12, thisYear - 1), messages.cardExpired],
      ['sbx_tok_e30.bm90LWEtc2lnbmF0dXJl', messages.cardTokenInvalid],
      ['4242424242424242', messages.cardTokenInvalid],
    ];
    for (const [t, message] of cases) {
      const res = await store(driver, { username: driverId, token: t });
      expect(errorOf(res), message).toEqual({ code: 'BAD_USER_INPUT', message });
    }
    expect(await list(driver, driverId)).toHaveLength(before);
  });

  it('checks the manual form: name on card, month 1-12, year current through +9, expiry matching the card', async () => {
    const base = { username: driverId, nameOnCard: 'Dana Driver', expirationMonth: 12, expirationYear: thisYear + 2 };
    const t = token('5555555555554444', 12, thisYear + 2);
    const cases: [Record<string, unknown>, string][] = [
      [{ nameOnCard: '  ' }, messages.nameOnCardRequired],
      [{ nameOnCard: null }, messages.nameOnCardRequired],
      [{ expirationMonth: 13 }, messages.expirationMonthInvalid],
      [{ expirationMonth: 0 }, messages.expirationMonthInvalid],
      [{ expirationYear: thisYear + 10 }, messages.expirationYearInvalid],
      [{ expirationYear: thisYear - 1 }, messages.expirationYearInvalid],
      [{ expirationYear: thisYear + 3 }, messages.cardExpiryMismatch],
      [{ billingZip: '123' }, messages.zipRequired],
    ];
    for (const [change, message] of cases) {
      const res = await create(driver, { ...base, token: t, ...change });
      expect(errorOf(res), message).toEqual({ code: 'BAD_USER_INPUT', message });
    }
    if (thisMonth > 1) {
      const expired = token('5555555555554444', thisMonth - 1, thisYear);
      const res = await create(driver, {
        ...base,
        token: expired,
        expirationMonth: thisMonth - 1,
        expirationYear: thisYear,
      });
      expect(errorOf(res).message).toBe(messages.cardExpired);
    }
    const ok = await create(driver, { ...base, token: t, billingZip: '95814', alias: 'Work card' });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.createPaymentCard).toMatchObject({
      last4: '4444',
      brand: 'mastercard',
      isDefault: false,
      alias: 'Work card',
    });
  });

  it('keeps exactly one default card and at most three cards', async () => {
    const third = await create(driver, {
      username: driverId,
      token: token('378282246310005', 6, thisYear + 1),
      nameOnCard: 'Dana Driver',
      expirationMonth: 6,
      expirationYear: thisYear + 1,
      isDefault: true,
    });
    expect(third.errors).toBeUndefined();
    const cards = await list(driver, driverId);
    expect(cards).toHaveLength(3);
    expect(cards.filter((c) => c.isDefault).map((c) => c.last4)).toEqual(['0005']);

    const fourth = await store(driver, { username: driverId, token: token('6011111111111117') });
    expect(errorOf(fourth)).toEqual({ code: 'BAD_USER_INPUT', message: messages.maxCards });
    const byStaff = await store(admin, { username: driverId, token: token('6011111111111117') });
    expect(errorOf(byStaff).message).toBe(messages.maxCards);
    expect(await list(driver, driverId)).toHaveLength(3);
  });

  it('edits a card: default switch, no way to leave none, expiry rules, updatedBy from the session', async () => {
    const cards = await list(driver, driverId);
    const visa = cards.find((c) => c.last4 === '4242');
    const amex = cards.find((c) => c.last4 === '0005');
    if (!visa || !amex) throw new Error('cards missing');

    const unset = await update(driver, { id: amex.id, username: driverId, isDefault: false });
    expect(errorOf(unset).message).toBe(messages.defaultCardRequired);

    const res = await update(driver, {
      id: visa.id,
      username: driverId,
      isDefault: true,
      alias: 'Everyday',
      nameOnCard: 'D Driver',
      updatedBy: 'someone-else',
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.updatePaymentCard).toMatchObject({ isDefault: true, alias: 'Everyday', updatedBy: driverId });
    expect((await list(driver, driverId)).filter((c) => c.isDefault).map((c) => c.id)).toEqual([visa.id]);

    const onlyMonth = await update(driver, { id: visa.id, username: driverId, expirationMonth: 5 });
    expect(errorOf(onlyMonth).message).toBe(messages.expirationTogether);
    if (thisMonth > 1) {
      const expired = await update(driver, {
        id: visa.id,
        username: driverId,
        expirationMonth: thisMonth - 1,
        expirationYear: thisYear,
      });
      expect(errorOf(expired).message).toBe(messages.cardExpired);
    }
    const renewed = await update(driver, {
      id: visa.id,
      username: driverId,
      expirationMonth: 1,
      expirationYear: thisYear + 5,
    });
    expect(renewed.data.updatePaymentCard).toMatchObject({ expirationMonth: 1, expirationYear: thisYear + 5 });
  });

  it('keeps participants to their own cards', async () => {
    const [mine] = await list(driver, driverId);
    if (!mine) throw new Error('no card');
    const listed = await other.graphql('query($u: ID!) { listPaymentCards(username: $u) { items { id } } }', {
      u: driverId,
    });
    expect(errorOf(listed).code).toBe('FORBIDDEN');
    const got = await other.graphql('query($u: ID!, $id: ID!) { getPaymentCard(username: $u, id: $id) { id } }', {
      u: otherId,
      id: mine.id,
    });
    expect(got.errors).toBeUndefined();
    expect(got.data.getPaymentCard).toBeNull();
    for (const res of [
      await update(other, { id: mine.id, username: otherId, alias: 'mine now' }),
      await remove(other, { id: mine.id, username: otherId }),
    ]) {
      expect(errorOf(res).code).toBe('NOT_FOUND');
    }
    expect(errorOf(await remove(other, { id: mine.id, username: driverId })).code).toBe('FORBIDDEN');
    // listPaymentMethods is the same list.
    expect(await list(driver, driverId, 'listPaymentMethods')).toEqual(await list(driver, driverId));
    const own = await driver.graphql('query($u: ID!, $id: ID!) { getPaymentCard(username: $u, id: $id) { id } }', {
      u: driverId,
      id: mine.id,
    });
    expect(own.data.getPaymentCard.id).toBe(mine.id);
  });

  it('refuses to delete a card of a payment in progress; deleting the default makes the newest remaining default', async () => {
    const cards = await list(driver, driverId);
    const visa = cards.find((c) => c.last4 === '4242');
    const amex = cards.find((c) => c.last4 === '0005');
    const mastercard = cards.find((c) => c.last4 === '4444');
    if (!visa || !amex || !mastercard) throw new Error('cards missing');
    expect(visa.isDefault).toBe(true);

    const [pending] = await handle.db
      .insert(transactions)
      .values({ username: driverId, amountCents: 900, status: 'pending', paymentMethodId: amex.id })
      .returning();
    const inUse = await remove(driver, { id: amex.id, username: driverId });
    expect(errorOf(inUse)).toEqual({ code: 'BAD_USER_INPUT', message: messages.cardInUse });
    await handle.db
      .update(transactions)
      .set({ status: 'processed' })
      .where(eq(transactions.id, pending?.id ?? ''));

    const deleted = await remove(driver, { id: visa.id, username: driverId });
    expect(deleted.errors).toBeUndefined();
    const left = await list(driver, driverId);
    expect(left.map((c) => c.id).sort()).toEqual([amex.id, mastercard.id].sort());
    // The amex card was saved after the mastercard: it is the newest and becomes the default.
    expect(left.filter((c) => c.isDefault).map((c) => c.id)).toEqual([amex.id]);
    // The verification record outlives the card.
    const auths = await handle.db
      .select()
      .from(paymentCardAuthorizations)
      .where(eq(paymentCardAuthorizations.username, driverId));
    expect(auths.length).toBeGreaterThanOrEqual(3);
    // The processed transaction keeps its history; deleting its card only clears the link.
    const removedAmex = await remove(driver, { id: amex.id, username: driverId });
    expect(removedAmex.errors).toBeUndefined();
    const [tx] = await handle.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, pending?.id ?? ''));
    expect(tx?.paymentMethodId).toBeNull();
    expect((await list(driver, driverId)).map((c) => [c.last4, c.isDefault])).toEqual([['4444', true]]);
  });

  it('refuses an unknown provider', async () => {
    const res = await store(driver, {
      username: driverId,
      token: token('6011111111111117'),
      serviceProviderKey: 'acme',
    });
    expect(errorOf(res).message).toBe(messages.paymentProviderUnavailable);
    await setConfiguration('PAYMENTS_PROVIDER', 'acme');
    const configured = await store(driver, { username: driverId, token: token('6011111111111117') });
    expect(errorOf(configured).message).toBe(messages.paymentProviderUnavailable);
    await setConfiguration('PAYMENTS_PROVIDER', '');
  });

  it('answers NOT_FOUND for a participant that does not exist', async () => {
    const res = await store(admin, { username: 'nobody-here', token: token('6011111111111117') });
    expect(errorOf(res).code).toBe('NOT_FOUND');
  });
});
