import { CONFIGURATION_DEFINITIONS, configurationKeySchema } from '@rc/domain';
import { AppError } from '../../errors.js';
import { clampLimit, decodeCursor, encodeCursor, type Page, type SortDirection } from '../../lib/cursor.js';
import { type Actor, requireAdmin } from '../identity/actor.js';
import type { ConfigurationRepository, ConfigurationRow } from './configuration.repository.js';

export class ConfigurationService {
  constructor(private readonly repo: ConfigurationRepository) {}

  /** Public: configuration values drive public pages (e.g. REGISTRATION_CLOSED). Unknown keys give null. */
  async getConfiguration(key: string): Promise<ConfigurationRow | null> {
    const parsed = configurationKeySchema.safeParse(key);
    if (!parsed.success) throw new AppError('BAD_USER_INPUT', 'invalidInput', 'The configuration key is not valid.');
    return this.repo.findByKey(parsed.data);
  }

  async listConfigurations(
    actor: Actor | null,
    args: { limit?: number | null; nextToken?: string | null; sortDirection?: SortDirection | null },
  ): Promise<Page<ConfigurationRow>> {
    requireAdmin(actor);
    const limit = clampLimit(args.limit);
    const cursor = decodeCursor(args.nextToken, 1);
    const rows = await this.repo.list({
      limit: limit + 1,
      afterKey: cursor ? String(cursor[0]) : null,
      direction: args.sortDirection ?? 'ASC',
    });
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return { items, nextToken: rows.length > limit && last ? encodeCursor([last.key]) : null };
  }

  ensureDefaults(): Promise<void> {
    return this.repo.ensureDefinitions(CONFIGURATION_DEFINITIONS);
  }
}
