import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { participants } from '../../db/schema/index.js';
import type { SortDirection } from '../../lib/cursor.js';
import { afterKey, type CursorValue, orderByKey } from '../../lib/pagination.js';

export type ParticipantRow = typeof participants.$inferSelect;
export type NewParticipantRow = typeof participants.$inferInsert;

export class ParticipantsRepository {
  constructor(private readonly db: Database) {}

  async findByUsername(username: string): Promise<ParticipantRow | null> {
    const rows = await this.db.select().from(participants).where(eq(participants.username, username)).limit(1);
    return rows[0] ?? null;
  }

  async insert(row: NewParticipantRow): Promise<ParticipantRow> {
    const [created] = await this.db.insert(participants).values(row).onConflictDoNothing().returning();
    return created ?? (await this.findByUsername(row.username)) ?? Promise.reject(new Error('participant insert'));
  }

  /** Keyset page ordered by (createdAt, username). */
  async list(options: {
    limit: number;
    after: CursorValue[] | null;
    direction: SortDirection;
  }): Promise<ParticipantRow[]> {
    const key = [participants.createdAt, participants.username];
    return this.db
      .select()
      .from(participants)
      .where(afterKey(key, options.after, options.direction))
      .orderBy(...orderByKey(key, options.direction))
      .limit(options.limit);
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(participants);
    return row?.n ?? 0;
  }
}
