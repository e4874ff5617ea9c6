import {
  DEFAULT_INQUIRY_ASSIGNEE,
  INQUIRY_CATEGORIES,
  INQUIRY_COMMENT_AUTHORS,
  INQUIRY_COMMENT_STATUSES,
  INQUIRY_COMMENT_TYPES,
  INQUIRY_STATUSES,
} from '@rc/domain';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, inList, ts, updatedAt } from './columns.js';
import { participants } from './participants.js';

/**
 * A support inquiry. username is the participant it concerns (null for a message from someone who is
 * not a participant, e.g. the sign-in page's contact form or an unknown e-mail sender).
 */
export const participantInquiries = pgTable(
  'participant_inquiries',
  {
    id: idColumn(),
    username: text('username').references(() => participants.username, { onDelete: 'restrict' }),
    assignee: text('assignee').notNull().default(DEFAULT_INQUIRY_ASSIGNEE),
    category: text('category'),
    subject: text('subject'),
    body: text('body'),
    bodyHtml: text('body_html'),
    status: text('status').notNull().default('new'),
    name: text('name'),
    email: text('email'),
    emailOriginalMessageId: text('email_original_message_id'),
    emailS3Key: text('email_s3_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
  },
  (t) => [
    check('participant_inquiries_status_check', sql`${t.status} in (${inList(INQUIRY_STATUSES)})`),
    check('participant_inquiries_category_check', sql`${t.category} in (${inList(INQUIRY_CATEGORIES)})`),
    index('participant_inquiries_username_status_created_idx').on(t.username, t.status, t.createdAt),
    index('participant_inquiries_status_updated_idx').on(t.status, t.updatedAt),
    index('participant_inquiries_created_idx').on(t.createdAt),
    index('participant_inquiries_email_original_message_id_idx').on(t.emailOriginalMessageId),
    // The board: one column (status) a page at a time, optionally one assignee's.
    index('participant_inquiries_status_created_idx').on(t.status, t.createdAt),
    index('participant_inquiries_assignee_status_created_idx').on(t.assignee, t.status, t.createdAt),
  ],
);

export interface InquiryEmailPayload {
  from?: string | null;
  to?: string | null;
  subject?: string | null;
  text?: string | null;
  inReplyTo?: string | null;
  html?: string | null;
}

export interface InquiryEmailAttachment {
  s3Key: string;
  filename: string;
  contentType: string;
  size: number;
}

/**
 * A message or internal note on an inquiry. username is the inquiry's participant (as on every record);
 * author says who wrote it (admin or participant) and createdBy records the writer's username.
 * Comments are deleted with their inquiry (they carry no money).
 */
export const inquiryComments = pgTable(
  'inquiry_comments',
  {
    id: idColumn(),
    inquiryId: text('inquiry_id')
      .notNull()
      .references(() => participantInquiries.id, { onDelete: 'cascade' }),
    username: text('username').references(() => participants.username, { onDelete: 'restrict' }),
    author: text('author').notNull(),
    body: text('body'),
    bodyHtml: text('body_html'),
    type: text('type').notNull().default('message'),
    status: text('status').notNull().default('unread'),
    emailPayload: jsonb('email_payload').$type<InquiryEmailPayload>(),
    emailS3Key: text('email_s3_key'),
    emailAttachments: jsonb('email_attachments').$type<InquiryEmailAttachment[]>().notNull().default([]),
    /**
     * The Message-ID of the e-mail this comment is: fixed when a staff message is written (replies
     * name it in In-Reply-To), or the participant's own for a reply received by e-mail (a repeated
     * delivery of the same reply is recognised by it).
     */
    emailMessageId: text('email_message_id'),
    /** When a staff message was handed to the mail server (null until then, and for other comments). */
    emailSentAt: ts('email_sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: text('created_by'),
  },
  (t) => [
    check('inquiry_comments_author_check', sql`${t.author} in (${inList(INQUIRY_COMMENT_AUTHORS)})`),
    check('inquiry_comments_type_check', sql`${t.type} in (${inList(INQUIRY_COMMENT_TYPES)})`),
    check('inquiry_comments_status_check', sql`${t.status} in (${inList(INQUIRY_COMMENT_STATUSES)})`),
    index('inquiry_comments_inquiry_id_created_idx').on(t.inquiryId, t.createdAt),
    uniqueIndex('inquiry_comments_email_message_id_idx').on(t.emailMessageId),
    // Staff's unread counts: participant messages staff have not opened yet.
    index('inquiry_comments_unread_participant_idx')
      .on(t.inquiryId)
      .where(sql`${t.author} = 'participant' and ${t.status} = 'unread'`),
  ],
);
