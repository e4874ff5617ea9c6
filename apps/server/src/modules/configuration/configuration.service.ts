import {
  CONFIGURATION_DEFINITIONS,
  configurationKeySchema,
  mapTileSource,
  updateConfigurationSchema,
} from '@rc/domain';
import { withActor } from '../../db/actor.js';
import { AppError } from '../../errors.js';
import type { Page } from '../../lib/cursor.js';
import { type PageArgs, paginate } from '../../lib/pagination.js';
import { validate } from '../../lib/validation.js';
import { type Actor, requireAdmin } from '../identity/actor.js';
import type { ConfigurationRepository, ConfigurationRow } from './configuration.repository.js';

/** How long a server trusts its copy of MAP_TILE_URL before re-reading it (another instance may have changed it). */
const MAP_TILE_REFRESH_MS = 30_000;

export class ConfigurationService {
  /** The tile host the pages' CSP allows (null: none), read from MAP_TILE_URL. */
  private mapTiles = { cspSource: null as string | null, checkedAt: 0, refreshing: false };

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
    if (key === 'MAP_TILE_URL' && changes.value && !mapTileSource(changes.value)) {
      throw new AppError('BAD_USER_INPUT', 'mapTileUrlInvalid');
    }
    const updated = await withActor(this.repo.db, admin.username, (tx) =>
      this.repo.update(tx, key, { ...changes, updatedBy: admin.username }),
    );
    if (!updated) throw new AppError('NOT_FOUND', 'configurationNotFound');
    if (key === 'MAP_TILE_URL') this.setMapTiles(updated.value);
    return updated;
  }

  async ensureDefaults(): Promise<void> {
    await this.repo.ensureDefinitions(CONFIGURATION_DEFINITIONS);
    await this.refreshMapTiles();
  }

  /**
   * The img-src source of the configured tile server, for the Content-Security-Policy header (which
   * is built synchronously per response). Answers the last value read and re-reads it in the
   * background when older than 30 s, so a change made on another server instance applies too.
   */
  mapTileCspSource(): string | null {
    if (Date.now() - this.mapTiles.checkedAt > MAP_TILE_REFRESH_MS) void this.refreshMapTiles();
    return this.mapTiles.cspSource;
  }

  private setMapTiles(value: string | null | undefined): void {
    this.mapTiles.cspSource = mapTileSource(value)?.cspSource ?? null;
    this.mapTiles.checkedAt = Date.now();
  }

  private async refreshMapTiles(): Promise<void> {
    if (this.mapTiles.refreshing) return;
    this.mapTiles.refreshing = true;
    try {
      this.setMapTiles((await this.repo.findByKey('MAP_TILE_URL'))?.value);
    } catch {
      // Keep the last value: the database may be briefly unreachable; the next response retries.
    } finally {
      this.mapTiles.refreshing = false;
    }
  }
}
