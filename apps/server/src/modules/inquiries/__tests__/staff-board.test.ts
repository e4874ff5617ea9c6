import { messages } from '@rc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { ok, refused, signInDemo } from '../../participants/__tests__/helpers.js';

let server: TestServer;
let admin: { client: Client; username: string };
let driver: { client: Client; username: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInDemo(server, 'admin@example.com');
  driver = await signInDemo(server, 'driver@example.com');
});
afterAll(async () => {
  await server?.close();
});

const CREATE = `mutation($input: CreateParticipantInquiryInput!) { createParticipantInquiry(input: $input) { id status } }`;
const COMMENT = `mutation($input: CreateParticipantInquiryCommentInput!) {
  createParticipantInquiryComment(input: $input) { id type author status } }`;
const UPDATE = `mutation($input: UpdateParticipantInquiryInput!) {
  updateParticipantInquiry(input: $input) { id status assignee updatedBy } }`;
const GET = `query($id: ID!) { getParticipantInquiry(id: $id) { id status unreadCount
  comments { items { id type author body status } } } }`;
const LIST = `query($filter: ModelParticipantInquiryFilterInput, $limit: Int, $nextToken: String) {
  listParticipantInquirys(filter: $filter, limit: $limit, nextToken: $nextToken) { items { id status category assignee unreadCount } nextToken } }`;
const TOTAL = `{ inquiryUnreadTotal { comments inquiries } }`;
const MARK_READ = `mutation($id: ID!) { markParticipantInquiryRead(id: $id) { id unreadCount } }`;

async function newInquiry(category = 'Tech Support') {
  const { createParticipantInquiry } = await ok(driver.client, CREATE, {
    input: {
      username: driver.username,
      category,
      subject: `Board ${Date.now()}`,
      body: 'A question about my account.',
    },
  });
  return createParticipantInquiry.id as string;
}

describe('moving an inquiry across the board', () => {
  it('changes the status to any column and records the staff member', async () => {
    const id = await newInquiry();
    for (const status of ['inProgress', 'awaitingInternal', 'new', 'closed', 'responseReceived']) {
      const { updateParticipantInquiry } = await ok(admin.client, UPDATE, { input: { id, status } });
      expect(updateParticipantInquiry).toMatchObject({ status, updatedBy: admin.username });
    }
  });

  it('is staff only, and an unknown status changes nothing', async () => {
    const id = await newInquiry();
    expect((await refused(driver.client, UPDATE, { input: { id, status: 'closed' } }))?.code).toBe('FORBIDDEN');
    const bad = await admin.client.graphql(UPDATE, { input: { id, status: 'done' } });
    expect(bad.errors?.length).toBeGreaterThan(0);
    expect((await ok(admin.client, GET, { id })).getParticipantInquiry.status).toBe('new');
  });
});

describe('messages, notes and statuses', () => {
  it('a staff message awaits the customer, a participant message is a response, a note changes nothing', async () => {
    const id = await newInquiry();
    await ok(admin.client, COMMENT, { input: { inquiryId: id, body: 'We are looking into it.' } });
    expect((await ok(admin.client, GET, { id })).getParticipantInquiry.status).toBe('awaitingCustomerResponse');
    await ok(driver.client, COMMENT, { input: { inquiryId: id, body: 'Thank you, waiting.' } });
    expect((await ok(admin.client, GET, { id })).getParticipantInquiry.status).toBe('responseReceived');
    await ok(admin.client, COMMENT, { input: { inquiryId: id, body: 'Internal: escalate', type: 'note' } });
    const staffView = (await ok(admin.client, GET, { id })).getParticipantInquiry;
    expect(staffView.status).toBe('responseReceived');
    expect(staffView.comments.items.map((c: { type: string }) => c.type)).toEqual(['message', 'message', 'note']);
    const own = (await ok(driver.client, GET, { id })).getParticipantInquiry;
    expect(own.comments.items.map((c: { body: string }) => c.body)).not.toContain('Internal: escalate');
    expect(own.unreadCount).toBeNull();
  });

  it('takes no comment, message or note, on a closed inquiry', async () => {
    const id = await newInquiry();
    await ok(admin.client, UPDATE, { input: { id, status: 'closed' } });
    for (const type of ['message', 'note']) {
      const res = await refused(admin.client, COMMENT, { input: { inquiryId: id, body: 'Too late', type } });
      expect(res?.message).toBe(messages.inquiryClosed);
    }
  });
});

describe('unread participant messages', () => {
  it('are counted per inquiry and in total, until staff open the inquiry', async () => {
    const id = await newInquiry();
    const before = (await ok(admin.client, TOTAL)).inquiryUnreadTotal;
    await ok(driver.client, COMMENT, { input: { inquiryId: id, body: 'First follow-up.' } });
    await ok(driver.client, COMMENT, { input: { inquiryId: id, body: 'Second follow-up.' } });
    // Staff's own comments never count.
    await ok(admin.client, COMMENT, { input: { inquiryId: id, body: 'Noted', type: 'note' } });
    expect((await ok(admin.client, GET, { id })).getParticipantInquiry.unreadCount).toBe(2);
    expect((await ok(admin.client, TOTAL)).inquiryUnreadTotal).toEqual({
      comments: before.comments + 2,
      inquiries: before.inquiries + 1,
    });
    const { markParticipantInquiryRead } = await ok(admin.client, MARK_READ, { id });
    expect(markParticipantInquiryRead.unreadCount).toBe(0);
    expect((await ok(admin.client, TOTAL)).inquiryUnreadTotal).toEqual(before);
    // A new participant message is unread again.
    await ok(driver.client, COMMENT, { input: { inquiryId: id, body: 'Third follow-up.' } });
    expect((await ok(admin.client, GET, { id })).getParticipantInquiry.unreadCount).toBe(1);
  });

  it('are staff-only to count and to mark read', async () => {
    const id = await newInquiry();
    expect((await refused(driver.client, TOTAL))?.code).toBe('FORBIDDEN');
    expect((await refused(driver.client, MARK_READ, { id }))?.code).toBe('FORBIDDEN');
    expect((await refused(admin.client, MARK_READ, { id: 'no-such-inquiry' }))?.message).toBe(messages.inquiryNotFound);
  });
});

describe('the board columns', () => {
  it('page one status at a time, filtered by category and assignee', async () => {
    const a = await newInquiry('Incentives');
    const b = await newInquiry('Incentives');
    const c = await newInquiry('Other');
    await ok(admin.client, UPDATE, { input: { id: b, assignee: admin.username } });
    const page1 = (await ok(admin.client, LIST, { filter: { status: 'new', category: 'Incentives' }, limit: 1 }))
      .listParticipantInquirys;
    expect(page1.items).toHaveLength(1);
    expect(page1.nextToken).toBeTruthy();
    const page2 = (
      await ok(admin.client, LIST, {
        filter: { status: 'new', category: 'Incentives' },
        limit: 1,
        nextToken: page1.nextToken,
      })
    ).listParticipantInquirys;
    const ids = [...page1.items, ...page2.items].map((i: { id: string }) => i.id);
    expect(ids).toEqual([b, a]);
    expect(ids).not.toContain(c);
    const mine = (await ok(admin.client, LIST, { filter: { status: 'new', assignee: admin.username } }))
      .listParticipantInquirys.items;
    expect(mine.map((i: { id: string }) => i.id)).toEqual([b]);
  });
});
