import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { pilotPrograms } from '../../db/schema/index.js';

export type PilotProgramRow = typeof pilotPrograms.$inferSelect;

export class ProgramsRepository {
  constructor(private readonly db: Database) {}

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

  async findById(id: string): Promise<PilotProgramRow | null> {
    const rows = await this.db.select().from(pilotPrograms).where(eq(pilotPrograms.id, id)).limit(1);
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
}
