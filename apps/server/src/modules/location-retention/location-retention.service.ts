import { withActor } from '../../db/actor.js';
import type { Page } from '../../lib/cursor.js';
import { type PageArgs, paginate, timeKey } from '../../lib/pagination.js';
import type { ConfigurationService } from '../configuration/configuration.service.js';
import { type Actor, requireAdmin } from '../identity/actor.js';
import type { LocationLeftover } from '../trips/trip-location.read-model.js';
import type { TripLocationService } from '../trips/trip-location.service.js';
import type { WebhooksService } from '../webhooks/webhooks.service.js';
import type {
  LocationRetentionRepository,
  LocationRetentionRunRow,
  LocationRetentionTripRow,
  NewLocationRetentionTripRow,
  ParticipantRetentionCounts,
} from './location-retention.repository.js';

export const LOCATION_RETENTION_KEY = 'LOCATION_RETENTION_DAYS' as const;
/** Writes of the job are the System user's in the audit trail. */
const SYSTEM = 'System';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Trips cleared per database transaction: short locks, and a crash loses at most one batch's work. */
const BATCH = 200;

/** What a participant is told about a trip's location data. */
export interface TripLocationRetention {
  /** KEPT: still stored (until keptUntil; null while its charges are unpaid or it is disputed); DESTROYED: gone since destroyedAt. */
  status: 'KEPT' | 'DESTROYED';
  keptUntil: Date | null;
  destroyedAt: Date | null;
  retentionDays: number;
}

export interface PrivacyVerifyReport {
  ok: boolean;
  checkedAt: Date;
  retentionDays: number;
  /** Trips whose period started at or before this still keeping location data are reported. */
  cutoff: Date;
  leftovers: LocationLeftover[];
}

export interface LocationRetentionDeps {
  tripLocation: TripLocationService;
  webhooks: Pick<WebhooksService, 'destroyPayloadPoints'>;
  configuration: Pick<ConfigurationService, 'wholeNumber'>;
}

/**
 * Location retention (decision 015): the daily job destroys the location data of every trip whose
 * period (LOCATION_RETENTION_DAYS after its charges were paid, or after processing when it is never
 * billed) has ended, records what it destroyed per trip, and a check finds anything left past its date.
 * A trip with an open dispute keeps its data; the period then starts when the dispute is decided, if
 * that is later than the payment.
 */
export class LocationRetentionService {
  constructor(
    private readonly repo: LocationRetentionRepository,
    private readonly deps: LocationRetentionDeps,
  ) {}

  /** The configured period; a stored value that is not usable reads as the default. */
  retentionDays(): Promise<number> {
    return this.deps.configuration.wholeNumber(LOCATION_RETENTION_KEY);
  }

  /**
   * One run at `now`: every due trip's location data destroyed, batch by batch, each batch with its proof
   * in the same transaction. Running again finds nothing more (cleared trips are skipped, also when two
   * runs overlap: each trip is locked and re-checked).
   */
  async run(options: { now?: Date } = {}): Promise<LocationRetentionRunRow> {
    const now = options.now ?? new Date();
    const retentionDays = await this.retentionDays();
    const run = await this.repo.insertRun({ ranAt: now, retentionDays });
    const due = await this.deps.tripLocation.dueTrips(new Date(now.getTime() - retentionDays * DAY_MS));
    for (let i = 0; i < due.length; i += BATCH) {
      const ids = due.slice(i, i + BATCH).map((t) => t.tripId);
      await withActor(this.repo.db, SYSTEM, async (tx) => {
        const destroyed = await this.deps.tripLocation.destroy(tx, ids, now);
        const recordIds = destroyed.flatMap((t) => (t.recordId ? [t.recordId] : []));
        const points = await this.deps.webhooks.destroyPayloadPoints(tx, recordIds);
        const rows: NewLocationRetentionTripRow[] = destroyed.map((t) => ({
          runId: run.id,
          tripId: t.tripId,
          username: t.username,
          bins: t.bins,
          polylines: t.polylines,
          segments: t.segments,
          deliveryPoints: t.recordId ? (points.get(t.recordId) ?? 0) : 0,
          destroyedAt: now,
        }));
        await this.repo.recordTrips(tx, run.id, rows);
      });
    }
    return this.repo.finishRun(run.id, new Date());
  }

  /** What each trip's participant is told (the caller has authorised reading the trips). */
  async tripRetention(tripIds: readonly string[]): Promise<Map<string, TripLocationRetention>> {
    const [days, clocks] = await Promise.all([this.retentionDays(), this.deps.tripLocation.clocks(tripIds)]);
    const out = new Map<string, TripLocationRetention>();
    for (const [id, c] of clocks) {
      out.set(
        id,
        c.destroyedAt
          ? { status: 'DESTROYED', keptUntil: null, destroyedAt: c.destroyedAt, retentionDays: days }
          : {
              status: 'KEPT',
              keptUntil: c.clockAt ? new Date(c.clockAt.getTime() + days * DAY_MS) : null,
              destroyedAt: null,
              retentionDays: days,
            },
      );
    }
    return out;
  }

  /**
   * `npm run privacy:verify`: every trip still holding location data although it was destroyed or its
   * period ended a full day (the job's interval) before `now`.
   */
  async verify(options: { now?: Date; limit?: number } = {}): Promise<PrivacyVerifyReport> {
    const now = options.now ?? new Date();
    const retentionDays = await this.retentionDays();
    const cutoff = new Date(now.getTime() - (retentionDays + 1) * DAY_MS);
    const leftovers = await this.deps.tripLocation.leftovers(cutoff, options.limit);
    return { ok: leftovers.length === 0, checkedAt: now, retentionDays, cutoff, leftovers };
  }

  async listRuns(actor: Actor | null, args: PageArgs): Promise<Page<LocationRetentionRunRow>> {
    requireAdmin(actor);
    return paginate(args, {
      defaultDirection: 'DESC',
      arity: 2,
      keyOf: (r: LocationRetentionRunRow) => [timeKey(r.createdAt), r.id],
      fetch: (q) => this.repo.listRuns(q),
    });
  }

  async getRun(actor: Actor | null, id: string): Promise<LocationRetentionRunRow | null> {
    requireAdmin(actor);
    return this.repo.findRun(id);
  }

  /** Staff: per participant of each run (the GraphQL layer batches the runs of a page). */
  participantCounts(runIds: readonly string[]): Promise<Map<string, ParticipantRetentionCounts[]>> {
    return this.repo.participantCounts(runIds);
  }

  /** Staff: a run's trips, optionally of one participant (at most `limit`). */
  runTrips(runId: string, username: string | null, limit = 500): Promise<LocationRetentionTripRow[]> {
    return this.repo.listRunTrips(runId, username, Math.min(Math.max(limit, 1), 1000));
  }
}

/** The report of `npm run privacy:verify` as text. */
export function formatPrivacyVerifyReport(report: PrivacyVerifyReport): string {
  const head = `Location data check at ${report.checkedAt.toISOString()} (retention ${report.retentionDays} days; periods that started before ${report.cutoff.toISOString()}):`;
  if (report.ok) return `${head}\nOK: no location data is kept past its date.`;
  const lines = report.leftovers.map(
    (l) =>
      `  trip ${l.tripId} (${l.username}): ${l.bins} GPS points, ${l.polylines} routes, ${l.segments} segments with routes, ${l.deliveryPoints} delivery points; ` +
      (l.destroyedAt
        ? `destroyed on ${l.destroyedAt.toISOString()}`
        : `period started ${l.clockAt?.toISOString() ?? '?'}`),
  );
  return `${head}\nFAILED: ${report.leftovers.length} trip(s) keep location data past its date:\n${lines.join('\n')}`;
}
