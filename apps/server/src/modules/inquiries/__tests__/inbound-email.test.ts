import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { inquiryComments, participantInquiries } from '../../../db/schema/index.js';
import { INBOUND_EMAIL_PATH } from '../../../http/inbound-email.js';
import { ok, signInDemo } from '../../participants/__tests__/helpers.js';
import { INBOUND_ATTACHMENT_MAX_BYTES, INBOUND_ATTACHMENT_MAX_COUNT, mailgunSignature } from '../inbound-email.js';

const SIGNING_KEY = randomBytes(24).toString('hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

let server: TestServer;
let handle: DatabaseHandle;
let admin: { client: Client; username: string };
let driver: { client: Client; username: string };
let driverEmail: string;

beforeAll(async () => {
  server = await startTestServer({
    INBOUND_EMAIL_SIGNING_KEY: SIGNING_KEY,
    INBOUND_EMAIL_DOMAIN: 'mail.pilot.example',
  });
  handle = connect(server.databaseUrl);
  admin = await signInDemo(server, 'admin@example.com');
  driver = await signInDemo(server, 'driver@example.com');
  driverEmail = 'driver@example.com';
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

const CREATE = `mutation($input: CreateParticipantInquiryInput!) { createParticipantInquiry(input: $input) { id status } }`;
const COMMENT = `mutation($input: CreateParticipantInquiryCommentInput!) {
  createParticipantInquiryComment(input: $input) { id type author } }`;
const GET = `query($id: ID!) { getParticipantInquiry(id: $id) { id status unreadCount
  comments { items { id author type body bodyHtml status emailAttachments { filename contentType size url } } } } }`;
const UPDATE = `mutation($input: UpdateParticipantInquiryInput!) { updateParticipantInquiry(input: $input) { id status } }`;

/** A new inquiry of the demo driver, answered by staff; the staff e-mail as the participant received it. */
async function answeredInquiry(): Promise<{ id: string; mail: ParsedMail }> {
  const { createParticipantInquiry: inquiry } = await ok(driver.client, CREATE, {
    input: {
      username: driver.username,
      category: 'Tech Support',
      subject: `Light ${Date.now()}`,
      body: 'My device light has been blinking red since Monday.',
    },
  });
  const since = server.mail.messages.length;
  await ok(admin.client, COMMENT, { input: { inquiryId: inquiry.id, body: 'Please unplug it for ten seconds.' } });
  const mail = await server.mail.waitFor(driverEmail, since);
  return { id: inquiry.id, mail };
}

interface Delivery {
  fields?: Record<string, string>;
  attachments?: { name: string; type: string; bytes: Buffer }[];
  key?: string;
  timestamp?: string;
  omitSignature?: boolean;
}

/** Posts as Mailgun's route "forward" would: multipart, the message fields and a fresh signature. */
async function post(d: Delivery = {}) {
  const form = new FormData();
  const timestamp = d.timestamp ?? String(Math.floor(Date.now() / 1000));
  const token = randomBytes(25).toString('hex');
  for (const [k, v] of Object.entries(d.fields ?? {})) form.append(k, v);
  form.append('attachment-count', String(d.attachments?.length ?? 0));
  for (const [i, a] of (d.attachments ?? []).entries()) {
    form.append(`attachment-${i + 1}`, new Blob([new Uint8Array(a.bytes)], { type: a.type }), a.name);
  }
  form.append('timestamp', timestamp);
  form.append('token', token);
  if (!d.omitSignature) form.append('signature', mailgunSignature(d.key ?? SIGNING_KEY, timestamp, token));
  const res = await fetch(new URL(INBOUND_EMAIL_PATH, server.url), { method: 'POST', body: form });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** The fields of the participant's answer to the staff e-mail `mail`. */
function replyTo(mail: ParsedMail, extra: Record<string, string> = {}): Record<string, string> {
  const replyAddress = mail.replyTo?.value[0]?.address ?? '';
  return {
    recipient: replyAddress,
    sender: driverEmail,
    from: `Demo Driver <${driverEmail}>`,
    To: replyAddress,
    subject: `Re: ${mail.subject}`,
    'Message-Id': `<reply-${randomBytes(8).toString('hex')}@mail.example.net>`,
    'In-Reply-To': mail.messageId ?? '',
    References: mail.messageId ?? '',
    'body-plain': `Done, it is green now.\n\nOn Mon, Nov 23, 2026 at 9:00 AM Pilot <no-reply@pilot.example> wrote:\n> Please unplug it for ten seconds.\n`,
    ...extra,
  };
}

const commentCount = async (inquiryId: string) =>
  (await handle.db.select().from(inquiryComments).where(eq(inquiryComments.inquiryId, inquiryId))).length;

describe('the staff e-mail', () => {
  it('goes to the participant as Re: <subject>, threaded, with a signed reply address', async () => {
    const { id, mail } = await answeredInquiry();
    const [inquiry] = await handle.db.select().from(participantInquiries).where(eq(participantInquiries.id, id));
    expect(mail.subject).toBe(`Re: ${inquiry?.subject}`);
    expect(mail.text).toContain('Please unplug it for ten seconds.');
    expect(mail.messageId).toMatch(/^<inquiry-comment\.[0-9a-f-]{36}@mail\.pilot\.example>$/);
    expect(mail.replyTo?.value[0]?.address).toMatch(/^reply\+[0-9a-f]{32}-[0-9a-f]{24}@mail\.pilot\.example$/);
    expect(inquiry?.status).toBe('awaitingCustomerResponse');
  });

  it('names the earlier staff message in In-Reply-To and References on the next one', async () => {
    const { id, mail: first } = await answeredInquiry();
    const since = server.mail.messages.length;
    await ok(admin.client, COMMENT, { input: { inquiryId: id, body: 'And then plug it back in.' } });
    const second = await server.mail.waitFor(driverEmail, since);
    expect(second.inReplyTo).toBe(first.messageId);
    expect(second.references).toContain(first.messageId);
  });

  it('is never sent for a note', async () => {
    const { id } = await answeredInquiry();
    const since = server.mail.messages.length;
    await ok(admin.client, COMMENT, { input: { inquiryId: id, body: 'Internal: check firmware', type: 'note' } });
    // A following message proves the queue ran past the note.
    await ok(admin.client, COMMENT, { input: { inquiryId: id, body: 'One more thing.' } });
    await server.mail.waitFor(driverEmail, since);
    const sent = server.mail.messages.slice(since).map((m) => m.text ?? '');
    expect(sent.some((t) => t.includes('Internal: check firmware'))).toBe(false);
  });
});

describe('POST /webhooks/inbound-email', () => {
  it('stores the reply, without its quoted history, as an unread participant message (responseReceived)', async () => {
    const { id, mail } = await answeredInquiry();
    const res = await post({ fields: replyTo(mail) });
    expect(res.status).toBe(201);
    const { getParticipantInquiry: inquiry } = await ok(admin.client, GET, { id });
    expect(inquiry.status).toBe('responseReceived');
    const reply = inquiry.comments.items.at(-1);
    expect(reply).toMatchObject({ author: 'participant', type: 'message', status: 'unread' });
    expect(reply.body).toBe('Done, it is green now.');
    expect(inquiry.unreadCount).toBe(1);
    // The participant sees their own reply.
    const own = await ok(driver.client, GET, { id });
    expect(own.getParticipantInquiry.comments.items.at(-1).body).toBe('Done, it is green now.');
  });

  it('recognises a repeated delivery of the same message and stores nothing more', async () => {
    const { id, mail } = await answeredInquiry();
    const fields = replyTo(mail);
    expect((await post({ fields })).status).toBe(201);
    const again = await post({ fields });
    expect(again.status).toBe(200);
    expect(again.json.duplicate).toBe(true);
    expect(await commentCount(id)).toBe(2);
  });

  it('matches by In-Reply-To alone, and by the signed reply address alone', async () => {
    const a = await answeredInquiry();
    expect((await post({ fields: replyTo(a.mail, { recipient: 'support@mail.pilot.example', To: '' }) })).status).toBe(
      201,
    );
    const b = await answeredInquiry();
    expect((await post({ fields: replyTo(b.mail, { 'In-Reply-To': '', References: '' }) })).status).toBe(201);
    expect(await commentCount(a.id)).toBe(2);
    expect(await commentCount(b.id)).toBe(2);
  });

  it('sanitises the HTML body and drops its quoted part', async () => {
    const { id, mail } = await answeredInquiry();
    const html =
      '<div>It is <b>green</b> now<script>alert(1)</script><img src=x onerror=alert(1)>' +
      '<a href="javascript:alert(1)">x</a></div><div class="gmail_quote">On Monday Pilot wrote:' +
      '<blockquote>Please unplug it</blockquote></div>';
    const res = await post({ fields: replyTo(mail, { 'body-html': html, 'body-plain': '' }) });
    expect(res.status).toBe(201);
    const [reply] = await handle.db
      .select()
      .from(inquiryComments)
      .where(eq(inquiryComments.inquiryId, id))
      .orderBy(inquiryComments.createdAt)
      .offset(1);
    expect(reply?.bodyHtml).toBe('It is <b>green</b> now<a>x</a>');
    expect(reply?.body).toBe('It is green nowx');
  });

  it('stores a PDF and a PNG attachment with their type and size, readable by staff', async () => {
    const { id, mail } = await answeredInquiry();
    const res = await post({
      fields: replyTo(mail),
      attachments: [
        { name: 'odometer photo.png', type: 'image/png', bytes: PNG },
        { name: 'letter.pdf', type: 'application/pdf', bytes: PDF },
      ],
    });
    expect(res.status).toBe(201);
    const { getParticipantInquiry: inquiry } = await ok(admin.client, GET, { id });
    const files = inquiry.comments.items.at(-1).emailAttachments;
    expect(files).toEqual([
      expect.objectContaining({ filename: 'odometer photo.png', contentType: 'image/png', size: PNG.byteLength }),
      expect.objectContaining({ filename: 'letter.pdf', contentType: 'application/pdf', size: PDF.byteLength }),
    ]);
    const download = await admin.client.fetch(files[1].url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('refuses an attachment of another type, or not of its declared type, and stores nothing', async () => {
    const { id, mail } = await answeredInquiry();
    const exe = await post({
      fields: replyTo(mail),
      attachments: [{ name: 'setup.exe', type: 'application/x-msdownload', bytes: Buffer.from('MZ....') }],
    });
    expect(exe.status).toBe(406);
    expect(exe.json.code).toBe('ATTACHMENT_REFUSED');
    const fake = await post({
      fields: replyTo(mail),
      attachments: [{ name: 'photo.png', type: 'image/png', bytes: Buffer.from('<html>not a png</html>') }],
    });
    expect(fake.status).toBe(406);
    expect(await commentCount(id)).toBe(1);
  });

  it('takes five attachments, one at the size limit; refuses one a byte over and a sixth file', async () => {
    const { id, mail } = await answeredInquiry();
    // A PNG signature padded to the limit still reads as a PNG.
    const padded = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.byteLength)]);
    const over = await post({
      fields: replyTo(mail),
      attachments: [{ name: 'big.png', type: 'image/png', bytes: padded(INBOUND_ATTACHMENT_MAX_BYTES + 1) }],
    });
    expect(over.status).toBe(413);
    expect(over.json.code).toBe('ATTACHMENT_TOO_LARGE');
    const files = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `photo-${i}.png`, type: 'image/png', bytes: PNG }));
    // One too many is refused for good (406, docs/inbound-email.md); more than that stops the reading.
    const oneTooMany = await post({ fields: replyTo(mail), attachments: files(INBOUND_ATTACHMENT_MAX_COUNT + 1) });
    expect(oneTooMany.status).toBe(406);
    expect(oneTooMany.json).toMatchObject({
      code: 'ATTACHMENT_REFUSED',
      message: `At most ${INBOUND_ATTACHMENT_MAX_COUNT} attachments are accepted.`,
    });
    const farTooMany = await post({ fields: replyTo(mail), attachments: files(INBOUND_ATTACHMENT_MAX_COUNT + 2) });
    expect(farTooMany.status).toBe(413);
    expect(farTooMany.json.code).toBe('TOO_LARGE');
    expect(await commentCount(id)).toBe(1);
    const atLimit = await post({
      fields: replyTo(mail),
      attachments: files(INBOUND_ATTACHMENT_MAX_COUNT).map((f, i) =>
        i === 0 ? { ...f, bytes: padded(INBOUND_ATTACHMENT_MAX_BYTES) } : f,
      ),
    });
    expect(atLimit.status).toBe(201);
    const { getParticipantInquiry: inquiry } = await ok(admin.client, GET, { id });
    const stored = inquiry.comments.items.at(-1).emailAttachments;
    expect(stored).toHaveLength(INBOUND_ATTACHMENT_MAX_COUNT);
    expect(stored[0].size).toBe(INBOUND_ATTACHMENT_MAX_BYTES);
  });

  it('refuses forged, missing, stale and unconfigured signatures with 401 and stores nothing', async () => {
    const { id, mail } = await answeredInquiry();
    const forged = await post({ fields: replyTo(mail), key: 'not-the-signing-key-at-all' });
    expect(forged.status).toBe(401);
    expect(forged.json.code).toBe('INVALID_SIGNATURE');
    expect((await post({ fields: replyTo(mail), omitSignature: true })).status).toBe(401);
    const stale = String(Math.floor(Date.now() / 1000) - 3600);
    expect((await post({ fields: replyTo(mail), timestamp: stale })).status).toBe(401);
    expect(await commentCount(id)).toBe(1);
  });

  it('refuses an unknown sender, a forged reply address, an unknown thread and a closed inquiry with 406', async () => {
    const { id, mail } = await answeredInquiry();
    const stranger = await post({
      fields: replyTo(mail, { sender: 'someone@else.example', from: 'someone@else.example' }),
    });
    expect(stranger.status).toBe(406);
    expect(stranger.json.code).toBe('UNKNOWN_SENDER');
    const address = mail.replyTo?.value[0]?.address ?? '';
    const forgedAddress = address.replace(/-([0-9a-f])/, (_m, c: string) => `-${c === '0' ? '1' : '0'}`);
    const unknown = await post({
      fields: replyTo(mail, { recipient: forgedAddress, To: forgedAddress, 'In-Reply-To': '', References: '' }),
    });
    expect(unknown.status).toBe(406);
    expect(unknown.json.code).toBe('UNKNOWN_INQUIRY');
    await ok(admin.client, UPDATE, { input: { id, status: 'closed' } });
    const closed = await post({ fields: replyTo(mail) });
    expect(closed.status).toBe(406);
    expect(closed.json.code).toBe('INQUIRY_CLOSED');
    expect(await commentCount(id)).toBe(1);
  });

  it('answers 415 to a body that is not multipart and 400 to a broken one', async () => {
    const json = await fetch(new URL(INBOUND_EMAIL_PATH, server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    const broken = await fetch(new URL(INBOUND_EMAIL_PATH, server.url), {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
    });
    expect(broken.status).toBe(400);
  });
});

describe('a server without a signing key', () => {
  it('refuses every delivery with 401', async () => {
    const bare = await startTestServer();
    try {
      const form = new FormData();
      form.append('timestamp', String(Math.floor(Date.now() / 1000)));
      form.append('token', 'x'.repeat(50));
      form.append('signature', 'a'.repeat(64));
      const res = await fetch(new URL(INBOUND_EMAIL_PATH, bare.url), { method: 'POST', body: form });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { code: string }).code).toBe('NOT_CONFIGURED');
    } finally {
      await bare.close();
    }
  });
});
