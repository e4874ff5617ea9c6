/*
 * Local time in the rates' time zone (America/Los_Angeles) without calling Intl per GPS point:
 * the zone's UTC offset is looked up once per 15-minute bucket (DST changes fall on such a boundary)
 * and cached; local dates and times are then plain arithmetic.
 */

const DAY_MS = 86_400_000;
const BUCKET_MS = 900_000;
const MAX_CACHED = 50_000;

interface Zone {
  format: Intl.DateTimeFormat;
  offsets: Map<number, number>;
}

const zones = new Map<string, Zone>();

function zone(timeZone: string): Zone {
  let z = zones.get(timeZone);
  if (!z) {
    z = {
      format: new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
      offsets: new Map(),
    };
    zones.set(timeZone, z);
  }
  return z;
}

/** The zone's offset from UTC (ms, local − UTC) at an instant. */
export function zoneOffset(timeZone: string, ts: number): number {
  const z = zone(timeZone);
  const bucket = Math.floor(ts / BUCKET_MS);
  let offset = z.offsets.get(bucket);
  if (offset === undefined) {
    const at = bucket * BUCKET_MS;
    const parts: Record<string, number> = {};
    for (const p of z.format.formatToParts(new Date(at))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
    const local = Date.UTC(
      parts.year ?? 1970,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
    );
    offset = local - at;
    if (z.offsets.size >= MAX_CACHED) z.offsets.clear();
    z.offsets.set(bucket, offset);
  }
  return offset;
}

/** Local day number (days since 1970-01-01 in local time) of an instant. */
export function localDay(timeZone: string, ts: number): number {
  return Math.floor((ts + zoneOffset(timeZone, ts)) / DAY_MS);
}

/** ISO weekday (Monday 1 … Sunday 7) of a local day number (1970-01-01 was a Thursday). */
export function isoWeekday(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** 'YYYY-MM-DD' of a local day number. */
export function localDateString(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC instant of a local wall-clock time (ms since the local day's midnight) on a local day. */
export function localToUtc(timeZone: string, day: number, msOfDay: number): number {
  const local = day * DAY_MS + msOfDay;
  const first = local - zoneOffset(timeZone, local);
  const second = local - zoneOffset(timeZone, first);
  return second;
}

/** 'HH:MM' (or 'HH:MM:SS') → ms since midnight; null → the given default. */
export function parseTimeOfDay(value: string | null, fallbackMs: number): number {
  if (!value) return fallbackMs;
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(value);
  if (!m) return fallbackMs;
  return ((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3] ?? 0)) * 1000;
}

/** A time window on given weekdays: [startMs, endMs) of the local day. */
export interface DailyWindow {
  days: readonly number[];
  startMs: number;
  endMs: number;
}

/**
 * The window's occurrences as UTC intervals [from, to) that overlap [t0, t1] — computed once per trip.
 */
export function windowIntervals(timeZone: string, w: DailyWindow, t0: number, t1: number): [number, number][] {
  const out: [number, number][] = [];
  if (!(w.endMs > w.startMs)) return out;
  const first = localDay(timeZone, t0) - 1;
  const last = Math.min(localDay(timeZone, t1) + 1, first + 400); // a guard against absurd trip lengths
  for (let day = first; day <= last; day++) {
    if (!w.days.includes(isoWeekday(day))) continue;
    const from = localToUtc(timeZone, day, w.startMs);
    const to = localToUtc(timeZone, day, w.endMs);
    if (to > t0 && from <= t1) out.push([from, to]);
  }
  return out;
}
