import { z } from 'zod';
import { NOTIFICATION_STATUSES, NOTIFICATION_TEMPLATE_NAMES, STAFF_NOTIFICATION_TEMPLATE_NAMES } from './constants.js';
import { messages } from './messages.js';
import { usernameSchema } from './validation.js';

/** Estimated delivery is the send time plus 5 minutes (staff spec sections 2 and 9). */
export const NOTIFICATION_DELIVERY_ESTIMATE_MINUTES = 5;

export function estimatedDeliveryAt(shouldBeSentAt: Date): Date {
  return new Date(shouldBeSentAt.getTime() + NOTIFICATION_DELIVERY_ESTIMATE_MINUTES * 60 * 1000);
}

/**
 * Markup that can run code or load remote content when an e-mail is shown: scripts, frames, embedded
 * objects, forms, styles, meta refreshes, event-handler attributes and script URLs. Staff-written
 * e-mail HTML containing any of it is refused rather than stored.
 */
const UNSAFE_HTML = [
  /<\s*\/?\s*(script|iframe|frame|frameset|object|embed|applet|form|style|link|meta|base|svg|math)\b/i,
  /\son[a-z]+\s*=/i,
  /(javascript|vbscript|livescript)\s*:/i,
  /data\s*:\s*text\/html/i,
  /expression\s*\(/i,
];

export function isSafeEmailHtml(html: string): boolean {
  // Entity-encoded characters could hide a scheme (java&#115;cript:); decode the common forms first.
  const decoded = html
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d) % 0x110000))
    .replace(/\p{Cc}/gu, '');
  return !UNSAFE_HTML.some((pattern) => pattern.test(decoded));
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/**
 * Staff create an e-mail notification: subject and text are required unless a template is chosen
 * (staff spec section 5); it is sent at shouldBeSentAt (default now).
 */
const notificationContentSchema = z.object({
  templateName: z
    .enum(NOTIFICATION_TEMPLATE_NAMES, { error: messages.notificationTemplateInvalid })
    // statementIssued and paymentReminder need data only the system has (a statement, a balance).
    .refine((v) => (STAFF_NOTIFICATION_TEMPLATE_NAMES as readonly string[]).includes(v), {
      message: messages.notificationTemplateInvalid,
    })
    .nullish()
    .transform((v) => v ?? null),
  subject: optionalText(998),
  text: optionalText(100_000),
  html: optionalText(200_000).refine((v) => v === null || isSafeEmailHtml(v), messages.notificationHtmlUnsafe),
  shouldBeSentAt: z
    .date()
    .nullish()
    .transform((v) => v ?? null),
});

type ContentShape = { templateName: string | null; subject: string | null; text: string | null };
function withContentRules<T extends z.ZodType<ContentShape>>(schema: T) {
  return schema
    .refine((v) => v.templateName !== null || v.subject !== null, {
      message: messages.notificationSubjectRequired,
      path: ['subject'],
    })
    .refine((v) => v.templateName !== null || v.text !== null, {
      message: messages.notificationTextRequired,
      path: ['text'],
    });
}

export const createNotificationSchema = withContentRules(
  notificationContentSchema.extend({ username: usernameSchema }),
);
export type CreateNotificationInput = z.infer<typeof createNotificationSchema>;

/** Staff "Create notification" for several participants at once: the same e-mail to each. */
export const createNotificationsSchema = withContentRules(
  notificationContentSchema.extend({
    usernames: z
      .array(usernameSchema, { error: messages.notificationParticipantsRequired })
      .min(1, messages.notificationParticipantsRequired)
      .max(100, messages.notificationParticipantsTooMany)
      .transform((v) => [...new Set(v)]),
  }),
);
export type CreateNotificationsInput = z.infer<typeof createNotificationsSchema>;

/** The only staff change of a notification: cancel it while it is pending. */
export const updateNotificationSchema = z.object({
  id: z.string().trim().min(1).max(64),
  status: z
    .enum(NOTIFICATION_STATUSES, { error: messages.notificationOnlyCancel })
    .refine((s) => s === 'cancelled', messages.notificationOnlyCancel),
});
export type UpdateNotificationInput = z.infer<typeof updateNotificationSchema>;
