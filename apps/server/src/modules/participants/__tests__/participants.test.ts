import { messages } from '@rc/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { auditEvents, participants } from '../../../db/schema/index.js';
import { createServices } from '../../../services.js';
import type { Actor } from '../../identity/actor.js';
import { notifiableChanges, type ParticipantChange } from '../participants.service.js';
import { firstError, ok, refused, signInDemo, signUp } from './helpers.js';

let server: TestServer;
let handle: DatabaseHandle;
let admin: { client: Client; username: string };
let driver: { client: Client; username: string };

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  admin = await signInDemo(server, 'admin@example.com');
  driver = await signInDemo(server, 'driver@example.com');
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

const PARTICIPANT = `username firstName middleName lastName phoneNumber preferredContactType gender ageGroup language
  address { address1 address2 city state postalCode }
  status statusMessage onboardedDate closedDate closedReason closedBy
  mroDevicePreference mroManualCapture participantPilotProgramId pilotProgram { shortName }
  isVIP isInactive isGovernmentEmployee isLegislator isCaliforniaElected
  agreeGlobalParticipantAgreement agreeGlobalPrivacyPolicy updatedBy`;
const UPDATE = `mutation($input: UpdateParticipantInput!) { updateParticipant(input: $input) { ${PARTICIPANT} } }`;
const AGREE = `mutation($input: AgreeToTermsInput!) { AgreeToTerms(input: $input) { ${PARTICIPANT} } }`;
const GET = `query($u: ID!) { getParticipant(username: $u) { ${PARTICIPANT} } }`;

const PROFILE = {
  firstName: 'Pat',
  lastName: 'Lee-Smith',
  phoneNumber: '(916) 555-0199',
  address1: '915 Capitol Mall',
  city: 'Sacramento',
  state: 'CA',
  postalCode: '95814',
};
const AGREEMENTS = [
  { name: 'agreeGlobalParticipantAgreement', version: '0.0.1' },
  { name: 'agreeGlobalPrivacyPolicy', version: '0.0.1' },
];

let counter = 0;
const newEmail = (label: string) => `${label}.${++counter}.${Date.now()}@example.com`;

async function auditOf(username: string) {
  return handle.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.key, `participants#${username}`), eq(auditEvents.eventName, 'MODIFY')))
    .orderBy(desc(auditEvents.timestamp));
}

describe('listParticipants and getParticipantsByStatus (staff)', () => {
  const LIST = `query($filter: ModelParticipantFilterInput, $limit: Int, $nextToken: String) {
    listParticipants(filter: $filter, limit: $limit, nextToken: $nextToken) { items { username status onboardedDate } nextToken } }`;
  const BY_STATUS = `query($status: ParticipantStatus!, $createdAt: ModelDateKeyConditionInput, $limit: Int, $nextToken: String) {
    getParticipantsByStatus(status: $status, createdAt: $createdAt, limit: $limit, nextToken: $nextToken) { items { username status } nextToken } }`;

  it('filters by status and pages with nextToken without overlap', async () => {
    await signUp(server, newEmail('listed'));
    const first = (await ok(admin.client, LIST, { filter: { status: 'active' }, limit: 4 })).listParticipants;
    expect(first.items).toHaveLength(4);
    expect(first.nextToken).toBeTruthy();
    const second = (
      await ok(admin.client, LIST, { filter: { status: 'active' }, limit: 4, nextToken: first.nextToken })
    ).listParticipants;
    const all = [...first.items, ...second.items];
    expect(all.every((p: { status: string }) => p.status === 'active')).toBe(true);
    // The six demo participants are active; the new sign-up is not.
    expect(new Set(all.map((p: { username: string }) => p.username)).size).toBe(6);
    expect(second.nextToken).toBeNull();
  });

  it('filters by an onboardedDate range', async () => {
    const now = Date.now();
    const around = { between: [new Date(now - 86_400_000).toISOString(), new Date(now + 86_400_000).toISOString()] };
    const recent = (await ok(admin.client, LIST, { filter: { onboardedDate: around } })).listParticipants.items;
    expect(recent.length).toBeGreaterThanOrEqual(6);
    expect(recent.every((p: { onboardedDate: string | null }) => p.onboardedDate !== null)).toBe(true);
    const old = (await ok(admin.client, LIST, { filter: { onboardedDate: { lt: '2001-01-01T00:00:00Z' } } }))
      .listParticipants.items;
    expect(old).toEqual([]);
  });

  it('lists one status, optionally in a createdAt range', async () => {
    const created = (await ok(admin.client, BY_STATUS, { status: 'created' })).getParticipantsByStatus.items;
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(created.every((p: { status: string }) => p.status === 'created')).toBe(true);
    const active = (await ok(admin.client, BY_STATUS, { status: 'active', limit: 10 })).getParticipantsByStatus.items;
    expect(active).toHaveLength(6);
    const future = await ok(admin.client, BY_STATUS, { status: 'active', createdAt: { gt: '2100-01-01T00:00:00Z' } });
    expect(future.getParticipantsByStatus.items).toEqual([]);
  });

  it('refuses participants and anonymous callers', async () => {
    expect((await refused(driver.client, LIST)).code).toBe('FORBIDDEN');
    expect((await refused(driver.client, BY_STATUS, { status: 'active' })).code).toBe('FORBIDDEN');
    expect((await refused(new Client(server.url), LIST)).code).toBe('UNAUTHENTICATED');
  });
});

describe('updateParticipant by the participant', () => {
  let me: { client: Client; username: string };
  beforeAll(async () => {
    me = await signUp(server, newEmail('profile'));
  });

  it('saves the profile fields (trimmed, state upper-cased)', async () => {
    const input = {
      username: me.username,
      ...PROFILE,
      firstName: '  Pat ',
      middleName: 'Jo',
      address2: 'Suite 4',
      state: 'ca',
      preferredContactType: 'phone',
      gender: 'female',
      ageGroup: '35-44',
      language: 'es',
      updatedBy: 'someone-else',
    };
    const saved = (await ok(me.client, UPDATE, { input })).updateParticipant;
    expect(saved).toMatchObject({
      firstName: 'Pat',
      middleName: 'Jo',
      lastName: 'Lee-Smith',
      phoneNumber: '(916) 555-0199',
      address: {
        address1: '915 Capitol Mall',
        address2: 'Suite 4',
        city: 'Sacramento',
        state: 'CA',
        postalCode: '95814',
      },
      preferredContactType: 'phone',
      gender: 'female',
      ageGroup: '35-44',
      language: 'es',
      updatedBy: me.username,
    });
    // Only the fields given change; null clears an optional field.
    const again = (await ok(me.client, UPDATE, { input: { username: me.username, address2: null } })).updateParticipant;
    expect(again.address.address2).toBeNull();
    expect(again.firstName).toBe('Pat');
  });

  it.each([
    [{ firstName: 'P' }, messages.firstNameRule],
    [{ firstName: 'Pat3' }, messages.firstNameRule],
    [{ firstName: null }, messages.firstNameRule],
    [{ lastName: '' }, messages.lastNameRule],
    [{ lastName: 'O\u2019Brien!' }, messages.lastNameRule],
    [{ middleName: 'J.' }, messages.middleNameRule],
    [{ phoneNumber: '916-555-0199' }, messages.phoneRequired],
    [{ phoneNumber: '' }, messages.phoneRequired],
    [{ address1: '   ' }, messages.addressRequired],
    [{ address1: 'PO Box 123' }, messages.poBoxNotAllowed],
    [{ address1: 'P.O. BOX 9' }, messages.poBoxNotAllowed],
    [{ address2: 'pobox 7' }, messages.poBoxNotAllowed],
    [{ address1: '12 Post Office Box Rd' }, messages.poBoxNotAllowed],
    [{ city: '' }, messages.cityRequired],
    [{ state: 'XX' }, messages.stateRequired],
    [{ state: '' }, messages.stateRequired],
    [{ postalCode: '9581' }, messages.zipRequired],
    [{ postalCode: '95814-1234' }, messages.zipRequired],
    [{ mroDevicePreference: 'N/A' }, messages.reportingOptionRequired],
  ])('refuses %j with the spec message and changes nothing', async (change, message) => {
    const before = (await ok(me.client, GET, { u: me.username })).getParticipant;
    const error = await refused(me.client, UPDATE, { input: { username: me.username, ...PROFILE, ...change } });
    expect(error).toEqual({ code: 'BAD_USER_INPUT', message });
    expect((await ok(me.client, GET, { u: me.username })).getParticipant).toEqual(before);
  });

  it('keeps streets that merely contain the letters of PO BOX', async () => {
    const saved = await ok(me.client, UPDATE, { input: { username: me.username, address1: '12 Tapo Boxwood Lane' } });
    expect(saved.updateParticipant.address.address1).toBe('12 Tapo Boxwood Lane');
  });

  it('refuses staff-only fields and other participants', async () => {
    for (const change of [{ status: 'approved' }, { isVIP: true }, { statusMessage: 'hi' }, { closedReason: 'x' }]) {
      const error = await refused(me.client, UPDATE, { input: { username: me.username, ...change } });
      expect(error).toEqual({ code: 'FORBIDDEN', message: messages.staffOnlyParticipantFields });
    }
    const other = await refused(me.client, UPDATE, { input: { username: driver.username, firstName: 'Mallory' } });
    expect(other.code).toBe('FORBIDDEN');
    const anonymous = await refused(new Client(server.url), UPDATE, { input: { username: me.username, city: 'X' } });
    expect(anonymous.code).toBe('UNAUTHENTICATED');
    expect((await ok(driver.client, GET, { u: driver.username })).getParticipant.firstName).toBe('Dana');
  });

  it('changes the pilot program only while enrolling, and applies its reporting rule', async () => {
    const set = (input: Record<string, unknown>) =>
      me.client.graphql(UPDATE, { input: { username: me.username, ...input } });
    const unknown = firstError(await set({ participantPilotProgramId: 'no-such-pilot' }));
    expect(unknown).toEqual({ code: 'BAD_USER_INPUT', message: messages.pilotProgramNotFound });

    const manual = (await set({ mroDevicePreference: 'manual' })).data.updateParticipant;
    expect(manual).toMatchObject({ mroDevicePreference: 'manual', mroManualCapture: true });
    // A pilot with location fees does not allow the manual choice: it is cleared for the wizard to ask again.
    const tod = (await set({ participantPilotProgramId: 'mbuf-tod' })).data.updateParticipant;
    expect(tod).toMatchObject({
      pilotProgram: { shortName: 'MBUF+ToD' },
      mroDevicePreference: null,
      mroManualCapture: false,
    });
    expect(firstError(await set({ mroDevicePreference: 'telematics' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.reportingOptionNeedsLocation,
    });
    const gps = (await set({ mroDevicePreference: 'automatedWithLocation' })).data.updateParticipant;
    expect(gps.mroDevicePreference).toBe('automatedWithLocation');
    const cleared = (await set({ mroDevicePreference: null })).data.updateParticipant;
    expect(cleared.mroDevicePreference).toBeNull();
    await set({ participantPilotProgramId: 'mbuf', mroDevicePreference: 'telematics' });

    await ok(me.client, AGREE, {
      input: { username: me.username, agreementDate: new Date().toISOString(), agreements: AGREEMENTS },
    });
    expect(firstError(await set({ participantPilotProgramId: 'mbuf-c' }))).toEqual({
      code: 'CONFLICT',
      message: messages.pilotProgramLocked,
    });
    // The reporting option stays the participant's to change.
    expect(
      (await set({ mroDevicePreference: 'automatedWithoutLocation' })).data.updateParticipant.mroDevicePreference,
    ).toBe('automatedWithoutLocation');
  });
});

describe('AgreeToTerms', () => {
  it('needs both agreements at version 0.0.1 and a complete profile, then onboards', async () => {
    const me = await signUp(server, newEmail('agree'));
    const agree = (input: Record<string, unknown>) =>
      me.client.graphql(AGREE, { input: { username: me.username, agreementDate: '2024-07-01T10:00:00Z', ...input } });

    for (const agreements of [
      [],
      AGREEMENTS.slice(0, 1),
      AGREEMENTS.slice(1),
      AGREEMENTS.map((a) => ({ ...a, version: '0.0.0' })),
    ]) {
      expect(firstError(await agree({ agreements }))).toEqual({
        code: 'BAD_USER_INPUT',
        message: messages.agreementsRequired,
      });
    }
    expect(firstError(await agree({ agreements: AGREEMENTS }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.fillRequiredFields,
    });
    const untouched = (await ok(me.client, GET, { u: me.username })).getParticipant;
    expect(untouched).toMatchObject({ status: 'created', agreeGlobalParticipantAgreement: false, onboardedDate: null });

    await ok(me.client, UPDATE, { input: { username: me.username, ...PROFILE } });
    const before = Date.now();
    const done = (
      await agree({ agreements: [...AGREEMENTS].reverse(), isGovernmentEmployee: true, isCaliforniaElected: false })
    ).data.AgreeToTerms;
    expect(done).toMatchObject({
      status: 'onboarded',
      agreeGlobalParticipantAgreement: true,
      agreeGlobalPrivacyPolicy: true,
      isGovernmentEmployee: true,
      isCaliforniaElected: false,
      isLegislator: false,
    });
    expect(new Date(done.onboardedDate).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [event] = await auditOf(me.username);
    expect(event?.updatedBy).toBe(me.username);
    expect(event?.note).toContain('agreeGlobalParticipantAgreement and agreeGlobalPrivacyPolicy version 0.0.1');
    expect(event?.note).toContain('2024-07-01T10:00:00.000Z');

    // The accountOnboarded notice is queued with the change (sent later by the mail worker), once.
    const NOTICES =
      'query($u: ID!) { getNotificationsByUsername(username: $u) { items { templateName status email } } }';
    const queued = (await ok(admin.client, NOTICES, { u: me.username })).getNotificationsByUsername.items;
    expect(queued).toEqual([
      { templateName: 'accountOnboarded', status: 'pending', email: expect.stringContaining('agree') },
    ]);

    // Once enrolled, the answers are staff's to change and the onboarding date stays.
    const again = (await agree({ agreements: AGREEMENTS, isGovernmentEmployee: false })).data.AgreeToTerms;
    expect(again).toMatchObject({ status: 'onboarded', isGovernmentEmployee: true, onboardedDate: done.onboardedDate });
    expect((await ok(admin.client, NOTICES, { u: me.username })).getNotificationsByUsername.items).toHaveLength(1);

    // Another participant's account is refused.
    const other = await refused(driver.client, AGREE, {
      input: { username: me.username, agreementDate: '2024-07-01T10:00:00Z', agreements: AGREEMENTS },
    });
    expect(other.code).toBe('FORBIDDEN');
  });
});

describe('status changes by staff', () => {
  it('sets onboardedDate, requires a reason to close, records who and when, and freezes the profile', async () => {
    const me = await signUp(server, newEmail('status'));
    await ok(me.client, UPDATE, { input: { username: me.username, ...PROFILE } });
    const set = (input: Record<string, unknown>) =>
      admin.client.graphql(UPDATE, { input: { username: me.username, ...input } });

    const onboarded = (await set({ status: 'onboarded' })).data.updateParticipant;
    expect(onboarded.onboardedDate).not.toBeNull();
    const approved = (await set({ status: 'approved', statusMessage: 'Reviewed', isVIP: true, isInactive: true })).data
      .updateParticipant;
    expect(approved).toMatchObject({ status: 'approved', statusMessage: 'Reviewed', isVIP: true, isInactive: true });
    expect(approved.onboardedDate).toBe(onboarded.onboardedDate);
    expect(approved.updatedBy).toBe(admin.username);

    for (const closedReason of [undefined, '   ']) {
      expect(firstError(await set({ status: 'closed', closedReason }))).toEqual({
        code: 'BAD_USER_INPUT',
        message: messages.closeAccountReasonRequired,
      });
    }
    expect((await ok(admin.client, GET, { u: me.username })).getParticipant.status).toBe('approved');

    const before = Date.now();
    const closed = (
      await set({
        status: 'closed',
        closedReason: 'Moved out of state',
        closedBy: 'forged',
        closedDate: '2000-01-01T00:00:00Z',
      })
    ).data.updateParticipant;
    expect(closed).toMatchObject({ status: 'closed', closedReason: 'Moved out of state', closedBy: admin.username });
    expect(new Date(closed.closedDate).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [event] = await auditOf(me.username);
    expect(event).toMatchObject({ note: 'Moved out of state', updatedBy: admin.username });
    expect(event?.diff).toContainEqual({ key: 'status', old: 'approved', new: 'closed' });

    // Closed: the participant can change nothing; staff may change status and flags but not the profile.
    const own = await refused(me.client, UPDATE, { input: { username: me.username, city: 'Fresno' } });
    expect(own).toEqual({ code: 'CONFLICT', message: messages.profileClosed });
    const ownPreference = await refused(me.client, UPDATE, {
      input: { username: me.username, mroDevicePreference: 'manual' },
    });
    expect(ownPreference.message).toBe(messages.profileClosed);
    const agree = await refused(me.client, AGREE, {
      input: { username: me.username, agreementDate: new Date().toISOString(), agreements: AGREEMENTS },
    });
    expect(agree).toEqual({ code: 'CONFLICT', message: messages.profileClosed });
    expect(firstError(await set({ city: 'Fresno' }))?.message).toBe(messages.profileClosed);
    expect((await set({ isVIP: false })).data.updateParticipant).toMatchObject({ isVIP: false, status: 'closed' });

    // Reopened: the closure is cleared from the record (the audit trail keeps it) and editing works again.
    const reopened = (await set({ status: 'active', city: 'Fresno', postalCode: '93721' })).data.updateParticipant;
    expect(reopened).toMatchObject({ status: 'active', closedDate: null, closedReason: null, closedBy: null });
    expect(reopened.address.city).toBe('Fresno');
    expect(
      (await ok(me.client, UPDATE, { input: { username: me.username, city: 'Davis', postalCode: '95616' } }))
        .updateParticipant.address.city,
    ).toBe('Davis');
  });
});

describe('notifiable changes (seam for the accountUpdate* notifications)', () => {
  it('names the changed groups of fields', async () => {
    const [row] = await handle.db.select().from(participants).where(eq(participants.username, driver.username));
    if (!row) throw new Error('no driver');
    expect(notifiableChanges(row, { ...row })).toEqual([]);
    expect(notifiableChanges(row, { ...row, middleName: 'Q', gender: 'x' })).toEqual(['name']);
    expect(notifiableChanges(row, { ...row, postalCode: '95815', phoneNumber: '(916) 555-0000' })).toEqual([
      'address',
      'phoneNumber',
    ]);
    expect(notifiableChanges(row, { ...row, status: 'suspended' })).toEqual(['status']);
  });

  it('calls listeners inside the change transaction; a failing listener rolls the change back', async () => {
    const services = createServices(handle.db);
    const seen: ParticipantChange[] = [];
    let fail = false;
    services.participants.onParticipantChanged(async (change) => {
      if (fail) throw new Error('listener failed');
      seen.push(change);
    });
    const actor: Actor = { username: driver.username, email: 'driver@example.com', groups: ['Users'] };
    await services.participants.updateParticipant(actor, { username: driver.username, gender: 'male' });
    expect(seen).toEqual([]);
    await services.participants.updateParticipant(actor, {
      username: driver.username,
      lastName: 'Drivers',
      address1: '2 Capitol Mall',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ changes: ['name', 'address'], actor: driver.username });
    expect(seen[0]?.after.lastName).toBe('Drivers');

    fail = true;
    await expect(
      services.participants.updateParticipant(actor, { username: driver.username, phoneNumber: '(916) 555-0001' }),
    ).rejects.toThrow('listener failed');
    const [row] = await handle.db.select().from(participants).where(eq(participants.username, driver.username));
    expect(row?.phoneNumber).toBe('(916) 555-0142');
  });
});
