import { CORDONS, MRO_RATES, TODS, TOLLS } from '../../db/seed/rates.js';
import type { RateContext } from './engine/types.js';
import { buildRateContext } from './rate-context.js';

/**
 * The seeded rate tables as a RateContext without a database (tests, benchmarks, the simulator's
 * expectations): the same rows seedRates inserts, through the same builder the service uses.
 */
export function seededRateContext(): RateContext {
  return buildRateContext({
    mroRates: MRO_RATES,
    cordons: CORDONS,
    tods: TODS,
    tolls: TOLLS,
    gantries: TOLLS.flatMap((t) => t.gantries.map((g) => ({ ...g, tollId: t.id }))),
  });
}
