import { messages } from '@rc/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { auditEvents, notifications } from '../../../db/schema/index.js';
import { createServices } from '../../../services.js';
import { firstError, ok, refused, signInDemo, signUp } from './helpers.js';

/*
 * Staff changes of a participant (staff spec sections 3–6, participant detail Info tab): every status,
 * name, address and phone change is audited with who made it and notifies the participant with the
 * matching template; the participant's own profile edits and the timeline.
 */

let server: TestServer;
let handle: DatabaseHandle;
let admin: { client: Client; username: string };

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  admin = await signInDemo(server, 'admin@example.com');
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

const UPDATE = `mutation($input: UpdateParticipantInput!) {
  updateParticipant(input: $input) { username status statusMessage closedReason closedBy closedDate governmentAffiliation updatedBy }
}`;
const AGREE = `mutation($input: AgreeToTermsInput!) { AgreeToTerms(input: $input) { status } }`;
const TIMELINE = `query($u: ID!, $limit: Int, $next: String) {
  getParticipantTimeline(username: $u, limit: $limit, nextToken: $next) {
    items { kind at id title summary status actor amountCents refId note }
    nextToken
  }
}`;
const PROFILE = {
  firstName: 'Robin',
  lastName: 'Staffed',
  phoneNumber: '(916) 555-0177',
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

/** A participant who signed up, filled in the profile and accepted the agreements (status onboarded). */
async function onboarded(label: string, extra: Record<string, unknown> = {}) {
  const email = newEmail(label);
  const me = await signUp(server, email);
  await ok(me.client, UPDATE, { input: { username: me.username, ...PROFILE, ...extra } });
  const agreed = await ok(me.client, AGREE, {
    input: { username: me.username, agreementDate: new Date().toISOString(), agreements: AGREEMENTS },
  });
  expect(agreed.AgreeToTerms.status).toBe('onboarded');
  return { ...me, email };
}

/** Notification rows of a participant, oldest first. */
function notificationsOf(username: string) {
  return handle.db
    .select()
    .from(notifications)
    .where(eq(notifications.username, username))
    .orderBy(asc(notifications.createdAt));
}

async function templatesOf(username: string) {
  return (await notificationsOf(username)).map((n) => n.templateName);
}

/** The newest MODIFY event of the participant record. */
async function lastAudit(username: string) {
  const [event] = await handle.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.key, `participants#${username}`), eq(auditEvents.eventName, 'MODIFY')))
    .orderBy(desc(auditEvents.timestamp))
    .limit(1);
  return event;
}

const staffSet = (username: string, input: Record<string, unknown>) =>
  admin.client.graphql(UPDATE, { input: { username, ...input } });

describe('staff status changes: audited and notified', () => {
  it('approving an onboarded participant e-mails accountApproval, audited as the staff member', async () => {
    const me = await onboarded('approve');
    expect(await templatesOf(me.username)).toEqual(['accountOnboarded']);
    const since = server.mail.messages.length;

    const approved = (await staffSet(me.username, { status: 'approved' })).data.updateParticipant;
    expect(approved).toMatchObject({ status: 'approved', updatedBy: admin.username });

    const rows = await notificationsOf(me.username);
    expect(rows.map((n) => n.templateName)).toEqual(['accountOnboarded', 'accountApproval']);
    expect(rows[1]).toMatchObject({ email: me.email, type: 'email', createdBy: admin.username });
    const event = await lastAudit(me.username);
    expect(event?.updatedBy).toBe(admin.username);
    expect(event?.username).toBe(me.username);
    expect(event?.diff).toContainEqual({ key: 'status', old: 'onboarded', new: 'approved' });

    // The mail worker sends it: the participant receives the approval e-mail.
    const approval = () =>
      server.mail.messages
        .slice(since)
        .find((m) => m.subject === 'Your account has been approved' && m.to && JSON.stringify(m.to).includes(me.email));
    await expect.poll(approval, { timeout: 10_000 }).toBeDefined();
  });

  it('a participant reporting manually gets accountApprovalManualProgram', async () => {
    const me = await onboarded('approve.manual', { mroDevicePreference: 'manual' });
    await ok(admin.client, UPDATE, { input: { username: me.username, status: 'approved' } });
    expect(await templatesOf(me.username)).toEqual(['accountOnboarded', 'accountApprovalManualProgram']);
  });

  it('active, suspended, restored and closed each send their template with the reason', async () => {
    const me = await onboarded('lifecycle');
    await ok(admin.client, UPDATE, { input: { username: me.username, status: 'approved' } });
    await ok(admin.client, UPDATE, { input: { username: me.username, status: 'active' } });
    await ok(admin.client, UPDATE, {
      input: { username: me.username, status: 'suspended', statusMessage: 'Device tampering.' },
    });
    expect((await lastAudit(me.username))?.diff).toContainEqual({ key: 'status', old: 'active', new: 'suspended' });
    await ok(admin.client, UPDATE, { input: { username: me.username, status: 'active', statusMessage: '' } });

    // Closing without a reason is refused and changes (and sends) nothing.
    const before = await notificationsOf(me.username);
    expect(firstError(await staffSet(me.username, { status: 'closed', closedReason: ' ' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.closeAccountReasonRequired,
    });
    expect(await notificationsOf(me.username)).toHaveLength(before.length);

    const closed = await ok(admin.client, UPDATE, {
      input: { username: me.username, status: 'closed', closedReason: 'Left the pilot' },
    });
    expect(closed.updateParticipant).toMatchObject({ status: 'closed', closedBy: admin.username });
    expect((await lastAudit(me.username))?.note).toBe('Left the pilot');
    await ok(admin.client, UPDATE, { input: { username: me.username, status: 'approved' } });

    const rows = await notificationsOf(me.username);
    expect(rows.map((n) => n.templateName)).toEqual([
      'accountOnboarded',
      'accountApproval',
      'accountActive',
      'accountSuspended',
      'accountRestored',
      'accountClose',
      'accountRestored',
    ]);
    expect(rows.find((n) => n.templateName === 'accountSuspended')?.data).toEqual({ reason: 'Device tampering.' });
    expect(rows.find((n) => n.templateName === 'accountClose')?.data).toEqual({ reason: 'Left the pilot' });
    expect(rows.slice(1).every((n) => n.createdBy === admin.username)).toBe(true);
  });

  it('flagged sends nothing; a flag change alone sends nothing', async () => {
    const me = await onboarded('flagged');
    await ok(admin.client, UPDATE, { input: { username: me.username, status: 'flagged', isVIP: true } });
    await ok(admin.client, UPDATE, { input: { username: me.username, isInactive: true } });
    expect(await templatesOf(me.username)).toEqual(['accountOnboarded']);
    expect((await lastAudit(me.username))?.diff).toContainEqual({ key: 'is_inactive', old: false, new: true });
  });
});

describe('staff profile changes', () => {
  it('name, address and phone changes notify with accountUpdateName/Address/PhoneNumber; the participant’s own do not', async () => {
    const me = await onboarded('profile');
    await ok(admin.client, UPDATE, { input: { username: me.username, status: 'approved' } });
    // The participant's own edit: saved, not e-mailed.
    await ok(me.client, UPDATE, { input: { username: me.username, firstName: 'Robyn' } });
    expect(await templatesOf(me.username)).toEqual(['accountOnboarded', 'accountApproval']);

    await ok(admin.client, UPDATE, {
      input: {
        username: me.username,
        lastName: 'Changed',
        address1: '2 Capitol Mall',
        phoneNumber: '(916) 555-0100',
        governmentAffiliation: 'City of Sacramento',
      },
    });
    // One change, one transaction: the three notices share their creation time, so compare them as a set.
    expect((await templatesOf(me.username)).sort()).toEqual([
      'accountApproval',
      'accountOnboarded',
      'accountUpdateAddress',
      'accountUpdateName',
      'accountUpdatePhoneNumber',
    ]);
    const event = await lastAudit(me.username);
    expect(event?.updatedBy).toBe(admin.username);
    expect(event?.diff).toEqual(
      expect.arrayContaining([
        { key: 'last_name', old: 'Staffed', new: 'Changed' },
        { key: 'government_affiliation', old: null, new: 'City of Sacramento' },
      ]),
    );

    // Staff-only: the participant cannot set the government affiliation; a bad phone is refused with its message.
    const own = await refused(me.client, UPDATE, { input: { username: me.username, governmentAffiliation: 'x' } });
    expect(own.code).toBe('FORBIDDEN');
    const bad = await refused(admin.client, UPDATE, { input: { username: me.username, phoneNumber: '916' } });
    expect(bad.message).toBe(messages.phoneRequired);
  });
});

describe('getParticipantTimeline', () => {
  it('merges account changes and notifications newest first, keyset paged without overlap; staff only', async () => {
    const me = await onboarded('timeline');
    await ok(admin.client, UPDATE, { input: { username: me.username, status: 'approved' } });
    await ok(admin.client, UPDATE, { input: { username: me.username, status: 'suspended', statusMessage: 'Check' } });

    // Notifications are sent by a job: once none is pending, the pages below read the same list.
    let all: any;
    const deadline = Date.now() + 30_000;
    for (;;) {
      all = (await ok(admin.client, TIMELINE, { u: me.username })).getParticipantTimeline;
      if (
        !all.items.some(
          (i: { kind: string; status: string | null }) => i.kind === 'notification' && i.status === 'pending',
        )
      )
        break;
      if (Date.now() > deadline) throw new Error('notifications still pending');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(all.nextToken).toBeNull();
    const kinds = new Set(all.items.map((i: { kind: string }) => i.kind));
    expect(kinds).toEqual(new Set(['audit', 'notification']));
    const times = all.items.map((i: { at: string }) => Date.parse(i.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // The newest: the suspension (its audit event and its notification).
    const suspended = all.items.find(
      (i: { kind: string; summary: string | null }) => i.kind === 'audit' && i.summary?.split(',').includes('status'),
    );
    // Who acted is shown by e-mail address.
    expect(suspended).toMatchObject({ title: 'MODIFY', actor: 'admin@example.com' });
    expect(suspended.summary.split(',')).toEqual(expect.arrayContaining(['status', 'statusMessage']));
    expect(all.items).toContainEqual(
      expect.objectContaining({ kind: 'notification', summary: 'accountSuspended', actor: 'admin@example.com' }),
    );

    // Pages of 2 walk the same list.
    const walked: unknown[] = [];
    let next: string | null = null;
    do {
      const page: { items: unknown[]; nextToken: string | null } = (
        await ok(admin.client, TIMELINE, { u: me.username, limit: 2, next })
      ).getParticipantTimeline;
      expect(page.items.length).toBeLessThanOrEqual(2);
      walked.push(...page.items);
      next = page.nextToken;
    } while (next);
    expect(walked).toEqual(all.items);

    // A processed trip moving only the running fee totals is not an event of the account.
    await createServices(handle.db).participants.addTripTotals(handle.db, me.username, {
      mileageFeeCents: 120,
      fuelFeeCents: 30,
      at: new Date(),
    });
    const audits = async () =>
      (await ok(admin.client, TIMELINE, { u: me.username })).getParticipantTimeline.items.filter(
        (i: { kind: string }) => i.kind === 'audit',
      );
    // The first one sets the first-data date: that is shown; later ones change only the totals: not shown.
    const first = await audits();
    expect(first[0]).toMatchObject({
      summary: 'firstDataReceivedDate,sumFuelTaxCreditCents,sumMileageUserFeeCents,updatedBy',
    });
    await createServices(handle.db).participants.addTripTotals(handle.db, me.username, {
      mileageFeeCents: 80,
      fuelFeeCents: 20,
      at: new Date(),
    });
    expect(await audits()).toEqual(first);

    const denied = await refused(me.client, TIMELINE, { u: me.username });
    expect(denied.code).toBe('FORBIDDEN');
    expect((await refused(admin.client, TIMELINE, { u: me.username, next: 'forged' })).code).toBe('BAD_USER_INPUT');
  });
});
