import { CONFIGURATION_DEFAULTS } from './configuration.js';
import { LIMITS } from './constants.js';
import { feeCents } from './money.js';
import { kmToMiles } from './units.js';

/**
 * The participant dashboard's rules (participant spec section 2, Dashboard): the months of the billed
 * chart, the projection to the pilot's end, per-distance rates, the row tone of a transaction, and
 * which vehicles still need a telematics connection.
 */

/** Configuration key of the pilot's last day (YYYY-MM-DD, Pacific). */
export const PILOT_END_DATE_KEY = 'PILOT_END_DATE';
/** The default last day of the pilot calendar (pilot-calendar.ts). */
export const DEFAULT_PILOT_END_DATE = CONFIGURATION_DEFAULTS.PILOT_END_DATE;

const ISO_DAY = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The configured last day of the pilot when it is a real calendar day, else the default. */
export function pilotEndDateOf(value: string | null | undefined): string {
  const raw = value?.trim() ?? '';
  const match = ISO_DAY.exec(raw);
  if (!match) return DEFAULT_PILOT_END_DATE;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? raw : DEFAULT_PILOT_END_DATE;
}

function addMonths(month: string, delta: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The months of the dashboard chart, oldest first: `count` months ending with the month before
 * `currentMonth` (YYYY-MM), like the Statements tab (six months back through the previous month).
 */
export function dashboardMonths(currentMonth: string, count: number = LIMITS.dashboardMonths): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(currentMonth, i - count));
}

/** What a participant's driving has cost and been credited so far (cents, km). */
export interface PilotFigures {
  mileageKm: number;
  roadChargeCents: number;
  fuelTaxCreditCents: number;
}

export interface PilotProjection extends PilotFigures {
  /** Days with data so far (at least 1) and days left until the end of the pilot (0 once it ended). */
  daysElapsed: number;
  daysRemaining: number;
  /** The pilot's end has passed: the figures are the final ones. */
  ended: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The figures at the end of the pilot if the participant keeps driving as they have since their
 * first data: today's totals plus the daily average times the days left, each amount rounded half-up
 * to whole cents once. No data yet: null (nothing to project from).
 */
export function projectToPilotEnd(input: {
  totals: PilotFigures;
  firstDataAt: Date | null;
  now: Date;
  /** The last instant of the pilot. */
  endsAt: Date;
}): PilotProjection | null {
  const { totals, firstDataAt, now, endsAt } = input;
  if (!firstDataAt) return null;
  const daysElapsed = Math.max(1, Math.ceil((now.getTime() - firstDataAt.getTime()) / DAY_MS));
  const ended = now.getTime() > endsAt.getTime();
  const daysRemaining = ended ? 0 : Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS);
  const extraCents = (cents: number) => feeCents(cents / daysElapsed, daysRemaining);
  return {
    mileageKm: totals.mileageKm + (totals.mileageKm / daysElapsed) * daysRemaining,
    roadChargeCents: totals.roadChargeCents + extraCents(totals.roadChargeCents),
    fuelTaxCreditCents: totals.fuelTaxCreditCents + extraCents(totals.fuelTaxCreditCents),
    daysElapsed,
    daysRemaining,
    ended,
  };
}

/**
 * Cents per mileage unit (km or mi) of a total over a distance held in km; null for no distance. Not
 * money to charge, a rate to show (it keeps its fraction).
 */
export function centsPerDistanceUnit(cents: number, km: number, unit: 'km' | 'mi'): number | null {
  const distance = unit === 'km' ? km : kmToMiles(km);
  return distance > 0 ? cents / distance : null;
}

/**
 * The colour of a transaction row (participant spec section 2): due yellow, overdue orange, default
 * red, pending light yellow; null for the others. The standing (from the statement's age and the
 * BILLING_BALANCE_* ages) wins over the status; a stored due/overdue/default status counts too.
 */
export const TRANSACTION_TONES = ['pending', 'due', 'overdue', 'default'] as const;
export type TransactionTone = (typeof TRANSACTION_TONES)[number];

export function transactionTone(transaction: { status: string; standing: string }): TransactionTone | null {
  for (const value of [transaction.standing, transaction.status]) {
    if (value === 'due' || value === 'overdue' || value === 'default') return value;
  }
  return transaction.status === 'pending' ? 'pending' : null;
}

/**
 * Vehicles that need a telematics connection: a vehicle reporting by telematics (its reporting type,
 * or the participant's preference) with no connection yet (pending), or whose connection must be
 * restored (forceRestoreConnection).
 */
export function vehiclesNeedingConnection(input: {
  mroDevicePreference: string | null | undefined;
  vehicles: readonly { id: string; mroType: string | null | undefined; participantConnectionId?: string | null }[];
  connections: readonly { id: string; vehicleId?: string | null; forceRestoreConnection: boolean }[];
}): string[] {
  return input.vehicles
    .filter((vehicle) => vehicle.mroType === 'telematics' || input.mroDevicePreference === 'telematics')
    .filter((vehicle) => {
      const connection = input.connections.find(
        (c) =>
          c.vehicleId === vehicle.id || (vehicle.participantConnectionId && c.id === vehicle.participantConnectionId),
      );
      return !connection || connection.forceRestoreConnection;
    })
    .map((vehicle) => vehicle.id);
}
