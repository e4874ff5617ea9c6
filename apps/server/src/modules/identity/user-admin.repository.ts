import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { accounts, sessions, users } from '../../db/schema/index.js';
import type { SortDirection } from '../../lib/cursor.js';
import { afterKey, type CursorValue, orderByKey } from '../../lib/pagination.js';

export type UserRow = typeof users.$inferSelect;
/** A listed user, with when their newest session began (null: no session kept). */
export type ListedUserRow = UserRow & { lastSignInAt: Date | null };

/** The user's role list, trimmed, as an SQL array. */
const roleList = sql`string_to_array(replace(coalesce(${users.role}, ''), ' ', ''), ',')`;
const listedColumns = {
  ...getTableColumns(users),
  // Written out: drizzle leaves column names unqualified in a selection, which the subquery would misread.
  lastSignInAt: sql<Date | null>`(select max(s.created_at) from sessions s where s.user_id = "users"."id")`.mapWith(
    (value: string | Date | null) => (value == null ? null : new Date(value)),
  ),
};

/** SQL only: the identity store's users, their role (groups), ban flag (disabled) and sessions. */
export class UserAdminRepository {
  constructor(readonly db: Database) {}

  async findById(id: string, ex: Executor = this.db): Promise<UserRow | null> {
    const rows = await ex.select().from(users).where(eq(users.id, id)).limit(1);
    return rows[0] ?? null;
  }

  async findByEmail(email: string, ex: Executor = this.db): Promise<UserRow | null> {
    const rows = await ex.select().from(users).where(eq(users.email, email)).limit(1);
    return rows[0] ?? null;
  }

  /**
   * Users whose role list holds `role` (null: users with neither group, 'N/A'), by e-mail (unique),
   * with their newest session's start. The role is a comma-separated list.
   */
  listByRole(
    role: 'admin' | 'user' | null,
    page: { limit: number; after: CursorValue[] | null; direction: SortDirection },
  ): Promise<ListedUserRow[]> {
    const key = [users.email];
    return this.db
      .select(listedColumns)
      .from(users)
      .where(
        and(
          role === null ? sql`not (${roleList} && array['admin', 'user'])` : sql`${role} = any(${roleList})`,
          afterKey(key, page.after, page.direction),
        ),
      )
      .orderBy(...orderByKey(key, page.direction))
      .limit(page.limit);
  }

  /** A confirmed staff account (role admin) with a credential of the given password hash; returns its id. */
  async createStaffUser(tx: Executor, email: string, passwordHash: string): Promise<UserRow> {
    const id = crypto.randomUUID().replaceAll('-', '');
    const [row] = await tx
      .insert(users)
      .values({ id, email, name: email, emailVerified: true, role: 'admin' })
      .returning();
    await tx
      .insert(accounts)
      .values({ id: crypto.randomUUID(), accountId: id, providerId: 'credential', userId: id, password: passwordHash });
    return row as UserRow;
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
