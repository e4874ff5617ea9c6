import { type DailyWindow, parseTimeOfDay } from './time.js';
import type { CordonInput, MroRateInput, RateContext, TodInput, TollInput } from './types.js';

/**
 * Indexes the engine builds once per RateContext (kept in a WeakMap, so a context reloaded by the
 * charging service gets fresh ones): rate lookup, cordon outlines as flat rings with bounding boxes,
 * daily windows in milliseconds, gantries in local metres with their paying direction.
 */

const DAY_MS = 86_400_000;
const M_PER_DEG_LAT = 111_320;

/** A gantry passage: the track passes within this distance of the gantry… */
export const GANTRY_RADIUS_M = 60;
/** …or crosses the gate through it (perpendicular to its direction, this far each side)… */
export const GANTRY_GATE_HALF_WIDTH_M = 150;
/** …while heading within ±60° of its direction (cos 60° = 0.5). */
export const GANTRY_HEADING_COS = 0.5;

export interface PreparedCordon {
  input: CordonInput;
  window: DailyWindow;
  /** Zones as rings [lng0, lat0, lng1, lat1, …] (closed), with the zones' joint bounding box. */
  rings: Float64Array[];
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
  hasArea: boolean;
}

export interface PreparedTod {
  input: TodInput;
  window: DailyWindow;
}

export interface PreparedGantry {
  id: string;
  toll: TollInput;
  tollIndex: number;
  lat: number;
  lng: number;
  /** Metres per degree of longitude at the gantry. */
  mPerDegLng: number;
  /** Unit vector (east, north) of the paying direction; null: any direction. */
  dirX: number;
  dirY: number;
  hasDirection: boolean;
  direction: 'N' | 'S' | 'E' | 'W' | null;
  /** Bounding box of the detection area (degrees). */
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

export interface PreparedContext {
  ctx: RateContext;
  rates: Map<string, MroRateInput>;
  cordons: PreparedCordon[];
  tods: PreparedTod[];
  gantries: PreparedGantry[];
  /** Bounding box of every gantry's detection area (an early out for steps far from any bridge). */
  gantryMinLat: number;
  gantryMaxLat: number;
  gantryMinLng: number;
  gantryMaxLng: number;
}

const cache = new WeakMap<RateContext, PreparedContext>();

export const rateKey = (mroType: string, state: string) => `${mroType}|${state}`;

function dailyWindow(days: readonly number[], start: string | null, end: string | null): DailyWindow {
  return { days: [...days], startMs: parseTimeOfDay(start, 0), endMs: parseTimeOfDay(end, DAY_MS) };
}

const DIRECTIONS: Record<'N' | 'S' | 'E' | 'W', [number, number]> = { N: [0, 1], S: [0, -1], E: [1, 0], W: [-1, 0] };

export function prepareContext(ctx: RateContext): PreparedContext {
  const cached = cache.get(ctx);
  if (cached) return cached;
  const rates = new Map(ctx.mroRates.map((r) => [rateKey(r.mroType, r.state), r]));
  const cordons = ctx.cordons.map((c): PreparedCordon => {
    let minLat = Infinity;
    let maxLat = -Infinity;
    let minLng = Infinity;
    let maxLng = -Infinity;
    const rings: Float64Array[] = [];
    for (const zone of c.zones) {
      if (zone.length < 3) continue;
      const first = zone[0] as readonly [number, number];
      const lastPoint = zone[zone.length - 1] as readonly [number, number];
      const closed = first[0] === lastPoint[0] && first[1] === lastPoint[1];
      const count = closed ? zone.length : zone.length + 1;
      const ring = new Float64Array(count * 2);
      for (let i = 0; i < count; i++) {
        const [lat, lng] = zone[i % zone.length] as readonly [number, number];
        ring[i * 2] = lng;
        ring[i * 2 + 1] = lat;
        minLat = Math.min(minLat, lat);
        maxLat = Math.max(maxLat, lat);
        minLng = Math.min(minLng, lng);
        maxLng = Math.max(maxLng, lng);
      }
      rings.push(ring);
    }
    return {
      input: c,
      window: dailyWindow(c.days, c.internalStart, c.internalEnd),
      rings,
      minLat,
      maxLat,
      minLng,
      maxLng,
      hasArea: rings.length > 0,
    };
  });
  const tods = ctx.tods.map((t) => ({ input: t, window: dailyWindow(t.days, t.internalStart, t.internalEnd) }));
  const gantries: PreparedGantry[] = [];
  ctx.tolls.forEach((toll, tollIndex) => {
    for (const g of toll.gantries) {
      if (!Number.isFinite(g.lat) || !Number.isFinite(g.lon)) continue;
      const mPerDegLng = M_PER_DEG_LAT * Math.cos((g.lat * Math.PI) / 180);
      const [dirX, dirY] = g.direction ? DIRECTIONS[g.direction] : [0, 0];
      const reach = Math.max(GANTRY_RADIUS_M, GANTRY_GATE_HALF_WIDTH_M) * 1.5;
      gantries.push({
        id: g.id,
        toll,
        tollIndex,
        lat: g.lat,
        lng: g.lon,
        mPerDegLng,
        dirX,
        dirY,
        hasDirection: g.direction !== null,
        direction: g.direction,
        minLat: g.lat - reach / M_PER_DEG_LAT,
        maxLat: g.lat + reach / M_PER_DEG_LAT,
        minLng: g.lon - reach / mPerDegLng,
        maxLng: g.lon + reach / mPerDegLng,
      });
    }
  });
  const prepared: PreparedContext = {
    ctx,
    rates,
    cordons,
    tods,
    gantries,
    gantryMinLat: Math.min(...gantries.map((g) => g.minLat)),
    gantryMaxLat: Math.max(...gantries.map((g) => g.maxLat)),
    gantryMinLng: Math.min(...gantries.map((g) => g.minLng)),
    gantryMaxLng: Math.max(...gantries.map((g) => g.maxLng)),
  };
  cache.set(ctx, prepared);
  return prepared;
}

export { M_PER_DEG_LAT };
