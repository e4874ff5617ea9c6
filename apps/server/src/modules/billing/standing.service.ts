import {
  type BillingAges,
  type BillingStanding,
  type NotificationData,
  planStanding,
  STATUS_REASONS,
  type StandingEpisode,
  type StandingNotice,
  type StandingPlan,
} from '@rc/domain';
import { type Executor, withActor } from '../../db/actor.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { ParticipantPatch, ParticipantRow } from '../participants/participants.repository.js';
import type { ParticipantsService } from '../participants/participants.service.js';
import type { OwedBalancesReadModel, UnpaidBalance } from './owed-balances.read-model.js';
import type { BillingStandingRow, StandingRepository } from './standing.repository.js';

const SYSTEM_ACTOR = 'System';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface StandingRunReport {
  /** Participants looked at: those owing something or left behind by the last run. */
  evaluated: number;
  /** Participants whose standing, flags or notices changed. */
  changed: number;
  notices: number;
}

function episodeOf(row: BillingStandingRow | undefined): StandingEpisode | null {
  if (!row) return null;
  return {
    standing: row.standing as BillingStanding,
    remindersSent: row.remindersSent,
    overdueNotified: row.overdueNotifiedAt != null,
    defaultNotified: row.defaultNotifiedAt != null,
  };
}

/** Nothing to write: no notice, no flag, and the stored episode already says the same. */
function unchanged(plan: StandingPlan, row: BillingStandingRow | undefined, oldest: Date | null): boolean {
  if (plan.notices.length > 0 || Object.keys(plan.flags).length > 0) return false;
  const stored = episodeOf(row);
  const e = plan.episode;
  if (!stored) return e.standing === 'current';
  const storedOldest = row?.oldestUnpaidIssuedAt?.getTime() ?? null;
  const oldestNow = e.standing === 'current' ? null : (oldest?.getTime() ?? null);
  return (
    stored.standing === e.standing &&
    stored.remindersSent === e.remindersSent &&
    stored.overdueNotified === e.overdueNotified &&
    stored.defaultNotified === e.defaultNotified &&
    storedOldest === oldestNow
  );
}

/**
 * The billing standing of participants (docs/domain.md "Statements, payments and standing"; rules in
 * planStanding of packages/domain billing.ts): from the age of each participant's oldest unpaid balance
 * and the BILLING_BALANCE_* ages, the daily job sends reminders at 5 and 10 days past due, sets the
 * billing flags (with status flagged and 'Unpaid invoice.') and sends paymentOverdue / paymentDefault,
 * and clears them with accountRestored once the balance behind is paid. Each participant is changed
 * in one transaction holding their episode row's lock, so the daily run and a payment's re-evaluation
 * never send a notice twice.
 */
export class StandingService {
  constructor(
    private readonly repo: StandingRepository,
    private readonly deps: {
      billingAges(): Promise<BillingAges>;
      owed: OwedBalancesReadModel;
      participants: ParticipantsService;
      notifications: NotificationsService;
    },
  ) {}

  /** What the participant still owes, in cents (0 when nothing), read in the caller's transaction. */
  async unpaidCents(tx: Executor, username: string): Promise<number> {
    const [balance] = await this.deps.owed.unpaidBalances(tx, [username]);
    return balance?.amountCents ?? 0;
  }

  /**
   * The daily run over every participant who owes something or was behind, in batches: one query for
   * all balances, one per batch for the stored episodes, and a transaction only for the participants
   * whose standing changes (re-read there under lock, so a payment made meanwhile counts).
   */
  async evaluateAll(options: { now?: Date; batchSize?: number } = {}): Promise<StandingRunReport> {
    const now = options.now ?? new Date();
    const batchSize = options.batchSize ?? 500;
    const ages = await this.deps.billingAges();
    const balances = new Map((await this.deps.owed.unpaidBalances(this.repo.db)).map((b) => [b.username, b]));
    const usernames = [...new Set([...balances.keys(), ...(await this.repo.behindUsernames())])].sort();
    const report: StandingRunReport = { evaluated: usernames.length, changed: 0, notices: 0 };
    for (let i = 0; i < usernames.length; i += batchSize) {
      const batch = usernames.slice(i, i + batchSize);
      const episodes = new Map((await this.repo.findEpisodes(batch)).map((e) => [e.username, e]));
      for (const username of batch) {
        const row = episodes.get(username);
        const oldest = balances.get(username)?.oldestIssuedAt ?? null;
        const plan = planStanding({ previous: episodeOf(row), oldestUnpaidIssuedAt: oldest, now, ages });
        if (unchanged(plan, row, oldest)) continue;
        const applied = await this.evaluateParticipant(username, { now, ages });
        if (applied) {
          report.changed += 1;
          report.notices += applied.notices.length;
        }
      }
    }
    return report;
  }

  /**
   * Re-evaluates one participant now (the payments worker calls it after a payment is processed, so
   * paying restores the account at once). Returns what changed, or null when nothing did.
   */
  async evaluateParticipant(
    username: string,
    options: { now?: Date; ages?: BillingAges } = {},
  ): Promise<StandingPlan | null> {
    const now = options.now ?? new Date();
    const ages = options.ages ?? (await this.deps.billingAges());
    return withActor(this.repo.db, SYSTEM_ACTOR, async (tx) => {
      const row = await this.repo.lockEpisode(tx, username);
      const [balance] = await this.deps.owed.unpaidBalances(tx, [username]);
      const oldest = balance?.oldestIssuedAt ?? null;
      const plan = planStanding({ previous: episodeOf(row), oldestUnpaidIssuedAt: oldest, now, ages });
      if (unchanged(plan, row, oldest)) return null;

      const participant = await this.deps.participants.updateBySystem(
        tx,
        username,
        (current) => participantPatch(current, plan),
        SYSTEM_ACTOR,
      );
      if (!participant) return null;
      for (const notice of plan.notices) {
        await this.deps.notifications.queueTemplate(
          tx,
          participant,
          notice.templateName,
          noticeData(notice, balance, ages),
        );
      }
      const e = plan.episode;
      await this.repo.saveEpisode(tx, username, {
        standing: e.standing,
        oldestUnpaidIssuedAt: e.standing === 'current' ? null : oldest,
        remindersSent: e.remindersSent,
        overdueNotifiedAt: e.overdueNotified ? (row.overdueNotifiedAt ?? now) : null,
        defaultNotifiedAt: e.defaultNotified ? (row.defaultNotifiedAt ?? now) : null,
      });
      return plan;
    });
  }
}

/**
 * The participant side of a plan: the flags it changes; entering overdue also flags an active account
 * with the reason 'Unpaid invoice.', and restoring returns an account flagged for that reason to active.
 * A status or reason set for anything else (or by staff) is left alone.
 */
function participantPatch(current: ParticipantRow, plan: StandingPlan): ParticipantPatch | null {
  const patch: ParticipantPatch = {};
  const { flags } = plan;
  if (flags.isBillingOverdue !== undefined && flags.isBillingOverdue !== current.isBillingOverdue) {
    patch.isBillingOverdue = flags.isBillingOverdue;
  }
  if (flags.isBillingDefault !== undefined && flags.isBillingDefault !== current.isBillingDefault) {
    patch.isBillingDefault = flags.isBillingDefault;
  }
  const reason = STATUS_REASONS.unpaidInvoice;
  const ours = current.statusMessage == null || current.statusMessage === '' || current.statusMessage === reason;
  const entering = flags.isBillingOverdue === true || flags.isBillingDefault === true;
  const restored = plan.notices.some((n) => n.templateName === 'accountRestored');
  if (entering && ours) {
    if (current.statusMessage !== reason) patch.statusMessage = reason;
    if (current.status === 'active') patch.status = 'flagged';
  }
  // A suspension (staff's decision) keeps its reason; staff lift it.
  if (restored && current.statusMessage === reason && (current.status === 'flagged' || current.status === 'active')) {
    patch.statusMessage = null;
    if (current.status === 'flagged') patch.status = 'active';
  }
  return Object.keys(patch).length ? patch : null;
}

/** The placeholders of a standing notice: the balance, its due date (issue + overdue days) and default date. */
function noticeData(notice: StandingNotice, balance: UnpaidBalance | undefined, ages: BillingAges): NotificationData {
  if (notice.templateName === 'accountRestored' || !balance) return {};
  const at = (days: number) => new Date(balance.oldestIssuedAt.getTime() + days * DAY_MS).toISOString();
  const data: NotificationData = {
    amountCents: balance.amountCents,
    dueDate: at(ages.overdueDays),
    defaultDate: at(ages.defaultDays),
  };
  if (notice.templateName === 'paymentReminder') {
    data.reminder = notice.reminder;
    data.daysPastDue = notice.daysPastDue;
  }
  return data;
}
