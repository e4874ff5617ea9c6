import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { sandboxPaymentOperations } from '../../../db/schema/index.js';
import { PaymentsError } from '../provider.js';
import { SandboxPaymentsProvider } from '../sandbox.js';

// Two provider instances on two connection pools to one database: two server processes.
let first: DatabaseHandle;
let second: DatabaseHandle;
const provider = new SandboxPaymentsProvider('charges test');
const otherProcess = new SandboxPaymentsProvider('charges test, another process');

const method = async (number: string) =>
  (await provider.describeToken(provider.createToken(number, 12, new Date().getFullYear() + 2))).externalId;
const rowsOf = (key: string) =>
  first.db.select().from(sandboxPaymentOperations).where(eq(sandboxPaymentOperations.idempotencyKey, key));

beforeAll(async () => {
  const url = await createTestDatabase();
  first = connect(url);
  second = connect(url);
  provider.configureStore(first.db);
  otherProcess.configureStore(second.db);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

describe('sandbox charges', () => {
  it('approves a good card and declines the decline test card, as answers (not errors)', async () => {
    const ok = await provider.charge({
      token: await method('4242424242424242'),
      amountCents: 1500,
      idempotencyKey: 'k-ok',
    });
    expect(ok).toMatchObject({ kind: 'charge', status: 'approved', amountCents: 1500, replayed: false, message: null });
    expect(ok.reference).toMatch(/^sbx_ch_/);
    const no = await provider.charge({
      token: await method('4000000000000002'),
      amountCents: 1500,
      idempotencyKey: 'k-no',
    });
    expect(no).toMatchObject({ status: 'declined', message: 'Your card was declined.' });
  });

  it('times out on the timeout test card after charging; the same key then answers the charge', async () => {
    const token = await method('4000000000000119');
    await expect(provider.charge({ token, amountCents: 700, idempotencyKey: 'k-slow' })).rejects.toMatchObject({
      reason: 'timeout',
    });
    const again = await provider.charge({ token, amountCents: 700, idempotencyKey: 'k-slow' });
    expect(again).toMatchObject({ status: 'approved', replayed: true, amountCents: 700 });
    expect(await rowsOf('k-slow')).toHaveLength(1);
  });

  it('returns the first answer to a repeated key, from any process, and never charges twice', async () => {
    const token = await method('5555555555554444');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? otherProcess : provider).charge({ token, amountCents: 999, idempotencyKey: 'k-many' }),
      ),
    );
    expect(new Set(answers.map((a) => a.reference)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(await rowsOf('k-many')).toHaveLength(1);
  });

  it('refuses a key used before for another request', async () => {
    const token = await method('4242424242424242');
    await provider.charge({ token, amountCents: 100, idempotencyKey: 'k-conflict' });
    await expect(provider.charge({ token, amountCents: 200, idempotencyKey: 'k-conflict' })).rejects.toMatchObject({
      reason: 'idempotency_conflict',
    });
  });

  it('refunds approved charges up to their amount, idempotently; refuses unknown charges', async () => {
    const charge = await provider.charge({
      token: await method('4242424242424242'),
      amountCents: 1000,
      idempotencyKey: 'k-refundable',
    });
    const part = await provider.refund({ chargeReference: charge.reference, amountCents: 400, idempotencyKey: 'r-1' });
    expect(part).toMatchObject({ kind: 'refund', status: 'approved', chargeReference: charge.reference });
    expect(
      await otherProcess.refund({ chargeReference: charge.reference, amountCents: 400, idempotencyKey: 'r-1' }),
    ).toMatchObject({ reference: part.reference, replayed: true });
    const tooMuch = await provider.refund({
      chargeReference: charge.reference,
      amountCents: 601,
      idempotencyKey: 'r-2',
    });
    expect(tooMuch.status).toBe('declined');
    const rest = await provider.refund({ chargeReference: charge.reference, amountCents: 600, idempotencyKey: 'r-3' });
    expect(rest.status).toBe('approved');
    await expect(
      provider.refund({ chargeReference: 'sbx_ch_nothing', amountCents: 1, idempotencyKey: 'r-4' }),
    ).rejects.toBeInstanceOf(PaymentsError);
  });

  it('lists its charges and refunds for reconciliation', async () => {
    const all = await provider.listCharges();
    expect(all.map((c) => c.idempotencyKey)).toEqual(
      expect.arrayContaining(['k-ok', 'k-no', 'k-slow', 'k-many', 'r-1', 'r-2', 'r-3']),
    );
    expect(new Set(all.map((c) => c.idempotencyKey)).size).toBe(all.length);
    expect(await provider.listCharges({ from: new Date(Date.now() + 60_000) })).toEqual([]);
  });

  it('needs its store: without one a charge is unavailable, never silently dropped', async () => {
    const unconfigured = new SandboxPaymentsProvider('no store');
    const token = (await unconfigured.describeToken(unconfigured.createToken('4242424242424242', 12, 2040))).externalId;
    await expect(unconfigured.charge({ token, amountCents: 100, idempotencyKey: 'k-x' })).rejects.toMatchObject({
      reason: 'unavailable',
    });
  });
});
