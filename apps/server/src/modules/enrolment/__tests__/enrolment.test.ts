import { messages } from '@rc/domain';
import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { auditEvents, invitations, participants, surveys, users } from '../../../db/schema/index.js';
import { firstError, ok, refused, signInDemo } from '../../participants/__tests__/helpers.js';

let server: TestServer;
let handle: DatabaseHandle;
let admin: { client: Client; username: string };
let driver: { client: Client; username: string };
let anonymous: Client;

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  admin = await signInDemo(server, 'admin@example.com');
  driver = await signInDemo(server, 'driver@example.com');
  anonymous = new Client(server.url);
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

const EMAIL_CHECK = 'mutation($email: String!) { emailCheck(input: { email: $email }) { eligible closed } }';
const IMPORT = `mutation($csv: String!, $pilot: String) {
  importInvitations(csv: $csv, pilot: $pilot) { added duplicates rejected { line email reason } } }`;
const LIST = `query($filter: ModelInvitationFilterInput, $limit: Int, $nextToken: String) {
  listInvitations(filter: $filter, limit: $limit, nextToken: $nextToken) { items { id email pilotShortName createdBy } nextToken } }`;
const SURVEY = `mutation($input: CreateSurveyInput!) {
  createSurvey(input: $input) { id surveyId createdAt questions { type question answer } } }`;

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('importInvitations (staff)', () => {
  it('adds valid rows, counts duplicates and lists rejected lines with the reason', async () => {
    const csv = [
      'Email,Pilot',
      'first.invitee@example.com,MBUF',
      '  Second.Invitee@Example.COM , mbuf+tod',
      'first.invitee@example.com,MBUF',
      'not-an-email,MBUF',
      'third.invitee@example.com,MBUF+XYZ',
      '',
      'fourth.invitee@example.com',
      '"fifth.invitee@example.com","OB-MBUF"',
      ',',
      'first.invitee@example.com,MBUF+C',
    ].join('\r\n');
    const result = (await ok(admin.client, IMPORT, { csv: base64(csv), pilot: 'mbuf+tf' })).importInvitations;
    expect(result).toEqual({
      added: 5,
      duplicates: 1,
      rejected: [
        { line: 5, email: 'not-an-email', reason: messages.emailInvalid },
        { line: 6, email: 'third.invitee@example.com', reason: messages.pilotShortNameInvalid },
      ],
    });
    const rows = await handle.db.select().from(invitations).where(like(invitations.email, '%.invitee@example.com'));
    expect(rows.map((r) => `${r.email} ${r.pilotShortName}`).sort()).toEqual([
      'fifth.invitee@example.com OB-MBUF',
      'first.invitee@example.com MBUF',
      'first.invitee@example.com MBUF+C',
      'fourth.invitee@example.com MBUF+TF',
      'second.invitee@example.com MBUF+ToD',
    ]);
    expect(rows.every((r) => r.createdBy === admin.username)).toBe(true);
    const [event] = await handle.db
      .select()
      .from(auditEvents)
      .where(like(auditEvents.key, 'invitations#%'))
      .orderBy(desc(auditEvents.timestamp))
      .limit(1);
    expect(event).toMatchObject({ eventName: 'INSERT', updatedBy: admin.username });

    // Importing the same file again adds nothing; without a header and pilot, rows default to MBUF.
    const again = (await ok(admin.client, IMPORT, { csv: base64(csv) })).importInvitations;
    expect(again).toMatchObject({ added: 1, duplicates: 5 }); // fourth.invitee is new under MBUF
    const noHeader = (await ok(admin.client, IMPORT, { csv: base64('sixth.invitee@example.com\n') })).importInvitations;
    expect(noHeader).toEqual({ added: 1, duplicates: 0, rejected: [] });
    const [sixth] = await handle.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'sixth.invitee@example.com'));
    expect(sixth?.pilotShortName).toBe('MBUF');
  });

  it('refuses a file that is not base64 CSV, an unknown default pilot, and non-staff callers', async () => {
    for (const csv of [
      '%%% not base64 %%%',
      '',
      base64('"unterminated,MBUF\n'),
      Buffer.from([0xff, 0xfe, 0x00]).toString('base64'),
    ]) {
      expect(firstError(await admin.client.graphql(IMPORT, { csv }))).toEqual({
        code: 'BAD_USER_INPUT',
        message: messages.invitationsFileInvalid,
      });
    }
    expect(firstError(await admin.client.graphql(IMPORT, { csv: base64('a@example.com'), pilot: 'MBUF+X' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.pilotShortNameInvalid,
    });
    expect((await refused(driver.client, IMPORT, { csv: base64('a@example.com') })).code).toBe('FORBIDDEN');
    expect((await refused(anonymous, IMPORT, { csv: base64('a@example.com') })).code).toBe('UNAUTHENTICATED');
    const [row] = await handle.db.select().from(invitations).where(eq(invitations.email, 'a@example.com'));
    expect(row).toBeUndefined();
  });
});

describe('listInvitations (staff)', () => {
  it('filters by part of the address, case-insensitively, and pages', async () => {
    await ok(admin.client, IMPORT, {
      csv: base64('list.one@example.org\nlist.two@example.org\nlist.three@example.org\n'),
    });
    const first = (await ok(admin.client, LIST, { filter: { email: 'LIST.' }, limit: 2 })).listInvitations;
    expect(first.items).toHaveLength(2);
    const second = (await ok(admin.client, LIST, { filter: { email: 'LIST.' }, limit: 2, nextToken: first.nextToken }))
      .listInvitations;
    expect(second.nextToken).toBeNull();
    const emails = [...first.items, ...second.items].map((i: { email: string }) => i.email).sort();
    expect(emails).toEqual(['list.one@example.org', 'list.three@example.org', 'list.two@example.org']);
    // LIKE wildcards are matched literally.
    expect((await ok(admin.client, LIST, { filter: { email: '%' } })).listInvitations.items).toEqual([]);
    expect((await refused(driver.client, LIST)).code).toBe('FORBIDDEN');
  });
});

describe('emailCheck (public)', () => {
  it('answers eligible for invited addresses in any case, and closed from REGISTRATION_CLOSED', async () => {
    await ok(admin.client, IMPORT, { csv: base64('invited.driver@example.com,MBUF\n') });
    expect((await ok(anonymous, EMAIL_CHECK, { email: ' Invited.Driver@EXAMPLE.com ' })).emailCheck).toEqual({
      eligible: true,
      closed: false,
    });
    expect((await ok(anonymous, EMAIL_CHECK, { email: 'stranger@example.com' })).emailCheck).toEqual({
      eligible: false,
      closed: false,
    });
    await ok(
      admin.client,
      'mutation { updateConfiguration(input: { key: "REGISTRATION_CLOSED", value: "true" }) { key } }',
    );
    expect((await ok(anonymous, EMAIL_CHECK, { email: 'invited.driver@example.com' })).emailCheck).toEqual({
      eligible: true,
      closed: true,
    });
    await ok(
      admin.client,
      'mutation { updateConfiguration(input: { key: "REGISTRATION_CLOSED", value: "false" }) { key } }',
    );
    expect((await ok(driver.client, EMAIL_CHECK, { email: 'invited.driver@example.com' })).emailCheck.closed).toBe(
      false,
    );
  });

  it('refuses a malformed address with the spec message', async () => {
    expect(firstError(await anonymous.graphql(EMAIL_CHECK, { email: 'not an email' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.emailInvalid,
    });
  });
});

describe('sign-up (identity gateway) is by invitation', () => {
  const password = 'Sunny-Road-42';
  const signUp = (email: string) => new Client(server.url).post('/api/auth/sign-up/email', { email, password });
  const accountsFor = async (email: string) => ({
    users: await handle.db.select().from(users).where(eq(users.email, email)),
    participants: await handle.db.select().from(participants).where(eq(participants.email, email)),
  });
  const setClosed = (value: 'true' | 'false') =>
    ok(
      admin.client,
      `mutation { updateConfiguration(input: { key: "REGISTRATION_CLOSED", value: "${value}" }) { key } }`,
    );

  it('refuses an uninvited address with the not-eligible message and creates no account', async () => {
    const res = await signUp('  Uninvited.Driver@Example.com ');
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      code: 'NOT_ELIGIBLE',
      message: messages.emailNotEligible,
      messageKey: 'emailNotEligible',
    });
    expect(await accountsFor('uninvited.driver@example.com')).toEqual({ users: [], participants: [] });
    expect(server.mail.messages.some((m) => m.to && JSON.stringify(m.to).includes('uninvited.driver'))).toBe(false);
  });

  it('creates the account of an invited address (invitation matched in any case)', async () => {
    await ok(admin.client, IMPORT, { csv: base64('Gate.Invited@Example.com,MBUF\n') });
    const res = await signUp('gate.invited@EXAMPLE.com');
    expect(res.status).toBe(200);
    const { users: found, participants: rows } = await accountsFor('gate.invited@example.com');
    expect(found).toHaveLength(1);
    expect(rows).toHaveLength(1);
  });

  it('refuses even an invited address while REGISTRATION_CLOSED, but still answers an existing account', async () => {
    await ok(admin.client, IMPORT, { csv: base64('gate.closed@example.com,MBUF\n') });
    await setClosed('true');
    try {
      const res = await signUp('gate.closed@example.com');
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ code: 'REGISTRATION_CLOSED', message: messages.pilotClosed });
      expect(await accountsFor('gate.closed@example.com')).toEqual({ users: [], participants: [] });
      // An existing account is told so, and the form then signs in (enrolled participants keep access).
      const existing = await signUp('driver@example.com');
      expect(existing.status).toBe(422);
      expect(existing.json.code).toBe('USER_ALREADY_EXISTS');
    } finally {
      await setClosed('false');
    }
    expect((await signUp('gate.closed@example.com')).status).toBe(200);
  });
});

describe('createSurvey (public)', () => {
  const questions = [
    { type: 'text', question: 'Email', answer: 'someone@example.com' },
    { type: 'radio', question: 'What type of vehicle do you drive?', answer: 'SUV/Crossover' },
    { type: 'radio', question: 'Vehicle age', answer: null },
  ];

  it('stores an answered survey without an account, recorded as anonymous', async () => {
    const saved = (await ok(anonymous, SURVEY, { input: { surveyId: 'eligibility-2024', questions } })).createSurvey;
    expect(saved).toMatchObject({ surveyId: 'eligibility-2024', questions });
    const [row] = await handle.db.select().from(surveys).where(eq(surveys.id, saved.id));
    expect(row?.questions).toEqual(questions);
    const [event] = await handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.key, `surveys#${saved.id}`));
    expect(event).toMatchObject({ eventName: 'INSERT', updatedBy: 'anonymous' });
  });

  it.each([
    ['no questions', { surveyId: 'eligibility', questions: [] }],
    ['too many questions', { surveyId: 'eligibility', questions: Array(101).fill(questions[1]) }],
    ['an answer too long', { surveyId: 'eligibility', questions: [{ ...questions[1], answer: 'x'.repeat(2001) }] }],
    ['an empty question', { surveyId: 'eligibility', questions: [{ ...questions[1], question: ' ' }] }],
    ['a bad survey id', { surveyId: '../../etc', questions }],
  ])('refuses %s', async (_label, input) => {
    const before = await handle.db.select().from(surveys);
    expect(firstError(await anonymous.graphql(SURVEY, { input }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.surveyInvalid,
    });
    expect(await handle.db.select().from(surveys)).toHaveLength(before.length);
  });
});
