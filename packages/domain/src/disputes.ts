import { z } from 'zod';
import { LIMITS } from './constants.js';
import { INQUIRY_LIMITS } from './inquiries.js';
import { messages } from './messages.js';

/**
 * Disputes (docs/domain.md "Pilot calendar and disputes"): a participant disputes the charge of a trip,
 * a statement line (one vehicle in one state) or a mileage report; the dispute is an inquiry (category
 * Mileage Reporting) linked to the item. Staff
 * resolve it: upheld (with a credit, made as an adjustment of the trip that links back to the dispute)
 * or rejected. While open, its amount is left out of the participant's overdue standing and the trip's
 * location data is kept.
 */
export const DISPUTE_ITEM_TYPES = ['trip', 'mileageReport', 'statementLine'] as const;
export type DisputeItemType = (typeof DISPUTE_ITEM_TYPES)[number];

export const DISPUTE_STATUSES = ['open', 'upheld', 'rejected'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_OUTCOMES = ['upheld', 'rejected'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** The inquiry category a dispute is filed under. */
export const DISPUTE_INQUIRY_CATEGORY = 'Mileage Reporting' as const;

/** A statement line: one vehicle's driving in one state, as the statement lists it. */
export interface StatementLineRef {
  statementId: string;
  stateCode: string;
  /** Null for a line of a statement that did not name the vehicle. */
  vehicleId: string | null;
}

/** The item id of a statement line: statement, state and vehicle, in that order ("/" apart). */
export function statementLineItemId(line: StatementLineRef): string {
  return `${line.statementId}/${line.stateCode}/${line.vehicleId ?? ''}`;
}

/** The statement line an item id names, or null when it names none. */
export function parseStatementLineItemId(itemId: string): StatementLineRef | null {
  const [statementId = '', stateCode = '', ...vehicle] = itemId.split('/');
  const vehicleId = vehicle.join('/');
  if (!statementId || !/^[A-Z]{2}$/.test(stateCode)) return null;
  return { statementId, stateCode, vehicleId: vehicleId || null };
}

const itemId = z.string({ error: messages.disputeItemNotFound }).trim().min(1, messages.disputeItemNotFound).max(100);

/**
 * createDispute input. The subject is the participant's (the portal words it in their language); the
 * reason is a support message (at least 25 characters).
 */
export const createDisputeSchema = z.object({
  itemType: z.enum(DISPUTE_ITEM_TYPES, { error: messages.disputeItemNotFound }),
  itemId,
  subject: z
    .string({ error: messages.subjectRequired })
    .trim()
    .min(1, messages.subjectRequired)
    .max(INQUIRY_LIMITS.subject, messages.subjectRequired),
  reason: z
    .string({ error: messages.disputeReasonMin })
    .trim()
    .min(LIMITS.supportMessageMinLength, messages.disputeReasonMin)
    .max(INQUIRY_LIMITS.body, messages.disputeReasonMin),
});
export type CreateDisputeInput = z.infer<typeof createDisputeSchema>;

/** resolveDispute input: the outcome, the note the participant is sent, and for upheld a credit in cents. */
export const resolveDisputeSchema = z
  .object({
    id: z.string({ error: messages.disputeNotFound }).trim().min(1, messages.disputeNotFound).max(100),
    outcome: z.enum(DISPUTE_OUTCOMES, { error: messages.disputeOutcomeRequired }),
    note: z
      .string({ error: messages.disputeResolutionNoteRequired })
      .trim()
      .min(1, messages.disputeResolutionNoteRequired)
      .max(INQUIRY_LIMITS.body, messages.disputeResolutionNoteRequired),
    creditCents: z
      .number({ error: messages.disputeCreditInvalid })
      .int(messages.disputeCreditInvalid)
      .min(0, messages.disputeCreditInvalid)
      .max(100_000_000, messages.disputeCreditInvalid)
      .nullish()
      .transform((v) => v ?? 0),
  })
  .refine((v) => v.outcome === 'upheld' || v.creditCents === 0, {
    message: messages.disputeCreditInvalid,
    path: ['creditCents'],
  });
export type ResolveDisputeInput = z.infer<typeof resolveDisputeSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The last moment a charge may be disputed: `periodDays` after the statement that billed it; null while
 * it is not billed (it may be disputed until then, and for the period after).
 */
export function disputeDeadline(statementIssuedAt: Date | null, periodDays: number): Date | null {
  return statementIssuedAt ? new Date(statementIssuedAt.getTime() + periodDays * DAY_MS) : null;
}
