import type { InquiryStatus } from '@rc/domain';
import { and, asc, count, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { inquiryComments, participantInquiries } from '../../db/schema/index.js';
import type { SortDirection } from '../../lib/cursor.js';
import { ERASED_TEXT } from '../../lib/erasure.js';
import { type DateKeyCondition, dateCondition } from '../../lib/filters.js';
import { afterKey, type CursorValue, orderByKey } from '../../lib/pagination.js';

export type InquiryRow = typeof participantInquiries.$inferSelect;
export type NewInquiryRow = typeof participantInquiries.$inferInsert;
export type InquiryCommentRow = typeof inquiryComments.$inferSelect;
export type NewInquiryCommentRow = typeof inquiryComments.$inferInsert;
export type InquiryPatch = Partial<Pick<InquiryRow, 'status' | 'assignee' | 'category' | 'updatedBy'>>;

export interface InquiryListQuery {
  limit: number;
  after: CursorValue[] | null;
  direction: SortDirection;
  username?: string | null;
  status?: InquiryStatus | null;
  category?: string | null;
  assignee?: string | null;
  createdAt?: DateKeyCondition | null;
}

export class InquiriesRepository {
  constructor(readonly db: Database) {}

  /**
   * Account erasure (decision 020): subjects, messages, notes and e-mail copies replaced; categories,
   * statuses and dates stay for the support figures.
   */
  async erasePersonalData(tx: Executor, username: string): Promise<number> {
    const comments = await tx
      .update(inquiryComments)
      .set({ body: ERASED_TEXT, bodyHtml: null, emailPayload: null, emailAttachments: [] })
      .where(eq(inquiryComments.username, username))
      .returning({ id: inquiryComments.id });
    const inquiries = await tx
      .update(participantInquiries)
      .set({ subject: ERASED_TEXT, body: ERASED_TEXT, bodyHtml: null, name: null, email: null, updatedAt: new Date() })
      .where(eq(participantInquiries.username, username))
      .returning({ id: participantInquiries.id });
    return comments.length + inquiries.length;
  }

  async findById(id: string): Promise<InquiryRow | null> {
    const rows = await this.db.select().from(participantInquiries).where(eq(participantInquiries.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /** The inquiry, locked until the transaction ends (status changes and comments are serialised). */
  async lockById(tx: Executor, id: string): Promise<InquiryRow | null> {
    const rows = await tx
      .select()
      .from(participantInquiries)
      .where(eq(participantInquiries.id, id))
      .limit(1)
      .for('update');
    return rows[0] ?? null;
  }

  async insert(tx: Executor, row: NewInquiryRow): Promise<InquiryRow> {
    const [created] = await tx.insert(participantInquiries).values(row).returning();
    if (!created) throw new Error('inquiry insert returned no row');
    return created;
  }

  async update(tx: Executor, id: string, patch: InquiryPatch): Promise<InquiryRow> {
    const [row] = await tx
      .update(participantInquiries)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(participantInquiries.id, id))
      .returning();
    if (!row) throw new Error(`inquiry ${id} vanished during update`);
    return row;
  }

  /** Keyset page by (createdAt, id), optionally one participant's, one status, a createdAt range. */
  async list(q: InquiryListQuery): Promise<InquiryRow[]> {
    const key = [participantInquiries.createdAt, participantInquiries.id];
    const conditions: (SQL | undefined)[] = [
      q.username ? eq(participantInquiries.username, q.username) : undefined,
      q.status ? eq(participantInquiries.status, q.status) : undefined,
      q.category ? eq(participantInquiries.category, q.category) : undefined,
      q.assignee ? eq(participantInquiries.assignee, q.assignee) : undefined,
      dateCondition(participantInquiries.createdAt, q.createdAt),
      afterKey(key, q.after, q.direction),
    ];
    return this.db
      .select()
      .from(participantInquiries)
      .where(and(...conditions))
      .orderBy(...orderByKey(key, q.direction))
      .limit(q.limit);
  }

  async insertComment(tx: Executor, row: NewInquiryCommentRow): Promise<InquiryCommentRow> {
    const [created] = await tx.insert(inquiryComments).values(row).returning();
    if (!created) throw new Error('inquiry comment insert returned no row');
    return created;
  }

  /** Keyset page of one inquiry's comments by (createdAt, id); notes left out unless asked for. */
  async listComments(q: {
    inquiryId: string;
    includeNotes: boolean;
    limit: number;
    after: CursorValue[] | null;
    direction: SortDirection;
  }): Promise<InquiryCommentRow[]> {
    const key = [inquiryComments.createdAt, inquiryComments.id];
    return this.db
      .select()
      .from(inquiryComments)
      .where(
        and(
          eq(inquiryComments.inquiryId, q.inquiryId),
          q.includeNotes ? undefined : ne(inquiryComments.type, 'note'),
          afterKey(key, q.after, q.direction),
        ),
      )
      .orderBy(...orderByKey(key, q.direction))
      .limit(q.limit);
  }

  /** Every comment of the given inquiries, oldest first (for the comments of a page of inquiries). */
  async commentsOf(inquiryIds: readonly string[], includeNotes: boolean): Promise<InquiryCommentRow[]> {
    if (inquiryIds.length === 0) return [];
    return this.db
      .select()
      .from(inquiryComments)
      .where(
        and(
          inArray(inquiryComments.inquiryId, [...inquiryIds]),
          includeNotes ? undefined : ne(inquiryComments.type, 'note'),
        ),
      )
      .orderBy(asc(inquiryComments.createdAt), asc(inquiryComments.id));
  }

  async findCommentById(id: string): Promise<InquiryCommentRow | null> {
    const rows = await this.db.select().from(inquiryComments).where(eq(inquiryComments.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /** The first comment that is one of these e-mails (by Message-ID), or null. */
  async findCommentByMessageIds(messageIds: readonly string[]): Promise<InquiryCommentRow | null> {
    if (messageIds.length === 0) return null;
    const rows = await this.db
      .select()
      .from(inquiryComments)
      .where(inArray(inquiryComments.emailMessageId, [...messageIds]))
      .limit(1);
    return rows[0] ?? null;
  }

  /** The first inquiry opened by one of these e-mails (by Message-ID), or null. */
  async findInquiryByMessageIds(messageIds: readonly string[]): Promise<InquiryRow | null> {
    if (messageIds.length === 0) return null;
    const rows = await this.db
      .select()
      .from(participantInquiries)
      .where(inArray(participantInquiries.emailOriginalMessageId, [...messageIds]))
      .limit(1);
    return rows[0] ?? null;
  }

  /** Records that a staff message went out (once: a second call changes nothing). */
  async markCommentSent(id: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(inquiryComments)
      .set({ emailSentAt: at })
      .where(and(eq(inquiryComments.id, id), isNull(inquiryComments.emailSentAt)))
      .returning({ id: inquiryComments.id });
    return rows.length > 0;
  }

  /** Unread participant messages per inquiry (inquiries without any are left out). */
  async unreadCounts(inquiryIds: readonly string[]): Promise<Map<string, number>> {
    if (inquiryIds.length === 0) return new Map();
    const rows = await this.db
      .select({ inquiryId: inquiryComments.inquiryId, unread: count() })
      .from(inquiryComments)
      .where(and(inArray(inquiryComments.inquiryId, [...inquiryIds]), UNREAD_PARTICIPANT))
      .groupBy(inquiryComments.inquiryId);
    return new Map(rows.map((r) => [r.inquiryId, r.unread]));
  }

  /** Unread participant messages on every inquiry, and on how many inquiries. */
  async unreadTotal(): Promise<{ comments: number; inquiries: number }> {
    const [row] = await this.db
      .select({ comments: count(), inquiries: sql<number>`count(distinct ${inquiryComments.inquiryId})::int` })
      .from(inquiryComments)
      .where(UNREAD_PARTICIPANT);
    return { comments: row?.comments ?? 0, inquiries: row?.inquiries ?? 0 };
  }

  /** Marks the inquiry's participant messages read (staff opened it); how many were unread. */
  async markParticipantCommentsRead(tx: Executor, inquiryId: string): Promise<number> {
    const rows = await tx
      .update(inquiryComments)
      .set({ status: 'read', updatedAt: new Date() })
      .where(and(eq(inquiryComments.inquiryId, inquiryId), UNREAD_PARTICIPANT))
      .returning({ id: inquiryComments.id });
    return rows.length;
  }
}

/** Matches the partial index inquiry_comments_unread_participant_idx. */
const UNREAD_PARTICIPANT = and(eq(inquiryComments.author, 'participant'), eq(inquiryComments.status, 'unread'));
