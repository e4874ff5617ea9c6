import { randomUUID } from 'node:crypto';
import {
  createInquiryCommentSchema,
  createInquirySchema,
  DEFAULT_INQUIRY_ASSIGNEE,
  DISPUTE_INQUIRY_CATEGORY,
  type InquiryCommentAuthor,
  type InquiryCommentType,
  type InquiryStatus,
  isAdmin,
  participantInquiryStatus,
  updateInquirySchema,
} from '@rc/domain';
import { type Executor, type Transaction, withActor } from '../../db/actor.js';
import type { InquiryEmailAttachment, InquiryEmailPayload } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { participantPrefix } from '../../integrations/storage/keys.js';
import type { StorageProvider } from '../../integrations/storage/provider.js';
import { type JobQueue, noJobs } from '../../jobs/jobs.js';
import { ATTACHMENT_MAX_COUNT, type Attachment, checkAttachment, safeFileName } from '../../lib/attachments.js';
import type { Page } from '../../lib/cursor.js';
import type { DateKeyCondition } from '../../lib/filters.js';
import { type PageArgs, paginate, timeKey } from '../../lib/pagination.js';
import { htmlToText, sanitizeHtml } from '../../lib/sanitize-html.js';
import { SignedValues } from '../../lib/signed-values.js';
import { validate } from '../../lib/validation.js';
import { type Actor, requireActor, requireAdmin, requireSelfOrAdmin } from '../identity/actor.js';
import type { ParticipantsService } from '../participants/participants.service.js';
import {
  addressOf,
  inquiryOfReplyAddress,
  messageIdsOf,
  replyAddress,
  stripQuotedHtml,
  stripQuotedText,
  verifyMailgunSignature,
} from './inbound-email.js';
import type { InquiriesRepository, InquiryCommentRow, InquiryRow } from './inquiries.repository.js';

export interface InquiryFilter {
  createdAt?: DateKeyCondition | null;
  status?: InquiryStatus | null;
  username?: string | null;
  category?: string | null;
  assignee?: string | null;
}

/** The job that e-mails one staff message to the participant (data: { commentId }). */
export const INQUIRY_REPLY_JOB = 'inquiries.send-reply';

/** A delivery of the inbound e-mail route, its fields as the provider names them (docs/inbound-email.md). */
export interface InboundEmail {
  fields: Record<string, string>;
  attachments: Attachment[];
}

/** What the inbound e-mail route answers: stored (or a repeat), or refused with a status and a code. */
export type InboundOutcome =
  | { ok: true; status: 200 | 201; commentId: string; duplicate: boolean }
  | { ok: false; status: 401 | 406 | 503; code: string; message: string };

const refusedInbound = (status: 401 | 406 | 503, code: string, message: string): InboundOutcome => ({
  ok: false,
  status,
  code,
  message,
});

/** A message moves the inquiry on; notes change nothing (both specs, section 4). */
const STATUS_AFTER_MESSAGE: Record<InquiryCommentAuthor, InquiryStatus> = {
  participant: 'responseReceived',
  admin: 'awaitingCustomerResponse',
};

const cleanHtml = (html: string | null | undefined): string | null => (html ? sanitizeHtml(html) || null : null);

const pageByCreatedAt = <Row extends { createdAt: Date; id: string }>(
  args: PageArgs,
  defaultDirection: 'ASC' | 'DESC',
  fetch: Parameters<typeof paginate<Row>>[1]['fetch'],
) => paginate<Row>(args, { defaultDirection, arity: 2, keyOf: (r) => [timeKey(r.createdAt), r.id], fetch });

export class InquiriesService {
  private readonly replyTokens = new SignedValues('inquiry-reply');
  private replyDomain = 'roadchargepilot.example';
  private signingKey: string | null = null;

  constructor(
    private readonly repo: InquiriesRepository,
    private readonly participants: ParticipantsService,
    private readonly deps: { jobs?: JobQueue; mailer?: Mailer; storage?: StorageProvider } = {},
  ) {}

  /** Account erasure (decision 020), in the caller's transaction. */
  erasePersonalData(tx: Executor, username: string): Promise<number> {
    return this.repo.erasePersonalData(tx, username);
  }

  /**
   * E-mail settings, once at start: the server secret (reply addresses are signed with it), the
   * domain of reply addresses and the inbound provider's webhook signing key (none: every inbound
   * delivery is refused).
   */
  configureEmail(options: { secret: string; replyDomain: string; signingKey?: string | null }): void {
    this.replyTokens.configureSecret(options.secret);
    this.replyDomain = options.replyDomain;
    this.signingKey = options.signingKey || null;
  }

  /** The signed address a participant's answer to this inquiry goes to (the staff e-mail's Reply-To). */
  replyAddressOf(inquiryId: string): string | null {
    return replyAddress(this.replyTokens, inquiryId, this.replyDomain);
  }

  /** Staff see internal notes; participants never do. */
  seesNotes(actor: Actor | null): boolean {
    return actor !== null && isAdmin(actor.groups);
  }

  /**
   * A participant opens an inquiry on their own account (support form: topic, subject, a message of at
   * least 25 characters); staff may open one on a participant's behalf. Starts new and unassigned.
   * Staff replies are mailed to the inquiry's e-mail, so a participant's inquiry always carries the name
   * and e-mail of their participant record, whatever the input says; only staff (recording a call, a
   * letter) may give others.
   */
  async createInquiry(actorOrNull: Actor | null, raw: unknown): Promise<InquiryRow> {
    const actor = requireActor(actorOrNull);
    const staff = isAdmin(actor.groups);
    const input = validate(createInquirySchema(staff ? 'admin' : 'participant'), raw);
    requireSelfOrAdmin(actor, input.username);
    const [participant] = await this.participants.findByUsernames([input.username]);
    if (!participant) throw new AppError('NOT_FOUND', 'participantNotFound');
    return withActor(this.repo.db, actor.username, (tx) =>
      this.insertInquiry(tx, actor, participant, {
        ...input,
        name: staff ? input.name : null,
        email: staff ? input.email : null,
      }),
    );
  }

  /**
   * A dispute's inquiry (the disputes module), in its transaction: the participant's, category Mileage
   * Reporting, with the participant's name and e-mail. The caller has checked who may open it.
   */
  async openDisputeInquiry(
    tx: Transaction,
    actor: Actor,
    input: { username: string; subject: string; body: string },
  ): Promise<InquiryRow> {
    const [participant] = await this.participants.findByUsernames([input.username]);
    if (!participant) throw new AppError('NOT_FOUND', 'participantNotFound');
    return this.insertInquiry(tx, actor, participant, {
      ...input,
      category: DISPUTE_INQUIRY_CATEGORY,
      bodyHtml: null,
      name: null,
      email: null,
    });
  }

  private insertInquiry(
    tx: Transaction,
    actor: Actor,
    participant: { username: string; firstName: string | null; lastName: string | null; email: string | null },
    input: {
      category: string;
      subject: string;
      body: string;
      bodyHtml?: string | null;
      name: string | null;
      email: string | null;
    },
  ): Promise<InquiryRow> {
    const fullName = [participant.firstName, participant.lastName].filter(Boolean).join(' ');
    return this.repo.insert(tx, {
      username: participant.username,
      category: input.category,
      subject: input.subject,
      body: input.body,
      bodyHtml: cleanHtml(input.bodyHtml),
      status: 'new',
      assignee: DEFAULT_INQUIRY_ASSIGNEE,
      name: input.name ?? (fullName || null),
      email: input.email ?? participant.email,
      createdBy: actor.username,
      updatedBy: actor.username,
    });
  }

  /** One participant's inquiries (own or staff), newest first by default, optionally of one status. */
  async getInquiriesByUsernameByStatus(
    actor: Actor | null,
    args: PageArgs & { username: string; status?: InquiryStatus | null; filter?: InquiryFilter | null },
  ): Promise<Page<InquiryRow>> {
    requireSelfOrAdmin(actor, args.username);
    const status = args.status ?? args.filter?.status ?? null;
    if (args.status && args.filter?.status && args.status !== args.filter.status) return { items: [], nextToken: null };
    return pageByCreatedAt<InquiryRow>(args, 'DESC', (q) =>
      this.repo.list({ ...q, username: args.username, status, createdAt: args.filter?.createdAt }),
    );
  }

  /** One inquiry: its participant or staff. */
  async getInquiry(actor: Actor | null, id: string): Promise<InquiryRow> {
    const a = requireActor(actor);
    const inquiry = await this.repo.findById(id);
    if (!inquiry) throw new AppError('NOT_FOUND', 'inquiryNotFound');
    requireSelfOrAdmin(a, inquiry.username ?? '');
    return inquiry;
  }

  /** Staff: every inquiry (the board and reports), newest first by default. */
  async listInquiries(
    actor: Actor | null,
    args: PageArgs & { filter?: InquiryFilter | null },
  ): Promise<Page<InquiryRow>> {
    requireAdmin(actor);
    const f = args.filter ?? {};
    return pageByCreatedAt<InquiryRow>(args, 'DESC', (q) =>
      this.repo.list({
        ...q,
        username: f.username,
        status: f.status,
        category: f.category,
        assignee: f.assignee,
        createdAt: f.createdAt,
      }),
    );
  }

  /** An inquiry's comments, oldest first by default; participants never receive notes. */
  async listComments(actor: Actor | null, args: PageArgs & { inquiryId: string }): Promise<Page<InquiryCommentRow>> {
    await this.getInquiry(actor, args.inquiryId);
    const includeNotes = this.seesNotes(actor);
    return pageByCreatedAt<InquiryCommentRow>(args, 'ASC', (q) =>
      this.repo.listComments({ ...q, inquiryId: args.inquiryId, includeNotes }),
    );
  }

  /** Comments of inquiries the caller has already been allowed to see (for the inquiry's comments field). */
  commentsOf(actor: Actor | null, inquiryIds: readonly string[]): Promise<InquiryCommentRow[]> {
    return this.repo.commentsOf(inquiryIds, this.seesNotes(actor));
  }

  /**
   * A message or note on an inquiry. The server decides who wrote it from the caller: a participant
   * writes messages (author participant), staff write messages or notes (author admin). Closed
   * inquiries take no comments. A participant message moves the inquiry to responseReceived, a staff
   * message to awaitingCustomerResponse; notes change nothing. Comments start unread. A message carries
   * the e-mail payload (subject 'Re: <inquiry subject>') that the mail sender uses.
   */
  async createComment(actorOrNull: Actor | null, raw: unknown): Promise<InquiryCommentRow> {
    const actor = requireActor(actorOrNull);
    const input = validate(createInquiryCommentSchema, raw);
    const staff = isAdmin(actor.groups);
    const author: InquiryCommentAuthor = staff ? 'admin' : 'participant';
    const type: InquiryCommentType = staff ? (input.type ?? 'message') : 'message';
    return withActor(this.repo.db, actor.username, (tx) =>
      this.commentIn(tx, actor, { ...input, author, type, bodyHtml: cleanHtml(input.bodyHtml) }),
    );
  }

  /**
   * A dispute's decision (the disputes module), in its transaction: a staff message to the participant
   * (e-mailed as every staff message is), then the inquiry is closed.
   */
  async closeWithMessage(tx: Transaction, admin: Actor, inquiryId: string, body: string): Promise<void> {
    // Staff may have closed the conversation already: the decision is still sent.
    await this.commentIn(tx, admin, { inquiryId, body, bodyHtml: null, author: 'admin', type: 'message' }, true);
    await this.repo.update(tx, inquiryId, { status: 'closed', updatedBy: admin.username });
  }

  private async commentIn(
    tx: Transaction,
    actor: Actor,
    input: {
      inquiryId: string;
      username?: string | null;
      body: string;
      bodyHtml: string | null;
      author: InquiryCommentAuthor;
      type: InquiryCommentType;
    },
    evenIfClosed = false,
  ): Promise<InquiryCommentRow> {
    const { author, type, bodyHtml } = input;
    const inquiry = await this.repo.lockById(tx, input.inquiryId);
    if (!inquiry) throw new AppError('NOT_FOUND', 'inquiryNotFound');
    requireSelfOrAdmin(actor, inquiry.username ?? '');
    if (input.username && input.username !== inquiry.username) {
      throw new AppError('BAD_USER_INPUT', 'invalidInput', 'The username does not match the inquiry.');
    }
    if (!evenIfClosed && participantInquiryStatus(inquiry.status) === 'closed') {
      throw new AppError('CONFLICT', 'inquiryClosed');
    }
    const emailPayload: InquiryEmailPayload | null =
      type === 'message'
        ? {
            from: author === 'participant' ? inquiry.email : null,
            to: author === 'admin' ? inquiry.email : null,
            subject: `Re: ${inquiry.subject ?? ''}`.trim(),
            text: input.body,
            inReplyTo: inquiry.emailOriginalMessageId,
            html: bodyHtml,
          }
        : null;
    const id = randomUUID();
    // Fixed before sending, so a reply naming it in In-Reply-To finds this comment.
    const emailMessageId =
      author === 'admin' && type === 'message' ? `<inquiry-comment.${id}@${this.replyDomain}>` : null;
    const comment = await this.repo.insertComment(tx, {
      id,
      emailMessageId,
      inquiryId: inquiry.id,
      username: inquiry.username,
      author,
      type,
      body: input.body,
      bodyHtml,
      status: 'unread',
      emailPayload,
      createdBy: actor.username,
    });
    if (type === 'message') {
      await this.repo.update(tx, inquiry.id, { status: STATUS_AFTER_MESSAGE[author], updatedBy: actor.username });
    }
    // Notes are never e-mailed; a staff message goes out once the transaction commits.
    if (emailMessageId && inquiry.email) {
      await (this.deps.jobs ?? noJobs).sendInTransaction(
        tx,
        INQUIRY_REPLY_JOB,
        { commentId: comment.id },
        { singletonKey: comment.id },
      );
    }
    return comment;
  }

  /**
   * E-mails a staff message to the inquiry's address (the job's work): subject 'Re: <subject>', the
   * comment's fixed Message-ID, In-Reply-To and References naming the e-mail that opened the inquiry
   * (if it came by e-mail) and the earlier messages, and Reply-To the inquiry's signed reply address.
   * Sent at most once; a mail server failure throws and the job is retried.
   */
  async sendReply(commentId: string): Promise<'sent' | 'skipped'> {
    const comment = await this.repo.findCommentById(commentId);
    if (comment?.type !== 'message' || comment.author !== 'admin' || comment.emailSentAt) return 'skipped';
    const inquiry = await this.repo.findById(comment.inquiryId);
    if (!inquiry?.email || !comment.emailMessageId || !this.deps.mailer) return 'skipped';
    const earlier = (await this.repo.commentsOf([inquiry.id], false))
      .filter((c) => c.createdAt <= comment.createdAt && c.id !== comment.id && c.emailMessageId)
      .map((c) => c.emailMessageId as string);
    const thread = [inquiry.emailOriginalMessageId, ...earlier].filter((m): m is string => Boolean(m)).slice(-20);
    const payload = comment.emailPayload ?? {};
    await this.deps.mailer.send({
      to: inquiry.email,
      subject: payload.subject || `Re: ${inquiry.subject ?? ''}`.trim(),
      text: comment.body ?? '',
      html: comment.bodyHtml ?? undefined,
      messageId: comment.emailMessageId,
      inReplyTo: thread.at(-1),
      references: thread.length > 0 ? thread : undefined,
      replyTo: this.replyAddressOf(inquiry.id) ?? undefined,
    });
    await this.repo.markCommentSent(comment.id, new Date());
    return 'sent';
  }

  /** Staff: unread participant messages per inquiry (0 for none). */
  async unreadCountsOf(actor: Actor | null, inquiryIds: readonly string[]): Promise<number[]> {
    requireAdmin(actor);
    const counts = await this.repo.unreadCounts(inquiryIds);
    return inquiryIds.map((id) => counts.get(id) ?? 0);
  }

  /** Staff: unread participant messages over all inquiries (the console's top bar). */
  async unreadTotal(actor: Actor | null): Promise<{ comments: number; inquiries: number }> {
    requireAdmin(actor);
    return this.repo.unreadTotal();
  }

  /** Staff opened the inquiry: its participant messages are read (the inquiry is returned). */
  async markRead(actor: Actor | null, id: string): Promise<InquiryRow> {
    const admin = requireAdmin(actor);
    const inquiry = await this.repo.findById(id);
    if (!inquiry) throw new AppError('NOT_FOUND', 'inquiryNotFound');
    await withActor(this.repo.db, admin.username, (tx) => this.repo.markParticipantCommentsRead(tx, id));
    return inquiry;
  }

  /**
   * A participant's answer to a staff e-mail, posted by the inbound mail provider (docs/inbound-email.md).
   * In order: the provider's signature (nothing is read before it holds), the inquiry (the signed reply
   * address, else In-Reply-To/References naming one of its e-mails; both present must agree), the
   * sender (the inquiry's or its participant's address), an open inquiry, the attachments; then the
   * reply without its quoted history, sanitised, becomes a participant message (status
   * responseReceived) with its attachments stored. A repeat of a stored reply (same Message-ID) is
   * recognised and stores nothing.
   */
  async receiveInboundEmail(email: InboundEmail): Promise<InboundOutcome> {
    const f = (name: string) => email.fields[name.toLowerCase()];
    if (!this.signingKey) {
      return refusedInbound(401, 'NOT_CONFIGURED', 'Inbound e-mail is not configured (no signing key).');
    }
    if (
      !verifyMailgunSignature(this.signingKey, {
        timestamp: f('timestamp'),
        token: f('token'),
        signature: f('signature'),
      })
    ) {
      return refusedInbound(401, 'INVALID_SIGNATURE', 'The signature is missing, wrong or too old.');
    }
    const messageId = messageIdsOf(f('Message-Id'))[0] ?? null;
    if (messageId) {
      const repeat = await this.repo.findCommentByMessageIds([messageId]);
      if (repeat) return { ok: true, status: 200, commentId: repeat.id, duplicate: true };
    }
    const byAddress = inquiryOfReplyAddress(this.replyTokens, `${f('recipient') ?? ''},${f('To') ?? ''}`);
    const threadIds = [...messageIdsOf(f('In-Reply-To')), ...messageIdsOf(f('References'))];
    const byHeaders =
      (await this.repo.findCommentByMessageIds(threadIds))?.inquiryId ??
      (await this.repo.findInquiryByMessageIds(threadIds))?.id ??
      null;
    if (byAddress && byHeaders && byAddress !== byHeaders) {
      return refusedInbound(406, 'INQUIRY_MISMATCH', 'The reply address and In-Reply-To name different inquiries.');
    }
    const inquiry = await this.repo.findById(byAddress ?? byHeaders ?? '');
    if (!inquiry) return refusedInbound(406, 'UNKNOWN_INQUIRY', 'The message answers no known inquiry.');
    const sender = addressOf(f('sender')) ?? addressOf(f('from'));
    const [participant] = inquiry.username ? await this.participants.findByUsernames([inquiry.username]) : [];
    const known = [inquiry.email, participant?.email].filter(Boolean).map((e) => String(e).toLowerCase());
    if (!sender || !known.includes(sender)) {
      return refusedInbound(406, 'UNKNOWN_SENDER', 'The sender is not the participant of this inquiry.');
    }
    if (participantInquiryStatus(inquiry.status) === 'closed') {
      return refusedInbound(406, 'INQUIRY_CLOSED', 'This inquiry is closed; no more messages can be added to it.');
    }
    if (email.attachments.length > ATTACHMENT_MAX_COUNT) {
      return refusedInbound(406, 'ATTACHMENT_REFUSED', `At most ${ATTACHMENT_MAX_COUNT} attachments are accepted.`);
    }
    const checked = [];
    for (const attachment of email.attachments) {
      const check = checkAttachment(attachment);
      if (!check.ok) return refusedInbound(406, 'ATTACHMENT_REFUSED', check.reason);
      checked.push({ ...attachment, ext: check.ext });
    }
    const rawHtml = f('body-html');
    const bodyHtml = rawHtml ? sanitizeHtml(stripQuotedHtml(rawHtml)) || null : null;
    const plain = f('body-plain');
    const body = (plain ? stripQuotedText(plain) : '') || (bodyHtml ? htmlToText(bodyHtml) : '');
    if (!body && checked.length === 0) return refusedInbound(406, 'EMPTY_MESSAGE', 'The reply has no new text.');
    const commentId = randomUUID();
    const stored: InquiryEmailAttachment[] = [];
    const owner = inquiry.username ?? 'unknown';
    try {
      for (const [n, a] of checked.entries()) {
        if (!this.deps.storage) throw new Error('no storage configured');
        const key = `${participantPrefix(owner)}inquiries/${inquiry.id}/${commentId}-${n + 1}-${safeFileName(a.filename, a.ext)}`;
        const info = await this.deps.storage.put(key, a.bytes, a.contentType);
        stored.push({
          s3Key: info.key,
          filename: a.filename.slice(0, 200),
          contentType: a.contentType,
          size: info.size,
        });
      }
    } catch (error) {
      await Promise.all(stored.map((s) => this.deps.storage?.delete(s.s3Key)));
      const unavailable = error instanceof Error && error.name === 'StorageUnavailableError';
      if (unavailable) return refusedInbound(503, 'STORAGE_UNAVAILABLE', 'Attachments cannot be stored now.');
      throw error;
    }
    const writer = inquiry.username ?? sender;
    try {
      await withActor(this.repo.db, writer, async (tx) => {
        const locked = await this.repo.lockById(tx, inquiry.id);
        if (!locked || participantInquiryStatus(locked.status) === 'closed')
          throw new AppError('CONFLICT', 'inquiryClosed');
        await this.repo.insertComment(tx, {
          id: commentId,
          inquiryId: inquiry.id,
          username: inquiry.username,
          author: 'participant',
          type: 'message',
          body: body.slice(0, 10_000),
          bodyHtml,
          status: 'unread',
          emailMessageId: messageId,
          emailAttachments: stored,
          emailPayload: {
            from: sender,
            to: f('recipient') ?? null,
            subject: f('subject') ?? null,
            text: body,
            inReplyTo: messageIdsOf(f('In-Reply-To'))[0] ?? null,
            html: bodyHtml,
          },
          createdBy: writer,
        });
        await this.repo.update(tx, inquiry.id, { status: STATUS_AFTER_MESSAGE.participant, updatedBy: writer });
      });
    } catch (error) {
      await Promise.all(stored.map((s) => this.deps.storage?.delete(s.s3Key)));
      if (error instanceof AppError && error.code === 'CONFLICT') {
        return refusedInbound(406, 'INQUIRY_CLOSED', 'This inquiry is closed; no more messages can be added to it.');
      }
      // Two deliveries of one reply at once: the unique Message-ID lets one in.
      if ((error as { code?: string }).code === '23505' && messageId) {
        const repeat = await this.repo.findCommentByMessageIds([messageId]);
        if (repeat) return { ok: true, status: 200, commentId: repeat.id, duplicate: true };
      }
      throw error;
    }
    return { ok: true, status: 201, commentId, duplicate: false };
  }

  /** Staff: status (the board's drag), assignee and category; updatedBy is the signed-in staff member. */
  async updateInquiry(actor: Actor | null, raw: unknown): Promise<InquiryRow> {
    const admin = requireAdmin(actor);
    const { id, ...changes } = validate(updateInquirySchema, raw);
    return withActor(this.repo.db, admin.username, async (tx) => {
      const inquiry = await this.repo.lockById(tx, id);
      if (!inquiry) throw new AppError('NOT_FOUND', 'inquiryNotFound');
      return this.repo.update(tx, id, { ...changes, updatedBy: admin.username });
    });
  }
}
