import { currentYearMonth, messages } from '@rc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';

let server: TestServer;
let client: Client;
const { year, month } = currentYearMonth();

beforeAll(async () => {
  server = await startTestServer();
  client = new Client(server.url);
});
afterAll(async () => {
  await server?.close();
});

const tokens = (body: Record<string, unknown>) => client.post('/integrations/payments/sandbox/tokens', body);

describe('sandbox card-entry page and token route', () => {
  it('turns a good card into a token the provider accepts (brand and last four only)', async () => {
    const res = await tokens({ cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: year + 2 });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ token: expect.stringMatching(/^sbx_tok_/), brand: 'visa', last4: '4242' });
    expect(JSON.stringify(res.json)).not.toContain('4242424242424242');
    const card = await server.providers.payments.describeToken(res.json.token);
    expect(card).toMatchObject({ last4: '4242', expirationMonth: 12, expirationYear: year + 2 });
  });

  it('accepts a card expiring this month', async () => {
    const res = await tokens({ cardNumber: '4242424242424242', expMonth: month, expYear: year });
    expect(res.status).toBe(200);
  });

  it('refuses a number failing the Luhn check with a clear message', async () => {
    const res = await tokens({ cardNumber: '4242 4242 4242 4241', expMonth: 12, expYear: year + 2 });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ field: 'cardNumber', message: 'The card number is not valid.' });
  });

  it('refuses an expired card and a bad month', async () => {
    const expired = await tokens({ cardNumber: '4242424242424242', expMonth: 12, expYear: year - 1 });
    expect(expired.status).toBe(400);
    expect(expired.json.message).toBe(messages.cardExpired);
    const badMonth = await tokens({ cardNumber: '4242424242424242', expMonth: 13, expYear: year + 1 });
    expect(badMonth.status).toBe(400);
    expect(badMonth.json.message).toBe('The expiry month is not valid.');
    const spanish = await client.post('/integrations/payments/sandbox/tokens?lang=es', {
      cardNumber: '1234',
      expMonth: 1,
      expYear: year + 1,
    });
    expect(spanish.json.message).toBe('El número de tarjeta no es válido.');
  });

  it('serves the page frameable by our own origin only, with its script in a file', async () => {
    const page = await fetch(`${server.url}/integrations/payments/sandbox/card-form`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<label for="cardNumber">Card number</label>');
    // Nothing is preselected: an expiry left unchosen is asked for, not sent as January of this year.
    expect(html).toMatch(/<select id="expMonth"[^>]*><option value="" selected><\/option><option value="1">01</);
    expect(html).toMatch(/<select id="expYear"[^>]*><option value="" selected><\/option><option value="\d{4}">/);
    expect(html).toContain('Expiration month is required');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const script = await fetch(`${server.url}/integrations/payments/sandbox/card-form.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain("type: 'rc-card-token'");
  });
});
