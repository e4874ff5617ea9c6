import type { RateContext } from './engine/types.js';
import { buildRateContext, type RateRows } from './rate-context.js';

/** How long a loaded rate context is reused before the tables are read again. */
export const RATE_CONTEXT_TTL_MS = 60_000;

/**
 * The charging engine's reference data: the rate tables (read through RatesService) turned into a
 * RateContext, cached for 60 s and dropped at once when staff change a rate (RatesService calls
 * `invalidate` after its writes commit). The engine keeps its indexes per context object, so a new
 * context after a change gets new indexes and an unchanged one is reused by every trip.
 */
export class ChargingService {
  private cached: { ctx: RateContext; loadedAt: number } | null = null;
  private loading: Promise<RateContext> | null = null;
  /** Bumped by invalidate(), so a load that started before a change is not cached. */
  private generation = 0;

  constructor(
    /** RatesService (its internal referenceData read). */
    private readonly rates: { referenceData(): Promise<RateRows> },
    private readonly now: () => number = Date.now,
    private readonly ttlMs = RATE_CONTEXT_TTL_MS,
  ) {}

  rateContext(): Promise<RateContext> {
    if (this.cached && this.now() - this.cached.loadedAt < this.ttlMs) return Promise.resolve(this.cached.ctx);
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = this.rates
      .referenceData()
      .then((rows) => {
        const ctx = buildRateContext(rows);
        if (generation === this.generation) this.cached = { ctx, loadedAt: this.now() };
        return ctx;
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
