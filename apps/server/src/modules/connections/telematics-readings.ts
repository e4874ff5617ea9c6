import type { Logger } from 'pino';
import { type Transaction, withActor } from '../../db/actor.js';
import type { VehicleReport } from '../../db/schema/index.js';
import {
  TelematicsError,
  type TelematicsProvider,
  type TelematicsTokens,
  TelematicsUnavailableError,
} from '../../integrations/telematics/index.js';
import type { OdometerCharges, OdometerVehicle } from '../mileage-reports/odometer-charges.js';
import type { ConnectionRow, ConnectionsRepository } from './connections.repository.js';

/** Jobs act as System in the audit trail. */
export const SYSTEM_ACTOR = 'System';
const PAGE = 200;
/** A token this close to its expiry is refreshed first. */
const EXPIRY_MARGIN_MS = 60_000;

export interface TelematicsReadingsDeps {
  telematics: TelematicsProvider;
  odometer: OdometerCharges;
  vehicles: {
    findByIds(ids: readonly string[]): Promise<(OdometerVehicle & { reports: VehicleReport[] })[]>;
    lockVehicle(tx: Transaction, id: string): Promise<(OdometerVehicle & { reports: VehicleReport[] }) | null>;
    recordOdometerReading(
      tx: Transaction,
      vehicleId: string,
      reading: { odometer: number; at: Date; source: 'manual' | 'telematics'; telematicsSource?: string },
      updatedBy: string,
    ): Promise<void>;
  };
}

export type ReadingOutcome =
  | { connectionId: string; status: 'charged'; km: number; odometer: number; tripId: string }
  | { connectionId: string; status: 'baseline' | 'unchanged'; odometer: number }
  | { connectionId: string; status: 'restoreNeeded'; reason: string }
  | { connectionId: string; status: 'skipped'; reason: string }
  | { connectionId: string; status: 'unavailable'; reason: string }
  | { connectionId: string; status: 'failed'; reason: string };

/**
 * The daily telematics read (docs/domain.md: odometer readings fetched daily, the difference charged like a
 * manual report). For each connection with a vehicle reporting by telematics: get a working token
 * (refreshing an expired one), read the odometer, and in one transaction charge the distance since the
 * last reading from the same source as one California trip and store the new reading. The first
 * reading of a source is the starting point (nothing charged). Expired or withdrawn access that a
 * refresh cannot restore sets forceRestoreConnection (the participant must reconnect); nothing is charged.
 * A vehicle maker that is not answering is 'unavailable': nothing changes on the connection and the
 * reading is tried again later (readConnectionById, from the retry job); the distance is never lost,
 * since each reading charges everything since the previous one.
 */
export class TelematicsReadingsService {
  constructor(
    private readonly repo: ConnectionsRepository,
    private readonly deps: TelematicsReadingsDeps,
  ) {}

  /** Reads every readable connection; one connection's failure never stops the others. */
  async readAll(now: Date = new Date(), logger?: Logger): Promise<ReadingOutcome[]> {
    const outcomes: ReadingOutcome[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await this.repo.listReadable(after, PAGE);
      if (page.length === 0) break;
      const vehicleIds = [...new Set(page.map((c) => c.vehicleId).filter((id): id is string => id !== null))];
      const vehicles = new Map((await this.deps.vehicles.findByIds(vehicleIds)).map((v) => [v.id, v]));
      for (const connection of page) {
        const vehicle = connection.vehicleId ? vehicles.get(connection.vehicleId) : undefined;
        outcomes.push(await this.readSafely(connection, vehicle, now, logger));
      }
      after = page[page.length - 1]?.id ?? null;
      if (page.length < PAGE) break;
    }
    return outcomes;
  }

  /**
   * Reads one connection again (the retry after an outage), if it is still readable; null when it is
   * gone or no longer read (reconnect needed, tokens cleared).
   */
  async readConnectionById(id: string, now: Date = new Date(), logger?: Logger): Promise<ReadingOutcome | null> {
    const connection = await this.repo.findById(id);
    if (!connection?.vehicleId || connection.forceRestoreConnection) return null;
    if (!connection.accessToken && !connection.refreshToken) return null;
    const [vehicle] = await this.deps.vehicles.findByIds([connection.vehicleId]);
    return this.readSafely(connection, vehicle, now, logger);
  }

  /** One connection's outcome; never throws, so one connection's failure never stops the others. */
  private async readSafely(
    connection: ConnectionRow,
    vehicle: OdometerVehicle | undefined,
    now: Date,
    logger?: Logger,
  ): Promise<ReadingOutcome> {
    if (!vehicle) return { connectionId: connection.id, status: 'skipped', reason: 'no vehicle' };
    try {
      return await this.readConnection(connection, vehicle, now);
    } catch (err) {
      const reason = String((err as Error).message ?? err);
      if (err instanceof TelematicsUnavailableError) {
        logger?.warn({ connectionId: connection.id, reason }, 'vehicle maker not answering; reading retried later');
        return { connectionId: connection.id, status: 'unavailable', reason };
      }
      logger?.error({ err, connectionId: connection.id }, 'telematics reading failed');
      return { connectionId: connection.id, status: 'failed', reason };
    }
  }

  private async readConnection(
    connection: ConnectionRow,
    vehicle: OdometerVehicle,
    now: Date,
  ): Promise<ReadingOutcome> {
    const id = connection.id;
    if (vehicle.mroType !== 'telematics') return { connectionId: id, status: 'skipped', reason: 'not telematics' };
    if (connection.resourceProvider !== this.deps.telematics.key) {
      return { connectionId: id, status: 'skipped', reason: `provider ${connection.resourceProvider}` };
    }

    let odometer: number | null = null;
    const usable =
      connection.accessToken &&
      (!connection.accessTokenExpiresAt ||
        connection.accessTokenExpiresAt.getTime() > now.getTime() + EXPIRY_MARGIN_MS);
    if (usable && connection.accessToken) {
      try {
        odometer = await this.deps.telematics.readOdometer(connection.accessToken, now);
      } catch (error) {
        if (!(error instanceof TelematicsError)) throw error;
        // Expired, invalid or withdrawn: a refresh decides whether access can be restored.
      }
    }
    if (odometer === null) {
      // Only the provider's refusals (TelematicsError) mean a reconnect; an outage propagates unchanged.
      const restoreNeeded = async (error: TelematicsError): Promise<ReadingOutcome> => {
        await withActor(this.repo.db, SYSTEM_ACTOR, (tx) =>
          this.repo.update(tx, id, { forceRestoreConnection: true, updatedBy: SYSTEM_ACTOR }),
        );
        return { connectionId: id, status: 'restoreNeeded', reason: error.reason };
      };
      let tokens: TelematicsTokens;
      try {
        if (!connection.refreshToken) throw new TelematicsError('invalid_token', 'No refresh token.');
        tokens = await this.deps.telematics.refreshTokens(connection.refreshToken, now);
      } catch (error) {
        if (!(error instanceof TelematicsError)) throw error;
        return restoreNeeded(error);
      }
      // Kept before reading: a provider that rotates refresh tokens has already retired the old one.
      await withActor(this.repo.db, SYSTEM_ACTOR, (tx) =>
        this.repo.update(tx, id, {
          accessToken: tokens.accessToken,
          refreshToken: tokens.refreshToken,
          accessTokenExpiresAt: tokens.accessTokenExpiresAt,
          updatedBy: SYSTEM_ACTOR,
        }),
      );
      try {
        odometer = await this.deps.telematics.readOdometer(tokens.accessToken, now);
      } catch (error) {
        if (!(error instanceof TelematicsError)) throw error;
        return restoreNeeded(error);
      }
    }
    return this.charge(connection, vehicle.id, odometer, now);
  }

  /** Charges the distance since the last reading of this source and stores the reading, in one transaction. */
  private charge(connection: ConnectionRow, vehicleId: string, odometer: number, now: Date): Promise<ReadingOutcome> {
    const source = `${connection.resourceProvider}:${connection.externalVehicleId ?? connection.id}`;
    return withActor(this.repo.db, SYSTEM_ACTOR, async (tx) => {
      const vehicle = await this.deps.vehicles.lockVehicle(tx, vehicleId);
      if (!vehicle) return { connectionId: connection.id, status: 'skipped', reason: 'no vehicle' } as const;
      const last = [...vehicle.reports].reverse().find((r) => r.source === source && typeof r.odometer === 'number');
      const lastKm = last?.odometer ?? null;
      // A reading below the last one (a provider fault) is neither charged nor kept as the new start.
      if (lastKm !== null && odometer <= lastKm) {
        return { connectionId: connection.id, status: 'unchanged', odometer: lastKm } as const;
      }
      const charged =
        lastKm === null
          ? null
          : await this.deps.odometer.charge(tx, {
              recordId: `telematics:${connection.id}:${now.toISOString()}`,
              source: 'telematics',
              vehicle,
              fromKm: lastKm,
              toKm: odometer,
              from: last?.tsReportDate ? new Date(last.tsReportDate) : now,
              to: now,
              actor: SYSTEM_ACTOR,
            });
      await this.deps.vehicles.recordOdometerReading(
        tx,
        vehicle.id,
        { odometer, at: now, source: 'telematics', telematicsSource: source },
        SYSTEM_ACTOR,
      );
      if (!charged) return { connectionId: connection.id, status: 'baseline', odometer } as const;
      return {
        connectionId: connection.id,
        status: 'charged',
        km: charged.km,
        odometer,
        tripId: charged.tripId,
      } as const;
    });
  }
}
