import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, MailCapture, startTestServer, type TestServer } from '../../../../test/harness.js';
import { loadConfig } from '../../../config.js';
import { withActor } from '../../../db/actor.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { notifications, participants } from '../../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';
import type { Mailer } from '../../../integrations/mail/mailer.js';
import { MailSendError } from '../../../integrations/mail/mailer.js';
import { noJobs } from '../../../jobs/jobs.js';
import { type RunningServer, startServer } from '../../../server.js';
import { NotificationsRepository } from '../notifications.repository.js';
import { NOTIFICATIONS_SEND_JOB, NotificationsService } from '../notifications.service.js';

let server: TestServer;
let handle: DatabaseHandle;
const DAY = 24 * 60 * 60 * 1000;

interface Person {
  username: string;
  email: string;
}

async function person(db: DatabaseHandle['db'], email: string, language?: 'en' | 'es'): Promise<Person> {
  const [p] = await db.select().from(participants).where(eq(participants.email, email));
  if (!p) throw new Error(`no participant ${email}`);
  if (language)
    await db.update(participants).set({ language, firstName: 'Ana' }).where(eq(participants.username, p.username));
  return { username: p.username, email: p.email };
}

async function rowOf(db: DatabaseHandle['db'], id: string) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  if (!row) throw new Error(`no notification ${id}`);
  return row;
}

/** Polls until `check` gives a value (10 s at most). */
async function eventually<T>(check: () => Promise<T | null | undefined | false>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const mailsWithSubject = (capture: MailCapture, subject: string): ParsedMail[] =>
  capture.messages.filter((m) => m.subject === subject);

/** A free local port with nothing listening on it (yet). */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

describe('the notification worker', () => {
  it('sends a queued template through SMTP in the participant language, once, and records it', async () => {
    const ana = await person(handle.db, 'manual@example.com', 'es');
    const queued = await withActor(handle.db, 'System', (tx) =>
      server.services.notifications.queueTemplate(tx, ana, 'paymentOverdue', {
        amountCents: 4520,
        dueDate: '2025-03-22T07:00:00.000Z',
        defaultDate: '2025-03-31T07:00:00.000Z',
      }),
    );
    // No explicit run: the nudge queued with the row makes the worker send it.
    const subject = 'Su pago del cargo vial está vencido';
    const mail = await eventually(async () => mailsWithSubject(server.mail, subject)[0]);
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain('Importe adeudado: $45.20. Fecha de vencimiento del pago: 22 de marzo de 2025.');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.messageId).toBe(`<${queued.id}.notification@localhost>`);
    expect((Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text).toBe(ana.email);

    const row = await eventually(async () => {
      const r = await rowOf(handle.db, queued.id);
      return r.status === 'sent' ? r : null;
    });
    expect(row).toMatchObject({ status: 'sent', retries: 0, statusMsg: null, subject, createdBy: 'System' });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.text).toContain('$45.20');
    expect(row.logs).toEqual([expect.objectContaining({ event: 'sent', attempt: 1, messageId: mail.messageId })]);

    // Later runs find nothing to send.
    expect(await server.services.notifications.deliverDue({ now: new Date(Date.now() + DAY) })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(mailsWithSubject(server.mail, subject)).toHaveLength(1);
  });

  it('a burst of notices makes one queued job, and every notice is sent', async () => {
    const driver = await person(handle.db, 'driver@example.com');
    await server.jobs.stop(); // hold the workers so the queue can be seen as the burst leaves it
    const ids = await withActor(handle.db, 'System', async (tx) => {
      const rows = [];
      for (let i = 0; i < 10; i++)
        rows.push(await server.services.notifications.queueTemplate(tx, driver, 'accountActive'));
      return rows.map((r) => r.id);
    });
    const queuedJobs = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${NOTIFICATIONS_SEND_JOB} and state = 'created'`,
    );
    expect(queuedJobs.rows[0]?.n).toBe(1);
    await server.jobs.start();
    await eventually(async () => {
      const rows = await handle.db.select().from(notifications).where(inArray(notifications.id, ids));
      return rows.every((r) => r.status === 'sent');
    });
    expect(mailsWithSubject(server.mail, 'Your account is active').length).toBeGreaterThanOrEqual(10);
  });

  it('never sends a cancelled notification', async () => {
    const admin = new Client(server.url);
    await admin.signIn('admin@example.com', DEMO_PASSWORD);
    const driver = await person(handle.db, 'driver@example.com');
    const created = await admin.graphql(
      'mutation($input: CreateNotificationInput!) { createNotification(input: $input) { id } }',
      {
        input: {
          username: driver.username,
          subject: 'Cancelled before sending',
          text: 'Never sent.',
          shouldBeSentAt: new Date(Date.now() + DAY).toISOString(),
        },
      },
    );
    const id = created.data.createNotification.id as string;
    const cancelled = await admin.graphql(
      'mutation($input: UpdateNotificationInput!) { updateNotification(input: $input) { status } }',
      { input: { id, status: 'cancelled' } },
    );
    expect(cancelled.data.updateNotification.status).toBe('cancelled');
    const report = await server.services.notifications.deliverDue({ now: new Date(Date.now() + 2 * DAY) });
    expect(report.sent).toBe(0);
    expect((await rowOf(handle.db, id)).status).toBe('cancelled');
    expect(mailsWithSubject(server.mail, 'Cancelled before sending')).toEqual([]);
  });

  it('sends staff-written notifications as written', async () => {
    const driver = await person(handle.db, 'driver@example.com');
    const row = await withActor(handle.db, 'System', (tx) =>
      tx
        .insert(notifications)
        .values({
          username: driver.username,
          email: driver.email,
          subject: 'A note from the pilot team',
          text: 'Plain words.',
          html: '<p>Plain <b>words</b>.</p>',
          shouldBeSentAt: new Date(Date.now() + DAY),
          createdBy: 'admin',
        })
        .returning()
        .then((r) => r[0]),
    );
    if (!row) throw new Error('insert');
    const report = await server.services.notifications.deliverDue({ now: new Date(Date.now() + 2 * DAY) });
    expect(report.sent).toBeGreaterThanOrEqual(1);
    const mail = await eventually(async () => mailsWithSubject(server.mail, 'A note from the pilot team')[0]);
    expect(mail.text?.trim()).toBe('Plain words.');
    expect(mail.html).toContain('<b>words</b>');
  });

  it('marks a template without its required data failed at once (retrying cannot help)', async () => {
    const driver = await person(handle.db, 'driver@example.com');
    // queueTemplate refuses it up front …
    await expect(
      withActor(handle.db, 'System', (tx) =>
        server.services.notifications.queueTemplate(tx, driver, 'paymentReminder', { amountCents: 100 }),
      ),
    ).rejects.toThrow(/paymentReminder needs dueDate/);
    // … and a row written some other way fails on its first attempt.
    const [row] = await handle.db
      .insert(notifications)
      .values({
        username: driver.username,
        email: driver.email,
        templateName: 'paymentReminder',
        data: { amountCents: 100 },
        shouldBeSentAt: new Date(Date.now() + DAY),
      })
      .returning();
    if (!row) throw new Error('insert');
    await server.services.notifications.deliverDue({ now: new Date(Date.now() + 2 * DAY) });
    const failed = await rowOf(handle.db, row.id);
    expect(failed).toMatchObject({ status: 'failed', retries: 1, statusMsg: 'paymentReminder needs dueDate' });
    expect(failed.logs).toEqual([expect.objectContaining({ event: 'failed', attempt: 1 })]);
  });

  it('two worker processes on one database send each notification exactly once', async () => {
    const driver = await person(handle.db, 'driver@example.com');
    const later = new Date(Date.now() + DAY);
    const rows = await handle.db
      .insert(notifications)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          username: driver.username,
          email: driver.email,
          subject: `Concurrent ${i}`,
          text: `Message ${i}`,
          shouldBeSentAt: later,
        })),
      )
      .returning();
    // A second server process (its own pool, job queue and mailer) on the same database.
    const second: RunningServer = await startServer(
      loadConfig({
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: server.databaseUrl,
        DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'rc-test-data-')),
        MAIL_URL: server.mail.url,
        AUTH_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        SEED_DEMO: 'false',
      }),
    );
    try {
      const now = new Date(Date.now() + 2 * DAY);
      const reports = await Promise.all([
        server.services.notifications.deliverDue({ now }),
        second.services.notifications.deliverDue({ now }),
        server.services.notifications.deliverDue({ now }),
        second.services.notifications.deliverDue({ now }),
      ]);
      expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(40);
    } finally {
      await second.close();
    }
    const mails = server.mail.messages.filter((m) => m.subject?.startsWith('Concurrent '));
    expect(mails).toHaveLength(40);
    expect(new Set(mails.map((m) => m.subject)).size).toBe(40);
    const after = await handle.db
      .select()
      .from(notifications)
      .where(
        inArray(
          notifications.id,
          rows.map((r) => r.id),
        ),
      );
    for (const r of after) {
      expect(r.status).toBe('sent');
      expect(r.logs).toHaveLength(1);
    }
  });
});

describe('failure limits', () => {
  it('counts only failures that are not outages; a permanent refusal fails at once', async () => {
    const errors: MailSendError[] = [];
    const mailer: Mailer = {
      send: async () => {
        throw errors.shift() ?? new Error('no error planned');
      },
      close: () => {},
    };
    const { participants, programs } = server.services;
    const service = new NotificationsService(new NotificationsRepository(handle.db), participants, {
      programs,
      jobs: noJobs,
      mailer,
      portalUrl: 'http://localhost',
    });
    const driver = await person(handle.db, 'driver@example.com');
    const queue = (subject: string) =>
      withActor(handle.db, 'System', (tx) =>
        service.queueTemplate(tx, driver, 'accountActive', {}, { shouldBeSentAt: new Date(Date.now() + 3 * DAY) }),
      ).then(async (row) => {
        await handle.db.update(notifications).set({ subject }).where(eq(notifications.id, row.id));
        return row.id;
      });
    let day = 30;
    const run = () => service.deliverDue({ now: new Date(Date.now() + day++ * DAY) });

    const mixed = await queue('Mixed failures');
    const temporary = () => new MailSendError('452 mailbox busy', false);
    const outage = () => new MailSendError('421 try later', false, { unavailable: true });
    errors.push(outage(), outage(), outage(), temporary(), temporary(), temporary(), temporary());
    for (let i = 0; i < 7; i++) await run();
    expect(await rowOf(handle.db, mixed)).toMatchObject({ status: 'pending', retries: 7 });
    errors.push(temporary());
    await run();
    // Eight attempts: the fifth that was not an outage reaches the limit.
    expect(await rowOf(handle.db, mixed)).toMatchObject({ status: 'failed', retries: 8 });

    const refused = await queue('Refused');
    errors.push(new MailSendError('550 no such mailbox', true, { unavailable: true }));
    expect(await run()).toMatchObject({ failed: 1 });
    expect(await rowOf(handle.db, refused)).toMatchObject({ status: 'failed', retries: 1 });
  });
});

describe('the notification worker with the mail server down', () => {
  let down: TestServer;
  let port: number;
  let lateMail: MailCapture | null = null;
  /** The notifications the first test leaves waiting for the mail server. */
  let waiting: string[] = [];

  beforeAll(async () => {
    port = await closedPort();
    down = await startTestServer({ MAIL_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
  });
  afterAll(async () => {
    await down?.close();
    await lateMail?.close();
  });

  it('keeps notifications waiting through an outage longer than the back-off, never failed', async () => {
    const db = connect(down.databaseUrl);
    try {
      const driver = await person(db.db, 'driver@example.com');
      const t0 = new Date(Date.now() + DAY); // out of the real worker's reach
      waiting = await withActor(db.db, 'System', async (tx) => {
        const ids = [];
        for (let i = 0; i < 3; i++) {
          const subject = `Waiting ${i}`;
          const row = await down.services.notifications.queueTemplate(
            tx,
            driver,
            'accountActive',
            {},
            { shouldBeSentAt: t0 },
          );
          await tx.update(notifications).set({ subject }).where(eq(notifications.id, row.id));
          ids.push(row.id);
        }
        return ids;
      });
      let now = t0;
      const delays: number[] = [];
      for (let attempt = 1; attempt <= 8; attempt++) {
        expect(await down.services.notifications.deliverDue({ now: new Date(now.getTime() - 1) })).toEqual({
          sent: 0,
          retried: 0,
          failed: 0,
        });
        expect(await down.services.notifications.deliverDue({ now })).toEqual({ sent: 0, retried: 3, failed: 0 });
        const rows = await Promise.all(waiting.map((id) => rowOf(db.db, id)));
        for (const row of rows) {
          expect(row).toMatchObject({ status: 'pending', retries: attempt, sentAt: null });
          expect(row.statusMsg).toMatch(/ECONNREFUSED/);
          expect(row.logs).toHaveLength(attempt);
          expect(row.logs.at(-1)).toMatchObject({ event: 'retry', attempt, outage: true });
        }
        delays.push((rows[0]?.shouldBeSentAt.getTime() ?? 0) - now.getTime());
        now = rows[0]?.shouldBeSentAt ?? now;
      }
      // Past the five-attempt limit and still waiting; the back-off stops growing at 10 minutes.
      expect(delays).toEqual([60_000, 120_000, 240_000, 480_000, 600_000, 600_000, 600_000, 600_000]);
    } finally {
      await db.close();
    }
  });

  it('retries after an SMTP failure and sends once the mail server is back', async () => {
    const db = connect(down.databaseUrl);
    try {
      const driver = await person(db.db, 'toll@example.com');
      const queued = await withActor(db.db, 'System', (tx) =>
        down.services.notifications.queueTemplate(tx, driver, 'accountRestored'),
      );
      // The real worker (nudged by the queueing) tries at once and fails: the mail server is down.
      const retried = await eventually(async () => {
        const r = await rowOf(db.db, queued.id);
        return r.retries === 1 ? r : null;
      });
      expect(retried.status).toBe('pending');
      expect(retried.logs).toEqual([
        expect.objectContaining({ event: 'retry', attempt: 1, error: expect.stringMatching(/ECONNREFUSED/) }),
      ]);
      const backOff = retried.shouldBeSentAt.getTime() - new Date(retried.createdAt).getTime();
      expect(backOff).toBeGreaterThanOrEqual(59_000);

      lateMail = await MailCapture.start(port);
      expect(
        await down.services.notifications.deliverDue({ now: new Date(retried.shouldBeSentAt.getTime() - 1) }),
      ).toEqual({
        sent: 0,
        retried: 0,
        failed: 0,
      });
      await down.services.notifications.deliverDue({ now: retried.shouldBeSentAt });
      const sent = await rowOf(db.db, queued.id);
      expect(sent).toMatchObject({ status: 'sent', retries: 1 });
      expect(sent.logs.map((l) => (l as { event: string }).event)).toEqual(['retry', 'sent']);
      const mail = await lateMail.waitFor(driver.email);
      expect(mail.subject).toBe('Your account is back in good standing');
      expect(
        await db.db
          .select({ n: sql<number>`count(*)::int` })
          .from(notifications)
          .where(and(eq(notifications.id, queued.id), eq(notifications.status, 'pending'))),
      ).toEqual([{ n: 0 }]);

      // The notifications that waited through the outage go out too, each exactly once.
      const later = new Date(Date.now() + 2 * DAY);
      expect((await down.services.notifications.deliverDue({ now: later })).sent).toBe(waiting.length);
      expect(await down.services.notifications.deliverDue({ now: later })).toEqual({ sent: 0, retried: 0, failed: 0 });
      for (const [i, id] of waiting.entries()) {
        expect(await rowOf(db.db, id)).toMatchObject({ status: 'sent', retries: 8 });
        expect(mailsWithSubject(lateMail, `Waiting ${i}`)).toHaveLength(1);
      }
    } finally {
      await db.close();
    }
  });
});
