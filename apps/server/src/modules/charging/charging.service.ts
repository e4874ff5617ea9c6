import type { RateContext } from './engine/types.js';
import { applyVersions, buildRateContext, type RateRows, type RateVersion, versionKey } from './rate-context.js';

/** The loaded rate tables: the rows, each entity's versions (oldest first) and the contexts built so far. */
interface LoadedRates {
  rows: RateRows;
  versions: Map<string, RateVersion[]>;
  /** One context per version set (the versions in force), so every trip of a period shares one. */
  contexts: Map<string, RateContext>;
}

function indexVersions(rows: RateRows): Map<string, RateVersion[]> {
  const byEntity = new Map<string, RateVersion[]>();
  const sorted = [...(rows.versions ?? [])].sort(
    (a, b) =>
      a.effectiveAt.getTime() - b.effectiveAt.getTime() ||
      a.createdAt.getTime() - b.createdAt.getTime() ||
      a.id.localeCompare(b.id),
  );
  for (const version of sorted) {
    const key = versionKey(version.kind, version.entityId);
    const list = byEntity.get(key) ?? [];
    list.push(version);
    byEntity.set(key, list);
  }
  return byEntity;
}

/** How long a loaded rate context is reused before the tables are read again. */
export const RATE_CONTEXT_TTL_MS = 60_000;

/**
 * The charging engine's reference data: the rate tables (read through RatesService) turned into a
 * RateContext, cached for 60 s and dropped at once when staff change a rate (RatesService calls
 * `invalidate` after its writes commit). Rates are dated (decision 011): rateContext(at) applies, per
 * entity, the version in force at the trip's start. The engine keeps its indexes per context object,
 * so one context is built per version set and reused by every trip priced with that set.
 */
export class ChargingService {
  private cached: { data: LoadedRates; loadedAt: number } | null = null;
  private loading: Promise<LoadedRates> | null = null;
  /** Bumped by invalidate(), so a load that started before a change is not cached. */
  private generation = 0;

  constructor(
    /** RatesService (its internal referenceData read). */
    private readonly rates: { referenceData(): Promise<RateRows> },
    private readonly now: () => number = Date.now,
    private readonly ttlMs = RATE_CONTEXT_TTL_MS,
  ) {}

  /** The rates in force at an instant (epoch ms; default now): a trip is priced at its start time. */
  async rateContext(at?: number): Promise<RateContext> {
    const data = await this.loaded();
    const instant = at ?? this.now();
    const inForce = new Map<string, RateVersion>();
    for (const [key, versions] of data.versions) {
      let current: RateVersion | undefined;
      for (const version of versions) {
        if (version.effectiveAt.getTime() > instant) break;
        current = version;
      }
      if (current) inForce.set(key, current);
    }
    const setKey = [...inForce.values()].map((v) => v.id).join(',');
    let ctx = data.contexts.get(setKey);
    if (!ctx) {
      ctx = buildRateContext(applyVersions(data.rows, inForce));
      data.contexts.set(setKey, ctx);
    }
    return ctx;
  }

  private loaded(): Promise<LoadedRates> {
    if (this.cached && this.now() - this.cached.loadedAt < this.ttlMs) return Promise.resolve(this.cached.data);
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = this.rates
      .referenceData()
      .then((rows) => {
        const data: LoadedRates = { rows, versions: indexVersions(rows), contexts: new Map() };
        if (generation === this.generation) this.cached = { data, loadedAt: this.now() };
        return data;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = null;
      });
    this.loading = loading;
    return loading;
  }

  /** Forgets the cached context (the next rateContext() reads the tables again). */
  invalidate(): void {
    this.generation++;
    this.cached = null;
    this.loading = null;
  }
}
