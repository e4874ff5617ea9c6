import { messages } from '@rc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { FakeUsps } from '../../../integrations/address/__tests__/fake-usps.js';
import { ok, refused, signInDemo, signUp } from '../../participants/__tests__/helpers.js';

const LOOKUP = 'query($zip: String!) { lookupZip(zip: $zip) { city state } }';
const UPDATE = `mutation($input: UpdateParticipantInput!) { updateParticipant(input: $input) {
  username address { address1 address2 city state postalCode } } }`;
const GET =
  'query($u: ID!) { getParticipant(username: $u) { address { address1 address2 city state postalCode } updatedBy } }';
const PROFILE = {
  firstName: 'Alex',
  lastName: 'Rivera',
  phoneNumber: '(916) 555-0142',
  address1: '1120 N Street',
  city: 'Sacramento',
  state: 'CA',
  postalCode: '95814',
};

let counter = 0;
const newEmail = () => `address.${++counter}.${Date.now()}@example.com`;

describe('with the default offline address service', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lookupZip answers anyone with the city and state of a ZIP code, null when unknown', async () => {
    const anonymous = new Client(server.url);
    expect((await ok(anonymous, LOOKUP, { zip: '95814' })).lookupZip).toEqual({ city: 'Sacramento', state: 'CA' });
    expect((await ok(anonymous, LOOKUP, { zip: ' 95060 ' })).lookupZip).toEqual({ city: 'Santa Cruz', state: 'CA' });
    expect((await ok(anonymous, LOOKUP, { zip: '00000' })).lookupZip).toBeNull();
  });

  it.each(['9581', '958145', 'abcde', '', '95814-1234'])('lookupZip refuses %j with the zip message', async (zip) => {
    expect(await refused(new Client(server.url), LOOKUP, { zip })).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.zipRequired,
    });
  });

  describe('updateParticipant checks a changed address', () => {
    let me: { client: Client; username: string };
    beforeAll(async () => {
      me = await signUp(server, newEmail());
    });

    const current = async () => (await ok(me.client, GET, { u: me.username })).getParticipant;

    it('saves the demo address (1120 N Street, Sacramento, CA 95814)', async () => {
      const saved = (await ok(me.client, UPDATE, { input: { username: me.username, ...PROFILE } })).updateParticipant;
      expect(saved.address).toEqual({
        address1: '1120 N Street',
        address2: null,
        city: 'Sacramento',
        state: 'CA',
        postalCode: '95814',
      });
    });

    it.each([
      ['a PO box', { address1: 'P.O. Box 1120' }, messages.poBoxNotAllowed],
      ['a post office box in line 2', { address2: 'Post Office Box 7' }, messages.poBoxNotAllowed],
      ['a city that does not match the zip', { city: 'Fresno' }, messages.addressNotValid],
      ['a zip of another city', { postalCode: '94103' }, messages.addressNotValid],
      ['a state that does not match the zip', { state: 'NV' }, messages.addressNotValid],
      ['an unknown zip', { postalCode: '00000' }, messages.addressNotValid],
      ['a whole address with a mismatched city', { ...PROFILE, city: 'Oakland' }, messages.addressNotValid],
    ])('refuses %s with the spec message and changes nothing', async (_name, change, message) => {
      const before = await current();
      const error = await refused(me.client, UPDATE, { input: { username: me.username, ...change } });
      expect(error).toEqual({ code: 'BAD_USER_INPUT', message });
      expect(await current()).toEqual(before);
    });

    it('accepts a matching city in any case, and a move to another city with its zip', async () => {
      const moved = await ok(me.client, UPDATE, {
        input: { username: me.username, address1: '1 Frank H Ogawa Plaza', city: 'OAKLAND', postalCode: '94612' },
      });
      expect(moved.updateParticipant.address).toMatchObject({ city: 'OAKLAND', postalCode: '94612' });
    });

    it('does not look the address up when no address field changes', async () => {
      const saved = await ok(me.client, UPDATE, {
        input: { username: me.username, firstName: 'Alexis', city: 'OAKLAND' },
      });
      expect(saved.updateParticipant.username).toBe(me.username);
    });

    it('checks the address a staff member gives too', async () => {
      const admin = await signInDemo(server, 'admin@example.com');
      const error = await refused(admin.client, UPDATE, { input: { username: me.username, city: 'San Diego' } });
      expect(error.message).toBe(messages.addressNotValid);
    });
  });
});

describe('with ADDRESS_PROVIDER=usps (a local server answering like USPS Web Tools)', () => {
  let fake: FakeUsps;
  let server: TestServer;
  beforeAll(async () => {
    fake = await FakeUsps.start({ '95814': { city: 'Sacramento', state: 'CA', streets: ['1120 N ST'] } });
    server = await startTestServer({ ADDRESS_PROVIDER: 'usps', USPS_USER_ID: fake.userId, USPS_URL: fake.url });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('looks ZIP codes up and verifies addresses through USPS', async () => {
    expect((await ok(new Client(server.url), LOOKUP, { zip: '95814' })).lookupZip).toEqual({
      city: 'SACRAMENTO',
      state: 'CA',
    });
    const me = await signUp(server, newEmail());
    await ok(me.client, UPDATE, { input: { username: me.username, ...PROFILE } });
    expect(fake.requests.some((r) => r.searchParams.get('API') === 'Verify')).toBe(true);
    const notFound = await refused(me.client, UPDATE, { input: { username: me.username, address1: '9 Unknown Way' } });
    expect(notFound.message).toBe(messages.addressNotValid);
  });

  it('checks against the offline ZIP table while USPS does not answer', async () => {
    const me = await signUp(server, newEmail());
    fake.failWith = 500;
    try {
      const wrongCity = await refused(me.client, UPDATE, {
        input: { username: me.username, ...PROFILE, city: 'Fresno' },
      });
      expect(wrongCity.message).toBe(messages.addressNotValid);
      await ok(me.client, UPDATE, { input: { username: me.username, ...PROFILE } });
      expect((await ok(new Client(server.url), LOOKUP, { zip: '95814' })).lookupZip).toEqual({
        city: 'Sacramento',
        state: 'CA',
      });
    } finally {
      fake.failWith = null;
    }
  });
});
