import type { Executor } from '../../db/actor.js';
import type { DueTrip, LocationLeftover, TripClock, TripLocationReadModel } from './trip-location.read-model.js';
import type { DestroyedTripLocation, TripLocationRepository } from './trip-location.repository.js';

/**
 * The trips module's side of location retention (decision 015): which trips' location data is due for
 * destruction, destroying it, when each trip's period started, and what is left past its date. The
 * location-retention module runs the job, reads the period and keeps the proof.
 */
export class TripLocationService {
  constructor(
    private readonly readModel: TripLocationReadModel,
    private readonly repo: TripLocationRepository,
  ) {}

  /** Trips whose period started at or before `cutoff` (now minus the period) and still keep their data. */
  dueTrips(cutoff: Date): Promise<DueTrip[]> {
    return this.readModel.dueTrips(cutoff);
  }

  /** Destroys the trips' location data in the caller's transaction (trips already cleared are skipped). */
  destroy(tx: Executor, tripIds: readonly string[], at: Date): Promise<DestroyedTripLocation[]> {
    return this.repo.destroy(tx, tripIds, at);
  }

  /** Account erasure (decision 020): every trip of the participant cleared now, in the caller's transaction. */
  async destroyAllOf(tx: Executor, username: string, at: Date): Promise<DestroyedTripLocation[]> {
    const ids = await this.repo.tripsKeepingLocation(tx, username);
    return this.repo.destroy(tx, ids, at, 'account erased');
  }

  clocks(tripIds: readonly string[]): Promise<Map<string, TripClock>> {
    return this.readModel.clocks(tripIds);
  }

  leftovers(cutoff: Date, limit?: number): Promise<LocationLeftover[]> {
    return this.readModel.leftovers(cutoff, limit);
  }
}
