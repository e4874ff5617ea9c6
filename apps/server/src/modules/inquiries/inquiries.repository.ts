import type { InquiryStatus } from '@rc/domain';
import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { inquiryComments, participantInquiries } from '../../db/schema/index.js';
import type { SortDirection } from '../../lib/cursor.js';
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
  createdAt?: DateKeyCondition | null;
}

export class InquiriesRepository {
  constructor(readonly db: Database) {}

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
}
