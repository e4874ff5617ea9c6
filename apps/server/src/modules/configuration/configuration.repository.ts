import type { ConfigurationDefinition } from '@rc/domain';
import { asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { configurations } from '../../db/schema/index.js';
import type { SortDirection } from '../../lib/cursor.js';

export type ConfigurationRow = typeof configurations.$inferSelect;

export class ConfigurationRepository {
  constructor(private readonly db: Database) {}

  async findByKey(key: string): Promise<ConfigurationRow | null> {
    const rows = await this.db.select().from(configurations).where(eq(configurations.key, key)).limit(1);
    return rows[0] ?? null;
  }

  async list(options: { limit: number; afterKey: string | null; direction: SortDirection }) {
    const { limit, afterKey, direction } = options;
    const cmp = direction === 'ASC' ? gt : lt;
    return this.db
      .select()
      .from(configurations)
      .where(afterKey ? cmp(configurations.key, afterKey) : undefined)
      .orderBy(direction === 'ASC' ? asc(configurations.key) : desc(configurations.key))
      .limit(limit);
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
