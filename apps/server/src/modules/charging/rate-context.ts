import { decodePolyline, type MroType, TOLL_GANTRY_DIRECTIONS, type TollGantryDirection } from '@rc/domain';
import type { RateContext } from './engine/types.js';

/** The rate tables' rows the engine needs (structural, so seed constants can build a context too). */
export interface RateRows {
  mroRates: readonly {
    id?: string;
    mroType: string;
    state: string;
    centsPerMileageUnit: number;
    centsPerFuelUnit: number;
  }[];
  cordons: readonly {
    id: string;
    name: string;
    state: string;
    zones: readonly { polyline: string }[];
    days: readonly number[];
    internalStart: string | null;
    internalEnd: string | null;
    entryFeeCents: number;
    centsPerMileageUnit: number;
    minimumDistanceInMileageUnit: number | null;
    minimumTotalDistanceInMileageUnit: number | null;
  }[];
  tods: readonly {
    id: string;
    name: string;
    days: readonly number[];
    internalStart: string | null;
    internalEnd: string | null;
    centsPerMileageUnit: number;
  }[];
  tolls: readonly { id: string; name: string; feeCents: number }[];
  gantries: readonly { id: string; tollId: string | null; lat: number; lon: number; direction: string | null }[];
  /** Dated versions of the priced fields (decision 011), any order; none means the rows are in force always. */
  versions?: readonly RateVersion[];
}

/** One dated version of an entity's priced fields (rate_versions). */
export interface RateVersion {
  id: string;
  kind: string;
  entityId: string;
  effectiveAt: Date;
  createdAt: Date;
  /** Priced fields (rates, fees, days, hours, zones) named as in the rows. */
  values: object;
}

/** The rows with, per entity, the given version's priced values in place of the row's own. */
export function applyVersions(rows: RateRows, inForce: ReadonlyMap<string, RateVersion>): RateRows {
  if (inForce.size === 0) return rows;
  const overlay = <Row extends { id?: string }>(kind: string, list: readonly Row[]): Row[] =>
    list.map((row) => {
      const version = row.id === undefined ? undefined : inForce.get(versionKey(kind, row.id));
      return version ? { ...row, ...version.values } : row;
    });
  return {
    ...rows,
    mroRates: overlay('mroRate', rows.mroRates),
    cordons: overlay('cordon', rows.cordons),
    tods: overlay('tod', rows.tods),
    tolls: overlay('toll', rows.tolls),
  };
}

export const versionKey = (kind: string, entityId: string) => `${kind}:${entityId}`;

/** Rates' windows are local time in California. */
export const RATES_TIME_ZONE = 'America/Los_Angeles';

/** 'HH:MM:SS' (database) or 'HH:MM' → 'HH:MM'. */
const hhmm = (value: string | null): string | null => (value ? value.slice(0, 5) : null);

const isDirection = (value: string | null): value is TollGantryDirection =>
  value !== null && (TOLL_GANTRY_DIRECTIONS as readonly string[]).includes(value);

/** Builds the engine's RateContext: zone polylines decoded (malformed ones skipped), gantries under their toll. */
export function buildRateContext(rows: RateRows): RateContext {
  const gantriesByToll = new Map<string, RateContext['tolls'][number]['gantries'][number][]>();
  for (const g of rows.gantries) {
    if (!g.tollId) continue;
    const list = gantriesByToll.get(g.tollId) ?? [];
    list.push({ id: g.id, lat: g.lat, lon: g.lon, direction: isDirection(g.direction) ? g.direction : null });
    gantriesByToll.set(g.tollId, list);
  }
  return {
    mroRates: rows.mroRates.map((r) => ({
      mroType: r.mroType as MroType,
      state: r.state,
      centsPerMileageUnit: Number(r.centsPerMileageUnit),
      centsPerFuelUnit: Number(r.centsPerFuelUnit),
    })),
    cordons: rows.cordons.map((c) => ({
      id: c.id,
      name: c.name,
      state: c.state,
      zones: c.zones.flatMap((z) => {
        const points = decodePolyline(z.polyline);
        return points && points.length >= 3 ? [points] : [];
      }),
      days: [...c.days],
      internalStart: hhmm(c.internalStart),
      internalEnd: hhmm(c.internalEnd),
      entryFeeCents: c.entryFeeCents,
      centsPerMileageUnit: Number(c.centsPerMileageUnit),
      minimumDistanceInMileageUnit: c.minimumDistanceInMileageUnit,
      minimumTotalDistanceInMileageUnit: c.minimumTotalDistanceInMileageUnit,
    })),
    tods: rows.tods.map((t) => ({
      id: t.id,
      name: t.name,
      days: [...t.days],
      internalStart: hhmm(t.internalStart),
      internalEnd: hhmm(t.internalEnd),
      centsPerMileageUnit: Number(t.centsPerMileageUnit),
    })),
    tolls: rows.tolls.map((t) => ({
      id: t.id,
      name: t.name,
      feeCents: t.feeCents,
      gantries: gantriesByToll.get(t.id) ?? [],
    })),
    timeZone: RATES_TIME_ZONE,
  };
}
