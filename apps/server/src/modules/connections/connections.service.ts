import {
  connectTelematicsSchema,
  createParticipantConnectionSchema,
  updateParticipantConnectionSchema,
} from '@rc/domain';
import { type Executor, type Transaction, withActor } from '../../db/actor.js';
import { AppError } from '../../errors.js';
import {
  TelematicsError,
  type TelematicsProvider,
  TelematicsUnavailableError,
} from '../../integrations/telematics/index.js';
import type { Page } from '../../lib/cursor.js';
import { type PageArgs, paginate, timeKey } from '../../lib/pagination.js';
import { validate } from '../../lib/validation.js';
import { type Actor, requireSelfOrAdmin } from '../identity/actor.js';
import type { ParticipantsService } from '../participants/participants.service.js';
import { type TelematicsSwitch, usernameOf, type VehiclesService } from '../vehicles/vehicles.service.js';
import type { ConnectionRow, ConnectionsRepository, NewConnectionRow } from './connections.repository.js';

export interface ConnectionFilter {
  vehicleId?: string | null;
}

/**
 * Vehicle-data provider authorisations (telematics). The tokens stay on the server: the API never
 * returns them, and callers may only clear them (Reconnect).
 */
export class ConnectionsService {
  constructor(
    private readonly repo: ConnectionsRepository,
    private readonly vehicles: VehiclesService,
    private readonly participants: Pick<ParticipantsService, 'findByUsernames'>,
    private readonly telematics: TelematicsProvider,
  ) {}

  /** Account erasure (decision 020), in the caller's transaction. */
  erasePersonalData(tx: Executor, username: string): Promise<number> {
    return this.repo.erasePersonalData(tx, username);
  }

  private async participantExists(username: string): Promise<boolean> {
    return (await this.participants.findByUsernames([username])).length > 0;
  }

  /**
   * The vehicle-maker consent page returned a code (participant spec section 2, Reporting Options):
   * own or staff. Exchanges it for tokens (kept on the server) and creates or updates the
   * participant's connection for the vehicle; a wrong, expired or reused code is refused, and a vehicle
   * maker that is not answering is told as such (try again later), not as a bad code.
   */
  async connectTelematics(actor: Actor | null, raw: unknown): Promise<ConnectionRow> {
    const caller = requireSelfOrAdmin(actor, usernameOf(raw));
    const input = validate(connectTelematicsSchema, raw);
    if (!(await this.participantExists(input.username))) throw new AppError('NOT_FOUND', 'participantNotFound');
    if (await this.repo.findByAuthorizationCode(input.code)) throw new AppError('BAD_USER_INPUT', 'telematicsCodeUsed');
    const vehicle = await this.vehicles.lockVehicle(this.repo.db, input.vehicleId);
    if (!vehicle || vehicle.username !== input.username) throw new AppError('BAD_USER_INPUT', 'deviceVehicleNotOwned');
    let tokens: Awaited<ReturnType<TelematicsProvider['exchangeCode']>>;
    try {
      tokens = await this.telematics.exchangeCode(input.code);
    } catch (error) {
      // The code was not used up: the participant can go through the consent page again shortly.
      if (error instanceof TelematicsUnavailableError)
        throw new AppError('SERVICE_UNAVAILABLE', 'telematicsUnavailable');
      if (!(error instanceof TelematicsError)) throw error;
      const used = /already been used/.test(error.message);
      throw new AppError('BAD_USER_INPUT', used ? 'telematicsCodeUsed' : 'telematicsCodeInvalid');
    }
    const values = {
      authorizationCode: input.code,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      accessTokenExpiresAt: tokens.accessTokenExpiresAt,
      externalVehicleId: tokens.externalVehicleId,
      forceRestoreConnection: false,
      updatedBy: caller.username,
    };
    return withActor(this.repo.db, caller.username, async (tx) => {
      const locked = await this.vehicles.lockVehicle(tx, input.vehicleId);
      if (!locked || locked.username !== input.username) throw new AppError('BAD_USER_INPUT', 'deviceVehicleNotOwned');
      const existing = await this.repo.findForVehicle(tx, input.username, input.vehicleId, this.telematics.key);
      const connection = existing
        ? await this.repo.update(tx, existing.id, values)
        : await this.repo.insert(tx, {
            ...values,
            username: input.username,
            vehicleId: input.vehicleId,
            resourceProvider: this.telematics.key,
            createdBy: caller.username,
          });
      if (!connection) throw new AppError('NOT_FOUND', 'connectionNotFound');
      if (locked.participantConnectionId !== connection.id) {
        await this.vehicles.linkConnection(tx, input.vehicleId, connection.id, caller.username);
      }
      return connection;
    });
  }

  /**
   * Staff switched a vehicle to telematics (staff spec section 4): its connections must be restored,
   * so the participant goes through the vehicle maker's consent again (their dashboard asks for it and
   * the daily reading skips the connection until then). A vehicle without a connection already asks
   * for one. Runs in the vehicle edit's transaction (VehiclesService.onSwitchedToTelematics).
   */
  forceRestoreForVehicle(tx: Transaction, change: TelematicsSwitch): Promise<ConnectionRow[]> {
    return this.repo.forceRestore(
      tx,
      {
        username: change.vehicle.username,
        vehicleId: change.vehicle.id,
        connectionId: change.vehicle.participantConnectionId,
      },
      change.actor,
    );
  }

  /** A participant's connections (own or staff), newest first by default. */
  async listParticipantConnections(
    actor: Actor | null,
    username: string,
    filter: ConnectionFilter | null | undefined,
    args: PageArgs,
  ): Promise<Page<ConnectionRow>> {
    requireSelfOrAdmin(actor, username);
    return paginate(args, {
      defaultDirection: 'DESC',
      arity: 2,
      keyOf: (c) => [timeKey(c.createdAt), c.id],
      fetch: (q) => this.repo.list({ ...q, username, vehicleId: filter?.vehicleId }),
    });
  }

  /**
   * Records the authorisation the provider's consent page returned, for the participant's vehicle
   * (own or staff); the vehicle then points at the connection.
   */
  async createParticipantConnection(actor: Actor | null, raw: unknown): Promise<ConnectionRow> {
    const caller = requireSelfOrAdmin(actor, usernameOf(raw));
    const input = validate(createParticipantConnectionSchema, raw);
    if (!(await this.participantExists(input.username))) throw new AppError('NOT_FOUND', 'participantNotFound');
    return withActor(this.repo.db, caller.username, async (tx) => {
      if (input.vehicleId) {
        const vehicle = await this.vehicles.lockVehicle(tx, input.vehicleId);
        if (!vehicle || vehicle.username !== input.username) {
          throw new AppError('BAD_USER_INPUT', 'deviceVehicleNotOwned');
        }
      }
      const connection = await this.repo.insert(tx, {
        username: input.username,
        vehicleId: input.vehicleId ?? null,
        resourceProvider: input.resourceProvider,
        authorizationCode: input.authorizationCode || null,
        externalVehicleId: input.externalVehicleId || null,
        createdBy: caller.username,
        updatedBy: caller.username,
      });
      if (connection.vehicleId) {
        await this.vehicles.linkConnection(tx, connection.vehicleId, connection.id, caller.username);
      }
      return connection;
    });
  }

  /**
   * Own or staff. Reconnect clears the tokens and the restore flag; a new authorization code
   * replaces the old one and clears the tokens (the server exchanges the code again).
   */
  async updateParticipantConnection(actor: Actor | null, raw: unknown): Promise<ConnectionRow> {
    const caller = requireSelfOrAdmin(actor, usernameOf(raw));
    const input = validate(updateParticipantConnectionSchema, raw);
    const current = await this.repo.findById(input.id);
    if (!current || current.username !== input.username) throw new AppError('NOT_FOUND', 'connectionNotFound');
    const changes: Partial<NewConnectionRow> = {};
    if (input.forceRestoreConnection != null) changes.forceRestoreConnection = input.forceRestoreConnection;
    if (input.accessToken !== undefined) Object.assign(changes, { accessToken: null, accessTokenExpiresAt: null });
    if (input.refreshToken !== undefined) changes.refreshToken = null;
    if (input.authorizationCode) {
      Object.assign(changes, {
        authorizationCode: input.authorizationCode,
        accessToken: null,
        refreshToken: null,
        accessTokenExpiresAt: null,
        forceRestoreConnection: false,
      });
    }
    return withActor(this.repo.db, caller.username, async (tx) => {
      const updated = await this.repo.update(tx, current.id, { ...changes, updatedBy: caller.username });
      if (!updated) throw new AppError('NOT_FOUND', 'connectionNotFound');
      return updated;
    });
  }
}
