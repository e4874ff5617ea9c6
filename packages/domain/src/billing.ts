import { z } from 'zod';
import { PAYABLE_TRANSACTION_STATUSES, TRANSACTION_STATUSES, type TransactionStatus } from './constants.js';
import { messages } from './messages.js';
import { usernameSchema } from './validation.js';

/**
 * Billing standing of an unpaid balance (participant spec section 4, staff spec section 4): from the
 * age of the statement that issued it, against the BILLING_BALANCE_*_DAYS configuration.
 */
export const BILLING_STANDINGS = ['current', 'due', 'overdue', 'default'] as const;
export type BillingStanding = (typeof BILLING_STANDINGS)[number];

/** Ages in days at which an unpaid balance becomes due, overdue and in default. */
export interface BillingAges {
  dueDays: number;
  overdueDays: number;
  defaultDays: number;
}

/** The configuration defaults (both specs, section 9). */
export const DEFAULT_BILLING_AGES: BillingAges = { dueDays: 14, overdueDays: 21, defaultDays: 30 };

export const BILLING_AGE_CONFIGURATION_KEYS = {
  dueDays: 'BILLING_BALANCE_DUE_DAYS',
  overdueDays: 'BILLING_BALANCE_OVERDUE_DAYS',
  defaultDays: 'BILLING_BALANCE_DEFAULT_DAYS',
} as const satisfies Record<keyof BillingAges, string>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Reads the three ages from configuration values; a missing, non-numeric or negative value falls back
 * to its default, and the ages are made non-decreasing (due ≤ overdue ≤ default) so every age has one
 * standing even when staff enter them out of order.
 */
export function billingAgesFromConfiguration(values: Partial<Record<keyof BillingAges, string | null>>): BillingAges {
  const read = (key: keyof BillingAges): number => {
    const raw = values[key]?.trim();
    const n = raw ? Number(raw) : Number.NaN;
    return Number.isFinite(n) && n >= 0 ? n : DEFAULT_BILLING_AGES[key];
  };
  const dueDays = read('dueDays');
  const overdueDays = Math.max(dueDays, read('overdueDays'));
  const defaultDays = Math.max(overdueDays, read('defaultDays'));
  return { dueDays, overdueDays, defaultDays };
}

/** Whole days elapsed from `issuedAt` to `now` (0 on the issue day, never negative). */
export function ageInDays(issuedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - issuedAt.getTime()) / DAY_MS));
}

/**
 * The standing of a balance issued at `issuedAt`: a settled (processed) one is current; otherwise it is
 * current until it is `dueDays` old, due from `dueDays`, overdue from `overdueDays`, and in default from
 * `defaultDays` (an age counts once that many whole days have passed since issue).
 */
export function billingStanding(input: {
  issuedAt: Date;
  now: Date;
  settled: boolean;
  ages?: BillingAges;
}): BillingStanding {
  if (input.settled) return 'current';
  const ages = input.ages ?? DEFAULT_BILLING_AGES;
  const age = ageInDays(input.issuedAt, input.now);
  if (age >= ages.defaultDays) return 'default';
  if (age >= ages.overdueDays) return 'overdue';
  if (age >= ages.dueDays) return 'due';
  return 'current';
}

/**
 * Standing of a statement: processed, paid, or owing nothing (balance zero or a credit) is current;
 * otherwise its age decides.
 */
export function statementStanding(input: {
  statement: { createdAt: Date; isProcessed: boolean; paidAt?: Date | null; balance?: number | null };
  now: Date;
  ages?: BillingAges;
}): BillingStanding {
  const { statement } = input;
  const settled =
    statement.isProcessed || statement.paidAt != null || (statement.balance != null && statement.balance <= 0);
  return billingStanding({ issuedAt: statement.createdAt, now: input.now, settled, ages: input.ages });
}

/** A transaction's own status: created or failed are unpaid (payable); the others are not. */
export function isUnpaidStatus(status: string): boolean {
  return (PAYABLE_TRANSACTION_STATUSES as readonly string[]).includes(status);
}

/** Payable: an unpaid charge (type transaction, status created or failed) of a positive amount. */
export function isPayableTransaction(tx: { type: string; status: string; amountCents: number }): boolean {
  return tx.type === 'transaction' && isUnpaidStatus(tx.status) && tx.amountCents > 0;
}

/**
 * Standing of one transaction: only an unpaid charge can be behind; its age is that of its statement
 * (or its own, without a statement), and a processed statement is current.
 */
export function transactionStanding(input: {
  transaction: { type: string; status: string; amountCents: number; createdAt: Date };
  statement: { createdAt: Date; isProcessed: boolean } | null;
  now: Date;
  ages?: BillingAges;
}): BillingStanding {
  const { transaction, statement } = input;
  const unpaid = isPayableTransaction(transaction) || ['due', 'overdue', 'default'].includes(transaction.status);
  return billingStanding({
    issuedAt: statement?.createdAt ?? transaction.createdAt,
    now: input.now,
    settled: !unpaid || (statement?.isProcessed ?? false),
    ages: input.ages,
  });
}

/** Statuses staff may set by hand (the /transactions filters): pending is set only by paying. */
export const STAFF_TRANSACTION_STATUSES = [
  'created',
  'processed',
  'failed',
] as const satisfies readonly TransactionStatus[];

const idSchema = z.string().trim().min(1).max(64);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/** Paying (participant spec section 7): the chosen transactions become pending with this card. */
export const payTransactionsSchema = z.object({
  ids: z.array(idSchema, { error: messages.noUnpaidTransactions }).min(1, messages.noUnpaidTransactions).max(100),
  username: usernameSchema,
  paymentMethodId: z
    .string({ error: messages.paymentMethodRequired })
    .trim()
    .min(1, messages.paymentMethodRequired)
    .max(64),
});
export type PayTransactionsInput = z.infer<typeof payTransactionsSchema>;

/** Staff edits of one transaction. */
export const editTransactionSchema = z
  .object({
    id: idSchema,
    status: z
      .enum(TRANSACTION_STATUSES)
      .nullish()
      .transform((v) => v ?? undefined)
      .refine((v) => v === undefined || (STAFF_TRANSACTION_STATUSES as readonly string[]).includes(v), {
        message: messages.transactionStatusNotEditable,
      }),
    statusMessage: optionalText(1000),
    description: optionalText(1000),
  })
  .refine((v) => v.status !== undefined || v.statusMessage !== undefined || v.description !== undefined, {
    message: messages.nothingToUpdate,
  });
export type EditTransactionInput = z.infer<typeof editTransactionSchema>;

/**
 * The billing standing job (docs/domain.md "Statements, payments and standing"): what a participant's
 * standing episode becomes after one evaluation, which notices go out and which flags change.
 *
 * - The standing is that of the oldest unpaid balance (its issue date; see billingStanding).
 * - Reminders go out at 5 and 10 days past due, counted from the day the balance became due
 *   (dueDays), once each per episode. An evaluation that sends paymentOverdue or paymentDefault
 *   sends no reminder (the notice says the same and more); a late first evaluation sends only the
 *   latest reminder that applies.
 * - Entering overdue sets isBillingOverdue and sends paymentOverdue; entering default sets both flags
 *   and sends paymentDefault (not paymentOverdue as well); each once per episode.
 * - Leaving overdue/default for due or current (the old balance is paid) clears the flags and sends
 *   accountRestored; the episode ends there, and one still running (due) starts again from zero.
 * - Flags change only on these transitions, so a flag staff set or cleared by hand is left alone
 *   until the standing itself moves.
 */
export const STANDING_REMINDER_DAYS = [5, 10] as const;

export interface StandingEpisode {
  standing: BillingStanding;
  /** Reminders already sent in this episode (0, 1 or 2). */
  remindersSent: number;
  overdueNotified: boolean;
  defaultNotified: boolean;
}

export const CURRENT_EPISODE: StandingEpisode = {
  standing: 'current',
  remindersSent: 0,
  overdueNotified: false,
  defaultNotified: false,
};

export type StandingNotice =
  | { templateName: 'paymentReminder'; reminder: 1 | 2; daysPastDue: number }
  | { templateName: 'paymentOverdue' | 'paymentDefault' | 'accountRestored' };

export interface StandingPlan {
  episode: StandingEpisode;
  notices: StandingNotice[];
  /** Flag changes to make (undefined: leave as it is). */
  flags: { isBillingOverdue?: boolean; isBillingDefault?: boolean };
  /** Whole days since the oldest unpaid balance was issued (null when nothing is unpaid). */
  ageDays: number | null;
}

const BEHIND: readonly BillingStanding[] = ['overdue', 'default'];

export function planStanding(input: {
  previous: StandingEpisode | null;
  /** Issue date of the oldest unpaid balance; null when nothing is unpaid. */
  oldestUnpaidIssuedAt: Date | null;
  now: Date;
  ages: BillingAges;
}): StandingPlan {
  const previous = input.previous ?? CURRENT_EPISODE;
  const { ages, now } = input;
  const issuedAt = input.oldestUnpaidIssuedAt;
  const standing = issuedAt ? billingStanding({ issuedAt, now, settled: false, ages }) : 'current';
  const ageDays = issuedAt ? ageInDays(issuedAt, now) : null;
  const wasBehind = BEHIND.includes(previous.standing);
  const isBehind = BEHIND.includes(standing);
  const notices: StandingNotice[] = [];
  const flags: StandingPlan['flags'] = {};

  // Restored: the balance that made the account overdue is paid. A new episode starts from zero.
  let episode: StandingEpisode = { ...previous, standing };
  if (wasBehind && !isBehind) {
    notices.push({ templateName: 'accountRestored' });
    flags.isBillingOverdue = false;
    flags.isBillingDefault = false;
    episode = { ...CURRENT_EPISODE, standing };
  }
  if (standing === 'current') {
    return { episode: { ...CURRENT_EPISODE }, notices, flags, ageDays };
  }

  if (standing === 'default') {
    if (previous.standing !== 'default') flags.isBillingDefault = true;
    if (!wasBehind) flags.isBillingOverdue = true;
    if (!episode.defaultNotified) {
      notices.push({ templateName: 'paymentDefault' });
      episode = { ...episode, defaultNotified: true, overdueNotified: true };
    }
  } else if (standing === 'overdue') {
    if (previous.standing === 'default') flags.isBillingDefault = false;
    else if (!wasBehind) flags.isBillingOverdue = true;
    if (!episode.overdueNotified) {
      notices.push({ templateName: 'paymentOverdue' });
      episode = { ...episode, overdueNotified: true };
    }
  }

  // Reminders at 5 and 10 days past due, once each; none alongside an overdue or default notice.
  const daysPastDue = (ageDays ?? 0) - ages.dueDays;
  const due = STANDING_REMINDER_DAYS.filter((d) => daysPastDue >= d).length;
  if (due > episode.remindersSent) {
    const escalated = notices.some((n) => n.templateName === 'paymentOverdue' || n.templateName === 'paymentDefault');
    if (!escalated) notices.push({ templateName: 'paymentReminder', reminder: due as 1 | 2, daysPastDue });
    episode = { ...episode, remindersSent: due };
  }
  return { episode, notices, flags, ageDays };
}

/**
 * generateStatements (staff spec section 7): the months from `from` to `to` (America/Los_Angeles),
 * for the given participants or, when none are given, everyone with something to bill.
 */
export const generateStatementsSchema = z
  .object({
    from: z.coerce.date({ error: messages.statementPeriodInvalid }),
    to: z.coerce.date({ error: messages.statementPeriodInvalid }),
    participantUsernames: z
      .array(usernameSchema, { error: messages.invalidInput })
      .max(1000, messages.statementParticipantsTooMany)
      .nullish()
      .transform((v) => (v && v.length > 0 ? [...new Set(v)].sort() : null)),
    note: z
      .string()
      .trim()
      .max(500, messages.statementNoteTooLong)
      .nullish()
      .transform((v) => v || null),
    shouldSendEmailToParticipant: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
  })
  .refine((v) => Number.isFinite(v.from.getTime()) && Number.isFinite(v.to.getTime()) && v.from <= v.to, {
    message: messages.statementPeriodInvalid,
    path: ['to'],
  });
export type GenerateStatementsInput = z.infer<typeof generateStatementsSchema>;

/**
 * Descriptions the server writes on a transaction, stored as a code and its values so that each reader
 * gets them in their language (the English sentence is kept in `description` for staff and exports).
 */
export const TRANSACTION_DESCRIPTION_KEYS = ['statement', 'statementCreditRefund'] as const;
export type TransactionDescriptionKey = (typeof TRANSACTION_DESCRIPTION_KEYS)[number];

export interface TransactionDescriptionValues {
  /** The statement's month, YYYY-MM. */
  month?: string;
}

export interface TransactionDescription {
  key: TransactionDescriptionKey;
  values: TransactionDescriptionValues;
}

/** The English sentence of a server-written description (the stored `description`). */
export function transactionDescriptionText({ key, values }: TransactionDescription): string {
  switch (key) {
    case 'statement':
      return `Statement ${values.month ?? ''}`;
    case 'statementCreditRefund':
      return `Refund of the credit balance of the ${values.month ?? ''} statement`;
  }
}

export function isTransactionDescriptionKey(value: unknown): value is TransactionDescriptionKey {
  return (TRANSACTION_DESCRIPTION_KEYS as readonly unknown[]).includes(value);
}
