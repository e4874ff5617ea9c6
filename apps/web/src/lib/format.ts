import { formatCents, GALLONS_PER_LITRE, kmToMiles } from '@rc/domain';

/** Table dates are shown YYYY/MM/DD in Pacific time (participant spec section 9). */
const tableDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function formatTableDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(tableDate.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}/${parts.month}/${parts.day}`;
}

/** "First Middle Last", skipping empty parts. */
export function fullName(...parts: (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** Dates outside tables are shown MM-DD-YYYY in Pacific time (participant spec section 9). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(tableDate.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.month}-${parts.day}-${parts.year}`;
}

const tableTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

/** A table date with time, zone and DST marker: 2024/08/14 07:32 PDT (Pacific). */
export function formatTableDateTime(value: string | null | undefined): string {
  const day = formatTableDate(value);
  if (!day || !value) return '';
  const parts = Object.fromEntries(tableTime.formatToParts(new Date(value)).map((part) => [part.type, part.value]));
  return `${day} ${parts.hour}:${parts.minute} ${parts.timeZoneName}`;
}

/** Money is held in integer cents and shown in US dollars: 1234 → $12.34, -500 → -$5.00. */
export function formatMoney(cents: number | null | undefined): string {
  return formatCents(cents ?? 0);
}

export type MileageUnit = 'km' | 'mi';

/** The configured mileage unit (MILEAGE_UNIT: km by default, otherwise miles). */
export function mileageUnitOf(configured: string | null | undefined): MileageUnit {
  const value = (configured ?? '').trim().toLowerCase();
  return value === '' || value === 'km' || value.startsWith('kilomet') ? 'km' : 'mi';
}

/** A stored distance (km) in the configured unit, two decimals, with its unit: "12.40 mi". */
export function formatDistance(km: number | null | undefined, unit: MileageUnit): string {
  const value = unit === 'km' ? (km ?? 0) : kmToMiles(km ?? 0);
  return `${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${unit}`;
}

export type FuelUnit = 'L' | 'gal';

/** The configured fuel unit (FUEL_UNIT: litres by default, otherwise gallons). */
export function fuelUnitOf(configured: string | null | undefined): FuelUnit {
  const value = (configured ?? '').trim().toLowerCase();
  return value === '' || value === 'l' || value.startsWith('lit') ? 'L' : 'gal';
}

/** Stored fuel (litres) in the configured unit, two decimals, with its unit: "3.05 L", "0.81 gal". */
export function formatFuel(litres: number | null | undefined, unit: FuelUnit): string {
  const value = unit === 'L' ? (litres ?? 0) : (litres ?? 0) * GALLONS_PER_LITRE;
  return `${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${unit}`;
}

/**
 * A name cut to `max` characters for a tight space, ending in an ellipsis so the cut shows; null when
 * it fits whole. The full name stays available beside it (CutName).
 */
export function cutName(name: string, max: number): string | null {
  const chars = Array.from(name);
  if (chars.length <= max) return null;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}
