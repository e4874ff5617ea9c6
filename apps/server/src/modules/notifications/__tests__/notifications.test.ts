import { messages } from '@rc/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { auditEvents, notifications } from '../../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';

let server: TestServer;
let handle: DatabaseHandle;
let admin: Client;
let driver: Client;
let adminId: string;
let driverId: string;

const fields =
  'id username type templateName email subject text html shouldBeSentAt estimatedDeliveryAt retries status statusMsg sentAt logs createdBy createdAt';
const create = (client: Client, input: Record<string, unknown>) =>
  client.graphql(`mutation($input: CreateNotificationInput!) { createNotification(input: $input) { ${fields} } }`, {
    input,
  });
const cancel = (client: Client, input: Record<string, unknown>) =>
  client.graphql(`mutation($input: UpdateNotificationInput!) { updateNotification(input: $input) { ${fields} } }`, {
    input,
  });
const errorOf = (res: { errors?: { message: string; extensions?: { code?: string } }[] }) => ({
  code: res.errors?.[0]?.extensions?.code,
  message: res.errors?.[0]?.message,
});
const rowCount = async () => (await handle.db.select({ n: sql<number>`count(*)::int` }).from(notifications))[0]?.n ?? 0;

beforeAll(async () => {
  server = await startTestServer();
  // These tests are about the rows staff see; with the sender stopped, due ones stay pending
  // (sending is tested in notification-worker.test.ts).
  await server.jobs.stop();
  handle = connect(server.databaseUrl);
  admin = new Client(server.url);
  adminId = (await admin.signIn('admin@example.com', DEMO_PASSWORD)).id;
  driver = new Client(server.url);
  driverId = (await driver.signIn('driver@example.com', DEMO_PASSWORD)).id;
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

describe('creating notifications', () => {
  it('creates a pending e-mail to the participant, sent now by default, delivered about 5 minutes later', async () => {
    const before = Date.now();
    const res = await create(admin, {
      username: driverId,
      subject: 'Your statement',
      text: 'Your statement is ready.',
    });
    expect(res.errors).toBeUndefined();
    const n = res.data.createNotification;
    expect(n).toMatchObject({
      username: driverId,
      type: 'email',
      templateName: null,
      email: 'driver@example.com',
      subject: 'Your statement',
      text: 'Your statement is ready.',
      status: 'pending',
      retries: 0,
      sentAt: null,
      createdBy: adminId,
      logs: [],
    });
    const sendAt = new Date(n.shouldBeSentAt).getTime();
    expect(sendAt).toBeGreaterThanOrEqual(before - 1000);
    expect(sendAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(new Date(n.estimatedDeliveryAt).getTime() - sendAt).toBe(5 * 60 * 1000);
    const [event] = await handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.key, `notifications#${n.id}`));
    expect(event?.updatedBy).toBe(adminId);
  });

  it('takes a template without subject or text, and a later send time', async () => {
    const at = '2030-05-01T16:00:00.000Z';
    const res = await create(admin, { username: driverId, templateName: 'paymentOverdue', shouldBeSentAt: at });
    expect(res.errors).toBeUndefined();
    expect(res.data.createNotification).toMatchObject({
      templateName: 'paymentOverdue',
      subject: null,
      text: null,
      shouldBeSentAt: at,
      estimatedDeliveryAt: '2030-05-01T16:05:00.000Z',
    });
  });

  it('requires subject and text unless a template is chosen, refuses unsafe HTML and unknown participants, writing nothing', async () => {
    const count = await rowCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: driverId, text: 'Body only' }, 'BAD_USER_INPUT', messages.notificationSubjectRequired],
      [{ username: driverId, subject: '  ', text: 'Body' }, 'BAD_USER_INPUT', messages.notificationSubjectRequired],
      [{ username: driverId, subject: 'Subject only' }, 'BAD_USER_INPUT', messages.notificationTextRequired],
      [
        { username: driverId, subject: 'Hi', text: 'Hi', html: '<p onclick="steal()">Hi</p>' },
        'BAD_USER_INPUT',
        messages.notificationHtmlUnsafe,
      ],
      [
        { username: driverId, subject: 'Hi', text: 'Hi', html: '<script>alert(1)</script>' },
        'BAD_USER_INPUT',
        messages.notificationHtmlUnsafe,
      ],
      [{ username: 'no-such-participant', subject: 'Hi', text: 'Hi' }, 'NOT_FOUND', messages.participantNotFound],
    ];
    for (const [input, code, message] of cases) {
      expect(errorOf(await create(admin, input)), JSON.stringify(input)).toEqual({ code, message });
    }
    expect(await rowCount()).toBe(count);
    const html = await create(admin, {
      username: driverId,
      subject: 'Hi',
      text: 'Hi',
      html: '<p>Hello <b>Dana</b></p>',
    });
    expect(html.data.createNotification.html).toBe('<p>Hello <b>Dana</b></p>');
  });

  it('is staff only, and participants do not list notifications', async () => {
    expect(errorOf(await create(driver, { username: driverId, subject: 'Hi', text: 'Hi' })).code).toBe('FORBIDDEN');
    const listed = await driver.graphql(
      'query($u: ID!) { getNotificationsByUsername(username: $u) { items { id } } }',
      {
        u: driverId,
      },
    );
    expect(errorOf(listed).code).toBe('FORBIDDEN');
    const anonymous = await new Client(server.url).graphql(
      'query { getNotificationsByStatusByShouldBeSentAt(status: pending) { items { id } } }',
    );
    expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
  });
});

describe('listing and cancelling', () => {
  it('lists by participant (newest first) and by status and send time', async () => {
    const res = await admin.graphql(
      `query($u: ID!) {
        mine: getNotificationsByUsername(username: $u) { items { id subject templateName createdAt } nextToken }
        later: getNotificationsByStatusByShouldBeSentAt(status: pending, shouldBeSentAt: { ge: "2030-01-01T00:00:00Z" }) { items { templateName } }
        due: getNotificationsByStatusByShouldBeSentAt(status: pending, shouldBeSentAt: { le: "2029-01-01T00:00:00Z" }, sortDirection: ASC) { items { subject } }
      }`,
      { u: driverId },
    );
    expect(res.errors).toBeUndefined();
    const mine = res.data.mine.items as { createdAt: string }[];
    expect(mine).toHaveLength(3);
    expect([...mine].sort((a, b) => b.createdAt.localeCompare(a.createdAt))).toEqual(mine);
    expect(res.data.later.items).toEqual([{ templateName: 'paymentOverdue' }]);
    expect(res.data.due.items).toEqual([{ subject: 'Your statement' }, { subject: 'Hi' }]);
  });

  it('cancels a pending notification once; other changes and unknown ids are refused', async () => {
    const created = await create(admin, { username: driverId, subject: 'To cancel', text: 'Never sent' });
    const id = created.data.createNotification.id as string;

    expect(errorOf(await cancel(admin, { id, status: 'sent' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.notificationOnlyCancel,
    });
    expect(errorOf(await cancel(driver, { id, status: 'cancelled' })).code).toBe('FORBIDDEN');

    const res = await cancel(admin, { id, status: 'cancelled' });
    expect(res.errors).toBeUndefined();
    expect(res.data.updateNotification.status).toBe('cancelled');
    expect(JSON.parse(res.data.updateNotification.logs[0])).toMatchObject({ event: 'cancelled', by: adminId });

    expect(errorOf(await cancel(admin, { id, status: 'cancelled' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.notificationNotPending,
    });
    expect(errorOf(await cancel(admin, { id: 'no-such-notification', status: 'cancelled' })).code).toBe('NOT_FOUND');

    const listed = await admin.graphql(
      'query { getNotificationsByStatusByShouldBeSentAt(status: cancelled) { items { id } } }',
    );
    expect(listed.data.getNotificationsByStatusByShouldBeSentAt.items).toEqual([{ id }]);
  });
});
