import { formatCents } from '@rc/domain';
import { withActor } from '../../db/actor.js';
import { participantPrefix, type StorageProvider } from '../../integrations/storage/index.js';
import type { Page } from '../../lib/cursor.js';
import type { PersonalDataEraser } from '../../lib/erasure.js';
import { type PageArgs, paginate, timeKey } from '../../lib/pagination.js';
import type { AuditService } from '../audit/audit.service.js';
import type { StandingService } from '../billing/standing.service.js';
import type { ConfigurationService } from '../configuration/configuration.service.js';
import type { EnrolmentService } from '../enrolment/enrolment.service.js';
import { type Actor, requireAdmin } from '../identity/actor.js';
import type { ParticipantsService } from '../participants/participants.service.js';
import type { TripLocationService } from '../trips/trip-location.service.js';
import type { WebhooksService } from '../webhooks/webhooks.service.js';
import type {
  AccountErasureRepository,
  AccountErasureRow,
  AccountErasureRunRow,
} from './account-erasure.repository.js';

export const ACCOUNT_ERASURE_KEY = 'ACCOUNT_ERASURE_DAYS' as const;
/** Writes of the job are the System user's in the audit trail, with this note. */
const SYSTEM = 'System';
const AUDIT_NOTE = 'Account erasure';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Accounts judged per run: a backlog larger than this is worked through on the following days. */
const RUN_LIMIT = 1000;

/**
 * The columns each module blanks (their repositories' erasePersonalData), as the audit trail names
 * them: their old and new values in the participant's audit events become "[erased]" too. '*': rows
 * deleted whole, every value of their events is erased.
 */
export const ERASED_AUDIT_FIELDS: Readonly<Record<string, readonly string[] | '*'>> = {
  participants: [
    'email',
    'first_name',
    'middle_name',
    'last_name',
    'phone_number',
    'address1',
    'address2',
    'city',
    'postal_code',
    'extended_postal_code',
    'preferred_contact_type',
    'gender',
    'age_group',
    'status_message',
    'government_affiliation',
  ],
  vehicles: ['vin', 'license_plate', 'logs', 'reports', 'locations', 'gotoll'],
  participant_connections: ['authorization_code', 'access_token', 'refresh_token', 'external_vehicle_id'],
  mileage_reporting_options: ['shipping_tracking_number', 'shipping_carrier'],
  mileage_reports: ['photos', 'reason'],
  participant_inquiries: ['subject', 'body', 'body_html', 'name', 'email'],
  inquiry_comments: ['body', 'body_html', 'email_payload', 'email_attachments'],
  disputes: ['reason', 'resolution_note', 'files'],
  payment_attempts: ['payment_method_token', 'response'],
  payment_cards: '*',
  transactions: ['description'],
  trips: ['notes'],
  trip_adjustments: ['note'],
  participant_statements: ['note'],
  notifications: '*',
  invitations: '*',
};

/** The modules that hold a participant's personal data, each erasing its own (decision 020). */
export interface AccountErasureDeps {
  participants: Pick<ParticipantsService, 'dueForErasure' | 'lockForErasure' | 'erasePersonalData'>;
  identity: PersonalDataEraser;
  vehicles: PersonalDataEraser;
  connections: PersonalDataEraser;
  devices: PersonalDataEraser;
  trips: PersonalDataEraser;
  tripLocation: Pick<TripLocationService, 'destroyAllOf'>;
  webhooks: Pick<WebhooksService, 'destroyPayloadPoints'>;
  mileageReports: PersonalDataEraser;
  statements: PersonalDataEraser;
  billing: PersonalDataEraser;
  payments: PersonalDataEraser;
  inquiries: PersonalDataEraser;
  disputes: PersonalDataEraser;
  notifications: PersonalDataEraser;
  privacy: PersonalDataEraser;
  enrolment: Pick<EnrolmentService, 'eraseInvitations'>;
  audit: Pick<AuditService, 'erasePersonalData'>;
  standing: Pick<StandingService, 'unpaidCents'>;
  storage: StorageProvider;
  configuration: Pick<ConfigurationService, 'wholeNumber'>;
}

/**
 * Account erasure (decision 020): the daily job erases the personal data of every account closed at
 * least ACCOUNT_ERASURE_DAYS ago, and records what it erased per account. The money records stay
 * (amounts, dates, statuses, the account number) under the account's random id, so the books still
 * reconcile; an account that still owes money is held back, with the reason, until it is settled.
 */
export class AccountErasureService {
  constructor(
    private readonly repo: AccountErasureRepository,
    private readonly deps: AccountErasureDeps,
  ) {}

  /** The configured period; a stored value that is not usable reads as the default. */
  retentionDays(): Promise<number> {
    return this.deps.configuration.wholeNumber(ACCOUNT_ERASURE_KEY);
  }

  /**
   * One run at `now`: every due account erased (one transaction each, its proof inside it) or held.
   * Running again erases nothing twice: an erased account is marked, and each is locked and re-checked.
   */
  async run(options: { now?: Date } = {}): Promise<AccountErasureRunRow> {
    const now = options.now ?? new Date();
    const retentionDays = await this.retentionDays();
    const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
    const run = await this.repo.insertRun({ ranAt: now, retentionDays });
    for (const candidate of await this.deps.participants.dueForErasure(cutoff, RUN_LIMIT)) {
      await this.eraseAccount(run.id, candidate.username, now, cutoff);
    }
    return this.repo.finishRun(run.id, new Date());
  }

  private async eraseAccount(runId: string, username: string, now: Date, cutoff: Date): Promise<void> {
    const d = this.deps;
    // Files first: they cannot be part of the transaction. Should it then fail, the account is still
    // due and the next run erases the rest; a due account's files are never wanted again.
    const owedBefore = await d.standing.unpaidCents(this.repo.db, username);
    const files = owedBefore > 0 ? 0 : await this.deleteFiles(username);
    await withActor(
      this.repo.db,
      SYSTEM,
      async (tx) => {
        const account = await d.participants.lockForErasure(tx, username, cutoff);
        if (!account?.closedDate) return;
        const base = { runId, username, accountNo: account.accountNo, closedDate: account.closedDate };
        const owed = await d.standing.unpaidCents(tx, username);
        if (owed > 0) {
          await this.repo.record(tx, {
            ...base,
            outcome: 'held',
            heldReason: `Unpaid balance of ${formatCents(owed)}.`,
          });
          return;
        }
        const invitationIds = await d.enrolment.eraseInvitations(tx, account.email);
        const destroyed = await d.tripLocation.destroyAllOf(tx, username, now);
        const recordIds = destroyed.flatMap((t) => (t.recordId ? [t.recordId] : []));
        const deliveryPoints = [...(await d.webhooks.destroyPayloadPoints(tx, recordIds)).values()];
        const counts: Record<string, number> = {
          account: await d.identity.erasePersonalData(tx, username),
          participant: await d.participants.erasePersonalData(tx, username, now),
          vehicles: await d.vehicles.erasePersonalData(tx, username),
          connections: await d.connections.erasePersonalData(tx, username),
          devices: await d.devices.erasePersonalData(tx, username),
          trips: await d.trips.erasePersonalData(tx, username),
          tripLocations: destroyed.length,
          locationPoints: destroyed.reduce((n, t) => n + t.bins, 0),
          deliveryPoints: deliveryPoints.reduce((n, p) => n + p, 0),
          mileageReports: await d.mileageReports.erasePersonalData(tx, username),
          statements: await d.statements.erasePersonalData(tx, username),
          transactions: await d.billing.erasePersonalData(tx, username),
          payments: await d.payments.erasePersonalData(tx, username),
          inquiries: await d.inquiries.erasePersonalData(tx, username),
          disputes: await d.disputes.erasePersonalData(tx, username),
          emails: await d.notifications.erasePersonalData(tx, username),
          exports: await d.privacy.erasePersonalData(tx, username),
          invitations: invitationIds.length,
          files,
        };
        // Last, so that the events of the writes above are scrubbed too.
        counts.auditEvents = await d.audit.erasePersonalData(tx, {
          username,
          keys: [`users#${username}`, ...invitationIds.map((id) => `invitations#${id}`)],
          fields: ERASED_AUDIT_FIELDS,
        });
        await this.repo.record(tx, { ...base, outcome: 'erased', counts, erasedAt: now });
      },
      { note: AUDIT_NOTE },
    );
  }

  /** Deletes every file in the participant's folder (photos, statement PDFs, exports, attachments). */
  private async deleteFiles(username: string): Promise<number> {
    const keys: string[] = [];
    for await (const object of this.deps.storage.list(participantPrefix(username))) keys.push(object.key);
    let deleted = 0;
    for (const key of keys) if (await this.deps.storage.delete(key)) deleted++;
    return deleted;
  }

  async listRuns(actor: Actor | null, args: PageArgs): Promise<Page<AccountErasureRunRow>> {
    requireAdmin(actor);
    return paginate(args, {
      defaultDirection: 'DESC',
      arity: 2,
      keyOf: (r: AccountErasureRunRow) => [timeKey(r.createdAt), r.id],
      fetch: (q) => this.repo.listRuns(q),
    });
  }

  async getRun(actor: Actor | null, id: string): Promise<AccountErasureRunRow | null> {
    requireAdmin(actor);
    return this.repo.findRun(id);
  }

  /** Staff: a run's accounts (at most `limit`). */
  async runAccounts(actor: Actor | null, runId: string, limit = 500): Promise<AccountErasureRow[]> {
    requireAdmin(actor);
    return this.repo.listRunAccounts(runId, Math.min(Math.max(limit, 1), 1000));
  }
}
