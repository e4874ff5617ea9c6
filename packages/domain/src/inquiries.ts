import { z } from 'zod';
import { INQUIRY_CATEGORIES, INQUIRY_STATUSES, LIMITS } from './constants.js';
import { messages } from './messages.js';
import { emailSchema, usernameSchema } from './validation.js';

/** Statuses a participant sees as closed (participant spec section 2, Inquiries tab); every other is open. */
export const INQUIRY_CLOSED_STATUSES = ['close', 'closed', 'done', 'completed'] as const;
export const PARTICIPANT_INQUIRY_STATUSES = ['open', 'closed'] as const;
export type ParticipantInquiryStatus = (typeof PARTICIPANT_INQUIRY_STATUSES)[number];

export function participantInquiryStatus(status: string): ParticipantInquiryStatus {
  return (INQUIRY_CLOSED_STATUSES as readonly string[]).includes(status.toLowerCase()) ? 'closed' : 'open';
}

export const INQUIRY_LIMITS = { subject: 200, body: 10_000, bodyHtml: 100_000, assignee: 200, name: 200 } as const;

const category = z.enum(INQUIRY_CATEGORIES, { error: messages.topicRequired });
const subject = z
  .string({ error: messages.subjectRequired })
  .trim()
  .min(1, messages.subjectRequired)
  .max(INQUIRY_LIMITS.subject, messages.subjectRequired);
const bodyHtml = z
  .string()
  .max(INQUIRY_LIMITS.bodyHtml)
  .nullish()
  .transform((v) => v || null);

/** The support form (participant spec section 2): topic, subject, and a message of at least 25 characters. */
export const supportFormSchema = z.object({
  category,
  subject,
  body: z
    .string({ error: messages.supportMessageMin })
    .trim()
    .min(LIMITS.supportMessageMinLength, messages.supportMessageMin)
    .max(INQUIRY_LIMITS.body),
});

/**
 * createParticipantInquiry input. Participants write at least 25 characters (the support form's rule);
 * staff opening an inquiry on a participant's behalf need only a message.
 */
export const createInquirySchema = (by: 'participant' | 'admin') =>
  z.object({
    username: usernameSchema,
    category,
    subject,
    body:
      by === 'participant'
        ? supportFormSchema.shape.body
        : z
            .string({ error: messages.messageRequired })
            .trim()
            .min(1, messages.messageRequired)
            .max(INQUIRY_LIMITS.body),
    bodyHtml,
    name: z
      .string()
      .trim()
      .max(INQUIRY_LIMITS.name)
      .nullish()
      .transform((v) => v || null),
    email: emailSchema.nullish().transform((v) => v ?? null),
  });

/** The message form of the inquiry views: a message is required. */
export const inquiryMessageSchema = z.object({
  body: z.string({ error: messages.messageRequired }).trim().min(1, messages.messageRequired).max(INQUIRY_LIMITS.body),
});

/**
 * createParticipantInquiryComment input. author, type and status are decided by the server from the
 * caller (a participant writes messages; staff write messages or notes; new comments are unread), and
 * the e-mail payload of a message is built by the server; the client's values are not trusted.
 */
export const createInquiryCommentSchema = z.object({
  inquiryId: z.string({ error: messages.inquiryNotFound }).trim().min(1, messages.inquiryNotFound).max(64),
  username: usernameSchema.nullish(),
  type: z.enum(['message', 'note']).nullish(),
  body: inquiryMessageSchema.shape.body,
  bodyHtml,
});

/** updateParticipantInquiry input (staff): status (the board's drag), assignee, category. */
export const updateInquirySchema = z.object({
  id: z.string({ error: messages.inquiryNotFound }).trim().min(1, messages.inquiryNotFound).max(64),
  status: z
    .enum(INQUIRY_STATUSES)
    .nullish()
    .transform((v) => v ?? undefined),
  assignee: z
    .string()
    .trim()
    .min(1)
    .max(INQUIRY_LIMITS.assignee)
    .nullish()
    .transform((v) => v ?? undefined),
  category: category.nullish().transform((v) => v ?? undefined),
});
