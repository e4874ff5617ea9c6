import { CONFIGURATION_DEFINITIONS, configurationKeySchema, updateConfigurationSchema } from '@rc/domain';
import { withActor } from '../../db/actor.js';
import { AppError } from '../../errors.js';
import type { Page } from '../../lib/cursor.js';
import { type PageArgs, paginate } from '../../lib/pagination.js';
import { validate } from '../../lib/validation.js';
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

  async listConfigurations(actor: Actor | null, args: PageArgs): Promise<Page<ConfigurationRow>> {
    requireAdmin(actor);
    return paginate(args, {
      defaultDirection: 'ASC',
      arity: 1,
      keyOf: (c) => [c.key],
      fetch: (q) => this.repo.list(q),
    });
  }

  /** Staff edit a value (and optionally its name, description and options); a value must be one of the options. */
  async updateConfiguration(actor: Actor | null, input: unknown): Promise<ConfigurationRow> {
    const admin = requireAdmin(actor);
    const { key, ...changes } = validate(updateConfigurationSchema, input);
    const current = await this.repo.findByKey(key);
    if (!current) throw new AppError('NOT_FOUND', 'configurationNotFound');
    const options = changes.options ?? current.options;
    if (changes.value && options.length > 0 && !options.some((o) => o.value === changes.value)) {
      throw new AppError('BAD_USER_INPUT', 'configurationValueNotAnOption');
    }
    const updated = await withActor(this.repo.db, admin.username, (tx) =>
      this.repo.update(tx, key, { ...changes, updatedBy: admin.username }),
    );
    if (!updated) throw new AppError('NOT_FOUND', 'configurationNotFound');
    return updated;
  }

  ensureDefaults(): Promise<void> {
    return this.repo.ensureDefinitions(CONFIGURATION_DEFINITIONS);
  }
}
