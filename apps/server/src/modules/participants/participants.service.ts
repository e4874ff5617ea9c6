import {
  AGREEMENT_VERSION,
  agreeToTermsSchema,
  closeAccountSchema,
  isAdmin,
  LOCATION_ONLY_PILOTS,
  PARTICIPANT_PROFILE_FIELDS,
  PARTICIPANT_STAFF_FIELDS,
  PARTICIPANT_STAFF_FLAGS,
  type ParticipantStatus,
  REQUIRED_AGREEMENTS,
  updateParticipantSchema,
} from '@rc/domain';
import { type Executor, type Transaction, withActor } from '../../db/actor.js';
import { AppError } from '../../errors.js';
import type { AddressToVerify, AddressVerifier } from '../../integrations/address/index.js';
import type { Page } from '../../lib/cursor.js';
import type { DateKeyCondition } from '../../lib/filters.js';
import { type PageArgs, paginate, timeKey } from '../../lib/pagination.js';
import { validate } from '../../lib/validation.js';
import { type Actor, requireActor, requireAdmin, requireSelfOrAdmin } from '../identity/actor.js';
import type { ProgramsService } from '../programs/programs.service.js';
import type {
  ErasureCandidate,
  ParticipantListFilter,
  ParticipantPatch,
  ParticipantRow,
  ParticipantsRepository,
  ParticipantTripTotals,
} from './participants.repository.js';

/** What changed on a participant that the participant is told about (templates accountUpdate*, status ones). */
export type ParticipantChangeKind = 'name' | 'address' | 'phoneNumber' | 'status';

const NAME_FIELDS = ['firstName', 'middleName', 'lastName'] as const;
const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'state', 'postalCode'] as const;

/**
 * The participant-visible changes between two versions of a participant: a changed name (first, middle
 * or last), address (any line, city, state or zip), phone number, or status. This is the seam for the
 * accountUpdateName / accountUpdateAddress / accountUpdatePhoneNumber (and status) notifications.
 */
export function notifiableChanges(before: ParticipantRow, after: ParticipantRow): ParticipantChangeKind[] {
  const differs = (fields: readonly (keyof ParticipantRow)[]) =>
    fields.some((f) => (before[f] ?? null) !== (after[f] ?? null));
  const kinds: ParticipantChangeKind[] = [];
  if (differs(NAME_FIELDS)) kinds.push('name');
  if (differs(ADDRESS_FIELDS)) kinds.push('address');
  if (differs(['phoneNumber'])) kinds.push('phoneNumber');
  if (before.status !== after.status) kinds.push('status');
  return kinds;
}

/** Who made a change: the participant themselves, a staff member, or an automatic rule (a job). */
export type ParticipantChangeSource = 'participant' | 'staff' | 'system';

export interface ParticipantChange {
  before: ParticipantRow;
  after: ParticipantRow;
  changes: ParticipantChangeKind[];
  /** Username of who made the change (the participant or a staff member). */
  actor: string;
  source: ParticipantChangeSource;
}

/**
 * Called inside the transaction of a participant change that has notifiable changes, so a listener
 * (e.g. the notifications module queuing a notification row) commits or rolls back with the change.
 */
export type ParticipantChangeListener = (change: ParticipantChange, tx: Transaction) => Promise<void>;

export interface ListParticipantsArgs extends PageArgs {
  filter?: { onboardedDate?: DateKeyCondition | null; status?: ParticipantStatus | null } | null;
}

export interface ParticipantsByStatusArgs extends ListParticipantsArgs {
  status: ParticipantStatus;
  createdAt?: DateKeyCondition | null;
}

const PROFILE_COMPLETE_FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'address1',
  'city',
  'state',
  'postalCode',
] as const;

export class ParticipantsService {
  private readonly listeners: ParticipantChangeListener[] = [];

  constructor(
    private readonly repo: ParticipantsRepository,
    private readonly programs: ProgramsService,
    private readonly address: AddressVerifier,
  ) {}

  /** Account erasure (decision 020): closed accounts due (closed at or before `cutoff`), oldest first. */
  dueForErasure(cutoff: Date, limit = 500): Promise<ErasureCandidate[]> {
    return this.repo.dueForErasure(cutoff, limit);
  }

  /** Account erasure: the account locked in the caller's transaction while it is still due, else null. */
  lockForErasure(tx: Executor, username: string, cutoff: Date): Promise<ErasureCandidate | null> {
    return this.repo.lockForErasure(tx, username, cutoff);
  }

  /** Account erasure (decision 020), in the caller's transaction. */
  erasePersonalData(tx: Executor, username: string, at: Date): Promise<number> {
    return this.repo.erasePersonalData(tx, username, at);
  }

  /** Registers a listener for notifiable participant changes (see ParticipantChangeListener). */
  onParticipantChanged(listener: ParticipantChangeListener): void {
    this.listeners.push(listener);
  }

  /** Own record for a participant, any record for an admin. */
  async getParticipant(actor: Actor | null, username: string): Promise<ParticipantRow> {
    requireSelfOrAdmin(actor, username);
    const participant = await this.repo.findByUsername(username);
    if (!participant) throw new AppError('NOT_FOUND', 'participantNotFound');
    return participant;
  }

  /**
   * Trip processing recorded charges: the running fee totals move by the deltas, the first-data
   * date is set once, and a VIN mismatch sets the flag (staff clear it).
   */
  addTripTotals(
    tx: Executor,
    username: string,
    totals: Omit<ParticipantTripTotals, 'username' | 'reported'>,
  ): Promise<void> {
    return this.repo.addTripTotals(tx, [{ username, ...totals }]);
  }

  /** Several trips' totals at once (deliveries processed together); a participant's entries add up. */
  addTripsTotals(tx: Executor, items: readonly ParticipantTripTotals[]): Promise<void> {
    return this.repo.addTripTotals(tx, items);
  }

  /**
   * The inactivity flag (missing device data): the heartbeat watcher sets it after 5 silent days; a
   * device report clears it (call with false when a device reports). True when it changed.
   */
  setInactive(tx: Executor, username: string, isInactive: boolean, updatedBy = 'System'): Promise<boolean> {
    return this.repo.setInactive(tx, username, isInactive, updatedBy);
  }

  /**
   * A system rule (the billing standing job) changes a participant in the caller's transaction: locks
   * the row, applies the patch `decide` returns for the current row (null: nothing to change), and
   * tells the change listeners like any other change. Returns the row as it is afterwards.
   */
  async updateBySystem(
    tx: Transaction,
    username: string,
    decide: (current: ParticipantRow) => ParticipantPatch | null,
    updatedBy = 'System',
  ): Promise<ParticipantRow | null> {
    const current = await this.repo.lockByUsername(tx, username);
    if (!current) return null;
    const patch = decide(current);
    if (!patch || Object.keys(patch).length === 0) return current;
    const updated = await this.repo.update(tx, username, { ...patch, updatedBy });
    await this.emit(tx, current, updated, updatedBy, 'system');
    return updated;
  }

  /**
   * A participant changed their vehicle during enrolment: their reporting-device preference no longer
   * holds (participant spec 2). In the caller's transaction; the caller has authorised the change.
   */
  async clearDevicePreference(tx: Executor, username: string, updatedBy: string): Promise<void> {
    await this.repo.update(tx, username, { mroDevicePreference: null, updatedBy });
  }

  /** For other modules' loaders (e.g. an inquiry's participant); the caller has already been authorised. */
  findByUsernames(usernames: readonly string[]): Promise<ParticipantRow[]> {
    return this.repo.findByUsernames(usernames);
  }

  /** Admin: every participant, newest first by default; filter by status and onboardedDate range. */
  async listParticipants(actor: Actor | null, args: ListParticipantsArgs): Promise<Page<ParticipantRow>> {
    requireAdmin(actor);
    return this.page(args, args.filter ?? null);
  }

  /** Admin: participants of one status by creation time (optionally a createdAt range). */
  async getParticipantsByStatus(actor: Actor | null, args: ParticipantsByStatusArgs): Promise<Page<ParticipantRow>> {
    requireAdmin(actor);
    if (args.filter?.status && args.filter.status !== args.status) return { items: [], nextToken: null };
    return this.page(args, { ...args.filter, status: args.status, createdAt: args.createdAt ?? null });
  }

  private page(args: PageArgs, filter: ParticipantListFilter | null): Promise<Page<ParticipantRow>> {
    return paginate(args, {
      defaultDirection: 'DESC',
      arity: 2,
      keyOf: (p) => [timeKey(p.createdAt), p.username],
      fetch: (q) => this.repo.list({ ...q, filter }),
    });
  }

  /**
   * updateParticipant: a participant changes their own profile, reporting option and (while status is
   * created) pilot program; staff may also set status, status message and flags. Closing needs a reason
   * and records when and by whom; a closed account's profile is frozen until staff reopen it.
   */
  async updateParticipant(actorOrNull: Actor | null, raw: unknown): Promise<ParticipantRow> {
    const actor = requireActor(actorOrNull);
    const input = validate(updateParticipantSchema, raw);
    requireSelfOrAdmin(actor, input.username);
    const staff = isAdmin(actor.groups);
    const given = (field: keyof typeof input) => input[field] !== undefined;
    if (!staff && PARTICIPANT_STAFF_FIELDS.some(given)) {
      throw new AppError('FORBIDDEN', 'staffOnlyParticipantFields');
    }
    const profileFields = [...PARTICIPANT_PROFILE_FIELDS, 'mroDevicePreference', 'participantPilotProgramId'] as const;
    const changesProfile = profileFields.some(given);
    const closing = input.status === 'closed';
    const note = closing ? (input.closedReason ?? null) : null;

    return withActor(
      this.repo.db,
      actor.username,
      async (tx) => {
        const current = await this.repo.lockByUsername(tx, input.username);
        if (!current) throw new AppError('NOT_FOUND', 'participantNotFound');
        const nextStatus = input.status ?? (current.status as ParticipantStatus);
        if (current.status === 'closed' && nextStatus === 'closed' && (changesProfile || !staff)) {
          throw new AppError('CONFLICT', 'profileClosed');
        }

        const patch: ParticipantPatch = { updatedBy: actor.username };
        for (const field of PARTICIPANT_PROFILE_FIELDS) {
          const value = input[field];
          if (value !== undefined) Object.assign(patch, { [field]: value });
        }

        // Pilot program: participants only while enrolling; it must exist.
        let programShortName: string | null = null;
        if (
          input.participantPilotProgramId !== undefined &&
          input.participantPilotProgramId !== current.participantPilotProgramId
        ) {
          if (!staff && current.status !== 'created') throw new AppError('CONFLICT', 'pilotProgramLocked');
          const [program] = await this.programs.findByIds([input.participantPilotProgramId]);
          if (!program) throw new AppError('BAD_USER_INPUT', 'pilotProgramNotFound');
          patch.participantPilotProgramId = program.id;
          programShortName = program.shortName;
        } else if (current.participantPilotProgramId) {
          const [program] = await this.programs.findByIds([current.participantPilotProgramId]);
          programShortName = program?.shortName ?? null;
        }

        // Reporting option: the location-fee pilots allow only a device with location.
        const locationOnly = (LOCATION_ONLY_PILOTS as readonly (string | null)[]).includes(programShortName);
        if (input.mroDevicePreference !== undefined) {
          if (
            locationOnly &&
            input.mroDevicePreference !== null &&
            input.mroDevicePreference !== 'automatedWithLocation'
          ) {
            throw new AppError('BAD_USER_INPUT', 'reportingOptionNeedsLocation');
          }
          patch.mroDevicePreference = input.mroDevicePreference;
          patch.mroManualCapture = input.mroDevicePreference === 'manual';
        } else if (
          patch.participantPilotProgramId &&
          locationOnly &&
          current.mroDevicePreference &&
          current.mroDevicePreference !== 'automatedWithLocation'
        ) {
          // A new pilot that does not allow the current choice: the wizard asks again.
          patch.mroDevicePreference = null;
          patch.mroManualCapture = false;
        }

        if (staff) {
          for (const flag of PARTICIPANT_STAFF_FLAGS) {
            const value = input[flag];
            if (value !== undefined) patch[flag] = value;
          }
          if (input.statusMessage !== undefined) patch.statusMessage = input.statusMessage;
          if (input.governmentAffiliation !== undefined) patch.governmentAffiliation = input.governmentAffiliation;
          Object.assign(patch, this.statusPatch(current, nextStatus, input.closedReason, actor.username));
        }

        await this.verifyAddress(current, patch);
        const updated = await this.repo.update(tx, current.username, patch);
        await this.emit(tx, current, updated, actor.username, staff ? 'staff' : 'participant');
        return updated;
      },
      { note },
    );
  }

  /**
   * The address check on save (participant spec section 5): when the patch changes any address field,
   * the resulting address must not be a post office box and its zip, city and state must agree with the
   * postal lookup; an unknown zip or a failed lookup is not valid. Runs before the write, so a refused
   * address changes nothing.
   */
  private async verifyAddress(current: ParticipantRow, patch: ParticipantPatch): Promise<void> {
    const changes = ADDRESS_FIELDS.some((f) => f in patch && (patch[f] ?? null) !== (current[f] ?? null));
    if (!changes) return;
    const value = (f: (typeof ADDRESS_FIELDS)[number]) => (f in patch ? patch[f] : current[f]) ?? '';
    const address: AddressToVerify = {
      address1: value('address1'),
      address2: value('address2') || null,
      city: value('city'),
      state: value('state'),
      zip: value('postalCode'),
    };
    const verdict = await this.address.verify(address);
    if (!verdict.ok) {
      throw new AppError('BAD_USER_INPUT', verdict.reason === 'poBox' ? 'poBoxNotAllowed' : 'addressNotValid');
    }
  }

  /** Columns that follow a status change: onboardedDate, and closedDate/closedReason/closedBy. */
  private statusPatch(
    current: ParticipantRow,
    next: ParticipantStatus,
    closedReason: string | null | undefined,
    by: string,
  ): ParticipantPatch {
    const patch: ParticipantPatch = {};
    if (next !== current.status) patch.status = next;
    if (next === 'onboarded' && current.status !== 'onboarded' && !current.onboardedDate)
      patch.onboardedDate = new Date();
    if (next === 'closed' && current.status !== 'closed') {
      const { closedReason: reason } = validate(closeAccountSchema, { closedReason });
      Object.assign(patch, { closedReason: reason, closedDate: new Date(), closedBy: by });
    } else if (next === 'closed' && closedReason) {
      // Staff correct the reason of an account that is already closed.
      patch.closedReason = closedReason;
    } else if (next !== 'closed' && current.status === 'closed') {
      // Reopened: the closure is history (kept by the audit trail), not the current state.
      Object.assign(patch, { closedReason: null, closedDate: null, closedBy: null });
    }
    return patch;
  }

  /**
   * AgreeToTerms: both agreements at the current version must be accepted. While enrolling, it also
   * records the step's yes/no answers and moves the account from created to onboarded.
   */
  async agreeToTerms(actorOrNull: Actor | null, raw: unknown): Promise<ParticipantRow> {
    const actor = requireActor(actorOrNull);
    const input = validate(agreeToTermsSchema, raw);
    requireSelfOrAdmin(actor, input.username);
    const note = `Accepted ${REQUIRED_AGREEMENTS.join(' and ')} version ${AGREEMENT_VERSION} on ${input.agreementDate.toISOString()}`;
    return withActor(
      this.repo.db,
      actor.username,
      async (tx) => {
        const current = await this.repo.lockByUsername(tx, input.username);
        if (!current) throw new AppError('NOT_FOUND', 'participantNotFound');
        if (current.status === 'closed') throw new AppError('CONFLICT', 'profileClosed');
        const patch: ParticipantPatch = {
          agreeGlobalParticipantAgreement: true,
          agreeGlobalPrivacyPolicy: true,
          updatedBy: actor.username,
        };
        if (current.status === 'created') {
          // The information step comes before the agreements: onboarding needs a complete profile.
          if (PROFILE_COMPLETE_FIELDS.some((f) => !current[f]))
            throw new AppError('BAD_USER_INPUT', 'fillRequiredFields');
          for (const answer of ['isGovernmentEmployee', 'isLegislator', 'isCaliforniaElected'] as const) {
            const value = input[answer];
            if (value != null) patch[answer] = value;
          }
          patch.status = 'onboarded';
          patch.onboardedDate = current.onboardedDate ?? new Date();
        }
        const updated = await this.repo.update(tx, current.username, patch);
        await this.emit(tx, current, updated, actor.username, 'participant');
        return updated;
      },
      { note },
    );
  }

  private async emit(
    tx: Transaction,
    before: ParticipantRow,
    after: ParticipantRow,
    actor: string,
    source: ParticipantChangeSource,
  ): Promise<void> {
    const changes = notifiableChanges(before, after);
    if (changes.length === 0) return;
    for (const listener of this.listeners) await listener({ before, after, changes, actor, source }, tx);
  }

  /** Every new sign-up becomes a participant with status created in the default pilot. */
  async createForNewUser(user: { id: string; email: string }, pilotShortName?: string): Promise<ParticipantRow> {
    const program = await this.programs.findByShortNameOrDefault(pilotShortName);
    return this.repo.insert({
      username: user.id,
      email: user.email,
      status: 'created',
      participantPilotProgramId: program?.id ?? null,
      updatedBy: user.id,
    });
  }
}
