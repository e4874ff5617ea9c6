import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { pilotPrograms } from '../../db/schema/index.js';
import type { SortDirection } from '../../lib/cursor.js';
import { afterKey, type CursorValue, orderByKey } from '../../lib/pagination.js';

export type PilotProgramRow = typeof pilotPrograms.$inferSelect;

export class ProgramsRepository {
  constructor(readonly db: Database) {}

  async findByShortName(shortName: string): Promise<PilotProgramRow | null> {
    const rows = await this.db
      .select()
      .from(pilotPrograms)
      .where(sql`lower(${pilotPrograms.shortName}) = lower(${shortName})`)
      .limit(1);
    return rows[0] ?? null;
  }

  async findByIds(ids: readonly string[]): Promise<PilotProgramRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(pilotPrograms)
      .where(inArray(pilotPrograms.id, [...ids]));
  }

  async findById(id: string, ex: Executor = this.db): Promise<PilotProgramRow | null> {
    const rows = await ex.select().from(pilotPrograms).where(eq(pilotPrograms.id, id)).limit(1);
    return rows[0] ?? null;
  }

  async upsert(row: typeof pilotPrograms.$inferInsert): Promise<void> {
    await this.db
      .insert(pilotPrograms)
      .values(row)
      .onConflictDoUpdate({
        target: pilotPrograms.id,
        set: { name: row.name, description: row.description, details: row.details, category: row.category },
      });
  }

  /** Keyset page ordered by short name (unique, and fixed for the life of a program). */
  list(
    filter: { category?: string },
    options: { limit: number; after: CursorValue[] | null; direction: SortDirection },
  ): Promise<PilotProgramRow[]> {
    const key = [pilotPrograms.shortName];
    return this.db
      .select()
      .from(pilotPrograms)
      .where(
        and(
          filter.category ? eq(pilotPrograms.category, filter.category) : undefined,
          afterKey(key, options.after, options.direction),
        ),
      )
      .orderBy(...orderByKey(key, options.direction))
      .limit(options.limit);
  }

  async update(
    tx: Executor,
    id: string,
    values: Partial<
      Pick<PilotProgramRow, 'name' | 'category' | 'description' | 'isDeviceRequired' | 'isGpsRequired' | 'details'>
    >,
  ): Promise<PilotProgramRow | null> {
    const [row] = await tx
      .update(pilotPrograms)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(pilotPrograms.id, id))
      .returning();
    return row ?? null;
  }
}
