import { randomUUID } from 'node:crypto';
import { createDisputeSchema, type DisputeItemType, disputeDeadline, isAdmin, resolveDisputeSchema } from '@rc/domain';
import { type Executor, withActor } from '../../db/actor.js';
import type { DisputeFile } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { participantPrefix } from '../../integrations/storage/keys.js';
import type { StorageProvider } from '../../integrations/storage/provider.js';
import { ATTACHMENT_MAX_COUNT, type Attachment, checkAttachment, safeFileName } from '../../lib/attachments.js';
import { validate } from '../../lib/validation.js';
import type { StandingService } from '../billing/standing.service.js';
import type { ConfigurationService } from '../configuration/configuration.service.js';
import { type Actor, requireActor, requireAdmin, requireSelfOrAdmin } from '../identity/actor.js';
import type { InquiriesService } from '../inquiries/inquiries.service.js';
import type { TripsService } from '../trips/trips.service.js';
import type { DisputeItem, DisputeItemsReadModel } from './dispute-items.read-model.js';
import type { DisputeRow, DisputesRepository } from './disputes.repository.js';

export const DISPUTE_PERIOD_KEY = 'DISPUTE_PERIOD_DAYS' as const;
/** PostgreSQL's unique violation: two disputes of one item raised at once. */
const UNIQUE_VIOLATION = '23505';

/** What the dispute form shows of an item before it is disputed. */
export interface DisputableItem {
  itemType: DisputeItemType;
  itemId: string;
  amountCents: number;
  /** The last moment it may be disputed (null: not billed yet, so no deadline runs). */
  deadlineAt: Date | null;
  /** DISPUTE_PERIOD_DAYS: how long after its statement it may be disputed. */
  periodDays: number;
  /** It may be disputed now: the period has not ended and no dispute of it is open. */
  canDispute: boolean;
  openDispute: DisputeRow | null;
}

export interface DisputesDeps {
  items: DisputeItemsReadModel;
  inquiries: Pick<InquiriesService, 'openDisputeInquiry' | 'closeWithMessage'>;
  trips: Pick<TripsService, 'creditTripIn'>;
  configuration: Pick<ConfigurationService, 'wholeNumber'>;
  /** Where the dispute's files are kept (the participant's folder). */
  storage?: StorageProvider;
  /** Re-judges the participant's standing at once (a disputed amount stops or starts counting). */
  standing?: Pick<StandingService, 'evaluateParticipant'>;
  logger?: { warn(object: unknown, message: string): void };
}

/**
 * Disputes of a charge (docs/domain.md "Pilot calendar and disputes", decision 021). A participant
 * disputes a trip, a statement line or a mileage report with a reason, within DISPUTE_PERIOD_DAYS of the statement that
 * billed it; the dispute is an inquiry (category Mileage Reporting) linked to the item. Staff resolve
 * it: upheld, with a credit made as an adjustment of the trip that the dispute names, or rejected;
 * either way the decision is sent to the participant as a message and the inquiry is closed. While
 * open, the disputed amount is left out of the overdue standing (billing's read model) and the trip's
 * location data is kept (the retention read model).
 */
export class DisputesService {
  constructor(
    private readonly repo: DisputesRepository,
    private readonly deps: DisputesDeps,
  ) {}

  periodDays(): Promise<number> {
    return this.deps.configuration.wholeNumber(DISPUTE_PERIOD_KEY);
  }

  /** The item as its participant (or staff) may see it; participants never see another's. */
  private async requireItem(executor: Executor, actor: Actor, itemType: DisputeItemType, itemId: string) {
    const item = await this.deps.items.find(executor, itemType, itemId);
    if (!item) throw new AppError('NOT_FOUND', 'disputeItemNotFound');
    requireSelfOrAdmin(actor, item.username);
    if (!isAdmin(actor.groups) && !item.visibleToParticipant) throw new AppError('NOT_FOUND', 'disputeItemNotFound');
    return item;
  }

  /** What the dispute form of an item shows: the amount, the deadline, and whether it can be disputed. */
  async disputableItem(
    actorOrNull: Actor | null,
    args: { itemType: DisputeItemType; itemId: string; now?: Date },
  ): Promise<DisputableItem> {
    const actor = requireActor(actorOrNull);
    const item = await this.requireItem(this.repo.db, actor, args.itemType, args.itemId);
    const periodDays = await this.periodDays();
    const deadlineAt = disputeDeadline(item.statementIssuedAt, periodDays);
    const openDispute = await this.repo.findOpen(this.repo.db, item);
    const now = args.now ?? new Date();
    return {
      itemType: args.itemType,
      itemId: args.itemId,
      amountCents: item.amountCents,
      deadlineAt,
      periodDays,
      canDispute: !openDispute && !item.awaitingReview && (deadlineAt === null || now <= deadlineAt),
      openDispute,
    };
  }

  /**
   * A participant disputes a charge of theirs (staff may file one on their behalf): refused once the
   * period after its statement has ended, or while a dispute of it is open. The inquiry and the
   * dispute are written together.
   */
  async createDispute(
    actorOrNull: Actor | null,
    raw: unknown,
    options: { now?: Date; files?: Attachment[] } = {},
  ): Promise<DisputeRow> {
    const actor = requireActor(actorOrNull);
    const input = validate(createDisputeSchema, raw);
    const attachments = options.files ?? [];
    const checked = attachments.map((file) => ({ file, check: checkAttachment(file) }));
    if (attachments.length > ATTACHMENT_MAX_COUNT || checked.some((c) => !c.check.ok)) {
      throw new AppError('BAD_USER_INPUT', 'disputeFileRefused');
    }
    const item = await this.requireItem(this.repo.db, actor, input.itemType, input.itemId);
    if (item.awaitingReview) throw new AppError('BAD_USER_INPUT', 'disputeReportAwaitingReview');
    const deadlineAt = disputeDeadline(item.statementIssuedAt, await this.periodDays());
    if (deadlineAt && (options.now ?? new Date()) > deadlineAt) {
      throw new AppError('BAD_USER_INPUT', 'disputePeriodOver');
    }
    const id = randomUUID();
    const files = await this.storeFiles(
      `${participantPrefix(item.username)}disputes/${id}/`,
      checked.map(({ file, check }) => ({ ...file, ext: check.ok ? check.ext : 'bin' })),
    );
    let dispute: DisputeRow;
    try {
      dispute = await withActor(this.repo.db, actor.username, async (tx) => {
        if (await this.repo.findOpen(tx, item)) throw new AppError('CONFLICT', 'disputeAlreadyOpen');
        const inquiry = await this.deps.inquiries.openDisputeInquiry(tx, actor, {
          username: item.username,
          subject: input.subject,
          body: input.reason,
        });
        return this.repo.insert(tx, {
          id,
          files,
          username: item.username,
          inquiryId: inquiry.id,
          itemType: item.itemType,
          tripId: item.tripId,
          mileageReportId: item.mileageReportId,
          statementId: item.statementId,
          stateCode: item.stateCode,
          vehicleId: item.vehicleId,
          amountCents: item.amountCents,
          reason: input.reason,
          deadlineAt,
          status: 'open',
          createdBy: actor.username,
          updatedBy: actor.username,
        });
      });
    } catch (error) {
      await this.deleteFiles(files);
      if ((error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION) {
        throw new AppError('CONFLICT', 'disputeAlreadyOpen');
      }
      throw error;
    }
    await this.reviewStanding(item);
    return dispute;
  }

  /**
   * Staff decide a dispute: upheld (a credit of at most the disputed amount becomes an adjustment of the
   * trip, linked from the dispute; a credit of 0 upholds without money, e.g. a report to re-audit) or
   * rejected. The decision is sent to the participant and the inquiry is closed, in one transaction.
   */
  async resolveDispute(actorOrNull: Actor | null, raw: unknown): Promise<DisputeRow> {
    const admin = requireAdmin(actorOrNull);
    const input = validate(resolveDisputeSchema, raw);
    const resolved = await withActor(this.repo.db, admin.username, async (tx) => {
      const dispute = await this.repo.lockById(tx, input.id);
      if (!dispute) throw new AppError('NOT_FOUND', 'disputeNotFound');
      if (dispute.status !== 'open') throw new AppError('CONFLICT', 'disputeNotOpen');
      if (input.creditCents > dispute.amountCents) throw new AppError('BAD_USER_INPUT', 'disputeCreditInvalid');
      const adjustment =
        input.creditCents > 0 && dispute.tripId
          ? await this.deps.trips.creditTripIn(tx, admin, {
              tripId: dispute.tripId,
              creditCents: input.creditCents,
              note: `Dispute ${dispute.id}: ${input.note}`,
              // A statement line's credit is of that state's charge.
              stateCode: dispute.stateCode,
            })
          : null;
      const row = await this.repo.resolve(tx, dispute.id, {
        status: input.outcome,
        resolutionNote: input.note,
        creditCents: input.creditCents,
        adjustmentId: adjustment?.id ?? null,
        resolvedAt: new Date(),
        resolvedBy: admin.username,
        updatedBy: admin.username,
      });
      await this.deps.inquiries.closeWithMessage(tx, admin, dispute.inquiryId, input.note);
      return row;
    });
    await this.reviewStanding(resolved);
    return resolved;
  }

  /**
   * More files for an open dispute (a receipt found later, a second photo), by its participant or
   * staff: at most ATTACHMENT_MAX_COUNT in all, of the types a new dispute takes. Stored next to the
   * first ones; none is kept if the dispute was decided meanwhile or the files do not fit.
   */
  async addFiles(actorOrNull: Actor | null, id: string, attachments: readonly Attachment[]): Promise<DisputeRow> {
    const actor = requireActor(actorOrNull);
    const found = await this.repo.findById(id);
    if (!found) throw new AppError('NOT_FOUND', 'disputeNotFound');
    requireSelfOrAdmin(actor, found.username);
    if (found.status !== 'open') throw new AppError('CONFLICT', 'disputeNotOpen');
    const checked = attachments.map((file) => ({ file, check: checkAttachment(file) }));
    if (
      attachments.length === 0 ||
      found.files.length + attachments.length > ATTACHMENT_MAX_COUNT ||
      checked.some((c) => !c.check.ok)
    ) {
      throw new AppError('BAD_USER_INPUT', 'disputeFileRefused');
    }
    const files = await this.storeFiles(
      `${participantPrefix(found.username)}disputes/${id}/`,
      checked.map(({ file, check }) => ({ ...file, ext: check.ok ? check.ext : 'bin' })),
      found.files.length,
    );
    try {
      return await withActor(this.repo.db, actor.username, async (tx) => {
        const dispute = await this.repo.lockById(tx, id);
        if (dispute?.status !== 'open') throw new AppError('CONFLICT', 'disputeNotOpen');
        if (dispute.files.length + files.length > ATTACHMENT_MAX_COUNT) {
          throw new AppError('BAD_USER_INPUT', 'disputeFileRefused');
        }
        return this.repo.setFiles(tx, id, [...dispute.files, ...files], actor.username);
      });
    } catch (error) {
      await this.deleteFiles(files);
      throw error;
    }
  }

  /** Staff, or the dispute's participant. */
  async getDispute(actorOrNull: Actor | null, id: string): Promise<DisputeRow> {
    const actor = requireActor(actorOrNull);
    const dispute = await this.repo.findById(id);
    if (!dispute) throw new AppError('NOT_FOUND', 'disputeNotFound');
    requireSelfOrAdmin(actor, dispute.username);
    return dispute;
  }

  /** The newest dispute of each trip (the caller has authorised reading the trips). */
  async latestOfTrips(tripIds: readonly string[]): Promise<Map<string, DisputeRow>> {
    const rows = await this.repo.latestByTrips(tripIds);
    return new Map(rows.map((d) => [d.tripId ?? '', d]));
  }

  /** The newest dispute of each mileage report (the caller has authorised reading them). */
  async latestOfMileageReports(reportIds: readonly string[]): Promise<Map<string, DisputeRow>> {
    const rows = await this.repo.latestByMileageReports(reportIds);
    return new Map(rows.map((d) => [d.mileageReportId ?? '', d]));
  }

  /** The newest dispute of each line of the statements (the caller has authorised reading them). */
  latestOfStatementLines(statementIds: readonly string[]): Promise<DisputeRow[]> {
    return this.repo.latestByStatementLines(statementIds);
  }

  /** The dispute each inquiry is (the caller has authorised reading the inquiries). */
  async ofInquiries(inquiryIds: readonly string[]): Promise<Map<string, DisputeRow>> {
    return new Map((await this.repo.byInquiries(inquiryIds)).map((d) => [d.inquiryId, d]));
  }

  /** The dispute each adjustment resolved (the caller has authorised reading the adjustments). */
  async ofAdjustments(adjustmentIds: readonly string[]): Promise<Map<string, DisputeRow>> {
    return new Map((await this.repo.byAdjustments(adjustmentIds)).map((d) => [d.adjustmentId ?? '', d]));
  }

  /** Account erasure (decision 020), in the caller's transaction. */
  erasePersonalData(tx: Executor, username: string): Promise<number> {
    return this.repo.erasePersonalData(tx, username);
  }

  /**
   * Stores a dispute's files under `prefix`, numbered after the `before` it has; none is kept if one
   * cannot be stored.
   */
  private async storeFiles(
    prefix: string,
    files: (Attachment & { ext: string })[],
    before = 0,
  ): Promise<DisputeFile[]> {
    if (files.length === 0) return [];
    const storage = this.deps.storage;
    if (!storage) throw new AppError('SERVICE_UNAVAILABLE', 'storageUnavailable');
    const stored: DisputeFile[] = [];
    try {
      for (const [n, file] of files.entries()) {
        const info = await storage.put(
          `${prefix}${before + n + 1}-${safeFileName(file.filename, file.ext)}`,
          file.bytes,
          file.contentType,
        );
        stored.push({
          storageKey: info.key,
          filename: file.filename.slice(0, 200),
          contentType: file.contentType,
          size: info.size,
        });
      }
    } catch (error) {
      await this.deleteFiles(stored);
      if (error instanceof Error && error.name === 'StorageUnavailableError') {
        throw new AppError('SERVICE_UNAVAILABLE', 'storageUnavailable');
      }
      throw error;
    }
    return stored;
  }

  private async deleteFiles(files: readonly DisputeFile[]): Promise<void> {
    await Promise.all(files.map((f) => this.deps.storage?.delete(f.storageKey)));
  }

  /** The standing job would see it tomorrow; the participant should see it now. Best effort. */
  private async reviewStanding(item: Pick<DisputeItem, 'username'>): Promise<void> {
    try {
      await this.deps.standing?.evaluateParticipant(item.username);
    } catch (error) {
      this.deps.logger?.warn({ err: error, username: item.username }, 'standing not re-judged after a dispute');
    }
  }
}
