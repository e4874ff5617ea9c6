import { createHash } from 'node:crypto';
import { kmToMiles, LITRES_PER_GALLON } from '@rc/domain';
import { FIPS_TO_CODE } from '../charging/engine/geo.js';
import type {
  BillingMonth,
  DailyZoneMileage,
  DeviceEvent,
  ExchangeVehicle,
  OdometerReading,
} from './clearinghouse.read-model.js';

/*
 * The clearinghouse messages (docs/data-exchange.md): the message shapes of the ClearRoad platform's
 * published definitions, as our schemas in ./schemas describe them, built from our records. Pure
 * functions: the service reads, these shape.
 */

/** Our references at the clearinghouse: the agency is both the account manager and the data collector. */
export const CLEARINGHOUSE_PARTIES = { accountManager: 'rc-pilot', dataCollector: 'rc-pilot' } as const;

export interface RoadAccountMessage {
  account_manager: string;
  data_collector: string;
  condition: string;
  cert_id: string;
  account_reference: string;
  effective_date: string;
  expiration_date?: string;
  fuel_consumption: string;
  fuel_taxable: '0' | '1';
  obu_reference: string;
  vehicle_reference: string;
  product_line: 'odometer_message_no_transaction' | 'odometer_message_transaction' | 'ruc_metrics' | 'service';
  portal_type: 'Road Account Message';
}

export interface MileageDetail {
  rule_id: number;
  sub_rule_id: 0 | 1;
  miles_quantity: number;
  miles_price: number;
  fuel_quantity: number;
  fuel_price: number;
}

export interface RoadMessage {
  request: {
    description: string;
    vehicle_reference: string;
    obu_reference: string;
    type: 'MRP';
    transaction_date: string;
    mileage_details: MileageDetail[];
  };
  portal_type: 'Road Message';
}

export interface OdometerReadingMessage {
  data_collector: string;
  account_manager: string;
  message_verification?: string;
  vehicle_reference: string;
  odometer_reading: number;
  effective_date: string;
  portal_type: 'Odometer Reading Message';
}

export interface RoadEventMessage {
  request: {
    vehicle_reference: string;
    obu_reference: string;
    event_details: { type: number; date: string }[];
  };
  portal_type: 'Road Event Message';
}

export interface BillingPeriodMessage {
  reference: string;
  start_date: string;
  stop_date: string;
  portal_type: 'Billing Period Message';
}

export type ClearinghouseMessage =
  | RoadAccountMessage
  | RoadMessage
  | OdometerReadingMessage
  | RoadEventMessage
  | BillingPeriodMessage;

/**
 * Our MRO event codes → the clearinghouse's event ids (1–13 device events, 100–108 account-manager
 * events). Codes of our own processing (trip processed, fuel calculated, toll matching…) and the
 * heartbeat have no counterpart and are not sent.
 */
export const CLEARINGHOUSE_EVENT_IDS: Readonly<Record<number, number>> = {
  1: 13, // Device health → vendor-specific
  2: 5, // VIN change → connected to a new vehicle
  3: 4, // Device connected → disconnects / reconnects
  4: 4, // Device disconnected → disconnects / reconnects
  12: 1, // Vehicle battery → low voltage
  15: 13, // Vehicle MIL → vendor-specific
  16: 12, // Trip is incomplete → missed mileage
  17: 11, // Trip has no mileage → degraded mileage data
  99: 108, // Excessive mileage → unreasonable miles per day
  1001: 100, // No report for 72 hours → no mileage received from the VIN
  1002: 103, // VIN does not match the participant's vehicle → VIN–device mismatch
  1008: 103, // Vehicle does not match the decoded VIN → VIN–device mismatch
};

const CODE_TO_FIPS = new Map(Object.entries(FIPS_TO_CODE).map(([fips, code]) => [code, Number(fips)]));

/** A state's FIPS code ('CA' → 6); undefined for anything that is not a US state, DC or territory. */
export function stateFips(stateCode: string | null): number | undefined {
  return stateCode ? CODE_TO_FIPS.get(stateCode.toUpperCase()) : undefined;
}

/** The clearinghouse's date-time form: UTC to the second ('2026-11-01T07:00:00Z'). */
export function clearinghouseTime(at: Date): string {
  return `${at.toISOString().slice(0, 19)}Z`;
}

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/** A 17-character VIN in capitals, or null when the vehicle has none the clearinghouse accepts. */
export function vehicleReference(vin: string | null): string | null {
  const value = vin?.trim().toUpperCase() ?? '';
  return /^[0-9A-Z]{17}$/.test(value) ? value : null;
}

/**
 * The on-board unit reference (24 lower-case hex digits): the first 24 hex digits of the SHA-256 of
 * 'device:<serial number>', or of 'vehicle:<vehicle id>' when the vehicle has no device (manual
 * reporting). Reproducible by anyone holding the serial number, without sending it.
 */
export function obuReference(vehicle: Pick<ExchangeVehicle, 'id' | 'deviceSerialNumber'>): string {
  const source = vehicle.deviceSerialNumber ? `device:${vehicle.deviceSerialNumber}` : `vehicle:${vehicle.id}`;
  return createHash('sha256').update(source).digest('hex').slice(0, 24);
}

/** How the vehicle reports, in the clearinghouse's terms; null for a vehicle with no reporting method. */
export function productLine(mroType: string): RoadAccountMessage['product_line'] | null {
  if (mroType === 'manual') return 'odometer_message_transaction';
  if (mroType === 'automatedWithLocation' || mroType === 'automatedWithoutLocation' || mroType === 'telematics') {
    return 'ruc_metrics';
  }
  return null;
}

export function roadAccountMessage(
  vehicle: ExchangeVehicle,
  refs: { vin: string; obu: string; productLine: RoadAccountMessage['product_line'] },
): RoadAccountMessage {
  return {
    account_manager: CLEARINGHOUSE_PARTIES.accountManager,
    data_collector: CLEARINGHOUSE_PARTIES.dataCollector,
    condition: vehicle.programShortName ?? 'none',
    cert_id: '',
    account_reference: String(vehicle.accountNo ?? 0),
    effective_date: clearinghouseTime(vehicle.onboardedDate ?? vehicle.participantCreatedAt),
    ...(vehicle.closedDate ? { expiration_date: clearinghouseTime(vehicle.closedDate) } : {}),
    fuel_consumption: round(vehicle.epaMpg ?? 0, 1).toFixed(1),
    fuel_taxable: vehicle.type === 'electric' ? '0' : '1',
    obu_reference: refs.obu,
    vehicle_reference: refs.vin,
    product_line: refs.productLine,
    portal_type: 'Road Account Message',
  };
}

/**
 * A vehicle's day of mileage: one detail per state and road type. Private roads are sub-rule 1; public
 * roads and distance known only per state (no location) are 0. Prices are what was charged, per unit:
 * the mileage fee per mile, and the fuel-tax credit per gallon as a negative price. Distance outside
 * the US states (no FIPS code) is left out.
 */
export function roadMessage(
  refs: { vin: string; obu: string },
  day: string,
  rows: DailyZoneMileage[],
): RoadMessage | null {
  const byZone = new Map<
    string,
    MileageDetail & { feeCents: number; creditCents: number; km: number; litres: number }
  >();
  for (const row of rows) {
    const ruleId = stateFips(row.stateCode);
    if (ruleId === undefined) continue;
    const subRuleId = row.roadType === 'private' ? 1 : 0;
    const key = `${ruleId}/${subRuleId}`;
    const zone = byZone.get(key) ?? {
      rule_id: ruleId,
      sub_rule_id: subRuleId,
      miles_quantity: 0,
      miles_price: 0,
      fuel_quantity: 0,
      fuel_price: 0,
      feeCents: 0,
      creditCents: 0,
      km: 0,
      litres: 0,
    };
    zone.km += row.km;
    zone.litres += row.litres;
    zone.feeCents += row.mileageFeeCents;
    zone.creditCents += row.fuelFeeCents;
    byZone.set(key, zone);
  }
  const details: MileageDetail[] = [...byZone.values()]
    .map((z) => {
      const miles = kmToMiles(z.km);
      const gallons = z.litres / LITRES_PER_GALLON;
      return {
        rule_id: z.rule_id,
        sub_rule_id: z.sub_rule_id,
        miles_quantity: round(miles, 3),
        miles_price: miles > 0 ? round(z.feeCents / 100 / miles, 6) : 0,
        fuel_quantity: round(gallons, 3),
        fuel_price: gallons > 0 && z.creditCents > 0 ? -round(z.creditCents / 100 / gallons, 6) : 0,
      };
    })
    .sort((a, b) => a.rule_id - b.rule_id || a.sub_rule_id - b.sub_rule_id);
  if (details.length === 0) return null;
  return {
    request: {
      description: `Reported mileage ${day}`,
      vehicle_reference: refs.vin,
      obu_reference: refs.obu,
      type: 'MRP',
      transaction_date: `${day}T00:00:00Z`,
      mileage_details: details,
    },
    portal_type: 'Road Message',
  };
}

export function odometerReadingMessage(vin: string, reading: OdometerReading): OdometerReadingMessage {
  return {
    data_collector: CLEARINGHOUSE_PARTIES.dataCollector,
    account_manager: CLEARINGHOUSE_PARTIES.accountManager,
    ...(reading.verifiedBy ? { message_verification: reading.verifiedBy } : {}),
    vehicle_reference: vin,
    odometer_reading: round(kmToMiles(reading.odoKm), 1),
    effective_date: clearinghouseTime(reading.tsReportDate),
    portal_type: 'Odometer Reading Message',
  };
}

/** A vehicle's events of one day, each with its clearinghouse id; null when none has one. */
export function roadEventMessage(refs: { vin: string; obu: string }, events: DeviceEvent[]): RoadEventMessage | null {
  const details = events.flatMap((event) => {
    const type = CLEARINGHOUSE_EVENT_IDS[event.code];
    return type === undefined ? [] : [{ type, date: clearinghouseTime(event.dateTime) }];
  });
  if (details.length === 0) return null;
  return {
    request: { vehicle_reference: refs.vin, obu_reference: refs.obu, event_details: details },
    portal_type: 'Road Event Message',
  };
}

/** A statement month as a billing period; the stop date is the first instant after the period. */
export function billingPeriodMessage(month: BillingMonth): BillingPeriodMessage {
  return {
    reference: month.month,
    start_date: clearinghouseTime(month.periodFrom),
    stop_date: clearinghouseTime(new Date(month.periodTo.getTime() + 1)),
    portal_type: 'Billing Period Message',
  };
}
