import { messages } from '@rc/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { auditEvents, participantInquiries } from '../../../db/schema/index.js';
import { firstError, ok, refused, signInDemo } from '../../participants/__tests__/helpers.js';

let server: TestServer;
let handle: DatabaseHandle;
let admin: { client: Client; username: string };
let driver: { client: Client; username: string };
let other: { client: Client; username: string };

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  admin = await signInDemo(server, 'admin@example.com');
  driver = await signInDemo(server, 'driver@example.com');
  other = await signInDemo(server, 'manual@example.com');
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

const COMMENT_FIELDS =
  'id inquiryId username author type status body bodyHtml emailPayload { from to subject text inReplyTo html }';
const INQUIRY_FIELDS = `id username assignee category subject body bodyHtml status participantStatus name email
  emailS3Key createdBy updatedBy createdAt updatedAt participant { username firstName }
  comments { items { ${COMMENT_FIELDS} } nextToken }`;
const CREATE = `mutation($input: CreateParticipantInquiryInput!) { createParticipantInquiry(input: $input) { ${INQUIRY_FIELDS} } }`;
const GET = `query($id: ID!) { getParticipantInquiry(id: $id) { ${INQUIRY_FIELDS} } }`;
const BY_USER = `query($u: String!, $status: InquiryStatus, $sortDirection: ModelSortDirection, $limit: Int, $nextToken: String) {
  getInquiriesByUsernameByStatus(username: $u, status: $status, sortDirection: $sortDirection, limit: $limit, nextToken: $nextToken) {
    items { id subject status participantStatus } nextToken } }`;
const LIST = `query($filter: ModelParticipantInquiryFilterInput, $limit: Int, $nextToken: String) {
  listParticipantInquirys(filter: $filter, limit: $limit, nextToken: $nextToken) { items { ${INQUIRY_FIELDS} } nextToken } }`;
const COMMENTS = `query($id: ID!, $limit: Int, $nextToken: String) {
  listParticipantInquiryComments(inquiryId: $id, limit: $limit, nextToken: $nextToken) { items { ${COMMENT_FIELDS} } nextToken } }`;
const COMMENT = `mutation($input: CreateParticipantInquiryCommentInput!) { createParticipantInquiryComment(input: $input) { ${COMMENT_FIELDS} } }`;
const UPDATE = `mutation($input: UpdateParticipantInquiryInput!) { updateParticipantInquiry(input: $input) { ${INQUIRY_FIELDS} } }`;

const BODY = 'My device light has been blinking red since Monday.';

async function createInquiry(client: Client, username: string, extra: Record<string, unknown> = {}) {
  const input = { username, category: 'Tech Support', subject: 'Blinking light', body: BODY, ...extra };
  return (await ok(client, CREATE, { input })).createParticipantInquiry;
}

describe('createParticipantInquiry', () => {
  it('opens a new, unassigned inquiry for the participant with their name and e-mail', async () => {
    const inquiry = await createInquiry(driver.client, driver.username, {
      bodyHtml:
        '<p onclick="x()">My <b>device</b><script>alert(1)</script> <a href="javascript:alert(1)">light</a></p>',
    });
    expect(inquiry).toMatchObject({
      username: driver.username,
      status: 'new',
      participantStatus: 'open',
      assignee: 'unassigned',
      category: 'Tech Support',
      subject: 'Blinking light',
      body: BODY,
      bodyHtml: '<p>My <b>device</b> <a>light</a></p>',
      name: 'Dana Driver',
      email: 'driver@example.com',
      createdBy: driver.username,
      participant: { username: driver.username, firstName: 'Dana' },
      comments: { items: [], nextToken: null },
    });
    const [stored] = await handle.db.select().from(participantInquiries).where(eq(participantInquiries.id, inquiry.id));
    expect(stored?.bodyHtml).toBe('<p>My <b>device</b> <a>light</a></p>');
    const [event] = await handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.key, `participant_inquiries#${inquiry.id}`));
    expect(event).toMatchObject({ eventName: 'INSERT', updatedBy: driver.username });
  });

  it("keeps a participant's own name and e-mail whatever the input says, so staff replies reach them", async () => {
    const inquiry = await createInquiry(driver.client, driver.username, {
      name: 'Someone Else',
      email: 'attacker@example.net',
    });
    expect(inquiry).toMatchObject({ name: 'Dana Driver', email: 'driver@example.com' });
    const reply = await ok(admin.client, COMMENT, { input: { inquiryId: inquiry.id, body: 'We are on it.' } });
    expect(reply.createParticipantInquiryComment.emailPayload).toMatchObject({ to: 'driver@example.com' });
  });

  it.each([
    [{ body: 'Too short to be useful.' }, messages.supportMessageMin],
    [{ body: `   ${'x'.repeat(24)}   ` }, messages.supportMessageMin],
    [{ subject: '  ' }, messages.subjectRequired],
    [{ category: 'Complaints' }, messages.topicRequired],
    [{ email: 'nope' }, messages.emailInvalid],
  ])('refuses %j from a participant with the spec message', async (change, message) => {
    const input = { username: driver.username, category: 'Other', subject: 'Hello', body: BODY, ...change };
    expect(firstError(await driver.client.graphql(CREATE, { input }))).toEqual({ code: 'BAD_USER_INPUT', message });
  });

  it('lets staff open one on behalf of a participant with a short message, and refuses others', async () => {
    const inquiry = await createInquiry(admin.client, other.username, {
      body: 'Called in.',
      name: 'Manny O.',
      email: 'manny.home@example.com',
    });
    expect(inquiry).toMatchObject({
      username: other.username,
      createdBy: admin.username,
      name: 'Manny O.',
      email: 'manny.home@example.com',
      body: 'Called in.',
    });
    const forbidden = await refused(driver.client, CREATE, {
      input: { username: other.username, category: 'Other', subject: 'Hi', body: BODY },
    });
    expect(forbidden.code).toBe('FORBIDDEN');
    const anonymous = await refused(new Client(server.url), CREATE, {
      input: { username: other.username, category: 'Other', subject: 'Hi', body: BODY },
    });
    expect(anonymous.code).toBe('UNAUTHENTICATED');
  });
});

describe('comments and the inquiry status', () => {
  it('moves the status on messages, never on notes, hides notes from participants, and refuses closed inquiries', async () => {
    const inquiry = await createInquiry(driver.client, driver.username, { subject: 'Statement total' });

    // A participant's message: the server decides author and type, and the comment starts unread.
    const mine = (
      await ok(driver.client, COMMENT, {
        input: {
          inquiryId: inquiry.id,
          username: driver.username,
          author: 'admin',
          type: 'note',
          status: 'read',
          body: 'Any news?',
          bodyHtml: '<i>Any</i> <img src=x onerror=alert(1)>news?',
          emailPayload: { to: 'attacker@example.com', subject: 'Spoofed' },
        },
      })
    ).createParticipantInquiryComment;
    expect(mine).toMatchObject({ author: 'participant', type: 'message', status: 'unread', username: driver.username });
    expect(mine.bodyHtml).toBe('<i>Any</i> news?');
    expect(mine.emailPayload).toMatchObject({ from: 'driver@example.com', to: null, subject: 'Re: Statement total' });
    expect((await ok(driver.client, GET, { id: inquiry.id })).getParticipantInquiry.status).toBe('responseReceived');

    // A staff message: awaiting the customer; its e-mail goes to the inquiry's address.
    const reply = (
      await ok(admin.client, COMMENT, { input: { inquiryId: inquiry.id, body: 'We are looking into it.' } })
    ).createParticipantInquiryComment;
    expect(reply).toMatchObject({ author: 'admin', type: 'message', status: 'unread' });
    expect(reply.emailPayload).toEqual({
      from: null,
      to: 'driver@example.com',
      subject: 'Re: Statement total',
      text: 'We are looking into it.',
      inReplyTo: null,
      html: null,
    });
    expect((await ok(admin.client, GET, { id: inquiry.id })).getParticipantInquiry.status).toBe(
      'awaitingCustomerResponse',
    );

    // A staff note changes nothing and carries no e-mail.
    const note = (
      await ok(admin.client, COMMENT, {
        input: {
          inquiryId: inquiry.id,
          type: 'note',
          body: 'Internal: check the statement job.',
          emailPayload: { to: 'x@example.com' },
        },
      })
    ).createParticipantInquiryComment;
    expect(note).toMatchObject({ author: 'admin', type: 'note', emailPayload: null });
    const afterNote = (await ok(admin.client, GET, { id: inquiry.id })).getParticipantInquiry;
    expect(afterNote.status).toBe('awaitingCustomerResponse');
    expect(afterNote.comments.items.map((c: { type: string }) => c.type)).toEqual(['message', 'message', 'note']);

    // Participants never receive notes, in either view.
    const seen = (await ok(driver.client, GET, { id: inquiry.id })).getParticipantInquiry.comments.items;
    expect(seen.map((c: { id: string }) => c.id)).toEqual([mine.id, reply.id]);
    const listed = (await ok(driver.client, COMMENTS, { id: inquiry.id })).listParticipantInquiryComments;
    expect(listed.items.map((c: { id: string }) => c.id)).toEqual([mine.id, reply.id]);
    const staffPage1 = (await ok(admin.client, COMMENTS, { id: inquiry.id, limit: 2 })).listParticipantInquiryComments;
    const staffPage2 = (await ok(admin.client, COMMENTS, { id: inquiry.id, limit: 2, nextToken: staffPage1.nextToken }))
      .listParticipantInquiryComments;
    expect([...staffPage1.items, ...staffPage2.items].map((c: { id: string }) => c.id)).toEqual([
      mine.id,
      reply.id,
      note.id,
    ]);
    expect(staffPage2.nextToken).toBeNull();

    // Others are refused; unknown inquiries are not found; a message is required.
    expect((await refused(other.client, COMMENT, { input: { inquiryId: inquiry.id, body: 'Me too' } })).code).toBe(
      'FORBIDDEN',
    );
    expect((await refused(other.client, COMMENTS, { id: inquiry.id })).code).toBe('FORBIDDEN');
    expect((await refused(other.client, GET, { id: inquiry.id })).code).toBe('FORBIDDEN');
    expect(await refused(driver.client, COMMENT, { input: { inquiryId: 'no-such-id', body: 'Hello' } })).toEqual({
      code: 'NOT_FOUND',
      message: messages.inquiryNotFound,
    });
    expect(await refused(driver.client, COMMENT, { input: { inquiryId: inquiry.id, body: '   ' } })).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.messageRequired,
    });

    // Closed: no more comments from anyone, and the participant sees it as closed.
    const closed = (await ok(admin.client, UPDATE, { input: { id: inquiry.id, status: 'closed' } }))
      .updateParticipantInquiry;
    expect(closed).toMatchObject({ status: 'closed', participantStatus: 'closed' });
    for (const client of [driver.client, admin.client]) {
      expect(await refused(client, COMMENT, { input: { inquiryId: inquiry.id, body: 'One more thing' } })).toEqual({
        code: 'CONFLICT',
        message: messages.inquiryClosed,
      });
    }
    expect((await ok(admin.client, GET, { id: inquiry.id })).getParticipantInquiry.comments.items).toHaveLength(3);
  });

  it('keeps e-mail storage keys from participants', async () => {
    const inquiry = await createInquiry(driver.client, driver.username);
    await handle.db
      .update(participantInquiries)
      .set({ emailS3Key: 'inbound/abc.eml' })
      .where(eq(participantInquiries.id, inquiry.id));
    expect((await ok(driver.client, GET, { id: inquiry.id })).getParticipantInquiry.emailS3Key).toBeNull();
    expect((await ok(admin.client, GET, { id: inquiry.id })).getParticipantInquiry.emailS3Key).toBe('inbound/abc.eml');
  });
});

describe('getInquiriesByUsernameByStatus', () => {
  it("lists a participant's inquiries newest first, by status, with the participant's view of the status", async () => {
    const mine = await signInDemo(server, 'tod@example.com');
    const a = await createInquiry(mine.client, mine.username, { subject: 'First' });
    const b = await createInquiry(mine.client, mine.username, { subject: 'Second' });
    const c = await createInquiry(mine.client, mine.username, { subject: 'Third' });
    await ok(admin.client, UPDATE, { input: { id: b.id, status: 'closed' } });

    const newest = (await ok(mine.client, BY_USER, { u: mine.username })).getInquiriesByUsernameByStatus;
    expect(newest.items.map((i: { subject: string }) => i.subject)).toEqual(['Third', 'Second', 'First']);
    expect(newest.items.map((i: { participantStatus: string }) => i.participantStatus)).toEqual([
      'open',
      'closed',
      'open',
    ]);
    const oldest = (await ok(mine.client, BY_USER, { u: mine.username, sortDirection: 'ASC', limit: 2 }))
      .getInquiriesByUsernameByStatus;
    expect(oldest.items.map((i: { id: string }) => i.id)).toEqual([a.id, b.id]);
    const rest = (
      await ok(mine.client, BY_USER, { u: mine.username, sortDirection: 'ASC', limit: 2, nextToken: oldest.nextToken })
    ).getInquiriesByUsernameByStatus;
    expect(rest).toEqual({ items: [expect.objectContaining({ id: c.id })], nextToken: null });
    const closed = (await ok(admin.client, BY_USER, { u: mine.username, status: 'closed' }))
      .getInquiriesByUsernameByStatus;
    expect(closed.items.map((i: { id: string }) => i.id)).toEqual([b.id]);

    expect((await refused(driver.client, BY_USER, { u: mine.username })).code).toBe('FORBIDDEN');
  });
});

describe('staff board: listParticipantInquirys and updateParticipantInquiry', () => {
  it('lists every inquiry with comments and participant, filtered by createdAt', async () => {
    const since = new Date().toISOString();
    const one = await createInquiry(driver.client, driver.username, { subject: 'Board one' });
    await ok(admin.client, COMMENT, { input: { inquiryId: one.id, type: 'note', body: 'Staff only' } });
    const two = await createInquiry(other.client, other.username, { subject: 'Board two' });

    const page = (await ok(admin.client, LIST, { filter: { createdAt: { ge: since } } })).listParticipantInquirys;
    expect(page.items.map((i: { id: string }) => i.id)).toEqual([two.id, one.id]);
    expect(page.items[1]).toMatchObject({
      participant: { username: driver.username },
      comments: { items: [expect.objectContaining({ type: 'note', body: 'Staff only' })] },
    });
    const old = (await ok(admin.client, LIST, { filter: { createdAt: { lt: '2001-01-01T00:00:00Z' } } }))
      .listParticipantInquirys;
    expect(old.items).toEqual([]);
    expect((await refused(driver.client, LIST)).code).toBe('FORBIDDEN');
  });

  it('changes status, assignee and category, recording the signed-in staff member', async () => {
    const inquiry = await createInquiry(driver.client, driver.username, { subject: 'Drag me' });
    const moved = (
      await ok(admin.client, UPDATE, {
        input: {
          id: inquiry.id,
          status: 'awaitingInternal',
          assignee: 'Alex',
          category: 'Incentives',
          updatedBy: 'forged',
        },
      })
    ).updateParticipantInquiry;
    expect(moved).toMatchObject({
      status: 'awaitingInternal',
      assignee: 'Alex',
      category: 'Incentives',
      updatedBy: admin.username,
    });
    const events = await handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.key, `participant_inquiries#${inquiry.id}`))
      .orderBy(auditEvents.timestamp);
    expect(events.at(-1)).toMatchObject({ eventName: 'MODIFY', updatedBy: admin.username });
    expect(events.at(-1)?.diff).toContainEqual({ key: 'status', old: 'new', new: 'awaitingInternal' });

    expect(await refused(admin.client, UPDATE, { input: { id: inquiry.id, category: 'Complaints' } })).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.topicRequired,
    });
    expect(await refused(admin.client, UPDATE, { input: { id: 'missing', status: 'closed' } })).toEqual({
      code: 'NOT_FOUND',
      message: messages.inquiryNotFound,
    });
    expect((await refused(driver.client, UPDATE, { input: { id: inquiry.id, status: 'closed' } })).code).toBe(
      'FORBIDDEN',
    );
    expect((await ok(driver.client, GET, { id: inquiry.id })).getParticipantInquiry.status).toBe('awaitingInternal');
  });
});
