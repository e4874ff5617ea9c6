import {
  BILLING_AGE_KEYS,
  billingAgesOrderError,
  CONFIGURATION_DEFAULTS,
  CONFIGURATION_DEFINITIONS,
  configurationKeySchema,
  configurationValueError,
  mapTileSource,
  PILOT_CALENDAR_KEYS,
  PILOT_CALENDAR_ORDER_KEYS,
  type PilotCalendar,
  pilotCalendarOf,
  pilotCalendarOrderError,
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

  /**
   * Values read in the last `cacheMs` (0: none kept). A dashboard alone reads four keys, and every page
   * load one more: without it they were the most frequent queries of the whole server. The read in
   * flight is kept, so requests arriving together ask the table once.
   */
  private readonly cache = new Map<string, { row: Promise<ConfigurationRow | null>; at: number }>();
  private readonly cacheMs: number;

  constructor(
    private readonly repo: ConfigurationRepository,
    options: { cacheMs?: number } = {},
  ) {
    this.cacheMs = options.cacheMs ?? 0;
  }

  /** Public: configuration values drive public pages (e.g. REGISTRATION_CLOSED). Unknown keys give null. */
  async getConfiguration(key: string): Promise<ConfigurationRow | null> {
    const parsed = configurationKeySchema.safeParse(key);
    if (!parsed.success) throw new AppError('BAD_USER_INPUT', 'invalidInput', 'The configuration key is not valid.');
    return this.read(parsed.data);
  }

  /** One key's row, from the cache while it is fresh. */
  private read(key: string): Promise<ConfigurationRow | null> {
    if (this.cacheMs === 0) return this.repo.findByKey(key);
    const now = Date.now();
    const kept = this.cache.get(key);
    if (kept && now - kept.at < this.cacheMs) return kept.row;
    const row = this.repo.findByKey(key);
    this.cache.set(key, { row, at: now });
    // A failed read (the database away) is not kept: the next request asks again.
    row.catch(() => {
      if (this.cache.get(key)?.row === row) this.cache.delete(key);
    });
    return row;
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

  /**
   * Staff edit a value (and optionally its name, description and options). The value is checked per key
   * (configurationValueError: one of the options, whole numbers for the session timeout and balance ages,
   * a date, usable addresses, one line of text), the balance ages stay in order and the pilot's dates too. Readers keep a
   * value at most CONFIGURATION_CACHE_MS, so a change applies without a restart; the change is recorded
   * in the audit trail by the table's trigger, with the admin as updatedBy.
   */
  async updateConfiguration(actor: Actor | null, input: unknown): Promise<ConfigurationRow> {
    const admin = requireAdmin(actor);
    const { key, ...changes } = validate(updateConfigurationSchema, input);
    const current = await this.repo.findByKey(key);
    if (!current) throw new AppError('NOT_FOUND', 'configurationNotFound');
    const options = changes.options ?? current.options;
    if (changes.value !== undefined) {
      const problem = configurationValueError(key, changes.value, options);
      if (problem) throw new AppError('BAD_USER_INPUT', problem);
      if ((BILLING_AGE_KEYS as readonly string[]).includes(key))
        await this.requireBillingAgesInOrder(key, changes.value);
      if ((PILOT_CALENDAR_ORDER_KEYS as readonly string[]).includes(key))
        await this.requirePilotCalendarInOrder(key, changes.value);
    }
    const updated = await withActor(this.repo.db, admin.username, (tx) =>
      this.repo.update(tx, key, { ...changes, updatedBy: admin.username }),
    );
    if (!updated) throw new AppError('NOT_FOUND', 'configurationNotFound');
    // This process applies the change at once; others within CONFIGURATION_CACHE_MS.
    this.cache.delete(key);
    if (key === 'MAP_TILE_URL') this.setMapTiles(updated.value);
    return updated;
  }

  /** A changed balance age keeps due ≤ overdue ≤ default with the other two as stored. */
  private async requireBillingAgesInOrder(key: string, value: string): Promise<void> {
    const values = Object.fromEntries(
      await Promise.all(
        BILLING_AGE_KEYS.map(
          async (k) => [k, k === key ? value : ((await this.repo.findByKey(k))?.value ?? '')] as const,
        ),
      ),
    ) as Record<(typeof BILLING_AGE_KEYS)[number], string>;
    const problem = billingAgesOrderError(values);
    if (problem) throw new AppError('BAD_USER_INPUT', problem);
  }

  /** A changed pilot date keeps start ≤ end and the first billing month inside the pilot (pilotCalendarOrderError). */
  private async requirePilotCalendarInOrder(key: string, value: string): Promise<void> {
    const values = Object.fromEntries(
      await Promise.all(
        PILOT_CALENDAR_ORDER_KEYS.map(
          async (k) => [k, k === key ? value : ((await this.repo.findByKey(k))?.value ?? '')] as const,
        ),
      ),
    ) as Record<(typeof PILOT_CALENDAR_ORDER_KEYS)[number], string>;
    const problem = pilotCalendarOrderError(values);
    if (problem) throw new AppError('BAD_USER_INPUT', problem);
  }

  /**
   * The pilot calendar (dates, first billing month, whether charges are real, gift-card amount) as the
   * texts that state it read it; each missing or unusable value reads as its default.
   */
  async pilotCalendar(): Promise<PilotCalendar> {
    const keys = Object.values(PILOT_CALENDAR_KEYS);
    const rows = await Promise.all(keys.map((k) => this.read(k)));
    return pilotCalendarOf(Object.fromEntries(keys.map((k, i) => [k, rows[i]?.value ?? null])));
  }

  /**
   * A whole-number setting (a retention period in days): the stored value when it is usable, else the
   * key's default, so a bad value never stops the job that reads it.
   */
  async wholeNumber(key: keyof typeof CONFIGURATION_DEFAULTS): Promise<number> {
    const value = (await this.read(key))?.value ?? '';
    return Number(configurationValueError(key, value) === null ? value : CONFIGURATION_DEFAULTS[key]);
  }

  async ensureDefaults(): Promise<void> {
    await this.repo.ensureDefinitions(CONFIGURATION_DEFINITIONS);
    this.cache.clear();
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
