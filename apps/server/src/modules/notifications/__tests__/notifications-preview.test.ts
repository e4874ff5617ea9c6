import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { notifications, participants } from '../../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';

let server: TestServer;
let handle: DatabaseHandle;
let admin: Client;
let driver: Client;
let driverId: string;
let manualId: string;

const preview = (client: Client, input: Record<string, unknown>) =>
  client.graphql(
    'query($input: PreviewNotificationInput!) { previewNotification(input: $input) { language subject text html } }',
    { input },
  );
const createMany = (client: Client, input: Record<string, unknown>) =>
  client.graphql(
    'mutation($input: CreateNotificationsInput!) { createNotifications(input: $input) { id username email status templateName shouldBeSentAt } }',
    { input },
  );
const errorOf = (res: { errors?: { message: string; extensions?: { code?: string } }[] }) => ({
  code: res.errors?.[0]?.extensions?.code,
  message: res.errors?.[0]?.message,
});
const rowCount = async () => (await handle.db.select({ n: sql<number>`count(*)::int` }).from(notifications))[0]?.n ?? 0;

beforeAll(async () => {
  server = await startTestServer();
  // Rows only: nothing is sent here (sending is tested in notification-worker.test.ts).
  await server.jobs.stop();
  handle = connect(server.databaseUrl);
  admin = new Client(server.url);
  await admin.signIn('admin@example.com', DEMO_PASSWORD);
  driver = new Client(server.url);
  driverId = (await driver.signIn('driver@example.com', DEMO_PASSWORD)).id;
  const manual = new Client(server.url);
  manualId = (await manual.signIn('manual@example.com', DEMO_PASSWORD)).id;
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

describe('previewNotification', () => {
  it("renders a template in the participant's language with their data, HTML sanitised", async () => {
    const [driverRow] = await handle.db.select().from(participants).where(eq(participants.username, driverId));
    const en = await preview(admin, { username: driverId, templateName: 'accountSuspended' });
    expect(en.errors).toBeUndefined();
    expect(en.data.previewNotification.language).toBe('en');
    expect(en.data.previewNotification.text).toContain(`Hello ${driverRow?.firstName},`);
    expect(en.data.previewNotification.text).toContain(String(driverRow?.accountNo));
    const html: string = en.data.previewNotification.html;
    // Sanitised: no document, styles or scripts; paragraphs and the account link stay.
    expect(html).toContain('<p>');
    expect(html).not.toMatch(/<(html|head|style|script|div|title)\b|style=/i);

    await handle.db.update(participants).set({ language: 'es' }).where(eq(participants.username, manualId));
    const es = await preview(admin, { username: manualId, templateName: 'accountSuspended' });
    expect(es.data.previewNotification.language).toBe('es');
    expect(es.data.previewNotification.text).toMatch(/^Hola/);
    expect(es.data.previewNotification.subject).not.toBe(en.data.previewNotification.subject);
  });

  it('shows staff-written HTML sanitised, and a participant value cannot inject markup into a template', async () => {
    await handle.db
      .update(participants)
      .set({ firstName: '<img src=x onerror=alert(1)>Ana' })
      .where(eq(participants.username, manualId));
    const res = await preview(admin, { username: manualId, templateName: 'accountActive' });
    expect(res.errors).toBeUndefined();
    expect(res.data.previewNotification.html).not.toMatch(/<img/i);
    expect(res.data.previewNotification.html).toContain('&lt;img src=x onerror=alert(1)&gt;Ana');
    expect(res.data.previewNotification.text).toContain('<img src=x onerror=alert(1)>Ana');

    const written = await preview(admin, {
      username: driverId,
      subject: 'Hello',
      text: 'Plain',
      html: '<p>Hi <a href="https://example.com/a">there</a></p><img src="https://example.com/t.png">',
    });
    expect(written.errors).toBeUndefined();
    expect(written.data.previewNotification).toMatchObject({ subject: 'Hello', text: 'Plain' });
    expect(written.data.previewNotification.html).toBe(
      '<p>Hi <a href="https://example.com/a" rel="noopener noreferrer nofollow">there</a></p>',
    );
  });

  it('needs a subject and text without a template, refuses the system templates, and is staff only', async () => {
    expect(errorOf(await preview(admin, { username: driverId, text: 'x' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'A subject is required unless a template is chosen',
    });
    expect(errorOf(await preview(admin, { username: driverId, templateName: 'statementIssued' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'The notification template is not valid.',
    });
    expect(errorOf(await preview(driver, { username: driverId, templateName: 'accountActive' })).code).toBe(
      'FORBIDDEN',
    );
    expect(errorOf(await preview(admin, { username: 'nobody-here', templateName: 'accountActive' })).code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('createNotifications', () => {
  it('writes one pending row per chosen participant, all at the given time', async () => {
    const at = new Date(Date.now() + 3600_000).toISOString();
    const res = await createMany(admin, {
      usernames: [driverId, manualId, driverId],
      templateName: 'accountActive',
      shouldBeSentAt: at,
    });
    expect(res.errors).toBeUndefined();
    const rows = res.data.createNotifications;
    expect(rows.map((r: { username: string }) => r.username).sort()).toEqual([driverId, manualId].sort());
    for (const row of rows)
      expect(row).toMatchObject({ status: 'pending', templateName: 'accountActive', shouldBeSentAt: at });
  });

  it('writes nothing when one participant is unknown, without recipients, or for a participant', async () => {
    const before = await rowCount();
    expect(
      errorOf(await createMany(admin, { usernames: [driverId, 'nobody-here'], templateName: 'accountActive' })).code,
    ).toBe('NOT_FOUND');
    expect(errorOf(await createMany(admin, { usernames: [], templateName: 'accountActive' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Choose at least one participant',
    });
    expect(errorOf(await createMany(admin, { usernames: [driverId], subject: 'No text' })).message).toBe(
      'A text is required unless a template is chosen',
    );
    expect(errorOf(await createMany(driver, { usernames: [driverId], templateName: 'accountActive' })).code).toBe(
      'FORBIDDEN',
    );
    expect(await rowCount()).toBe(before);
  });

  it('lists stored HTML sanitised as safeHtml', async () => {
    const res = await admin.graphql(
      'mutation($input: CreateNotificationInput!) { createNotification(input: $input) { id html safeHtml } }',
      { input: { username: driverId, subject: 'S', text: 'T', html: '<div style="color:red"><p>Hi</p></div>' } },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.createNotification.html).toContain('style=');
    expect(res.data.createNotification.safeHtml).toBe('<p>Hi</p>');
  });
});
