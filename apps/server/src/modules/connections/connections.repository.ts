import { and, asc, desc, eq, gt, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { participantConnections } from '../../db/schema/index.js';
import { afterKey, orderByKey } from '../../lib/pagination.js';
import type { KeysetQuery } from '../vehicles/vehicles.repository.js';

export type ConnectionRow = typeof participantConnections.$inferSelect;
export type NewConnectionRow = typeof participantConnections.$inferInsert;

export class ConnectionsRepository {
  constructor(readonly db: Database) {}

  /** Account erasure (decision 020): the carmaker's tokens and vehicle id removed; the connection's dates stay. */
  async erasePersonalData(tx: Executor, username: string): Promise<number> {
    const rows = await tx
      .update(participantConnections)
      .set({
        authorizationCode: null,
        accessToken: null,
        refreshToken: null,
        accessTokenExpiresAt: null,
        externalVehicleId: null,
        updatedAt: new Date(),
      })
      .where(eq(participantConnections.username, username))
      .returning({ id: participantConnections.id });
    return rows.length;
  }

  async findById(id: string, executor: Executor = this.db): Promise<ConnectionRow | null> {
    const rows = await executor.select().from(participantConnections).where(eq(participantConnections.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /** Keyset page of a participant's connections ordered by (createdAt, id). */
  list(query: KeysetQuery & { username: string; vehicleId?: string | null }): Promise<ConnectionRow[]> {
    const c = participantConnections;
    const key = [c.createdAt, c.id];
    const conditions: (SQL | undefined)[] = [
      eq(c.username, query.username),
      query.vehicleId ? eq(c.vehicleId, query.vehicleId) : undefined,
      afterKey(key, query.after, query.direction),
    ];
    return this.db
      .select()
      .from(c)
      .where(and(...conditions))
      .orderBy(...orderByKey(key, query.direction))
      .limit(query.limit);
  }

  /** Any connection that recorded this authorization code (codes are single-use). */
  async findByAuthorizationCode(code: string, executor: Executor = this.db): Promise<ConnectionRow | null> {
    const rows = await executor
      .select()
      .from(participantConnections)
      .where(eq(participantConnections.authorizationCode, code))
      .limit(1);
    return rows[0] ?? null;
  }

  /** The participant's connection for a vehicle with a provider (the newest, if several). */
  async findForVehicle(
    executor: Executor,
    username: string,
    vehicleId: string,
    resourceProvider: string,
  ): Promise<ConnectionRow | null> {
    const c = participantConnections;
    const rows = await executor
      .select()
      .from(c)
      .where(and(eq(c.username, username), eq(c.vehicleId, vehicleId), eq(c.resourceProvider, resourceProvider)))
      .orderBy(desc(c.createdAt))
      .limit(1);
    return rows[0] ?? null;
  }

  /**
   * One page of connections the telematics job reads, by id: with a vehicle, not waiting for the
   * participant to reconnect, and holding a token.
   */
  listReadable(afterId: string | null, limit: number): Promise<ConnectionRow[]> {
    const c = participantConnections;
    return this.db
      .select()
      .from(c)
      .where(
        and(
          isNotNull(c.vehicleId),
          eq(c.forceRestoreConnection, false),
          or(isNotNull(c.accessToken), isNotNull(c.refreshToken)),
          afterId ? gt(c.id, afterId) : undefined,
        ),
      )
      .orderBy(asc(c.id))
      .limit(limit);
  }

  /**
   * Marks the participant's connections of a vehicle (by vehicle, or the one the vehicle points at) as
   * needing a restore; returns the rows changed.
   */
  forceRestore(
    tx: Executor,
    target: { username: string; vehicleId: string; connectionId: string | null },
    updatedBy: string,
  ): Promise<ConnectionRow[]> {
    const c = participantConnections;
    return tx
      .update(c)
      .set({ forceRestoreConnection: true, updatedBy, updatedAt: new Date() })
      .where(
        and(
          eq(c.username, target.username),
          target.connectionId
            ? or(eq(c.vehicleId, target.vehicleId), eq(c.id, target.connectionId))
            : eq(c.vehicleId, target.vehicleId),
        ),
      )
      .returning();
  }

  async insert(tx: Executor, row: NewConnectionRow): Promise<ConnectionRow> {
    const [created] = await tx.insert(participantConnections).values(row).returning();
    if (!created) throw new Error('connection insert returned no row');
    return created;
  }

  async update(tx: Executor, id: string, values: Partial<NewConnectionRow>): Promise<ConnectionRow | null> {
    const [row] = await tx
      .update(participantConnections)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(participantConnections.id, id))
      .returning();
    return row ?? null;
  }
}
