import { GALLONS_PER_LITRE, MILES_PER_KM, MRO_EVENT_CODE_DESCRIPTIONS, tripPaymentStatus } from '@rc/domain';
import { REPORT_TIME_ZONE } from './reports.read-model.js';

/**
 * How reports write values (staff spec section 9): distances in miles, fuel in gallons, money in
 * dollars with two decimals, days and times in the pilot's zone, and the spec's display names.
 */

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** Dollars with two decimals from integer cents ('' when there is no value). */
export function dollars(cents: unknown): string {
  if (cents === null || cents === undefined || cents === '') return '';
  const c = num(cents);
  const sign = c < 0 ? '-' : '';
  const abs = Math.abs(c);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Miles with two decimals from km. */
export const miles = (km: unknown): string =>
  km === null || km === undefined ? '' : (num(km) * MILES_PER_KM).toFixed(2);

/** US gallons with three decimals from litres. */
export const gallons = (litres: unknown): string =>
  litres === null || litres === undefined ? '' : (num(litres) * GALLONS_PER_LITRE).toFixed(3);

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: REPORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: REPORT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const asDate = (value: unknown): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(d.getTime()) ? null : d;
};

/** YYYY-MM-DD, Pacific time. */
export function pacificDay(value: unknown): string {
  const d = asDate(value);
  return d ? dayFormat.format(d) : '';
}

/** YYYY-MM-DD HH:MM:SS, Pacific time. */
export function pacificTime(value: unknown): string {
  const d = asDate(value);
  return d ? `${dayFormat.format(d)} ${timeFormat.format(d)}` : '';
}

export const yesNo = (value: unknown): string => (value ? 'Yes' : 'No');

const FUEL_TYPES: Record<string, string> = {
  gas: 'Gasoline',
  hybrid: 'Gasoline',
  diesel: 'Diesel',
  electric: 'Electric',
};
/** Vehicle type as reports name the fuel: gas and hybrid → Gasoline, diesel → Diesel, electric → Electric. */
export const fuelType = (vehicleType: unknown): string => FUEL_TYPES[String(vehicleType ?? '')] ?? '';

const MRO_TYPE_NAMES: Record<string, string> = {
  manual: 'Manual Odometer Reporting',
  automatedWithoutLocation: 'Plug-In Device (PID) without GPS',
  automatedWithLocation: 'Plug-In Device (PID) with GPS',
  telematics: 'In-Vehicle Telematics',
  'N/A': 'N/A',
};
export const mroTypeName = (mroType: unknown): string => MRO_TYPE_NAMES[String(mroType ?? '')] ?? '';

/** Report code of a reporting device: 5 with location, 4 without; blank for other reporting types. */
export function deviceReportCode(mroType: unknown): string {
  if (mroType === 'automatedWithLocation') return '5';
  if (mroType === 'automatedWithoutLocation') return '4';
  return '';
}

/** Employer: Elected Official for elected officials and legislators, Government for government employees. */
export function employer(p: {
  is_california_elected?: unknown;
  is_legislator?: unknown;
  is_government_employee?: unknown;
}) {
  if (p.is_california_elected || p.is_legislator) return 'Elected Official';
  if (p.is_government_employee) return 'Government';
  return '';
}

/** The program with short name MBUF+DR is the Variable Rate one; every other is Flat Rate. */
export const rateType = (shortName: unknown): string =>
  shortName === null || shortName === undefined ? '' : shortName === 'MBUF+DR' ? 'Variable Rate' : 'Flat Rate';

/** Net road-charge revenue: mileage fee − fuel-tax credit, blank for electric vehicles. */
export const netRuc = (vehicleType: unknown, mileageFeeCents: unknown, fuelFeeCents: unknown): string =>
  vehicleType === 'electric' ? '' : dollars(num(mileageFeeCents) - num(fuelFeeCents));

/**
 * The error-event code of an MRO event (staff spec section 8): by its description where the table
 * names one (exactly, or its start, or "Trip … is incomplete" patterns), otherwise the event's own code
 * when it is one of the table's; blank for anything else.
 */
export function errorEventCode(description: unknown, code: unknown): string {
  const text = String(description ?? '').trim();
  if (text.startsWith('Failed to match participant vehicle vin')) return '1002';
  if (text.startsWith('Failed to process trip')) return '1005';
  if (/^Trip\b.*\bis incomplete\b/.test(text)) return '16';
  if (/^Trip\b.*\bhas no mileage\b/.test(text)) return '17';
  if (/^Trip\b.*\bcould not be posted to rating\b/.test(text)) return '98';
  if (/^Device\b.*\breported excessive mileage\b/.test(text)) return '99';
  for (const [c, d] of Object.entries(MRO_EVENT_CODE_DESCRIPTIONS)) {
    if (text === d && !['16', '17', '98', '99'].includes(c)) return c;
  }
  const n = code === null || code === undefined ? null : Number(code);
  return n !== null && MRO_EVENT_CODE_DESCRIPTIONS[n] !== undefined ? String(n) : '';
}

/** Trip payment status (staff spec section 4) from a trip's segment counts, by the domain's rule. */
export function tripPaymentStatusOf(row: {
  segments?: unknown;
  public_segments?: unknown;
  public_paid?: unknown;
  public_failed?: unknown;
}): string {
  const of = (n: number, type: string, paymentStatus: string) =>
    Array.from({ length: n }, () => ({ type, paymentStatus }));
  const publicAll = num(row.public_segments);
  const paid = num(row.public_paid);
  const failed = num(row.public_failed);
  return tripPaymentStatus([
    ...of(paid, 'public', 'paid'),
    ...of(failed, 'public', 'failed'),
    ...of(publicAll - paid - failed, 'public', 'pending'),
    ...of(num(row.segments) - publicAll, 'state', 'pending'),
  ]);
}
