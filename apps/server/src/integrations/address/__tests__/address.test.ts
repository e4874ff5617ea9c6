import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_LOOKUP_TIMEOUT_MS,
  type AddressToVerify,
  addressVerifierFor,
  loadZipTable,
  OfflineAddressVerifier,
  offlineAddressVerifier,
  UspsAddressVerifier,
} from '../index.js';
import { FakeUsps } from './fake-usps.js';

const CAPITOL: AddressToVerify = {
  address1: '1120 N Street',
  address2: null,
  city: 'Sacramento',
  state: 'CA',
  zip: '95814',
};

describe('the bundled ZIP table', () => {
  const table = loadZipTable();
  it('holds the California ZIP codes with their city', () => {
    expect(table.size).toBeGreaterThan(2500);
    expect([...table.values()].every((p) => p.state === 'CA')).toBe(true);
    expect(
      Object.fromEntries(
        ['95814', '94103', '90012', '92101', '95113', '94612', '93721', '95060', '95616'].map((z) => [
          z,
          table.get(z)?.city,
        ]),
      ),
    ).toEqual({
      '95814': 'Sacramento',
      '94103': 'San Francisco',
      '90012': 'Los Angeles',
      '92101': 'San Diego',
      '95113': 'San Jose',
      '94612': 'Oakland',
      '93721': 'Fresno',
      '95060': 'Santa Cruz',
      '95616': 'Davis',
    });
  });
});

describe('OfflineAddressVerifier', () => {
  const verifier = offlineAddressVerifier();

  it('looks up a ZIP code; unknown or malformed ones are null', async () => {
    expect(await verifier.lookupZip('95814')).toEqual({ city: 'Sacramento', state: 'CA' });
    expect(await verifier.lookupZip(' 94612 ')).toEqual({ city: 'Oakland', state: 'CA' });
    expect(await verifier.lookupZip('00000')).toBeNull();
    expect(await verifier.lookupZip('9581')).toBeNull();
    expect(await verifier.lookupZip('95814-1234')).toBeNull();
  });

  it('verifies the demo address, case-insensitively', async () => {
    expect(await verifier.verify(CAPITOL)).toEqual({ ok: true });
    expect(await verifier.verify({ ...CAPITOL, city: 'SACRAMENTO', state: 'ca', address2: 'Suite 4' })).toEqual({
      ok: true,
    });
  });

  it.each([
    ['a city of another zip', { city: 'Fresno' }],
    ['another state', { state: 'NV' }],
    ['an unknown zip', { zip: '00000' }],
    ['a malformed zip', { zip: 'abcde' }],
    ['an empty zip', { zip: '' }],
  ])('refuses %s as not valid', async (_name, change) => {
    expect(await verifier.verify({ ...CAPITOL, ...change })).toEqual({ ok: false, reason: 'notValid' });
  });

  it.each(['PO Box 12', 'P.O. Box 12', 'p o box 9', 'POBOX 3', 'Post Office Box 77', 'post  office  box 1'])(
    'refuses the street %j as a post office box',
    async (street) => {
      expect(await verifier.verify({ ...CAPITOL, address1: street })).toEqual({ ok: false, reason: 'poBox' });
      expect(await verifier.verify({ ...CAPITOL, address2: street })).toEqual({ ok: false, reason: 'poBox' });
    },
  );

  it('keeps streets that merely contain the letters', async () => {
    expect(await verifier.verify({ ...CAPITOL, address1: '12 Tapo Boxwood Lane' })).toEqual({ ok: true });
  });

  it('takes a table of its own', async () => {
    const own = new OfflineAddressVerifier(new Map([['12345', { city: 'Schenectady', state: 'NY' }]]));
    expect(await own.lookupZip('12345')).toEqual({ city: 'Schenectady', state: 'NY' });
    expect(await own.lookupZip('95814')).toBeNull();
  });
});

describe('UspsAddressVerifier against a local server answering like USPS Web Tools', () => {
  let fake: FakeUsps;
  let usps: UspsAddressVerifier;
  const errors: unknown[] = [];

  beforeAll(async () => {
    fake = await FakeUsps.start({
      '95814': { city: 'Sacramento', state: 'CA', streets: ['1120 N ST', '915 CAPITOL MALL'] },
      '95060': { city: 'Santa Cruz', state: 'CA', streets: ['PO BOX 100'] },
    });
    usps = new UspsAddressVerifier({ userId: fake.userId, url: fake.url, onError: (e) => errors.push(e) });
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('is chosen by ADDRESS_PROVIDER=usps and needs USPS_USER_ID; the timeout is 5000 ms', () => {
    expect(ADDRESS_LOOKUP_TIMEOUT_MS).toBe(5000);
    expect(addressVerifierFor({ ADDRESS_PROVIDER: 'usps', USPS_USER_ID: 'X' }).name).toBe('usps');
    expect(addressVerifierFor({ ADDRESS_PROVIDER: 'offline' }).name).toBe('offline');
    expect(() => addressVerifierFor({ ADDRESS_PROVIDER: 'usps' })).toThrow(/USPS_USER_ID/);
  });

  it('looks up a ZIP code with CityStateLookup', async () => {
    expect(await usps.lookupZip('95814')).toEqual({ city: 'SACRAMENTO', state: 'CA' });
    const request = fake.requests.at(-1);
    expect(request?.searchParams.get('API')).toBe('CityStateLookup');
    expect(request?.searchParams.get('XML')).toContain('<Zip5>95814</Zip5>');
    expect(await usps.lookupZip('00000')).toBeNull();
    expect(await usps.lookupZip('123')).toBeNull();
  });

  it('verifies the demo address with Verify (street in Address2, case-insensitive city)', async () => {
    expect(await usps.verify({ ...CAPITOL, address2: 'Suite 4' })).toEqual({ ok: true });
    const xml = fake.requests.at(-1)?.searchParams.get('XML') ?? '';
    expect(xml).toContain('<Address1>Suite 4</Address1><Address2>1120 N Street</Address2>');
    expect(xml).toContain('<Revision>1</Revision>');
  });

  it('refuses a mismatched city, an address not found and an unknown zip as not valid', async () => {
    expect(await usps.verify({ ...CAPITOL, city: 'Fresno' })).toEqual({ ok: false, reason: 'notValid' });
    expect(await usps.verify({ ...CAPITOL, address1: '1 Nowhere Road' })).toEqual({ ok: false, reason: 'notValid' });
    expect(await usps.verify({ ...CAPITOL, zip: '00000' })).toEqual({ ok: false, reason: 'notValid' });
  });

  it('refuses a post office box, spelled by the participant or found by USPS', async () => {
    const before = fake.requests.length;
    expect(await usps.verify({ ...CAPITOL, address1: 'P.O. Box 100' })).toEqual({ ok: false, reason: 'poBox' });
    expect(fake.requests.length).toBe(before); // refused without calling USPS
    expect(await usps.verify({ address1: 'po box 100', city: 'Santa Cruz', state: 'CA', zip: '95060' })).toEqual({
      ok: false,
      reason: 'poBox',
    });
  });

  it('escapes the XML it sends', async () => {
    await usps.verify({ ...CAPITOL, address1: '1 <A> & "B" St' });
    expect(fake.requests.at(-1)?.searchParams.get('XML')).toContain('1 &lt;A&gt; &amp; &quot;B&quot; St');
  });

  it('treats an authorisation error, an HTTP error and a timeout as a failed lookup', async () => {
    const wrongUser = new UspsAddressVerifier({ userId: 'SOMEONE', url: fake.url });
    expect(await wrongUser.lookupZip('95814')).toBeNull();
    expect(await wrongUser.verify(CAPITOL)).toEqual({ ok: false, reason: 'notValid' });

    fake.failWith = 503;
    errors.length = 0;
    expect(await usps.verify(CAPITOL)).toEqual({ ok: false, reason: 'notValid' });
    expect(String(errors[0])).toContain('HTTP 503');
    fake.failWith = null;

    fake.delayMs = 500;
    const impatient = new UspsAddressVerifier({ userId: fake.userId, url: fake.url, timeoutMs: 100 });
    const started = Date.now();
    expect(await impatient.verify(CAPITOL)).toEqual({ ok: false, reason: 'notValid' });
    expect(await impatient.lookupZip('95814')).toBeNull();
    expect(Date.now() - started).toBeLessThan(450 * 2);
    fake.delayMs = 0;
  });

  it('falls back to the offline ZIP table while USPS cannot be used, never to a refusal', async () => {
    const withFallback = (options: { userId?: string; url?: string; timeoutMs?: number } = {}) =>
      new UspsAddressVerifier({
        userId: fake.userId,
        url: fake.url,
        fallback: new OfflineAddressVerifier(),
        ...options,
      });
    const answersOffline = async (usps: UspsAddressVerifier) => {
      expect(await usps.verify(CAPITOL)).toEqual({ ok: true });
      expect(await usps.verify({ ...CAPITOL, city: 'Fresno' })).toEqual({ ok: false, reason: 'notValid' });
      expect(await usps.lookupZip('95814')).toEqual({ city: 'Sacramento', state: 'CA' });
    };
    await answersOffline(withFallback({ url: 'http://127.0.0.1:9/ShippingAPI.dll' })); // unreachable
    await answersOffline(withFallback({ userId: 'SOMEONE' })); // refused as a whole (wrong user id)
    try {
      fake.failWith = 503;
      await answersOffline(withFallback());
      fake.failWith = null;
      fake.delayMs = 200;
      await answersOffline(withFallback({ timeoutMs: 50 }));
    } finally {
      fake.failWith = null;
      fake.delayMs = 0;
    }
    // USPS's answer about the address stands: no fallback for an address it did not find.
    expect(await withFallback().verify({ ...CAPITOL, address1: '1 Nowhere Road' })).toEqual({
      ok: false,
      reason: 'notValid',
    });
  });

  it('fails as not valid when the service cannot be reached at all', async () => {
    const nowhere = new UspsAddressVerifier({ userId: 'X', url: 'http://127.0.0.1:9/ShippingAPI.dll' });
    expect(await nowhere.verify(CAPITOL)).toEqual({ ok: false, reason: 'notValid' });
  });
});
