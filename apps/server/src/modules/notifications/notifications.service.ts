import {
  createNotificationSchema,
  createNotificationsSchema,
  missingNotificationData,
  type NotificationData,
  NotificationDataError,
  type NotificationPilot,
  type NotificationRecipient,
  type NotificationTemplateName,
  notificationLanguage,
  type PilotCalendar,
  renderNotificationTemplate,
  updateNotificationSchema,
} from '@rc/domain';
import { type Executor, type Transaction, withActor } from '../../db/actor.js';
import { AppError } from '../../errors.js';
import { type Mailer, MailSendError } from '../../integrations/mail/mailer.js';
import type { JobQueue } from '../../jobs/jobs.js';
import type { Page } from '../../lib/cursor.js';
import type { DateKeyCondition } from '../../lib/filters.js';
import { type PageArgs, paginate, timeKey } from '../../lib/pagination.js';
import { sanitizeHtml } from '../../lib/sanitize-html.js';
import { validate } from '../../lib/validation.js';
import { type Actor, requireAdmin } from '../identity/actor.js';
import type { ParticipantsService } from '../participants/participants.service.js';
import type { ProgramsService } from '../programs/programs.service.js';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.js';

/** The sending job: every minute, and nudged (one queued job per burst) when a notification is queued. */
export const NOTIFICATIONS_SEND_JOB = 'notifications.send';
const NUDGE_KEY = 'due';
/** Jobs act as this user in the audit trail. */
const SYSTEM_ACTOR = 'System';

export interface NotificationDeliveryOptions {
  /**
   * Failed attempts in all before a notification is marked failed (default 5). Attempts that found the
   * mail server unavailable do not count: the notification waits for the server, however long.
   */
  maxAttempts?: number;
  /** Back-off: the n-th retry waits base × 2^(n-1), at most maxRetryDelayMs (default 1 min, 1 h). */
  retryBaseMs?: number;
  maxRetryDelayMs?: number;
  /**
   * The longest wait between attempts while the mail server is unavailable (default 10 min): once it
   * is back, every waiting notification goes out within this time.
   */
  maxOutageRetryDelayMs?: number;
  /** Notifications sent at the same time by one worker (default 4). */
  concurrency?: number;
  /** At most this many per run; a full run queues the next one straight away (default 500). */
  batchSize?: number;
}

export interface NotificationsDeps {
  programs: ProgramsService;
  jobs: JobQueue;
  mailer: Mailer;
  /** The portal's public address, for the links in e-mails. */
  portalUrl: string;
  delivery?: NotificationDeliveryOptions;
  /** The pilot calendar (configuration) the e-mails state; without it they leave those paragraphs out. */
  pilotCalendar?: () => Promise<PilotCalendar>;
}

/** A notification as it would be sent, for staff to read before creating it. */
export interface NotificationPreview {
  language: 'en' | 'es';
  subject: string;
  text: string;
  /** Sanitised (lib/sanitize-html): safe to show, without the e-mail's styles. */
  html: string | null;
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

/** A mailer for code paths that never send (scripts, unit tests): every send fails. */
export const noMailer: Mailer = {
  send: async () => {
    throw new MailSendError('no mailer is configured', false);
  },
  close: () => {},
};

/**
 * E-mail notifications as rows (docs/domain.md "Support and notifications"): staff list them, create one
 * for a participant (pending, retries 0, sent at shouldBeSentAt) and cancel a pending one; modules
 * queue template notices in their own transactions; the worker (deliverDue) sends the due ones.
 *
 * Sending exactly once: each notification is sent inside a transaction that holds its row lock
 * (`for update skip locked`, re-checking status pending) from before the SMTP conversation until the
 * outcome is committed. Two workers never send the same row, a cancelled or sent row is never sent,
 * and a cancel waits for a send in progress (and then finds it sent). The one gap is a crash after the
 * mail server accepted the message and before the commit: the row is still pending and goes out again
 * on the next run. That is the deliberate choice (at most once per attempt, at least once overall):
 * a lost notice (a default warning) is worse than a rare duplicate, which also carries the same
 * Message-ID (`<notification id@host>`) so mail systems and readers can tell it is the same message.
 * The same choice covers a connection lost after the message was handed over but before the server's
 * reply (outcome unknown): it is retried like any unavailable server. While the server cannot be
 * reached at all, nothing was handed over, and each notification goes out once when it returns.
 */
export class NotificationsService {
  private readonly maxAttempts: number;
  private readonly retryBaseMs: number;
  private readonly maxRetryDelayMs: number;
  private readonly maxOutageRetryDelayMs: number;
  private readonly concurrency: number;
  private readonly batchSize: number;

  constructor(
    private readonly repo: NotificationsRepository,
    private readonly participants: ParticipantsService,
    private readonly deps: NotificationsDeps,
  ) {
    const d = deps.delivery ?? {};
    this.maxAttempts = d.maxAttempts ?? 5;
    this.retryBaseMs = d.retryBaseMs ?? 60_000;
    this.maxRetryDelayMs = d.maxRetryDelayMs ?? 60 * 60_000;
    this.maxOutageRetryDelayMs = d.maxOutageRetryDelayMs ?? 10 * 60_000;
    this.concurrency = d.concurrency ?? 4;
    this.batchSize = d.batchSize ?? 500;
  }

  /** Account erasure (decision 020), in the caller's transaction. */
  erasePersonalData(tx: Executor, username: string): Promise<number> {
    return this.repo.erasePersonalData(tx, username);
  }

  getNotificationsByUsername(
    actor: Actor | null,
    args: PageArgs & { username: string; filter?: { status?: string | null } | null },
  ): Promise<Page<NotificationRow>> {
    requireAdmin(actor);
    return paginate(args, {
      defaultDirection: 'DESC',
      arity: 2,
      keyOf: (n) => [timeKey(n.createdAt), n.id],
      fetch: (q) => this.repo.listByUsername({ ...q, username: args.username, status: args.filter?.status }),
    });
  }

  getNotificationsByStatusByShouldBeSentAt(
    actor: Actor | null,
    args: PageArgs & { status: string; shouldBeSentAt?: DateKeyCondition | null },
  ): Promise<Page<NotificationRow>> {
    requireAdmin(actor);
    return paginate(args, {
      defaultDirection: 'DESC',
      arity: 2,
      keyOf: (n) => [timeKey(n.shouldBeSentAt), n.id],
      fetch: (q) => this.repo.listByStatus({ ...q, status: args.status, shouldBeSentAt: args.shouldBeSentAt }),
    });
  }

  /** An e-mail to the participant's address: pending, retries 0, at shouldBeSentAt (default now). */
  async createNotification(actor: Actor | null, raw: unknown): Promise<NotificationRow> {
    const input = validate(createNotificationSchema, raw);
    const [row] = await this.createNotifications(actor, { ...input, usernames: [input.username] });
    if (!row) throw new AppError('NOT_FOUND', 'participantNotFound');
    return row;
  }

  /**
   * The same e-mail to each of the chosen participants (staff "Create notification"): one row each,
   * all created or none. A template is rendered for each participant in their language when sent.
   */
  async createNotifications(actor: Actor | null, raw: unknown): Promise<NotificationRow[]> {
    const admin = requireAdmin(actor);
    const { usernames, ...input } = validate(createNotificationsSchema, raw);
    const found = await this.participants.findByUsernames(usernames);
    const byUsername = new Map(found.map((p) => [p.username, p]));
    const missing = usernames.filter((u) => !byUsername.has(u));
    if (missing.length) throw new AppError('NOT_FOUND', 'participantNotFound');
    return withActor(this.repo.db, admin.username, async (tx) => {
      const rows: NotificationRow[] = [];
      const shouldBeSentAt = input.shouldBeSentAt ?? new Date();
      for (const username of usernames) {
        const participant = byUsername.get(username);
        if (!participant) continue;
        rows.push(
          await this.repo.insert(tx, {
            username: participant.username,
            type: 'email',
            templateName: input.templateName,
            email: participant.email,
            subject: input.subject,
            text: input.text,
            html: input.html,
            shouldBeSentAt,
            retries: 0,
            status: 'pending',
            logs: [],
            createdBy: admin.username,
          }),
        );
      }
      await this.nudge(tx, shouldBeSentAt);
      return rows;
    });
  }

  /**
   * What a notification will look like for a participant (staff "Create notification"): the template
   * rendered in the participant's language with their data, or the staff-written subject and text; the
   * HTML sanitised for display. Nothing is stored.
   */
  async previewNotification(actor: Actor | null, raw: unknown): Promise<NotificationPreview> {
    const admin = requireAdmin(actor);
    const input = validate(createNotificationSchema, raw);
    const participant = await this.participants.getParticipant(admin, input.username);
    const recipients = await this.recipients([participant.username]);
    const pilot = await this.pilot(new Date());
    const content = this.content(
      {
        username: participant.username,
        email: participant.email,
        templateName: input.templateName,
        subject: input.subject,
        text: input.text,
        html: input.html,
        data: {},
      },
      recipients,
      pilot,
    );
    return {
      language: notificationLanguage(participant.language),
      subject: content.subject,
      text: content.text,
      html: content.html ? sanitizeHtml(content.html) : null,
    };
  }

  /**
   * Queues a template notice to a participant inside the caller's transaction (it commits or rolls
   * back with the change that caused it); the worker renders it in the participant's language and
   * sends it. `data` fills the template's placeholders (see notification-templates.ts).
   */
  async queueTemplate(
    tx: Transaction,
    participant: { username: string; email: string },
    templateName: NotificationTemplateName,
    data: NotificationData = {},
    options: { shouldBeSentAt?: Date; createdBy?: string } = {},
  ): Promise<NotificationRow> {
    // A missing required value is a programming error of the caller: refuse it now, not at send time.
    const missing = missingNotificationData(templateName, data);
    if (missing.length) throw new NotificationDataError(`${templateName} needs ${missing.join(', ')}`);
    const row = await this.repo.insert(tx, {
      username: participant.username,
      type: 'email',
      templateName,
      email: participant.email,
      data: Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) as NotificationRow['data'],
      shouldBeSentAt: options.shouldBeSentAt ?? new Date(),
      retries: 0,
      status: 'pending',
      logs: [],
      createdBy: options.createdBy ?? SYSTEM_ACTOR,
    });
    await this.nudge(tx, row.shouldBeSentAt);
    return row;
  }

  /**
   * Asks for a sending run now (if the notification is due now; later ones wait for the minute
   * schedule). The singleton key keeps one queued job for a burst of notifications.
   */
  private async nudge(tx: Transaction, shouldBeSentAt: Date): Promise<void> {
    if (shouldBeSentAt.getTime() > Date.now()) return;
    await this.deps.jobs.sendInTransaction(tx, NOTIFICATIONS_SEND_JOB, {}, { singletonKey: NUDGE_KEY });
  }

  /** Staff cancel a pending notification; any other status is refused and nothing changes. */
  async updateNotification(actor: Actor | null, raw: unknown): Promise<NotificationRow> {
    const admin = requireAdmin(actor);
    const input = validate(updateNotificationSchema, raw);
    return withActor(this.repo.db, admin.username, async (tx) => {
      const cancelled = await this.repo.cancelPending(tx, input.id, {
        at: new Date().toISOString(),
        event: 'cancelled',
        by: admin.username,
      });
      if (cancelled) return cancelled;
      const existing = await this.repo.findById(input.id);
      if (!existing) throw new AppError('NOT_FOUND', 'notificationNotFound');
      throw new AppError('BAD_USER_INPUT', 'notificationNotPending');
    });
  }

  /** The back-off before the next attempt once `failures` attempts have failed (shorter in an outage). */
  retryDelayMs(failures: number, outage = false): number {
    const cap = outage ? Math.min(this.maxRetryDelayMs, this.maxOutageRetryDelayMs) : this.maxRetryDelayMs;
    return Math.min(this.retryBaseMs * 2 ** Math.max(0, failures - 1), cap);
  }

  /**
   * The worker: sends the pending notifications due at `now` (oldest first), each in its own
   * transaction under its row lock (see the class comment), `concurrency` at a time. A failed send is
   * retried with exponential back-off and marked failed after maxAttempts failed attempts (at once when
   * it can never succeed: a template without its data, or a mail server's permanent refusal). When the
   * mail server is unavailable the attempt does not count toward maxAttempts (the notification waits,
   * retried at most maxOutageRetryDelayMs apart) and the run stops taking further notifications: they
   * stay due for the next run instead of each waiting out a connection timeout. Every attempt appends a
   * log entry. A run stops after batchSize notifications and queues the next run.
   */
  async deliverDue(options: { now?: Date } = {}): Promise<DeliveryReport> {
    const now = options.now ?? new Date();
    const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
    const due = await this.repo.listDue(now, this.batchSize);
    if (due.length === 0) return report;
    const recipients = await this.recipients(due.flatMap((n) => (n.username ? [n.username] : [])));
    const pilot = await this.pilot(now);
    const queue = due.map((n) => n.id);
    let serverDown = false;
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        const outcome = await this.deliverOne(id, now, recipients, pilot);
        if (outcome === 'unavailable') {
          report.retried += 1;
          serverDown = true;
          queue.length = 0;
        } else if (outcome) report[outcome] += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, due.length) }, worker));
    if (due.length === this.batchSize && !serverDown) {
      await this.deps.jobs.send(NOTIFICATIONS_SEND_JOB, {}, { singletonKey: NUDGE_KEY });
    }
    return report;
  }

  /** The pilot calendar the e-mails written at `now` state (read once per batch). */
  private async pilot(now: Date): Promise<NotificationPilot | null> {
    return this.deps.pilotCalendar ? { calendar: await this.deps.pilotCalendar(), now } : null;
  }

  /** The participants (with their pilot program's name) of a batch, in two queries. */
  private async recipients(usernames: string[]): Promise<Map<string, NotificationRecipient>> {
    const participants = await this.participants.findByUsernames([...new Set(usernames)]);
    const programIds = [
      ...new Set(participants.flatMap((p) => (p.participantPilotProgramId ? [p.participantPilotProgramId] : []))),
    ];
    const programs = new Map((await this.deps.programs.findByIds(programIds)).map((p) => [p.id, p.name]));
    return new Map(
      participants.map((p) => [
        p.username,
        {
          email: p.email,
          language: p.language,
          firstName: p.firstName,
          lastName: p.lastName,
          accountNo: p.accountNo,
          pilotName: p.participantPilotProgramId ? (programs.get(p.participantPilotProgramId) ?? null) : null,
          statusMessage: p.statusMessage,
          closedReason: p.closedReason,
        },
      ]),
    );
  }

  private async deliverOne(
    id: string,
    now: Date,
    recipients: Map<string, NotificationRecipient>,
    pilot: NotificationPilot | null,
  ): Promise<keyof DeliveryReport | 'unavailable' | null> {
    return withActor(this.repo.db, SYSTEM_ACTOR, async (tx) => {
      const row = await this.repo.claim(tx, id, now);
      if (!row) return null; // another worker has it, or it was sent or cancelled meanwhile
      const attempt = row.retries + 1;
      const at = new Date();
      let content: { subject: string; text: string; html?: string };
      try {
        content = this.content(row, recipients, pilot);
      } catch (err) {
        // The data can never render: retrying cannot help.
        await this.repo.recordAttempt(
          tx,
          row.id,
          { status: 'failed', retries: attempt, statusMsg: errorText(err) },
          { at: at.toISOString(), event: 'failed', attempt, error: errorText(err) },
        );
        return 'failed';
      }
      try {
        const result = await this.deps.mailer.send({
          to: row.email,
          ...content,
          messageId: `<${row.id}.notification@${new URL(this.deps.portalUrl).hostname}>`,
        });
        await this.repo.recordAttempt(
          tx,
          row.id,
          { status: 'sent', sentAt: new Date(), statusMsg: null, ...content, html: content.html ?? row.html },
          { at: at.toISOString(), event: 'sent', attempt, messageId: result.messageId },
        );
        return 'sent';
      } catch (err) {
        const permanent = err instanceof MailSendError && err.permanent;
        const outage = err instanceof MailSendError && err.unavailable;
        // Attempts during an outage (logged with outage: true) never count toward the failure limit.
        const failures = outage ? 0 : countedFailures(row.logs) + 1;
        if (permanent || failures >= this.maxAttempts) {
          await this.repo.recordAttempt(
            tx,
            row.id,
            { status: 'failed', retries: attempt, statusMsg: errorText(err) },
            { at: at.toISOString(), event: 'failed', attempt, error: errorText(err), permanent },
          );
          return 'failed';
        }
        const next = new Date(now.getTime() + this.retryDelayMs(attempt, outage));
        await this.repo.recordAttempt(
          tx,
          row.id,
          { retries: attempt, shouldBeSentAt: next, statusMsg: errorText(err) },
          {
            at: at.toISOString(),
            event: 'retry',
            attempt,
            error: errorText(err),
            nextAttemptAt: next.toISOString(),
            ...(outage ? { outage: true } : {}),
          },
        );
        return outage ? 'unavailable' : 'retried';
      }
    });
  }

  /**
   * What to send: a template rendered for the participant in their language (subject, text or HTML
   * written by staff replace the template's); otherwise the staff-written subject and text.
   */
  private content(
    row: Pick<NotificationRow, 'username' | 'email' | 'templateName' | 'subject' | 'text' | 'html' | 'data'>,
    recipients: Map<string, NotificationRecipient>,
    pilot: NotificationPilot | null,
  ): { subject: string; text: string; html?: string } {
    if (row.templateName) {
      const recipient = (row.username ? recipients.get(row.username) : undefined) ?? { email: row.email };
      const rendered = renderNotificationTemplate(row.templateName as NotificationTemplateName, {
        recipient,
        data: row.data,
        portalUrl: this.deps.portalUrl,
        pilot,
      });
      return {
        subject: row.subject ?? rendered.subject,
        text: row.text ?? rendered.text,
        html: row.html ?? (row.text ? undefined : rendered.html),
      };
    }
    if (!row.subject || !row.text)
      throw new NotificationDataError('a notification without a template needs a subject and text');
    return { subject: row.subject, text: row.text, html: row.html ?? undefined };
  }
}

/** Failed attempts so far that count toward the limit: retries not caused by a mail server outage. */
function countedFailures(logs: unknown): number {
  if (!Array.isArray(logs)) return 0;
  return logs.filter((l) => (l as { event?: string }).event === 'retry' && !(l as { outage?: boolean }).outage).length;
}

function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.length > 500 ? `${text.slice(0, 497)}...` : text;
}
