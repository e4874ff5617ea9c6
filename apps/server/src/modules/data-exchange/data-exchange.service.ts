import { AppError } from '../../errors.js';
import { type Actor, requireAdmin } from '../identity/actor.js';
import type { ClearinghouseReadModel, DailyZoneMileage, DeviceEvent } from './clearinghouse.read-model.js';
import {
  billingPeriodMessage,
  CLEARINGHOUSE_EVENT_IDS,
  type ClearinghouseMessage,
  obuReference,
  odometerReadingMessage,
  productLine,
  roadAccountMessage,
  roadEventMessage,
  roadMessage,
  vehicleReference,
} from './clearinghouse-messages.js';

/** Vehicles read per page: each page is five statements, whatever the number of days. */
const VEHICLES_PER_PAGE = 200;
/** The longest range one export covers (a year and a day, so a leap year's whole year fits). */
export const CLEARINGHOUSE_MAX_DAYS = 366;
const DAY_MS = 86_400_000;
const EVENT_CODES = Object.keys(CLEARINGHOUSE_EVENT_IDS).map(Number);

export interface ClearinghouseRange {
  /** First UTC day, YYYY-MM-DD (included). */
  from: string;
  /** Last UTC day, YYYY-MM-DD (included). */
  to: string;
  /** Only this participant's vehicles. */
  username: string | null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const bad = (message: string) => new AppError('BAD_USER_INPUT', 'invalidInput', message);

function parseDay(name: string, value: unknown): Date {
  const match = typeof value === 'string' ? value.trim().match(DAY) : null;
  if (match) {
    const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
    const at = new Date(Date.UTC(y, m - 1, d));
    if (at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d) return at;
  }
  throw bad(`${name} must be a date (YYYY-MM-DD).`);
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * Data exchange with a road-charge clearinghouse (docs/data-exchange.md): the pilot's accounts,
 * mileage, odometer readings, device events and billing periods as clearinghouse messages. Staff only.
 */
export class DataExchangeService {
  constructor(private readonly read: ClearinghouseReadModel) {}

  /**
   * Checks the caller and the range (so a refusal comes before any output) and returns the messages
   * to stream: the billing periods first, then per vehicle (ordered by id) its account message, its
   * daily mileage, its odometer readings and its daily event messages. Read a page of vehicles at a
   * time, so an export never holds the whole pilot.
   */
  clearinghouseMessages(
    actor: Actor | null,
    query: { from?: unknown; to?: unknown; username?: unknown; unknown?: string[] },
  ): { range: ClearinghouseRange; messages: AsyncIterable<ClearinghouseMessage> } {
    requireAdmin(actor);
    if (query.unknown?.length) {
      throw bad(`Unknown parameter "${query.unknown[0]?.slice(0, 40)}": the export takes from, to and username.`);
    }
    if (query.from === undefined || query.to === undefined) {
      throw bad('from and to are required: the days (YYYY-MM-DD, UTC) whose data is exported.');
    }
    const from = parseDay('from', query.from);
    const to = parseDay('to', query.to);
    if (to < from) throw bad('to must not be before from.');
    const days = (to.getTime() - from.getTime()) / DAY_MS + 1;
    if (days > CLEARINGHOUSE_MAX_DAYS) {
      throw bad(`An export covers at most ${CLEARINGHOUSE_MAX_DAYS} days; this range has ${days}.`);
    }
    let username: string | null = null;
    if (query.username !== undefined && query.username !== '') {
      if (typeof query.username !== 'string' || query.username.trim().length > 300) {
        throw bad('username must be one participant username.');
      }
      username = query.username.trim();
    }
    const range = { from: String(query.from).trim(), to: String(query.to).trim(), username };
    return { range, messages: this.messages(from, new Date(to.getTime() + DAY_MS), username) };
  }

  private async *messages(from: Date, end: Date, username: string | null): AsyncGenerator<ClearinghouseMessage> {
    for (const month of await this.read.billingMonths(from, end, username)) yield billingPeriodMessage(month);
    let afterId: string | null = null;
    for (;;) {
      const vehicles = await this.read.vehicles({ from, to: end, username, afterId, limit: VEHICLES_PER_PAGE });
      if (vehicles.length === 0) return;
      afterId = vehicles.at(-1)?.id ?? null;
      const exported = vehicles.flatMap((vehicle) => {
        const vin = vehicleReference(vehicle.vin);
        const line = productLine(vehicle.mroType);
        return vin && line ? [{ vehicle, refs: { vin, obu: obuReference(vehicle), productLine: line } }] : [];
      });
      const ids = exported.map((e) => e.vehicle.id);
      const [mileage, readings, events] = await Promise.all([
        this.read.dailyMileage(ids, from, end),
        this.read.approvedOdometerReadings(ids, from, end),
        this.read.deviceEvents(ids, EVENT_CODES, from, end),
      ]);
      const mileageByVehicle = groupBy(mileage, (m) => m.vehicleId);
      const readingsByVehicle = groupBy(readings, (r) => r.vehicleId);
      const eventsByVehicle = groupBy(events, (e) => e.vehicleId);
      for (const { vehicle, refs } of exported) {
        yield roadAccountMessage(vehicle, refs);
        const days = groupBy<DailyZoneMileage>(mileageByVehicle.get(vehicle.id) ?? [], (m) => m.day);
        for (const [day, rows] of days) {
          const message = roadMessage(refs, day, rows);
          if (message) yield message;
        }
        for (const reading of readingsByVehicle.get(vehicle.id) ?? []) yield odometerReadingMessage(refs.vin, reading);
        const eventDays = groupBy<DeviceEvent>(eventsByVehicle.get(vehicle.id) ?? [], (e) =>
          e.dateTime.toISOString().slice(0, 10),
        );
        for (const dayEvents of eventDays.values()) {
          const message = roadEventMessage(refs, dayEvents);
          if (message) yield message;
        }
      }
      if (vehicles.length < VEHICLES_PER_PAGE) return;
    }
  }
}
