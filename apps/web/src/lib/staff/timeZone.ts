import { useSyncExternalStore } from 'react';

/**
 * The time zones staff read dates in. Each choice maps to its own zone (the original console mapped
 * Eastern to the Pacific zone, a mistake not repeated here: decision 018). Statements always use Pacific time.
 */
export const STAFF_TIME_ZONES = {
  eastern: 'America/New_York',
  central: 'America/Chicago',
  mountain: 'America/Denver',
  pacific: 'America/Los_Angeles',
} as const;

export type StaffZone = keyof typeof STAFF_TIME_ZONES;
export const STAFF_ZONES = Object.keys(STAFF_TIME_ZONES) as StaffZone[];
export const STATEMENT_TIME_ZONE = STAFF_TIME_ZONES.pacific;

const STORAGE_KEY = 'staffTimeZone';
const listeners = new Set<() => void>();

function isZone(value: unknown): value is StaffZone {
  return typeof value === 'string' && value in STAFF_TIME_ZONES;
}

function readZone(): StaffZone {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isZone(stored) ? stored : 'pacific';
  } catch {
    return 'pacific';
  }
}

/** Remembers the chosen zone (local storage) and updates every date shown in it. */
export function setStaffZone(zone: StaffZone): void {
  try {
    localStorage.setItem(STORAGE_KEY, zone);
  } catch {
    // Not remembered in private mode; still applied below for this page.
  }
  current = zone;
  for (const listener of listeners) listener();
}

let current: StaffZone | null = null;

/** The staff member's chosen time zone, kept in local storage (Pacific until chosen). */
export function useStaffZone(): StaffZone {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => {
      current ??= readZone();
      return current;
    },
  );
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(instant: Date, timeZone: string): Record<string, string> {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
}

function offsetMs(instant: Date, timeZone: string): number {
  const p = wallClock(instant, timeZone);
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a calendar day (YYYY-MM-DD) starts in a time zone, daylight saving included. */
export function startOfDayIn(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const guess = Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1);
  const first = guess - offsetMs(new Date(guess), timeZone);
  const second = guess - offsetMs(new Date(first), timeZone);
  return new Date(second);
}

/** The instant of a wall-clock time (YYYY-MM-DDTHH:mm, as a datetime-local input holds it) in a time zone. */
export function instantIn(dateTime: string, timeZone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(dateTime);
  if (!m) return null;
  const guess = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  const first = guess - offsetMs(new Date(guess), timeZone);
  return new Date(guess - offsetMs(new Date(first), timeZone));
}

/** The wall-clock time (YYYY-MM-DDTHH:mm) of an instant in a time zone, for a datetime-local input. */
export function dateTimeIn(instant: Date, timeZone: string): string {
  const p = wallClock(instant, timeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  const p = wallClock(instant, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** A calendar day moved by whole days (or months). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days)).toISOString().slice(0, 10);
}

export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date ?? 1, lastDay));
  return target.toISOString().slice(0, 10);
}

/** A table date and time in the chosen zone with its daylight-saving marker: 2026/11/24 07:32 PST. */
export function formatZonedDateTime(value: string | null | undefined, zone: StaffZone): string {
  if (!value) return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const p = wallClock(instant, STAFF_TIME_ZONES[zone]);
  return `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute} ${p.timeZoneName}`;
}

/** A table date (YYYY/MM/DD) in the chosen zone. */
export function formatZonedDate(value: string | null | undefined, zone: StaffZone): string {
  if (!value) return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const p = wallClock(instant, STAFF_TIME_ZONES[zone]);
  return `${p.year}/${p.month}/${p.day}`;
}
