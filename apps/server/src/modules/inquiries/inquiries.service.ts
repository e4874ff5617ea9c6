import {
  createInquiryCommentSchema,
  createInquirySchema,
  DEFAULT_INQUIRY_ASSIGNEE,
  type InquiryCommentAuthor,
  type InquiryCommentType,
  type InquiryStatus,
  isAdmin,
  participantInquiryStatus,
  updateInquirySchema,
} from '@rc/domain';
import { withActor } from '../../db/actor.js';
import type { InquiryEmailPayload } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Page } from '../../lib/cursor.js';
import type { DateKeyCondition } from '../../lib/filters.js';
import { type PageArgs, paginate, timeKey } from '../../lib/pagination.js';
import { sanitizeHtml } from '../../lib/sanitize-html.js';
import { validate } from '../../lib/validation.js';
import { type Actor, requireActor, requireAdmin, requireSelfOrAdmin } from '../identity/actor.js';
import type { ParticipantsService } from '../participants/participants.service.js';
import type { InquiriesRepository, InquiryCommentRow, InquiryRow } from './inquiries.repository.js';

export interface InquiryFilter {
  createdAt?: DateKeyCondition | null;
  status?: InquiryStatus | null;
  username?: string | null;
}

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
  constructor(
    private readonly repo: InquiriesRepository,
    private readonly participants: ParticipantsService,
  ) {}

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
    const fullName = [participant.firstName, participant.lastName].filter(Boolean).join(' ');
    return withActor(this.repo.db, actor.username, (tx) =>
      this.repo.insert(tx, {
        username: participant.username,
        category: input.category,
        subject: input.subject,
        body: input.body,
        bodyHtml: cleanHtml(input.bodyHtml),
        status: 'new',
        assignee: DEFAULT_INQUIRY_ASSIGNEE,
        name: (staff ? input.name : null) ?? (fullName || null),
        email: (staff ? input.email : null) ?? participant.email,
        createdBy: actor.username,
        updatedBy: actor.username,
      }),
    );
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
      this.repo.list({ ...q, username: f.username, status: f.status, createdAt: f.createdAt }),
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
    const bodyHtml = cleanHtml(input.bodyHtml);
    return withActor(this.repo.db, actor.username, async (tx) => {
      const inquiry = await this.repo.lockById(tx, input.inquiryId);
      if (!inquiry) throw new AppError('NOT_FOUND', 'inquiryNotFound');
      requireSelfOrAdmin(actor, inquiry.username ?? '');
      if (input.username && input.username !== inquiry.username) {
        throw new AppError('BAD_USER_INPUT', 'invalidInput', 'The username does not match the inquiry.');
      }
      if (participantInquiryStatus(inquiry.status) === 'closed') throw new AppError('CONFLICT', 'inquiryClosed');
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
      const comment = await this.repo.insertComment(tx, {
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
      return comment;
    });
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
