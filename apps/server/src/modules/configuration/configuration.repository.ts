import type { ConfigurationDefinition } from '@rc/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { configurations } from '../../db/schema/index.js';
import type { SortDirection } from '../../lib/cursor.js';
import { afterKey, type CursorValue, orderByKey } from '../../lib/pagination.js';

export type ConfigurationRow = typeof configurations.$inferSelect;

export class ConfigurationRepository {
  constructor(readonly db: Database) {}

  async findByKey(key: string): Promise<ConfigurationRow | null> {
    const rows = await this.db.select().from(configurations).where(eq(configurations.key, key)).limit(1);
    return rows[0] ?? null;
  }

  async list(options: { limit: number; after: CursorValue[] | null; direction: SortDirection }) {
    const key = [configurations.key];
    return this.db
      .select()
      .from(configurations)
      .where(afterKey(key, options.after, options.direction))
      .orderBy(...orderByKey(key, options.direction))
      .limit(options.limit);
  }

  async update(
    tx: Executor,
    key: string,
    values: Partial<Pick<ConfigurationRow, 'name' | 'description' | 'value' | 'options'>> & { updatedBy: string },
  ): Promise<ConfigurationRow | null> {
    const [row] = await tx
      .update(configurations)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(configurations.key, key))
      .returning();
    return row ?? null;
  }

  /** Adds missing keys with their default value; never overwrites a value staff have set. */
  async ensureDefinitions(definitions: readonly ConfigurationDefinition[]): Promise<void> {
    for (const d of definitions) {
      await this.db
        .insert(configurations)
        .values({ key: d.key, name: d.name, description: d.description, value: d.defaultValue, options: d.options })
        .onConflictDoUpdate({
          target: configurations.key,
          set: { name: d.name, description: d.description, options: d.options },
        });
    }
  }
}
