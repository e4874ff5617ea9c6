import { MRO_EVENTS_DEFAULT_DAYS, updateMroEventSchema, windowStart } from '@rc/domain';
import { type Executor, withActor } from '../../db/actor.js';
import { AppError } from '../../errors.js';
import type { Page } from '../../lib/cursor.js';
import type { DateKeyCondition } from '../../lib/filters.js';
import { type PageArgs, paginate, timeKey } from '../../lib/pagination.js';
import { validate } from '../../lib/validation.js';
import { type Actor, requireAdmin, requireSelfOrAdmin } from '../identity/actor.js';
import type { MroEventFilter, MroEventRow, MroEventsRepository, NewMroEventRow } from './mro-events.repository.js';

type ListArgs = PageArgs & { filter?: MroEventFilter | null };

/**
 * Who may read a trip's events is the trips module's rule: it answers with the trip or refuses
 * (the trips service). An interface, so the dependency points from trips to MRO events only.
 */
export interface TripAccess {
  requireTrip(actor: Actor | null, tripId: string): Promise<{ trip: { id: string } }>;
}

/**
 * Events reported by devices or raised by processing (staff spec section 8 codes). Staff read and
 * annotate them (flagged, type, description); a participant reads the events of their own trips
 * and account.
 */
export class MroEventsService {
  constructor(
    private readonly repo: MroEventsRepository,
    private readonly trips: TripAccess,
  ) {}

  private page(
    args: ListArgs,
    query: Omit<Parameters<MroEventsRepository['list']>[0], 'limit' | 'after' | 'direction' | 'filter'>,
    defaultDirection: 'ASC' | 'DESC' = 'DESC',
  ): Promise<Page<MroEventRow>> {
    return paginate(args, {
      defaultDirection,
      arity: 2,
      keyOf: (e) => [timeKey(e.dateTime), e.id],
      fetch: (q) => this.repo.list({ ...q, ...query, filter: args.filter }),
    });
  }

  /** The events of one trip, oldest first: for staff, or the trip's participant when they can see the trip. */
  async getMroEventsByTripId(actor: Actor | null, args: ListArgs & { tripId: string }) {
    const { trip } = await this.trips.requireTrip(actor, args.tripId);
    return this.page(args, { key: this.repo.keyTrip(trip.id) }, 'ASC');
  }

  /** Staff: processed or unprocessed events, newest first; the last 7 days unless a range is given. */
  async getMroEventsByIsProcessedByDateTime(
    actor: Actor | null,
    args: ListArgs & { isProcessed: boolean; dateTime?: DateKeyCondition | null },
  ) {
    requireAdmin(actor);
    const dateTime = args.dateTime ?? { ge: windowStart(new Date(), { days: MRO_EVENTS_DEFAULT_DAYS }) };
    return this.page(args, { key: this.repo.keyProcessed(args.isProcessed), dateTime });
  }

  /**
   * Staff: the MRO Events screen — every event in a range (the last 7 days unless given), newest
   * first, optionally only processed or unprocessed ones, one device's (serial, any case), one
   * participant's, one code's or the flagged ones.
   */
  async listMroEvents(actor: Actor | null, args: ListArgs & { dateTime?: DateKeyCondition | null }) {
    requireAdmin(actor);
    const dateTime = args.dateTime ?? { ge: windowStart(new Date(), { days: MRO_EVENTS_DEFAULT_DAYS }) };
    const f = args.filter ?? {};
    const filter: MroEventFilter = {
      ...f,
      mroDeviceSerialNumber: f.mroDeviceSerialNumber?.trim().toUpperCase() || null,
      username: f.username?.trim() || null,
    };
    return this.page({ ...args, filter }, { key: undefined, dateTime });
  }

  async getMroEventsByMroDeviceSerialNumber(
    actor: Actor | null,
    args: ListArgs & { mroDeviceSerialNumber: string; dateTime?: DateKeyCondition | null },
  ) {
    requireAdmin(actor);
    return this.page(args, { key: this.repo.keySerial(args.mroDeviceSerialNumber), dateTime: args.dateTime });
  }

  /** A participant's events, newest first (filter flagged): their own for a participant, any for staff. */
  async getMroEventsByUsername(
    actor: Actor | null,
    args: ListArgs & { username: string; dateTime?: DateKeyCondition | null },
  ) {
    requireSelfOrAdmin(actor, args.username);
    return this.page(args, {
      key: this.repo.keyUsername(args.username, args.filter?.flagged),
      dateTime: args.dateTime,
    });
  }

  /**
   * Events raised by the system (trip processing, watchers), written in the caller's transaction.
   * The caller has decided who they concern; nothing is authorised here.
   */
  recordEvents(tx: Executor, events: NewMroEventRow[]): Promise<void> {
    return this.repo.insertMany(tx, events);
  }

  /** Trips moved to another participant's vehicle: their events follow, in the caller's transaction. */
  async moveTripEvents(tx: Executor, tripIds: string[], target: { username: string; vehicleId: string }) {
    if (tripIds.length) await this.repo.moveTrips(tx, tripIds, target);
  }

  /** Whether the device already has an event of `code` dated at or after `since` (the watchers' dedup). */
  hasEventSince(tx: Executor, serial: string, code: number, since: Date): Promise<boolean> {
    return this.repo.existsSince(tx, serial, code, since);
  }

  /** Records a processing stage on an event once; false when another run already recorded it. */
  recordStage(tx: Executor, eventId: string, entry: { stage: string } & Record<string, unknown>): Promise<boolean> {
    return this.repo.appendStageOnce(tx, eventId, entry);
  }

  /** Staff edit an event's flag, type and description. */
  async updateMroEvent(actor: Actor | null, raw: unknown): Promise<MroEventRow> {
    const admin = requireAdmin(actor);
    const { id, ...changes } = validate(updateMroEventSchema, raw);
    const values: Partial<Pick<MroEventRow, 'flagged' | 'type' | 'description'>> = {};
    if (changes.flagged != null) values.flagged = changes.flagged;
    if (changes.type !== undefined) values.type = changes.type || null;
    if (changes.description !== undefined) values.description = changes.description || null;
    const updated = await withActor(this.repo.db, admin.username, (tx) =>
      this.repo.update(tx, id, { ...values, updatedBy: admin.username }),
    );
    if (!updated) throw new AppError('NOT_FOUND', 'mroEventNotFound');
    return updated;
  }
}
