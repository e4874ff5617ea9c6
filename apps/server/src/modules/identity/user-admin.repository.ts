import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import type { SortDirection } from '../../lib/cursor.js';
import { afterKey, type CursorValue, orderByKey } from '../../lib/pagination.js';

export type UserRow = typeof users.$inferSelect;

/** SQL only: the identity store's users, their role (groups), ban flag (disabled) and sessions. */
export class UserAdminRepository {
  constructor(readonly db: Database) {}

  async findById(id: string, ex: Executor = this.db): Promise<UserRow | null> {
    const rows = await ex.select().from(users).where(eq(users.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /** Users whose role list holds `role`, by e-mail (unique). The role is a comma-separated list. */
  listByRole(
    role: string,
    page: { limit: number; after: CursorValue[] | null; direction: SortDirection },
  ): Promise<UserRow[]> {
    const key = [users.email];
    return this.db
      .select()
      .from(users)
      .where(
        and(
          sql`${role} = any(string_to_array(replace(coalesce(${users.role}, ''), ' ', ''), ','))`,
          afterKey(key, page.after, page.direction),
        ),
      )
      .orderBy(...orderByKey(key, page.direction))
      .limit(page.limit);
  }

  async setRole(tx: Executor, id: string, role: string | null): Promise<UserRow | null> {
    const [row] = await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id)).returning();
    return row ?? null;
  }

  async setBanned(tx: Executor, id: string, banned: boolean, reason: string | null): Promise<UserRow | null> {
    const [row] = await tx
      .update(users)
      .set({ banned, banReason: banned ? reason : null, banExpires: null, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row ?? null;
  }

  /** Ends every session of the user (they must sign in again, which a ban refuses). */
  async deleteSessions(tx: Executor, userId: string): Promise<number> {
    const rows = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    return rows.length;
  }
}
